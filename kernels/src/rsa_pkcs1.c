/*
 * rsa_pkcs1.c - RSA-3072 RSASSA-PKCS1-v1_5 signatures with SHA-256
 * (PKCS#1 v2.2, section 8.2; EMSA-PKCS1-v1_5 encoding of section 9.2).
 *
 * The caller passes the SHA-256 hash of the message.  Montgomery
 * arithmetic with the _small (CIOS) or _fast (Comba + separate Montgomery
 * reduction, dedicated squaring) multiplier; the Montgomery constants of
 * every modulus (n0 and R^2 mod m) are computed in the call, without
 * division.  Exponentiation: left-to-right sliding window of w bits over
 * the 2^(w-1) odd powers, kept in the arena.  Signing with CRT uses
 * Garner's recombination m = m2 + q * (qinv (m1 - m2) mod p).
 */
#include "api_rsa.h"
#include "pk_internal.h"

#define RSA3072_BYTES 384u

static const uint8_t sha256_digest_info[19] = {
    0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01,
    0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00, 0x04, 0x20,
};

/* EM = 00 01 FF..FF 00 || DigestInfo || H, k bytes */
static void emsa_pkcs1_v15(uint8_t *em, uint32_t k, const uint8_t *hash)
{
    uint32_t t = sizeof sha256_digest_info + 32;
    em[0] = 0x00;
    em[1] = 0x01;
    memset(em + 2, 0xff, k - t - 3);
    em[k - t - 1] = 0x00;
    memcpy(em + k - t, sha256_digest_info, sizeof sha256_digest_info);
    memcpy(em + k - 32, hash, 32);
}

static void mod_init(bn_mod *m, const uint32_t *p, uint32_t n, int fast)
{
    m->n = n;
    m->p = p;
    m->n0 = bn_n0(p[0]);
    m->rr = NULL;
    m->mul = fast ? bn_mont_mul_fast : bn_mont_mul_small;
    m->sqr = fast ? bn_mont_sqr_fast : bn_mont_sqr_small;
}

/* r = b^e mod m (plain in, plain out); b < m; table: 2^(w-1) * n words.
 * m->rr must be set. */
static void modexp(const bn_mod *m, uint32_t *r, const uint32_t *b, const uint32_t *e, uint32_t en,
                   uint32_t w, uint32_t *table)
{
    const uint32_t n = m->n;
    const uint32_t entries = 1u << (w - 1);
    int32_t i = (int32_t)bn_bits(e, en) - 1;
    int started = 0;

    fe_to(m, table, b);
    if (entries > 1) {
        fe_sqr(m, r, table); /* b^2 */
        for (uint32_t j = 1; j < entries; j++)
            fe_mul(m, table + j * n, table + (j - 1) * n, r);
    }
    fe_one(m, r);
    while (i >= 0) {
        int32_t j;
        uint32_t val = 0;
        if (!bn_bit(e, (uint32_t)i)) {
            if (started)
                fe_sqr(m, r, r);
            i--;
            continue;
        }
        j = i - (int32_t)w + 1;
        if (j < 0)
            j = 0;
        while (!bn_bit(e, (uint32_t)j))
            j++;
        for (int32_t l = i; l >= j; l--) {
            val = val << 1 | bn_bit(e, (uint32_t)l);
            if (started)
                fe_sqr(m, r, r);
        }
        if (started)
            fe_mul(m, r, r, table + ((val - 1) >> 1) * n);
        else
            fe_copy(m, r, table + ((val - 1) >> 1) * n);
        started = 1;
        i = j - 1;
    }
    fe_from(m, r, r);
}

/* odd, and exactly 32n bits (what the Montgomery setup assumes) */
static int odd_and_top(const uint32_t *p, uint32_t n)
{
    return (p[0] & 1u) && (p[n - 1] >> 31) != 0;
}

static int rsa_sign_nocrt(int fast, uint32_t w, uint32_t k, const uint8_t *nb, const uint8_t *db,
                          const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                          uint32_t *arena_used)
{
    pk_arena ar;
    bn_mod m;
    const uint32_t n = k / 4;
    uint32_t *mod, *d, *x, *r, *rr, *table;

    pk_arena_init(&ar, arena, arena_size);
    mod = pk_alloc(&ar, n);
    d = pk_alloc(&ar, n);
    x = pk_alloc(&ar, n);
    r = pk_alloc(&ar, n);
    rr = pk_alloc(&ar, n);
    table = pk_alloc(&ar, (1u << (w - 1)) * n);
    if (!table)
        return PK_EARENA;
    mod_init(&m, mod, n, fast);
    if (!bn_mod_scratch(&m, &ar))
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(mod, n, nb, k);
    bn_from_be(d, n, db, k);
    if (!odd_and_top(mod, n) || bn_is_zero(d, n))
        return PK_EINPUT;
    m.n0 = bn_n0(mod[0]);
    bn_mont_setup(&m, rr);

    emsa_pkcs1_v15(sig, k, hash);
    bn_from_be(x, n, sig, k);
    modexp(&m, r, x, d, n, w, table);
    bn_to_be(sig, k, r, n);
    return PK_OK;
}

/* k: modulus bytes (a multiple of 8); p, q, dp, dq, qinv are k/2 bytes.
 * Shared with rsa_sizes.c through pk_internal.h. */
int rsa_pkcs1_sign_crt(int fast, uint32_t w, uint32_t k, const uint8_t *pb, const uint8_t *qb,
                        const uint8_t *dpb, const uint8_t *dqb, const uint8_t *qinvb,
                        const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                        uint32_t *arena_used)
{
    pk_arena ar;
    bn_mod mp, mq;
    const uint32_t h = k / 8;
    uint32_t *p, *q, *e, *x, *m1, *m2, *t, *rrp, *rrq, *table;

    pk_arena_init(&ar, arena, arena_size);
    p = pk_alloc(&ar, h);
    q = pk_alloc(&ar, h);
    e = pk_alloc(&ar, h);          /* dp, then dq, then qinv */
    x = pk_alloc(&ar, 2 * h);      /* EM, then the result */
    m1 = pk_alloc(&ar, h);
    m2 = pk_alloc(&ar, h);
    t = pk_alloc(&ar, h);
    rrp = pk_alloc(&ar, h);
    rrq = pk_alloc(&ar, h);
    table = pk_alloc(&ar, (1u << (w - 1)) * h);
    if (!table)
        return PK_EARENA;
    mod_init(&mp, p, h, fast);
    mod_init(&mq, q, h, fast);
    if (!bn_mod_scratch(&mp, &ar))
        return PK_EARENA;
    mq.t = mp.t;
    mq.u = mp.u;
    pk_arena_report(&ar, arena_used);

    bn_from_be(p, h, pb, k / 2);
    bn_from_be(q, h, qb, k / 2);
    if (!odd_and_top(p, h) || !odd_and_top(q, h))
        return PK_EINPUT;
    mp.n0 = bn_n0(p[0]);
    mq.n0 = bn_n0(q[0]);
    bn_mont_setup(&mp, rrp);
    bn_mont_setup(&mq, rrq);

    emsa_pkcs1_v15(sig, k, hash);
    bn_from_be(x, 2 * h, sig, k);

    /* m1 = (x mod p)^dp mod p */
    mod_reduce_wide(&mp, t, x, m1);
    bn_from_be(e, h, dpb, k / 2);
    modexp(&mp, m1, t, e, h, w, table);
    /* m2 = (x mod q)^dq mod q */
    mod_reduce_wide(&mq, t, x, m2);
    bn_from_be(e, h, dqb, k / 2);
    modexp(&mq, m2, t, e, h, w, table);
    /* hh = qinv (m1 - m2) mod p */
    mod_reduce_small(&mp, t, m2);
    fe_sub(&mp, m1, m1, t);
    bn_from_be(e, h, qinvb, k / 2);
    mod_reduce_small(&mp, e, e);
    fe_mul(&mp, m1, m1, e);          /* (m1-m2) qinv R^-1 */
    fe_mul(&mp, m1, m1, rrp);        /* (m1-m2) qinv */
    /* x = m2 + q hh (< p q) */
    if (fast)
        bn_comba_mul(x, m1, q, h);
    else
        bn_mul_small(x, m1, q, h);
    {
        uint32_t c = bn_add(x, x, m2, h);
        for (uint32_t i = h; i < 2 * h && c; i++) {
            x[i] += c;
            c = x[i] == 0;
        }
    }
    bn_to_be(sig, k, x, 2 * h);
    return PK_OK;
}

int rsa_pkcs1_verify(int fast, uint32_t k, const uint8_t *nb, uint32_t ebits, const uint8_t *hash,
                      const uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                      uint32_t *arena_used)
{
    pk_arena ar;
    bn_mod m;
    const uint32_t n = k / 4;
    uint32_t *mod, *s, *r, *rr, *table;
    uint8_t *em;
    uint32_t e = ebits;

    pk_arena_init(&ar, arena, arena_size);
    mod = pk_alloc(&ar, n);
    s = pk_alloc(&ar, n);
    r = pk_alloc(&ar, n);
    rr = pk_alloc(&ar, n);
    table = pk_alloc(&ar, n);
    em = (uint8_t *)pk_alloc(&ar, n);
    if (!em)
        return PK_EARENA;
    mod_init(&m, mod, n, fast);
    if (!bn_mod_scratch(&m, &ar))
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    bn_from_be(mod, n, nb, k);
    if (!odd_and_top(mod, n) || e < 3 || !(e & 1u))
        return PK_EINPUT;
    m.n0 = bn_n0(mod[0]);
    bn_from_be(s, n, sig, k);
    if (bn_cmp(s, mod, n) >= 0)
        return PK_INVALID;
    bn_mont_setup(&m, rr);
    modexp(&m, r, s, &e, 1, 1, table);
    bn_to_be(em, k, r, n);
    /* compare with the expected encoding, built in the scratch buffer */
    {
        uint8_t *want = (uint8_t *)m.t; /* 2n+2 words >= k bytes */
        emsa_pkcs1_v15(want, k, hash);
        return memcmp(em, want, k) == 0 ? PK_OK : PK_INVALID;
    }
}

#define RSA_SIGN_EXPORTS(mth, fast, w)                                                          \
    int rsa3072_sign_crt_##mth##_w##w(const uint8_t *p, const uint8_t *q, const uint8_t *dp,     \
                                      const uint8_t *dq, const uint8_t *qinv,                  \
                                      const uint8_t *hash, uint8_t *sig, uint8_t *arena,       \
                                      uint32_t arena_size, uint32_t *arena_used)               \
    {                                                                                          \
        return rsa_pkcs1_sign_crt(fast, w, RSA3072_BYTES, p, q, dp, dq, qinv, hash, sig, arena, \
                                  arena_size, arena_used);                                     \
    }                                                                                          \
    int rsa3072_sign_nocrt_##mth##_w##w(const uint8_t *n, const uint8_t *d, const uint8_t *hash, \
                                        uint8_t *sig, uint8_t *arena, uint32_t arena_size,     \
                                        uint32_t *arena_used)                                  \
    {                                                                                          \
        return rsa_sign_nocrt(fast, w, RSA3072_BYTES, n, d, hash, sig, arena, arena_size,      \
                              arena_used);                                                     \
    }

RSA_SIGN_EXPORTS(small, 0, 1)
RSA_SIGN_EXPORTS(small, 0, 4)
RSA_SIGN_EXPORTS(small, 0, 6)
RSA_SIGN_EXPORTS(fast, 1, 1)
RSA_SIGN_EXPORTS(fast, 1, 4)
RSA_SIGN_EXPORTS(fast, 1, 6)

int rsa3072_verify_small(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig,
                         uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    return rsa_pkcs1_verify(0, RSA3072_BYTES, n, e, hash, sig, arena, arena_size, arena_used);
}

int rsa3072_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig,
                        uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    return rsa_pkcs1_verify(1, RSA3072_BYTES, n, e, hash, sig, arena, arena_size, arena_used);
}
