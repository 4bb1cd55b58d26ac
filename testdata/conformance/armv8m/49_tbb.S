@ name: TBB: a byte load, then the branch: 1 + pc_load_extra
@ expect cortex-m33: 7
@ expect cortex-m33 pcload=1: 5
@ derivation:
@   movs r1, #1          x1  1  [§2.2 basic ALU]
@   tbb [pc, r1]         x1  4  [load 1 + pc_load_extra (default 3: MT-B6; README)]
@   2: bx lr             x1  2  [§2.1 taken branch]
@   total = 1 + 4 + 2 = 7; pcload=1: 1 + 2 + 2 = 5
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #1
	tbb [pc, r1]
	.Ltab:
	.byte (1f - .Ltab) / 2
	.byte (2f - .Ltab) / 2
	.p2align 1
1:	nop
2:	bx lr
	.size bench, .-bench
