# Code the CH32V003 model refuses when it runs (MT-G3): a WCH xw load
# (xw.c.lbu a0,0(a0): rvdecode/xw_test.go), a misaligned word load, an
# instruction naming x16 (absent on RV32E).
	.option norelax
	.text
	.global xw
	.type xw, @function
xw:
	.half 0x2108
	ret
	.size xw, .-xw
	.global misaligned
	.type misaligned, @function
misaligned:
	lw a0, 1(a0)
	ret
	.size misaligned, .-misaligned
	.global x16
	.type x16, @function
x16:
	.word 0x01050533
	ret
	.size x16, .-x16
