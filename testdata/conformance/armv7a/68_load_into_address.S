@ name: a load result as the index register of the next load's address: a7_load_use_cycles, plus a7_load_early_cycles
@ expect cortex-a7: 154
@ expect cortex-a7 early=1: 155
@ derivation (parameter defaults unless an option says, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   data: ldr r3,[r0] is the scratch's first access: 9 + 70 = 79; ldr r1,[r0,#4] hits L1 and loads 0 (the
@   scratch is zero), so ldr r3,[r0,r1] reads the first word again: an L1 hit
@   ldr r3 @0; ldr r1 @1; ldr r3,[r0,r1] waits for r1 as an address register: @3 (a7_load_use_cycles 2, C6:
@   one load latency, the address included; MT-A8); bx lr younger @3; core end 5; total 70 + 79 + 5 = 154
@   early=1: an address is an early operand (MT-A3's consumer rule applied to loads): @4, end 6: 155
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	ldr r3, [r0]
	ldr r1, [r0, #4]
	ldr r3, [r0, r1]
	bx lr
	.size bench, .-bench
