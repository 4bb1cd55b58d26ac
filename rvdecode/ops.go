// The decoding table, written from the RISC-V unprivileged specification
// (20191213), the bit-manipulation specification 1.0.0 (Zba, Zbb, Zbs), the
// scalar cryptography specification 1.0.1 (Zbkb) and the Zc specification
// 1.0.4 (Zca, Zcb, Zcmp): every row is one encoding, and Decode takes the
// first row, in this order, that matches.

package rvdecode

// Op is an instruction, one per encoding. The constants are in decoding
// order: where two rows overlap (zext.h is pack with rs2 = x0, c.jr is c.mv
// with rs2 = x0) the more specific one comes first.
type Op uint8

const (
	OpInvalid Op = iota
	OpLUI
	OpAUIPC
	OpJAL
	OpJALR
	OpBEQ
	OpBNE
	OpBLT
	OpBGE
	OpBLTU
	OpBGEU
	OpLB
	OpLH
	OpLW
	OpLBU
	OpLHU
	OpSB
	OpSH
	OpSW
	OpADDI
	OpSLTI
	OpSLTIU
	OpXORI
	OpORI
	OpANDI
	OpSLLI
	OpSRLI
	OpSRAI
	OpADD
	OpSUB
	OpSLL
	OpSLT
	OpSLTU
	OpXOR
	OpSRL
	OpSRA
	OpOR
	OpAND
	OpFENCE_TSO
	OpFENCE
	OpFENCE_I
	OpECALL
	OpEBREAK
	OpMRET
	OpWFI
	OpCSRRW
	OpCSRRS
	OpCSRRC
	OpCSRRWI
	OpCSRRSI
	OpCSRRCI
	OpMUL
	OpMULH
	OpMULHSU
	OpMULHU
	OpDIV
	OpDIVU
	OpREM
	OpREMU
	OpLR_W
	OpSC_W
	OpAMOSWAP_W
	OpAMOADD_W
	OpAMOXOR_W
	OpAMOAND_W
	OpAMOOR_W
	OpAMOMIN_W
	OpAMOMAX_W
	OpAMOMINU_W
	OpAMOMAXU_W
	OpSH1ADD
	OpSH2ADD
	OpSH3ADD
	OpANDN
	OpORN
	OpXNOR
	OpCLZ
	OpCTZ
	OpCPOP
	OpMAX
	OpMAXU
	OpMIN
	OpMINU
	OpSEXT_B
	OpSEXT_H
	OpZEXT_H
	OpROL
	OpROR
	OpRORI
	OpORC_B
	OpREV8
	OpBCLR
	OpBCLRI
	OpBEXT
	OpBEXTI
	OpBINV
	OpBINVI
	OpBSET
	OpBSETI
	OpPACK
	OpPACKH
	OpBREV8
	OpZIP
	OpUNZIP
	OpCADDI4SPN
	OpCLW
	OpCSW
	OpCLBU
	OpCLHU
	OpCLH
	OpCSB
	OpCSH
	OpCADDI
	OpCJAL
	OpCLI
	OpCADDI16SP
	OpCLUI
	OpCSRLI
	OpCSRAI
	OpCANDI
	OpCSUB
	OpCXOR
	OpCOR
	OpCAND
	OpCZEXT_B
	OpCSEXT_B
	OpCZEXT_H
	OpCSEXT_H
	OpCNOT
	OpCMUL
	OpCJ
	OpCBEQZ
	OpCBNEZ
	OpCSLLI
	OpCLWSP
	OpCJR
	OpCMV
	OpCEBREAK
	OpCJALR
	OpCADD
	OpCSWSP
	OpCMPUSH
	OpCMPOP
	OpCMPOPRETZ
	OpCMPOPRET
	OpCMMVSA01
	OpCMMVA01S
	opCount
)

// opTable holds, per Op, its row: mnemonic, class, operand format, the
// extensions any of which enable it, the extensions it needs besides, and
// its mask and match bits.
var opTable = [opCount]opInfo{
	OpLUI:       {"lui", ClassALU, fU, ExtI, 0, 0x7f, 0x37, 4},
	OpAUIPC:     {"auipc", ClassALU, fU, ExtI, 0, 0x7f, 0x17, 4},
	OpJAL:       {"jal", ClassJAL, fJAL, ExtI, 0, 0x7f, 0x6f, 4},
	OpJALR:      {"jalr", ClassJALR, fJALR, ExtI, 0, 0x707f, 0x67, 4},
	OpBEQ:       {"beq", ClassBranch, fBranch, ExtI, 0, 0x707f, 0x63, 4},
	OpBNE:       {"bne", ClassBranch, fBranch, ExtI, 0, 0x707f, 0x1063, 4},
	OpBLT:       {"blt", ClassBranch, fBranch, ExtI, 0, 0x707f, 0x4063, 4},
	OpBGE:       {"bge", ClassBranch, fBranch, ExtI, 0, 0x707f, 0x5063, 4},
	OpBLTU:      {"bltu", ClassBranch, fBranch, ExtI, 0, 0x707f, 0x6063, 4},
	OpBGEU:      {"bgeu", ClassBranch, fBranch, ExtI, 0, 0x707f, 0x7063, 4},
	OpLB:        {"lb", ClassLoad, fLoad, ExtI, 0, 0x707f, 0x3, 4},
	OpLH:        {"lh", ClassLoad, fLoad, ExtI, 0, 0x707f, 0x1003, 4},
	OpLW:        {"lw", ClassLoad, fLoad, ExtI, 0, 0x707f, 0x2003, 4},
	OpLBU:       {"lbu", ClassLoad, fLoad, ExtI, 0, 0x707f, 0x4003, 4},
	OpLHU:       {"lhu", ClassLoad, fLoad, ExtI, 0, 0x707f, 0x5003, 4},
	OpSB:        {"sb", ClassStore, fStore, ExtI, 0, 0x707f, 0x23, 4},
	OpSH:        {"sh", ClassStore, fStore, ExtI, 0, 0x707f, 0x1023, 4},
	OpSW:        {"sw", ClassStore, fStore, ExtI, 0, 0x707f, 0x2023, 4},
	OpADDI:      {"addi", ClassALU, fI, ExtI, 0, 0x707f, 0x13, 4},
	OpSLTI:      {"slti", ClassALU, fI, ExtI, 0, 0x707f, 0x2013, 4},
	OpSLTIU:     {"sltiu", ClassALU, fI, ExtI, 0, 0x707f, 0x3013, 4},
	OpXORI:      {"xori", ClassALU, fI, ExtI, 0, 0x707f, 0x4013, 4},
	OpORI:       {"ori", ClassALU, fI, ExtI, 0, 0x707f, 0x6013, 4},
	OpANDI:      {"andi", ClassALU, fI, ExtI, 0, 0x707f, 0x7013, 4},
	OpSLLI:      {"slli", ClassALU, fShift, ExtI, 0, 0xfe00707f, 0x1013, 4},
	OpSRLI:      {"srli", ClassALU, fShift, ExtI, 0, 0xfe00707f, 0x5013, 4},
	OpSRAI:      {"srai", ClassALU, fShift, ExtI, 0, 0xfe00707f, 0x40005013, 4},
	OpADD:       {"add", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x33, 4},
	OpSUB:       {"sub", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x40000033, 4},
	OpSLL:       {"sll", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x1033, 4},
	OpSLT:       {"slt", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x2033, 4},
	OpSLTU:      {"sltu", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x3033, 4},
	OpXOR:       {"xor", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x4033, 4},
	OpSRL:       {"srl", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x5033, 4},
	OpSRA:       {"sra", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x40005033, 4},
	OpOR:        {"or", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x6033, 4},
	OpAND:       {"and", ClassALU, fR, ExtI, 0, 0xfe00707f, 0x7033, 4},
	OpFENCE_TSO: {"fence.tso", ClassSystem, fNone, ExtI, 0, 0xffffffff, 0x8330000f, 4},
	OpFENCE:     {"fence", ClassSystem, fFence, ExtI, 0, 0x707f, 0xf, 4},
	OpFENCE_I:   {"fence.i", ClassSystem, fNone, ExtZifencei, 0, 0x707f, 0x100f, 4},
	OpECALL:     {"ecall", ClassSystem, fNone, ExtI, 0, 0xffffffff, 0x73, 4},
	OpEBREAK:    {"ebreak", ClassSystem, fNone, ExtI, 0, 0xffffffff, 0x100073, 4},
	OpMRET:      {"mret", ClassSystem, fNone, ExtI, 0, 0xffffffff, 0x30200073, 4},
	OpWFI:       {"wfi", ClassSystem, fNone, ExtI, 0, 0xffffffff, 0x10500073, 4},
	OpCSRRW:     {"csrrw", ClassCSR, fCSR, ExtZicsr, 0, 0x707f, 0x1073, 4},
	OpCSRRS:     {"csrrs", ClassCSR, fCSR, ExtZicsr, 0, 0x707f, 0x2073, 4},
	OpCSRRC:     {"csrrc", ClassCSR, fCSR, ExtZicsr, 0, 0x707f, 0x3073, 4},
	OpCSRRWI:    {"csrrwi", ClassCSR, fCSRI, ExtZicsr, 0, 0x707f, 0x5073, 4},
	OpCSRRSI:    {"csrrsi", ClassCSR, fCSRI, ExtZicsr, 0, 0x707f, 0x6073, 4},
	OpCSRRCI:    {"csrrci", ClassCSR, fCSRI, ExtZicsr, 0, 0x707f, 0x7073, 4},
	OpMUL:       {"mul", ClassMul, fR, ExtM, 0, 0xfe00707f, 0x2000033, 4},
	OpMULH:      {"mulh", ClassMul, fR, ExtM, 0, 0xfe00707f, 0x2001033, 4},
	OpMULHSU:    {"mulhsu", ClassMul, fR, ExtM, 0, 0xfe00707f, 0x2002033, 4},
	OpMULHU:     {"mulhu", ClassMul, fR, ExtM, 0, 0xfe00707f, 0x2003033, 4},
	OpDIV:       {"div", ClassDiv, fR, ExtM, 0, 0xfe00707f, 0x2004033, 4},
	OpDIVU:      {"divu", ClassDiv, fR, ExtM, 0, 0xfe00707f, 0x2005033, 4},
	OpREM:       {"rem", ClassDiv, fR, ExtM, 0, 0xfe00707f, 0x2006033, 4},
	OpREMU:      {"remu", ClassDiv, fR, ExtM, 0, 0xfe00707f, 0x2007033, 4},
	OpLR_W:      {"lr.w", ClassAtomic, fLR, ExtA, 0, 0xf9f0707f, 0x1000202f, 4},
	OpSC_W:      {"sc.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0x1800202f, 4},
	OpAMOSWAP_W: {"amoswap.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0x800202f, 4},
	OpAMOADD_W:  {"amoadd.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0x202f, 4},
	OpAMOXOR_W:  {"amoxor.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0x2000202f, 4},
	OpAMOAND_W:  {"amoand.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0x6000202f, 4},
	OpAMOOR_W:   {"amoor.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0x4000202f, 4},
	OpAMOMIN_W:  {"amomin.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0x8000202f, 4},
	OpAMOMAX_W:  {"amomax.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0xa000202f, 4},
	OpAMOMINU_W: {"amominu.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0xc000202f, 4},
	OpAMOMAXU_W: {"amomaxu.w", ClassAtomic, fAMO, ExtA, 0, 0xf800707f, 0xe000202f, 4},
	OpSH1ADD:    {"sh1add", ClassALU, fR, ExtZba, 0, 0xfe00707f, 0x20002033, 4},
	OpSH2ADD:    {"sh2add", ClassALU, fR, ExtZba, 0, 0xfe00707f, 0x20004033, 4},
	OpSH3ADD:    {"sh3add", ClassALU, fR, ExtZba, 0, 0xfe00707f, 0x20006033, 4},
	OpANDN:      {"andn", ClassALU, fR, ExtZbb | ExtZbkb, 0, 0xfe00707f, 0x40007033, 4},
	OpORN:       {"orn", ClassALU, fR, ExtZbb | ExtZbkb, 0, 0xfe00707f, 0x40006033, 4},
	OpXNOR:      {"xnor", ClassALU, fR, ExtZbb | ExtZbkb, 0, 0xfe00707f, 0x40004033, 4},
	OpCLZ:       {"clz", ClassALU, fR1, ExtZbb, 0, 0xfff0707f, 0x60001013, 4},
	OpCTZ:       {"ctz", ClassALU, fR1, ExtZbb, 0, 0xfff0707f, 0x60101013, 4},
	OpCPOP:      {"cpop", ClassALU, fR1, ExtZbb, 0, 0xfff0707f, 0x60201013, 4},
	OpMAX:       {"max", ClassALU, fR, ExtZbb, 0, 0xfe00707f, 0xa006033, 4},
	OpMAXU:      {"maxu", ClassALU, fR, ExtZbb, 0, 0xfe00707f, 0xa007033, 4},
	OpMIN:       {"min", ClassALU, fR, ExtZbb, 0, 0xfe00707f, 0xa004033, 4},
	OpMINU:      {"minu", ClassALU, fR, ExtZbb, 0, 0xfe00707f, 0xa005033, 4},
	OpSEXT_B:    {"sext.b", ClassALU, fR1, ExtZbb, 0, 0xfff0707f, 0x60401013, 4},
	OpSEXT_H:    {"sext.h", ClassALU, fR1, ExtZbb, 0, 0xfff0707f, 0x60501013, 4},
	OpZEXT_H:    {"zext.h", ClassALU, fR1, ExtZbb, 0, 0xfff0707f, 0x8004033, 4},
	OpROL:       {"rol", ClassALU, fR, ExtZbb | ExtZbkb, 0, 0xfe00707f, 0x60001033, 4},
	OpROR:       {"ror", ClassALU, fR, ExtZbb | ExtZbkb, 0, 0xfe00707f, 0x60005033, 4},
	OpRORI:      {"rori", ClassALU, fShift, ExtZbb | ExtZbkb, 0, 0xfe00707f, 0x60005013, 4},
	OpORC_B:     {"orc.b", ClassALU, fR1, ExtZbb, 0, 0xfff0707f, 0x28705013, 4},
	OpREV8:      {"rev8", ClassALU, fR1, ExtZbb | ExtZbkb, 0, 0xfff0707f, 0x69805013, 4},
	OpBCLR:      {"bclr", ClassALU, fR, ExtZbs, 0, 0xfe00707f, 0x48001033, 4},
	OpBCLRI:     {"bclri", ClassALU, fShift, ExtZbs, 0, 0xfe00707f, 0x48001013, 4},
	OpBEXT:      {"bext", ClassALU, fR, ExtZbs, 0, 0xfe00707f, 0x48005033, 4},
	OpBEXTI:     {"bexti", ClassALU, fShift, ExtZbs, 0, 0xfe00707f, 0x48005013, 4},
	OpBINV:      {"binv", ClassALU, fR, ExtZbs, 0, 0xfe00707f, 0x68001033, 4},
	OpBINVI:     {"binvi", ClassALU, fShift, ExtZbs, 0, 0xfe00707f, 0x68001013, 4},
	OpBSET:      {"bset", ClassALU, fR, ExtZbs, 0, 0xfe00707f, 0x28001033, 4},
	OpBSETI:     {"bseti", ClassALU, fShift, ExtZbs, 0, 0xfe00707f, 0x28001013, 4},
	OpPACK:      {"pack", ClassALU, fR, ExtZbkb, 0, 0xfe00707f, 0x8004033, 4},
	OpPACKH:     {"packh", ClassALU, fR, ExtZbkb, 0, 0xfe00707f, 0x8007033, 4},
	OpBREV8:     {"brev8", ClassALU, fR1, ExtZbkb, 0, 0xfff0707f, 0x68705013, 4},
	OpZIP:       {"zip", ClassALU, fR1, ExtZbkb, 0, 0xfff0707f, 0x8f01013, 4},
	OpUNZIP:     {"unzip", ClassALU, fR1, ExtZbkb, 0, 0xfff0707f, 0x8f05013, 4},
	OpCADDI4SPN: {"c.addi4spn", ClassALU, cADDI4SPN, ExtC, 0, 0xe003, 0x0, 2},
	OpCLW:       {"c.lw", ClassLoad, cLW, ExtC, 0, 0xe003, 0x4000, 2},
	OpCSW:       {"c.sw", ClassStore, cSW, ExtC, 0, 0xe003, 0xc000, 2},
	OpCLBU:      {"c.lbu", ClassLoad, cLBU, ExtZcb, 0, 0xfc03, 0x8000, 2},
	OpCLHU:      {"c.lhu", ClassLoad, cLH, ExtZcb, 0, 0xfc43, 0x8400, 2},
	OpCLH:       {"c.lh", ClassLoad, cLH, ExtZcb, 0, 0xfc43, 0x8440, 2},
	OpCSB:       {"c.sb", ClassStore, cSB, ExtZcb, 0, 0xfc03, 0x8800, 2},
	OpCSH:       {"c.sh", ClassStore, cSH, ExtZcb, 0, 0xfc43, 0x8c00, 2},
	OpCADDI:     {"c.addi", ClassALU, cADDI, ExtC, 0, 0xe003, 0x1, 2},
	OpCJAL:      {"c.jal", ClassJAL, cJ, ExtC, 0, 0xe003, 0x2001, 2},
	OpCLI:       {"c.li", ClassALU, cLI, ExtC, 0, 0xe003, 0x4001, 2},
	OpCADDI16SP: {"c.addi16sp", ClassALU, cADDI16SP, ExtC, 0, 0xef83, 0x6101, 2},
	OpCLUI:      {"c.lui", ClassALU, cLUI, ExtC, 0, 0xe003, 0x6001, 2},
	OpCSRLI:     {"c.srli", ClassALU, cSHIFTR, ExtC, 0, 0xec03, 0x8001, 2},
	OpCSRAI:     {"c.srai", ClassALU, cSHIFTR, ExtC, 0, 0xec03, 0x8401, 2},
	OpCANDI:     {"c.andi", ClassALU, cANDI, ExtC, 0, 0xec03, 0x8801, 2},
	OpCSUB:      {"c.sub", ClassALU, cCA, ExtC, 0, 0xfc63, 0x8c01, 2},
	OpCXOR:      {"c.xor", ClassALU, cCA, ExtC, 0, 0xfc63, 0x8c21, 2},
	OpCOR:       {"c.or", ClassALU, cCA, ExtC, 0, 0xfc63, 0x8c41, 2},
	OpCAND:      {"c.and", ClassALU, cCA, ExtC, 0, 0xfc63, 0x8c61, 2},
	OpCZEXT_B:   {"c.zext.b", ClassALU, cU, ExtZcb, 0, 0xfc7f, 0x9c61, 2},
	OpCSEXT_B:   {"c.sext.b", ClassALU, cU, ExtZcb, ExtZbb, 0xfc7f, 0x9c65, 2},
	OpCZEXT_H:   {"c.zext.h", ClassALU, cU, ExtZcb, ExtZbb, 0xfc7f, 0x9c69, 2},
	OpCSEXT_H:   {"c.sext.h", ClassALU, cU, ExtZcb, ExtZbb, 0xfc7f, 0x9c6d, 2},
	OpCNOT:      {"c.not", ClassALU, cU, ExtZcb, 0, 0xfc7f, 0x9c75, 2},
	OpCMUL:      {"c.mul", ClassMul, cCA, ExtZcb, ExtM, 0xfc63, 0x9c41, 2},
	OpCJ:        {"c.j", ClassJAL, cJ, ExtC, 0, 0xe003, 0xa001, 2},
	OpCBEQZ:     {"c.beqz", ClassBranch, cBZ, ExtC, 0, 0xe003, 0xc001, 2},
	OpCBNEZ:     {"c.bnez", ClassBranch, cBZ, ExtC, 0, 0xe003, 0xe001, 2},
	OpCSLLI:     {"c.slli", ClassALU, cSLLI, ExtC, 0, 0xe003, 0x2, 2},
	OpCLWSP:     {"c.lwsp", ClassLoad, cLWSP, ExtC, 0, 0xe003, 0x4002, 2},
	OpCJR:       {"c.jr", ClassJALR, cJR, ExtC, 0, 0xf07f, 0x8002, 2},
	OpCMV:       {"c.mv", ClassALU, cMV, ExtC, 0, 0xf003, 0x8002, 2},
	OpCEBREAK:   {"c.ebreak", ClassSystem, cNone, ExtC, 0, 0xffff, 0x9002, 2},
	OpCJALR:     {"c.jalr", ClassJALR, cJR, ExtC, 0, 0xf07f, 0x9002, 2},
	OpCADD:      {"c.add", ClassALU, cADD, ExtC, 0, 0xf003, 0x9002, 2},
	OpCSWSP:     {"c.swsp", ClassStore, cSWSP, ExtC, 0, 0xe003, 0xc002, 2},
	OpCMPUSH:    {"cm.push", ClassPush, cmPUSHPOP, ExtZcmp, 0, 0xff03, 0xb802, 2},
	OpCMPOP:     {"cm.pop", ClassPop, cmPUSHPOP, ExtZcmp, 0, 0xff03, 0xba02, 2},
	OpCMPOPRETZ: {"cm.popretz", ClassPop, cmPUSHPOP, ExtZcmp, 0, 0xff03, 0xbc02, 2},
	OpCMPOPRET:  {"cm.popret", ClassPop, cmPUSHPOP, ExtZcmp, 0, 0xff03, 0xbe02, 2},
	OpCMMVSA01:  {"cm.mvsa01", ClassALU, cmMV, ExtZcmp, 0, 0xfc63, 0xac22, 2},
	OpCMMVA01S:  {"cm.mva01s", ClassALU, cmMV, ExtZcmp, 0, 0xfc63, 0xac62, 2},
}
