@ name: SXTB, SXTH, UXTB, UXTH
@ straight-line
@ expect cortex-m0plus: 7
@ expect cortex-m0: 8
@ derivation:
@   movs r1, #0xff       x1  1/1  [ALU]
@   sxtb r2, r1          x1  1/1  [EXT]
@   sxth r3, r2          x1  1/1  [EXT]
@   uxtb r2, r3          x1  1/1  [EXT]
@   uxth r3, r3          x1  1/1  [EXT]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 5*1 + 2 = 7; total M0 = 5*1 + 3 = 8
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0xff
	sxtb r2, r1
	sxth r3, r2
	uxtb r2, r3
	uxth r3, r3
	bx lr
	.size bench, .-bench
