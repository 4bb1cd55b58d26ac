package bench

import (
	"errors"
	"testing"

	"boardless/elfimg"
	"boardless/models"
	"boardless/sim"
)

// TestBoardRunKey: the placements are part of the key (they are in
// neither the profile nor the parameters), and the key is BoardKey's
// without them.
func TestBoardRunKey(t *testing.T) {
	b, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(nil)
	if err != nil {
		t.Fatal(err)
	}
	base := BoardRun{Board: b, Params: ps, Budget: 1000}
	plain, err := base.Key()
	want, _ := BoardKey(b, ps, 1000, nil)
	if err != nil || plain != want {
		t.Fatalf("key %q %v, want BoardKey's %q", plain, err, want)
	}
	seen := map[string]bool{plain: true}
	for _, r := range []BoardRun{
		{Board: b, Params: ps, Budget: 1000, CodeIn: "sram"},
		{Board: b, Params: ps, Budget: 1000, DataIn: "sram"},
		{Board: b, Params: ps, Budget: 2000},
		{Board: b, Params: ps, Budget: 1000, Init: []string{"setup"}},
	} {
		k, err := r.Key()
		if err != nil || seen[k] {
			t.Errorf("%+v: key %q %v is another run's", r, k, err)
		}
		seen[k] = true
	}
}

// TestNewRunnerOpenError: a failed open is a nil Session, not an
// interface holding a nil *sim.Session.
func TestNewRunnerOpenError(t *testing.T) {
	b, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	fail := errors.New("no")
	r, err := NewRunner(BoardRun{Board: b, Budget: 1}, Images{}, func(*elfimg.Image) (*sim.Session, error) { return nil, fail })
	if err != nil {
		t.Fatal(err)
	}
	s, err := r.Open(nil)
	if err != fail || s != nil {
		t.Errorf("Open: %v, %v; want nil and the open's error", s, err)
	}
	if r.Board != b || r.BoardKey == "" {
		t.Errorf("runner %+v", r)
	}
}
