/*
 * aes_ctr.c - AES-128/192/256 in CTR mode (SP 800-38A), one call per
 * message; encryption and decryption are the same operation.
 */
#include "sym_internal.h"

int aes_ctr_crypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv,
                  const uint8_t *in, uint8_t *out, uint32_t len)
{
    sym_aes_key k;

    if (sym_aes_setkey_enc(&k, key, key_bits))
        return -1;
    sym_ctr128(sym_aes_encrypt, &k, iv, in, out, len);
    memset(&k, 0, sizeof(k));
    return 0;
}
