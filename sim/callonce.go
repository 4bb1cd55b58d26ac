package sim

import (
	"context"
	"encoding/base64"
	"sync"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
	"boardless/result"
)

// Call is one call of a function as a command asks for it: what to
// call with what, and what the command does around the call on the
// session CallOnce opens for it.
type Call struct {
	Fn   string
	Args []Arg
	// Spec, when not nil, calls as 'run' and 'annotate' do (Invoke):
	// typed arguments by the procedure-call standard, the return value,
	// repeated calls and buffers read back, and the run's record
	// (Outcome.Run). Nil passes 32-bit words and buffers (Place) and
	// calls once (Session.Call), as check, sweep and compare do.
	Spec *CallSpec
	// Prepare, when not nil, is called on the open session before the
	// call: attaching a profiler (--top, --html, annotate), looking up
	// what the output will show. Its error is CallOnce's.
	Prepare func(*Session) error
	// Stop, when not nil, interrupts the call when it is cancelled
	// (Ctrl-C): the call then fails with a CallError whose Interrupted
	// is true and which carries the figures up to the stop.
	Stop context.Context
	// Inspect, when not nil, is called before the session closes, with
	// the outcome or the call's error: what a command reads of the
	// session after the call (its code for a listing or a page, the
	// registers after a fault). A non-nil error it returns is CallOnce's.
	Inspect func(s *Session, out *Outcome, err error) error
}

// CallOnce opens a session of img on board, places the arguments and
// calls the function once (c.Spec's repeats included), then closes the
// session: the one path of every command that times a call of a
// function (run, annotate, check, sweep, compare).
func CallOnce(board *models.Profile, img *elfimg.Image, opts Options, c Call) (*Outcome, error) {
	r, err := Resolve(board, opts)
	if err != nil {
		return nil, err
	}
	return r.CallOnce(img, c)
}

// CallOnce is CallOnce on the resolved board.
func (r *Resolved) CallOnce(img *elfimg.Image, c Call) (*Outcome, error) {
	s, err := r.Open(img)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	if c.Prepare != nil {
		if err := c.Prepare(s); err != nil {
			return nil, err
		}
	}
	if c.Stop != nil {
		defer whenCancelled(c.Stop, s.Interrupt)()
	}
	out, err := s.callAs(c)
	if c.Inspect != nil {
		if ierr := c.Inspect(s, out, err); ierr != nil {
			return nil, ierr
		}
	}
	if err != nil {
		return nil, err
	}
	return out, nil
}

// callAs makes the call as c.Spec says: typed (Invoke, with the run's
// record) or with words (Place and Call).
func (s *Session) callAs(c Call) (*Outcome, error) {
	if c.Spec == nil {
		words, err := s.Place(c.Args)
		if err != nil {
			return nil, err
		}
		res, err := s.Call(c.Fn, words)
		if err != nil {
			return nil, err
		}
		return &Outcome{First: res}, nil
	}
	out, err := s.Invoke(c.Fn, c.Args, *c.Spec)
	if err != nil {
		return nil, err
	}
	out.Run = s.record(out, *c.Spec)
	return out, nil
}

// record is the one record of a run that its table, its JSON and its
// page are rendered from: the first reported call with its typed
// return (JSON "return"; the raw register is "r0"), what ran before it,
// the repeated calls, the buffers read back (in base64; a command that
// writes one to a file names the file instead) and the program's
// output.
func (s *Session) record(out *Outcome, spec CallSpec) *result.Run {
	r := &result.Run{Call: out.First, Output: string(s.Output()), Warnings: s.Warnings()}
	if in := s.Init(); in != nil && len(in.Functions) > 0 {
		r.Init = in
	}
	if len(out.Cycles) > 1 || spec.Warmup > 0 {
		r.Repeat = &result.Repeat{Warmup: spec.Warmup, Cycles: out.Cycles, Steady: out.Steady}
	}
	for _, n := range spec.Dump {
		b := out.Dumps[n]
		r.Dumps = append(r.Dumps, result.Dump{Arg: n, Bytes: len(b), Data: b, Base64: base64.StdEncoding.EncodeToString(b)})
	}
	return r
}

// whenCancelled calls stop once if ctx is cancelled before the returned
// release is called; release waits for a stop in progress, so that the
// session is not closed under it.
func whenCancelled(ctx context.Context, stop func()) (release func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		select {
		case <-ctx.Done():
			stop()
		case <-done:
		}
	}()
	return func() {
		close(done)
		wg.Wait()
	}
}

// Interrupted says the call was stopped from outside (Session.Interrupt,
// Ctrl-C), not by its timeout or a fault of its own.
func (e *CallError) Interrupted() bool {
	return e.Fault != nil && e.Fault.Kind == emu.FaultStopped
}
