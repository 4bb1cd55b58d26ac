/*
 * sha3.c - SHA3-224/256/384/512 (FIPS 202), one call per message.
 *
 * Keccak-f[1600] on 64-bit lanes (the compiler splits them in 32-bit
 * halves on the Cortex-M cores), one round unrolled: theta, rho+pi into a
 * scratch state, chi back, iota.  The rate bytes are absorbed as
 * little-endian words (aligned word loads when the input is 4-byte
 * aligned).  keccak_f1600 is also the permutation of ed448.c's SHAKE256
 * (keccak_internal.h).
 */
#include "keccak_internal.h"
#include "sym_internal.h"

#define ROL64(x, n) ROR64((x), 64 - (n))

static const uint64_t keccak_rc[24] = {
    0x0000000000000001ull, 0x0000000000008082ull, 0x800000000000808aull,
    0x8000000080008000ull, 0x000000000000808bull, 0x0000000080000001ull,
    0x8000000080008081ull, 0x8000000000008009ull, 0x000000000000008aull,
    0x0000000000000088ull, 0x0000000080008009ull, 0x000000008000000aull,
    0x000000008000808bull, 0x800000000000008bull, 0x8000000000008089ull,
    0x8000000000008003ull, 0x8000000000008002ull, 0x8000000000000080ull,
    0x000000000000800aull, 0x800000008000000aull, 0x8000000080008081ull,
    0x8000000000008080ull, 0x0000000080000001ull, 0x8000000080008008ull,
};

#define KECCAK_ROUND_BODY() \
    do { \
        uint64_t c0_, c1_, c2_, c3_, c4_, d_; \
        c0_ = A[0] ^ A[5] ^ A[10] ^ A[15] ^ A[20]; \
        c1_ = A[1] ^ A[6] ^ A[11] ^ A[16] ^ A[21]; \
        c2_ = A[2] ^ A[7] ^ A[12] ^ A[17] ^ A[22]; \
        c3_ = A[3] ^ A[8] ^ A[13] ^ A[18] ^ A[23]; \
        c4_ = A[4] ^ A[9] ^ A[14] ^ A[19] ^ A[24]; \
        d_ = c4_ ^ ROL64(c1_, 1); \
        A[0] ^= d_; A[5] ^= d_; A[10] ^= d_; A[15] ^= d_; A[20] ^= d_; \
        d_ = c0_ ^ ROL64(c2_, 1); \
        A[1] ^= d_; A[6] ^= d_; A[11] ^= d_; A[16] ^= d_; A[21] ^= d_; \
        d_ = c1_ ^ ROL64(c3_, 1); \
        A[2] ^= d_; A[7] ^= d_; A[12] ^= d_; A[17] ^= d_; A[22] ^= d_; \
        d_ = c2_ ^ ROL64(c4_, 1); \
        A[3] ^= d_; A[8] ^= d_; A[13] ^= d_; A[18] ^= d_; A[23] ^= d_; \
        d_ = c3_ ^ ROL64(c0_, 1); \
        A[4] ^= d_; A[9] ^= d_; A[14] ^= d_; A[19] ^= d_; A[24] ^= d_; \
        B[0] = A[0]; \
        B[16] = ROL64(A[5], 36); \
        B[7] = ROL64(A[10], 3); \
        B[23] = ROL64(A[15], 41); \
        B[14] = ROL64(A[20], 18); \
        B[10] = ROL64(A[1], 1); \
        B[1] = ROL64(A[6], 44); \
        B[17] = ROL64(A[11], 10); \
        B[8] = ROL64(A[16], 45); \
        B[24] = ROL64(A[21], 2); \
        B[20] = ROL64(A[2], 62); \
        B[11] = ROL64(A[7], 6); \
        B[2] = ROL64(A[12], 43); \
        B[18] = ROL64(A[17], 15); \
        B[9] = ROL64(A[22], 61); \
        B[5] = ROL64(A[3], 28); \
        B[21] = ROL64(A[8], 55); \
        B[12] = ROL64(A[13], 25); \
        B[3] = ROL64(A[18], 21); \
        B[19] = ROL64(A[23], 56); \
        B[15] = ROL64(A[4], 27); \
        B[6] = ROL64(A[9], 20); \
        B[22] = ROL64(A[14], 39); \
        B[13] = ROL64(A[19], 8); \
        B[4] = ROL64(A[24], 14); \
        A[0] = B[0] ^ (~B[1] & B[2]); \
        A[1] = B[1] ^ (~B[2] & B[3]); \
        A[2] = B[2] ^ (~B[3] & B[4]); \
        A[3] = B[3] ^ (~B[4] & B[0]); \
        A[4] = B[4] ^ (~B[0] & B[1]); \
        A[5] = B[5] ^ (~B[6] & B[7]); \
        A[6] = B[6] ^ (~B[7] & B[8]); \
        A[7] = B[7] ^ (~B[8] & B[9]); \
        A[8] = B[8] ^ (~B[9] & B[5]); \
        A[9] = B[9] ^ (~B[5] & B[6]); \
        A[10] = B[10] ^ (~B[11] & B[12]); \
        A[11] = B[11] ^ (~B[12] & B[13]); \
        A[12] = B[12] ^ (~B[13] & B[14]); \
        A[13] = B[13] ^ (~B[14] & B[10]); \
        A[14] = B[14] ^ (~B[10] & B[11]); \
        A[15] = B[15] ^ (~B[16] & B[17]); \
        A[16] = B[16] ^ (~B[17] & B[18]); \
        A[17] = B[17] ^ (~B[18] & B[19]); \
        A[18] = B[18] ^ (~B[19] & B[15]); \
        A[19] = B[19] ^ (~B[15] & B[16]); \
        A[20] = B[20] ^ (~B[21] & B[22]); \
        A[21] = B[21] ^ (~B[22] & B[23]); \
        A[22] = B[22] ^ (~B[23] & B[24]); \
        A[23] = B[23] ^ (~B[24] & B[20]); \
        A[24] = B[24] ^ (~B[20] & B[21]); \
    } while (0)

/* Shared with ed448.c (SHAKE256), hence not static. */
void keccak_f1600(uint64_t *A)
{
    uint64_t B[25];
    uint32_t round;

    for (round = 0; round < 24; round++) {
        KECCAK_ROUND_BODY();
        A[0] ^= keccak_rc[round];
    }
}

/* XORs `nlanes` 8-byte little-endian lanes of p into A. */
static void keccak_absorb(uint64_t *A, const uint8_t *p, uint32_t nlanes)
{
    uint32_t w[2 * 18], i;

    sym_ld_le32_words(w, p, 2 * nlanes);
    for (i = 0; i < nlanes; i++)
        A[i] ^= (uint64_t)w[2 * i] | ((uint64_t)w[2 * i + 1] << 32);
}

/* rate in bytes (a multiple of 8, at most 144); outlen <= rate. */
static void sha3_sole(const uint8_t *msg, uint32_t len, uint32_t rate,
                      uint8_t *out, uint32_t outlen)
{
    uint64_t A[25];
    uint8_t last[144];
    uint32_t i;

    memset(A, 0, sizeof(A));
    while (len >= rate) {
        keccak_absorb(A, msg, rate >> 3);
        keccak_f1600(A);
        msg += rate;
        len -= rate;
    }
    memset(last, 0, rate);
    memcpy(last, msg, len);
    last[len] ^= 0x06;
    last[rate - 1] ^= 0x80;
    keccak_absorb(A, last, rate >> 3);
    keccak_f1600(A);
    for (i = 0; i < outlen; i++)
        out[i] = (uint8_t)(A[i >> 3] >> (8 * (i & 7)));
}

void sha3_224(const uint8_t *msg, uint32_t len, uint8_t *digest28)
{
    sha3_sole(msg, len, 144, digest28, 28);
}

void sha3_256(const uint8_t *msg, uint32_t len, uint8_t *digest32)
{
    sha3_sole(msg, len, 136, digest32, 32);
}

void sha3_384(const uint8_t *msg, uint32_t len, uint8_t *digest48)
{
    sha3_sole(msg, len, 104, digest48, 48);
}

void sha3_512(const uint8_t *msg, uint32_t len, uint8_t *digest64)
{
    sha3_sole(msg, len, 72, digest64, 64);
}
