// Package kitbuild builds the calibration kit image for tests: it runs
// `make -f calibrate/kit/kit.mk kit` at the repository root (a no-op when
// the images are up to date). The cross toolchain is required: a missing
// one fails the test with how to install it (internal/armbuild), it does
// not skip.
package kitbuild

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"boardless/internal/armbuild"
)

// Boards are the boards the kit is built for.
var Boards = []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk"}

var (
	once     sync.Once
	buildErr string
)

// Root returns the repository root (the directory holding go.mod).
func Root(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("repository root (go.mod) not found")
		}
		dir = parent
	}
}

// Image builds the kit (once per test binary) and returns the path of the
// board's kit.elf.
func Image(t testing.TB, board string) string {
	t.Helper()
	armbuild.Require(t)
	root := Root(t)
	once.Do(func() {
		cmd := exec.Command("make", "--no-print-directory", "-f", "calibrate/kit/kit.mk", "kit")
		cmd.Dir = root
		if b, err := cmd.CombinedOutput(); err != nil {
			buildErr = "make -f calibrate/kit/kit.mk kit: " + err.Error() + "\n" + string(b)
		}
	})
	if buildErr != "" {
		t.Fatal(buildErr)
	}
	return filepath.Join(root, "build", "kit", board, "kit.elf")
}
