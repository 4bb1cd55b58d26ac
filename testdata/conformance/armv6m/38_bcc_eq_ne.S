@ name: BEQ and BNE, each taken once and not taken once
@ expect cortex-m0plus: 11
@ expect cortex-m0: 14
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]  (Z=1)
@   beq 1f               x1  2/3  [B<cc> taken]
@   adds r1, #1          x0  1/1  [ALU]  (skipped)
@   bne 2f               x1  1/1  [B<cc> not taken]
@   cmp r1, #1           x1  1/1  [ALU]  (Z=0)
@   bne 2f               x1  2/3  [B<cc> taken]
@   adds r1, #1          x0  1/1  [ALU]  (skipped)
@   beq 3f               x1  1/1  [B<cc> not taken]
@   movs r2, #1          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*1 + 2*2 + 2*1 + 2 = 11; total M0 = 3*1 + 2*3 + 2*1 + 3 = 14
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	beq 1f
	adds r1, #1
1:	bne 2f
	cmp r1, #1
	bne 2f
	adds r1, #1
2:	beq 3f
	movs r2, #1
3:	bx lr
	.size bench, .-bench
