@ name: a load from SYSRAM misses to the on-chip RAM (sram_ns = 30 at 650 MHz: 20 cycles)
@ expect cortex-a7: 104
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   movw r1 @0; movt r1 @1; ldr r2,[r1] @3 (address early, latency 2); bx lr younger @3; end 5
@   data: L1 and L2 miss, SRAM: 9 + ceil(30 ns * 0.65) = 9 + 20 = 29
@   total 70 + 29 + 5 = 104
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	movw r1, #0
	movt r1, #0x2ffe
	ldr r2, [r1]
	bx lr
	.size bench, .-bench
