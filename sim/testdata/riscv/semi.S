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

/* An instruction Unicorn lacks outside an executable segment: the
   loader patches only executable segments (as code copied to RAM at
   run time is not patched either), so Unicorn would run it, wrongly. */
	.data
	.balign 4
	.global ram_cpop
	.type ram_cpop, @function
ram_cpop:
	.insn r 0x13, 1, 0x30, a0, a0, x2   /* cpop a0, a0 (Zbb) */
	ret
	.size ram_cpop, .-ram_cpop

	.balign 4
	.global ram_zext
	.type ram_zext, @function
ram_zext:
	.insn 2, 0x9d61                     /* c.zext.b a0 (Zcb): a silent no-op in Unicorn 2.0.1 */
	.insn 2, 0x8082                     /* c.jr ra */
	.size ram_zext, .-ram_zext
