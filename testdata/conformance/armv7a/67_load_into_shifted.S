@ name: a load result as the rotated operand of the next ALU instruction: a7_load_use_cycles, plus a7_load_early_cycles
@ expect cortex-a7: 154
@ expect cortex-a7 early=1: 155
@ expect cortex-a7 early=2: 156
@ derivation (parameter defaults unless an option says, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   data: ldr r3,[r0] is the scratch's first access: 9 + 70 (row conflict) = 79; ldr r1,[r0,#4] hits L1
@   ldr r3 @0; ldr r1 @1; add r2,r2,r1,ror #8 needs r1 as a shifted operand: @3 (a7_load_use_cycles 2 into
@   every operand, C6; MT-A8); bx lr younger @3 (the ALU-shift form leaves ex2 open); core end 5;
@   total 70 + 79 + 5 = 154
@   early=1: MT-A3's "shifted operands needed one cycle early" applied to the load result: add @4, end 6: 155;
@   early=2: @5, end 7: 156
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	ldr r3, [r0]
	ldr r1, [r0, #4]
	add r2, r2, r1, ror #8
	bx lr
	.size bench, .-bench
