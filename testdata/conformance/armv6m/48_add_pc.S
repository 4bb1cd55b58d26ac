@ name: ADD PC, Rm (PC reads as this instruction + 4)
@ expect cortex-m0plus: 8
@ expect cortex-m0: 11
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   add pc, r1           x1  2/3  [PC-WRITE]  (to itself + 4)
@   movs r2, #1          x0  1/1  [ALU]  (skipped)
@   movs r1, #2          x1  1/1  [ALU]
@   add pc, r1           x1  2/3  [PC-WRITE]  (to itself + 6)
@   movs r2, #2          x0  1/1  [ALU]  (skipped)
@   movs r2, #3          x0  1/1  [ALU]  (skipped)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2*1 + 2*2 + 2 = 8; total M0 = 2*1 + 2*3 + 3 = 11
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	add pc, r1
	movs r2, #1
	movs r1, #2
	add pc, r1
	movs r2, #2
	movs r2, #3
	bx lr
	.size bench, .-bench
