/*
 * sha224.c - SHA-224 (FIPS 180-4): SHA-256 with its own initial value,
 * truncated to 28 bytes; one call per message.
 *
 * Eight rounds unrolled with renamed working variables, in a loop of
 * eight (the fully unrolled compression function of sha256_fast.c is
 * 13 KiB; flash is short on the 128 KiB boards), in-place 16-word
 * schedule; the round constants and function macros come from the shared
 * internal header sha256_k.h.
 */
#include "sym_internal.h"
#include "sha256_k.h"

#define W(i) w[(i) & 15]
#define SCHED(i)                                                           \
    (W(i) += SHA256_s0(W((i) + 1)) + SHA256_s1(W((i) + 14)) + W((i) + 9))

#define RND(a, b, c, d, e, f, g, h, i)                                    \
    do {                                                                  \
        uint32_t t1_ = h + SHA256_S1(e) + SHA256_CH(e, f, g) +             \
                       sha256_K[i] + ((i) < 16 ? W(i) : SCHED(i));         \
        d += t1_;                                                         \
        h = t1_ + SHA256_S0(a) + SHA256_MAJ(a, b, c);                     \
    } while (0)

#define RND8(i)                                                           \
    do {                                                                  \
        RND(a, b, c, d, e, f, g, h, (i) + 0);                             \
        RND(h, a, b, c, d, e, f, g, (i) + 1);                             \
        RND(g, h, a, b, c, d, e, f, (i) + 2);                             \
        RND(f, g, h, a, b, c, d, e, (i) + 3);                             \
        RND(e, f, g, h, a, b, c, d, (i) + 4);                             \
        RND(d, e, f, g, h, a, b, c, (i) + 5);                             \
        RND(c, d, e, f, g, h, a, b, (i) + 6);                             \
        RND(b, c, d, e, f, g, h, a, (i) + 7);                             \
    } while (0)

static void sha224_compress(uint32_t *hs, const uint8_t *p, uint32_t nblocks)
{
    uint32_t w[16], a, b, c, d, e, f, g, h, i;

    while (nblocks--) {
        sym_ld_be32_words(w, p, 16);
        a = hs[0]; b = hs[1]; c = hs[2]; d = hs[3];
        e = hs[4]; f = hs[5]; g = hs[6]; h = hs[7];

        for (i = 0; i < 64; i += 8)
            RND8(i);

        hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d;
        hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
        p += 64;
    }
}

void sha224(const uint8_t *msg, uint32_t len, uint8_t *digest28)
{
    uint32_t st[8] = { 0xc1059ed8u, 0x367cd507u, 0x3070dd17u, 0xf70e5939u,
                       0xffc00b31u, 0x68581511u, 0x64f98fa7u, 0xbefa4fa4u };
    uint32_t i;

    (void)sha256_H0;
    sym_md_sole(st, sha224_compress, msg, len, 0);
    for (i = 0; i < 7; i++)
        st_be32(digest28 + 4 * i, st[i]);
}
