@ name: BFI is single-stage; UBFX, CLZ, REV, shifts and extends are basic ALU too
@ expect cortex-m33: 15
@ derivation:
@   bfi r1, r2, #4, #8           x1  1  [§2.2 BFI 1/1 (M1)]
@   add.w r3, r1, #1             x1  1  [no stall]
@   ubfx r4, r1, #2, #3          x1  1  [basic ALU (README)]
@   add.w r5, r4, #1             x1  1  [no stall]
@   clz r6, r5                   x1  1  [basic ALU (README)]
@   rev r7, r6                   x1  1  [basic ALU]
@   lsl.w r1, r2, #3             x1  1  [a shift alone is basic ALU, not an operand2 shift (README)]
@   add.w r3, r1, #1             x1  1  [no stall]
@   sxtb.w r1, r2, ror #8        x1  1  [extend with rotation: basic ALU (README)]
@   add.w r3, r1, #1             x1  1  [no stall]
@   movw r1, #0x1234             x1  1  [basic ALU]
@   movt r1, #0x5678             x1  1  [basic ALU]
@   add.w r3, r1, #1             x1  1  [no stall]
@   bx lr                        x1  2  [§2.1 taken branch]
@   total = 13*1 + 2 = 15
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	bfi r1, r2, #4, #8
	add.w r3, r1, #1
	ubfx r4, r1, #2, #3
	add.w r5, r4, #1
	clz r6, r5
	rev r7, r6
	lsl.w r1, r2, #3
	add.w r3, r1, #1
	sxtb.w r1, r2, ror #8
	add.w r3, r1, #1
	movw r1, #0x1234
	movt r1, #0x5678
	add.w r3, r1, #1
	bx lr
	.size bench, .-bench
