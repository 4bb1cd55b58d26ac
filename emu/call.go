package emu

import (
	"boardless/elfimg"
	"boardless/trace"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"time"
)

// Load writes the image's segments into mapped memory. A segment whose
// load address (Paddr) differs from its run address (Vaddr), such as
// initialised .data, is written at both when both are mapped: function
// calls need it at Vaddr, firmware copies it from Paddr itself.
// Every segment must lie inside one mapped region: the check names the
// segment, so a bad ELF gets a clear error instead of a Unicorn one.
func (m *Machine) Load(img *elfimg.Image) error {
	for i, s := range img.Segments {
		if uint64(len(s.Data)) > uint64(s.Memsz) {
			return fmt.Errorf("%s: segment %d at 0x%08x: %d file bytes exceed its memory size 0x%x", img.Name, i, s.Vaddr, len(s.Data), s.Memsz)
		}
		if !m.Mapped(s.Vaddr, uint64(s.Memsz)) {
			return fmt.Errorf("%s: segment %d at 0x%08x+0x%x lies outside the board's memory%s",
				img.Name, i, s.Vaddr, s.Memsz, m.describeMaps())
		}
		if err := m.writeSegment(s.Vaddr, s); err != nil {
			return err
		}
		if s.Paddr != s.Vaddr && len(s.Data) > 0 && m.Mapped(s.Paddr, uint64(len(s.Data))) {
			if err := m.WriteMem(s.Paddr, s.Data); err != nil {
				return err
			}
		}
		if s.Flags&elf.PF_X != 0 {
			for _, r := range codeRanges(img, s) {
				if _, err := m.PatchHost(r[0], r[1]); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// codeRanges are the parts of an executable segment that hold
// instructions, as [addr, size): its executable sections (SHF_EXECINSTR),
// or the whole segment when the ELF has no section headers. An
// executable segment often holds .rodata too (GNU ld puts it beside
// .text), whose table words would decode as instructions: patching one
// replaced the program's data by an ebreak (SHA-256's round constants,
// AES's tables). A writable executable section holds code and data
// (the pico-sdk's __not_in_flash_func puts functions in .data): only
// its function symbols are code there.
func codeRanges(img *elfimg.Image, s elfimg.Segment) [][2]uint32 {
	whole := [][2]uint32{{s.Vaddr, uint32(len(s.Data))}}
	if img.File == nil || len(img.File.Sections) == 0 {
		return whole
	}
	var out [][2]uint32
	end := uint64(s.Vaddr) + uint64(len(s.Data))
	for _, sec := range img.File.Sections {
		if sec.Flags&(elf.SHF_ALLOC|elf.SHF_EXECINSTR) != elf.SHF_ALLOC|elf.SHF_EXECINSTR || sec.Type != elf.SHT_PROGBITS {
			continue
		}
		lo, hi := max(sec.Addr, uint64(s.Vaddr)), min(sec.Addr+sec.Size, end)
		if lo >= hi {
			continue
		}
		if sec.Flags&elf.SHF_WRITE != 0 {
			out = append(out, functionsIn(img, lo, hi)...)
		} else {
			out = append(out, [2]uint32{uint32(lo), uint32(hi - lo)})
		}
	}
	return out
}

// functionsIn are the function symbols' ranges within [lo, hi).
func functionsIn(img *elfimg.Image, lo, hi uint64) [][2]uint32 {
	var out [][2]uint32
	for _, sym := range img.Symbols {
		a, b := max(uint64(sym.Addr), lo), min(uint64(sym.Addr)+uint64(sym.Size), hi)
		if sym.Func && a < b {
			out = append(out, [2]uint32{uint32(a), uint32(b - a)})
		}
	}
	return out
}

func (m *Machine) writeSegment(at uint32, s elfimg.Segment) error {
	if err := m.WriteMem(at, s.Data); err != nil {
		return err
	}
	if zeros := s.Memsz - uint32(len(s.Data)); zeros > 0 {
		return m.WriteMem(at+uint32(len(s.Data)), make([]byte, zeros))
	}
	return nil
}

func (m *Machine) describeMaps() string {
	s := " (mapped:"
	for _, r := range m.maps {
		s += fmt.Sprintf(" 0x%08x-0x%08x", r.Base, r.End()-1)
	}
	return s + ")"
}

// sentinelCandidates are addresses where the return page may go, tried in
// order; the first that overlaps no board memory is used. They lie in
// regions no STM32 or STM32MP1 maps to memory.
var sentinelCandidates = []uint32{0x1ff00000, 0x0ff00000, 0x70000000, 0x90000000}

// sentinel returns the address that callees return to, mapping a page for
// it on first use. The page holds a branch-to-self so that even code that
// somehow executes it is caught by the instruction budget.
func (m *Machine) sentinel() (uint32, error) {
	for _, r := range m.maps {
		if r.Perm == PermRead|PermExec && r.Size == pageSize && isSentinel(r.Base) {
			return r.Base, nil
		}
	}
	for _, c := range sentinelCandidates {
		if m.overlaps(c, pageSize) {
			continue
		}
		if err := m.Map(c, pageSize, PermRead|PermExec); err != nil {
			return 0, err
		}
		// Thumb "b ." (0xe7fe) and A32 "b ." (0xeafffffe).
		loop := []byte{0xfe, 0xe7, 0xfe, 0xe7, 0xfe, 0xff, 0xff, 0xea}
		if m.cpu.RISCV() {
			loop = rvSentinelLoop
		}
		return c, m.WriteMem(c, loop)
	}
	return 0, fmt.Errorf("emu: no free address for the return sentinel")
}

func isSentinel(a uint32) bool {
	for _, c := range sentinelCandidates {
		if a == c {
			return true
		}
	}
	return false
}

func (m *Machine) overlaps(base, size uint32) bool {
	for _, r := range m.maps {
		if uint64(base) < r.End() && uint64(r.Base) < uint64(base)+uint64(size) {
			return true
		}
	}
	return false
}

// Call is one AAPCS function call.
type Call struct {
	Entry  uint32   // function address; bit 0 set for Thumb
	Args   []uint32 // r0-r3, then the stack
	SP     uint32   // stack pointer before the stacked arguments are pushed
	Budget uint64   // instruction budget; 0 for none
	// Timeout bounds the call's wall-clock time; 0 uses the machine's
	// (SetTimeout), which is none by default.
	Timeout time.Duration
}

// CallResult is what a completed call returns.
type CallResult struct {
	R0, R1     uint32
	Insns      uint64
	EntrySP    uint32 // SP at the first instruction of the callee
	ReturnAddr uint32 // where the callee returned to (the sentinel)
}

// Call runs a function the AAPCS way: the first four arguments in r0-r3,
// the rest on the stack (8-byte aligned at the call), and LR pointing to a
// sentinel page; reaching the sentinel is the return. Events go to sink.
func (m *Machine) Call(c Call, sink trace.Sink) (CallResult, error) {
	sent, err := m.sentinel()
	if err != nil {
		return CallResult{}, err
	}
	if c.Entry&^1 >= sent && c.Entry&^1 < sent+pageSize {
		// Running from the sentinel "returns" at once: a call of nothing
		// must not pass for a function that took no time.
		return CallResult{}, fmt.Errorf("emu: function address 0x%08x lies in the return sentinel's page, outside the board's memory", c.Entry&^1)
	}
	if m.cpu.RISCV() {
		return m.callRISCV(c, sent, sink)
	}
	sp := c.SP &^ 7
	if len(c.Args) > 4 {
		extra := c.Args[4:]
		sp = (sp - uint32(4*len(extra))) &^ 7
		buf := make([]byte, 4*len(extra))
		for i, a := range extra {
			binary.LittleEndian.PutUint32(buf[4*i:], a)
		}
		if err := m.WriteMem(sp, buf); err != nil {
			return CallResult{}, fmt.Errorf("emu: stacked arguments at 0x%08x: %w", sp, err)
		}
	}
	for i := 0; i < len(c.Args) && i < 4; i++ {
		m.WriteReg(RegR(i), c.Args[i])
	}
	for i := len(c.Args); i < 4; i++ {
		m.WriteReg(RegR(i), 0)
	}
	m.WriteReg(SP, sp)
	lr := sent
	if m.cpu.MProfile() {
		lr |= 1 // an even LR would fault (INVSTATE) on BX LR
	}
	m.WriteReg(LR, lr)
	return m.runCall(c, sp, sent, sink, R0, RegR(1))
}

// runCall runs a call whose arguments, stack pointer and return address
// are in place until it returns to sent, and reads its result from the
// two result registers (r0/r1 on Arm, a0/a1 on RISC-V).
func (m *Machine) runCall(c Call, sp, sent uint32, sink trace.Sink, lo, hi Reg) (CallResult, error) {
	timeout := m.timeout
	if c.Timeout > 0 {
		timeout = c.Timeout
	}
	insns, err := m.run(c.Entry, sent, c.Budget, timeout, sink)
	res := CallResult{Insns: insns, EntrySP: sp, ReturnAddr: sent}
	if err != nil {
		return res, err
	}
	res.R0, res.R1 = m.ReadReg(lo), m.ReadReg(hi)
	return res, nil
}
