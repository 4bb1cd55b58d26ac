/*
 * rsa_sizes.c - RSASSA-PKCS1-v1_5 with SHA-256 (PKCS#1 v2.2, 8.2) for
 * 1024-, 2048- and 4096-bit moduli: the RSA-3072 code of rsa_pkcs1.c
 * with the key size as a parameter (the 3072 kernels there are left as
 * they are).  Fast math only (Comba + Montgomery, dedicated squaring);
 * signing with CRT (Garner) and a 6-bit left-to-right sliding window over
 * 32 odd powers in the arena; verification with e as a 32-bit word.
 */
#include "api_pk2.h"
#include "pk_internal.h"

#define RSA_W 6u

static const uint8_t sha256_digest_info[19] = {
    0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01,
    0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00, 0x04, 0x20,
};

/* EM = 00 01 FF..FF 00 || DigestInfo || H, k bytes */
static void emsa(uint8_t *em, uint32_t k, const uint8_t *hash)
{
    uint32_t t = sizeof sha256_digest_info + 32;
    em[0] = 0x00;
    em[1] = 0x01;
    memset(em + 2, 0xff, k - t - 3);
    em[k - t - 1] = 0x00;
    memcpy(em + k - t, sha256_digest_info, sizeof sha256_digest_info);
    memcpy(em + k - 32, hash, 32);
}

static void mod_init(bn_mod *m, const uint32_t *p, uint32_t n)
{
    m->n = n;
    m->p = p;
    m->n0 = 0;
    m->rr = NULL;
    m->mul = bn_mont_mul_fast;
    m->sqr = bn_mont_sqr_fast;
}

/* r = b^e mod m (plain in, plain out); b < m; table: 2^(w-1) * n words */
static void modexp(const bn_mod *m, uint32_t *r, const uint32_t *b, const uint32_t *e, uint32_t en,
                   uint32_t w, uint32_t *table)
{
    const uint32_t n = m->n;
    const uint32_t entries = 1u << (w - 1);
    int32_t i = (int32_t)bn_bits(e, en) - 1;
    int started = 0;

    fe_to(m, table, b);
    if (entries > 1) {
        fe_sqr(m, r, table);
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

static int odd_and_top(const uint32_t *p, uint32_t n)
{
    return (p[0] & 1u) && (p[n - 1] >> 31) != 0;
}

/* k: modulus bytes; p, q, dp, dq, qinv are k/2 bytes */
static int sign_crt(uint32_t k, const uint8_t *pb, const uint8_t *qb, const uint8_t *dpb,
                    const uint8_t *dqb, const uint8_t *qinvb, const uint8_t *hash, uint8_t *sig,
                    uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    bn_mod mp, mq;
    const uint32_t h = k / 8, hb = k / 2;
    uint32_t *p, *q, *e, *x, *m1, *m2, *t, *rrp, *rrq, *table;

    pk_arena_init(&ar, arena, arena_size);
    p = pk_alloc(&ar, h);
    q = pk_alloc(&ar, h);
    e = pk_alloc(&ar, h);
    x = pk_alloc(&ar, 2 * h);
    m1 = pk_alloc(&ar, h);
    m2 = pk_alloc(&ar, h);
    t = pk_alloc(&ar, h);
    rrp = pk_alloc(&ar, h);
    rrq = pk_alloc(&ar, h);
    table = pk_alloc(&ar, (1u << (RSA_W - 1)) * h);
    if (!table)
        return PK_EARENA;
    mod_init(&mp, p, h);
    mod_init(&mq, q, h);
    if (!bn_mod_scratch(&mp, &ar))
        return PK_EARENA;
    mq.t = mp.t;
    mq.u = mp.u;
    pk_arena_report(&ar, arena_used);

    bn_from_be(p, h, pb, hb);
    bn_from_be(q, h, qb, hb);
    if (!odd_and_top(p, h) || !odd_and_top(q, h))
        return PK_EINPUT;
    mp.n0 = bn_n0(p[0]);
    mq.n0 = bn_n0(q[0]);
    bn_mont_setup(&mp, rrp);
    bn_mont_setup(&mq, rrq);

    emsa(sig, k, hash);
    bn_from_be(x, 2 * h, sig, k);

    mod_reduce_wide(&mp, t, x, m1);
    bn_from_be(e, h, dpb, hb);
    modexp(&mp, m1, t, e, h, RSA_W, table);
    mod_reduce_wide(&mq, t, x, m2);
    bn_from_be(e, h, dqb, hb);
    modexp(&mq, m2, t, e, h, RSA_W, table);
    /* hh = qinv (m1 - m2) mod p; x = m2 + q hh */
    mod_reduce_small(&mp, t, m2);
    fe_sub(&mp, m1, m1, t);
    bn_from_be(e, h, qinvb, hb);
    mod_reduce_small(&mp, e, e);
    fe_mul(&mp, m1, m1, e);
    fe_mul(&mp, m1, m1, rrp);
    bn_comba_mul(x, m1, q, h);
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

static int verify(uint32_t k, const uint8_t *nb, uint32_t e, const uint8_t *hash,
                  const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)
{
    pk_arena ar;
    bn_mod m;
    const uint32_t n = k / 4;
    uint32_t *mod, *s, *r, *rr, *table;
    uint8_t *em;

    pk_arena_init(&ar, arena, arena_size);
    mod = pk_alloc(&ar, n);
    s = pk_alloc(&ar, n);
    r = pk_alloc(&ar, n);
    rr = pk_alloc(&ar, n);
    table = pk_alloc(&ar, n);
    em = (uint8_t *)pk_alloc(&ar, n);
    if (!em)
        return PK_EARENA;
    mod_init(&m, mod, n);
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
    {
        uint8_t *want = (uint8_t *)m.t; /* 2n+2 words >= k bytes */
        emsa(want, k, hash);
        return memcmp(em, want, k) == 0 ? PK_OK : PK_INVALID;
    }
}

#define RSA_SIZE_EXPORTS(bits)                                                                 \
    int rsa##bits##_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp,   \
                                     const uint8_t *dq, const uint8_t *qinv,                  \
                                     const uint8_t *hash, uint8_t *sig, uint8_t *arena,       \
                                     uint32_t arena_size, uint32_t *arena_used)               \
    {                                                                                          \
        return sign_crt(bits / 8, p, q, dp, dq, qinv, hash, sig, arena, arena_size,           \
                        arena_used);                                                           \
    }                                                                                          \
    int rsa##bits##_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash,             \
                                const uint8_t *sig, uint8_t *arena, uint32_t arena_size,       \
                                uint32_t *arena_used)                                          \
    {                                                                                          \
        return verify(bits / 8, n, e, hash, sig, arena, arena_size, arena_used);               \
    }

RSA_SIZE_EXPORTS(1024)
RSA_SIZE_EXPORTS(2048)
RSA_SIZE_EXPORTS(4096)
