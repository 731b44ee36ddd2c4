/* SPDX-License-Identifier: MIT */
/* Regressions found by the fuzz targets (fuzz/) in the 2D static queries.
   Each case names the invariant it broke. */
#include <float.h>
#include <math.h>

#include "circbox.h"
#include "test_macros.h"

static int unit_ok(double x, double y, double eps) {
    return fabs(x * x + y * y - 1.0) <= 8 * eps;
}

int main(void) {
    /* contact() normal not unit when the gap is subnormal: the length of
       (-2^-1074, -2^-1074) rounds to 2^-1074, and dividing by it gave (-1, -1). */
    {
        const double m = DBL_TRUE_MIN;
        cbx_contact2 k = cbx_contact_circle_aabb2((cbx_circle){{-m, -m}, 0.0},
                                                  (cbx_aabb2){{0.0, 0.0}, {0.0, 0.0}});
        CHECK(k.relation == CBX_SEPARATE);
        CHECK_MSG(unit_ok(k.normal.x, k.normal.y, DBL_EPSILON), "normal (%a, %a)", k.normal.x,
                  k.normal.y);
        CHECK(k.normal.x < 0 && k.normal.y < 0);
        k = cbx_contact_circle_aabb2((cbx_circle){{3 * m, 4 * m}, 0.0},
                                     (cbx_aabb2){{-1.0, -1.0}, {0.0, 0.0}});
        CHECK_MSG(fabs(k.normal.x - 0.6) <= 4 * DBL_EPSILON && fabs(k.normal.y - 0.8) <= 4 * DBL_EPSILON,
                  "normal (%a, %a)", k.normal.x, k.normal.y);
        cbx_obb2 ob = {{0.0, 0.0}, {0.0, 0.0}, {1.0, 0.0}};
        k = cbx_contact_circle_obb2((cbx_circle){{-m, -m}, 0.0}, ob);
        CHECK_MSG(unit_ok(k.normal.x, k.normal.y, DBL_EPSILON), "obb normal (%a, %a)", k.normal.x,
                  k.normal.y);

        const float mf = FLT_TRUE_MIN;
        cbx_contact2f kf = cbx_contact_circle_aabb2f((cbx_circlef){{-mf, -mf}, 0.0f},
                                                     (cbx_aabb2f){{0.0f, 0.0f}, {0.0f, 0.0f}});
        CHECK(kf.relation == CBX_SEPARATE);
        CHECK_MSG(unit_ok(kf.normal.x, kf.normal.y, FLT_EPSILON), "normal (%a, %a)",
                  (double)kf.normal.x, (double)kf.normal.y);
    }
    /* contact() distance +inf although gap minus radius is finite: the gap
       |(DBL_MAX, DBL_MAX / 2)| exceeds the range, the distance (0.118 DBL_MAX) does not. */
    {
        const cbx_circle c = {{DBL_MAX, DBL_MAX / 2}, DBL_MAX};
        const cbx_aabb2 b = {{0.0, 0.0}, {0.0, 0.0}};
        const cbx_contact2 k = cbx_contact_circle_aabb2(c, b);
        const long double want = hypotl(DBL_MAX, DBL_MAX / 2) - DBL_MAX;
        CHECK(k.relation == CBX_SEPARATE);
        CHECK_MSG(fabsl(k.distance - want) <= 4 * DBL_EPSILON * (want + DBL_MAX), "distance %a, want %La",
                  k.distance, want);
        CHECK_MSG(fabs(k.normal.x - 2 / sqrt(5.0)) <= 4 * DBL_EPSILON, "normal (%a, %a)", k.normal.x,
                  k.normal.y);
        const cbx_contact2f kf = cbx_contact_circle_aabb2f(
            (cbx_circlef){{FLT_MAX, FLT_MAX / 2}, FLT_MAX}, (cbx_aabb2f){{0.0f, 0.0f}, {0.0f, 0.0f}});
        const long double wantf = hypotl(FLT_MAX, FLT_MAX / 2) - FLT_MAX;
        CHECK_MSG(fabsl(kf.distance - wantf) <= 4 * FLT_EPSILON * (wantf + FLT_MAX), "distance %a, want %La",
                  (double)kf.distance, wantf);
        /* Opposite huge coordinates: the difference itself overflows. */
        const cbx_contact2 k2 = cbx_contact_circle_aabb2((cbx_circle){{DBL_MAX, 0.0}, DBL_MAX},
                                                         (cbx_aabb2){{-DBL_MAX / 2, 0.0}, {-DBL_MAX / 2, 0.0}});
        CHECK_MSG(fabs(k2.distance - DBL_MAX / 2) <= 4 * DBL_EPSILON * DBL_MAX, "distance %a", k2.distance);
    }
    /* A tiny circle deep inside a huge oriented box was TOUCHING with
       distance -FLT_MAX: moving to the box's frame at scale 1/4 rounded the
       radius 2^-149 to 0, so the circle lost its interior. */
    {
        const cbx_circlef c = {{36.0f, 0.0f}, FLT_TRUE_MIN};
        const cbx_obb2f b = {{0.0f, 0.0f}, {FLT_MAX, FLT_MAX}, {-0.28f, 0.96f}};
        const cbx_contact2f k = cbx_contact_circle_obb2f(c, b);
        CHECK_MSG(k.relation == CBX_OVERLAPPING, "relation %d", (int)k.relation);
        CHECK(k.distance < 0);
        CHECK(cbx_relate_circle_obb2f(c, b) == CBX_OVERLAPPING);
        const cbx_obb2 bd = {{0.0, 0.0}, {DBL_MAX, DBL_TRUE_MIN}, {0.6, 0.8}};
        CHECK(cbx_relate_circle_obb2((cbx_circle){{0.0, 0.0}, 1.0}, bd) == CBX_OVERLAPPING);
    }
    /* TOUCHING with a positive distance: a point box just inside the
       circle (exactly: D^2 < r^2), whose rounded gap minus radius came out
       +2^-52. The relation says they share a point, so the distance must not
       say there is a gap. */
    {
        const cbx_circle c = {{0.0, 0.0}, 0x1.64f6478cc9ec9p+0};
        const cbx_aabb2 b = {{0x1.7da310281bb5dp-1, -0x1.2dadd08d5847fp+0},
                             {0x1.7da310281bb5dp-1, -0x1.2dadd08d5847fp+0}};
        const cbx_contact2 k = cbx_contact_circle_aabb2(c, b);
        CHECK(k.relation == CBX_TOUCHING);
        CHECK_MSG(k.distance <= 0, "distance %a", k.distance);
        const cbx_obb2 ob = {{0x1p-1074, 0x1.d83c94fb6d2acp-64}, {0.0, -0.0},
                             {-0x1.bd4d90abe02bap-3, -0x1.f3c021cd301f1p-1}};
        const cbx_contact2 ko = cbx_contact_circle_obb2((cbx_circle){{0.0, 1.0}, 1.0}, ob);
        CHECK(ko.relation == CBX_TOUCHING);
        CHECK_MSG(ko.distance <= 0, "distance %a", ko.distance);
    }
    /* contact() of a center inside the box reported a farther face when the
       two depths differed below their ulp (an independent exact oracle,
       2026-12-06): 0.5 to the top, 0.5 + 2^-1074 to the bottom. The nearest
       face is decided exactly. */
    {
        cbx_contact2 k = cbx_contact_circle_aabb2((cbx_circle){{1, 0.5}, 0.25},
                                                  (cbx_aabb2){{0, -DBL_TRUE_MIN}, {2, 1}});
        CHECK_MSG(k.normal.x == 0 && k.normal.y == 1 && k.point.y == 1 && k.distance == -0.75,
                  "normal (%g, %g) point y %a distance %a", k.normal.x, k.normal.y, k.point.y, k.distance);
        k = cbx_contact_circle_aabb2((cbx_circle){{0.5, 1}, 0.25}, (cbx_aabb2){{-DBL_TRUE_MIN, 0}, {1, 2}});
        CHECK_MSG(k.normal.x == 1 && k.normal.y == 0, "x: normal (%g, %g)", k.normal.x, k.normal.y);
        cbx_contact3 k3 = cbx_contact_sphere_aabb3((cbx_sphere){{1, 1, 0.5}, 0.25},
                                                   (cbx_aabb3){{0, 0, -DBL_TRUE_MIN}, {2, 2, 1}});
        CHECK_MSG(k3.normal.z == 1 && k3.point.z == 1, "3D: normal z %g point z %a", k3.normal.z, k3.point.z);
    }
    {
        /* A quarter turn (the identity, then -90 degrees), the box's center
           of many low bits: the world offset rounds and the frame's local
           point with it; the exact relation is TOUCHING (an independent
           oracle's scenes of 2026-12-06; shape/frame_exact.inc). */
        const cbx_obb2 b1 = {{0x1.aac88p+18, 0x1.fffff4a06cp+60}, {0x1.aac88p+18, 0x1.6bf28p+39}, {1.0, 0.0}};
        const cbx_circle c1 = {{-0x1p+62, 0x1.4p+62}, 0x1.4p+62};
        CHECK_MSG(cbx_relate_circle_obb2(c1, b1) == CBX_TOUCHING, "identity: relation %d",
                  (int)cbx_relate_circle_obb2(c1, b1));
        CHECK(cbx_contact_circle_obb2(c1, b1).relation == CBX_TOUCHING);
        const cbx_obb2 b2 = {{-0x1.b069ep+19, 0x1.0000014da66p+63}, {0x1.4da66p+39, 0x1.b069ep+19}, {0.0, -1.0}};
        const cbx_circle c2 = {{0x1p+62, 0x1.4p+62}, 0x1.4p+62};
        CHECK_MSG(cbx_relate_circle_obb2(c2, b2) == CBX_TOUCHING, "quarter turn: relation %d",
                  (int)cbx_relate_circle_obb2(c2, b2));
        CHECK(cbx_overlap_circle_obb2(c2, b2));
    }
    CBX_TEST_END();
}
