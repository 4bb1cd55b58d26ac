@ name: ADD feeding an LSL: the shifted operand is needed a cycle early (MT-A3 note)
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   add r2,r2,#1 @0; lsl r1,r2,#2 @2 (r2 is LSL's shifted operand: latency 1 + 1 early, MT-A3); bx lr younger @2
@   end 4; total 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	add r2, r2, #1
	lsl r1, r2, #2
	bx lr
	.size bench, .-bench
