@ name: barriers and special-register moves at zero wait states (facts silent: README)
@ expect cortex-m33: 8
@ derivation:
@   dmb                  x1  1  [README: 1]
@   dsb                  x1  1  [README: 1]
@   isb                  x1  2  [README: refetch, as a taken branch: 2]
@   mrs r1, primask      x1  1  [README: 1]
@   msr primask, r1      x1  1  [README: 1]
@   bx lr                x1  2  [§2.1 taken branch]
@   total = 1 + 1 + 2 + 1 + 1 + 2 = 8
	.syntax unified
	.cpu cortex-m33
	.thumb
	.text
	.global bench
	.type bench, %function
	.thumb_func
bench:
	dmb
	dsb
	isb
	mrs r1, primask
	msr primask, r1
	bx lr
	.size bench, .-bench
