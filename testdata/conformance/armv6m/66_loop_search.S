@ name: linear search that leaves the loop through a taken BEQ (found at word 5), tail after the loop
@ expect cortex-m0plus: 52
@ expect cortex-m0: 59
@ derivation:
@   movs r1, #7          x1  1/1  [ALU]
@   str r1, [r0, #20]    x1  2/2  [STR]  (marker at word 5)
@   movs r2, #0          x1  1/1  [ALU]
@   ldr r3, [r0, r2]     x6  2/2  [LDR]
@   cmp r3, #7           x6  1/1  [ALU]
@   beq 2f               x1  2/3 + x5 1/1  [B<cc> taken 1 / not taken 5]
@   adds r2, #4          x5  1/1  [ALU]
@   cmp r2, #64          x5  1/1  [ALU]
@   blt 1b               x5  2/3  [B<cc> taken 5]
@   movs r2, #0          x0  1/1  [ALU]  (not-found path, skipped)
@   lsrs r2, r2, #2      x1  1/1  [ALU]  (tail)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 4 + 6*2 + 6*1 + (2 + 5) + 5 + 5 + 5*2 + 1 + 2 = 52; total M0 = 4 + 6*2 + 6*1 + (3 + 5) + 5 + 5 + 5*3 + 1 + 3 = 59
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #7
	str r1, [r0, #20]
	movs r2, #0
1:	ldr r3, [r0, r2]
	cmp r3, #7
	beq 2f
	adds r2, #4
	cmp r2, #64
	blt 1b
	movs r2, #0
2:	lsrs r2, r2, #2
	bx lr
	.size bench, .-bench
