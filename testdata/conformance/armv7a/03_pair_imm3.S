@ name: three MOV immediates: the branch pairs as the younger
@ expect cortex-a7: 73
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov,mov @0; mov @1 older; bx lr younger @1 (branch: either slot)
@   end 1+2 = 3; total 73
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r1, #1
	mov r2, #2
	mov r3, #3
	bx lr
	.size bench, .-bench
