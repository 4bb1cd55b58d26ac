@ name: unconditional B, forward and backward
@ expect cortex-m0plus: 11
@ expect cortex-m0: 16
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   b 1f                 x1  2/3  [B]
@   movs r1, #1          x0  1/1  [ALU]  (skipped)
@   b 3f                 x1  2/3  [B]
@   b 4f                 x1  2/3  [B]
@   b 2b                 x1  2/3  [B]  (backward)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 1 + 4*2 + 2 = 11; total M0 = 1 + 4*3 + 3 = 16
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	b 1f
	movs r1, #1
1:	b 3f
2:	b 4f
3:	b 2b
4:	bx lr
	.size bench, .-bench
