package cores

import (
	"testing"

	"boardless/models"
	"boardless/trace"
)

// excProfiler records what the exception hooks report.
type excProfiler struct {
	total   uint64
	entries [][2]uint32
	stalls  map[uint32]uint64 // exception cycles by pc
}

func (p *excProfiler) Retire(pc, next uint32, cycles uint64) { p.total += cycles }
func (p *excProfiler) Stall(pc uint32, reason string, cycles uint64) {
	p.total += cycles
	if reason == models.StallException || reason == models.StallSleep {
		p.stalls[pc] += cycles
	}
}
func (p *excProfiler) EnterException(from, ret uint32) {
	p.entries = append(p.entries, [2]uint32{from, ret})
}

// excCode: a loop interrupted after its taken BNE, and a handler.
//
//	0: movs r1, #3    2: subs r1, #1    4: bne 2    6: bx lr
//	8: movs r0, #1   10: bx lr          (the handler)
var excCode = []uint16{0x2103, 0x3901, 0xd1fd, 0x4770, 0x2001, 0x4770}

// TestExceptionHooks: on every M model with exceptions, an exception taken after the
// taken BNE retires it as taken (its successor is the return address),
// charges entry and return under "exception" to the handler's first
// instruction and to its BX LR, enters a profiler frame from the BNE,
// and the profiler's cycles still sum to the total; Sleep adds "sleep".
func TestExceptionHooks(t *testing.T) {
	const b = m33Base
	for _, name := range []string{"cortex-m0plus", "cortex-m33", "cortex-m3", "cortex-m4f", "cortex-m7"} {
		t.Run(name, func(t *testing.T) {
			spec, err := models.LookupCore(name)
			if err != nil {
				t.Fatal(err)
			}
			code := newM33Code(b, excCode...)
			core, err := spec.New(models.CoreConfig{Mem: models.ZeroWait{}, Code: code, Params: models.Values{"mul_cycles": 1}})
			if err != nil {
				t.Fatal(err)
			}
			defer core.Close()
			p := &excProfiler{stalls: map[uint32]uint64{}}
			core.(models.Profiled).SetProfiler(p)
			ec := core.(models.ExceptionCore)
			entry := uint64(spec.Exceptions.EntryCycles)
			ex := func(off ...uint32) {
				var ev []trace.Event
				for _, o := range off {
					ev = append(ev, trace.MakeEvent(trace.Exec, b+o, 2)|trace.ThumbBit)
				}
				core.Events(ev)
			}
			ex(0, 2, 4)
			before := core.Cycles()
			ec.EnterException(b+2|1, b+8|1, entry)
			ex(8, 10)
			ec.ReturnException(b+2|1, entry+1)
			ex(2, 4, 6)
			ec.Sleep(100)
			core.Finish(0x1ff00001)
			res := core.Result()
			if got, want := res.Stalls[models.StallException], 2*entry+1; got != want {
				t.Errorf("exception stalls %d, want %d", got, want)
			}
			if res.Stalls[models.StallSleep] != 100 {
				t.Errorf("sleep stalls %d, want 100", res.Stalls[models.StallSleep])
			}
			if len(p.entries) != 1 || p.entries[0] != [2]uint32{b + 4, b + 2} {
				t.Errorf("profiler entries %x, want one from the BNE at +4 returning to +2", p.entries)
			}
			if p.stalls[b+8] != entry || p.stalls[b+10] != entry+1 || p.stalls[b+6] != 100 {
				t.Errorf("exception/sleep cycles by pc %v", p.stalls)
			}
			if p.total != res.Cycles {
				t.Errorf("profiler saw %d cycles, the model counts %d", p.total, res.Cycles)
			}
			// M0+ (§1.2): movs 1, subs 1, bne taken 2, entry 15, movs 1,
			// bx 2, return 16, subs 1, bne not taken 1, bx 2, sleep 100.
			// M3/M4F (F1, branch_refill 1): movs 1, subs 1, bne taken 2,
			// entry 12, movs 1, bx 2, return 13, subs 1, bne 1, bx 2,
			// sleep 100. M7 (M7-U3, MT-E1, MT-E2): 8 instructions in 6
			// issue cycles (movs | subs through the early ALU, the
			// handler's movs and bx pair), 4 mispredicts of 8 (the cold
			// BNE taken, both BX LR, the BNE predicted taken that falls
			// through), 12 + 13 exception, sleep 100.
			want := map[string]uint64{"cortex-m0plus": 142, "cortex-m3": 136, "cortex-m4f": 136, "cortex-m7": 6 + 32 + 25 + 100}
			if w, ok := want[name]; ok && res.Cycles != w {
				t.Errorf("%d cycles, want %d (stalls %v)", res.Cycles, w, res.Stalls)
			}
			if before == 0 || res.Instructions != 8 {
				t.Errorf("%d instructions, want 8", res.Instructions)
			}
		})
	}
}
