package main

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"boardless/models"
	"boardless/report"
)

// whatIfCases are the two settings of each what-if flag a test compares:
// a flag that takes effect resolves the board differently for the two.
var whatIfCases = []struct {
	flag   string
	values [2]string
}{
	{"--icache", [2]string{"on", "off"}},
	{"--prefetch", [2]string{"on", "off"}},
	{"--flash-ws", [2]string{"0", "1"}},
	{"--mul", [2]string{"fast", "small"}},
	{"--clock", [2]string{"8MHz", "16MHz"}},
}

// resolvedWith loads board with one what-if flag set and returns what a
// run would see: the clock and every parameter's value.
func resolvedWith(t *testing.T, board, flag, value string) (string, error) {
	t.Helper()
	fs := newFlags("test", "", nil)
	var bf boardFlags
	bf.register(fs)
	if err := fs.Parse([]string{"--board", board, flag, value}); err != nil {
		return "", err
	}
	rb, err := bf.load()
	if err != nil {
		return "", err
	}
	p, ps := rb.Board, rb.Params
	return fmt.Sprint(p.ClockHz, maps.Collect(func(yield func(string, float64) bool) {
		for _, v := range ps {
			if !yield(v.Name, v.Value) {
				return
			}
		}
	})), nil
}

// TestEveryWhatIfChangesTheModelOrIsRefused: on every built-in board,
// every what-if flag either resolves its two settings to different
// models (clock or parameters), or both settings are refused with exit 2
// and one line naming the board and a --param or the board's parameter
// list. Before the memory models declared their what-ifs, --icache off on
// the H743 and F767 (whose L1 cache is the parameter icache), --icache
// on the F091 and --prefetch on the WBA52 were accepted and ignored.
func TestEveryWhatIfChangesTheModelOrIsRefused(t *testing.T) {
	for _, board := range models.BoardNames() {
		for _, c := range whatIfCases {
			t.Run(board+"/"+c.flag, func(t *testing.T) {
				a, errA := resolvedWith(t, board, c.flag, c.values[0])
				b, errB := resolvedWith(t, board, c.flag, c.values[1])
				switch {
				case errA == nil && errB == nil:
					if a == b {
						t.Errorf("%s %s and %s resolve to the same model: the flag is accepted and ignored", c.flag, c.values[0], c.values[1])
					}
				case errA != nil && errB != nil:
					for _, v := range c.values {
						checkRefusal(t, board, c.flag, v)
					}
				case c.flag == "--mul" && errA == nil:
					// --mul fast is the flag's default: every core's own
					// multiplier; small is the M0/M0+ option only.
					checkRefusal(t, board, c.flag, c.values[1])
				default:
					t.Errorf("%s: %s %v, %s %v: one setting refused, the other taken", c.flag, c.values[0], errA, c.values[1], errB)
				}
			})
		}
	}
}

// checkRefusal runs 'params' with the flag: exit 2, one line that names
// the board and says which parameter to use instead.
func checkRefusal(t *testing.T, board, flag, value string) {
	t.Helper()
	code, _, errs := run(t, "params", "--board", board, flag, value)
	lines := strings.Split(strings.TrimSpace(errs), "\n")
	if code != 2 || len(lines) != 1 || !strings.Contains(errs, board) || !strings.Contains(errs, flag) ||
		!(strings.Contains(errs, "--param") || strings.Contains(errs, "boardless params --board "+board) || strings.Contains(errs, "only ")) {
		t.Errorf("%s %s: exit %d, %q: want exit 2 and one line naming %s and what to use", flag, value, code, errs, board)
	}
}

// TestWhatIfSetsTheModelsParameter: the what-if flags set the parameter
// the board's memory model declares for them, as --param would.
func TestWhatIfSetsTheModelsParameter(t *testing.T) {
	for _, tt := range []struct{ board, flag, value, param string }{
		{"nucleo-h743zi2", "--icache", "off", "icache=0"},
		{"nucleo-f767zi", "--icache", "off", "icache=0"},
		{"nucleo-f767zi", "--prefetch", "off", "flash_prefetch=0"},
		{"nucleo-g071rb", "--icache", "off", "flash_icache=0"},
		{"nucleo-f401re", "--prefetch", "off", "flash_prefetch=0"},
		{"nucleo-wba52cg", "--flash-ws", "0", "flash_wait_states=0"},
		{"nrf52840-dk", "--icache", "off", "flash_icache=0"},
	} {
		viaFlag, err := resolvedWith(t, tt.board, tt.flag, tt.value)
		if err != nil {
			t.Errorf("%s %s %s: %v", tt.board, tt.flag, tt.value, err)
			continue
		}
		viaParam, err := resolvedWith(t, tt.board, "--param", tt.param)
		if err != nil {
			t.Fatal(err)
		}
		if viaFlag != viaParam {
			t.Errorf("%s: %s %s resolves to %s, --param %s to %s", tt.board, tt.flag, tt.value, viaFlag, tt.param, viaParam)
		}
	}
	if code, _, errs := run(t, "params", "--board", "nucleo-h743zi2", "--icache", "off", "--param", "icache=1"); code != 2 || !strings.Contains(errs, "give one") {
		t.Errorf("--icache with --param icache: exit %d, %q: want exit 2, give one", code, errs)
	}
}

// TestSweepWhatIfOnM7: sweep --vary icache=on,off on the H743 loads both
// points with the L1 I-cache switched (on 4811ce0 it said the H743 "has
// no instruction cache"); --vary prefetch there is refused naming what
// the board has.
func TestSweepWhatIfOnM7(t *testing.T) {
	bf := boardFlags{board: "nucleo-h743zi2", mul: "fast", budget: 1, flashWS: -1}
	axis, err := parseVary("icache=on,off")
	if err != nil {
		t.Fatal(err)
	}
	boards, err := sweepPoints(bf, []report.SweepAxis{axis})
	if err != nil {
		t.Fatalf("sweep points: %v", err)
	}
	for i, want := range []float64{1, 0} {
		if got := models.ValuesOf(boards[i].Params)["icache"]; got != want {
			t.Errorf("point icache=%s: the model's icache is %v, want %v", axis.Values[i], got, want)
		}
	}
	axis, _ = parseVary("prefetch=on,off")
	if _, err := sweepPoints(bf, []report.SweepAxis{axis}); err == nil || !strings.Contains(err.Error(), "nucleo-h743zi2 has no flash prefetch") {
		t.Errorf("--vary prefetch on the H743: %v, want refused", err)
	}
}

// TestFirmwareWhatIfsRefused: the what-ifs firmware mode drops are
// refused in every command that runs firmware (on 4811ce0 calibrate took
// --icache, --prefetch, --clock and --code-in, and run --firmware took
// --code-in, and dropped them).
func TestFirmwareWhatIfsRefused(t *testing.T) {
	cal := []string{"calibrate", "--board", "nucleo-g071rb", "--measured", "m.csv", "--image", "k.elf", "--out", "p.json"}
	fw := []string{"run", "--board", "nucleo-g071rb", "--firmware", "k.elf"}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{append(cal, "--icache", "off"), "--prefetch and --icache do not apply in firmware mode"},
		{append(cal, "--clock", "8MHz"), "--clock does not apply in firmware mode"},
		{append(cal, "--code-in-sram"), "--data-in do not apply in firmware mode"},
		{append(fw, "--code-in", "sram"), "--data-in do not apply in firmware mode"},
		{append(fw, "--data-in", "sram"), "--data-in do not apply in firmware mode"},
	} {
		code, _, errs := run(t, tt.args...)
		if code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, %q: want exit 2, %q", tt.args, code, errs, tt.want)
		}
	}
}
