package emu_test

import (
	"errors"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/internal/armbuild"
	"boardless/trace"
)

// testSrc holds small routines whose behaviour the tests pin.
const testSrc = `
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global sum6
	.type sum6, %function
	.thumb_func
sum6:                     @ r0+r1+r2+r3+[sp]+[sp+4]: AAPCS stacked arguments
	push {r4, lr}
	adds r0, r0, r1
	adds r0, r0, r2
	adds r0, r0, r3
	ldr r4, [sp, #8]
	adds r0, r0, r4
	ldr r4, [sp, #12]
	adds r0, r0, r4
	pop {r4, pc}
	.size sum6, .-sum6

	.global read_unmapped
	.type read_unmapped, %function
	.thumb_func
read_unmapped:
	ldr r1, =0x40000000
	ldr r0, [r1]
	bx lr
	.size read_unmapped, .-read_unmapped

	.global write_unmapped
	.type write_unmapped, %function
	.thumb_func
write_unmapped:
	ldr r1, =0x50000000
	str r0, [r1]
	bx lr
	.size write_unmapped, .-write_unmapped

	.global jump_unmapped
	.type jump_unmapped, %function
	.thumb_func
jump_unmapped:
	ldr r1, =0x60000001
	bx r1
	.size jump_unmapped, .-jump_unmapped

	.global undefined
	.type undefined, %function
	.thumb_func
undefined:
	udf #7
	bx lr
	.size undefined, .-undefined

	.global unaligned
	.type unaligned, %function
	.thumb_func
unaligned:
	ldr r0, [r0]           @ r0 = an odd address: ARMv6-M faults
	bx lr
	.size unaligned, .-unaligned

	.global forever
	.type forever, %function
	.thumb_func
forever:
	b forever
	.size forever, .-forever
`

func machine(t *testing.T) (*emu.Machine, *elfimg.Image) {
	t.Helper()
	path := armbuild.BuildString(t, "t.S", testSrc, "-mcpu=cortex-m0", "-mthumb")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := emu.New(emu.CortexM0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	if err := m.Map(0x08000000, 0x10000, emu.PermRead|emu.PermExec); err != nil {
		t.Fatal(err)
	}
	if err := m.Map(0x20000000, 0x9000, emu.PermAll); err != nil {
		t.Fatal(err)
	}
	if err := m.Load(img); err != nil {
		t.Fatal(err)
	}
	return m, img
}

type counter struct{ n [3]int }

func (c *counter) Events(b []trace.Event) {
	for _, e := range b {
		c.n[e.Kind()]++
	}
}

func call(t *testing.T, m *emu.Machine, img *elfimg.Image, name string, args ...uint32) (emu.CallResult, error) {
	t.Helper()
	s, err := img.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return m.Call(emu.Call{Entry: s.Addr | 1, Args: args, SP: 0x20009000, Budget: 10000}, &counter{})
}

func TestCallStackedArguments(t *testing.T) {
	m, img := machine(t)
	r, err := call(t, m, img, "sum6", 1, 2, 3, 4, 5, 6)
	if err != nil {
		t.Fatal(err)
	}
	if r.R0 != 21 {
		t.Errorf("sum6(1..6) = %d, want 21", r.R0)
	}
	if r.Insns != 9 {
		t.Errorf("executed %d instructions, want 9", r.Insns)
	}
	if r.EntrySP != 0x20009000-8 {
		t.Errorf("entry SP 0x%x, want 0x%x (two stacked words, 8-aligned)", r.EntrySP, 0x20009000-8)
	}
}

func TestEventsReachTheSink(t *testing.T) {
	m, img := machine(t)
	if err := m.HookData(0x20000000, 0x20008fff); err != nil {
		t.Fatal(err)
	}
	s, _ := img.Lookup("sum6")
	var c counter
	if _, err := m.Call(emu.Call{Entry: s.Addr | 1, Args: []uint32{1, 2, 3, 4, 5, 6}, SP: 0x20009000, Budget: 100}, &c); err != nil {
		t.Fatal(err)
	}
	// 9 instructions; push writes 2 words, two loads, pop reads 2 words.
	want := [3]int{9, 4, 2}
	if c.n != want {
		t.Errorf("events exec/read/write = %v, want %v", c.n, want)
	}
}

func TestFaults(t *testing.T) {
	tests := []struct {
		fn   string
		arg  uint32
		kind emu.FaultKind
		want string
	}{
		{"read_unmapped", 0, emu.FaultUnmappedRead, "read of unmapped address 0x40000000"},
		{"write_unmapped", 0, emu.FaultUnmappedWrite, "write to unmapped address 0x50000000"},
		{"jump_unmapped", 0, emu.FaultUnmappedFetch, "unmapped address 0x60000000"},
		{"undefined", 0, emu.FaultException, "undefined instruction"},
		{"unaligned", 0x20000001, emu.FaultUnaligned, "unaligned access to 0x20000001"},
		{"forever", 0, emu.FaultBudget, "instruction budget of 10000 exhausted"},
	}
	for _, tt := range tests {
		t.Run(tt.fn, func(t *testing.T) {
			m, img := machine(t)
			_, err := call(t, m, img, tt.fn, tt.arg)
			var f *emu.Fault
			if !errors.As(err, &f) {
				t.Fatalf("err = %v, want a *emu.Fault", err)
			}
			if f.Kind != tt.kind || !strings.Contains(f.Error(), tt.want) {
				t.Errorf("fault %v (kind %d), want kind %d containing %q", f, f.Kind, tt.kind, tt.want)
			}
			if len(f.Recent) == 0 {
				t.Error("no recent PCs in the fault")
			}
			if sym := img.Symbolize(f.PC); !strings.HasPrefix(sym, tt.fn) {
				t.Errorf("fault PC 0x%x symbolizes to %q, want %s+...", f.PC, sym, tt.fn)
			}
		})
	}
}

func TestMachineSurvivesFaults(t *testing.T) {
	m, img := machine(t)
	if _, err := call(t, m, img, "read_unmapped"); err == nil {
		t.Fatal("want a fault")
	}
	r, err := call(t, m, img, "sum6", 1, 1, 1, 1, 1, 1)
	if err != nil || r.R0 != 6 {
		t.Fatalf("call after a fault: r0=%d err=%v", r.R0, err)
	}
}

func TestLoadRejectsSegmentsOutsideMemory(t *testing.T) {
	path := armbuild.BuildString(t, "t.S", testSrc, "-mcpu=cortex-m0", "-mthumb")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := emu.New(emu.CortexM0)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	m.Map(0x20000000, 0x1000, emu.PermAll)
	if err := m.Load(img); err == nil || !strings.Contains(err.Error(), "outside the board's memory") {
		t.Errorf("Load = %v, want an error about memory", err)
	}
}

func TestMapRejectsBadRegions(t *testing.T) {
	m, err := emu.New(emu.CortexM0)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if err := m.Map(0x1000, 0x2000, emu.PermAll); err != nil {
		t.Fatal(err)
	}
	for _, r := range [][2]uint32{{0x2000, 0x1000}, {0x1001, 0x1000}, {0x8000, 0}, {0xfffff000, 0x2000}} {
		if err := m.Map(r[0], r[1], emu.PermAll); err == nil {
			t.Errorf("Map(0x%x, 0x%x) succeeded, want an error", r[0], r[1])
		}
	}
}
