/*
 * common.h - internal helpers shared by the kernel sources (not exported).
 *
 * Byte-wise big/little-endian loads and stores (safe at any alignment, so
 * the Cortex-M0/M0+ never sees an unaligned LDR/STR), constant rotates, and
 * an optional aligned-word access type used only after an explicit
 * alignment check.
 */
#ifndef BOARDLESS_KERNELS_COMMON_H
#define BOARDLESS_KERNELS_COMMON_H

#include <stdint.h>
#include <string.h>

#if defined(__GNUC__)
#define K_INLINE static inline __attribute__((always_inline))
#define K_NOINLINE __attribute__((noinline))
#else
#define K_INLINE static inline
#define K_NOINLINE
#endif

/* Aligned 32-bit word access through a may_alias type: only used on
 * pointers that were checked to be 4-byte aligned.  Available only with
 * GCC-compatible compilers on little-endian targets (all boards here);
 * elsewhere the byte paths are used. */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define K_HAVE_ALIGNED_LE32 1
typedef uint32_t __attribute__((may_alias)) k_u32a;
#else
#define K_HAVE_ALIGNED_LE32 0
#endif

K_INLINE int k_aligned4(const void *p)
{
    return ((uintptr_t)p & 3u) == 0;
}

K_INLINE uint32_t ld_be32(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) |
           ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

K_INLINE void st_be32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

K_INLINE uint32_t ld_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) |
           ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

K_INLINE void st_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

K_INLINE uint64_t ld_be64(const uint8_t *p)
{
    return ((uint64_t)ld_be32(p) << 32) | ld_be32(p + 4);
}

K_INLINE void st_be64(uint8_t *p, uint64_t v)
{
    st_be32(p, (uint32_t)(v >> 32));
    st_be32(p + 4, (uint32_t)v);
}

/* n must be a constant in 1..31 / 1..63 */
#define ROR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define ROR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

#endif /* BOARDLESS_KERNELS_COMMON_H */
