@ name: TBB: two issue cycles, then an indirect branch
@ expect cortex-m7: 12
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   M7-L15: TBB single issue, 2 cycles, sources at EX1: r1 from movs at c0 ready c2. c2-c3 tbb; its taken indirect
@   branch misses the cold BTAC: next group at c2+1+4 = c7 (later than the 2 issue cycles). c7 bx lr. bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 7+5 = 12
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
