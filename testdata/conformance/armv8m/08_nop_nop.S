@ name: NOP after NOP does not pair (NOP pairs only after arithmetic or load/store)
@ expect cortex-m33: 8
@ derivation:
@   nop                  x6  1  [§2.1: NOP pairs with arithmetic or load/store; a NOP is neither (README)]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 6*1 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	nop
	nop
	nop
	nop
	nop
	nop
	bx lr
	.size bench, .-bench
