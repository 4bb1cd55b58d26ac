package footprint

import (
	"debug/elf"
	"encoding/binary"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
)

var boards = []struct{ name, core string }{
	{"nucleo-g071rb", "cortex-m0plus"},
	{"nucleo-f091rc", "cortex-m0"},
	{"nucleo-wba52cg", "cortex-m33"},
	{"stm32mp135f-dk", "cortex-a7"},
	{"rpi-pico2-riscv", "hazard3"},
}

func readImage(t *testing.T, board, image string) (*elfimg.Image, string) {
	t.Helper()
	path := kernels.ImagePath("../build", board, image)
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatalf("%v: run 'make kernels' (make test does)", err)
	}
	return img, path
}

// relocGraph reads the kernels' object files and returns, for every
// function and object they define, the symbols its section's relocations
// reference: the call graph and data references as the linker sees them,
// an oracle independent of the disassembly. Local symbols are keyed
// "file:name" (static names repeat across files), global ones by name.
// linkedObjects are the object files the board's sym image was linked
// from, as its link map names them (boards with the same compiler flags
// share one object directory, kernels.mk).
func linkedObjects(t *testing.T, board string) []string {
	t.Helper()
	m, err := os.ReadFile(filepath.Join("../build/kernels", board, "sym.map"))
	if err != nil {
		t.Fatalf("%v: run 'make kernels'", err)
	}
	var objs []string
	for _, line := range strings.Split(string(m), "\n") {
		if o, ok := strings.CutPrefix(line, "LOAD "); ok && strings.HasSuffix(o, ".o") {
			objs = append(objs, filepath.Join("..", o))
		}
	}
	return objs
}

func relocGraph(t *testing.T, board string) map[string][]string {
	t.Helper()
	objs := linkedObjects(t, board)
	if len(objs) == 0 {
		t.Fatalf("no object files for %s: run 'make kernels'", board)
	}
	g := map[string][]string{}
	for _, o := range objs {
		f, err := elf.Open(o)
		if err != nil {
			t.Fatal(err)
		}
		syms, err := f.Symbols()
		if err != nil {
			t.Fatal(err)
		}
		key := func(s elf.Symbol) string {
			if elf.ST_BIND(s.Info) == elf.STB_LOCAL {
				return filepath.Base(o) + ":" + s.Name
			}
			return s.Name
		}
		// The symbol defined in each section (one per section with
		// -ffunction-sections -fdata-sections).
		bySection := map[elf.SectionIndex]string{}
		for _, s := range syms {
			typ := elf.ST_TYPE(s.Info)
			if (typ == elf.STT_FUNC || typ == elf.STT_OBJECT) && s.Section < elf.SHN_LORESERVE {
				bySection[s.Section] = key(s)
			}
		}
		for _, sec := range f.Sections {
			// Arm objects carry REL sections (8-byte entries), RISC-V
			// ones RELA (12 bytes: an addend after the info word).
			prefix, stride := ".rel", 8
			if sec.Type == elf.SHT_RELA {
				prefix, stride = ".rela", 12
			}
			if sec.Type != elf.SHT_REL && sec.Type != elf.SHT_RELA || !strings.HasPrefix(sec.Name, prefix+".text.") &&
				!strings.HasPrefix(sec.Name, prefix+".rodata.") && !strings.HasPrefix(sec.Name, prefix+".data.") &&
				!strings.HasPrefix(sec.Name, prefix+".srodata.") && !strings.HasPrefix(sec.Name, prefix+".sdata.") {
				continue
			}
			owner := bySection[elf.SectionIndex(sec.Info)]
			data, err := sec.Data()
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i+stride <= len(data); i += stride {
				idx := binary.LittleEndian.Uint32(data[i+4:]) >> 8
				if idx == 0 || int(idx) > len(syms) {
					continue
				}
				s := syms[idx-1]
				if strings.HasPrefix(s.Name, ".L") {
					continue // a RISC-V branch's or pc-relative pair's local label, inside the section
				}
				name := key(s)
				if elf.ST_TYPE(s.Info) == elf.STT_SECTION {
					name = bySection[s.Section]
				}
				if name != "" && name != owner {
					g[owner] = append(g[owner], name)
				}
			}
		}
		f.Close()
	}
	return g
}

// reach returns the plain names reachable from root, sorted, without
// duplicates.
func reach(g map[string][]string, root string) []string {
	seen := map[string]bool{root: true}
	work := []string{root}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, m := range g[n] {
			if !seen[m] {
				seen[m] = true
				work = append(work, m)
			}
		}
	}
	var out []string
	for n := range seen {
		_, name, ok := strings.Cut(n, ":")
		if !ok {
			name = n
		}
		out = append(out, name)
	}
	return uniq(out)
}

func uniq(xs []string) []string {
	sort.Strings(xs)
	var out []string
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// TestFootprintAgainstRelocations: the functions and objects that the
// disassembly finds reachable from every kernel symbol are exactly those
// the object files' relocations name, on all four boards (Thumb-1,
// Thumb-2 and A32 code).
func TestFootprintAgainstRelocations(t *testing.T) {
	for _, b := range boards {
		img, _ := readImage(t, b.name, "sym") // the Catalog kernels
		g := relocGraph(t, b.name)
		var syms []string
		for _, sym := range kernels.Symbols(append(kernels.Catalog(64), flows(kernels.Catalog(64))...)) {
			if _, err := img.Lookup(sym); err == nil {
				syms = append(syms, sym)
			}
		}
		fps, err := Of(img, b.core, syms)
		if err != nil {
			t.Fatal(err)
		}
		if len(fps) != len(syms) {
			t.Errorf("%s: %d footprints for %d symbols", b.name, len(fps), len(syms))
		}
		for _, fp := range fps {
			got := uniq(append(append([]string{}, fp.Functions...), fp.Objects...))
			want := reach(g, fp.Symbol)
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s %s:\n disassembly reaches  %v\n relocations reach    %v", b.name, fp.Symbol, got, want)
			}
			sum := 0
			for _, n := range fp.Functions {
				s, _ := img.Lookup(n)
				sum += int(s.Size)
			}
			if sum != fp.CodeBytes || fp.CodeBytes == 0 {
				t.Errorf("%s %s: code %d, sum of function sizes %d", b.name, fp.Symbol, fp.CodeBytes, sum)
			}
		}
	}
}

func flows(ks []kernels.Kernel) []kernels.Kernel {
	var out []kernels.Kernel
	for _, k := range ks {
		if kernels.Bulk(k.Direction) {
			out = append(out, k.Flow(128))
		}
	}
	return out
}

func TestToolchain(t *testing.T) {
	img, path := readImage(t, "nucleo-wba52cg", "sym")
	info, err := ReadImageInfo("sym", path, img, []string{"sha256_fast"})
	if err != nil {
		t.Fatal(err)
	}
	tc := info.Toolchain
	if len(tc.Comment) == 0 || !strings.HasPrefix(tc.Comment[0], "GCC: ") {
		t.Errorf(".comment: %q", tc.Comment)
	}
	if len(tc.Producers) != 1 || !strings.Contains(tc.Producers[0].Producer, "-mcpu=cortex-m33") ||
		strings.Join(tc.Producers[0].Units, ",") != "kernels/src/sha256_fast.c" {
		t.Errorf("producers: %+v", tc.Producers)
	}
	if len(info.SHA256) != 64 {
		t.Errorf("sha256 %q", info.SHA256)
	}
	// A report over both images lists each compiler line once, with the
	// units of both.
	pkImg, pkPath := readImage(t, "nucleo-wba52cg", "pk")
	pk, err := ReadImageInfo("pk", pkPath, pkImg, []string{"x25519_shared_fast"})
	if err != nil {
		t.Fatal(err)
	}
	m := MergeToolchains([]ImageInfo{info, pk})
	if strings.Join(m.Comment, "|") != strings.Join(tc.Comment, "|") || len(m.Producers) != 1 ||
		strings.Join(m.Producers[0].Units, ",") != "kernels/src/sha256_fast.c,kernels/src/x25519.c" {
		t.Errorf("merged toolchain: %+v", m)
	}
}
