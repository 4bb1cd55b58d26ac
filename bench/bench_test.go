package bench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

const buildDir = "../build" // where 'make kernels' puts the images

// testRunner opens the images of ks for nucleo-g071rb.
func testRunner(t *testing.T, ks []kernels.Kernel, jobs int) *Runner {
	t.Helper()
	board, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	im := Images{}
	if err := im.Open(buildDir, board.Name, ks); err != nil {
		t.Fatalf("%v (make kernels builds the images)", err)
	}
	return simRunner(t, board, im, sim.Options{}, jobs)
}

// simRunner is a runner of the board under the options on the simulator,
// as the CLI builds it.
func simRunner(t *testing.T, board *models.Profile, im Images, opts sim.Options, jobs int) *Runner {
	t.Helper()
	b, ps, err := opts.Resolve(board)
	if err != nil {
		t.Fatal(err)
	}
	budget := opts.Budget
	if budget == 0 {
		budget = sim.DefaultBudget
	}
	key, err := BoardKey(b, ps, budget, opts.Init)
	if err != nil {
		t.Fatal(err)
	}
	open := func(img *elfimg.Image) (Session, error) {
		s, err := sim.Open(board, img, opts)
		if err != nil {
			return nil, err
		}
		return s, nil
	}
	return &Runner{Board: board, Images: im, Open: open, BoardKey: key, Jobs: jobs}
}

// TestRunJobs: the rows are the same, in the order of the kernels,
// whatever the number of workers, with kernels of both images.
func TestRunJobs(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^(aes128-cbc|sha256-|x25519-keygen-fast)`))
	var first []Row
	for _, jobs := range []int{1, 3, len(ks) + 2} {
		rows, err := testRunner(t, ks, jobs).Run(context.Background(), ks, (*Shard)(nil).Seeds(1))
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range rows {
			if r.Kernel.Name != ks[i].Name || !r.Verified || r.Cycles == 0 || r.MemoryModel == "" {
				t.Errorf("--jobs %d: row %d: %+v", jobs, i, r)
			}
		}
		if first == nil {
			first = rows
		} else if !reflect.DeepEqual(rows, first) {
			t.Errorf("--jobs %d: rows differ from --jobs 1", jobs)
		}
	}
	if MemoryModel(first) != first[0].MemoryModel || MemoryModel(nil) != "" {
		t.Errorf("MemoryModel: %q", MemoryModel(first))
	}
}

// TestRunCancelled: a cancelled run returns at once, even from a kernel
// of billions of instructions, with the rows not run left empty.
func TestRunCancelled(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^rsa3072-sign-nocrt-small-w1$`))
	if len(ks) != 1 {
		t.Fatalf("%d kernels", len(ks))
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(500*time.Millisecond, cancel)
	start := time.Now()
	rows, err := testRunner(t, ks, 1).Run(ctx, ks, (*Shard)(nil).Seeds(1))
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("took %v to stop", took)
	}
	if ctx.Err() == nil || len(rows) != 1 || rows[0].Verified {
		t.Errorf("rows %+v", rows)
	}

	// Cancelled before the start: nothing runs.
	ks = kernels.Filter(kernels.All(64), regexp.MustCompile(`^sha256-`))
	rows, err = testRunner(t, ks, 2).Run(ctx, ks, (*Shard)(nil).Seeds(1))
	if err != nil || len(rows) != len(ks) {
		t.Fatalf("%d rows, %v", len(rows), err)
	}
	for _, r := range rows {
		if r.Verified {
			t.Errorf("%s ran after the cancellation", r.Kernel.Name)
		}
	}
}

func TestImages(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^(sha256-fast|aes128-cbc-enc|x25519-keygen-fast)`))
	im := Images{}
	err := im.Open(t.TempDir(), "nucleo-g071rb", ks)
	if !errors.Is(err, ErrNoImage) || !strings.HasSuffix(err.Error(), "/kernels/nucleo-g071rb/sym.elf not found") {
		t.Errorf("missing image: %v", err)
	}
	if err := im.Open(buildDir, "nucleo-g071rb", ks); err != nil {
		t.Fatal(err)
	}
	if len(im) != 2 || im["sym"] == nil || im["pk"] == nil {
		t.Errorf("images %v", im)
	}
	fps, err := im.Footprints("cortex-m0plus", ks)
	if err != nil {
		t.Fatal(err)
	}
	var syms []string
	for _, f := range fps {
		syms = append(syms, f.Symbol)
		if f.CodeBytes == 0 {
			t.Errorf("%s: no code", f.Symbol)
		}
	}
	// In the order of the kernels, across images.
	var want []string
	seen := map[string]bool{}
	for _, k := range ks {
		if !seen[k.Symbol] {
			seen[k.Symbol] = true
			want = append(want, k.Symbol)
		}
	}
	if !reflect.DeepEqual(syms, want) {
		t.Errorf("footprints of %v, want %v", syms, want)
	}
}

// TestRunProgress: on a terminal, the progress line appears before the
// first kernel ends ([0/N]), then counts each kernel done with the time
// left, and ends with a newline.
func TestRunProgress(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^sha256-`))
	r := testRunner(t, ks, 1)
	var progress strings.Builder
	r.Progress = &progress
	if _, err := r.Run(context.Background(), ks, (*Shard)(nil).Seeds(1)); err != nil {
		t.Fatal(err)
	}
	got := progress.String()
	want := fmt.Sprintf("\r[0/%d] nucleo-g071rb: starting on 1 worker(s)", len(ks))
	if !strings.HasPrefix(got, want) || !strings.Contains(got, fmt.Sprintf("[%d/%d] ", len(ks), len(ks))) ||
		!strings.Contains(got, "left") || !strings.HasSuffix(got, "\n") {
		t.Errorf("progress %q: want it to start with %q, count to %d/%d and end with a newline", got, want, len(ks), len(ks))
	}
}

// TestRowsKeepStalls: a verified row carries its run's stall breakdown
// (the G0's flash wait states stall every kernel), within its cycles,
// and the JSON row has it; a failed row has none.
func TestRowsKeepStalls(t *testing.T) {
	ks := kernels.Filter(kernels.All(64), regexp.MustCompile(`^(aes128-cbc-enc-fast-64|sha256-fast-64)$`))
	if len(ks) != 2 {
		t.Fatalf("%d kernels", len(ks))
	}
	rows, err := testRunner(t, ks, 1).Run(context.Background(), ks, (*Shard)(nil).Seeds(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		var sum uint64
		for _, c := range r.Stalls {
			sum += c
		}
		if !r.Verified || len(r.Stalls) == 0 || sum == 0 || sum >= r.Cycles {
			t.Errorf("%s: verified %v, stalls %v (%d of %d cycles)", r.Kernel.Name, r.Verified, r.Stalls, sum, r.Cycles)
		}
		js, err := json.Marshal(r)
		if err != nil || !strings.Contains(string(js), `"stalls":{`) {
			t.Errorf("%s: JSON row %s (%v) has no stalls", r.Kernel.Name, js, err)
		}
	}
	r := testRunner(t, ks, 1)
	s, err := r.Open(r.Images[ks[0].Image()])
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	k := ks[0]
	k.Name, k.Symbol = "no-such-kernel", "no_such_symbol"
	failed := runOne(s, k, 1)
	if js, _ := json.Marshal(failed); failed.Verified || strings.Contains(string(js), "stalls") {
		t.Errorf("a failed row: %s", js)
	}
}
