/* Small data reached through gp, as ld's relaxation makes C code do
   when the script defines __global_pointer$ (binutils 2.40 relaxes none
   of these small programs, so the access is written out): counter is
   the first word of .sdata, at __global_pointer$ - 0x800 in the script
   of 'boardless linker-script --full --board rpi-pico2-riscv' (the
   test checks that it is). */
	.option norelax
	.section .sdata
	.global counter
	.balign 4
counter:
	.word 0

	.text
	.global bump
	.type bump, @function
bump:
	lw a0, -2048(gp)
	addi a0, a0, 3
	sw a0, -2048(gp)
	ret
	.size bump, .-bump
