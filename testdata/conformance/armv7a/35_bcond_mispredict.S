@ name: conditional branch taken but predicted not taken: a7_mispredict_penalty = 8
@ expect cortex-a7: 81
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   cmp r0,#0 + bne 1f @0: mispredicted, next issue 0+1+8 = 9; bx lr @9
@   end 11; total 81
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	cmp r0, #0
	bne 1f
	mov r1, #1
1:
	bx lr
	.size bench, .-bench
