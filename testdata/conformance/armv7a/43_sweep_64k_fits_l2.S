@ name: 64 KB read twice: beyond L1 (32 KB), second pass hits L2 (128 KB)
@ expect cortex-a7: 81530
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   two passes over SIZE bytes from the scratch, one load per 64-byte line: n = 2*SIZE/64 = 2048 iterations
@   iteration: bic @s; ldr (index early, latency 2) @s+2; add younger @s+2; cmp @s+3 + bne younger; next @s+4 (BTIC hit)
@   predictor: 9 taken mispredicts while the history fills, exit mispredicts: core = 1 + 4(n-1) + 9*8 + 4 + 8 + 2 = 4n + 83 = 8275
@   DDR: 2 KB rows, 8 banks: each 2 KB chunk = 32 lines; the first line of a chunk opens its row (bank 0 first: conflict with the code row 79; banks 1-7 first: closed 9+61 = 70; later: conflict 79), the other 31 hit the row: 62
@   pass 1: 32 chunks: 79 + 7*70 + 24*79 + 32*31*62 = 63969
@   pass 2: every line misses L1 (LRU sweep of 2x its size) and hits L2: 1024 x 9 = 9216
@   total = 70 + 8275 + 63969 + 9216 = 81530 (from the parameter defaults)
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r1, #0
1:
	bic r3, r1, #0x10000
	ldr r12, [r0, r3]
	add r1, r1, #64
	cmp r1, #0x20000
	bne 1b
	bx lr
	.size bench, .-bench
