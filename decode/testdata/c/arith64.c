// 64-bit arithmetic: add/sub with carry, long multiply (UMULL/UMLAL/SMULL),
// 64-bit shifts and compares, division helpers (calls to __aeabi_*).
#include <stdint.h>

uint64_t add64(uint64_t a, uint64_t b) { return a + b; }
int64_t sub64(int64_t a, int64_t b) { return a - b; }
uint64_t mul64(uint64_t a, uint64_t b) { return a * b; }
uint64_t mul32x32(uint32_t a, uint32_t b) { return (uint64_t)a * b; }
int64_t smul32x32(int32_t a, int32_t b) { return (int64_t)a * b; }
uint64_t mac64(uint64_t acc, uint32_t a, uint32_t b) { return acc + (uint64_t)a * b; }
int64_t smac64(int64_t acc, int32_t a, int32_t b) { return acc + (int64_t)a * b; }
uint64_t umaal_like(uint32_t a, uint32_t b, uint32_t c, uint32_t d) { return (uint64_t)a * b + c + d; }
uint64_t shl64(uint64_t a, unsigned n) { return a << n; }
uint64_t shr64(uint64_t a, unsigned n) { return a >> n; }
int64_t sar64(int64_t a, unsigned n) { return a >> n; }
uint64_t rotl64(uint64_t a, unsigned n) { return (a << (n & 63)) | (a >> ((64 - n) & 63)); }
int cmp64(int64_t a, int64_t b) { return a < b ? -1 : a > b; }
int ucmp64(uint64_t a, uint64_t b) { return a < b ? -1 : a > b; }
uint64_t div64(uint64_t a, uint64_t b) { return a / b; }
int64_t sdiv64(int64_t a, int64_t b) { return a / b; }
uint64_t mod64(uint64_t a, uint64_t b) { return a % b; }
uint32_t mulhi(uint32_t a, uint32_t b) { return (uint32_t)(((uint64_t)a * b) >> 32); }
int32_t smulhi(int32_t a, int32_t b) { return (int32_t)(((int64_t)a * b) >> 32); }
int32_t q31_mul(int32_t a, int32_t b) { return (int32_t)(((int64_t)a * b + (1LL << 30)) >> 31); }

uint64_t sum64(const uint64_t *p, int n) {
	uint64_t s = 0;
	for (int i = 0; i < n; i++)
		s += p[i];
	return s;
}

int64_t dot64(const int32_t *a, const int32_t *b, int n) {
	int64_t s = 0;
	for (int i = 0; i < n; i++)
		s += (int64_t)a[i] * b[i];
	return s;
}

uint64_t fib64(unsigned n) {
	uint64_t a = 0, b = 1;
	while (n--) {
		uint64_t t = a + b;
		a = b;
		b = t;
	}
	return a;
}

uint32_t xorshift32(uint32_t *s) {
	uint32_t x = *s;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	return *s = x;
}

uint64_t splitmix64(uint64_t *s) {
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}
