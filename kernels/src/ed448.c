/*
 * ed448.c - Ed448 signatures (RFC 8032 5.2, pure Ed448, empty context)
 * with the generic CIOS field arithmetic of curve448.c (_small) and no
 * precomputed tables.
 *
 * The curve is the untwisted Edwards curve x^2 + y^2 = 1 + d x^2 y^2,
 * d = -39081, in projective coordinates (X : Y : Z), x = X/Z, y = Y/Z,
 * with the addition and doubling formulas of RFC 8032 5.2.4 (complete:
 * d is not a square); the products by d are additions (c448_mul_small).
 * Affine entries for pk_group's add_aff are (x, y).
 *
 * Signing takes circl's 114-byte private key (seed || A) and uses the A
 * given there.  [r]B is a 4-bit sliding window over odd multiples of B
 * built in the arena at each call (grp_muladd_window).  Verification
 * requires S < L, decodes A (canonical y required, as RFC 8032 5.2.3 and
 * circl), and compares the encoding of [S]B - [k]A (Shamir's trick) with
 * R.  Hashing is SHAKE256 over sha3.c's Keccak-f[1600]; the 114-byte
 * digests are reduced mod L with the Montgomery multiplier.
 */
#include "api_curve448.h"
#include "curve448.h"
#include "keccak_internal.h"

#define N C448_N
#define ED448_BYTES 57u   /* encodings of points and scalars */
#define ED448_HASH 114u   /* SHAKE256 output, 2 * 57 */
#define SCALAR_BITS 446u  /* L < 2^446 */
#define SHAKE256_RATE 136u

/* L = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885 */
static const uint32_t ed448_order[N] = {
    0xab5844f3, 0x2378c292, 0x8dc58f55, 0x216cc272, 0xaed63690, 0xc44edb49, 0x7cca23e9,
    0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0x3fffffff,
};
/* base point B (RFC 8032 5.2: the decimal x and y) */
static const uint32_t ed448_bx[N] = {
    0xc70cc05e, 0x2626a82b, 0x8b00938e, 0x433b80e1, 0x2ab66511, 0x12ae1af7, 0xa3d3a464,
    0xea6de324, 0x470f1767, 0x9e146570, 0x22bf36da, 0x221d15a6, 0x6bed0ded, 0x4f1970c6,
};
static const uint32_t ed448_by[N] = {
    0xf230fa14, 0x9808795b, 0x4ed7c8ad, 0xfdbd132c, 0xe67c39c4, 0x3ad3ff1c, 0x05a0c2d7,
    0x87789c1e, 0x6ca39840, 0x4bea7373, 0x56c9c762, 0x88762037, 0x6eb6bc24, 0x693f4671,
};
/* dom4(0, "") = "SigEd448" || phflag 0 || context length 0 */
static const uint8_t ed448_dom4[10] = {'S', 'i', 'g', 'E', 'd', '4', '4', '8', 0, 0};

/* ---- SHAKE256 (FIPS 202): incremental absorb, one squeeze ------------ */

typedef struct {
    uint64_t a[25];
    uint32_t pos; /* bytes absorbed into the current block */
} shake_ctx;

/* not inlined: called five times, flash matters more than a call */
static K_NOINLINE void shake_absorb(shake_ctx *s, const uint8_t *p, uint32_t len)
{
    while (len-- > 0) {
        s->a[s->pos >> 3] ^= (uint64_t)*p++ << (8 * (s->pos & 7));
        if (++s->pos == SHAKE256_RATE) {
            keccak_f1600(s->a);
            s->pos = 0;
        }
    }
}

/* Pads (the SHAKE suffix 1111, then pad10*1) and squeezes len <= rate bytes. */
static void shake_squeeze(shake_ctx *s, uint8_t *out, uint32_t len)
{
    s->a[s->pos >> 3] ^= (uint64_t)0x1f << (8 * (s->pos & 7));
    s->a[(SHAKE256_RATE - 1) >> 3] ^= (uint64_t)0x80 << 56;
    keccak_f1600(s->a);
    for (uint32_t i = 0; i < len; i++)
        out[i] = (uint8_t)(s->a[i >> 3] >> (8 * (i & 7)));
}

/* ---- points: projective (X : Y : Z), RFC 8032 5.2.4 ------------------- */

#define T(i) (g->tmp + (i) * N)

static void e448_set_inf(pk_group *g, uint32_t *r)
{
    memset(r, 0, 4u * N);
    fe_copy(&g->f, r + N, g->one);
    fe_copy(&g->f, r + 2 * N, g->one);
}

/* r += (x2 : y2 : z2); z2 = NULL stands for 1 (an affine entry) */
static void e448_add_xyz(pk_group *g, uint32_t *r, const uint32_t *x2, const uint32_t *y2,
                         const uint32_t *z2)
{
    const bn_mod *f = &g->f;
    uint32_t *X = r, *Y = r + N, *Z = r + 2 * N;
    if (z2)
        fe_mul(f, T(0), Z, z2);      /* A = Z1 Z2 */
    else
        fe_copy(f, T(0), Z);
    fe_sqr(f, T(1), T(0));           /* B = A^2 */
    fe_mul(f, T(2), X, x2);          /* C = X1 X2 */
    fe_mul(f, T(3), Y, y2);          /* D = Y1 Y2 */
    fe_mul(f, T(5), T(2), T(3));
    c448_mul_small(f, T(4), T(5), C448_K); /* -E = -d C D = 39081 C D */
    fe_add(f, T(5), T(1), T(4));     /* F = B - E */
    fe_sub(f, T(6), T(1), T(4));     /* G = B + E */
    fe_add(f, T(7), X, Y);
    fe_add(f, T(1), x2, y2);
    fe_mul(f, T(7), T(7), T(1));     /* H = (X1 + Y1)(X2 + Y2) */
    fe_sub(f, T(7), T(7), T(2));
    fe_sub(f, T(7), T(7), T(3));
    fe_mul(f, T(7), T(7), T(5));
    fe_mul(f, X, T(7), T(0));        /* X3 = A F (H - C - D) */
    fe_sub(f, T(3), T(3), T(2));
    fe_mul(f, T(3), T(3), T(6));
    fe_mul(f, Y, T(3), T(0));        /* Y3 = A G (D - C) */
    fe_mul(f, Z, T(5), T(6));        /* Z3 = F G */
}

static void e448_add(pk_group *g, uint32_t *r, const uint32_t *q)
{
    e448_add_xyz(g, r, q, q + N, q + 2 * N);
}

static void e448_add_aff(pk_group *g, uint32_t *r, const uint32_t *a)
{
    e448_add_xyz(g, r, a, a + N, NULL);
}

static void e448_dbl(pk_group *g, uint32_t *r)
{
    const bn_mod *f = &g->f;
    uint32_t *X = r, *Y = r + N, *Z = r + 2 * N;
    fe_add(f, T(0), X, Y);
    fe_sqr(f, T(0), T(0));           /* B = (X1 + Y1)^2 */
    fe_sqr(f, T(1), X);              /* C = X1^2 */
    fe_sqr(f, T(2), Y);              /* D = Y1^2 */
    fe_add(f, T(3), T(1), T(2));     /* E = C + D */
    fe_sqr(f, T(4), Z);              /* H = Z1^2 */
    fe_add(f, T(4), T(4), T(4));
    fe_sub(f, T(4), T(3), T(4));     /* J = E - 2H */
    fe_sub(f, T(0), T(0), T(3));
    fe_mul(f, X, T(0), T(4));        /* X3 = (B - E) J */
    fe_sub(f, T(1), T(1), T(2));
    fe_mul(f, Y, T(3), T(1));        /* Y3 = E (C - D) */
    fe_mul(f, Z, T(3), T(4));        /* Z3 = E J */
}

#undef T

/* ---- context ------------------------------------------------------------ */

typedef struct {
    pk_group g;       /* field mod p, points */
    bn_mod sl;        /* scalars mod L, Montgomery */
    shake_ctx *sh;
    uint8_t *digest;  /* ED448_HASH bytes */
    uint32_t *wide;   /* 3N words: a digest as an integer */
    uint32_t *t;      /* 3N words: scratch of the exponentiations */
} ed_ctx;

static int ed_setup(ed_ctx *c, pk_arena *ar)
{
    pk_group *g = &c->g;
    bn_mod *f = &g->f;
    uint32_t *w;

    if (!c448_field(f, ar))
        return 0;
    /* tmp(8N) one rr_L wide(3N) t(3N) digest(29 words) shake */
    w = pk_alloc(ar, 16 * N + 30 + (sizeof(shake_ctx) + 3) / 4);
    if (!w)
        return 0;
    g->pw = 3 * N;
    g->aw = 2 * N;
    g->dbl = e448_dbl;
    g->add_aff = e448_add_aff;
    g->add = e448_add;
    g->set_inf = e448_set_inf;
    g->tmp = w;
    g->one = w + 8 * N;
    g->aux = NULL;                   /* d: C448_K by additions */
    c->wide = w + 10 * N;
    c->t = w + 13 * N;
    c->digest = (uint8_t *)(w + 16 * N);
    c->sh = (shake_ctx *)(void *)(w + 16 * N + 30); /* 8-byte aligned: N, 30 even */
    fe_one(f, g->one);

    c->sl.n = N;
    c->sl.p = ed448_order;
    c->sl.n0 = bn_n0(ed448_order[0]);
    c->sl.mul = bn_mont_mul_small;
    c->sl.sqr = bn_mont_sqr_small;
    c->sl.t = f->t;
    c->sl.u = f->u;
    bn_mont_setup(&c->sl, w + 9 * N);
    return 1;
}

/* r = SHAKE256(dom4 || a || b || m, 114) mod L, plain; a and b are 57
 * bytes (b may be NULL).  a may point into c->digest: it is absorbed
 * before the digest is overwritten. */
static void hash_mod_l(ed_ctx *c, uint32_t *r, const uint8_t *a, const uint8_t *b,
                       const uint8_t *m, uint32_t mlen)
{
    memset(c->sh, 0, sizeof(*c->sh));
    shake_absorb(c->sh, ed448_dom4, sizeof(ed448_dom4));
    shake_absorb(c->sh, a, ED448_BYTES);
    if (b)
        shake_absorb(c->sh, b, ED448_BYTES);
    shake_absorb(c->sh, m, mlen);
    shake_squeeze(c->sh, c->digest, ED448_HASH);
    /* 912 bits = lo + mid R + top R^2 (R = 2^448): mid + top R first,
     * then lo + (that) R */
    bn_from_le(c->wide, 3 * N, c->digest, ED448_HASH);
    mod_reduce_wide(&c->sl, c->wide + N, c->wide + N, c->t);
    mod_reduce_wide(&c->sl, r, c->wide, c->t);
}

/* 57-byte encoding of a projective point; tmp: 3N words */
static void ed_encode(ed_ctx *c, uint8_t *out, const uint32_t *pt, uint32_t *tmp)
{
    const bn_mod *f = &c->g.f;
    uint32_t *zi = tmp, *x = tmp + N, *y = tmp + 2 * N;
    c448_inv(f, zi, pt + 2 * N, c->t);
    fe_mul(f, x, pt, zi);
    fe_mul(f, y, pt + N, zi);
    fe_from(f, x, x);
    fe_from(f, y, y);
    bn_to_le(out, 56, y, N);
    out[56] = (uint8_t)((x[0] & 1u) << 7);
}

/* Decodes 57 bytes into affine x, y (field form), RFC 8032 5.2.3; 0 when
 * invalid.  tmp: 4N words. */
static int ed_decode(ed_ctx *c, uint32_t *x, uint32_t *y, const uint8_t *in, uint32_t *tmp)
{
    const bn_mod *f = &c->g.f;
    uint32_t *u = tmp, *v = tmp + N, *w = tmp + 2 * N, *e = tmp + 3 * N;
    uint32_t sign = in[56] >> 7;

    if (in[56] & 0x7fu)
        return 0;
    bn_from_le(y, N, in, 56);
    if (bn_cmp(y, c448_p, N) >= 0)
        return 0;
    fe_to(f, y, y);
    fe_sqr(f, w, y);
    c448_mul_small(f, v, w, C448_K);
    fe_add(f, v, v, c->g.one);
    fe_neg(f, v, v);                 /* v = d y^2 - 1 (never 0: d is not a square) */
    fe_sub(f, u, w, c->g.one);       /* u = y^2 - 1 */
    /* x = u^3 v (u^5 v^3)^((p-3)/4), a square root of u/v if there is one */
    fe_mul(f, w, u, v);
    fe_sqr(f, x, u);
    fe_mul(f, x, x, w);              /* u^3 v */
    fe_sqr(f, w, w);
    fe_mul(f, w, w, x);              /* u^5 v^3 */
    c448_pow_p34(f, e, w, c->t);
    fe_mul(f, x, x, e);
    fe_sqr(f, w, x);
    fe_mul(f, w, w, v);
    if (!fe_eq(f, w, u))             /* v x^2 != u: no square root */
        return 0;
    fe_from(f, w, x);
    if (bn_is_zero(w, N) && sign)
        return 0;
    if ((w[0] & 1u) != sign)
        fe_neg(f, x, x);
    return 1;
}

/* ---- exports ------------------------------------------------------------ */

int ed448_sign_small(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig,
                     uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    ed_ctx c;
    const bn_mod *f;
    uint32_t *w, *s, *r, *k, *R, *B, *tmp, *table;

    pk_arena_init(&ar, arena, arena_size);
    if (!ed_setup(&c, &ar))
        return PK_EARENA;
    f = &c.g.f;
    /* s r k, R, B, tmp, the window table (9 points) */
    w = pk_alloc(&ar, 3 * N + 3 * (3 * N) + 9 * (3 * N));
    if (!w)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);
    s = w;
    r = w + N;
    k = w + 2 * N;
    R = w + 3 * N;
    B = w + 6 * N;
    tmp = w + 9 * N;
    table = w + 12 * N;

    /* h = SHAKE256(seed, 114): s = clamp(h[0:57]) (bits 0, 1 and the
     * last byte cleared, bit 447 set) mod L; prefix = h[57:114] */
    memset(c.sh, 0, sizeof(*c.sh));
    shake_absorb(c.sh, priv, ED448_BYTES);
    shake_squeeze(c.sh, c.digest, ED448_HASH);
    c.digest[0] &= 0xfcu;
    c.digest[55] |= 0x80u;
    bn_from_le(s, N, c.digest, 56);
    mod_reduce_small(&c.sl, s, s);

    /* r = H(dom4 || prefix || M) mod L; R = [r]B */
    hash_mod_l(&c, r, c.digest + ED448_BYTES, NULL, msg, len);
    fe_to(f, B, ed448_bx);
    fe_to(f, B + N, ed448_by);
    fe_copy(f, B + 2 * N, c.g.one);
    e448_set_inf(&c.g, R);
    grp_muladd_window(&c.g, R, r, SCALAR_BITS, B, table);
    ed_encode(&c, sig, R, tmp);

    /* k = H(dom4 || R || A || M) mod L; S = r + k s mod L */
    hash_mod_l(&c, k, sig, priv + ED448_BYTES, msg, len);
    fe_mul(&c.sl, k, k, s);          /* k s R^-1 */
    fe_mul(&c.sl, k, k, c.sl.rr);    /* k s */
    fe_add(&c.sl, k, k, r);
    bn_to_le(sig + ED448_BYTES, ED448_BYTES, k, N);
    return PK_OK;
}

int ed448_verify_small(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig,
                       uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    ed_ctx c;
    const bn_mod *f;
    uint32_t *w, *s, *k, *x, *y, *be, *ae, *sum, *R, *tmp;
    uint8_t *enc;

    pk_arena_init(&ar, arena, arena_size);
    if (!ed_setup(&c, &ar))
        return PK_EARENA;
    f = &c.g.f;
    /* s k x y, entries B and -A, B - A, R, tmp, the encoding (15 words) */
    w = pk_alloc(&ar, 4 * N + 2 * (2 * N) + 2 * (3 * N) + 4 * N + 15);
    if (!w)
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);
    s = w;
    k = w + N;
    x = w + 2 * N;
    y = w + 3 * N;
    be = w + 4 * N;
    ae = w + 6 * N;
    sum = w + 8 * N;
    R = w + 11 * N;
    tmp = w + 14 * N;
    enc = (uint8_t *)(w + 18 * N);

    bn_from_le(s, N, sig + ED448_BYTES, 56);
    if (sig[2 * ED448_BYTES - 1] != 0 || bn_cmp(s, ed448_order, N) >= 0)
        return PK_INVALID;
    if (!ed_decode(&c, x, y, pub, tmp))
        return PK_EINPUT;
    hash_mod_l(&c, k, sig, pub, msg, len);

    /* [S]B + [k](-A), -A = (-x, y) */
    fe_to(f, be, ed448_bx);
    fe_to(f, be + N, ed448_by);
    fe_neg(f, ae, x);
    fe_copy(f, ae + N, y);
    e448_set_inf(&c.g, sum);
    e448_add_aff(&c.g, sum, be);
    e448_add_aff(&c.g, sum, ae);
    grp_mul_shamir(&c.g, R, s, be, k, ae, sum, SCALAR_BITS);
    ed_encode(&c, enc, R, tmp);
    return memcmp(enc, sig, ED448_BYTES) == 0 ? PK_OK : PK_INVALID;
}
