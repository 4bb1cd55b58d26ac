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
	Board        string            `json:"board"`
	Core         string            `json:"core"`
	ClockHz      uint64            `json:"clock_hz"`
	Function     string            `json:"function"`
	Cycles       uint64            `json:"cycles"`
	Instructions uint64            `json:"instructions"`
	TimeUS       float64           `json:"time_us"`
	StackBytes   uint32            `json:"stack_bytes"`
	Return       uint32            `json:"return"`
	MemoryModel  string            `json:"memory_model"`
	Stalls       map[string]uint64 `json:"stalls"`
	MemoryStats  map[string]uint64 `json:"memory_stats"`
}

// Firmware is a completed firmware run (from the reset vector to its
// exit).
type Firmware struct {
	Board        string            `json:"board"`
	Core         string            `json:"core"`
	ClockHz      uint64            `json:"clock_hz"`
	Cycles       uint64            `json:"cycles"`
	Instructions uint64            `json:"instructions"`
	TimeUS       float64           `json:"time_us"`
	ExitCode     int               `json:"exit_code"`
	ExitedBy     string            `json:"exited_by"` // semihosting SYS_EXIT, SYS_EXIT_EXTENDED, return
	Output       string            `json:"output"`
	MemoryModel  string            `json:"memory_model"`
	Stalls       map[string]uint64 `json:"stalls"`
	MemoryStats  map[string]uint64 `json:"memory_stats"`
	Peripherals  []Access          `json:"peripherals"`
	Warnings     []string          `json:"warnings,omitempty"`
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
