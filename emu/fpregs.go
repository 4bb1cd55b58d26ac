package emu

/*
#include <unicorn/unicorn.h>

static uc_err bl_cp_write(uc_engine *uc, uint32_t cp, uint32_t crn, uint32_t crm, uint32_t opc1, uint32_t opc2, uint64_t val) {
	uc_arm_cp_reg r = {cp, 0, 0, crn, crm, opc1, opc2, val};
	return uc_reg_write(uc, UC_ARM_REG_CP_REG, &r);
}

static uc_err bl_cp_read(uc_engine *uc, uint32_t cp, uint32_t crn, uint32_t crm, uint32_t opc1, uint32_t opc2, uint64_t *val) {
	uc_arm_cp_reg r = {cp, 0, 0, crn, crm, opc1, opc2, 0};
	uc_err err = uc_reg_read(uc, UC_ARM_REG_CP_REG, &r);
	*val = r.val;
	return err;
}
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// The floating-point registers, for calls that pass or return values in
// them (the hard-float procedure-call standard), and the controls that
// enable the FPU.

// WriteS writes the single-precision register sN (N in 0..31).
func (m *Machine) WriteS(n int, v uint32) error {
	if n < 0 || n > 31 {
		return fmt.Errorf("emu: no register s%d", n)
	}
	return m.WriteReg(Reg(int(C.UC_ARM_REG_S0)+n), v)
}

// ReadS reads the single-precision register sN.
func (m *Machine) ReadS(n int) uint32 {
	if n < 0 || n > 31 {
		return 0
	}
	return m.ReadReg(Reg(int(C.UC_ARM_REG_S0) + n))
}

// DRegs is the number of double-precision registers: 16 on the
// M-profile FPUs (FPv4-SP and FPv5 are D16; sN is half of d(N/2) for N
// up to 31), 32 on Unicorn's A-profile CPUs (VFPv4 with Advanced SIMD).
func (c CPU) DRegs() int {
	if c.MProfile() {
		return 16
	}
	return 32
}

// ReadD reads the double-precision register dN (N below DRegs; 0 for
// one the CPU does not have).
func (m *Machine) ReadD(n int) uint64 {
	var v C.uint64_t
	if m.uc == nil || n < 0 || n >= m.cpu.DRegs() {
		return 0
	}
	C.uc_reg_read(m.uc, C.int(int(C.UC_ARM_REG_D0)+n), unsafe.Pointer(&v))
	return uint64(v)
}

// Coprocessor register of the A-profile system control (CP15).
type CPReg struct{ CP, CRn, CRm, Opc1, Opc2 uint32 }

// CPACR is the A-profile Coprocessor Access Control Register.
var CPACR = CPReg{15, 1, 0, 0, 2}

// WriteCP writes a coprocessor register (A-profile).
func (m *Machine) WriteCP(r CPReg, v uint32) error {
	if m.uc == nil {
		return errClosed
	}
	return ucError(C.bl_cp_write(m.uc, C.uint32_t(r.CP), C.uint32_t(r.CRn), C.uint32_t(r.CRm), C.uint32_t(r.Opc1), C.uint32_t(r.Opc2), C.uint64_t(v)))
}

// ReadCP reads a coprocessor register (A-profile).
func (m *Machine) ReadCP(r CPReg) (uint32, error) {
	if m.uc == nil {
		return 0, errClosed
	}
	var v C.uint64_t
	err := ucError(C.bl_cp_read(m.uc, C.uint32_t(r.CP), C.uint32_t(r.CRn), C.uint32_t(r.CRm), C.uint32_t(r.Opc1), C.uint32_t(r.Opc2), &v))
	return uint32(v), err
}

// FPEXC is the A-profile Floating-Point Exception Control register
// (bit 30, EN, enables the FPU).
const FPEXC Reg = C.UC_ARM_REG_FPEXC
