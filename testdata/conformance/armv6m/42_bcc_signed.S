@ name: BGE, BLT, BGT, BLE, taken and not taken
@ expect cortex-m0plus: 19
@ expect cortex-m0: 24
@ derivation:
@   movs r1, #0          x1  1/1  [ALU]
@   subs r1, #1          x1  1/1  [ALU]  (r1 = -1)
@   cmp r1, #0           x1  1/1  [ALU]  (-1 < 0: N=1 V=0 Z=0)
@   blt 1f               x1  2/3  [B<cc> taken]
@   movs r3, #1          x0  1/1  [ALU]  (skipped)
@   bge 2f               x1  1/1  [B<cc> not taken]
@   ble 2f               x1  2/3  [B<cc> taken]
@   movs r3, #2          x0  1/1  [ALU]  (skipped)
@   bgt 3f               x1  1/1  [B<cc> not taken]
@   cmp r1, r1           x1  1/1  [ALU]  (Z=1 N=0 V=0)
@   bge 3f               x1  2/3  [B<cc> taken]
@   movs r3, #3          x0  1/1  [ALU]  (skipped)
@   bgt 4f               x1  1/1  [B<cc> not taken]
@   ble 4f               x1  2/3  [B<cc> taken]
@   movs r3, #4          x0  1/1  [ALU]  (skipped)
@   blt 5f               x1  1/1  [B<cc> not taken]
@   movs r2, #1          x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 5*1 + 4*2 + 4*1 + 2 = 19; total M0 = 5*1 + 4*3 + 4*1 + 3 = 24
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
	cmp r1, #0
	blt 1f
	movs r3, #1
1:	bge 2f
	ble 2f
	movs r3, #2
2:	bgt 3f
	cmp r1, r1
	bge 3f
	movs r3, #3
3:	bgt 4f
	ble 4f
	movs r3, #4
4:	blt 5f
	movs r2, #1
5:	bx lr
	.size bench, .-bench
