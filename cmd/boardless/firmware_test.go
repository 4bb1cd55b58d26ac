package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/internal/armbuild"
	"boardless/internal/fwbuild"
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
	// 3 WS is no LATENCY the G0 has (0..2): reported, not written; the
	// profile keeps the chip's table, so at 16 MHz it has 0 WS.
	if !strings.Contains(out, "flash_wait_states: the measurements fit 3, which stm32g071rb does not have") {
		t.Errorf("the fitted 3 WS is not reported:\n%s", out)
	}
	data, _ := os.ReadFile(prof)
	p, err := models.LoadProfileFile(prof)
	if err != nil || strings.Contains(string(data), "wait_states") || p.FlashWaitStates() != 2 || p.Core != "cortex-m0plus" {
		t.Fatalf("profile: %v %+v\n%s", err, p, data)
	}
	p.ClockHz = 16000000
	if p.FlashWaitStates() != 0 {
		t.Errorf("calibrated profile at 16 MHz: %d WS, want the chip's 0", p.FlashWaitStates())
	}
	// Malformed measurements: file, line and column.
	bad := filepath.Join(dir, "bad.csv")
	os.WriteFile(bad, []byte("name,cycles\nempty,12\nseq_fetch,12x\n"), 0o644)
	code, _, errs = run(t, "calibrate", "--board", "nucleo-g071rb", "--measured", bad, "--image", img, "--out", prof)
	if code != 2 || !strings.Contains(errs, bad+":3:11: ") {
		t.Errorf("malformed: exit %d: %s", code, errs)
	}
}

// Firmware mode's stops, profiles and refusals on the command line: a
// main that returns into "b ." measured with --until and --max-cycles,
// --top naming its functions, --clock refused, the kit on the wrong
// board refused with exit 2, a partial figure by the budget exit 1.
func TestFirmwareStopsCLI(t *testing.T) {
	const b = "nucleo-g071rb"
	fw := fwbuild.Image(t, b, `
__attribute__((noinline)) uint32_t work(void) {
	volatile uint32_t s = 0;
	for (int i = 0; i < 300; i++) s += i;
	return s;
}
int main(void) { return (int)work(); }`)
	code, out, errs := run(t, "run", "--board", b, "--firmware", fw, "--until", "idle", "--top", "3")
	if code != 0 || !strings.Contains(out, "# stopped by    until idle (complete up to there)") ||
		!strings.Contains(out, "EXCLUSIVE") || !strings.Contains(out, " work") || !strings.Contains(out, "16 MHz") {
		t.Errorf("--until idle --top 3: exit %d %s\n%s", code, errs, out)
	}
	code, out, errs = run(t, "run", "--board", b, "--firmware", fw, "--max-cycles", "1000", "--format", "json")
	var r result.Firmware
	if err := json.Unmarshal([]byte(out), &r); code != 0 || err != nil || !r.Partial || r.StoppedBy != "max-cycles" || r.Cycles < 1000 || len(r.ClockSegments) != 1 {
		t.Errorf("--max-cycles: exit %d %s %v %+v", code, errs, err, r)
	}
	code, out, errs = run(t, "annotate", "--board", b, "--firmware", fw, "--show", "work", "--until", "idle")
	if code != 0 || !strings.Contains(out, "work: ") || !strings.Contains(out, "CYCLES  RUNS") || !strings.Contains(out, " 300 ") {
		t.Errorf("annotate --firmware: exit %d %s\n%s", code, errs, out)
	}
	folded := filepath.Join(t.TempDir(), "fw.folded")
	if code, _, errs := run(t, "run", "--board", b, "--firmware", fw, "--until", "idle", "--folded", folded); code != 0 {
		t.Errorf("--folded: exit %d %s", code, errs)
	} else if data, _ := os.ReadFile(folded); !strings.Contains(string(data), "work") {
		t.Errorf("folded stacks lack work:\n%s", data)
	}
	code, out, errs = run(t, "run", "--board", b, "--firmware", fw, "--budget", "5000")
	if code != 1 || !strings.Contains(out, "PARTIAL") || !strings.Contains(errs, "partial") {
		t.Errorf("--budget: exit %d %s\n%s", code, errs, out)
	}
	if code, _, errs := run(t, "run", "--board", b, "--firmware", fw, "--clock", "16MHz"); code != 2 || !strings.Contains(errs, "--clock does not apply in firmware mode") {
		t.Errorf("--clock: exit %d %s", code, errs)
	}
	if code, _, errs := run(t, "run", "--board", b, "--firmware", fw, "--until", "nosuch"); code != 2 || !strings.Contains(errs, "nosuch") {
		t.Errorf("--until nosuch: exit %d %s", code, errs)
	}
	code, out, errs = run(t, "run", "--board", "nucleo-wba52cg", "--firmware", kit.Image(t, b))
	if code != 2 || out != "" || !strings.Contains(errs, "the firmware is built for another chip") || strings.Count(errs, "\n") != 1 {
		t.Errorf("G0 kit on the WBA: exit %d\nstdout %q\nstderr %s", code, out, errs)
	}
}

// run --firmware on a board whose chip has no clock tree (the RP2040)
// is refused with one line and exit 2, before anything runs: it ran at
// the nominal 125 MHz, which the chip does not reset to.
func TestFirmwareRefusedWithoutClockTree(t *testing.T) {
	img := kit.Image(t, "nucleo-g071rb") // a Cortex-M0+ image, as the RP2040's core
	for _, args := range [][]string{
		{"run", "--board", "rpi-pico", "--firmware", img},
		{"annotate", "--board", "rpi-pico", "--firmware", img, "--show", "main"},
	} {
		code, out, errs := run(t, args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "rp2040 has no clock tree") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q: want exit 2 and one line naming the missing clock tree", args[0], code, out, errs)
		}
	}
}

// A HAL-style firmware that leaves SysTick running and ends in
// `while (1) {}` (sim/testdata/irq IDLE) ends by itself, complete, with
// the cycles to idle and the idle stretch apart; --idle-periods 0 keeps
// it running (here to --max-cycles), a negative count is refused.
func TestFirmwareIdleCLI(t *testing.T) {
	const irq = "../../sim/testdata/irq/"
	fw := armbuild.Build(t, []string{"-mcpu=cortex-m0plus", "-mthumb", "-O2", "-DIDLE", "-Wl,-T," + irq + "link.ld"},
		irq+"startup.S", irq+"main.c")
	code, out, errs := run(t, "run", "--board", "nucleo-g071rb", "--firmware", fw, "--idle-periods", "4")
	if code != 0 || !strings.Contains(out, "# stopped by    idle steady state at idle_forever (only interrupt handlers ran for 4 interrupts) (complete up to there)") ||
		!strings.Contains(out, "# to idle       ") || !strings.Contains(out, "# idle          ") {
		t.Errorf("--idle-periods 4: exit %d %s\n%s", code, errs, out)
	}
	code, out, errs = run(t, "run", "--board", "nucleo-g071rb", "--firmware", fw, "--idle-periods", "0", "--max-cycles", "200000")
	if code != 0 || !strings.Contains(out, "stopped by    max-cycles") || strings.Contains(out, "to idle") {
		t.Errorf("--idle-periods 0: exit %d %s\n%s", code, errs, out)
	}
	if code, _, errs := run(t, "run", "--board", "nucleo-g071rb", "--firmware", fw, "--idle-periods", "-1"); code != 2 || !strings.Contains(errs, "--idle-periods -1") {
		t.Errorf("--idle-periods -1: exit %d %s", code, errs)
	}
}
