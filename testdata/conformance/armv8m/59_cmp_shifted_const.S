@ name: CMP with a shifted constant sets flags: 2; TST with a pattern constant: 1
@ expect cortex-m33: 5
@ derivation:
@   cmp.w r1, #0x1fc0            x1  2  [§2.2 shifted constant with flag setting: 2 (CMP always sets flags)]
@   tst.w r1, #0x1b1b1b1b        x1  1  [pattern constant: basic ALU]
@   bx lr                        x1  2  [§2.1 taken branch]
@   total = 2 + 1 + 2 = 5
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	cmp.w r1, #0x1fc0
	tst.w r1, #0x1b1b1b1b
	bx lr
	.size bench, .-bench
