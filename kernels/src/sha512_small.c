/*
 * sha512_small.c - SHA-512 and SHA-384 (FIPS 180-4), SMALL configuration.
 *
 * One rolled 80-round loop with a 16-word circular schedule and the eight
 * working variables shifted through an array, like sha256_small.c.  64-bit
 * arithmetic is left to the compiler (register pairs / ADDS+ADCS on 32-bit
 * ARM; constant shifts and rotates need no libgcc helper).  SHA-384 is the
 * same compression with its own IV and a 48-byte truncated digest, so the
 * two share one context type and all code except init and finish.
 */
#include "kernels.h"
#include "common.h"
#include "md_common.h"
#include "sha512_k.h"

static void sha512_small_compress(void *state, const uint8_t *p, uint32_t nblocks)
{
    uint64_t *h = (uint64_t *)state;
    uint64_t w[16], v[8];
    uint64_t t1, t2;
    uint32_t i, j;

    while (nblocks--) {
        for (i = 0; i < 8; i++)
            v[i] = h[i];
        for (i = 0; i < 80; i++) {
            if (i < 16) {
                w[i] = ld_be64(p + 8 * i);
            } else {
                uint64_t a = w[(i - 15) & 15], b = w[(i - 2) & 15];
                w[i & 15] += SHA512_s0(a) + SHA512_s1(b) + w[(i - 7) & 15];
            }
            t1 = v[7] + SHA512_S1(v[4]) + SHA512_CH(v[4], v[5], v[6]) +
                 sha512_K[i] + w[i & 15];
            t2 = SHA512_S0(v[0]) + SHA512_MAJ(v[0], v[1], v[2]);
            for (j = 7; j > 0; j--)
                v[j] = v[j - 1];
            v[4] += t1;
            v[0] = t1 + t2;
        }
        for (i = 0; i < 8; i++)
            h[i] += v[i];
        p += 128;
    }
}

static void sha512_small_init_iv(sha512_ctx_small *ctx, const uint64_t *iv)
{
    uint32_t i;
    for (i = 0; i < 8; i++)
        ctx->h[i] = iv[i];
    ctx->len_lo = 0;
    ctx->len_hi = 0;
    ctx->used = 0;
}

static void sha512_small_finish_n(sha512_ctx_small *ctx, uint8_t *digest, uint32_t nwords)
{
    uint32_t i;

    md_finish(ctx->h, sha512_small_compress, ctx->buf.b, 128, 16, ctx->used, ctx->len_lo,
              ctx->len_hi);
    for (i = 0; i < nwords; i++)
        st_be64(digest + 8 * i, ctx->h[i]);
}

/* ---- SHA-512 ---- */

void sha512_init_small(sha512_ctx_small *ctx)
{
    sha512_small_init_iv(ctx, sha512_H0);
}

void sha512_append_small(sha512_ctx_small *ctx, const uint8_t *data,
                         uint32_t len)
{
    md_append(ctx->h, sha512_small_compress, ctx->buf.b, 128, &ctx->used, &ctx->len_lo,
              &ctx->len_hi, data, len);
}

void sha512_finish_small(sha512_ctx_small *ctx, uint8_t *digest64)
{
    sha512_small_finish_n(ctx, digest64, 8);
}

void sha512_small(const uint8_t *msg, uint32_t len, uint8_t *digest64)
{
    sha512_ctx_small ctx;

    sha512_init_small(&ctx);
    sha512_append_small(&ctx, msg, len);
    sha512_finish_small(&ctx, digest64);
}

void sha512_stream_small(const uint8_t *msg, uint32_t len, uint32_t chunk,
                         uint8_t *digest64)
{
    sha512_ctx_small ctx;
    uint32_t n;

    if (chunk == 0)
        chunk = len ? len : 1;
    sha512_init_small(&ctx);
    while (len != 0) {
        n = len < chunk ? len : chunk;
        sha512_append_small(&ctx, msg, n);
        msg += n;
        len -= n;
    }
    sha512_finish_small(&ctx, digest64);
}

/* ---- SHA-384 ---- */

void sha384_init_small(sha384_ctx_small *ctx)
{
    sha512_small_init_iv(ctx, sha384_H0);
}

void sha384_append_small(sha384_ctx_small *ctx, const uint8_t *data,
                         uint32_t len)
{
    sha512_append_small(ctx, data, len);
}

void sha384_finish_small(sha384_ctx_small *ctx, uint8_t *digest48)
{
    sha512_small_finish_n(ctx, digest48, 6);
}

void sha384_small(const uint8_t *msg, uint32_t len, uint8_t *digest48)
{
    sha384_ctx_small ctx;

    sha384_init_small(&ctx);
    sha384_append_small(&ctx, msg, len);
    sha384_finish_small(&ctx, digest48);
}

void sha384_stream_small(const uint8_t *msg, uint32_t len, uint32_t chunk,
                         uint8_t *digest48)
{
    sha384_ctx_small ctx;
    uint32_t n;

    if (chunk == 0)
        chunk = len ? len : 1;
    sha384_init_small(&ctx);
    while (len != 0) {
        n = len < chunk ? len : chunk;
        sha384_append_small(&ctx, msg, n);
        msg += n;
        len -= n;
    }
    sha384_finish_small(&ctx, digest48);
}
