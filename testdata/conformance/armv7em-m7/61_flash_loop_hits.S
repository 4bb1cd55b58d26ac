@ name: a loop in flash misses once, then hits
@ expect cortex-m7: 35
@ expect cortex-m7 icache=off: 35
@ expect cortex-m7 ws=2: 31
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   The loop of 36_loop_btac (21 cycles in ITCM) placed in flash: its 8 bytes sit in one line: 1 miss = 14 (an
@   I-cache miss in flash costs axi_latency 4 + bus_divider 2 x (1 + flash_wait_states 4) = 14 (M7-M4, M7-M7, M7-M8));
@   every later fetch hits (M7-M2): 21+14 = 35.
@   I-cache off (M7-M6): the 8 bytes are one 64-bit granule, which the fetch buffer holds: 1 read = 14: 35.
@   ws=2: a miss costs 4 + 2 x 3 = 10: 31
	.syntax unified
	.thumb
	.section .flash_text,"ax",%progbits
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #4
1:
	subs r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
