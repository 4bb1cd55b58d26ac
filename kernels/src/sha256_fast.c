/*
 * sha256_fast.c - SHA-256 (FIPS 180-4), FAST configuration.
 *
 * All 64 rounds fully unrolled with macros: the working variables are
 * renamed instead of shifted, round constants and schedule indices are
 * compile-time constants, and the 16-word message schedule is updated in
 * place as it is consumed.  A block's 16 message words are loaded with
 * aligned word loads + byte swap (REV) when the block pointer is 4-byte
 * aligned, and assembled from bytes otherwise (Cortex-M0/M0+ fault on
 * unaligned LDR; streaming chunks can start anywhere).  Larger code
 * (several KiB) in exchange for no loop or register-shuffle overhead.
 */
#include "kernels.h"
#include "common.h"
#include "md_common.h"
#include "sha256_k.h"

#define W(i) w[(i) & 15]
#define SCHED(i)                                                           \
    (W(i) += SHA256_s0(W((i) + 1)) + SHA256_s1(W((i) + 14)) + W((i) + 9))

/* Round i; for i >= 16 the schedule word is computed first. */
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

static void sha256_fast_compress(void *state, const uint8_t *p, uint32_t nblocks)
{
    uint32_t *hs = (uint32_t *)state;
    uint32_t w[16];
    uint32_t a, b, c, d, e, f, g, h, i;

    while (nblocks--) {
#if K_HAVE_ALIGNED_LE32
        if (k_aligned4(p)) {
            const k_u32a *q = (const k_u32a *)(const void *)p;
            for (i = 0; i < 16; i++)
                w[i] = __builtin_bswap32(q[i]);
        } else
#endif
        {
            for (i = 0; i < 16; i++)
                w[i] = ld_be32(p + 4 * i);
        }
        a = hs[0]; b = hs[1]; c = hs[2]; d = hs[3];
        e = hs[4]; f = hs[5]; g = hs[6]; h = hs[7];

        RND8(0);  RND8(8);  RND8(16); RND8(24);
        RND8(32); RND8(40); RND8(48); RND8(56);

        hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d;
        hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
        p += 64;
    }
}

void sha256_init_fast(sha256_ctx_fast *ctx)
{
    uint32_t i;
    for (i = 0; i < 8; i++)
        ctx->h[i] = sha256_H0[i];
    ctx->len_lo = 0;
    ctx->len_hi = 0;
    ctx->used = 0;
}

void sha256_append_fast(sha256_ctx_fast *ctx, const uint8_t *data,
                        uint32_t len)
{
    md_append(ctx->h, sha256_fast_compress, ctx->buf.b, 64, &ctx->used, &ctx->len_lo,
              &ctx->len_hi, data, len);
}

void sha256_finish_fast(sha256_ctx_fast *ctx, uint8_t *digest32)
{
    uint32_t i;

    md_finish(ctx->h, sha256_fast_compress, ctx->buf.b, 64, 8, ctx->used, ctx->len_lo,
              ctx->len_hi);
    for (i = 0; i < 8; i++)
        st_be32(digest32 + 4 * i, ctx->h[i]);
}

void sha256_fast(const uint8_t *msg, uint32_t len, uint8_t *digest32)
{
    sha256_ctx_fast ctx;

    sha256_init_fast(&ctx);
    sha256_append_fast(&ctx, msg, len);
    sha256_finish_fast(&ctx, digest32);
}

void sha256_stream_fast(const uint8_t *msg, uint32_t len, uint32_t chunk,
                        uint8_t *digest32)
{
    sha256_ctx_fast ctx;
    uint32_t n;

    if (chunk == 0)
        chunk = len ? len : 1;
    sha256_init_fast(&ctx);
    while (len != 0) {
        n = len < chunk ? len : chunk;
        sha256_append_fast(&ctx, msg, n);
        msg += n;
        len -= n;
    }
    sha256_finish_fast(&ctx, digest32);
}
