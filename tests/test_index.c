/* SPDX-License-Identifier: MIT */
/* The index (cbx_index2/2f/3/3f) against brute force: every query of
   test_index_body.h, for both dimensions and both precisions. Pass --big to
   add a case of a million boxes. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

#define BOX_Z(v) TN(z_of)(v)

/* ---- 2D, double ---- */
#define TN(x) x##_2
#define REAL double
#define D 2
#define BOX cbx_aabb2
#define BALL cbx_circle
#define VECT cbx_vec2
#define CASTT cbx_cast2
#define IX cbx_index2
#define VNAME "index2"
#define BYTES cbx_index2_bytes
#define BUILD cbx_index2_build
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
#undef D
#undef BOX
#undef BALL
#undef VECT
#undef CASTT
#undef IX
#undef VNAME
#undef BYTES
#undef BUILD
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
#define D 2
#define BOX cbx_aabb2f
#define BALL cbx_circlef
#define VECT cbx_vec2f
#define CASTT cbx_cast2f
#define IX cbx_index2f
#define VNAME "index2f"
#define BYTES cbx_index2f_bytes
#define BUILD cbx_index2f_build
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
#undef D
#undef BOX
#undef BALL
#undef VECT
#undef CASTT
#undef IX
#undef VNAME
#undef BYTES
#undef BUILD
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
#define D 3
#define BOX cbx_aabb3
#define BALL cbx_sphere
#define VECT cbx_vec3
#define CASTT cbx_cast3
#define IX cbx_index3
#define VNAME "index3"
#define BYTES cbx_index3_bytes
#define BUILD cbx_index3_build
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
#undef D
#undef BOX
#undef BALL
#undef VECT
#undef CASTT
#undef IX
#undef VNAME
#undef BYTES
#undef BUILD
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
#define D 3
#define BOX cbx_aabb3f
#define BALL cbx_spheref
#define VECT cbx_vec3f
#define CASTT cbx_cast3f
#define IX cbx_index3f
#define VNAME "index3f"
#define BYTES cbx_index3f_bytes
#define BUILD cbx_index3f_build
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

int main(int argc, char **argv) {
    const int big = argc > 1 && strcmp(argv[1], "--big") == 0;
    run_all_2(big);
    run_all_2f(big);
    run_all_3(big);
    run_all_3f(big);
    /* Sizes that do not fit are refused, not wrapped. */
    CHECK(cbx_index2_bytes((size_t)UINT32_MAX) == 0);
    CHECK(cbx_index2_build(NULL, 1000, NULL, 0) == NULL);
    CBX_TEST_END();
}
