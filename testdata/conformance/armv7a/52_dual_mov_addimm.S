@ name: MOV Rd,Rm and ADD Rd,Rn,#imm dual-issue (MT-A4)
@ expect cortex-a7: 75
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   (mov r1,r2 + add r3,r12,#1) @0, @1, @2: older and younger of one cycle each (MT-A4: two a cycle)
@   bx lr @3 (the last cycle has both slots taken); end 5; total 75
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	mov r1, r2
	add r3, r12, #1
	mov r1, r2
	add r3, r12, #1
	mov r1, r2
	add r3, r12, #1
	bx lr
	.size bench, .-bench
