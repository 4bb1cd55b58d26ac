/*
 * api_rsa.h - public API of the RSA kernels: RSASSA-PKCS1-v1_5
 * signatures with SHA-256 (PKCS#1 v2.2) and their verification, RSA-3072
 * in every configuration (rsa_pkcs1.c) and 1024/2048/4096-bit moduli in
 * one (rsa_sizes.c).  The public-key conventions of kernels.h apply.
 *
 *   RSA     all integers big-endian: n/d/sig k bytes, p/q/dp/dq/qinv k/2
 *           bytes (k = 384 for RSA-3072); the caller passes the SHA-256
 *           hash; verification takes e as a 32-bit word.
 *   Configurations (symbol suffixes), beside the math of kernels.h:
 *           _crt / _nocrt   private-key operation with or without CRT
 *           _w1 / _w4 / _w6 left-to-right sliding-window exponentiation
 *                  with 1 / 4 / 6-bit windows (2^(w-1) precomputed odd
 *                  powers in the arena)
 *           RSA-1024/2048/4096: fast math, signing with CRT and _w6.
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_RSA_H
#define BOARDLESS_KERNELS_API_RSA_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

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

/* RSA RSASSA-PKCS1-v1_5 with SHA-256 */
extern int rsa1024_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa1024_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa2048_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa2048_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa4096_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv, const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);
extern int rsa4096_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash, const uint8_t *sig, uint8_t *arena, uint32_t arena_size, uint32_t *arena_used);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_RSA_H */
