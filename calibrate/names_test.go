package calibrate

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"boardless/models"
)

// TestFitNames: --fit's list is checked against the board's fittable
// parameters; a mistake in it is a NameError naming what may be fitted.
func TestFitNames(t *testing.T) {
	board, err := models.LoadProfile("nucleo-wba52cg")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := FitNames(board, ""); !slices.Equal(got, DefaultFit(board)) || len(got) == 0 {
		t.Errorf("default: %v, want the core's %v", got, DefaultFit(board))
	}
	if got, err := FitNames(board, " div_cycles, ,simd_latency"); err != nil || !slices.Equal(got, []string{"div_cycles", "simd_latency"}) {
		t.Errorf("a list: %v %v", got, err)
	}
	for _, tt := range []struct{ fit, want string }{
		{"nope", "--fit nope: not a fittable parameter of nucleo-wba52cg"},
		{"div_cycles,div_cycles", "--fit div_cycles: named twice"},
		{",", "name at least one of"},
	} {
		_, err := FitNames(board, tt.fit)
		var ne *NameError
		if !errors.As(err, &ne) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("--fit %q: %v, want a NameError with %q", tt.fit, err, tt.want)
		}
	}
}

// TestWriteProfile: a profile that does not load back is refused as a
// bug after writing.
func TestWriteProfile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	if err := WriteProfile(good, []byte(`{"name": "mine", "kind": "board", "inherits": "nucleo-g071rb"}`)); err != nil {
		t.Errorf("a loadable profile: %v", err)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := WriteProfile(bad, []byte(`{"name": "mine", "inherits": "no-such-board"}`)); err == nil || !strings.Contains(err.Error(), "does not load (a bug)") {
		t.Errorf("a profile that does not load: %v", err)
	}
	if _, err := os.Stat(bad); err != nil {
		t.Errorf("the file is not written: %v", err)
	}
}

// TestReadMeasured: a file that does not open is an *fs.PathError; a
// CSV is read.
func TestReadMeasured(t *testing.T) {
	board, err := models.LoadProfile("nucleo-g071rb")
	if err != nil {
		t.Fatal(err)
	}
	_, err = ReadMeasured(filepath.Join(t.TempDir(), "none.csv"), board)
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		t.Errorf("a missing file: %v, want a PathError", err)
	}
	p := filepath.Join(t.TempDir(), "m.csv")
	if err := os.WriteFile(p, []byte("# kit\nname,cycles\nloop,1200\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	meas, err := ReadMeasured(p, board)
	if err != nil || len(meas) != 1 || meas[0].Name != "loop" {
		t.Errorf("a CSV: %+v %v", meas, err)
	}
}
