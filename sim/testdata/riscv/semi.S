/* RISC-V semihosting (riscv-semihosting v0.2): SYS_WRITE0 of a string,
   SYS_WRITEC of one character, then a return; and a csrr, which MT-G1
   gives no cycle count. */
	.option norvc
	.option norelax
	.text
	.global hello
	.type hello, @function
hello:
	mv t0, a0
	li a0, 4          /* SYS_WRITE0 */
	la a1, msg
	slli x0, x0, 0x1f
	ebreak
	srai x0, x0, 7
	li a0, 3          /* SYS_WRITEC */
	la a1, bang
	slli x0, x0, 0x1f
	ebreak
	srai x0, x0, 7
	addi a0, t0, 1
	ret
	.size hello, .-hello

	.global readcycle
	.type readcycle, @function
readcycle:
	csrr a0, mcycle
	ret
	.size readcycle, .-readcycle

	.global bare_ebreak
	.type bare_ebreak, @function
bare_ebreak:
	ebreak
	ret
	.size bare_ebreak, .-bare_ebreak

	.section .rodata
msg:	.asciz "hi from hazard3"
bang:	.byte '!'
