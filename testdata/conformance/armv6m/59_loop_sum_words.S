@ name: sum of 16 words, LDM r0!,{r2} as a post-increment load, subs + bne
@ expect cortex-m0plus: 99
@ expect cortex-m0: 115
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   movs r3, #16         x1  1/1  [ALU]
@   ldm r0!, {r2}        x16 2/2  [LDM/STM]  (N=1)
@   adds r1, r1, r2      x16 1/1  [ALU]
@   subs r3, #1          x16 1/1  [ALU]
@   bne 1b               x15 2/3 + x1 1/1  [B<cc> taken 15 / not taken 1]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2 + 16*(2+1+1) + (15*2 + 1) + 2 = 99; total M0 = 2 + 16*(2+1+1) + (15*3 + 1) + 3 = 115
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	movs r3, #16
1:	ldm r0!, {r2}
	adds r1, r1, r2
	subs r3, #1
	bne 1b
	bx lr
	.size bench, .-bench
