@ name: a store to write-back write-allocate SRAM allocates its line
@ expect cortex-m7: 8
@ expect cortex-m7 dcache=off: 14
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 ldr r1, =axi_var (a literal in ITCM: no stall, M7-M1) ; c2 str r2, [r1] | ldr r3, [r1] (store pipe + load pipe) ; c3 bx lr: 8.
@   The store allocates the line without stalling (store buffer; M7-M3 write-allocate, M7-M5 WBWA in the SRAM
@   region), so the load hits: 8. D-cache off: the store is buffered (0), the load is an uncached read: 8+6 = 14
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, =axi_var
	str r2, [r1]
	ldr r3, [r1]
	bx lr
.ltorg
	.size bench, .-bench

	.section .axi_data,"aw",%progbits
	.align 5
axi_var:
	.word 1, 2, 3, 4, 5, 6, 7, 8
	.word 9, 10, 11, 12, 13, 14, 15, 16
