@ name: STR after LDR: the store's address phase overlaps the load's data phase
@ expect cortex-m3: 4
@ expect cortex-m4f: 4
@ expect cortex-m3 store=2: 5
@ expect cortex-m4f store=2: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldr r1, [r0]         x1  2/2  [F15]
@   str r1, [r0, #4]     x1  S-1  [F20 S = store_cycles; F16 pipelined after the load: S - 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 2 + (S - 1) + 2 = 4 at S = 1 (1 IPC, jnk0le); 5 at S = 2 (TRM "normally three cycles" for the pair)
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldr r1, [r0]
	str r1, [r0, #4]
	bx lr
	.size bench, .-bench
