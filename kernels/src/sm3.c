/*
 * sm3.c - SM3 hash (GB/T 32905-2016), one call per message.
 *
 * Two loops (rounds 0-15 and 16-63, which differ in FF and GG), four
 * rounds unrolled per iteration with renamed working variables, the round
 * constants rotl(Tj, j) from a table; the expanded words W[j+4] are
 * computed in a 16-word circular buffer one round ahead of their use as
 * W'[j] = W[j] ^ W[j+4].
 */
#include "sym_internal.h"
#include "md_common.h"
#include "wcurve.h"

#define SM3_FF0(x, y, z) ((x) ^ (y) ^ (z))
#define SM3_FF1(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define SM3_GG0(x, y, z) ((x) ^ (y) ^ (z))
#define SM3_GG1(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define SM3_P0(x) ((x) ^ ROL32(x, 9) ^ ROL32(x, 17))
#define SM3_P1(x) ((x) ^ ROL32(x, 15) ^ ROL32(x, 23))

/* rotl(T_j, j mod 32) */
static const uint32_t sm3_tj[64] = {
    0x79cc4519u, 0xf3988a32u, 0xe7311465u, 0xce6228cbu, 0x9cc45197u, 0x3988a32fu,
    0x7311465eu, 0xe6228cbcu, 0xcc451979u, 0x988a32f3u, 0x311465e7u, 0x6228cbceu,
    0xc451979cu, 0x88a32f39u, 0x11465e73u, 0x228cbce6u, 0x9d8a7a87u, 0x3b14f50fu,
    0x7629ea1eu, 0xec53d43cu, 0xd8a7a879u, 0xb14f50f3u, 0x629ea1e7u, 0xc53d43ceu,
    0x8a7a879du, 0x14f50f3bu, 0x29ea1e76u, 0x53d43cecu, 0xa7a879d8u, 0x4f50f3b1u,
    0x9ea1e762u, 0x3d43cec5u, 0x7a879d8au, 0xf50f3b14u, 0xea1e7629u, 0xd43cec53u,
    0xa879d8a7u, 0x50f3b14fu, 0xa1e7629eu, 0x43cec53du, 0x879d8a7au, 0x0f3b14f5u,
    0x1e7629eau, 0x3cec53d4u, 0x79d8a7a8u, 0xf3b14f50u, 0xe7629ea1u, 0xcec53d43u,
    0x9d8a7a87u, 0x3b14f50fu, 0x7629ea1eu, 0xec53d43cu, 0xd8a7a879u, 0xb14f50f3u,
    0x629ea1e7u, 0xc53d43ceu, 0x8a7a879du, 0x14f50f3bu, 0x29ea1e76u, 0x53d43cecu,
    0xa7a879d8u, 0x4f50f3b1u, 0x9ea1e762u, 0x3d43cec5u,
};

#define W(i) w[(i) & 15]
/* W[k] from W[k-16] (the slot it replaces), W[k-9], W[k-3], W[k-13], W[k-6]. */
#define SM3_SCHED(k)                                                       \
    (W(k) = SM3_P1(W(k) ^ W((k) + 7) ^ ROL32(W((k) + 13), 15)) ^          \
            ROL32(W((k) + 3), 7) ^ W((k) + 10))

/* W[j+4]: loaded for j < 12, expanded after. */
#define SM3_W4(j) ((j) < 12 ? W((j) + 4) : SM3_SCHED((j) + 4))

#define SM3_R(FF, GG, a, b, c, d, e, f, g, h, tj, j, w4)                  \
    do {                                                                  \
        uint32_t a12_ = ROL32(a, 12);                                     \
        uint32_t ss1_ = ROL32(a12_ + e + (tj), 7);                        \
        uint32_t wj_ = W(j);                                              \
        uint32_t wj4_ = (w4);                                             \
        d = FF(a, b, c) + d + (ss1_ ^ a12_) + (wj_ ^ wj4_);               \
        h = GG(e, f, g) + h + ss1_ + wj_;                                 \
        h = SM3_P0(h);                                                    \
        b = ROL32(b, 9);                                                  \
        f = ROL32(f, 19);                                                 \
    } while (0)

static void sm3_compress(uint32_t *st, const uint8_t *p, uint32_t nblocks)
{
    uint32_t w[16], a, b, c, d, e, f, g, h, j;

    while (nblocks--) {
        sym_ld_be32_words(w, p, 16);
        a = st[0]; b = st[1]; c = st[2]; d = st[3];
        e = st[4]; f = st[5]; g = st[6]; h = st[7];
        for (j = 0; j < 16; j += 4) {
            SM3_R(SM3_FF0, SM3_GG0, a, b, c, d, e, f, g, h, sm3_tj[j + 0], j + 0, SM3_W4(j + 0));
            SM3_R(SM3_FF0, SM3_GG0, d, a, b, c, h, e, f, g, sm3_tj[j + 1], j + 1, SM3_W4(j + 1));
            SM3_R(SM3_FF0, SM3_GG0, c, d, a, b, g, h, e, f, sm3_tj[j + 2], j + 2, SM3_W4(j + 2));
            SM3_R(SM3_FF0, SM3_GG0, b, c, d, a, f, g, h, e, sm3_tj[j + 3], j + 3, SM3_W4(j + 3));
        }
        for (j = 16; j < 64; j += 4) {
            SM3_R(SM3_FF1, SM3_GG1, a, b, c, d, e, f, g, h, sm3_tj[j + 0], j + 0, SM3_W4(j + 0));
            SM3_R(SM3_FF1, SM3_GG1, d, a, b, c, h, e, f, g, sm3_tj[j + 1], j + 1, SM3_W4(j + 1));
            SM3_R(SM3_FF1, SM3_GG1, c, d, a, b, g, h, e, f, sm3_tj[j + 2], j + 2, SM3_W4(j + 2));
            SM3_R(SM3_FF1, SM3_GG1, b, c, d, a, f, g, h, e, sm3_tj[j + 3], j + 3, SM3_W4(j + 3));
        }
        st[0] ^= a; st[1] ^= b; st[2] ^= c; st[3] ^= d;
        st[4] ^= e; st[5] ^= f; st[6] ^= g; st[7] ^= h;
        p += 64;
    }
}

static const uint32_t sm3_iv[8] = { 0x7380166fu, 0x4914b2b9u, 0x172442d7u, 0xda8a0600u,
                                    0xa96f30bcu, 0x163138aau, 0xe38dee4du, 0xb0fb0e4eu };

static void sm3_digest(const uint32_t *st, uint8_t *digest32)
{
    uint32_t i;

    for (i = 0; i < 8; i++)
        st_be32(digest32 + 4 * i, st[i]);
}

void sm3(const uint8_t *msg, uint32_t len, uint8_t *digest32)
{
    uint32_t st[8];

    memcpy(st, sm3_iv, sizeof st);
    sym_md_sole(st, sm3_compress, msg, len, 0);
    sm3_digest(st, digest32);
}

/* For SM2 (ecc_wcurve.c, declared in wcurve.h): SM3 of a || b. */
static void sm3_compress_md(void *st, const uint8_t *p, uint32_t nblocks)
{
    sm3_compress(st, p, nblocks);
}

void sm3_prefixed(const uint8_t *a, uint32_t alen, const uint8_t *b, uint32_t blen,
                  uint8_t *digest32)
{
    uint32_t st[8], used = 0, lo = 0, hi = 0;
    uint8_t buf[64];

    memcpy(st, sm3_iv, sizeof st);
    md_append(st, sm3_compress_md, buf, 64, &used, &lo, &hi, a, alen);
    md_append(st, sm3_compress_md, buf, 64, &used, &lo, &hi, b, blen);
    md_finish(st, sm3_compress_md, buf, 64, 8, used, lo, hi);
    sm3_digest(st, digest32);
}
