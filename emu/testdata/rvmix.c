unsigned mix(const unsigned *p, unsigned n, unsigned k) {
	unsigned h = k;
	for (unsigned i = 0; i < n; i++) {
		unsigned x = p[i];
		h = (h << 5 | h >> 27) ^ x;          /* rori (Zbb) */
		h += (x & ~k) + __builtin_popcount(x); /* andn, cpop */
		h = h * 3 + (i << 2);                /* sh1add, sh2add */
		h ^= 1u << (x & 31);                 /* binv (Zbs) */
	}
	return h;
}
