// Package bench runs boardless's built-in crypto kernels on a board: in
// parallel, one emulator session per worker and kernel image, each
// kernel's output checked against Go, each kernel's inputs drawn from its
// own seed so that the results do not depend on the worker count.
//
// Its Report is the JSON output of 'boardless bench'. A run can be split
// into shards (shard.go) for several machines; Merge puts the shards'
// reports back together. Its Images give package report the footprints
// and image records of a full suite's report (report.RenderSuite).
package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"boardless/elfimg"
	"boardless/footprint"
	"boardless/internal/seedrand"
	"boardless/kernels"
	"boardless/models"
	"boardless/result"
)

// Row is one kernel's line in a Report (report.Run is the same record).
type Row = result.KernelRun[kernels.Kernel]

// Report is a bench run: the output of 'boardless bench --format json'.
type Report struct {
	Board       string `json:"board"`
	Core        string `json:"core"`
	ClockHz     uint64 `json:"clock_hz"`
	MemoryModel string `json:"memory_model"`
	Version     string `json:"boardless_version"`
	Shard       *Shard `json:"shard,omitempty"`
	Results     []Row  `json:"results"`
}

// MemoryModel is the memory model of the first verified row: the one all
// rows of a run share ("" when none was verified).
func MemoryModel(rows []Row) string {
	for _, r := range rows {
		if r.Verified {
			return r.MemoryModel
		}
	}
	return ""
}

// Images are a board's kernel images, by kernels.Kernel.Image name.
type Images map[string]*elfimg.Image

// ErrNoImage is a kernel image that is not where 'make kernels' puts it.
var ErrNoImage = errors.New("not found")

// Open reads the images that ks run in, each once, from where 'make
// kernels' put them for board under buildDir.
func (im Images) Open(buildDir, board string, ks []kernels.Kernel) error {
	for _, k := range ks {
		name := k.Image()
		if im[name] != nil {
			continue
		}
		path := kernels.ImagePath(buildDir, board, name)
		if _, err := os.Stat(path); err != nil {
			return fmt.Errorf("kernel image %s %w", path, ErrNoImage)
		}
		img, err := elfimg.ReadELF(path)
		if err != nil {
			return err
		}
		im[name] = img
	}
	return nil
}

// Footprints computes the footprint of each kernel's symbol in the image
// the kernel runs in, in the order of kernels.Symbols(ks).
func (im Images) Footprints(core string, ks []kernels.Kernel) ([]footprint.Footprint, error) {
	var fps []footprint.Footprint
	for name, group := range kernels.ByImage(ks) {
		f, err := footprint.Of(im[name], core, kernels.Symbols(group))
		if err != nil {
			return nil, err
		}
		fps = append(fps, f...)
	}
	order := map[string]int{}
	for i, sym := range kernels.Symbols(ks) {
		order[sym] = i
	}
	sort.SliceStable(fps, func(i, j int) bool { return order[fps[i].Symbol] < order[fps[j].Symbol] })
	return fps, nil
}

// SetFootprints sets each row's footprint: the code, constant and global
// bytes of its kernel's symbol in its image.
func (im Images) SetFootprints(core string, rows []Row) error {
	ks := make([]kernels.Kernel, len(rows))
	for i, r := range rows {
		ks[i] = r.Kernel
	}
	fps, err := im.Footprints(core, ks)
	if err != nil {
		return err
	}
	by := map[string]footprint.Footprint{}
	for _, f := range fps {
		by[f.Symbol] = f
	}
	for i := range rows {
		f := by[rows[i].Kernel.Symbol]
		rows[i].CodeBytes, rows[i].ConstBytes, rows[i].GlobalBytes = f.CodeBytes, f.ConstBytes, f.GlobalBytes
	}
	return nil
}

// Suite returns the kernels of a full report (kernels.Suite) with size as
// the main buffer size and data-flow messages of flowBytes. It opens
// board's images into im first: the suite's data-flow kernels are those
// whose symbol the image has.
func Suite(im Images, buildDir, board string, size, flowBytes int) ([]kernels.Kernel, error) {
	catalog := suiteCatalog(board)
	if err := im.Open(buildDir, board, catalog(size)); err != nil {
		return nil, err
	}
	return kernels.Suite(catalog, size, flowBytes, func(k kernels.Kernel) bool {
		_, err := im[k.Image()].Lookup(k.Symbol)
		return err == nil
	}), nil
}

// suiteCatalog is every kernel of a board's report: the built-in ones
// and, on a board with the accelerators, the drivers of its hw image.
func suiteCatalog(board string) func(size int) []kernels.Kernel {
	return func(size int) []kernels.Kernel { return kernels.OfBoard(board, size) }
}

// Infos are the records of the images ks run in (footprint.ReadImageInfo),
// in the order of kernels.Images, read from where 'make kernels' put
// them for board under buildDir.
func (im Images) Infos(buildDir, board string, ks []kernels.Kernel) ([]footprint.ImageInfo, error) {
	var infos []footprint.ImageInfo
	for name, group := range kernels.ByImage(ks) {
		info, err := footprint.ReadImageInfo(name, kernels.ImagePath(buildDir, board, name), im[name], kernels.Symbols(group))
		if err != nil {
			return nil, err
		}
		// The path within the build directory, not where the checkout
		// is: the report is then the same bytes from any checkout, and the
		// SHA-256 beside it identifies the file.
		info.Path = filepath.ToSlash(kernels.ImagePath("", board, name))
		infos = append(infos, info)
	}
	return infos, nil
}

// Session is where a Runner runs kernels: a *sim.Session is one. The
// runner stops it on cancellation and closes it when done.
type Session interface {
	kernels.Target
	Stop()
	Close()
}

// A Runner runs kernels on a board.
type Runner struct {
	Board  *models.Profile
	Images Images // holding the image of every kernel run
	// Open opens a session of an image on Board with the run's what-ifs
	// (the caller's simulator: bench does not link the emulator).
	Open func(img *elfimg.Image) (Session, error)
	// BoardKey is the cache key part of the board and options
	// (BoardKey); needed with a Cache.
	BoardKey string
	Jobs     int // kernels run in parallel, one emulator each; at least 1

	// Progress, when not nil, gets a line of progress, rewritten in place
	// after each kernel: meant for a terminal.
	Progress io.Writer

	// Cache, when not nil, gives the rows it holds without a run and
	// keeps the verified rows that were run.
	Cache *Cache
	// CacheErr, when not nil, is told of a cache entry that could not be
	// written: the run goes on, only the next one costs its time.
	CacheErr func(error)

	// Simulated counts the kernels Run simulated (not those the cache
	// gave), over all its calls.
	Simulated int
}

// Run runs ks on r.Jobs workers, each with its own session per image,
// opened when first needed, and returns the rows in the order of ks.
// Kernel i draws its inputs from a generator seeded by seedOf(i).
//
// When ctx is cancelled, Run stops handing out kernels, stops the running
// ones inside the emulator and returns at once, the rows not run left
// empty: even a kernel of billions of instructions does not hold up
// Ctrl-C. The caller tells a cancelled run by ctx.Err.
func (r *Runner) Run(ctx context.Context, ks []kernels.Kernel, seedOf func(i int) uint64) ([]Row, error) {
	b := &batch{Runner: r, ctx: ctx, ks: ks, seedOf: seedOf, rows: make([]Row, len(ks)),
		live: map[Session]bool{}, start: time.Now()}
	if r.Cache != nil && r.BoardKey == "" {
		return nil, errors.New("bench: a result cache needs the runner's BoardKey")
	}
	stop := make(chan struct{})
	defer close(stop)
	go b.stopOnCancel(stop)
	next := make(chan int)
	var wg sync.WaitGroup
	if r.Progress != nil && len(ks) > 0 {
		// At once, not after the first kernel: a public-key kernel on a
		// slow core takes a while, and silence looks like a hang.
		fmt.Fprintf(r.Progress, "\r[0/%d] %s: starting on %d worker(s)   ", len(ks), r.Board.Name, min(max(r.Jobs, 1), len(ks)))
	}
	for range min(max(r.Jobs, 1), len(ks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b.work(next)
		}()
	}
dispatch:
	for i := range ks {
		select {
		case next <- i:
		case <-ctx.Done():
			break dispatch
		}
	}
	close(next)
	wg.Wait()
	r.Simulated += b.simulated
	if r.Progress != nil {
		fmt.Fprintln(r.Progress)
	}
	if b.openErr != nil {
		return nil, b.openErr
	}
	return b.rows, nil
}

// batch is the state one Run shares between its workers.
type batch struct {
	*Runner
	ctx    context.Context
	ks     []kernels.Kernel
	seedOf func(i int) uint64
	rows   []Row
	start  time.Time

	mu        sync.Mutex
	openErr   error            // the first session that failed to open
	live      map[Session]bool // the open sessions, to stop on cancellation
	done      int              // kernels run
	simulated int              // kernels run, not taken from the cache
}

// stopOnCancel stops every live session's emulator when the context is
// cancelled before stop is closed.
func (b *batch) stopOnCancel(stop <-chan struct{}) {
	select {
	case <-b.ctx.Done():
		b.mu.Lock()
		for s := range b.live {
			s.Stop()
		}
		b.mu.Unlock()
	case <-stop:
	}
}

// work runs the kernels whose indexes it receives, until next is closed.
func (b *batch) work(next <-chan int) {
	sessions := map[string]Session{} // this worker's, by image
	defer b.close(sessions)
	for i := range next {
		if b.failed() {
			continue // drain next: Run returns the error
		}
		k := b.ks[i]
		var key Key
		if b.Cache != nil {
			key = kernelKey(b.BoardKey, b.Images[k.Image()], k, b.seedOf(i))
			if row, ok := b.Cache.getRow(key, k); ok {
				b.rows[i] = row
				b.finished(k, false)
				continue
			}
		}
		s, err := b.session(sessions, k.Image())
		if err != nil {
			b.mu.Lock()
			b.openErr = err
			b.mu.Unlock()
			continue
		}
		b.rows[i] = runOne(s, k, b.seedOf(i))
		if b.Cache != nil && b.ctx.Err() == nil {
			if err := b.Cache.putRow(key, b.rows[i]); err != nil && b.CacheErr != nil {
				b.mu.Lock()
				b.CacheErr(err)
				b.mu.Unlock()
			}
		}
		b.finished(k, true)
	}
}

func (b *batch) failed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.openErr != nil
}

// session returns the worker's session of an image, opening it the first
// time. A session opened after cancellation is stopped at once.
func (b *batch) session(sessions map[string]Session, image string) (Session, error) {
	if s := sessions[image]; s != nil {
		return s, nil
	}
	s, err := b.Open(b.Images[image])
	if err != nil {
		return nil, err
	}
	sessions[image] = s
	b.mu.Lock()
	b.live[s] = true
	if b.ctx.Err() != nil {
		s.Stop()
	}
	b.mu.Unlock()
	return s, nil
}

// close closes a worker's sessions, no longer stopped on cancellation.
func (b *batch) close(sessions map[string]Session) {
	b.mu.Lock()
	for _, s := range sessions {
		delete(b.live, s)
	}
	b.mu.Unlock()
	for _, s := range sessions {
		s.Close()
	}
}

// finished counts a kernel done (simulated or from the cache) and updates the progress line.
func (b *batch) finished(k kernels.Kernel, simulated bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done++
	if simulated {
		b.simulated++
	}
	if b.Progress == nil {
		return
	}
	el := time.Since(b.start)
	left := time.Duration(float64(el) / float64(b.done) * float64(len(b.ks)-b.done))
	fmt.Fprintf(b.Progress, "\r[%d/%d] %-32s elapsed %s, about %s left   ", b.done, len(b.ks), k.Name, el.Round(time.Second), left.Round(time.Second))
}

// runOne runs one kernel; a kernel that fails, or whose output Go
// rejects, gives a row with the error and no figures.
func runOne(s Session, k kernels.Kernel, seed uint64) Row {
	out, err := kernels.Run(s, k, seedrand.New(seed))
	if err != nil {
		return Row{Kernel: k, Error: oneLine(err.Error())}
	}
	r := out.Result
	return Row{
		Kernel: k, Verified: true, Cycles: r.Cycles, Insns: r.Instructions, TimeUS: r.TimeUS,
		KBps:        float64(k.Bytes) / (r.TimeUS / 1e6) / 1000,
		StackBytes:  r.StackBytes,
		WorkBytes:   out.WorkBytes,
		MemoryModel: r.MemoryModel,
		EnergyUJ:    r.EnergyUJ,
		Stalls:      r.Stalls,
	}
}

// oneLine keeps an error on the single line that the bench table and the
// CLI's error messages promise.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}
