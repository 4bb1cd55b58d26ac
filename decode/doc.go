// Package decode is a minimal cgo binding to the Capstone disassembler
// (libcapstone 4.x) for 32-bit ARM: Thumb/Thumb-2 on M-profile cores
// (Cortex-M0, M0+, M33), and Thumb-2 and A32 on Cortex-A7.
//
// It exists to classify instructions for the per-core cycle timing
// models: for each executed instruction a model needs to know what it is
// (ID, a Capstone ARM_INS_* value), its condition, whether it sets flags or
// writes back its base, its operands (register lists, shifts, memory
// addressing) and the registers it reads and writes (for interlocks and
// forwarding). Inst carries exactly that, copied out of Capstone's C memory
// into ordinary Go values.
//
// Decoding goes through cgo and costs on the order of a microsecond, far
// more than a timing model's per-instruction work. Callers must therefore
// cache the result per address — decode once, when an address is first
// executed, never on every execution — and invalidate the cache only when
// code memory is written. A Decoder holds one Capstone handle and is not
// safe for concurrent use.
//
// Decode is a pure function of (mode, bytes, address): Capstone's own
// IT-block state is reset around every call, so an instruction inside a
// Thumb IT block decodes as if it stood alone. Callers that care about
// the IT condition follow the stream with an ITState and decode with
// DecodeIT (an address inside an IT block always gets the same condition,
// so its result can be cached like any other).
//
// Capstone 4.0.2's register-access and flag detail has gaps (e.g. UMLAL's
// accumulators, the source of UXTB, the pushed registers of PUSH.W listed
// as written); Decode repairs the ones found by the tests (fixup.go).
// CAPSTONE.md records what Capstone gets right and wrong on the code the
// project runs, with the evidence.
//
// The Ins*, CC*, Shift* and register constants are generated from the
// installed capstone/arm.h by gen_ids.go.
package decode

//go:generate go run gen_ids.go
