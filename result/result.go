// Package result holds what a completed run measured: the figures that
// sim produces and that bench, gate, calibrate and report consume. It is
// pure data, so that the packages downstream of the simulator never link
// the emulator.
package result

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Call is one completed, timed function call.
type Call struct {
	Board        string  `json:"board"`
	Core         string  `json:"core"`
	ClockHz      uint64  `json:"clock_hz"`
	Function     string  `json:"function"`
	Cycles       uint64  `json:"cycles"`
	Instructions uint64  `json:"instructions"`
	TimeUS       float64 `json:"time_us"`
	StackBytes   uint32  `json:"stack_bytes"`
	// R0 is the first result register at the return (r0 on Arm, a0 on
	// RISC-V), whatever the function's type: for a float or double
	// returned in s0/d0 (hard float) it is not the value; Return is. The
	// JSON names it after its register (ResultRegister; SetR0 sets both).
	R0 uint32 `json:"-"`
	ResultRegister
	// Return is the return value read as its type says (--ret, else the
	// DWARF prototype, else i32); nil for a call made without a type (a
	// kernel's, sim's Session.Call).
	Return      *Value            `json:"return,omitempty"`
	MemoryModel string            `json:"memory_model"`
	Stalls      map[string]uint64 `json:"stalls"`
	MemoryStats map[string]uint64 `json:"memory_stats"`
	// EnergyUJ is the datasheet-typical energy estimate in µJ (the
	// chip's typical run current at the clock, times its supply voltage,
	// times the time); nil, and absent from the JSON, when there is none,
	// with EnergyNote saying why (no datasheet current, a clock outside
	// its table). Never 0 for "unknown".
	EnergyUJ   *float64 `json:"energy_uj,omitempty"`
	EnergyNote string   `json:"energy_note,omitempty"`
}

// ResultRegister is Call.R0 in the JSON under the register's name: "r0"
// for an Arm core, "a0" for a RISC-V one, whose x10 an "r0" would
// misname; the other is absent. Arm JSON keeps its "r0", 0 included.
type ResultRegister struct {
	ArmR0   *uint32 `json:"r0,omitempty"`
	RISCVA0 *uint32 `json:"a0,omitempty"`
}

// SetR0 sets R0 and its JSON field: a0 when riscv, else r0.
func (c *Call) SetR0(v uint32, riscv bool) {
	c.R0 = v
	if riscv {
		c.ResultRegister = ResultRegister{RISCVA0: &v}
	} else {
		c.ResultRegister = ResultRegister{ArmR0: &v}
	}
}

// Value is a value of a C type as a function returned it.
type Value struct {
	Type string `json:"type"` // i32, u32, i64, u64, f32, f64 or void
	// Value is an int64, uint64 or float64; a float that JSON cannot
	// hold (NaN, ±Inf) is its name as a string; nil for void.
	Value any `json:"value"`
}

func (v Value) String() string {
	switch x := v.Value.(type) {
	case nil:
		return "void"
	case float64:
		return fmt.Sprintf("%g (%s)", x, v.Type)
	default:
		return fmt.Sprintf("%v (%s)", x, v.Type)
	}
}

// Run is everything 'boardless run' reports of one function: the first
// reported call with its typed return, what ran before it, the repeated
// calls, the buffers read back, the program's output. The table, the
// JSON and the HTML page of a run are all rendered from one Run, so
// they cannot disagree.
type Run struct {
	*Call
	Init     *Init    `json:"init,omitempty"`
	Repeat   *Repeat  `json:"repeat,omitempty"`
	Dumps    []Dump   `json:"dumps,omitempty"`
	Output   string   `json:"output,omitempty"` // what the program wrote through semihosting
	Warnings []string `json:"warnings,omitempty"`
}

// Init is what ran before the first call of a session: the
// constructors of .preinit_array and .init_array, rdimon's
// initialise_monitor_handles, --init functions. Its cycles are not part
// of any call's.
type Init struct {
	Functions    []string `json:"functions"`
	Cycles       uint64   `json:"cycles"`
	Instructions uint64   `json:"instructions"`
}

// Repeat is a run of several calls in one session (--repeat, --warmup).
type Repeat struct {
	Warmup int      `json:"warmup"`
	Cycles []uint64 `json:"cycles"` // every reported call, the first cold unless warmed up
	Steady *Steady  `json:"steady,omitempty"`
}

// Steady is the spread of the repeated calls after the first.
type Steady struct {
	Calls  int    `json:"calls"`
	Min    uint64 `json:"min_cycles"`
	Median uint64 `json:"median_cycles"`
	Max    uint64 `json:"max_cycles"`
}

// Dump is an argument's buffer read back after the call: in the JSON
// as base64, or written to File.
type Dump struct {
	Arg    int    `json:"arg"`
	Bytes  int    `json:"bytes"`
	Base64 string `json:"base64,omitempty"`
	File   string `json:"file,omitempty"`
	Data   []byte `json:"-"`
}

// Firmware is a firmware run from the reset vector to where it stopped:
// its exit, or (StoppedBy) a stop the user asked for or a bound; Partial
// says the figures cover only part of the program.
type Firmware struct {
	Board        string  `json:"board"`
	Core         string  `json:"core"`
	ClockHz      uint64  `json:"clock_hz"`
	Cycles       uint64  `json:"cycles"`
	Instructions uint64  `json:"instructions"`
	TimeUS       float64 `json:"time_us"`
	ExitCode     int     `json:"exit_code"`
	ExitedBy     string  `json:"exited_by"` // semihosting SYS_EXIT, SYS_EXIT_EXTENDED, return
	// StoppedBy is why the run ended: "exit" (the firmware's own, see
	// ExitedBy), "until SYMBOL", "max-cycles", "budget", "timeout",
	// "interrupted", or the core going idle for good ("idle loop at
	// SYMBOL", "sleep at SYMBOL ...", "system reset requested ...");
	// Partial is true for "max-cycles", "budget", "timeout" and
	// "interrupted".
	StoppedBy string `json:"stopped_by"`
	Partial   bool   `json:"partial"`
	// ClockSegments are the stretches of constant core clock and flash
	// wait states, in order; TimeUS is the sum of their cycles at their
	// clocks, ClockHz the clock at the end.
	ClockSegments []ClockSegment    `json:"clock_segments"`
	Output        string            `json:"output"`
	MemoryModel   string            `json:"memory_model"`
	Stalls        map[string]uint64 `json:"stalls"`
	MemoryStats   map[string]uint64 `json:"memory_stats"`
	Peripherals   []Access          `json:"peripherals"`
	Warnings      []string          `json:"warnings,omitempty"`
	// EnergyUJ and EnergyNote are as Call's: the whole run's
	// datasheet-typical estimate, summed over the clock segments.
	EnergyUJ   *float64 `json:"energy_uj,omitempty"`
	EnergyNote string   `json:"energy_note,omitempty"`
	// Idle splits a run that ended in its idle steady state (StoppedBy
	// "idle steady state at SYMBOL ..."): Cycles and TimeUS above cover
	// the whole run, Idle the part from the idle loop's first entry.
	Idle *IdleSpan `json:"idle,omitempty"`
}

// IdleSpan is a firmware run's idle stretch: from cycle FromCycle (the
// idle loop's first entry, reached after TimeToIdleUS) to the run's
// end, Cycles and TimeUS long, in which Interrupts were taken and only
// their handlers ran besides the loop.
type IdleSpan struct {
	FromCycle    uint64  `json:"cycles_to_idle"`
	TimeToIdleUS float64 `json:"time_to_idle_us"`
	Cycles       uint64  `json:"idle_cycles"`
	TimeUS       float64 `json:"idle_time_us"`
	Interrupts   int     `json:"interrupts"`
}

// ClockSegment is a stretch of a firmware run from cycle FromCycle (to
// the next segment's) at one core clock and flash wait states.
type ClockSegment struct {
	FromCycle    uint64 `json:"from_cycle"`
	ClockHz      uint64 `json:"clock_hz"`
	WaitStates   int    `json:"wait_states"`
	Source       string `json:"source"` // the clock SYSCLK comes from, as the chip's profile names it
	VoltageRange string `json:"voltage_range,omitempty"`
}

// Access counts a firmware's accesses to one peripheral register.
type Access struct {
	Addr   uint32 `json:"addr"`
	Reads  uint64 `json:"reads"`
	Writes uint64 `json:"writes"`
	Last   uint32 `json:"last_written"`
}

// MarshalJSON writes the register address in hex, as the reference
// manuals give it.
func (a Access) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Addr   string `json:"addr"`
		Reads  uint64 `json:"reads"`
		Writes uint64 `json:"writes"`
		Last   string `json:"last_written"`
	}{fmt.Sprintf("0x%08x", a.Addr), a.Reads, a.Writes, fmt.Sprintf("0x%08x", a.Last)})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Access) UnmarshalJSON(b []byte) error {
	var v struct {
		Addr   string `json:"addr"`
		Reads  uint64 `json:"reads"`
		Writes uint64 `json:"writes"`
		Last   string `json:"last_written"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	addr, err := strconv.ParseUint(v.Addr, 0, 32)
	if err != nil {
		return fmt.Errorf("peripheral address %q: %v", v.Addr, err)
	}
	last, err := strconv.ParseUint(v.Last, 0, 32)
	if err != nil {
		return fmt.Errorf("last written value %q: %v", v.Last, err)
	}
	*a = Access{Addr: uint32(addr), Reads: v.Reads, Writes: v.Writes, Last: uint32(last)}
	return nil
}

func (a Access) String() string {
	return fmt.Sprintf("0x%08x reads %d writes %d last 0x%08x", a.Addr, a.Reads, a.Writes, a.Last)
}
