/*
 * hosttest.c - host-side tests for the boardless crypto kernels.
 *
 * Built with the host C compiler from the same sources as the ARM images
 * (make -f kernels/kernels.mk kernels-hosttest).  Checks every exported
 * function against known-answer vectors (FIPS-197 appendix C, SP 800-38A
 * F.2 CBC, FIPS 180-4 / NIST "abc", two-block and million-'a' messages) and
 * checks small vs fast vs streaming (many chunk sizes, unaligned buffers,
 * in-place) agree on pseudo-random inputs.  Exit status 0 = all passed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

#include "check.h"

static uint32_t rng_state = 0x12345678u;
static uint32_t rnd(void)
{
    /* xorshift32 */
    uint32_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return rng_state = x;
}
static void rnd_fill(uint8_t *p, size_t n)
{
    while (n--)
        *p++ = (uint8_t)(rnd() >> 24);
}

/* ------------------------------------------------------------------ */
/* AES                                                                 */
/* ------------------------------------------------------------------ */

typedef int (*aes_oneshot_fn)(const uint8_t *, uint32_t, const uint8_t *,
                              const uint8_t *, uint8_t *, uint32_t);
typedef int (*aes_stream_fn)(const uint8_t *, uint32_t, const uint8_t *,
                             const uint8_t *, uint8_t *, uint32_t, uint32_t,
                             int);

/* Runs one CBC operation through the manual data-flow API with a random
 * sequence of 16-byte-multiple append sizes. */
static int aes_manual_small(const uint8_t *key, uint32_t kb, const uint8_t *iv,
                            const uint8_t *in, uint8_t *out, uint32_t len,
                            int dec)
{
    aes_cbc_ctx_small ctx;
    uint32_t off = 0;
    aes_cbc_init_small(&ctx, dec);
    if (aes_cbc_setkey_small(&ctx, key, kb))
        return -1;
    aes_cbc_setiv_small(&ctx, iv);
    while (off < len) {
        uint32_t n = 16 * (rnd() % 5);
        if (n > len - off)
            n = len - off;
        if (aes_cbc_append_small(&ctx, in + off, out + off, n))
            return -1;
        off += n;
    }
    return aes_cbc_finish_small(&ctx);
}

static int aes_manual_fast(const uint8_t *key, uint32_t kb, const uint8_t *iv,
                           const uint8_t *in, uint8_t *out, uint32_t len,
                           int dec)
{
    aes_cbc_ctx_fast ctx;
    uint32_t off = 0;
    aes_cbc_init_fast(&ctx, dec);
    if (aes_cbc_setkey_fast(&ctx, key, kb))
        return -1;
    aes_cbc_setiv_fast(&ctx, iv);
    while (off < len) {
        uint32_t n = 16 * (rnd() % 5);
        if (n > len - off)
            n = len - off;
        if (aes_cbc_append_fast(&ctx, in + off, out + off, n))
            return -1;
        off += n;
    }
    return aes_cbc_finish_fast(&ctx);
}

#define AES_MAX 4096
#define NVARIANTS 14

/* Variant v of CBC (encrypt or decrypt): one-shot, stream with several
 * chunk sizes, or manual data-flow, for both configurations. */
static int aes_variant(int v, const uint8_t *key, uint32_t kb,
                       const uint8_t *iv, const uint8_t *in, uint8_t *out,
                       uint32_t len, int dec, const char **name)
{
    static const uint32_t chunks[] = {0, 16, 48, 64};
    static const char *names[NVARIANTS] = {
        "oneshot_small", "oneshot_fast",
        "stream_small/0", "stream_small/16", "stream_small/48", "stream_small/64",
        "stream_fast/0", "stream_fast/16", "stream_fast/48", "stream_fast/64",
        "manual_small", "manual_fast", "manual_small", "manual_fast"};
    *name = names[v];
    switch (v) {
    case 0:
        return (dec ? aes_cbc_decrypt_small : aes_cbc_encrypt_small)(key, kb, iv, in, out, len);
    case 1:
        return (dec ? aes_cbc_decrypt_fast : aes_cbc_encrypt_fast)(key, kb, iv, in, out, len);
    case 2: case 3: case 4: case 5:
        return aes_cbc_stream_small(key, kb, iv, in, out, len, chunks[v - 2], dec);
    case 6: case 7: case 8: case 9:
        return aes_cbc_stream_fast(key, kb, iv, in, out, len, chunks[v - 6], dec);
    case 10: case 12:
        return aes_manual_small(key, kb, iv, in, out, len, dec);
    default:
        return aes_manual_fast(key, kb, iv, in, out, len, dec);
    }
}

/* Checks all variants map pt <-> ct, out-of-place at alignment offsets
 * 0..3 and in place. */
static void aes_check_all(const char *what, const uint8_t *key, uint32_t kb,
                          const uint8_t *iv, const uint8_t *pt,
                          const uint8_t *ct, uint32_t len)
{
    static uint8_t inbuf[AES_MAX + 8], outbuf[AES_MAX + 8];
    int v, dec, ioff, ooff;
    const char *name;

    for (v = 0; v < NVARIANTS; v++) {
        for (dec = 0; dec < 2; dec++) {
            const uint8_t *src = dec ? ct : pt, *want = dec ? pt : ct;
            for (ioff = 0; ioff < 4; ioff++) {
                ooff = (ioff * 3 + v) & 3;
                memcpy(inbuf + ioff, src, len);
                memset(outbuf, 0xa5, sizeof outbuf);
                int r = aes_variant(v, key, kb, iv, inbuf + ioff, outbuf + ooff, len, dec, &name);
                CHECK(r == 0 && memcmp(outbuf + ooff, want, len) == 0,
                      "%s %s %s kb=%u len=%u ioff=%d ooff=%d", what, name,
                      dec ? "dec" : "enc", kb, len, ioff, ooff);
                CHECK(memcmp(inbuf + ioff, src, len) == 0, "%s %s input clobbered", what, name);
            }
            /* in place */
            memcpy(inbuf + (v & 3), src, len);
            int r = aes_variant(v, key, kb, iv, inbuf + (v & 3), inbuf + (v & 3), len, dec, &name);
            CHECK(r == 0 && memcmp(inbuf + (v & 3), want, len) == 0,
                  "%s %s %s in-place kb=%u len=%u", what, name,
                  dec ? "dec" : "enc", kb, len);
        }
    }
}

static void test_aes_kat(void)
{
    static const char *sp_pt =
        "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
        "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";
    static const struct { const char *key, *ct; } sp[3] = {
        {"2b7e151628aed2a6abf7158809cf4f3c",
         "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
         "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7"},
        {"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
         "4f021db243bc633d7178183a9fa071e8b4d9ada9ad7dedf4e5e738763f69145a"
         "571b242012fb7ae07fa9baac3df102e008b0e27988598881d920a9e64f5615cd"},
        {"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
         "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d"
         "39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b"},
    };
    static const char *fips_ct[3] = {
        "69c4e0d86a7b0430d8cdb78070b4c55a",
        "dda97ca4864cdfe06eaf70a0ec0d7191",
        "8ea2b7ca516745bfeafc49904b496089",
    };
    uint8_t key[32], iv[16], pt[64], ct[64], zero_iv[16] = {0};
    int i;
    uint32_t kl;

    for (i = 0; i < 16; i++)
        iv[i] = (uint8_t)i;
    unhex(pt, sp_pt);
    for (i = 0; i < 3; i++) {
        kl = (uint32_t)unhex(key, sp[i].key);
        unhex(ct, sp[i].ct);
        aes_check_all("SP800-38A F.2", key, kl * 8, iv, pt, ct, 64);
        /* prefixes too */
        aes_check_all("SP800-38A F.2 1blk", key, kl * 8, iv, pt, ct, 16);
        aes_check_all("SP800-38A F.2 0blk", key, kl * 8, iv, pt, ct, 0);
    }
    /* FIPS-197 appendix C: single block, CBC with zero IV == ECB */
    unhex(pt, "00112233445566778899aabbccddeeff");
    for (i = 0; i < 32; i++)
        key[i] = (uint8_t)i;
    for (i = 0; i < 3; i++) {
        unhex(ct, fips_ct[i]);
        aes_check_all("FIPS-197 C", key, 128 + 64 * (uint32_t)i, zero_iv, pt, ct, 16);
    }
}

static void test_aes_errors(void)
{
    uint8_t key[32] = {0}, iv[16] = {0}, buf[64] = {0}, out[64];
    aes_oneshot_fn one[4] = {aes_cbc_encrypt_small, aes_cbc_decrypt_small,
                             aes_cbc_encrypt_fast, aes_cbc_decrypt_fast};
    aes_stream_fn st[2] = {aes_cbc_stream_small, aes_cbc_stream_fast};
    static const uint32_t badkb[] = {0, 64, 127, 129, 160, 224, 255, 257, 512};
    unsigned i, j;

    for (i = 0; i < 4; i++) {
        for (j = 0; j < sizeof badkb / sizeof badkb[0]; j++)
            CHECK(one[i](key, badkb[j], iv, buf, out, 16) == -1, "oneshot %u kb %u", i, badkb[j]);
        CHECK(one[i](key, 128, iv, buf, out, 15) == -1, "oneshot %u len 15", i);
        CHECK(one[i](key, 256, iv, buf, out, 40) == -1, "oneshot %u len 40", i);
        CHECK(one[i](key, 192, iv, buf, out, 48) == 0, "oneshot %u ok", i);
    }
    for (i = 0; i < 2; i++) {
        CHECK(st[i](key, 100, iv, buf, out, 32, 16, 0) == -1, "stream %u kb", i);
        CHECK(st[i](key, 128, iv, buf, out, 33, 16, 0) == -1, "stream %u len", i);
        CHECK(st[i](key, 128, iv, buf, out, 64, 24, 1) == -1, "stream %u chunk", i);
        CHECK(st[i](key, 128, iv, buf, out, 64, 0, 1) == 0, "stream %u chunk 0", i);
        CHECK(st[i](key, 128, iv, buf, out, 64, 1024, 1) == 0, "stream %u big chunk", i);
    }
    {
        aes_cbc_ctx_small cs;
        aes_cbc_ctx_fast cf;
        aes_cbc_init_small(&cs, 0);
        CHECK(aes_cbc_append_small(&cs, buf, out, 16) == -1, "small append without key");
        CHECK(aes_cbc_setkey_small(&cs, key, 200) == -1, "small setkey bad");
        CHECK(aes_cbc_setkey_small(&cs, key, 128) == 0, "small setkey");
        CHECK(aes_cbc_append_small(&cs, buf, out, 17) == -1, "small append len");
        CHECK(aes_cbc_finish_small(&cs) == 0, "small finish");
        aes_cbc_init_small(&cs, 1);
        CHECK(aes_cbc_finish_small(&cs) == -1, "small finish without key");
        aes_cbc_init_fast(&cf, 1);
        CHECK(aes_cbc_append_fast(&cf, buf, out, 16) == -1, "fast append without key");
        CHECK(aes_cbc_setkey_fast(&cf, key, 0) == -1, "fast setkey bad");
        CHECK(aes_cbc_setkey_fast(&cf, key, 256) == 0, "fast setkey");
        CHECK(aes_cbc_append_fast(&cf, buf, out, 8) == -1, "fast append len");
        CHECK(aes_cbc_finish_fast(&cf) == 0, "fast finish");
        aes_cbc_init_fast(&cf, 0);
        CHECK(aes_cbc_finish_fast(&cf) == -1, "fast finish without key");
    }
}

/* Random keys/messages: the reference ciphertext is from the small
 * one-shot; every other variant must agree and decrypt must invert. */
static void test_aes_random(void)
{
    static uint8_t pt[AES_MAX], ct[AES_MAX], back[AES_MAX];
    uint8_t key[32], iv[16];
    int iter;

    for (iter = 0; iter < 60; iter++) {
        uint32_t kb = 128 + 64 * (rnd() % 3);
        uint32_t len = 16 * (rnd() % (iter < 50 ? 20 : 256));
        rnd_fill(key, sizeof key);
        rnd_fill(iv, sizeof iv);
        rnd_fill(pt, len);
        CHECK(aes_cbc_encrypt_small(key, kb, iv, pt, ct, len) == 0, "rand enc");
        CHECK(aes_cbc_decrypt_small(key, kb, iv, ct, back, len) == 0, "rand dec");
        CHECK(memcmp(back, pt, len) == 0, "random roundtrip small kb=%u len=%u", kb, len);
        aes_check_all("random", key, kb, iv, pt, ct, len);
    }
}

/* ------------------------------------------------------------------ */
/* SHA-2                                                               */
/* ------------------------------------------------------------------ */

typedef void (*hash_fn)(const uint8_t *, uint32_t, uint8_t *);
typedef void (*hash_stream_fn)(const uint8_t *, uint32_t, uint32_t, uint8_t *);

struct hash_impl {
    const char *name;
    uint32_t dlen;
    hash_fn oneshot;
    hash_stream_fn stream;
    int family; /* 256, 384, 512 */
};

static const struct hash_impl hashes[] = {
    {"sha256_small", 32, sha256_small, sha256_stream_small, 256},
    {"sha256_fast", 32, sha256_fast, sha256_stream_fast, 256},
    {"sha384_small", 48, sha384_small, sha384_stream_small, 384},
    {"sha384_fast", 48, sha384_fast, sha384_stream_fast, 384},
    {"sha512_small", 64, sha512_small, sha512_stream_small, 512},
    {"sha512_fast", 64, sha512_fast, sha512_stream_fast, 512},
};
#define NHASH (sizeof hashes / sizeof hashes[0])

/* Manual init/append/finish with random piece sizes (0..200). */
static void hash_manual(size_t h, const uint8_t *m, uint32_t len, uint8_t *d)
{
    union { sha256_ctx_small s256; sha512_ctx_small s512; } c;
    uint32_t off = 0;

#define MANUAL(init, app, fin, ctx)                                        \
    do {                                                                   \
        init(&ctx);                                                        \
        while (off < len) {                                                \
            uint32_t n = rnd() % 201;                                      \
            if (n > len - off)                                             \
                n = len - off;                                             \
            app(&ctx, m + off, n);                                         \
            off += n;                                                      \
        }                                                                  \
        app(&ctx, m, 0);                                                   \
        fin(&ctx, d);                                                      \
    } while (0)

    switch (h) {
    case 0: MANUAL(sha256_init_small, sha256_append_small, sha256_finish_small, c.s256); break;
    case 1: MANUAL(sha256_init_fast, sha256_append_fast, sha256_finish_fast, c.s256); break;
    case 2: MANUAL(sha384_init_small, sha384_append_small, sha384_finish_small, c.s512); break;
    case 3: MANUAL(sha384_init_fast, sha384_append_fast, sha384_finish_fast, c.s512); break;
    case 4: MANUAL(sha512_init_small, sha512_append_small, sha512_finish_small, c.s512); break;
    default: MANUAL(sha512_init_fast, sha512_append_fast, sha512_finish_fast, c.s512); break;
    }
#undef MANUAL
}

static const uint32_t sha_chunks[] = {0, 1, 3, 7, 55, 63, 64, 65, 111, 127, 128, 129, 200, 1000};
#define NCHUNK (sizeof sha_chunks / sizeof sha_chunks[0])

/* Checks every form of hash h on m (placed at alignment offsets 0..3). */
static void hash_check_all(size_t h, const char *what, const uint8_t *m,
                           uint32_t len, const uint8_t *want, int quick)
{
    const struct hash_impl *hi = &hashes[h];
    uint8_t *buf = malloc(len + 8);
    uint8_t d[72];
    int off;
    size_t c;

    for (off = 0; off < (quick ? 1 : 4); off++) {
        memcpy(buf + off, m, len);
        memset(d, 0x5a, sizeof d);
        hi->oneshot(buf + off, len, d);
        CHECK(memcmp(d, want, hi->dlen) == 0 && d[hi->dlen] == 0x5a,
              "%s %s oneshot len=%u off=%d", what, hi->name, len, off);
        for (c = 0; c < NCHUNK; c++) {
            if (quick && sha_chunks[c] < 55)
                continue;
            memset(d, 0x5a, sizeof d);
            hi->stream(buf + off, len, sha_chunks[c], d);
            CHECK(memcmp(d, want, hi->dlen) == 0 && d[hi->dlen] == 0x5a,
                  "%s %s stream chunk=%u len=%u off=%d", what, hi->name,
                  sha_chunks[c], len, off);
        }
        memset(d, 0x5a, sizeof d);
        hash_manual(h, buf + off, len, d);
        CHECK(memcmp(d, want, hi->dlen) == 0 && d[hi->dlen] == 0x5a,
              "%s %s manual len=%u off=%d", what, hi->name, len, off);
    }
    free(buf);
}

static void test_sha_kat(void)
{
    static const char *two256 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    static const char *two512 =
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
    static const struct { int family; const char *abc, *two, *million, *empty; } kat[3] = {
        {256,
         "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
         "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
         "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
        {384,
         "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7",
         "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039",
         "9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985",
         "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b"},
        {512,
         "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
         "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909",
         "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b",
         "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"},
    };
    uint8_t want[64];
    uint8_t *million = malloc(1000000);
    size_t h;
    int k;

    memset(million, 'a', 1000000);
    for (h = 0; h < NHASH; h++) {
        for (k = 0; k < 3; k++)
            if (kat[k].family == hashes[h].family)
                break;
        const char *two = hashes[h].family == 256 ? two256 : two512;
        unhex(want, kat[k].abc);
        hash_check_all(h, "abc", (const uint8_t *)"abc", 3, want, 0);
        unhex(want, kat[k].two);
        hash_check_all(h, "two-block", (const uint8_t *)two, (uint32_t)strlen(two), want, 0);
        unhex(want, kat[k].empty);
        hash_check_all(h, "empty", (const uint8_t *)"", 0, want, 0);
        unhex(want, kat[k].million);
        hash_check_all(h, "million-a", million, 1000000, want, 1);
    }
    free(million);
}

/* Length sweep against an independent reference (Python hashlib): for
 * L = 0..299, digest the first L bytes of m[i] = 7i+3; the expected value
 * is the hash of the concatenation of those 300 digests.  Catches padding
 * boundary bugs that the cross-checks cannot (all configurations share
 * md_common.h). */
static void test_sha_sweep(void)
{
    static const struct { int family; const char *want; } sweep[3] = {
        {256, "7b074096cabb18dd0d1b468a173cb2f97f80e952525bca29542e606fd6d0753a"},
        {384, "3349f9e93dc68265966dd4b4eeb7d0a68a152793b87f45699e689686e9c4438a"
              "66fff34d4f5a8f701dafeec6c29475d2"},
        {512, "ef606bab51d67f7cb5a90635c7fcde9f432e07fcdf712be07573dfce3f71136c"
              "5e01c111214f5e2038133624ee53638b903fa4383bcee60d1b5aa63a5aac7c77"},
    };
    static uint8_t m[300], cat[300 * 64];
    uint8_t want[64], d[64];
    size_t h;
    uint32_t L, i;
    int k;

    for (i = 0; i < sizeof m; i++)
        m[i] = (uint8_t)(7 * i + 3);
    for (h = 0; h < NHASH; h++) {
        const struct hash_impl *hi = &hashes[h];
        for (k = 0; k < 3; k++)
            if (sweep[k].family == hi->family)
                break;
        unhex(want, sweep[k].want);
        for (L = 0; L < 300; L++)
            hi->oneshot(m, L, cat + L * hi->dlen);
        hi->oneshot(cat, 300 * hi->dlen, d);
        CHECK(memcmp(d, want, hi->dlen) == 0, "length sweep %s oneshot", hi->name);
        for (L = 0; L < 300; L++)
            hi->stream(m, L, 1 + L % 70, cat + L * hi->dlen);
        hi->stream(cat, 300 * hi->dlen, 33, d);
        CHECK(memcmp(d, want, hi->dlen) == 0, "length sweep %s stream", hi->name);
    }
}

/* Random messages: small one-shot is the reference for its family. */
static void test_sha_random(void)
{
    static uint8_t m[2048];
    uint8_t ref[64];
    int iter;
    size_t h;

    for (iter = 0; iter < 400; iter++) {
        uint32_t len = iter < 300 ? (uint32_t)iter : rnd() % sizeof m;
        rnd_fill(m, len);
        for (h = 0; h < NHASH; h++) {
            if (h % 2 == 0)
                hashes[h].oneshot(m, len, ref); /* small = reference */
            hash_check_all(h, "random", m, len, ref, iter % 7 != 0);
        }
    }
}

int main(void)
{
    test_aes_kat();
    test_aes_errors();
    test_aes_random();
    test_sha_kat();
    test_sha_sweep();
    test_sha_random();
    printf("%s: %d checks, %d failures\n", failures ? "FAIL" : "PASS", checks, failures);
    return failures ? 1 : 0;
}
