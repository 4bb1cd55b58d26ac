/*
 * x448.c - X448 (RFC 7748, section 5): the Montgomery ladder on Curve448,
 * v^2 = u^3 + 156326 u^2 + u over p = 2^448 - 2^224 - 1, with the generic
 * CIOS field arithmetic (_small; curve448.c).
 *
 *   keygen  pub = X448(priv, 5), the same ladder from the base point u = 5
 *           (no precomputed tables)
 *   shared  secret = X448(priv, peer)
 *
 * Scalars are clamped (the two low bits cleared, bit 447 set) and u is
 * reduced mod p (non-canonical u accepted), as the RFC says.  The
 * conditional swaps are masked (no secret-dependent branch or address in
 * the ladder).  The product by a24 = (156326 - 2) / 4 = 39081 is
 * additions (c448_mul_small).  An all-zero result (a small-order peer
 * point) is written out and returns -1, like X25519 here and circl's
 * x448.Shared.
 */
#include "api_curve448.h"
#include "curve448.h"

#define N C448_N

static void cswap(uint32_t *a, uint32_t *b, uint32_t bit)
{
    uint32_t mask = 0u - bit;
    for (uint32_t i = 0; i < N; i++) {
        uint32_t t = mask & (a[i] ^ b[i]);
        a[i] ^= t;
        b[i] ^= t;
    }
}

/* One ladder step on (x2:z2), (x3:z3) with difference x1 (RFC 7748 5);
 * a..d: scratch elements. */
static void ladder_step(const bn_mod *f, uint32_t *x2, uint32_t *z2, uint32_t *x3, uint32_t *z3,
                        const uint32_t *x1, uint32_t *a, uint32_t *b, uint32_t *c, uint32_t *d)
{
    fe_add(f, a, x2, z2);       /* A */
    fe_sub(f, b, x2, z2);       /* B */
    fe_add(f, c, x3, z3);       /* C */
    fe_sub(f, d, x3, z3);       /* D */
    fe_mul(f, d, d, a);         /* DA */
    fe_mul(f, c, c, b);         /* CB */
    fe_sqr(f, a, a);            /* AA */
    fe_sqr(f, b, b);            /* BB */
    fe_add(f, x3, d, c);
    fe_sqr(f, x3, x3);          /* x3 = (DA + CB)^2 */
    fe_sub(f, z3, d, c);
    fe_sqr(f, z3, z3);
    fe_mul(f, z3, z3, x1);      /* z3 = x1 (DA - CB)^2 */
    fe_mul(f, x2, a, b);        /* x2 = AA BB */
    fe_sub(f, b, a, b);         /* E = AA - BB */
    c448_mul_small(f, z2, b, C448_K); /* a24 E */
    fe_add(f, z2, z2, a);
    fe_mul(f, z2, z2, b);       /* z2 = E (AA + a24 E) */
}

/* out = X448(priv, u); u: 56 bytes, or NULL for the base point 5 */
static int x448(const uint8_t *priv, const uint8_t *u, uint8_t *out, uint8_t *arena,
                uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    bn_mod f;
    uint32_t *w, *k, *x1, *x2, *z2, *x3, *z3, *s;
    uint32_t swap = 0;

    pk_arena_init(&ar, arena, arena_size);
    if (!c448_field(&f, &ar))
        return PK_EARENA;
    /* k x1 x2 z2 x3 z3, then a..d of the ladder (3 of them are also the
     * scratch of the final inversion) */
    w = pk_alloc(&ar, 10 * N);
    if (!w)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);
    k = w;
    x1 = w + N;
    x2 = w + 2 * N;
    z2 = w + 3 * N;
    x3 = w + 4 * N;
    z3 = w + 5 * N;
    s = w + 6 * N;

    /* clamp: clear bits 0 and 1, set bit 447 */
    bn_from_le(k, N, priv, 56);
    k[0] &= ~3u;
    k[N - 1] |= 0x80000000u;
    if (u) {
        bn_from_le(x1, N, u, 56);
        mod_reduce_small(&f, x1, x1);
    } else {
        x1[0] = 5;
    }
    fe_to(&f, x1, x1);
    fe_one(&f, x2);              /* z2 = 0 (zeroed arena) */
    fe_copy(&f, x3, x1);
    fe_one(&f, z3);

    for (uint32_t t = 448; t-- > 0;) {
        uint32_t kt = bn_bit(k, t);
        swap ^= kt;
        cswap(x2, x3, swap);
        cswap(z2, z3, swap);
        swap = kt;
        ladder_step(&f, x2, z2, x3, z3, x1, s, s + N, s + 2 * N, s + 3 * N);
    }
    cswap(x2, x3, swap);
    cswap(z2, z3, swap);

    c448_inv(&f, x3, z2, s);     /* 0^(p-2) = 0 */
    fe_mul(&f, x2, x2, x3);
    fe_from(&f, x2, x2);
    bn_to_le(out, 56, x2, N);
    return bn_is_zero(x2, N) ? PK_EINPUT : PK_OK;
}

int x448_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size,
                      uint32_t *arena_used)
{
    return x448(priv, NULL, pub, arena, arena_size, arena_used);
}

int x448_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena,
                      uint32_t arena_size, uint32_t *arena_used)
{
    return x448(priv, peer, secret, arena, arena_size, arena_used);
}
