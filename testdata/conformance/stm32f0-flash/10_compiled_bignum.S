@ name: compiled C: an 8-word bignum addition (GCC -Os) called four times
@ expect cortex-m0: 1139
@ expect cortex-m0 bwait=1: 1178
@ The C (this file's own, not a library's):
@     uint32_t bn_add(uint32_t *r, const uint32_t *a, const uint32_t *b, int n)
@     {
@         uint32_t c = 0;
@         for (int i = 0; i < n; i++) {
@             uint32_t s = a[i] + c;
@             c = s < c;
@             r[i] = s + b[i];
@             c += r[i] < s;
@         }
@         return c;
@     }
@     uint32_t bench(uint32_t *x)
@     {
@         uint32_t c = 0;
@         for (int k = 0; k < 4; k++)
@             c += bn_add(x, x + 8, x + 16, 8);
@         return c;
@     }
@ compiled by arm-none-eabi-gcc 12.2.1 -mcpu=cortex-m0 -mthumb -Os -S; the
@ code below is that output (comments, .file and .ident dropped), linked at
@ the flash base: bn_add at 0x00, bench at 0x34. The scratch buffer is
@ zeros, so every carry is 0 and the branches go the same way every run.
@ derivation (1 WS, flash_branch_wait = 0, the default, unless said; rules as in README.md):
@   core, zero wait (the ARMv6-M table):
@     bench: push {r4-r6, lr} 5, three movs 3, four passes of
@       (four movs + two adds 6, bl 4, subs + adds + cmp 3) = 52,
@       bne taken 3 x3 + not taken 1, movs 1, pop {r4-r6, pc} 4+4 = 8:    79
@     bn_add, per call: push of 8 registers 1+8 = 9, three movs 3, str 2,
@       nine loop tests (ldr 2 + cmp 1) = 27, blt taken 3 x8 + not taken 1,
@       eight bodies of 22 (lsls, mov, mov 1 each; two ldr 2 each; adds,
@       adds, cmp, sbcs 1 each; str 2; cmp, sbcs, negs, negs, adds, adds
@       1 each; b 3), pop of 8 registers with pc 4+8 = 12:                 254
@     79 + 4 x 254 = 1095
@   flash (a taken branch's target read is a demand read unless it is in the
@   branch's own block, the next, or the one in flight when the branch ends
@   its block):
@     bench's first fetch, 0x34, flash idle: WS = 1                             [F1]
@     each bl at 0x48 (ends its block at 0x4c) to bn_add at 0x00: demand,
@       WS + min(bwait, WS) = 1 (bwait=1: 2); the push there is at offset 0   [F5, F6]
@     in bn_add, blt at 0x0e (ends block 3) to 0x12, block 4 = the next: 0     [F3a]
@     each b at 0x32 (ends block 12) back to the test at 0x0a: demand,
@       1 (bwait=1: 2); the target, offset 2, is a 2-cycle ldr: the next
@       block waits max(0, 1 + WS - 2) = 0                                     [F5, F6]
@     the pop at 0x10 (block 4's first halfword) back to 0x4c: demand WS = 1;
@       offset 0                                                               [F4, F6]
@     all sequential blocks: read ahead, 0                                     [F2]
@     per call: 1 + 8 + 1 = 10 (bwait=1: 2 + 16 + 1 = 19)
@     bench's bne at 0x52 (ends block 20) back to 0x3c, taken 3 times:
@       demand, 1 (bwait=1: 2); offset 0                                       [F5, F6]
@   flash total = 1 + 4 x 10 + 3 = 44; bwait=1: 1 + 4 x 19 + 6 = 83
@   total = 1095 + 44 = 1139 (a 1-WS penalty of 4.0 %, all of it demand reads
@   of taken branches' targets); bwait=1: 1095 + 83 = 1178
	.cpu cortex-m0
	.arch armv6s-m
	.fpu softvfp
	.eabi_attribute 20, 1
	.eabi_attribute 21, 1
	.eabi_attribute 23, 3
	.eabi_attribute 24, 1
	.eabi_attribute 25, 1
	.eabi_attribute 26, 1
	.eabi_attribute 30, 4
	.eabi_attribute 34, 0
	.eabi_attribute 18, 4
	.text
	.align	1
	.global	bn_add
	.syntax unified
	.code	16
	.thumb_func
	.type	bn_add, %function
bn_add:
	push	{r0, r1, r2, r4, r5, r6, r7, lr}
	movs	r5, #0
	movs	r7, r0
	movs	r0, r5
	str	r3, [sp, #4]
.L2:
	ldr	r3, [sp, #4]
	cmp	r5, r3
	blt	.L3
	pop	{r1, r2, r3, r4, r5, r6, r7, pc}
.L3:
	lsls	r4, r5, #2
	mov	ip, r4
	mov	r3, ip
	ldr	r6, [r1, r4]
	ldr	r4, [r2, r4]
	adds	r6, r0, r6
	adds	r4, r6, r4
	cmp	r6, r0
	sbcs	r0, r0, r0
	str	r4, [r7, r3]
	cmp	r4, r6
	sbcs	r4, r4, r4
	rsbs	r0, r0, #0
	rsbs	r4, r4, #0
	adds	r0, r4, r0
	adds	r5, r5, #1
	b	.L2
	.size	bn_add, .-bn_add
	.align	1
	.global	bench
	.syntax unified
	.code	16
	.thumb_func
	.type	bench, %function
bench:
	push	{r4, r5, r6, lr}
	movs	r4, r0
	movs	r6, #4
	movs	r5, #0
.L5:
	movs	r2, r4
	movs	r1, r4
	movs	r3, #8
	movs	r0, r4
	adds	r2, r2, #64
	adds	r1, r1, #32
	bl	bn_add
	subs	r6, r6, #1
	adds	r5, r5, r0
	cmp	r6, #0
	bne	.L5
	movs	r0, r5
	pop	{r4, r5, r6, pc}
	.size	bench, .-bench
