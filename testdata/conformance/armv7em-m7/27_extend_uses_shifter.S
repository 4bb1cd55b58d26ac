@ name: a plain extension pairs with a younger shifted op (MT-E4)
@ expect cortex-m7: 6
@ derivation (rule IDs: docs/timing-facts-m7.md; 'c N' = issue cycle N):
@   MT-E4: UXTB is a bitfield/DSP op (slot 0 only, M7-L8) but not one of those that exclude a shifted operand 2
@   (BFI/BFC/SBFX/UBFX/RBIT/REV/xTA/PKH): c0 uxtb | add sh (one shifter, used once) ; c1 add | bx lr.
@   bx lr: the BTAC is cold, so the taken return is mispredicted: issue cycle + 1 + mispredict_penalty 4 (M7-U3): 1+1+4 = 6
	.syntax unified
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	uxtb r1, r2
	add r3, r4, r5, lsl #1
	add r6, r4, r5
	bx lr
	.size bench, .-bench
