@ name: 40-iteration countdown loop: the global history predictor trains
@ expect cortex-a7: 193
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r1 @0; iteration k: subs + bne @s_k (imm older, branch younger)
@   gshare, history of 8 outcomes, counters weakly not-taken: the first 9 taken branches each see a new history (0,1,3,..,255) and mispredict; then predicted (BTIC hit: no bubble); the exit mispredicts
@   s_0 = 1; s_9 = 1 + 9*(1+8) = 82; s_39 = 82 + 30 = 112; exit mispredict: bx lr @121; end 123
@   total 70 + 123 = 193
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r1, #40
1:
	subs r1, r1, #1
	bne 1b
	bx lr
	.size bench, .-bench
