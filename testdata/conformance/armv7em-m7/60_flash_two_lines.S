@ name: code in flash: one miss per 32-byte line
@ expect cortex-m7: 41
@ expect cortex-m7 ws=0: 25
@ expect cortex-m7 icache=off: 83
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   16 16-bit adds (32 bytes, line 0) then bx lr (line 1). Pipeline: pairs c0..c7, c8 bx lr: 8+5 = 13.
@   I-cache on: 2 misses x 14 = 28 (an I-cache miss in flash costs axi_latency 4 + bus_divider 2 x (1 + flash_wait_states 4) = 14 (M7-M4, M7-M7, M7-M8)); 13+28 = 41. ws=0: 2 x 6 = 12, 25.
@   I-cache off: every 64-bit fetch granule is a read (M7-M6): granules at 0,8,16,24,32: 5 x 14 = 70; 13+70 = 83
	.syntax unified
	.thumb
	.section .flash_text,"ax",%progbits
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r1, #1
	adds r2, #1
	adds r1, #1
	adds r2, #1
	adds r1, #1
	adds r2, #1
	adds r1, #1
	adds r2, #1
	adds r1, #1
	adds r2, #1
	adds r1, #1
	adds r2, #1
	adds r1, #1
	adds r2, #1
	adds r1, #1
	adds r2, #1
	bx lr
	.size bench, .-bench
