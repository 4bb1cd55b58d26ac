/*
 * api_sym.h - public API of the symmetric kernels beyond kernels.h:
 * 3DES, AES-CTR, SM4, the GCM/CCM/ChaCha20-Poly1305/Ascon AEADs and the
 * MD5, SHA-1, SHA-224, SHA-3, SM3 and Ascon-Hash256 hashes.
 *
 * One configuration per algorithm (speed-oriented, no suffix), sole-buffer
 * API only: one call processes the whole message.  Conventions of
 * kernels.h apply: portable C11, only memcpy/memset from libc, no mutable
 * static state, any buffer alignment (word accesses only on pointers
 * checked to be 4-byte aligned), `in` and `out` may be the same buffer.
 *
 * Ciphers   f(key, key_bits, iv, in, out, len) -> 0, or -1 on a bad
 *           key_bits or (CBC) a len that is not a multiple of the block.
 *           3DES: key_bits 192 (K1,K2,K3) or 128 (K1,K2,K1); 8-byte block
 *           and IV.  SM4: key_bits 128.  CTR: the whole IV block is the
 *           counter, incremented as one big-endian number (SP 800-38A, as
 *           Go's cipher.NewCTR); any len; encryption = decryption.
 * AEAD      f(key, key_bits, nonce, aad, aad_len, in, out, len, tag)
 *           -> 0; decrypt returns -1 (and zeroes out) when the 16-byte tag
 *           does not verify, or -1 on a bad key_bits.  Nonces: 12 bytes
 *           for GCM, CCM (L = 3) and ChaCha20-Poly1305; 16 bytes for
 *           Ascon-AEAD128.  key_bits: 128/192/256 for AES, 128 for SM4 and
 *           Ascon, 256 for ChaCha20.  Tags are always 16 bytes.
 * Hashes    f(msg, len, digest).
 *
 * Every line `extern <type> name(...` is an exported kernel (kernels.mk).
 */
#ifndef BOARDLESS_KERNELS_API_SYM_H
#define BOARDLESS_KERNELS_API_SYM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- hashes ---- */
extern void md5(const uint8_t *msg, uint32_t len, uint8_t *digest16);
extern void sha1(const uint8_t *msg, uint32_t len, uint8_t *digest20);
extern void sha224(const uint8_t *msg, uint32_t len, uint8_t *digest28);
extern void sha3_224(const uint8_t *msg, uint32_t len, uint8_t *digest28);
extern void sha3_256(const uint8_t *msg, uint32_t len, uint8_t *digest32);
extern void sha3_384(const uint8_t *msg, uint32_t len, uint8_t *digest48);
extern void sha3_512(const uint8_t *msg, uint32_t len, uint8_t *digest64);
extern void sm3(const uint8_t *msg, uint32_t len, uint8_t *digest32);
extern void ascon_hash256(const uint8_t *msg, uint32_t len, uint8_t *digest32);

/* ---- block ciphers ---- */
extern int tdes_cbc_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int tdes_cbc_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int tdes_ctr_crypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int aes_ctr_crypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int sm4_cbc_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int sm4_cbc_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);
extern int sm4_ctr_crypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len);

/* ---- AEAD ---- */
extern int aes_gcm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag);
extern int aes_gcm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, const uint8_t *tag);
extern int aes_ccm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag);
extern int aes_ccm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, const uint8_t *tag);
extern int sm4_gcm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag);
extern int sm4_gcm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, const uint8_t *tag);
extern int sm4_ccm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag);
extern int sm4_ccm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, const uint8_t *tag);
extern int chacha20poly1305_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag);
extern int chacha20poly1305_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, const uint8_t *tag);
extern int ascon_aead128_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag);
extern int ascon_aead128_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len, const uint8_t *in, uint8_t *out, uint32_t len, const uint8_t *tag);

#ifdef __cplusplus
}
#endif

#endif /* BOARDLESS_KERNELS_API_SYM_H */
