/*
 * sm4_aead.c - SM4-GCM (SP 800-38D mode) and SM4-CCM (SP 800-38C modes),
 * one call per message: 12-byte nonce, 16-byte tag.  The modes are in
 * sym_aead_modes.c, the block function in sm4.c.
 */
#include "sym_internal.h"

int sm4_gcm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, uint8_t *tag)
{
    sym_sm4_key k;

    if (key_bits != 128)
        return -1;
    sym_sm4_setkey(&k, key, 0);
    sym_gcm_encrypt(sym_sm4_encrypt, &k, nonce, aad, aad_len, in, out, len, tag);
    return 0;
}

int sm4_gcm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, const uint8_t *tag)
{
    sym_sm4_key k;

    if (key_bits != 128)
        return -1;
    sym_sm4_setkey(&k, key, 0);
    return sym_gcm_decrypt(sym_sm4_encrypt, &k, nonce, aad, aad_len, in, out, len, tag);
}

int sm4_ccm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, uint8_t *tag)
{
    sym_sm4_key k;

    if (key_bits != 128)
        return -1;
    sym_sm4_setkey(&k, key, 0);
    return sym_ccm_encrypt(sym_sm4_encrypt, &k, nonce, aad, aad_len, in, out, len, tag);
}

int sm4_ccm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce,
                    const uint8_t *aad, uint32_t aad_len, const uint8_t *in,
                    uint8_t *out, uint32_t len, const uint8_t *tag)
{
    sym_sm4_key k;

    if (key_bits != 128)
        return -1;
    sym_sm4_setkey(&k, key, 0);
    return sym_ccm_decrypt(sym_sm4_encrypt, &k, nonce, aad, aad_len, in, out, len, tag);
}
