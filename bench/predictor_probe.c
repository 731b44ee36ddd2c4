/* SPDX-License-Identifier: MIT */
/* Is a figure the query's cost, or the branch predictor's memory of the
   benchmark's data? bench_tangent and bench/ab time 4,096 queries, the same
   ones in the same order over and over; where a query's outcome is a coin
   toss (a ball a few ulps from tangency), a branch on it may be learned
   outright in one program and mispredict every other time in another,
   with the same library code and the same data (thirty-third session,
   docs/performance-log.md: relate3 on float~tangent 4.6 ns in bench_tangent,
   14.7 in bench/ab). This probe times cbx_relate_sphere_aabb3 on
   bench_workloads.h's data twice: in the same order each round (as those
   benchmarks do), and shuffled afresh before each round (the shuffle not
   timed; bench_workloads.h's shuffle_data, which bench_tangent and
   bench/ab run under BENCH_SHUFFLE=1 and AB_SHUFFLE=1), which no
   predictor can learn; a second argument of 1 makes the
   float~tangent workload's coin tosses all SEPARATE, taking the coin out.

     cc -O2 -std=c11 -Ibench -Iinclude bench/predictor_probe.c build/src/libcircbox.a -lm \
        -o /tmp/predictor_probe
     taskset -c 1 /tmp/predictor_probe [ROUNDS [ALL_SEPARATE]]

   Not built by CMake: a diagnostic, run by hand. */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <stdio.h>
#include <stdlib.h>

#include "circbox.h"
#include "bench_workloads.h"

#define BARRIER() __asm__ __volatile__("" ::: "memory")

/* One round over workload d: ns per query. */
static double probe_round(int d) {
    uint64_t acc = 0;
    const double t0 = bench_cpu_now();
    for (unsigned i = 0; i < N; ++i) acc += (uint64_t)cbx_relate_sphere_aabb3(s3[d][i], b3[d][i]);
    BARRIER();
    bench_sink += acc;
    return (bench_cpu_now() - t0) / (double)N * 1e9;
}

/* The smallest of `rounds` rounds over workload d, shuffled before each
   round or not. */
static double probe_min(int d, unsigned rounds, bool shuffled, bench_rng *g) {
    double best = 1e300;
    for (unsigned k = 0; k < rounds; ++k) {
        if (shuffled) shuffle_data(d, g);
        const double t = probe_round(d);
        if (t < best) best = t;
    }
    return best;
}

int main(int argc, char **argv) {
    make_data();
    const unsigned rounds = argc > 1 && atoi(argv[1]) > 0 ? (unsigned)atoi(argv[1]) : 200;
    const bool all_separate = argc > 2 && atoi(argv[2]) == 1;
    int apart = 0;
    for (unsigned i = 0; i < N; ++i) {
        const bool sep = cbx_relate_sphere_aabb3(s3[D_FLOATNEAR][i], b3[D_FLOATNEAR][i]) == CBX_SEPARATE;
        apart += sep;
        if (all_separate && !sep) s3[D_FLOATNEAR][i].radius *= 0.5;
    }
    printf("float~tangent: %d of %u SEPARATE%s; ns per query, the smallest of %u rounds\n", apart, N,
           all_separate ? " (the rest made so)" : "", rounds);
    bench_rng g = {0x5DEECE66DULL};
    for (int shuffled = 0; shuffled < 2; ++shuffled) {
        printf("%-9s", shuffled ? "shuffled" : "same");
        for (int d = 0; d < ND; ++d) printf("  %s %.2f", dname[d], probe_min(d, rounds, shuffled, &g));
        printf("\n");
    }
    return 0;
}
