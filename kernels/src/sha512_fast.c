/*
 * sha512_fast.c - SHA-512 and SHA-384 (FIPS 180-4), FAST configuration.
 *
 * Rounds unrolled with macros and renamed working variables (no register
 * shuffling): rounds 0..15 fully unrolled with the message load, rounds
 * 16..79 as a 4-iteration loop whose body is 16 unrolled rounds, so every
 * message-schedule index is a compile-time constant.  (A full 80-round
 * unroll of 64-bit arithmetic on 32-bit cores costs tens of KiB for little
 * further gain.)  Aligned blocks are loaded as words + byte swap, other
 * blocks byte-wise (Cortex-M0/M0+ fault on unaligned LDR).  SHA-384 shares
 * everything except init and finish.
 */
#include "kernels.h"
#include "common.h"
#include "md_common.h"
#include "sha512_k.h"

#define W(i) w[(i) & 15]
#define SCHED(i)                                                           \
    (W(i) += SHA512_s0(W((i) + 1)) + SHA512_s1(W((i) + 14)) + W((i) + 9))

/* One round; Wi is the message-schedule expression, k the constant. */
#define RND(a, b, c, d, e, f, g, h, k, Wi)                                \
    do {                                                                  \
        uint64_t t1_ = h + SHA512_S1(e) + SHA512_CH(e, f, g) + (k) + (Wi); \
        d += t1_;                                                         \
        h = t1_ + SHA512_S0(a) + SHA512_MAJ(a, b, c);                     \
    } while (0)

/* 8 rounds starting at schedule index i (multiple of 8) with K base kp. */
#define RND8(i, kp, WX)                                                   \
    do {                                                                  \
        RND(a, b, c, d, e, f, g, h, kp[(i) + 0], WX((i) + 0));            \
        RND(h, a, b, c, d, e, f, g, kp[(i) + 1], WX((i) + 1));            \
        RND(g, h, a, b, c, d, e, f, kp[(i) + 2], WX((i) + 2));            \
        RND(f, g, h, a, b, c, d, e, kp[(i) + 3], WX((i) + 3));            \
        RND(e, f, g, h, a, b, c, d, kp[(i) + 4], WX((i) + 4));            \
        RND(d, e, f, g, h, a, b, c, kp[(i) + 5], WX((i) + 5));            \
        RND(c, d, e, f, g, h, a, b, kp[(i) + 6], WX((i) + 6));            \
        RND(b, c, d, e, f, g, h, a, kp[(i) + 7], WX((i) + 7));            \
    } while (0)

static void sha512_fast_compress(void *state, const uint8_t *p, uint32_t nblocks)
{
    uint64_t *hs = (uint64_t *)state;
    uint64_t w[16];
    uint64_t a, b, c, d, e, f, g, h;
    const uint64_t *kp;
    uint32_t i;

    while (nblocks--) {
#if K_HAVE_ALIGNED_LE32
        if (k_aligned4(p)) {
            const k_u32a *q = (const k_u32a *)(const void *)p;
            for (i = 0; i < 16; i++)
                w[i] = ((uint64_t)__builtin_bswap32(q[2 * i]) << 32) |
                       __builtin_bswap32(q[2 * i + 1]);
        } else
#endif
        {
            for (i = 0; i < 16; i++)
                w[i] = ld_be64(p + 8 * i);
        }
        a = hs[0]; b = hs[1]; c = hs[2]; d = hs[3];
        e = hs[4]; f = hs[5]; g = hs[6]; h = hs[7];

        kp = sha512_K;
        RND8(0, kp, W);
        RND8(8, kp, W);
        for (i = 0; i < 4; i++) {
            kp += 16;
            RND8(0, kp, SCHED);
            RND8(8, kp, SCHED);
        }

        hs[0] += a; hs[1] += b; hs[2] += c; hs[3] += d;
        hs[4] += e; hs[5] += f; hs[6] += g; hs[7] += h;
        p += 128;
    }
}

static void sha512_fast_init_iv(sha512_ctx_fast *ctx, const uint64_t *iv)
{
    uint32_t i;
    for (i = 0; i < 8; i++)
        ctx->h[i] = iv[i];
    ctx->len_lo = 0;
    ctx->len_hi = 0;
    ctx->used = 0;
}

static void sha512_fast_finish_n(sha512_ctx_fast *ctx, uint8_t *digest, uint32_t nwords)
{
    uint32_t i;

    md_finish(ctx->h, sha512_fast_compress, ctx->buf.b, 128, 16, ctx->used, ctx->len_lo,
              ctx->len_hi);
    for (i = 0; i < nwords; i++)
        st_be64(digest + 8 * i, ctx->h[i]);
}

/* ---- SHA-512 ---- */

void sha512_init_fast(sha512_ctx_fast *ctx)
{
    sha512_fast_init_iv(ctx, sha512_H0);
}

void sha512_append_fast(sha512_ctx_fast *ctx, const uint8_t *data,
                         uint32_t len)
{
    md_append(ctx->h, sha512_fast_compress, ctx->buf.b, 128, &ctx->used, &ctx->len_lo,
              &ctx->len_hi, data, len);
}

void sha512_finish_fast(sha512_ctx_fast *ctx, uint8_t *digest64)
{
    sha512_fast_finish_n(ctx, digest64, 8);
}

void sha512_fast(const uint8_t *msg, uint32_t len, uint8_t *digest64)
{
    sha512_ctx_fast ctx;

    sha512_init_fast(&ctx);
    sha512_append_fast(&ctx, msg, len);
    sha512_finish_fast(&ctx, digest64);
}

void sha512_stream_fast(const uint8_t *msg, uint32_t len, uint32_t chunk,
                         uint8_t *digest64)
{
    sha512_ctx_fast ctx;
    uint32_t n;

    if (chunk == 0)
        chunk = len ? len : 1;
    sha512_init_fast(&ctx);
    while (len != 0) {
        n = len < chunk ? len : chunk;
        sha512_append_fast(&ctx, msg, n);
        msg += n;
        len -= n;
    }
    sha512_finish_fast(&ctx, digest64);
}

/* ---- SHA-384 ---- */

void sha384_init_fast(sha384_ctx_fast *ctx)
{
    sha512_fast_init_iv(ctx, sha384_H0);
}

void sha384_append_fast(sha384_ctx_fast *ctx, const uint8_t *data,
                         uint32_t len)
{
    sha512_append_fast(ctx, data, len);
}

void sha384_finish_fast(sha384_ctx_fast *ctx, uint8_t *digest48)
{
    sha512_fast_finish_n(ctx, digest48, 6);
}

void sha384_fast(const uint8_t *msg, uint32_t len, uint8_t *digest48)
{
    sha384_ctx_fast ctx;

    sha384_init_fast(&ctx);
    sha384_append_fast(&ctx, msg, len);
    sha384_finish_fast(&ctx, digest48);
}

void sha384_stream_fast(const uint8_t *msg, uint32_t len, uint32_t chunk,
                         uint8_t *digest48)
{
    sha384_ctx_fast ctx;
    uint32_t n;

    if (chunk == 0)
        chunk = len ? len : 1;
    sha384_init_fast(&ctx);
    while (len != 0) {
        n = len < chunk ? len : chunk;
        sha384_append_fast(&ctx, msg, n);
        msg += n;
        len -= n;
    }
    sha384_finish_fast(&ctx, digest48);
}
