@ name: an unaligned load costs three cycles more (MT-E6)
@ expect cortex-m7: 16
@ expect cortex-m7 unal=0: 13
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   As 62_axi_load_miss: c0 ldr r1, =axi_var ; c2 ldr.w r2, [r1, #1] | bx lr: 2+5 = 7, the D-cache miss in AXI SRAM
@   6 (M7-M3, M7-M4, M7-M7, M7-M8): 13. MT-E6: the load is unaligned, +3 (unaligned_load_extra): 16. (The data
@   accesses the memory model traces are those of cacheable and flash memory: in DTCM the stream carries none.)
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldr r1, =axi_var
	ldr.w r2, [r1, #1]
	bx lr
.ltorg
	.size bench, .-bench

	.section .axi_data,"aw",%progbits
	.align 5
axi_var:
	.word 1, 2, 3, 4, 5, 6, 7, 8
