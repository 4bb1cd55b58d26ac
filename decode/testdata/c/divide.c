// 32-bit division and saturating / fixed-point arithmetic: SDIV/UDIV on
// cores that have them, __aeabi_idiv calls on the others; conditional
// selects (IT blocks on Thumb-2, conditional execution on A32).
#include <stdint.h>

int32_t sdiv32(int32_t a, int32_t b) { return a / b; }
uint32_t udiv32(uint32_t a, uint32_t b) { return a / b; }
int32_t smod32(int32_t a, int32_t b) { return a % b; }
uint32_t umod32(uint32_t a, uint32_t b) { return a % b; }
uint32_t div10(uint32_t a) { return a / 10; }
int32_t sdiv7(int32_t a) { return a / 7; }
uint32_t mod1000(uint32_t a) { return a % 1000; }
int32_t div_pow2(int32_t a) { return a / 16; }

int32_t clamp(int32_t x, int32_t lo, int32_t hi) { return x < lo ? lo : x > hi ? hi : x; }
int32_t sat16(int32_t x) { return x > 32767 ? 32767 : x < -32768 ? -32768 : x; }
uint32_t usat8(int32_t x) { return x < 0 ? 0 : x > 255 ? 255 : x; }
int32_t sadd_sat(int32_t a, int32_t b) {
	int32_t r;
	if (__builtin_add_overflow(a, b, &r))
		return a < 0 ? INT32_MIN : INT32_MAX;
	return r;
}
int32_t iabs(int32_t x) { return x < 0 ? -x : x; }
int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }
uint32_t umax(uint32_t a, uint32_t b) { return a > b ? a : b; }
int sign(int x) { return (x > 0) - (x < 0); }

uint32_t isqrt(uint32_t x) {
	uint32_t r = 0, b = 1u << 30;
	while (b > x)
		b >>= 2;
	while (b) {
		if (x >= r + b) {
			x -= r + b;
			r = (r >> 1) + b;
		} else {
			r >>= 1;
		}
		b >>= 2;
	}
	return r;
}

uint32_t gcd(uint32_t a, uint32_t b) {
	while (b) {
		uint32_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

void itoa10(uint32_t v, char *out) {
	char buf[12];
	int n = 0;
	do {
		buf[n++] = '0' + v % 10;
		v /= 10;
	} while (v);
	while (n)
		*out++ = buf[--n];
	*out = 0;
}

int32_t fir(const int16_t *x, const int16_t *h, int n) {
	int32_t acc = 0;
	for (int i = 0; i < n; i++)
		acc += x[i] * h[i];
	return acc;
}

int32_t mix(int32_t a, int32_t b, int32_t c) { return a * b + c - (a * c) * 3; }
