/*
 * ecc_ecdsa.c - ECDSA (FIPS 186-4 / SEC 1) on P-256 and P-384 with a
 * caller-supplied nonce and a caller-computed message hash.
 *
 * Configurations (exported as suffixes):
 *   _small  field: generic Montgomery (CIOS); scalars mod n: CIOS
 *   _fast   field: Comba + NIST fast reduction; scalars: Comba + Montgomery
 *   _low    no precomputed tables: k*G by double-and-add; verification by
 *           Shamir's trick (u1*G + u2*Q in one pass)
 *   _high   fixed-base comb (4 teeth, 15 precomputed multiples of G in
 *           flash) for k*G and u1*G; u2*Q by a 4-bit sliding window
 */
#include "api_ecdsa.h"
#include "pk_internal.h"

#define CFG_FAST 1
#define CFG_HIGH 2

typedef struct {
    uint32_t n, bytes;
    const uint32_t *p, *b, *gx, *gy, *order;
    const uint32_t *p_rr, *p_n0, *order_rr, *order_n0;
    bn_mulfn fmul, fsqr;
    const uint32_t *comb, *comb_d;
} ec_curve;

static const ec_curve curve_p256 = {
    8, 32, p256_p, p256_b, p256_gx, p256_gy, p256_order,
    p256_p_rr, &p256_p_n0, p256_order_rr, &p256_order_n0,
    p256_mul_fast, p256_sqr_fast, p256_comb, &p256_comb_d,
};

static const ec_curve curve_p384 = {
    12, 48, p384_p, p384_b, p384_gx, p384_gy, p384_order,
    p384_p_rr, &p384_p_n0, p384_order_rr, &p384_order_n0,
    p384_mul_fast, p384_sqr_fast, p384_comb, &p384_comb_d,
};

/* Field group g and scalar modulus sn (sharing g's scratch). */
static int ec_setup(pk_group *g, bn_mod *sn, const ec_curve *c, int cfg, pk_arena *ar)
{
    uint32_t n = c->n;
    bn_mod *f = &g->f;
    f->n = n;
    f->p = c->p;
    if (cfg & CFG_FAST) {
        f->n0 = 0;
        f->rr = NULL;
        f->mul = c->fmul;
        f->sqr = c->fsqr;
    } else {
        f->n0 = *c->p_n0;
        f->rr = c->p_rr;
        f->mul = bn_mont_mul_small;
        f->sqr = bn_mont_sqr_small;
    }
    if (!wei_group_init(g, ar))
        return 0;

    sn->n = n;
    sn->p = c->order;
    sn->n0 = *c->order_n0;
    sn->rr = c->order_rr;
    sn->mul = (cfg & CFG_FAST) ? bn_mont_mul_fast : bn_mont_mul_small;
    sn->sqr = (cfg & CFG_FAST) ? bn_mont_sqr_fast : bn_mont_sqr_small;
    sn->t = f->t;
    sn->u = f->u;
    return 1;
}

/* 1 <= x < n */
static int in_range(const uint32_t *x, const uint32_t *n, uint32_t limbs)
{
    return !bn_is_zero(x, limbs) && bn_cmp(x, n, limbs) < 0;
}

/* affine x of a Jacobian point (not infinity), plain, into x; uses zi */
static void affine_x(pk_group *g, uint32_t *x, const uint32_t *pt, uint32_t *zi)
{
    const bn_mod *f = &g->f;
    uint32_t n = f->n;
    fe_inv(f, zi, pt + 2 * n);
    fe_sqr(f, zi, zi);
    fe_mul(f, x, pt, zi);
    fe_from(f, x, x);
}

static int ecdsa_sign(const ec_curve *c, int cfg, const uint8_t *priv, const uint8_t *hash,
                      const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                      uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    uint32_t n = c->n, *d, *k, *e, *r, *s, *R, *ga, *t1;
    int rc = PK_OK;

    pk_arena_init(&ar, arena, arena_size);
    if (!ec_setup(&g, &sn, c, cfg, &ar))
        return PK_EARENA;
    d = pk_alloc(&ar, n);
    k = pk_alloc(&ar, n);
    e = pk_alloc(&ar, n);
    r = pk_alloc(&ar, n);
    s = pk_alloc(&ar, n);
    t1 = pk_alloc(&ar, n);
    R = pk_alloc(&ar, 3 * n);
    ga = pk_alloc(&ar, 2 * n);    /* G, or a comb entry */
    if (!ga || !R)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(d, n, priv, c->bytes);
    bn_from_be(k, n, nonce, c->bytes);
    bn_from_be(e, n, hash, c->bytes);
    if (!in_range(d, c->order, n) || !in_range(k, c->order, n))
        return PK_EINPUT;
    mod_reduce_small(&sn, e, e);

    /* R = k*G */
    if (cfg & CFG_HIGH) {
        grp_mul_comb(&g, R, k, *c->comb_d, c->comb, ga);
    } else {
        fe_to(&g.f, ga, c->gx);
        fe_to(&g.f, ga + n, c->gy);
        grp_mul_binary(&g, R, k, 32 * n, ga);
    }
    if (fe_is_zero(&g.f, R + 2 * n))
        return PK_EINPUT;
    affine_x(&g, r, R, s);
    mod_reduce_small(&sn, r, r);
    if (bn_is_zero(r, n))
        return PK_EINPUT;

    /* s = k^-1 (e + r d) mod n, in Montgomery form */
    fe_to(&sn, k, k);
    fe_inv(&sn, s, k);           /* k^-1 R */
    fe_to(&sn, t1, r);
    fe_mul(&sn, t1, t1, d);      /* r d (plain) */
    fe_add(&sn, t1, t1, e);      /* e + r d (plain) */
    fe_mul(&sn, s, s, t1);       /* k^-1 (e + r d) (plain) */
    if (bn_is_zero(s, n))
        rc = PK_EINPUT;
    bn_to_be(sig, c->bytes, r, n);
    bn_to_be(sig + c->bytes, c->bytes, s, n);
    return rc;
}

static int ecdsa_verify(const ec_curve *c, int cfg, const uint8_t *pub, const uint8_t *hash,
                        const uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                        uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const bn_mod *f = &g.f;
    uint32_t n = c->n, *r, *s, *e, *u1, *u2, *q, *R, *t1, *t2, *extra;

    pk_arena_init(&ar, arena, arena_size);
    if (!ec_setup(&g, &sn, c, cfg, &ar))
        return PK_EARENA;
    r = pk_alloc(&ar, n);
    s = pk_alloc(&ar, n);
    e = pk_alloc(&ar, n);
    u1 = pk_alloc(&ar, n);
    u2 = pk_alloc(&ar, n);
    t1 = pk_alloc(&ar, n);
    t2 = pk_alloc(&ar, n);
    q = pk_alloc(&ar, 3 * n);
    R = pk_alloc(&ar, 3 * n);
    /* high: sliding-window table (9 points); low: G affine + (G+Q) */
    extra = pk_alloc(&ar, (cfg & CFG_HIGH) ? 9 * 3 * n : 5 * n);
    if (!extra)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(r, n, sig, c->bytes);
    bn_from_be(s, n, sig + c->bytes, c->bytes);
    if (!in_range(r, c->order, n) || !in_range(s, c->order, n))
        return PK_INVALID;

    /* Q: coordinates < p and on the curve y^2 = x^3 - 3x + b */
    bn_from_be(q, n, pub, c->bytes);
    bn_from_be(q + n, n, pub + c->bytes, c->bytes);
    if (bn_cmp(q, c->p, n) >= 0 || bn_cmp(q + n, c->p, n) >= 0)
        return PK_EINPUT;
    fe_to(f, q, q);
    fe_to(f, q + n, q + n);
    fe_copy(f, q + 2 * n, g.one);
    fe_sqr(f, t1, q);
    fe_mul(f, t1, t1, q);            /* x^3 */
    fe_sub(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_sub(f, t1, t1, q);            /* x^3 - 3x */
    fe_to(f, t2, c->b);
    fe_add(f, t1, t1, t2);
    fe_sqr(f, t2, q + n);
    if (!fe_eq(f, t1, t2))
        return PK_EINPUT;

    /* w = s^-1; u1 = e w, u2 = r w (plain) */
    bn_from_be(e, n, hash, c->bytes);
    mod_reduce_small(&sn, e, e);
    fe_to(&sn, t1, s);
    fe_inv(&sn, t2, t1);             /* w R */
    fe_mul(&sn, u1, e, t2);
    fe_mul(&sn, u2, r, t2);

    if (cfg & CFG_HIGH) {
        grp_mul_comb(&g, R, u1, *c->comb_d, c->comb, extra);
        grp_muladd_window(&g, R, u2, 32 * n, q, extra);
    } else {
        uint32_t *ga = extra, *gq = extra + 2 * n;
        fe_to(f, ga, c->gx);
        fe_to(f, ga + n, c->gy);
        g.set_inf(&g, gq);
        g.add_aff(&g, gq, ga);
        g.add_aff(&g, gq, q);
        grp_mul_shamir(&g, R, u1, ga, u2, q, gq, 32 * n);
    }
    if (fe_is_zero(f, R + 2 * n))
        return PK_INVALID;
    affine_x(&g, t1, R, t2);
    mod_reduce_small(&sn, t1, t1);
    return bn_cmp(t1, r, n) == 0 ? PK_OK : PK_INVALID;
}

#define ECDSA_EXPORTS(curve, sfx, cfg)                                                         \
    int ecdsa_##curve##_sign_##sfx(const uint8_t *priv, const uint8_t *hash,                  \
                                   const uint8_t *nonce, uint8_t *sig, uint8_t *arena,        \
                                   uint32_t arena_size, uint32_t *arena_used)                 \
    {                                                                                          \
        return ecdsa_sign(&curve_##curve, cfg, priv, hash, nonce, sig, arena, arena_size,     \
                          arena_used);                                                         \
    }                                                                                          \
    int ecdsa_##curve##_verify_##sfx(const uint8_t *pub, const uint8_t *hash,                 \
                                     const uint8_t *sig, uint8_t *arena, uint32_t arena_size, \
                                     uint32_t *arena_used)                                     \
    {                                                                                          \
        return ecdsa_verify(&curve_##curve, cfg, pub, hash, sig, arena, arena_size,           \
                            arena_used);                                                       \
    }

ECDSA_EXPORTS(p256, small_low, 0)
ECDSA_EXPORTS(p256, small_high, CFG_HIGH)
ECDSA_EXPORTS(p256, fast_low, CFG_FAST)
ECDSA_EXPORTS(p256, fast_high, CFG_FAST | CFG_HIGH)
ECDSA_EXPORTS(p384, small_low, 0)
ECDSA_EXPORTS(p384, small_high, CFG_HIGH)
ECDSA_EXPORTS(p384, fast_low, CFG_FAST)
ECDSA_EXPORTS(p384, fast_high, CFG_FAST | CFG_HIGH)
