package rvdecode

import "fmt"

// csrNames are the CSRs objdump names that M-mode microcontroller code
// uses (privileged specification 20211203, tables 2.2-2.6); others print
// as a number, as objdump prints a CSR it does not know.
var csrNames = map[uint16]string{
	0x001: "fflags", 0x002: "frm", 0x003: "fcsr",
	0x300: "mstatus", 0x301: "misa", 0x302: "medeleg", 0x303: "mideleg",
	0x304: "mie", 0x305: "mtvec", 0x306: "mcounteren", 0x310: "mstatush",
	0x320: "mcountinhibit", 0x340: "mscratch", 0x341: "mepc", 0x342: "mcause",
	0x343: "mtval", 0x344: "mip",
	0x7a0: "tselect", 0x7a1: "tdata1", 0x7a2: "tdata2", 0x7a3: "tdata3",
	0x7b0: "dcsr", 0x7b1: "dpc", 0x7b2: "dscratch0", 0x7b3: "dscratch1",
	0xb00: "mcycle", 0xb02: "minstret", 0xb80: "mcycleh", 0xb82: "minstreth",
	0xc00: "cycle", 0xc01: "time", 0xc02: "instret",
	0xc80: "cycleh", 0xc81: "timeh", 0xc82: "instreth",
	0xf11: "mvendorid", 0xf12: "marchid", 0xf13: "mimpid", 0xf14: "mhartid",
}

func csrName(csr uint16) string {
	if n, ok := csrNames[csr]; ok {
		return n
	}
	return fmt.Sprintf("%#x", csr)
}
