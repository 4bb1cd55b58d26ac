/*
 * ecc_wcurve.c - ECDSA (FIPS 186-4 / SEC 1, caller-supplied nonce and
 * hash), ECDH (SEC 1 3.3.1, x coordinate) and SM2 signatures (GB/T
 * 32918.2) on the curves of wcurve.h, with the generic small math only:
 * CIOS Montgomery for the field and the scalars, no precomputed tables
 * (binary double-and-add for k*G, Shamir's trick for u1*G + u2*Q, a 4-bit
 * sliding window for d*Q).  Not constant-time: benchmark kernels.
 */
#include "api_wcurve.h"
#include "wcurve.h"

/* Field group g and scalar modulus sn (sharing g's scratch). */
static int wc_setup(const wcurve *c, pk_group *g, bn_mod *sn, pk_arena *ar)
{
    bn_mod *f = &g->f;
    const uint32_t n = c->n;
    f->n = n;
    f->p = c->p;
    f->n0 = c->p_n0;
    f->rr = c->p_rr;
    f->mul = bn_mont_mul_small;
    f->sqr = bn_mont_sqr_small;
    if (!wei_group_init(g, ar))
        return 0;
    sn->n = n;
    sn->p = c->order;
    sn->n0 = c->order_n0;
    sn->rr = c->order_rr;
    sn->mul = bn_mont_mul_small;
    sn->sqr = bn_mont_sqr_small;
    sn->t = f->t;
    sn->u = f->u;
    return 1;
}

/* 1 <= x < order */
static int wc_in_range(const wcurve *c, const uint32_t *x)
{
    return !bn_is_zero(x, c->n) && bn_cmp(x, c->order, c->n) < 0;
}

/* G as an affine entry (Montgomery form) */
static void wc_base(const wcurve *c, pk_group *g, uint32_t *ga)
{
    fe_to(&g->f, ga, c->gx);
    fe_to(&g->f, ga + c->n, c->gy);
}

/* X || Y -> Jacobian point q (Z = 1) of the a = -3 model; 0 when a
 * coordinate is >= p or the point is not on the curve.  t1, t2: n words */
static int wc_load_point(const wcurve *c, pk_group *g, uint32_t *q, const uint8_t *in,
                         uint32_t *t1, uint32_t *t2)
{
    const bn_mod *f = &g->f;
    const uint32_t n = c->n;
    bn_from_be(q, n, in, c->bytes);
    bn_from_be(q + n, n, in + c->bytes, c->bytes);
    if (bn_cmp(q, c->p, n) >= 0 || bn_cmp(q + n, c->p, n) >= 0)
        return 0;
    fe_to(f, q, q);
    fe_to(f, q + n, q + n);
    if (c->iso) {
        fe_mul(f, q, q, c->iso);
        fe_mul(f, q + n, q + n, c->iso + n);
    }
    fe_copy(f, q + 2 * n, g->one);
    /* y^2 = x^3 - 3x + B */
    fe_sqr(f, t1, q);
    fe_mul(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_to(f, t2, c->b);
    fe_add(f, t1, t1, t2);
    fe_sqr(f, t2, q + n);
    return fe_eq(f, t1, t2);
}

/* Jacobian point (not infinity) -> affine x (and y) of the curve, plain
 * limbs; tmp: 2n words */
static void wc_affine(const wcurve *c, pk_group *g, const uint32_t *pt, uint32_t *x, uint32_t *y,
                      uint32_t *tmp)
{
    const bn_mod *f = &g->f;
    const uint32_t n = c->n;
    uint32_t *zi = tmp, *z2 = tmp + n;
    fe_inv(f, zi, pt + 2 * n);
    fe_sqr(f, z2, zi);
    fe_mul(f, x, pt, z2);
    if (c->iso)
        fe_mul(f, x, x, c->iso + 2 * n);
    fe_from(f, x, x);
    if (y) {
        fe_mul(f, z2, z2, zi);
        fe_mul(f, y, pt + n, z2);
        if (c->iso)
            fe_mul(f, y, y, c->iso + 3 * n);
        fe_from(f, y, y);
    }
}

/* x of k*G reduced mod the order into r (plain); 0 when k*G is infinity.
 * R: 3n words, ga: 2n words, tmp: 2n words */
static int wc_base_x(const wcurve *c, pk_group *g, const bn_mod *sn, const uint32_t *k, uint32_t *r,
                     uint32_t *R, uint32_t *ga, uint32_t *tmp)
{
    wc_base(c, g, ga);
    grp_mul_binary(g, R, k, c->bits, ga);
    if (fe_is_zero(&g->f, R + 2 * c->n))
        return 0;
    wc_affine(c, g, R, r, NULL, tmp);
    mod_reduce_small(sn, r, r);
    return 1;
}

/* x of u1*G + u2*Q reduced mod the order into x (plain); 0 when the sum is
 * infinity.  q: the Jacobian point from wc_load_point; scratch: 8n words */
static int wc_shamir_x(const wcurve *c, pk_group *g, const bn_mod *sn, const uint32_t *u1,
                       const uint32_t *u2, const uint32_t *q, uint32_t *x, uint32_t *scratch)
{
    const uint32_t n = c->n;
    uint32_t *ga = scratch, *gq = scratch + 2 * n, *R = scratch + 5 * n;
    wc_base(c, g, ga);
    g->set_inf(g, gq);
    g->add_aff(g, gq, ga);
    g->add_aff(g, gq, q);
    grp_mul_shamir(g, R, u1, ga, u2, q, gq, c->bits);
    if (fe_is_zero(&g->f, R + 2 * n))
        return 0;
    wc_affine(c, g, R, x, NULL, ga);
    mod_reduce_small(sn, x, x);
    return 1;
}

static int wc_ecdsa_sign(const wcurve *c, const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce,
                  uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = c->n;
    uint32_t *d, *k, *e, *r, *s, *t1, *R, *ga;
    int rc = PK_OK;

    pk_arena_init(&ar, arena, arena_size);
    if (!wc_setup(c, &g, &sn, &ar))
        return PK_EARENA;
    d = pk_alloc(&ar, n);
    k = pk_alloc(&ar, n);
    e = pk_alloc(&ar, n);
    r = pk_alloc(&ar, n);
    s = pk_alloc(&ar, n);
    t1 = pk_alloc(&ar, 2 * n);
    R = pk_alloc(&ar, 3 * n);
    ga = pk_alloc(&ar, 2 * n);
    if (!ga)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(d, n, priv, c->bytes);
    bn_from_be(k, n, nonce, c->bytes);
    bn_from_be(e, n, hash, c->hash_bytes);
    if (!wc_in_range(c, d) || !wc_in_range(c, k))
        return PK_EINPUT;
    mod_reduce_small(&sn, e, e);
    if (!wc_base_x(c, &g, &sn, k, r, R, ga, t1) || bn_is_zero(r, n))
        return PK_EINPUT;

    /* s = k^-1 (e + r d) mod n */
    fe_to(&sn, k, k);
    fe_inv(&sn, s, k);
    fe_to(&sn, t1, r);
    fe_mul(&sn, t1, t1, d);
    fe_add(&sn, t1, t1, e);
    fe_mul(&sn, s, s, t1);
    if (bn_is_zero(s, n))
        rc = PK_EINPUT;
    bn_to_be(sig, c->bytes, r, n);
    bn_to_be(sig + c->bytes, c->bytes, s, n);
    return rc;
}

static int wc_ecdsa_verify(const wcurve *c, const uint8_t *pub, const uint8_t *hash, const uint8_t *sig,
                    uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = c->n;
    uint32_t *r, *s, *e, *u1, *u2, *t1, *t2, *q, *scratch;

    pk_arena_init(&ar, arena, arena_size);
    if (!wc_setup(c, &g, &sn, &ar))
        return PK_EARENA;
    r = pk_alloc(&ar, n);
    s = pk_alloc(&ar, n);
    e = pk_alloc(&ar, n);
    u1 = pk_alloc(&ar, n);
    u2 = pk_alloc(&ar, n);
    t1 = pk_alloc(&ar, n);
    t2 = pk_alloc(&ar, n);
    q = pk_alloc(&ar, 3 * n);
    scratch = pk_alloc(&ar, 8 * n);
    if (!scratch)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(r, n, sig, c->bytes);
    bn_from_be(s, n, sig + c->bytes, c->bytes);
    if (!wc_in_range(c, r) || !wc_in_range(c, s))
        return PK_INVALID;
    if (!wc_load_point(c, &g, q, pub, t1, t2))
        return PK_EINPUT;

    bn_from_be(e, n, hash, c->hash_bytes);
    mod_reduce_small(&sn, e, e);
    fe_to(&sn, t1, s);
    fe_inv(&sn, t2, t1);         /* w R */
    fe_mul(&sn, u1, e, t2);
    fe_mul(&sn, u2, r, t2);
    if (!wc_shamir_x(c, &g, &sn, u1, u2, q, t1, scratch))
        return PK_INVALID;
    return bn_cmp(t1, r, n) == 0 ? PK_OK : PK_INVALID;
}

static int wc_ecdh_keygen(const wcurve *c, const uint8_t *priv, uint8_t *pub, uint8_t *arena,
                   uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = c->n;
    uint32_t *d, *R, *ga, *x, *y;

    pk_arena_init(&ar, arena, arena_size);
    if (!wc_setup(c, &g, &sn, &ar))
        return PK_EARENA;
    d = pk_alloc(&ar, n);
    R = pk_alloc(&ar, 3 * n);
    ga = pk_alloc(&ar, 2 * n);
    x = pk_alloc(&ar, n);
    y = pk_alloc(&ar, n);
    if (!y)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(d, n, priv, c->bytes);
    if (!wc_in_range(c, d))
        return PK_EINPUT;
    wc_base(c, &g, ga);
    grp_mul_binary(&g, R, d, c->bits, ga);
    wc_affine(c, &g, R, x, y, ga);
    bn_to_be(pub, c->bytes, x, n);
    bn_to_be(pub + c->bytes, c->bytes, y, n);
    return PK_OK;
}

static int wc_ecdh_shared(const wcurve *c, const uint8_t *priv, const uint8_t *peer, uint8_t *secret,
                   uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = c->n;
    uint32_t *d, *t1, *t2, *q, *R, *table;

    pk_arena_init(&ar, arena, arena_size);
    if (!wc_setup(c, &g, &sn, &ar))
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
    if (!wc_in_range(c, d))
        return PK_EINPUT;
    if (!wc_load_point(c, &g, q, peer, t1, t2))
        return PK_EINPUT;
    g.set_inf(&g, R);
    grp_muladd_window(&g, R, d, c->bits, q, table);
    if (fe_is_zero(&g.f, R + 2 * n))
        return PK_EINPUT;
    wc_affine(c, &g, R, t1, NULL, table);
    bn_to_be(secret, c->bytes, t1, n);
    return PK_OK;
}

/* ---- SM2 (GB/T 32918.2-2016) ------------------------------------------- */

/* The default user ID of GB/T 35276 ("1234567812345678"), 128 bits. */
static const uint8_t sm2_uid[16] = "1234567812345678";
/* ENTL || ID || a || b || xG || yG; xA || yA is the public key itself */
#define SM2_ZA_BYTES (2u + sizeof sm2_uid + 4u * 32u)

/* e = SM3(Z_A || M), Z_A = SM3(ENTL || ID || a || b || xG || yG || xA || yA),
 * as n limbs; buf: SM2_ZA_BYTES bytes */
static void sm2_digest(const uint8_t *pub, const uint8_t *msg, uint32_t len, uint32_t *e,
                       uint8_t *buf, uint32_t *tmp)
{
    const wcurve *c = &wc_sm2;
    uint8_t *p = buf;
    uint8_t za[32];
    *p++ = (uint8_t)((8u * sizeof sm2_uid) >> 8);
    *p++ = (uint8_t)(8u * sizeof sm2_uid);
    memcpy(p, sm2_uid, sizeof sm2_uid);
    p += sizeof sm2_uid;
    memset(tmp, 0, 4u * c->n);
    tmp[0] = 3;
    bn_sub(tmp, c->p, tmp, c->n); /* a = p - 3 */
    bn_to_be(p, 32, tmp, c->n);
    bn_to_be(p + 32, 32, c->b, c->n);
    bn_to_be(p + 64, 32, c->gx, c->n);
    bn_to_be(p + 96, 32, c->gy, c->n);
    sm3_prefixed(buf, SM2_ZA_BYTES, pub, 64, za);
    sm3_prefixed(za, sizeof za, msg, len, buf);
    bn_from_be(e, c->n, buf, 32);
}

int sm2_sign_small(const uint8_t *priv, const uint8_t *pub, const uint8_t *msg, uint32_t len,
                   const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                   uint32_t *arena_used)
{
    const wcurve *c = &wc_sm2;
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = c->n;
    uint32_t *d, *k, *e, *r, *s, *t1, *R, *ga;
    uint8_t *buf;

    pk_arena_init(&ar, arena, arena_size);
    if (!wc_setup(c, &g, &sn, &ar))
        return PK_EARENA;
    d = pk_alloc(&ar, n);
    k = pk_alloc(&ar, n);
    e = pk_alloc(&ar, n);
    r = pk_alloc(&ar, n);
    s = pk_alloc(&ar, n);
    t1 = pk_alloc(&ar, 2 * n);
    R = pk_alloc(&ar, 3 * n);
    ga = pk_alloc(&ar, 2 * n);
    buf = (uint8_t *)pk_alloc(&ar, (SM2_ZA_BYTES + 3) / 4);
    if (!buf)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(d, n, priv, c->bytes);
    bn_from_be(k, n, nonce, c->bytes);
    if (!wc_in_range(c, d) || !wc_in_range(c, k))
        return PK_EINPUT;
    sm2_digest(pub, msg, len, e, buf, t1);
    mod_reduce_small(&sn, e, e);
    /* s = 1 + d; d = n - 1 has no (1 + d)^-1 */
    memset(s, 0, 4u * n);
    s[0] = 1;
    bn_add(s, d, s, n);
    if (bn_cmp(s, c->order, n) == 0)
        return PK_EINPUT;

    /* r = (e + x1) mod n, r != 0, r + k != n */
    if (!wc_base_x(c, &g, &sn, k, r, R, ga, t1))
        return PK_EINPUT;
    fe_add(&sn, r, r, e);
    fe_add(&sn, t1, r, k);
    if (bn_is_zero(r, n) || bn_is_zero(t1, n))
        return PK_EINPUT;

    /* s = (1 + d)^-1 (k - r d) mod n */
    fe_to(&sn, t1, s);
    fe_inv(&sn, s, t1);          /* (1 + d)^-1 R */
    fe_to(&sn, t1, r);
    fe_mul(&sn, t1, t1, d);      /* r d */
    fe_sub(&sn, t1, k, t1);
    fe_mul(&sn, s, s, t1);
    if (bn_is_zero(s, n))
        return PK_EINPUT;
    bn_to_be(sig, c->bytes, r, n);
    bn_to_be(sig + c->bytes, c->bytes, s, n);
    return PK_OK;
}

int sm2_verify_small(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig,
                     uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    const wcurve *c = &wc_sm2;
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = c->n;
    uint32_t *r, *s, *e, *t, *t1, *t2, *q, *scratch;
    uint8_t *buf;

    pk_arena_init(&ar, arena, arena_size);
    if (!wc_setup(c, &g, &sn, &ar))
        return PK_EARENA;
    r = pk_alloc(&ar, n);
    s = pk_alloc(&ar, n);
    e = pk_alloc(&ar, n);
    t = pk_alloc(&ar, n);
    t1 = pk_alloc(&ar, n);
    t2 = pk_alloc(&ar, n);
    q = pk_alloc(&ar, 3 * n);
    scratch = pk_alloc(&ar, 8 * n);
    buf = (uint8_t *)pk_alloc(&ar, (SM2_ZA_BYTES + 3) / 4);
    if (!buf)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(r, n, sig, c->bytes);
    bn_from_be(s, n, sig + c->bytes, c->bytes);
    if (!wc_in_range(c, r) || !wc_in_range(c, s))
        return PK_INVALID;
    if (!wc_load_point(c, &g, q, pub, t1, t2))
        return PK_EINPUT;
    sm2_digest(pub, msg, len, e, buf, t1);
    mod_reduce_small(&sn, e, e);

    /* t = (r + s) mod n != 0; x1 of s G + t Q; R = (e + x1) mod n */
    fe_add(&sn, t, r, s);
    if (bn_is_zero(t, n))
        return PK_INVALID;
    if (!wc_shamir_x(c, &g, &sn, s, t, q, t1, scratch))
        return PK_INVALID;
    fe_add(&sn, t1, t1, e);
    return bn_cmp(t1, r, n) == 0 ? PK_OK : PK_INVALID;
}

/* ---- exports ------------------------------------------------------------ */

#define WC_EXPORTS(name, curve)                                                                  \
    int ecdsa_##name##_sign_small(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, \
                                  uint8_t *sig, uint8_t *arena, uint32_t arena_size,             \
                                  uint32_t *arena_used)                                          \
    {                                                                                            \
        return wc_ecdsa_sign(&curve, priv, hash, nonce, sig, arena, arena_size, arena_used);     \
    }                                                                                            \
    int ecdsa_##name##_verify_small(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, \
                                    uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)   \
    {                                                                                            \
        return wc_ecdsa_verify(&curve, pub, hash, sig, arena, arena_size, arena_used);           \
    }                                                                                            \
    int ecdh_##name##_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena,            \
                                   uint32_t arena_size, uint32_t *arena_used)                    \
    {                                                                                            \
        return wc_ecdh_keygen(&curve, priv, pub, arena, arena_size, arena_used);                 \
    }                                                                                            \
    int ecdh_##name##_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret,    \
                                   uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)    \
    {                                                                                            \
        return wc_ecdh_shared(&curve, priv, peer, secret, arena, arena_size, arena_used);        \
    }

WC_EXPORTS(bp256r1, wc_bp256r1)
WC_EXPORTS(bp384r1, wc_bp384r1)
WC_EXPORTS(bp512r1, wc_bp512r1)
WC_EXPORTS(p521, wc_p521)

int ecdh_sm2_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size,
                          uint32_t *arena_used)
{
    return wc_ecdh_keygen(&wc_sm2, priv, pub, arena, arena_size, arena_used);
}

int ecdh_sm2_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret,
                          uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    return wc_ecdh_shared(&wc_sm2, priv, peer, secret, arena, arena_size, arena_used);
}
