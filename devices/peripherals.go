package devices

import (
	"sort"

	"boardless/models"
	"boardless/models/chip"
	"boardless/result"
)

// Peripheral emulation: just enough of an STM32 (or STM32MP1) for
// ordinary benchmark firmware. Every access lands here; registers that
// matter are special-cased, every other register reads back the last value
// written (0 at first) and is counted. The chip's registers are its
// profile's "registers" section (chip.Registers); the core's
// (SysTick, DWT, SCB) are the architecture's.

// FlashState is the live flash configuration the registers select.
type FlashState struct {
	WaitStates       int
	Prefetch, ICache bool
	// DCache is the ART's data cache (FLASH_ACR.DCEN on the F4, L4, G4).
	DCache bool
}

// ResetFlash is the flash configuration FLASH_ACR's reset value
// selects; ok false: the chip has no live flash registers.
func ResetFlash(c *chip.Registers) (s FlashState, ok bool) {
	if c == nil || c.FlashACR == 0 {
		return FlashState{}, false
	}
	return decodeFlash(c, uint32(c.FlashACRReset), 0), true
}

// decodeFlash turns FLASH_ACR (and ICACHE_CR) into the flash settings.
func decodeFlash(c *chip.Registers, acr, icr uint32) FlashState {
	b := c.FlashBits
	bit := func(reg uint32, n *uint) bool { return n != nil && reg>>*n&1 == 1 }
	return FlashState{
		WaitStates: int(acr & (1<<b.LatencyWidth - 1)),
		Prefetch:   bit(acr, b.Prefetch),
		ICache:     bit(acr, b.ICache) || bit(icr, b.ICacheEnable),
		DCache:     bit(acr, b.DCache),
	}
}

// statusRead is a status register's read value from what was written to
// it (chip.StatusField).
func statusRead(f *chip.StatusField, v uint32) uint32 {
	if f.Value != nil {
		return uint32(*f.Value)
	}
	for _, p := range f.Follow {
		v &^= 1 << p[1]
		v |= (v >> p[0] & 1) << p[1]
	}
	if c := f.Copy; c != nil {
		mask := uint32(1)<<c.Width - 1
		v = v&^(mask<<c.To) | (v>>c.From&mask)<<c.To
	}
	return (v | uint32(f.Set)) &^ uint32(f.Clear)
}

// secureAlias folds an Armv8-M STM32's secure peripheral alias
// (0x5xxxxxxx) onto the non-secure address (WBA, U5).
func secureAlias(a uint32) uint32 {
	if a>>28 == 5 {
		return a &^ (1 << 28)
	}
	return a
}

// Host is what the devices need from the run they serve (a firmware run
// or a function-mode session), implemented by sim.
type Host interface {
	// Cycles is the simulated cycle count; call Sync first for a
	// figure that includes the instructions up to the current one.
	Cycles() uint64
	Sync()
	Warn(string)
	Emit([]byte) // the program's output
	SetFlash(FlashState)
}

// Watcher is a host that follows peripheral accesses (a firmware run:
// the clock and the wrong-chip check).
type Watcher interface {
	RegisterAccessed(addr uint32)
	RegisterWritten(addr uint32)
}

// Exceptions is the exception model of a firmware run: it answers the
// NVIC and SCB exception registers and follows SysTick's changes.
type Exceptions interface {
	Read(addr uint32) (uint32, bool)
	Write(addr, v uint32) bool
	SysTickChanged()
}

// CacheSwitch is a firmware run's side of SCB->CCR (the M7's caches); a
// function-mode session has none (its caches are the parameters').
type CacheSwitch interface {
	SetCaches(icache, dcache bool)
}

// Peripherals is the MMIO handler of a firmware run, and in function
// mode of the core's own peripherals (SysTick, DWT, SCB).
type Peripherals struct {
	h    Host
	spec models.CoreSpec
	chip *chip.Registers // nil: the core's registers only
	// status are the chip's status registers by address.
	status map[uint32]*chip.StatusField
	regs   map[uint32]uint32
	acc    map[uint32]*result.Access
	// Watch, when the host is a firmware run, sees every access (the
	// clock and the wrong-chip check); Exc is its exception model (nil
	// in function mode, where no interrupt is delivered); Caches follows
	// SCB->CCR.
	Watch  Watcher
	Exc    Exceptions
	Caches CacheSwitch

	// SysTick state: the count is derived from the simulated cycles.
	systCSR, systRVR uint32
	systBase         uint64 // cycles when the counter last held systVal
	systVal          uint32
	systSeen         uint64 // zero crossings seen by the last CSR read
	// DWT CYCCNT: running while DEMCR.TRCENA and DWT_CTRL.CYCCNTENA.
	demcr, dwtCtrl uint32
	cycBase        uint64
	cycVal         uint32
}

// NewPeripherals answers the core's registers (spec) and, when c is not
// nil, the chip's, from their reset values.
func NewPeripherals(h Host, spec models.CoreSpec, c *chip.Registers) *Peripherals {
	d := &Peripherals{h: h, spec: spec, chip: c, regs: map[uint32]uint32{}, acc: map[uint32]*result.Access{}}
	if c != nil {
		d.status = map[uint32]*chip.StatusField{}
		for i := range c.Status {
			d.status[uint32(c.Status[i].Reg)] = &c.Status[i]
		}
		for _, r := range c.Resets {
			d.regs[uint32(r.Reg)] = uint32(r.Value)
		}
		if c.FlashACR != 0 {
			d.regs[uint32(c.FlashACR)] = uint32(c.FlashACRReset)
		}
	}
	return d
}

// Reg is the stored value of the register at addr.
func (d *Peripherals) Reg(addr uint32) uint32 { return d.regs[addr] }

// SetReg sets a register's value (a state the start-up code would
// have set: CPACR with the FPU on in function mode).
func (d *Peripherals) SetReg(addr, v uint32) { d.regs[addr] = v }

func (d *Peripherals) count(addr uint32, write bool, v uint32) {
	a := d.acc[addr]
	if a == nil {
		a = &result.Access{Addr: addr}
		d.acc[addr] = a
	}
	if write {
		a.Writes++
		a.Last = v
	} else {
		a.Reads++
	}
}

// Accesses returns the counted registers in address order.
func (d *Peripherals) Accesses() []result.Access {
	out := make([]result.Access, 0, len(d.acc))
	for _, a := range d.acc {
		out = append(out, *a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Addr < out[j].Addr })
	return out
}

const (
	systCSR   = 0xe000e010
	systRVR   = 0xe000e014
	systCVR   = 0xe000e018
	systCALIB = 0xe000e01c
	dwtCTRL   = 0xe0001000
	dwtCYCCNT = 0xe0001004
	dhcsr     = 0xe000edf0
	demcr     = 0xe000edfc
	cpuid     = 0xe000ed00
	// scbCCR's IC (bit 17) and DC (bit 16) switch the M7's L1 caches:
	// CMSIS SCB_EnableICache and SCB_EnableDCache (and their Disable
	// twins) end by writing it.
	scbCCR = 0xe000ed14
)

// systDiv is the SysTick tick in cycles: the processor clock, or the
// external reference (HCLK/8 on STM32) when CLKSOURCE is clear.
func (d *Peripherals) systDiv() uint64 {
	if d.systCSR&4 != 0 {
		return 1
	}
	return 8
}

// systNow returns the SysTick current value and the zero crossings since
// the counter was last loaded.
func (d *Peripherals) systNow() (val uint32, crossings uint64) {
	if d.systCSR&1 == 0 {
		return d.systVal, 0
	}
	k := (d.h.Cycles() - d.systBase) / d.systDiv()
	v0 := uint64(d.systVal)
	if k <= v0 {
		c := uint64(0)
		if k == v0 && v0 > 0 {
			c = 1
		}
		return uint32(v0 - k), c
	}
	period := uint64(d.systRVR&0xffffff) + 1
	after := k - v0 - 1 // ticks after the value reached 0: the next one reloads
	c := uint64(1)
	if v0 == 0 {
		c = 0
	}
	if period == 1 { // RVR 0: the counter stays at 0 (disabled on the next wrap)
		return 0, c
	}
	c += (after + 1) / period
	return uint32(uint64(d.systRVR&0xffffff) - after%period), c
}

// NextSysTickCrossing is the first cycle after `after` at which SysTick
// counts from 1 to 0 (pends its exception with TICKINT), following
// systNow's arithmetic; ok false when it never does again.
func (d *Peripherals) NextSysTickCrossing(after uint64) (uint64, bool) {
	if d.systCSR&1 == 0 {
		return 0, false
	}
	div, base, v0 := d.systDiv(), d.systBase, uint64(d.systVal)
	period := uint64(d.systRVR&0xffffff) + 1
	kmin := uint64(0) // the first tick after `after`
	if after >= base {
		kmin = (after-base)/div + 1
	}
	first := v0
	if v0 == 0 {
		if period == 1 {
			return 0, false // RVR 0: the counter stays at 0
		}
		first = period
	}
	k := first
	if kmin > first {
		if period == 1 {
			return 0, false
		}
		k = first + (kmin-first+period-1)/period*period
	}
	return base + k*div, true
}

// systRebase freezes the current value as the new base.
func (d *Peripherals) systRebase() {
	v, c := d.systNow()
	d.systSeen -= min(d.systSeen, c)
	d.systVal, d.systBase = v, d.h.Cycles()
}

func (d *Peripherals) cyccntRunning() bool { return d.demcr>>24&1 == 1 && d.dwtCtrl&1 == 1 }

func (d *Peripherals) cyccnt() uint32 {
	if !d.cyccntRunning() {
		return d.cycVal
	}
	return d.cycVal + uint32(d.h.Cycles()-d.cycBase)
}

func (d *Peripherals) MMIORead(addr uint32, size int) uint32 {
	if d.chip != nil && d.chip.SecureAlias {
		addr = secureAlias(addr)
	}
	word := addr &^ 3
	if d.Watch != nil {
		d.Watch.RegisterAccessed(word)
	}
	v := d.read(word)
	d.count(word, false, 0)
	if size < 4 {
		v = v >> (8 * (addr & 3)) & (1<<(8*size) - 1)
	}
	return v
}

func (d *Peripherals) read(addr uint32) uint32 {
	if d.spec.MProfile {
		if d.Exc != nil {
			if v, ok := d.Exc.Read(addr); ok {
				return v
			}
		}
		switch addr {
		case systCSR:
			// COUNTFLAG needs the count up to this instruction, as CVR.
			d.h.Sync()
			_, c := d.systNow()
			flag := uint32(0)
			if c > d.systSeen {
				flag = 1 << 16
			}
			d.systSeen = c
			return d.systCSR | flag
		case systRVR:
			return d.systRVR
		case systCVR:
			d.h.Sync()
			v, _ := d.systNow()
			return v
		case systCALIB:
			return 1 << 31 // NOREF: no reference clock calibration value
		case dwtCTRL:
			if d.spec.CycleCounter == "dwt" {
				return d.dwtCtrl | 4<<28 // NUMCOMP 4
			}
			return 1 << 25 // NOCYCCNT: ARMv6-M has no cycle counter
		case dwtCYCCNT:
			if d.spec.CycleCounter != "dwt" {
				return 0
			}
			d.h.Sync()
			return d.cyccnt()
		case demcr:
			return d.demcr
		case dhcsr:
			// C_DEBUGEN: a debugger is attached (boardless answers the
			// semihosting calls, as a debugger would).
			return 1
		case cpuid:
			return d.spec.CPUID
		}
	}
	if c := d.chip; c != nil {
		for _, u := range c.UARTs {
			if c.UARTKind == "sr" && addr == uint32(u) { // SR: TXE, TC
				return 1<<7 | 1<<6
			}
			if c.UARTKind == "isr" && addr == uint32(u)+0x1c { // ISR: TXE, TC, TEACK, REACK
				return 1<<7 | 1<<6 | 1<<21 | 1<<22
			}
		}
		if f := d.status[addr]; f != nil {
			return statusRead(f, d.regs[addr])
		}
	}
	return d.regs[addr]
}

func (d *Peripherals) MMIOWrite(addr uint32, size int, v uint32) {
	if d.chip != nil && d.chip.SecureAlias {
		addr = secureAlias(addr)
	}
	word := addr &^ 3
	if size < 4 {
		sh := 8 * (addr & 3)
		mask := uint32(1<<(8*size)-1) << sh
		old := d.read(word)
		if word == systCVR || (d.chip != nil && d.isTDR(word)) {
			old = 0
		}
		v = old&^mask | v<<sh&mask
	}
	d.count(word, true, v)
	if d.Watch != nil {
		d.Watch.RegisterAccessed(word)
	}
	d.write(word, v)
	if d.Watch != nil {
		d.Watch.RegisterWritten(word)
	}
}

// dataOffset is where a U(S)ART's transmit data register is.
func dataOffset(c *chip.Registers) uint32 {
	if c.UARTKind == "sr" {
		return 0x04 // DR
	}
	return 0x28 // TDR
}

func (d *Peripherals) isTDR(addr uint32) bool {
	for _, u := range d.chip.UARTs {
		if addr == uint32(u)+dataOffset(d.chip) {
			return true
		}
	}
	return false
}

func (d *Peripherals) write(addr, v uint32) {
	if d.spec.MProfile {
		if d.Exc != nil && d.Exc.Write(addr, v) {
			return
		}
		switch addr {
		case systCSR:
			d.h.Sync()
			d.systRebase()
			d.systCSR = v & 7
			d.systBase = d.h.Cycles()
			if v&2 != 0 && d.Exc == nil {
				d.h.Warn("SysTick interrupt enabled (TICKINT): interrupts are not delivered in function mode, nor in firmware mode on a core model without exceptions")
			}
			d.sysTickChanged()
			return
		case systRVR:
			d.systRVR = v & 0xffffff
			d.sysTickChanged()
			return
		case systCVR:
			// Any write clears the counter and COUNTFLAG.
			d.h.Sync()
			d.systVal, d.systBase, d.systSeen = 0, d.h.Cycles(), 0
			d.sysTickChanged()
			return
		case scbCCR:
			d.regs[addr] = v
			d.setCCR(v)
			return
		case dwtCTRL, dwtCYCCNT, demcr:
			d.h.Sync()
			d.cycVal = d.cyccnt()
			d.cycBase = d.h.Cycles()
			switch addr {
			case dwtCTRL:
				d.dwtCtrl = v
			case dwtCYCCNT:
				d.cycVal = v
			case demcr:
				d.demcr = v
			}
			return
		}
	}
	if c := d.chip; c != nil {
		if addr == uint32(c.Console)+dataOffset(c) {
			d.h.Emit([]byte{byte(v)})
		}
		d.regs[addr] = v
		acr, icr := uint32(c.FlashACR), uint32(c.ICacheCR)
		if acr != 0 && (addr == acr || (icr != 0 && addr == icr)) {
			d.h.Sync()
			d.h.SetFlash(decodeFlash(c, d.regs[acr], d.regs[icr]))
		}
		return
	}
	d.regs[addr] = v
}

// setCCR applies a write of SCB->CCR.
func (d *Peripherals) setCCR(v uint32) {
	if d.Caches != nil {
		d.h.Sync()
		d.Caches.SetCaches(v>>17&1 == 1, v>>16&1 == 1)
	}
}

func (d *Peripherals) sysTickChanged() {
	if d.Exc != nil {
		d.Exc.SysTickChanged()
	}
}

// TickInt reports whether SysTick pends its exception when it counts to
// 0 (SYST_CSR.TICKINT).
func (d *Peripherals) TickInt() bool { return d.systCSR&2 != 0 }
