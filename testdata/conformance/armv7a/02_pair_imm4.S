@ name: four MOV immediates dual-issue in pairs
@ expect cortex-a7: 74
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   mov r1/mov r2 @0 (imm: older + younger), mov r3/mov r12 @1
@   bx lr @2 (slot full), end 2+1+1 = 4; total 70+4
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
	mov r12, #4
	bx lr
	.size bench, .-bench
