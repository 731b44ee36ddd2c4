/* SPDX-License-Identifier: MIT */
/* Regressions found by an independent oracle (2026-12-06) in the oriented
   boxes' queries and the casts, each with the exact answer it computed
   (rationals: the rotation (3q, 4q), q = 0x1.999...8p-3, normalizes to
   exactly (3/5, 4/5)). Each case names the promise it broke. */
#include <float.h>
#include <math.h>

#include "circbox.h"
#include "test_macros.h"

/* (0x1.3333333333332p-1, 0x1.9999999999998p-1): valid, (3/5, 4/5) once
   normalized. */
static const cbx_rot2 r34 = {0x1.3333333333332p-1, 0x1.9999999999998p-1};

/* Velocities and displacements at the top of the range: the relative
   velocity was quartered before the rotation only where the difference
   itself overflowed, not its rotation, which then overflowed to infinity;
   the casts quartered the displacement alone, and the fraction with it,
   which cut the path to its first quarter, and a size |x| + |y| that
   overflowed snapped the displacement to 0; the settling's bound on the
   center's rounding overflowed and refused every center. "CONTACT vs NONE
   right beyond the margin", "the motion never passes through the box",
   "fraction just short of t0". */
static void top_of_range(void) {
    const cbx_obb2 b = {{0, 0}, {0x1p+1021, 0x1p+1020}, r34};
    const double r = 0x1p+1020;
    const cbx_vec2 still = {0, 0};
    /* B: the path passes at 1.5556 r: NONE (was CONTACT at 0.625) */
    cbx_sweep2 s = cbx_sweep_circle_obb2((cbx_circle){{0x1p+1023, 0x1p+1022}, r}, (cbx_vec2){-DBL_MAX, -DBL_MAX}, b,
                                         still);
    CHECK_MSG(s.type == CBX_SWEEP_NONE, "B: type %d time %a", (int)s.type, s.time);
    /* D: crosses to 0.707 r, first touch at 0.5625 (was NONE) */
    s = cbx_sweep_circle_obb2((cbx_circle){{0x1.8p+1023, -0x1p+1023}, r}, (cbx_vec2){-DBL_MAX, DBL_MAX}, b, still);
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && fabs(s.time - 0.5625) < 1e-12, "D: type %d time %a", (int)s.type, s.time);
    /* C: first touch at 41/112 (was 5e-324) */
    s = cbx_sweep_circle_obb2((cbx_circle){{-0x1p+1023, -0x1p+1023}, r}, (cbx_vec2){DBL_MAX, DBL_MAX}, b, still);
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && fabs(s.time - 41.0 / 112) < 1e-12, "C: type %d time %a", (int)s.type,
              s.time);
    /* G: a moving box, relative velocity (MAX, MAX): 317/1120 (was 0.0375) */
    const cbx_obb2 g = {{0, 0}, {0x1p+1020, 0x1p+1019}, r34};
    s = cbx_sweep_circle_obb2((cbx_circle){{-0x1.6666666666666p+1022, -0x1.6666666666666p+1022}, 0x1p+1019},
                              (cbx_vec2){DBL_MAX, 0}, g, (cbx_vec2){0, -DBL_MAX});
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && fabs(s.time - 317.0 / 1120) < 1e-12, "G: type %d time %a", (int)s.type,
              s.time);
    /* A: the cast enters at 0.34375 (was free, through the box) */
    cbx_cast2 k = cbx_cast_circle_obb2((cbx_circle){{0x1p+1023, 0}, r}, (cbx_vec2){-DBL_MAX, 0}, b);
    CHECK_MSG(k.hit && k.fraction < 0.34375 && k.fraction > 0.34374, "A: hit %d fraction %a", k.hit, k.fraction);
    /* E: the same bounds as an axis-aligned box, met at 0.625 (was a hit at 0) */
    k = cbx_cast_circle_aabb2((cbx_circle){{0x1p+1023, 0x1.8p+1023}, r}, (cbx_vec2){-DBL_MAX, -DBL_MAX},
                              (cbx_aabb2){{-0x1p+1021, -0x1p+1020}, {0x1p+1021, 0x1p+1020}});
    CHECK_MSG(k.hit && k.fraction < 0.625 && k.fraction > 0.62499, "E: hit %d fraction %a", k.hit, k.fraction);
    /* F, float: first contact at 0.69297 (was free, its end center inside the box) */
    const cbx_cast2f kf = cbx_cast_circle_obb2f((cbx_circlef){{-0x1.e48434p+126f, 0x1.5c1994p+124f}, 0x1.547f28p+121f},
                                                (cbx_vec2f){0x1.fffffep+127f, -0x1.eaa0b6p+125f},
                                                (cbx_obb2f){{0x1.973e48p+126f, -0x1.edcdcap+124f},
                                                            {0x1.570808p+125f, 0x1.91c91ep+125f},
                                                            {1, 0}});
    CHECK_MSG(kf.hit && kf.fraction < 0.69298f && kf.fraction > 0.69296f, "F: hit %d fraction %a", kf.hit,
              (double)kf.fraction);
    /* 3D, identity axes: contact at 0.527 (was free, ending 0.917 r from the box) */
    const cbx_obb3 b3 = {{0x1.43542552403ecp+1022, 0x1.349a774437d1cp+1023, 0x1.6f2b585587a10p+1023},
                         {0x1.e346c72fe546fp+1019, 0x1.cf9e8c27c3ce7p+1020, 0x1.801ab67fba208p+1020},
                         {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    const cbx_cast3 k3 = cbx_cast_sphere_obb3(
        (cbx_sphere){{-0x1.3bbca1da26870p+1022, -0x1.aedff87885864p+1022, 0x1.88080c1804c96p+1023},
                     0x1.8b33624c02b1ep+1022},
        (cbx_vec3){DBL_MAX, DBL_MAX, -0x1.3333333333332p+1022}, b3);
    CHECK_MSG(k3.hit && k3.fraction > 0.526 && k3.fraction < 0.527, "3D: hit %d fraction %a", k3.hit, k3.fraction);
}

/* A cast at 2^+-600 (the same scene as at 1, where it is right): the
   penetration test took its filter's "undecided" (squares beyond its
   range) for clear, and the center ended 0.43 r inside the box. "never
   overlaps the box when the start did not (up to the margin)": the gap
   beyond the box's +x face must be at least r (the margin here is about
   2^-44 r). */
static void extreme_scale_cast(void) {
    for (int k = -600; k <= 600; k += 600) {
        const cbx_circle c = {{ldexp(0x1.ceca888a2497ap+0, k), ldexp(-0x1.634afceeb28abp+0, k)}, ldexp(0x1.cp-53, k)};
        const cbx_obb2 b = {{ldexp(0x1.ceca888a24971p+0, k), ldexp(-0x1.634afceeb2966p+0, k)},
                            {ldexp(0x1.8p-52, k), ldexp(0x1.764p-45, k)},
                            {1, 0}};
        const cbx_cast2 o = cbx_cast_circle_obb2(c, (cbx_vec2){-ldexp(1, k), 0}, b);
        const double gap = (o.center.x - b.center.x) - b.half.x; /* exact: both on the scene's grid */
        CHECK_MSG(o.hit && gap >= c.radius * (1 - 0x1p-40), "scale 2^%d: hit %d gap %a r %a", k, o.hit, gap, c.radius);
    }
}

/* Valid rotations that are quarter turns once normalized, (1 - 2^-53, 0)
   (float: 1 - 2^-24): exact, as {1, 0} is. "a box whose axes are the
   world's up to order and sign is exact in its static relation; its
   sweeps and casts are those of the axis-aligned box". */
static void scaled_quarter_turn(void) {
    const cbx_obb2 b = {{0, 0}, {1, 1}, {0x1.fffffffffffffp-1, 0}};
    CHECK(cbx_relate_circle_obb2((cbx_circle){{3, 0}, 2}, b) == CBX_TOUCHING);
    CHECK(cbx_relate_circle_obb2((cbx_circle){{3, 0}, 0x1.fffffffffffffp+0}, b) == CBX_SEPARATE);
    CHECK(!cbx_overlap_circle_obb2((cbx_circle){{3, 0}, 0x1.fffffffffffffp+0}, b));
    const cbx_contact2 k = cbx_contact_circle_obb2((cbx_circle){{3, 0}, 0x1.fffffffffffffp+0}, b);
    CHECK_MSG(k.relation == CBX_SEPARATE && k.distance > 0, "contact %d %a", (int)k.relation, k.distance);
    const cbx_sweep2 s = cbx_sweep_circle_obb2((cbx_circle){{-5, 0x1.8000000000001p+1}, 2}, (cbx_vec2){1, 0}, b,
                                               (cbx_vec2){0, 0});
    CHECK_MSG(s.type == CBX_SWEEP_NONE, "sweep a hair outside r: type %d", (int)s.type);
    const cbx_cast2 c = cbx_cast_circle_obb2((cbx_circle){{-5, 3}, 2}, (cbx_vec2){10, 0}, b);
    CHECK_MSG(!c.hit, "a slide at exactly r is free: hit %d fraction %a", c.hit, c.fraction);
    const double m = 0x1.fffffffffffffp-1;
    const cbx_obb3 b3 = {{0, 0, 0}, {1, 1, 1}, {{m, 0, 0}, {0, m, 0}, {0, 0, m}}};
    CHECK(cbx_relate_sphere_obb3((cbx_sphere){{3, 0, 0}, 2}, b3) == CBX_TOUCHING);
    CHECK(cbx_relate_sphere_obb3((cbx_sphere){{3, 0, 0}, 0x1.fffffffffffffp+0}, b3) == CBX_SEPARATE);
    const cbx_obb2f bf = {{0, 0}, {1, 1}, {0x1.fffffep-1f, 0}};
    CHECK(cbx_relate_circle_obb2f((cbx_circlef){{3, 0}, 2}, bf) == CBX_TOUCHING);
    CHECK(cbx_relate_circle_obb2f((cbx_circlef){{3, 0}, 0x1.fffffep+0f}, bf) == CBX_SEPARATE);
}

int main(void) {
    top_of_range();
    extreme_scale_cast();
    scaled_quarter_turn();
    CBX_TEST_END();
}
