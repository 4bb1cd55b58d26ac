@ name: 16-bit arithmetic never pairs with 16-bit arithmetic
@ expect cortex-m33: 10
@ derivation:
@   movs r1, #1          x1  1  [§2.2 basic ALU]
@   adds r2, r1, #2      x1  1  [basic ALU; arithmetic+arithmetic cannot pair (§2.1, M1)]
@   subs r3, r2, r1      x1  1  [same]
@   ands r3, r2          x1  1  [same]
@   orrs r3, r1          x1  1  [same]
@   eors r2, r3          x1  1  [same]
@   lsls r1, r2, #1      x1  1  [same; shifts are basic ALU (README)]
@   cmp r1, r2           x1  1  [same]
@   bx lr                x1  2  [§2.1 taken branch 2; BX does not pair (README)]
@   total = 8*1 + 2 = 10
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #1
	adds r2, r1, #2
	subs r3, r2, r1
	ands r3, r2
	orrs r3, r1
	eors r2, r3
	lsls r1, r2, #1
	cmp r1, r2
	bx lr
	.size bench, .-bench
