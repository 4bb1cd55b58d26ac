/* startup.S - start-up code as STM32CubeMX generates it (startup_stm32*.s):
 * the vector table, Reset_Handler copying .data and clearing .bss, main,
 * and LoopForever when main returns. Default_Handler is an endless loop. */
	.syntax unified
	.thumb

	.section .text.Reset_Handler
	.weak Reset_Handler
	.type Reset_Handler, %function
Reset_Handler:
	ldr r0, =_estack
	mov sp, r0
	ldr r0, =_sdata
	ldr r1, =_edata
	ldr r2, =_sidata
	movs r3, #0
	b LoopCopyDataInit
CopyDataInit:
	ldr r4, [r2, r3]
	str r4, [r0, r3]
	adds r3, r3, #4
LoopCopyDataInit:
	adds r4, r0, r3
	cmp r4, r1
	bcc CopyDataInit
	ldr r2, =_sbss
	ldr r4, =_ebss
	movs r3, #0
	b LoopFillZerobss
FillZerobss:
	str r3, [r2]
	adds r2, r2, #4
LoopFillZerobss:
	cmp r2, r4
	bcc FillZerobss
	bl main
LoopForever:
	b LoopForever
	.size Reset_Handler, .-Reset_Handler

	.section .text.Default_Handler, "ax", %progbits
	.type Default_Handler, %function
Default_Handler:
Infinite_Loop:
	b Infinite_Loop
	.size Default_Handler, .-Default_Handler

	.section .isr_vector, "a", %progbits
	.type g_pfnVectors, %object
g_pfnVectors:
	.word _estack
	.word Reset_Handler
	.word NMI_Handler
	.word HardFault_Handler
	.word 0, 0, 0, 0, 0, 0, 0
	.word SVC_Handler
	.word 0, 0
	.word PendSV_Handler
	.word SysTick_Handler
	.rept 32
	.word IRQ_Handler
	.endr

	.macro weak name
	.weak \name
	.thumb_set \name, Default_Handler
	.endm
	weak NMI_Handler
	weak HardFault_Handler
	weak SVC_Handler
	weak PendSV_Handler
	weak SysTick_Handler
	weak IRQ_Handler
