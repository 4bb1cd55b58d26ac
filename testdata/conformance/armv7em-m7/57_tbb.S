@ name: TBB: two issue cycles, then an indirect branch
@ expect cortex-m7: 11
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-L15: TBB single issue, 2 cycles, sources at EX1: r1 from movs at c0 (early ALU, latency 0, MT-E2) ready for
@   EX1 at c1. c1-c2 tbb; its taken indirect branch misses the cold BTAC: next group at c1+1+4 = c6 (later than
@   the 2 issue cycles). c6 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 6+5 = 11
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	movs r1, #0
	tbb [pc, r1]
.Ltab57:
	.byte (.Lc57 - .Ltab57) / 2
	.byte 0
.Lc57:
	bx lr
	.size bench, .-bench
