/*
 * curve448_hosttest.c - host tests of the Ed448 and X448 kernels
 * (api_curve448.h; make -f kernels/curve448.mk kernels-hosttest-curve448,
 * host compiler with
 * ASan/UBSan).
 *
 * Known answers: RFC 8032 7.4 (Ed448 "Blank" and "1 octet"), circl's
 * signatures of messages that end the hashes on a SHAKE256 block, RFC
 * 7748 5.2 (the two X448 vectors and the first iteration) and 6.2 (the
 * X448 exchange).  Also a sign/verify round trip over a multi-block message,
 * rejection of tampered signatures, S >= L and bad public keys,
 * small-order X448 peers, and the arena: a misaligned one, exactly the
 * reported size, 8 bytes less (-2).  Exit status 0 = all passed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_curve448.h"

#include "check.h"

#define ARENA_MAX 16384
static uint8_t arena_mem[ARENA_MAX + 16];
#define ARENA (arena_mem + 3) /* misaligned on purpose */

/* ---- Ed448 -------------------------------------------------------------- */

static const struct {
    const char *priv, *msg, *sig;
} ed_vectors[] = {
    /* RFC 8032 7.4 -----Blank (priv = secret key || public key) */
    {"6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6e348a3528c8a3fcc2f044e39a3fc5b"
     "94492f8f032e7549a20098f95b5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80e967"
     "78edf124769b46c7061bd6783df1e50f6cd1fa1abeafe8256180",
     "",
     "533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d2074fd823d41a591f2b233f034f628281f2fd7a22"
     "ddd47d7828c59bd0a21bfd3980ff0d2028d4b18a9df63e006c5d1c2d345b925d8dc00b4104852db99ac5c7cd"
     "da8530a113a0f4dbb61149f05a7363268c71d95808ff2e652600"},
    /* -----1 octet */
    {"c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463afbea67c5e8d2877c5e3bc397"
     "a659949ef8021e954e0a12274e43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c0"
     "866aea01eb00742802b8438ea4cb82169c235160627b4c3a9480",
     "03",
     "26b8f91727bd62897af15e41eb43c377efb9c610d48f2335cb0bd0087810f4352541b143c4b981b7e18f62de"
     "8ccdf633fc1bf037ab7cd779805e0dbcc0aae1cbcee1afb2e027df36bc04dcecbf154336c19f0af7e0a64729"
     "05e799f1953d2a0ff3348ab21aa4adafd1d234441cf807c03a00"},
};

/* circl's signatures with the "1 octet" key of messages i*7+1 whose
 * hashes end exactly on a SHAKE256 block (136 bytes): dom4 || R || A || M
 * for 12 bytes, dom4 || prefix || M for 69 and 205. */
static const struct {
    uint32_t len;
    const char *sig;
} ed_blocks[] = {
    {12, "45a51a7f025b46946b6ce843d2efb36fd5655bb2c3259918d9c8caa2de71ce6dc9ce725f7fb6386a22b0d7"
         "48edb157cea5a2aed00e8a2a2480d765c1a82faf1419a032ad70e3c0689ca77db1371486d1a76203fbd6a9"
         "2052407d8232a1d4e91bdb644ac4cbeb62e4f62399f5eb5232a92b00"},
    {69, "aa8fccb152de1abb7d6e7a4e5c858a64d3408d24d501d2f87f25b86b94f117eeffa871ba60e97a06865e07"
         "3666be5a0758c57c1706c65e67005105e123f91b7dd3f71fc4ef4bca038f961a7ccb81a647e367f069f36d"
         "dbf92f7842e1541edce1e665d73bfadeffbff8eb48a0a7ba720d2600"},
    {205, "88f30209e15cd2dc34677c8918bb34ebf1a816268c0df6536ae5ba03190324d7b4d34fb7ae7589b3cfb292"
          "92adc3b6ac071cc53b7cd666b300be03a7ec88724bb823c746f7e47522b0527376ff1045aaa9e69c00c129"
          "804640d5672b2b2db908069270384f1ffe7744597ae497b553830100"},
};

/* L, little-endian (57 bytes with the zero top byte) */
static const char ed448_l_hex[] =
    "f34458ab92c27823558fc58d72c26c219036d6ae49db4ec4e923ca7cffffffffffffffffffffffffffffffff"
    "ffffffffffffffffffffff3f00";

static int verify(const uint8_t *pub, const uint8_t *msg, uint32_t len, const uint8_t *sig)
{
    return ed448_verify_small(pub, msg, len, sig, ARENA, ARENA_MAX, NULL);
}

static void test_ed448_vectors(void)
{
    for (size_t i = 0; i < sizeof(ed_vectors) / sizeof(ed_vectors[0]); i++) {
        uint8_t priv[114], msg[8], want[114], sig[114];
        uint32_t len;
        unhex(priv, ed_vectors[i].priv);
        len = (uint32_t)unhex(msg, ed_vectors[i].msg);
        unhex(want, ed_vectors[i].sig);
        memset(sig, 0, sizeof(sig));
        CHECK(ed448_sign_small(priv, msg, len, sig, ARENA, ARENA_MAX, NULL) == 0, "ed448 sign %zu", i);
        CHECK(memcmp(sig, want, 114) == 0, "ed448 vector %zu: signature differs", i);
        CHECK(verify(priv + 57, msg, len, want) == 0, "ed448 vector %zu: rejected", i);
    }
}

static void test_ed448_blocks(void)
{
    uint8_t priv[114], msg[205], want[114], sig[114];
    unhex(priv, ed_vectors[1].priv);
    for (size_t i = 0; i < sizeof(msg); i++)
        msg[i] = (uint8_t)(i * 7 + 1);
    for (size_t i = 0; i < sizeof(ed_blocks) / sizeof(ed_blocks[0]); i++) {
        uint32_t len = ed_blocks[i].len;
        unhex(want, ed_blocks[i].sig);
        CHECK(ed448_sign_small(priv, msg, len, sig, ARENA, ARENA_MAX, NULL) == 0 &&
                  memcmp(sig, want, 114) == 0, "ed448 %u-byte message: signature differs", len);
        CHECK(verify(priv + 57, msg, len, want) == 0, "ed448 %u-byte message: rejected", len);
    }
}

static void test_ed448_roundtrip(void)
{
    static uint8_t msg[1023];
    uint8_t priv[114], sig[114], bad[114], pub[57];
    uint32_t used = 0, used2 = 0;
    int rc;

    unhex(priv, ed_vectors[1].priv);
    for (size_t i = 0; i < sizeof(msg); i++)
        msg[i] = (uint8_t)(i * 7 + 1);
    CHECK(ed448_sign_small(priv, msg, sizeof(msg), sig, ARENA, ARENA_MAX, &used) == 0, "sign 1023");
    CHECK(verify(priv + 57, msg, sizeof(msg), sig) == 0, "round trip 1023 rejected");

    /* arena: exactly the reported size works, 8 bytes less is -2 */
    {
        uint8_t *exact = malloc(used + 3), s2[114];
        CHECK(ed448_sign_small(priv, msg, 5, s2, exact + 3, used, &used2) == 0 && used2 == used,
              "sign: exact arena %u/%u", used2, used);
        CHECK(ed448_sign_small(priv, msg, 5, s2, exact + 3, used - 8, NULL) == -2, "sign: small arena");
        free(exact);
        rc = ed448_verify_small(priv + 57, msg, sizeof(msg), sig, ARENA, ARENA_MAX, &used);
        exact = malloc(used + 3);
        CHECK(ed448_verify_small(priv + 57, msg, sizeof(msg), sig, exact + 3, used, &used2) == rc &&
                  used2 == used, "verify: exact arena %u/%u", used2, used);
        CHECK(ed448_verify_small(priv + 57, msg, sizeof(msg), sig, exact + 3, used - 8, NULL) == -2,
              "verify: small arena");
        free(exact);
    }

    memcpy(bad, sig, 114);
    bad[3] ^= 0x10;
    CHECK(verify(priv + 57, msg, sizeof(msg), bad) == 1, "tampered R accepted");
    memcpy(bad, sig, 114);
    bad[60] ^= 0x01;
    CHECK(verify(priv + 57, msg, sizeof(msg), bad) == 1, "tampered S accepted");
    memcpy(bad, sig, 114);
    bad[113] = 1;
    CHECK(verify(priv + 57, msg, sizeof(msg), bad) == 1, "S top byte accepted");
    memcpy(bad, sig, 114);
    unhex(bad + 57, ed448_l_hex);
    CHECK(verify(priv + 57, msg, sizeof(msg), bad) == 1, "S = L accepted");
    msg[500] ^= 4;
    CHECK(verify(priv + 57, msg, sizeof(msg), sig) == 1, "tampered message accepted");
    msg[500] ^= 4;

    /* public keys that do not decode: y = p (non-canonical), bits in the
     * last byte, y = 1 with the sign bit (x = 0) */
    memset(pub, 0xff, 56);
    pub[28] = 0xfe;
    pub[56] = 0;
    CHECK(verify(pub, msg, sizeof(msg), sig) == -1, "y = p accepted");
    memcpy(pub, priv + 57, 57);
    pub[56] |= 1;
    CHECK(verify(pub, msg, sizeof(msg), sig) == -1, "last-byte bits accepted");
    memset(pub, 0, 57);
    pub[0] = 1;
    pub[56] = 0x80;
    CHECK(verify(pub, msg, sizeof(msg), sig) == -1, "x = 0 with sign bit accepted");
    /* y = 2: (y^2 - 1)/(d y^2 - 1) = 3 / (4d - 1) is not a square */
    memset(pub, 0, 57);
    pub[0] = 2;
    rc = verify(pub, msg, sizeof(msg), sig);
    CHECK(rc != 0, "y = 2 key: %d", rc);
}

/* ---- X448 --------------------------------------------------------------- */

static void x448_check(const char *name, const char *k, const char *u, const char *want)
{
    uint8_t kb[56], ub[56], wb[56], out[56];
    unhex(kb, k);
    unhex(ub, u);
    unhex(wb, want);
    CHECK(x448_shared_small(kb, ub, out, ARENA, ARENA_MAX, NULL) == 0, "%s: return", name);
    CHECK(memcmp(out, wb, 56) == 0, "%s: differs", name);
}

static void test_x448(void)
{
    static const char five[] = "05000000000000000000000000000000000000000000000000000000"
                               "00000000000000000000000000000000000000000000000000000000";
    static const char alice[] = "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28dd9c9baf5"
                                "74a9419744897391006382a6f127ab1d9ac2d8c0a598726b";
    static const char alice_pub[] = "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c22c5d9bb"
                                    "c836647241d953d40c5b12da88120d53177f80e532c41fa0";
    static const char bob[] = "1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d6927c120"
                              "bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d";
    static const char bob_pub[] = "3eb7a829b0cd20f5bcfc0b599b6feccf6da4627107bdb0d4f345b43027d8b972"
                                  "fc3e34fb4232a13ca706dcb57aec3dae07bdc1c67bf33609";
    static const char shared[] = "07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282bb60c0b56"
                                 "fd2464c335543936521c24403085d59a449a5037514a879d";
    uint8_t kb[56], out[56], wb[56], u[56];
    uint32_t used = 0;

    x448_check("7748 5.2 #1",
               "3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121700a779c984c24f8cdd78fbff44943eba368f54b29259a4f1c600ad3",
               "06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9814dc031ddbdc38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086",
               "ce3e4ff95a60dc6697da1db1d85e6afbdf79b50a2412d7546d5f239fe14fbaadeb445fc66a01b0779d98223961111e21766282f73dd96b6f");
    x448_check("7748 5.2 #2",
               "203d494428b8399352665ddca42f9de8fef600908e0d461cb021f8c538345dd77c3e4806e25f46d3315c44e0a5b4371282dd2c8d5be3095f",
               "0fbcc2f993cd56d3305b0b7d9e55d4c1a8fb5dbb52f8e9a1e9b6201b165d015894e56c4d3570bee52fe205e28a78b91cdfbde71ce8d157db",
               "884a02576239ff7a2f2f63b2db6a9ff37047ac13568e1e30fe63c4a7ad1b3ee3a5700df34321d62077e63633c575c1c954514e99da7c179d");
    x448_check("7748 5.2 iteration 1", five, five,
               "3f482c8a9f19b01e6c46ee9711d9dc14fd4bf67af30765c2ae2b846a4d23a8cd0db897086239492caf350b51f833868b9bc2b3bca9cf4113");
    x448_check("7748 6.2 alice", alice, bob_pub, shared);
    x448_check("7748 6.2 bob", bob, alice_pub, shared);

    unhex(kb, alice);
    unhex(wb, alice_pub);
    CHECK(x448_keygen_small(kb, out, ARENA, ARENA_MAX, &used) == 0 && memcmp(out, wb, 56) == 0,
          "7748 6.2 alice keygen");
    {
        uint8_t *exact = malloc(used + 3);
        uint32_t used2 = 0;
        CHECK(x448_keygen_small(kb, out, exact + 3, used, &used2) == 0 && used2 == used,
              "keygen: exact arena %u/%u", used2, used);
        CHECK(x448_keygen_small(kb, out, exact + 3, used - 8, NULL) == -2, "keygen: small arena");
        free(exact);
    }
    /* small-order peers: u = 0 and u = 1 give an all-zero secret */
    memset(u, 0, 56);
    CHECK(x448_shared_small(kb, u, out, ARENA, ARENA_MAX, NULL) == -1, "u = 0 accepted");
    u[0] = 1;
    CHECK(x448_shared_small(kb, u, out, ARENA, ARENA_MAX, NULL) == -1, "u = 1 accepted");
}

int main(void)
{
    test_ed448_vectors();
    test_ed448_blocks();
    test_ed448_roundtrip();
    test_x448();
    printf("curve448 hosttest: %d checks, %d failures\n", checks, failures);
    return failures != 0;
}
