/* board_stm32.h - register access and the polled console shared by the
 * STM32 board files. */
#ifndef BOARD_STM32_H
#define BOARD_STM32_H
#include <stdint.h>
#define REG(a) (*(volatile uint32_t *)(a))
void kit_counter_init(void);

/* Poll until (REG(a) & mask) == want, at most n times: a clock that does
 * not come up leaves the kit on its reset clock instead of hanging. */
static inline int kit_wait(uint32_t a, uint32_t mask, uint32_t want, uint32_t n) {
	while (n--) if ((REG(a) & mask) == want) return 1;
	return 0;
}

/* U(S)ART v2 layout (G0, F0, WBA, MP13): CR1 0x00, BRR 0x0C, ISR 0x1C,
 * TDR 0x28. */
static inline void kit_uart_init(uint32_t base, uint32_t pclk) {
	REG(base + 0x00) = 0;
	REG(base + 0x0C) = (pclk + 57600u) / 115200u;
	REG(base + 0x00) = (1u << 3) | 1u; /* TE | UE */
}
static inline void kit_uart_putc(uint32_t base, char c) {
	while (!(REG(base + 0x1C) & (1u << 7))) { } /* TXE */
	REG(base + 0x28) = (uint8_t)c;
}
static inline void kit_uart_flush(uint32_t base) {
	while (!(REG(base + 0x1C) & (1u << 6))) { } /* TC */
}
#endif
