@ name: LDRD and STRD take 2 cycles
@ expect cortex-m33: 10
@ derivation:
@   ldrd r2, r3, [r0]          x1  2  [§2.2 LDRD/STRD 2 (M1)]
@   strd r4, r5, [r0, #8]      x1  2  [same]
@   ldrd r6, r7, [r0, #16]     x1  2  [same]
@   strd r2, r3, [r0, #24]     x1  2  [same; r2, r3 loaded 6 cycles earlier]
@   bx lr                      x1  2  [§2.1 taken branch]
@   total = 4*2 + 2 = 10
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	ldrd r2, r3, [r0]
	strd r4, r5, [r0, #8]
	ldrd r6, r7, [r0, #16]
	strd r2, r3, [r0, #24]
	bx lr
	.size bench, .-bench
