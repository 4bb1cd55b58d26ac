@ name: ADR, a literal load, then a load through the ADR result
@ expect cortex-m3: 6
@ expect cortex-m4f: 6
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   adr r1, lit          x1  1/1  [F5]
@   ldr r2, lit          x1  2/2  [F15; literal_load_extra 0 (F26); r1 not an address here]
@   ldr r3, [r1]         x1  1/1  [F16 pipelined; r1 from two instructions back (F4)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 2 + 1 + 2 = 6
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	adr r1, lit
	ldr r2, lit
	ldr r3, [r1]
	bx lr
	.balign 4
lit:
	.word 0x12345678
	.size bench, .-bench
