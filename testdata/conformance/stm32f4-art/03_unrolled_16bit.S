@ name: unrolled 16-bit code at 5 WS: eight instructions a line outrun the 6-cycle read, no wait after the first line
@ expect cortex-m4f: 39
@ expect cortex-m4f ws=0: 34
@ derivation (lines L1..L4 = 8 x adds each, L5 = bx lr):
@   core, zero wait (armv7m suite F5, F2): 32 x adds 1 + bx lr (1 + P, P = 1) 2 = 34
@   flash rules (models/flashport.go; README.md): W = 5 WS, a 128-bit line read 1 + W = 6
@   cycles; the I-cache is cold (straight-line code run once); work = the core's cycles in
@   the line before; head = how long before the core entered that line the read of the
@   next one could start; a line entered in sequence waits min(W, max(0, 6 - work - head))
@   [P1]; the next head is 0 after a wait, else min(work + head - 6, lead) [P2], lead = the
@   cycles since execution entered the last 8 bytes of the line left (the prefetch unit asks
@   two words ahead, DDI0337E §1.5); the first line is a demand read, W [P3]
@   L1 demand 5 [P3], head 0; L2: work 8: 0 [P1], head = min(8 - 6, lead 4) = 2 [P2];
@   L3: work 8 + head 2: 0, head = min(10 - 6, 4) = 4; L4: 0, head 4; L5: 0
@   stalls = 5; total = 34 + 5 = 39 (the old rule the same: single-cycle code)
	.syntax unified
	.cpu cortex-m4
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 16
bench:
	.rept 32
	adds r2, #1
	.endr
	bx lr
	.size bench, .-bench
