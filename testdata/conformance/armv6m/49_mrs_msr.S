@ name: MRS and MSR on PRIMASK and APSR
@ straight-line
@ expect cortex-m0plus: 14
@ expect cortex-m0: 19
@ derivation:
@   mrs r1, primask      x1  3/4  [MRS/MSR]
@   msr primask, r1      x1  3/4  [MRS/MSR]
@   mrs r2, apsr         x1  3/4  [MRS/MSR]
@   msr apsr_nzcvq, r2   x1  3/4  [MRS/MSR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 4*3 + 2 = 14; total M0 = 4*4 + 3 = 19
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mrs r1, primask
	msr primask, r1
	mrs r2, apsr
	msr apsr_nzcvq, r2
	bx lr
	.size bench, .-bench
