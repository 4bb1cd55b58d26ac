/* A freestanding test program built the way the pico-sdk builds Hazard3
   code (-march with Zba/Zbb/Zbs/Zbkb/Zca/Zcb/Zcmp, which GCC 12 cannot
   emit): clang-19 and ld.lld-19, command in picosdk.mk. Each function's
   result is computed by the host too (picosdk_test.go); between them they
   make the compiler use every Zcb/Zcmp class Unicorn 2.0.1 lacks (MT-G4):
   cm.push/cm.pop/cm.popret/cm.popretz/cm.mvsa01/cm.mva01s,
   c.lbu/c.lhu/c.lh/c.sb/c.sh, c.zext.b/c.zext.h/c.sext.b/c.sext.h,
   c.not and c.mul, and the Zba/Zbb/Zbs/Zbkb instructions; one function
   is in RAM beside data, as the pico-sdk's __not_in_flash_func puts
   it. */
typedef unsigned int u32;
typedef unsigned short u16;
typedef short i16;
typedef unsigned char u8;
typedef signed char i8;

/* Straight-line bit manipulation (Zbb rotates, andn, counts, rev8, minu;
   Zbs bset/bext; Zba sh2add); its cycle count is derived in
   picosdk_test.go. */
u32 bitmix(u32 x, u32 y) {
  u32 r = ((x << 7) | (x >> 25)) ^ (y & ~x);
  r += (u32)__builtin_popcount(x) + (u32)__builtin_clz(y | 1) + (u32)__builtin_ctz(x | 0x80000000u);
  r ^= __builtin_bswap32(y);
  r += x < y ? x : y;
  r |= 1u << (y & 31);
  r ^= (r >> (x & 31)) & 1;
  return r + (x << 2);
}

/* Zbkb: pack, packh, brev8, zip, unzip. */
u32 packmix(u32 x, u32 y) {
  u32 p = (x & 0xffff) | (y << 16);
  u32 h = (x & 0xff) | ((y & 0xff) << 8);
  return __builtin_riscv_brev8_32(p) ^ __builtin_riscv_zip_32(h) ^ __builtin_riscv_unzip_32(x ^ y);
}

/* Sign and zero extensions and not of values in x8-x15 (c.sext.b,
   c.sext.h, c.zext.b, c.zext.h, c.not), and c.mul. */
u32 extmix(u32 a, u32 b, u32 c) {
  u32 z = (u32)(u8)b * (u32)(u16)c;
  return ~((u32)(i8)a * (u32)(i16)z) * (c | 1);
}

/* The low halves' sum (c.zext.h). */
u32 halfsum(u32 a, u32 b) { return (u32)(u16)a + (u32)(u16)b; }

/* A small checksum over bytes and halfwords (c.lbu, c.lhu, c.lh):
   FNV-1a over the bytes, then the halfwords signed and unsigned. */
u32 checksum(const u8 *p, int n) {
  u32 h = 2166136261u;
  for (int i = 0; i < n; i++) {
    h = (h ^ p[i]) * 16777619u;
  }
  for (const u16 *q = (const u16 *)p, *end = q + n / 4 * 2; q != end; q += 2) {
    h += q[0] + (u32)(i16)q[1];
  }
  return h;
}

/* Stores of bytes and halfwords (c.sb, c.sh). */
void spread(u8 *out, u32 v) {
  out[0] = (u8)v;
  out[1] = (u8)(v >> 8);
  ((u16 *)out)[1] = (u16)(v >> 16);
  ((u16 *)out)[2] = (u16)v;
  out[6] = (u8)(v >> 24);
}

/* Calls in a loop: the caller keeps its values in s registers across
   them, saved and restored by cm.push and cm.popret, its arguments moved
   there by cm.mvsa01 and back by cm.mva01s. */
__attribute__((noinline)) u32 step(u32 h, u32 x) {
  return ((h << 5) | (h >> 27)) ^ x;
}

__attribute__((noinline)) u32 step2(u32 a, u32 b) { return a * 31 + b; }

u32 chain(const u32 *p, int n, u32 key) {
  u32 h = key;
  for (int i = 0; i < n; i++) {
    h = step(h, p[i]) + key;
  }
  return h;
}

u32 pairs(u32 a, u32 b) {
  u32 x = step2(a, b);
  u32 y = step2(b, a);
  return step2(x + a, y + b);
}

/* Returns 0 after a call (cm.popretz) unless the buffer sums to zero. */
int nonzero(const u32 *p, int n) {
  u32 s = 0;
  for (int i = 0; i < n; i++) {
    s = step(s, p[i]);
  }
  if (s == 0) {
    return step2(n, 1);
  }
  return 0;
}

/* A function in RAM, as the pico-sdk's __not_in_flash_func places one
   (its .time_critical sections go into the .data output section, which
   then holds code and data): its Zcb instructions must run in Go, and
   the table beside it, whose halfwords decode as c.zext.b, cm.push,
   c.not and c.mul, must stay data. */
__attribute__((section(".data.ramfunc"), noinline)) u32 ramfunc(u32 a, u32 b) {
  return (u32)(u8)a * (u32)(u16)b;
}

u32 ramtable[2] = {0xb8529d61, 0x9d4d9d75};

u32 ramread(int i) { return ramtable[i]; }

/* Reads its own code, as a firmware's self-check does: bitmix's first
   words are Zbb instructions the emulator replaced by ebreaks to run
   them in Go, so boardless stops the run rather than return a wrong
   sum. */
u32 selfsum(void) {
  const volatile u32 *p = (const volatile u32 *)(void *)bitmix;
  return p[0] ^ p[1];
}

/* Rewrites ramfunc's first instruction (c.zext.b, run in Go): code
   rewritten at run time is not supported there, and boardless stops the
   run rather than go on executing the old instruction. */
void ramwrite(u32 v) { *(volatile u16 *)(void *)ramfunc = (u16)v; }
