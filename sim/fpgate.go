package sim

import (
	"fmt"

	"boardless/devices"
	"boardless/emu"
	"boardless/trace"
)

// The FPU's access control in firmware mode. At reset CPACR denies
// CP10 and CP11, and the first floating-point instruction takes a NOCP
// UsageFault (ARMv7-M ARM B3.2.20 CPACR, B1.5.14 UsageFault): start-up
// code enables the FPU first (CMSIS SystemInit: SCB->CPACR |= 0xF << 20).
// Unicorn's M-profile models start with the FPU enabled and have no
// CPACR a guest can write (the SCB is our device,
// devices/peripherals.go), so the check is ours: while CPACR denies
// CP10, the gate looks for a floating-point instruction in what executes
// and stops the run there.
// Once CPACR grants access the gate is out of the stream.

// fpGate sits in front of a firmware run's sink while the FPU is off.
type fpGate struct {
	m     *emu.Machine
	dev   *devices.Peripherals
	next  trace.Sink
	known map[trace.Event]uint32 // a block's first FP instruction, or noFP
	at    uint32                 // the FP instruction that faulted; 0 none
	cpacr uint32                 // CPACR when it did
}

const noFP = 1 // no FP instruction in the block (an odd address: never a Thumb instruction's)

// newFPGate returns the gate of a firmware run on an M core with an
// FPU, or nil.
func newFPGate(r *runner) *fpGate {
	if !r.spec.MProfile || r.spec.FPU == "" {
		return nil
	}
	return &fpGate{m: r.m, dev: r.dev, known: map[trace.Event]uint32{}}
}

// enabled reports whether CPACR grants CP10 access (privileged or full;
// firmware mode runs privileged).
func (g *fpGate) enabled() bool {
	cp10 := g.dev.Reg(cpacrM) >> 20 & 3
	return cp10 == 1 || cp10 == 3
}

// in returns the sink a run feeds: the gate in front of next while the
// FPU is off, else next itself.
func (g *fpGate) in(next trace.Sink) trace.Sink {
	if g == nil || g.enabled() {
		return next
	}
	g.next = next
	return g
}

func (g *fpGate) WantsBlocks() bool {
	bs, ok := g.next.(trace.BlockSink)
	return ok && bs.WantsBlocks()
}

func (g *fpGate) Events(batch []trace.Event) {
	if g.at != 0 {
		return // the run is stopping: nothing after the fault counts
	}
	if g.enabled() {
		g.next.Events(batch)
		return
	}
	for i, e := range batch {
		if pc, ok := g.fpIn(e); ok {
			g.next.Events(batch[:i])
			g.at, g.cpacr = pc, g.dev.Reg(cpacrM)
			g.m.RequestStop()
			return
		}
	}
	g.next.Events(batch)
}

// fpIn finds a floating-point instruction in an Exec or Block event.
func (g *fpGate) fpIn(e trace.Event) (uint32, bool) {
	switch e.Kind() {
	case trace.Exec:
		b, err := g.m.ReadMem(e.Addr(), int(e.Size()))
		return e.Addr(), err == nil && isFPInstruction(b, true)
	case trace.Block:
		pc, ok := g.known[e]
		if !ok {
			pc = g.scanBlock(e.Addr(), e.BlockSize())
			g.known[e] = pc
		}
		return pc, pc != noFP
	}
	return 0, false
}

// scanBlock returns the first FP instruction of the Thumb block at addr,
// or noFP.
func (g *fpGate) scanBlock(addr, size uint32) uint32 {
	b, err := g.m.ReadMem(addr, int(size))
	if err != nil {
		return noFP
	}
	for off := uint32(0); off+2 <= size; {
		hw := uint32(b[off]) | uint32(b[off+1])<<8
		if hw>>11 < 0x1d { // 16-bit
			off += 2
			continue
		}
		if off+4 <= size && isFPInstruction(b[off:off+4], true) {
			return addr + off
		}
		off += 4
	}
	return noFP
}

// err is the NOCP fault the gate stopped the run for, or nil.
func (g *fpGate) err(r *runner) error {
	if g == nil || g.at == 0 {
		return nil
	}
	text := ""
	if inst, ok := decodeAt(g.m, g.at); ok {
		text = fmt.Sprintf(" %q", inst.String())
	}
	return fmt.Errorf("firmware stopped: NOCP UsageFault at PC 0x%08x (%s): the floating-point instruction%s runs with the FPU disabled (CPACR 0x%08x: CP10/CP11 no access, the reset value): enable it first, as CMSIS SystemInit does (SCB->CPACR |= 0xF << 20)",
		g.at, r.img.Symbolize(g.at), text, g.cpacr)
}
