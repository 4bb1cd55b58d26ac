/*
 * curve448.h - the field of Curve448 and Ed448, p = 2^448 - 2^224 - 1
 * (RFC 7748, RFC 8032), shared by x448.c and ed448.c (not exported).
 *
 * Elements are 14 limbs in Montgomery form (R = 2^448) under the generic
 * CIOS multiplier of bn_small.c; the curve code uses the fe_* operations
 * of pk_internal.h on the bn_mod that c448_field sets up.
 */
#ifndef BOARDLESS_CURVE448_H
#define BOARDLESS_CURVE448_H

#include "pk_internal.h"

#define C448_N 14u /* limbs of a field element or a scalar */

extern const uint32_t c448_p[C448_N];

/* f = CIOS Montgomery arithmetic mod p: scratch and R^2 mod p from the
 * arena; 0 when it is too small. */
int c448_field(bn_mod *f, pk_arena *ar);

/* The curve constants' magnitude: a24 = (156326 - 2) / 4 of Curve448 and
 * -d of Ed448 (d = -39081). */
#define C448_K 39081u

/* r = k a for a small k > 0 by doubling and adding (21 modular additions
 * for C448_K instead of a CIOS multiplication; k a in Montgomery form is
 * the form of k a).  r must not alias a. */
void c448_mul_small(const bn_mod *f, uint32_t *r, const uint32_t *a, uint32_t k);

/* r = a^((p-3)/4) = a^(2^446 - 2^222 - 1), by an addition chain (445
 * squarings, 12 multiplications instead of about 890 operations for a
 * binary ladder over this all-ones exponent).  t: 3*C448_N words; r must
 * not alias a or t. */
void c448_pow_p34(const bn_mod *f, uint32_t *r, const uint32_t *a, uint32_t *t);

/* r = a^(p-2) = 1/a (0 for a = 0); as c448_pow_p34. */
void c448_inv(const bn_mod *f, uint32_t *r, const uint32_t *a, uint32_t *t);

#endif /* BOARDLESS_CURVE448_H */
