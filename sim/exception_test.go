package sim_test

import (
	"strconv"
	"strings"
	"testing"

	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/prof"
	"boardless/result"
	"boardless/sim"
)

// irqBoards are the M-profile boards with the core the firmware is built
// for; with -short one per architecture (ARMv6-M, ARMv8-M, ARMv7E-M).
func irqBoards() []struct{ board, cpu string } {
	if testing.Short() {
		return []struct{ board, cpu string }{allIRQBoards[0], allIRQBoards[2], allIRQBoards[4]}
	}
	return allIRQBoards
}

var allIRQBoards = []struct{ board, cpu string }{
	{"nucleo-g071rb", "cortex-m0plus"},
	{"nucleo-f091rc", "cortex-m0"},
	{"nucleo-wba52cg", "cortex-m33"},
	{"nucleo-f103rb", "cortex-m3"},
	{"nucleo-f401re", "cortex-m4"},
	{"nucleo-h743zi2", "cortex-m7"},
}

// tickCycles is the SysTick period of testdata/irq/main.c.
const tickCycles = 16000

// buildIRQ builds the CubeMX-style test firmware with main's variant.
func buildIRQ(t *testing.T, cpu, variant string) string {
	t.Helper()
	return armbuild.Build(t, []string{"-mcpu=" + cpu, "-mthumb", "-O2", "-D" + variant,
		"-Wl,-T,testdata/irq/link.ld"}, "testdata/irq/startup.S", "testdata/irq/main.c")
}

func runIRQ(t *testing.T, board, elf string) *result.Firmware {
	t.Helper()
	return runIRQParams(t, board, elf, nil)
}

// uncachedFlash: the NUCLEO-H743ZI2's firmware runs from flash with the
// L1 caches off, as at reset (the test firmware does not enable them),
// at 4 wait states behind the AXI bus: ten times slower than the other
// boards. The tests whose figures assume a fast start-up or a handler
// shorter than 37 cycles pin its flash and bus at zero wait (zeroWait).
const uncachedFlash = "nucleo-h743zi2"

// zeroWait are the parameters that make board's flash zero-wait (nil:
// the board's own).
func zeroWait(board string) map[string]float64 {
	if board != uncachedFlash {
		return nil
	}
	return map[string]float64{"flash_wait_states": 0, "axi_latency": 0}
}

func runIRQParams(t *testing.T, board, elf string, params map[string]float64) *result.Firmware {
	t.Helper()
	p, img := load(t, board, elf)
	r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{Options: sim.Options{WhatIf: sim.WhatIf{Params: params}}})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestSysTickHALDelay: HAL_Delay(10) with a 1 kHz SysTick interrupt
// counting uwTick takes 10 ticks: SysTick starts at 0, so the tenth
// interrupt comes after exactly 10 periods; the run ends within one tick
// of that. Ten interrupts were taken (the exit code is uwTick).
func TestSysTickHALDelay(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			r := runIRQ(t, b.board, buildIRQ(t, b.cpu, "DELAY"))
			t.Logf("%d cycles, %d instructions, stalls %v", r.Cycles, r.Instructions, r.Stalls)
			if r.ExitCode != 10 {
				t.Errorf("uwTick at exit %d, want 10", r.ExitCode)
			}
			if r.Cycles < 10*tickCycles || r.Cycles >= 11*tickCycles {
				t.Errorf("%d cycles, want 10 ticks of %d within one tick", r.Cycles, tickCycles)
			}
			if r.Stalls["exception"] == 0 {
				t.Errorf("no exception cycles counted: %v", r.Stalls)
			}
			for _, w := range r.Warnings {
				if strings.Contains(w, "TICKINT") {
					t.Errorf("warning %q: interrupts are delivered", w)
				}
			}
		})
	}
}

// TestSysTickWFI: the same delay with WFI in the loop sleeps through each
// tick: the time is the same, most of it counted as sleep, and far fewer
// instructions run.
func TestSysTickWFI(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			spin := runIRQ(t, b.board, buildIRQ(t, b.cpu, "DELAY"))
			r := runIRQ(t, b.board, buildIRQ(t, b.cpu, "DELAY_WFI"))
			t.Logf("%d cycles, %d instructions (%d spinning), stalls %v", r.Cycles, r.Instructions, spin.Instructions, r.Stalls)
			if r.ExitCode != 10 {
				t.Errorf("uwTick at exit %d, want 10", r.ExitCode)
			}
			if r.Cycles < 10*tickCycles || r.Cycles >= 11*tickCycles {
				t.Errorf("%d cycles, want 10 ticks of %d within one tick", r.Cycles, tickCycles)
			}
			if s := r.Stalls["sleep"]; s < 9*tickCycles {
				t.Errorf("%d cycles asleep, want most of the 10 ticks", s)
			}
			if r.Instructions*20 > spin.Instructions {
				t.Errorf("%d instructions with WFI, %d spinning: WFI did not skip ahead", r.Instructions, spin.Instructions)
			}
		})
	}
}

// TestSysTickCountFlag: polling COUNTFLAG (SYST_CSR) for 10 periods of
// 16 000 cycles takes 160 000 cycles plus the start-up and the last
// poll's loop (a few dozen cycles): reading CSR brings the count up to
// date as reading CVR does.
func TestSysTickCountFlag(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			r := runIRQParams(t, b.board, buildIRQ(t, b.cpu, "COUNTFLAG"), zeroWait(b.board))
			t.Logf("%d cycles", r.Cycles)
			if r.Cycles < 10*tickCycles || r.Cycles > 10*tickCycles+400 {
				t.Errorf("%d cycles, want 160000 plus start-up (< 400)", r.Cycles)
			}
		})
	}
}

// TestFirmwareMainReturns: main returning into the start-up code's
// LoopForever (b .) with no interrupt armed finishes the run there
// (LoopForever is a label inside Reset_Handler, as in CubeMX's code).
func TestFirmwareMainReturns(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			r := runIRQ(t, b.board, buildIRQ(t, b.cpu, "RETURN"))
			t.Logf("%d cycles, exited by %s", r.Cycles, r.ExitedBy)
			if !strings.HasPrefix(r.ExitedBy, "idle loop at Reset_Handler+0x") || r.ExitCode != 0 {
				t.Errorf("exited by %q, code %d; want the idle loop at LoopForever", r.ExitedBy, r.ExitCode)
			}
			if r.Cycles == 0 || r.Cycles > 2000 {
				t.Errorf("%d cycles: want the start-up and main, counted up to the loop", r.Cycles)
			}
		})
	}
}

// TestExceptionTiming: exception entry, return and tail-chaining cost
// what docs/exception-timing.md gives, at zero wait states (the flash
// pinned at 0 WS; the stack in SRAM). Each figure is the difference of
// two variants of testdata/irq/entry.S that run the same Thread-mode
// instructions.
func TestExceptionTiming(t *testing.T) {
	ws0 := map[string]float64{"flash_wait_states": 0}
	cases := []struct {
		board, cpu string
		// params pin zero wait states.
		params map[string]float64
		// memStat, when set, names the memory model's wait-cycle
		// count, taken off each run: the H743's m7-axi flash charges
		// its AXI read even at 0 wait states and axi_latency 0 (2
		// cycles for the vector, and fetches after a redirect), and
		// these figures are the core's.
		memStat string
		// entry: the latency row (E1-E3, E6-E8). ret: entry + the
		// handler's BX LR (taken branch: M0+ 2, M0 3, M33 2, M3/M4
		// 1 + P = 2 with branch_refill 1 (F1); M7 1 + mispredict 8,
		// the BTAC never saw it, M7-U3, MT-E1) + exc_exit_cycles (M3/M4: 10,
		// E9; the others: default = the entry latency, E5). chain: entry + BX LR +
		// exc_chain_cycles (default 6, E4).
		entry, ret, chain uint64
	}{
		{"nucleo-g071rb", "cortex-m0plus", ws0, "", 15, 15 + 2 + 15, 15 + 2 + 6},
		{"nucleo-f091rc", "cortex-m0", ws0, "", 16, 16 + 3 + 16, 16 + 3 + 6},
		{"nucleo-wba52cg", "cortex-m33", ws0, "", 12, 12 + 2 + 12, 12 + 2 + 6},
		{"nucleo-f103rb", "cortex-m3", ws0, "", 12, 12 + 2 + 10, 12 + 2 + 6},
		{"nucleo-f401re", "cortex-m4", ws0, "", 12, 12 + 2 + 10, 12 + 2 + 6},
		{"nucleo-h743zi2", "cortex-m7", map[string]float64{"flash_wait_states": 0, "axi_latency": 0}, "mem_wait_cycles",
			12, 12 + 9 + 12, 12 + 9 + 6},
	}
	for _, c := range cases {
		t.Run(c.board, func(t *testing.T) {
			var cy [4]uint64
			for v := range cy {
				elf := armbuild.Build(t, []string{"-mcpu=" + c.cpu, "-mthumb", "-Wa,--defsym,VARIANT=" + strconv.Itoa(v),
					"-Wl,--section-start=.isr_vector=0x08000000", "-Wl,-Ttext=0x08000100"}, "testdata/irq/entry.S")
				p, img := load(t, c.board, elf)
				r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{Options: sim.Options{WhatIf: sim.WhatIf{Params: c.params}}})
				if err != nil {
					t.Fatalf("variant %d: %v", v, err)
				}
				if r.ExitedBy != "SYS_EXIT" {
					t.Fatalf("variant %d exited by %q", v, r.ExitedBy)
				}
				cy[v] = r.Cycles
				if c.memStat != "" {
					cy[v] -= r.MemoryStats[c.memStat]
				}
			}
			got := [3]uint64{cy[1] - cy[0], cy[2] - cy[0], cy[3] - cy[0]}
			if want := [3]uint64{c.entry, c.ret, c.chain}; got != want {
				t.Errorf("entry, entry+return, entry+tail-chain = %v cycles, want %v (runs: %v)", got, want, cy)
			}
		})
	}
}

// TestSysTickMasked: with PRIMASK set, SysTick expiries pend but are not
// taken; CPSIE takes the one pending interrupt.
func TestSysTickMasked(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			r := runIRQ(t, b.board, buildIRQ(t, b.cpu, "MASKED"))
			if r.ExitCode != 1 {
				t.Errorf("exit code %#x, want 1 (no tick while masked, one at CPSIE)", r.ExitCode)
			}
		})
	}
}

// TestExceptionInterruptsPreserveContext: code interrupted every 37 cycles gets
// the result it gets uninterrupted.
func TestExceptionInterruptsPreserveContext(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			r := runIRQParams(t, b.board, buildIRQ(t, b.cpu, "STRESS"), zeroWait(b.board))
			if r.ExitCode != 0 {
				t.Errorf("exit code %d: the interrupted checksum differs (or too few interrupts)", r.ExitCode)
			}
		})
	}
}

// TestExceptionReturnContext: the flags and registers live across an
// exception come back as they were (entry.S variant 4).
func TestExceptionReturnContext(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			elf := armbuild.Build(t, []string{"-mcpu=" + b.cpu, "-mthumb", "-Wa,--defsym,VARIANT=4",
				"-Wl,--section-start=.isr_vector=0x08000000", "-Wl,-Ttext=0x08000100"}, "testdata/irq/entry.S")
			r := runIRQ(t, b.board, elf)
			if r.ExitedBy != "SYS_EXIT" {
				t.Errorf("exited by %q: the flags or r2 were not restored", r.ExitedBy)
			}
		})
	}
}

// TestExceptionA7GICRefused: firmware that programs the GIC on
// the Cortex-A7 stops with one line naming the controller, not an
// "unmapped address" fault.
func TestExceptionA7GICRefused(t *testing.T) {
	const gic = `
	.syntax unified
	.arm
	.global _start
	.text
_start:
	ldr r0, =0xa0021000   @ GICD_CTLR
	mov r1, #1
	str r1, [r0]
	bx lr
	.ltorg
`
	elf := armbuild.BuildString(t, "gic.S", gic, "-mcpu=cortex-a7", "-marm", "-Wl,-Ttext=0xC0000000", "-Wl,-Tdata=0xC0100000")
	p, img := load(t, "stm32mp135f-dk", elf)
	_, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
	if err == nil || !strings.Contains(err.Error(), "GIC distributor at 0xa0021000") || !strings.Contains(err.Error(), "interrupts are not modelled on cortex-a7") {
		t.Fatalf("error %v, want the GIC distributor named", err)
	}
}

// TestExceptionNestedPreemption: SysTick at the highest priority preempts a
// PendSV handler at the lowest, which waits for its ticks: exit 3.
func TestExceptionNestedPreemption(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			p, img := load(t, b.board, buildIRQ(t, b.cpu, "NESTED"))
			r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{Options: sim.Options{Budget: 1e6}})
			if err != nil {
				t.Fatal(err)
			}
			if r.ExitCode != 3 {
				t.Errorf("exit code %d, want 3 (PendSV done after 3 nested ticks)", r.ExitCode)
			}
		})
	}
}

// TestExceptionLateArrival: SysTick expiring 5 cycles after PendSV's entry began
// (inside the 12-16 cycle entry) is taken first, PendSV tail-chaining
// after it (code 0x21); expiring 60 cycles after, it preempts PendSV's
// handler (code 0x12).
func TestExceptionLateArrival(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			for _, c := range []struct{ rvr, want int }{{4, 0x21}, {59, 0x12}} {
				elf := armbuild.Build(t, []string{"-mcpu=" + b.cpu, "-mthumb", "-Wa,--defsym,RVR=" + strconv.Itoa(c.rvr),
					"-Wl,--section-start=.isr_vector=0x08000000", "-Wl,-Ttext=0x08000100", "-Wl,-Tdata=0x20000000"}, "testdata/irq/late.S")
				r := runIRQ(t, b.board, elf)
				if r.ExitCode != c.want {
					t.Errorf("RVR %d: code %#x, want %#x", c.rvr, r.ExitCode, c.want)
				}
			}
		})
	}
}

// TestSysTickWFIMasked: WFI with PRIMASK set wakes at the tick without taking
// it; CPSIE then takes it.
func TestSysTickWFIMasked(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			r := runIRQ(t, b.board, buildIRQ(t, b.cpu, "WFI_MASKED"))
			if r.ExitCode != 1 || r.Stalls["sleep"] < tickCycles-200 {
				t.Errorf("exit code %#x (want 1), %d cycles asleep (want about one tick)", r.ExitCode, r.Stalls["sleep"])
			}
		})
	}
}

// TestExceptionBasePri: on the Mainline cores, BASEPRI 0x80 holds off
// SysTick at priority 0x80 and lets it through at 0x40.
func TestExceptionBasePri(t *testing.T) {
	for _, b := range irqBoards() {
		if b.cpu == "cortex-m0" || b.cpu == "cortex-m0plus" {
			continue // ARMv6-M has no BASEPRI
		}
		t.Run(b.board, func(t *testing.T) {
			r := runIRQ(t, b.board, buildIRQ(t, b.cpu, "BASEPRI"))
			if r.ExitCode != 0x101 {
				t.Errorf("exit code %#x, want 0x101 (none masked, one at BASEPRI 0, one at priority 0x40)", r.ExitCode)
			}
		})
	}
}

// TestExceptionFPContextFrame: on the cores with an FPU (M33, M4F, M7),
// with an FP context live, the exception stacks the extended frame (lazy
// stacking: reserved, written for correctness, free): s0 and s15,
// clobbered by the handler, come back, and CONTROL.FPCA is set again
// after the return.
func TestExceptionFPContextFrame(t *testing.T) {
	for _, c := range []struct{ board, cpu, fpu string }{
		{"nucleo-wba52cg", "cortex-m33", "fpv5-sp-d16"},
		{"nucleo-f401re", "cortex-m4", "fpv4-sp-d16"},
		{"nucleo-h743zi2", "cortex-m7", "fpv5-d16"},
	} {
		t.Run(c.board, func(t *testing.T) {
			elf := armbuild.Build(t, []string{"-mcpu=" + c.cpu, "-mthumb", "-mfpu=" + c.fpu, "-mfloat-abi=hard", "-O2", "-DFPCTX",
				"-Wl,-T,testdata/irq/link.ld"}, "testdata/irq/startup.S", "testdata/irq/main.c")
			r := runIRQ(t, c.board, elf)
			if r.ExitCode != 0 {
				t.Errorf("exit code %#x: bit 0 s0, bit 1 s15 not restored, bit 2 FPCA clear", r.ExitCode)
			}
		})
	}
}

// TestExceptionSystemReset: a system reset request (NVIC_SystemReset) ends the run
// at the request, with interrupts pending or not.
func TestExceptionSystemReset(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			elf := armbuild.Build(t, []string{"-mcpu=" + b.cpu, "-mthumb", "-Wa,--defsym,VARIANT=5",
				"-Wl,--section-start=.isr_vector=0x08000000", "-Wl,-Ttext=0x08000100"}, "testdata/irq/entry.S")
			r := runIRQParams(t, b.board, elf, zeroWait(b.board))
			if !strings.HasPrefix(r.ExitedBy, "system reset requested") || r.Cycles > 100 {
				t.Errorf("exited by %q after %d cycles", r.ExitedBy, r.Cycles)
			}
		})
	}
}

// TestExceptionVectorFetchWaitStates: the vector is a data read of flash through
// the memory model, which charges its wait states: taking PendSV
// (entry.S variant 1 against variant 0) makes exactly one more flash
// data read on the G0 at 2 wait states, prefetch and cache off.
func TestExceptionVectorFetchWaitStates(t *testing.T) {
	params := map[string]float64{"flash_wait_states": 2, "flash_prefetch": 0, "flash_icache": 0}
	var reads [2]uint64
	for v := range reads {
		elf := armbuild.Build(t, []string{"-mcpu=cortex-m0plus", "-mthumb", "-Wa,--defsym,VARIANT=" + strconv.Itoa(v),
			"-Wl,--section-start=.isr_vector=0x08000000", "-Wl,-Ttext=0x08000100"}, "testdata/irq/entry.S")
		p, img := load(t, "nucleo-g071rb", elf)
		r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{Options: sim.Options{WhatIf: sim.WhatIf{Params: params}}})
		if err != nil {
			t.Fatal(err)
		}
		reads[v] = r.MemoryStats["flash_data_reads"]
	}
	if reads[1] != reads[0]+1 {
		t.Errorf("flash data reads %d with PendSV taken, %d without: want one more (the vector)", reads[1], reads[0])
	}
}

// TestExceptionStuckInDefaultHandler: a SysTick with no handler of its own lands
// in the start-up code's Default_Handler loop, which nothing can
// interrupt (SysTick cannot preempt itself): the run fails naming it,
// instead of spinning to the budget.
func TestExceptionStuckInDefaultHandler(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			p, img := load(t, b.board, buildIRQ(t, b.cpu, "NOHANDLER"))
			_, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
			if err == nil || !strings.Contains(err.Error(), "stuck in exception 15 (SysTick): an endless loop") {
				t.Fatalf("error %v, want stuck in SysTick (Default_Handler, named by one of its weak aliases)", err)
			}
		})
	}
}

// TestSysTickHandlerFrame: with a profiler (--top, --folded in firmware
// mode) the SysTick handler is a frame of its own under the code it
// interrupted, not a callee of it, and the attributed cycles add up to
// the run's.
func TestSysTickHandlerFrame(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			p, img := load(t, b.board, buildIRQ(t, b.cpu, "DELAY"))
			var rec *prof.Recorder
			opts := sim.FirmwareOptions{Options: sim.Options{}}
			opts.Profiler = func(code sim.CodeReader) models.Profiler {
				rec = prof.New(img, code, true)
				return rec
			}
			r, err := sim.RunFirmware(p, img, opts)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Total() != r.Cycles {
				t.Errorf("attributed %d cycles of %d", rec.Total(), r.Cycles)
			}
			var folded strings.Builder
			if err := rec.WriteFolded(&folded); err != nil {
				t.Fatal(err)
			}
			var handler bool
			for _, line := range strings.Split(folded.String(), "\n") {
				stack, _, _ := strings.Cut(line, " ")
				frames := strings.Split(stack, ";")
				if frames[len(frames)-1] == "SysTick_Handler" {
					handler = true
					if len(frames) < 2 || strings.Contains(frames[len(frames)-2], "SysTick") {
						t.Errorf("handler frame %q: want it under the interrupted code", stack)
					}
				}
			}
			if !handler {
				t.Errorf("no SysTick_Handler frame in\n%s", folded.String())
			}
		})
	}
}

// TestExceptionReturnInThreadMode: a branch to EXC_RETURN with no
// exception active is refused with one line naming it, on every core:
// on the M0, M3, M4 and M7 (Unicorn's own models) it is the fetch fault
// the architecture says (MT-H3), on the M33 the exception unit refuses
// a return with nothing to return from.
func TestExceptionReturnInThreadMode(t *testing.T) {
	for _, b := range irqBoards() {
		t.Run(b.board, func(t *testing.T) {
			p, img := load(t, b.board, buildIRQ(t, b.cpu, "THREAD_EXC_RETURN"))
			_, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
			if err == nil || !strings.Contains(err.Error(), "EXC_RETURN") || strings.Contains(err.Error(), "\n") {
				t.Errorf("err = %v, want one line naming the branch to EXC_RETURN in Thread mode", err)
			}
		})
	}
}

// TestFirmwareNOCP: on the cores with an FPU, an FP instruction before
// the firmware enables CP10/CP11 in CPACR (reset value 0) faults, as on
// the chip (NOCP UsageFault; ARMv7-M ARM B3.2.20): the run stops there
// with one line naming the instruction and CPACR. Unicorn's own models
// start with the FPU on, so the check is firmware mode's (sim/fpgate.go).
// With CPACR set first (TestExceptionFPContextFrame) the same code runs.
func TestFirmwareNOCP(t *testing.T) {
	for _, c := range []struct{ board, cpu, fpu string }{
		{"nucleo-wba52cg", "cortex-m33", "fpv5-sp-d16"},
		{"nucleo-f401re", "cortex-m4", "fpv4-sp-d16"},
		{"nucleo-h743zi2", "cortex-m7", "fpv5-d16"},
	} {
		t.Run(c.board, func(t *testing.T) {
			elf := armbuild.Build(t, []string{"-mcpu=" + c.cpu, "-mthumb", "-mfpu=" + c.fpu, "-mfloat-abi=hard", "-O2", "-DNOCP",
				"-Wl,-T,testdata/irq/link.ld"}, "testdata/irq/startup.S", "testdata/irq/main.c")
			p, img := load(t, c.board, elf)
			_, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
			if err == nil || !strings.Contains(err.Error(), "NOCP") || !strings.Contains(err.Error(), `"vmov s0, `) ||
				!strings.Contains(err.Error(), "(main+") || strings.Contains(err.Error(), "\n") {
				t.Errorf("err = %v, want one line: NOCP at the vmov in main", err)
			}
		})
	}
}
