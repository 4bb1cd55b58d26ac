package emu_test

import (
	"debug/elf"
	"os"
	"runtime"
	"testing"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/internal/armbuild"
)

// smcThumb and smcARM hold the same program: smc(insn, target) calls
// target, stores insn over target's first instruction (a guest store into
// a page holding translated code), calls target again and returns
// first + 16*second. near lies in smc's page, far in the next 4 KiB page.
const smcThumb = `
	.syntax unified
	.thumb
	.text
	.global smc, near, far
	.type smc, %function
	.type near, %function
	.type far, %function
	.thumb_func
smc:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r6, r1
	blx r6
	mov r5, r0
	subs r1, r6, #1
	strh r4, [r1]
	dsb sy
	isb sy
	blx r6
	lsls r0, r0, #4
	adds r0, r0, r5
	pop {r4, r5, r6, pc}
	.thumb_func
near:
	movs r0, #1
	bx lr
	.balign 4096
	.thumb_func
far:
	movs r0, #1
	bx lr
`

const smcARM = `
	.syntax unified
	.arm
	.text
	.global smc, near, far
	.type smc, %function
	.type near, %function
	.type far, %function
smc:
	push {r4, r5, r6, lr}
	mov r4, r0
	mov r6, r1
	blx r6
	mov r5, r0
	str r4, [r6]
	dsb sy
	isb sy
	blx r6
	add r0, r5, r0, lsl #4
	pop {r4, r5, r6, pc}
near:
	mov r0, #1
	bx lr
	.balign 4096
far:
	mov r0, #1
	bx lr
`

// smcTarget is one core's program, memory and "movs/mov r0, #n".
type smcTarget struct {
	cpu   emu.CPU
	base  uint32 // SRAM (M) or DDR (A7): code, data and stack
	src   string
	flags []string
	movR0 func(n uint32) []byte
}

var smcTargets = []smcTarget{
	{emu.CortexM0, 0x20000000, smcThumb, []string{"-mcpu=cortex-m0", "-mthumb"}, movsR0},
	{emu.CortexM33, 0x20000000, smcThumb, []string{"-mcpu=cortex-m33", "-mthumb"}, movsR0},
	{emu.CortexA7, 0xc0000000, smcARM, []string{"-mcpu=cortex-a7", "-marm"}, movR0},
}

func movsR0(n uint32) []byte { return []byte{byte(n), 0x20} }

func movR0(n uint32) []byte { return []byte{byte(n), 0x00, 0xa0, 0xe3} }

func le(b []byte) uint32 {
	var v uint32
	for i := len(b) - 1; i >= 0; i-- {
		v = v<<8 | uint32(b[i])
	}
	return v
}

func TestStoreFastPathIsActive(t *testing.T) {
	if !emu.MappingCache() {
		t.Error("MappingCache() = false on Debian's libunicorn 2.0.1: every hooked load and store searches the mapped blocks")
	}
	if !emu.StoreFastPath() {
		t.Fatal("StoreFastPath() = false on Debian's libunicorn 2.0.1: every guest store builds and destroys a page collection and looks for code to invalidate")
	}
	// The linker must have put our definitions in the dynamic symbol
	// table, or libunicorn's PLT binds to its own.
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syms, err := f.DynamicSymbols()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		"page_collection_lock_arm": false, "page_collection_unlock_arm": false,
		"tb_invalidate_phys_page_fast_arm": false, "tlb_protect_code_arm": false,
		"memory_mapping": false, // mapping.c
	}
	for _, s := range syms {
		if _, ok := want[s.Name]; ok && s.Section != elf.SHN_UNDEF {
			want[s.Name] = true
		}
	}
	for name, ok := range want {
		if !ok {
			t.Errorf("%s is not defined in the test binary's dynamic symbol table", name)
		}
	}
}

// TestSelfModifyingCode rewrites code that Unicorn has translated, from
// the guest and from outside, on an M core (code in SRAM) and on the A7
// (A32 code in DDR), with the store fast path on and off: every run must
// execute the code as it is now.
func TestSelfModifyingCode(t *testing.T) {
	defer emu.SetStoreFastPath(true)
	for _, tg := range smcTargets {
		path := armbuild.BuildString(t, "smc.S", tg.src, append(tg.flags, "-Wl,-Ttext="+hex(tg.base))...)
		img, err := elfimg.ReadELF(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, fast := range []bool{true, false} {
			name := tg.cpu.String() + "/fast"
			if !fast {
				name = tg.cpu.String() + "/unicorn"
			}
			t.Run(name, func(t *testing.T) {
				if got := emu.SetStoreFastPath(fast); got != fast {
					t.Fatalf("SetStoreFastPath(%v) = %v", fast, got)
				}
				for _, target := range []string{"near", "far"} {
					smcGuest(t, tg, img, target, fast)
					smcOutside(t, tg, img, target)
				}
			})
		}
	}
}

func hex(v uint32) string {
	const digits = "0123456789abcdef"
	b := []byte("0x00000000")
	for i := 9; i >= 2; i-- {
		b[i] = digits[v&15]
		v >>= 4
	}
	return string(b)
}

func smcMachine(t *testing.T, tg smcTarget, img *elfimg.Image) *emu.Machine {
	t.Helper()
	m, err := emu.New(tg.cpu)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	if err := m.Map(tg.base, 0x10000, emu.PermAll); err != nil {
		t.Fatal(err)
	}
	if err := m.Load(img); err != nil {
		t.Fatal(err)
	}
	return m
}

func smcCall(t *testing.T, tg smcTarget, m *emu.Machine, img *elfimg.Image, fn string, args ...uint32) uint32 {
	t.Helper()
	r, err := m.Call(emu.Call{Entry: entry(t, tg, img, fn), Args: args, SP: tg.base + 0x10000, Budget: 1000}, &counter{})
	if err != nil {
		t.Fatalf("%s: %v", fn, err)
	}
	return r.R0
}

func entry(t *testing.T, tg smcTarget, img *elfimg.Image, fn string) uint32 {
	t.Helper()
	s, err := img.Lookup(fn)
	if err != nil {
		t.Fatal(err)
	}
	if tg.cpu.MProfile() {
		return s.Addr | 1
	}
	return s.Addr
}

// smcGuest has the guest rewrite target twice, each time after running
// it, and checks that libunicorn called our functions when they are on.
func smcGuest(t *testing.T, tg smcTarget, img *elfimg.Image, target string, fast bool) {
	m := smcMachine(t, tg, img)
	fn := entry(t, tg, img, target)
	runtime.LockOSThread() // storesSkipped counts per OS thread
	defer runtime.UnlockOSThread()
	coll0, inval0 := emu.StoresSkipped()
	if got := smcCall(t, tg, m, img, "smc", le(tg.movR0(2)), fn); got != 1+2*16 {
		t.Errorf("%s: smc(mov r0,#2) = %#x, want %#x (old code, then the new)", target, got, 1+2*16)
	}
	if got := smcCall(t, tg, m, img, "smc", le(tg.movR0(3)), fn); got != 2+3*16 {
		t.Errorf("%s: smc(mov r0,#3) = %#x, want %#x", target, got, 2+3*16)
	}
	if got := smcCall(t, tg, m, img, target); got != 3 {
		t.Errorf("%s after the guest's rewrites = %d, want 3", target, got)
	}
	// The stack lies in other 4 KiB than the code: its stores skip both.
	coll, inval := emu.StoresSkipped()
	coll, inval = coll-coll0, inval-inval0
	if fast && (coll == 0 || inval == 0) {
		t.Errorf("the store fast path is on but skipped %d page collections and %d invalidations, want both > 0", coll, inval)
	}
	if !fast && coll+inval != 0 {
		t.Errorf("the store fast path is off but skipped %d page collections and %d invalidations", coll, inval)
	}
}

// smcOutside rewrites target with Machine.WriteMem between two calls.
func smcOutside(t *testing.T, tg smcTarget, img *elfimg.Image, target string) {
	m := smcMachine(t, tg, img)
	s, _ := img.Lookup(target)
	for _, n := range []uint32{1, 5, 7} {
		if n != 1 {
			if err := m.WriteMem(s.Addr, tg.movR0(n)); err != nil {
				t.Fatal(err)
			}
		}
		if got := smcCall(t, tg, m, img, target); got != n {
			t.Errorf("%s after WriteMem(mov r0,#%d) = %d, want %d", target, n, got, n)
		}
	}
}
