@ name: 16 KB read twice: the second pass hits L1
@ expect cortex-a7: 18146
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   two passes over SIZE bytes from the scratch, one load per 64-byte line: n = 2*SIZE/64 = 512 iterations
@   iteration: bic @s; ldr (index early, latency 2) @s+2; add younger @s+2; cmp @s+3 + bne younger; next @s+4 (BTIC hit)
@   predictor: 9 taken mispredicts while the history fills, exit mispredicts: core = 1 + 4(n-1) + 9*8 + 4 + 8 + 2 = 4n + 83 = 2131
@   DDR: 2 KB rows, 8 banks: each 2 KB chunk = 32 lines; the first line of a chunk opens its row (bank 0 first: conflict with the code row 79; banks 1-7 first: closed 9+61 = 70; later: conflict 79), the other 31 hit the row: 62
@   pass 1: 8 chunks: 79 + 7*70 + 0*79 + 8*31*62 = 15945
@   pass 2: all L1 hits: 0
@   total = 70 + 2131 + 15945 + 0 = 18146 (from the parameter defaults)
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
	bic r3, r1, #0x4000
	ldr r12, [r0, r3]
	add r1, r1, #64
	cmp r1, #0x8000
	bne 1b
	bx lr
	.size bench, .-bench
