@ name: seven conditional branches in a row, all taken (EQ PL CS VC LS GE LE after cmp 0,0)
@ expect cortex-m0plus: 18
@ expect cortex-m0: 26
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   cmp r1, #0           x1  1/1  [ALU]  (N=0 Z=1 C=1 V=0)
@   beq 1f               x1  2/3  [B<cc> taken]
@   movs r2, #1          x0  1/1  [ALU]  (skipped)
@   bpl 2f               x1  2/3  [B<cc> taken]
@   movs r2, #2          x0  1/1  [ALU]  (skipped)
@   bcs 3f               x1  2/3  [B<cc> taken]
@   movs r2, #3          x0  1/1  [ALU]  (skipped)
@   bvc 4f               x1  2/3  [B<cc> taken]
@   movs r2, #4          x0  1/1  [ALU]  (skipped)
@   bls 5f               x1  2/3  [B<cc> taken]
@   movs r2, #5          x0  1/1  [ALU]  (skipped)
@   bge 6f               x1  2/3  [B<cc> taken]
@   movs r2, #6          x0  1/1  [ALU]  (skipped)
@   ble 7f               x1  2/3  [B<cc> taken]
@   movs r2, #7          x0  1/1  [ALU]  (skipped)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2*1 + 7*2 + 2 = 18; total M0 = 2*1 + 7*3 + 3 = 26
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	cmp r1, #0
	beq 1f
	movs r2, #1
1:	bpl 2f
	movs r2, #2
2:	bcs 3f
	movs r2, #3
3:	bvc 4f
	movs r2, #4
4:	bls 5f
	movs r2, #5
5:	bge 6f
	movs r2, #6
6:	ble 7f
	movs r2, #7
7:	bx lr
	.size bench, .-bench
