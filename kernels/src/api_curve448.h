/*
 * api_curve448.h - public API of the kernels on Curve448: Ed448
 * signatures (RFC 8032, pure Ed448 with an empty context) and X448 key
 * exchange (RFC 7748), both over p = 2^448 - 2^224 - 1 with the generic
 * small math (CIOS Montgomery, 14 limbs) and no precomputed tables.
 *
 * The public-key conventions of kernels.h apply: working memory from the
 * caller's arena (any alignment; -2 before any output when too small;
 * *arena_used, if not NULL, receives the bytes used), return values 0 =
 * success / valid, 1 = invalid signature (verify), -1 = an input out of
 * range, -2 = arena too small.
 *
 *   Ed448   priv = seed(57) || public key(57), as circl's
 *           ed448.PrivateKey; pub 57 bytes; sig = R(57) || S(57), 114
 *           bytes; the message is hashed inside with SHAKE256 (the dom4
 *           prefix "SigEd448" || 0 || 0).  Signing uses the public key in
 *           priv rather than recomputing it, and [r]B by a 4-bit sliding
 *           window over odd multiples of B built in the arena.
 *           Verification: S must be < L (and its top byte 0), else 1; a
 *           public key that does not decode (non-canonical y, no square
 *           root, x = 0 with the sign bit set) is -1; then the encoding
 *           of [S]B - [k]A (Shamir's trick) is compared with R.
 *   X448    56-byte little-endian scalars and u-coordinates as in RFC
 *           7748; keygen is X448(priv, 5) by the same ladder; an all-zero
 *           shared secret is -1.
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_CURVE448_H
#define BOARDLESS_KERNELS_API_CURVE448_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Ed448 (RFC 8032) */
extern int ed448_sign_small(const uint8_t *priv, const uint8_t *msg, uint32_t len, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int ed448_verify_small(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

/* X448 (RFC 7748) */
extern int x448_keygen_small(const uint8_t *priv, uint8_t *pub, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int x448_shared_small(const uint8_t *priv, const uint8_t *peer, uint8_t *secret, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_CURVE448_H */
