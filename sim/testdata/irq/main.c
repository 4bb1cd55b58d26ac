/* main.c - HAL-style SysTick code for the interrupt tests. One of DELAY,
 * DELAY_WFI, COUNTFLAG, MASKED, WFI_MASKED, BASEPRI, FPCTX, STRESS, NESTED,
 * IDLE, IDLE_WFI, RETURN selects what main does. */
#include <stdint.h>

#define SYST_CSR (*(volatile uint32_t *)0xE000E010)
#define SYST_RVR (*(volatile uint32_t *)0xE000E014)
#define SYST_CVR (*(volatile uint32_t *)0xE000E018)
#define SHPR3 (*(volatile uint32_t *)0xE000ED20)
#define CPACR (*(volatile uint32_t *)0xE000ED88)

/* 1 kHz at 16 MHz: HAL_InitTick's SysTick_Config(SystemCoreClock / 1000). */
#define TICK_CYCLES 16000u

volatile uint32_t uwTick;
static uint32_t initialised = 7; /* in .data: the copy must work */

#ifndef NOHANDLER /* NOHANDLER: SysTick goes to Default_Handler's loop */
void SysTick_Handler(void) { uwTick++; }
#endif

#ifdef NESTED
#define ICSR (*(volatile uint32_t *)0xE000ED04)
volatile uint32_t pendsv_done;
/* Runs at the lowest priority and waits for three ticks: SysTick, at the
 * highest, must preempt it (a nested exception returning to Handler
 * mode). */
void PendSV_Handler(void) {
	while (uwTick < 3) {
	}
	pendsv_done = 1;
}
#endif

#ifdef FPCTX
#define ICSR (*(volatile uint32_t *)0xE000ED04)
/* Clobbers s0 and s15 (caller-saved: the extended frame restores them). */
void PendSV_Handler(void) {
	__asm volatile("vmov s0, %0\n vmov s15, %0" : : "r"(0x12345678u) : "s0", "s15");
}
#endif

static uint32_t HAL_GetTick(void) { return uwTick; }

#if defined(IDLE) || defined(IDLE_WFI)
/* main's `while (1) {}` of a CubeMX project (IDLE_WFI: with __WFI() in
 * it), in a function of its own so that --until can name it. */
__attribute__((noinline, noreturn)) void idle_forever(void) {
	while (1) {
#ifdef IDLE_WFI
		__asm volatile("wfi");
#endif
	}
}
#endif

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

#ifdef STRESS
__attribute__((noinline)) static uint32_t checksum(uint32_t n) {
	uint32_t a = 1, b = 2, c = 3, d = 0x9e3779b9u;
	for (uint32_t i = 0; i < n; i++) {
		a += b ^ i;
		b = (b << 3 | b >> 29) + c;
		c ^= a + d;
		d -= (a < b) ? c : i;
	}
	return a ^ b ^ c ^ d;
}
#endif

int main(void) {
	if (initialised != 7) {
		sys_exit(100);
	}
#if defined(DELAY) || defined(DELAY_WFI) || defined(NOHANDLER)
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
#elif defined(MASKED)
	/* PRIMASK holds the tick off for two periods; one interrupt (the
	 * pending state is one bit) comes at CPSIE: exit 1 | ticks seen
	 * while masked << 4. */
	SYST_RVR = TICK_CYCLES - 1;
	SYST_CVR = 0;
	__asm volatile("cpsid i" ::: "memory");
	SYST_CSR = 7;
	for (int i = 0; i < 2; i++) {
		while ((SYST_CSR & (1u << 16)) == 0) {
		}
	}
	uint32_t masked = uwTick;
	__asm volatile("cpsie i" ::: "memory");
	__asm volatile("nop");
	sys_exit(uwTick | masked << 4);
#elif defined(WFI_MASKED)
	/* cpsid; wfi; cpsie: WFI wakes at the tick (PRIMASK does not stop
	 * the wake-up), the interrupt is taken only at CPSIE: exit 1 | ticks
	 * before CPSIE << 4. */
	SYST_RVR = TICK_CYCLES - 1;
	SYST_CVR = 0;
	__asm volatile("cpsid i" ::: "memory");
	SYST_CSR = 7;
	__asm volatile("wfi" ::: "memory");
	uint32_t masked = uwTick;
	__asm volatile("cpsie i" ::: "memory");
	__asm volatile("nop");
	SYST_CSR = 0;
	sys_exit(uwTick | masked << 4);
#elif defined(BASEPRI)
	/* Mainline: BASEPRI 0x80 masks SysTick at priority 0x80, not at
	 * 0x40: exit 1 | ticks while masked << 4 | ticks at 0x40 << 8. */
	SYST_RVR = TICK_CYCLES - 1;
	SYST_CVR = 0;
	SHPR3 = 0x80000000u;
	__asm volatile("msr basepri, %0" : : "r"(0x80) : "memory");
	SYST_CSR = 7;
	while ((SYST_CSR & (1u << 16)) == 0) {
	}
	uint32_t masked = uwTick;
	__asm volatile("msr basepri, %0" : : "r"(0) : "memory");
	__asm volatile("nop");
	uint32_t after = uwTick;
	SHPR3 = 0x40000000u;
	__asm volatile("msr basepri, %0" : : "r"(0x80) : "memory");
	while ((SYST_CSR & (1u << 16)) == 0) {
	}
	__asm volatile("nop");
	SYST_CSR = 0;
	sys_exit(after | masked << 4 | (uwTick - after) << 8);
#elif defined(FPCTX)
	/* An FP context is live (s0, s15) when PendSV is taken: exit 0 when
	 * both survive and CONTROL.FPCA is set again after the return. */
	uint32_t s0, s15, control;
	/* The FPU is off at reset (CPACR 0): enable CP10/CP11 first, as CMSIS
	 * SystemInit does, or the first FP instruction takes a NOCP fault. */
	CPACR |= 0xFu << 20;
	__asm volatile("dsb\n isb" ::: "memory");
	__asm volatile("vmov s0, %0\n vmov s15, %1" : : "r"(0x3fc00000u), "r"(0x40490fdbu) : "s0", "s15");
	ICSR = 1u << 28;
	__asm volatile("dsb\n isb\n vmov %0, s0\n vmov %1, s15\n mrs %2, control"
	               : "=r"(s0), "=r"(s15), "=r"(control));
	sys_exit((s0 != 0x3fc00000u) | (s15 != 0x40490fdbu) << 1 | ((control & 4) == 0) << 2);
#elif defined(STRESS)
	/* A register-heavy loop interrupted every 37 cycles computes what it
	 * computes uninterrupted: the frame saves and restores r0-r3, r12, LR,
	 * the flags and the return address. Exit 0 when equal. */
	static volatile uint32_t n = 3000; /* two real calls, not one */
	uint32_t want = checksum(n);
	SYST_RVR = 36;
	SYST_CVR = 0;
	SYST_CSR = 7;
	uint32_t got = checksum(n);
	SYST_CSR = 0;
	sys_exit((got != want) | (uwTick < 100) << 1);
#elif defined(NESTED)
	SHPR3 = 0x00c00000u; /* SysTick 0 (highest), PendSV 0xc0 */
	SYST_RVR = 999;
	SYST_CVR = 0;
	SYST_CSR = 7;
	ICSR = 1u << 28; /* PENDSVSET */
	__asm volatile("dsb; isb" ::: "memory");
	sys_exit(pendsv_done | (uwTick >= 3) << 1);
#elif defined(NOCP)
	/* An FP instruction with the FPU still off (CPACR at its reset value):
	 * the core takes a NOCP UsageFault (ARMv7-M B3.2.20, B1.5.14). */
	__asm volatile("vmov s0, %0" : : "r"(1u) : "s0");
	sys_exit(0);
#elif defined(THREAD_EXC_RETURN)
	/* A branch to EXC_RETURN in Thread mode, with no exception active:
	 * the core faults on the fetch (ARMv7-M B1.5.8), it does not return. */
	__asm volatile("ldr r0, =0xfffffff9\n bx r0" ::: "r0");
#elif defined(IDLE) || defined(IDLE_WFI)
	/* HAL_Init's tick left running, then the idle loop: never exits. */
	SYST_RVR = TICK_CYCLES - 1;
	SYST_CVR = 0;
	SHPR3 = (SHPR3 & 0x00ffffffu) | 0xc0000000u;
	SYST_CSR = 7;
	HAL_Delay(2);
	idle_forever();
#endif
	return 0; /* RETURN: into LoopForever */
}
