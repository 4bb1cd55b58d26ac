@ name: M1's IT example, condition passing: a flag-setting shifted-constant add in an IT block takes 2 cycles
@ expect cortex-m33: 9
@ derivation:
@   cmp r0, r0                x1  1  [§2.2 basic ALU; sets Z]
@   mov r10, r10 (.n)         x1  1  [§2.2 basic ALU; arithmetic+arithmetic cannot pair (§2.1)]
@   it eq                     x1  0  [§2.1 IT pairs with the instruction before it]
@   addseq.w r1, r2, #0x1fc0  x1  2  [§2.2 shifted constant with flag setting: 2 (M1: "2 cycles eq")]
@   mov r10, r10 (.n)         x1  1  [basic ALU; the older is 32-bit: no pair]
@   it eq                     x1  0  [§2.1 IT pairs]
@   addseq.w r3, r2, #0x1fc0  x1  2  [as above]
@   bx lr                     x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 0 + 2 + 1 + 0 + 2 + 2 = 9
@   (the failing case, 1 cycle in M1, is not visible in the event stream: README)
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	cmp r0, r0
	mov r10, r10
	it eq
	addseq.w r1, r2, #0x1fc0
	mov r10, r10
	it eq
	addseq.w r3, r2, #0x1fc0
	bx lr
	.size bench, .-bench
