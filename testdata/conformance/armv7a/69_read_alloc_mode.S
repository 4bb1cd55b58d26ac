@ name: read-allocate mode: four lines written whole by STM, the fourth written around L1
@ expect cortex-a7: 387
@ expect cortex-a7 readalloc=0: 440
@ derivation (parameter defaults, 650 MHz; @N = issue cycle, 0 = first issue after the I-miss):
@   code 72 bytes, three 32-byte I lines: 70 (first line) + 9 (second, same 64-byte L2 line)
@     + 62 (third, 0xC0000040: another L2 line, DDR row hit 9 + 53) = 141, the third before the ldr
@   core: 16 stmia r0!,{4 regs} @0..31 (2 issue cycles each, both slots; r0 written back, ready @+1);
@     the fetch stall starts a new issue cycle: ldr @32, bx lr younger @32; end 32 + 2 (predicted return +1) = 34
@   data, a7_read_alloc_lines 3 (Arm FAQ ka16133: read-allocate mode after 3 consecutive lines written
@     whole before their linefills complete): line 0 misses L1 and L2, row conflict 9 + 70 = 79; lines 1 and 2
@     same DDR row 9 + 53 = 62 each; each line's four STMs land within its window (model cycle <= t0 + 2 x fill,
@     armv7a_readalloc.go), so after line 2 the L1 D is in read-allocate mode: line 3's four STMs miss and are
@     written around L1 into L2 (posted, 0); the ldr from line 3 misses L1 (not allocated), hits L2: 9
@     (and, a load from the line written around, ends the mode); data 79 + 62 + 62 + 0 + 9 = 212
@   total 141 + 212 + 34 = 387
@   readalloc=0 (ACTLR.L1RADIS=1: always write-allocate): line 3 allocates too, 62; the ldr hits L1;
@     data 79 + 3 x 62 = 265; total 141 + 265 + 34 = 440
	.syntax unified
	.cpu cortex-a7
	.arm
	.text
	.global bench
	.type bench, %function
	.p2align 5
bench:
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	stmia r0!, {r1, r2, r3, r12}
	ldr r1, [r0, #-16]
	bx lr
	.size bench, .-bench
