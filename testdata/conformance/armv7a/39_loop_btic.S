@ name: loop closed by an unconditional B: BTIC miss once, then hits
@ expect cortex-a7: 91
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r1 @0; iteration: subs + beq @s (beq not taken, predicted NT, history stays 0); b 1b @s+1
@   first b: BTIC miss, bubble 1 (s_1 = 4); later b: BTIC hit (s_2 = 6, s_3 = 8, s_4 = 10)
@   iteration 4: beq taken, counter at 0: mispredict, bx lr @19; end 21
@   total 70 + 21 = 91
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r1, #5
1:
	subs r1, r1, #1
	beq 2f
	b 1b
2:
	bx lr
	.size bench, .-bench
