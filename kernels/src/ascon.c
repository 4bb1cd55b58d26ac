/*
 * ascon.c - Ascon-Hash256 and Ascon-AEAD128 (NIST SP 800-232, final
 * version: little-endian lanes), one call per message.
 *
 * The permutation works on five 64-bit lanes (32-bit halves on the
 * Cortex-M cores), one round per loop iteration with the round constant
 * from a table.  Message lanes are loaded byte-wise (ld_le32 pairs), so
 * buffers may have any alignment.
 */
#include "sym_internal.h"

typedef struct {
    uint64_t x0, x1, x2, x3, x4;
} ascon_state;

static const uint8_t ascon_rc[12] = {
    0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b,
};

/* Ascon-p[rounds], rounds = 12 or 8 (the last `rounds` constants). */
static void ascon_permute(ascon_state *s, uint32_t rounds)
{
    uint64_t x0 = s->x0, x1 = s->x1, x2 = s->x2, x3 = s->x3, x4 = s->x4;
    uint64_t t0, t1, t2, t3, t4;
    uint32_t r;

    for (r = 12 - rounds; r < 12; r++) {
        x2 ^= ascon_rc[r];
        /* substitution layer (bitsliced 5-bit S-box) */
        x0 ^= x4; x4 ^= x3; x2 ^= x1;
        t0 = ~x0 & x1; t1 = ~x1 & x2; t2 = ~x2 & x3;
        t3 = ~x3 & x4; t4 = ~x4 & x0;
        x0 ^= t1; x1 ^= t2; x2 ^= t3; x3 ^= t4; x4 ^= t0;
        x1 ^= x0; x0 ^= x4; x3 ^= x2; x2 = ~x2;
        /* linear diffusion layer */
        x0 ^= ROR64(x0, 19) ^ ROR64(x0, 28);
        x1 ^= ROR64(x1, 61) ^ ROR64(x1, 39);
        x2 ^= ROR64(x2, 1) ^ ROR64(x2, 6);
        x3 ^= ROR64(x3, 10) ^ ROR64(x3, 17);
        x4 ^= ROR64(x4, 7) ^ ROR64(x4, 41);
    }
    s->x0 = x0; s->x1 = x1; s->x2 = x2; s->x3 = x3; s->x4 = x4;
}

K_INLINE uint64_t ld_le64(const uint8_t *p)
{
    return (uint64_t)ld_le32(p) | ((uint64_t)ld_le32(p + 4) << 32);
}

K_INLINE void st_le64(uint8_t *p, uint64_t v)
{
    st_le32(p, (uint32_t)v);
    st_le32(p + 4, (uint32_t)(v >> 32));
}

/* n < 8 bytes as the low end of a little-endian lane. */
static uint64_t ld_part(const uint8_t *p, uint32_t n)
{
    uint64_t v = 0;
    uint32_t i;
    for (i = 0; i < n; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static void st_part(uint8_t *p, uint64_t v, uint32_t n)
{
    uint32_t i;
    for (i = 0; i < n; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

#define ASCON_PAD(n) ((uint64_t)1 << (8 * (n)))

/* ---- Ascon-Hash256 ---- */

void ascon_hash256(const uint8_t *msg, uint32_t len, uint8_t *digest32)
{
    ascon_state s = { 0x0000080100cc0002ull, 0, 0, 0, 0 };
    uint32_t i;

    ascon_permute(&s, 12);
    for (; len >= 8; len -= 8, msg += 8) {
        s.x0 ^= ld_le64(msg);
        ascon_permute(&s, 12);
    }
    s.x0 ^= ld_part(msg, len) ^ ASCON_PAD(len);
    ascon_permute(&s, 12);
    for (i = 0; i < 3; i++) {
        st_le64(digest32 + 8 * i, s.x0);
        ascon_permute(&s, 12);
    }
    st_le64(digest32 + 24, s.x0);
}

/* ---- Ascon-AEAD128 ---- */

/* Initialisation and associated data; leaves the key lanes in k. */
static void ascon_aead_start(ascon_state *s, uint64_t *k, const uint8_t *key,
                             const uint8_t *nonce, const uint8_t *aad,
                             uint32_t aad_len)
{
    k[0] = ld_le64(key);
    k[1] = ld_le64(key + 8);
    s->x0 = 0x00001000808c0001ull;
    s->x1 = k[0];
    s->x2 = k[1];
    s->x3 = ld_le64(nonce);
    s->x4 = ld_le64(nonce + 8);
    ascon_permute(s, 12);
    s->x3 ^= k[0];
    s->x4 ^= k[1];
    if (aad_len) {
        for (; aad_len >= 16; aad_len -= 16, aad += 16) {
            s->x0 ^= ld_le64(aad);
            s->x1 ^= ld_le64(aad + 8);
            ascon_permute(s, 8);
        }
        if (aad_len >= 8) {
            s->x0 ^= ld_le64(aad);
            s->x1 ^= ld_part(aad + 8, aad_len - 8) ^ ASCON_PAD(aad_len - 8);
        } else {
            s->x0 ^= ld_part(aad, aad_len) ^ ASCON_PAD(aad_len);
        }
        ascon_permute(s, 8);
    }
    s->x4 ^= (uint64_t)1 << 63;
}

static void ascon_aead_tag(ascon_state *s, const uint64_t *k, uint8_t *tag)
{
    s->x2 ^= k[0];
    s->x3 ^= k[1];
    ascon_permute(s, 12);
    st_le64(tag, s->x3 ^ k[0]);
    st_le64(tag + 8, s->x4 ^ k[1]);
}

int ascon_aead128_encrypt(const uint8_t *key, uint32_t key_bits,
                          const uint8_t *nonce, const uint8_t *aad,
                          uint32_t aad_len, const uint8_t *in, uint8_t *out,
                          uint32_t len, uint8_t *tag)
{
    ascon_state s;
    uint64_t k[2];

    if (key_bits != 128)
        return -1;
    ascon_aead_start(&s, k, key, nonce, aad, aad_len);
    for (; len >= 16; len -= 16, in += 16, out += 16) {
        s.x0 ^= ld_le64(in);
        s.x1 ^= ld_le64(in + 8);
        st_le64(out, s.x0);
        st_le64(out + 8, s.x1);
        ascon_permute(&s, 8);
    }
    if (len >= 8) {
        s.x0 ^= ld_le64(in);
        s.x1 ^= ld_part(in + 8, len - 8);
        st_le64(out, s.x0);
        st_part(out + 8, s.x1, len - 8);
        s.x1 ^= ASCON_PAD(len - 8);
    } else {
        s.x0 ^= ld_part(in, len);
        st_part(out, s.x0, len);
        s.x0 ^= ASCON_PAD(len);
    }
    ascon_aead_tag(&s, k, tag);
    return 0;
}

int ascon_aead128_decrypt(const uint8_t *key, uint32_t key_bits,
                          const uint8_t *nonce, const uint8_t *aad,
                          uint32_t aad_len, const uint8_t *in, uint8_t *out,
                          uint32_t len, const uint8_t *tag)
{
    ascon_state s;
    uint64_t k[2], c0, c1, mask;
    uint8_t t[16], *out0 = out;
    uint32_t len0 = len, n;

    if (key_bits != 128)
        return -1;
    ascon_aead_start(&s, k, key, nonce, aad, aad_len);
    for (; len >= 16; len -= 16, in += 16, out += 16) {
        c0 = ld_le64(in);
        c1 = ld_le64(in + 8);
        st_le64(out, s.x0 ^ c0);
        st_le64(out + 8, s.x1 ^ c1);
        s.x0 = c0;
        s.x1 = c1;
        ascon_permute(&s, 8);
    }
    if (len >= 8) {
        n = len - 8;
        c0 = ld_le64(in);
        c1 = ld_part(in + 8, n);
        st_le64(out, s.x0 ^ c0);
        st_part(out + 8, s.x1 ^ c1, n);
        s.x0 = c0;
        mask = n ? (~(uint64_t)0 >> (64 - 8 * n)) : 0;
        s.x1 = (s.x1 & ~mask) ^ c1 ^ ASCON_PAD(n);
    } else {
        c0 = ld_part(in, len);
        st_part(out, s.x0 ^ c0, len);
        mask = len ? (~(uint64_t)0 >> (64 - 8 * len)) : 0;
        s.x0 = (s.x0 & ~mask) ^ c0 ^ ASCON_PAD(len);
    }
    ascon_aead_tag(&s, k, t);
    if (sym_ct_differ(t, tag, 16)) {
        memset(out0, 0, len0);
        return -1;
    }
    return 0;
}
