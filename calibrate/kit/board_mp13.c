/* board_mp13.c - STM32MP135F-DK: started from U-Boot (`go`), which has
 * set the clocks (650 MHz), the DDR, caches and UART4 (the ST-LINK
 * virtual COM port, 0x40010000) already.  The kit only writes UART4's
 * TDR and returns to U-Boot at the end. */
#include "kit.h"
#include "board_stm32.h"

#define UART4 0x40010000u

void kit_pmu_enable(void);
void kit_board_init(void) { kit_pmu_enable(); }
void kit_putc(char c) { kit_uart_putc(UART4, c); }
void kit_exit(int code) { (void)code; }
const uint32_t kit_cycle_mask = 0xFFFFFFFFu;
