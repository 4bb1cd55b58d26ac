/*
 * api_ecdsa.h - public API of the ECDSA kernels on P-256 and P-384
 * (ecc_ecdsa.c), in the _small/_fast math and _low/_high precomputation
 * configurations of kernels.h, whose public-key conventions apply.
 *
 *   ECDSA   FIPS 186-4 / SEC 1 signatures of a hash computed by the
 *           caller (SHA-256 for P-256, SHA-384 for P-384, e.g. with
 *           sha256_fast).  Signing is deterministic: the nonce k
 *           (1 <= k < n) is an input.  sig = r || s, pub = X || Y.
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_ECDSA_H
#define BOARDLESS_KERNELS_API_ECDSA_H

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

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_ECDSA_H */
