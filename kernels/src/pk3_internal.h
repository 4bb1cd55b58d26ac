/*
 * pk3_internal.h - helpers shared by dh.c and dsa.c (not exported):
 * finite-field modular exponentiation on the fast Montgomery multiplier.
 */
#ifndef BOARDLESS_PK3_INTERNAL_H
#define BOARDLESS_PK3_INTERNAL_H

#include "pk_internal.h"

/* Window of pk3_modexp and the table words it needs for n limbs. */
#define PK3_W 4u
#define PK3_TABLE(n) ((1u << (PK3_W - 1)) * (n))

/* m: Comba + Montgomery multiplier on modulus p (n limbs), p odd; n0 set,
 * rr not yet (pk3_mod_setup computes it into rr, n words). */
void pk3_mod_init(bn_mod *m, const uint32_t *p, uint32_t n);
void pk3_mod_setup(bn_mod *m, uint32_t *rr);
/* r = b^e mod p (plain in, plain out; b < p, e of en limbs, e != 0);
 * left-to-right sliding window of PK3_W bits; table: PK3_TABLE(n) words */
void pk3_modexp(const bn_mod *m, uint32_t *r, const uint32_t *b, const uint32_t *e, uint32_t en,
                uint32_t *table);

#endif /* BOARDLESS_PK3_INTERNAL_H */
