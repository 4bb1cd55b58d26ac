/*
 * ecc_group.c - point arithmetic and scalar multiplication.
 *
 * Short Weierstrass curves with a = -3 (P-256, P-384): Jacobian
 * coordinates (X, Y, Z), x = X/Z^2, y = Y/Z^3, Z = 0 is the point at
 * infinity; affine entries are (x, y).  Formulas from the Explicit-Formulas
 * Database: dbl-2001-b, madd-2007-bl, add-2007-bl, with the exceptional
 * cases (P = Q, P = -Q, infinity) handled explicitly.
 *
 * Twisted Edwards curve -x^2 + y^2 = 1 + d x^2 y^2 (Ed25519): extended
 * coordinates (X, Y, Z, T), x = X/Z, y = Y/Z, T = XY/Z; affine entries are
 * (y+x, y-x, 2d*x*y).  dbl-2008-hwcd, madd/add-2008-hwcd-3 (complete).
 *
 * Scalar multiplication is generic over these operations: binary
 * double-and-add, fixed-base comb, Shamir's trick, and a 4-bit sliding
 * window over odd multiples.  Not constant-time: these are benchmark
 * kernels.
 */
#include "pk_internal.h"

#define T(i) (g->tmp + (i) * n)

/* ---- Weierstrass, a = -3 ------------------------------------------------ */

int wei_group_init(pk_group *g, pk_arena *ar)
{
    bn_mod *f = &g->f;
    uint32_t n = f->n;
    if (!bn_mod_scratch(f, ar))
        return 0;
    g->pw = 3 * n;
    g->aw = 2 * n;
    g->dbl = wei_dbl;
    g->add_aff = wei_add_aff;
    g->add = wei_add;
    g->set_inf = wei_set_inf;
    g->tmp = pk_alloc(ar, 8 * n);
    g->one = pk_alloc(ar, n);
    g->aux = NULL;
    if (!g->tmp || !g->one)
        return 0;
    fe_one(f, g->one);
    return 1;
}

void wei_set_inf(pk_group *g, uint32_t *r)
{
    uint32_t n = g->f.n;
    fe_copy(&g->f, r, g->one);
    fe_copy(&g->f, r + n, g->one);
    memset(r + 2 * n, 0, 4u * n);
}

void wei_dbl(pk_group *g, uint32_t *r)
{
    const bn_mod *f = &g->f;
    uint32_t n = f->n;
    uint32_t *X = r, *Y = r + n, *Z = r + 2 * n;
    fe_sqr(f, T(0), Z);          /* delta */
    fe_sqr(f, T(1), Y);          /* gamma */
    fe_mul(f, T(2), X, T(1));    /* beta */
    fe_sub(f, T(3), X, T(0));
    fe_add(f, T(4), X, T(0));
    fe_mul(f, T(3), T(3), T(4));
    fe_add(f, T(4), T(3), T(3));
    fe_add(f, T(3), T(4), T(3)); /* alpha = 3(X-delta)(X+delta) */
    fe_add(f, T(4), Y, Z);
    fe_sqr(f, T(4), T(4));
    fe_sub(f, T(4), T(4), T(1));
    fe_sub(f, Z, T(4), T(0));    /* Z3 = (Y+Z)^2 - gamma - delta */
    fe_sqr(f, T(4), T(3));
    fe_add(f, T(5), T(2), T(2));
    fe_add(f, T(5), T(5), T(5)); /* 4 beta */
    fe_add(f, T(6), T(5), T(5)); /* 8 beta */
    fe_sub(f, X, T(4), T(6));    /* X3 = alpha^2 - 8 beta */
    fe_sub(f, T(5), T(5), X);
    fe_mul(f, T(5), T(3), T(5));
    fe_sqr(f, T(1), T(1));
    fe_add(f, T(1), T(1), T(1));
    fe_add(f, T(1), T(1), T(1));
    fe_add(f, T(1), T(1), T(1)); /* 8 gamma^2 */
    fe_sub(f, Y, T(5), T(1));    /* Y3 = alpha(4 beta - X3) - 8 gamma^2 */
}

static void wei_load_aff(pk_group *g, uint32_t *r, const uint32_t *a)
{
    uint32_t n = g->f.n;
    memcpy(r, a, 8u * n);
    fe_copy(&g->f, r + 2 * n, g->one);
}

void wei_add_aff(pk_group *g, uint32_t *r, const uint32_t *a)
{
    const bn_mod *f = &g->f;
    uint32_t n = f->n;
    uint32_t *X = r, *Y = r + n, *Z = r + 2 * n;
    if (fe_is_zero(f, Z)) {
        wei_load_aff(g, r, a);
        return;
    }
    fe_sqr(f, T(0), Z);          /* Z1Z1 */
    fe_mul(f, T(1), a, T(0));    /* U2 */
    fe_mul(f, T(2), Z, T(0));
    fe_mul(f, T(2), a + n, T(2)); /* S2 */
    fe_sub(f, T(1), T(1), X);    /* H */
    fe_sub(f, T(2), T(2), Y);
    if (fe_is_zero(f, T(1))) {
        if (fe_is_zero(f, T(2))) {
            wei_load_aff(g, r, a);
            wei_dbl(g, r);
        } else {
            wei_set_inf(g, r);
        }
        return;
    }
    fe_add(f, T(2), T(2), T(2)); /* r = 2(S2 - Y1) */
    fe_sqr(f, T(3), T(1));       /* HH */
    fe_add(f, T(4), T(3), T(3));
    fe_add(f, T(4), T(4), T(4)); /* I = 4 HH */
    fe_mul(f, T(5), T(1), T(4)); /* J */
    fe_mul(f, T(6), X, T(4));    /* V */
    fe_add(f, T(4), Z, T(1));
    fe_sqr(f, T(4), T(4));
    fe_sub(f, T(4), T(4), T(0));
    fe_sub(f, Z, T(4), T(3));    /* Z3 = (Z1+H)^2 - Z1Z1 - HH */
    fe_sqr(f, T(7), T(2));
    fe_sub(f, T(7), T(7), T(5));
    fe_sub(f, T(7), T(7), T(6));
    fe_sub(f, X, T(7), T(6));    /* X3 = r^2 - J - 2V */
    fe_sub(f, T(6), T(6), X);
    fe_mul(f, T(6), T(2), T(6));
    fe_mul(f, T(5), Y, T(5));
    fe_add(f, T(5), T(5), T(5));
    fe_sub(f, Y, T(6), T(5));    /* Y3 = r(V - X3) - 2 Y1 J */
}

void wei_add(pk_group *g, uint32_t *r, const uint32_t *q)
{
    const bn_mod *f = &g->f;
    uint32_t n = f->n;
    uint32_t *X = r, *Y = r + n, *Z = r + 2 * n;
    const uint32_t *X2 = q, *Y2 = q + n, *Z2 = q + 2 * n;
    if (fe_is_zero(f, Z2))
        return;
    if (fe_is_zero(f, Z)) {
        memcpy(r, q, 12u * n);
        return;
    }
    fe_sqr(f, T(0), Z);          /* Z1Z1 */
    fe_sqr(f, T(1), Z2);         /* Z2Z2 */
    fe_mul(f, T(2), X, T(1));    /* U1 */
    fe_mul(f, T(3), X2, T(0));   /* U2 */
    fe_mul(f, T(4), Z2, T(1));
    fe_mul(f, T(4), Y, T(4));    /* S1 */
    fe_mul(f, T(5), Z, T(0));
    fe_mul(f, T(5), Y2, T(5));   /* S2 */
    fe_sub(f, T(3), T(3), T(2)); /* H */
    fe_sub(f, T(5), T(5), T(4));
    if (fe_is_zero(f, T(3))) {
        if (fe_is_zero(f, T(5)))
            wei_dbl(g, r);
        else
            wei_set_inf(g, r);
        return;
    }
    fe_add(f, T(5), T(5), T(5)); /* r = 2(S2 - S1) */
    fe_add(f, T(6), T(3), T(3));
    fe_sqr(f, T(6), T(6));       /* I = (2H)^2 */
    fe_mul(f, T(7), T(3), T(6)); /* J */
    fe_mul(f, T(2), T(2), T(6)); /* V */
    fe_add(f, T(6), Z, Z2);
    fe_sqr(f, T(6), T(6));
    fe_sub(f, T(6), T(6), T(0));
    fe_sub(f, T(6), T(6), T(1));
    fe_mul(f, Z, T(6), T(3));    /* Z3 */
    fe_sqr(f, T(0), T(5));
    fe_sub(f, T(0), T(0), T(7));
    fe_sub(f, T(0), T(0), T(2));
    fe_sub(f, X, T(0), T(2));    /* X3 = r^2 - J - 2V */
    fe_sub(f, T(2), T(2), X);
    fe_mul(f, T(2), T(5), T(2));
    fe_mul(f, T(4), T(4), T(7));
    fe_add(f, T(4), T(4), T(4));
    fe_sub(f, Y, T(2), T(4));    /* Y3 = r(V - X3) - 2 S1 J */
}

/* ---- twisted Edwards, a = -1 -------------------------------------------- */

void ed_set_inf(pk_group *g, uint32_t *r)
{
    uint32_t n = g->f.n;
    memset(r, 0, 16u * n);
    fe_copy(&g->f, r + n, g->one);
    fe_copy(&g->f, r + 2 * n, g->one);
}

/* X3 = E*F, Y3 = G*H, T3 = E*H, Z3 = F*G with E..H in T(4..7) */
static void ed_finish(pk_group *g, uint32_t *r)
{
    const bn_mod *f = &g->f;
    uint32_t n = f->n;
    fe_mul(f, r, T(4), T(5));
    fe_mul(f, r + n, T(6), T(7));
    fe_mul(f, r + 3 * n, T(4), T(7));
    fe_mul(f, r + 2 * n, T(5), T(6));
}

void ed_dbl(pk_group *g, uint32_t *r)
{
    const bn_mod *f = &g->f;
    uint32_t n = f->n;
    uint32_t *X = r, *Y = r + n, *Z = r + 2 * n;
    fe_sqr(f, T(0), X);          /* A */
    fe_sqr(f, T(1), Y);          /* B */
    fe_sqr(f, T(2), Z);
    fe_add(f, T(2), T(2), T(2)); /* C = 2 Z^2 */
    fe_add(f, T(4), X, Y);
    fe_sqr(f, T(4), T(4));
    fe_sub(f, T(4), T(4), T(0));
    fe_sub(f, T(4), T(4), T(1)); /* E = (X+Y)^2 - A - B */
    fe_sub(f, T(6), T(1), T(0)); /* G = D + B = B - A */
    fe_sub(f, T(5), T(6), T(2)); /* F = G - C */
    fe_add(f, T(7), T(0), T(1));
    fe_neg(f, T(7), T(7));       /* H = D - B = -A - B */
    ed_finish(g, r);
}

void ed_add_aff(pk_group *g, uint32_t *r, const uint32_t *a)
{
    const bn_mod *f = &g->f;
    uint32_t n = f->n;
    uint32_t *X = r, *Y = r + n, *Z = r + 2 * n, *Tt = r + 3 * n;
    fe_sub(f, T(0), Y, X);
    fe_mul(f, T(0), T(0), a + n);     /* A = (Y1-X1)(y2-x2) */
    fe_add(f, T(1), Y, X);
    fe_mul(f, T(1), T(1), a);         /* B = (Y1+X1)(y2+x2) */
    fe_mul(f, T(2), Tt, a + 2 * n);   /* C = T1 * 2d x2 y2 */
    fe_add(f, T(3), Z, Z);            /* D = 2 Z1 */
    fe_sub(f, T(4), T(1), T(0));      /* E = B - A */
    fe_sub(f, T(5), T(3), T(2));      /* F = D - C */
    fe_add(f, T(6), T(3), T(2));      /* G = D + C */
    fe_add(f, T(7), T(1), T(0));      /* H = B + A */
    ed_finish(g, r);
}

void ed_add(pk_group *g, uint32_t *r, const uint32_t *q)
{
    const bn_mod *f = &g->f;
    uint32_t n = f->n;
    uint32_t *X = r, *Y = r + n, *Z = r + 2 * n, *Tt = r + 3 * n;
    const uint32_t *X2 = q, *Y2 = q + n, *Z2 = q + 2 * n, *T2 = q + 3 * n;
    fe_sub(f, T(0), Y, X);
    fe_sub(f, T(4), Y2, X2);
    fe_mul(f, T(0), T(0), T(4));      /* A */
    fe_add(f, T(1), Y, X);
    fe_add(f, T(4), Y2, X2);
    fe_mul(f, T(1), T(1), T(4));      /* B */
    fe_mul(f, T(2), Tt, T2);
    fe_mul(f, T(2), T(2), g->aux);    /* C = T1 2d T2 */
    fe_mul(f, T(3), Z, Z2);
    fe_add(f, T(3), T(3), T(3));      /* D = 2 Z1 Z2 */
    fe_sub(f, T(4), T(1), T(0));
    fe_sub(f, T(5), T(3), T(2));
    fe_add(f, T(6), T(3), T(2));
    fe_add(f, T(7), T(1), T(0));
    ed_finish(g, r);
}

/* ---- scalar multiplication ---------------------------------------------- */

void grp_mul_binary(pk_group *g, uint32_t *r, const uint32_t *k, uint32_t bits, const uint32_t *a)
{
    int started = 0;
    g->set_inf(g, r);
    while (bits-- > 0) {
        if (started)
            g->dbl(g, r);
        if (bn_bit(k, bits)) {
            g->add_aff(g, r, a);
            started = 1;
        }
    }
}

void grp_mul_comb(pk_group *g, uint32_t *r, const uint32_t *k, uint32_t d, const uint32_t *table,
                  uint32_t *entry)
{
    int started = 0;
    g->set_inf(g, r);
    for (uint32_t t = d; t-- > 0;) {
        uint32_t idx = bn_bit(k, t) | bn_bit(k, t + d) << 1 |
                       bn_bit(k, t + 2 * d) << 2 | bn_bit(k, t + 3 * d) << 3;
        if (started)
            g->dbl(g, r);
        if (idx) {
            const uint32_t *e = table + (idx - 1) * g->aw;
            if (g->f.rr) {
                for (uint32_t i = 0; i < g->aw; i += g->f.n)
                    fe_to(&g->f, entry + i, e + i);
                e = entry;
            }
            g->add_aff(g, r, e);
            started = 1;
        }
    }
}

void grp_mul_shamir(pk_group *g, uint32_t *r, const uint32_t *k1, const uint32_t *a,
                    const uint32_t *k2, const uint32_t *b, const uint32_t *ab, uint32_t bits)
{
    int started = 0;
    g->set_inf(g, r);
    while (bits-- > 0) {
        uint32_t sel = bn_bit(k1, bits) | bn_bit(k2, bits) << 1;
        if (started)
            g->dbl(g, r);
        if (sel == 1)
            g->add_aff(g, r, a);
        else if (sel == 2)
            g->add_aff(g, r, b);
        else if (sel == 3)
            g->add(g, r, ab);
        started |= sel != 0;
    }
}

void grp_muladd_window(pk_group *g, uint32_t *r, const uint32_t *k, uint32_t bits,
                       const uint32_t *p, uint32_t *table)
{
    const uint32_t pw = g->pw;
    uint32_t *acc = table + 8 * pw; /* 2P while building the table */
    int started = 0;
    int32_t i;

    memcpy(table, p, 4u * pw);
    memcpy(acc, p, 4u * pw);
    g->dbl(g, acc);
    for (uint32_t j = 1; j < 8; j++) {
        memcpy(table + j * pw, table + (j - 1) * pw, 4u * pw);
        g->add(g, table + j * pw, acc);
    }
    g->set_inf(g, acc);
    for (i = (int32_t)bits - 1; i >= 0;) {
        int32_t j;
        uint32_t val = 0;
        if (!bn_bit(k, (uint32_t)i)) {
            if (started)
                g->dbl(g, acc);
            i--;
            continue;
        }
        j = i - 3 < 0 ? 0 : i - 3;
        while (!bn_bit(k, (uint32_t)j))
            j++;
        for (int32_t l = i; l >= j; l--) {
            val = val << 1 | bn_bit(k, (uint32_t)l);
            if (started)
                g->dbl(g, acc);
        }
        g->add(g, acc, table + ((val - 1) >> 1) * pw);
        started = 1;
        i = j - 1;
    }
    g->add(g, r, acc);
}
