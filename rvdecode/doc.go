// Package rvdecode is a table-driven decoder for 32-bit RISC-V in pure Go:
// RV32I and RV32E, the M, A and C (Zca) extensions, Zicsr, Zifencei, the
// bit-manipulation extensions Zba, Zbb, Zbs and Zbkb, and the code-size
// extensions Zcb and Zcmp (cm.push, cm.pop, cm.popret, cm.popretz,
// cm.mvsa01, cm.mva01s) — the set the RP2350's Hazard3 cores implement
// (MT-G1, MT-G4) and the RV32EC of the CH32V003 (MT-G3).
//
// Capstone 4.0.2, which the Arm side uses (package decode), has no RISC-V,
// so this package does what the Arm side asks of Capstone: for every
// instruction a timing model needs its class (Class: alu, branch, jal,
// jalr, load, store, mul, div, csr, system, atomic, push/pop with the
// number of registers moved), the registers it reads and writes, its
// immediate and its size (2 or 4 bytes). It is written in the style of
// golang.org/x/arch's decoders: each instruction is one row of a table
// (a mask, a value, the extension it belongs to and an operand format), and
// Decode takes the first row that matches and whose extension is enabled.
//
// The syntax Inst.String prints is GNU objdump's with `-M no-aliases`
// (ABI register names, real mnemonics, c.* for compressed instructions),
// except that branch and jump targets are printed relative to the
// instruction (".+8"), so a golden line does not depend on where the
// instruction stood. testdata/decode.txt is produced from testdata/*.S by
// riscv64-unknown-elf-as and checked against riscv64-unknown-elf-objdump
// (objdump_test.go); binutils 2.40 (Debian 12) knows neither Zcb nor Zcmp,
// so those rows are hand-encoded from the Zc specification in
// testdata/zc.txt, with each field's bits written beside them, and
// checked against LLVM's disassembler, llvm-mc-19, when it is installed
// (llvm_test.go).
//
// Decode is a pure function of (ISA, bits) and costs well under a
// microsecond; a model still decodes once per address, as on the Arm side.
package rvdecode
