/*
 * sym_aead_modes.c - internal: CTR, GCM and CCM over a 128-bit block
 * cipher given as a function pointer (AES from aes_enc_core.c, SM4 from
 * sm4.c); see sym_internal.h.
 *
 * GHASH uses Shoup's 4-bit method: a 16-entry table of multiples of H
 * (256 bytes, on the stack), a 16-entry reduction table, and 32-bit words
 * only (no 64-bit shifts on the Cortex-M0).  Counters are incremented as
 * whole 128-bit big-endian numbers: for GCM's inc32 and CCM's 3-byte
 * counter field this is the same, since the messages (< 2^24 bytes for
 * CCM with L = 3, < 2^32 bytes in general) never carry out of the field.
 */
#include "sym_internal.h"

typedef union {
    uint8_t b[16];
    uint32_t w[4];
} sym_blk;

K_INLINE void blk_inc(sym_blk *c)
{
    uint32_t i = 16;
    while (i--)
        if (++c->b[i] != 0)
            break;
}

/* out = in ^ ks for n <= 16 bytes. */
K_INLINE void xor_out(uint8_t *out, const uint8_t *in, const sym_blk *ks,
                      uint32_t n, int aligned)
{
    uint32_t i;
#if K_HAVE_ALIGNED_LE32
    if (aligned && n == 16) {
        const k_u32a *s = (const k_u32a *)(const void *)in;
        k_u32a *d = (k_u32a *)(void *)out;
        d[0] = s[0] ^ ks->w[0];
        d[1] = s[1] ^ ks->w[1];
        d[2] = s[2] ^ ks->w[2];
        d[3] = s[3] ^ ks->w[3];
        return;
    }
#endif
    (void)aligned;
    for (i = 0; i < n; i++)
        out[i] = in[i] ^ ks->b[i];
}

static void ctr_from(sym_block_fn enc, const void *key, sym_blk *c,
                     const uint8_t *in, uint8_t *out, uint32_t len)
{
    sym_blk ks;
    uint32_t n;
    int aligned = k_aligned4(in) && k_aligned4(out);

    for (; len; len -= n, in += n, out += n) {
        ks = *c;
        enc(key, ks.b);
        blk_inc(c);
        n = len < 16 ? len : 16;
        xor_out(out, in, &ks, n, aligned);
    }
}

void sym_ctr128(sym_block_fn enc, const void *key, const uint8_t *ctr,
                const uint8_t *in, uint8_t *out, uint32_t len)
{
    sym_blk c;

    memcpy(c.b, ctr, 16);
    ctr_from(enc, key, &c, in, out, len);
}

/* ---- GHASH ---- */

typedef struct {
    uint32_t m[16][4]; /* m[i] = i * H, big-endian words */
    uint32_t y[4];     /* running hash, big-endian words */
} ghash_ctx;

static const uint16_t ghash_last4[16] = {
    0x0000, 0x1c20, 0x3840, 0x2460, 0x7080, 0x6ca0, 0x48c0, 0x54e0,
    0xe100, 0xfd20, 0xd940, 0xc560, 0x9180, 0x8da0, 0xa9c0, 0xb5e0,
};

static void ghash_init(ghash_ctx *g, const sym_blk *h)
{
    uint32_t i, j, k, v[4], carry;

    for (k = 0; k < 4; k++) {
        v[k] = ld_be32(h->b + 4 * k);
        g->m[0][k] = 0;
        g->m[8][k] = v[k];
        g->y[k] = 0;
    }
    /* m[4] = H * x, m[2] = H * x^2, m[1] = H * x^3 (GCM's reflected order) */
    for (i = 4; i > 0; i >>= 1) {
        carry = v[3] & 1;
        v[3] = (v[3] >> 1) | (v[2] << 31);
        v[2] = (v[2] >> 1) | (v[1] << 31);
        v[1] = (v[1] >> 1) | (v[0] << 31);
        v[0] = (v[0] >> 1) ^ ((0u - carry) & 0xe1000000u);
        for (k = 0; k < 4; k++)
            g->m[i][k] = v[k];
    }
    for (i = 2; i <= 8; i <<= 1)
        for (j = 1; j < i; j++)
            for (k = 0; k < 4; k++)
                g->m[i + j][k] = g->m[i][k] ^ g->m[j][k];
}

/* z = z * x^4 (a right shift by 4 in GCM's bit order) with reduction,
 * then z ^= m[nib]. */
#define GHASH_STEP(nib)                                                   \
    do {                                                                  \
        uint32_t r_ = z3 & 0xf;                                           \
        const uint32_t *t_ = g->m[nib];                                   \
        z3 = ((z3 >> 4) | (z2 << 28)) ^ t_[3];                            \
        z2 = ((z2 >> 4) | (z1 << 28)) ^ t_[2];                            \
        z1 = ((z1 >> 4) | (z0 << 28)) ^ t_[1];                            \
        z0 = ((z0 >> 4) ^ ((uint32_t)ghash_last4[r_] << 16)) ^ t_[0];     \
    } while (0)

/* y = (y ^ block) * H for each 16-byte block of p (the last one
 * zero-padded when len is not a multiple of 16). */
static void ghash_update(ghash_ctx *g, const uint8_t *p, uint32_t len)
{
    uint32_t x[4], z0, z1, z2, z3, n, i, b;
    sym_blk pad;

    for (; len; len -= n, p += n) {
        n = len < 16 ? len : 16;
        if (n == 16) {
            sym_ld_be32_words(x, p, 4);
        } else {
            memset(pad.b, 0, 16);
            memcpy(pad.b, p, n);
            sym_ld_be32_words(x, pad.b, 4);
        }
        for (i = 0; i < 4; i++)
            x[i] ^= g->y[i];
        /* nibbles from the last byte's low nibble to the first byte's
         * high one; starting from z = 0 the first step just loads m[]. */
        z0 = z1 = z2 = z3 = 0;
        for (i = 4; i-- > 0;) {
            b = x[i];
            GHASH_STEP(b & 0xf);
            GHASH_STEP((b >> 4) & 0xf);
            GHASH_STEP((b >> 8) & 0xf);
            GHASH_STEP((b >> 12) & 0xf);
            GHASH_STEP((b >> 16) & 0xf);
            GHASH_STEP((b >> 20) & 0xf);
            GHASH_STEP((b >> 24) & 0xf);
            GHASH_STEP(b >> 28);
        }
        g->y[0] = z0; g->y[1] = z1; g->y[2] = z2; g->y[3] = z3;
    }
}

static void ghash_lengths(ghash_ctx *g, uint32_t aad_len, uint32_t len)
{
    sym_blk l;

    st_be32(l.b, aad_len >> 29);
    st_be32(l.b + 4, aad_len << 3);
    st_be32(l.b + 8, len >> 29);
    st_be32(l.b + 12, len << 3);
    ghash_update(g, l.b, 16);
}

/* H, J0 and the hash of the AAD; returns with ctr = J0. */
static void gcm_start(sym_block_fn enc, const void *key, ghash_ctx *g,
                      sym_blk *ctr, const uint8_t *iv12, const uint8_t *aad,
                      uint32_t aad_len)
{
    sym_blk h;

    memset(h.b, 0, 16);
    enc(key, h.b);
    ghash_init(g, &h);
    memcpy(ctr->b, iv12, 12);
    ctr->b[12] = 0; ctr->b[13] = 0; ctr->b[14] = 0; ctr->b[15] = 1;
    ghash_update(g, aad, aad_len);
}

static void gcm_tag(sym_block_fn enc, const void *key, ghash_ctx *g,
                    const sym_blk *j0, uint32_t aad_len, uint32_t len,
                    uint8_t *tag)
{
    sym_blk s = *j0;
    uint32_t i;

    ghash_lengths(g, aad_len, len);
    enc(key, s.b);
    for (i = 0; i < 4; i++)
        st_be32(tag + 4 * i, g->y[i] ^ ld_be32(s.b + 4 * i));
}

void sym_gcm_encrypt(sym_block_fn enc, const void *key, const uint8_t *iv12,
                     const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                     uint8_t *out, uint32_t len, uint8_t *tag16)
{
    ghash_ctx g;
    sym_blk j0, c;

    gcm_start(enc, key, &g, &j0, iv12, aad, aad_len);
    c = j0;
    blk_inc(&c);
    ctr_from(enc, key, &c, in, out, len);
    ghash_update(&g, out, len);
    gcm_tag(enc, key, &g, &j0, aad_len, len, tag16);
}

int sym_gcm_decrypt(sym_block_fn enc, const void *key, const uint8_t *iv12,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, const uint8_t *tag16)
{
    ghash_ctx g;
    sym_blk j0, c;
    uint8_t t[16];

    gcm_start(enc, key, &g, &j0, iv12, aad, aad_len);
    ghash_update(&g, in, len);
    gcm_tag(enc, key, &g, &j0, aad_len, len, t);
    if (sym_ct_differ(t, tag16, 16)) {
        memset(out, 0, len);
        return -1;
    }
    c = j0;
    blk_inc(&c);
    ctr_from(enc, key, &c, in, out, len);
    return 0;
}

/* ---- CCM ---- */

typedef struct {
    sym_blk x;
    uint32_t pos;
    sym_block_fn enc;
    const void *key;
} ccm_mac;

static void ccm_mac_bytes(ccm_mac *m, const uint8_t *p, uint32_t n)
{
    uint32_t i;

    while (n) {
        if (m->pos == 0 && n >= 16) {
            for (i = 0; i < 16; i++)
                m->x.b[i] ^= p[i];
            m->enc(m->key, m->x.b);
            p += 16;
            n -= 16;
            continue;
        }
        m->x.b[m->pos++] ^= *p++;
        n--;
        if (m->pos == 16) {
            m->enc(m->key, m->x.b);
            m->pos = 0;
        }
    }
}

static void ccm_mac_flush(ccm_mac *m)
{
    if (m->pos) {
        m->enc(m->key, m->x.b);
        m->pos = 0;
    }
}

/* CBC-MAC of B0, the encoded AAD and the payload p; leaves the MAC in
 * m->x and the counter block A0 in ctr. */
static void ccm_mac_all(ccm_mac *m, sym_blk *ctr, const uint8_t *nonce12,
                        const uint8_t *aad, uint32_t aad_len,
                        const uint8_t *p, uint32_t len)
{
    uint8_t hdr[6];

    m->x.b[0] = (uint8_t)((aad_len ? 0x40 : 0) | (((16 - 2) / 2) << 3) | (3 - 1));
    memcpy(m->x.b + 1, nonce12, 12);
    m->x.b[13] = (uint8_t)(len >> 16);
    m->x.b[14] = (uint8_t)(len >> 8);
    m->x.b[15] = (uint8_t)len;
    m->enc(m->key, m->x.b);
    m->pos = 0;
    if (aad_len) {
        if (aad_len < 0xff00u) {
            hdr[0] = (uint8_t)(aad_len >> 8);
            hdr[1] = (uint8_t)aad_len;
            ccm_mac_bytes(m, hdr, 2);
        } else {
            hdr[0] = 0xff;
            hdr[1] = 0xfe;
            st_be32(hdr + 2, aad_len);
            ccm_mac_bytes(m, hdr, 6);
        }
        ccm_mac_bytes(m, aad, aad_len);
        ccm_mac_flush(m);
    }
    ccm_mac_bytes(m, p, len);
    ccm_mac_flush(m);

    ctr->b[0] = 3 - 1;
    memcpy(ctr->b + 1, nonce12, 12);
    ctr->b[13] = 0; ctr->b[14] = 0; ctr->b[15] = 0;
}

static void ccm_tag(ccm_mac *m, const sym_blk *a0, uint8_t *tag)
{
    sym_blk s = *a0;
    uint32_t i;

    m->enc(m->key, s.b);
    for (i = 0; i < 16; i++)
        tag[i] = m->x.b[i] ^ s.b[i];
}

int sym_ccm_encrypt(sym_block_fn enc, const void *key, const uint8_t *nonce12,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, uint8_t *tag16)
{
    ccm_mac m;
    sym_blk a0, c;

    if (len >> 24)
        return -1;
    m.enc = enc;
    m.key = key;
    ccm_mac_all(&m, &a0, nonce12, aad, aad_len, in, len);
    ccm_tag(&m, &a0, tag16);
    c = a0;
    blk_inc(&c);
    ctr_from(enc, key, &c, in, out, len);
    return 0;
}

int sym_ccm_decrypt(sym_block_fn enc, const void *key, const uint8_t *nonce12,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, const uint8_t *tag16)
{
    ccm_mac m;
    sym_blk a0, c;
    uint8_t t[16];

    if (len >> 24)
        return -1;
    m.enc = enc;
    m.key = key;
    memcpy(a0.b + 1, nonce12, 12);
    a0.b[0] = 3 - 1;
    a0.b[13] = 0; a0.b[14] = 0; a0.b[15] = 0;
    c = a0;
    blk_inc(&c);
    ctr_from(enc, key, &c, in, out, len);
    ccm_mac_all(&m, &a0, nonce12, aad, aad_len, out, len);
    ccm_tag(&m, &a0, t);
    if (sym_ct_differ(t, tag16, 16)) {
        memset(out, 0, len);
        return -1;
    }
    return 0;
}
