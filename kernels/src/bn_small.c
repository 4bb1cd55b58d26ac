/*
 * bn_small.c - "small" multiplier: generic Montgomery multiplication by
 * coarsely integrated operand scanning (CIOS, Koc et al. 1996), one rolled
 * loop for every modulus; squaring is a multiplication.  Scratch: m->t
 * (n+2 words).
 */
#include "pk_internal.h"

void bn_mont_mul_small(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    const uint32_t n = m->n, *p = m->p, n0 = m->n0;
    uint32_t *t = m->t;
    uint64_t c;

    memset(t, 0, 4u * (n + 2));
    for (uint32_t i = 0; i < n; i++) {
        uint32_t bi = b[i], q;
        c = 0;
        for (uint32_t j = 0; j < n; j++) {
            c += (uint64_t)t[j] + bn_mul32(a[j], bi);
            t[j] = (uint32_t)c;
            c >>= 32;
        }
        c += t[n];
        t[n] = (uint32_t)c;
        t[n + 1] = (uint32_t)(c >> 32);

        q = t[0] * n0;
        c = ((uint64_t)t[0] + bn_mul32(q, p[0])) >> 32;
        for (uint32_t j = 1; j < n; j++) {
            c += (uint64_t)t[j] + bn_mul32(q, p[j]);
            t[j - 1] = (uint32_t)c;
            c >>= 32;
        }
        c += t[n];
        t[n - 1] = (uint32_t)c;
        t[n] = t[n + 1] + (uint32_t)(c >> 32);
    }
    if (t[n] || bn_cmp(t, p, n) >= 0)
        bn_sub(r, t, p, n);
    else
        memcpy(r, t, 4u * n);
}

void bn_mont_sqr_small(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    (void)b;
    bn_mont_mul_small(m, r, a, a);
}

void bn_mul_small(uint32_t *t, const uint32_t *a, const uint32_t *b, uint32_t n)
{
    memset(t, 0, 8u * n);
    for (uint32_t i = 0; i < n; i++) {
        uint64_t c = 0;
        for (uint32_t j = 0; j < n; j++) {
            c += (uint64_t)t[i + j] + bn_mul32(a[j], b[i]);
            t[i + j] = (uint32_t)c;
            c >>= 32;
        }
        t[i + n] = (uint32_t)c;
    }
}
