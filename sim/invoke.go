package sim

import (
	"fmt"
	"slices"

	"boardless/elfimg"
	"boardless/models"
	"boardless/result"
)

// CallSpec says how Invoke calls a function.
type CallSpec struct {
	// Ret is the return type: i32, u32, i64, u64, f32, f64 or void; ""
	// takes it from the DWARF prototype, else i32.
	Ret string
	// Warmup calls are made first and not reported.
	Warmup int
	// Repeat is the number of reported calls (0 counts as 1). With
	// Warmup or Repeat, caches, flash buffers and the heap keep their
	// state from call to call; a single call is as cold as Call's.
	Repeat int
	// Dump lists the arguments (from 0) whose buffers are read back
	// after the first reported call.
	Dump []int
}

// Outcome is what Invoke measured.
type Outcome struct {
	// First is the first reported call; with Warmup 0 it is cold.
	First *result.Call
	Value Value
	// Cycles lists every reported call's cycles, in order.
	Cycles []uint64
	// Steady is the steady state over the reported calls after the
	// first (nil with fewer than two).
	Steady *Steady
	// Dumps are the buffers of CallSpec.Dump, by argument.
	Dumps map[int][]byte
	// Prototype is the function's signature from DWARF (nil without).
	Prototype *elfimg.Prototype
	// Run is the run's record (CallOnce with a CallSpec; nil from
	// Invoke itself).
	Run *result.Run
}

// Steady is the spread of the repeated calls after the first.
type Steady = result.Steady

// Invoke calls fn with typed arguments as the procedure-call standard
// of the image (Tag_ABI_VFP_args) passes them, after the constructors,
// and reads its return value as spec.Ret (or its DWARF prototype) says.
func (s *Session) Invoke(fn string, args []Arg, spec CallSpec) (*Outcome, error) {
	sym, err := s.entrySymbol(fn)
	if err != nil {
		return nil, &InputError{err} // a name or address the image or board lacks
	}
	if err := s.checkEntry(sym); err != nil {
		return nil, &InputError{err}
	}
	var proto *elfimg.Prototype
	if p, ok := s.Image.Prototype(sym.Name, sym.Addr); ok {
		proto = &p
	}
	ret, err := s.returnType(fn, spec.Ret, proto)
	if err != nil {
		return nil, &InputError{err}
	}
	for _, n := range spec.Dump {
		if n < 0 || n >= len(args) || !args[n].IsBuf {
			return nil, &InputError{fmt.Errorf("--dump %d: argument %d (counted from 0) is not a buffer (buf:N, rand:N, hex:, file:)", n, n)}
		}
	}
	if err := s.initialise(); err != nil {
		return nil, err
	}
	words, err := s.placeAll(args)
	if err != nil {
		return nil, err
	}
	pa, err := classify(fn, args, words, proto)
	if err != nil {
		return nil, &InputError{err}
	}
	fr := s.layoutFor(pa)
	out := &Outcome{Prototype: proto, Dumps: map[int][]byte{}}
	reported := max(spec.Repeat, 1)
	var mem models.Memory // nil: a cold memory model, as Call's
	if spec.Warmup > 0 || reported > 1 {
		if mem, err = s.newMemory(); err != nil {
			return nil, err
		}
	}
	for i := range spec.Warmup + reported {
		first := i == spec.Warmup
		if err := s.restore(args, words); err != nil {
			return nil, err
		}
		run, err := s.execute(fn, entryOf(sym), fr, mem, callHow{profile: first, cyclesOnly: !first})
		if err != nil {
			if spec.Warmup+reported > 1 {
				return nil, fmt.Errorf("call %d of %d: %w", i+1, spec.Warmup+reported, err)
			}
			return nil, err
		}
		if i < spec.Warmup {
			continue
		}
		out.Cycles = append(out.Cycles, run.res.Cycles)
		if first {
			out.First = s.result(fn, run)
			out.Value = readValue(ret, run, s.hardFloat())
			out.First.Return = &out.Value
			for _, n := range spec.Dump {
				b, err := s.m.ReadMem(words[n], len(args[n].Data))
				if err != nil {
					return nil, err
				}
				out.Dumps[n] = b
			}
		}
	}
	out.Steady = steady(out.Cycles[1:])
	return out, nil
}

// InputError is a call the user asked for wrongly: arguments that do
// not fit the function's prototype, code for another core. The command
// line reports it as a mistake in its input (exit status 2).
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// returnType is --ret, or the DWARF prototype's, or i32.
func (s *Session) returnType(fn, ret string, proto *elfimg.Prototype) (string, error) {
	if err := CheckRet(ret); err != nil {
		return "", err
	}
	if ret != "" {
		return ret, nil
	}
	if proto == nil {
		return "i32", nil
	}
	t, err := retType(proto.Return)
	if err != nil {
		return "", fmt.Errorf("%s %v, or give --ret", fn, err)
	}
	return t, nil
}

// placeAll allocates the buffers of args and returns, per argument,
// its buffer's address (0 for a scalar).
func (s *Session) placeAll(args []Arg) ([]uint32, error) {
	words := make([]uint32, len(args))
	for i, a := range args {
		if !a.IsBuf {
			continue
		}
		addr, err := s.Alloc(a.Data)
		if err != nil {
			return nil, fmt.Errorf("--arg %q: %w", a.Spec, err)
		}
		words[i] = addr
	}
	return words, nil
}

// restore writes the buffers' contents again before a repeated call,
// so that every call sees the same input (writing memory from outside
// changes no cache or buffer of the models).
func (s *Session) restore(args []Arg, words []uint32) error {
	for i, a := range args {
		if a.IsBuf {
			if err := s.m.WriteMem(words[i], a.Data); err != nil {
				return err
			}
		}
	}
	return nil
}

func steady(cycles []uint64) *Steady {
	if len(cycles) == 0 {
		return nil
	}
	c := slices.Clone(cycles)
	slices.Sort(c)
	return &Steady{Calls: len(c), Min: c[0], Median: c[len(c)/2], Max: c[len(c)-1]}
}

// hardFloat reports whether the image passes floating-point values in
// VFP registers.
func (s *Session) hardFloat() bool { return s.Image.Attrs.HardFloat() }
