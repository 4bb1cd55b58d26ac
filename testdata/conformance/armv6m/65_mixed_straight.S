@ name: mixed straight-line block: ALU, extend/REV, MULS, loads, stores, LDM/STM, PUSH/POP, MRS, DSB
@ straight-line
@ expect cortex-m0plus: 46
@ expect cortex-m0: 49
@ expect cortex-m0plus mul=small: 77
@ expect cortex-m0 mul=small: 80
@ derivation:
@   push {r4-r6}         x1  4/4  [PUSH]  (N=3)
@   movs r1, #0x5a       x1  1/1  [ALU]
@   lsls r2, r1, #4      x1  1/1  [ALU]
@   eors r2, r1          x1  1/1  [ALU]
@   str r2, [r0]         x1  2/2  [STR]
@   strh r1, [r0, #4]    x1  2/2  [STR]
@   strb r1, [r0, #6]    x1  2/2  [STR]
@   ldr r3, [r0]         x1  2/2  [LDR]
@   uxtb r4, r3          x1  1/1  [EXT]
@   rev r5, r3           x1  1/1  [EXT]
@   adds r6, r4, r5      x1  1/1  [ALU]
@   muls r6, r1, r6      x1  1/1  small 32/32  [MULS]
@   stm r0!, {r4-r6}     x1  4/4  [LDM/STM]  (N=3)
@   subs r0, #12         x1  1/1  [ALU]
@   ldm r0!, {r1-r3}     x1  4/4  [LDM/STM]  (N=3)
@   subs r0, #12         x1  1/1  [ALU]
@   mrs r1, primask      x1  3/4  [MRS/MSR]
@   dsb                  x1  3/4  [BARRIER]
@   bics r2, r3          x1  1/1  [ALU]
@   rors r2, r1          x1  1/1  [ALU]
@   add r12, r2          x1  1/1  [ALU]
@   mov r3, r12          x1  1/1  [ALU]
@   sxth r3, r3          x1  1/1  [EXT]
@   pop {r4-r6}          x1  4/4  [POP]   (N=3)
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 4 + 3 + 6 + 2 + 3 + 1 + 4 + 1 + 4 + 1 + 3 + 3 + 5 + 4 + 2 = 46; total M0 = 4 + 3 + 6 + 2 + 3 + 1 + 4 + 1 + 4 + 1 + 4 + 4 + 5 + 4 + 3 = 49
@   total M0+ mul=small = 46 + 31 = 77; total M0 mul=small = 49 + 31 = 80
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4-r6}
	movs r1, #0x5a
	lsls r2, r1, #4
	eors r2, r1
	str r2, [r0]
	strh r1, [r0, #4]
	strb r1, [r0, #6]
	ldr r3, [r0]
	uxtb r4, r3
	rev r5, r3
	adds r6, r4, r5
	muls r6, r1, r6
	stm r0!, {r4-r6}
	subs r0, #12
	ldm r0!, {r1-r3}
	subs r0, #12
	mrs r1, primask
	dsb
	bics r2, r3
	rors r2, r1
	add r12, r2
	mov r3, r12
	sxth r3, r3
	pop {r4-r6}
	bx lr
	.size bench, .-bench
