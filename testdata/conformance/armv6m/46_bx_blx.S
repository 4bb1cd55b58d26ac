@ name: BLX register to a function, BX register to a label
@ expect cortex-m0plus: 15
@ expect cortex-m0: 19
@ derivation:
@   mov r12, lr          x1  1/1  [ALU]
@   ldr r3, =leaf        x1  2/2  [LDR]      (literal, Thumb bit set)
@   blx r3               x1  2/3  [BX/BLX]
@   adr r2, 1f           x1  1/1  [ALU]
@   adds r2, #1          x1  1/1  [ALU]      (Thumb bit)
@   bx r2                x1  2/3  [BX/BLX]
@   mov lr, r12          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   adds r1, #1          x1  1/1  [ALU]      (leaf)
@   bx lr                x1  2/3  [BX/BLX]   (leaf return)
@   total M0+ = 1+2+2+1+1+2+1+2 + 1+2 = 15; total M0 = 1+2+3+1+1+3+1+3 + 1+3 = 19
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	mov r12, lr
	ldr r3, =leaf
	blx r3
	adr r2, 1f
	adds r2, #1
	bx r2
	.p2align 2
1:	mov lr, r12
	bx lr
	.size bench, .-bench
	.type leaf, %function
	.thumb_func
leaf:	adds r1, #1
	bx lr
	.size leaf, .-leaf
	.ltorg
