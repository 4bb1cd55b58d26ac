/*
 * api_ecdh.h - public API of the ECDH kernels on P-256 and P-384
 * (ecdh.c, on the point arithmetic of the ECDSA kernels), in the
 * _small/_fast math configurations of kernels.h, whose public-key
 * conventions apply.
 *
 *   ECDH    priv d (1 <= d < n) and the secret (x coordinate) are 32/48
 *           bytes big-endian; pub/peer = X || Y (64/96 bytes, no 04
 *           prefix).  keygen: fixed-base comb over the ECDSA tables;
 *           shared: 4-bit sliding window; a peer point off the curve, or
 *           a result at infinity, is -1.
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_ECDH_H
#define BOARDLESS_KERNELS_API_ECDH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ECDH P-256 / P-384 */
extern int ecdh_p256_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p256_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p256_keygen_fast(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p256_shared_fast(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p384_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p384_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p384_keygen_fast(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p384_shared_fast(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_ECDH_H */
