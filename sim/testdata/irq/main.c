/* main.c - HAL-style SysTick code for the interrupt tests. One of DELAY,
 * DELAY_WFI, COUNTFLAG, RETURN selects what main does. */
#include <stdint.h>

#define SYST_CSR (*(volatile uint32_t *)0xE000E010)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018)
#define SHPR3 (*(volatile uint32_t *)0xE000ED20)

/* 1 kHz at 16 MHz: HAL_InitTick's SysTick_Config(SystemCoreClock / 1000). */
#define TICK_CYCLES 16000u

volatile uint32_t uwTick;
static uint32_t initialised = 7; /* in .data: the copy must work */

void SysTick_Handler(void) { uwTick++; }

static uint32_t HAL_GetTick(void) { return uwTick; }

static void HAL_Delay(uint32_t ms) {
	uint32_t start = HAL_GetTick();
	while ((HAL_GetTick() - start) < ms) {
#ifdef DELAY_WFI
		__asm volatile("wfi");
#endif
	}
}

static void sys_exit(uint32_t code) {
	static uint32_t block[2];
	block[0] = 0x20026; /* ADP_Stopped_ApplicationExit */
	block[1] = code;
	register uint32_t r0 __asm("r0") = 0x20; /* SYS_EXIT_EXTENDED */
	register uint32_t *r1 __asm("r1") = block;
	__asm volatile("bkpt 0xab" : : "r"(r0), "r"(r1) : "memory");
}

int main(void) {
	if (initialised != 7) {
		sys_exit(100);
	}
#if defined(DELAY) || defined(DELAY_WFI)
	SYST_RVR = TICK_CYCLES - 1;
	SYST_CVR = 0;
	SHPR3 = (SHPR3 & 0x00ffffffu) | 0xc0000000u; /* lowest priority, as HAL */
	SYST_CSR = 7; /* CLKSOURCE processor, TICKINT, ENABLE */
	HAL_Delay(10);
	sys_exit(uwTick);
#elif defined(COUNTFLAG)
	SYST_RVR = TICK_CYCLES - 1;
	SYST_CVR = 0;
	SYST_CSR = 5; /* processor clock, no interrupt */
	for (int i = 0; i < 10; i++) {
		while ((SYST_CSR & (1u << 16)) == 0) {
		}
	}
	sys_exit(0);
#endif
	return 0; /* RETURN: into LoopForever */
}
