/*
 * api_curve25519.h - public API of the kernels on Curve25519: Ed25519
 * signatures (RFC 8032, ed25519_sig.c) and X25519 key exchange (RFC
 * 7748, x25519.c), in the _small/_fast math configurations of kernels.h
 * (and _low/_high precomputation for Ed25519), whose public-key
 * conventions apply.
 *
 *   Ed25519 takes the message and hashes it with SHA-512 inside
 *           (sha512_*_small in the _small configurations, sha512_*_fast
 *           in the _fast ones).
 *   X25519  32-byte little-endian strings as in RFC 7748; keygen is
 *           X25519(priv, 9); an all-zero shared secret is -1.
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_CURVE25519_H
#define BOARDLESS_KERNELS_API_CURVE25519_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Ed25519 (RFC 8032): priv = seed(32) || public key(32), as Go's ed25519.PrivateKey */
extern int ed25519_sign_small_low(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_verify_small_low(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_sign_small_high(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_verify_small_high(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_sign_fast_low(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_verify_fast_low(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_sign_fast_high(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed25519_verify_fast_high(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

/* X25519 */
extern int x25519_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int x25519_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int x25519_keygen_fast(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int x25519_shared_fast(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_CURVE25519_H */
