@ name: BMI, BPL, BVS, BVC, taken and not taken
@ expect cortex-m0plus: 17
@ expect cortex-m0: 21
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   subs r1, #1          x1  1/1  [ALU]  (r1=-1: N=1 Z=0 C=0 V=0)
@   bmi 1f               x1  2/3  [B<cc> taken]
@   movs r3, #1          x0  1/1  [ALU]  (skipped)
@   bpl 2f               x1  1/1  [B<cc> not taken]
@   bvc 2f               x1  2/3  [B<cc> taken]
@   movs r3, #2          x0  1/1  [ALU]  (skipped)
@   bvs 3f               x1  1/1  [B<cc> not taken]
@   movs r2, #1          x1  1/1  [ALU]
@   lsls r2, r2, #30     x1  1/1  [ALU]  (0x40000000)
@   adds r2, r2, r2      x1  1/1  [ALU]  (0x80000000: N=1 V=1)
@   bvs 3f               x1  2/3  [B<cc> taken]
@   movs r3, #3          x0  1/1  [ALU]  (skipped)
@   bpl 4f               x1  1/1  [B<cc> not taken]
@   movs r3, #4          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 6*1 + 3*2 + 3*1 + 2 = 17; total M0 = 6*1 + 3*3 + 3*1 + 3 = 21
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	subs r1, #1
	bmi 1f
	movs r3, #1
1:	bpl 2f
	bvc 2f
	movs r3, #2
2:	bvs 3f
	movs r2, #1
	lsls r2, r2, #30
	adds r2, r2, r2
	bvs 3f
	movs r3, #3
3:	bpl 4f
	movs r3, #4
4:	bx lr
	.size bench, .-bench
