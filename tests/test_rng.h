/* SPDX-License-Identifier: MIT */
/* A reproducible random stream for the C tests (xorshift64*, the generator
   of bench/bench_util.h): fast, and the same cases on every machine. */
#ifndef CBX_TEST_RNG_H
#define CBX_TEST_RNG_H

#include <stdint.h>

static uint64_t test_rng_state = 0x9E3779B97F4A7C15u;

static inline uint64_t test_rng_next(void) {
    test_rng_state ^= test_rng_state >> 12;
    test_rng_state ^= test_rng_state << 25;
    test_rng_state ^= test_rng_state >> 27;
    return test_rng_state * UINT64_C(2685821657736338717);
}

/* Uniform in [lo, hi). */
static inline double test_uniform(double lo, double hi) {
    return lo + (hi - lo) * (double)(test_rng_next() >> 11) * (1.0 / 9007199254740992.0);
}

#endif
