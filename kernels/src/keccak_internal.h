/*
 * keccak_internal.h - the Keccak-f[1600] permutation of sha3.c, shared
 * with the SHAKE256 of the Ed448 kernels (not exported: no `extern`
 * prototypes here, so kernels.mk does not list it).
 */
#ifndef BOARDLESS_KERNELS_KECCAK_INTERNAL_H
#define BOARDLESS_KERNELS_KECCAK_INTERNAL_H

#include <stdint.h>

/* The 24-round permutation on 25 64-bit lanes (lane i = A[i], x + 5y). */
void keccak_f1600(uint64_t *A);

#endif /* BOARDLESS_KERNELS_KECCAK_INTERNAL_H */
