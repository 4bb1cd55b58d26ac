package chip

import (
	"errors"
	"fmt"
	"sort"
	"strconv"

	"boardless/models"
)

// ClockTree is a chip's clock tree as firmware mode follows it: what the
// core runs at after reset, and how the RCC registers the firmware
// writes select and derive the core clock (HCLK) from the oscillators.
// It is data, from the chip's reference manual (each chip JSON cites its
// sections); sim evaluates it after every write to a register it names.
//
// The core clock is HCLK = SYSCLK / AHB prescaler, SYSCLK being the
// clock the switch (SW) selects: an oscillator, a divided oscillator
// (Derived, e.g. the G0's HSISYS = HSI16 / HSIDIV) or the PLL's R output:
//
//	PLL R = input / M * N / R,   input = the clock PLLSRC selects / its pre-divider
type ClockTree struct {
	Source string `json:"source,omitempty"`
	// Entry says where a firmware run starts: "reset" (default) at the
	// reset clock, following the RCC writes; "board" at the board's
	// clock_hz, set by a boot loader that started the image (the
	// STM32MP135's bare-metal images, started from U-Boot), with no RCC
	// writes followed; "fixed" at the board's clock_hz because the chip
	// has no other core clock (the nRF52840's 64 MHz HCLK), Source
	// saying so. A chip with no clock tree at all is refused in firmware
	// mode (sim), never run at its nominal clock.
	Entry string `json:"entry,omitempty"`
	Note  string `json:"note,omitempty"`
	// RCC is the base of the chip's RCC block, RCCSize its size: an
	// image that touches another chip's RCC is built for that chip.
	RCC     models.Hex  `json:"rcc,omitempty"`
	RCCSize models.Size `json:"rcc_size,omitempty"`
	// Occupied are this chip's own peripheral blocks where other built-in
	// chips have their RCC (the F4's and F7's GPIOE at 0x40021000, the
	// G0's RCC): an access there is never taken for another chip's RCC.
	Occupied []models.Span `json:"occupied,omitempty"`
	// Oscillators are the internal clocks, in Hz by name ("hsi16").
	Oscillators map[string]uint64 `json:"oscillators,omitempty"`
	// HSEHz is the external clock the board feeds (a crystal, or the
	// ST-LINK's MCO); 0 or absent: the board has none. Its name in the
	// sources is "hse".
	HSEHz     uint64 `json:"hse_hz,omitempty"`
	HSESource string `json:"hse_source,omitempty"`
	// Derived are clocks divided from another one by a register field.
	Derived []DerivedClock `json:"derived,omitempty"`
	// Ranged are oscillators whose frequency a register field selects
	// from a table (the L4's and U5's MSI range).
	Ranged []RangedClock `json:"ranged,omitempty"`
	PLL    *PLL          `json:"pll,omitempty"`
	// Sysclk is the system clock switch (RCC SW): the field and the
	// clock each value selects; a value not listed is reserved.
	Sysclk Mux `json:"sysclk"`
	// AHB is the AHB prescaler (HPRE): HCLK = SYSCLK / its value.
	AHB Field `json:"ahb_prescaler"`
	// CorePrescaler, when set, divides SYSCLK for the core before the
	// AHB prescaler (the H7's RCC_D1CFGR.D1CPRE: core = SYSCLK / D1CPRE,
	// HCLK = core / HPRE); absent, the core runs at HCLK.
	CorePrescaler *Field `json:"core_prescaler,omitempty"`
	// WaitTable, when set, is the table LATENCY is checked against in
	// place of the flash section's (the H7's flash section is indexed by
	// the core clock for function mode; the chip's own table is by HCLK).
	WaitTable []models.WaitStep `json:"wait_table,omitempty"`
	// Voltage is the regulator's voltage scaling, when the chip has it:
	// the wait states the flash needs depend on the range.
	Voltage *Voltage `json:"voltage,omitempty"`
	// Latency is FLASH_ACR.LATENCY; LatencyMax the largest value the
	// chip defines (larger ones are reserved).
	Latency    Field `json:"latency"`
	LatencyMax int   `json:"latency_max"`
	// WaitBy is the clock the wait-state table is read at: "hclk"
	// (default) or "sysclk" (the STM32F0, RM0091 §3.5.1 FLASH_ACR).
	WaitBy string `json:"wait_by,omitempty"`
}

// Field is a register field: Width bits at Shift of the register at Reg.
// Its value is the raw field plus Add, or 2^raw (Pow2), or Table[raw]
// (0 in a table: reserved); Max caps it (the F0's PLLMUL 1111 is x16).
type Field struct {
	Name  string     `json:"name,omitempty"` // e.g. RCC_CFGR.SW, for messages
	Reg   models.Hex `json:"reg"`
	Shift uint       `json:"shift"`
	Width uint       `json:"width"`
	Add   int64      `json:"add,omitempty"`
	Pow2  bool       `json:"pow2,omitempty"`
	Table []uint64   `json:"table,omitempty"`
	Max   uint64     `json:"max,omitempty"`
}

// Raw is the field's bits in the register value v.
func (f Field) Raw(v uint32) uint32 { return v >> f.Shift & (1<<f.Width - 1) }

// Value is the field's value from the register value v; ok false for a
// reserved encoding.
func (f Field) Value(v uint32) (uint64, bool) {
	raw := f.Raw(v)
	var x uint64
	switch {
	case f.Table != nil:
		x = f.Table[raw]
		if x == 0 {
			return 0, false
		}
	case f.Pow2:
		x = 1 << raw
	default:
		s := int64(raw) + f.Add
		if s <= 0 {
			return 0, false
		}
		x = uint64(s)
	}
	if f.Max != 0 && x > f.Max {
		x = f.Max
	}
	return x, true
}

// Mux selects a clock by a field's raw value (decimal keys).
type Mux struct {
	Field
	Sources map[string]string `json:"sources"`
}

// Select names the clock the register value v selects ("" reserved).
func (m Mux) Select(v uint32) string { return m.Sources[strconv.Itoa(int(m.Raw(v)))] }

// RangedClock is an oscillator whose frequency, in Hz, is Range's table
// entry; when Select is given and its raw value is 0, Alt's entry
// instead (the L4's RCC_CR.MSIRGSEL: 0 takes the standby range of
// RCC_CSR.MSISRANGE).
type RangedClock struct {
	Name   string `json:"name"`
	Range  Field  `json:"range"`
	Select *Field `json:"select,omitempty"`
	Alt    *Field `json:"alt,omitempty"`
}

// DerivedClock is From divided by the value of Div.
type DerivedClock struct {
	Name string `json:"name"`
	From string `json:"from"`
	Div  Field  `json:"div"`
}

// PLL is the main PLL: Name is how the switch's sources call its R
// output. Source selects an input (raw value, decimal, to PLLInput); M
// divides the input (a zero-width field: no divider), N multiplies, R
// divides the VCO.
type PLL struct {
	Name   string              `json:"name"`
	Source Field               `json:"source_field"`
	Inputs map[string]PLLInput `json:"inputs"`
	M      Field               `json:"m"`
	N      Field               `json:"n"`
	R      Field               `json:"r"`
	// MaxHz is the largest R output the chip allows (0: no check).
	MaxHz uint64 `json:"max_hz,omitempty"`
}

// PLLInput is one PLL source: a clock, divided by Div (default 1) and
// then by M unless NoM (the F0's HSI/2 input bypasses PREDIV).
type PLLInput struct {
	Clock string `json:"clock"`
	Div   uint64 `json:"div,omitempty"`
	NoM   bool   `json:"no_m,omitempty"`
}

// Voltage is the voltage scaling field and, per range, the flash
// wait-state table; MainRange is the range the profile's
// flash.wait_table is for (function mode's table).
type Voltage struct {
	Field
	Ranges    map[string]string            `json:"ranges"`
	MainRange string                       `json:"main_range"`
	Tables    map[string][]models.WaitStep `json:"tables,omitempty"`
	Source    string                       `json:"source,omitempty"`
}

// Range names the voltage range of the register value v ("" reserved).
func (vs *Voltage) Range(v uint32) string { return vs.Ranges[strconv.Itoa(int(vs.Raw(v)))] }

// WaitTable is the flash wait-state table of a voltage range.
func WaitTable(p *models.Profile, rng string) []models.WaitStep {
	if c := ClockOf(p); c != nil && c.Voltage != nil && rng != c.Voltage.MainRange {
		if t, ok := c.Voltage.Tables[rng]; ok {
			return t
		}
	}
	if c := ClockOf(p); c != nil && c.WaitTable != nil {
		return c.WaitTable
	}
	if p.Flash == nil {
		return nil
	}
	return p.Flash.WaitTable
}

// Registers lists the addresses of the registers the tree reads.
func (c *ClockTree) Registers() []uint32 {
	seen := map[uint32]bool{}
	add := func(f Field) {
		if f.Width != 0 {
			seen[uint32(f.Reg)] = true
		}
	}
	add(c.Sysclk.Field)
	add(c.AHB)
	add(c.Latency)
	for _, d := range c.Derived {
		add(d.Div)
	}
	for _, r := range c.Ranged {
		add(r.Range)
		for _, f := range []*Field{r.Select, r.Alt} {
			if f != nil {
				add(*f)
			}
		}
	}
	if c.CorePrescaler != nil {
		add(*c.CorePrescaler)
	}
	if p := c.PLL; p != nil {
		for _, f := range []Field{p.Source, p.M, p.N, p.R} {
			add(f)
		}
	}
	if c.Voltage != nil {
		add(c.Voltage.Field)
	}
	out := make([]uint32, 0, len(seen))
	for a := range seen {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// validateClock checks the clock tree's own consistency: fields inside a
// register, tables as long as their field has values, every source a
// clock the tree defines.
func validateClock(p *models.Profile) error {
	c := ClockOf(p)
	if c == nil {
		return nil
	}
	switch c.Entry {
	case "", "reset":
	case "board":
		return nil
	case "fixed":
		if c.Source == "" {
			return errors.New("clock.source: a fixed clock says where the chip documents it")
		}
		return nil
	default:
		return fmt.Errorf("clock.entry: %q is not reset, board or fixed", c.Entry)
	}
	switch c.WaitBy {
	case "", "hclk", "sysclk":
	default:
		return fmt.Errorf("clock.wait_by: %q is not hclk or sysclk", c.WaitBy)
	}
	known := map[string]bool{"hse": true}
	for n := range c.Oscillators {
		known[n] = true
	}
	check := func(where string, f Field, required bool) error {
		if f.Width == 0 {
			if required {
				return fmt.Errorf("clock.%s: missing", where)
			}
			return nil
		}
		if f.Shift+f.Width > 32 {
			return fmt.Errorf("clock.%s: bits %d..%d beyond 32", where, f.Shift, f.Shift+f.Width-1)
		}
		if f.Table != nil && len(f.Table) != 1<<f.Width {
			return fmt.Errorf("clock.%s.table: %d entries for a %d-bit field (want %d)", where, len(f.Table), f.Width, 1<<f.Width)
		}
		return nil
	}
	for i, r := range c.Ranged {
		if err := check(fmt.Sprintf("ranged[%d].range", i), r.Range, true); err != nil {
			return err
		}
		if r.Range.Table == nil {
			return fmt.Errorf("clock.ranged[%d].range.table: missing (the frequency of each value, in Hz)", i)
		}
		if (r.Select == nil) != (r.Alt == nil) {
			return fmt.Errorf("clock.ranged[%d]: select and alt go together", i)
		}
		if r.Alt != nil && r.Alt.Table == nil {
			return fmt.Errorf("clock.ranged[%d].alt.table: missing", i)
		}
		known[r.Name] = true
	}
	for i, d := range c.Derived {
		if !known[d.From] {
			return fmt.Errorf("clock.derived[%d].from: %q is no clock of the tree", i, d.From)
		}
		if err := check(fmt.Sprintf("derived[%d].div", i), d.Div, true); err != nil {
			return err
		}
		known[d.Name] = true
	}
	if pl := c.PLL; pl != nil {
		for k, in := range pl.Inputs {
			if !known[in.Clock] {
				return fmt.Errorf("clock.pll.inputs[%s].clock: %q is no clock of the tree", k, in.Clock)
			}
		}
		for _, f := range []struct {
			n   string
			f   Field
			req bool
		}{{"source_field", pl.Source, true}, {"m", pl.M, false}, {"n", pl.N, true}, {"r", pl.R, true}} {
			if err := check("pll."+f.n, f.f, f.req); err != nil {
				return err
			}
		}
		known[pl.Name] = true
	}
	if err := check("sysclk", c.Sysclk.Field, true); err != nil {
		return err
	}
	for k, s := range c.Sysclk.Sources {
		if !known[s] {
			return fmt.Errorf("clock.sysclk.sources[%s]: %q is no clock of the tree", k, s)
		}
	}
	if err := check("ahb_prescaler", c.AHB, true); err != nil {
		return err
	}
	if c.CorePrescaler != nil {
		if err := check("core_prescaler", *c.CorePrescaler, true); err != nil {
			return err
		}
	}
	if err := check("latency", c.Latency, true); err != nil {
		return err
	}
	if v := c.Voltage; v != nil {
		if err := check("voltage", v.Field, true); err != nil {
			return err
		}
	}
	return nil
}
