package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	kit "boardless/internal/kitbuild"
	"boardless/models"
	"boardless/result"
)

// run --firmware runs the kit on every board; JSON carries the output.
func TestRunFirmware(t *testing.T) {
	for _, b := range kit.Boards {
		code, out, errs := run(t, "run", "--board", b, "--firmware", kit.Image(t, b), "--format", "json", "--verbose")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", b, code, errs)
		}
		var r result.Firmware
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%s: not JSON: %v\n%s", b, err, out)
		}
		if !strings.Contains(r.Output, "\nseq_fetch,") || r.Cycles == 0 || len(r.Peripherals) == 0 {
			t.Errorf("%s: output %q, cycles %d, %d peripherals", b, r.Output, r.Cycles, len(r.Peripherals))
		}
	}
	code, out, _ := run(t, "run", "--board", "nucleo-g071rb", "--firmware", kit.Image(t, "nucleo-g071rb"))
	if code != 0 || !strings.Contains(out, "name,cycles\r\n") || !strings.Contains(out, "\n# cycles ") {
		t.Errorf("table: exit %d\n%s", code, out)
	}
	if code, _, errs := run(t, "run", "--firmware", kit.Image(t, "nucleo-g071rb"), "--prefetch", "on"); code != 2 || !strings.Contains(errs, "firmware mode") {
		t.Errorf("--prefetch in firmware mode: exit %d %s", code, errs)
	}
	if code, _, errs := run(t, "run", "--firmware", "/nonexistent.elf"); code != 2 || errs == "" {
		t.Errorf("missing firmware: exit %d %s", code, errs)
	}
}

// calibrate end to end on the G0: a capture with one more wait state
// than the board's is fitted back, and the profile it writes loads.
func TestCalibrateCLI(t *testing.T) {
	img := kit.Image(t, "nucleo-g071rb")
	dir := t.TempDir()
	code, out, errs := run(t, "run", "--board", "nucleo-g071rb", "--flash-ws", "3", "--firmware", img, "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r result.Firmware
	json.Unmarshal([]byte(out), &r)
	csv := filepath.Join(dir, "board.csv")
	os.WriteFile(csv, []byte(r.Output), 0o644)
	prof := filepath.Join(dir, "p.json")
	code, out, errs = run(t, "calibrate", "--board", "nucleo-g071rb", "--measured", csv, "--image", img, "--out", prof)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "flash_wait_states") || !strings.Contains(out, "leave-one-out") {
		t.Errorf("output:\n%s", out)
	}
	p, err := models.LoadProfileFile(prof)
	if err != nil || p.FlashWaitStates() != 3 || p.Core != "cortex-m0plus" {
		t.Fatalf("profile: %v %+v", err, p)
	}
	// Malformed measurements: file, line and column.
	bad := filepath.Join(dir, "bad.csv")
	os.WriteFile(bad, []byte("name,cycles\nempty,12\nseq_fetch,12x\n"), 0o644)
	code, _, errs = run(t, "calibrate", "--board", "nucleo-g071rb", "--measured", bad, "--image", img, "--out", prof)
	if code != 2 || !strings.Contains(errs, bad+":3:11: ") {
		t.Errorf("malformed: exit %d: %s", code, errs)
	}
}
