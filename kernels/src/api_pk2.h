/*
 * api_pk2.h - public API of the second set of public-key kernels: RSA
 * 1024/2048/4096 PKCS#1 v1.5 SHA-256 signatures, ECDH on P-256/P-384 and
 * X25519 (RFC 7748).
 *
 * Conventions of api_pk.h apply: working memory from the caller's arena
 * (any alignment; -2 before any output when too small; *arena_used, if
 * not NULL, receives the bytes used), return values 0 = success / valid,
 * 1 = invalid signature (verify), -1 = an input out of range, -2 = arena
 * too small.
 *
 *   RSA     as rsa3072_* with the key size in the name: n/sig k bytes,
 *           p/q/dp/dq/qinv k/2 bytes, big-endian; the caller passes the
 *           SHA-256 hash.  Fast math (Comba + Montgomery), signing with
 *           CRT and a 6-bit sliding window (_w6).
 *   ECDH    priv d (1 <= d < n) and the secret (x coordinate) are 32/48
 *           bytes big-endian; pub/peer = X || Y (64/96 bytes, no 04
 *           prefix).  keygen: fixed-base comb over the ECDSA tables;
 *           shared: 4-bit sliding window; a peer point off the curve, or
 *           a result at infinity, is -1.
 *   X25519  32-byte little-endian strings as in RFC 7748; keygen is
 *           X25519(priv, 9); an all-zero shared secret is -1.
 *   _small / _fast as in api_pk.h (CIOS Montgomery vs. Comba with the
 *   curve-specific reduction).
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_PK2_H
#define BOARDLESS_KERNELS_API_PK2_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* RSA RSASSA-PKCS1-v1_5 with SHA-256 */
extern int rsa1024_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa1024_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa2048_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa2048_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa4096_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa4096_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

/* ECDH P-256 / P-384 */
extern int ecdh_p256_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p256_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p256_keygen_fast(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p256_shared_fast(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p384_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p384_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p384_keygen_fast(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p384_shared_fast(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

/* X25519 */
extern int x25519_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int x25519_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int x25519_keygen_fast(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int x25519_shared_fast(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_PK2_H */
