@ name: 4-iteration loop: never trains; the exit is predicted
@ expect cortex-a7: 101
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r1 @0; 3 taken branches mispredict (new histories 0,1,3): s_3 = 1 + 3*9 = 28
@   exit (history 7, fresh counter: predicted not taken) correct; bx lr @29 (bne was the younger: new cycle); end 31
@   total 70 + 31 = 101
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r1, #4
1:
	subs r1, r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
