/* SPDX-License-Identifier: MIT */
/* The index (cbx_index2/2f/3/3f) against brute force: every query of
   test_index_body.h, for both dimensions and both precisions. Pass --big to
   add a case of a million boxes. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "index/index_layout.h"
#include "test_macros.h"
#include "test_rng.h"

#define BOX_Z(v) TN(z_of)(v)

/* ---- 2D, double ---- */
#define TN(x) x##_2
#define REAL double
#define R_MAX_T DBL_MAX
#define D 2
#define BOX cbx_aabb2
#define BALL cbx_circle
#define VECT cbx_vec2
#define CASTT cbx_cast2
#define IX cbx_index2
#define VNAME "index2"
#define BYTES cbx_index2_bytes
#define BUILD cbx_index2_build
#define CHECKIX cbx_index2_check
#define COUNT cbx_index2_count
#define QUERY cbx_index2_query_circle
#define JOIN cbx_index2_join_circles
#define ICAST cbx_index2_cast_circle
#define NEAREST cbx_index2_nearest
#define REFIT cbx_index2_refit
#define QAABB cbx_index2_query_aabb
#define INVALID_COUNT cbx_index2_invalid_count
#define OVERLAP cbx_overlap_circle_aabb2
#define CAST cbx_cast_circle_aabb2
#define VALID_BALL cbx_is_valid_circle
#define VALID_VEC(v) (cbx_why_invalid_vec2(v) == CBX_REASON_VALID)
#define SCALE_TINY 1e-300
#define SCALE_HUGE 1e300
static double z_of_2(cbx_vec2 v) { (void)v; return 0; }
#include "test_index_body.h"
#undef TN
#undef REAL
#undef R_MAX_T
#undef D
#undef BOX
#undef BALL
#undef VECT
#undef CASTT
#undef IX
#undef VNAME
#undef BYTES
#undef BUILD
#undef CHECKIX
#undef COUNT
#undef QUERY
#undef JOIN
#undef ICAST
#undef NEAREST
#undef REFIT
#undef QAABB
#undef INVALID_COUNT
#undef OVERLAP
#undef CAST
#undef VALID_BALL
#undef VALID_VEC
#undef SCALE_TINY
#undef SCALE_HUGE

/* ---- 2D, float ---- */
#define TN(x) x##_2f
#define REAL float
#define R_MAX_T FLT_MAX
#define D 2
#define BOX cbx_aabb2f
#define BALL cbx_circlef
#define VECT cbx_vec2f
#define CASTT cbx_cast2f
#define IX cbx_index2f
#define VNAME "index2f"
#define BYTES cbx_index2f_bytes
#define BUILD cbx_index2f_build
#define CHECKIX cbx_index2f_check
#define COUNT cbx_index2f_count
#define QUERY cbx_index2f_query_circle
#define JOIN cbx_index2f_join_circles
#define ICAST cbx_index2f_cast_circle
#define NEAREST cbx_index2f_nearest
#define REFIT cbx_index2f_refit
#define QAABB cbx_index2f_query_aabb
#define INVALID_COUNT cbx_index2f_invalid_count
#define OVERLAP cbx_overlap_circle_aabb2f
#define CAST cbx_cast_circle_aabb2f
#define VALID_BALL cbx_is_valid_circlef
#define VALID_VEC(v) (cbx_why_invalid_vec2f(v) == CBX_REASON_VALID)
#define SCALE_TINY 1e-36
#define SCALE_HUGE 1e36
static float z_of_2f(cbx_vec2f v) { (void)v; return 0; }
#include "test_index_body.h"
#undef TN
#undef REAL
#undef R_MAX_T
#undef D
#undef BOX
#undef BALL
#undef VECT
#undef CASTT
#undef IX
#undef VNAME
#undef BYTES
#undef BUILD
#undef CHECKIX
#undef COUNT
#undef QUERY
#undef JOIN
#undef ICAST
#undef NEAREST
#undef REFIT
#undef QAABB
#undef INVALID_COUNT
#undef OVERLAP
#undef CAST
#undef VALID_BALL
#undef VALID_VEC
#undef SCALE_TINY
#undef SCALE_HUGE

/* ---- 3D, double ---- */
#define TN(x) x##_3
#define REAL double
#define R_MAX_T DBL_MAX
#define D 3
#define BOX cbx_aabb3
#define BALL cbx_sphere
#define VECT cbx_vec3
#define CASTT cbx_cast3
#define IX cbx_index3
#define VNAME "index3"
#define BYTES cbx_index3_bytes
#define BUILD cbx_index3_build
#define CHECKIX cbx_index3_check
#define COUNT cbx_index3_count
#define QUERY cbx_index3_query_sphere
#define JOIN cbx_index3_join_spheres
#define ICAST cbx_index3_cast_sphere
#define NEAREST cbx_index3_nearest
#define REFIT cbx_index3_refit
#define QAABB cbx_index3_query_aabb
#define INVALID_COUNT cbx_index3_invalid_count
#define OVERLAP cbx_overlap_sphere_aabb3
#define CAST cbx_cast_sphere_aabb3
#define VALID_BALL cbx_is_valid_sphere
#define VALID_VEC(v) (cbx_why_invalid_vec3(v) == CBX_REASON_VALID)
#define SCALE_TINY 1e-300
#define SCALE_HUGE 1e300
static double z_of_3(cbx_vec3 v) { return v.z; }
#include "test_index_body.h"
#undef TN
#undef REAL
#undef R_MAX_T
#undef D
#undef BOX
#undef BALL
#undef VECT
#undef CASTT
#undef IX
#undef VNAME
#undef BYTES
#undef BUILD
#undef CHECKIX
#undef COUNT
#undef QUERY
#undef JOIN
#undef ICAST
#undef NEAREST
#undef REFIT
#undef QAABB
#undef INVALID_COUNT
#undef OVERLAP
#undef CAST
#undef VALID_BALL
#undef VALID_VEC
#undef SCALE_TINY
#undef SCALE_HUGE

/* ---- 3D, float ---- */
#define TN(x) x##_3f
#define REAL float
#define R_MAX_T FLT_MAX
#define D 3
#define BOX cbx_aabb3f
#define BALL cbx_spheref
#define VECT cbx_vec3f
#define CASTT cbx_cast3f
#define IX cbx_index3f
#define VNAME "index3f"
#define BYTES cbx_index3f_bytes
#define BUILD cbx_index3f_build
#define CHECKIX cbx_index3f_check
#define COUNT cbx_index3f_count
#define QUERY cbx_index3f_query_sphere
#define JOIN cbx_index3f_join_spheres
#define ICAST cbx_index3f_cast_sphere
#define NEAREST cbx_index3f_nearest
#define REFIT cbx_index3f_refit
#define QAABB cbx_index3f_query_aabb
#define INVALID_COUNT cbx_index3f_invalid_count
#define OVERLAP cbx_overlap_sphere_aabb3f
#define CAST cbx_cast_sphere_aabb3f
#define VALID_BALL cbx_is_valid_spheref
#define VALID_VEC(v) (cbx_why_invalid_vec3f(v) == CBX_REASON_VALID)
#define SCALE_TINY 1e-36
#define SCALE_HUGE 1e36
static float z_of_3f(cbx_vec3f v) { return v.z; }
#include "test_index_body.h"

/* The build's 2D Hilbert key (index/index_layout.h): on a 256 x 256 corner
   of the grid the keys are 0 .. 65535 once each and consecutive keys are
   neighbouring cells (the curve's defining property); the four-step table
   gives the two-step table's keys everywhere. */
static void test_hilbert2(void) {
    uint16_t wide[1024];
    cbx_ix_hilbert2_widen(wide);
    uint32_t *cell = (uint32_t *)malloc(65536 * sizeof *cell);
    bool once = true, adjacent = true, same = true;
    for (uint32_t k = 0; k < 65536; ++k) cell[k] = UINT32_MAX;
    for (uint32_t x = 0; x < 256; ++x)
        for (uint32_t y = 0; y < 256; ++y) {
            const uint32_t key = cbx_ix_hilbert2(NULL, x, y);
            once &= key < 65536 && cell[key < 65536 ? key : 0] == UINT32_MAX;
            if (key < 65536) cell[key] = x << 8 | y;
            same &= cbx_ix_hilbert2(wide, x, y) == key;
        }
    for (uint32_t k = 1; once && k < 65536; ++k) {
        const int dx = (int)(cell[k] >> 8) - (int)(cell[k - 1] >> 8), dy = (int)(cell[k] & 255) - (int)(cell[k - 1] & 255);
        adjacent &= abs(dx) + abs(dy) == 1;
    }
    for (int q = 0; q < 100000; ++q) {
        const uint32_t x = (uint32_t)(test_rng_next() & 0xffff), y = (uint32_t)(test_rng_next() & 0xffff);
        same &= cbx_ix_hilbert2(wide, x, y) == cbx_ix_hilbert2(NULL, x, y);
    }
    CHECK(once);
    CHECK(adjacent);
    CHECK(same);
    free(cell);
}

int main(int argc, char **argv) {
    const int big = argc > 1 && strcmp(argv[1], "--big") == 0;
    test_hilbert2();
    run_all_2(big);
    run_all_2f(big);
    run_all_3(big);
    run_all_3f(big);
    /* Sizes that do not fit are refused, not wrapped. */
    CHECK(cbx_index2_bytes((size_t)UINT32_MAX) == 0);
    CHECK(cbx_index2_build(NULL, 1000, NULL, 0) == NULL);
    CBX_TEST_END();
}
