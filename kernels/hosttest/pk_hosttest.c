/*
 * pk_hosttest.c - host tests of the ECDSA P-256/P-384, Ed25519 and
 * RSA-3072 kernels (make kernels-hosttest-ecdsa-ed25519-rsa, host compiler
 * with ASan/UBSan).
 *
 * Every exported configuration: known answers from Go (pk_vectors.h, made
 * by pk_vectors_gen.go), sign/verify round trips on a misaligned arena,
 * rejection of tampered signatures, the arena-too-small error, and the
 * reported arena use being enough (a second call with exactly that many
 * bytes succeeds).  Also small vs fast field multiplication agreement on
 * pseudo-random operands.  Exit status 0 = all passed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_curve25519.h"
#include "api_ecdsa.h"
#include "api_rsa.h"
#include "kernels.h"
#include "pk_internal.h"
#include "pk_vectors.h"

#include "check.h"

static uint32_t rng_state = 0x9e3779b9u;
static uint32_t rnd(void)
{
    uint32_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return rng_state = x;
}

#define ARENA_MAX 40000
static uint8_t arena_mem[ARENA_MAX + 16];

/* Runs f twice: once with a big misaligned arena (reporting use), then
 * with exactly the reported size, and once with too little. */
typedef int (*call_fn)(const void *ctx, uint8_t *arena, uint32_t size, uint32_t *used);

static int run_arena(const char *name, call_fn f, const void *ctx, uint32_t *used_out)
{
    uint32_t used = 0, used2 = 0;
    uint8_t *a = arena_mem + 3;
    int rc = f(ctx, a, ARENA_MAX, &used);
    CHECK(used > 0 && used <= ARENA_MAX, "%s: used %u", name, used);
    {
        /* exact size at the same misalignment */
        uint8_t *exact = malloc(used + 3);
        int rc2 = f(ctx, exact + 3, used, &used2);
        CHECK(rc2 == rc && used2 == used, "%s: exact arena rc %d/%d used %u/%u", name, rc2, rc, used2, used);
        CHECK(f(ctx, exact + 3, used - 8, NULL) == -2, "%s: smaller arena accepted", name);
        free(exact);
    }
    CHECK(f(ctx, a, 16, NULL) == -2, "%s: tiny arena accepted", name);
    if (used_out)
        *used_out = used;
    return rc;
}

/* ---- field multiplication small vs fast ---------------------------------- */

static void field_agree(const char *name, uint32_t n, const uint32_t *p, const uint32_t *rr,
                        uint32_t n0, bn_mulfn fmul, bn_mulfn fsqr)
{
    uint32_t t1[64], u1[32], t2[64], u2[32], a[16], b[16], x[16], y[16], z[16];
    bn_mod ms = {n, p, n0, rr, bn_mont_mul_small, bn_mont_sqr_small, t1, u1};
    bn_mod mf = {n, p, 0, NULL, fmul, fsqr, t2, u2};
    bn_mod mm = {n, p, n0, rr, bn_mont_mul_fast, bn_mont_sqr_fast, t2, u2};
    int bad = 0;
    for (int it = 0; it < 2000; it++) {
        for (uint32_t i = 0; i < n; i++) {
            a[i] = rnd();
            b[i] = rnd();
        }
        if (it < 4) { /* extremes: p-1 */
            memcpy(a, p, 4 * n);
            a[0] -= 1;
            if (it & 1)
                memcpy(b, a, 4 * n);
        }
        mod_reduce_small(&ms, a, a);
        mod_reduce_small(&ms, b, b);
        /* small Montgomery */
        fe_to(&ms, x, a);
        fe_to(&ms, y, b);
        fe_mul(&ms, x, x, y);
        fe_from(&ms, x, x);
        /* fast plain */
        fe_mul(&mf, y, a, b);
        /* fast Montgomery */
        fe_to(&mm, z, a);
        fe_mul(&mm, z, z, b); /* aR * b * R^-1 = ab */
        bad += memcmp(x, y, 4 * n) != 0 || memcmp(x, z, 4 * n) != 0;
        /* squares */
        fe_sqr(&mf, y, a);
        fe_to(&ms, x, a);
        fe_sqr(&ms, x, x);
        fe_from(&ms, x, x);
        fe_to(&mm, z, a);
        fe_sqr(&mm, z, z);
        fe_from(&mm, z, z);
        bad += memcmp(x, y, 4 * n) != 0 || memcmp(x, z, 4 * n) != 0;
    }
    CHECK(bad == 0, "%s: small/fast multiplication disagree %d times", name, bad);
}

/* ---- ECDSA ---------------------------------------------------------------- */

typedef int (*ecdsa_sign_fn)(const uint8_t *, const uint8_t *, const uint8_t *, uint8_t *,
                             uint8_t *, uint32_t, uint32_t *);
typedef int (*ecdsa_verify_fn)(const uint8_t *, const uint8_t *, const uint8_t *, uint8_t *,
                               uint32_t, uint32_t *);

typedef struct {
    ecdsa_sign_fn sign;
    ecdsa_verify_fn verify;
    const uint8_t *d, *q, *hash, *k, *sig;
    uint8_t *out;
} ecdsa_case;

static int call_ecdsa_sign(const void *c, uint8_t *a, uint32_t size, uint32_t *used)
{
    const ecdsa_case *e = c;
    return e->sign(e->d, e->hash, e->k, e->out, a, size, used);
}

static int call_ecdsa_verify(const void *c, uint8_t *a, uint32_t size, uint32_t *used)
{
    const ecdsa_case *e = c;
    return e->verify(e->q, e->hash, e->sig, a, size, used);
}

static void test_ecdsa(const char *curve, uint32_t size, const char *hd, const char *hq,
                       const char *hh, const char *hk, const char *hs,
                       const ecdsa_sign_fn *signs, const ecdsa_verify_fn *verifies)
{
    static const char *cfgs[4] = {"small_low", "small_high", "fast_low", "fast_high"};
    uint8_t d[48], q[96], hash[48], k[48], sig[96], out[96], bad[96];
    unhex(d, hd);
    unhex(q, hq);
    unhex(hash, hh);
    unhex(k, hk);
    unhex(sig, hs);
    for (int i = 0; i < 4; i++) {
        char name[64];
        uint32_t us, uv;
        ecdsa_case c = {signs[i], verifies[i], d, q, hash, k, sig, out};
        snprintf(name, sizeof name, "ecdsa %s sign %s", curve, cfgs[i]);
        memset(out, 0, sizeof out);
        CHECK(run_arena(name, call_ecdsa_sign, &c, &us) == 0, "%s failed", name);
        CHECK(memcmp(out, sig, 2 * size) == 0, "%s: signature differs from Go's", name);
        snprintf(name, sizeof name, "ecdsa %s verify %s", curve, cfgs[i]);
        CHECK(run_arena(name, call_ecdsa_verify, &c, &uv) == 0, "%s: Go's signature rejected", name);
        memcpy(bad, sig, 2 * size);
        bad[2 * size - 1] ^= 1;
        c.sig = bad;
        CHECK(run_arena(name, call_ecdsa_verify, &c, NULL) == 1, "%s: tampered s accepted", name);
        bad[2 * size - 1] ^= 1;
        bad[3] ^= 0x10;
        CHECK(run_arena(name, call_ecdsa_verify, &c, NULL) == 1, "%s: tampered r accepted", name);
        c.sig = sig;
        hash[0] ^= 1;
        CHECK(run_arena(name, call_ecdsa_verify, &c, NULL) == 1, "%s: wrong hash accepted", name);
        hash[0] ^= 1;
        printf("ecdsa %s %-10s arena: sign %u, verify %u bytes\n", curve, cfgs[i], us, uv);
    }
}

/* ---- Ed25519 ------------------------------------------------------------- */

typedef int (*ed_sign_fn)(const uint8_t *, const uint8_t *, uint32_t, uint8_t *, uint8_t *,
                          uint32_t, uint32_t *);
typedef int (*ed_verify_fn)(const uint8_t *, const uint8_t *, uint32_t, const uint8_t *,
                            uint8_t *, uint32_t, uint32_t *);

typedef struct {
    ed_sign_fn sign;
    ed_verify_fn verify;
    const uint8_t *priv, *msg, *sig;
    uint32_t len;
    uint8_t *out;
} ed_case;

static int call_ed_sign(const void *c, uint8_t *a, uint32_t size, uint32_t *used)
{
    const ed_case *e = c;
    return e->sign(e->priv, e->msg, e->len, e->out, a, size, used);
}

static int call_ed_verify(const void *c, uint8_t *a, uint32_t size, uint32_t *used)
{
    const ed_case *e = c;
    return e->verify(e->priv + 32, e->msg, e->len, e->sig, a, size, used);
}

static void test_ed25519(void)
{
    static const char *cfgs[4] = {"small_low", "small_high", "fast_low", "fast_high"};
    static const ed_sign_fn signs[4] = {ed25519_sign_small_low, ed25519_sign_small_high,
                                        ed25519_sign_fast_low, ed25519_sign_fast_high};
    static const ed_verify_fn verifies[4] = {ed25519_verify_small_low, ed25519_verify_small_high,
                                             ed25519_verify_fast_low, ed25519_verify_fast_high};
    uint8_t priv[64], sig[64], out[64], bad[64], msg[1024];
    unhex(priv, ed_priv);
    unhex(sig, ed_sig);
    for (int i = 0; i < 1023; i++)
        msg[i + 1] = (uint8_t)(i * 7 + 3); /* misaligned message */
    for (int i = 0; i < 4; i++) {
        char name[64];
        uint32_t us, uv;
        ed_case c = {signs[i], verifies[i], priv, msg + 1, sig, 1023, out};
        snprintf(name, sizeof name, "ed25519 sign %s", cfgs[i]);
        memset(out, 0, sizeof out);
        CHECK(run_arena(name, call_ed_sign, &c, &us) == 0, "%s failed", name);
        CHECK(memcmp(out, sig, 64) == 0, "%s: signature differs from Go's", name);
        snprintf(name, sizeof name, "ed25519 verify %s", cfgs[i]);
        CHECK(run_arena(name, call_ed_verify, &c, &uv) == 0, "%s: Go's signature rejected", name);
        memcpy(bad, sig, 64);
        bad[40] ^= 4;
        c.sig = bad;
        CHECK(run_arena(name, call_ed_verify, &c, NULL) == 1, "%s: tampered S accepted", name);
        bad[40] ^= 4;
        bad[5] ^= 1;
        CHECK(run_arena(name, call_ed_verify, &c, NULL) == 1, "%s: tampered R accepted", name);
        c.sig = sig;
        c.len = 1022;
        CHECK(run_arena(name, call_ed_verify, &c, NULL) == 1, "%s: shorter message accepted", name);
        printf("ed25519 %-10s arena: sign %u, verify %u bytes\n", cfgs[i], us, uv);
    }
}

/* ---- RSA ----------------------------------------------------------------- */

typedef struct {
    const uint8_t *n, *d, *p, *q, *dp, *dq, *qinv, *hash, *sig;
    uint8_t *out;
    int which; /* 0..5 crt small w1,w4,w6 fast w1,w4,w6; 6..11 nocrt; 12,13 verify */
} rsa_case;

typedef int (*rsa_crt_fn)(const uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *,
                          const uint8_t *, const uint8_t *, uint8_t *, uint8_t *, uint32_t,
                          uint32_t *);
typedef int (*rsa_nocrt_fn)(const uint8_t *, const uint8_t *, const uint8_t *, uint8_t *,
                            uint8_t *, uint32_t, uint32_t *);

static const rsa_crt_fn rsa_crt[6] = {rsa3072_sign_crt_small_w1, rsa3072_sign_crt_small_w4,
                                      rsa3072_sign_crt_small_w6, rsa3072_sign_crt_fast_w1,
                                      rsa3072_sign_crt_fast_w4, rsa3072_sign_crt_fast_w6};
static const rsa_nocrt_fn rsa_nocrt[6] = {
    rsa3072_sign_nocrt_small_w1, rsa3072_sign_nocrt_small_w4, rsa3072_sign_nocrt_small_w6,
    rsa3072_sign_nocrt_fast_w1,  rsa3072_sign_nocrt_fast_w4,  rsa3072_sign_nocrt_fast_w6};

static int call_rsa(const void *c, uint8_t *a, uint32_t size, uint32_t *used)
{
    const rsa_case *r = c;
    if (r->which < 6)
        return rsa_crt[r->which](r->p, r->q, r->dp, r->dq, r->qinv, r->hash, r->out, a, size, used);
    if (r->which < 12)
        return rsa_nocrt[r->which - 6](r->n, r->d, r->hash, r->out, a, size, used);
    if (r->which == 12)
        return rsa3072_verify_small(r->n, RSA_E, r->hash, r->sig, a, size, used);
    return rsa3072_verify_fast(r->n, RSA_E, r->hash, r->sig, a, size, used);
}

static void test_rsa(void)
{
    static const char *names[14] = {
        "sign crt small w1",   "sign crt small w4",   "sign crt small w6",   "sign crt fast w1",
        "sign crt fast w4",    "sign crt fast w6",    "sign nocrt small w1", "sign nocrt small w4",
        "sign nocrt small w6", "sign nocrt fast w1",  "sign nocrt fast w4",  "sign nocrt fast w6",
        "verify small",        "verify fast"};
    static uint8_t n[384], d[384], p[192], q[192], dp[192], dq[192], qinv[192], hash[32],
        sig[384], out[384], bad[384];
    unhex(n, rsa_n);
    unhex(d, rsa_d);
    unhex(p, rsa_p);
    unhex(q, rsa_q);
    unhex(dp, rsa_dp);
    unhex(dq, rsa_dq);
    unhex(qinv, rsa_qinv);
    unhex(hash, rsa_hash);
    unhex(sig, rsa_sig);
    for (int i = 0; i < 14; i++) {
        char name[64];
        uint32_t used;
        rsa_case c = {n, d, p, q, dp, dq, qinv, hash, sig, out, i};
        snprintf(name, sizeof name, "rsa3072 %s", names[i]);
        memset(out, 0, sizeof out);
        if (i < 12) {
            CHECK(run_arena(name, call_rsa, &c, &used) == 0, "%s failed", name);
            CHECK(memcmp(out, sig, 384) == 0, "%s: signature differs from Go's", name);
        } else {
            CHECK(run_arena(name, call_rsa, &c, &used) == 0, "%s: Go's signature rejected", name);
            memcpy(bad, sig, 384);
            bad[100] ^= 1;
            c.sig = bad;
            CHECK(run_arena(name, call_rsa, &c, NULL) == 1, "%s: tampered signature accepted", name);
        }
        printf("rsa3072 %-20s arena %u bytes\n", names[i], used);
    }
}

int main(void)
{
    field_agree("p256", 8, p256_p, p256_p_rr, p256_p_n0, p256_mul_fast, p256_sqr_fast);
    field_agree("p384", 12, p384_p, p384_p_rr, p384_p_n0, p384_mul_fast, p384_sqr_fast);
    field_agree("p25519", 8, ed25519_p, ed25519_p_rr, ed25519_p_n0, p25519_mul_fast,
                p25519_sqr_fast);
    {
        static const ecdsa_sign_fn s256[4] = {ecdsa_p256_sign_small_low, ecdsa_p256_sign_small_high,
                                              ecdsa_p256_sign_fast_low, ecdsa_p256_sign_fast_high};
        static const ecdsa_verify_fn v256[4] = {
            ecdsa_p256_verify_small_low, ecdsa_p256_verify_small_high,
            ecdsa_p256_verify_fast_low, ecdsa_p256_verify_fast_high};
        static const ecdsa_sign_fn s384[4] = {ecdsa_p384_sign_small_low, ecdsa_p384_sign_small_high,
                                              ecdsa_p384_sign_fast_low, ecdsa_p384_sign_fast_high};
        static const ecdsa_verify_fn v384[4] = {
            ecdsa_p384_verify_small_low, ecdsa_p384_verify_small_high,
            ecdsa_p384_verify_fast_low, ecdsa_p384_verify_fast_high};
        test_ecdsa("p256", 32, p256_d, p256_q, p256_hash, p256_k, p256_sig, s256, v256);
        test_ecdsa("p384", 48, p384_d, p384_q, p384_hash, p384_k, p384_sig, s384, v384);
    }
    test_ed25519();
    test_rsa();
    printf("pk hosttest: %d checks, %d failures\n", checks, failures);
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
