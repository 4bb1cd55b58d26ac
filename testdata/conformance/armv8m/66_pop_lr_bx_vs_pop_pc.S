@ name: POP {r4, lr}, a filler, BX LR is 1 cycle faster than the filler and POP {r4, pc}
@ expect cortex-m33: 26
@ expect cortex-m33 pcload=4: 28
@ expect cortex-m33 pcload=2: 24
@ derivation (E = pc_load_extra, default 3, MT-B6):
@   bench: push {r4, lr}   x1  2    [§2.2 PUSH of x = 2: 2 (MT-B6)]
@   bl f_pc                x1  2    [§2.1 taken branch 2]
@   f_pc: push {r4, lr}    x1  2    [PUSH of 2]
@   movs r3, #1            x1  1    [basic ALU; load/store + arithmetic: no pair]
@   pop {r4, pc}           x1  2+E  [POP of x = 2: 2, + E (README)]            f_pc = 2 + 1 + 2 + E = 8
@   bl f_lr                x1  2    [taken branch 2]
@   f_lr: push {r4, lr}    x1  2    [PUSH of 2]
@   pop {r4, lr}           x1  2    [POP of 2 (MT-B6; 32-bit LDMIA.W sp!, as the 16-bit POP cannot load lr);
@                                    lr, register 1, ready at beat 1 + load-to-use 2 = 3 cycles after issue (README)]
@   movs r3, #1            x1  1    [fills the gap: bx lr issues 3 cycles after the pop]
@   bx lr                  x1  2    [lr ready: taken branch 2]                  f_lr = 2 + 2 + 1 + 2 = 7
@   pop {r4, pc}           x1  2+E  [as above]
@   total = 2 + 2 + (5 + E) + 2 + 7 + (2 + E) = 20 + 2E: E=3: 26; E=4: 28; E=2: 24
@   f_lr is 5 + E - 7 = E - 2 cycles faster than f_pc: 1 at E = 3, 2 at E = 4 (MT-B6: "1-2 cycles faster")
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	push {r4, lr}
	bl f_pc
	bl f_lr
	pop {r4, pc}
	.size bench, .-bench

	.type f_pc, %function
	.thumb_func
f_pc:
	push {r4, lr}
	movs r3, #1
	pop {r4, pc}
	.size f_pc, .-f_pc

	.type f_lr, %function
	.thumb_func
f_lr:
	push {r4, lr}
	pop {r4, lr}
	movs r3, #1
	bx lr
	.size f_lr, .-f_lr
