/*
 * sha256_small.c - SHA-256 (FIPS 180-4), SMALL configuration.
 *
 * One rolled loop of 64 rounds with a 16-word circular message schedule
 * (indices masked with & 15) and the eight working variables in an array
 * shifted each round: the smallest reasonable code, at the cost of extra
 * loads/stores per round.  Message words are assembled from bytes, so any
 * alignment is fine.  Streaming buffering comes from md_common.h; the
 * one-shot sha256_small() is init + append + finish.
 */
#include "kernels.h"
#include "common.h"
#include "md_common.h"
#include "sha256_k.h"

static void sha256_small_compress(void *state, const uint8_t *p, uint32_t nblocks)
{
    uint32_t *h = (uint32_t *)state;
    uint32_t w[16], v[8];
    uint32_t i, j, t1, t2;

    while (nblocks--) {
        for (i = 0; i < 8; i++)
            v[i] = h[i];
        for (i = 0; i < 64; i++) {
            if (i < 16) {
                w[i] = ld_be32(p + 4 * i);
            } else {
                uint32_t a = w[(i - 15) & 15], b = w[(i - 2) & 15];
                w[i & 15] += SHA256_s0(a) + SHA256_s1(b) + w[(i - 7) & 15];
            }
            t1 = v[7] + SHA256_S1(v[4]) + SHA256_CH(v[4], v[5], v[6]) +
                 sha256_K[i] + w[i & 15];
            t2 = SHA256_S0(v[0]) + SHA256_MAJ(v[0], v[1], v[2]);
            for (j = 7; j > 0; j--)
                v[j] = v[j - 1];
            v[4] += t1;
            v[0] = t1 + t2;
        }
        for (i = 0; i < 8; i++)
            h[i] += v[i];
        p += 64;
    }
}

void sha256_init_small(sha256_ctx_small *ctx)
{
    uint32_t i;
    for (i = 0; i < 8; i++)
        ctx->h[i] = sha256_H0[i];
    ctx->len_lo = 0;
    ctx->len_hi = 0;
    ctx->used = 0;
}

void sha256_append_small(sha256_ctx_small *ctx, const uint8_t *data,
                         uint32_t len)
{
    md_append(ctx->h, sha256_small_compress, ctx->buf.b, 64, &ctx->used, &ctx->len_lo,
              &ctx->len_hi, data, len);
}

void sha256_finish_small(sha256_ctx_small *ctx, uint8_t *digest32)
{
    uint32_t i;

    md_finish(ctx->h, sha256_small_compress, ctx->buf.b, 64, 8, ctx->used, ctx->len_lo,
              ctx->len_hi);
    for (i = 0; i < 8; i++)
        st_be32(digest32 + 4 * i, ctx->h[i]);
}

void sha256_small(const uint8_t *msg, uint32_t len, uint8_t *digest32)
{
    sha256_ctx_small ctx;

    sha256_init_small(&ctx);
    sha256_append_small(&ctx, msg, len);
    sha256_finish_small(&ctx, digest32);
}

void sha256_stream_small(const uint8_t *msg, uint32_t len, uint32_t chunk,
                         uint8_t *digest32)
{
    sha256_ctx_small ctx;
    uint32_t n;

    if (chunk == 0)
        chunk = len ? len : 1;
    sha256_init_small(&ctx);
    while (len != 0) {
        n = len < chunk ? len : chunk;
        sha256_append_small(&ctx, msg, n);
        msg += n;
        len -= n;
    }
    sha256_finish_small(&ctx, digest32);
}
