/*
 * ecdh.c - ECDH key generation and shared secrets on P-256 and P-384
 * (SEC 1 3.3.1, NIST SP 800-56A "ECC CDH" without cofactor), on the
 * point arithmetic of the ECDSA kernels (ecc_group.c).
 *
 *   keygen  pub = d*G by the fixed-base comb (15 multiples of G in flash,
 *           the ECDSA _high tables); pub = X || Y, big-endian
 *   shared  Z = x(d*Q) by a 4-bit sliding window over odd multiples of
 *           the peer point Q, which must have coordinates < p and lie on
 *           the curve (else -1); a result at infinity is -1
 *
 * _small / _fast: field and scalar arithmetic as in ECDSA (CIOS Montgomery
 * vs. Comba + NIST reduction).  d must be in [1, n-1] (else -1).
 */
#include "api_ecdh.h"
#include "pk_internal.h"

typedef struct {
    uint32_t n, bytes;
    const uint32_t *p, *b, *order, *p_rr, *p_n0;
    bn_mulfn fmul, fsqr;
    const uint32_t *comb, *comb_d;
} dh_curve;

static const dh_curve dh_p256 = {
    8, 32, p256_p, p256_b, p256_order, p256_p_rr, &p256_p_n0,
    p256_mul_fast, p256_sqr_fast, p256_comb, &p256_comb_d,
};

static const dh_curve dh_p384 = {
    12, 48, p384_p, p384_b, p384_order, p384_p_rr, &p384_p_n0,
    p384_mul_fast, p384_sqr_fast, p384_comb, &p384_comb_d,
};

static int dh_setup(pk_group *g, const dh_curve *c, int fast, pk_arena *ar)
{
    bn_mod *f = &g->f;
    uint32_t n = c->n;
    f->n = n;
    f->p = c->p;
    f->n0 = fast ? 0 : *c->p_n0;
    f->rr = fast ? NULL : c->p_rr;
    f->mul = fast ? c->fmul : bn_mont_mul_small;
    f->sqr = fast ? c->fsqr : bn_mont_sqr_small;
    if (!wei_group_init(g, ar))
        return 0;
    return 1;
}

/* 1 <= d < order */
static int scalar_ok(const uint32_t *d, const dh_curve *c)
{
    return !bn_is_zero(d, c->n) && bn_cmp(d, c->order, c->n) < 0;
}

/* Jacobian pt (not infinity) -> big-endian x (and y if out_y); tmp: 3n words */
static void dh_affine(pk_group *g, const dh_curve *c, const uint32_t *pt, uint8_t *out_x,
                      uint8_t *out_y, uint32_t *tmp)
{
    const bn_mod *f = &g->f;
    uint32_t n = c->n, *zi = tmp, *z2 = tmp + n, *v = tmp + 2 * n;
    fe_inv(f, zi, pt + 2 * n);
    fe_sqr(f, z2, zi);
    fe_mul(f, v, pt, z2);
    fe_from(f, v, v);
    bn_to_be(out_x, c->bytes, v, n);
    if (out_y) {
        fe_mul(f, z2, z2, zi);
        fe_mul(f, v, pt + n, z2);
        fe_from(f, v, v);
        bn_to_be(out_y, c->bytes, v, n);
    }
}

static int dh_keygen(const dh_curve *c, int fast, const uint8_t *priv, uint8_t *pub,
                     uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    uint32_t n = c->n, *d, *R, *tmp;

    pk_arena_init(&ar, arena, arena_size);
    if (!dh_setup(&g, c, fast, &ar))
        return PK_EARENA;
    d = pk_alloc(&ar, n);
    R = pk_alloc(&ar, 3 * n);
    tmp = pk_alloc(&ar, 3 * n);     /* comb entry, then affine temporaries */
    if (!tmp)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(d, n, priv, c->bytes);
    if (!scalar_ok(d, c))
        return PK_EINPUT;
    grp_mul_comb(&g, R, d, *c->comb_d, c->comb, tmp);
    dh_affine(&g, c, R, pub, pub + c->bytes, tmp);
    return PK_OK;
}

static int dh_shared(const dh_curve *c, int fast, const uint8_t *priv, const uint8_t *peer,
                     uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    const bn_mod *f = &g.f;
    uint32_t n = c->n, *d, *q, *R, *t1, *t2, *table;

    pk_arena_init(&ar, arena, arena_size);
    if (!dh_setup(&g, c, fast, &ar))
        return PK_EARENA;
    d = pk_alloc(&ar, n);
    t1 = pk_alloc(&ar, n);
    t2 = pk_alloc(&ar, n);
    q = pk_alloc(&ar, 3 * n);
    R = pk_alloc(&ar, 3 * n);
    table = pk_alloc(&ar, 9 * 3 * n);
    if (!table)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(d, n, priv, c->bytes);
    if (!scalar_ok(d, c))
        return PK_EINPUT;
    /* Q: coordinates < p and y^2 = x^3 - 3x + b */
    bn_from_be(q, n, peer, c->bytes);
    bn_from_be(q + n, n, peer + c->bytes, c->bytes);
    if (bn_cmp(q, c->p, n) >= 0 || bn_cmp(q + n, c->p, n) >= 0)
        return PK_EINPUT;
    fe_to(f, q, q);
    fe_to(f, q + n, q + n);
    fe_copy(f, q + 2 * n, g.one);
    fe_sqr(f, t1, q);
    fe_mul(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_to(f, t2, c->b);
    fe_add(f, t1, t1, t2);
    fe_sqr(f, t2, q + n);
    if (!fe_eq(f, t1, t2))
        return PK_EINPUT;

    g.set_inf(&g, R);
    grp_muladd_window(&g, R, d, 32 * n, q, table);
    if (fe_is_zero(f, R + 2 * n))
        return PK_EINPUT;
    dh_affine(&g, c, R, secret, NULL, table);
    return PK_OK;
}

#define ECDH_EXPORTS(curve, sfx, fast)                                                         \
    int ecdh_##curve##_keygen_##sfx(const uint8_t *priv, uint8_t *pub, uint8_t *arena,        \
                                    uint32_t arena_size, uint32_t *arena_used)                 \
    {                                                                                          \
        return dh_keygen(&dh_##curve, fast, priv, pub, arena, arena_size, arena_used);        \
    }                                                                                          \
    int ecdh_##curve##_shared_##sfx(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, \
                                    uint8_t *arena, uint32_t arena_size, uint32_t *arena_used) \
    {                                                                                          \
        return dh_shared(&dh_##curve, fast, priv, peer, secret, arena, arena_size,            \
                         arena_used);                                                          \
    }

ECDH_EXPORTS(p256, small, 0)
ECDH_EXPORTS(p256, fast, 1)
ECDH_EXPORTS(p384, small, 0)
ECDH_EXPORTS(p384, fast, 1)
