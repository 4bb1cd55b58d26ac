/*
 * api_pk.h - public API of the public-key kernels: ECDSA P-256/P-384,
 * Ed25519 and RSA-3072 PKCS#1 v1.5 signatures.
 *
 * Conventions of kernels.h apply (portable C11, only memcpy/memset, no
 * mutable static state, buffers at any alignment).  In addition:
 *
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
 *   - ECDSA and RSA take the message hash (SHA-256 for P-256 and RSA,
 *     SHA-384 for P-384, computed by the caller, e.g. with sha256_fast);
 *     Ed25519 takes the message and hashes it with SHA-512 inside
 *     (sha512_*_small in the _small configurations, sha512_*_fast in the
 *     _fast ones).
 *   - ECDSA signing is deterministic: the nonce k (1 <= k < n) is an
 *     input.  sig = r || s.
 *
 * Configurations (symbol suffixes):
 *   math   _small  generic Montgomery multiplication (CIOS), one loop for
 *                  every modulus, squaring = multiplication
 *          _fast   Comba multiplication and dedicated squaring; field
 *                  reduction specific to the curve (NIST P-256/P-384 word
 *                  sums, 2^255-19 fold) or Montgomery (scalars, RSA)
 *   curve  _low    no precomputed point tables: double-and-add (sign),
 *                  Shamir's trick (verify)
 *          _high   fixed-base comb, 15 precomputed multiples of the base
 *                  point in flash (sign and the base-point half of
 *                  verify); 4-bit sliding window for the public key
 *   RSA    _crt / _nocrt   private-key operation with or without CRT
 *          _w1 / _w4 / _w6 left-to-right sliding-window exponentiation
 *                  with 1 / 4 / 6-bit windows (2^(w-1) precomputed odd
 *                  powers in the arena)
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_PK_H
#define BOARDLESS_KERNELS_API_PK_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ECDSA P256: priv/hash/nonce/r/s/coordinates are 32-byte big-endian */
extern int ecdsa_p256_sign_small_low(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p256_verify_small_low(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p256_sign_small_high(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p256_verify_small_high(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p256_sign_fast_low(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p256_verify_fast_low(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p256_sign_fast_high(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p256_verify_fast_high(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

/* ECDSA P384: priv/hash/nonce/r/s/coordinates are 48-byte big-endian */
extern int ecdsa_p384_sign_small_low(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p384_verify_small_low(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p384_sign_small_high(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p384_verify_small_high(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p384_sign_fast_low(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p384_verify_fast_low(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p384_sign_fast_high(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p384_verify_fast_high(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

/* Ed25519 (RFC 8032): priv = seed(32) || public key(32), as Go's ed25519.PrivateKey */
extern int ed25519_sign_small_low(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_verify_small_low(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_sign_small_high(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_verify_small_high(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_sign_fast_low(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_verify_fast_low(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_sign_fast_high(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_verify_fast_high(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

/* RSA-3072 RSASSA-PKCS1-v1_5 with SHA-256 (PKCS#1 v2.2): all integers big-endian, n/d/sig 384 bytes, p/q/dp/dq/qinv 192 bytes */
extern int rsa3072_sign_crt_small_w1(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_crt_small_w4(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_crt_small_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_crt_fast_w1(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_crt_fast_w4(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_nocrt_small_w1(const uint8_t *n, const uint8_t *d, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_nocrt_small_w4(const uint8_t *n, const uint8_t *d, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_nocrt_small_w6(const uint8_t *n, const uint8_t *d, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_nocrt_fast_w1(const uint8_t *n, const uint8_t *d, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_nocrt_fast_w4(const uint8_t *n, const uint8_t *d, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_sign_nocrt_fast_w6(const uint8_t *n, const uint8_t *d, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_verify_small(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa3072_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_PK_H */
