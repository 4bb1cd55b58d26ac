@ name: unconditional B: predicted taken, BTIC miss costs the taken bubble
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   b 1f @0 (bubble 1); mov r1,#1 @2; bx lr younger @2
@   end 4; total 74
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	b 1f
	nop
1:
	mov r1, #1
	bx lr
	.size bench, .-bench
