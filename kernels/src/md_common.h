/*
 * md_common.h - internal Merkle-Damgard buffering shared by the SHA-2
 * kernels (not exported).
 *
 * md_append()/md_finish() are always inlined into each configuration's
 * append/finish functions, so the compression function becomes a direct
 * call and each .c file stays self-contained.  The block size is a
 * compile-time power of two, so no division instruction is emitted.
 * Full blocks are hashed straight from the caller's buffer (zero copy);
 * only partial blocks go through ctx->buf.
 */
#ifndef BOARDLESS_KERNELS_MD_COMMON_H
#define BOARDLESS_KERNELS_MD_COMMON_H

#include "common.h"

typedef void (*md_compress_fn)(void *state, const uint8_t *blocks, uint32_t nblocks);

K_INLINE void md_append(void *state, md_compress_fn compress, uint8_t *buf,
                        uint32_t bsize, uint32_t *used, uint32_t *len_lo,
                        uint32_t *len_hi, const uint8_t *data, uint32_t len)
{
    uint32_t u = *used;
    uint32_t lo = *len_lo + len;

    *len_hi += (lo < len);
    *len_lo = lo;

    if (u != 0) {
        uint32_t n = bsize - u;
        if (n > len)
            n = len;
        memcpy(buf + u, data, n);
        u += n;
        data += n;
        len -= n;
        if (u < bsize) {
            *used = u;
            return;
        }
        compress(state, buf, 1);
    }
    if (len >= bsize) {
        uint32_t nb = len / bsize;          /* bsize is a power of two */
        compress(state, data, nb);
        data += nb * bsize;
        len -= nb * bsize;
    }
    if (len != 0)
        memcpy(buf, data, len);
    *used = len;
}

/* Pads and hashes the final block(s).  lenfield is 8 (SHA-256) or 16
 * (SHA-384/512) bytes; the byte count is at most 2^64-1, so only the low
 * 67 bits of the bit length can be nonzero. */
K_INLINE void md_finish(void *state, md_compress_fn compress, uint8_t *buf,
                        uint32_t bsize, uint32_t lenfield, uint32_t used,
                        uint32_t len_lo, uint32_t len_hi)
{
    uint32_t u = used;

    buf[u++] = 0x80;
    if (u > bsize - lenfield) {
        memset(buf + u, 0, bsize - u);
        compress(state, buf, 1);
        u = 0;
    }
    memset(buf + u, 0, bsize - 8 - u);
    if (lenfield > 8)
        buf[bsize - 9] = (uint8_t)(len_hi >> 29);
    st_be32(buf + bsize - 8, (len_hi << 3) | (len_lo >> 29));
    st_be32(buf + bsize - 4, len_lo << 3);
    compress(state, buf, 1);
}

#endif /* BOARDLESS_KERNELS_MD_COMMON_H */
