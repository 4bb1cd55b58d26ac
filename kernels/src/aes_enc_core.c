/*
 * aes_enc_core.c - internal: AES-128/192/256 encryption-only block
 * function for the CTR, GCM and CCM modes (see sym_internal.h).
 *
 * A thin adapter over aes_fast.c's T-table AES, so that the modes share
 * its tables instead of carrying a second copy (4.25 KiB of flash).
 */
#include "sym_internal.h"

int sym_aes_setkey_enc(sym_aes_key *k, const uint8_t *key, uint32_t key_bits)
{
    uint32_t nr = aes_fast_expand_enc(k->rk, key, key_bits);

    if (nr == 0)
        return -1;
    k->nr = nr;
    return 0;
}

/* blk: 16 bytes, 4-byte aligned (internal contract of sym_block_fn). */
void sym_aes_encrypt(const void *key, uint8_t *blk)
{
    const sym_aes_key *k = (const sym_aes_key *)key;
    uint32_t s[4];

    s[0] = ld_le32(blk);
    s[1] = ld_le32(blk + 4);
    s[2] = ld_le32(blk + 8);
    s[3] = ld_le32(blk + 12);
    aes_fast_encrypt_words(k->rk, k->nr, s);
    st_le32(blk, s[0]);
    st_le32(blk + 4, s[1]);
    st_le32(blk + 8, s[2]);
    st_le32(blk + 12, s[3]);
}
