/*
 * ed25519_sig.c - Ed25519 signatures (RFC 8032, pure EdDSA, SHA-512).
 *
 * Configurations: _small / _fast field and scalar arithmetic (as ECDSA;
 * the fast field reduction folds the high half times 38), _low / _high
 * precomputation (double-and-add and Shamir's trick vs. a fixed-base comb
 * of 15 multiples of B in flash plus a 4-bit sliding window for the
 * public key).  SHA-512 comes from the sha512 kernels (_small/_fast).
 *
 * Signing takes Go's 64-byte private key (seed || A) and so uses the
 * public key A given there instead of recomputing it.  Verification
 * decodes A (non-canonical y accepted, like Go), requires S < L, and
 * compares the encoding of [S]B - [k]A with R.
 */
#include "api_curve25519.h"
#include "kernels.h"
#include "pk_internal.h"

#define CFG_FAST 1
#define CFG_HIGH 2

typedef struct {
    void (*init)(sha512_ctx_small *ctx);
    void (*append)(sha512_ctx_small *ctx, const uint8_t *data, uint32_t len);
    void (*finish)(sha512_ctx_small *ctx, uint8_t *digest);
} sha512_api;

static const sha512_api sha512_small_api = {sha512_init_small, sha512_append_small, sha512_finish_small};
static const sha512_api sha512_fast_api = {sha512_init_fast, sha512_append_fast, sha512_finish_fast};

typedef struct {
    pk_group g;
    bn_mod sl;              /* scalars mod L, Montgomery */
    const sha512_api *sha;
    sha512_ctx_small *ctx;
    uint8_t *digest;        /* 64 bytes */
    uint32_t *wide;         /* 16 words */
    uint32_t *d2;           /* 2d in field form */
} ed_ctx;

static int ed_setup(ed_ctx *c, int cfg, pk_arena *ar)
{
    pk_group *g = &c->g;
    bn_mod *f = &g->f;
    f->n = 8;
    f->p = ed25519_p;
    if (cfg & CFG_FAST) {
        f->n0 = 0;
        f->rr = NULL;
        f->mul = p25519_mul_fast;
        f->sqr = p25519_sqr_fast;
    } else {
        f->n0 = ed25519_p_n0;
        f->rr = ed25519_p_rr;
        f->mul = bn_mont_mul_small;
        f->sqr = bn_mont_sqr_small;
    }
    if (!bn_mod_scratch(f, ar))
        return 0;
    g->pw = 32;
    g->aw = 24;
    g->dbl = ed_dbl;
    g->add_aff = ed_add_aff;
    g->add = ed_add;
    g->set_inf = ed_set_inf;
    g->tmp = pk_alloc(ar, 64);
    g->one = pk_alloc(ar, 8);
    c->d2 = pk_alloc(ar, 8);
    c->ctx = (sha512_ctx_small *)(void *)pk_alloc(ar, (sizeof(sha512_ctx_small) + 3) / 4);
    c->digest = (uint8_t *)pk_alloc(ar, 16);
    c->wide = pk_alloc(ar, 16);
    if (!g->tmp || !g->one || !c->d2 || !c->ctx || !c->digest || !c->wide)
        return 0;
    fe_one(f, g->one);
    fe_to(f, c->d2, ed25519_d2);
    g->aux = c->d2;

    c->sl.n = 8;
    c->sl.p = ed25519_order;
    c->sl.n0 = ed25519_order_n0;
    c->sl.rr = ed25519_order_rr;
    c->sl.mul = (cfg & CFG_FAST) ? bn_mont_mul_fast : bn_mont_mul_small;
    c->sl.sqr = (cfg & CFG_FAST) ? bn_mont_sqr_fast : bn_mont_sqr_small;
    c->sl.t = f->t;
    c->sl.u = f->u;
    c->sha = (cfg & CFG_FAST) ? &sha512_fast_api : &sha512_small_api;
    return 1;
}

/* r = SHA-512(a || b || m) mod L, plain; tmp: 8 words */
static void hash_mod_l(ed_ctx *c, uint32_t *r, const uint8_t *a, uint32_t alen, const uint8_t *b,
                       uint32_t blen, const uint8_t *m, uint32_t mlen, uint32_t *tmp)
{
    c->sha->init(c->ctx);
    c->sha->append(c->ctx, a, alen);
    if (blen)
        c->sha->append(c->ctx, b, blen);
    c->sha->append(c->ctx, m, mlen);
    c->sha->finish(c->ctx, c->digest);
    bn_from_le(c->wide, 16, c->digest, 64);
    mod_reduce_wide(&c->sl, r, c->wide, tmp);
}

/* affine entry (y+x, y-x, 2dxy) from affine x, y in field form */
static void ed_niels(ed_ctx *c, uint32_t *e, const uint32_t *x, const uint32_t *y)
{
    const bn_mod *f = &c->g.f;
    fe_add(f, e, y, x);
    fe_sub(f, e + 8, y, x);
    fe_mul(f, e + 16, x, y);
    fe_mul(f, e + 16, e + 16, c->d2);
}

/* 32-byte encoding of an extended point; tmp: 24 words */
static void ed_encode(ed_ctx *c, uint8_t *out, const uint32_t *pt, uint32_t *tmp)
{
    const bn_mod *f = &c->g.f;
    uint32_t *zi = tmp, *x = tmp + 8, *y = tmp + 16;
    fe_inv(f, zi, pt + 16);
    fe_mul(f, x, pt, zi);
    fe_mul(f, y, pt + 8, zi);
    fe_from(f, x, x);
    fe_from(f, y, y);
    bn_to_le(out, 32, y, 8);
    out[31] |= (uint8_t)((x[0] & 1u) << 7);
}

/* Decodes a point into affine x, y (field form); 0 when invalid.
 * tmp: 32 words. */
static int ed_decode(ed_ctx *c, uint32_t *x, uint32_t *y, const uint8_t *in, uint32_t *tmp)
{
    const bn_mod *f = &c->g.f;
    uint32_t *u = tmp, *v = tmp + 8, *w = tmp + 16, *e = tmp + 24;
    uint32_t sign = in[31] >> 7;

    bn_from_le(y, 8, in, 32);
    y[7] &= 0x7fffffffu;
    mod_reduce_small(f, y, y);
    fe_to(f, y, y);
    fe_sqr(f, u, y);
    fe_to(f, w, ed25519_d);
    fe_mul(f, v, u, w);
    fe_add(f, v, v, c->g.one);       /* v = d y^2 + 1 */
    fe_sub(f, u, u, c->g.one);       /* u = y^2 - 1 */
    /* x = u v^3 (u v^7)^((p-5)/8) */
    fe_sqr(f, w, v);
    fe_mul(f, w, w, v);              /* v^3 */
    fe_mul(f, x, u, w);              /* u v^3 */
    fe_sqr(f, w, w);
    fe_mul(f, w, w, v);              /* v^7 */
    fe_mul(f, w, w, u);              /* u v^7 */
    /* e = (p - 5) / 8 */
    memcpy(e, ed25519_p, 32);
    e[0] -= 5;
    for (uint32_t i = 0; i < 8; i++)
        e[i] = (e[i] >> 3) | (i < 7 ? e[i + 1] << 29 : 0);
    fe_pow(f, c->wide, w, e, 8);
    fe_mul(f, x, x, c->wide);
    /* check v x^2 = +-u */
    fe_sqr(f, w, x);
    fe_mul(f, w, w, v);
    if (!fe_eq(f, w, u)) {
        fe_neg(f, u, u);
        if (!fe_eq(f, w, u))
            return 0;
        fe_to(f, w, ed25519_sqrtm1);
        fe_mul(f, x, x, w);
    }
    fe_from(f, w, x);
    if (bn_is_zero(w, 8) && sign)
        return 0;
    if ((w[0] & 1u) != sign)
        fe_neg(f, x, x);
    return 1;
}

static int ed_sign(int cfg, const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig,
                   uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    ed_ctx c;
    uint32_t *a, *r, *k, *R, *tmp, *ba;
    uint8_t *h;

    pk_arena_init(&ar, arena, arena_size);
    if (!ed_setup(&c, cfg, &ar))
        return PK_EARENA;
    a = pk_alloc(&ar, 8);
    r = pk_alloc(&ar, 8);
    k = pk_alloc(&ar, 8);
    R = pk_alloc(&ar, 32);
    tmp = pk_alloc(&ar, 24);
    h = (uint8_t *)pk_alloc(&ar, 8);   /* 32 bytes: prefix */
    ba = pk_alloc(&ar, 24);          /* B, or a comb entry */
    if (!h || !ba)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    /* a = clamp(H(seed)[0:32]), prefix = H(seed)[32:64] */
    c.sha->init(c.ctx);
    c.sha->append(c.ctx, priv, 32);
    c.sha->finish(c.ctx, c.digest);
    c.digest[0] &= 248;
    c.digest[31] &= 127;
    c.digest[31] |= 64;
    bn_from_le(a, 8, c.digest, 32);
    memcpy(h, c.digest + 32, 32);

    /* r = H(prefix || M) mod L; R = [r]B */
    hash_mod_l(&c, r, h, 32, NULL, 0, msg, len, k);
    if (cfg & CFG_HIGH) {
        grp_mul_comb(&c.g, R, r, ed25519_comb_d, ed25519_comb, ba);
    } else {
        uint32_t *x = k, *y = tmp;
        fe_to(&c.g.f, x, ed25519_bx);
        fe_to(&c.g.f, y, ed25519_by);
        ed_niels(&c, ba, x, y);
        grp_mul_binary(&c.g, R, r, 253, ba);
    }
    ed_encode(&c, sig, R, tmp);

    /* k = H(R || A || M) mod L; S = r + k a mod L */
    hash_mod_l(&c, k, sig, 32, priv + 32, 32, msg, len, tmp);
    fe_mul(&c.sl, k, k, a);          /* k a R^-1 */
    fe_mul(&c.sl, k, k, c.sl.rr);    /* k a */
    fe_add(&c.sl, k, k, r);
    bn_to_le(sig + 32, 32, k, 8);
    return PK_OK;
}

static int ed_verify(int cfg, const uint8_t *pub, const uint8_t *msg, uint32_t len,
                     const uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                     uint32_t *arena_used)
{
    pk_arena ar;
    ed_ctx c;
    const bn_mod *f;
    uint32_t *s, *k, *x, *y, *na, *R, *tmp, *extra;
    uint8_t *enc;

    pk_arena_init(&ar, arena, arena_size);
    if (!ed_setup(&c, cfg, &ar))
        return PK_EARENA;
    f = &c.g.f;
    s = pk_alloc(&ar, 8);
    k = pk_alloc(&ar, 8);
    x = pk_alloc(&ar, 8);
    y = pk_alloc(&ar, 8);
    na = pk_alloc(&ar, 32);
    R = pk_alloc(&ar, 32);
    tmp = pk_alloc(&ar, 32);
    enc = (uint8_t *)pk_alloc(&ar, 8);
    /* high: window table (9 points); low: B, -A entries and B - A */
    extra = pk_alloc(&ar, (cfg & CFG_HIGH) ? 9 * 32 : 24 + 24 + 32);
    if (!enc || !extra)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_le(s, 8, sig + 32, 32);
    if (bn_cmp(s, ed25519_order, 8) >= 0)
        return PK_INVALID;
    if (!ed_decode(&c, x, y, pub, tmp))
        return PK_INVALID;
    hash_mod_l(&c, k, sig, 32, pub, 32, msg, len, tmp);

    /* -A = (-x, y, 1, -xy) */
    fe_neg(f, x, x);
    fe_copy(f, na, x);
    fe_copy(f, na + 8, y);
    fe_copy(f, na + 16, c.g.one);
    fe_mul(f, na + 24, x, y);

    if (cfg & CFG_HIGH) {
        grp_mul_comb(&c.g, R, s, ed25519_comb_d, ed25519_comb, extra);
        grp_muladd_window(&c.g, R, k, 253, na, extra);
    } else {
        uint32_t *bn = extra, *an = extra + 24, *sum = extra + 48;
        fe_to(f, tmp, ed25519_bx);
        fe_to(f, tmp + 8, ed25519_by);
        ed_niels(&c, bn, tmp, tmp + 8);
        ed_niels(&c, an, x, y);
        c.g.set_inf(&c.g, sum);
        c.g.add_aff(&c.g, sum, bn);
        c.g.add_aff(&c.g, sum, an);
        grp_mul_shamir(&c.g, R, s, bn, k, an, sum, 253);
    }
    ed_encode(&c, enc, R, tmp);
    return memcmp(enc, sig, 32) == 0 ? PK_OK : PK_INVALID;
}

#define ED_EXPORTS(sfx, cfg)                                                                   \
    int ed25519_sign_##sfx(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, \
                           uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)          \
    {                                                                                          \
        return ed_sign(cfg, priv, msg, len, sig, arena, arena_size, arena_used);               \
    }                                                                                          \
    int ed25519_verify_##sfx(const uint8_t *pub, const uint8_t *msg, uint32_t len,             \
                             const uint8_t *sig, uint8_t *arena, uint32_t arena_size,          \
                             uint32_t *arena_used)                                             \
    {                                                                                          \
        return ed_verify(cfg, pub, msg, len, sig, arena, arena_size, arena_used);              \
    }

ED_EXPORTS(small_low, 0)
ED_EXPORTS(small_high, CFG_HIGH)
ED_EXPORTS(fast_low, CFG_FAST)
ED_EXPORTS(fast_high, CFG_FAST | CFG_HIGH)
