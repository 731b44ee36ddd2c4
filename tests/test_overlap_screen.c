/* SPDX-License-Identifier: MIT */
/* overlap() folds its invalid-input screen into its certificate
   (predicates.inc, cbx_box_overlap_fast). This checks it against relate(),
   which screens in full, on every combination of ordinary and bad values
   (negative, tiny negative, zero, infinite, NaN, huge, inverted boxes) in 2D and 3D, double
   and float: overlap must be true exactly when relate says TOUCHING or
   OVERLAPPING, and so false on every INVALID input. contact() screens with
   one minimum and one sum (cbx_box_gap_sign): its relation must be relate's,
   and its distance NaN exactly on INVALID input. The inline forms
   (circbox/inline.h) screen on their own and must agree too. */
#include <math.h>

#include "circbox.h"
#include "circbox/inline.h"
#include "test_macros.h"

static const double vals[] = {-INFINITY, -1e308, -2.0, -1.0, -1e-40, -1e-300, -0.0, 0.0, 0.5, 1.0, 3.0, 1e308, INFINITY, NAN};
#define NV (sizeof vals / sizeof vals[0])

static bool want(cbx_relation r) { return r == CBX_TOUCHING || r == CBX_OVERLAPPING; }
/* contact agrees with relate: same relation, NaN distance exactly when INVALID. */
#define AGREES(k, rel) ((k).relation == (rel) && (isnan((double)(k).distance) == ((rel) == CBX_INVALID)))

int main(void) {
    unsigned long n = 0;
    /* 2D: all 14^5 combinations with the center's y fixed, then the center's y varied. */
    for (size_t i0 = 0; i0 < NV; ++i0)
        for (size_t i1 = 0; i1 < NV; ++i1)
            for (size_t i2 = 0; i2 < NV; ++i2)
                for (size_t i3 = 0; i3 < NV; ++i3)
                    for (size_t i4 = 0; i4 < NV; ++i4)
                        for (size_t i5 = 0; i5 < 3; ++i5) {
                            const double cy[3] = {0.25, 7.0, NAN};
                            cbx_circle c = {{vals[i0], cy[i5]}, vals[i1]};
                            cbx_aabb2 b = {{vals[i2], -1.0}, {vals[i3], vals[i4]}};
                            CHECK(cbx_overlap_circle_aabb2(c, b) == want(cbx_relate_circle_aabb2(c, b)));
                            CHECK(cbx_overlap_circle_aabb2_inline(c, b) == want(cbx_relate_circle_aabb2(c, b)));
                            CHECK(AGREES(cbx_contact_circle_aabb2(c, b), cbx_relate_circle_aabb2(c, b)));
                            cbx_circlef cf = {{(float)c.center.x, (float)c.center.y}, (float)c.radius};
                            cbx_aabb2f bf = {{(float)b.min.x, (float)b.min.y}, {(float)b.max.x, (float)b.max.y}};
                            CHECK(cbx_overlap_circle_aabb2f(cf, bf) == want(cbx_relate_circle_aabb2f(cf, bf)));
                            CHECK(cbx_overlap_circle_aabb2f_inline(cf, bf) == want(cbx_relate_circle_aabb2f(cf, bf)));
                            CHECK(AGREES(cbx_contact_circle_aabb2f(cf, bf), cbx_relate_circle_aabb2f(cf, bf)));
                            cbx_sphere s = {{c.center.x, 0.5, c.center.y}, c.radius};
                            cbx_aabb3 b3 = {{b.min.x, b.min.y, 0.0}, {b.max.x, 1.0, b.max.y}};
                            CHECK(cbx_overlap_sphere_aabb3(s, b3) == want(cbx_relate_sphere_aabb3(s, b3)));
                            CHECK(AGREES(cbx_contact_sphere_aabb3(s, b3), cbx_relate_sphere_aabb3(s, b3)));
                            cbx_spheref sf = {{(float)s.center.x, 0.5f, (float)s.center.z}, (float)s.radius};
                            cbx_aabb3f b3f = {{(float)b3.min.x, (float)b3.min.y, 0.0f},
                                              {(float)b3.max.x, 1.0f, (float)b3.max.z}};
                            CHECK(cbx_overlap_sphere_aabb3f(sf, b3f) == want(cbx_relate_sphere_aabb3f(sf, b3f)));
                            CHECK(AGREES(cbx_contact_sphere_aabb3f(sf, b3f), cbx_relate_sphere_aabb3f(sf, b3f)));
                            n += 4;
                        }
    CHECK(n > 0);
    CBX_TEST_END();
}
