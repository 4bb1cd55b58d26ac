@ name: BL inside a 3-iteration loop; callee saves LR with PUSH {lr} and returns with POP {pc}
@ expect cortex-m0plus: 49
@ expect cortex-m0: 58
@ derivation:
@   push {r4, lr}        x1  3/3  [PUSH]  (N=2)
@   movs r4, #3          x1  1/1  [ALU]
@   bl helper            x3  3/4  [BL]
@   subs r4, #1          x3  1/1  [ALU]
@   bne 1b               x2  2/3 + x1 1/1  [B<cc> taken 2 / not taken 1]
@   pop {r4}             x1  2/2  [POP]   (N=1)
@   pop {r3}             x1  2/2  [POP]   (N=1, saved LR)
@   mov lr, r3           x1  1/1  [ALU]
@   bx lr                x1  2/3  [BX/BLX]
@   push {lr}            x3  2/2  [PUSH]    (helper, N=1)
@   adds r1, #1          x3  1/1  [ALU]
@   pop {pc}             x3  4/5  [POP-PC]  (N=1)
@   total M0+ = 3 + 1 + 3*3 + 3 + (2*2 + 1) + 2 + 2 + 1 + 2 + 3*(2+1+4) = 49; total M0 = 3 + 1 + 3*4 + 3 + (2*3 + 1) + 2 + 2 + 1 + 3 + 3*(2+1+5) = 58
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4, lr}
	movs r4, #3
1:	bl helper
	subs r4, #1
	bne 1b
	pop {r4}
	pop {r3}
	mov lr, r3
	bx lr
	.size bench, .-bench
	.type helper, %function
	.thumb_func
helper:	push {lr}
	adds r1, #1
	pop {pc}
	.size helper, .-helper
