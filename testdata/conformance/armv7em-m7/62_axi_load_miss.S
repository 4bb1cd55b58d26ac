@ name: a load from AXI SRAM misses the cold D-cache
@ expect cortex-m7: 13
@ expect cortex-m7 dcache=off: 13
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 ldr r1, =axi_var (a literal in ITCM: no stall, M7-M1) ; c2 ldr r2, [r1] (address at EX1) | bx lr at c2: 2+5 = 7.
@   a D-cache miss in AXI SRAM costs axi_latency 4 + bus_divider 2 x 1 = 6 (M7-M3, M7-M4, M7-M7, M7-M8): 7+6 = 13. D-cache off: an uncached read costs the same 6: 13
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, =axi_var
	ldr r2, [r1]
	bx lr
.ltorg
	.size bench, .-bench

	.section .axi_data,"aw",%progbits
	.align 5
axi_var:
	.word 1, 2, 3, 4, 5, 6, 7, 8
	.word 9, 10, 11, 12, 13, 14, 15, 16
