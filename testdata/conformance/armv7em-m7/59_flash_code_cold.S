@ name: code in flash: one I-cache miss
@ expect cortex-m7: 19
@ expect cortex-m7 ws=0: 11
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   bench at 0x08000000 (flash, AXIM, write-through, cacheable). The fetch of bx lr misses: an I-cache miss in flash costs axi_latency 4 + bus_divider 2 x (1 + flash_wait_states 4) = 14 (M7-M4, M7-M7, M7-M8).
@   Pipeline: bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 0+5 = 5. total 14 + 5 = 19. ws=0: 4 + 2 = 6, 6+5 = 11
	.syntax unified
	.thumb
	.section .flash_text,"ax",%progbits
	.global bench
	.type bench, %function
	.thumb_func
bench:
	bx lr
	.size bench, .-bench
