package sim

import (
	"sort"

	"boardless/models"
	"boardless/result"
)

// Peripheral emulation: just enough of an STM32 (or STM32MP1) for
// ordinary benchmark firmware. Every access lands here; registers that
// matter are special-cased, every other register reads back the last value
// written (0 at first) and is counted.

// chip says where a chip's registers are and how its status bits answer.
type chip struct {
	name string
	// console is the virtual COM port's U(S)ART: its TDR bytes go to
	// the output. uarts lists every U(S)ART whose status reads "TX empty".
	console uint32
	uarts   []uint32
	// usartV1: the U(S)ARTs are the STM32F1/F4 kind, status (SR) at
	// +0x00 and data (DR) at +0x04, not ISR at +0x1C and TDR at +0x28.
	usartV1 bool
	// flashACR is FLASH_ACR; icacheCR is the WBA's ICACHE_CR (0: none).
	flashACR, icacheCR uint32
	// acrReset is FLASH_ACR's reset value.
	acrReset uint32
	// decode turns FLASH_ACR (and ICACHE_CR) into the flash settings.
	decode func(acr, icr uint32) flashState
	// status computes a register's read value from what was written, for
	// ready bits that clock set-up code polls; ok false: not special.
	status func(addr, stored uint32) (uint32, bool)
	// resets are reset values of registers that code reads before writing.
	resets map[uint32]uint32
	// alias folds a secure alias onto the non-secure address (WBA).
	alias func(addr uint32) uint32
}

// flashState is the live flash configuration the registers select.
type flashState struct {
	waitStates       int
	prefetch, icache bool
	// dcache is the ART's data cache (FLASH_ACR.DCEN on the F4, L4, G4).
	dcache bool
}

// mirror copies bit `from` of v into bit `to` (a ready bit follows its
// enable bit).
func mirror(v uint32, pairs ...[2]uint) uint32 {
	for _, p := range pairs {
		v &^= 1 << p[1]
		v |= (v >> p[0] & 1) << p[1]
	}
	return v
}

var chips = map[string]*chip{
	"stm32g071rb": {
		name: "stm32g071rb", console: 0x40004400, uarts: []uint32{0x40004400, 0x40013800, 0x40004800, 0x40004c00, 0x40008000},
		flashACR: 0x40022000, acrReset: 0x00040600,
		decode: func(acr, _ uint32) flashState {
			return flashState{waitStates: int(acr & 7), prefetch: acr>>8&1 == 1, icache: acr>>9&1 == 1}
		},
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x40021000: // RCC_CR: HSIRDY, HSERDY, PLLRDY follow HSION, HSEON, PLLON
				return mirror(v, [2]uint{8, 10}, [2]uint{16, 17}, [2]uint{24, 25}), true
			case 0x40021008: // RCC_CFGR: SWS[5:3] = SW[2:0]
				return v&^(7<<3) | (v&7)<<3, true
			case 0x40007014: // PWR_SR2: VOSF clear (voltage scaling done)
				return v &^ (1 << 10), true
			}
			return 0, false
		},
		resets: map[uint32]uint32{0x40021000: 0x00000500, 0x40021008: 0, 0x40007000: 0x00000208},
	},
	"stm32f091rc": {
		name: "stm32f091rc", console: 0x40004400, uarts: []uint32{0x40004400, 0x40013800, 0x40004800, 0x40004c00, 0x40005000},
		flashACR: 0x40022000, acrReset: 0x00000030,
		decode: func(acr, _ uint32) flashState {
			return flashState{waitStates: int(acr & 7), prefetch: acr>>4&1 == 1}
		},
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x40021000: // RCC_CR: HSIRDY, HSERDY, PLLRDY
				return mirror(v, [2]uint{0, 1}, [2]uint{16, 17}, [2]uint{24, 25}), true
			case 0x40021004: // RCC_CFGR: SWS[3:2] = SW[1:0]
				return v&^(3<<2) | (v&3)<<2, true
			case 0x40021034: // RCC_CR2: HSI14RDY, HSI48RDY
				return mirror(v, [2]uint{0, 1}, [2]uint{16, 17}), true
			case 0x40022000: // FLASH_ACR: PRFTBS follows PRFTBE
				return mirror(v, [2]uint{4, 5}), true
			}
			return 0, false
		},
		resets: map[uint32]uint32{0x40021000: 0x00000083},
	},
	"stm32wba52cg": {
		name: "stm32wba52cg", console: 0x40013800, uarts: []uint32{0x40013800, 0x40004400, 0x46002400},
		// LATENCY 1 at reset: the reset clock (HSI16 in voltage range 2)
		// needs 1 WS by the chip's own range-2 table (16 MHz > 8 MHz,
		// stm32wbaxx_ll_utils.c). U: RM0493's FLASH_ACR reset value not checked.
		flashACR: 0x40022000, icacheCR: 0x40030400, acrReset: 0x00000001,
		decode: func(acr, icr uint32) flashState {
			return flashState{waitStates: int(acr & 15), icache: icr&1 == 1}
		},
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x46020c00: // RCC_CR: HSIRDY, HSERDY, PLL1RDY
				return mirror(v, [2]uint{8, 10}, [2]uint{16, 17}, [2]uint{24, 25}), true
			case 0x46020c1c: // RCC_CFGR1: SWS[3:2] = SW[1:0]
				return v&^(3<<2) | (v&3)<<2, true
			case 0x4602080c: // PWR_VOSR: VOSRDY set
				return v | 1<<15, true
			case 0x40030404: // ICACHE_SR: not busy, BSYENDF set
				return 2, true
			}
			return 0, false
		},
		resets: map[uint32]uint32{0x46020c00: 0x00000500},
		alias:  secureAlias,
	},
	// The Cortex-M7 chips: console USART3 (the NUCLEO's ST-LINK port),
	// FLASH_ACR (H7 reset: 7 wait states; F7: LATENCY, PRFTEN, ARTEN), the
	// clock and voltage ready bits ST's SystemClock_Config polls.
	"stm32h743zi": {
		name: "stm32h743zi", console: 0x40004800, uarts: []uint32{0x40004800, 0x40011000, 0x40004400},
		flashACR: 0x52002000, acrReset: 0x00000037,
		decode: func(acr, _ uint32) flashState { return flashState{waitStates: int(acr & 15)} },
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x58024400: // RCC_CR: HSIRDY, CSIRDY, HSERDY, PLL1-3RDY follow their ON bits; D1/D2CKRDY set
				return mirror(v, [2]uint{0, 2}, [2]uint{7, 8}, [2]uint{16, 17}, [2]uint{24, 25}, [2]uint{26, 27}, [2]uint{28, 29}) | 3<<14, true
			case 0x58024410: // RCC_CFGR: SWS[5:3] = SW[2:0]
				return v&^(7<<3) | (v&7)<<3, true
			case 0x58024804, 0x58024818: // PWR_CSR1 ACTVOSRDY, PWR_D3CR VOSRDY
				return v | 1<<13, true
			}
			return 0, false
		},
		// RCC_CR, RCC_PLLCKSELR (DIVM1 32, HSI), RCC_PLL1DIVR (N 129,
		// P 2), PWR_D3CR (VOS3): RM0433 reset values, which HAL's
		// read-modify-writes keep.
		resets: map[uint32]uint32{0x58024400: 0x00000025, 0x58024428: 0x02020200, 0x58024430: 0x01010280, 0x58024818: 0x00004000},
	},
	"stm32f767zi": {
		name: "stm32f767zi", console: 0x40004800, uarts: []uint32{0x40004800, 0x40011000, 0x40004400},
		flashACR: 0x40023c00, acrReset: 0x00000000,
		decode: func(acr, _ uint32) flashState {
			return flashState{waitStates: int(acr & 15), prefetch: acr>>8&1 == 1, icache: acr>>9&1 == 1}
		},
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x40023800: // RCC_CR: HSIRDY, HSERDY, PLLRDY, PLLI2SRDY, PLLSAIRDY
				return mirror(v, [2]uint{0, 1}, [2]uint{16, 17}, [2]uint{24, 25}, [2]uint{26, 27}, [2]uint{28, 29}), true
			case 0x40023808: // RCC_CFGR: SWS[3:2] = SW[1:0]
				return v&^(3<<2) | (v&3)<<2, true
			case 0x40007004: // PWR_CSR1: VOSRDY, ODRDY, ODSWRDY
				return v | 1<<14 | 3<<16, true
			}
			return 0, false
		},
		resets: map[uint32]uint32{0x40023800: 0x00000083, 0x40023804: 0x24003010},
	},
	"stm32f103rb": {
		name: "stm32f103rb", console: 0x40004400, uarts: []uint32{0x40013800, 0x40004400, 0x40004800}, usartV1: true,
		flashACR: 0x40022000, acrReset: 0x00000030, // RM0008 §3.3.3: PRFTBE, PRFTBS set
		decode: func(acr, _ uint32) flashState {
			return flashState{waitStates: int(acr & 7), prefetch: acr>>4&1 == 1}
		},
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x40021000: // RCC_CR: HSIRDY, HSERDY, PLLRDY
				return mirror(v, [2]uint{0, 1}, [2]uint{16, 17}, [2]uint{24, 25}), true
			case 0x40021004: // RCC_CFGR: SWS[3:2] = SW[1:0]
				return v&^(3<<2) | (v&3)<<2, true
			case 0x40022000: // FLASH_ACR: PRFTBS follows PRFTBE
				return mirror(v, [2]uint{4, 5}), true
			}
			return 0, false
		},
		resets: map[uint32]uint32{0x40021000: 0x00000083},
	},
	"stm32f401re": stm32f4("stm32f401re", 0x00008000, []uint32{0x40011000, 0x40004400, 0x40011400}),
	"stm32f446re": stm32f4("stm32f446re", 0x0000c000, []uint32{0x40011000, 0x40004400, 0x40004800, 0x40004c00, 0x40005000, 0x40011400}),
	"stm32l476rg": {
		name: "stm32l476rg", console: 0x40004400, uarts: []uint32{0x40013800, 0x40004400, 0x40004800, 0x40004c00, 0x40005000, 0x40008000},
		flashACR: 0x40022000, acrReset: 0x00000600, // RM0351: ICEN, DCEN set
		decode: artDecode,
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x40021000: // RCC_CR: MSIRDY, HSIRDY, HSERDY, PLLRDY follow MSION, HSION, HSEON, PLLON
				return mirror(v, [2]uint{0, 1}, [2]uint{8, 10}, [2]uint{16, 17}, [2]uint{24, 25}), true
			case 0x40021008: // RCC_CFGR: SWS[3:2] = SW[1:0]
				return v&^(3<<2) | (v&3)<<2, true
			case 0x40007014: // PWR_SR2: VOSF clear (voltage scaling done)
				return v &^ (1 << 10), true
			}
			return 0, false
		},
		// RCC_CR (MSI 4 MHz on), RCC_PLLCFGR, RCC_CSR (MSISRANGE 4 MHz),
		// PWR_CR1 (range 1): RM0351 reset values.
		resets: map[uint32]uint32{0x40021000: 0x00000063, 0x4002100c: 0x00001000, 0x40021094: 0x0c000600, 0x40007000: 0x00000200},
	},
	"stm32g474re": {
		name: "stm32g474re", console: 0x40008000, uarts: []uint32{0x40008000, 0x40013800, 0x40004400, 0x40004800, 0x40004c00, 0x40005000},
		flashACR: 0x40022000, acrReset: 0x00000600, // RM0440: ICEN, DCEN set
		decode: artDecode,
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x40021000: // RCC_CR: HSIRDY, HSERDY, PLLRDY
				return mirror(v, [2]uint{8, 10}, [2]uint{16, 17}, [2]uint{24, 25}), true
			case 0x40021008: // RCC_CFGR: SWS[3:2] = SW[1:0]
				return v&^(3<<2) | (v&3)<<2, true
			case 0x40007014: // PWR_SR2: VOSF clear
				return v &^ (1 << 10), true
			}
			return 0, false
		},
		// RCC_CR (HSI16 on), RCC_CFGR (SW = SWS = HSI16), RCC_PLLCFGR,
		// PWR_CR1 (range 1): RM0440 reset values.
		resets: map[uint32]uint32{0x40021000: 0x00000500, 0x40021008: 0x00000005, 0x4002100c: 0x00001000, 0x40007000: 0x00000200},
	},
	"stm32c031c6": {
		name: "stm32c031c6", console: 0x40004400, uarts: []uint32{0x40013800, 0x40004400},
		// U: taken as the G0's reset value (ICEN set), not checked in RM0490.
		flashACR: 0x40022000, acrReset: 0x00040600,
		decode: func(acr, _ uint32) flashState {
			return flashState{waitStates: int(acr & 7), prefetch: acr>>8&1 == 1, icache: acr>>9&1 == 1}
		},
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x40021000: // RCC_CR: HSIRDY, HSERDY
				return mirror(v, [2]uint{8, 10}, [2]uint{16, 17}), true
			case 0x40021008: // RCC_CFGR: SWS[5:3] = SW[2:0]
				return v&^(7<<3) | (v&7)<<3, true
			}
			return 0, false
		},
		resets: map[uint32]uint32{0x40021000: 0x00001540}, // HSION, HSIRDY, HSIDIV /4
	},
	"stm32u575zi": {
		name: "stm32u575zi", console: 0x40013800, uarts: []uint32{0x40013800, 0x40004400, 0x40004800, 0x40004c00, 0x40005000, 0x46002400},
		// RM0456: FLASH_ACR 0 at reset (0 WS, PRFTEN off); ICACHE_CR EN
		// off until the firmware sets it (MX_ICACHE_Init).
		flashACR: 0x40022000, icacheCR: 0x40030400, acrReset: 0,
		decode: func(acr, icr uint32) flashState {
			return flashState{waitStates: int(acr & 15), prefetch: acr>>8&1 == 1, icache: icr&1 == 1}
		},
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x46020c00: // RCC_CR: MSISRDY, MSIKRDY, HSIRDY, HSI48RDY, HSERDY, PLL1-3RDY follow their ON bits
				return mirror(v, [2]uint{0, 2}, [2]uint{4, 5}, [2]uint{8, 10}, [2]uint{12, 13}, [2]uint{16, 17}, [2]uint{24, 25}, [2]uint{26, 27}, [2]uint{28, 29}), true
			case 0x46020c1c: // RCC_CFGR1: SWS[3:2] = SW[1:0]
				return v&^(3<<2) | (v&3)<<2, true
			case 0x4602080c: // PWR_VOSR: VOSRDY, BOOSTRDY set
				return v | 1<<15 | 1<<14, true
			case 0x40030404: // ICACHE_SR: not busy, BSYENDF set
				return 2, true
			}
			return 0, false
		},
		// RCC_CR, RCC_ICSCR1 (MSISRANGE 4 MHz), RCC_CSR (MSISSRANGE 4 MHz),
		// RCC_PLL1DIVR: RM0456 reset values.
		resets: map[uint32]uint32{0x46020c00: 0x00000035, 0x46020c08: 0x44000000, 0x46020cf4: 0x00004400, 0x46020c34: 0x01010280},
		alias:  secureAlias,
	},
	"stm32mp135f": {
		name: "stm32mp135f", console: 0x40010000, uarts: []uint32{0x40010000, 0x4c000000, 0x4c001000, 0x4000e000, 0x4000f000, 0x40011000},
	},
}

// secureAlias folds an Armv8-M STM32's secure peripheral alias
// (0x5xxxxxxx) onto the non-secure address (WBA, U5).
func secureAlias(a uint32) uint32 {
	if a>>28 == 5 {
		return a &^ (1 << 28)
	}
	return a
}

// stm32f4 is an STM32F401/F446: RCC at 0x40023800, FLASH_ACR at
// 0x40023C00 (LATENCY, PRFTEN, ICEN, DCEN, all clear at reset), console
// USART2 of the F1/F4 kind, the ready bits HAL's SystemClock_Config
// polls; pwrCR is PWR_CR's reset value (its VOS).
func stm32f4(name string, pwrCR uint32, uarts []uint32) *chip {
	return &chip{
		name: name, console: 0x40004400, uarts: uarts, usartV1: true,
		flashACR: 0x40023c00, acrReset: 0,
		decode: artDecode,
		status: func(addr, v uint32) (uint32, bool) {
			switch addr {
			case 0x40023800: // RCC_CR: HSIRDY, HSERDY, PLLRDY, PLLI2SRDY, PLLSAIRDY
				return mirror(v, [2]uint{0, 1}, [2]uint{16, 17}, [2]uint{24, 25}, [2]uint{26, 27}, [2]uint{28, 29}), true
			case 0x40023808: // RCC_CFGR: SWS[3:2] = SW[1:0]
				return v&^(3<<2) | (v&3)<<2, true
			case 0x40007004: // PWR_CSR: VOSRDY, ODRDY, ODSWRDY
				return v | 1<<14 | 3<<16, true
			}
			return 0, false
		},
		resets: map[uint32]uint32{0x40023800: 0x00000083, 0x40023804: 0x24003010, 0x40007000: pwrCR},
	}
}

// artDecode reads the ART accelerator's FLASH_ACR (F4, L4, G4):
// LATENCY[3:0], PRFTEN (8), ICEN (9), DCEN (10).
func artDecode(acr, _ uint32) flashState {
	return flashState{waitStates: int(acr & 15), prefetch: acr>>8&1 == 1, icache: acr>>9&1 == 1, dcache: acr>>10&1 == 1}
}

// host is what the devices and semihosting need from the run they
// serve: a firmware run (runner) or a function-mode session.
type host interface {
	// cycles is the simulated cycle count; call sync first for a
	// figure that includes the instructions up to the current one.
	cycles() uint64
	sync()
	warn(string)
	emit([]byte) // the program's output
	setFlash(flashState)
}

// devices is the MMIO handler of a firmware run, and in function mode
// of the core's own peripherals (SysTick, DWT, SCB).
type devices struct {
	r    host
	spec models.CoreSpec
	chip *chip
	regs map[uint32]uint32
	acc  map[uint32]*result.Access
	// watch, when the host is a firmware run, sees every access (the
	// clock and the wrong-chip check, clock.go).
	watch registerWatcher

	// SysTick state: the count is derived from the simulated cycles.
	systCSR, systRVR uint32
	systBase         uint64 // cycles when the counter last held systVal
	systVal          uint32
	systSeen         uint64 // zero crossings seen by the last CSR read
	// DWT CYCCNT: running while DEMCR.TRCENA and DWT_CTRL.CYCCNTENA.
	demcr, dwtCtrl uint32
	cycBase        uint64
	cycVal         uint32
	// exc is the exception model of a firmware run (exception.go);
	// nil in function mode, where no interrupt is delivered.
	exc *excUnit
}

func newDevices(r host, spec models.CoreSpec, c *chip) *devices {
	d := &devices{r: r, spec: spec, chip: c, regs: map[uint32]uint32{}, acc: map[uint32]*result.Access{}}
	d.watch, _ = r.(registerWatcher)
	if c != nil {
		for a, v := range c.resets {
			d.regs[a] = v
		}
		if c.flashACR != 0 {
			d.regs[c.flashACR] = c.acrReset
		}
	}
	return d
}

func (d *devices) count(addr uint32, write bool, v uint32) {
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

// accesses returns the counted registers in address order.
func (d *devices) accesses() []result.Access {
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
)

// systDiv is the SysTick tick in cycles: the processor clock, or the
// external reference (HCLK/8 on STM32) when CLKSOURCE is clear.
func (d *devices) systDiv() uint64 {
	if d.systCSR&4 != 0 {
		return 1
	}
	return 8
}

// systNow returns the SysTick current value and the zero crossings since
// the counter was last loaded.
func (d *devices) systNow() (val uint32, crossings uint64) {
	if d.systCSR&1 == 0 {
		return d.systVal, 0
	}
	k := (d.r.cycles() - d.systBase) / d.systDiv()
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

// systRebase freezes the current value as the new base.
func (d *devices) systRebase() {
	v, c := d.systNow()
	d.systSeen -= min(d.systSeen, c)
	d.systVal, d.systBase = v, d.r.cycles()
}

func (d *devices) cyccntRunning() bool { return d.demcr>>24&1 == 1 && d.dwtCtrl&1 == 1 }

func (d *devices) cyccnt() uint32 {
	if !d.cyccntRunning() {
		return d.cycVal
	}
	return d.cycVal + uint32(d.r.cycles()-d.cycBase)
}

func (d *devices) MMIORead(addr uint32, size int) uint32 {
	if d.chip != nil && d.chip.alias != nil {
		addr = d.chip.alias(addr)
	}
	word := addr &^ 3
	if d.watch != nil {
		d.watch.registerAccessed(word)
	}
	v := d.read(word)
	d.count(word, false, 0)
	if size < 4 {
		v = v >> (8 * (addr & 3)) & (1<<(8*size) - 1)
	}
	return v
}

func (d *devices) read(addr uint32) uint32 {
	if d.spec.MProfile {
		if v, ok := d.exc.read(addr); ok {
			return v
		}
		switch addr {
		case systCSR:
			// COUNTFLAG needs the count up to this instruction, as CVR.
			d.r.sync()
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
			d.r.sync()
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
			d.r.sync()
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
		for _, u := range c.uarts {
			if c.usartV1 && addr == u { // SR: TXE, TC
				return 1<<7 | 1<<6
			}
			if !c.usartV1 && addr == u+0x1c { // ISR: TXE, TC, TEACK, REACK
				return 1<<7 | 1<<6 | 1<<21 | 1<<22
			}
		}
		if c.status != nil {
			if v, ok := c.status(addr, d.regs[addr]); ok {
				return v
			}
		}
	}
	return d.regs[addr]
}

func (d *devices) MMIOWrite(addr uint32, size int, v uint32) {
	if d.chip != nil && d.chip.alias != nil {
		addr = d.chip.alias(addr)
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
	if d.watch != nil {
		d.watch.registerAccessed(word)
	}
	d.write(word, v)
	if d.watch != nil {
		d.watch.registerWritten(word)
	}
}

// registerWatcher is a host that follows peripheral accesses.
type registerWatcher interface {
	registerAccessed(addr uint32)
	registerWritten(addr uint32)
}

// dataOffset is where a U(S)ART's transmit data register is.
func (c *chip) dataOffset() uint32 {
	if c.usartV1 {
		return 0x04 // DR
	}
	return 0x28 // TDR
}

func (d *devices) isTDR(addr uint32) bool {
	for _, u := range d.chip.uarts {
		if addr == u+d.chip.dataOffset() {
			return true
		}
	}
	return false
}

func (d *devices) write(addr, v uint32) {
	if d.spec.MProfile {
		if d.exc.write(addr, v) {
			return
		}
		switch addr {
		case systCSR:
			d.r.sync()
			d.systRebase()
			d.systCSR = v & 7
			d.systBase = d.r.cycles()
			if v&2 != 0 && d.exc == nil {
				d.r.warn("SysTick interrupt enabled (TICKINT): interrupts are not delivered in function mode, nor in firmware mode on a core model without exceptions")
			}
			d.exc.sysTickChanged()
			return
		case systRVR:
			d.systRVR = v & 0xffffff
			d.exc.sysTickChanged()
			return
		case systCVR:
			// Any write clears the counter and COUNTFLAG.
			d.r.sync()
			d.systVal, d.systBase, d.systSeen = 0, d.r.cycles(), 0
			d.exc.sysTickChanged()
			return
		case scbCCR: // SCB_EnableICache/SCB_EnableDCache (fwcache.go)
			d.regs[addr] = v
			d.setCCR(v)
			return
		case dwtCTRL, dwtCYCCNT, demcr:
			d.r.sync()
			d.cycVal = d.cyccnt()
			d.cycBase = d.r.cycles()
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
		if addr == c.console+c.dataOffset() {
			d.r.emit([]byte{byte(v)})
		}
		d.regs[addr] = v
		if addr == c.flashACR || (c.icacheCR != 0 && addr == c.icacheCR) {
			d.r.sync()
			d.r.setFlash(c.decode(d.regs[c.flashACR], d.regs[c.icacheCR]))
		}
		return
	}
	d.regs[addr] = v
}
