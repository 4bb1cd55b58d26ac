@ name: IT AL is an IT block: the 16-bit EOR in it sets no flags, so the BNE after it sees the flags of SUBS
@ expect cortex-m3: 8
@ expect cortex-m4f: 8
@ derivation (cycles M3/M4F; rule IDs are rows of docs/timing-facts-armv7m.md):
@   movs r1, #1          x1  1/1  [F5]
@   movs r2, #1          x1  1/1  [F5]
@   subs r1, #1          x1  1/1  [F5; r1 = 0, Z set]
@   it al                x1  1/1  [F7 IT: it_cycles 1]
@   eoral r2, r3         x1  1/1  [F5; 16-bit EORS encoding 0x405a: in an IT block, AL included, it sets no flags
@                                  (MT-B5), so Z stays set although r2 = 1]
@   bne 1f               x1  1/1  [F2 B<cc> not taken: 1]
@   bx lr                x1  2/2  [F2 BX: 1 + P, P = 1 (return to a 16-bit instruction)]
@   total = 1 + 1 + 1 + 1 + 1 + 1 + 2 = 8
@   (the M3/M4 timing does not depend on flags, so this case checks the execution of the block: had the eor set
@   Z = 0, bne would be taken (1 + P = 2) to the second bx lr: 9)
	.syntax unified
	.cpu cortex-m3
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
	.balign 4
bench:
	movs r1, #1
	movs r2, #1
	subs r1, #1
	it al
	.inst.n 0x405a		@ eoral r2, r3 (GAS accepts no mnemonic inside `it al`, so the bytes are given)
	bne 1f
	bx lr
1:	bx lr
	.size bench, .-bench
