/*
 * sym_hosttest.c - host-side tests of the symmetric kernels of api_sym.h
 * (make -f kernels/kernels.mk -f kernels/sym.mk kernels-hosttest-sym).
 *
 * Known-answer vectors (RFC 1321, FIPS 180-4/202 "abc", GB/T 32905 and
 * 32907, SP 800-38A F.5.1, the GCM specification's test cases 1-2,
 * RFC 8439 2.8.2, SP 800-232 KAT entries), then properties on
 * pseudo-random inputs for every function: aligned, unaligned (offsets
 * 1..3) and in-place calls agree, decryption inverts encryption, a
 * flipped tag bit is rejected with the output zeroed, and bad key sizes
 * return -1.  Built with -fsanitize=address,undefined.  Exit status 0 =
 * all passed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_sym.h"

#include "check.h"

static uint32_t rng_state = 0x9e3779b9u;
static uint32_t rnd(void)
{
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
/* hashes                                                              */
/* ------------------------------------------------------------------ */

typedef void (*hash_fn)(const uint8_t *, uint32_t, uint8_t *);

static const struct {
    const char *name;
    hash_fn fn;
    uint32_t size;
    const char *abc; /* digest of "abc" */
} hashes[] = {
    { "md5", md5, 16, "900150983cd24fb0d6963f7d28e17f72" },
    { "sha1", sha1, 20, "a9993e364706816aba3e25717850c26c9cd0d89d" },
    { "sha224", sha224, 28, "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7" },
    { "sha3_224", sha3_224, 28, "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf" },
    { "sha3_256", sha3_256, 32, "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532" },
    { "sha3_384", sha3_384, 48, "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25" },
    { "sha3_512", sha3_512, 64, "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0" },
    { "sm3", sm3, 32, "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0" },
    { "ascon_hash256", ascon_hash256, 32, NULL },
};

static void test_hashes(void)
{
    uint8_t want[64], got[64], got2[64], *buf = malloc(1100), *ubuf = malloc(1104);
    size_t h;
    uint32_t len, off;

    for (h = 0; h < sizeof(hashes) / sizeof(hashes[0]); h++) {
        if (hashes[h].abc) {
            unhex(want, hashes[h].abc);
            hashes[h].fn((const uint8_t *)"abc", 3, got);
            CHECK(memcmp(got, want, hashes[h].size) == 0, "%s(\"abc\")", hashes[h].name);
        }
        /* every length around the block boundaries, aligned vs unaligned */
        for (len = 0; len < 1100; len += (len < 300 ? 1 : 97)) {
            rnd_fill(buf, len);
            hashes[h].fn(buf, len, got);
            for (off = 1; off < 4; off++) {
                memcpy(ubuf + off, buf, len);
                hashes[h].fn(ubuf + off, len, got2);
                CHECK(memcmp(got, got2, hashes[h].size) == 0, "%s len %u offset %u", hashes[h].name, len, off);
            }
        }
    }
    /* FIPS 180-4 / RFC 1321 two-block and longer messages */
    {
        static const char *m = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
        unhex(want, "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
        sha1((const uint8_t *)m, (uint32_t)strlen(m), got);
        CHECK(memcmp(got, want, 20) == 0, "sha1 two-block");
        unhex(want, "75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525");
        sha224((const uint8_t *)m, (uint32_t)strlen(m), got);
        CHECK(memcmp(got, want, 28) == 0, "sha224 two-block");
        unhex(want, "d41d8cd98f00b204e9800998ecf8427e");
        md5(buf, 0, got);
        CHECK(memcmp(got, want, 16) == 0, "md5 empty");
        unhex(want, "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a");
        sha3_256(buf, 0, got);
        CHECK(memcmp(got, want, 32) == 0, "sha3_256 empty");
    }
    /* Ascon-Hash256, SP 800-232 KAT (Msg = 00 01 02 ...) */
    {
        static const struct { uint32_t n; const char *md; } kat[] = {
            { 0, "0B3BE5850F2F6B98CAF29F8FDEA89B64A1FA70AA249B8F839BD53BAA304D92B2" },
            { 1, "0728621035AF3ED2BCA03BF6FDE900F9456F5330E4B5EE23E7F6A1E70291BC80" },
            { 8, "B88E497AE8E6FB641B87EF622EB8F2FCA0ED95383F7FFEBE167ACF1099BA764F" },
            { 100, "A4BC453C84F824F10092E8E9031799957E984A29BBAE5E84345E82F48DD71192" },
        };
        for (h = 0; h < 4; h++) {
            for (len = 0; len < kat[h].n; len++)
                buf[len] = (uint8_t)len;
            unhex(want, kat[h].md);
            ascon_hash256(buf, kat[h].n, got);
            CHECK(memcmp(got, want, 32) == 0, "ascon_hash256 KAT len %u", kat[h].n);
        }
    }
    free(buf);
    free(ubuf);
}

/* ------------------------------------------------------------------ */
/* ciphers                                                             */
/* ------------------------------------------------------------------ */

typedef int (*cipher_fn)(const uint8_t *, uint32_t, const uint8_t *, const uint8_t *, uint8_t *, uint32_t);

static const struct {
    const char *name;
    cipher_fn enc, dec;
    uint32_t key_bits, block; /* block: CBC length unit, 1 for CTR */
    uint32_t bad_bits;
} ciphers[] = {
    { "tdes_cbc", tdes_cbc_encrypt, tdes_cbc_decrypt, 192, 8, 64 },
    { "tdes_cbc-2key", tdes_cbc_encrypt, tdes_cbc_decrypt, 128, 8, 256 },
    { "tdes_ctr", tdes_ctr_crypt, tdes_ctr_crypt, 192, 1, 0 },
    { "aes128_ctr", aes_ctr_crypt, aes_ctr_crypt, 128, 1, 100 },
    { "aes192_ctr", aes_ctr_crypt, aes_ctr_crypt, 192, 1, 100 },
    { "aes256_ctr", aes_ctr_crypt, aes_ctr_crypt, 256, 1, 100 },
    { "sm4_cbc", sm4_cbc_encrypt, sm4_cbc_decrypt, 128, 16, 256 },
    { "sm4_ctr", sm4_ctr_crypt, sm4_ctr_crypt, 128, 1, 192 },
};

static void test_cipher_kats(void)
{
    uint8_t key[32], iv[16], pt[64], ct[64], out[64];
    size_t n;

    /* SP 800-38A F.5.1 CTR-AES128.Encrypt, blocks 1-2 */
    unhex(key, "2b7e151628aed2a6abf7158809cf4f3c");
    unhex(iv, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
    n = unhex(pt, "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51");
    unhex(ct, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff");
    CHECK(aes_ctr_crypt(key, 128, iv, pt, out, (uint32_t)n) == 0 && memcmp(out, ct, n) == 0, "AES-128-CTR F.5.1");
    /* F.5.5 CTR-AES256, block 1 */
    unhex(key, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
    unhex(ct, "601ec313775789a5b7a7f504bbf3d228");
    CHECK(aes_ctr_crypt(key, 256, iv, pt, out, 16) == 0 && memcmp(out, ct, 16) == 0, "AES-256-CTR F.5.5");
    /* GB/T 32907 example: SM4(0123..3210, 0123..3210) (one CBC block, zero IV) */
    unhex(key, "0123456789abcdeffedcba9876543210");
    memset(iv, 0, 16);
    unhex(ct, "681edf34d206965e86b3e94f536e4246");
    CHECK(sm4_cbc_encrypt(key, 128, iv, key, out, 16) == 0 && memcmp(out, ct, 16) == 0, "SM4 example 1");
    CHECK(sm4_cbc_decrypt(key, 128, iv, ct, out, 16) == 0 && memcmp(out, key, 16) == 0, "SM4 example 1 decrypt");
    /* DES: FIPS 81 / classic vector, K = 0123456789ABCDEF, "Now is t" (K1 = K2 = K3) */
    unhex(key, "0123456789abcdef0123456789abcdef0123456789abcdef");
    unhex(pt, "4e6f772069732074");
    unhex(ct, "3fa40e8a984d4815");
    CHECK(tdes_cbc_encrypt(key, 192, iv, pt, out, 8) == 0 && memcmp(out, ct, 8) == 0, "DES 'Now is t'");
}

static void test_ciphers(void)
{
    uint8_t key[32], iv[16], *pt = malloc(700), *ct = malloc(700), *ct2 = malloc(704), *rt = malloc(704);
    size_t c;
    uint32_t len, off;

    for (c = 0; c < sizeof(ciphers) / sizeof(ciphers[0]); c++) {
        for (len = 0; len <= 600; len += ciphers[c].block == 1 ? 7 : ciphers[c].block * 3) {
            rnd_fill(key, 32);
            rnd_fill(iv, 16);
            rnd_fill(pt, len);
            CHECK(ciphers[c].enc(key, ciphers[c].key_bits, iv, pt, ct, len) == 0, "%s enc len %u", ciphers[c].name, len);
            CHECK(len == 0 || memcmp(ct, pt, len) != 0, "%s: ciphertext equals plaintext", ciphers[c].name);
            CHECK(ciphers[c].dec(key, ciphers[c].key_bits, iv, ct, rt, len) == 0 && memcmp(rt, pt, len) == 0,
                  "%s round trip len %u", ciphers[c].name, len);
            for (off = 1; off < 4; off++) {
                memcpy(rt + off, pt, len);
                CHECK(ciphers[c].enc(key, ciphers[c].key_bits, iv, rt + off, ct2 + (4 - off), len) == 0 &&
                      memcmp(ct2 + (4 - off), ct, len) == 0, "%s unaligned len %u off %u", ciphers[c].name, len, off);
                /* in place */
                CHECK(ciphers[c].dec(key, ciphers[c].key_bits, iv, ct2 + (4 - off), ct2 + (4 - off), len) == 0 &&
                      memcmp(ct2 + (4 - off), pt, len) == 0, "%s in-place len %u off %u", ciphers[c].name, len, off);
            }
        }
        if (ciphers[c].bad_bits)
            CHECK(ciphers[c].enc(key, ciphers[c].bad_bits, iv, pt, ct, 32) == -1, "%s bad key_bits", ciphers[c].name);
        if (ciphers[c].block > 1)
            CHECK(ciphers[c].enc(key, ciphers[c].key_bits, iv, pt, ct, ciphers[c].block + 1) == -1 &&
                  ciphers[c].dec(key, ciphers[c].key_bits, iv, pt, ct, ciphers[c].block - 1) == -1,
                  "%s partial block", ciphers[c].name);
    }
    free(pt);
    free(ct);
    free(ct2);
    free(rt);
}

/* ------------------------------------------------------------------ */
/* AEAD                                                                */
/* ------------------------------------------------------------------ */

typedef int (*aead_enc_fn)(const uint8_t *, uint32_t, const uint8_t *, const uint8_t *, uint32_t, const uint8_t *, uint8_t *, uint32_t, uint8_t *);
typedef int (*aead_dec_fn)(const uint8_t *, uint32_t, const uint8_t *, const uint8_t *, uint32_t, const uint8_t *, uint8_t *, uint32_t, const uint8_t *);

static const struct {
    const char *name;
    aead_enc_fn enc;
    aead_dec_fn dec;
    uint32_t key_bits, bad_bits;
} aeads[] = {
    { "aes128_gcm", aes_gcm_encrypt, aes_gcm_decrypt, 128, 64 },
    { "aes192_gcm", aes_gcm_encrypt, aes_gcm_decrypt, 192, 64 },
    { "aes256_gcm", aes_gcm_encrypt, aes_gcm_decrypt, 256, 64 },
    { "aes128_ccm", aes_ccm_encrypt, aes_ccm_decrypt, 128, 64 },
    { "aes192_ccm", aes_ccm_encrypt, aes_ccm_decrypt, 192, 64 },
    { "aes256_ccm", aes_ccm_encrypt, aes_ccm_decrypt, 256, 64 },
    { "sm4_gcm", sm4_gcm_encrypt, sm4_gcm_decrypt, 128, 256 },
    { "sm4_ccm", sm4_ccm_encrypt, sm4_ccm_decrypt, 128, 256 },
    { "chacha20poly1305", chacha20poly1305_encrypt, chacha20poly1305_decrypt, 256, 128 },
    { "ascon_aead128", ascon_aead128_encrypt, ascon_aead128_decrypt, 128, 256 },
};

static void test_aead_kats(void)
{
    uint8_t key[32], nonce[16], aad[32], pt[128], ct[128], out[128], tag[16], want[16];
    size_t n, a;

    /* GCM specification test cases 1 and 2 (AES-128, zero key and IV) */
    memset(key, 0, 32);
    memset(nonce, 0, 16);
    memset(pt, 0, 16);
    unhex(want, "58e2fccefa7e3061367f1d57a4e7455a");
    CHECK(aes_gcm_encrypt(key, 128, nonce, aad, 0, pt, out, 0, tag) == 0 && memcmp(tag, want, 16) == 0, "GCM test case 1");
    unhex(ct, "0388dace60b6a392f328c2b971b2fe78");
    unhex(want, "ab6e47d42cec13bdf53a67b21257bddf");
    CHECK(aes_gcm_encrypt(key, 128, nonce, aad, 0, pt, out, 16, tag) == 0 && memcmp(out, ct, 16) == 0 &&
          memcmp(tag, want, 16) == 0, "GCM test case 2");
    CHECK(aes_gcm_decrypt(key, 128, nonce, aad, 0, ct, out, 16, want) == 0 && memcmp(out, pt, 16) == 0, "GCM test case 2 decrypt");

    /* RFC 8439 section 2.8.2 */
    {
        static const char *msg = "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";
        unhex(key, "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f");
        unhex(nonce, "070000004041424344454647");
        a = unhex(aad, "50515253c0c1c2c3c4c5c6c7");
        n = strlen(msg);
        unhex(ct, "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116");
        unhex(want, "1ae10b594f09e26a7e902ecbd0600691");
        CHECK(chacha20poly1305_encrypt(key, 256, nonce, aad, (uint32_t)a, (const uint8_t *)msg, out, (uint32_t)n, tag) == 0 &&
              memcmp(out, ct, n) == 0 && memcmp(tag, want, 16) == 0, "RFC 8439 2.8.2");
        CHECK(chacha20poly1305_decrypt(key, 256, nonce, aad, (uint32_t)a, ct, out, (uint32_t)n, want) == 0 &&
              memcmp(out, msg, n) == 0, "RFC 8439 2.8.2 decrypt");
    }

    /* Ascon-AEAD128, SP 800-232 KAT Count 1, 545, 1055 */
    {
        static const struct { uint32_t pt, ad; const char *ct; } kat[] = {
            { 0, 0, "4F9C278211BEC9316BF68F46EE8B2EC6" },
            { 16, 16, "6373ebb28be97c9bac090cf399c13ef13abfc0d209e8f4844c90814d13f32c59" },
            { 31, 31, "4b392e5fa60e0cbbca547db96e3262bd8382d6c0e608e24f441aaafc4726e57640e8294794dd3c2aa021192b091de3" },
        };
        for (n = 0; n < 3; n++) {
            for (a = 0; a < 32; a++) {
                key[a & 15] = (uint8_t)(a & 15);
                nonce[a & 15] = (uint8_t)(0x10 + (a & 15));
                pt[a] = (uint8_t)(0x20 + a);
                aad[a] = (uint8_t)(0x30 + a);
            }
            unhex(ct, kat[n].ct);
            CHECK(ascon_aead128_encrypt(key, 128, nonce, aad, kat[n].ad, pt, out, kat[n].pt, tag) == 0 &&
                  memcmp(out, ct, kat[n].pt) == 0 && memcmp(tag, ct + kat[n].pt, 16) == 0, "Ascon-AEAD128 KAT %zu", n);
            CHECK(ascon_aead128_decrypt(key, 128, nonce, aad, kat[n].ad, ct, out, kat[n].pt, ct + kat[n].pt) == 0 &&
                  memcmp(out, pt, kat[n].pt) == 0, "Ascon-AEAD128 KAT %zu decrypt", n);
        }
    }
}

static void test_aeads(void)
{
    uint8_t key[32], nonce[16], aad[40], tag[16], tag2[16];
    uint8_t *pt = malloc(600), *ct = malloc(600), *buf = malloc(604), *rt = malloc(600);
    size_t c;
    uint32_t len, alen, off, i;

    for (c = 0; c < sizeof(aeads) / sizeof(aeads[0]); c++) {
        for (len = 0; len <= 560; len += 37) {
            alen = len % 40;
            rnd_fill(key, 32);
            rnd_fill(nonce, 16);
            rnd_fill(aad, alen);
            rnd_fill(pt, len);
            CHECK(aeads[c].enc(key, aeads[c].key_bits, nonce, aad, alen, pt, ct, len, tag) == 0, "%s enc", aeads[c].name);
            CHECK(aeads[c].dec(key, aeads[c].key_bits, nonce, aad, alen, ct, rt, len, tag) == 0 &&
                  memcmp(rt, pt, len) == 0, "%s round trip len %u aad %u", aeads[c].name, len, alen);
            for (off = 1; off < 4; off++) {
                /* unaligned, in place */
                memcpy(buf + off, pt, len);
                CHECK(aeads[c].enc(key, aeads[c].key_bits, nonce, aad, alen, buf + off, buf + off, len, tag2) == 0 &&
                      memcmp(buf + off, ct, len) == 0 && memcmp(tag2, tag, 16) == 0,
                      "%s unaligned in-place enc len %u off %u", aeads[c].name, len, off);
                CHECK(aeads[c].dec(key, aeads[c].key_bits, nonce, aad, alen, buf + off, buf + off, len, tag) == 0 &&
                      memcmp(buf + off, pt, len) == 0, "%s unaligned in-place dec len %u off %u", aeads[c].name, len, off);
            }
            /* a flipped tag bit or ciphertext bit is rejected, output zeroed */
            tag[len & 15] ^= (uint8_t)(1u << (len & 7));
            memset(rt, 0xa5, len);
            CHECK(aeads[c].dec(key, aeads[c].key_bits, nonce, aad, alen, ct, rt, len, tag) != 0, "%s bad tag accepted", aeads[c].name);
            for (i = 0; i < len && rt[i] == 0; i++)
                ;
            CHECK(i == len, "%s output not zeroed after a bad tag", aeads[c].name);
            tag[len & 15] ^= (uint8_t)(1u << (len & 7));
            if (len) {
                ct[len / 2] ^= 0x10;
                CHECK(aeads[c].dec(key, aeads[c].key_bits, nonce, aad, alen, ct, rt, len, tag) != 0, "%s bad ciphertext accepted", aeads[c].name);
            }
            if (alen) {
                aad[0] ^= 1;
                if (len)
                    ct[len / 2] ^= 0x10;
                CHECK(aeads[c].dec(key, aeads[c].key_bits, nonce, aad, alen, ct, rt, len, tag) != 0, "%s bad AAD accepted", aeads[c].name);
            }
        }
        CHECK(aeads[c].enc(key, aeads[c].bad_bits, nonce, aad, 0, pt, ct, 16, tag) == -1 &&
              aeads[c].dec(key, aeads[c].bad_bits, nonce, aad, 0, pt, ct, 16, tag) == -1, "%s bad key_bits", aeads[c].name);
    }
    free(pt);
    free(ct);
    free(buf);
    free(rt);
}

int main(void)
{
    test_hashes();
    test_cipher_kats();
    test_ciphers();
    test_aead_kats();
    test_aeads();
    printf("sym_hosttest: %d checks, %d failures\n", checks, failures);
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
