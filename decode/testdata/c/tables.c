// Control flow and memory: dense switches (TBB/TBH on Thumb-2, jump tables
// on A32/v6-M), lookup tables, struct and array access, memcpy/memset
// style loops (LDM/STM, LDRD/STRD, post-increment addressing), calls
// through function pointers.
#include <stdint.h>
#include <stddef.h>

int sw_small(int x) {
	switch (x) {
	case 0: return 11;
	case 1: return 27;
	case 2: return 3;
	case 3: return 91;
	case 4: return 18;
	case 5: return 60;
	case 6: return 7;
	default: return -1;
	}
}

extern void f0(void), f1(void), f2(void), f3(void), f4(void), f5(void), f6(void), f7(void);

void sw_calls(unsigned x) {
	switch (x) {
	case 0: f0(); break;
	case 1: f1(); break;
	case 2: f2(); break;
	case 3: f3(); break;
	case 4: f4(); break;
	case 5: f5(); break;
	case 6: f6(); break;
	case 7: f7(); break;
	}
}

int sw_big(int x, int y) {
	switch (x) {
	case 0: y += 1; break;
	case 1: y *= 3; break;
	case 2: y -= 7; break;
	case 3: y ^= 0x55; break;
	case 4: y = y << 3; break;
	case 5: y = y >> 2; break;
	case 6: y = -y; break;
	case 7: y = ~y; break;
	case 8: y = y * y; break;
	case 9: y = y / 3; break;
	case 10: y |= 0x100; break;
	case 11: y &= 0xff; break;
	case 12: y += x; break;
	case 13: y = y - x * 2; break;
	case 14: y = 0; break;
	case 15: y = y % 5; break;
	case 16: y = 12345; break;
	case 17: y = y + 100000; break;
	case 200: y = 42; break;
	default: y = -1; break;
	}
	return y;
}

static const uint8_t lut8[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const int16_t lut16[8] = {-3, 100, -200, 3000, 7, -7, 0, 32767};
static const uint32_t lut32[4] = {0xdeadbeef, 0x12345678, 0, 0xffffffff};

int lookup(unsigned i) { return lut8[i & 15] + lut16[i & 7] + (int)lut32[i & 3]; }

struct point { int32_t x, y; int16_t z; uint8_t tag; };

int32_t manhattan(const struct point *p, int n) {
	int32_t s = 0;
	for (int i = 0; i < n; i++)
		s += (p[i].x < 0 ? -p[i].x : p[i].x) + (p[i].y < 0 ? -p[i].y : p[i].y) + p[i].z + p[i].tag;
	return s;
}

void copy_words(uint32_t *dst, const uint32_t *src, size_t n) {
	while (n >= 4) {
		uint32_t a = src[0], b = src[1], c = src[2], d = src[3];
		dst[0] = a; dst[1] = b; dst[2] = c; dst[3] = d;
		dst += 4; src += 4; n -= 4;
	}
	while (n--)
		*dst++ = *src++;
}

void copy_bytes(uint8_t *dst, const uint8_t *src, size_t n) {
	while (n--)
		*dst++ = *src++;
}

void fill(uint64_t *dst, uint64_t v, size_t n) {
	for (size_t i = 0; i < n; i++)
		dst[i] = v;
}

struct big { uint32_t a[8]; };
struct big pass_big(struct big b) { b.a[3] += b.a[5]; return b; }

typedef int (*op_fn)(int, int);
static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }
static const op_fn ops[3] = {op_add, op_sub, op_mul};
int apply(unsigned k, int a, int b) { return ops[k % 3](a, b); }

int strcmp_(const char *a, const char *b) {
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return (unsigned char)*a - (unsigned char)*b;
}

void bubble(int32_t *v, int n) {
	for (int i = 0; i < n; i++)
		for (int j = n - 1; j > i; j--)
			if (v[j] < v[j - 1]) {
				int32_t t = v[j];
				v[j] = v[j - 1];
				v[j - 1] = t;
			}
}

int bsearch_(const int32_t *v, int n, int32_t key) {
	int lo = 0, hi = n - 1;
	while (lo <= hi) {
		int mid = (lo + hi) >> 1;
		if (v[mid] == key)
			return mid;
		if (v[mid] < key)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

volatile uint32_t *const REG = (volatile uint32_t *)0x40001000;
void poll(void) {
	while (!(REG[1] & 0x80))
		;
	REG[2] = 0x1234;
	REG[0] |= 1;
}

uint32_t matmul3(const uint32_t a[3][3], const uint32_t b[3][3], uint32_t c[3][3]) {
	uint32_t tr = 0;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++) {
			uint32_t s = 0;
			for (int k = 0; k < 3; k++)
				s += a[i][k] * b[k][j];
			c[i][j] = s;
			if (i == j)
				tr += s;
		}
	return tr;
}
