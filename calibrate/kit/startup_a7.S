/* startup_a7.S - the A7 kit's entry: called like a function (U-Boot's
 * `go`, or boardless at the ELF entry with SP at the top of the data
 * span): copy .data, zero .bss, run main, return its value. */
	.syntax unified
	.arm
	.section .text.entry, "ax"
	.global kit_entry
	.type kit_entry, %function
kit_entry:
	push {r4-r11, lr}
	ldr r0, =__data_load__
	ldr r1, =__data_start__
	ldr r2, =__data_end__
1:	cmp r1, r2
	ldrlo r3, [r0], #4
	strlo r3, [r1], #4
	blo 1b
	ldr r1, =__bss_start__
	ldr r2, =__bss_end__
	mov r3, #0
2:	cmp r1, r2
	strlo r3, [r1], #4
	blo 2b
	bl main
	pop {r4-r11, pc}
	.ltorg
