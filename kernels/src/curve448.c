/*
 * curve448.c - field arithmetic mod p = 2^448 - 2^224 - 1 for x448.c and
 * ed448.c: the generic CIOS Montgomery multiplier (bn_small.c) with
 * n = 14 limbs; multiplication by the small curve constant 39081 by
 * additions; and the one exponent both curves need, (p-3)/4, by an
 * addition chain (square roots for Ed448 point decoding, inversion).
 */
#include "curve448.h"

/* 2^448 - 2^224 - 1: all ones but bit 224 (limb 7, bit 0). */
const uint32_t c448_p[C448_N] = {
    0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
    0xfffffffe, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
};

int c448_field(bn_mod *f, pk_arena *ar)
{
    uint32_t *rr;
    f->n = C448_N;
    f->p = c448_p;
    f->n0 = 1; /* -p^-1 mod 2^32 = 1, as p = -1 mod 2^32 */
    f->rr = NULL;
    f->mul = bn_mont_mul_small;
    f->sqr = bn_mont_sqr_small;
    if (!bn_mod_scratch(f, ar) || (rr = pk_alloc(ar, C448_N)) == NULL)
        return 0;
    /* R^2 mod p computed (five multiplications) rather than stored */
    bn_mont_setup(f, rr);
    return 1;
}

void c448_mul_small(const bn_mod *f, uint32_t *r, const uint32_t *a, uint32_t k)
{
    uint32_t i = 31;
    while (!(k >> i))
        i--;
    fe_copy(f, r, a);
    while (i-- > 0) {
        fe_add(f, r, r, r);
        if ((k >> i) & 1u)
            fe_add(f, r, r, a);
    }
}

/* r = a^(2^k) * b; r may alias a but not b */
static void sqr_n_mul(const bn_mod *f, uint32_t *r, const uint32_t *a, uint32_t k,
                      const uint32_t *b)
{
    if (r != a)
        fe_copy(f, r, a);
    while (k-- > 0)
        fe_sqr(f, r, r);
    fe_mul(f, r, r, b);
}

void c448_pow_p34(const bn_mod *f, uint32_t *r, const uint32_t *a, uint32_t *t)
{
    /* t_k = a^(2^k - 1); t_(j+k) = t_j^(2^k) * t_k */
    uint32_t *t6 = t, *t24 = t + C448_N, *t222 = t + 2 * C448_N;
    sqr_n_mul(f, r, a, 1, a);       /* t_2 */
    sqr_n_mul(f, r, r, 1, a);       /* t_3 */
    sqr_n_mul(f, t6, r, 3, r);      /* t_6 */
    sqr_n_mul(f, r, t6, 6, t6);     /* t_12 */
    sqr_n_mul(f, t24, r, 12, r);    /* t_24 */
    sqr_n_mul(f, r, t24, 24, t24);  /* t_48 */
    sqr_n_mul(f, t222, r, 48, r);   /* t_96 */
    sqr_n_mul(f, r, t222, 96, t222); /* t_192 */
    sqr_n_mul(f, r, r, 24, t24);    /* t_216 */
    sqr_n_mul(f, t222, r, 6, t6);   /* t_222 */
    sqr_n_mul(f, r, t222, 1, a);    /* t_223 */
    /* t_223 * 2^223 + t_222: 2^446 - 2^223 + 2^222 - 1 = 2^446 - 2^222 - 1 */
    sqr_n_mul(f, r, r, 223, t222);
}

void c448_inv(const bn_mod *f, uint32_t *r, const uint32_t *a, uint32_t *t)
{
    /* p - 2 = 4 (p-3)/4 + 1 */
    c448_pow_p34(f, r, a, t);
    sqr_n_mul(f, r, r, 2, a);
}
