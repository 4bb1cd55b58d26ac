// Bit manipulation: CLZ, RBIT, REV, bit fields (BFI/UBFX/SBFX), rotates,
// popcount, CRC, byte/halfword extraction (UXTB/SXTH/UXTAB...).
#include <stdint.h>

int clz32(uint32_t x) { return x ? __builtin_clz(x) : 32; }
int ctz32(uint32_t x) { return x ? __builtin_ctz(x) : 32; }
int popcount32(uint32_t x) { return __builtin_popcount(x); }
int parity32(uint32_t x) { return __builtin_parity(x); }
uint32_t bswap32(uint32_t x) { return __builtin_bswap32(x); }
uint16_t bswap16(uint16_t x) { return __builtin_bswap16(x); }
uint32_t rotl(uint32_t x, unsigned n) { return (x << (n & 31)) | (x >> (-n & 31)); }
uint32_t rotr7(uint32_t x) { return (x >> 7) | (x << 25); }

uint32_t bitrev(uint32_t x) {
	x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
	x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
	x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
	return __builtin_bswap32(x);
}

struct flags {
	unsigned a : 3;
	unsigned b : 7;
	signed c : 5;
	unsigned d : 1;
	unsigned e : 16;
};

uint32_t get_b(struct flags f) { return f.b; }
int32_t get_c(struct flags f) { return f.c; }
struct flags set_b(struct flags f, unsigned v) { f.b = v; return f; }
void set_e(struct flags *f, unsigned v) { f->e = v; f->d = 1; }

uint32_t insert(uint32_t x, uint32_t v) { return (x & ~0x0ff0u) | ((v & 0xff) << 4); }
uint32_t extract(uint32_t x) { return (x >> 9) & 0x3f; }
int32_t sextract(int32_t x) { return (x << 10) >> 26; }
uint32_t uxtb_add(uint32_t a, uint32_t b) { return a + (uint8_t)b; }
int32_t sxth_add(int32_t a, int32_t b) { return a + (int16_t)b; }
uint32_t pack(uint8_t a, uint8_t b, uint8_t c, uint8_t d) { return a | b << 8 | c << 16 | (uint32_t)d << 24; }

uint32_t crc32(const uint8_t *p, int n) {
	uint32_t c = ~0u;
	while (n--) {
		c ^= *p++;
		for (int k = 0; k < 8; k++)
			c = (c >> 1) ^ (0xedb88320u & -(c & 1));
	}
	return ~c;
}

uint32_t hash(const char *s) {
	uint32_t h = 2166136261u;
	while (*s)
		h = (h ^ (uint8_t)*s++) * 16777619u;
	return h;
}

int highest_bit(uint64_t x) { return x ? 63 - __builtin_clzll(x) : -1; }

void bitset(uint32_t *words, unsigned i) { words[i >> 5] |= 1u << (i & 31); }
int bittest(const uint32_t *words, unsigned i) { return (words[i >> 5] >> (i & 31)) & 1; }
