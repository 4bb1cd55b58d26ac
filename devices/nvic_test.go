package devices

import "testing"

// TestNVICRegisters: the register semantics firmware relies on, on an
// ARMv6-M NVIC (2 priority bits) and a Mainline one (4 bits, PRIGROUP).
func TestNVICRegisters(t *testing.T) {
	n := NewNVIC(2, false)
	n.Write(nvicIPR, 0xffffffff) // IRQ0-3: only bits 7:6 are implemented
	if v, _ := n.Read(nvicIPR); v != 0xc0c0c0c0 {
		t.Errorf("IPR0 reads %#x, want 0xc0c0c0c0", v)
	}
	n.Write(scbSHPR3, 0x40ffffff) // SysTick 0x40; PendSV 0xc0
	if n.Priority(ExcSysTick) != 0x40 || n.Priority(ExcPendSV) != 0xc0 {
		t.Errorf("SysTick %#x, PendSV %#x", n.Priority(ExcSysTick), n.Priority(ExcPendSV))
	}
	n.Write(scbSHPR1, 0xffffffff) // MemManage..: not on ARMv6-M
	if n.Priority(4) != 0 {
		t.Errorf("MemManage priority %#x on ARMv6-M, want 0 (no SHPR1)", n.Priority(4))
	}
	n.Write(nvicISPR, 1<<3) // IRQ3 pending, disabled
	if n.Best() != 0 {
		t.Errorf("a disabled interrupt is chosen: %d", n.Best())
	}
	n.Write(nvicISER, 1<<3)
	n.Write(scbICSR, 1<<26) // PENDSTSET
	if n.Best() != ExcSysTick {
		t.Errorf("best %d, want SysTick (0x40 beats IRQ3 at 0xc0)", n.Best())
	}
	if v, _ := n.Read(scbICSR); v != 1<<26|1<<22|uint32(ExcSysTick)<<12|1<<11 {
		t.Errorf("ICSR %#x: want PENDSTSET, ISRPENDING, VECTPENDING 15, RETTOBASE", v)
	}
	n.Write(scbICSR, 1<<25) // PENDSTCLR
	n.Write(nvicICER, 1<<3)
	if n.Best() != 0 {
		t.Errorf("best %d after PENDSTCLR and ICER, want none", n.Best())
	}

	m := NewNVIC(4, true)
	m.Write(scbAIRCR, 0x05fa0500) // PRIGROUP 5: bits 7:6 group, 5:0 subpriority
	m.Write(nvicIPR, 0x00003050)  // IRQ0 0x50, IRQ1 0x30
	if m.Group(0x50) != m.Group(0x70) || m.Group(0x50) == m.Group(0x90) {
		t.Errorf("PRIGROUP 5 groups: %#x %#x %#x", m.Group(0x50), m.Group(0x70), m.Group(0x90))
	}
	m.Write(nvicSTIR, 0)
	m.Write(nvicSTIR, 1)
	m.Write(nvicISER, 3)
	if m.Best() != ExcIRQ0+1 {
		t.Errorf("best %d, want IRQ1 (0x30 before 0x50 within the group)", m.Best())
	}
	if v, _ := m.Read(scbAIRCR); v != 0xfa050500 {
		t.Errorf("AIRCR %#x, want VECTKEYSTAT and PRIGROUP 5", v)
	}
	m.Write(scbAIRCR, 0x00000300) // no VECTKEY: ignored
	if v, _ := m.Read(scbAIRCR); v != 0xfa050500 {
		t.Errorf("AIRCR %#x after a write without VECTKEY", v)
	}
}
