@ name: single-precision dot-product loop: VLDR pipelining, VMLA, an unaligned 32-bit loop top
@ expect cortex-m4f: 46
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r3, #4 (at +0)        x1  1  [F5]
@   vsub.f32 s0, s0, s0 (+2)   x1  1  [F32]
@   vldr s1, [r0] (+6)         x4  2  [F37; after bne or vsub, no load before; r0 from adds 3 cycles back]
@   vldr s2, [r0, #4]          x4  1  [F16 pipelined]
@   vmla.f32 s0, s1, s2        x4  3  [F34]
@   adds r0, #8                x4  1  [F5]
@   subs r3, #1                x4  1  [F5]
@   bne 1b                     x3  3  [F2 + F3: the target vldr is 32-bit at a halfword address]  x1 1 [not taken]
@   bx lr                x1  2    [F2 BX: 1 + P, P = 1]
@   total = 2 + 4*(2 + 1 + 3 + 1 + 1) + 3*3 + 1 + 2 = 2 + 32 + 9 + 1 + 2 = 46
	.syntax unified
	.cpu cortex-m4
	.fpu fpv4-sp-d16
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r3, #4
	vsub.f32 s0, s0, s0
1:
	vldr s1, [r0]
	vldr s2, [r0, #4]
	vmla.f32 s0, s1, s2
	adds r0, #8
	subs r3, #1
	bne 1b
	bx lr
	.size bench, .-bench
