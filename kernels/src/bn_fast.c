/*
 * bn_fast.c - "fast" multipliers: product-scanning (Comba) multiplication
 * and dedicated squaring with a three-word column accumulator, followed by
 * either Montgomery reduction (any odd modulus) or a curve-specific
 * reduction of the double-length product in plain representation:
 * NIST P-256 / P-384 (Solinas: FIPS 186-4 D.2 word sums, generated from
 * the standard's term tuples) and p = 2^255-19 (fold the high half * 38).
 * Scratch: m->t (2n+2 words).
 */
#include "pk_internal.h"

/* Product-scanning column accumulator (acc, c2): 96 bits. */
#define MAC(acc, c2, x, y)                  \
    do {                                    \
        uint64_t pp_ = bn_mul32((x), (y));  \
        (acc) += pp_;                       \
        (c2) += (acc) < pp_;                \
    } while (0)

K_NOINLINE void bn_comba_mul(uint32_t *t, const uint32_t *a, const uint32_t *b, uint32_t n)
{
    uint64_t acc = 0;
    uint32_t c2 = 0;
    for (uint32_t k = 0; k + 1 < 2 * n; k++) {
        uint32_t i = k < n ? 0 : k - n + 1;
        uint32_t iend = k < n ? k : n - 1;
        const uint32_t *bp = b + (k - i);
        for (; i <= iend; i++, bp--)
            MAC(acc, c2, a[i], *bp);
        t[k] = (uint32_t)acc;
        acc = (acc >> 32) | ((uint64_t)c2 << 32);
        c2 = 0;
    }
    t[2 * n - 1] = (uint32_t)acc;
}

static K_NOINLINE void comba_sqr(uint32_t *t, const uint32_t *a, uint32_t n)
{
    uint64_t acc = 0;
    uint32_t c2 = 0;
    for (uint32_t k = 0; k + 1 < 2 * n; k++) {
        uint32_t i = k < n ? 0 : k - n + 1;
        uint32_t j = k - i;
        for (; i < j; i++, j--) {
            uint64_t pp = bn_mul32(a[i], a[j]);
            acc += pp;
            c2 += acc < pp;
            acc += pp;
            c2 += acc < pp;
        }
        if (i == j)
            MAC(acc, c2, a[i], a[i]);
        t[k] = (uint32_t)acc;
        acc = (acc >> 32) | ((uint64_t)c2 << 32);
        c2 = 0;
    }
    t[2 * n - 1] = (uint32_t)acc;
}

/* Montgomery reduction of t (2n words): r = t * R^-1 mod p. */
static void mont_redc(const bn_mod *m, uint32_t *r, uint32_t *t)
{
    const uint32_t n = m->n, *p = m->p, n0 = m->n0;
    uint32_t extra = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t q = t[i] * n0;
        uint32_t *ti = t + i;
        uint64_t c = 0;
        for (uint32_t j = 0; j < n; j++) {
            c += (uint64_t)ti[j] + bn_mul32(q, p[j]);
            ti[j] = (uint32_t)c;
            c >>= 32;
        }
        c += (uint64_t)ti[n] + extra;
        ti[n] = (uint32_t)c;
        extra = (uint32_t)(c >> 32);
    }
    if (extra || bn_cmp(t + n, p, n) >= 0)
        bn_sub(r, t + n, p, n);
    else
        memcpy(r, t + n, 4u * n);
}

void bn_mont_mul_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    bn_comba_mul(m->t, a, b, m->n);
    mont_redc(m, r, m->t);
}

void bn_mont_sqr_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    (void)b;
    comba_sqr(m->t, a, m->n);
    mont_redc(m, r, m->t);
}

/* value = top * 2^(32n) + r with a small signed top: bring into [0, p). */
static void fold_top(const bn_mod *m, uint32_t *r, int32_t top)
{
    while (top > 0)
        top -= (int32_t)bn_sub(r, r, m->p, m->n);
    while (top < 0)
        top += (int32_t)bn_add(r, r, m->p, m->n);
    while (bn_cmp(r, m->p, m->n) >= 0)
        bn_sub(r, r, m->p, m->n);
}

static void p256_reduce(const bn_mod *m, uint32_t *r, const uint32_t *c)
{
    int64_t acc = 0;
    acc += c[0]; acc += c[8]; acc += c[9]; acc -= c[11]; acc -= c[12]; acc -= c[13]; acc -= c[14]; r[0] = (uint32_t)acc; acc >>= 32;
    acc += c[1]; acc += c[9]; acc += c[10]; acc -= c[12]; acc -= c[13]; acc -= c[14]; acc -= c[15]; r[1] = (uint32_t)acc; acc >>= 32;
    acc += c[2]; acc += c[10]; acc += c[11]; acc -= c[13]; acc -= c[14]; acc -= c[15]; r[2] = (uint32_t)acc; acc >>= 32;
    acc += c[3]; acc -= c[8]; acc -= c[9]; acc += c[11]; acc += c[11]; acc += c[12]; acc += c[12]; acc += c[13]; acc -= c[15]; r[3] = (uint32_t)acc; acc >>= 32;
    acc += c[4]; acc -= c[9]; acc -= c[10]; acc += c[12]; acc += c[12]; acc += c[13]; acc += c[13]; acc += c[14]; r[4] = (uint32_t)acc; acc >>= 32;
    acc += c[5]; acc -= c[10]; acc -= c[11]; acc += c[13]; acc += c[13]; acc += c[14]; acc += c[14]; acc += c[15]; r[5] = (uint32_t)acc; acc >>= 32;
    acc += c[6]; acc -= c[8]; acc -= c[9]; acc += c[13]; acc += c[14]; acc += c[14]; acc += c[14]; acc += c[15]; acc += c[15]; r[6] = (uint32_t)acc; acc >>= 32;
    acc += c[7]; acc += c[8]; acc -= c[10]; acc -= c[11]; acc -= c[12]; acc -= c[13]; acc += c[15]; acc += c[15]; acc += c[15]; r[7] = (uint32_t)acc; acc >>= 32;
    fold_top(m, r, (int32_t)acc);
}

static void p384_reduce(const bn_mod *m, uint32_t *r, const uint32_t *c)
{
    int64_t acc = 0;
    acc += c[0]; acc += c[12]; acc += c[20]; acc += c[21]; acc -= c[23]; r[0] = (uint32_t)acc; acc >>= 32;
    acc += c[1]; acc -= c[12]; acc += c[13]; acc -= c[20]; acc += c[22]; acc += c[23]; r[1] = (uint32_t)acc; acc >>= 32;
    acc += c[2]; acc -= c[13]; acc += c[14]; acc -= c[21]; acc += c[23]; r[2] = (uint32_t)acc; acc >>= 32;
    acc += c[3]; acc += c[12]; acc -= c[14]; acc += c[15]; acc += c[20]; acc += c[21]; acc -= c[22]; acc -= c[23]; r[3] = (uint32_t)acc; acc >>= 32;
    acc += c[4]; acc += c[12]; acc += c[13]; acc -= c[15]; acc += c[16]; acc += c[20]; acc += c[21]; acc += c[21]; acc += c[22]; acc -= c[23]; acc -= c[23]; r[4] = (uint32_t)acc; acc >>= 32;
    acc += c[5]; acc += c[13]; acc += c[14]; acc -= c[16]; acc += c[17]; acc += c[21]; acc += c[22]; acc += c[22]; acc += c[23]; r[5] = (uint32_t)acc; acc >>= 32;
    acc += c[6]; acc += c[14]; acc += c[15]; acc -= c[17]; acc += c[18]; acc += c[22]; acc += c[23]; acc += c[23]; r[6] = (uint32_t)acc; acc >>= 32;
    acc += c[7]; acc += c[15]; acc += c[16]; acc -= c[18]; acc += c[19]; acc += c[23]; r[7] = (uint32_t)acc; acc >>= 32;
    acc += c[8]; acc += c[16]; acc += c[17]; acc -= c[19]; acc += c[20]; r[8] = (uint32_t)acc; acc >>= 32;
    acc += c[9]; acc += c[17]; acc += c[18]; acc -= c[20]; acc += c[21]; r[9] = (uint32_t)acc; acc >>= 32;
    acc += c[10]; acc += c[18]; acc += c[19]; acc -= c[21]; acc += c[22]; r[10] = (uint32_t)acc; acc >>= 32;
    acc += c[11]; acc += c[19]; acc += c[20]; acc -= c[22]; acc += c[23]; r[11] = (uint32_t)acc; acc >>= 32;
    fold_top(m, r, (int32_t)acc);
}

void p256_mul_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    bn_comba_mul(m->t, a, b, 8);
    p256_reduce(m, r, m->t);
}

void p256_sqr_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    (void)b;
    comba_sqr(m->t, a, 8);
    p256_reduce(m, r, m->t);
}

void p384_mul_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    bn_comba_mul(m->t, a, b, 12);
    p384_reduce(m, r, m->t);
}

void p384_sqr_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    (void)b;
    comba_sqr(m->t, a, 12);
    p384_reduce(m, r, m->t);
}

/* 2^256 = 38 mod 2^255-19 */
static void p25519_reduce(const bn_mod *m, uint32_t *r, const uint32_t *c)
{
    uint64_t acc = 0;
    for (uint32_t i = 0; i < 8; i++) {
        acc += (uint64_t)c[i] + bn_mul32(c[i + 8], 38);
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    while (acc) {
        acc = bn_mul32((uint32_t)acc, 38);
        for (uint32_t i = 0; i < 8; i++) {
            acc += r[i];
            r[i] = (uint32_t)acc;
            acc >>= 32;
        }
    }
    while (bn_cmp(r, m->p, 8) >= 0)
        bn_sub(r, r, m->p, 8);
}

void p25519_mul_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    bn_comba_mul(m->t, a, b, 8);
    p25519_reduce(m, r, m->t);
}

void p25519_sqr_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    (void)b;
    comba_sqr(m->t, a, 8);
    p25519_reduce(m, r, m->t);
}
