/*
 * dsa.c - DSA (FIPS 186-4, section 4) with L/N = 1024/160 and 2048/256:
 * the domain parameters (p, q, g) are inputs, the nonce k is an input
 * (deterministic signing for benchmarking), the caller passes
 * z = the leftmost N bits of the message hash.
 *
 *   sign    r = (g^k mod p) mod q, s = k^-1 (z + x r) mod q
 *   verify  w = s^-1, u1 = z w, u2 = r w (mod q);
 *           v = (g^u1 y^u2 mod p) mod q == r
 *
 * Mod p: Comba + Montgomery (pk3_modexp, 4-bit window, for g^k; Shamir's
 * trick for g^u1 y^u2).  Mod q: the same multiplier on N/32 limbs; the
 * L-bit value g^k mod p is reduced mod q by Horner's rule over N-bit
 * blocks (one Montgomery multiplication by R^2 per block).
 */
#include "api_dh_dsa.h"
#include "pk3_internal.h"

/* odd, exactly 32n bits */
static int odd_and_top(const uint32_t *p, uint32_t n)
{
    return (p[0] & 1u) && (p[n - 1] >> 31) != 0;
}

/* 1 <= x < q */
static int in_range(const uint32_t *x, const uint32_t *q, uint32_t n)
{
    return !bn_is_zero(x, n) && bn_cmp(x, q, n) < 0;
}

/* 1 < x < p */
static int gt1_lt(const uint32_t *x, const uint32_t *p, uint32_t n)
{
    return bn_cmp(x, p, n) < 0 && bn_bits(x, n) > 1;
}

/* r = x mod q (x: xn limbs, plain); mq Montgomery with rr; blk: mq->n words */
static void reduce_long(const bn_mod *mq, uint32_t *r, const uint32_t *x, uint32_t xn, uint32_t *blk)
{
    const uint32_t n = mq->n;
    uint32_t nb = (xn + n - 1) / n;
    memset(r, 0, 4u * n);
    while (nb-- > 0) {
        uint32_t lo = nb * n, cnt = xn - lo < n ? xn - lo : n;
        memset(blk, 0, 4u * n);
        memcpy(blk, x + lo, 4u * cnt);
        mod_reduce_small(mq, blk, blk);  /* blk < 2^(32n) < 2q */
        fe_mul(mq, r, r, mq->rr);        /* r R^2 R^-1 = r * 2^(32n) */
        fe_add(mq, r, r, blk);
    }
}

typedef struct {
    bn_mod mp, mq;
    uint32_t *p, *q, *g, *rrp, *rrq;
} dsa_ctx;

/* allocates p, q, g, R^2 mod p, R^2 mod q and the shared scratch */
static int dsa_setup(dsa_ctx *c, pk_arena *ar, uint32_t np, uint32_t nq)
{
    c->p = pk_alloc(ar, np);
    c->g = pk_alloc(ar, np);
    c->rrp = pk_alloc(ar, np);
    c->q = pk_alloc(ar, nq);
    c->rrq = pk_alloc(ar, nq);
    if (!c->rrq)
        return PK_EARENA;
    c->mp.n = np;
    c->mp.p = c->p;
    if (!bn_mod_scratch(&c->mp, ar))
        return PK_EARENA;
    return PK_OK;
}

/* loads and checks p, q, g; sets up both moduli */
static int dsa_load(dsa_ctx *c, uint32_t np, uint32_t nq, const uint8_t *pb, const uint8_t *qb,
                    const uint8_t *gb)
{
    bn_from_be(c->p, np, pb, 4u * np);
    bn_from_be(c->q, nq, qb, 4u * nq);
    bn_from_be(c->g, np, gb, 4u * np);
    if (!odd_and_top(c->p, np) || !odd_and_top(c->q, nq) || !gt1_lt(c->g, c->p, np))
        return PK_EINPUT;
    {
        uint32_t *t = c->mp.t, *u = c->mp.u;
        pk3_mod_init(&c->mp, c->p, np);
        pk3_mod_init(&c->mq, c->q, nq);
        c->mp.t = c->mq.t = t;
        c->mp.u = c->mq.u = u;
    }
    pk3_mod_setup(&c->mp, c->rrp);
    pk3_mod_setup(&c->mq, c->rrq);
    return PK_OK;
}

static int dsa_sign(uint32_t np, uint32_t nq, const uint8_t *pb, const uint8_t *qb,
                    const uint8_t *gb, const uint8_t *priv, const uint8_t *hash,
                    const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                    uint32_t *arena_used)
{
    pk_arena ar;
    dsa_ctx c;
    bn_mod *mq = &c.mq;
    uint32_t *x, *k, *z, *r, *s, *t1, *v, *table;
    int rc;

    pk_arena_init(&ar, arena, arena_size);
    if ((rc = dsa_setup(&c, &ar, np, nq)) != PK_OK)
        return rc;
    x = pk_alloc(&ar, nq);
    k = pk_alloc(&ar, nq);
    z = pk_alloc(&ar, nq);
    r = pk_alloc(&ar, nq);
    s = pk_alloc(&ar, nq);
    t1 = pk_alloc(&ar, nq);
    v = pk_alloc(&ar, np);
    table = pk_alloc(&ar, PK3_TABLE(np));
    if (!table)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    if ((rc = dsa_load(&c, np, nq, pb, qb, gb)) != PK_OK)
        return rc;
    bn_from_be(x, nq, priv, 4u * nq);
    bn_from_be(k, nq, nonce, 4u * nq);
    bn_from_be(z, nq, hash, 4u * nq);
    if (!in_range(x, c.q, nq) || !in_range(k, c.q, nq))
        return PK_EINPUT;
    mod_reduce_small(mq, z, z);

    /* r = (g^k mod p) mod q */
    pk3_modexp(&c.mp, v, c.g, k, nq, table);
    reduce_long(mq, r, v, np, t1);
    if (bn_is_zero(r, nq))
        return PK_EINPUT;

    /* s = k^-1 (z + x r) mod q */
    fe_to(mq, k, k);
    fe_inv(mq, s, k);            /* k^-1 R */
    fe_to(mq, t1, r);
    fe_mul(mq, t1, t1, x);       /* x r (plain) */
    fe_add(mq, t1, t1, z);
    fe_mul(mq, s, s, t1);        /* k^-1 (z + x r) (plain) */
    rc = bn_is_zero(s, nq) ? PK_EINPUT : PK_OK;
    bn_to_be(sig, 4u * nq, r, nq);
    bn_to_be(sig + 4u * nq, 4u * nq, s, nq);
    return rc;
}

static int dsa_verify(uint32_t np, uint32_t nq, const uint8_t *pb, const uint8_t *qb,
                      const uint8_t *gb, const uint8_t *pub, const uint8_t *hash,
                      const uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                      uint32_t *arena_used)
{
    pk_arena ar;
    dsa_ctx c;
    bn_mod *mq = &c.mq, *mp = &c.mp;
    uint32_t *r, *s, *z, *u1, *u2, *w, *y, *gy, *acc;
    int rc, bits;

    pk_arena_init(&ar, arena, arena_size);
    if ((rc = dsa_setup(&c, &ar, np, nq)) != PK_OK)
        return rc;
    r = pk_alloc(&ar, nq);
    s = pk_alloc(&ar, nq);
    z = pk_alloc(&ar, nq);
    u1 = pk_alloc(&ar, nq);
    u2 = pk_alloc(&ar, nq);
    w = pk_alloc(&ar, nq);
    y = pk_alloc(&ar, np);
    gy = pk_alloc(&ar, np);
    acc = pk_alloc(&ar, np);
    if (!acc)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    if ((rc = dsa_load(&c, np, nq, pb, qb, gb)) != PK_OK)
        return rc;
    bn_from_be(y, np, pub, 4u * np);
    if (!gt1_lt(y, c.p, np))
        return PK_EINPUT;
    bn_from_be(r, nq, sig, 4u * nq);
    bn_from_be(s, nq, sig + 4u * nq, 4u * nq);
    if (!in_range(r, c.q, nq) || !in_range(s, c.q, nq))
        return PK_INVALID;
    bn_from_be(z, nq, hash, 4u * nq);
    mod_reduce_small(mq, z, z);

    /* w = s^-1; u1 = z w, u2 = r w (plain) */
    fe_to(mq, u1, s);
    fe_inv(mq, w, u1);           /* w R */
    fe_mul(mq, u1, z, w);
    fe_mul(mq, u2, r, w);

    /* acc = g^u1 y^u2 mod p (Shamir; Montgomery form) */
    fe_to(mp, c.g, c.g);
    fe_to(mp, y, y);
    fe_mul(mp, gy, c.g, y);
    fe_one(mp, acc);
    bits = (int)(32u * nq);
    while (bits-- > 0) {
        uint32_t sel = bn_bit(u1, (uint32_t)bits) | bn_bit(u2, (uint32_t)bits) << 1;
        fe_sqr(mp, acc, acc);
        if (sel == 1)
            fe_mul(mp, acc, acc, c.g);
        else if (sel == 2)
            fe_mul(mp, acc, acc, y);
        else if (sel == 3)
            fe_mul(mp, acc, acc, gy);
    }
    fe_from(mp, acc, acc);
    reduce_long(mq, w, acc, np, u1);
    return bn_cmp(w, r, nq) == 0 ? PK_OK : PK_INVALID;
}

#define DSA_EXPORTS(L, N)                                                                      \
    int dsa##L##_sign_fast(const uint8_t *p, const uint8_t *q, const uint8_t *g,              \
                           const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce,    \
                           uint8_t *sig, uint8_t *arena, uint32_t arena_size,                 \
                           uint32_t *arena_used)                                               \
    {                                                                                          \
        return dsa_sign(L / 32, N / 32, p, q, g, priv, hash, nonce, sig, arena, arena_size,    \
                        arena_used);                                                           \
    }                                                                                          \
    int dsa##L##_verify_fast(const uint8_t *p, const uint8_t *q, const uint8_t *g,            \
                             const uint8_t *pub, const uint8_t *hash, const uint8_t *sig,     \
                             uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)       \
    {                                                                                          \
        return dsa_verify(L / 32, N / 32, p, q, g, pub, hash, sig, arena, arena_size,          \
                          arena_used);                                                         \
    }

DSA_EXPORTS(1024, 160)
DSA_EXPORTS(2048, 256)
