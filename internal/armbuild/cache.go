package armbuild

// The build cache: a test program is compiled once per distinct input,
// as Go's build cache does for Go code. The tests build the same few
// hundred small C, C++ and assembly programs on every run; the cross
// compiler, assembler and linker were two fifths of the CPU time of the
// tests outside the kernels package.
//
// The key is everything the output depends on:
//   - the toolchain: the driver's --version and the size and time of
//     its binary and of the C, C++ and libgcc libraries it links
//     (a newlib or GCC upgrade misses);
//   - the command line, with the output path left out and each input
//     path replaced by what it holds: a source file (.c, .cpp, .S) by
//     its preprocessed text (gcc -E with the same flags, so every header
//     it includes counts), a linker script (-T) by its bytes.
// A command the key cannot account for (an argument that names a file
// of another kind, a linker script that includes another, a source the
// assembler reads other files for with .include or .incbin) is run
// without the cache.
//
// The cache is build/testcache/armbuild below the repository root (make
// clean removes it; a fresh clone starts cold); BOARDLESS_ARMBUILD_CACHE
// names another directory, or "off" turns it off. The debug information
// of a cached program names the temporary directory of the run that
// built it.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Exec runs the toolchain command cc args, which writes the file out,
// through the cache. It fails the test when the command fails.
func Exec(t testing.TB, cc string, args []string, out string) {
	t.Helper()
	dir := cacheDir()
	key, ok := "", dir != ""
	if ok {
		key, ok = cacheKey(cc, args, out)
	}
	if ok && copyFile(filepath.Join(dir, key), out) == nil {
		return
	}
	if b, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", cc, strings.Join(args, " "), err, b)
	}
	if ok {
		store(dir, key, out) // best effort: a failed store only costs the next run a build
	}
}

// cacheDir is the cache's directory, made if need be ("" when off or
// when there is no repository root to put it under).
func cacheDir() string {
	dir := os.Getenv("BOARDLESS_ARMBUILD_CACHE")
	switch dir {
	case "off":
		return ""
	case "":
		root, err := repoRoot()
		if err != nil {
			return ""
		}
		dir = filepath.Join(root, "build", "testcache", "armbuild")
	}
	if os.MkdirAll(dir, 0o755) != nil {
		return ""
	}
	return dir
}

func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}

// cacheKey is the key of the command, and false when the command names
// an input the key cannot account for.
func cacheKey(cc string, args []string, out string) (string, bool) {
	id, err := toolchainID(cc)
	if err != nil {
		return "", false
	}
	h := sha256.New()
	fmt.Fprintf(h, "armbuild 1\n%s\n%s\n", cc, id)
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-o" && i+1 < len(args) && args[i+1] == out:
			i++
			fmt.Fprintln(h, "-o OUT")
		case a == "-T" && i+1 < len(args):
			i++
			if !hashScript(h, args[i]) {
				return "", false
			}
		case strings.HasPrefix(a, "-Wl,-T,") || strings.HasPrefix(a, "-Wl,-T="):
			if !hashScript(h, a[len("-Wl,-T,"):]) {
				return "", false
			}
		case strings.HasPrefix(a, "-"):
			fmt.Fprintln(h, a)
		case isSource(a):
			text, err := preprocess(cc, args, a)
			if err != nil || bytes.Contains(text, []byte(".include")) || bytes.Contains(text, []byte(".incbin")) {
				return "", false // the assembler reads files the preprocessor did not
			}
			fmt.Fprintf(h, "source %s %d\n", filepath.Ext(a), len(text))
			h.Write(text)
		default:
			return "", false // an object, an archive, a flag's separate value: not accounted for
		}
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

func isSource(a string) bool {
	switch filepath.Ext(a) {
	case ".c", ".cpp", ".S":
		return true
	}
	return false
}

// hashScript adds a linker script's bytes; one that includes another
// file is not accounted for.
func hashScript(h io.Writer, path string) bool {
	b, err := os.ReadFile(path)
	if err != nil || bytes.Contains(b, []byte("INCLUDE")) {
		return false
	}
	fmt.Fprintf(h, "script %d\n", len(b))
	h.Write(b)
	return true
}

// preprocess runs the command's compiler flags over src with -E: the
// text the compiler proper sees, every header included. Line markers
// name the source's path, which differs from run to run when it lies
// in a temporary directory: -P leaves them out.
func preprocess(cc string, args []string, src string) ([]byte, error) {
	pre := []string{"-E", "-P"}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-o" || a == "-T":
			i++
		case strings.HasPrefix(a, "-Wl,"), a == "-c", a == "-g", strings.HasPrefix(a, "--specs="),
			a == "-nostdlib", a == "-nostartfiles":
		case strings.HasPrefix(a, "-"):
			pre = append(pre, a)
		}
	}
	return exec.Command(cc, append(pre, src)...).Output()
}

var (
	toolchainMu  sync.Mutex
	toolchainIDs = map[string]string{}
)

// toolchainID names the toolchain behind the driver cc, once per process.
func toolchainID(cc string) (string, error) {
	toolchainMu.Lock()
	defer toolchainMu.Unlock()
	if id, ok := toolchainIDs[cc]; ok {
		return id, nil
	}
	v, err := exec.Command(cc, "--version").Output()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.Write(v)
	path, err := exec.LookPath(cc)
	if err != nil {
		return "", err
	}
	files := []string{path}
	for _, q := range []string{"-print-libgcc-file-name", "-print-file-name=libc.a", "-print-file-name=libstdc++.a",
		"-print-file-name=libnosys.a", "-print-file-name=librdimon.a"} {
		if o, err := exec.Command(cc, q).Output(); err == nil {
			files = append(files, strings.TrimSpace(string(o)))
		}
	}
	for _, f := range files {
		if st, err := os.Stat(f); err == nil {
			fmt.Fprintf(&b, "%s %d %d\n", f, st.Size(), st.ModTime().UnixNano())
		}
	}
	toolchainIDs[cc] = b.String()
	return b.String(), nil
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}

// store puts out into the cache under key, through a temporary name and
// a rename, so that a parallel test never reads half a file.
func store(dir, key, out string) {
	b, err := os.ReadFile(out)
	if err != nil {
		return
	}
	f, err := os.CreateTemp(dir, key+".tmp*")
	if err != nil {
		return
	}
	_, werr := f.Write(b)
	cerr := f.Close()
	if werr != nil || cerr != nil || os.Rename(f.Name(), filepath.Join(dir, key)) != nil {
		os.Remove(f.Name())
	}
}
