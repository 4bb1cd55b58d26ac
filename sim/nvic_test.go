package sim

import "testing"

// TestNVICRegisters: the register semantics firmware relies on, on an
// ARMv6-M NVIC (2 priority bits) and a Mainline one (4 bits, PRIGROUP).
func TestNVICRegisters(t *testing.T) {
	n := newNVIC(2, false)
	n.write(nvicIPR, 0xffffffff) // IRQ0-3: only bits 7:6 are implemented
	if v, _ := n.read(nvicIPR); v != 0xc0c0c0c0 {
		t.Errorf("IPR0 reads %#x, want 0xc0c0c0c0", v)
	}
	n.write(scbSHPR3, 0x40ffffff) // SysTick 0x40; PendSV 0xc0
	if n.priority(excSysTick) != 0x40 || n.priority(excPendSV) != 0xc0 {
		t.Errorf("SysTick %#x, PendSV %#x", n.priority(excSysTick), n.priority(excPendSV))
	}
	n.write(scbSHPR1, 0xffffffff) // MemManage..: not on ARMv6-M
	if n.priority(4) != 0 {
		t.Errorf("MemManage priority %#x on ARMv6-M, want 0 (no SHPR1)", n.priority(4))
	}
	n.write(nvicISPR, 1<<3) // IRQ3 pending, disabled
	if n.best() != 0 {
		t.Errorf("a disabled interrupt is chosen: %d", n.best())
	}
	n.write(nvicISER, 1<<3)
	n.write(scbICSR, 1<<26) // PENDSTSET
	if n.best() != excSysTick {
		t.Errorf("best %d, want SysTick (0x40 beats IRQ3 at 0xc0)", n.best())
	}
	if v, _ := n.read(scbICSR); v != 1<<26|1<<22|uint32(excSysTick)<<12|1<<11 {
		t.Errorf("ICSR %#x: want PENDSTSET, ISRPENDING, VECTPENDING 15, RETTOBASE", v)
	}
	n.write(scbICSR, 1<<25) // PENDSTCLR
	n.write(nvicICER, 1<<3)
	if n.best() != 0 {
		t.Errorf("best %d after PENDSTCLR and ICER, want none", n.best())
	}

	m := newNVIC(4, true)
	m.write(scbAIRCR, 0x05fa0500) // PRIGROUP 5: bits 7:6 group, 5:0 subpriority
	m.write(nvicIPR, 0x00003050)  // IRQ0 0x50, IRQ1 0x30
	if m.group(0x50) != m.group(0x70) || m.group(0x50) == m.group(0x90) {
		t.Errorf("PRIGROUP 5 groups: %#x %#x %#x", m.group(0x50), m.group(0x70), m.group(0x90))
	}
	m.write(nvicSTIR, 0)
	m.write(nvicSTIR, 1)
	m.write(nvicISER, 3)
	if m.best() != excIRQ0+1 {
		t.Errorf("best %d, want IRQ1 (0x30 before 0x50 within the group)", m.best())
	}
	if v, _ := m.read(scbAIRCR); v != 0xfa050500 {
		t.Errorf("AIRCR %#x, want VECTKEYSTAT and PRIGROUP 5", v)
	}
	m.write(scbAIRCR, 0x00000300) // no VECTKEY: ignored
	if v, _ := m.read(scbAIRCR); v != 0xfa050500 {
		t.Errorf("AIRCR %#x after a write without VECTKEY", v)
	}
}
