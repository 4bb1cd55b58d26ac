@ name: UMLAL chain through the accumulators: a7_umlal_acc_cycles = 1 (MT-A8, a parameter)
@ expect cortex-a7: 75
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   umlal r1,r2,r3,r12 @0, @1, @2 (accumulator latency a7_umlal_acc_cycles 1, as MT-A2's SMLAL; both slots)
@   bx lr @3; end 5; total 75
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	umlal r1, r2, r3, r12
	umlal r1, r2, r3, r12
	umlal r1, r2, r3, r12
	bx lr
	.size bench, .-bench
