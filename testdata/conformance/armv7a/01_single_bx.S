@ name: bx lr alone: the constant part of every case
@ expect cortex-a7: 72
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   bx lr @70 (return predicted: the harness's call stands for a BL) + taken bubble 1
@   end = 70 + 1 + 1 = 72
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	bx lr
	.size bench, .-bench
