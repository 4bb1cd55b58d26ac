@ name: YIELD hint
@ straight-line
@ trace-skip: Unicorn 2.0.1 stops on YIELD with UC_ERR_INSN_INVALID (seen with trace.c)
@ expect cortex-m0plus: 4
@ expect cortex-m0: 5
@ derivation:
@   yield                x1  1/1  [HINT]
@   yield                x1  1/1  [HINT]
@   bx lr                x1  2/3  [BX/BLX]
@   total M0+ = 2*1 + 2 = 4; total M0 = 2*1 + 3 = 5
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	yield
	yield
	bx lr
	.size bench, .-bench
