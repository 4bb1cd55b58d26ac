@ name: a data load from flash misses into the D-cache
@ expect cortex-m7: 21
@ expect cortex-m7 ws=0: 13
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 ldr r1, =flash_word (a literal in ITCM: no stall, M7-M1) ; c2 ldr r2, [r1] | bx lr: 7. flash is write-through cacheable (M7-M5): a miss costs
@   axi_latency 4 + 2 x (1 + 4) = 14: 21. ws=0: 4 + 2 = 6: 13
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, =flash_word
	ldr r2, [r1]
	bx lr
.ltorg
	.size bench, .-bench

	.section .flash_text,"ax",%progbits
	.align 2
flash_word:
	.word 42
