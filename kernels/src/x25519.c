/*
 * x25519.c - X25519 (RFC 7748, section 5): the Montgomery ladder on
 * Curve25519 over the Ed25519 field arithmetic (_small: CIOS Montgomery;
 * _fast: Comba + 2^255-19 fold).
 *
 *   keygen  pub = X25519(priv, 9), computed as [k]B on the birationally
 *           equivalent Ed25519 curve with the fixed-base comb of the
 *           Ed25519 kernels (15 multiples of B in flash), then
 *           u = (Z + Y) / (Z - Y)
 *   shared  secret = X25519(priv, peer) by the ladder
 *
 * Scalars are clamped, the top bit of u is masked and u is reduced mod p
 * (non-canonical u accepted), as the RFC says.  The conditional swaps are
 * masked (no secret-dependent branch or address in the ladder).  An
 * all-zero result (a small-order peer point) is written out and returns -1,
 * like Go's crypto/ecdh.
 */
#include "api_curve25519.h"
#include "pk_internal.h"

static void cswap(uint32_t *a, uint32_t *b, uint32_t bit)
{
    uint32_t mask = 0u - bit;
    for (uint32_t i = 0; i < 8; i++) {
        uint32_t t = mask & (a[i] ^ b[i]);
        a[i] ^= t;
        b[i] ^= t;
    }
}

static int field_setup(bn_mod *f, int fast, pk_arena *ar)
{
    f->n = 8;
    f->p = ed25519_p;
    f->n0 = fast ? 0 : ed25519_p_n0;
    f->rr = fast ? NULL : ed25519_p_rr;
    f->mul = fast ? p25519_mul_fast : bn_mont_mul_small;
    f->sqr = fast ? p25519_sqr_fast : bn_mont_sqr_small;
    return bn_mod_scratch(f, ar);
}

/* clamped scalar, as 8 limbs */
static void clamp(uint32_t *k, const uint8_t *priv)
{
    bn_from_le(k, 8, priv, 32);
    k[0] &= ~7u;
    k[7] = (k[7] & 0x7fffffffu) | 0x40000000u;
}

static int x25519_base(int fast, const uint8_t *priv, uint8_t *out, uint8_t *arena,
                       uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod *f = &g.f;
    uint32_t *k, *R, *entry, *d2, *num, *den;

    pk_arena_init(&ar, arena, arena_size);
    if (!field_setup(f, fast, &ar))
        return PK_EARENA;
    g.pw = 32;
    g.aw = 24;
    g.dbl = ed_dbl;
    g.add_aff = ed_add_aff;
    g.add = ed_add;
    g.set_inf = ed_set_inf;
    g.tmp = pk_alloc(&ar, 64);
    g.one = pk_alloc(&ar, 8);
    d2 = pk_alloc(&ar, 8);
    k = pk_alloc(&ar, 8);
    R = pk_alloc(&ar, 32);
    entry = pk_alloc(&ar, 24);
    if (!g.tmp || !g.one || !d2 || !k || !R || !entry)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);
    fe_one(f, g.one);
    fe_to(f, d2, ed25519_d2);
    g.aux = d2;

    clamp(k, priv);
    grp_mul_comb(&g, R, k, ed25519_comb_d, ed25519_comb, entry);
    /* u = (1 + y) / (1 - y) = (Z + Y) / (Z - Y); Z != Y as k*B != O */
    num = entry;
    den = entry + 8;
    fe_add(f, num, R + 16, R + 8);
    fe_sub(f, den, R + 16, R + 8);
    fe_inv(f, entry + 16, den);
    fe_mul(f, num, num, entry + 16);
    fe_from(f, num, num);
    bn_to_le(out, 32, num, 8);
    return PK_OK;
}

static int x25519(int fast, const uint8_t *priv, const uint8_t *peer, uint8_t *out,
                  uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    bn_mod f;
    uint32_t *k, *x1, *x2, *z2, *x3, *z3, *a, *b, *c, *d, *a24;
    uint32_t swap = 0;

    pk_arena_init(&ar, arena, arena_size);
    if (!field_setup(&f, fast, &ar))
        return PK_EARENA;
    k = pk_alloc(&ar, 8);
    x1 = pk_alloc(&ar, 8);
    x2 = pk_alloc(&ar, 8);
    z2 = pk_alloc(&ar, 8);
    x3 = pk_alloc(&ar, 8);
    z3 = pk_alloc(&ar, 8);
    a = pk_alloc(&ar, 8);
    b = pk_alloc(&ar, 8);
    c = pk_alloc(&ar, 8);
    d = pk_alloc(&ar, 8);
    a24 = pk_alloc(&ar, 8);
    if (!a24)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    clamp(k, priv);
    bn_from_le(x1, 8, peer, 32);
    x1[7] &= 0x7fffffffu;
    mod_reduce_small(&f, x1, x1);
    fe_to(&f, x1, x1);
    a24[0] = 121665;
    fe_to(&f, a24, a24);
    fe_one(&f, x2);                  /* z2 = 0 (zeroed arena) */
    fe_copy(&f, x3, x1);
    fe_one(&f, z3);

    for (uint32_t t = 255; t-- > 0;) {
        uint32_t kt = bn_bit(k, t);
        swap ^= kt;
        cswap(x2, x3, swap);
        cswap(z2, z3, swap);
        swap = kt;
        fe_add(&f, a, x2, z2);       /* A */
        fe_sub(&f, b, x2, z2);       /* B */
        fe_add(&f, c, x3, z3);       /* C */
        fe_sub(&f, d, x3, z3);       /* D */
        fe_mul(&f, d, d, a);         /* DA */
        fe_mul(&f, c, c, b);         /* CB */
        fe_sqr(&f, a, a);            /* AA */
        fe_sqr(&f, b, b);            /* BB */
        fe_add(&f, x3, d, c);
        fe_sqr(&f, x3, x3);          /* x3 = (DA + CB)^2 */
        fe_sub(&f, z3, d, c);
        fe_sqr(&f, z3, z3);
        fe_mul(&f, z3, z3, x1);      /* z3 = x1 (DA - CB)^2 */
        fe_mul(&f, x2, a, b);        /* x2 = AA BB */
        fe_sub(&f, b, a, b);         /* E = AA - BB */
        fe_mul(&f, z2, b, a24);
        fe_add(&f, z2, z2, a);
        fe_mul(&f, z2, z2, b);       /* z2 = E (AA + a24 E) */
    }
    cswap(x2, x3, swap);
    cswap(z2, z3, swap);

    fe_inv(&f, a, z2);               /* 0^(p-2) = 0 */
    fe_mul(&f, x2, x2, a);
    fe_from(&f, x2, x2);
    bn_to_le(out, 32, x2, 8);
    return bn_is_zero(x2, 8) ? PK_EINPUT : PK_OK;
}

int x25519_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size,
                        uint32_t *arena_used)
{
    return x25519_base(0, priv, pub, arena, arena_size, arena_used);
}

int x25519_keygen_fast(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size,
                       uint32_t *arena_used)
{
    return x25519_base(1, priv, pub, arena, arena_size, arena_used);
}

int x25519_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena,
                        uint32_t arena_size, uint32_t *arena_used)
{
    return x25519(0, priv, peer, secret, arena, arena_size, arena_used);
}

int x25519_shared_fast(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena,
                       uint32_t arena_size, uint32_t *arena_used)
{
    return x25519(1, priv, peer, secret, arena, arena_size, arena_used);
}
