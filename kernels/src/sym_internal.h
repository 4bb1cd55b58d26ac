/*
 * sym_internal.h - internal helpers of the symmetric kernels of api_sym.h
 * (not exported: no `extern` prototypes here, so kernels.mk does not list
 * them).
 *
 *  - word loads of a whole block, with an aligned fast path;
 *  - the one-call Merkle-Damgard driver of MD5, SHA-1, SHA-224 and SM3;
 *  - the encryption-only AES core (aes_enc_core.c) and the SM4 core
 *    (sm4.c) used by the CTR, GCM and CCM modes;
 *  - the GCM and CCM modes (sym_aead_modes.c) over any 128-bit block
 *    cipher given as a function pointer.
 */
#ifndef BOARDLESS_KERNELS_SYM_INTERNAL_H
#define BOARDLESS_KERNELS_SYM_INTERNAL_H

#include "common.h"
#include "api_sym.h"

/* n words from p, big-endian / little-endian; any alignment of p. */
K_INLINE void sym_ld_be32_words(uint32_t *w, const uint8_t *p, uint32_t n)
{
    uint32_t i;
#if K_HAVE_ALIGNED_LE32
    if (k_aligned4(p)) {
        const k_u32a *q = (const k_u32a *)(const void *)p;
        for (i = 0; i < n; i++)
            w[i] = __builtin_bswap32(q[i]);
        return;
    }
#endif
    for (i = 0; i < n; i++)
        w[i] = ld_be32(p + 4 * i);
}

K_INLINE void sym_ld_le32_words(uint32_t *w, const uint8_t *p, uint32_t n)
{
    uint32_t i;
#if K_HAVE_ALIGNED_LE32
    if (k_aligned4(p)) {
        const k_u32a *q = (const k_u32a *)(const void *)p;
        for (i = 0; i < n; i++)
            w[i] = q[i];
        return;
    }
#endif
    for (i = 0; i < n; i++)
        w[i] = ld_le32(p + 4 * i);
}

#define ROL32(x, n) ROR32((x), 32 - (n))

typedef void (*sym_md_compress_fn)(uint32_t *state, const uint8_t *block, uint32_t nblocks);

/* Hashes a whole message with a 64-byte-block Merkle-Damgard compression
 * function: full blocks straight from msg, then the 0x80 padding and the
 * 64-bit bit length (little-endian for MD5, big-endian otherwise). */
K_INLINE void sym_md_sole(uint32_t *state, sym_md_compress_fn compress,
                          const uint8_t *msg, uint32_t len, int len_le)
{
    union {
        uint8_t b[128];
        uint32_t w[32];
    } buf;
    uint32_t full = len & ~63u, rest = len - full, n;
    uint32_t bits_lo = len << 3, bits_hi = len >> 29;

    if (full)
        compress(state, msg, full >> 6);
    memcpy(buf.b, msg + full, rest);
    buf.b[rest] = 0x80;
    n = rest < 56 ? 64 : 128;
    memset(buf.b + rest + 1, 0, n - rest - 1);
    if (len_le) {
        st_le32(buf.b + n - 8, bits_lo);
        st_le32(buf.b + n - 4, bits_hi);
    } else {
        st_be32(buf.b + n - 8, bits_hi);
        st_be32(buf.b + n - 4, bits_lo);
    }
    compress(state, buf.b, n >> 6);
}

/* ---- 128-bit block ciphers for the CTR/GCM/CCM modes ---- */

/* Encrypts one block in place; `key` is the cipher's expanded key. */
typedef void (*sym_block_fn)(const void *key, uint8_t *block);

/* AES encryption-only core (aes_enc_core.c): T-table AES. */
typedef struct {
    uint32_t rk[60];
    uint32_t nr;
} sym_aes_key;

/* Returns 0, or -1 when key_bits is not 128/192/256. */
int sym_aes_setkey_enc(sym_aes_key *k, const uint8_t *key, uint32_t key_bits);
void sym_aes_encrypt(const void *k, uint8_t *block);

/* The T-table AES of aes_fast.c that sym_aes_* use: the key schedule
 * (returns the round count, 0 for a bad key size) and one block as four
 * little-endian column words. */
uint32_t aes_fast_expand_enc(uint32_t *rk, const uint8_t *key, uint32_t key_bits);
void aes_fast_encrypt_words(const uint32_t *rk, uint32_t nr, uint32_t *s);

/* SM4 core (sm4.c). */
typedef struct {
    uint32_t rk[32];
} sym_sm4_key;

void sym_sm4_setkey(sym_sm4_key *k, const uint8_t *key, int decrypt);
void sym_sm4_encrypt(const void *k, uint8_t *block); /* with either schedule */

/* CTR over 16-byte blocks: the whole 16-byte counter block is incremented
 * as one big-endian number (SP 800-38A, as Go's cipher.NewCTR). */
void sym_ctr128(sym_block_fn enc, const void *key, const uint8_t *ctr,
                const uint8_t *in, uint8_t *out, uint32_t len);

/* GCM with a 96-bit nonce and a 128-bit tag (SP 800-38D). */
void sym_gcm_encrypt(sym_block_fn enc, const void *key, const uint8_t *iv12,
                     const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                     uint8_t *out, uint32_t len, uint8_t *tag16);
int sym_gcm_decrypt(sym_block_fn enc, const void *key, const uint8_t *iv12,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, const uint8_t *tag16);

/* CCM with a 96-bit nonce (L = 3) and a 128-bit tag (SP 800-38C). */
int sym_ccm_encrypt(sym_block_fn enc, const void *key, const uint8_t *nonce12,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, uint8_t *tag16);
int sym_ccm_decrypt(sym_block_fn enc, const void *key, const uint8_t *nonce12,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, const uint8_t *tag16);

/* Constant-time comparison: 0 when equal. */
K_INLINE int sym_ct_differ(const uint8_t *a, const uint8_t *b, uint32_t n)
{
    uint32_t i, d = 0;
    for (i = 0; i < n; i++)
        d |= (uint32_t)(a[i] ^ b[i]);
    return d != 0;
}

#endif /* BOARDLESS_KERNELS_SYM_INTERNAL_H */
