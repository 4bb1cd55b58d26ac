package sim_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"boardless/internal/fwbuild"
	"boardless/sim"
)

// resetClocks are the core clocks the chips reset to, as their profiles'
// clock trees cite them: HSI 8 MHz (F0, F1: RM0091, RM0008), HSI16 (G0,
// WBA, F4, F7, G4: RM0444, RM0493, RM0368, RM0390, RM0410, RM0440), MSI
// 4 MHz (L4: RM0351), HSISYS = HSI48 / 4 (C0: RM0490), HSI 64 MHz (H7:
// RM0433), MSIS 4 MHz (U5: RM0456), and the nRF52840's only core clock, 64 MHz (its PS, CLOCK).
var resetClocks = map[string]uint64{
	"nucleo-g071rb": 16e6, "nucleo-f091rc": 8e6, "nucleo-wba52cg": 16e6,
	"nucleo-f103rb": 8e6, "nucleo-f401re": 16e6, "nucleo-f446re": 16e6, "nucleo-f767zi": 16e6,
	"nucleo-l476rg": 4e6, "nucleo-g474re": 16e6, "nucleo-c031c6": 12e6,
	"nucleo-h743zi2": 64e6, "nrf52840-dk": 64e6, "nucleo-u575zi-q": 4e6,
}

// TestEveryChipResetClock: a firmware that never touches RCC runs at its
// chip's reset clock, not at the board's nominal clock_hz (on 4811ce0
// the H743's ran at 480 MHz, the F401's at 84, the F103's at 72).
func TestEveryChipResetClock(t *testing.T) {
	for b, hz := range resetClocks {
		t.Run(b, func(t *testing.T) {
			r, err := runFW(t, b, fwbuild.Image(t, b, mainExits("")), sim.FirmwareOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if r.ExitCode != 0 || r.StoppedBy != "exit" {
				t.Fatalf("exit %d, stopped by %q", r.ExitCode, r.StoppedBy)
			}
			if len(r.ClockSegments) != 1 || r.ClockHz != hz {
				t.Fatalf("segments %+v, clock %d: want one segment at %d Hz", r.ClockSegments, r.ClockHz, hz)
			}
			if want := float64(r.Cycles) / float64(hz) * 1e6; math.Abs(r.TimeUS-want) > 1e-9*want {
				t.Errorf("time %v us, want %v (the cycles at the reset clock)", r.TimeUS, want)
			}
		})
	}
}

// newPLLInit programs each chip's clock as ST's HAL does (flash LATENCY
// up first, the PLL, then the switch), with the clock and LATENCY
// expected:
//   - F401: HSI 16 / PLLM 16 x PLLN 336 / PLLP 4 = 84 MHz, 2 WS (RM0368
//     RCC_PLLCFGR; HCLK <= 84 MHz needs 2 WS at 2.7-3.6 V);
//   - F446: 16 / 8 x 180 / 2 = 180 MHz, 5 WS (RM0390);
//   - F767: 16 / 8 x 216 / 2 = 216 MHz, 7 WS (RM0410);
//   - F103: HSI/2 x PLLMUL 16 = 64 MHz, 2 WS by SYSCLK (RM0008);
//   - L476: MSI 4 / 1 x 40 / 2 = 80 MHz, 4 WS (RM0351);
//   - G474: HSI16 / 4 x 85 / 2 = 170 MHz, 4 WS (RM0440);
//   - C031: HSIDIV /1, HSISYS = 48 MHz, 1 WS (RM0490);
//   - U575: range 1 (PWR_VOSR.VOS 11), HSI16 / 1 x 10 / 1 = 160 MHz, 4 WS
//     (RM0456 RCC_PLL1CFGR, RCC_PLL1DIVR);
//   - H743: HSI 64 / DIVM1 4 x DIVN1 50 / DIVP1 2 = 400 MHz core, HPRE /2:
//     HCLK 200 MHz, 2 WS by HCLK (RM0433 RCC_PLLCKSELR, RCC_PLL1DIVR,
//     RCC_D1CFGR, Table 17).
var newPLLInit = map[string]struct {
	code    string
	hz      uint64
	latency int
}{
	"nucleo-f401re": {`REG(0x40023C00) = (REG(0x40023C00) & ~15u) | 2u | (7u << 8);
		REG(0x40023804) = 16u | (336u << 6) | (1u << 16) | (7u << 24);
		REG(0x40023800) |= 1u << 24; while (!(REG(0x40023800) & (1u << 25))) {}
		REG(0x40023808) = (REG(0x40023808) & ~3u) | 2u; while ((REG(0x40023808) & (3u << 2)) != (2u << 2)) {}`, 84e6, 2},
	"nucleo-f446re": {`REG(0x40023C00) = (REG(0x40023C00) & ~15u) | 5u | (7u << 8);
		REG(0x40023804) = 8u | (180u << 6) | (0u << 16) | (2u << 24) | (2u << 28);
		REG(0x40023800) |= 1u << 24; while (!(REG(0x40023800) & (1u << 25))) {}
		REG(0x40023808) = (REG(0x40023808) & ~3u) | 2u; while ((REG(0x40023808) & (3u << 2)) != (2u << 2)) {}`, 180e6, 5},
	"nucleo-f767zi": {`REG(0x40023C00) = (REG(0x40023C00) & ~15u) | 7u;
		REG(0x40023804) = 8u | (216u << 6) | (0u << 16) | (2u << 24) | (2u << 28);
		REG(0x40023800) |= 1u << 24; while (!(REG(0x40023800) & (1u << 25))) {}
		REG(0x40023808) = (REG(0x40023808) & ~3u) | 2u; while ((REG(0x40023808) & (3u << 2)) != (2u << 2)) {}`, 216e6, 7},
	"nucleo-f103rb": {`REG(0x40022000) = (REG(0x40022000) & ~7u) | 2u;
		REG(0x40021004) = (REG(0x40021004) & ~((3u << 16) | (15u << 18))) | (14u << 18);
		REG(0x40021000) |= 1u << 24; while (!(REG(0x40021000) & (1u << 25))) {}
		REG(0x40021004) = (REG(0x40021004) & ~3u) | 2u; while ((REG(0x40021004) & (3u << 2)) != (2u << 2)) {}`, 64e6, 2},
	"nucleo-l476rg": {`REG(0x40022000) = (REG(0x40022000) & ~7u) | 4u | (1u << 8);
		REG(0x4002100C) = 1u | (0u << 4) | (40u << 8) | (1u << 24) | (0u << 25);
		REG(0x40021000) |= 1u << 24; while (!(REG(0x40021000) & (1u << 25))) {}
		REG(0x40021008) = (REG(0x40021008) & ~3u) | 3u; while ((REG(0x40021008) & (3u << 2)) != (3u << 2)) {}`, 80e6, 4},
	"nucleo-g474re": {`REG(0x40022000) = (REG(0x40022000) & ~15u) | 4u;
		REG(0x4002100C) = 2u | ((4u - 1u) << 4) | (85u << 8) | (1u << 24) | (0u << 25);
		REG(0x40021000) |= 1u << 24; while (!(REG(0x40021000) & (1u << 25))) {}
		REG(0x40021008) = (REG(0x40021008) & ~3u) | 3u; while ((REG(0x40021008) & (3u << 2)) != (3u << 2)) {}`, 170e6, 4},
	"nucleo-c031c6": {`REG(0x40022000) = (REG(0x40022000) & ~7u) | 1u;
		REG(0x40021000) &= ~(7u << 11);`, 48e6, 1},
	"nucleo-u575zi-q": {`REG(0x4602080C) |= 3u << 16; while (!(REG(0x4602080C) & (1u << 15))) {}
		REG(0x40022000) = (REG(0x40022000) & ~15u) | 4u;
		REG(0x46020C28) = 2u | (3u << 2) | ((1u - 1u) << 8) | (1u << 18);
		REG(0x46020C34) = (10u - 1u) | ((2u - 1u) << 9) | ((2u - 1u) << 16) | ((1u - 1u) << 24);
		REG(0x46020C00) |= 1u << 24; while (!(REG(0x46020C00) & (1u << 25))) {}
		REG(0x46020C1C) = (REG(0x46020C1C) & ~3u) | 3u; while ((REG(0x46020C1C) & (3u << 2)) != (3u << 2)) {}`, 160e6, 4},
	"nucleo-h743zi2": {`REG(0x52002000) = (REG(0x52002000) & ~15u) | 2u;
		REG(0x58024418) = (REG(0x58024418) & ~0xF0Fu) | 8u;
		REG(0x58024428) = (REG(0x58024428) & ~((0x3Fu << 4) | 3u)) | (4u << 4);
		REG(0x58024430) = (50u - 1u) | ((2u - 1u) << 9) | ((2u - 1u) << 16) | ((2u - 1u) << 24);
		REG(0x58024400) |= 1u << 24; while (!(REG(0x58024400) & (1u << 25))) {}
		REG(0x58024410) = (REG(0x58024410) & ~7u) | 3u; while ((REG(0x58024410) & (7u << 3)) != (3u << 3)) {}`, 400e6, 2},
}

// TestNewChipsPLLClock: a firmware that programs the PLL runs its work at
// the clock it programmed, with the LATENCY it wrote as the flash's wait
// states (live FLASH_ACR), after a first segment at the reset clock.
func TestNewChipsPLLClock(t *testing.T) {
	for b, c := range newPLLInit {
		t.Run(b, func(t *testing.T) {
			r, err := runFW(t, b, fwbuild.Image(t, b, mainExits(c.code)), sim.FirmwareOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if r.ExitCode != 0 || r.StoppedBy != "exit" {
				t.Fatalf("exit %d, stopped by %q", r.ExitCode, r.StoppedBy)
			}
			segs := r.ClockSegments
			last := segs[len(segs)-1]
			if segs[0].ClockHz != resetClocks[b] || r.ClockHz != c.hz || last.ClockHz != c.hz || last.WaitStates != c.latency {
				t.Fatalf("segments %+v: want the reset clock %d Hz first, then %d Hz at %d WS", segs, resetClocks[b], c.hz, c.latency)
			}
			if us := timeOf(r); math.Abs(r.TimeUS-us) > 1e-9*us {
				t.Errorf("time %v us, want %v (the sum over the segments)", r.TimeUS, us)
			}
		})
	}
}

// TestNewChipsLatencyTooLow: switching to the PLL with the reset LATENCY
// (0 WS on the F401, whose 84 MHz needs 2) is refused: the chip would read
// its flash wrongly, so no figure of the run would be true.
func TestNewChipsLatencyTooLow(t *testing.T) {
	code := strings.Replace(newPLLInit["nucleo-f401re"].code, "| 2u |", "| 0u |", 1)
	_, err := runFW(t, "nucleo-f401re", fwbuild.Image(t, "nucleo-f401re", mainExits(code)), sim.FirmwareOptions{})
	if err == nil || !strings.Contains(err.Error(), "FLASH_ACR.LATENCY = 0") || !strings.Contains(err.Error(), "needs LATENCY >= 2") {
		t.Fatalf("err %v: want LATENCY 0 at 84 MHz refused", err)
	}
}

// TestFirmwareWithoutClockTree: a chip whose profile has no clock tree
// (the RP2040: its reset clock is the ring oscillator, and CLOCKS and
// PLL_SYS are not described) is refused in firmware mode, as an input
// error, before anything runs.
func TestFirmwareWithoutClockTree(t *testing.T) {
	_, err := runFW(t, "rpi-pico", fwbuild.Image(t, "rpi-pico", mainExits("")), sim.FirmwareOptions{})
	var ie *sim.InputError
	if err == nil || !errors.As(err, &ie) || !strings.Contains(err.Error(), "rp2040 has no clock tree") {
		t.Fatalf("err %v: want an input error naming the missing clock tree", err)
	}
}

// TestOwnPeripheralIsNotAForeignRCC: the F401's and F767's GPIOE and the
// U575's CORDIC sit at 0x40021000, where the G0, F0, F1, L4, G4 and C0
// have their RCC; firmware using them is the chip's own, not refused as
// built for another chip (it was, on 4811ce0, for want of a clock tree
// naming the chip's own RCC and blocks).
func TestOwnPeripheralIsNotAForeignRCC(t *testing.T) {
	for _, b := range []string{"nucleo-f401re", "nucleo-f767zi", "nucleo-u575zi-q"} {
		r, err := runFW(t, b, fwbuild.Image(t, b, mainExits(`REG(0x40021000) = 0x55555555u; (void)REG(0x40021010);`)), sim.FirmwareOptions{})
		if err != nil {
			t.Errorf("%s: %v: want the access to 0x40021000 taken as the chip's own peripheral", b, err)
		} else if r.ExitCode != 0 {
			t.Errorf("%s: exit %d", b, r.ExitCode)
		}
	}
}

// TestUSARTv1Console: on the F1 and F4 the console is USART2 of the old
// kind (SR at +0x00 with TXE, DR at +0x04): a firmware that polls TXE
// and writes DR prints, instead of spinning on a status that never sets.
func TestUSARTv1Console(t *testing.T) {
	for _, b := range []string{"nucleo-f103rb", "nucleo-f401re"} {
		code := `for (const char *p = "hi"; *p; p++) { while (!(REG(0x40004400) & (1u << 7))) {} REG(0x40004404) = (uint32_t)*p; }`
		r, err := runFW(t, b, fwbuild.Image(t, b, mainExits(code)), sim.FirmwareOptions{})
		if err != nil {
			t.Errorf("%s: %v", b, err)
		} else if r.ExitCode != 0 || r.Output != "hi" {
			t.Errorf("%s: exit %d, output %q: want \"hi\"", b, r.ExitCode, r.Output)
		}
	}
}
