@ name: STRB and STRH, immediate (0 and largest offsets) and register offset
@ straight-line
@ expect cortex-m0plus: 17
@ expect cortex-m0: 18
@ derivation:
@   movs r1, #0xab       x1  1/1  [ALU]
@   strb r1, [r0]        x1  2/2  [STR]
@   strb r1, [r0, #31]   x1  2/2  [STR]
@   strh r1, [r0, #2]    x1  2/2  [STR]
@   strh r1, [r0, #62]   x1  2/2  [STR]
@   movs r2, #9          x1  1/1  [ALU]
@   strb r1, [r0, r2]    x1  2/2  [STR]
@   movs r2, #10         x1  1/1  [ALU]
@   strh r1, [r0, r2]    x1  2/2  [STR]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 3*1 + 6*2 + 2 = 17; total M0 = 3*1 + 6*2 + 3 = 18
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0xab
	strb r1, [r0]
	strb r1, [r0, #31]
	strh r1, [r0, #2]
	strh r1, [r0, #62]
	movs r2, #9
	strb r1, [r0, r2]
	movs r2, #10
	strh r1, [r0, r2]
	bx lr
	.size bench, .-bench
