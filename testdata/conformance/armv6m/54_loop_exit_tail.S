@ name: loop with an early exit (bhs out of the loop body) and a tail after the loop
@ expect cortex-m0plus: 28
@ expect cortex-m0: 33
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   movs r2, #20         x1  1/1  [ALU]
@   adds r1, #3          x4  1/1  [ALU]  (r1 = 3, 6, 9, 12)
@   cmp r1, #12          x4  1/1  [ALU]
@   bhs 2f               x1  2/3 + x3 1/1  [B<cc> taken 1 (r1=12) / not taken 3]
@   subs r2, #1          x3  1/1  [ALU]
@   bne 1b               x3  2/3  [B<cc> taken 3]
@   movs r3, r1          x1  1/1  [ALU]  (tail)
@   lsls r3, r3, #1      x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2 + 4 + 4 + (2 + 3) + 3 + 3*2 + 2 + 2 = 28; total M0 = 2 + 4 + 4 + (3 + 3) + 3 + 3*3 + 2 + 3 = 33
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	movs r2, #20
1:	adds r1, #3
	cmp r1, #12
	bhs 2f
	subs r2, #1
	bne 1b
2:	movs r3, r1
	lsls r3, r3, #1
	bx lr
	.size bench, .-bench
