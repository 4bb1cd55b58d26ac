/* C for the CH32V003 (RV32EC, ilp32e): six argument registers, a0-a5;
   the seventh argument goes on the stack; multiplication is libgcc's
   __mulsi3 (no M extension). */
unsigned seven(unsigned a, unsigned b, unsigned c, unsigned d, unsigned e, unsigned f, unsigned g) {
	return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g;
}

unsigned checksum(const unsigned char *p, unsigned n, unsigned k) {
	unsigned h = k;
	for (unsigned i = 0; i < n; i++) {
		h = (h << 5 | h >> 27) ^ p[i];
		h *= 0x01000193u;
	}
	return h;
}
