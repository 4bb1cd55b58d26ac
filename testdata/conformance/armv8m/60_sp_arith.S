@ name: SP arithmetic and SP-relative loads and stores
@ expect cortex-m33: 6
@ derivation:
@   sub sp, #16          x1  1  [§2.2 basic ALU]
@   str r1, [sp]         x1  1  [§2.2 STR 1; SP latency 1: no stall]
@   ldr r2, [sp, #4]     x1  1  [LDR 1; load/store+load/store: no pair (README)]
@   add sp, #16          x1  1  [basic ALU; load/store+arithmetic cannot pair]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 4*1 + 2 = 6
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	sub sp, #16
	str r1, [sp]
	ldr r2, [sp, #4]
	add sp, #16
	bx lr
	.size bench, .-bench
