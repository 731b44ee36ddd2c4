/* SPDX-License-Identifier: MIT */
/* Regressions found by the fuzz targets (fuzz/) in the 3D static queries,
   in the code they share with 2D (predicates.inc, frame.inc). */
#include <float.h>

#include "circbox.h"
#include "test_macros.h"

int main(void) {
    /* TOUCHING with a positive distance: sphere {(2, 3, 6), 7} touches the
       flat box [-1, 0] x [0, 0] x [0, 0] exactly at the origin, but the
       rounded length of (2, 3, 6) is 7 + 1 ulp in float. */
    {
        const cbx_spheref s = {{2.0f, 3.0f, 6.0f}, 7.0f};
        const cbx_aabb3f b = {{-1.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f}};
        const cbx_contact3f k = cbx_contact_sphere_aabb3f(s, b);
        CHECK(k.relation == CBX_TOUCHING);
        CHECK_MSG(k.distance <= 0, "distance %a", (double)k.distance);
    }
    /* A huge oriented box (half extents DBL_MAX, DBL_MAX, 2^-1074) around a
       unit sphere: the frame's 1/4 scale rounded the third half extent to 0,
       so the box lost its interior and OVERLAPPING became TOUCHING. */
    {
        const cbx_obb3 b = {{0.0, 0.0, 0.0},
                            {DBL_MAX, DBL_MAX, DBL_TRUE_MIN},
                            {{1.0, 0.0, 0.0}, {0.0, 1.0, 0.0}, {0.0, 0.0, 1.0}}};
        const cbx_sphere s = {{0.0, 0.0, 0.0}, 1.0};
        CHECK_MSG(cbx_relate_sphere_obb3(s, b) == CBX_OVERLAPPING, "relation %d",
                  (int)cbx_relate_sphere_obb3(s, b));
        CHECK(cbx_contact_sphere_obb3(s, b).distance < 0);
    }
    /* The same for the radius: a sphere of radius 2^-1074 at the center of
       a box of half extents DBL_MAX (frame scale 1/4) was shrunk to radius 0
       (TOUCHING, distance -DBL_MAX/4 * 4), in the static query and in the
       oriented sweep's start. */
    {
        const cbx_obb3 b = {{0.0, 0.0, 0.0},
                            {DBL_MAX, DBL_MAX, DBL_MAX},
                            {{1.0, 0.0, 0.0}, {0.0, 1.0, 0.0}, {0.0, 0.0, 1.0}}};
        const cbx_sphere s = {{0.0, 0.0, 0.0}, DBL_TRUE_MIN};
        CHECK_MSG(cbx_relate_sphere_obb3(s, b) == CBX_OVERLAPPING, "relation %d",
                  (int)cbx_relate_sphere_obb3(s, b));
        const cbx_contact3 k = cbx_contact_sphere_obb3(s, b);
        CHECK(k.relation == CBX_OVERLAPPING && k.distance < 0);
        const cbx_vec3 zero = {0.0, 0.0, 0.0};
        CHECK(cbx_sweep_sphere_obb3(s, zero, b, zero).type == CBX_SWEEP_OVERLAP);
        const cbx_obb3f bf = {{0.0f, 0.0f, 0.0f},
                              {FLT_MAX, FLT_MAX, FLT_MAX},
                              {{1.0f, 0.0f, 0.0f}, {0.0f, 1.0f, 0.0f}, {0.0f, 0.0f, 1.0f}}};
        const cbx_spheref sf = {{0.0f, 0.0f, 0.0f}, FLT_TRUE_MIN};
        CHECK(cbx_relate_sphere_obb3f(sf, bf) == CBX_OVERLAPPING);
        const cbx_vec3f zerof = {0.0f, 0.0f, 0.0f};
        CHECK(cbx_sweep_sphere_obb3f(sf, zerof, bf, zerof).type == CBX_SWEEP_OVERLAP);
    }
    CBX_TEST_END();
}
