package boardless

import (
	"os/exec"
	"strings"
	"testing"
)

// TestLayering pins the data flow of docs/architecture.md: the pure
// packages never reach the cgo emulator, and only sim imports it.
func TestLayering(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command("go", "list", "-deps", "./models", "./report", "./prof", "./calibrate", "./trace", "./elfimg", "./result", "./bench", "./gate", "./kernels").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "boardless/emu" {
			t.Errorf("a pure package reaches boardless/emu:\n%s", out)
		}
	}
	out, err = exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		for _, imp := range f[1:] {
			if imp == "boardless/emu" && f[0] != "boardless/sim" {
				t.Errorf("%s imports boardless/emu; only boardless/sim may", f[0])
			}
		}
	}
}
