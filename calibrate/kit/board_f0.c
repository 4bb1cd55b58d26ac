/* board_f0.c - NUCLEO-F091RC: 48 MHz from HSI/2 x12 through the PLL,
 * flash at 1 wait state with the prefetch buffer on, USART2 on PA2 (AF1)
 * = the ST-LINK virtual COM port. */
#include "kit.h"
#include "board_stm32.h"

#define RCC 0x40021000u
#define FLASH_ACR 0x40022000u
#define USART2 0x40004400u
#define GPIOA 0x48000000u

void kit_board_init(void) {
	uint32_t hz = 8000000u;
	REG(FLASH_ACR) = (REG(FLASH_ACR) & ~7u) | 1u | (1u << 4); /* LATENCY 1, PRFTBE */
	if (kit_wait(FLASH_ACR, 7u, 1u, 1000)) {
		/* PLLSRC = HSI/2, PLLMUL = x12 (0b1010). */
		REG(RCC + 0x04) = (REG(RCC + 0x04) & ~((3u << 15) | (15u << 18))) | (10u << 18);
		REG(RCC + 0x00) |= 1u << 24; /* PLLON */
		if (kit_wait(RCC + 0x00, 1u << 25, 1u << 25, 100000)) {
			REG(RCC + 0x04) = (REG(RCC + 0x04) & ~3u) | 2u; /* SW = PLL */
			if (kit_wait(RCC + 0x04, 3u << 2, 2u << 2, 100000)) hz = 48000000u;
		}
	}
	REG(RCC + 0x14) |= 1u << 17; /* AHBENR: GPIOA */
	REG(RCC + 0x1C) |= 1u << 17; /* APB1ENR: USART2 */
	REG(GPIOA + 0x00) = (REG(GPIOA + 0x00) & ~(3u << 4)) | (2u << 4);
	REG(GPIOA + 0x20) = (REG(GPIOA + 0x20) & ~(15u << 8)) | (1u << 8);
	kit_uart_init(USART2, hz);
	kit_counter_init();
}

void kit_putc(char c) { kit_uart_putc(USART2, c); }
