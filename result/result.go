// Package result holds what a completed run measured: the figures that
// sim produces and that bench, gate, calibrate and report consume. It is
// pure data, so that the packages downstream of the simulator never link
// the emulator.
package result

import "fmt"

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

func (a Access) String() string {
	return fmt.Sprintf("0x%08x reads %d writes %d last 0x%08x", a.Addr, a.Reads, a.Writes, a.Last)
}
