/*
 * api_dh_dsa.h - public API of the finite-field kernels: Diffie-Hellman
 * on the RFC 2409 group 2 (1024-bit MODP) and RFC 3526 group 14 (2048-bit
 * MODP) with generator 2 (dh.c), and DSA (FIPS 186-4) with L/N =
 * 1024/160 and 2048/256 (dsa.c).
 *
 * The public-key conventions of kernels.h apply: working memory from the
 * caller's arena (any alignment; -2 before any output when too small;
 * *arena_used, if not NULL, receives the bytes used), return values 0 =
 * success / valid, 1 = invalid signature (verify), -1 = an input out of
 * range, -2 = arena too small.  All integers are big-endian byte strings.
 *
 *   DH      the group prime is built in.  priv is the exponent x,
 *           priv_len bytes (1 <= priv_len <= modulus bytes, x != 0; short
 *           exponents such as 256 bits are the intended use); pub, peer
 *           and secret are modulus-size (128 / 256 bytes).  keygen: pub =
 *           2^x mod p; shared: secret = peer^x mod p, with 1 < peer < p-1
 *           (else -1).  Fast math (Comba + Montgomery), 4-bit sliding
 *           window.
 *   DSA     domain parameters p (L/8 bytes), q (N/8 bytes), g (L/8 bytes)
 *           are inputs: p and q must have exactly L and N bits and be
 *           odd, 1 < g < p (else -1).  priv x and the nonce k are N/8
 *           bytes in [1, q-1] (else -1); pub y is L/8 bytes, 1 < y < p;
 *           hash is the leftmost N/8 bytes of the message hash (FIPS
 *           186-4 4.6: z); sig = r || s, N/8 bytes each.  A sign that
 *           would give r = 0 or s = 0 is -1.  Signing: g^k by a 4-bit
 *           sliding window; verification: g^u1 y^u2 by Shamir's trick.
 *           Fast math.
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_DH_DSA_H
#define BOARDLESS_KERNELS_API_DH_DSA_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Diffie-Hellman, MODP groups 2 (1024) and 14 (2048), g = 2 */
extern int dh1024_keygen_fast(const uint8_t *priv, uint32_t priv_len, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int dh1024_shared_fast(const uint8_t *priv, uint32_t priv_len, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int dh2048_keygen_fast(const uint8_t *priv, uint32_t priv_len, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int dh2048_shared_fast(const uint8_t *priv, uint32_t priv_len, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

/* DSA (FIPS 186-4), L/N = 1024/160 and 2048/256 */
extern int dsa1024_sign_fast(const uint8_t *p, const uint8_t *q, const uint8_t *g, const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int dsa1024_verify_fast(const uint8_t *p, const uint8_t *q, const uint8_t *g, const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int dsa2048_sign_fast(const uint8_t *p, const uint8_t *q, const uint8_t *g, const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int dsa2048_verify_fast(const uint8_t *p, const uint8_t *q, const uint8_t *g, const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);


#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_DH_DSA_H */
