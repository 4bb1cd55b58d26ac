/*
 * dh.c - finite-field Diffie-Hellman (PKCS #3 / NIST SP 800-56A FFC DH
 * primitive) on the RFC 2409 group 2 (1024-bit MODP) and RFC 3526 group 14
 * (2048-bit MODP) primes, generator 2, and the sliding-window modular
 * exponentiation shared with dsa.c (pk3_internal.h).
 *
 *   keygen  pub = 2^x mod p
 *   shared  secret = peer^x mod p, peer in (1, p-1) (else -1)
 *
 * Fast math: Comba multiplication / squaring + Montgomery reduction
 * (bn_fast.c); R^2 mod p computed per call (bn_mont_setup).
 */
#include "api_dh_dsa.h"
#include "pk3_internal.h"

/* p = 2^1024 - 2^960 - 1 + 2^64 * (floor(2^894 pi) + 129093), limbs LE */
static const uint32_t modp1024_p[32] = {
    0xffffffff, 0xffffffff, 0xece65381, 0x49286651, 0x7c4b1fe6, 0xae9f2411,
    0x5a899fa5, 0xee386bfb, 0xf406b7ed, 0x0bff5cb6, 0xa637ed6b, 0xf44c42e9,
    0x625e7ec6, 0xe485b576, 0x6d51c245, 0x4fe1356d, 0xf25f1437, 0x302b0a6d,
    0xcd3a431b, 0xef9519b3, 0x8e3404dd, 0x514a0879, 0x3b139b22, 0x020bbea6,
    0x8a67cc74, 0x29024e08, 0x80dc1cd1, 0xc4c6628b, 0x2168c234, 0xc90fdaa2,
    0xffffffff, 0xffffffff,
};

/* p = 2^2048 - 2^1984 - 1 + 2^64 * (floor(2^1918 pi) + 124476), limbs LE */
static const uint32_t modp2048_p[64] = {
    0xffffffff, 0xffffffff, 0x8aacaa68, 0x15728e5a, 0x98fa0510, 0x15d22618,
    0xea956ae5, 0x3995497c, 0x95581718, 0xde2bcbf6, 0x6f4c52c9, 0xb5c55df0,
    0xec07a28f, 0x9b2783a2, 0x180e8603, 0xe39e772c, 0x2e36ce3b, 0x32905e46,
    0xca18217c, 0xf1746c08, 0x4abc9804, 0x670c354e, 0x7096966d, 0x9ed52907,
    0x208552bb, 0x1c62f356, 0xdca3ad96, 0x83655d23, 0xfd24cf5f, 0x69163fa8,
    0x1c55d39a, 0x98da4836, 0xa163bf05, 0xc2007cb8, 0xece45b3d, 0x49286651,
    0x7c4b1fe6, 0xae9f2411, 0x5a899fa5, 0xee386bfb, 0xf406b7ed, 0x0bff5cb6,
    0xa637ed6b, 0xf44c42e9, 0x625e7ec6, 0xe485b576, 0x6d51c245, 0x4fe1356d,
    0xf25f1437, 0x302b0a6d, 0xcd3a431b, 0xef9519b3, 0x8e3404dd, 0x514a0879,
    0x3b139b22, 0x020bbea6, 0x8a67cc74, 0x29024e08, 0x80dc1cd1, 0xc4c6628b,
    0x2168c234, 0xc90fdaa2, 0xffffffff, 0xffffffff,
};

void pk3_mod_init(bn_mod *m, const uint32_t *p, uint32_t n)
{
    m->n = n;
    m->p = p;
    m->n0 = bn_n0(p[0]);
    m->rr = NULL;
    m->mul = bn_mont_mul_fast;
    m->sqr = bn_mont_sqr_fast;
}

void pk3_mod_setup(bn_mod *m, uint32_t *rr)
{
    bn_mont_setup(m, rr);
}

void pk3_modexp(const bn_mod *m, uint32_t *r, const uint32_t *b, const uint32_t *e, uint32_t en,
                uint32_t *table)
{
    const uint32_t n = m->n;
    int32_t i = (int32_t)bn_bits(e, en) - 1;
    int started = 0;

    /* table[j] = b^(2j+1) (Montgomery form) */
    fe_to(m, table, b);
    fe_sqr(m, r, table);
    for (uint32_t j = 1; j < (1u << (PK3_W - 1)); j++)
        fe_mul(m, table + j * n, table + (j - 1) * n, r);
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
        j = i - (int32_t)PK3_W + 1;
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

/* peer == NULL: keygen (base 2) */
static int dh_op(const uint32_t *prime, uint32_t n, const uint8_t *priv, uint32_t priv_len,
                 const uint8_t *peer, uint8_t *out, uint8_t *arena, uint32_t arena_size,
                 uint32_t *arena_used)
{
    pk_arena ar;
    bn_mod m;
    uint32_t *x, *base, *r, *rr, *table;

    pk_arena_init(&ar, arena, arena_size);
    x = pk_alloc(&ar, n);
    base = pk_alloc(&ar, n);
    r = pk_alloc(&ar, n);
    rr = pk_alloc(&ar, n);
    table = pk_alloc(&ar, PK3_TABLE(n));
    if (!table)
        return PK_EARENA;
    pk3_mod_init(&m, prime, n);
    if (!bn_mod_scratch(&m, &ar))
        return PK_EARENA;
    pk_arena_report(&ar, arena_used);

    if (priv_len == 0 || priv_len > 4u * n)
        return PK_EINPUT;
    bn_from_be(x, n, priv, priv_len);
    if (bn_is_zero(x, n))
        return PK_EINPUT;
    if (peer) {
        /* 1 < peer < p - 1; p - 1 is p with bit 0 cleared */
        bn_from_be(base, n, peer, 4u * n);
        memcpy(r, prime, 4u * n);
        r[0] &= ~1u;
        if (bn_cmp(base, r, n) >= 0)
            return PK_EINPUT;
        memset(r, 0, 4u * n);
        r[0] = 1;
        if (bn_cmp(base, r, n) <= 0)
            return PK_EINPUT;
    } else {
        base[0] = 2;
    }
    pk3_mod_setup(&m, rr);
    pk3_modexp(&m, r, base, x, n, table);
    bn_to_be(out, 4u * n, r, n);
    return PK_OK;
}

#define DH_EXPORTS(bits)                                                                       \
    int dh##bits##_keygen_fast(const uint8_t *priv, uint32_t priv_len, uint8_t *pub,          \
                               uint8_t *arena, uint32_t arena_size, uint32_t *arena_used)      \
    {                                                                                          \
        return dh_op(modp##bits##_p, bits / 32, priv, priv_len, NULL, pub, arena, arena_size,  \
                     arena_used);                                                              \
    }                                                                                          \
    int dh##bits##_shared_fast(const uint8_t *priv, uint32_t priv_len, const uint8_t *peer,   \
                               uint8_t *secret, uint8_t *arena, uint32_t arena_size,           \
                               uint32_t *arena_used)                                           \
    {                                                                                          \
        if (peer == NULL)                                                                      \
            return PK_EINPUT;                                                                  \
        return dh_op(modp##bits##_p, bits / 32, priv, priv_len, peer, secret, arena,           \
                     arena_size, arena_used);                                                  \
    }

DH_EXPORTS(1024)
DH_EXPORTS(2048)
