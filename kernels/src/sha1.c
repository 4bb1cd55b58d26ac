/*
 * sha1.c - SHA-1 (FIPS 180-4), one call per message.
 *
 * Four loops of 20 rounds (one per round function), five rounds unrolled
 * per iteration with renamed working variables; the 16-word message
 * schedule is updated in place as it is consumed.
 */
#include "sym_internal.h"

#define SHA1_F1(b, c, d) ((d) ^ ((b) & ((c) ^ (d))))
#define SHA1_F2(b, c, d) ((b) ^ (c) ^ (d))
#define SHA1_F3(b, c, d) (((b) & (c)) | ((d) & ((b) | (c))))

#define W(i) w[(i) & 15]
#define SCHED1(i)                                                          \
    (W(i) = ROL32(W((i) + 13) ^ W((i) + 8) ^ W((i) + 2) ^ W(i), 1))

#define SCHED1_OR_W(i) ((i) < 16 ? W(i) : SCHED1(i))

#define SHA1_R(f, a, b, c, d, e, k, x)                                    \
    do {                                                                  \
        e += ROL32(a, 5) + f(b, c, d) + (k) + (x);                        \
        b = ROL32(b, 30);                                                 \
    } while (0)

static void sha1_compress(uint32_t *st, const uint8_t *p, uint32_t nblocks)
{
    uint32_t w[16], a, b, c, d, e, i;

    while (nblocks--) {
        sym_ld_be32_words(w, p, 16);
        a = st[0]; b = st[1]; c = st[2]; d = st[3]; e = st[4];
        for (i = 0; i < 20; i += 5) {
            SHA1_R(SHA1_F1, a, b, c, d, e, 0x5a827999u, SCHED1_OR_W(i + 0));
            SHA1_R(SHA1_F1, e, a, b, c, d, 0x5a827999u, SCHED1_OR_W(i + 1));
            SHA1_R(SHA1_F1, d, e, a, b, c, 0x5a827999u, SCHED1_OR_W(i + 2));
            SHA1_R(SHA1_F1, c, d, e, a, b, 0x5a827999u, SCHED1_OR_W(i + 3));
            SHA1_R(SHA1_F1, b, c, d, e, a, 0x5a827999u, SCHED1_OR_W(i + 4));
        }
        for (i = 20; i < 40; i += 5) {
            SHA1_R(SHA1_F2, a, b, c, d, e, 0x6ed9eba1u, SCHED1(i + 0));
            SHA1_R(SHA1_F2, e, a, b, c, d, 0x6ed9eba1u, SCHED1(i + 1));
            SHA1_R(SHA1_F2, d, e, a, b, c, 0x6ed9eba1u, SCHED1(i + 2));
            SHA1_R(SHA1_F2, c, d, e, a, b, 0x6ed9eba1u, SCHED1(i + 3));
            SHA1_R(SHA1_F2, b, c, d, e, a, 0x6ed9eba1u, SCHED1(i + 4));
        }
        for (i = 40; i < 60; i += 5) {
            SHA1_R(SHA1_F3, a, b, c, d, e, 0x8f1bbcdcu, SCHED1(i + 0));
            SHA1_R(SHA1_F3, e, a, b, c, d, 0x8f1bbcdcu, SCHED1(i + 1));
            SHA1_R(SHA1_F3, d, e, a, b, c, 0x8f1bbcdcu, SCHED1(i + 2));
            SHA1_R(SHA1_F3, c, d, e, a, b, 0x8f1bbcdcu, SCHED1(i + 3));
            SHA1_R(SHA1_F3, b, c, d, e, a, 0x8f1bbcdcu, SCHED1(i + 4));
        }
        for (i = 60; i < 80; i += 5) {
            SHA1_R(SHA1_F2, a, b, c, d, e, 0xca62c1d6u, SCHED1(i + 0));
            SHA1_R(SHA1_F2, e, a, b, c, d, 0xca62c1d6u, SCHED1(i + 1));
            SHA1_R(SHA1_F2, d, e, a, b, c, 0xca62c1d6u, SCHED1(i + 2));
            SHA1_R(SHA1_F2, c, d, e, a, b, 0xca62c1d6u, SCHED1(i + 3));
            SHA1_R(SHA1_F2, b, c, d, e, a, 0xca62c1d6u, SCHED1(i + 4));
        }
        st[0] += a; st[1] += b; st[2] += c; st[3] += d; st[4] += e;
        p += 64;
    }
}

void sha1(const uint8_t *msg, uint32_t len, uint8_t *digest20)
{
    uint32_t st[5] = { 0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u,
                       0xc3d2e1f0u };
    uint32_t i;

    sym_md_sole(st, sha1_compress, msg, len, 0);
    for (i = 0; i < 5; i++)
        st_be32(digest20 + 4 * i, st[i]);
}
