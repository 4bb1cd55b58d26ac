@ name: a load result as the scaled index of the next load: a7_load_use_cycles, plus a7_scaled_index_cycles
@ expect cortex-a7: 153
@ expect cortex-a7 scaled=1: 154
@ expect cortex-a7 scaled=2: 155
@ derivation (parameter defaults unless an option says, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   data: ldr r1,[r0] is the scratch's first access: 9 + 70 = 79; the second load (r1 = 0: the same word) hits L1
@   ldr r1,[r0] @0; ldr r3,[r0,r1,lsl #2] waits for r1: @2 (a7_load_use_cycles 2, C6; MT-A8); bx lr younger @2
@   core end 4; total 70 + 79 + 4 = 153
@   scaled=1: the second load @3, end 5: 154; scaled=2: @4, end 6: 155
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	ldr r1, [r0]
	ldr r3, [r0, r1, lsl #2]
	bx lr
	.size bench, .-bench
