// Package firmware runs a whole firmware image on a board from reset
// ("firmware mode"): the Cortex-M vector table (initial SP, reset
// handler) at the flash base, or on the Cortex-A7 the ELF entry in ARM
// state with SP at the top of the data span. It emulates what ordinary
// benchmark firmware touches: SysTick and DWT CYCCNT (M-profile) and
// PMCCNTR (A7) counting simulated cycles, semihosting, the board's
// virtual COM port, and the RCC/PWR/FLASH status bits that clock set-up
// polls. Writes to FLASH_ACR (and the WBA's ICACHE_CR) change the live
// flash model. Every other peripheral register reads back what was last
// written and is counted.
//
// Cycle counters read the core model's running count after draining the
// trace buffer (emu.Machine.Drain). Blocks are traced when they start, so
// a read counts the instructions up to the end of the reading
// instruction's translation block (all but the last, which the model
// retires when the next one arrives): the error of one reading is at most
// the cycles of the instructions that follow it in its block, and the
// difference of two readings made by the same code (the kit's
// read-and-return helpers) carries no error from this.
package firmware

import (
	"errors"
	"fmt"
	"io"
	"time"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
	"boardless/result"
	"boardless/sim"
)

// Options control a firmware run.
type Options struct {
	// Out receives the firmware's output (console U(S)ART and
	// semihosting writes) as it is produced; nil discards it (it is
	// still in Result.Output).
	Out      io.Writer
	Budget   uint64        // instruction budget; 0 means sim.DefaultBudget
	Timeout  time.Duration // wall-clock bound; 0 for none
	MulSmall bool          // M0/M0+ 32-cycle multiplier
	// FlashWS pins the flash wait states, ignoring FLASH_ACR.LATENCY.
	FlashWS *int
}

// cycleCore is a core model that can report its running cycle count.
type cycleCore interface {
	models.Core
	Cycles() uint64
}

type runner struct {
	board    *models.Profile
	img      *elfimg.Image
	opts     Options
	m        *emu.Machine
	core     cycleCore
	mem      *liveMemory
	dev      *devices
	cpu      string
	mprofile bool
	output   []byte
	warnings []string
	warned   map[string]bool
	exited   bool
	exitCode int
	exitBy   string
}

func (r *runner) cycles() uint64 { return r.core.Cycles() }

// sync brings the core model up to the emulator (see the package doc).
func (r *runner) sync() { r.m.Drain() }

func (r *runner) warn(s string) {
	if !r.warned[s] {
		r.warned[s] = true
		r.warnings = append(r.warnings, s)
	}
}

// Run runs img on board from reset until the firmware exits (semihosting
// SYS_EXIT or SYS_EXIT_EXTENDED; on the A7 also a return from the entry
// function), and returns its cycles and output.
func Run(board *models.Profile, img *elfimg.Image, opts Options) (*result.Firmware, error) {
	if board.Kind != "board" {
		return nil, fmt.Errorf("%s is a %s profile, not a board", board.Name, board.Kind)
	}
	cpu, err := sim.CPUFor(board.Core)
	if err != nil {
		return nil, err
	}
	m, err := emu.New(cpu)
	if err != nil {
		return nil, err
	}
	var releases []func()
	defer func() {
		m.Close()
		for _, f := range releases {
			f()
		}
	}()
	m.SetTimeout(opts.Timeout)
	if err := sim.MapBoard(m, board, img); err != nil {
		return nil, err
	}
	r := &runner{board: board, img: img, opts: opts, m: m, cpu: board.Core, mprofile: cpu.MProfile(), warned: map[string]bool{}}
	c := chips[board.Chip]
	r.dev = newDevices(r, c, opts.Out)
	for _, span := range peripheralSpans(cpu) {
		rel, err := m.MapMMIO(span[0], span[1], r.dev)
		if err != nil {
			return nil, fmt.Errorf("board %s: peripherals: %v", board.Name, err)
		}
		releases = append(releases, rel)
	}
	if cpu == emu.CortexM0 {
		if err := m.StrictAlignment(); err != nil {
			return nil, err
		}
	}
	r.mem, err = newLiveMemory(board, opts.FlashWS)
	if err != nil {
		return nil, err
	}
	if c != nil && c.decode != nil {
		r.mem.set(c.decode(c.acrReset, 0))
	}
	for _, rg := range r.mem.DataRanges() {
		if err := m.HookData(rg[0], rg[1]); err != nil {
			return nil, err
		}
	}
	core, closeCore, err := newCore(board, r.mem, m, opts.MulSmall)
	if err != nil {
		return nil, err
	}
	defer closeCore()
	r.core = core
	if cpu == emu.CortexA7 {
		rels, err := r.hookPMCCNTR()
		releases = append(releases, rels...)
		if err != nil {
			return nil, err
		}
	}
	if err := r.run(); err != nil {
		return nil, err
	}
	res := core.Result()
	return &result.Firmware{
		Board: board.Name, Core: board.Core, ClockHz: board.ClockHz,
		Cycles: res.Cycles, Instructions: res.Instructions,
		TimeUS:   float64(res.Cycles) / float64(board.ClockHz) * 1e6,
		ExitCode: r.exitCode, ExitedBy: r.exitBy, Output: string(r.output),
		MemoryModel: r.mem.Name(), Stalls: res.Stalls, MemoryStats: res.Memory,
		Peripherals: r.dev.accesses(), Warnings: r.warnings,
	}, nil
}

// peripheralSpans are the device regions mapped as MMIO: the peripheral
// space of STM32 and STM32MP1 parts, and the M-profile private
// peripheral bus (SysTick, DWT, SCB).
func peripheralSpans(cpu emu.CPU) [][2]uint32 {
	spans := [][2]uint32{{0x40000000, 0x20000000}}
	if cpu.MProfile() {
		spans = append(spans, [2]uint32{0xe0000000, 0x00100000})
	}
	return spans
}

// newCore builds the board's core model as sim does for function calls.
func newCore(board *models.Profile, mem models.Memory, m *emu.Machine, mulSmall bool) (cycleCore, func(), error) {
	switch board.Core {
	case "cortex-m0plus", "cortex-m0":
		if p, ok := board.Params["mul_cycles"]; ok && p.Value == 32 {
			mulSmall = true
		}
		c, err := models.NewARMv6M(board.Core == "cortex-m0plus", mulSmall, mem, m)
		if err != nil {
			return nil, nil, err
		}
		return c, c.Close, nil
	case "cortex-m33":
		c, err := models.NewARMv8M(mem, m, board.Params)
		if err != nil {
			return nil, nil, err
		}
		return c, c.Close, nil
	case "cortex-a7":
		if h, ok := mem.(*liveMemory).cur.(*models.Hierarchy); ok && h.Err() != nil {
			return nil, nil, fmt.Errorf("board %s: memory parameters: %v", board.Name, h.Err())
		}
		c, err := models.NewARMv7A(models.A7ParamsFor(board), mem, m)
		if err != nil {
			return nil, nil, err
		}
		return c, c.Close, nil
	}
	return nil, nil, fmt.Errorf("board %s: no core model for %s", board.Name, board.Core)
}

// returnPage is where the A7 entry function returns to (its LR).
const returnPage = 0x1ff00000

// until is an address firmware never reaches on an M-profile core: the
// run ends through semihosting.
const until = 0xfffffffe

func (r *runner) run() error {
	m := r.m
	var start, stop uint32
	if r.mprofile {
		fl, ok := r.board.FlashRegion()
		if !ok {
			return fmt.Errorf("board %s has no flash for a vector table", r.board.Name)
		}
		vec, err := m.ReadMem(uint32(fl.Base), 8)
		if err != nil {
			return err
		}
		sp := le32(vec)
		reset := le32(vec[4:])
		if reset&1 == 0 || !m.Mapped(reset&^1, 2) {
			return fmt.Errorf("%s: reset vector 0x%08x at 0x%08x is not a Thumb address in the board's memory (is this firmware linked for %s?)", r.img.Name, reset, uint32(fl.Base)+4, r.board.Name)
		}
		m.WriteReg(emu.SP, sp)
		m.WriteReg(emu.LR, 0xffffffff)
		start, stop = reset, until
	} else {
		ram, err := r.board.RAM()
		if err != nil {
			return err
		}
		if err := m.Map(returnPage, 4096, emu.PermRead|emu.PermExec); err != nil {
			return err
		}
		m.WriteMem(returnPage, []byte{0xfe, 0xff, 0xff, 0xea}) // b .
		m.WriteReg(emu.SP, uint32((uint64(ram.Base)+uint64(ram.Size))&^7))
		m.WriteReg(emu.LR, returnPage)
		start, stop = r.img.Entry, returnPage
	}
	budget := r.opts.Budget
	if budget == 0 {
		budget = sim.DefaultBudget
	}
	var total uint64
	for {
		n, err := m.Run(start, stop, budget-total, r.core)
		total += n
		if err == nil {
			// Returned from the A7 entry function: r0 is the exit code.
			r.exited, r.exitCode, r.exitBy = true, int(int32(m.ReadReg(emu.R0))), "return"
			r.core.Finish(returnPage)
			return r.core.Err()
		}
		if cerr := r.core.Err(); cerr != nil {
			return cerr
		}
		var f *emu.Fault
		if !errors.As(err, &f) {
			return err
		}
		next, ok, herr := r.semihost(f)
		if herr != nil {
			return herr
		}
		if !ok {
			return fmt.Errorf("firmware stopped: %s at PC 0x%08x (%s) after %d instructions", f.What(), f.PC, r.img.Symbolize(f.PC), total)
		}
		if r.exited {
			r.core.Finish(next)
			return r.core.Err()
		}
		if total >= budget {
			return fmt.Errorf("instruction budget of %d exhausted (firmware does not exit?)", budget)
		}
		start = next
	}
}

func le32(b []byte) uint32 {
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}
