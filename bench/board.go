package bench

import (
	"context"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
)

// BoardRun is a resolved board as a Runner and its cache see it: the
// profile with its what-ifs applied, every model parameter, and the
// options that change results but are in neither.
type BoardRun struct {
	Board          *models.Profile
	Params         []models.ParamValue
	Budget         uint64   // instructions per call
	Init           []string // set-up functions run before the first call (--init)
	CodeIn, DataIn string   // the code and data placements (--code-in, --data-in)
}

// Key is the result-cache key part of the board run: BoardKey, and the
// code and data placements, which are in neither the profile nor the
// parameters.
func (b BoardRun) Key() (string, error) {
	key, err := BoardKey(b.Board, b.Params, b.Budget, b.Init)
	if err != nil {
		return key, err
	}
	if b.CodeIn != "" {
		key += "+code-in=" + b.CodeIn
	}
	if b.DataIn != "" {
		key += "+data-in=" + b.DataIn
	}
	return key, nil
}

// NewRunner is a runner of kernels on the board run whose sessions open
// (the caller's simulator: bench does not link the emulator) opens.
func NewRunner[S Session](b BoardRun, imgs Images, open func(*elfimg.Image) (S, error)) (Runner, error) {
	key, err := b.Key()
	if err != nil {
		return Runner{}, err
	}
	openSession := func(img *elfimg.Image) (Session, error) {
		s, err := open(img)
		if err != nil {
			return nil, err // not a non-nil interface holding a nil S
		}
		return s, nil
	}
	return Runner{Board: b.Board, Images: imgs, Open: openSession, BoardKey: key}, nil
}

// Bench runs ks on the runner (kernel i seeded by seeds(i)), sets each
// row's footprint and gives the board's report, of the boardless
// version and the shard (nil: every kernel). A cancelled ctx gives no
// report and no error: the caller says what was not written.
func (r *Runner) Bench(ctx context.Context, ks []kernels.Kernel, seeds func(i int) uint64, version string, shard *Shard) (*Report, error) {
	rows, err := r.Run(ctx, ks, seeds)
	if err != nil || ctx.Err() != nil {
		return nil, err
	}
	if err := r.Images.SetFootprints(r.Board.Core, rows); err != nil {
		return nil, err
	}
	b := r.Board
	return &Report{Board: b.Name, Core: b.Core, ClockHz: b.ClockHz, MemoryModel: MemoryModel(rows),
		Version: version, Shard: shard, Results: rows}, nil
}
