/*
 * rsa_sizes.c - RSASSA-PKCS1-v1_5 with SHA-256 (PKCS#1 v2.2, 8.2) for
 * 1024-, 2048- and 4096-bit moduli: exports over rsa_pkcs1.c's code,
 * which takes the key size as a parameter.  Fast math only (Comba +
 * Montgomery); signing with CRT and a 6-bit window; verification with e
 * as a 32-bit word.
 */
#include "api_rsa.h"
#include "pk_internal.h"

#define RSA_SIZE_EXPORTS(bits)                                                                 \
    int rsa##bits##_sign_crt_fast_w6(const uint8_t *p, const uint8_t *q, const uint8_t *dp,   \
                                     const uint8_t *dq, const uint8_t *qinv,                  \
                                     const uint8_t *hash, uint8_t *sig, uint8_t *arena,       \
                                     uint32_t arena_size, uint32_t *arena_used)               \
    {                                                                                          \
        return rsa_pkcs1_sign_crt(1, 6, bits / 8, p, q, dp, dq, qinv, hash, sig, arena,        \
                                  arena_size, arena_used);                                     \
    }                                                                                          \
    int rsa##bits##_verify_fast(const uint8_t *n, uint32_t e, const uint8_t *hash,             \
                                const uint8_t *sig, uint8_t *arena, uint32_t arena_size,       \
                                uint32_t *arena_used)                                          \
    {                                                                                          \
        return rsa_pkcs1_verify(1, bits / 8, n, e, hash, sig, arena, arena_size, arena_used);  \
    }

RSA_SIZE_EXPORTS(1024)
RSA_SIZE_EXPORTS(2048)
RSA_SIZE_EXPORTS(4096)
