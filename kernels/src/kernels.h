/*
 * kernels.h - public API of the boardless crypto kernels.
 *
 * Portable C11, freestanding (only memcpy/memset from libc).  Every kernel
 * exists in one or two configurations compiled into the same image:
 *   _small  size-oriented (byte-oriented AES, rolled SHA loops)
 *   _fast   speed-oriented (T-table AES, unrolled SHA rounds)
 *
 * Conventions shared by all functions:
 *   - Buffers may have any alignment.  Word accesses are only used on
 *     pointers checked (or known) to be 4-byte aligned, so the Cortex-M0/M0+
 *     never takes an unaligned-access fault.
 *   - AES: `in` and `out` may be the same buffer (in-place).  Functions
 *     returning int return 0 on success and -1 when key_bits is not
 *     128/192/256, len is not a multiple of 16, or (streaming) no key is set.
 *   - Contexts are plain structs allocated by the caller; no kernel has
 *     static (mutable) state.
 *   - *_stream_* drivers run the init/append/finish API over a whole
 *     message in pieces of `chunk` bytes (the last piece may be shorter),
 *     with the context on their own stack.  chunk == 0 means "one piece".
 *     For AES, chunk must be a multiple of 16 (else -1).
 *
 * The public-key kernels (api_ecdsa.h, api_ecdh.h, api_curve25519.h,
 * api_rsa.h, api_dh_dsa.h, api_wcurve.h, api_curve448.h) share, in
 * addition:
 *   - Working memory comes from the caller: `arena` (any alignment, the
 *     kernel aligns it to 8) of `arena_size` bytes.  Nothing but a few
 *     descriptors live on the stack.  When the arena is too small the
 *     kernel returns -2 before touching any output.  `arena_used`
 *     (4-byte aligned, may be NULL) receives the bytes of the arena the
 *     call used, including the alignment padding.
 *   - Return values: 0 = success (sign) / the signature is valid
 *     (verify); 1 = the signature is invalid (verify); -1 = an input is
 *     out of range (private key, nonce or public key; a sign that would
 *     give r = 0 or s = 0); -2 = the arena is too small.
 *   - Configurations (symbol suffixes):
 *     math   _small  generic Montgomery multiplication (CIOS), one loop
 *                    for every modulus, squaring = multiplication
 *            _fast   Comba multiplication and dedicated squaring; field
 *                    reduction specific to the curve (NIST P-256/P-384
 *                    word sums, 2^255-19 fold) or Montgomery (scalars,
 *                    RSA, DH, DSA)
 *     curve  _low    no precomputed point tables: double-and-add (sign),
 *                    Shamir's trick (verify)
 *            _high   fixed-base comb, 15 precomputed multiples of the
 *                    base point in flash (sign and the base-point half of
 *                    verify); 4-bit sliding window for the public key
 *     The curve suffixes are those of ECDSA on P-256/P-384 and Ed25519;
 *     RSA adds its own (api_rsa.h).
 *
 * The exported-symbol list used by the linker (kernels.mk) is generated from
 * this header: every line of the form `extern <type> <name>(...` is an
 * exported kernel.  Keep each prototype's name on its `extern` line.
 */
#ifndef BOARDLESS_KERNELS_H
#define BOARDLESS_KERNELS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define AES_BLOCK_SIZE   16
#define SHA256_DIGEST_SIZE 32
#define SHA384_DIGEST_SIZE 48
#define SHA512_DIGEST_SIZE 64

/* ------------------------------------------------------------------ */
/* AES-CBC, small configuration (byte-oriented, S-box tables only)     */
/* ------------------------------------------------------------------ */

typedef struct {
    uint8_t  rk[240];   /* expanded key, 16*(nr+1) bytes used          */
    uint8_t  iv[16];    /* chaining value                               */
    uint32_t nr;        /* rounds (10/12/14); 0 = no key set            */
    int32_t  decrypt;   /* 0 = encrypt, nonzero = decrypt               */
} aes_cbc_ctx_small;

extern int aes_cbc_encrypt_small(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int aes_cbc_decrypt_small(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);

extern void aes_cbc_init_small(aes_cbc_ctx_small *ctx, int decrypt);
extern int aes_cbc_setkey_small(aes_cbc_ctx_small *ctx, const uint8_t *key, uint32_t key_bits);
extern void aes_cbc_setiv_small(aes_cbc_ctx_small *ctx, const uint8_t *iv);
extern int aes_cbc_append_small(aes_cbc_ctx_small *ctx, const uint8_t *in, uint8_t *out, uint32_t len);
extern int aes_cbc_finish_small(aes_cbc_ctx_small *ctx);
extern int aes_cbc_stream_small(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len, uint32_t chunk, int decrypt);

/* ------------------------------------------------------------------ */
/* AES-CBC, fast configuration (32-bit T-tables Te0..3 / Td0..3)       */
/* ------------------------------------------------------------------ */

typedef struct {
    uint32_t rk[60];    /* round keys (decryption keys when decrypt)   */
    uint32_t iv[4];     /* chaining value, little-endian column words  */
    uint32_t nr;        /* rounds (10/12/14); 0 = no key set            */
    int32_t  decrypt;   /* 0 = encrypt, nonzero = decrypt               */
} aes_cbc_ctx_fast;

extern int aes_cbc_encrypt_fast(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int aes_cbc_decrypt_fast(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);

extern void aes_cbc_init_fast(aes_cbc_ctx_fast *ctx, int decrypt);
extern int aes_cbc_setkey_fast(aes_cbc_ctx_fast *ctx, const uint8_t *key, uint32_t key_bits);
extern void aes_cbc_setiv_fast(aes_cbc_ctx_fast *ctx, const uint8_t *iv);
extern int aes_cbc_append_fast(aes_cbc_ctx_fast *ctx, const uint8_t *in, uint8_t *out, uint32_t len);
extern int aes_cbc_finish_fast(aes_cbc_ctx_fast *ctx);
extern int aes_cbc_stream_fast(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len, uint32_t chunk, int decrypt);

/* ------------------------------------------------------------------ */
/* SHA-256                                                             */
/* ------------------------------------------------------------------ */

typedef struct {
    uint32_t h[8];      /* chaining state                               */
    uint32_t len_lo;    /* total message length in bytes, low word     */
    uint32_t len_hi;    /* ... high word                                */
    uint32_t used;      /* bytes pending in buf (0..63)                 */
    union {
        uint8_t  b[64];
        uint32_t w[16]; /* only forces 4-byte alignment of b            */
    } buf;
} sha256_ctx_small;

typedef sha256_ctx_small sha256_ctx_fast;

extern void sha256_small(const uint8_t *msg, uint32_t len, uint8_t *digest32);
extern void sha256_init_small(sha256_ctx_small *ctx);
extern void sha256_append_small(sha256_ctx_small *ctx, const uint8_t *data, uint32_t len);
extern void sha256_finish_small(sha256_ctx_small *ctx, uint8_t *digest32);
extern void sha256_stream_small(const uint8_t *msg, uint32_t len, uint32_t chunk, uint8_t *digest32);

extern void sha256_fast(const uint8_t *msg, uint32_t len, uint8_t *digest32);
extern void sha256_init_fast(sha256_ctx_fast *ctx);
extern void sha256_append_fast(sha256_ctx_fast *ctx, const uint8_t *data, uint32_t len);
extern void sha256_finish_fast(sha256_ctx_fast *ctx, uint8_t *digest32);
extern void sha256_stream_fast(const uint8_t *msg, uint32_t len, uint32_t chunk, uint8_t *digest32);

/* ------------------------------------------------------------------ */
/* SHA-512 / SHA-384 (SHA-384 = SHA-512 with other IV, truncated)      */
/* ------------------------------------------------------------------ */

typedef struct {
    uint64_t h[8];      /* chaining state                               */
    uint32_t len_lo;    /* total message length in bytes, low word     */
    uint32_t len_hi;    /* ... high word                                */
    uint32_t used;      /* bytes pending in buf (0..127)                */
    union {
        uint8_t  b[128];
        uint64_t w[16]; /* only forces 8-byte alignment of b            */
    } buf;
} sha512_ctx_small;

typedef sha512_ctx_small sha384_ctx_small;
typedef sha512_ctx_small sha512_ctx_fast;
typedef sha512_ctx_small sha384_ctx_fast;

extern void sha512_small(const uint8_t *msg, uint32_t len, uint8_t *digest64);
extern void sha512_init_small(sha512_ctx_small *ctx);
extern void sha512_append_small(sha512_ctx_small *ctx, const uint8_t *data, uint32_t len);
extern void sha512_finish_small(sha512_ctx_small *ctx, uint8_t *digest64);
extern void sha512_stream_small(const uint8_t *msg, uint32_t len, uint32_t chunk, uint8_t *digest64);

extern void sha384_small(const uint8_t *msg, uint32_t len, uint8_t *digest48);
extern void sha384_init_small(sha384_ctx_small *ctx);
extern void sha384_append_small(sha384_ctx_small *ctx, const uint8_t *data, uint32_t len);
extern void sha384_finish_small(sha384_ctx_small *ctx, uint8_t *digest48);
extern void sha384_stream_small(const uint8_t *msg, uint32_t len, uint32_t chunk, uint8_t *digest48);

extern void sha512_fast(const uint8_t *msg, uint32_t len, uint8_t *digest64);
extern void sha512_init_fast(sha512_ctx_fast *ctx);
extern void sha512_append_fast(sha512_ctx_fast *ctx, const uint8_t *data, uint32_t len);
extern void sha512_finish_fast(sha512_ctx_fast *ctx, uint8_t *digest64);
extern void sha512_stream_fast(const uint8_t *msg, uint32_t len, uint32_t chunk, uint8_t *digest64);

extern void sha384_fast(const uint8_t *msg, uint32_t len, uint8_t *digest48);
extern void sha384_init_fast(sha384_ctx_fast *ctx);
extern void sha384_append_fast(sha384_ctx_fast *ctx, const uint8_t *data, uint32_t len);
extern void sha384_finish_fast(sha384_ctx_fast *ctx, uint8_t *digest48);
extern void sha384_stream_fast(const uint8_t *msg, uint32_t len, uint32_t chunk, uint8_t *digest48);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_H */
