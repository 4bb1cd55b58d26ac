/* A user's C function, built for each side of the RP2350: for the
   Cortex-M33 with arm-none-eabi-gcc, for the Hazard3 with
   riscv64-unknown-elf-gcc and its bit-manipulation extensions. */
typedef unsigned int u32;

u32 mix(const u32 *p, int n, u32 k) {
  u32 h = k;
  for (int i = 0; i < n; i++) {
    u32 x = p[i];
    h = ((h << 5) | (h >> 27)) ^ x;
    h += (x & ~k) + (u32)__builtin_popcount(x);
    h = h * 3 + ((u32)i << 2);
    h ^= 1u << (x & 31);
  }
  return h;
}
