/* board_g0.c - NUCLEO-G071RB: 64 MHz from HSI16 through the PLL, flash
 * at 2 wait states with prefetch and the instruction cache on (as ST's
 * HAL configures it), USART2 on PA2 (AF1) = the ST-LINK virtual COM port. */
#include "kit.h"
#include "board_stm32.h"

#define RCC 0x40021000u
#define FLASH_ACR 0x40022000u
#define USART2 0x40004400u
#define GPIOA 0x50000000u

void kit_board_init(void) {
	uint32_t hz = 16000000u;
	/* Wait states first, read back, then raise the clock (HAL order). */
	REG(FLASH_ACR) = (REG(FLASH_ACR) & ~7u) | 2u | (1u << 8) | (1u << 9); /* LATENCY 2, PRFTEN, ICEN */
	if (kit_wait(FLASH_ACR, 7u, 2u, 1000)) {
		/* PLL: HSI16 /1 x8 /2 = 64 MHz on R. */
		REG(RCC + 0x0C) = 2u | (0u << 4) | (8u << 8) | (1u << 28) | (1u << 29);
		REG(RCC + 0x00) |= 1u << 24; /* PLLON */
		if (kit_wait(RCC + 0x00, 1u << 25, 1u << 25, 100000)) {
			REG(RCC + 0x08) = (REG(RCC + 0x08) & ~7u) | 2u; /* SW = PLLRCLK */
			if (kit_wait(RCC + 0x08, 7u << 3, 2u << 3, 100000)) hz = 64000000u;
		}
	}
	REG(RCC + 0x34) |= 1u;        /* IOPENR: GPIOA */
	REG(RCC + 0x3C) |= 1u << 17;  /* APBENR1: USART2 */
	REG(GPIOA + 0x00) = (REG(GPIOA + 0x00) & ~(3u << 4)) | (2u << 4); /* PA2 AF */
	REG(GPIOA + 0x20) = (REG(GPIOA + 0x20) & ~(15u << 8)) | (1u << 8); /* AF1 */
	kit_uart_init(USART2, hz);
	kit_counter_init();
}

void kit_putc(char c) { kit_uart_putc(USART2, c); }
