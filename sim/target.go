package sim

import "boardless/result"

// The methods that make a Session a kernels.Target. Package kernels
// names only that interface, so that what merely lists kernels (the
// report) does not link the emulator.

// CallBudget is Call with an instruction budget of at least budget for
// this one call: a kernel known to run long (RSA signing) raises the
// session's budget, and never lowers it.
func (s *Session) CallBudget(fn string, args []uint32, budget uint64) (*result.Call, error) {
	cur := s.Opts.Budget
	if cur == 0 {
		cur = DefaultBudget
	}
	if budget > cur {
		defer func(b uint64) { s.Opts.Budget = b }(s.Opts.Budget)
		s.Opts.Budget = budget
	}
	return s.Call(fn, args)
}

// ReadMem reads n bytes of the board's memory at addr, e.g. a buffer a
// call wrote.
func (s *Session) ReadMem(addr uint32, n int) ([]byte, error) { return s.m.ReadMem(addr, n) }
