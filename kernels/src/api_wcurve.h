/*
 * api_wcurve.h - public API of the kernels on the generic short
 * Weierstrass curves of ecc_wcurve.c: ECDSA and ECDH on brainpoolP256r1,
 * brainpoolP384r1, brainpoolP512r1 (RFC 5639) and secp521r1 (FIPS
 * 186-4), and SM2 signatures and ECDH on the SM2 curve (GB/T 32918), all
 * with the generic small math (CIOS Montgomery, no precomputed tables).
 *
 * The public-key conventions of kernels.h apply: working memory from the
 * caller's arena (any alignment; -2 before any output when too small;
 * *arena_used, if not NULL, receives the bytes used), return values 0 =
 * success / valid, 1 = invalid signature (verify), -1 = an input out of
 * range, -2 = arena too small.  All integers are big-endian byte strings
 * of the curve's size B: 32 (bp256r1, SM2), 48 (bp384r1), 64 (bp512r1),
 * 66 (secp521r1).
 *
 *   ECDSA   priv and nonce in [1, n-1]; hash: the message hash, 32 / 48 /
 *           64 / 64 bytes (SHA-256 / SHA-384 / SHA-512 / SHA-512 sizes;
 *           never longer than the order, so never truncated); sig = r || s,
 *           pub = X || Y (2B bytes).
 *   ECDH    keygen: pub = X || Y of priv*G; shared: secret = x of priv*peer
 *           (B bytes); the peer point must be on the curve (else -1).
 *   SM2     GB/T 32918.2 signatures of msg (len bytes) with the default
 *           user ID "1234567812345678": e = SM3(Z_A || msg) is part of the
 *           kernel.  sign needs priv, pub (= priv*G, for Z_A) and the nonce
 *           k in [1, n-1]; sig = r || s (64 bytes).
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_WCURVE_H
#define BOARDLESS_KERNELS_API_WCURVE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

extern int ecdsa_bp256r1_sign_small(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_bp256r1_verify_small(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_bp256r1_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_bp256r1_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

extern int ecdsa_bp384r1_sign_small(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_bp384r1_verify_small(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_bp384r1_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_bp384r1_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

extern int ecdsa_bp512r1_sign_small(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_bp512r1_verify_small(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_bp512r1_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_bp512r1_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

extern int ecdsa_p521_sign_small(const uint8_t *priv, const uint8_t *hash, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdsa_p521_verify_small(const uint8_t *pub, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p521_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_p521_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

extern int sm2_sign_small(const uint8_t *priv, const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *nonce, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int sm2_verify_small(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_sm2_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ecdh_sm2_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_WCURVE_H */
