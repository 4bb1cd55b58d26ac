@ name: independent 16-bit ALU instructions dual-issue
@ expect cortex-m7: 7
@ derivation:
@   Two ALUs (M7-L2), ALU latency 1 (M7-L3): independent pairs issue together.
@   cycle 0: adds r1,#1 | adds r2,#1
@   cycle 1: adds r3,#1 | adds r12? no: only low registers: adds r1,#1 | adds r2,#1
@   4 pairs of independent adds = 4 cycles (cycles 0-3)
@   bx lr: cold BTAC, taken, mispredicted (M7-U3): issues at cycle 4, 1 + penalty 4 = 5
@   bx lr pairs? it joins nothing: the 4th pair is full. total = 4 + 1 + 4 = 9 ... see below
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r1, #1
	adds r2, #1
	adds r3, #1
	adds r1, #1
	bx lr
	.size bench, .-bench
