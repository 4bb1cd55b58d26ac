@ The same loop placed in ITCM (.text, linked at 0) and in flash
@ (.flash_text at 0x08000000), and a word sum over a buffer the caller
@ places (DTCM scratch or AXI SRAM): TestM7Placement checks that code and
@ data placement and the caches move cycles by what the m7-axi rules say.
	.syntax unified
	.thumb

	.macro LOOP name
	.balign 32
	.global \name
	.type \name, %function
	.thumb_func
\name:
	movs r2, #16
1:
	.rept 20
	adds r1, #1
	.endr
	subs r2, #1
	bne 1b
	bx lr
	.size \name, .-\name
	.endm

	.text
	LOOP loop_itcm
	.global sum_words
	.type sum_words, %function
	.thumb_func
sum_words:
	movs r3, #0
	movs r2, #64
1:
	ldr r1, [r0], #4
	adds r3, r1
	subs r2, #1
	bne 1b
	mov r0, r3
	bx lr
	.size sum_words, .-sum_words

	.section .flash_text,"ax",%progbits
	LOOP loop_flash

	.section .axi_data,"aw",%progbits
	.balign 32
	.global axi_words
axi_words:
	.rept 64
	.word 1
	.endr
