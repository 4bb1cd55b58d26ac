package emu_test

// Robustness of the emulator package (issue 9): hostile ELF files, hostile
// images handed to Load, bad ranges at the cgo boundary, every fault kind,
// and runaway code. The fuzz targets run their seeds as ordinary tests;
// `go test -fuzz '^FuzzLoadELF$' ./emu/` (or FuzzRunCode) fuzzes them.

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/internal/armbuild"
	"boardless/trace"
)

// The NUCLEO-G071RB memory map (models/profiles/stm32g071rb.json).
const (
	flashBase = 0x08000000
	flashSize = 128 << 10
	sramBase  = 0x20000000
	sramSize  = 36 << 10
)

// g071 returns a Cortex-M0 machine with the G071's flash and SRAM mapped.
func g071(t testing.TB, cpu emu.CPU) *emu.Machine {
	t.Helper()
	m, err := emu.New(cpu)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	if err := m.Map(flashBase, flashSize, emu.PermRead|emu.PermExec); err != nil {
		t.Fatal(err)
	}
	if err := m.Map(sramBase, sramSize, emu.PermAll); err != nil {
		t.Fatal(err)
	}
	return m
}

// elfSeg and elfSym describe what mkELF writes.
type elfSeg struct {
	typ                   uint32 // 0 means PT_LOAD
	vaddr, paddr          uint32
	off                   int64 // -1: right after the previous segment's bytes
	filesz, memsz         uint32
	data                  []byte // written at off; may be shorter than filesz
	flags                 uint32
	keepOff, fileszIsData bool
}

type elfSym struct {
	name       string
	value      uint32
	size       uint32
	info       byte   // ST_INFO; 0x12 = global function
	shndx      uint16 // 0 = SHN_UNDEF; 0xfff1 = SHN_ABS
	nameOffset int    // >0: use this st_name instead of the real one
}

// mkELF writes a little-endian ELF32 ARM executable from scratch: header,
// program headers, segment bytes, then .symtab, .strtab and .shstrtab.
// It writes exactly what it is told, so that tests can lie in headers.
func mkELF(entry uint32, segs []elfSeg, syms []elfSym) []byte {
	le := binary.LittleEndian
	const ehsize, phentsize, shentsize = 52, 32, 40
	phoff := ehsize
	dataOff := phoff + phentsize*len(segs)
	var body []byte
	offs := make([]int64, len(segs))
	for i, s := range segs {
		offs[i] = int64(dataOff + len(body))
		if s.keepOff {
			offs[i] = s.off
		}
		body = append(body, s.data...)
		for len(body)%4 != 0 {
			body = append(body, 0)
		}
	}
	// Symbol and string tables.
	strtab := []byte{0}
	symtab := make([]byte, 16) // the null symbol
	for _, s := range syms {
		name := uint32(len(strtab))
		strtab = append(append(strtab, s.name...), 0)
		if s.nameOffset > 0 {
			name = uint32(s.nameOffset)
		}
		e := make([]byte, 16)
		le.PutUint32(e[0:], name)
		le.PutUint32(e[4:], s.value)
		le.PutUint32(e[8:], s.size)
		e[12] = s.info
		le.PutUint16(e[14:], s.shndx)
		symtab = append(symtab, e...)
	}
	shstrtab := []byte("\x00.symtab\x00.strtab\x00.shstrtab\x00")
	symOff := dataOff + len(body)
	strOff := symOff + len(symtab)
	shstrOff := strOff + len(strtab)
	shoff := (shstrOff + len(shstrtab) + 3) &^ 3

	out := make([]byte, shoff+4*shentsize)
	copy(out, "\x7fELF")
	out[4], out[5], out[6] = 1, 1, 1 // ELFCLASS32, little-endian, version
	le.PutUint16(out[16:], 2)        // ET_EXEC
	le.PutUint16(out[18:], 40)       // EM_ARM
	le.PutUint32(out[20:], 1)
	le.PutUint32(out[24:], entry)
	le.PutUint32(out[28:], uint32(phoff))
	le.PutUint32(out[32:], uint32(shoff))
	le.PutUint32(out[36:], 0x05000200) // EABI5, soft float
	le.PutUint16(out[40:], ehsize)
	le.PutUint16(out[42:], phentsize)
	le.PutUint16(out[44:], uint16(len(segs)))
	le.PutUint16(out[46:], shentsize)
	le.PutUint16(out[48:], 4)
	le.PutUint16(out[50:], 3) // .shstrtab
	for i, s := range segs {
		p := out[phoff+phentsize*i:]
		typ := s.typ
		if typ == 0 {
			typ = 1 // PT_LOAD
		}
		filesz := s.filesz
		if s.fileszIsData {
			filesz = uint32(len(s.data))
		}
		le.PutUint32(p[0:], typ)
		le.PutUint32(p[4:], uint32(offs[i]))
		le.PutUint32(p[8:], s.vaddr)
		le.PutUint32(p[12:], s.paddr)
		le.PutUint32(p[16:], filesz)
		le.PutUint32(p[20:], s.memsz)
		le.PutUint32(p[24:], s.flags|4) // at least PF_R
		le.PutUint32(p[28:], 4)
	}
	copy(out[dataOff:], body)
	copy(out[symOff:], symtab)
	copy(out[strOff:], strtab)
	copy(out[shstrOff:], shstrtab)
	sh := func(i int, name, typ, off, size, link, info, entsize uint32) {
		p := out[shoff+shentsize*i:]
		le.PutUint32(p[0:], name)
		le.PutUint32(p[4:], typ)
		le.PutUint32(p[16:], off)
		le.PutUint32(p[20:], size)
		le.PutUint32(p[24:], link)
		le.PutUint32(p[28:], info)
		le.PutUint32(p[32:], 1)
		le.PutUint32(p[36:], entsize)
	}
	sh(1, 1, 2, uint32(symOff), uint32(len(symtab)), 2, 1, 16) // SHT_SYMTAB, link .strtab
	sh(2, 9, 3, uint32(strOff), uint32(len(strtab)), 0, 0, 0)  // SHT_STRTAB
	sh(3, 17, 3, uint32(shstrOff), uint32(len(shstrtab)), 0, 0, 0)
	return out
}

// thumbLoop is "movs r0, #42; bx lr" then "b .".
var thumbCode = []byte{0x2a, 0x20, 0x70, 0x47, 0xfe, 0xe7}

func code(vaddr uint32) elfSeg {
	return elfSeg{vaddr: vaddr, paddr: vaddr, data: thumbCode, fileszIsData: true, memsz: uint32(len(thumbCode)), flags: 5}
}

func fn(name string, addr, size uint32) elfSym {
	return elfSym{name: name, value: addr | 1, size: size, info: 0x12, shndx: 0xfff1}
}

// hostileELFs are valid-looking images that lie in one way each, with
// what Load must say about them ("" for a clean load).
func hostileELFs() []struct {
	name, parseErr, loadErr string
	data                    []byte
} {
	good := []elfSym{fn("f", flashBase, 4), fn("spin", flashBase+4, 2)}
	return []struct {
		name, parseErr, loadErr string
		data                    []byte
	}{
		{"good", "", "", mkELF(flashBase|1, []elfSeg{code(flashBase)}, good)},
		{"outside memory", "", "outside the board's memory", mkELF(0x40000001, []elfSeg{code(0x40000000)}, good)},
		{"straddles the end of flash", "", "outside the board's memory",
			mkELF(1, []elfSeg{code(flashBase + flashSize - 2)}, nil)},
		{"straddles two regions", "", "outside the board's memory",
			mkELF(1, []elfSeg{{vaddr: sramBase - 4, paddr: sramBase - 4, data: thumbCode, fileszIsData: true, memsz: 8}}, nil)},
		{"overlapping segments", "", "", mkELF(flashBase|1, []elfSeg{code(flashBase), code(flashBase + 2)}, good)},
		{"zero-size segment", "", "", mkELF(flashBase|1, []elfSeg{code(flashBase), {vaddr: 0x90000000, memsz: 0}}, good)},
		{"only zero-size segments", "no loadable segments", "", mkELF(1, []elfSeg{{vaddr: flashBase, memsz: 0}}, nil)},
		{"bss larger than RAM", "", "outside the board's memory",
			mkELF(1, []elfSeg{code(flashBase), {vaddr: sramBase, paddr: sramBase, memsz: 1 << 20}}, nil)},
		{"huge memsz", "more than 512 MiB", "", mkELF(1, []elfSeg{{vaddr: 0, memsz: 0xfffff000}}, nil)},
		{"wraps the address space", "beyond the 32-bit address space",
			"", mkELF(1, []elfSeg{{vaddr: 0xfffff000, paddr: 0xfffff000, memsz: 0x2000}}, nil)},
		{"paddr wraps", "beyond the 32-bit address space",
			"", mkELF(1, []elfSeg{{vaddr: flashBase, paddr: 0xffffff00, memsz: 0x200}}, nil)},
		{"filesz above memsz", "exceeds memory size", "",
			mkELF(1, []elfSeg{{vaddr: flashBase, paddr: flashBase, data: thumbCode, fileszIsData: true, memsz: 2}}, nil)},
		{"huge filesz", "truncated", "", mkELF(1, []elfSeg{{vaddr: flashBase, paddr: flashBase, filesz: 400 << 20, memsz: 400 << 20}}, nil)},
		{"offset beyond the file", "truncated", "",
			mkELF(1, []elfSeg{{vaddr: flashBase, paddr: flashBase, off: 0x7ffffff0, keepOff: true, filesz: 16, memsz: 16}}, nil)},
		{"paddr outside memory", "", "",
			mkELF(1, []elfSeg{{vaddr: sramBase, paddr: 0x60000000, data: thumbCode, fileszIsData: true, memsz: 8}}, nil)},
		{"symbols outside code", "", "", mkELF(flashBase|1, []elfSeg{code(flashBase)}, []elfSym{
			fn("far", 0xfffffff0, 0x100), fn("zero", 0, 0), fn("huge", flashBase, 0xffffffff),
			fn("unmapped", 0x40000000, 4), {name: "undef", value: flashBase, info: 0x12},
			{name: "obj", value: 0x1ff00000, size: 8, info: 0x11, shndx: 0xfff1},
			{name: "badname", value: flashBase, info: 0x12, shndx: 0xfff1, nameOffset: 1 << 20},
		})},
		{"entry outside memory", "", "", mkELF(0xdeadbeef, []elfSeg{code(flashBase)}, good)},
	}
}

func TestHostileELFs(t *testing.T) {
	for _, h := range hostileELFs() {
		t.Run(h.name, func(t *testing.T) {
			img, err := elfimg.ParseELF(h.data, h.name)
			if h.parseErr != "" {
				if err == nil || !strings.Contains(err.Error(), h.parseErr) {
					t.Fatalf("ParseELF = %v, want an error containing %q", err, h.parseErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseELF: %v", err)
			}
			m := g071(t, emu.CortexM0)
			err = m.Load(img)
			if h.loadErr == "" && err != nil || h.loadErr != "" && (err == nil || !strings.Contains(err.Error(), h.loadErr)) {
				t.Fatalf("Load = %v, want %q", err, h.loadErr)
			}
			checkImage(t, m, img, err == nil)
		})
	}
}

// checkImage exercises what the CLI does with an image: symbolize, look
// up, call. None of it may panic or hang.
func checkImage(t *testing.T, m *emu.Machine, img *elfimg.Image, loaded bool) {
	t.Helper()
	if !slices.IsSortedFunc(img.Symbols, func(a, b elfimg.Symbol) int { return int(int64(a.Addr) - int64(b.Addr)) }) {
		t.Error("symbols not sorted by address")
	}
	for _, s := range img.Segments {
		if uint64(len(s.Data)) > uint64(s.Memsz) || uint64(s.Vaddr)+uint64(s.Memsz) > 1<<32 {
			t.Errorf("segment %+v accepted", s)
		}
	}
	for _, a := range []uint32{0, 1, 0xffffffff, img.Entry, flashBase, sramBase} {
		img.Symbolize(a)
	}
	for i, s := range img.Symbols {
		if i > 64 {
			break
		}
		img.Symbolize(s.Addr)
		img.Symbolize(s.Addr + s.Size)
		if _, err := img.Lookup(s.Name); err != nil {
			t.Errorf("Lookup(%q): %v", s.Name, err)
		}
	}
	if _, err := img.Lookup("no such symbol"); err == nil {
		t.Error("Lookup of a missing name succeeded")
	}
	if !loaded {
		return
	}
	for _, s := range img.Segments {
		if !m.Mapped(s.Vaddr, uint64(s.Memsz)) {
			t.Errorf("segment at 0x%08x+0x%x loaded outside memory", s.Vaddr, s.Memsz)
		}
	}
	// Run the entry, then each of the first functions, briefly.
	entries := []uint32{img.Entry}
	for _, s := range img.Symbols {
		if s.Func && len(entries) < 4 {
			entries = append(entries, s.Addr|1)
		}
	}
	for _, e := range entries {
		_, err := m.Call(emu.Call{Entry: e, SP: sramBase + sramSize, Budget: 2000, Timeout: time.Second}, nil)
		var f *emu.Fault
		if err != nil && errors.As(err, &f) && f.Kind == emu.FaultTimeout {
			t.Errorf("entry 0x%08x: %v (2000 instructions take more than a second?)", e, err)
		}
	}
}

// FuzzLoadELF: any bytes give an error or a clean load, never a panic,
// hang or crash; a loaded image lies inside the G071's memory.
func FuzzLoadELF(f *testing.F) {
	for _, h := range hostileELFs() {
		f.Add(h.data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		img, err := elfimg.ParseELF(data, "fuzz.elf")
		if err != nil {
			if img != nil {
				t.Fatal("image and error both returned")
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error is not one line: %q", err)
			}
			return
		}
		m := g071(t, emu.CortexM0)
		err = m.Load(img)
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Fatalf("error is not one line: %q", err)
		}
		checkImage(t, m, img, err == nil)
	})
}

// FuzzRunCode runs arbitrary bytes as code on each emulated CPU, with
// the G071's memory map: every run ends with a result or a *Fault (or
// the budget), never a crash of the process.
func FuzzRunCode(f *testing.F) {
	f.Add(byte(0), thumbCode)
	f.Add(byte(0), []byte{0x00, 0xde})                         // udf
	f.Add(byte(0), []byte{0x00, 0xbe})                         // bkpt
	f.Add(byte(0), []byte{0x00, 0xdf})                         // svc
	f.Add(byte(0), []byte{0x00, 0x47})                         // bx r0 (even: INVSTATE)
	f.Add(byte(0), []byte{0x30, 0xbf, 0x20, 0xbf, 0x70, 0x47}) // wfi; wfe; bx lr
	f.Add(byte(0), []byte{0x01, 0x68, 0x70, 0x47})             // ldr r1, [r0]
	f.Add(byte(0), []byte{0x85, 0xb0, 0x80, 0xb5, 0xfd, 0xe7}) // sub sp; push; loop
	f.Add(byte(1), []byte{0x90, 0xfb, 0xf1, 0xf0, 0x70, 0x47}) // sdiv on M33
	f.Add(byte(1), []byte{0xef, 0xf3, 0x09, 0x80, 0x70, 0x47}) // mrs r0, psp
	f.Add(byte(2), []byte{0x2a, 0x00, 0xa0, 0xe3, 0x1e, 0xff, 0x2f, 0xe1})
	f.Add(byte(2), []byte{0x10, 0x0f, 0x11, 0xee, 0x1e, 0xff, 0x2f, 0xe1}) // mrc p15 SCTLR
	f.Add(byte(2), []byte{0x10, 0x0f, 0x01, 0xee, 0x1e, 0xff, 0x2f, 0xe1}) // mcr p15 SCTLR
	f.Fuzz(func(t *testing.T, cpu byte, code []byte) {
		if len(code) > 4096 {
			code = code[:4096]
		}
		c := []emu.CPU{emu.CortexM0, emu.CortexM33, emu.CortexA7}[int(cpu)%3]
		m := g071(t, c)
		if err := m.HookData(sramBase, sramBase+sramSize-1); err != nil {
			t.Fatal(err)
		}
		if err := m.WriteMem(flashBase, code); err != nil {
			t.Fatal(err)
		}
		var sink counter
		_, err := m.Call(emu.Call{Entry: flashBase, Args: []uint32{sramBase + 1, sramBase + 0x100},
			SP: sramBase + sramSize, Budget: 5000, Timeout: 2 * time.Second}, &sink)
		var fault *emu.Fault
		if err != nil && !errors.As(err, &fault) {
			t.Fatalf("error that is not a *Fault: %v", err)
		}
		if fault != nil {
			if fault.Kind == emu.FaultTimeout {
				t.Fatalf("5000 instructions took 2 s: %v", err)
			}
			if len(fault.Recent) > 16 || fault.Error() == "" {
				t.Fatalf("fault %+v", fault)
			}
		}
		// The machine stays usable after whatever the code did.
		if err := m.WriteMem(flashBase, []byte{0x70, 0x47}); err != nil { // bx lr
			t.Fatal(err)
		}
		entry := uint32(flashBase | 1)
		if c == emu.CortexA7 {
			m.WriteMem(flashBase, []byte{0x1e, 0xff, 0x2f, 0xe1}) // bx lr (A32)
			entry = flashBase
		}
		// It may fail: the code may have changed CPU state (A7: MMU, mode),
		// and Unicorn 2.0.1's M0 stays broken ("prefetch abort" at every
		// later start) after "bx r4" with its should-be-zero bits set
		// (0x4724) jumps to address 0: testdata/fuzz/FuzzRunCode/regression-bx-r4-sbz-to-0.
		// It must still fail with a *Fault, not crash or hang.
		if _, err := m.Call(emu.Call{Entry: entry, SP: sramBase + sramSize, Budget: 100, Timeout: 2 * time.Second}, nil); err != nil {
			if !errors.As(err, &fault) || fault.Kind == emu.FaultTimeout {
				t.Fatalf("return after fuzzed code: %v", err)
			}
			t.Logf("return after fuzzed code: %v", err)
		}
	})
}

// TestFaultsNameEverything: each fault kind names itself, the PC of the
// faulting instruction (last in Recent, oldest first) and, through the
// image, symbol+offset.
func TestFaultsNameEverything(t *testing.T) {
	m, img := machine(t)
	tests := []struct {
		fn   string
		arg  uint32
		kind emu.FaultKind
		what string
		off  uint32 // of the faulting instruction in fn
	}{
		{"read_unmapped", 0, emu.FaultUnmappedRead, "read of unmapped address 0x40000000", 2},
		{"write_unmapped", 0, emu.FaultUnmappedWrite, "write to unmapped address 0x50000000", 2},
		{"jump_unmapped", 0, emu.FaultUnmappedFetch, "instruction fetch from unmapped address 0x60000000", 2},
		{"undefined", 0, emu.FaultException, "undefined instruction", 0},
		{"unaligned", 0x20000002, emu.FaultUnaligned, "unaligned access to 0x20000002", 0},
	}
	for _, tt := range tests {
		t.Run(tt.fn, func(t *testing.T) {
			_, err := call(t, m, img, tt.fn, tt.arg)
			var f *emu.Fault
			if !errors.As(err, &f) || f.Kind != tt.kind || !strings.HasPrefix(f.What(), tt.what) {
				t.Fatalf("err = %v, want %q", err, tt.what)
			}
			sym, _ := img.Lookup(tt.fn)
			if f.PC != sym.Addr+tt.off {
				t.Errorf("PC 0x%08x, want %s+%d = 0x%08x", f.PC, tt.fn, tt.off, sym.Addr+tt.off)
			}
			if !strings.Contains(f.Error(), "at PC 0x") {
				t.Errorf("Error() %q names no PC", f.Error())
			}
			want := tt.fn
			if tt.off != 0 {
				want += "+0x" + string("0123456789abcdef"[tt.off])
			}
			if got := img.Symbolize(f.PC); got != want {
				t.Errorf("Symbolize(PC) = %q, want %q", got, want)
			}
			if n := len(f.Recent); n == 0 || n > 16 || f.Recent[n-1] != f.PC {
				t.Errorf("Recent %s does not end at the PC 0x%08x", f.RecentString(), f.PC)
			}
			if !slices.IsSorted(f.Recent) { // straight-line code, oldest first
				t.Errorf("Recent %s is not oldest first", f.RecentString())
			}
		})
	}
}

// exceptionSrc has one routine per CPU exception that the M0 can raise.
const exceptionSrc = `
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.macro fn name
	.global \name
	.type \name, %function
	.thumb_func
\name:
	.endm
	fn bkpt_it
	bkpt #3
	bx lr
	.size bkpt_it, .-bkpt_it
	fn svc_it
	svc #1
	bx lr
	.size svc_it, .-svc_it
	fn invstate
	ldr r0, =0x08000100     @ even address: BX to ARM state faults on M-profile
	bx r0
	.pool
	.size invstate, .-invstate
	fn unaligned_store
	movs r1, #1
	subs r2, r0, #3
	str r1, [r2]            @ aligned
	str r1, [r0]            @ r0 = an odd address
	bx lr
	.size unaligned_store, .-unaligned_store
	fn unaligned_half
	push {r4, r5, lr}       @ three accesses first
	ldrh r0, [r0]
	pop {r4, r5, pc}
	.size unaligned_half, .-unaligned_half
	fn unaligned_regoff
	movs r1, #2
	ldr r0, [r0, r1]        @ register offset: r0 + 2
	bx lr
	.size unaligned_regoff, .-unaligned_regoff
	fn unaligned_ldm
	adds r0, #2
	ldm r0!, {r1, r2}       @ LDM needs a word-aligned base
	bx lr
	.size unaligned_ldm, .-unaligned_ldm
	fn unaligned_strb_ok
	strb r0, [r0, #1]       @ bytes are never unaligned
	adds r0, #1
	strh r0, [r0, #2]       @ a halfword at an odd address is
	bx lr
	.size unaligned_strb_ok, .-unaligned_strb_ok
	fn read_after_reads
	ldr r1, [r0]
	ldr r2, [r0, #4]
	ldr r3, =0x40000000
	ldr r0, [r3]
	bx lr
	.pool
	.size read_after_reads, .-read_after_reads
	fn write_after_writes
	push {r4, lr}
	str r0, [r0]
	ldr r3, =0x50000000
	stmia r3!, {r0, r1}
	pop {r4, pc}
	.pool
	.size write_after_writes, .-write_after_writes
`

func TestExceptionFaults(t *testing.T) {
	path := buildString(t, exceptionSrc)
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	m := g071(t, emu.CortexM0)
	if err := m.Load(img); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		fn   string
		arg  uint32
		what string
		off  uint32 // of the faulting instruction
	}{
		{"bkpt_it", 0, "breakpoint (BKPT)", 0},
		{"svc_it", 0, "supervisor call (SVC)", 0},
		{"invstate", 0, "branch to 0x08000100 in ARM state (bit 0 clear): invalid state", 2},
		{"unaligned_store", sramBase + 3, "unaligned access to 0x20000003", 6},
		{"unaligned_half", sramBase + 1, "unaligned access to 0x20000001", 2},
		{"unaligned_regoff", sramBase, "unaligned access to 0x20000002", 2},
		{"unaligned_ldm", sramBase, "unaligned access to 0x20000002", 2},
		{"unaligned_strb_ok", sramBase, "unaligned access to 0x20000003", 4},
		{"read_after_reads", sramBase, "read of unmapped address 0x40000000", 6},
		{"write_after_writes", sramBase, "write to unmapped address 0x50000000", 6},
	} {
		s, err := img.Lookup(tt.fn)
		if err != nil {
			t.Fatal(err)
		}
		_, err = m.Call(emu.Call{Entry: s.Addr | 1, Args: []uint32{tt.arg}, SP: sramBase + sramSize, Budget: 1000}, nil)
		var f *emu.Fault
		if !errors.As(err, &f) || !strings.Contains(f.What(), tt.what) {
			t.Errorf("%s: err = %v, want %q", tt.fn, err, tt.what)
			continue
		}
		if f.PC != s.Addr+tt.off {
			t.Errorf("%s: fault at 0x%08x = %s, want %s+%d", tt.fn, f.PC, img.Symbolize(f.PC), tt.fn, tt.off)
		}
		if n := len(f.Recent); n == 0 || f.Recent[n-1] != f.PC {
			t.Errorf("%s: Recent %s does not end at the faulting instruction", tt.fn, f.RecentString())
		}
	}
}

func buildString(t *testing.T, src string) string {
	t.Helper()
	return armbuild.BuildString(t, "x.S", src, "-mcpu=cortex-m0", "-mthumb")
}

// TestTimeout: a wall-clock bound stops code that the instruction budget
// does not (budget 0), names itself, and leaves the machine usable.
func TestTimeout(t *testing.T) {
	m, img := machine(t)
	s, _ := img.Lookup("forever")
	start := time.Now()
	_, err := m.Call(emu.Call{Entry: s.Addr | 1, SP: sramBase + 0x9000, Timeout: 50 * time.Millisecond}, &counter{})
	el := time.Since(start)
	var f *emu.Fault
	if !errors.As(err, &f) || f.Kind != emu.FaultTimeout || !strings.Contains(err.Error(), "wall-clock timeout of 50ms exceeded") {
		t.Fatalf("err = %v, want a timeout", err)
	}
	if el > 2*time.Second {
		t.Errorf("timeout of 50ms took %v", el)
	}
	if got := img.Symbolize(f.PC); got != "forever" || len(f.Recent) == 0 {
		t.Errorf("timeout at %s, recent %s", got, f.RecentString())
	}
	// SetTimeout applies to Run and to calls without their own.
	m.SetTimeout(30 * time.Millisecond)
	if _, err := m.Call(emu.Call{Entry: s.Addr | 1, SP: sramBase + 0x9000}, nil); !errors.As(err, &f) || f.Kind != emu.FaultTimeout {
		t.Errorf("SetTimeout: err = %v", err)
	}
	// A call that completes is not affected, and the timeout does not stick.
	r, err := call(t, m, img, "sum6", 1, 2, 3, 4, 5, 6)
	if err != nil || r.R0 != 21 {
		t.Fatalf("after a timeout: r0=%d err=%v", r.R0, err)
	}
	m.SetTimeout(0)
	if _, err := m.Call(emu.Call{Entry: s.Addr | 1, SP: sramBase + 0x9000, Budget: 1000}, nil); !errors.As(err, &f) || f.Kind != emu.FaultBudget {
		t.Errorf("budget after timeouts: err = %v", err)
	}
}

// TestMemoryBoundary: bad ranges at the cgo boundary are errors.
func TestMemoryBoundary(t *testing.T) {
	m := g071(t, emu.CortexM0)
	if err := m.Map(sramBase+sramSize, 0x1000, emu.PermAll); err != nil { // adjacent to SRAM
		t.Fatal(err)
	}
	bad := []struct {
		addr uint32
		n    int
	}{
		{0, 4}, {0xffffffff, 2}, {0xfffffffc, 8}, {flashBase + flashSize - 2, 4}, {flashBase - 1, 2},
		{sramBase + sramSize - 4, 8}, // spans two adjacent regions
		{sramBase, 1 << 30}, {sramBase, int(^uint(0) >> 1)},
	}
	for _, b := range bad {
		if err := m.WriteMem(b.addr, make([]byte, min(b.n, 64))); b.n <= 64 && err == nil {
			t.Errorf("WriteMem(0x%08x, %d bytes) succeeded", b.addr, b.n)
		}
		if _, err := m.ReadMem(b.addr, b.n); err == nil {
			t.Errorf("ReadMem(0x%08x, %d) succeeded", b.addr, b.n)
		}
	}
	if _, err := m.ReadMem(sramBase, -1); err == nil {
		t.Error("ReadMem with n = -1 succeeded")
	}
	if b, err := m.ReadMem(sramBase, 0); err != nil || len(b) != 0 {
		t.Errorf("ReadMem of 0 bytes = %v, %v", b, err)
	}
	if err := m.WriteMem(0x12345678, nil); err != nil {
		t.Errorf("WriteMem of nothing: %v", err)
	}
	for _, r := range [][3]uint32{
		{0, 0, uint32(emu.PermAll)}, {0xfffff000, 0x1000, 0xff}, {0x1000, 0xfffff000, uint32(emu.PermAll)},
		{flashBase, 0x1000, uint32(emu.PermAll)}, {0x30000000, 0x1000, 0xff}, {0x30000000, 0x1001, 1},
	} {
		if err := m.Map(r[0], r[1], emu.Perm(r[2])); err == nil {
			t.Errorf("Map(0x%x, 0x%x, %#x) succeeded", r[0], r[1], r[2])
		}
	}
	if err := m.HookData(sramBase+16, sramBase); err == nil {
		t.Error("HookData with begin > end succeeded (Unicorn would hook every address)")
	}
	// The top page of the address space maps and holds data.
	if err := m.Map(0xfffff000, 0x1000, emu.PermAll); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteMem(0xfffffffc, []byte{1, 2, 3, 4}); err != nil {
		t.Fatal(err)
	}
	if b, err := m.ReadMem(0xfffffffc, 4); err != nil || !bytes.Equal(b, []byte{1, 2, 3, 4}) {
		t.Errorf("top of memory: %v %v", b, err)
	}
}

// TestCallBoundary: hostile call set-ups give errors or faults.
func TestCallBoundary(t *testing.T) {
	m, img := machine(t)
	s, _ := img.Lookup("sum6")
	for _, c := range []emu.Call{
		{Entry: s.Addr | 1, SP: 0, Budget: 100, Args: make([]uint32, 8)},                 // stacked args wrap below 0
		{Entry: s.Addr | 1, SP: 0x40000000, Budget: 100, Args: make([]uint32, 6)},        // stack unmapped
		{Entry: s.Addr | 1, SP: 0x40000000, Budget: 100},                                 // push to unmapped
		{Entry: s.Addr | 1, SP: sramBase + 16, Budget: 100, Args: make([]uint32, 1<<20)}, // 4 MiB of stacked args
		{Entry: 0x40000001, SP: sramBase + 0x9000, Budget: 100},                          // entry unmapped
		{Entry: 0xffffffff, SP: sramBase + 0x9000, Budget: 100},
		{Entry: 0x1ff00001, SP: sramBase + 0x9000, Budget: 100}, // the sentinel itself
	} {
		if _, err := m.Call(c, &counter{}); err == nil {
			t.Errorf("Call(entry 0x%08x, SP 0x%08x, %d args) succeeded", c.Entry, c.SP, len(c.Args))
		}
	}
	if r, err := call(t, m, img, "sum6", 1, 2, 3, 4, 5, 6); err != nil || r.R0 != 21 {
		t.Fatalf("after hostile calls: r0=%d err=%v", r.R0, err)
	}
}

// TestLoadHostileImages: images built in Go (not parsed) that no ELF
// could produce, handed straight to Load.
func TestLoadHostileImages(t *testing.T) {
	m := g071(t, emu.CortexM0)
	for _, seg := range []elfimg.Segment{
		{Vaddr: flashBase, Memsz: 0, Data: []byte{1, 2, 3}},              // data but no memory: used to allocate 4 GiB
		{Vaddr: flashBase, Memsz: 2, Data: []byte{1, 2, 3}},              // more data than memory
		{Vaddr: flashBase, Memsz: 0xffffffff},                            // huge
		{Vaddr: 0xffffff00, Memsz: 0x200},                                // wraps
		{Vaddr: flashBase + flashSize - 1, Memsz: 2},                     // straddles the end
		{Vaddr: sramBase, Memsz: 16, Paddr: 0xfffffff0, Data: []byte{1}}, // paddr unmapped: only the run address is written
	} {
		img := &elfimg.Image{Name: "hostile", Segments: []elfimg.Segment{seg}}
		err := m.Load(img)
		if seg.Paddr == 0xfffffff0 {
			if err != nil {
				t.Errorf("segment %+v: %v", seg, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("Load(segment %+v) succeeded", seg)
		}
	}
	if err := m.Load(&elfimg.Image{Name: "empty"}); err != nil {
		t.Errorf("Load of no segments: %v", err)
	}
}

// TestUseAfterClose: a closed machine answers with errors, not a crash
// inside Unicorn.
func TestUseAfterClose(t *testing.T) {
	m := g071(t, emu.CortexM0)
	m.Close()
	m.Close()
	if err := m.Map(0x30000000, 0x1000, emu.PermAll); err == nil {
		t.Error("Map after Close succeeded")
	}
	if err := m.WriteMem(sramBase, []byte{1}); err == nil {
		t.Error("WriteMem after Close succeeded")
	}
	if _, err := m.ReadMem(sramBase, 1); err == nil {
		t.Error("ReadMem after Close succeeded")
	}
	if err := m.WriteReg(emu.R0, 1); err == nil {
		t.Error("WriteReg after Close succeeded")
	}
	m.ReadReg(emu.PC)
	if err := m.HookData(sramBase, sramBase+4); err == nil {
		t.Error("HookData after Close succeeded")
	}
	if _, err := m.Run(flashBase|1, flashBase+2, 10, nil); err == nil {
		t.Error("Run after Close succeeded")
	}
	if _, err := m.Call(emu.Call{Entry: flashBase | 1, SP: sramBase + 0x100}, nil); err == nil {
		t.Error("Call after Close succeeded")
	}
}

// panicSink panics in the middle of a run, as a buggy model might.
type panicSink struct{}

func (panicSink) Events([]trace.Event) { panic("model bug") }

// TestSinkPanic: a panic in the event sink (a timing model) stops the
// run with an error instead of unwinding through Unicorn's C frames, and
// the machine works afterwards.
func TestSinkPanic(t *testing.T) {
	m, img := machine(t)
	s, _ := img.Lookup("sum6")
	_, err := m.Call(emu.Call{Entry: s.Addr | 1, Args: []uint32{1, 2, 3, 4, 5, 6}, SP: sramBase + 0x9000, Budget: 100}, panicSink{})
	if err == nil || !strings.Contains(err.Error(), "model bug") {
		t.Fatalf("err = %v, want the panic as an error", err)
	}
	if r, err := call(t, m, img, "sum6", 1, 2, 3, 4, 5, 6); err != nil || r.R0 != 21 {
		t.Fatalf("after a sink panic: r0=%d err=%v", r.R0, err)
	}
}

// TestRewrittenCodeRuns: code overwritten from outside after it ran is
// run anew (Unicorn keeps its old translation unless told).
func TestRewrittenCodeRuns(t *testing.T) {
	m := g071(t, emu.CortexM0)
	for _, c := range []struct {
		code []byte
		r0   uint32
		err  string
	}{
		{[]byte{0x2a, 0x20, 0x70, 0x47}, 42, ""},                   // movs r0, #42; bx lr
		{[]byte{0x07, 0x20, 0x70, 0x47}, 7, ""},                    // movs r0, #7; bx lr
		{[]byte{0x00, 0xde}, 0, "undefined instruction"},           // udf
		{[]byte{0x00, 0xf0, 0x00, 0xf8}, 0, "fetch from unmapped"}, // bl (32-bit), then zeros to the end of flash
		{[]byte{0x09, 0x20, 0x70, 0x47}, 9, ""},
	} {
		if err := m.WriteMem(flashBase, c.code); err != nil {
			t.Fatal(err)
		}
		r, err := m.Call(emu.Call{Entry: flashBase | 1, SP: sramBase + sramSize, Budget: 100}, &counter{})
		if c.err == "" && (err != nil || r.R0 != c.r0) || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("code % x: r0 = %d, err = %v; want r0 = %d, err %q", c.code, r.R0, err, c.r0, c.err)
		}
	}
}
