package cores

import "boardless/models"

// The QingKe V2 timing table (the CH32V003's RV32EC core): numbers only,
// each beside its source. MT-G3 is ../shared/reference/measured-timing.md
// row MT-G3 (jnk0le/random, "pipeline cycle test/doc/ch32v003_(qkv2).md",
// measured on the chip). What MT-G3 does not settle is a named parameter
// (qkv2Params), never a constant fitted to a result.
//
// Flash wait states are not in this table: the board's memory model
// (stm32-flash with 32-bit lines, ch32v003.json) charges them on the
// fetches and data reads that miss its line, which is how MT-G3's "4-5
// cycles at 1 WS" for a taken branch arises (3 + the target line's wait).
type qkv2Table struct {
	alu           uint64 // every instruction MT-G3 does not list: 1 (MT-G3 lists only the slower ones)
	load, store   uint64 // MT-G3: "loads stores are 2 cycle"
	taken         uint64 // MT-G3: taken branch/jump 3 at 0 WS (jal, jalr, c.j, c.jr, taken b*)
	unalignTarget uint64 // MT-G3: +1 to a target at a halfword (not word) address: a 32-bit instruction at 0 WS, any at 1 WS
}

var qkv2Costs = qkv2Table{alu: 1, load: 2, store: 2, taken: 3, unalignTarget: 1}

// The parameters: what MT-G3 leaves open.
const (
	qkv2LoadUseParam  = "load_use_cycles"
	qkv2NotTakenParam = "branch_not_taken_cycles"
	qkv2FlashExtra    = "taken_flash_extra_cycles"
)

func qkv2Params() []models.ParamDef {
	return []models.ParamDef{{
		Name: qkv2LoadUseParam, Default: 0, Unit: "cycles", Min: 0, Max: 1, Integer: true, Fittable: true,
		Source: "U: MT-G3 gives loads 2 cycles and says nothing of a load-use penalty; 0 assumes the 2-stage pipeline (QingKe V2 manual, Table 1-1: 2 stages) forwards the loaded word to the next instruction within the load's second cycle",
	}, {
		Name: qkv2NotTakenParam, Default: 1, Unit: "cycles", Min: 1, Max: 3, Integer: true, Fittable: true,
		Source: "U: MT-G3 times only taken branches (3); a branch that falls through is taken as 1, like every instruction MT-G3 does not list (the QingKe V2 manual's static prediction is not described further)",
	}, {
		Name: qkv2FlashExtra, Default: 0, Unit: "cycles", Min: 0, Max: 1, Integer: true, Fittable: true,
		Source: "U: MT-G3 at 1 WS: a taken branch takes 4 cycles after an older op and 5 after a younger one (synthetic tests; earlier 2-cycle instructions swap them): cycles added to a taken branch or jump whose target fetch waited on the flash, on top of 3 + the wait (0: the 4-cycle case)",
	}}
}
