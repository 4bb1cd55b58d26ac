package armbuild

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// writeProgram writes main.c (including prog.h) and link.ld into a new
// directory and returns the compile arguments, the output path and the
// directory.
func writeProgram(t *testing.T, header, script string) ([]string, string, string) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range map[string]string{
		"main.c":  "#include \"prog.h\"\nint main(void) { return VALUE; }\n",
		"prog.h":  header,
		"link.ld": script,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(dir, "main.elf")
	args := []string{"-O2", "-mcpu=cortex-m0plus", "-mthumb", "-nostdlib", "-T", filepath.Join(dir, "link.ld"),
		"-o", out, filepath.Join(dir, "main.c")}
	return args, out, dir
}

const script = "SECTIONS { .text 0x08000000 : { *(.text*) } }\n"

func key(t *testing.T, args []string, out string) string {
	t.Helper()
	k, ok := cacheKey(CC, args, out)
	if !ok {
		t.Fatalf("no key for %v", args)
	}
	return k
}

// TestCacheKeyFollowsInputs: the key is the same for the same program
// in another directory, and changes with an included header, a flag and
// the linker script; an input it cannot account for gives no key.
func TestCacheKeyFollowsInputs(t *testing.T) {
	Require(t)
	args, out, _ := writeProgram(t, "#define VALUE 1\n", script)
	k := key(t, args, out)
	if args2, out2, _ := writeProgram(t, "#define VALUE 1\n", script); key(t, args2, out2) != k {
		t.Error("the same program in another directory has another key")
	}
	if args2, out2, _ := writeProgram(t, "#define VALUE 2\n", script); key(t, args2, out2) == k {
		t.Error("a change of an included header kept the key")
	}
	if args2, out2, _ := writeProgram(t, "#define VALUE 1\n", script+"/* changed */\n"); key(t, args2, out2) == k {
		t.Error("a change of the linker script kept the key")
	}
	flagged := append([]string{"-DOTHER"}, args...)
	if key(t, flagged, out) == k {
		t.Error("another flag kept the key")
	}
	if _, ok := cacheKey(CC, append(args, "extra.o"), out); ok {
		t.Error("an object file input got a key")
	}
	if _, ok := cacheKey(CC, append([]string{"-I", "dir"}, args...), out); ok {
		t.Error("a flag with a separate value got a key")
	}
	asm := filepath.Join(t.TempDir(), "blob.S")
	if err := os.WriteFile(asm, []byte(".incbin \"blob.bin\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := cacheKey(CC, []string{"-c", "-o", out, asm}, out); ok {
		t.Error("a source with .incbin got a key")
	}
}

// TestExecUsesCache: the second build of a program is the cache's copy
// (a cache entry altered on purpose comes back), and with the cache off
// the compiler runs.
func TestExecUsesCache(t *testing.T) {
	Require(t)
	t.Setenv("BOARDLESS_ARMBUILD_CACHE", t.TempDir())
	args, out, _ := writeProgram(t, "#define VALUE 3\n", script)
	Exec(t, CC, args, out)
	built, err := os.ReadFile(out)
	if err != nil || !bytes.HasPrefix(built, []byte("\x7fELF")) {
		t.Fatalf("first build: %v", err)
	}
	entry := filepath.Join(os.Getenv("BOARDLESS_ARMBUILD_CACHE"), key(t, args, out))
	if err := os.WriteFile(entry, []byte("from the cache"), 0o644); err != nil {
		t.Fatal(err)
	}
	args2, out2, _ := writeProgram(t, "#define VALUE 3\n", script)
	Exec(t, CC, args2, out2)
	if got, _ := os.ReadFile(out2); string(got) != "from the cache" {
		t.Errorf("second build: %d bytes, not the cache's entry", len(got))
	}
	t.Setenv("BOARDLESS_ARMBUILD_CACHE", "off")
	args3, out3, _ := writeProgram(t, "#define VALUE 3\n", script)
	Exec(t, CC, args3, out3)
	if got, _ := os.ReadFile(out3); !bytes.Equal(got[:4], built[:4]) {
		t.Errorf("with the cache off: %q, want a fresh ELF", got[:min(len(got), 16)])
	}
}
