/* RISC-V ilp32 calls for sim's TestRISCV*: built the Hazard3 way
   (Zba/Zbb/Zbs/Zbkb, GCC 12; linked with -march=rv32imac). */
#include <stdint.h>

/* Eight words fill a0-a7: the ninth argument and the 64-bit one after
   it go on the stack (the 64-bit one 8-byte aligned). */
uint64_t nine(uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint32_t e,
              uint32_t f, uint32_t g, uint32_t h, uint32_t i, uint64_t x) {
  return x + a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i;
}

/* Seven words then a 64-bit value: its low half in a7, its high half on
   the stack (psABI: split when one register is left). */
uint64_t split(uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint32_t e,
               uint32_t f, uint32_t g, uint64_t x) {
  return (x ^ 0x0123456789abcdefull) + a + b + c + d + e + f + g;
}

/* A 64-bit value after one word: a1:a2, no even-pair alignment. */
uint64_t odd_pair(uint32_t a, uint64_t x) { return (x << 1) + a; }

/* Bit manipulation (Zbb cpop, Zbkb/Zbb rotates, Zba sh*add), run in Go
   by emu: the same function as the host's mixHost. */
uint32_t mix(const uint32_t *p, int n, uint32_t k) {
  uint32_t h = k;
  for (int i = 0; i < n; i++) {
    uint32_t x = p[i];
    h = ((h << 5) | (h >> 27)) ^ x;
    h += (x & ~k) + __builtin_popcount(x);
    h = h * 3 + ((uint32_t)i << 2);
    h ^= 1u << (x & 31);
  }
  return h;
}

/* A frame of 64 bytes with its lowest word written: the stack depth. */
uint32_t deep(uint32_t n) {
  volatile uint32_t a[14];
  for (uint32_t i = 0; i < 14; i++)
    a[i] = n + i;
  return a[0] + a[13];
}
