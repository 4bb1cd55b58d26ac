@ name: DMB, DSB, ISB
@ straight-line
@ expect cortex-m0plus: 11
@ expect cortex-m0: 15
@ derivation:
@   dmb                  x1  3/4  [BARRIER]
@   dsb                  x1  3/4  [BARRIER]
@   isb                  x1  3/4  [BARRIER]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*3 + 2 = 11; total M0 = 3*4 + 3 = 15
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	dmb
	dsb
	isb
	bx lr
	.size bench, .-bench
