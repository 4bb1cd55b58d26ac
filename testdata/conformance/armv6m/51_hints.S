@ name: NOP (hint encoding 0xbf00 and GAS's mov r8,r8), CPSID i, CPSIE i, SEV
@ straight-line
@ expect cortex-m0plus: 7
@ expect cortex-m0: 8
@ derivation:
@   nop                  x1  1/1  [HINT]  (.inst.n 0xbf00, the ARMv6-M NOP)
@   nop                  x1  1/1  [ALU]   (GAS "nop" = mov r8, r8)
@   cpsid i              x1  1/1  [HINT]
@   cpsie i              x1  1/1  [HINT]
@   sev                  x1  1/1  [HINT]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 5*1 + 2 = 7; total M0 = 5*1 + 3 = 8
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	.inst.n 0xbf00
	nop
	cpsid i
	cpsie i
	sev
	bx lr
	.size bench, .-bench
