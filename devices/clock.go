package devices

import (
	"fmt"
	"strings"
	"sync"

	"boardless/models"
	_ "boardless/models/all"
	"boardless/models/chip"
	"boardless/result"
)

// The core clock of a firmware run, as the chip sets it: the run starts
// at the chip's reset clock (the profile's clock tree, chip.ClockTree)
// and every write to a register the tree reads (RCC, PWR voltage
// scaling, FLASH_ACR) re-evaluates it. The run is split into segments of
// constant clock and wait states; its time is the sum of each segment's
// cycles at its clock. A board whose images are started by a boot loader
// ("entry": "board") or whose chip has one core clock only ("fixed")
// runs at its clock_hz throughout; a chip with no clock tree is refused
// (checkClockTree): its firmware would run at the nominal clock, which
// the chip does not reset to.
//
// The flash must sustain the clock: at every change the LATENCY the
// firmware set is compared with the chip's wait-state table at the
// clock (and the voltage range), and a LATENCY too low, a reserved
// LATENCY, a clock above the range's maximum, a reserved switch value or
// a clock source the board lacks ends the run with an error naming the
// register and what the chip needs: on the chip such firmware reads the
// flash wrongly or does not switch, so no figure of it would be true.

// Clock follows the core clock through a firmware run.
type Clock struct {
	board *models.Profile
	tree  *chip.ClockTree // nil: fixed at the board's clock
	read  func(addr uint32) uint32
	watch map[uint32]bool
	// pinnedWS is the user's --flash-ws or params.flash_wait_states:
	// the flash model's wait states whatever LATENCY says.
	pinnedWS *int
	segs     []result.ClockSegment
	cur      clockSetting
}

// clockSetting is what the registers select at one moment.
type clockSetting struct {
	// core is the core's clock; hclk the AHB clock the flash table is
	// read at (the same but on the H7, core / HPRE).
	core, hclk, sysclk uint64
	source             string
	latency            int
	vrange             string
}

// NewClock starts at the chip's reset clock; read gives a register's
// stored value, pinnedWS the wait states the user fixed (nil: LATENCY's).
func NewClock(board *models.Profile, read func(uint32) uint32, pinnedWS *int) (*Clock, error) {
	c := &Clock{board: board, read: read, pinnedWS: pinnedWS, watch: map[uint32]bool{}}
	if t := chip.ClockOf(board); t != nil && t.Entry != "board" && t.Entry != "fixed" {
		c.tree = t
		for _, a := range t.Registers() {
			c.watch[a] = true
		}
	}
	s, err := c.evaluate()
	if err != nil {
		return nil, fmt.Errorf("board %s: reset clock: %v", board.Name, err)
	}
	c.cur = s
	c.segs = []result.ClockSegment{c.segment(0, s)}
	return c, nil
}

func (c *Clock) segment(from uint64, s clockSetting) result.ClockSegment {
	ws := s.latency
	if c.pinnedWS != nil {
		ws = *c.pinnedWS
	}
	return result.ClockSegment{FromCycle: from, ClockHz: s.core, WaitStates: ws, Source: s.source, VoltageRange: s.vrange}
}

// Watches reports whether a write to addr may change the clock.
func (c *Clock) Watches(addr uint32) bool { return c.watch[addr] }

// Written re-evaluates the clock after a write to a watched register at
// cycle now: a change opens a new segment; a setting the chip cannot
// run is an error.
func (c *Clock) Written(now uint64) error {
	s, err := c.evaluate()
	if err != nil {
		return fmt.Errorf("at cycle %d: %w", now, err)
	}
	if err := c.check(s); err != nil {
		return fmt.Errorf("at cycle %d: %w", now, err)
	}
	if s == c.cur {
		return nil
	}
	c.cur = s
	seg := c.segment(now, s)
	if last := &c.segs[len(c.segs)-1]; last.FromCycle == now {
		*last = seg
	} else {
		c.segs = append(c.segs, seg)
	}
	return nil
}

// evaluate computes the clock the registers select now.
func (c *Clock) evaluate() (clockSetting, error) {
	t := c.tree
	if t == nil {
		hz := c.board.ClockHz
		return clockSetting{core: hz, hclk: hz, sysclk: hz, source: c.fixedSource(), latency: c.board.FlashWaitStates()}, nil
	}
	var s clockSetting
	s.source = t.Sysclk.Select(c.read(uint32(t.Sysclk.Reg)))
	if s.source == "" {
		return s, fmt.Errorf("%s = %d is a reserved value on %s (%s)", t.Sysclk.Name, t.Sysclk.Raw(c.read(uint32(t.Sysclk.Reg))), c.board.Chip, t.Source)
	}
	var err error
	if s.sysclk, err = c.clockOf(s.source, 0); err != nil {
		return s, err
	}
	s.core = s.sysclk
	if cp := t.CorePrescaler; cp != nil {
		div, ok := cp.Value(c.read(uint32(cp.Reg)))
		if !ok {
			return s, fmt.Errorf("%s is a reserved value", cp.Name)
		}
		s.core = s.sysclk / div
	}
	div, ok := t.AHB.Value(c.read(uint32(t.AHB.Reg)))
	if !ok {
		return s, fmt.Errorf("%s is a reserved value", t.AHB.Name)
	}
	s.hclk = s.core / div
	if t.CorePrescaler == nil {
		s.core = s.hclk // the core runs at HCLK
	}
	s.latency = int(t.Latency.Raw(c.read(uint32(t.Latency.Reg))))
	if v := t.Voltage; v != nil {
		if s.vrange = v.Range(c.read(uint32(v.Reg))); s.vrange == "" {
			return s, fmt.Errorf("%s = %d is a reserved value on %s (%s)", v.Name, v.Raw(c.read(uint32(v.Reg))), c.board.Chip, v.Source)
		}
	}
	return s, nil
}

// clockOf is the frequency of a named clock of the tree.
func (c *Clock) clockOf(name string, depth int) (uint64, error) {
	t := c.tree
	if depth > 4 {
		return 0, fmt.Errorf("clock %s: derived too deep (a cycle in the profile?)", name)
	}
	if name == "hse" {
		if t.HSEHz == 0 {
			return 0, fmt.Errorf("the firmware selects the HSE, but board %s feeds none (clock.hse_hz; %s): the chip would not switch", c.board.Name, t.HSESource)
		}
		return t.HSEHz, nil
	}
	if hz, ok := t.Oscillators[name]; ok {
		return hz, nil
	}
	for _, r := range t.Ranged {
		if r.Name == name {
			return c.rangedHz(r)
		}
	}
	for _, d := range t.Derived {
		if d.Name == name {
			in, err := c.clockOf(d.From, depth+1)
			if err != nil {
				return 0, err
			}
			div, ok := d.Div.Value(c.read(uint32(d.Div.Reg)))
			if !ok {
				return 0, fmt.Errorf("%s is a reserved value", d.Div.Name)
			}
			return in / div, nil
		}
	}
	if p := t.PLL; p != nil && p.Name == name {
		return c.pllOut(p, depth)
	}
	return 0, fmt.Errorf("clock %s is not in %s's clock tree", name, c.board.Chip)
}

// rangedHz is the frequency a ranged oscillator's field selects.
func (c *Clock) rangedHz(r chip.RangedClock) (uint64, error) {
	f := r.Range
	if r.Select != nil && r.Select.Raw(c.read(uint32(r.Select.Reg))) == 0 {
		f = *r.Alt
	}
	hz, ok := f.Value(c.read(uint32(f.Reg)))
	if !ok {
		return 0, fmt.Errorf("%s = %d is a reserved value on %s (%s)", f.Name, f.Raw(c.read(uint32(f.Reg))), c.board.Chip, c.tree.Source)
	}
	return hz, nil
}

// fixedSource names where a run without a followed clock tree takes its
// clock from.
func (c *Clock) fixedSource() string {
	if t := chip.ClockOf(c.board); t != nil && t.Entry == "fixed" {
		return "the chip's only core clock"
	}
	return "board clock_hz, set by the boot chain"
}

// pllOut is the PLL's R output: input / pre-divider / M * N / R.
func (c *Clock) pllOut(p *chip.PLL, depth int) (uint64, error) {
	raw := p.Source.Raw(c.read(uint32(p.Source.Reg)))
	in, ok := p.Inputs[fmt.Sprint(raw)]
	if !ok {
		return 0, fmt.Errorf("%s selects the PLL, whose input %s = %d selects no clock (the PLL would not run)", c.tree.Sysclk.Name, p.Source.Name, raw)
	}
	hz, err := c.clockOf(in.Clock, depth+1)
	if err != nil {
		return 0, err
	}
	if in.Div > 1 {
		hz /= in.Div
	}
	field := func(f chip.Field) (uint64, error) {
		if f.Width == 0 {
			return 1, nil
		}
		v, ok := f.Value(c.read(uint32(f.Reg)))
		if !ok {
			return 0, fmt.Errorf("%s = %d is a reserved value (the PLL would not run)", f.Name, f.Raw(c.read(uint32(f.Reg))))
		}
		return v, nil
	}
	m, n, r := uint64(1), uint64(0), uint64(0)
	if !in.NoM {
		if m, err = field(p.M); err != nil {
			return 0, err
		}
	}
	if n, err = field(p.N); err != nil {
		return 0, err
	}
	if r, err = field(p.R); err != nil {
		return 0, err
	}
	out := hz / m * n / r
	if p.MaxHz != 0 && out > p.MaxHz {
		return 0, fmt.Errorf("the PLL output (%s / %d x %d / %d = %s) is above the %s's maximum %s", in.Clock, m, n, r, hzText(out), c.board.Chip, hzText(p.MaxHz))
	}
	return out, nil
}

// check refuses a setting the chip cannot run: a reserved LATENCY, a
// clock above the voltage range's maximum, or a LATENCY below what the
// clock needs.
func (c *Clock) check(s clockSetting) error {
	t := c.tree
	if t == nil {
		return nil
	}
	if s.latency > t.LatencyMax {
		return Sourced(t.Source, "%s = %d: %s has LATENCY 0..%d, other values are reserved: write one of 0..%d", t.Latency.Name, s.latency, c.board.Chip, t.LatencyMax, t.LatencyMax)
	}
	hz, by := s.hclk, "HCLK"
	if t.WaitBy == "sysclk" {
		hz, by = s.sysclk, "SYSCLK"
	}
	table := chip.WaitTable(c.board, s.vrange)
	if len(table) == 0 {
		return nil
	}
	in := ""
	if s.vrange != "" {
		in = " in voltage " + s.vrange
	}
	if top := table[len(table)-1].MaxHz; hz > top {
		return Sourced(c.sourceOfTable(s.vrange), "%s %s (from %s) is above %s's maximum %s%s: raise the voltage range first", by, hzText(hz), s.source, c.board.Chip, hzText(top), in)
	}
	if need := models.WaitStatesFor(table, hz); s.latency < need {
		return Sourced(c.sourceOfTable(s.vrange), "%s = %d with %s at %s (from %s)%s: %s needs LATENCY >= %d (the flash would return wrong data): set it before raising the clock",
			t.Latency.Name, s.latency, by, hzText(hz), s.source, in, c.board.Chip, need)
	}
	return nil
}

func (c *Clock) sourceOfTable(vrange string) string {
	if v := c.tree.Voltage; v != nil && vrange != v.MainRange {
		return v.Source
	}
	return c.board.Flash.Source
}

// TimeUS integrates the run's time over the segments, total being the
// run's cycles.
func (c *Clock) TimeUS(total uint64) float64 {
	var us float64
	for i, s := range c.segs {
		end := total
		if i+1 < len(c.segs) {
			end = c.segs[i+1].FromCycle
		}
		if end > s.FromCycle && s.ClockHz > 0 {
			us += float64(end-s.FromCycle) / float64(s.ClockHz) * 1e6
		}
	}
	return us
}

// Final is the clock at the end of the run.
func (c *Clock) Final() uint64 { return c.segs[len(c.segs)-1].ClockHz }

// CoreHz is the core clock now.
func (c *Clock) CoreHz() uint64 { return c.cur.core }

// Segments are the run's stretches of constant clock and wait states.
func (c *Clock) Segments() []result.ClockSegment { return c.segs }

func hzText(hz uint64) string { return fmt.Sprintf("%g MHz", float64(hz)/1e6) }

// RCCBlock is another chip's RCC: where it is and whose it is.
type RCCBlock struct {
	base, size uint32
	chip       string
}

var (
	rccOnce   sync.Once
	rccBlocks []RCCBlock
	rccMProf  map[string]bool
	// rccSharers: the other chips with their RCC at the same address.
	rccSharers = map[string][]string{}
)

// ForeignRCC lists the RCC blocks of the other built-in chips of the same
// profile (M or A) whose clock trees name one, where this chip has no RCC:
// firmware that touches one is built for that chip (the G0 kit on the
// WBA writes RCC at 0x40021000, where the WBA has none; its RCC is at
// 0x46020C00). Only chips with a clock tree take part, so a chip whose
// peripherals are not described here is never refused by this check.
func ForeignRCC(board *models.Profile, mprofile bool) []RCCBlock {
	rccOnce.Do(func() {
		rccMProf = map[string]bool{}
		seen := map[string]bool{}
		for _, b := range models.Boards() {
			t := chip.ClockOf(b)
			if t == nil || t.RCC == 0 || seen[b.Chip] {
				continue
			}
			seen[b.Chip] = true
			spec, err := models.LookupCore(b.Core)
			if err != nil {
				continue
			}
			rccMProf[b.Chip] = spec.MProfile
			rccBlocks = append(rccBlocks, RCCBlock{uint32(t.RCC), uint32(max(t.RCCSize, 1024)), b.Chip})
		}
		// Chips that share an RCC address are named together.
		for i := range rccBlocks {
			for j := range rccBlocks {
				if i != j && rccBlocks[i].base == rccBlocks[j].base && rccMProf[rccBlocks[i].chip] == rccMProf[rccBlocks[j].chip] {
					rccSharers[rccBlocks[i].chip] = append(rccSharers[rccBlocks[i].chip], rccBlocks[j].chip)
				}
			}
		}
	})
	own := chip.ClockOf(board)
	var out []RCCBlock
	for _, blk := range rccBlocks {
		if blk.chip == board.Chip || rccMProf[blk.chip] != mprofile {
			continue
		}
		if own != nil && own.RCC != 0 && uint32(own.RCC) < blk.base+blk.size && blk.base < uint32(own.RCC)+uint32(max(own.RCCSize, 1024)) {
			continue // the same place on this chip: its own RCC
		}
		if own != nil && occupied(own.Occupied, blk) {
			continue // one of this chip's own peripherals
		}
		out = append(out, blk)
	}
	return out
}

// occupied reports whether blk overlaps one of the spans.
func occupied(spans []models.Span, blk RCCBlock) bool {
	for _, s := range spans {
		if uint64(s.Base) < uint64(blk.base)+uint64(blk.size) && uint64(blk.base) < uint64(s.Base)+uint64(s.Size) {
			return true
		}
	}
	return false
}

// WrongChip reports an access to another chip's RCC.
func WrongChip(blocks []RCCBlock, board *models.Profile, img string, addr uint32) error {
	for _, b := range blocks {
		if addr >= b.base && addr < b.base+b.size {
			own := "none described"
			if c := chip.ClockOf(board); c != nil && c.RCC != 0 {
				own = fmt.Sprintf("0x%08x", uint32(c.RCC))
			}
			chips := strings.Join(append([]string{b.chip}, rccSharers[b.chip]...), " and ")
			return fmt.Errorf("%s accesses 0x%08x, the RCC of %s, which %s does not have there (its RCC: %s): the firmware is built for another chip", img, addr, chips, board.Chip, own)
		}
	}
	return nil
}

// SourcedError is a setting the chip cannot run, said in one line: the
// fact and the fix. Source is the documents the rule rests on (manual
// sections, tables), which the command line prints under --verbose
// rather than in the one-line error.
type SourcedError struct {
	Msg    string
	Source string
}

func (e *SourcedError) Error() string { return e.Msg }

// Sourced is a SourcedError with a formatted message.
func Sourced(source, format string, a ...any) error {
	return &SourcedError{Msg: fmt.Sprintf(format, a...), Source: source}
}
