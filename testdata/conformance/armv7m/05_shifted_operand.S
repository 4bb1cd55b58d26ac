@ name: operand2 with a shifted register: 1 cycle
@ expect cortex-m3: 5
@ expect cortex-m4f: 5
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   add.w/eor.w/sub.w with a shifted register   x3  1/1  [F5 data operations with 3 registers 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 3 + 2 = 5
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	add.w r1, r0, r0, lsl #2
	eor.w r2, r1, r0, ror #7
	sub.w r3, r2, r1, asr #1
	bx lr
	.size bench, .-bench
