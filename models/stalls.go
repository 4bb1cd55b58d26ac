package models

// The stall vocabulary: every core reports the cycles it waits under
// these names (Result.Stalls, Profiler.Stall), so that the same cause has
// the same name on every board and stalls compare across boards. A core
// uses the subset its pipeline has; a new cause gets a new name here,
// with its doc line, before a core reports it.
const (
	// StallFetch: an instruction fetch waits on the memory model (flash
	// wait states, a prefetch buffer or cache miss, an AXI or XIP read).
	StallFetch = "fetch"
	// StallData: a data access waits on the memory model, as one figure
	// (a memory model without levels: flash, AXI, TCM, XIP).
	StallData = "data"
	// StallDataL1Miss: of a data access's wait on a memory model with
	// levels (LevelledData), the next level's lookups of its L1 misses.
	StallDataL1Miss = "data-l1-miss"
	// StallDataL2Miss: of the same, the DDR or SRAM latency beyond the
	// L2 lookup.
	StallDataL2Miss = "data-l2-miss"
	// StallDevice: an access to a device register window (the
	// accelerators: models/chip/accel.go), a bus transaction the pipeline waits for.
	StallDevice = "device"

	// StallBranchTaken: the pipeline refill after a write of the PC (a
	// taken branch, a PC load or pop, TBB/TBH beyond its load).
	StallBranchTaken = "branch-taken"
	// StallBranchMispredict: the refill after a mispredicted branch, on
	// the cores that predict.
	StallBranchMispredict = "branch-mispredict"

	// StallLoadUse: an instruction waits for a load's result.
	StallLoadUse = "load-use"
	// StallALULatency: an instruction waits for an ALU or shift result
	// of latency above 1 (or that it reads a stage early).
	StallALULatency = "alu-latency"
	// StallShiftOperand: a shifted operand or shift amount waits for the
	// instruction that produces it (it is needed a cycle early).
	StallShiftOperand = "shift-operand"
	// StallAddressOperand: a load or store address waits for the
	// instruction that produces its base or index (the AGU reads it a
	// cycle early).
	StallAddressOperand = "address-operand"
	// StallStoreLoad: a load waits for the store just before it.
	StallStoreLoad = "store-load"
	// StallMACLatency: an instruction waits for a multiply or
	// multiply-accumulate result.
	StallMACLatency = "mac-latency"
	// StallSIMDLatency: an instruction waits for a SIMD, saturating,
	// extend or pack result.
	StallSIMDLatency = "simd-latency"
	// StallFPLatency: an instruction waits on the FPU: an FP result, the
	// iterative divider or square root, an FP instruction's issue cycles
	// beyond 1.
	StallFPLatency = "fp-latency"
	// StallSysLatency: an instruction waits for a system register or
	// barrier instruction to complete.
	StallSysLatency = "sys-latency"
	// StallFlagSetting: the extra cycle of a flag-setting instruction
	// whose flags come late.
	StallFlagSetting = "flag-setting"

	// StallMultiply: a multiply's own cycles beyond 1 (an iterative
	// multiplier that holds the pipeline).
	StallMultiply = "multiply"
	// StallDiv: a division's cycles beyond the first.
	StallDiv = "div"
	// StallUnalignedLoad: an unaligned load's extra cycles (the M7's +3,
	// MT-E6).
	StallUnalignedLoad = "unaligned-load"

	// StallException: exception entry, return and tail-chaining.
	StallException = "exception"
	// StallSleep: WFI/WFE until the next interrupt.
	StallSleep = "sleep"
)

// StallNames lists the vocabulary, in the order of the constants above:
// a test checks that every core reports only these.
var StallNames = []string{
	StallFetch, StallData, StallDataL1Miss, StallDataL2Miss, StallDevice,
	StallBranchTaken, StallBranchMispredict,
	StallLoadUse, StallALULatency, StallShiftOperand, StallAddressOperand, StallStoreLoad,
	StallMACLatency, StallSIMDLatency, StallFPLatency, StallSysLatency, StallFlagSetting,
	StallMultiply, StallDiv, StallUnalignedLoad, StallException, StallSleep,
}
