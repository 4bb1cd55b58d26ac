@ name: BCS and BCC, each taken once and not taken once
@ expect cortex-m0plus: 12
@ expect cortex-m0: 15
@ derivation:
@   movs r1, #1          x1  1/1  [ALU]
@   lsrs r2, r1, #1      x1  1/1  [ALU]  (C=1)
@   bcs 1f               x1  2/3  [B<cc> taken]
@   movs r3, #1          x0  1/1  [ALU]  (skipped)
@   bcc 2f               x1  1/1  [B<cc> not taken]
@   cmp r2, #1           x1  1/1  [ALU]  (0-1 borrows: C=0)
@   bcc 2f               x1  2/3  [B<cc> taken]
@   movs r3, #2          x0  1/1  [ALU]  (skipped)
@   bcs 3f               x1  1/1  [B<cc> not taken]
@   movs r3, #3          x1  1/1  [ALU]
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
	movs r1, #1
	lsrs r2, r1, #1
	bcs 1f
	movs r3, #1
1:	bcc 2f
	cmp r2, #1
	bcc 2f
	movs r3, #2
2:	bcs 3f
	movs r3, #3
3:	bx lr
	.size bench, .-bench
