/* SPDX-License-Identifier: MIT */
/* A tiny test harness: CHECK records a failure and goes on; every test
   program ends with CBX_TEST_END, which prints "N passed, N failed". */
#ifndef CBX_TEST_MACROS_H
#define CBX_TEST_MACROS_H

#include <stdio.h>

static int cbx_test_passed = 0;
static int cbx_test_failed = 0;

#define CHECK(cond)                                                                \
    do {                                                                           \
        if (cond) {                                                                \
            ++cbx_test_passed;                                                     \
        } else {                                                                   \
            ++cbx_test_failed;                                                     \
            if (cbx_test_failed <= 50)                                             \
                fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                          \
    } while (0)

#define CHECK_MSG(cond, ...)                                                       \
    do {                                                                           \
        if (cond) {                                                                \
            ++cbx_test_passed;                                                     \
        } else {                                                                   \
            ++cbx_test_failed;                                                     \
            if (cbx_test_failed <= 50) {                                           \
                fprintf(stderr, "%s:%d: CHECK failed: %s: ", __FILE__, __LINE__, #cond); \
                fprintf(stderr, __VA_ARGS__);                                      \
                fputc('\n', stderr);                                               \
            }                                                                      \
        }                                                                          \
    } while (0)

#define CBX_TEST_END()                                                             \
    do {                                                                           \
        printf("%d passed, %d failed\n", cbx_test_passed, cbx_test_failed);       \
        return cbx_test_failed ? 1 : 0;                                            \
    } while (0)

#endif
