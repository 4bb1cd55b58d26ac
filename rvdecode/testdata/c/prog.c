/* A small C program for TestObjdumpCompiledProgram: GCC 12 at -O2 with
 * the Hazard3 -march turns these into Zba/Zbb/Zbs/Zbkb instructions
 * (cpop, clz, ctz, rori/rol, min/max, rev8, sh*add, bset/bclr/bext,
 * andn/orn, zext.h, pack), and picolibc's printf and start-up code add a
 * few thousand instructions of ordinary compiled code. */
#include <stdint.h>
#include <stdio.h>

static uint32_t mix(const uint32_t *a, int n)
{
	uint32_t s = 0;
	for (int i = 0; i < n; i++) {
		uint32_t v = a[i];
		s += __builtin_popcount(v) + __builtin_clz(v | 1) + __builtin_ctz(v | 0x80000000u);
		s ^= (v >> 7 | v << 25) + __builtin_bswap32(s);
		s += (int32_t)v < (int32_t)s ? v : s;
		s += v < s ? s : v;
		s |= 1u << (v & 31);
		s &= ~(1u << (s & 31));
		s += (s >> (v & 31)) & 1;
		s += v & ~s;
		s += (uint16_t)v;
		s += (v & 0xffff) | (s << 16);
		s += a[i >> 1] + a[(i * 3) & 3];
	}
	return s;
}

int main(void)
{
	static const uint32_t data[] = {1, 0x80000000u, 0xdeadbeefu, 12345};
	printf("%lu\n", (unsigned long)mix(data, 4));
	return 0;
}
