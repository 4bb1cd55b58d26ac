@ name: LDMIA!/STMIA!: 1 + N; the base update needs no wait
@ expect cortex-m3: 12
@ expect cortex-m4f: 12
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   ldmia r0!, {r1-r4}   x1  5/5  [F23 1 + N, N = 4]
@   stmia r0!, {r1-r4}   x1  5/5  [F23; r0 from the address unit (F4)]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 5 + 5 + 2 = 12
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	ldmia r0!, {r1-r4}
	stmia r0!, {r1-r4}
	bx lr
	.size bench, .-bench
