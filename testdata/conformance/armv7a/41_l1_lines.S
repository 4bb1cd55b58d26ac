@ name: four lines missed then hit again (fits L1)
@ expect cortex-a7: 354
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   I-miss 70 (first code line, DDR bank 0 closed: l2 9 + 61)
@   bx lr is in the second 32-byte code line: L1 I miss, L2 hit (the first miss filled the 64-byte L2 line): 9
@   data: line 0 row conflict 79; lines 1-3 same DDR row: 9 + 53 = 62 each; the four reloads hit L1
@   core: 8 loads @0..7 (ex1 only); the fetch stall starts a new issue cycle, so bx lr @8 (not younger @7); end 10
@   total 70 + 9 + 79 + 3*62 + 10 = 354
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	ldr r1, [r0]
	ldr r1, [r0, #64]
	ldr r1, [r0, #128]
	ldr r1, [r0, #192]
	ldr r1, [r0]
	ldr r1, [r0, #64]
	ldr r1, [r0, #128]
	ldr r1, [r0, #192]
	bx lr
	.size bench, .-bench
