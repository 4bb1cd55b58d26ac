/* A table word in .rodata, which GNU ld puts in the executable segment
   beside .text, that decodes as a Zbb instruction (cpop a0, a0): the
   loader must patch only the executable sections, not the program's
   data (it replaced such words by ebreak, and SHA-256's round constants
   and AES's tables with them). */
	.option norvc
	.text
	.global table_word
	.type table_word, @function
table_word:
	lui a0, %hi(word)
	lw a0, %lo(word)(a0)
	ret
	.size table_word, .-table_word

	.section .rodata
	.balign 4
word:
	.word 0x60251513
