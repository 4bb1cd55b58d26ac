package gate

// Mismatch is a board of a baseline recorded with other options than
// the run's: Was and Now are the settings that differ (DiffOptions).
type Mismatch struct{ Was, Now string }

// ForRun is the baseline of board to compare a run made with options
// against: the recorded one, or an empty one when the board has none.
// When the recorded options differ the comparison means nothing: with
// update the board's entries are to be replaced (an empty board, and
// the mismatch to say so); without, it is the mismatch and no board.
func (b *Baseline) ForRun(board string, options map[string]string, update bool) (*Board, *Mismatch) {
	bb := b.Boards[board]
	if bb == nil {
		return &Board{}, nil
	}
	was, now := DiffOptions(bb.Options, options)
	switch {
	case was == "":
		return bb, nil
	case !update:
		return nil, &Mismatch{was, now}
	}
	return &Board{}, &Mismatch{was, now}
}

// Update records entries, run with options, as board's and gives the
// baseline's bytes.
func (b *Baseline) Update(board string, bb *Board, options map[string]string, entries []Entry) ([]byte, error) {
	bb.Record(options, entries)
	b.Boards[board] = bb
	return b.Encode()
}
