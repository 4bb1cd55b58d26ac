@ name: LDR pc: a load, then the branch: 1 + pc_load_extra
@ expect cortex-m33: 9
@ expect cortex-m33 pcload=1: 7
@ derivation:
@   adr r1, 1f           x1  1  [§2.2 basic ALU]
@   adds r1, #1          x1  1  [basic ALU (Thumb bit)]
@   str r1, [r0]         x1  1  [§2.2 STR 1; arithmetic+load/store: no pair]
@   ldr.w pc, [r0]       x1  4  [load 1 + pc_load_extra (default 3: MT-B6; README)]
@   1: bx lr             x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 1 + 4 + 2 = 9; pcload=1: 7
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adr r1, 1f
	adds r1, #1
	str r1, [r0]
	ldr.w pc, [r0]
	.p2align 2
1:	bx lr
	.size bench, .-bench
