/* SPDX-License-Identifier: MIT */
/* The index (cbx_index2, cbx_index2f) on a million random boxes: build
   time; circle queries at four selectivities against the linear
   cbx_select_* scan of the same run (ratio: median of per-run ratios); a
   cast through a level of 10,000 boxes against a scan of the per-box cast;
   a join of a million circles. CPU time, medians of BENCH_RUNS runs
   (default 5). N_BOXES can be lowered at compile time. */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <math.h>
#include <string.h>

#include "circbox.h"

#ifndef N_BOXES
#define N_BOXES 1000000u
#endif
#define MAX_RUNS 32

#define BN(x) x##_d
#define REAL double
#define BOX cbx_aabb2
#define BALL cbx_circle
#define VECT cbx_vec2
#define CASTT cbx_cast2
#define IX cbx_index2
#define VNAME "double"
#define BYTES cbx_index2_bytes
#define BUILD cbx_index2_build
#define QUERY cbx_index2_query_circle
#define JOIN cbx_index2_join_circles
#define ICAST cbx_index2_cast_circle
#define CAST cbx_cast_circle_aabb2
#define SELECT cbx_select_circle_aabb2
#include "bench_index_body.h"
#undef BN
#undef REAL
#undef BOX
#undef BALL
#undef VECT
#undef CASTT
#undef IX
#undef VNAME
#undef BYTES
#undef BUILD
#undef QUERY
#undef JOIN
#undef ICAST
#undef CAST
#undef SELECT

#define BN(x) x##_f
#define REAL float
#define BOX cbx_aabb2f
#define BALL cbx_circlef
#define VECT cbx_vec2f
#define CASTT cbx_cast2f
#define IX cbx_index2f
#define VNAME "float"
#define BYTES cbx_index2f_bytes
#define BUILD cbx_index2f_build
#define QUERY cbx_index2f_query_circle
#define JOIN cbx_index2f_join_circles
#define ICAST cbx_index2f_cast_circle
#define CAST cbx_cast_circle_aabb2f
#define SELECT cbx_select_circle_aabb2f
#include "bench_index_body.h"

int main(void) {
    int runs = bench_runs(5);
    runs = runs > MAX_RUNS ? MAX_RUNS : runs;
    printf("cbx_index2 benchmark, SIMD of the scan: %s\n", cbx_simd_name());
    run_d(runs);
    run_f(runs);
    return 0;
}
