package devices

// The NVIC and the SCB's exception registers of an M-profile core, as
// firmware mode models them: enable, pending and active state of the
// external interrupts, the priorities of every configurable exception,
// the vector table base, and the choice of the exception to take next
// (ARMv6-M ARM B3.4, ARMv7-M ARM B3.4, ARMv8-M ARM D1.2: the lowest
// priority value wins, then the lowest exception number; an exception
// preempts when its group priority is below the execution priority).

// Exception numbers (the IPSR's): external interrupt n is ExcIRQ0+n.
const (
	ExcNMI       = 2
	ExcHardFault = 3
	ExcSVCall    = 11
	ExcPendSV    = 14
	ExcSysTick   = 15
	ExcIRQ0      = 16
)

// The NVIC's and the SCB's exception registers.
const (
	maxIRQs = 496 // the architecture's limit (IPR0..IPR123)

	nvicISER   = 0xe000e100
	nvicICER   = 0xe000e180
	nvicISPR   = 0xe000e200
	nvicICPR   = 0xe000e280
	nvicIABR   = 0xe000e300
	nvicIPR    = 0xe000e400
	nvicIPREnd = nvicIPR + maxIRQs
	scbICSR    = 0xe000ed04
	scbVTOR    = 0xe000ed08
	scbAIRCR   = 0xe000ed0c
	scbSHPR1   = 0xe000ed18
	scbSHPR3   = 0xe000ed20
	nvicSTIR   = 0xe000ef00
)

// NoPriority is the execution priority of Thread mode with no mask:
// above every configurable priority.
const NoPriority = 256

// NVIC is the interrupt controller's and the SCB's exception state.
type NVIC struct {
	bits     int  // implemented priority bits (the high bits of each byte)
	mainline bool // BASEPRI, SHPR1, STIR, PRIGROUP
	enabled  [maxIRQs / 32]uint32
	pending  [maxIRQs / 32]uint32
	sysPend  uint32 // bit e: system exception e (2..15) pending
	ipr      [maxIRQs]uint8
	shp      [16]uint8 // by exception number, 4..15
	vtor     uint32
	aircr    uint32
	active   []int // active exceptions, the running one last
	// resetReq: the firmware asked for a system reset (AIRCR.SYSRESETREQ).
	resetReq bool
}

// NewNVIC is the NVIC of a core with bits implemented priority bits;
// mainline: ARMv7-M or ARMv8-M Mainline (BASEPRI, SHPR1, STIR, PRIGROUP).
func NewNVIC(bits int, mainline bool) *NVIC {
	return &NVIC{bits: bits, mainline: mainline}
}

// Mainline reports whether the NVIC has the Mainline registers.
func (n *NVIC) Mainline() bool { return n.mainline }

// VTOR is the vector table base the firmware set (0 at reset).
func (n *NVIC) VTOR() uint32 { return n.vtor }

// ResetRequested: the firmware asked for a system reset (AIRCR.SYSRESETREQ).
func (n *NVIC) ResetRequested() bool { return n.resetReq }

// Depth is the number of active exceptions (0 in Thread mode).
func (n *NVIC) Depth() int { return len(n.active) }

// Activate makes e the running exception, above the active ones.
func (n *NVIC) Activate(e int) { n.active = append(n.active, e) }

// Deactivate ends the running exception (its return).
func (n *NVIC) Deactivate() { n.active = n.active[:len(n.active)-1] }

func (n *NVIC) Mask() uint8 { return uint8(0xff << (8 - n.bits)) }

// priority is the configured priority of exception e.
func (n *NVIC) Priority(e int) int {
	switch {
	case e == ExcNMI:
		return -2
	case e == ExcHardFault:
		return -1
	case e >= ExcIRQ0:
		return int(n.ipr[e-ExcIRQ0])
	case e >= 4:
		return int(n.shp[e])
	}
	return NoPriority
}

// group is the group (preemption) priority of p: AIRCR.PRIGROUP splits
// off subpriority bits on Mainline (ARMv7-M B1.5.4).
func (n *NVIC) Group(p int) int {
	if !n.mainline || p < 0 {
		return p
	}
	sub := 2<<(n.aircr>>8&7) - 1
	return p &^ sub
}

func (n *NVIC) isPending(e int) bool {
	if e >= ExcIRQ0 {
		i := e - ExcIRQ0
		return n.pending[i/32]>>(i%32)&1 == 1
	}
	return n.sysPend>>e&1 == 1
}

func (n *NVIC) SetPending(e int, on bool) {
	if e >= ExcIRQ0 {
		i := e - ExcIRQ0
		if on {
			n.pending[i/32] |= 1 << (i % 32)
		} else {
			n.pending[i/32] &^= 1 << (i % 32)
		}
		return
	}
	if on {
		n.sysPend |= 1 << e
	} else {
		n.sysPend &^= 1 << e
	}
}

// best is the pending exception that would be taken next (enabled
// interrupts and pending system exceptions), or 0.
func (n *NVIC) Best() int {
	best, bp := 0, NoPriority+1
	consider := func(e int) {
		if p := n.Priority(e); p < bp {
			best, bp = e, p
		}
	}
	for e := ExcNMI; e < ExcIRQ0; e++ {
		if n.sysPend>>e&1 == 1 {
			consider(e)
		}
	}
	for w := range n.pending {
		for b := n.pending[w] & n.enabled[w]; b != 0; b &= b - 1 {
			consider(ExcIRQ0 + 32*w + trailingZeros(b))
		}
	}
	return best
}

func trailingZeros(x uint32) int {
	n := 0
	for x&1 == 0 {
		x >>= 1
		n++
	}
	return n
}

// anyPending reports whether some exception is pending and enabled.
func (n *NVIC) AnyPending() bool { return n.Best() != 0 }

// activePriority is the execution priority the active exceptions give.
func (n *NVIC) ActivePriority() int {
	p := NoPriority
	for _, e := range n.active {
		p = min(p, n.Group(n.Priority(e)))
	}
	return p
}

// current is the running exception (IPSR), 0 in Thread mode.
func (n *NVIC) Current() int {
	if len(n.active) == 0 {
		return 0
	}
	return n.active[len(n.active)-1]
}

func (n *NVIC) isActive(e int) bool {
	for _, a := range n.active {
		if a == e {
			return true
		}
	}
	return false
}

// read answers the NVIC and SCB exception registers; ok false: not one.
func (n *NVIC) Read(addr uint32) (uint32, bool) {
	switch {
	case addr >= nvicISER && addr < nvicISER+0x40:
		return n.enabled[(addr-nvicISER)/4], true
	case addr >= nvicICER && addr < nvicICER+0x40:
		return n.enabled[(addr-nvicICER)/4], true
	case addr >= nvicISPR && addr < nvicISPR+0x40:
		return n.pending[(addr-nvicISPR)/4], true
	case addr >= nvicICPR && addr < nvicICPR+0x40:
		return n.pending[(addr-nvicICPR)/4], true
	case addr >= nvicIABR && addr < nvicIABR+0x40:
		var v uint32
		base := ExcIRQ0 + 32*int((addr-nvicIABR)/4)
		for _, e := range n.active {
			if e >= base && e < base+32 {
				v |= 1 << (e - base)
			}
		}
		return v, true
	case addr >= nvicIPR && addr < nvicIPREnd:
		i := addr - nvicIPR
		return uint32(n.ipr[i]) | uint32(n.ipr[i+1])<<8 | uint32(n.ipr[i+2])<<16 | uint32(n.ipr[i+3])<<24, true
	case addr >= scbSHPR1 && addr <= scbSHPR3:
		e := int(addr-scbSHPR1) + 4
		return uint32(n.shp[e]) | uint32(n.shp[e+1])<<8 | uint32(n.shp[e+2])<<16 | uint32(n.shp[e+3])<<24, true
	case addr == scbICSR:
		return n.icsr(), true
	case addr == scbVTOR:
		return n.vtor, true
	case addr == scbAIRCR:
		return 0xfa050000 | n.aircr&0x700, true // VECTKEYSTAT, PRIGROUP
	}
	return 0, false
}

// icsr is the Interrupt Control and State Register's read value.
func (n *NVIC) icsr() uint32 {
	v := uint32(n.Current()) & 0x1ff
	if len(n.active) <= 1 {
		v |= 1 << 11 // RETTOBASE
	}
	v |= uint32(n.Best()&0x1ff) << 12 // VECTPENDING
	for _, w := range n.pending {
		if w != 0 {
			v |= 1 << 22 // ISRPENDING
		}
	}
	if n.isPending(ExcSysTick) {
		v |= 1 << 26
	}
	if n.isPending(ExcPendSV) {
		v |= 1 << 28
	}
	if n.isPending(ExcNMI) {
		v |= 1 << 31
	}
	return v
}

// write handles the NVIC and SCB exception registers; it reports
// whether addr is one, and whether an exception may have become pending.
func (n *NVIC) Write(addr, v uint32) (ok, pended bool) {
	set := func(arr *[maxIRQs / 32]uint32, base uint32, on bool) {
		w := (addr - base) / 4
		if on {
			arr[w] |= v
		} else {
			arr[w] &^= v
		}
	}
	switch {
	case addr >= nvicISER && addr < nvicISER+0x40:
		set(&n.enabled, nvicISER, true)
		return true, true
	case addr >= nvicICER && addr < nvicICER+0x40:
		set(&n.enabled, nvicICER, false)
	case addr >= nvicISPR && addr < nvicISPR+0x40:
		set(&n.pending, nvicISPR, true)
		return true, true
	case addr >= nvicICPR && addr < nvicICPR+0x40:
		set(&n.pending, nvicICPR, false)
	case addr >= nvicIABR && addr < nvicIABR+0x40:
		// read-only
	case addr >= nvicIPR && addr < nvicIPREnd:
		i := addr - nvicIPR
		for k := uint32(0); k < 4; k++ {
			n.ipr[i+k] = uint8(v>>(8*k)) & n.Mask()
		}
		return true, true
	case addr >= scbSHPR1 && addr <= scbSHPR3:
		e := int(addr-scbSHPR1) + 4
		for k := 0; k < 4; k++ {
			if n.configurable(e + k) {
				n.shp[e+k] = uint8(v>>(8*k)) & n.Mask()
			}
		}
		return true, true
	case addr == scbICSR:
		if v&(1<<31) != 0 {
			n.SetPending(ExcNMI, true)
		}
		if v&(1<<27) != 0 {
			n.SetPending(ExcPendSV, false)
		} else if v&(1<<28) != 0 {
			n.SetPending(ExcPendSV, true)
		}
		if v&(1<<25) != 0 {
			n.SetPending(ExcSysTick, false)
		} else if v&(1<<26) != 0 {
			n.SetPending(ExcSysTick, true)
		}
		return true, true
	case addr == scbVTOR:
		n.vtor = v &^ 0x7f
	case addr == scbAIRCR:
		if v>>16 == 0x05fa {
			if n.mainline {
				n.aircr = v & 0x700
			}
			n.resetReq = n.resetReq || v&4 != 0
		}
		return true, true
	case addr == nvicSTIR && n.mainline:
		if i := int(v & 0x1ff); i < maxIRQs {
			n.SetPending(ExcIRQ0+i, true)
		}
		return true, true
	default:
		return false, false
	}
	return true, false
}

// configurable reports whether exception e has a priority field in the
// SHPRs: SVCall, PendSV, SysTick on ARMv6-M; also MemManage, BusFault,
// UsageFault, SecureFault, DebugMonitor on Mainline.
func (n *NVIC) configurable(e int) bool {
	switch e {
	case ExcSVCall, ExcPendSV, ExcSysTick:
		return true
	case 4, 5, 6, 7, 12:
		return n.mainline
	}
	return false
}
