@ name: MOV PC, Rm (computed jumps)
@ expect cortex-m0plus: 8
@ expect cortex-m0: 11
@ derivation:
@   adr r1, 1f           x1  1/1  [ALU]
@   mov pc, r1           x1  2/3  [PC-WRITE]
@   movs r2, #1          x0  1/1  [ALU]  (skipped)
@   nop                  x0  1/1  [ALU]  (.p2align padding, mov r8,r8, skipped)
@   adr r1, 2f           x1  1/1  [ALU]
@   mov pc, r1           x1  2/3  [PC-WRITE]
@   movs r2, #2          x0  1/1  [ALU]  (skipped)
@   nop                  x0  1/1  [ALU]  (.p2align padding, skipped)
@   bx lr                x1  2/3  [BX/BLX]
@   nop                  x0  1/1  [ALU]  (section padding after bx lr, never executed)
@   total M0+ = 2*1 + 2*2 + 2 = 8; total M0 = 2*1 + 2*3 + 3 = 11
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adr r1, 1f
	mov pc, r1
	movs r2, #1
	.p2align 2
1:	adr r1, 2f
	mov pc, r1
	movs r2, #2
	.p2align 2
2:	bx lr
	.size bench, .-bench
