/*
 * check.h - the small test harness shared by the host tests: CHECK counts
 * checks and reports each failure with its file and line; unhex decodes
 * the hex strings of the known-answer vectors.  Each test's main prints
 * checks and failures and exits non-zero on any failure.
 */
#ifndef BOARDLESS_HOSTTEST_CHECK_H
#define BOARDLESS_HOSTTEST_CHECK_H

#include <stdint.h>
#include <stdio.h>

static int failures, checks;

#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        checks++;                                                          \
        if (!(cond)) {                                                     \
            failures++;                                                    \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);           \
            fprintf(stderr, __VA_ARGS__);                                  \
            fputc('\n', stderr);                                           \
        }                                                                  \
    } while (0)

/* hex string -> bytes; returns the byte count */
static inline size_t unhex(uint8_t *out, const char *hex)
{
    size_t n = 0;
    while (hex[0] && hex[1]) {
        unsigned v;
        sscanf(hex, "%2x", &v);
        out[n++] = (uint8_t)v;
        hex += 2;
    }
    return n;
}

#endif /* BOARDLESS_HOSTTEST_CHECK_H */
