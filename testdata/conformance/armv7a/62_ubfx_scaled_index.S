@ name: a bitfield result as the scaled index of a table load (GCC's T-table lookups): early, and one cycle more under scaled=1
@ expect cortex-a7: 154
@ expect cortex-a7 scaled=1: 155
@ derivation (parameter defaults unless an option says, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   data: the load reads the scratch (r1 = 0), its first access: misses L1 and L2, row conflict: 9 + 70 = 79
@   ubfx r1,r2,#8,#8 @0 (latency 2, MT-A3; 3 into an address, MT-A3 note / C6)
@   ldr r3,[r0,r1,lsl #2] @3 (a7_scaled_index_cycles 0: a scaled index is an ordinary address register, C6); bx lr younger @3
@   core end 5; total 70 + 79 + 5 = 154
@   scaled=1 (a7_scaled_index_cycles 1: the shifted index needed one cycle earlier still): ldr @4, bx younger @4, end 6; total 155
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	ubfx r1, r2, #8, #8
	ldr r3, [r0, r1, lsl #2]
	bx lr
	.size bench, .-bench
