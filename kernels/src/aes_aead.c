/*
 * aes_aead.c - AES-128/192/256-GCM (SP 800-38D) and -CCM (SP 800-38C),
 * one call per message: 12-byte nonce, 16-byte tag.  The modes are in
 * sym_aead_modes.c, the block function in aes_enc_core.c.
 */
#include "sym_internal.h"

int aes_gcm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, uint8_t *tag)
{
    sym_aes_key k;

    if (sym_aes_setkey_enc(&k, key, key_bits))
        return -1;
    sym_gcm_encrypt(sym_aes_encrypt, &k, nonce, aad, aad_len, in, out, len, tag);
    return 0;
}

int aes_gcm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, const uint8_t *tag)
{
    sym_aes_key k;

    if (sym_aes_setkey_enc(&k, key, key_bits))
        return -1;
    return sym_gcm_decrypt(sym_aes_encrypt, &k, nonce, aad, aad_len, in, out, len, tag);
}

int aes_ccm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, uint8_t *tag)
{
    sym_aes_key k;

    if (sym_aes_setkey_enc(&k, key, key_bits))
        return -1;
    return sym_ccm_encrypt(sym_aes_encrypt, &k, nonce, aad, aad_len, in, out, len, tag);
}

int aes_ccm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, const uint8_t *tag)
{
    sym_aes_key k;

    if (sym_aes_setkey_enc(&k, key, key_bits))
        return -1;
    return sym_ccm_decrypt(sym_aes_encrypt, &k, nonce, aad, aad_len, in, out, len, tag);
}
