/*
 * aes_small.c - AES-128/192/256 in CBC mode, SMALL configuration.
 *
 * Byte-oriented AES: the only tables are the S-box and inverse S-box
 * (2 x 256 bytes); xtime() and (Inv)MixColumns are computed, ShiftRows is
 * folded into SubBytes with an index stride (5 forward, 13 inverse, mod 16).
 * The key is expanded byte-wise once per call into a 240-byte schedule
 * (caller stack for the one-shot API, the context for the streaming API);
 * decryption walks the same schedule backwards, so there is no separate
 * decryption key schedule.  Shaped for minimal code and table size on
 * Cortex-M0/M0+ at the expense of speed; everything is byte access, so any
 * buffer alignment is fine.
 */
#include "kernels.h"
#include "common.h"

static const uint8_t aes_sbox[256] = {
    0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76,
    0xca, 0x82, 0xc9, 0x7d, 0xfa, 0x59, 0x47, 0xf0, 0xad, 0xd4, 0xa2, 0xaf, 0x9c, 0xa4, 0x72, 0xc0,
    0xb7, 0xfd, 0x93, 0x26, 0x36, 0x3f, 0xf7, 0xcc, 0x34, 0xa5, 0xe5, 0xf1, 0x71, 0xd8, 0x31, 0x15,
    0x04, 0xc7, 0x23, 0xc3, 0x18, 0x96, 0x05, 0x9a, 0x07, 0x12, 0x80, 0xe2, 0xeb, 0x27, 0xb2, 0x75,
    0x09, 0x83, 0x2c, 0x1a, 0x1b, 0x6e, 0x5a, 0xa0, 0x52, 0x3b, 0xd6, 0xb3, 0x29, 0xe3, 0x2f, 0x84,
    0x53, 0xd1, 0x00, 0xed, 0x20, 0xfc, 0xb1, 0x5b, 0x6a, 0xcb, 0xbe, 0x39, 0x4a, 0x4c, 0x58, 0xcf,
    0xd0, 0xef, 0xaa, 0xfb, 0x43, 0x4d, 0x33, 0x85, 0x45, 0xf9, 0x02, 0x7f, 0x50, 0x3c, 0x9f, 0xa8,
    0x51, 0xa3, 0x40, 0x8f, 0x92, 0x9d, 0x38, 0xf5, 0xbc, 0xb6, 0xda, 0x21, 0x10, 0xff, 0xf3, 0xd2,
    0xcd, 0x0c, 0x13, 0xec, 0x5f, 0x97, 0x44, 0x17, 0xc4, 0xa7, 0x7e, 0x3d, 0x64, 0x5d, 0x19, 0x73,
    0x60, 0x81, 0x4f, 0xdc, 0x22, 0x2a, 0x90, 0x88, 0x46, 0xee, 0xb8, 0x14, 0xde, 0x5e, 0x0b, 0xdb,
    0xe0, 0x32, 0x3a, 0x0a, 0x49, 0x06, 0x24, 0x5c, 0xc2, 0xd3, 0xac, 0x62, 0x91, 0x95, 0xe4, 0x79,
    0xe7, 0xc8, 0x37, 0x6d, 0x8d, 0xd5, 0x4e, 0xa9, 0x6c, 0x56, 0xf4, 0xea, 0x65, 0x7a, 0xae, 0x08,
    0xba, 0x78, 0x25, 0x2e, 0x1c, 0xa6, 0xb4, 0xc6, 0xe8, 0xdd, 0x74, 0x1f, 0x4b, 0xbd, 0x8b, 0x8a,
    0x70, 0x3e, 0xb5, 0x66, 0x48, 0x03, 0xf6, 0x0e, 0x61, 0x35, 0x57, 0xb9, 0x86, 0xc1, 0x1d, 0x9e,
    0xe1, 0xf8, 0x98, 0x11, 0x69, 0xd9, 0x8e, 0x94, 0x9b, 0x1e, 0x87, 0xe9, 0xce, 0x55, 0x28, 0xdf,
    0x8c, 0xa1, 0x89, 0x0d, 0xbf, 0xe6, 0x42, 0x68, 0x41, 0x99, 0x2d, 0x0f, 0xb0, 0x54, 0xbb, 0x16,
};

static const uint8_t aes_inv_sbox[256] = {
    0x52, 0x09, 0x6a, 0xd5, 0x30, 0x36, 0xa5, 0x38, 0xbf, 0x40, 0xa3, 0x9e, 0x81, 0xf3, 0xd7, 0xfb,
    0x7c, 0xe3, 0x39, 0x82, 0x9b, 0x2f, 0xff, 0x87, 0x34, 0x8e, 0x43, 0x44, 0xc4, 0xde, 0xe9, 0xcb,
    0x54, 0x7b, 0x94, 0x32, 0xa6, 0xc2, 0x23, 0x3d, 0xee, 0x4c, 0x95, 0x0b, 0x42, 0xfa, 0xc3, 0x4e,
    0x08, 0x2e, 0xa1, 0x66, 0x28, 0xd9, 0x24, 0xb2, 0x76, 0x5b, 0xa2, 0x49, 0x6d, 0x8b, 0xd1, 0x25,
    0x72, 0xf8, 0xf6, 0x64, 0x86, 0x68, 0x98, 0x16, 0xd4, 0xa4, 0x5c, 0xcc, 0x5d, 0x65, 0xb6, 0x92,
    0x6c, 0x70, 0x48, 0x50, 0xfd, 0xed, 0xb9, 0xda, 0x5e, 0x15, 0x46, 0x57, 0xa7, 0x8d, 0x9d, 0x84,
    0x90, 0xd8, 0xab, 0x00, 0x8c, 0xbc, 0xd3, 0x0a, 0xf7, 0xe4, 0x58, 0x05, 0xb8, 0xb3, 0x45, 0x06,
    0xd0, 0x2c, 0x1e, 0x8f, 0xca, 0x3f, 0x0f, 0x02, 0xc1, 0xaf, 0xbd, 0x03, 0x01, 0x13, 0x8a, 0x6b,
    0x3a, 0x91, 0x11, 0x41, 0x4f, 0x67, 0xdc, 0xea, 0x97, 0xf2, 0xcf, 0xce, 0xf0, 0xb4, 0xe6, 0x73,
    0x96, 0xac, 0x74, 0x22, 0xe7, 0xad, 0x35, 0x85, 0xe2, 0xf9, 0x37, 0xe8, 0x1c, 0x75, 0xdf, 0x6e,
    0x47, 0xf1, 0x1a, 0x71, 0x1d, 0x29, 0xc5, 0x89, 0x6f, 0xb7, 0x62, 0x0e, 0xaa, 0x18, 0xbe, 0x1b,
    0xfc, 0x56, 0x3e, 0x4b, 0xc6, 0xd2, 0x79, 0x20, 0x9a, 0xdb, 0xc0, 0xfe, 0x78, 0xcd, 0x5a, 0xf4,
    0x1f, 0xdd, 0xa8, 0x33, 0x88, 0x07, 0xc7, 0x31, 0xb1, 0x12, 0x10, 0x59, 0x27, 0x80, 0xec, 0x5f,
    0x60, 0x51, 0x7f, 0xa9, 0x19, 0xb5, 0x4a, 0x0d, 0x2d, 0xe5, 0x7a, 0x9f, 0x93, 0xc9, 0x9c, 0xef,
    0xa0, 0xe0, 0x3b, 0x4d, 0xae, 0x2a, 0xf5, 0xb0, 0xc8, 0xeb, 0xbb, 0x3c, 0x83, 0x53, 0x99, 0x61,
    0x17, 0x2b, 0x04, 0x7e, 0xba, 0x77, 0xd6, 0x26, 0xe1, 0x69, 0x14, 0x63, 0x55, 0x21, 0x0c, 0x7d,
};

static uint8_t aes_small_xtime(uint8_t x)
{
    return (uint8_t)((x << 1) ^ ((0u - (x >> 7)) & 0x1bu));
}

/* Expands key into rk (16*(nr+1) bytes); returns nr, 0 on bad key size. */
static uint32_t aes_small_expand_key(uint8_t *rk, const uint8_t *key, uint32_t key_bits)
{
    uint32_t nk, nr, i, k, j;
    uint8_t rcon = 1;
    uint8_t t[4];

    if (key_bits != 128 && key_bits != 192 && key_bits != 256)
        return 0;
    nk = key_bits >> 5;
    nr = nk + 6;
    for (i = 0; i < 4 * nk; i++)
        rk[i] = key[i];
    for (k = 0; i < 16 * (nr + 1); i += 4) {
        for (j = 0; j < 4; j++)
            t[j] = rk[i - 4 + j];
        if (k == 0) {
            uint8_t t0 = t[0];
            t[0] = (uint8_t)(aes_sbox[t[1]] ^ rcon);
            t[1] = aes_sbox[t[2]];
            t[2] = aes_sbox[t[3]];
            t[3] = aes_sbox[t0];
            rcon = aes_small_xtime(rcon);
        } else if (nk == 8 && k == 4) {
            for (j = 0; j < 4; j++)
                t[j] = aes_sbox[t[j]];
        }
        for (j = 0; j < 4; j++)
            rk[i + j] = rk[i - 4 * nk + j] ^ t[j];
        if (++k == nk)
            k = 0;
    }
    return nr;
}

static void aes_small_add_round_key(uint8_t *s, const uint8_t *rk)
{
    uint32_t i;
    for (i = 0; i < 16; i++)
        s[i] ^= rk[i];
}

/* SubBytes + ShiftRows (stride 5) or InvSubBytes + InvShiftRows (stride
 * 13): s'[i] = box[s[(stride * i) mod 16]] with the state column-major. */
static void aes_small_sub_shift(uint8_t *s, const uint8_t *box, uint32_t stride)
{
    uint8_t t[16];
    uint32_t i, j = 0;

    for (i = 0; i < 16; i++) {
        t[i] = box[s[j]];
        j = (j + stride) & 15;
    }
    for (i = 0; i < 16; i++)
        s[i] = t[i];
}

static void aes_small_mix_columns(uint8_t *s)
{
    uint32_t c;
    for (c = 0; c < 16; c += 4) {
        uint8_t a0 = s[c], a1 = s[c + 1], a2 = s[c + 2], a3 = s[c + 3];
        uint8_t t = a0 ^ a1 ^ a2 ^ a3;
        s[c]     = a0 ^ t ^ aes_small_xtime(a0 ^ a1);
        s[c + 1] = a1 ^ t ^ aes_small_xtime(a1 ^ a2);
        s[c + 2] = a2 ^ t ^ aes_small_xtime(a2 ^ a3);
        s[c + 3] = a3 ^ t ^ aes_small_xtime(a3 ^ a0);
    }
}

/* InvMixColumns = MixColumns after multiplying rows 0/2 and 1/3 pairs by
 * {04}: the decomposition {0e,0b,0d,09} = {02,03,01,01} x {05,00,04,00}. */
static void aes_small_inv_mix_columns(uint8_t *s)
{
    uint32_t c;
    for (c = 0; c < 16; c += 4) {
        uint8_t u = aes_small_xtime(aes_small_xtime(s[c] ^ s[c + 2]));
        uint8_t v = aes_small_xtime(aes_small_xtime(s[c + 1] ^ s[c + 3]));
        s[c] ^= u;
        s[c + 1] ^= v;
        s[c + 2] ^= u;
        s[c + 3] ^= v;
    }
    aes_small_mix_columns(s);
}

static void aes_small_encrypt_block(uint8_t *s, const uint8_t *rk, uint32_t nr)
{
    uint32_t r;

    aes_small_add_round_key(s, rk);
    for (r = 1;; r++) {
        aes_small_sub_shift(s, aes_sbox, 5);
        if (r == nr)
            break;
        aes_small_mix_columns(s);
        aes_small_add_round_key(s, rk + 16 * r);
    }
    aes_small_add_round_key(s, rk + 16 * nr);
}

static void aes_small_decrypt_block(uint8_t *s, const uint8_t *rk, uint32_t nr)
{
    uint32_t r;

    aes_small_add_round_key(s, rk + 16 * nr);
    for (r = nr - 1;; r--) {
        aes_small_sub_shift(s, aes_inv_sbox, 13);
        aes_small_add_round_key(s, rk + 16 * r);
        if (r == 0)
            break;
        aes_small_inv_mix_columns(s);
    }
}

/* CBC over len bytes (multiple of 16); chain is updated in place. */
static void aes_small_cbc_process(const uint8_t *rk, uint32_t nr, uint8_t *chain,
                        const uint8_t *in, uint8_t *out, uint32_t len,
                        int decrypt)
{
    uint8_t blk[16], ct[16];
    uint32_t off, i;

    for (off = 0; off < len; off += 16) {
        if (!decrypt) {
            for (i = 0; i < 16; i++)
                chain[i] ^= in[off + i];
            aes_small_encrypt_block(chain, rk, nr);
            for (i = 0; i < 16; i++)
                out[off + i] = chain[i];
        } else {
            for (i = 0; i < 16; i++)
                blk[i] = ct[i] = in[off + i];
            aes_small_decrypt_block(blk, rk, nr);
            for (i = 0; i < 16; i++) {
                out[off + i] = blk[i] ^ chain[i];
                chain[i] = ct[i];
            }
        }
    }
}

static int aes_small_cbc_oneshot(const uint8_t *key, uint32_t key_bits,
                       const uint8_t *iv, const uint8_t *in, uint8_t *out,
                       uint32_t len, int decrypt)
{
    uint8_t rk[240];
    uint8_t chain[16];
    uint32_t nr, i;

    if (len & 15)
        return -1;
    nr = aes_small_expand_key(rk, key, key_bits);
    if (nr == 0)
        return -1;
    for (i = 0; i < 16; i++)
        chain[i] = iv[i];
    aes_small_cbc_process(rk, nr, chain, in, out, len, decrypt);
    return 0;
}

int aes_cbc_encrypt_small(const uint8_t *key, uint32_t key_bits,
                          const uint8_t *iv, const uint8_t *in, uint8_t *out,
                          uint32_t len)
{
    return aes_small_cbc_oneshot(key, key_bits, iv, in, out, len, 0);
}

int aes_cbc_decrypt_small(const uint8_t *key, uint32_t key_bits,
                          const uint8_t *iv, const uint8_t *in, uint8_t *out,
                          uint32_t len)
{
    return aes_small_cbc_oneshot(key, key_bits, iv, in, out, len, 1);
}

/* ---- data-flow API ---- */

void aes_cbc_init_small(aes_cbc_ctx_small *ctx, int decrypt)
{
    memset(ctx, 0, sizeof(*ctx));
    ctx->decrypt = decrypt != 0;
}

int aes_cbc_setkey_small(aes_cbc_ctx_small *ctx, const uint8_t *key,
                         uint32_t key_bits)
{
    ctx->nr = aes_small_expand_key(ctx->rk, key, key_bits);
    return ctx->nr ? 0 : -1;
}

void aes_cbc_setiv_small(aes_cbc_ctx_small *ctx, const uint8_t *iv)
{
    uint32_t i;
    for (i = 0; i < 16; i++)
        ctx->iv[i] = iv[i];
}

int aes_cbc_append_small(aes_cbc_ctx_small *ctx, const uint8_t *in,
                         uint8_t *out, uint32_t len)
{
    if (ctx->nr == 0 || (len & 15))
        return -1;
    aes_small_cbc_process(ctx->rk, ctx->nr, ctx->iv, in, out, len, ctx->decrypt);
    return 0;
}

/* CBC without padding has nothing to flush: finish checks that a key was
 * set and wipes the key schedule and chaining value. */
int aes_cbc_finish_small(aes_cbc_ctx_small *ctx)
{
    int ret = ctx->nr ? 0 : -1;
    memset(ctx, 0, sizeof(*ctx));
    return ret;
}

int aes_cbc_stream_small(const uint8_t *key, uint32_t key_bits,
                         const uint8_t *iv, const uint8_t *in, uint8_t *out,
                         uint32_t len, uint32_t chunk, int decrypt)
{
    aes_cbc_ctx_small ctx;
    uint32_t off, n;

    if (chunk == 0)
        chunk = len;
    if ((chunk & 15) || (len & 15))
        return -1;
    aes_cbc_init_small(&ctx, decrypt);
    if (aes_cbc_setkey_small(&ctx, key, key_bits) != 0)
        return -1;
    aes_cbc_setiv_small(&ctx, iv);
    for (off = 0; off < len; off += n) {
        n = len - off;
        if (n > chunk)
            n = chunk;
        if (aes_cbc_append_small(&ctx, in + off, out + off, n) != 0) {
            aes_cbc_finish_small(&ctx);
            return -1;
        }
    }
    return aes_cbc_finish_small(&ctx);
}
