@ name: unrolled 32-bit code with loads at 5 WS: a line of two ldr.w and two add.w takes the core 6 cycles, the read's time, no wait
@ expect cortex-m4f: 31
@ expect cortex-m4f ws=0: 26
@ derivation (lines L1..L4 = ldr.w from the stack (SRAM), add.w, ldr.w, add.w each, L5 = bx lr):
@   core, zero wait (armv7m suite F5, F2, F16): 4 x (ldr.w 2 + add.w 1 + ldr.w 2 + add.w 1)
@   + bx lr (1 + P, P = 1) 2 = 24 + 2 = 26 (each ldr.w follows an add.w: no pipelining; its
@   base sp is no result of the add.w before it)
@   flash rules (models/flashport.go; README.md): W = 5 WS, a 128-bit line read 1 + W = 6
@   cycles; the I-cache is cold; work = the core's cycles in the line before; rules P1, P2,
@   P3 as in 01_unrolled_32bit.S
@   L1 demand 5 [P3], head 0; L2: work 6: 6 - 6 = 0 [P1], head = min(6 - 6, lead) = 0 [P2];
@   L3, L4, L5 (bx lr) the same: 0
@   stalls = 5; total = 26 + 5 = 31 (the old rule, one cycle per instruction: work 4 in
@   every line, 5 + 4 x 2 = 13, total 39)
	.syntax unified
	.cpu cortex-m4
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 16
bench:
	.rept 4
	ldr.w r2, [sp]
	add.w r1, r1, #1
	ldr.w r3, [sp]
	add.w r1, r1, #1
	.endr
	bx lr
	.size bench, .-bench
