@ name: return with POP {r4, pc}: the pops plus the loaded-PC refill
@ expect cortex-m33: 8
@ expect cortex-m33 pcload=1: 6
@ derivation:
@   push {r4, lr}        x1  2  [§2.2 PUSH of x: x]
@   movs r4, #1          x1  1  [basic ALU]
@   pop {r4, pc}         x1  5  [POP of x=2: 2 (MT-B6), + pc_load_extra (default 3: MT-B6; load-to-use 2 after the last beat, then a taken branch 2; README)]
@   total = 2 + 1 + 5 = 8; with pcload=1: 2 + 1 + 3 = 6
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4, lr}
	movs r4, #1
	pop {r4, pc}
	.size bench, .-bench
