/*
 * bn_util.c - arena, multi-precision helpers and representation-agnostic
 * modular arithmetic shared by the public-key kernels (see pk_internal.h).
 */
#include "pk_internal.h"

/* ---- arena -------------------------------------------------------------- */

void pk_arena_init(pk_arena *a, uint8_t *mem, uint32_t size)
{
    uint32_t pad = (uint32_t)((8u - ((uintptr_t)mem & 7u)) & 7u);
    if (mem == NULL || size < pad) {
        a->base = mem;
        a->size = 0;
        a->pad = 0;
    } else {
        a->base = mem + pad;
        a->size = size - pad;
        a->pad = pad;
    }
    a->top = 0;
}

uint32_t *pk_alloc(pk_arena *a, uint32_t words)
{
    uint32_t bytes = (4u * words + 7u) & ~7u;
    uint32_t *p;
    if (a->base == NULL || bytes > a->size - a->top)
        return NULL;
    p = (uint32_t *)(void *)(a->base + a->top);
    a->top += bytes;
    memset(p, 0, bytes);
    return p;
}

void pk_arena_report(const pk_arena *a, uint32_t *used)
{
    if (used != NULL)
        *used = a->top + (a->top ? a->pad : 0u);
}

/* ---- plain helpers ------------------------------------------------------ */

uint32_t bn_add(uint32_t *r, const uint32_t *a, const uint32_t *b, uint32_t n)
{
    uint32_t c = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t s = a[i] + c;
        c = s < c;
        s += b[i];
        c += s < b[i];
        r[i] = s;
    }
    return c;
}

uint32_t bn_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, uint32_t n)
{
    uint32_t c = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t ai = a[i], bi = b[i];
        uint32_t d = ai - bi;
        uint32_t c2 = ai < bi;
        c2 += d < c;
        r[i] = d - c;
        c = c2;
    }
    return c;
}

int bn_cmp(const uint32_t *a, const uint32_t *b, uint32_t n)
{
    while (n--) {
        if (a[n] != b[n])
            return a[n] > b[n] ? 1 : -1;
    }
    return 0;
}

int bn_is_zero(const uint32_t *a, uint32_t n)
{
    uint32_t x = 0;
    for (uint32_t i = 0; i < n; i++)
        x |= a[i];
    return x == 0;
}

void bn_from_be(uint32_t *r, uint32_t n, const uint8_t *in, uint32_t len)
{
    memset(r, 0, 4u * n);
    for (uint32_t i = 0; i < len && i < 4u * n; i++)
        r[i >> 2] |= (uint32_t)in[len - 1 - i] << (8 * (i & 3));
}

void bn_to_be(uint8_t *out, uint32_t len, const uint32_t *a, uint32_t n)
{
    for (uint32_t i = 0; i < len; i++)
        out[len - 1 - i] = i < 4u * n ? (uint8_t)(a[i >> 2] >> (8 * (i & 3))) : 0;
}

void bn_from_le(uint32_t *r, uint32_t n, const uint8_t *in, uint32_t len)
{
    memset(r, 0, 4u * n);
    for (uint32_t i = 0; i < len && i < 4u * n; i++)
        r[i >> 2] |= (uint32_t)in[i] << (8 * (i & 3));
}

void bn_to_le(uint8_t *out, uint32_t len, const uint32_t *a, uint32_t n)
{
    for (uint32_t i = 0; i < len; i++)
        out[i] = i < 4u * n ? (uint8_t)(a[i >> 2] >> (8 * (i & 3))) : 0;
}

uint32_t bn_bits(const uint32_t *a, uint32_t n)
{
    while (n > 0 && a[n - 1] == 0)
        n--;
    if (n == 0)
        return 0;
    uint32_t w = a[n - 1], b = 0;
    while (w) {
        b++;
        w >>= 1;
    }
    return 32u * (n - 1) + b;
}

uint32_t bn_n0(uint32_t m0)
{
    uint32_t x = m0; /* correct to 3 bits for odd m0 */
    for (int i = 0; i < 4; i++)
        x *= 2u - m0 * x;
    return 0u - x;
}

int bn_mod_scratch(bn_mod *m, pk_arena *a)
{
    m->t = pk_alloc(a, 2u * m->n + 2u);
    m->u = pk_alloc(a, m->n);
    return m->t != NULL && m->u != NULL;
}

/* ---- modular arithmetic ------------------------------------------------- */

void fe_add(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    uint32_t c = bn_add(r, a, b, m->n);
    if (c || bn_cmp(r, m->p, m->n) >= 0)
        bn_sub(r, r, m->p, m->n);
}

void fe_sub(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    if (bn_sub(r, a, b, m->n))
        bn_add(r, r, m->p, m->n);
}

void fe_neg(const bn_mod *m, uint32_t *r, const uint32_t *a)
{
    if (bn_is_zero(a, m->n))
        memset(r, 0, 4u * m->n);
    else
        bn_sub(r, m->p, a, m->n);
}

void fe_to(const bn_mod *m, uint32_t *r, const uint32_t *a)
{
    if (m->rr)
        m->mul(m, r, a, m->rr);
    else if (r != a)
        memcpy(r, a, 4u * m->n);
}

void fe_from(const bn_mod *m, uint32_t *r, const uint32_t *a)
{
    if (m->rr) {
        memset(m->u, 0, 4u * m->n);
        m->u[0] = 1;
        m->mul(m, r, a, m->u);
    } else if (r != a) {
        memcpy(r, a, 4u * m->n);
    }
}

void fe_one(const bn_mod *m, uint32_t *r)
{
    memset(r, 0, 4u * m->n);
    r[0] = 1;
    fe_to(m, r, r);
}

void fe_pow(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *e, uint32_t en)
{
    uint32_t i = bn_bits(e, en);
    fe_copy(m, r, a);
    if (i == 0) {
        fe_one(m, r);
        return;
    }
    i--; /* top bit consumed by r = a */
    while (i-- > 0) {
        fe_sqr(m, r, r);
        if (bn_bit(e, i))
            fe_mul(m, r, r, a);
    }
}

void fe_inv(const bn_mod *m, uint32_t *r, const uint32_t *a)
{
    uint32_t *e = m->u;
    /* e = p - 2 (p odd and > 2) */
    memcpy(e, m->p, 4u * m->n);
    for (uint32_t i = 0, borrow = 2; i < m->n && borrow; i++) {
        uint32_t x = e[i];
        e[i] = x - borrow;
        borrow = x < borrow;
    }
    /* fe_pow does not touch m->u for these multipliers */
    fe_pow(m, r, a, e, m->n);
}

void mod_reduce_small(const bn_mod *m, uint32_t *r, const uint32_t *a)
{
    if (r != a)
        memcpy(r, a, 4u * m->n);
    while (bn_cmp(r, m->p, m->n) >= 0)
        bn_sub(r, r, m->p, m->n);
}

void mod_reduce_wide(const bn_mod *m, uint32_t *r, const uint32_t *x, uint32_t *tmp)
{
    /* x = hi*R + lo.  mont(hi, RR) = hi*R mod p; mont(lo, RR) = lo*R, then
     * mont(., 1) = lo mod p.  Both products are < R*p as RR < p. */
    uint32_t n = m->n;
    m->mul(m, tmp, x + n, m->rr);
    m->mul(m, r, x, m->rr);
    fe_from(m, r, r);
    fe_add(m, r, r, tmp);
}

void bn_mont_setup(bn_mod *m, uint32_t *rr)
{
    uint32_t n = m->n;
    /* rr = 2^(32n) mod p: 0 - p, then subtract p while >= p */
    memset(rr, 0, 4u * n);
    bn_sub(rr, rr, m->p, n);
    while (bn_cmp(rr, m->p, n) >= 0)
        bn_sub(rr, rr, m->p, n);
    /* rr represents 1 (Montgomery).  n doublings: represents 2^n. */
    for (uint32_t i = 0; i < n; i++)
        fe_add(m, rr, rr, rr);
    /* 5 Montgomery squarings: represents 2^(32n) = R, i.e. rr = R^2 mod p */
    m->rr = NULL;
    for (int i = 0; i < 5; i++)
        m->sqr(m, rr, rr, rr);
    m->rr = rr;
}
