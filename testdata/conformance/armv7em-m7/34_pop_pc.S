@ name: POP with PC returns through the BTAC
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   c0 push {r4, lr} (2 registers, 1 cycle) ; c1 pop {r4, pc}: 1 cycle of loads, then an indirect taken branch the cold
@   BTAC misses (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4, lr}
	pop {r4, pc}
	.size bench, .-bench
