/* SPDX-License-Identifier: MIT */
/* The index (cbx_index2, cbx_index2f) on a million random boxes: build
   time; circle queries at four selectivities against the linear
   cbx_select_* scan of the same run (ratio: median of per-run ratios); a
   cast through a level of 10,000 boxes against a scan of the per-box cast;
   a join of a million circles. Then the same for cbx_index3 / cbx_index3f
   with spheres (build, queries, join; bench_index3_body.h). CPU time, medians of BENCH_RUNS runs
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

#undef BN
#undef REAL
#undef VNAME

#define BN3(x) x##_d
#define REAL double
#define VNAME "double"
#define BOX3 cbx_aabb3
#define BALL3 cbx_sphere
#define IX3 cbx_index3
#define BYTES3 cbx_index3_bytes
#define BUILD3 cbx_index3_build
#define QUERY3 cbx_index3_query_sphere
#define JOIN3 cbx_index3_join_spheres
#define SELECT3 cbx_select_sphere_aabb3
#include "bench_index3_body.h"
#undef BN3
#undef REAL
#undef VNAME
#undef BOX3
#undef BALL3
#undef IX3
#undef BYTES3
#undef BUILD3
#undef QUERY3
#undef JOIN3
#undef SELECT3

#define BN3(x) x##_f
#define REAL float
#define VNAME "float"
#define BOX3 cbx_aabb3f
#define BALL3 cbx_spheref
#define IX3 cbx_index3f
#define BYTES3 cbx_index3f_bytes
#define BUILD3 cbx_index3f_build
#define QUERY3 cbx_index3f_query_sphere
#define JOIN3 cbx_index3f_join_spheres
#define SELECT3 cbx_select_sphere_aabb3f
#include "bench_index3_body.h"

/* BENCH_INDEX_PARTS: "2d", "3d" or both (default). */
int main(void) {
    int runs = bench_runs(5);
    runs = runs > MAX_RUNS ? MAX_RUNS : runs;
    printf("cbx_index benchmark, SIMD of the scan: %s\n", cbx_simd_name());
    const char *parts = getenv("BENCH_INDEX_PARTS");
    if (!parts || strstr(parts, "2d")) {
        run_d(runs);
        run_f(runs);
    }
    if (!parts || strstr(parts, "3d")) {
        run3_d(runs);
        run3_f(runs);
    }
    return 0;
}
