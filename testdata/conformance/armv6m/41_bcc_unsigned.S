@ name: BHI and BLS, each taken once and not taken once
@ expect cortex-m0plus: 12
@ expect cortex-m0: 15
@ derivation:
@   movs r1, #5          x1  1/1  [ALU]
@   cmp r1, #3           x1  1/1  [ALU]  (C=1 Z=0: HI)
@   bhi 1f               x1  2/3  [B<cc> taken]
@   movs r3, #1          x0  1/1  [ALU]  (skipped)
@   bls 2f               x1  1/1  [B<cc> not taken]
@   cmp r1, #5           x1  1/1  [ALU]  (Z=1: LS)
@   bls 2f               x1  2/3  [B<cc> taken]
@   movs r3, #2          x0  1/1  [ALU]  (skipped)
@   bhi 3f               x1  1/1  [B<cc> not taken]
@   movs r2, #1          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 4*1 + 2*2 + 2*1 + 2 = 12; total M0 = 4*1 + 2*3 + 2*1 + 3 = 15
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #5
	cmp r1, #3
	bhi 1f
	movs r3, #1
1:	bls 2f
	cmp r1, #5
	bls 2f
	movs r3, #2
2:	bhi 3f
	movs r2, #1
3:	bx lr
	.size bench, .-bench
