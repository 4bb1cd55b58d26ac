package cores

import (
	"boardless/models"
	"boardless/rvdecode"
)

// rvCounters is what every RISC-V core model counts, and the Core
// methods that only read it, written once for the Hazard3 and the
// QingKe V2 (each embeds it; its pipeline stays its own file).
type rvCounters struct {
	mem           models.Memory
	cycles, insns uint64
	stalls        map[string]uint64
	err           error
}

// newRVCounters starts the counts of a run on mem (zero-wait when nil).
func newRVCounters(mem models.Memory) rvCounters {
	if mem == nil {
		mem = models.ZeroWait{}
	}
	return rvCounters{mem: mem, stalls: map[string]uint64{}}
}

// addStall charges n cycles of stall to why.
func (c *rvCounters) addStall(why string, n uint64) {
	if n == 0 {
		return
	}
	c.cycles += n
	c.stalls[why] += n
}

// Result implements Core.
func (c *rvCounters) Result() models.Result {
	st := make(map[string]uint64, len(c.stalls))
	for k, v := range c.stalls {
		st[k] = v
	}
	return models.Result{Cycles: c.cycles, Instructions: c.insns, Stalls: st, Memory: c.mem.Stats()}
}

// Err implements Core.
func (c *rvCounters) Err() error { return c.err }

// Cycles implements Core.
func (c *rvCounters) Cycles() uint64 { return c.cycles }

// Close implements Core.
func (c *rvCounters) Close() {}

// readRVInst reads the bytes of the instruction at pc: two, or four
// when their low bits say it is a 32-bit one.
func readRVInst(code models.CodeReader, pc uint32) ([]byte, error) {
	b, err := code.ReadMem(pc, 2)
	if err == nil && rvdecode.Length(uint16(b[0])|uint16(b[1])<<8) == 4 {
		b, err = code.ReadMem(pc, 4)
	}
	return b, err
}
