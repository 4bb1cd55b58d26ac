package rvdecode

import (
	"fmt"
	"regexp"
	"strings"
)

// ExtFloat stands for the floating-point extensions (F, D, Q and G,
// which includes F and D): the decoder has no rows for them and no core
// here implements them, so an image that needs them is refused by every
// core's ISA.
const ExtFloat Ext = 1 << 31

// ISAAll is every extension the decoder decodes, on the 32 registers of
// RV32I: what a disassembler that is not a core's uses (code of an RV32E
// core decodes the same without ExtE's register check).
const ISAAll = ExtI | ExtM | ExtA | ExtC | ExtZicsr | ExtZifencei |
	ExtZba | ExtZbb | ExtZbs | ExtZbkb | ExtZcb | ExtZcmp

// extByName maps the extension names of an ISA string (a -march value or
// an ELF's Tag_RISCV_arch) to the decoder's. zca is C without floating
// point; zmmul is M's multiplications.
var extByName = map[string]Ext{
	"i": ExtI, "e": ExtI | ExtE, "m": ExtM, "zmmul": ExtM, "a": ExtA,
	"c": ExtC, "zca": ExtC, "zicsr": ExtZicsr, "zifencei": ExtZifencei,
	"zba": ExtZba, "zbb": ExtZbb, "zbs": ExtZbs, "zbkb": ExtZbkb,
	"zcb": ExtZcb, "zcmp": ExtZcmp,
	"f": ExtFloat, "d": ExtFloat, "q": ExtFloat, "g": ExtFloat,
}

// isaVersion is an extension's version suffix in Tag_RISCV_arch
// ("i2p1", "zicsr2p0", "m2"); zcmp keeps its p.
var isaVersion = regexp.MustCompile(`[0-9]+(p[0-9]+)?$`)

// ParseISA reads an RV32 ISA string, as GCC's -march takes it
// ("rv32ec_zicsr") or as an ELF's Tag_RISCV_arch records it
// ("rv32e2p0_c2p0_zicsr2p0"): the single-letter extensions after "rv32"
// (the first is the base, i or e), then the multi-letter ones separated
// by underscores. It returns the extensions the decoder knows and the
// names it does not (vendor x..., supervisor s..., and extensions
// without a row here): a core's own ISA string must have none, an
// image's unknown ones are not checked (the core model still refuses an
// instruction it lacks).
func ParseISA(isa string) (ext Ext, unknown []string, err error) {
	rest, ok := strings.CutPrefix(strings.ToLower(isa), "rv32")
	if !ok || rest == "" || rest[0] != 'i' && rest[0] != 'e' && rest[0] != 'g' {
		return 0, nil, fmt.Errorf("ISA %q: not rv32 followed by the base i, e or g", isa)
	}
	for _, name := range splitISA(rest) {
		if e, known := extByName[name]; known {
			ext |= e
		} else {
			unknown = append(unknown, name)
		}
	}
	return ext | ExtI, unknown, nil
}

// splitISA lists the extension names of an ISA string after "rv32": the
// letters of its first part one by one (and of any later part that is
// not a z, s or x extension, which is how a Tag_RISCV_arch writes
// "i2p1_m2p0_a2p1"), then the multi-letter names, versions dropped.
func splitISA(rest string) []string {
	var out []string
	for k, part := range strings.Split(rest, "_") {
		name := isaVersion.ReplaceAllString(part, "")
		if name == "" {
			continue
		}
		if k > 0 && strings.ContainsRune("zsx", rune(name[0])) {
			out = append(out, name)
			continue
		}
		out = append(out, splitLetters(name)...)
	}
	return out
}

// splitLetters splits a run of single-letter extensions ("imac"), each
// maybe with a version ("i2p1m2p0").
func splitLetters(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' || s[i] == 'p' && i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
			continue // a version's digits and its "p"
		}
		out = append(out, string(s[i]))
	}
	return out
}

// extOrder is the order ExtNames lists extensions in: the ISA string's
// canonical one, single letters first.
var extOrder = []struct {
	ext  Ext
	name string
}{
	{ExtE, "e"}, {ExtM, "m"}, {ExtA, "a"}, {ExtFloat, "f"}, {ExtC, "c"},
	{ExtZicsr, "zicsr"}, {ExtZifencei, "zifencei"}, {ExtZba, "zba"},
	{ExtZbb, "zbb"}, {ExtZbs, "zbs"}, {ExtZbkb, "zbkb"}, {ExtZcb, "zcb"},
	{ExtZcmp, "zcmp"},
}

// ExtNames names the extensions of a set, each quoted, joined by ", "
// (`"m", "zbb"`); ExtI is left out, as the base.
func ExtNames(ext Ext) string {
	var names []string
	for _, e := range extOrder {
		if ext&e.ext != 0 {
			names = append(names, fmt.Sprintf("%q", e.name))
		}
	}
	return strings.Join(names, ", ")
}
