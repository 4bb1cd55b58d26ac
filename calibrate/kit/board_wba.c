/* board_wba.c - NUCLEO-WBA52CG: 100 MHz from HSE32 through PLL1 (M /2,
 * N x25, R /4), voltage range 1, flash at 3 wait states, ICACHE on,
 * USART1 on PB12 (AF7) = the ST-LINK virtual COM port.  Register
 * addresses: RM0493 (RCC 0x46020C00, PWR 0x46020800, FLASH 0x40022000,
 * ICACHE 0x40030400, USART1 0x40013800, GPIOB 0x42020400).  The PLL
 * bit fields are written from RM0493 and not yet checked on a board: if
 * the PLL does not lock, the kit stays on HSI16 with 3 wait states, which
 * gives the same cycle counts (wait states are counted in core cycles). */
#include "kit.h"
#include "board_stm32.h"

#define RCC 0x46020C00u
#define PWR 0x46020800u
#define FLASH_ACR 0x40022000u
#define ICACHE 0x40030400u
#define USART1 0x40013800u
#define GPIOB 0x42020400u

void kit_board_init(void) {
	uint32_t hz = 16000000u;
	REG(RCC + 0x94) |= 1u << 2;           /* AHB4ENR: PWR */
	REG(PWR + 0x0C) |= 1u << 16;          /* VOSR.VOS: range 1 */
	kit_wait(PWR + 0x0C, 1u << 15, 1u << 15, 100000);
	REG(FLASH_ACR) = (REG(FLASH_ACR) & ~15u) | 3u;
	if (kit_wait(FLASH_ACR, 15u, 3u, 1000)) {
		REG(RCC + 0x00) |= 1u << 16;  /* HSEON */
		if (kit_wait(RCC + 0x00, 1u << 17, 1u << 17, 100000)) {
			/* PLL1CFGR: SRC = HSE (3), RGE 8-16 MHz (3), M = 2, REN. */
			REG(RCC + 0x28) = 3u | (3u << 2) | ((2u - 1u) << 8) | (1u << 18);
			/* PLL1DIVR: N = 25, P = 2, Q = 2, R = 4. */
			REG(RCC + 0x34) = (25u - 1u) | ((2u - 1u) << 9) | ((2u - 1u) << 16) | ((4u - 1u) << 24);
			REG(RCC + 0x00) |= 1u << 24; /* PLL1ON */
			if (kit_wait(RCC + 0x00, 1u << 25, 1u << 25, 100000)) {
				REG(RCC + 0x1C) = (REG(RCC + 0x1C) & ~3u) | 3u; /* SW = PLL1R */
				if (kit_wait(RCC + 0x1C, 3u << 2, 3u << 2, 100000)) hz = 100000000u;
			}
		}
	}
	REG(ICACHE + 0x00) |= 1u;             /* ICACHE_CR.EN */
	REG(RCC + 0x8C) |= 1u << 1;           /* AHB2ENR: GPIOB */
	REG(RCC + 0xA4) |= 1u << 14;          /* APB2ENR: USART1 */
	REG(GPIOB + 0x00) = (REG(GPIOB + 0x00) & ~(3u << 24)) | (2u << 24); /* PB12 AF */
	REG(GPIOB + 0x24) = (REG(GPIOB + 0x24) & ~(15u << 16)) | (7u << 16); /* AF7 */
	kit_uart_init(USART1, hz);
	kit_counter_init();
}

void kit_putc(char c) { kit_uart_putc(USART1, c); }
