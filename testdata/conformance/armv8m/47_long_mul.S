@ name: UMULL/UMLAL: parameters long_mul_cycles (default 1) and long_mul_latency (default 2), accumulators chain as MAC
@ expect cortex-m33: 8
@ expect cortex-m33 longmul=2: 11
@ expect cortex-m33 mullat=3: 11
@ derivation:
@   umull r1, r2, r3, r4   x1  C  [§2.2 row U/S: as MAC, parameter long_mul_cycles C (1)]
@   add.w r7, r2, #1       x1  1+s [latency L (long_mul_latency, 2): stall s = max(0, L - C)]
@   umlal r1, r2, r3, r4   x3  C+s' [accumulators (RdLo, RdHi) read late as MAC: stall s' = max(0, L - 1 - C) after the first]
@   bx lr                  x1  2  [§2.1 taken branch]
@   default C=1, L=2: 1 + (1+1) + 3*1 + 2 = 8
@   C=2, L=2: 2 + 1 + 3*2 + 2 = 11
@   C=1, L=3: 1 + (1+2) + (1 + 2*(1+1)) + 2 = 11
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	umull r1, r2, r3, r4
	add.w r7, r2, #1
	umlal r1, r2, r3, r4
	umlal r1, r2, r3, r4
	umlal r1, r2, r3, r4
	bx lr
	.size bench, .-bench
