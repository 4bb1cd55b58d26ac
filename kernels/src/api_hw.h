/*
 * api_hw.h - kernels that drive the STM32MP135's crypto accelerators
 * (hw_hash.c: HASH; hw_cryp.c: CRYP) instead of computing in software.
 * They are linked only into the MP135's "hw" image (kernels.mk): on any
 * other chip the registers they write are not there.
 *
 * The drivers are our own, register-level, following the programming
 * sequences of the reference manual RM0475 (HASH and CRYP chapters);
 * no vendor HAL code.  Polling only (no DMA, no interrupts).  The
 * signatures are those of the software kernels of the same algorithm
 * (kernels.h, api_sym.h), so that the same Go oracles check them:
 *
 * Hashes    f(msg, len, digest).
 * Ciphers   f(key, key_bits, iv, in, out, len) -> 0, or -1 on a bad
 *           key_bits or (CBC) a len that is not a multiple of the block
 *           (16 bytes; TDES: 8, key_bits 192 or 128 as api_sym.h's).  CTR:
 *           the whole IV block is the counter, one big-endian number (the
 *           CRYP counts only its last 32 bits; the driver carries into
 *           the rest), any len.
 *
 * AEAD      f(key, key_bits, nonce, aad, aad_len, in, out, len, tag) -> 0;
 *           GCM only, 12-byte nonce, 16-byte tag; decrypt returns -1
 *           (and zeroes out) when the tag does not verify.
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_HW_H
#define BOARDLESS_KERNELS_API_HW_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- HASH ---- */
extern void hw_sha1(const uint8_t *msg, uint32_t len, uint8_t *digest20);
extern void hw_sha224(const uint8_t *msg, uint32_t len, uint8_t *digest28);
extern void hw_sha256(const uint8_t *msg, uint32_t len, uint8_t *digest32);
extern void hw_sha384(const uint8_t *msg, uint32_t len, uint8_t *digest48);
extern void hw_sha512(const uint8_t *msg, uint32_t len, uint8_t *digest64);
extern void hw_sha3_224(const uint8_t *msg, uint32_t len, uint8_t *digest28);
extern void hw_sha3_256(const uint8_t *msg, uint32_t len, uint8_t *digest32);
extern void hw_sha3_384(const uint8_t *msg, uint32_t len, uint8_t *digest48);
extern void hw_sha3_512(const uint8_t *msg, uint32_t len, uint8_t *digest64);

/* ---- CRYP (AES) ---- */
extern int hw_aes_cbc_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int hw_aes_cbc_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int hw_aes_gcm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag);
extern int hw_aes_gcm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, const uint8_t *tag);
extern int hw_tdes_cbc_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int hw_tdes_cbc_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int hw_aes_ctr_crypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);

#ifdef __cplusplus
}
#endif

#endif
