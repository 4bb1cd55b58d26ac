/*
 * md5.c - MD5 (RFC 1321), one call per message.
 *
 * The 64 steps are unrolled (constants and message indices are
 * compile-time), the message words are loaded with aligned word loads
 * when the block is 4-byte aligned and assembled from bytes otherwise.
 */
#include "sym_internal.h"

#define MD5_F(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define MD5_G(x, y, z) ((y) ^ ((z) & ((x) ^ (y))))
#define MD5_H(x, y, z) ((x) ^ (y) ^ (z))
#define MD5_I(x, y, z) ((y) ^ ((x) | ~(z)))

#define MD5_STEP(f, a, b, c, d, x, t, s)                                  \
    do {                                                                  \
        a += f(b, c, d) + (x) + (t);                                      \
        a = ROL32(a, s) + b;                                              \
    } while (0)

static void md5_compress(uint32_t *st, const uint8_t *p, uint32_t nblocks)
{
    uint32_t w[16], a, b, c, d;

    while (nblocks--) {
        sym_ld_le32_words(w, p, 16);
        a = st[0]; b = st[1]; c = st[2]; d = st[3];
        MD5_STEP(MD5_F, a, b, c, d, w[0], 0xd76aa478u, 7);
        MD5_STEP(MD5_F, d, a, b, c, w[1], 0xe8c7b756u, 12);
        MD5_STEP(MD5_F, c, d, a, b, w[2], 0x242070dbu, 17);
        MD5_STEP(MD5_F, b, c, d, a, w[3], 0xc1bdceeeu, 22);
        MD5_STEP(MD5_F, a, b, c, d, w[4], 0xf57c0fafu, 7);
        MD5_STEP(MD5_F, d, a, b, c, w[5], 0x4787c62au, 12);
        MD5_STEP(MD5_F, c, d, a, b, w[6], 0xa8304613u, 17);
        MD5_STEP(MD5_F, b, c, d, a, w[7], 0xfd469501u, 22);
        MD5_STEP(MD5_F, a, b, c, d, w[8], 0x698098d8u, 7);
        MD5_STEP(MD5_F, d, a, b, c, w[9], 0x8b44f7afu, 12);
        MD5_STEP(MD5_F, c, d, a, b, w[10], 0xffff5bb1u, 17);
        MD5_STEP(MD5_F, b, c, d, a, w[11], 0x895cd7beu, 22);
        MD5_STEP(MD5_F, a, b, c, d, w[12], 0x6b901122u, 7);
        MD5_STEP(MD5_F, d, a, b, c, w[13], 0xfd987193u, 12);
        MD5_STEP(MD5_F, c, d, a, b, w[14], 0xa679438eu, 17);
        MD5_STEP(MD5_F, b, c, d, a, w[15], 0x49b40821u, 22);
        MD5_STEP(MD5_G, a, b, c, d, w[1], 0xf61e2562u, 5);
        MD5_STEP(MD5_G, d, a, b, c, w[6], 0xc040b340u, 9);
        MD5_STEP(MD5_G, c, d, a, b, w[11], 0x265e5a51u, 14);
        MD5_STEP(MD5_G, b, c, d, a, w[0], 0xe9b6c7aau, 20);
        MD5_STEP(MD5_G, a, b, c, d, w[5], 0xd62f105du, 5);
        MD5_STEP(MD5_G, d, a, b, c, w[10], 0x02441453u, 9);
        MD5_STEP(MD5_G, c, d, a, b, w[15], 0xd8a1e681u, 14);
        MD5_STEP(MD5_G, b, c, d, a, w[4], 0xe7d3fbc8u, 20);
        MD5_STEP(MD5_G, a, b, c, d, w[9], 0x21e1cde6u, 5);
        MD5_STEP(MD5_G, d, a, b, c, w[14], 0xc33707d6u, 9);
        MD5_STEP(MD5_G, c, d, a, b, w[3], 0xf4d50d87u, 14);
        MD5_STEP(MD5_G, b, c, d, a, w[8], 0x455a14edu, 20);
        MD5_STEP(MD5_G, a, b, c, d, w[13], 0xa9e3e905u, 5);
        MD5_STEP(MD5_G, d, a, b, c, w[2], 0xfcefa3f8u, 9);
        MD5_STEP(MD5_G, c, d, a, b, w[7], 0x676f02d9u, 14);
        MD5_STEP(MD5_G, b, c, d, a, w[12], 0x8d2a4c8au, 20);
        MD5_STEP(MD5_H, a, b, c, d, w[5], 0xfffa3942u, 4);
        MD5_STEP(MD5_H, d, a, b, c, w[8], 0x8771f681u, 11);
        MD5_STEP(MD5_H, c, d, a, b, w[11], 0x6d9d6122u, 16);
        MD5_STEP(MD5_H, b, c, d, a, w[14], 0xfde5380cu, 23);
        MD5_STEP(MD5_H, a, b, c, d, w[1], 0xa4beea44u, 4);
        MD5_STEP(MD5_H, d, a, b, c, w[4], 0x4bdecfa9u, 11);
        MD5_STEP(MD5_H, c, d, a, b, w[7], 0xf6bb4b60u, 16);
        MD5_STEP(MD5_H, b, c, d, a, w[10], 0xbebfbc70u, 23);
        MD5_STEP(MD5_H, a, b, c, d, w[13], 0x289b7ec6u, 4);
        MD5_STEP(MD5_H, d, a, b, c, w[0], 0xeaa127fau, 11);
        MD5_STEP(MD5_H, c, d, a, b, w[3], 0xd4ef3085u, 16);
        MD5_STEP(MD5_H, b, c, d, a, w[6], 0x04881d05u, 23);
        MD5_STEP(MD5_H, a, b, c, d, w[9], 0xd9d4d039u, 4);
        MD5_STEP(MD5_H, d, a, b, c, w[12], 0xe6db99e5u, 11);
        MD5_STEP(MD5_H, c, d, a, b, w[15], 0x1fa27cf8u, 16);
        MD5_STEP(MD5_H, b, c, d, a, w[2], 0xc4ac5665u, 23);
        MD5_STEP(MD5_I, a, b, c, d, w[0], 0xf4292244u, 6);
        MD5_STEP(MD5_I, d, a, b, c, w[7], 0x432aff97u, 10);
        MD5_STEP(MD5_I, c, d, a, b, w[14], 0xab9423a7u, 15);
        MD5_STEP(MD5_I, b, c, d, a, w[5], 0xfc93a039u, 21);
        MD5_STEP(MD5_I, a, b, c, d, w[12], 0x655b59c3u, 6);
        MD5_STEP(MD5_I, d, a, b, c, w[3], 0x8f0ccc92u, 10);
        MD5_STEP(MD5_I, c, d, a, b, w[10], 0xffeff47du, 15);
        MD5_STEP(MD5_I, b, c, d, a, w[1], 0x85845dd1u, 21);
        MD5_STEP(MD5_I, a, b, c, d, w[8], 0x6fa87e4fu, 6);
        MD5_STEP(MD5_I, d, a, b, c, w[15], 0xfe2ce6e0u, 10);
        MD5_STEP(MD5_I, c, d, a, b, w[6], 0xa3014314u, 15);
        MD5_STEP(MD5_I, b, c, d, a, w[13], 0x4e0811a1u, 21);
        MD5_STEP(MD5_I, a, b, c, d, w[4], 0xf7537e82u, 6);
        MD5_STEP(MD5_I, d, a, b, c, w[11], 0xbd3af235u, 10);
        MD5_STEP(MD5_I, c, d, a, b, w[2], 0x2ad7d2bbu, 15);
        MD5_STEP(MD5_I, b, c, d, a, w[9], 0xeb86d391u, 21);
        st[0] += a; st[1] += b; st[2] += c; st[3] += d;
        p += 64;
    }
}

void md5(const uint8_t *msg, uint32_t len, uint8_t *digest16)
{
    uint32_t st[4] = { 0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u };
    uint32_t i;

    sym_md_sole(st, md5_compress, msg, len, 1);
    for (i = 0; i < 4; i++)
        st_le32(digest16 + 4 * i, st[i]);
}
