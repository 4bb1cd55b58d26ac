@ name: seven conditional branches in a row, none taken (NE MI CC VS HI LT GT after cmp 0,0)
@ expect cortex-m0plus: 12
@ expect cortex-m0: 13
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   cmp r1, #0           x1  1/1  [ALU]  (N=0 Z=1 C=1 V=0)
@   bne 9f               x1  1/1  [B<cc> not taken]
@   bmi 9f               x1  1/1  [B<cc> not taken]
@   bcc 9f               x1  1/1  [B<cc> not taken]
@   bvs 9f               x1  1/1  [B<cc> not taken]
@   bhi 9f               x1  1/1  [B<cc> not taken]
@   blt 9f               x1  1/1  [B<cc> not taken]
@   bgt 9f               x1  1/1  [B<cc> not taken]
@   movs r2, #1          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2*1 + 7*1 + 1 + 2 = 12; total M0 = 2*1 + 7*1 + 1 + 3 = 13
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
	bne 9f
	bmi 9f
	bcc 9f
	bvs 9f
	bhi 9f
	blt 9f
	bgt 9f
	movs r2, #1
9:	bx lr
	.size bench, .-bench
