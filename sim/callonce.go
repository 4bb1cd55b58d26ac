package sim

import (
	"boardless/elfimg"
	"boardless/emu"
	"boardless/models"
	"boardless/result"
)

// CallOnce opens a session of img on board, places args (32-bit words
// and buffers, as Place does) and calls fn once, cold, then closes the
// session: the one path of every command that times a single call of a
// function (check, sweep, compare). 'run' and 'annotate', which keep the
// session for its profile and output, use Open and Invoke.
func CallOnce(board *models.Profile, img *elfimg.Image, opts Options, fn string, args []Arg) (*result.Call, error) {
	r, err := Resolve(board, opts)
	if err != nil {
		return nil, err
	}
	return r.CallOnce(img, fn, args)
}

// CallOnce is CallOnce on the resolved board.
func (r *Resolved) CallOnce(img *elfimg.Image, fn string, args []Arg) (*result.Call, error) {
	s, err := r.Open(img)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	words, err := s.Place(args)
	if err != nil {
		return nil, err
	}
	return s.Call(fn, words)
}

// Interrupted says the call was stopped from outside (Session.Interrupt,
// Ctrl-C), not by its timeout or a fault of its own.
func (e *CallError) Interrupted() bool {
	return e.Fault != nil && e.Fault.Kind == emu.FaultStopped
}
