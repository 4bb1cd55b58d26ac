/*
 * startup_m.c - minimal Cortex-M start-up: vector table (initial SP,
 * reset handler) at the flash base, .data copy, .bss zero, main, exit.
 */
#include "kit.h"

extern uint32_t __data_start__, __data_end__, __data_load__, __bss_start__, __bss_end__, __stack_top__;
int main(void);
void kit_entry(void);

__attribute__((section(".vectors"), used))
const void *const kit_vectors[2] = { &__stack_top__, (const void *)kit_entry };

__attribute__((section(".text.entry"), noreturn))
void kit_entry(void) {
	uint32_t *s = &__data_load__, *d = &__data_start__;
	while (d < &__data_end__) *d++ = *s++;
	for (d = &__bss_start__; d < &__bss_end__; d++) *d = 0;
	kit_exit(main());
	for (;;) __asm__ volatile ("wfi");
}

/* Semihosting exit, only with a debugger attached (DHCSR.C_DEBUGEN):
 * without one, BKPT would fault.  The board then idles. */
void kit_exit(int code) {
	volatile uint32_t *dhcsr = (volatile uint32_t *)0xE000EDF0u;
	if (*dhcsr & 1u) {
		static uint32_t block[2];
		block[0] = 0x20026u; /* ADP_Stopped_ApplicationExit */
		block[1] = (uint32_t)code;
		register uint32_t r0 __asm__("r0") = 0x20; /* SYS_EXIT_EXTENDED */
		register uint32_t *r1 __asm__("r1") = block;
		__asm__ volatile ("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
	}
	for (;;) __asm__ volatile ("wfi");
}
