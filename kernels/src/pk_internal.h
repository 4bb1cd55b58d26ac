/*
 * pk_internal.h - internal interfaces of the public-key kernels (not
 * exported): multi-precision integers as little-endian arrays of 32-bit
 * limbs, modular arithmetic behind a small "modulus" descriptor whose
 * multiplier is either generic Montgomery (CIOS, "small"), Comba +
 * Montgomery ("fast"), or Comba + a curve-specific reduction ("fast",
 * plain representation), the caller-provided arena, and the group
 * descriptors shared by the ECDSA and Ed25519 scalar multiplications.
 *
 * Representation: a bn_mod with rr != NULL keeps field elements in
 * Montgomery form (x*R mod p); with rr == NULL in plain form.  fe_to /
 * fe_from convert; every other fe_* function is representation-agnostic.
 * All fe_* results are fully reduced (< p), so equality is limb equality.
 */
#ifndef BOARDLESS_PK_INTERNAL_H
#define BOARDLESS_PK_INTERNAL_H

#include <stdint.h>
#include <string.h>

#include "common.h"

/* Return codes of the exported public-key kernels. */
#define PK_OK        0
#define PK_INVALID   1   /* verify: the signature does not verify      */
#define PK_EINPUT  (-1)  /* an input is out of range (key, nonce, ...)  */
#define PK_EARENA  (-2)  /* the arena is too small                      */

/* ---- arena ------------------------------------------------------------ */

typedef struct {
    uint8_t *base;   /* first 8-byte aligned byte of the caller's memory */
    uint32_t size;   /* usable bytes from base                           */
    uint32_t top;    /* bytes handed out                                 */
    uint32_t pad;    /* bytes skipped to align base                      */
} pk_arena;

void pk_arena_init(pk_arena *a, uint8_t *mem, uint32_t size);
/* words 32-bit words, 8-byte aligned and zeroed; NULL when they do not fit. */
uint32_t *pk_alloc(pk_arena *a, uint32_t words);
/* Stores the bytes used (including alignment padding) to *used if non-NULL. */
void pk_arena_report(const pk_arena *a, uint32_t *used);

/* ---- plain multi-precision helpers (bn_util.c) ------------------------ */

uint32_t bn_add(uint32_t *r, const uint32_t *a, const uint32_t *b, uint32_t n);
uint32_t bn_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, uint32_t n);
int bn_cmp(const uint32_t *a, const uint32_t *b, uint32_t n);
int bn_is_zero(const uint32_t *a, uint32_t n);
/* big-endian bytes (len <= 4n) -> n limbs */
void bn_from_be(uint32_t *r, uint32_t n, const uint8_t *in, uint32_t len);
/* n limbs -> big-endian bytes (len <= 4n, higher limbs dropped) */
void bn_to_be(uint8_t *out, uint32_t len, const uint32_t *a, uint32_t n);
void bn_from_le(uint32_t *r, uint32_t n, const uint8_t *in, uint32_t len);
void bn_to_le(uint8_t *out, uint32_t len, const uint32_t *a, uint32_t n);
/* number of significant bits */
uint32_t bn_bits(const uint32_t *a, uint32_t n);
K_INLINE uint32_t bn_bit(const uint32_t *a, uint32_t i)
{
    return (a[i >> 5] >> (i & 31)) & 1u;
}
/* -m^-1 mod 2^32 for odd m0 */
uint32_t bn_n0(uint32_t m0);

/* 32x32 -> 64 multiply.  ARMv6-M has no long multiply: split in 16-bit
 * halves there (four MULS), instead of a call to __aeabi_lmul. */
K_INLINE uint64_t bn_mul32(uint32_t a, uint32_t b)
{
#if defined(__ARM_ARCH_6M__) || defined(BN_FORCE_SPLIT_MUL)
    uint32_t al = a & 0xffffu, ah = a >> 16, bl = b & 0xffffu, bh = b >> 16;
    uint32_t lo = al * bl, hi = ah * bh;
    uint32_t m1 = al * bh, m2 = ah * bl;
    uint32_t t;
    m1 += m2;
    hi += (uint32_t)(m1 < m2) << 16;
    t = lo + (m1 << 16);
    hi += (m1 >> 16) + (t < lo);
    return ((uint64_t)hi << 32) | t;
#else
    return (uint64_t)a * b;
#endif
}

/* ---- modular arithmetic ------------------------------------------------ */

typedef struct bn_mod bn_mod;
typedef void (*bn_mulfn)(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);

struct bn_mod {
    uint32_t n;            /* limbs                                         */
    const uint32_t *p;     /* modulus (odd), n limbs                        */
    uint32_t n0;           /* -p^-1 mod 2^32 (Montgomery multipliers)       */
    const uint32_t *rr;    /* R^2 mod p: Montgomery form; NULL: plain form  */
    bn_mulfn mul;          /* r = a*b (r may alias a or b)                  */
    bn_mulfn sqr;          /* r = a*a (b ignored)                           */
    uint32_t *t;           /* scratch, 2n+2 words                           */
    uint32_t *u;           /* scratch, n words                              */
};

/* Words of scratch a bn_mod needs (t and u). */
#define BN_MOD_SCRATCH(n) (3u * (n) + 2u)
int bn_mod_scratch(bn_mod *m, pk_arena *a);

/* Multipliers (bn_small.c, bn_fast.c). */
void bn_mont_mul_small(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void bn_mont_sqr_small(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void bn_mont_mul_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void bn_mont_sqr_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void p256_mul_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void p256_sqr_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void p384_mul_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void p384_sqr_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void p25519_mul_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void p25519_sqr_fast(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
/* Plain products: t[0..2n-1] = a*b. */
void bn_mul_small(uint32_t *t, const uint32_t *a, const uint32_t *b, uint32_t n);
void bn_comba_mul(uint32_t *t, const uint32_t *a, const uint32_t *b, uint32_t n);

/* Field operations (bn_util.c).  Inputs fully reduced. */
void fe_add(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void fe_sub(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void fe_neg(const bn_mod *m, uint32_t *r, const uint32_t *a);
K_INLINE void fe_mul(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    m->mul(m, r, a, b);
}
K_INLINE void fe_sqr(const bn_mod *m, uint32_t *r, const uint32_t *a)
{
    m->sqr(m, r, a, a);
}
K_INLINE void fe_copy(const bn_mod *m, uint32_t *r, const uint32_t *a)
{
    memcpy(r, a, 4u * m->n);
}
K_INLINE int fe_eq(const bn_mod *m, const uint32_t *a, const uint32_t *b)
{
    return bn_cmp(a, b, m->n) == 0;
}
K_INLINE int fe_is_zero(const bn_mod *m, const uint32_t *a)
{
    return bn_is_zero(a, m->n);
}
/* plain value (< p) -> representation, and back */
void fe_to(const bn_mod *m, uint32_t *r, const uint32_t *a);
void fe_from(const bn_mod *m, uint32_t *r, const uint32_t *a);
/* r = the representation of 1 */
void fe_one(const bn_mod *m, uint32_t *r);
/* r = a^e (e: en limbs, e > 0); r must not alias a */
void fe_pow(const bn_mod *m, uint32_t *r, const uint32_t *a, const uint32_t *e, uint32_t en);
/* r = a^(p-2) = a^-1 for prime p; r must not alias a; uses m->u */
void fe_inv(const bn_mod *m, uint32_t *r, const uint32_t *a);
/* x (2n limbs, plain) mod p, plain result; Montgomery bn_mod only; uses
 * m->u and tmp (n words) */
void mod_reduce_wide(const bn_mod *m, uint32_t *r, const uint32_t *x, uint32_t *tmp);
/* a (plain, any n-limb value) mod p by repeated subtraction (a < k*p, k small) */
void mod_reduce_small(const bn_mod *m, uint32_t *r, const uint32_t *a);
/* Computes R^2 mod p into rr (n words) for a Montgomery bn_mod whose rr
 * is not set yet; sets m->rr. */
void bn_mont_setup(bn_mod *m, uint32_t *rr);

/* ---- groups (ecc_group.c) ---------------------------------------------- */

typedef struct pk_group pk_group;
struct pk_group {
    bn_mod f;                  /* field                                      */
    uint32_t pw;               /* words per point (3n Jacobian, 4n extended) */
    uint32_t aw;               /* words per precomputed affine entry         */
    void (*dbl)(pk_group *g, uint32_t *r);                        /* r = 2r  */
    void (*add_aff)(pk_group *g, uint32_t *r, const uint32_t *a);  /* r += a  */
    void (*add)(pk_group *g, uint32_t *r, const uint32_t *q);      /* r += q  */
    void (*set_inf)(pk_group *g, uint32_t *r);
    uint32_t *tmp;             /* point-operation temporaries, 8n words      */
    uint32_t *one;             /* representation of 1, n words               */
    const uint32_t *aux;       /* curve constant used by the formulas        */
};

/* Point operations (ecc_group.c). */
/* Completes g for the a = -3 Jacobian formulas once g->f's modulus and
 * multipliers are set: the field's scratch, the point operations, tmp and
 * one, from the arena; 0 when the arena is too small. */
int wei_group_init(pk_group *g, pk_arena *ar);
void wei_set_inf(pk_group *g, uint32_t *r);
void wei_dbl(pk_group *g, uint32_t *r);
void wei_add_aff(pk_group *g, uint32_t *r, const uint32_t *a);
void wei_add(pk_group *g, uint32_t *r, const uint32_t *q);
void ed_set_inf(pk_group *g, uint32_t *r);
void ed_dbl(pk_group *g, uint32_t *r);
void ed_add_aff(pk_group *g, uint32_t *r, const uint32_t *a);
void ed_add(pk_group *g, uint32_t *r, const uint32_t *q);

/* r = k*A, A affine entry (binary left-to-right) */
void grp_mul_binary(pk_group *g, uint32_t *r, const uint32_t *k, uint32_t bits, const uint32_t *a);
/* r = k*G from a comb table of 15 affine entries (plain form) with
 * spacing d; entry: aw words of scratch for the conversion to Montgomery
 * form (unused for a plain-form field) */
void grp_mul_comb(pk_group *g, uint32_t *r, const uint32_t *k, uint32_t d, const uint32_t *table,
                  uint32_t *entry);
/* r = k1*A + k2*B (Shamir); A, B affine entries, ab = A+B as a point */
void grp_mul_shamir(pk_group *g, uint32_t *r, const uint32_t *k1, const uint32_t *a,
                    const uint32_t *k2, const uint32_t *b, const uint32_t *ab, uint32_t bits);
/* r += k*P (sliding window of 4 bits over odd multiples of P); table:
 * 8 points of scratch; p is a point */
void grp_muladd_window(pk_group *g, uint32_t *r, const uint32_t *k, uint32_t bits,
                       const uint32_t *p, uint32_t *table);

/* ---- curve constants (ecc_tables.c, generated) ------------------------- */

extern const uint32_t p256_p[8], p256_b[8], p256_gx[8], p256_gy[8], p256_order[8];
extern const uint32_t p256_p_rr[8], p256_p_n0, p256_order_rr[8], p256_order_n0;
extern const uint32_t p256_comb_d, p256_comb[15 * 16];
extern const uint32_t p384_p[12], p384_b[12], p384_gx[12], p384_gy[12], p384_order[12];
extern const uint32_t p384_p_rr[12], p384_p_n0, p384_order_rr[12], p384_order_n0;
extern const uint32_t p384_comb_d, p384_comb[15 * 24];
extern const uint32_t ed25519_p[8], ed25519_d[8], ed25519_d2[8], ed25519_sqrtm1[8];
extern const uint32_t ed25519_order[8], ed25519_bx[8], ed25519_by[8];
extern const uint32_t ed25519_p_rr[8], ed25519_p_n0, ed25519_order_rr[8], ed25519_order_n0;
extern const uint32_t ed25519_comb_d, ed25519_comb[15 * 24];

/* RSASSA-PKCS1-v1_5 with SHA-256 for a modulus of k bytes (rsa_pkcs1.c);
 * fast selects the Comba multiplier, w the exponent window. */
int rsa_pkcs1_sign_crt(int fast, uint32_t w, uint32_t k, const uint8_t *p, const uint8_t *q,
                       const uint8_t *dp, const uint8_t *dq, const uint8_t *qinv,
                       const uint8_t *hash, uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                       uint32_t *arena_used);
int rsa_pkcs1_verify(int fast, uint32_t k, const uint8_t *n, uint32_t e, const uint8_t *hash,
                     const uint8_t *sig, uint8_t *arena, uint32_t arena_size,
                     uint32_t *arena_used);

#endif /* BOARDLESS_PK_INTERNAL_H */
