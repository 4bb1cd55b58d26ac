/*
 * des.c - Triple DES (EDE, FIPS 46-3 / SP 800-67) in CBC and CTR mode,
 * one call per message.
 *
 * SP-table DES: each of the eight S-boxes is merged with the P
 * permutation into a 64-entry word table (2 KiB in all).  The halves are
 * kept rotated left by one bit between the initial and final
 * permutations, so that the E expansion of R is two words (R rotated and
 * R rotated by four more) masked six bits at a time, with the 48-bit
 * subkeys laid out to match.  The three DES passes share one IP and one
 * FP (they cancel between passes).  The key schedule is a bit loop over
 * PC-1/PC-2 (run once per call).
 */
#include "sym_internal.h"

/* des_sp[j][x] = ROL(P(S_{j+1}(x) in nibble j+1), 1); x is the 6-bit
 * E-expansion group, most significant bit first. */
static const uint32_t des_sp[8][64] = {
    {
        0x01010400u, 0x00000000u, 0x00010000u, 0x01010404u, 0x01010004u, 0x00010404u,
        0x00000004u, 0x00010000u, 0x00000400u, 0x01010400u, 0x01010404u, 0x00000400u,
        0x01000404u, 0x01010004u, 0x01000000u, 0x00000004u, 0x00000404u, 0x01000400u,
        0x01000400u, 0x00010400u, 0x00010400u, 0x01010000u, 0x01010000u, 0x01000404u,
        0x00010004u, 0x01000004u, 0x01000004u, 0x00010004u, 0x00000000u, 0x00000404u,
        0x00010404u, 0x01000000u, 0x00010000u, 0x01010404u, 0x00000004u, 0x01010000u,
        0x01010400u, 0x01000000u, 0x01000000u, 0x00000400u, 0x01010004u, 0x00010000u,
        0x00010400u, 0x01000004u, 0x00000400u, 0x00000004u, 0x01000404u, 0x00010404u,
        0x01010404u, 0x00010004u, 0x01010000u, 0x01000404u, 0x01000004u, 0x00000404u,
        0x00010404u, 0x01010400u, 0x00000404u, 0x01000400u, 0x01000400u, 0x00000000u,
        0x00010004u, 0x00010400u, 0x00000000u, 0x01010004u,
    },
    {
        0x80108020u, 0x80008000u, 0x00008000u, 0x00108020u, 0x00100000u, 0x00000020u,
        0x80100020u, 0x80008020u, 0x80000020u, 0x80108020u, 0x80108000u, 0x80000000u,
        0x80008000u, 0x00100000u, 0x00000020u, 0x80100020u, 0x00108000u, 0x00100020u,
        0x80008020u, 0x00000000u, 0x80000000u, 0x00008000u, 0x00108020u, 0x80100000u,
        0x00100020u, 0x80000020u, 0x00000000u, 0x00108000u, 0x00008020u, 0x80108000u,
        0x80100000u, 0x00008020u, 0x00000000u, 0x00108020u, 0x80100020u, 0x00100000u,
        0x80008020u, 0x80100000u, 0x80108000u, 0x00008000u, 0x80100000u, 0x80008000u,
        0x00000020u, 0x80108020u, 0x00108020u, 0x00000020u, 0x00008000u, 0x80000000u,
        0x00008020u, 0x80108000u, 0x00100000u, 0x80000020u, 0x00100020u, 0x80008020u,
        0x80000020u, 0x00100020u, 0x00108000u, 0x00000000u, 0x80008000u, 0x00008020u,
        0x80000000u, 0x80100020u, 0x80108020u, 0x00108000u,
    },
    {
        0x00000208u, 0x08020200u, 0x00000000u, 0x08020008u, 0x08000200u, 0x00000000u,
        0x00020208u, 0x08000200u, 0x00020008u, 0x08000008u, 0x08000008u, 0x00020000u,
        0x08020208u, 0x00020008u, 0x08020000u, 0x00000208u, 0x08000000u, 0x00000008u,
        0x08020200u, 0x00000200u, 0x00020200u, 0x08020000u, 0x08020008u, 0x00020208u,
        0x08000208u, 0x00020200u, 0x00020000u, 0x08000208u, 0x00000008u, 0x08020208u,
        0x00000200u, 0x08000000u, 0x08020200u, 0x08000000u, 0x00020008u, 0x00000208u,
        0x00020000u, 0x08020200u, 0x08000200u, 0x00000000u, 0x00000200u, 0x00020008u,
        0x08020208u, 0x08000200u, 0x08000008u, 0x00000200u, 0x00000000u, 0x08020008u,
        0x08000208u, 0x00020000u, 0x08000000u, 0x08020208u, 0x00000008u, 0x00020208u,
        0x00020200u, 0x08000008u, 0x08020000u, 0x08000208u, 0x00000208u, 0x08020000u,
        0x00020208u, 0x00000008u, 0x08020008u, 0x00020200u,
    },
    {
        0x00802001u, 0x00002081u, 0x00002081u, 0x00000080u, 0x00802080u, 0x00800081u,
        0x00800001u, 0x00002001u, 0x00000000u, 0x00802000u, 0x00802000u, 0x00802081u,
        0x00000081u, 0x00000000u, 0x00800080u, 0x00800001u, 0x00000001u, 0x00002000u,
        0x00800000u, 0x00802001u, 0x00000080u, 0x00800000u, 0x00002001u, 0x00002080u,
        0x00800081u, 0x00000001u, 0x00002080u, 0x00800080u, 0x00002000u, 0x00802080u,
        0x00802081u, 0x00000081u, 0x00800080u, 0x00800001u, 0x00802000u, 0x00802081u,
        0x00000081u, 0x00000000u, 0x00000000u, 0x00802000u, 0x00002080u, 0x00800080u,
        0x00800081u, 0x00000001u, 0x00802001u, 0x00002081u, 0x00002081u, 0x00000080u,
        0x00802081u, 0x00000081u, 0x00000001u, 0x00002000u, 0x00800001u, 0x00002001u,
        0x00802080u, 0x00800081u, 0x00002001u, 0x00002080u, 0x00800000u, 0x00802001u,
        0x00000080u, 0x00800000u, 0x00002000u, 0x00802080u,
    },
    {
        0x00000100u, 0x02080100u, 0x02080000u, 0x42000100u, 0x00080000u, 0x00000100u,
        0x40000000u, 0x02080000u, 0x40080100u, 0x00080000u, 0x02000100u, 0x40080100u,
        0x42000100u, 0x42080000u, 0x00080100u, 0x40000000u, 0x02000000u, 0x40080000u,
        0x40080000u, 0x00000000u, 0x40000100u, 0x42080100u, 0x42080100u, 0x02000100u,
        0x42080000u, 0x40000100u, 0x00000000u, 0x42000000u, 0x02080100u, 0x02000000u,
        0x42000000u, 0x00080100u, 0x00080000u, 0x42000100u, 0x00000100u, 0x02000000u,
        0x40000000u, 0x02080000u, 0x42000100u, 0x40080100u, 0x02000100u, 0x40000000u,
        0x42080000u, 0x02080100u, 0x40080100u, 0x00000100u, 0x02000000u, 0x42080000u,
        0x42080100u, 0x00080100u, 0x42000000u, 0x42080100u, 0x02080000u, 0x00000000u,
        0x40080000u, 0x42000000u, 0x00080100u, 0x02000100u, 0x40000100u, 0x00080000u,
        0x00000000u, 0x40080000u, 0x02080100u, 0x40000100u,
    },
    {
        0x20000010u, 0x20400000u, 0x00004000u, 0x20404010u, 0x20400000u, 0x00000010u,
        0x20404010u, 0x00400000u, 0x20004000u, 0x00404010u, 0x00400000u, 0x20000010u,
        0x00400010u, 0x20004000u, 0x20000000u, 0x00004010u, 0x00000000u, 0x00400010u,
        0x20004010u, 0x00004000u, 0x00404000u, 0x20004010u, 0x00000010u, 0x20400010u,
        0x20400010u, 0x00000000u, 0x00404010u, 0x20404000u, 0x00004010u, 0x00404000u,
        0x20404000u, 0x20000000u, 0x20004000u, 0x00000010u, 0x20400010u, 0x00404000u,
        0x20404010u, 0x00400000u, 0x00004010u, 0x20000010u, 0x00400000u, 0x20004000u,
        0x20000000u, 0x00004010u, 0x20000010u, 0x20404010u, 0x00404000u, 0x20400000u,
        0x00404010u, 0x20404000u, 0x00000000u, 0x20400010u, 0x00000010u, 0x00004000u,
        0x20400000u, 0x00404010u, 0x00004000u, 0x00400010u, 0x20004010u, 0x00000000u,
        0x20404000u, 0x20000000u, 0x00400010u, 0x20004010u,
    },
    {
        0x00200000u, 0x04200002u, 0x04000802u, 0x00000000u, 0x00000800u, 0x04000802u,
        0x00200802u, 0x04200800u, 0x04200802u, 0x00200000u, 0x00000000u, 0x04000002u,
        0x00000002u, 0x04000000u, 0x04200002u, 0x00000802u, 0x04000800u, 0x00200802u,
        0x00200002u, 0x04000800u, 0x04000002u, 0x04200000u, 0x04200800u, 0x00200002u,
        0x04200000u, 0x00000800u, 0x00000802u, 0x04200802u, 0x00200800u, 0x00000002u,
        0x04000000u, 0x00200800u, 0x04000000u, 0x00200800u, 0x00200000u, 0x04000802u,
        0x04000802u, 0x04200002u, 0x04200002u, 0x00000002u, 0x00200002u, 0x04000000u,
        0x04000800u, 0x00200000u, 0x04200800u, 0x00000802u, 0x00200802u, 0x04200800u,
        0x00000802u, 0x04000002u, 0x04200802u, 0x04200000u, 0x00200800u, 0x00000000u,
        0x00000002u, 0x04200802u, 0x00000000u, 0x00200802u, 0x04200000u, 0x00000800u,
        0x04000002u, 0x04000800u, 0x00000800u, 0x00200002u,
    },
    {
        0x10001040u, 0x00001000u, 0x00040000u, 0x10041040u, 0x10000000u, 0x10001040u,
        0x00000040u, 0x10000000u, 0x00040040u, 0x10040000u, 0x10041040u, 0x00041000u,
        0x10041000u, 0x00041040u, 0x00001000u, 0x00000040u, 0x10040000u, 0x10000040u,
        0x10001000u, 0x00001040u, 0x00041000u, 0x00040040u, 0x10040040u, 0x10041000u,
        0x00001040u, 0x00000000u, 0x00000000u, 0x10040040u, 0x10000040u, 0x10001000u,
        0x00041040u, 0x00040000u, 0x00041040u, 0x00040000u, 0x10041000u, 0x00001000u,
        0x00000040u, 0x10040040u, 0x00001000u, 0x00041040u, 0x10001000u, 0x00000040u,
        0x10000040u, 0x10040000u, 0x10040040u, 0x10000000u, 0x00040000u, 0x10001040u,
        0x00000000u, 0x10041040u, 0x00040040u, 0x10000040u, 0x10040000u, 0x10001000u,
        0x10001040u, 0x00000000u, 0x10041040u, 0x00041000u, 0x00041000u, 0x00001040u,
        0x00001040u, 0x00040040u, 0x10000000u, 0x10041000u,
    },
};

/* PC-1: key bit (0-based, MSB of byte 0 first) of each C/D bit. */
static const uint8_t des_pc1[56] = {
    56, 48, 40, 32, 24, 16, 8, 0, 57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35,
    62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 60, 52, 44, 36, 28, 20, 12, 4, 27, 19, 11, 3,
};

/* PC-2: CD bit (0-based) of each subkey bit, and where it goes:
 * bit 5 = word (0: groups 1,3,5,7; 1: groups 2,4,6,8), bits 0..4 = shift. */
static const uint8_t des_pc2_src[48] = {
    13, 16, 10, 23, 0, 4, 2, 27, 14, 5, 20, 9, 22, 18, 11, 3, 25, 7, 15, 6, 26, 19, 12, 1,
    40, 51, 30, 36, 46, 54, 29, 39, 50, 44, 32, 47, 43, 48, 38, 55, 33, 52, 45, 41, 49, 35, 28, 31,
};
static const uint8_t des_pc2_dst[48] = {
    29, 28, 27, 26, 25, 24, 61, 60, 59, 58, 57, 56, 21, 20, 19, 18, 17, 16, 53, 52, 51, 50, 49, 48,
    13, 12, 11, 10, 9, 8, 45, 44, 43, 42, 41, 40, 5, 4, 3, 2, 1, 0, 37, 36, 35, 34, 33, 32,
};

static const uint8_t des_shifts[16] = { 1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1 };

/* The 16 subkeys of key (8 bytes), two words each, in encryption order,
 * or reversed for decryption. */
static void des_subkeys(uint32_t *sk, const uint8_t *key, int decrypt)
{
    uint32_t c = 0, d = 0, i, r, s, ka, kb, bit, idx;

    for (i = 0; i < 56; i++) {
        s = des_pc1[i];
        bit = (uint32_t)(key[s >> 3] >> (7 - (s & 7))) & 1;
        if (i < 28)
            c = (c << 1) | bit;
        else
            d = (d << 1) | bit;
    }
    for (r = 0; r < 16; r++) {
        s = des_shifts[r];
        c = ((c << s) | (c >> (28 - s))) & 0x0fffffffu;
        d = ((d << s) | (d >> (28 - s))) & 0x0fffffffu;
        ka = kb = 0;
        for (i = 0; i < 48; i++) {
            s = des_pc2_src[i];
            bit = s < 28 ? (c >> (27 - s)) & 1 : (d >> (55 - s)) & 1;
            if (des_pc2_dst[i] & 32)
                kb |= bit << (des_pc2_dst[i] & 31);
            else
                ka |= bit << (des_pc2_dst[i] & 31);
        }
        idx = decrypt ? 15 - r : r;
        sk[2 * idx] = kb;
        sk[2 * idx + 1] = ka;
    }
}

/* EDE schedule: 48 subkeys.  Encryption E(K1) D(K2) E(K3); decryption
 * D(K3) E(K2) D(K1).  key_bits 128 means K3 = K1. */
static int tdes_setkey(uint32_t *sk, const uint8_t *key, uint32_t key_bits, int decrypt)
{
    const uint8_t *k3;

    if (key_bits == 192)
        k3 = key + 16;
    else if (key_bits == 128)
        k3 = key;
    else
        return -1;
    if (!decrypt) {
        des_subkeys(sk, key, 0);
        des_subkeys(sk + 32, key + 8, 1);
        des_subkeys(sk + 64, k3, 0);
    } else {
        des_subkeys(sk, k3, 1);
        des_subkeys(sk + 32, key + 8, 0);
        des_subkeys(sk + 64, key, 1);
    }
    return 0;
}

/* x ^= f(y): y is R rotated left by one; sk[0] pairs with y (groups
 * 2,4,6,8), sk[1] with y rotated right by 4 (groups 1,3,5,7). */
#define DES_HALF(x, y, sk)                                                  \
    do {                                                                    \
        uint32_t t_ = (y) ^ (sk)[0], u_ = ROR32(y, 4) ^ (sk)[1];            \
        x ^= des_sp[7][t_ & 0x3f] ^ des_sp[5][(t_ >> 8) & 0x3f] ^           \
             des_sp[3][(t_ >> 16) & 0x3f] ^ des_sp[1][(t_ >> 24) & 0x3f] ^  \
             des_sp[6][u_ & 0x3f] ^ des_sp[4][(u_ >> 8) & 0x3f] ^           \
             des_sp[2][(u_ >> 16) & 0x3f] ^ des_sp[0][(u_ >> 24) & 0x3f];   \
    } while (0)

/* One 3DES block on big-endian halves *l, *r (in place). */
static void tdes_block(const uint32_t *sk, uint32_t *l, uint32_t *r)
{
    uint32_t x = *l, y = *r, t, i;

    /* IP, leaving both halves rotated left by one */
    t = ((x >> 4) ^ y) & 0x0f0f0f0fu; y ^= t; x ^= t << 4;
    t = ((x >> 16) ^ y) & 0x0000ffffu; y ^= t; x ^= t << 16;
    t = ((y >> 2) ^ x) & 0x33333333u; x ^= t; y ^= t << 2;
    t = ((y >> 8) ^ x) & 0x00ff00ffu; x ^= t; y ^= t << 8;
    y = ROR32(y, 31);
    t = (x ^ y) & 0xaaaaaaaau; y ^= t; x ^= t;
    x = ROR32(x, 31);

    for (i = 0; i < 8; i++, sk += 4) {
        DES_HALF(x, y, sk);
        DES_HALF(y, x, sk + 2);
    }
    for (i = 0; i < 8; i++, sk += 4) {
        DES_HALF(y, x, sk);
        DES_HALF(x, y, sk + 2);
    }
    for (i = 0; i < 8; i++, sk += 4) {
        DES_HALF(x, y, sk);
        DES_HALF(y, x, sk + 2);
    }

    /* FP of (R16, L16): the IP steps undone in reverse order */
    t = x; x = y; y = t;
    x = ROR32(x, 1);
    t = (x ^ y) & 0xaaaaaaaau; x ^= t; y ^= t;
    y = ROR32(y, 1);
    t = ((y >> 8) ^ x) & 0x00ff00ffu; x ^= t; y ^= t << 8;
    t = ((y >> 2) ^ x) & 0x33333333u; x ^= t; y ^= t << 2;
    t = ((x >> 16) ^ y) & 0x0000ffffu; y ^= t; x ^= t << 16;
    t = ((x >> 4) ^ y) & 0x0f0f0f0fu; y ^= t; x ^= t << 4;
    *l = x;
    *r = y;
}

int tdes_cbc_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv,
                     const uint8_t *in, uint8_t *out, uint32_t len)
{
    uint32_t sk[96], l, r;

    if ((len & 7) || tdes_setkey(sk, key, key_bits, 0))
        return -1;
    l = ld_be32(iv);
    r = ld_be32(iv + 4);
    for (; len; len -= 8, in += 8, out += 8) {
        l ^= ld_be32(in);
        r ^= ld_be32(in + 4);
        tdes_block(sk, &l, &r);
        st_be32(out, l);
        st_be32(out + 4, r);
    }
    return 0;
}

int tdes_cbc_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv,
                     const uint8_t *in, uint8_t *out, uint32_t len)
{
    uint32_t sk[96], vl, vr, l, r, cl, cr;

    if ((len & 7) || tdes_setkey(sk, key, key_bits, 1))
        return -1;
    vl = ld_be32(iv);
    vr = ld_be32(iv + 4);
    for (; len; len -= 8, in += 8, out += 8) {
        l = cl = ld_be32(in);
        r = cr = ld_be32(in + 4);
        tdes_block(sk, &l, &r);
        st_be32(out, l ^ vl);
        st_be32(out + 4, r ^ vr);
        vl = cl;
        vr = cr;
    }
    return 0;
}

int tdes_ctr_crypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv,
                   const uint8_t *in, uint8_t *out, uint32_t len)
{
    uint32_t sk[96], cl, cr, l, r, i, n;
    uint8_t ks[8];

    if (tdes_setkey(sk, key, key_bits, 0))
        return -1;
    cl = ld_be32(iv);
    cr = ld_be32(iv + 4);
    for (; len; len -= n, in += n, out += n) {
        l = cl;
        r = cr;
        tdes_block(sk, &l, &r);
        cr++;
        cl += (cr == 0);
        if (len >= 8) {
            n = 8;
            st_be32(out, ld_be32(in) ^ l);
            st_be32(out + 4, ld_be32(in + 4) ^ r);
        } else {
            n = len;
            st_be32(ks, l);
            st_be32(ks + 4, r);
            for (i = 0; i < n; i++)
                out[i] = in[i] ^ ks[i];
        }
    }
    return 0;
}
