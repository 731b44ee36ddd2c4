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
    {
        /* Axes a signed permutation (the identity, then a turn with
           mirrors), the box's center of many low bits: the world offset
           center - box.center rounds, and the frame's local point with it.
           The relation was SEPARATE and OVERLAPPING for an exact TOUCHING,
           and TOUCHING for OVERLAPPING in float (an independent oracle,
           2026-12-06); shape/frame_exact.inc decides it from the world
           values. */
        const cbx_obb3 b1 = {{-0x1.000000001984bp+30, 0x1.8000000abfa2p+32, 0x1.ffe13bp+30},
                             {0x1.984bp-6, 0x1.57f44p+3, 0x1.ec5p+18},
                             {{1.0, 0.0, 0.0}, {0.0, 1.0, 0.0}, {0.0, 0.0, 1.0}}};
        const cbx_sphere s1 = {{0x1p+30, 0x1.4p+32, 0x1p+32}, 0x1.8p+31};
        CHECK_MSG(cbx_relate_sphere_obb3(s1, b1) == CBX_TOUCHING, "identity: relation %d",
                  (int)cbx_relate_sphere_obb3(s1, b1));
        CHECK(cbx_overlap_sphere_obb3(s1, b1) && cbx_contact_sphere_obb3(s1, b1).relation == CBX_TOUCHING);
        const cbx_obb3 b2 = {{-0x1.ffffffc95a4p+62, -0x1.80000097bbcp+62, 0x1.2a4c6p+9},
                             {0x1.2a4c6p+9, 0x1.2f778p+37, 0x1.b52ep+35},
                             {{0.0, 0.0, -1.0}, {0.0, 1.0, 0.0}, {-1.0, 0.0, 0.0}}};
        const cbx_sphere s2 = {{-0x1.2p+63, -0x1p+61, -0x1p+63}, 0x1.2p+63};
        CHECK_MSG(cbx_relate_sphere_obb3(s2, b2) == CBX_TOUCHING, "permutation: relation %d",
                  (int)cbx_relate_sphere_obb3(s2, b2));
        CHECK(cbx_contact_sphere_obb3(s2, b2).relation == CBX_TOUCHING);
        const cbx_obb3f bf = {{0x1.4p+63f, 0x1.0cd9aap+61f, 0x1.8p+63f},
                              {0x1p+61f, 0x1.7e5cdp+61f, 0x1p+61f},
                              {{1.0f, 0.0f, 0.0f}, {0.0f, 1.0f, 0.0f}, {0.0f, 0.0f, 1.0f}}};
        const cbx_spheref sf = {{0x1.8p+64f, 0x1.22cd9ep+63f, 0x1p+65f}, 0x1.6p+64f};
        CHECK_MSG(cbx_relate_sphere_obb3f(sf, bf) == CBX_OVERLAPPING, "float: relation %d",
                  (int)cbx_relate_sphere_obb3f(sf, bf));
    }
    CBX_TEST_END();
}
