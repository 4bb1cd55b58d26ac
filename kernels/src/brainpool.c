/*
 * brainpool.c - ECDSA (FIPS 186-4 / SEC 1, caller-supplied nonce and
 * hash) and ECDH (SEC 1 3.3.1, x coordinate) on brainpoolP256r1 (RFC 5639)
 * with the generic small math only: CIOS Montgomery for the field and
 * the scalars, no precomputed tables (binary double-and-add for k*G,
 * Shamir's trick for verification, a 4-bit sliding window for d*Q).
 *
 * brainpoolP256r1 has a != -3, so the point arithmetic runs on the
 * isomorphic twist brainpoolP256t1 (y^2 = x^3 - 3x + B_t, RFC 5639 3.4),
 * where the a = -3 formulas of ecc_group.c apply: a point (x, y) of P256r1
 * maps to (x Z^2, y Z^3) on P256t1 and back with Z^-2, Z^-3.  The group
 * order, hence every scalar, is the same on both curves.
 *
 * Constants generated with math/big from the RFC 5639 parameters of
 * brainpoolP256r1 (p, A, B, G, q) and Z; B_t equals the RFC's P256t1 B.
 */
#include "api_pk3.h"
#include "pk_internal.h"

#define BP_N 8u
#define BP_BYTES 32u

static const uint32_t bp_p[8] = {
    0x1f6e5377, 0x2013481d, 0xd5262028, 0x6e3bf623, 0x9d838d72, 0x3e660a90,
    0xa1eea9bc, 0xa9fb57db,
};
static const uint32_t bp_bt[8] = {
    0xfee92b04, 0x6ae58101, 0xaf2f4925, 0xbf93ebc4, 0x3d0b76b7, 0xfe66a773,
    0x30d84ea4, 0x662c61c4,
};
static const uint32_t bp_gxt[8] = {
    0x2e1305f4, 0x79a19156, 0x7aafbc2b, 0xafa142c4, 0x3a656149, 0x732213b2,
    0xc1cfe7b7, 0xa3e8eb3c,
};
static const uint32_t bp_gyt[8] = {
    0x5b25c9be, 0x1dabe8f3, 0x39d02700, 0x69bcb6de, 0x4644417e, 0x7f7b22e1,
    0x3439c56d, 0x2d996c82,
};
static const uint32_t bp_order[8] = {
    0x974856a7, 0x901e0e82, 0xb561a6f7, 0x8c397aa3, 0x9d838d71, 0x3e660a90,
    0xa1eea9bc, 0xa9fb57db,
};
static const uint32_t bp_p_rr[8] = {
    0xa6465b6c, 0x8cfedf7b, 0x614d4f4d, 0x5cce4c26, 0x6b1ac807, 0xa1ecdacd,
    0xe5957fa8, 0x4717aa21,
};
static const uint32_t bp_order_rr[8] = {
    0x3312fca6, 0xe1d8d8de, 0x1134e4a0, 0xf35d176a, 0x6c815cb0, 0x9b7f25e7,
    0xc3236762, 0x0b25f1b9,
};
#define BP_P_N0 0xcefd89b9u
#define BP_ORDER_N0 0xcbb40ee9u
/* Montgomery form (x R mod p) of the isomorphism factors */
static const uint32_t bp_z2[8] = {
    0x20a0514f, 0x104a8033, 0x048eb94e, 0xb54d92af, 0xe093d7c3, 0xd64e2ed7,
    0xcaea3a42, 0x8bbb2a52,
};
static const uint32_t bp_z3[8] = {
    0x87c5c323, 0x61819987, 0x10ca56f3, 0x7fa0282a, 0x9330be64, 0x0b7818ae,
    0xbd3894b1, 0x35aaf033,
};
static const uint32_t bp_zi2[8] = {
    0xce68ff1b, 0x530e3bdd, 0x1feec28b, 0xf02125e7, 0xbda07f13, 0xa998b1ae,
    0xd577fd90, 0x72ac986d,
};
static const uint32_t bp_zi3[8] = {
    0x1fdaa92e, 0xa2f3b2cf, 0x7b6261b8, 0x0aa729d6, 0x2ac95e56, 0x755a6c10,
    0x2e2df68b, 0x5ad8f06e,
};

/* Field group g and scalar modulus sn (sharing g's scratch). */
static int bp_setup(pk_group *g, bn_mod *sn, pk_arena *ar)
{
    bn_mod *f = &g->f;
    f->n = BP_N;
    f->p = bp_p;
    f->n0 = BP_P_N0;
    f->rr = bp_p_rr;
    f->mul = bn_mont_mul_small;
    f->sqr = bn_mont_sqr_small;
    if (!bn_mod_scratch(f, ar))
        return 0;
    g->pw = 3 * BP_N;
    g->aw = 2 * BP_N;
    g->dbl = wei_dbl;
    g->add_aff = wei_add_aff;
    g->add = wei_add;
    g->set_inf = wei_set_inf;
    g->tmp = pk_alloc(ar, 8 * BP_N);
    g->one = pk_alloc(ar, BP_N);
    g->aux = NULL;
    if (!g->tmp || !g->one)
        return 0;
    fe_one(f, g->one);
    sn->n = BP_N;
    sn->p = bp_order;
    sn->n0 = BP_ORDER_N0;
    sn->rr = bp_order_rr;
    sn->mul = bn_mont_mul_small;
    sn->sqr = bn_mont_sqr_small;
    sn->t = f->t;
    sn->u = f->u;
    return 1;
}

/* 1 <= x < order */
static int in_range(const uint32_t *x)
{
    return !bn_is_zero(x, BP_N) && bn_cmp(x, bp_order, BP_N) < 0;
}

/* G mapped to the twist, affine entry (Montgomery form) */
static void bp_base(pk_group *g, uint32_t *ga)
{
    fe_to(&g->f, ga, bp_gxt);
    fe_to(&g->f, ga + BP_N, bp_gyt);
}

/* X || Y of P256r1 -> Jacobian point q (Z = 1) of the twist; 0 when a
 * coordinate is >= p or the point is not on the curve.  t1, t2: n words */
static int bp_load_point(pk_group *g, uint32_t *q, const uint8_t *in, uint32_t *t1, uint32_t *t2)
{
    const bn_mod *f = &g->f;
    const uint32_t n = BP_N;
    bn_from_be(q, n, in, BP_BYTES);
    bn_from_be(q + n, n, in + BP_BYTES, BP_BYTES);
    if (bn_cmp(q, bp_p, n) >= 0 || bn_cmp(q + n, bp_p, n) >= 0)
        return 0;
    fe_to(f, q, q);
    fe_to(f, q + n, q + n);
    fe_mul(f, q, q, bp_z2);
    fe_mul(f, q + n, q + n, bp_z3);
    fe_copy(f, q + 2 * n, g->one);
    /* y^2 = x^3 - 3x + B_t */
    fe_sqr(f, t1, q);
    fe_mul(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_sub(f, t1, t1, q);
    fe_to(f, t2, bp_bt);
    fe_add(f, t1, t1, t2);
    fe_sqr(f, t2, q + n);
    return fe_eq(f, t1, t2);
}

/* Jacobian twist point (not infinity) -> P256r1 affine x (and y), plain
 * limbs; tmp: 2n words */
static void bp_affine(pk_group *g, const uint32_t *pt, uint32_t *x, uint32_t *y, uint32_t *tmp)
{
    const bn_mod *f = &g->f;
    const uint32_t n = BP_N;
    uint32_t *zi = tmp, *z2 = tmp + n;
    fe_inv(f, zi, pt + 2 * n);
    fe_sqr(f, z2, zi);
    fe_mul(f, x, pt, z2);
    fe_mul(f, x, x, bp_zi2);
    fe_from(f, x, x);
    if (y) {
        fe_mul(f, z2, z2, zi);
        fe_mul(f, y, pt + n, z2);
        fe_mul(f, y, y, bp_zi3);
        fe_from(f, y, y);
    }
}

int ecdsa_bp256r1_sign_small(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce,
                             uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                             uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = BP_N;
    uint32_t *d, *k, *e, *r, *s, *t1, *R, *ga;
    int rc = PK_OK;

    pk_arena_init(&ar, arena, arena_size);
    if (!bp_setup(&g, &sn, &ar))
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

    bn_from_be(d, n, priv, BP_BYTES);
    bn_from_be(k, n, nonce, BP_BYTES);
    bn_from_be(e, n, hash, BP_BYTES);
    if (!in_range(d) || !in_range(k))
        return PK_EINPUT;
    mod_reduce_small(&sn, e, e);

    bp_base(&g, ga);
    grp_mul_binary(&g, R, k, 32 * n, ga);
    if (fe_is_zero(&g.f, R + 2 * n))
        return PK_EINPUT;
    bp_affine(&g, R, r, NULL, t1);
    mod_reduce_small(&sn, r, r);
    if (bn_is_zero(r, n))
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
    bn_to_be(sig, BP_BYTES, r, n);
    bn_to_be(sig + BP_BYTES, BP_BYTES, s, n);
    return rc;
}

int ecdsa_bp256r1_verify_small(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig,
                               uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const bn_mod *f = &g.f;
    const uint32_t n = BP_N;
    uint32_t *r, *s, *e, *u1, *u2, *t1, *t2, *q, *R, *ga, *gq;

    pk_arena_init(&ar, arena, arena_size);
    if (!bp_setup(&g, &sn, &ar))
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
    ga = pk_alloc(&ar, 2 * n);
    gq = pk_alloc(&ar, 3 * n);
    if (!gq)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(r, n, sig, BP_BYTES);
    bn_from_be(s, n, sig + BP_BYTES, BP_BYTES);
    if (!in_range(r) || !in_range(s))
        return PK_INVALID;
    if (!bp_load_point(&g, q, pub, t1, t2))
        return PK_EINPUT;

    bn_from_be(e, n, hash, BP_BYTES);
    mod_reduce_small(&sn, e, e);
    fe_to(&sn, t1, s);
    fe_inv(&sn, t2, t1);         /* w R */
    fe_mul(&sn, u1, e, t2);
    fe_mul(&sn, u2, r, t2);

    bp_base(&g, ga);
    g.set_inf(&g, gq);
    g.add_aff(&g, gq, ga);
    g.add_aff(&g, gq, q);
    grp_mul_shamir(&g, R, u1, ga, u2, q, gq, 32 * n);
    if (fe_is_zero(f, R + 2 * n))
        return PK_INVALID;
    bp_affine(&g, R, t1, NULL, ga);
    mod_reduce_small(&sn, t1, t1);
    return bn_cmp(t1, r, n) == 0 ? PK_OK : PK_INVALID;
}

int ecdh_bp256r1_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena,
                              uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = BP_N;
    uint32_t *d, *R, *ga, *x, *y;

    pk_arena_init(&ar, arena, arena_size);
    if (!bp_setup(&g, &sn, &ar))
        return PK_EARENA;
    d = pk_alloc(&ar, n);
    R = pk_alloc(&ar, 3 * n);
    ga = pk_alloc(&ar, 2 * n);
    x = pk_alloc(&ar, n);
    y = pk_alloc(&ar, n);
    if (!y)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(d, n, priv, BP_BYTES);
    if (!in_range(d))
        return PK_EINPUT;
    bp_base(&g, ga);
    grp_mul_binary(&g, R, d, 32 * n, ga);
    bp_affine(&g, R, x, y, ga);
    bn_to_be(pub, BP_BYTES, x, n);
    bn_to_be(pub + BP_BYTES, BP_BYTES, y, n);
    return PK_OK;
}

int ecdh_bp256r1_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret,
                              uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    pk_group g;
    bn_mod sn;
    const uint32_t n = BP_N;
    uint32_t *d, *t1, *t2, *q, *R, *table;

    pk_arena_init(&ar, arena, arena_size);
    if (!bp_setup(&g, &sn, &ar))
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

    bn_from_be(d, n, priv, BP_BYTES);
    if (!in_range(d))
        return PK_EINPUT;
    if (!bp_load_point(&g, q, peer, t1, t2))
        return PK_EINPUT;
    g.set_inf(&g, R);
    grp_muladd_window(&g, R, d, 32 * n, q, table);
    if (fe_is_zero(&g.f, R + 2 * n))
        return PK_EINPUT;
    bp_affine(&g, R, t1, NULL, table);
    bn_to_be(secret, BP_BYTES, t1, n);
    return PK_OK;
}
