package sim_test

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"boardless/elfimg"
	"boardless/internal/fwbuild"
	kit "boardless/internal/kitbuild"
	"boardless/models"
	"boardless/result"
	"boardless/sim"
)

// work reads .data and .bss (which the start-up code must have copied
// and cleared) and exits 0 when both are right.
const work = `
static uint32_t table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
static uint32_t acc[4];
__attribute__((noinline)) uint32_t work(void) {
	uint32_t s = 0;
	for (int i = 0; i < 200; i++) { s += table[i & 7]; acc[i & 3] += s; }
	return s;
}
`

// mainExits runs clockInit, then work, and exits through semihosting.
func mainExits(clockInit string) string {
	return work + "void clock_init(void) {" + clockInit + "}\n" + `
int main(void) {
	uint32_t z = acc[0] | acc[1] | acc[2] | acc[3];
	clock_init();
	uint32_t s = work();
	fw_exit(s == 900 && z == 0 ? 0 : 1);
	return 0;
}`
}

// pllInit sets each board's clock the way ST's HAL does (flash LATENCY
// first, then the PLL, then the switch), to the board's clock_hz:
// G0 HSI16 /1 x8 /2 = 64 MHz at 2 WS (RM0444 RCC_PLLCFGR); F0 HSI/2 x12 =
// 48 MHz at 1 WS (RM0091 RCC_CFGR); WBA range 1, HSE32 /2 x25 /4 = 100 MHz
// at 3 WS (RM0493 RCC_PLL1CFGR, RCC_PLL1DIVR). latency is the LATENCY written.
func pllInit(board string, latency int) string {
	l := string(rune('0' + latency))
	switch board {
	case "nucleo-g071rb":
		return `REG(0x40022000) = (REG(0x40022000) & ~7u) | ` + l + `u;
		REG(0x4002100C) = 2u | (0u << 4) | (8u << 8) | (1u << 28) | (1u << 29);
		REG(0x40021000) |= 1u << 24; while (!(REG(0x40021000) & (1u << 25))) {}
		REG(0x40021008) = (REG(0x40021008) & ~7u) | 2u; while ((REG(0x40021008) & (7u << 3)) != (2u << 3)) {}`
	case "nucleo-f091rc":
		return `REG(0x40022000) = (REG(0x40022000) & ~7u) | ` + l + `u | (1u << 4);
		REG(0x40021004) = (REG(0x40021004) & ~((3u << 15) | (15u << 18))) | (10u << 18);
		REG(0x40021000) |= 1u << 24; while (!(REG(0x40021000) & (1u << 25))) {}
		REG(0x40021004) = (REG(0x40021004) & ~3u) | 2u; while ((REG(0x40021004) & (3u << 2)) != (2u << 2)) {}`
	case "nucleo-wba52cg":
		return `REG(0x46020C94) |= 1u << 2; REG(0x4602080C) |= 1u << 16; while (!(REG(0x4602080C) & (1u << 15))) {}
		REG(0x40022000) = (REG(0x40022000) & ~15u) | ` + l + `u;
		REG(0x46020C00) |= 1u << 16; while (!(REG(0x46020C00) & (1u << 17))) {}
		REG(0x46020C28) = 3u | (3u << 2) | ((2u - 1u) << 8) | (1u << 18);
		REG(0x46020C34) = (25u - 1u) | ((2u - 1u) << 9) | ((2u - 1u) << 16) | ((4u - 1u) << 24);
		REG(0x46020C00) |= 1u << 24; while (!(REG(0x46020C00) & (1u << 25))) {}
		REG(0x46020C1C) = (REG(0x46020C1C) & ~3u) | 3u; while ((REG(0x46020C1C) & (3u << 2)) != (3u << 2)) {}`
	}
	panic(board)
}

func runFW(t *testing.T, board, path string, o sim.FirmwareOptions) (*result.Firmware, error) {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	return sim.RunFirmware(p, img, o)
}

// timeOf is the time of a run summed over its segments, computed here
// from the segment list.
func timeOf(r *result.Firmware) float64 {
	var us float64
	for i, s := range r.ClockSegments {
		end := r.Cycles
		if i+1 < len(r.ClockSegments) {
			end = r.ClockSegments[i+1].FromCycle
		}
		us += float64(end-s.FromCycle) / float64(s.ClockHz) * 1e6
	}
	return us
}

// A firmware that never touches RCC runs at the reset clock: HSI16 on
// the G0 (RM0444: HSISYS = HSI16 / 1 after reset) and the WBA
// (RM0493), HSI 8 MHz on the F0 (RM0091).
func TestFirmwareResetClock(t *testing.T) {
	reset := map[string]uint64{"nucleo-g071rb": 16e6, "nucleo-f091rc": 8e6, "nucleo-wba52cg": 16e6}
	for _, b := range fwbuild.Boards {
		t.Run(b, func(t *testing.T) {
			r, err := runFW(t, b, fwbuild.Image(t, b, mainExits("")), sim.FirmwareOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if r.ExitCode != 0 || r.StoppedBy != "exit" || r.Partial {
				t.Fatalf("exit %d, stopped by %q, partial %v (.data or .bss wrong?)", r.ExitCode, r.StoppedBy, r.Partial)
			}
			if len(r.ClockSegments) != 1 || r.ClockSegments[0].ClockHz != reset[b] || r.ClockHz != reset[b] {
				t.Fatalf("segments %+v, clock %d; want one at %d Hz", r.ClockSegments, r.ClockHz, reset[b])
			}
			if want := float64(r.Cycles) / float64(reset[b]) * 1e6; math.Abs(r.TimeUS-want) > 1e-9*want {
				t.Errorf("time %v us, want %v (cycles at the reset clock)", r.TimeUS, want)
			}
		})
	}
}

// The PLL set to the board's clock: the run starts at the reset clock,
// the LATENCY write opens a segment with the new wait states, the switch
// one at the board's clock; the time is the sum over the segments.
func TestFirmwarePLLSegments(t *testing.T) {
	reset := map[string]uint64{"nucleo-g071rb": 16e6, "nucleo-f091rc": 8e6, "nucleo-wba52cg": 16e6}
	for _, b := range fwbuild.Boards {
		t.Run(b, func(t *testing.T) {
			p, _ := models.LoadProfile(b)
			r, err := runFW(t, b, fwbuild.Image(t, b, mainExits(pllInit(b, p.FlashWaitStates()))), sim.FirmwareOptions{})
			if err != nil {
				t.Fatal(err)
			}
			segs := r.ClockSegments
			if r.ExitCode != 0 || len(segs) < 3 {
				t.Fatalf("exit %d, segments %+v", r.ExitCode, segs)
			}
			first, last := segs[0], segs[len(segs)-1]
			// The WBA resets at 1 WS: HSI16 in range 2 needs it.
			resetWS := map[string]int{"nucleo-wba52cg": 1}[b]
			if first.ClockHz != reset[b] || first.FromCycle != 0 || first.WaitStates != resetWS {
				t.Errorf("first segment %+v, want the reset clock %d at %d WS", first, reset[b], resetWS)
			}
			if last.ClockHz != p.ClockHz || last.WaitStates != p.FlashWaitStates() || r.ClockHz != p.ClockHz {
				t.Errorf("last segment %+v, want %d Hz at %d WS", last, p.ClockHz, p.FlashWaitStates())
			}
			if last.FromCycle == 0 || last.FromCycle >= r.Cycles {
				t.Errorf("switch at cycle %d of %d", last.FromCycle, r.Cycles)
			}
			if want := timeOf(r); math.Abs(r.TimeUS-want) > 1e-9*want {
				t.Errorf("time %v us, want %v", r.TimeUS, want)
			}
			if at := float64(r.Cycles) / float64(p.ClockHz) * 1e6; r.TimeUS <= at {
				t.Errorf("time %v us not above the all-at-%d figure %v", r.TimeUS, p.ClockHz, at)
			}
		})
	}
}

// main returns into "b ." (idle): --max-cycles and --until give a
// figure; the budget gives a partial one.
func TestFirmwareStops(t *testing.T) {
	const b = "nucleo-g071rb"
	returns := fwbuild.Image(t, b, work+"int main(void) { return (int)work(); }")
	r, err := runFW(t, b, returns, sim.FirmwareOptions{MaxCycles: 3000})
	if err != nil {
		t.Fatal(err)
	}
	if r.StoppedBy != "max-cycles" || !r.Partial || r.Cycles < 3000 || r.Cycles > 3010 {
		t.Errorf("--max-cycles 3000: stopped by %q partial %v at %d cycles", r.StoppedBy, r.Partial, r.Cycles)
	}
	atIdle, err := runFW(t, b, returns, sim.FirmwareOptions{Until: "idle"})
	if err != nil {
		t.Fatal(err)
	}
	atWork, err := runFW(t, b, returns, sim.FirmwareOptions{Until: "work"})
	if err != nil {
		t.Fatal(err)
	}
	if atIdle.StoppedBy != "until idle" || atIdle.Partial || atWork.StoppedBy != "until work" {
		t.Errorf("--until: %q partial %v, %q", atIdle.StoppedBy, atIdle.Partial, atWork.StoppedBy)
	}
	// work's 200 iterations lie between the two stops.
	if atWork.Cycles == 0 || atIdle.Cycles < atWork.Cycles+200*5 {
		t.Errorf("--until work at %d cycles, --until idle at %d", atWork.Cycles, atIdle.Cycles)
	}
	if _, err := runFW(t, b, returns, sim.FirmwareOptions{Until: "no_such_symbol"}); err == nil || !strings.Contains(err.Error(), "no_such_symbol") {
		t.Errorf("--until of a missing symbol: %v", err)
	} else if ie := (*sim.InputError)(nil); !errors.As(err, &ie) {
		t.Errorf("--until of a missing symbol is not an input error: %v", err)
	}
	spins := fwbuild.Image(t, b, "volatile uint32_t n; int main(void) { for (;;) n++; }")
	r, err = runFW(t, b, spins, sim.FirmwareOptions{Options: sim.Options{Budget: 20000}})
	if err != nil {
		t.Fatal(err)
	}
	if r.StoppedBy != "budget" || !r.Partial || r.Instructions < 20000 || r.Cycles == 0 {
		t.Errorf("budget: stopped by %q partial %v, %d instructions", r.StoppedBy, r.Partial, r.Instructions)
	}
}

// A LATENCY the clock cannot run with is an error naming the register,
// its value, the clock and the LATENCY needed (RM0444 and RM0091,
// FLASH_ACR); so is a reserved LATENCY and a clock above the voltage
// range's maximum (the WBA starts in range 2, at most 16 MHz).
func TestFirmwareLatencyTooLow(t *testing.T) {
	for _, c := range []struct {
		board, init string
		want        []string
	}{
		{"nucleo-g071rb", pllInit("nucleo-g071rb", 0), []string{"FLASH_ACR.LATENCY = 0", "HCLK at 64 MHz", "LATENCY >= 2"}},
		{"nucleo-g071rb", pllInit("nucleo-g071rb", 1), []string{"FLASH_ACR.LATENCY = 1", "LATENCY >= 2"}},
		{"nucleo-g071rb", "REG(0x40022000) = 3u;", []string{"FLASH_ACR.LATENCY = 3", "LATENCY 0..2", "reserved"}},
		{"nucleo-f091rc", pllInit("nucleo-f091rc", 0), []string{"FLASH_ACR.LATENCY = 0", "SYSCLK at 48 MHz", "LATENCY >= 1"}},
		{"nucleo-wba52cg", strings.Replace(pllInit("nucleo-wba52cg", 3), "REG(0x4602080C) |= 1u << 16;", "", 1), []string{"100 MHz", "maximum 16 MHz in voltage range 2"}},
	} {
		_, err := runFW(t, c.board, fwbuild.Image(t, c.board, mainExits(c.init)), sim.FirmwareOptions{})
		if err == nil {
			t.Errorf("%s %.40s: no error", c.board, c.init)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q lacks %q", c.board, err, w)
			}
		}
	}
}

// An image built for another chip is refused with one line naming the
// mismatch: the G0 kit on the WBA writes an RCC the WBA does not have,
// the F0 kit on the G0 a GPIO port the G0 does not have, the G0 kit's
// stack top is past the F0's SRAM.
func TestFirmwareWrongChip(t *testing.T) {
	for _, c := range []struct{ kit, board, want string }{
		{"nucleo-g071rb", "nucleo-wba52cg", "the RCC of stm32c031c6 and stm32f091rc and stm32f103rb and stm32g071rb"},
		{"nucleo-f091rc", "nucleo-g071rb", "where stm32g071rb has no peripheral"},
		{"nucleo-g071rb", "nucleo-f091rc", "initial SP 0x20009000"},
	} {
		_, err := runFW(t, c.board, kit.Image(t, c.kit), sim.FirmwareOptions{})
		var ie *sim.InputError
		if err == nil || !errors.As(err, &ie) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s kit on %s: %v", c.kit, c.board, err)
		}
	}
}

// Ctrl-C (the context cancelled) and the wall-clock timeout stop a
// firmware that never ends with its figures so far, labelled partial.
func TestFirmwareInterruptAndTimeout(t *testing.T) {
	const b = "nucleo-g071rb"
	spins := fwbuild.Image(t, b, "volatile uint32_t n; int main(void) { for (;;) n++; }")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	r, err := runFW(t, b, spins, sim.FirmwareOptions{Context: ctx})
	if err != nil {
		t.Fatal(err)
	}
	if r.StoppedBy != "interrupted" || !r.Partial || r.Cycles == 0 || r.TimeUS <= 0 {
		t.Errorf("interrupt: stopped by %q partial %v, %d cycles", r.StoppedBy, r.Partial, r.Cycles)
	}
	r, err = runFW(t, b, spins, sim.FirmwareOptions{Options: sim.Options{Timeout: 100 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	if r.StoppedBy != "timeout" || !r.Partial || r.Cycles == 0 {
		t.Errorf("timeout: stopped by %q partial %v, %d cycles", r.StoppedBy, r.Partial, r.Cycles)
	}
}
