@ name: LDM/STM of x registers take x cycles
@ expect cortex-m33: 16
@ derivation:
@   adds r4, r0, #0            x1  1  [§2.2 basic ALU]
@   ldmia r4!, {r1, r2, r3}    x1  3  [§2.2 LDM of x registers: x (M1)]
@   stmia.w r0, {r5, r6, r7}   x1  3  [STM of x: x]
@   ldmia.w r0, {r5-r9}        x1  5  [LDM of x: x]
@   stmia r4!, {r1, r2}        x1  2  [STM of x: x; r1, r2 loaded long before]
@   bx lr                      x1  2  [§2.1 taken branch]
@   total = 1 + 3 + 3 + 5 + 2 + 2 = 16
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	adds r4, r0, #0
	ldmia r4!, {r1, r2, r3}
	stmia.w r0, {r5, r6, r7}
	ldmia.w r0, {r5, r6, r7, r8, r9}
	stmia r4!, {r1, r2}
	bx lr
	.size bench, .-bench
