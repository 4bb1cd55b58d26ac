@ name: a loop in flash misses once, then hits
@ expect cortex-m7: 36
@ expect cortex-m7 icache=off: 36
@ expect cortex-m7 ws=2: 32
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   The loop of 36_loop_btac (22 cycles in ITCM) placed in flash: its 8 bytes sit in one line: 1 miss = 14 (an I-cache miss in flash costs axi_latency 4 + bus_divider 2 x (1 + flash_wait_states 4) = 14 (M7-M4, M7-M7, M7-M8));
@   every later fetch hits (M7-M2): 22+14 = 36.
@   I-cache off (M7-M6): the 8 bytes are one 64-bit granule, which the fetch buffer holds: 1 read = 14: 36.
@   ws=2: a miss costs 4 + 2 x 3 = 10: 32
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
