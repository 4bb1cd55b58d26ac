package main

import (
	"strings"
	"testing"
)

// TestCH32V003Kernels: on the CH32V003, whose 16 KB of flash holds part
// of the sym image, bench runs the kernels it holds and verifies them;
// selecting only kernels left out is a command-line error (exit 2, one
// line) that says why; a message whose buffers exceed the 2 KB of SRAM
// is refused with that reason, no figure.
func TestCH32V003Kernels(t *testing.T) {
	if !fileExists("../../build/kernels/ch32v003-evt/sym.elf") {
		t.Fatal("../../build/kernels/ch32v003-evt/sym.elf missing: run 'make kernels' (make test does)")
	}
	base := []string{"bench", "--board", "ch32v003-evt", "--build-dir", "../../build"}
	code, out, errs := run(t, append(base, "--bytes", "256", "--kernels", "^(sha256-small|md5)-")...)
	if code != 0 || !strings.Contains(out, "sha256-small-256") || !strings.Contains(out, "md5-256") || strings.Contains(out, "FAILED") {
		t.Errorf("bench sha256-small, md5: exit %d\n%s%s", code, out, errs)
	}
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--bytes", "256", "--kernels", "^sha1-"}, 2, "16 KB of flash"},
		{[]string{"--bytes", "256", "--kernels", "^sha256-fast-"}, 2, "is not in ch32v003-evt's kernel image"},
		{[]string{"--bytes", "1024", "--kernels", "^aes128-cbc-enc-small-"}, 1, "do not fit in ch32v003-evt's RAM"},
		{[]string{"--out", t.TempDir()}, 2, "seed-style report runs every kernel family, but"},
	} {
		code, _, errs := run(t, append(base, tt.args...)...)
		if code != tt.code || !strings.Contains(errs, tt.want) || strings.Count(strings.TrimSpace(errs), "\n") > 0 && tt.code == 2 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d with %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}
