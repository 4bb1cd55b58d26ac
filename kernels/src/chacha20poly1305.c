/*
 * chacha20poly1305.c - ChaCha20-Poly1305 AEAD (RFC 8439), one call per
 * message: 32-byte key, 12-byte nonce, 16-byte tag.
 *
 * ChaCha20: 32-bit words, the double round unrolled, block counter from
 * 1 (block 0 gives the Poly1305 key).  Poly1305: five 26-bit limbs with
 * 32x32->64-bit products (the poly1305-donna-32 layout), so no limb
 * product can overflow; only byte-wise loads, any alignment.
 */
#include "sym_internal.h"

#define CHACHA_QR(a, b, c, d)                                             \
    do {                                                                  \
        a += b; d ^= a; d = ROL32(d, 16);                                 \
        c += d; b ^= c; b = ROL32(b, 12);                                 \
        a += b; d ^= a; d = ROL32(d, 8);                                  \
        c += d; b ^= c; b = ROL32(b, 7);                                  \
    } while (0)

/* One 64-byte keystream block of the input state (which is not changed). */
static void chacha20_block(const uint32_t *in, uint32_t *out)
{
    uint32_t x0 = in[0], x1 = in[1], x2 = in[2], x3 = in[3];
    uint32_t x4 = in[4], x5 = in[5], x6 = in[6], x7 = in[7];
    uint32_t x8 = in[8], x9 = in[9], x10 = in[10], x11 = in[11];
    uint32_t x12 = in[12], x13 = in[13], x14 = in[14], x15 = in[15];
    uint32_t i;

    for (i = 0; i < 10; i++) {
        CHACHA_QR(x0, x4, x8, x12);
        CHACHA_QR(x1, x5, x9, x13);
        CHACHA_QR(x2, x6, x10, x14);
        CHACHA_QR(x3, x7, x11, x15);
        CHACHA_QR(x0, x5, x10, x15);
        CHACHA_QR(x1, x6, x11, x12);
        CHACHA_QR(x2, x7, x8, x13);
        CHACHA_QR(x3, x4, x9, x14);
    }
    out[0] = x0 + in[0]; out[1] = x1 + in[1]; out[2] = x2 + in[2];
    out[3] = x3 + in[3]; out[4] = x4 + in[4]; out[5] = x5 + in[5];
    out[6] = x6 + in[6]; out[7] = x7 + in[7]; out[8] = x8 + in[8];
    out[9] = x9 + in[9]; out[10] = x10 + in[10]; out[11] = x11 + in[11];
    out[12] = x12 + in[12]; out[13] = x13 + in[13]; out[14] = x14 + in[14];
    out[15] = x15 + in[15];
}

static void chacha20_init(uint32_t *st, const uint8_t *key, const uint8_t *nonce)
{
    uint32_t i;

    st[0] = 0x61707865u; st[1] = 0x3320646eu;
    st[2] = 0x79622d32u; st[3] = 0x6b206574u;
    for (i = 0; i < 8; i++)
        st[4 + i] = ld_le32(key + 4 * i);
    st[12] = 0;
    for (i = 0; i < 3; i++)
        st[13 + i] = ld_le32(nonce + 4 * i);
}

/* XORs the keystream from block st[12] on into in -> out. */
static void chacha20_xor(uint32_t *st, const uint8_t *in, uint8_t *out, uint32_t len)
{
    union {
        uint32_t w[16];
        uint8_t b[64];
    } ks;
    uint32_t i, n;
    int aligned = K_HAVE_ALIGNED_LE32 && k_aligned4(in) && k_aligned4(out);

    for (; len; len -= n, in += n, out += n) {
        chacha20_block(st, ks.w);
        st[12]++;
        n = len < 64 ? len : 64;
#if K_HAVE_ALIGNED_LE32
        if (aligned && n == 64) {
            const k_u32a *s = (const k_u32a *)(const void *)in;
            k_u32a *d = (k_u32a *)(void *)out;
            for (i = 0; i < 16; i++)
                d[i] = s[i] ^ ks.w[i];
            continue;
        }
#endif
        (void)aligned;
        for (i = 0; i < 16; i++)
            st_le32(ks.b + 4 * i, ks.w[i]);
        for (i = 0; i < n; i++)
            out[i] = in[i] ^ ks.b[i];
    }
}

/* ---- Poly1305 ---- */

typedef struct {
    uint32_t r[5], s[4], h[5];
} poly1305_ctx;

static void poly1305_init(poly1305_ctx *p, const uint8_t *key)
{
    p->r[0] = ld_le32(key + 0) & 0x3ffffffu;
    p->r[1] = (ld_le32(key + 3) >> 2) & 0x3ffff03u;
    p->r[2] = (ld_le32(key + 6) >> 4) & 0x3ffc0ffu;
    p->r[3] = (ld_le32(key + 9) >> 6) & 0x3f03fffu;
    p->r[4] = (ld_le32(key + 12) >> 8) & 0x00fffffu;
    p->s[0] = ld_le32(key + 16);
    p->s[1] = ld_le32(key + 20);
    p->s[2] = ld_le32(key + 24);
    p->s[3] = ld_le32(key + 28);
    memset(p->h, 0, sizeof(p->h));
}

#define MUL64(a, b) ((uint64_t)(a) * (b))

/* Absorbs len bytes (a multiple of 16) of full blocks. */
static void poly1305_blocks(poly1305_ctx *p, const uint8_t *m, uint32_t len)
{
    const uint32_t r0 = p->r[0], r1 = p->r[1], r2 = p->r[2], r3 = p->r[3], r4 = p->r[4];
    const uint32_t s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5;
    uint32_t h0 = p->h[0], h1 = p->h[1], h2 = p->h[2], h3 = p->h[3], h4 = p->h[4], c;
    uint64_t d0, d1, d2, d3, d4;

    for (; len >= 16; len -= 16, m += 16) {
        h0 += ld_le32(m + 0) & 0x3ffffffu;
        h1 += (ld_le32(m + 3) >> 2) & 0x3ffffffu;
        h2 += (ld_le32(m + 6) >> 4) & 0x3ffffffu;
        h3 += (ld_le32(m + 9) >> 6) & 0x3ffffffu;
        h4 += (ld_le32(m + 12) >> 8) | (1u << 24);

        d0 = MUL64(h0, r0) + MUL64(h1, s4) + MUL64(h2, s3) + MUL64(h3, s2) + MUL64(h4, s1);
        d1 = MUL64(h0, r1) + MUL64(h1, r0) + MUL64(h2, s4) + MUL64(h3, s3) + MUL64(h4, s2);
        d2 = MUL64(h0, r2) + MUL64(h1, r1) + MUL64(h2, r0) + MUL64(h3, s4) + MUL64(h4, s3);
        d3 = MUL64(h0, r3) + MUL64(h1, r2) + MUL64(h2, r1) + MUL64(h3, r0) + MUL64(h4, s4);
        d4 = MUL64(h0, r4) + MUL64(h1, r3) + MUL64(h2, r2) + MUL64(h3, r1) + MUL64(h4, r0);

        c = (uint32_t)(d0 >> 26); h0 = (uint32_t)d0 & 0x3ffffffu;
        d1 += c; c = (uint32_t)(d1 >> 26); h1 = (uint32_t)d1 & 0x3ffffffu;
        d2 += c; c = (uint32_t)(d2 >> 26); h2 = (uint32_t)d2 & 0x3ffffffu;
        d3 += c; c = (uint32_t)(d3 >> 26); h3 = (uint32_t)d3 & 0x3ffffffu;
        d4 += c; c = (uint32_t)(d4 >> 26); h4 = (uint32_t)d4 & 0x3ffffffu;
        h0 += c * 5; c = h0 >> 26; h0 &= 0x3ffffffu;
        h1 += c;
    }
    p->h[0] = h0; p->h[1] = h1; p->h[2] = h2; p->h[3] = h3; p->h[4] = h4;
}

/* Absorbs len bytes zero-padded to a multiple of 16 (RFC 8439 pad16). */
static void poly1305_padded(poly1305_ctx *p, const uint8_t *m, uint32_t len)
{
    uint8_t last[16];
    uint32_t full = len & ~15u;

    poly1305_blocks(p, m, full);
    if (len != full) {
        memset(last, 0, 16);
        memcpy(last, m + full, len - full);
        poly1305_blocks(p, last, 16);
    }
}

static void poly1305_finish(poly1305_ctx *p, uint8_t *tag)
{
    uint32_t h0 = p->h[0], h1 = p->h[1], h2 = p->h[2], h3 = p->h[3], h4 = p->h[4];
    uint32_t g0, g1, g2, g3, g4, c, mask;
    uint64_t f;

    c = h1 >> 26; h1 &= 0x3ffffffu;
    h2 += c; c = h2 >> 26; h2 &= 0x3ffffffu;
    h3 += c; c = h3 >> 26; h3 &= 0x3ffffffu;
    h4 += c; c = h4 >> 26; h4 &= 0x3ffffffu;
    h0 += c * 5; c = h0 >> 26; h0 &= 0x3ffffffu;
    h1 += c;

    /* g = h + 5 - 2^130; use g when it does not borrow */
    g0 = h0 + 5; c = g0 >> 26; g0 &= 0x3ffffffu;
    g1 = h1 + c; c = g1 >> 26; g1 &= 0x3ffffffu;
    g2 = h2 + c; c = g2 >> 26; g2 &= 0x3ffffffu;
    g3 = h3 + c; c = g3 >> 26; g3 &= 0x3ffffffu;
    g4 = h4 + c - (1u << 26);
    mask = (g4 >> 31) - 1; /* all ones when g4 did not borrow */
    h0 = (h0 & ~mask) | (g0 & mask);
    h1 = (h1 & ~mask) | (g1 & mask);
    h2 = (h2 & ~mask) | (g2 & mask);
    h3 = (h3 & ~mask) | (g3 & mask);
    h4 = (h4 & ~mask) | (g4 & mask);

    /* h mod 2^128, plus s */
    h0 = h0 | (h1 << 26);
    h1 = (h1 >> 6) | (h2 << 20);
    h2 = (h2 >> 12) | (h3 << 14);
    h3 = (h3 >> 18) | (h4 << 8);
    f = (uint64_t)h0 + p->s[0];              st_le32(tag, (uint32_t)f);
    f = (uint64_t)h1 + p->s[1] + (f >> 32);  st_le32(tag + 4, (uint32_t)f);
    f = (uint64_t)h2 + p->s[2] + (f >> 32);  st_le32(tag + 8, (uint32_t)f);
    f = (uint64_t)h3 + p->s[3] + (f >> 32);  st_le32(tag + 12, (uint32_t)f);
}

/* ---- AEAD ---- */

static void cp_mac(uint32_t *st, const uint8_t *aad, uint32_t aad_len,
                   const uint8_t *ct, uint32_t len, uint8_t *tag)
{
    poly1305_ctx p;
    uint32_t ks[16], i;
    uint8_t otk[32], lens[16];

    st[12] = 0;
    chacha20_block(st, ks);
    for (i = 0; i < 8; i++)
        st_le32(otk + 4 * i, ks[i]);
    poly1305_init(&p, otk);
    poly1305_padded(&p, aad, aad_len);
    poly1305_padded(&p, ct, len);
    st_le32(lens, aad_len);
    st_le32(lens + 4, 0);
    st_le32(lens + 8, len);
    st_le32(lens + 12, 0);
    poly1305_blocks(&p, lens, 16);
    poly1305_finish(&p, tag);
}

int chacha20poly1305_encrypt(const uint8_t *key, uint32_t key_bits,
                             const uint8_t *nonce, const uint8_t *aad,
                             uint32_t aad_len, const uint8_t *in, uint8_t *out,
                             uint32_t len, uint8_t *tag)
{
    uint32_t st[16];

    if (key_bits != 256)
        return -1;
    chacha20_init(st, key, nonce);
    st[12] = 1;
    chacha20_xor(st, in, out, len);
    cp_mac(st, aad, aad_len, out, len, tag);
    return 0;
}

int chacha20poly1305_decrypt(const uint8_t *key, uint32_t key_bits,
                             const uint8_t *nonce, const uint8_t *aad,
                             uint32_t aad_len, const uint8_t *in, uint8_t *out,
                             uint32_t len, const uint8_t *tag)
{
    uint32_t st[16];
    uint8_t t[16];

    if (key_bits != 256)
        return -1;
    chacha20_init(st, key, nonce);
    cp_mac(st, aad, aad_len, in, len, t);
    if (sym_ct_differ(t, tag, 16)) {
        memset(out, 0, len);
        return -1;
    }
    st[12] = 1;
    chacha20_xor(st, in, out, len);
    return 0;
}
