@ name: a second load of the same line hits
@ expect cortex-m7: 14
@ expect cortex-m7 dcache=off: 20
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 ldr r1, =axi_var (a literal in ITCM: no stall, M7-M1) ; c2 ldr r2, [r1] | ldr r3, [r1, #4] (two load pipes) ; c3 bx lr: 3+5 = 8.
@   The first misses (a D-cache miss in AXI SRAM costs axi_latency 4 + bus_divider 2 x 1 = 6 (M7-M3, M7-M4, M7-M7, M7-M8)), the second hits its line (M7-M2): 8+6 = 14. D-cache off: two uncached reads: 8+12 = 20
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, =axi_var
	ldr r2, [r1]
	ldr r3, [r1, #4]
	bx lr
.ltorg
	.size bench, .-bench

	.section .axi_data,"aw",%progbits
	.align 5
axi_var:
	.word 1, 2, 3, 4, 5, 6, 7, 8
	.word 9, 10, 11, 12, 13, 14, 15, 16
