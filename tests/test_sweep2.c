/* SPDX-License-Identifier: MIT */
/* Unit cases of the 2D sweeps (cbx_sweep_circle_aabb2 / _obb2 and float
   twins), invalid input, and proof that every branch of the sweep is reached:
   the sweep's source is compiled into this test with its coverage counters
   on (CBX_COVER), and its definitions take the library's place. */
#include <math.h>
#include <stdio.h>
#include <string.h>

static unsigned long cbx_cover_hits[32];
#define CBX_COVER(branch) (++cbx_cover_hits[branch])
#include "sweep/sweep_circle_aabb2.c"

#include "test_rng.h"
#include "test_macros.h"

static const char *const branch_names[CBX_COV_COUNT] = {
    "t0 overlap", "t0 touching", "no relative motion", "fast: BR side", "fast: TL side",
    "fast: line crosses box", "fast: filter unsure", "exact: BR side", "exact: TL side",
    "exact: line crosses box", "scaled (extreme magnitudes)", "face contact", "corner contact",
    "entry point on the box (r = 0)", "zero-radius corner normal", "exact: linear motion rung",
    "exact: certificate rung", "fast path: face hit", "fast path: grown-box miss",
    "fast path: sliding at exactly r", "fast path: corner square", "fast path: start touching or overlapping",
    "fast path: start separate in a corner's quadrant",
    "fast path: start separate, moving along one axis, not closing in",
    "fast path: start off any short grid, the later rungs",
    "fast path: resting on a face at r",
    "fast path: separate beyond a corner, still or moving away along one axis"};

/* No libm here (the library is freestanding and tests link nothing else). */
static bool near(double a, double b, double tol) { return CBX_FABS(a - b) <= tol; }
static double sqrt_(double x) { return CBX_SQRT(x); }
static double hypot_(double x, double y) { return CBX_SQRT(x * x + y * y); }
/* The neighbouring double / float of a positive finite x toward `to`. */
static double next_(double x, double to) {
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    if (to > x) ++u;
    else --u;
    memcpy(&x, &u, sizeof u);
    return x;
}
static float nextf_(float x, float to) {
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    if (to > x) ++u;
    else --u;
    memcpy(&x, &u, sizeof u);
    return x;
}

static cbx_sweep2 sweep(double cx, double cy, double r, double vx, double vy, double x0, double y0,
                        double x1, double y1, double bvx, double bvy) {
    cbx_circle c = {{cx, cy}, r};
    cbx_aabb2 b = {{x0, y0}, {x1, y1}};
    return cbx_sweep_circle_aabb2(c, (cbx_vec2){vx, vy}, b, (cbx_vec2){bvx, bvy});
}

static bool is_invalid(cbx_sweep2 s) {
    return s.type == CBX_SWEEP_INVALID && isnan(s.time) && isnan(s.point.x) && isnan(s.point.y) &&
           isnan(s.normal.x) && isnan(s.normal.y);
}

static void test_basic(void) {
    /* Head-on into the left face. */
    cbx_sweep2 s = sweep(0, 0, 1, 1, 0, 2, -1, 3, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 1.0);
    CHECK(s.point.x == 2 && s.point.y == 0 && s.normal.x == -1 && s.normal.y == 0);
    /* The box moves toward the circle: same time, point moved with the box. */
    s = sweep(0, 0, 1, 0, 0, 2, -1, 3, 1, -1, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 1.0 && s.point.x == 1 && s.point.y == 0);
    /* A corner hit, 3-4-5: center reaches (3, 4) + K along -y. */
    s = sweep(3, 10, 5, 0, -2, -4, -4, 0, 0, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && near(s.time, 3.0, 1e-15));
    CHECK(s.point.x == 0 && s.point.y == 0 && near(s.normal.x, 0.6, 1e-15) && near(s.normal.y, 0.8, 1e-15));
    /* Moving away: none. */
    s = sweep(0, 0, 1, -1, 0, 2, -1, 3, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_NONE && s.time == 0);
    /* No relative motion. */
    s = sweep(0, 0, 1, 2, 3, 2, -1, 3, 1, 2, 3);
    CHECK(s.type == CBX_SWEEP_NONE);
}

static void test_start(void) {
    /* Overlapping at the start: the point lies in both, the normal is contact()'s. */
    cbx_sweep2 s = sweep(2.5, 0.25, 1, 1, 0, 2, -1, 3, 1, 0, 0);
    cbx_contact2 k = cbx_contact_circle_aabb2((cbx_circle){{2.5, 0.25}, 1}, (cbx_aabb2){{2, -1}, {3, 1}});
    CHECK(s.type == CBX_SWEEP_OVERLAP && s.time == 0);
    CHECK(s.point.x == 2.5 && s.point.y == 0.25);
    CHECK(s.normal.x == k.normal.x && s.normal.y == k.normal.y);
    /* Touching, moving away: a contact at time 0. */
    s = sweep(0, 0, 2, -1, 0, 2, -1, 3, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 0 && s.point.x == 2 && s.point.y == 0);
    CHECK(s.normal.x == -1 && s.normal.y == 0);
    /* A flat box (a segment) is touched, never overlapped. */
    s = sweep(1, 0.5, 0.5, 1, 0, 1, -1, 1, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 0);
}

static void test_exact_grazing(void) {
    /* Sliding along the right face at exactly r: contact, at the corner. */
    cbx_sweep2 s = sweep(2.75, 5, 0.75, 0, -1, -2, -1, 2, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && near(s.time, 4.0, 1e-15));
    CHECK(s.point.x == 2 && s.point.y == 1 && s.normal.x == 1 && near(s.normal.y, 0, 1e-15));
    s = sweep(next_(2.75, 3), 5, 0.75, 0, -1, -2, -1, 2, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_NONE);
    s = sweep(next_(2.75, 2), 5, 0.75, 0, -1, -2, -1, 2, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT);
    /* Tangent to a corner arc: K = (2, 1), r = 5, tangent point K + (3, 4). */
    s = sweep(5 - 8, 5 + 6, 5, 4, -3, -2, -1, 2, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && near(s.time, 2.0, 1e-7));
    s = sweep(5 - 8, 5 + 6, next_(5, 4), 4, -3, -2, -1, 2, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_NONE);
    s = sweep(5 - 8, 5 + 6, next_(5, 6), 4, -3, -2, -1, 2, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT);
    /* A slanted graze of the BR corner arc with long significands (0.3,
       0.7, 0.1 are not dyadic): neither the linear nor the certificate rung
       can take it; the big-float decides, and one ulp of r either side
       brackets the answer. */
    {
        const double a = 0.3, b = 0.7, dy = 0.1, dx = (sqrt_(a * a + b * b) + a * dy) / b;
        const cbx_sweep2 g = sweep(2 + dx, 1 + dy, 1, -a, -b, 0, 1, 2, 3, 0, 0);
        CHECK(sweep(2 + dx, 1 + dy, next_(1, 2), -a, -b, 0, 1, 2, 3, 0, 0).type == CBX_SWEEP_CONTACT);
        CHECK(g.type == CBX_SWEEP_CONTACT || g.type == CBX_SWEEP_NONE);
        CHECK(sweep(2 + 3 * dx, 1 + dy, 1, -a, -b, 0, 1, 2, 3, 0, 0).type == CBX_SWEEP_NONE);
    }
    /* The same tangency with the velocity split between the bodies. */
    s = sweep(5 - 8, 5 + 6, 5, 4.5, -2, -2, -1, 2, 1, 0.5, 1);
    CHECK(s.type == CBX_SWEEP_CONTACT && near(s.time, 2.0, 1e-7));
}

static void test_zero_radius(void) {
    /* A point hitting a corner head-on: the normal is -V (inside the corner's cone). */
    cbx_sweep2 s = sweep(3, 3, 0, -1, -1, -1, -1, 1, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 2.0);
    CHECK(near(s.normal.x, sqrt_(0.5), 1e-15) && near(s.normal.y, sqrt_(0.5), 1e-15));
    /* A point crossing a zero-width box (a segment). */
    s = sweep(3, 0, 0, -1, 0, 1, -1, 1, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 2.0 && s.normal.x == 1);
    /* A point through the corner of a point box. */
    s = sweep(4, 5, 0, -3, -4, 1, 1, 1, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 1.0 && near(s.normal.x, 0.6, 1e-15));
    /* A point at a corner, moving diagonally into the box. */
    s = sweep(1, 1, 0, -1, -2, -1, -1, 1, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 0);
    /* Slipping past a corner: exact (the exact path with a crossing line). */
    s = sweep(3, 2, 0, -1, -0.5, -1, -1, 1, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 2.0);
}

static void test_extreme(void) {
    const double H = 0x1p1000, T = 0x1p-1000;
    cbx_sweep2 s = sweep(0, 0, H, H, 0, 2 * H, -H, 3 * H, H, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 1.0 && s.point.x == 2 * H);
    s = sweep(0, 0, T, T, 0, 2 * T, -T, 3 * T, T, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 1.0 && s.point.x == 2 * T);
    /* Opposite huge velocities whose difference overflows. */
    s = sweep(0, 0, 1, DBL_MAX, 0, 2, -1, 3, 1, -DBL_MAX, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time >= 0 && s.time < 1e-300);
    /* Far away, slow: a time beyond the range is clamped to the largest double. */
    s = sweep(-1e300, 0, 1, 1e-300, 0, 2, -1, 3, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == DBL_MAX);
    /* Grazing at huge scale, exact. */
    s = sweep(2.75 * H, 5 * H, 0.75 * H, 0, -1, -2 * H, -H, 2 * H, H, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT);
    s = sweep(next_(2.75 * H, 3 * H), 5 * H, 0.75 * H, 0, -1, -2 * H, -H, 2 * H, H, 0, 0);
    CHECK(s.type == CBX_SWEEP_NONE);
    /* No relative motion, separate: in the fast path when one gap exceeds
       r, past the start otherwise (within r of both slabs, off the arc). */
    s = sweep(0, 0, H, 1, 1, 3 * H, -H, 4 * H, H, 1, 1);
    CHECK(s.type == CBX_SWEEP_NONE && s.time == 0);
    s = sweep(1.875, 1.875, 1, 0.5, 0.5, 0, 0, 1, 1, 0.5, 0.5);
    CHECK(s.type == CBX_SWEEP_NONE && s.time == 0);
}

static void test_invalid(void) {
    const double nan = NAN, inf = INFINITY;
    CHECK(is_invalid(sweep(nan, 0, 1, 1, 0, 2, -1, 3, 1, 0, 0)));
    CHECK(is_invalid(sweep(0, 0, -1, 1, 0, 2, -1, 3, 1, 0, 0)));
    CHECK(is_invalid(sweep(0, 0, 1, inf, 0, 2, -1, 3, 1, 0, 0)));
    CHECK(is_invalid(sweep(0, 0, 1, 1, 0, 2, -1, 3, 1, 0, nan)));
    CHECK(is_invalid(sweep(0, 0, 1, 1, 0, 3, -1, 2, 1, 0, 0)));
    CHECK(is_invalid(sweep(0, 0, 1, 1, 0, 2, -1, inf, 1, 0, 0)));
    cbx_obb2 ob = {{2.5, 0}, {0.5, 1}, {1, 0.1}};
    cbx_sweep2 s = cbx_sweep_circle_obb2((cbx_circle){{0, 0}, 1}, (cbx_vec2){1, 0}, ob, (cbx_vec2){0, 0});
    CHECK(is_invalid(s));
    ob.rot.s = 0;
    ob.half.x = -1;
    s = cbx_sweep_circle_obb2((cbx_circle){{0, 0}, 1}, (cbx_vec2){1, 0}, ob, (cbx_vec2){0, 0});
    CHECK(is_invalid(s));
    cbx_sweep2f f = cbx_sweep_circle_aabb2f((cbx_circlef){{0, 0}, 1}, (cbx_vec2f){(float)nan, 0},
                                            (cbx_aabb2f){{2, -1}, {3, 1}}, (cbx_vec2f){0, 0});
    CHECK(f.type == CBX_SWEEP_INVALID && isnan(f.time) && isnan(f.point.x) && isnan(f.normal.y));
    cbx_obb2f obf = {{2.5f, 0}, {0.5f, 1}, {1, 0.01f}};
    f = cbx_sweep_circle_obb2f((cbx_circlef){{0, 0}, 1}, (cbx_vec2f){1, 0}, obf, (cbx_vec2f){0, 0});
    CHECK(f.type == CBX_SWEEP_INVALID && isnan(f.time));
}

static void test_float_and_obb(void) {
    cbx_sweep2f f = cbx_sweep_circle_aabb2f((cbx_circlef){{0, 0}, 1}, (cbx_vec2f){1, 0},
                                            (cbx_aabb2f){{2, -1}, {3, 1}}, (cbx_vec2f){0, 0});
    CHECK(f.type == CBX_SWEEP_CONTACT && f.time == 1.0f && f.normal.x == -1.0f);
    /* Float grazing is exact too. */
    f = cbx_sweep_circle_aabb2f((cbx_circlef){{2.75f, 5}, 0.75f}, (cbx_vec2f){0, -1},
                                (cbx_aabb2f){{-2, -1}, {2, 1}}, (cbx_vec2f){0, 0});
    CHECK(f.type == CBX_SWEEP_CONTACT);
    f = cbx_sweep_circle_aabb2f((cbx_circlef){{nextf_(2.75f, 3), 5}, 0.75f}, (cbx_vec2f){0, -1},
                                (cbx_aabb2f){{-2, -1}, {2, 1}}, (cbx_vec2f){0, 0});
    CHECK(f.type == CBX_SWEEP_NONE);
    /* A box turned by 90 degrees: its local x axis is world y. */
    cbx_obb2 ob = {{2.5, 0}, {1, 0.5}, {0, 1}};
    cbx_sweep2 s = cbx_sweep_circle_obb2((cbx_circle){{0, 0}, 1}, (cbx_vec2){1, 0}, ob, (cbx_vec2){0, 0});
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 1.0 && s.point.x == 2 && near(s.point.y, 0, 1e-15));
    CHECK(near(s.normal.x, -1, 1e-15) && near(s.normal.y, 0, 1e-15));
    /* A box turned by 45 degrees, its corner toward the circle, and moving. */
    const double h = sqrt_(0.5);
    ob = (cbx_obb2){{4, 0}, {1, 1}, {h, h}};
    s = cbx_sweep_circle_obb2((cbx_circle){{0, 0}, 0.5}, (cbx_vec2){1, 0}, ob, (cbx_vec2){-1, 0});
    /* corner at x = 4 - sqrt_(2); reached when 2 t = 4 - sqrt_(2) - 0.5 */
    CHECK(s.type == CBX_SWEEP_CONTACT && near(s.time, (3.5 - sqrt_(2.0)) / 2, 1e-14));
    CHECK(near(s.point.x, 4 - sqrt_(2.0) - s.time, 1e-14) && near(s.normal.x, -1, 1e-7));
    cbx_sweep2f g = cbx_sweep_circle_obb2f((cbx_circlef){{0, 0}, 0.5f}, (cbx_vec2f){1, 0},
                                           (cbx_obb2f){{4, 0}, {1, 1}, {(float)h, (float)h}}, (cbx_vec2f){-1, 0});
    CHECK(g.type == CBX_SWEEP_CONTACT && near(g.time, (3.5 - sqrt_(2.0)) / 2, 1e-6));
    /* Velocities whose difference overflows, against an oriented box. */
    s = cbx_sweep_circle_obb2((cbx_circle){{0, 0}, 1}, (cbx_vec2){DBL_MAX, 0}, (cbx_obb2){{4, 0}, {1, 1}, {1, 0}},
                              (cbx_vec2){-DBL_MAX, 0});
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time > 0 && s.time < 1e-300 && near(s.normal.x, -1, 1e-15));
    /* Overlap with an oriented box reports contact()'s normal. */
    ob = (cbx_obb2){{0, 0}, {2, 1}, {h, h}};
    s = cbx_sweep_circle_obb2((cbx_circle){{0.5, 0.5}, 1}, (cbx_vec2){1, 0}, ob, (cbx_vec2){0, 0});
    cbx_contact2 k = cbx_contact_circle_obb2((cbx_circle){{0.5, 0.5}, 1}, ob);
    CHECK(s.type == CBX_SWEEP_OVERLAP && s.normal.x == k.normal.x && s.normal.y == k.normal.y);
}

/* Eberly's eight canonical regions, each met with several directions: the
   answers must be self-consistent (time >= 0, unit normals). */
static void test_regions(void) {
    const double cx[8] = {1, 2.5, 1, 2.25, 2.7, 4, 1, 4}, cy[8] = {0.5, 0.5, 1.5, 1.25, 1.7, 0.5, 3, 3};
    const double dirs[8][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}};
    for (int i = 0; i < 8; ++i) {
        for (int d = 0; d < 8; ++d) {
            for (int m = 0; m < 4; ++m) {
                const double sx = (m & 1) ? -1 : 1, sy = (m & 2) ? -1 : 1;
                cbx_sweep2 s = sweep(sx * cx[i], sy * cy[i], 0.75, sx * dirs[d][0], sy * dirs[d][1], -2, -1, 2, 1, 0, 0);
                CHECK(s.type != CBX_SWEEP_INVALID && s.time >= 0);
                if (s.type != CBX_SWEEP_NONE) CHECK(near(hypot_(s.normal.x, s.normal.y), 1, 1e-15));
                if (i < 4) CHECK(s.type == CBX_SWEEP_OVERLAP);
            }
        }
    }
}

/* Regressions found by fuzz/fuzz_sweep_circle.c at extreme magnitudes (the
   rescaled path, and the oriented box's frame). */
static void test_extreme_regress(void) {
    /* 1: a gap of 1e-302 next to a box 1e79 wide: no common scale fits both. */
    cbx_sweep2 s = sweep(0.5, 1e-302, 0, 0, -0.8, 0, 0, 1e79, 1e-310, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && near(s.time, (1e-302 - 1e-310) / 0.8, 1e-314));
    CHECK(s.point.x == 0.5 && s.point.y == 1e-310 && s.normal.x == 0 && s.normal.y == 1);
    /* 2: huge velocities that cancel to DBL_MIN: the time is 2^1021 (to rounding). */
    s = sweep(0.5, 3, 0, 0, -DBL_MAX, 0, 0x1p-149, 0x1p-149, 51, DBL_MIN, -DBL_MAX);
    CHECK(s.type == CBX_SWEEP_CONTACT && near(s.time, (0.5 - 0x1p-149) * 0x1p1022, 0x1p980));
    CHECK(s.normal.x == 1 && s.normal.y == 0);
    /* 3: the time underflows: the face is still the right one, and the
       start being separate, the time is the smallest positive double, not
       0 (which means touching at the start); the point is the face's at
       that time, the box having moved 1e300 * 2^-1074 = 4.9e-24 (before
       2026-11-30: time 0, point 1e-284). */
    s = sweep(0, 0, 0, 0, 0, -1e300, 1e-284, 1e83, 1e7, 0, -1e300);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 0x1p-1074);
    CHECK(s.point.x == 0 && near(s.point.y, 1e-284 - 1e300 * 0x1p-1074, 1e-38) && s.normal.x == 0 &&
          s.normal.y == -1);
    /* 4: the time overflows: saturated, never 0. */
    s = sweep(0, 0, 0, -0x1p-600, 0, -0x1p500, -1, -0x1p494, 1, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == DBL_MAX && s.normal.x == 1 && s.normal.y == 0);
    s = sweep(0, 0, 0x1p-1074, -0x1p-1000, -0x1p-1000, -0x1p300, -0x1p300, -0x1p200, -0x1p200, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == DBL_MAX);
    /* Saturated, the feature met is still found: a point hitting a corner
       head-on gets the corner's diagonal normal. */
    s = sweep(0, 0, 0, 0x1p-1074, 0x1p-1074, 0x1p494, 0x1p494, 0x1p495, 0x1p495, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.time == DBL_MAX && s.point.x == 0x1p494 && s.point.y == 0x1p494);
    CHECK(near(s.normal.x, -sqrt_(0.5), 1e-15) && near(s.normal.y, -sqrt_(0.5), 1e-15));
    /* A corner at extreme magnitudes: radius 2^590 around a corner at 2^600,
       entered at (0.2 r, 0.6 r) from it (3-4-5). */
    s = sweep(0x1p600 + 0x1p590, 0.6 * 0x1p590, 0x1p590, -1, 0, 0, -0x1p600, 0x1p600, 0, 0, 0);
    CHECK(s.type == CBX_SWEEP_CONTACT && s.point.x == 0x1p600 && s.point.y == 0);
    CHECK(near(s.time, 0.2 * 0x1p590, 1e-13 * 0x1p590));
    CHECK(near(s.normal.x, 0.8, 1e-13) && near(s.normal.y, 0.6, 1e-13));
    s = sweep(0x1p600 + 0x1p590, next_(0x1p590, 0x1p591), 0x1p590, -1, 0, 0, -0x1p600, 0x1p600, 0, 0, 0);
    CHECK(s.type == CBX_SWEEP_NONE);
    /* A point on the line x = hi.x moving up into a box 4e-114 thin, 1 away
       (tests/oracle/test_sweep2.py, "mixed magnitudes"): the entry point
       rounds to the box's far side, and the far corner was taken, with a
       normal (0.71, 0.71). The entry is through the bottom face: corner
       (0, lo.y), normal -V in its cone, (0, -1). */
    s = sweep(0, -1, 0, 0, 0.0625, -3.415922749613884e-149, -4.2374496278181634e-114, 0, -2.732707978674248e-172,
              0, 0);
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.time == 16 && s.point.y == -4.2374496278181634e-114 &&
                  s.normal.x == 0 && s.normal.y == -1, "point %a normal (%g, %g)", s.point.y, s.normal.x, s.normal.y);
    /* A box moved beyond the range: the point saturates, never infinite. */
    s = sweep(0, 0, 1, 0x1p100 + 0x1p48, 0, 0x1p1000, -1, 0x1p1001, 1, 0x1p100, 0);
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && near(s.time, 0x1p952, 0x1p900) && s.point.x == DBL_MAX,
              "time %a point %a", s.time, s.point.x);
    /* 5: oriented box, subnormal relative velocity: the path still crosses it. */
    {
        const cbx_circle c = {{-109, 0.1}, 16};
        const cbx_obb2 b = {{0, 0}, {0.6, 0.1}, {-0.28, 0.96}};
        s = cbx_sweep_circle_obb2(c, (cbx_vec2){0x1p-1074, 0}, b, (cbx_vec2){0, 0});
        CHECK(s.type == CBX_SWEEP_CONTACT && s.time == DBL_MAX);
    }
}

/* ---- the fast path (sweep2_fast.inc) against the exact big-float ------- */

static int fp_int(int lo, int hi) { return lo + (int)(test_rng_next() % (uint64_t)(hi - lo + 1)); }
static double fp_uni(double lo, double hi) { return test_uniform(lo, hi); }
/* x one ulp up or down (toward +-inf), or unchanged, at random. */
static double fp_ulp(double x) {
    const int k = fp_int(-1, 1);
    if (k == 0) return x;
    if (x == 0) return k * 0x1p-1074;
    return next_(x, k > 0 ? INFINITY : -INFINITY);
}

typedef struct fp_stats {
    long cases, decided, none, hit, start, apart;
} fp_stats;

/* Runs the fast path on one problem (lengths times 2^k, velocities times
   2^j); whatever it decides must be what the exact ladder says: a start
   that is separate (the exact static relation), the big-float's hit or
   miss, and for a hit the time, point and normal of the time computation
   (to rounding: both are approximations of the same exact contact). */
static void fp_check(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b, int k, int j, fp_stats *st) {
    c.center.x = cbx_scale2(c.center.x, k), c.center.y = cbx_scale2(c.center.y, k), c.radius = cbx_scale2(c.radius, k);
    b.min.x = cbx_scale2(b.min.x, k), b.min.y = cbx_scale2(b.min.y, k), b.max.x = cbx_scale2(b.max.x, k);
    b.max.y = cbx_scale2(b.max.y, k);
    v1.x = cbx_scale2(v1.x, j), v1.y = cbx_scale2(v1.y, j), v0.x = cbx_scale2(v0.x, j), v0.y = cbx_scale2(v0.y, j);
    const cbx_sweep2_in in = cbx_sweep2_in_of(c, v1, v0, b);
    if (!cbx_sweep2_bounded(&in)) return;
    ++st->cases;
    double sx, sy;
    const cbx_sweep_canon q = cbx_sweep2_canonical_in(&in, &sx, &sy);
    cbx_hit2 h;
    h.t = h.qx = h.qy = h.nx = h.ny = 0;
    h.cx = h.cy = 0;
    int f = cbx_sweep2_fast(&q, &h, false);
    /* along one axis or still: the start stage, as the general path runs it */
    if (f == CBX_FAST2_START1) f = cbx_sweep2_fast_start(q.px, q.py, q.lox, q.loy, q.hix, q.hiy, q.a, q.b, q.r, &h);
    if (f == CBX_FAST2_UNSURE || f == CBX_FAST2_START) return;
    ++st->decided;
    if (f == CBX_FAST2_TOUCH || f == CBX_FAST2_OVERLAP) {
        /* the start stage: the start's own answer, bit for bit but for the
           sign of a zero (the reflection may flip it), and the static relation */
        ++st->start;
        cbx_sweep2 s0 = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
        const bool met = cbx_sweep2_start(c, b, &s0);
        cbx_sweep2 o = cbx_sweep2_output(&h, sx, sy);
        o.type = f == CBX_FAST2_OVERLAP ? CBX_SWEEP_OVERLAP : CBX_SWEEP_CONTACT;
        const cbx_relation rel = cbx_relate_circle_aabb2(c, b);
        const bool same = met && o.type == s0.type && o.time == 0 && s0.time == 0 && o.point.x == s0.point.x &&
                          o.point.y == s0.point.y && o.normal.x == s0.normal.x && o.normal.y == s0.normal.y &&
                          (rel == CBX_OVERLAPPING) == (f == CBX_FAST2_OVERLAP) && rel != CBX_SEPARATE;
        CHECK_MSG(same, "fast start %d (n %a %a), start %d type %d (n %a %a), relate %d: c=(%a,%a) r=%a "
                  "box=(%a,%a,%a,%a)", f, o.normal.x, o.normal.y, met, s0.type, s0.normal.x, s0.normal.y, rel,
                  c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y);
        return;
    }
    const bool sep = cbx_relate_circle_aabb2(c, b) == CBX_SEPARATE;
    if (sep && (c.center.x < b.min.x || c.center.x > b.max.x) && (c.center.y < b.min.y || c.center.y > b.max.y)) {
        /* a start shown separate beside a corner (the casts' hand-over,
           CBX_CAST_APART): the same verdict and hit, bit for bit */
        cbx_hit2 h0, ha;
        memset(&h0, 0, sizeof h0);
        memset(&ha, 0, sizeof ha);
        const int f0 = cbx_sweep2_fast(&q, &h0, false), fa = cbx_sweep2_fast(&q, &ha, true);
        CHECK_MSG(fa == f0 && memcmp(&ha, &h0, sizeof ha) == 0, "apart: fast %d against %d: c=(%a,%a) r=%a "
                  "box=(%a,%a,%a,%a)", fa, f0, c.center.x, c.center.y, c.radius, b.min.x, b.min.y, b.max.x, b.max.y);
        st->apart += f0 != CBX_FAST2_START && f0 != CBX_FAST2_UNSURE;
    }
    const bool moving = q.a + q.b > 0;
    const bool hit = sep && moving && cbx_sweep2_hit_big(q);
    CHECK_MSG(sep && hit == (f == CBX_FAST2_HIT), "fast path %s, exact %s: c=(%a,%a) r=%a v1=(%a,%a) v0=(%a,%a) "
              "box=(%a,%a,%a,%a)", f == CBX_FAST2_HIT ? "hit" : "none", !sep ? "start" : (hit ? "hit" : "none"),
              c.center.x, c.center.y, c.radius, v1.x, v1.y, v0.x, v0.y, b.min.x, b.min.y, b.max.x, b.max.y);
    if (f != CBX_FAST2_HIT || !hit) {
        st->none += f == CBX_FAST2_NONE;
        return;
    }
    ++st->hit;
    const cbx_hit2 g = cbx_sweep2_plain(c, v1, v0, b) ? cbx_sweep2_first_hit(&q, &q) : cbx_sweep2_first_hit_scaled(q);
    const double L = cbx_maxd(cbx_maxd(cbx_maxd(CBX_FABS(q.px), CBX_FABS(q.py)), cbx_maxd(CBX_FABS(q.lox), CBX_FABS(q.hix))),
                          cbx_maxd(cbx_maxd(CBX_FABS(q.loy), CBX_FABS(q.hiy)), q.r));
    const double tol = 64 * DBL_EPSILON * (g.t + L / cbx_maxd(q.a, q.b)), ptol = 64 * DBL_EPSILON * L;
    /* The fast path's normal is the face's; the time computation's agrees,
       except for a point (r = 0, or nearly) on a flat box, where its rounding may pick
       the far side (the documented normal bound for r = 0 allows it). */
    const bool flat = q.r < 0x1p-40 * L && (cbx_eq(q.lox, q.hix) || cbx_eq(q.loy, q.hiy));
    const bool corner = (h.cx != 0) & (h.cy != 0);
    const bool face_n = corner || (cbx_eq(h.nx, 0) && cbx_eq(CBX_FABS(h.ny), 1)) ||
                        (cbx_eq(h.ny, 0) && cbx_eq(CBX_FABS(h.nx), 1));
    CHECK_MSG(near(h.t, g.t, tol) && near(h.qx, g.qx, ptol) && near(h.qy, g.qy, ptol) && face_n &&
                  (flat || (near(h.nx, g.nx, 1e-15) && near(h.ny, g.ny, 1e-15))),
              "fast hit t=%a q=(%a,%a) n=(%a,%a), time computation t=%a q=(%a,%a) n=(%a,%a): c=(%a,%a) r=%a "
              "v1=(%a,%a) v0=(%a,%a) box=(%a,%a,%a,%a)", h.t, h.qx, h.qy, h.nx, h.ny, g.t, g.qx, g.qy, g.nx, g.ny,
              c.center.x, c.center.y, c.radius, v1.x, v1.y, v0.x, v0.y, b.min.x, b.min.y, b.max.x, b.max.y);
}

/* Scenes aimed at the fast path's borders, in random orientations: the
   canonical ones of the file comment (a box [0, w] x [0, h], the center
   moving with (-a, -b)) mirrored and swapped, each input one ulp off at
   random, at scales 2^k from 2^-1000 to 2^1000 (lengths) and 2^j (speeds). */
static void fp_scene(int kind, fp_stats *st) {
    double c_r = fp_int(0, 3) == 0 ? 0 : fp_int(1, 64) / 16.0;
    const double r = c_r;
    const double w = fp_int(0, 3) / 2.0, h = fp_int(0, 3) / 2.0;
    const double d = fp_int(1, 16) / 4.0, a = fp_int(1, 8) / 2.0, bb = fp_int(0, 3) == 0 ? 0 : fp_int(1, 8) / 4.0;
    const double T = d / a;
    double px = w + r + d, py = 0, vx = -a, vy = -bb;
    switch (kind) {
    case 0: py = h + bb * T; break;                 /* lands on the top-right corner */
    case 1: py = bb * T; break;                     /* on the bottom-right corner */
    case 2: py = -r + bb * T; break;                /* exactly r below at T: the miss's border */
    case 3: py = h / 2 + bb * T; break;             /* mid-face */
    case 4: py = h + r; vy = 0; px = w + d; break;  /* sliding on top at exactly r */
    case 5: py = -r; vy = 0; px = w + d; break;     /* sliding under the bottom */
    case 6: px = w + r; py = h + r + d; vx = -a; vy = -a; break; /* gap exactly r, diagonal */
    case 7: px = w / 2; py = h + r * fp_uni(0, 1.5); vy = fp_uni(-2, 2); break; /* starts near or on */
    case 9: py = h + r + bb * T; break;             /* exactly r above the top at T: the corner square's top */
    case 10: { /* grazing the top-right corner's circle: 4 dy - 3 dx = +-5 r with V = -(4, 3) */
        const double n = fp_int(0, 3), m = fp_int(1, 6), sgn = fp_int(0, 1) ? 1 : -1;
        px = w + 4 * m, py = h + 3 * m + sgn * 5 * n, vx = -4, vy = -3;
        c_r = 4 * n;
        break;
    }
    case 11: /* rolling at exactly r onto the corner from within r of it (0 <= g <= r) */
        py = h + r; vy = 0; px = w + r * fp_int(0, 4) / 4; break;
    case 12: { /* the start stage: resting on a corner at (3, 4, 5) n, moving anywhere */
        const double n = fp_int(1, 16) / 8.0;
        const bool right = fp_int(0, 1), up = fp_int(0, 1);
        px = right ? w + 3 * n : -3 * n, py = up ? h + 4 * n : -4 * n, c_r = 5 * n;
        vx = fp_uni(-3, 3), vy = fp_uni(-3, 3);
        break;
    }
    case 13: /* the start stage: within r of a corner or a face, near tangency or not */
        px = w + r * fp_uni(-1.2, 1.2), py = h + r * fp_uni(-1.2, 1.2), vx = fp_uni(-3, 3), vy = fp_uni(-3, 3);
        if (fp_int(0, 1)) { /* exactly r from the corner, rounded */
            const double ang = fp_uni(0.05, 1.5), cs = 1 - ang * ang / 2 + ang * ang * ang * ang / 24;
            px = w + r * cs, py = h + r * sqrt_(1 - cs * cs);
        }
        break;
    case 14: { /* beyond a corner within r of both slabs, still or moving along one axis (away from the
                  box, toward it or along it: the one-axis rules' receding test), touching at (3, 4, 5) n,
                  at r on both axes, or r from the corner as rounded (a few ulps off) */
        const double n = fp_int(1, 16) / 8.0;
        const int form = fp_int(0, 2);
        if (form == 0) {
            px = w + 3 * n, py = h + 4 * n, c_r = 5 * n;
        } else if (form == 1) {
            px = w + r, py = h + r;
        } else {
            const double ang = fp_uni(0.05, 1.5), cs = 1 - ang * ang / 2 + ang * ang * ang * ang / 24;
            px = w + r * cs, py = h + r * sqrt_(1 - cs * cs);
        }
        const double sp = fp_uni(-3, 3);
        const int axis = fp_int(0, 2); /* 0: x, 1: y, 2: still */
        vx = axis == 0 ? sp : 0, vy = axis == 1 ? sp : 0;
        break;
    }
    default: /* random, one entry dominating or not */
        px = fp_uni(-4, 6), py = fp_uni(-4, 6), vx = fp_uni(-3, 3), vy = fp_uni(-3, 3);
        break;
    }
    cbx_circle c = {{fp_ulp(px), fp_ulp(py)}, fp_ulp(c_r)};
    cbx_aabb2 b = {{0, 0}, {w, h}};
    cbx_vec2 v0 = {0, 0}, v1 = {fp_ulp(vx), fp_ulp(vy)};
    if (c.radius < 0) c.radius = 0;
    if (fp_int(0, 1)) { /* the box moves too */
        v0.x = fp_int(-4, 4) / 4.0, v0.y = fp_int(-4, 4) / 4.0;
        v1.x += v0.x, v1.y += v0.y;
    }
    if (fp_int(0, 1)) { /* swap the axes */
        double t = c.center.x; c.center.x = c.center.y; c.center.y = t;
        t = v1.x; v1.x = v1.y; v1.y = t;
        t = v0.x; v0.x = v0.y; v0.y = t;
        b = (cbx_aabb2){{b.min.y, b.min.x}, {b.max.y, b.max.x}};
    }
    if (fp_int(0, 1)) { /* mirror x */
        c.center.x = -c.center.x, v1.x = -v1.x, v0.x = -v0.x;
        b = (cbx_aabb2){{-b.max.x, b.min.y}, {-b.min.x, b.max.y}};
    }
    if (fp_int(0, 1)) { /* mirror y */
        c.center.y = -c.center.y, v1.y = -v1.y, v0.y = -v0.y;
        b = (cbx_aabb2){{b.min.x, -b.max.y}, {b.max.x, -b.min.y}};
    }
    const int k = fp_int(0, 2) == 0 ? 0 : fp_int(-1000, 1000);
    const int j = fp_int(0, 1) ? k : k + fp_int(-60, 60);
    fp_check(c, v1, v0, b, k, j, st);
}

/* The corner square's range check (cbx_sweep2_fast_corner), one ulp either
   side of each bound: a corner hit (p - K = (3, 4) s, V = -(1, 1) s, r = 2 s)
   with one of a, b, r, |dx|, |dy| set to the bound is decided (and right,
   by the big-float), one ulp beyond it is left open. */
static void fc_case(double px, double py, double a, double b, double r, bool decided) {
    cbx_hit2 h;
    h.cx = h.cy = 1;
    const int f = cbx_sweep2_fast_corner(px, py, 0, 0, a, b, r, true, &h);
    CHECK_MSG((f != CBX_FAST2_UNSURE) == decided, "fast corner p=(%a,%a) a=%a b=%a r=%a: %d", px, py, a, b, r, f);
    if (f == CBX_FAST2_UNSURE) return;
    cbx_sweep_canon q;
    q.px = px, q.py = py, q.r = r, q.lox = q.loy = q.hix = q.hiy = 0;
    q.v1x = -a, q.v1y = -b, q.v0x = q.v0y = 0, q.a = a, q.b = b;
    CHECK_MSG((f == CBX_FAST2_HIT) == cbx_sweep2_hit_big(q), "fast corner p=(%a,%a) a=%a b=%a r=%a: %d", px, py, a,
              b, r, f);
}

/* Sliding at exactly r onto a corner from 2^-29 r before it (fuzz finding):
   the time computation rounds |D|^2 - r^2 to 0 there, so the fast path
   leaves gaps below r / 4 to it; doubling the velocities (which moved the
   doubled query off the fast path) then halves the time, to rounding. */
static void test_slide_within_r(void) {
    const cbx_circle c = {{0x1.000001p+24, 0x1p+53}, 0x1p+53};
    const cbx_aabb2 b = {{-0.0, 0}, {0, 0}};
    const cbx_sweep2 s1 = cbx_sweep_circle_aabb2(c, (cbx_vec2){0x1.eff8p-589, 0x1.fffffffffffffp+1022}, b,
                                                 (cbx_vec2){0x1p+53, 0x1.fffffffffffffp+1022});
    const cbx_sweep2 s2 = cbx_sweep_circle_aabb2(c, (cbx_vec2){0x1.eff8p-588, 0x1.fffffffffffffp+1023}, b,
                                                 (cbx_vec2){0x1p+54, 0x1.fffffffffffffp+1023});
    CHECK(s1.type == CBX_SWEEP_CONTACT && s2.type == CBX_SWEEP_CONTACT);
    CHECK_MSG(near(2 * s2.time, s1.time, 64 * DBL_EPSILON * (s1.time + 1)), "t %a, doubled %a", s1.time, s2.time);
    /* r / 4 before the corner: the fast path, t = g / a */
    const cbx_circle c4 = {{0.25, 1}, 1};
    const cbx_sweep2 s4 = cbx_sweep_circle_aabb2(c4, (cbx_vec2){-2, 0}, b, (cbx_vec2){0, 0});
    CHECK(s4.type == CBX_SWEEP_CONTACT && s4.time == 0.125 && s4.normal.x == 0 && s4.normal.y == 1);
}

/* The fast path's resting rule: a ball at exactly r on each face of a
   box, pushed into it along one axis, touches at time 0 with that face's
   normal and the point under its center; one ulp further out it is
   separate (a contact later, at a positive time), one ulp in it overlaps;
   over the face's end (the corner's column) it still rests. Both
   precisions; a box with a non-dyadic top (0.1, r = 0.1: 0.2 - 0.1 is 0.1
   exactly) too. Only gaps that are r exactly (TwoDiff) count as resting:
   0.6 - 0.1 rounds to 0.5, yet the ball there overlaps the box. */
static bool exactly_r(double a, double b, double r) {
    double e;
    return cbx_two_diff(a, b, &e) == r && e == 0;
}

static void test_resting_pushed(void) {
    const double tops[3] = {1.0, 0.1, 0.1}, rs[3] = {0.25, 0.1, 0.5};
    int rest = 0, over = 0, both = 0;
    for (int k = 0; k < 3; ++k) {
        const double top = tops[k], r = rs[k], y = top + r, bottom = top - 1, yb = bottom - r;
        const cbx_aabb2 b = {{-2, bottom}, {2, top}};
        const double xs[3] = {0.5, -2, 2};
        for (int i = 0; i < 3; ++i) {
            const cbx_sweep2 s = cbx_sweep_circle_aabb2((cbx_circle){{xs[i], y}, r}, (cbx_vec2){0, -1}, b,
                                                        (cbx_vec2){0, 0});
            if (exactly_r(y, top, r)) {
                ++rest;
                CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.time == 0 && s.normal.x == 0 && s.normal.y == 1 &&
                              s.point.x == xs[i] && s.point.y == top,
                          "top %g x %g: type %d time %a normal (%g %g)", top, xs[i], (int)s.type, s.time,
                          s.normal.x, s.normal.y);
                const cbx_sweep2 a = cbx_sweep_circle_aabb2((cbx_circle){{xs[i], next_(y, 9)}, r},
                                                            (cbx_vec2){0, -1}, b, (cbx_vec2){0, 0});
                CHECK(a.type == CBX_SWEEP_CONTACT && a.time > 0 && a.time < 1e-12);
                const cbx_sweep2 o = cbx_sweep_circle_aabb2((cbx_circle){{xs[i], next_(y, -9)}, r},
                                                            (cbx_vec2){0, -1}, b, (cbx_vec2){0, 0});
                CHECK(o.type == CBX_SWEEP_OVERLAP);
                /* moving on both axes too (rolling under gravity, or
                   lifting off): touching at time 0 all the same, the
                   fast path's resting rule before its start stage; an
                   ulp either side goes to the start stage */
                const double vx[4] = {0.3, -0.3, 0.3, -7}, vy[4] = {-1, -1, 1, 0.25};
                for (int m = 0; m < 4; ++m) {
                    const cbx_vec2 v = {vx[m], vy[m]};
                    const cbx_sweep2 t = cbx_sweep_circle_aabb2((cbx_circle){{xs[i], y}, r}, v, b, (cbx_vec2){0, 0});
                    CHECK_MSG(t.type == CBX_SWEEP_CONTACT && t.time == 0 && t.normal.x == 0 &&
                                  t.normal.y == 1 && t.point.x == xs[i] && t.point.y == top,
                              "top %g x %g v (%g %g): type %d time %a normal (%g %g)", top, xs[i], v.x, v.y,
                              (int)t.type, t.time, t.normal.x, t.normal.y);
                    const cbx_sweep2 ta = cbx_sweep_circle_aabb2((cbx_circle){{xs[i], next_(y, 9)}, r}, v, b,
                                                                 (cbx_vec2){0, 0});
                    CHECK(vy[m] < 0 ? ta.type == CBX_SWEEP_CONTACT && ta.time > 0 && ta.time < 1e-12
                                    : ta.type == CBX_SWEEP_NONE);
                    const cbx_sweep2 to = cbx_sweep_circle_aabb2((cbx_circle){{xs[i], next_(y, -9)}, r}, v, b,
                                                                 (cbx_vec2){0, 0});
                    CHECK(to.type == CBX_SWEEP_OVERLAP);
                    const cbx_sweep2 tu = cbx_sweep_circle_aabb2((cbx_circle){{xs[i], yb}, r}, (cbx_vec2){v.x, -v.y},
                                                                 b, (cbx_vec2){0, 0});
                    if (exactly_r(bottom, yb, r))
                        CHECK(tu.type == CBX_SWEEP_CONTACT && tu.time == 0 && tu.normal.y == -1 &&
                              tu.point.y == bottom && tu.point.x == xs[i]);
                    const cbx_sweep2 tw = cbx_sweep_circle_aabb2((cbx_circle){{2 + r, top - 0.5}, r},
                                                                 (cbx_vec2){-3, v.x}, b, (cbx_vec2){0, 0});
                    if (exactly_r(2 + r, 2, r))
                        CHECK(tw.type == CBX_SWEEP_CONTACT && tw.time == 0 && tw.normal.x == 1 && tw.normal.y == 0 &&
                              tw.point.x == 2 && tw.point.y == top - 0.5);
                    ++both;
                }
            } else {
                /* not exactly r: the exact gap's side of r (TwoDiff is exact) */
                ++over;
                double e;
                const double g = cbx_two_diff(y, top, &e);
                const int side = g > r ? 1 : (g < r ? -1 : (e > 0) - (e < 0));
                CHECK(s.type == (side < 0 ? CBX_SWEEP_OVERLAP : CBX_SWEEP_CONTACT));
            }
            /* the mirror: under the box, pushed up */
            const cbx_sweep2 u = cbx_sweep_circle_aabb2((cbx_circle){{xs[i], yb}, r}, (cbx_vec2){0, 1}, b,
                                                        (cbx_vec2){0, 0});
            if (exactly_r(bottom, yb, r))
                CHECK(u.type == CBX_SWEEP_CONTACT && u.time == 0 && u.normal.y == -1 && u.point.y == bottom);
            /* beside it, pushed in */
            const cbx_sweep2 w = cbx_sweep_circle_aabb2((cbx_circle){{2 + r, top - 0.5}, r}, (cbx_vec2){-3, 0}, b,
                                                        (cbx_vec2){0, 0});
            if (exactly_r(2 + r, 2, r))
                CHECK(w.type == CBX_SWEEP_CONTACT && w.time == 0 && w.normal.x == 1 && w.normal.y == 0 &&
                      w.point.x == 2);
            const float yf = (float)y, tf = (float)top, rf = (float)r;
            const cbx_sweep2f f = cbx_sweep_circle_aabb2f((cbx_circlef){{(float)xs[i], yf}, rf}, (cbx_vec2f){0, -1},
                                                          (cbx_aabb2f){{-2, (float)bottom}, {2, tf}},
                                                          (cbx_vec2f){0, 0});
            if (exactly_r((double)yf, (double)tf, (double)rf))
                CHECK(f.type == CBX_SWEEP_CONTACT && f.time == 0 && f.normal.y == 1);
        }
    }
    CHECK(rest == 6 && over == 3 && both == 24);
    /* r^2 = 2^-1000, below the range of the start stage's normal (a
       square root and two divisions): the fast path's resting rule
       answers, moving on both axes or along one, with the face's normal */
    const cbx_aabb2 floor = {{-2, -1}, {2, 0}};
    const cbx_vec2 vels[2] = {{1, -1}, {0, -1}};
    for (int k = 0; k < 2; ++k) {
        const cbx_sweep2 t = cbx_sweep_circle_aabb2((cbx_circle){{0.5, 0x1p-500}, 0x1p-500}, vels[k], floor,
                                                    (cbx_vec2){0, 0});
        CHECK(t.type == CBX_SWEEP_CONTACT && t.time == 0 && t.normal.x == 0 && t.normal.y == 1 && t.point.x == 0.5 &&
              t.point.y == 0);
    }
    /* the same at 2^600 (a floor 2^601 wide), rolling and sinking; and in
       float at 2^-60 and 2^60, where the float query runs the double rule
       on its widened input */
    const double big = 0x1p600;
    const cbx_sweep2 g = cbx_sweep_circle_aabb2((cbx_circle){{0.5 * big, big}, big}, (cbx_vec2){big, -big},
                                                (cbx_aabb2){{-2 * big, -big}, {2 * big, 0}}, (cbx_vec2){0, 0});
    CHECK(g.type == CBX_SWEEP_CONTACT && g.time == 0 && g.normal.x == 0 && g.normal.y == 1 && g.point.x == 0.5 * big &&
          g.point.y == 0);
    const float scales[2] = {0x1p-60f, 0x1p60f};
    for (int k = 0; k < 2; ++k) {
        const float u = scales[k];
        const cbx_sweep2f f = cbx_sweep_circle_aabb2f((cbx_circlef){{0.5f * u, 0.25f * u}, 0.25f * u},
                                                      (cbx_vec2f){0.3f * u, -u},
                                                      (cbx_aabb2f){{-2 * u, -u}, {2 * u, 0}}, (cbx_vec2f){0, 0});
        CHECK(f.type == CBX_SWEEP_CONTACT && f.time == 0 && f.normal.x == 0 && f.normal.y == 1 &&
              f.point.x == 0.5f * u && f.point.y == 0);
    }
}

/* Approaching a flat tile at 107 while sliding past it at 2^53 (fuzz
   finding): the face is reached at t = 1 exactly (the center's x is then -2,
   inside the tile's [-107, 0]). The slab entry from the rounded gap
   2^53 + 107 came 0.9 % late, past the tile's end, and the far corner's
   time 1.0226 was returned: the gap to the grown box is now formed with
   its rounding added back. Both precisions, and the float query's data. */
static void test_entry_gap_rounding(void) {
    const cbx_sweep2 d = cbx_sweep_circle_aabb2((cbx_circle){{0x1p53, 0x1p53}, 0x1p53}, (cbx_vec2){-2, -0.0},
                                                (cbx_aabb2){{-107, -107}, {0, -107}}, (cbx_vec2){0x1p53, 107});
    CHECK_MSG(d.type == CBX_SWEEP_CONTACT && d.time == 1 && d.normal.x == 0 && d.normal.y == 1 && d.point.y == 0,
              "type %d time %a normal (%g %g) point (%a %a)", (int)d.type, d.time, d.normal.x, d.normal.y,
              d.point.x, d.point.y);
    const cbx_sweep2f f = cbx_sweep_circle_aabb2f((cbx_circlef){{0x1p53f, 0x1p53f}, 0x1p53f}, (cbx_vec2f){-2, -0.0f},
                                                  (cbx_aabb2f){{-107, -107}, {0, -107}}, (cbx_vec2f){0x1p53f, 107});
    CHECK_MSG(f.type == CBX_SWEEP_CONTACT && f.time == 1 && f.normal.y == 1, "type %d time %a", (int)f.type,
              (double)f.time);
}

/* A separate start near a corner's circle gets its own time, never 0 (a
   CONTACT at time 0 means touching at the start): the corner root's
   gap, |p - K|^2 - r^2, is formed exactly where its plain sum is all
   rounding (before 2026-11-30 each of these was CONTACT at time 0). Each
   scene is checked in its 8 axis orders and mirror images; the times are
   exact to 1e-14 relative. */
/* Orientation k (0..7) of a scene: axes swapped when bit 0 is set, x
   mirrored for bit 1, y for bit 2 (after the swap). The vectors n, q (a
   normal, a point) go along; either may be NULL. */
typedef struct oriented2 {
    double c[2], v[2], lo[2], hi[2], n[2], q[2];
} oriented2;

static oriented2 orient2(int k, const double c[2], const double v[2], const double lo[2], const double hi[2],
                         const double *n, const double *q) {
    const int sw = k & 1, mx = (k >> 1) & 1, my = (k >> 2) & 1;
    oriented2 o;
    for (int i = 0; i < 2; ++i) {
        const int j = sw ? 1 - i : i, m = i == 0 ? mx : my;
        o.c[i] = m ? -c[j] : c[j];
        o.v[i] = m ? -v[j] : v[j];
        o.lo[i] = m ? -hi[j] : lo[j];
        o.hi[i] = m ? -lo[j] : hi[j];
        o.n[i] = n ? (m ? -n[j] : n[j]) : 0;
        o.q[i] = q ? (m ? -q[j] : q[j]) : 0;
    }
    return o;
}

static void check_corner_time_sym(const double c[2], double r, const double v[2], const double lo[2],
                                  const double hi[2], double want) {
    for (int k = 0; k < 8; ++k) {
        const oriented2 o = orient2(k, c, v, lo, hi, NULL, NULL);
        const double *C = o.c, *V = o.v, *L = o.lo, *H = o.hi;
        const cbx_sweep2 s = cbx_sweep_circle_aabb2((cbx_circle){{C[0], C[1]}, r}, (cbx_vec2){V[0], V[1]},
                                                    (cbx_aabb2){{L[0], L[1]}, {H[0], H[1]}}, (cbx_vec2){0, 0});
        CHECK_MSG(s.type == CBX_SWEEP_CONTACT && fabs(s.time - want) <= 1e-14 * want, "symmetry %d: type %d time %.17g want %.17g",
                  k, (int)s.type, s.time, want);
    }
}

static void test_corner_near_tangent_start(void) {
    /* one ulp beyond tangency (offsets 1.25 + 2^-52 and 3 from the corner, r = 3.25) */
    check_corner_time_sym((const double[]){-3.25, 1.25}, 3.25, (const double[]){0.5, 0.0625},
                          (const double[]){-0x1.fffffffffffffp+0, -0x1.b000000000001p+2},
                          (const double[]){-0.25, -1.75}, 6.3441315692866089e-16);
    /* 2^32 to the side of a corner it passes at exactly r = 2^109 (beyond
       the fast corner's range: the rescaled path) */
    check_corner_time_sym((const double[]){-0x1.cfbb23160035fp+84, 0x1.45154263c937ep+113}, 0x1.6ad7a219ea2p+109,
                          (const double[]){-0x1.7d4a346a8a387p-317, 0},
                          (const double[]){-0x1.cfbb23160036p+84, 0x1.5bc2bc8567d9ep+113},
                          (const double[]){-0x1.cfbb23160036p+84, 0x1.5cc1c702d8c3p+114}, 7.6993345973128529e+104);
    /* a corner 2^78 from a center at r = 2^928, approached from 2 ulps of 2^662 */
    check_corner_time_sym((const double[]){0x1.ea098ad74f0a2p+928, -0x1.740a05ecadf0fp+662}, 0x1.ea098ad74f0a2p+928,
                          (const double[]){0, -0x1.88e93023d652dp+410},
                          (const double[]){0x1.da47a27287e79p-224, -0x1.740a05ecadf11p+662},
                          (const double[]){0x1.4ab296fedee5cp+78, -0x1.740a05ecadf11p+662}, 2.0939920422383455e+60);
}

/* A start far from the box (5e206 above a box 1.5 tall, 8.8e189 beside
   one 3.4e7 wide): the face entered is the later slab entry's, whatever
   the rounded offset there says (it is all rounding at that distance).
   Before 2026-11-30 both got the far face's normal and point (the bottom
   for a ball coming down on the top). Checked in the 8 orientations. */
static void check_entry_face_sym(const double c[2], double r, const double v[2], const double lo[2],
                                 const double hi[2], const double n[2], const double q[2]) {
    for (int k = 0; k < 8; ++k) {
        const int sw = k & 1;
        const oriented2 o = orient2(k, c, v, lo, hi, n, q);
        const double *C = o.c, *V = o.v, *L = o.lo, *H = o.hi, *N = o.n, *Q = o.q;
        const cbx_sweep2 s = cbx_sweep_circle_aabb2((cbx_circle){{C[0], C[1]}, r}, (cbx_vec2){V[0], V[1]},
                                                    (cbx_aabb2){{L[0], L[1]}, {H[0], H[1]}}, (cbx_vec2){0, 0});
        const int face = n[0] != 0 ? (sw ? 1 : 0) : (sw ? 0 : 1); /* the axis of the face's coordinate */
        CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.normal.x == N[0] && s.normal.y == N[1] &&
                      (face == 0 ? s.point.x == Q[0] : s.point.y == Q[1]),
                  "symmetry %d: type %d normal (%g %g) want (%g %g), point (%g %g)", k, (int)s.type, s.normal.x,
                  s.normal.y, N[0], N[1], s.point.x, s.point.y);
    }
}

static void test_far_start_entry_face(void) {
    check_entry_face_sym((const double[]){-0x1.d282d56f9f754p+9, 0x1.8cfec9071a197p+686}, 0x1.68c398e4faf31p+5,
                         (const double[]){0x1.00d5d80a3d43cp-28, -0x1.1b9277455cd16p-1},
                         (const double[]){-0x1.0a764de043eep-19, 0x1.490892d52b6f6p-27},
                         (const double[]){0x1.0499b8a6d5acfp+877, 0x1.8be044945bcdbp+0}, (const double[]){0, 1},
                         (const double[]){0, 0x1.8be044945bcdbp+0});
    check_entry_face_sym((const double[]){0x1.fcd1ec9f0a4ffp+630, -0x1.68c647aa151b4p+18}, 0x1.dc1dcd548712p-970,
                         (const double[]){-0x1.c831027c1f67fp+28, 0x1.21570024c07e4p-31},
                         (const double[]){-0x1.63ab446909e5cp+21, -0x1.0458bd813534ap+10},
                         (const double[]){0x1.ff483a7606e0cp+24, 0x1.7eb61a4c2826cp+900}, (const double[]){1, 0},
                         (const double[]){0x1.ff483a7606e0cp+24, 0});
    /* Slab entries 1e-46 apart (relative): the later, x, is the face met,
       the center then just below the top face's height (the top face's
       normal before; ordered exactly now). */
    check_entry_face_sym((const double[]){-3.968843525201993e+256, -3.898904511256027e-157}, 6.242082566896955e-203,
                         (const double[]){2.3656150848877387e+249, 2.3239281840658348e-164},
                         (const double[]){-2.071158277957589e+152, -9.566558376895081e-207},
                         (const double[]){8.098668912868005e+129, 0.0}, (const double[]){-1, 0},
                         (const double[]){-2.071158277957589e+152, 0});
    /* A point (r = 0) at 1e139 meeting a flat oriented box: its frame's
       sweep entered through x, whose rounded offset at the entry picked
       the far side (the normal along the motion). */
    const double lo1 = 0x1.f5706b93d29f4p-399, hi1 = 0x1.57ad8f712befap+465;
    const cbx_obb2 o = {{0x1.086124997a52fp+247, lo1 * 0.5 + hi1 * 0.5}, {0, hi1 * 0.5 - lo1 * 0.5},
                        cbx_rot2_from_angle(5.6417912288269472)};
    const cbx_vec2 v = {-0x1.cae45f6a11d22p-389, -0x1.12c1fdb378e85p-364};
    const cbx_sweep2 s = cbx_sweep_circle_obb2((cbx_circle){{0x1.086124997a52fp+247, 0x1.4485f87bcd1ecp+465}, 0}, v,
                                               o, (cbx_vec2){0, 0});
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.normal.x * v.x + s.normal.y * v.y < 0 &&
                  near(s.normal.x, -o.rot.c, 1e-12) && near(s.normal.y, -o.rot.s, 1e-12),
              "type %d normal (%g %g)", (int)s.type, s.normal.x, s.normal.y);
}

static void test_fast_corner_range(void) {
    const double lo = 0x1p-232, hi = 0x1p240;
    fc_case(3, 4, 1, 1, 2, true);
    /* a length at the lower bound: r, then dy (p outside the circle, as the
       fast path guarantees: dx = 3 r) */
    fc_case(3 * lo, 4 * lo, 1, 1, lo, true);
    fc_case(3 * lo, 4 * lo, 1, 1, next_(lo, 0), false);
    fc_case(6 * lo, lo, 1, 1, 2 * lo, true);
    fc_case(6 * lo, next_(lo, 0), 1, 1, 2 * lo, false);
    /* speeds at either bound */
    fc_case(3, 4, lo, lo, 2, true);
    fc_case(3, 4, next_(lo, 0), lo, 2, false);
    fc_case(3, 4, hi, hi, 2, true);
    fc_case(3, 4, next_(hi, INFINITY), hi, 2, false);
    /* a length at the upper bound */
    fc_case(0.75 * hi, hi, 1, 1, 0.5 * hi, true);
    fc_case(0.75 * hi, next_(hi, INFINITY), 1, 1, 0.5 * hi, false);
    /* a zero difference is in range */
    fc_case(3, 0, 1, 1, 2, true);
}

/* The start stage's top-right rule, one bit either side: the center
   within r = 1 of both slabs by the rounded gaps, the exact gap above the
   top being r + 2^-54 (rounded to r: left open) or r - 0.75 2^-53 (rounded
   below r: taken).
   - Sliding left and sinking by 2^-60 per unit from 0.5 right of the box,
     the first leaves the corner's quadrant more than r above the top and
     sinks onto it at t = 64.
   - Moving at 45 degrees from 2^-60 right of the box, it leaves the
     quadrant 2^-54 - 2^-60 above r and meets the top face at t = 2^-54;
     the ray against the corner's circle, which the stage would have used,
     certainly meets that circle, and would name the corner.
   - Moving at 45 degrees from 0.5 right of the box with the exact gap
     below r, the stage decides: a hit, as the big-float says. */
static void test_start_stage_edges(void) {
    const cbx_aabb2 b = {{-1000, -1}, {0, 0x1.8p-53}};
    const cbx_vec2 v0 = {0, 0};
    for (int k = 0; k < 3; ++k) {
        const cbx_circle c = {{k == 1 ? 0x1p-60 : 0.5, k < 2 ? 1 + 0x1p-52 : 1}, 1};
        const cbx_vec2 v1 = {-1, k == 0 ? -0x1p-60 : -1};
        double sx, sy;
        const cbx_sweep_canon q = cbx_sweep2_canonical(c, v1, v0, b, &sx, &sy);
        cbx_hit2 h;
        h.cx = h.cy = 1;
        const int f = cbx_sweep2_fast(&q, &h, false);
        const cbx_sweep2 s = cbx_sweep_circle_aabb2(c, v1, b, v0);
        if (k < 2) {
            cbx_hit2 g;
            g.cx = g.cy = 1;
            const int disk = cbx_sweep2_fast_corner(q.px, q.py, q.hix, q.hiy, q.a, q.b, q.r, true, &g);
            CHECK_MSG(f == CBX_FAST2_START && (k == 0 || (disk == CBX_FAST2_HIT && g.cx == 1 && g.cy == 1)),
                      "fast %d, corner's circle %d", f, disk);
            CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.time == (k == 0 ? 64 : 0x1p-54) && s.normal.x == 0 &&
                          s.normal.y == 1, "type %d time %a normal (%a %a)", (int)s.type, s.time, s.normal.x,
                      s.normal.y);
        } else {
            CHECK_MSG(f == CBX_FAST2_HIT && cbx_sweep2_hit_big(q) && s.type == CBX_SWEEP_CONTACT &&
                          s.normal.x > 0 && s.normal.y > 0, "fast %d, type %d normal (%a %a)", f, (int)s.type,
                      s.normal.x, s.normal.y);
        }
    }
}

/* The start stage's top-right rule closed at r: a ball on a floor at
   exactly r, a tile's top corner exactly r ahead and r below (the corner's
   square entered at its far corner), moving onto it while sinking (the
   game trace's commonest start left to the general path before): the ray
   against the corner's circle, a hit, as the big-float says. A gap that
   rounds to r but exceeds it by 2^-60 stays open. Then along one axis: a
   ball rolling away from a tile it is beside, r from its side and r above
   its top: NONE from the fast path's one-axis rules (since the
   forty-fourth session; before, they left it to the general path) and
   from the start stage alike; and the general path's own answer
   with no relative motion, out of the fast path's range (the widths
   overflow). */
static void test_start_square_closed(void) {
    fp_stats st = {0, 0, 0, 0, 0, 0};
    const cbx_vec2 v0 = {0, 0};
    for (int k = 0; k < 2; ++k) {
        const cbx_circle c = {{9.5, 0.5}, 0.5};
        const cbx_aabb2 b = {{10, -1}, {11, k == 0 ? 0 : -0x1p-60}}; /* the gap above rounds to r */
        const cbx_vec2 v1 = {0.041666666666666664, -0.002725};
        double sx, sy;
        const cbx_sweep_canon q = cbx_sweep2_canonical(c, v1, v0, b, &sx, &sy);
        cbx_hit2 h;
        const int f = cbx_sweep2_fast(&q, &h, false);
        CHECK_MSG(f == (k == 0 ? CBX_FAST2_HIT : CBX_FAST2_START), "closed square %d: fast %d", k, f);
        fp_check(c, v1, v0, b, 0, 0, &st);
        const cbx_sweep2 s = cbx_sweep_circle_aabb2(c, v1, b, v0);
        CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.time > 0 && s.normal.x < 0 && s.normal.y > 0,
                  "closed square %d: type %d time %a normal (%a %a)", k, (int)s.type, s.time, s.normal.x, s.normal.y);
    }
    {
        const cbx_circle c = {{9.5, 0.5}, 0.5};
        const cbx_aabb2 b = {{8, -1}, {9, 0}};
        const cbx_vec2 v1 = {0.041666666666666664, 0};
        double sx, sy;
        const cbx_sweep_canon q = cbx_sweep2_canonical(c, v1, v0, b, &sx, &sy);
        cbx_hit2 h;
        const int f = cbx_sweep2_fast(&q, &h, false);
        const int g = cbx_sweep2_fast_start(q.px, q.py, q.lox, q.loy, q.hix, q.hiy, q.a, q.b, q.r, &h);
        /* the fast path's one-axis rules answer it (cbx_sweep2_fast_receding),
           as the start stage does */
        CHECK_MSG(f == CBX_FAST2_NONE && g == CBX_FAST2_NONE, "rolling away: fast %d, start stage %d", f, g);
        fp_check(c, v1, v0, b, 0, 0, &st);
        CHECK(cbx_sweep_circle_aabb2(c, v1, b, v0).type == CBX_SWEEP_NONE);
    }
    {
        const cbx_circle c = {{1.5e308, 0}, 1};
        const cbx_aabb2 b = {{-1e308, 10}, {1e308, 20}};
        const cbx_vec2 v = {3, 3};
        CHECK(cbx_sweep_circle_aabb2(c, v, b, v).type == CBX_SWEEP_NONE);
    }
    CHECK(st.decided == 2);
}

static void test_fast_path(void) {
    fp_stats st = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 210000; ++i) fp_scene(i % 15, &st);
    printf("fast path: %ld cases, %ld decided (%ld hits, %ld misses, %ld starts; %ld beside a corner, "
           "also shown separate)\n", st.cases, st.decided, st.hit, st.none, st.start, st.apart);
    /* It must keep taking the cases it is for. */
    CHECK(st.decided > st.cases / 3 && st.hit > st.cases / 10 && st.start > st.cases / 40 && st.apart > 1000);
}

/* ---- the start (cbx_sweep2_start) against the static queries ------------ */

/* One start: the certificate's sign (when it decides) must be the
   big-float's, and the start's answer must be the static one, bit for bit
   (type from relate(), normal from contact(), point the box point nearest
   the center). */
static void st_check(cbx_circle c, cbx_aabb2 b, long *cases, long *decided) {
    if (!cbx_is_valid_circle(c) || !cbx_is_valid_aabb2(b)) return;
    ++*cases;
    const double p[2] = {c.center.x, c.center.y};
    const double q[2] = {cbx_clamp(p[0], b.min.x, b.max.x), cbx_clamp(p[1], b.min.y, b.max.y)};
    const int s = cbx_sweep2_start_sign(p[0], p[1], q[0], q[1], c.radius);
    if (s != CBX_UNDECIDED) {
        ++*decided;
        const int e = cbx_exact_dist2_cmp(p, q, 2, c.radius);
        CHECK_MSG(s == e, "start sign %d, big-float %d: c=(%a,%a) r=%a box=(%a,%a,%a,%a)", s, e, p[0], p[1],
                  c.radius, b.min.x, b.min.y, b.max.x, b.max.y);
    }
    cbx_sweep2 out = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
    const bool met = cbx_sweep2_start(c, b, &out);
    const cbx_relation rel = cbx_relate_circle_aabb2(c, b);
    const cbx_contact2 k = cbx_contact_circle_aabb2(c, b);
    const bool same = met == (rel != CBX_SEPARATE) &&
                      (!met || (out.type == (rel == CBX_OVERLAPPING ? CBX_SWEEP_OVERLAP : CBX_SWEEP_CONTACT) &&
                                out.time == 0 && memcmp(&out.point.x, &q[0], sizeof q[0]) == 0 &&
                                memcmp(&out.point.y, &q[1], sizeof q[1]) == 0 &&
                                memcmp(&out.normal, &k.normal, sizeof k.normal) == 0));
    CHECK_MSG(same, "start %d (type %d), relate %d: c=(%a,%a) r=%a box=(%a,%a,%a,%a)", met, out.type, rel, p[0],
              p[1], c.radius, b.min.x, b.min.y, b.max.x, b.max.y);
}

/* Starts on the certificate's borders: resting on a corner at a
   Pythagorean offset (3, 4, 5) s or on a face at r, on grid data and with
   random bits, each number one ulp off at random, at scales 2^-1000 to
   2^1000 (squares that underflow or overflow), with significands of 26
   bits and just more (products no longer exact). */
static void test_start_sign(void) {
    long cases = 0, decided = 0, corner_cases = 0, corner_decided = 0;
    for (int i = 0; i < 200000; ++i) {
        const int kind = i % 7;
        const int bits = fp_int(1, 30);
        const double sgn_x = fp_int(0, 1) ? 1 : -1, sgn_y = fp_int(0, 1) ? 1 : -1;
        const double s = (double)(1 + (int64_t)(test_rng_next() % ((uint64_t)1 << bits))) * 0x1p-20;
        const double w = fp_int(0, 8) / 2.0, h = fp_int(0, 8) / 2.0, ox = fp_int(-40, 40) / 4.0, oy = fp_int(-40, 40);
        cbx_aabb2 b = {{ox, oy}, {ox + w, oy + h}};
        const double kx = sgn_x > 0 ? b.max.x : b.min.x, ky = sgn_y > 0 ? b.max.y : b.min.y;
        cbx_circle c;
        switch (kind) {
        case 0: c = (cbx_circle){{kx + sgn_x * 3 * s, ky + sgn_y * 4 * s}, 5 * s}; break;
        case 1: c = (cbx_circle){{kx + sgn_x * 5 * s, ky + sgn_y * 12 * s}, 13 * s}; break;
        case 2: c = (cbx_circle){{ox + w * fp_uni(0, 1), ky + sgn_y * s}, s}; break;
        case 3: c = (cbx_circle){{fp_int(-40, 40) / 2.0, fp_int(-40, 40) / 2.0}, fp_int(0, 12) / 2.0}; break;
        case 4: /* resting at r above a face, the center a few ulps beyond its end */
        case 5: {
            double x = kx;
            for (int k = fp_int(1, 3); k > 0; --k) x = next_(x, sgn_x * INFINITY);
            const double rr = kind == 4 ? fp_int(1, 16) / 8.0 : s;
            c = (cbx_circle){{x, ky + sgn_y * rr}, rr};
            break;
        }
        default: c = (cbx_circle){{fp_uni(-20, 20), fp_uni(-20, 20)}, fp_uni(0, 10)}; break;
        }
        const bool off = fp_int(0, 1);
        if (off) {
            c.center.x = fp_ulp(c.center.x), c.center.y = fp_ulp(c.center.y), c.radius = fp_ulp(c.radius);
            b.min.x = fp_ulp(b.min.x), b.max.y = fp_ulp(b.max.y);
        }
        if (c.radius < 0) c.radius = 0;
        const int k = fp_int(0, 2) == 0 ? 0 : fp_int(-1000, 1000);
        c = (cbx_circle){{cbx_scale2(c.center.x, k), cbx_scale2(c.center.y, k)}, cbx_scale2(c.radius, k)};
        b = (cbx_aabb2){{cbx_scale2(b.min.x, k), cbx_scale2(b.min.y, k)}, {cbx_scale2(b.max.x, k), cbx_scale2(b.max.y, k)}};
        const long before = decided;
        st_check(c, b, &cases, &decided);
        if (kind <= 1 && !off && bits <= 20 && k > -400 && k < 400) {
            ++corner_cases;
            corner_decided += decided > before;
        }
    }
    printf("start: %ld cases, %ld decided by the certificate; resting on corners: %ld of %ld\n", cases, decided,
           corner_decided, corner_cases);
    /* It must keep taking the resting corners of short significands it is for. */
    CHECK(corner_decided > corner_cases * 9 / 10);
}

/* A circle of radius 2^-1074 falling along a diagonal (relative velocity
   (1.4e-45 - 114, -114)) onto a flat box's top face at y = -FLT_MAX, which
   it meets 4e-9 inside the face's left end at 3e36 (fuzz_sweep_circle):
   the rounded entry named the corner, which the exact path misses, and the
   corner's exact normal came out (inf, -inf). The face's normal, unit, in
   every mirror image and with the axes swapped. */
static void test_missed_corner_normal(void) {
    const double r = 0x0.0000000000001p-1022, m = -0x1.fffffep+127;
    const double c[2] = {0.0, -0.0}, v[2] = {0x1.6d601ad376ab9p-150, 0}, lo[2] = {m, m}, hi[2] = {0, m};
    const double n[2] = {0, 1}, bv[2] = {0x1.c8p+6, 0x1.c8p+6}; /* the box's velocity goes along as q */
    for (int k = 0; k < 8; ++k) {
        const oriented2 o = orient2(k, c, v, lo, hi, n, bv);
        const cbx_sweep2 s = cbx_sweep_circle_aabb2((cbx_circle){{o.c[0], o.c[1]}, r}, (cbx_vec2){o.v[0], o.v[1]},
                                                    (cbx_aabb2){{o.lo[0], o.lo[1]}, {o.hi[0], o.hi[1]}},
                                                    (cbx_vec2){o.q[0], o.q[1]});
        CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.normal.x == o.n[0] && s.normal.y == o.n[1],
                  "orientation %d: type %d normal (%a, %a), want (%g, %g)", k, (int)s.type, s.normal.x, s.normal.y,
                  o.n[0], o.n[1]);
    }
}

/* Regression (an independent exact oracle, 2026-12-06): a ball of radius
   5 meeting the lower-left corner of a 3 by 11 box from 1.4e17 away, its
   start an ulp off the path through the corner: its position at the slab
   entry is all rounding there (16 units against a box 3 wide), and the
   general path named the far corner, then formed its normal from an
   impact parameter that was all rounding too: the tangent on the wrong
   side (a dot product of -0.04 with the exact normal, which docs/sweep.md
   promises positive). The side at the entry is now decided exactly where
   it lies within rounding, and such a corner's normal exactly. The same
   with a flat box (a wall 12 tall, r = 4). In every orientation: the
   corner met and the normal within 1e-12 of the exact one. */
static void test_entry_point_rounding(void) {
    const double c[2] = {-0x1.e000000000001p+56, -0x1.4000000000001p+57}, v[2] = {3, 4};
    const struct { double r, lo[2], hi[2], k[2], n[2]; } cases[2] = {
        {5, {0, -11}, {3, 0}, {0, -11}, {-0.6315198078462462, -0.775359743794995}},
        {4, {0, -12}, {0, 0}, {0, -12}, {-0.7478775382679628, -0.663836717690617}}};
    for (int j = 0; j < 2; ++j)
        for (int k = 0; k < 8; ++k) {
            const oriented2 o = orient2(k, c, v, cases[j].lo, cases[j].hi, cases[j].n, cases[j].k);
            const cbx_sweep2 s = cbx_sweep_circle_aabb2((cbx_circle){{o.c[0], o.c[1]}, cases[j].r},
                                                        (cbx_vec2){o.v[0], o.v[1]},
                                                        (cbx_aabb2){{o.lo[0], o.lo[1]}, {o.hi[0], o.hi[1]}},
                                                        (cbx_vec2){0, 0});
            CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.point.x == o.q[0] && s.point.y == o.q[1] &&
                          fabs(s.normal.x - o.n[0]) < 1e-12 && fabs(s.normal.y - o.n[1]) < 1e-12,
                      "case %d orientation %d: point (%g, %g) normal (%.17g, %.17g), want (%g, %g), (%g, %g)", j, k,
                      s.point.x, s.point.y, s.normal.x, s.normal.y, o.q[0], o.q[1], o.n[0], o.n[1]);
        }
    /* A ball 2^-1000 across at 2^782 a second: its entry times underflow
       to 0, and the rescaled path took the start's region for the entry's
       (the bottom face's normal for the corner (0, 0) it meets). */
    const double u = 0x1p-1000, c7[2] = {-5 * u, -10 * u}, v7[2] = {0x1p782, 0x1.cp781}, lo7[2] = {-8 * u, 0},
                 hi7[2] = {0, 8 * u}, n7[2] = {0.15703686729257485, -0.987592741118997}, k7[2] = {0, 0};
    for (int k = 0; k < 8; ++k) {
        const oriented2 o = orient2(k, c7, v7, lo7, hi7, n7, k7);
        const cbx_sweep2 s = cbx_sweep_circle_aabb2((cbx_circle){{o.c[0], o.c[1]}, 5 * u}, (cbx_vec2){o.v[0], o.v[1]},
                                                    (cbx_aabb2){{o.lo[0], o.lo[1]}, {o.hi[0], o.hi[1]}},
                                                    (cbx_vec2){0, 0});
        CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.point.x == o.q[0] && s.point.y == o.q[1] &&
                      fabs(s.normal.x - o.n[0]) < 1e-12 && fabs(s.normal.y - o.n[1]) < 1e-12,
                  "tiny times, orientation %d: point (%g, %g) normal (%.17g, %.17g), want (%g, %g)", k, s.point.x,
                  s.point.y, s.normal.x, s.normal.y, o.n[0], o.n[1]);
    }
}

/* Regression (an independent exact oracle, 2026-12-07): a ball of radius
   2^-54 of its offset to a box's corner, both moving (the box slowly), at
   1e-106: outside the filter's range, the sweep rescaled the corner's
   problem and formed its normal from the impact parameter D x V, which
   rounding there moves by more than r |V|: the tangent on the wrong side,
   (-0.96, -0.28) for (-0.108, 0.994). The same scene at every scale 2^k
   from 2^-600 to 2^600 (exactly scaled), in every orientation: the time
   18 and the exact normal within 1e-12. */
static void test_rescaled_corner_normal(void) {
    const double c[2] = {-0x1.f800000000001p-352, 0x1.bp-350}, r = 0x1.2cp-404, v[2] = {0x1.cp-356, -0x1.8p-354};
    const double lo[2] = {-0x1.ap-407, -0x1.3p-406}, hi[2] = {-0x1.8p-408, -0x1p-406}, bv[2] = {-0x1p-410, -0x1p-407};
    const double n[2] = {-0.10774647855982590558, 0.99417840268130798721};
    for (int e = -600; e <= 600; e += 50)
        for (int k = 0; k < 8; ++k) {
            double cs[2], vs[2], los[2], his[2], bs[2];
            for (int i = 0; i < 2; ++i) {
                cs[i] = ldexp(c[i], e);
                vs[i] = ldexp(v[i], e);
                los[i] = ldexp(lo[i], e);
                his[i] = ldexp(hi[i], e);
                bs[i] = ldexp(bv[i], e);
            }
            const oriented2 o = orient2(k, cs, vs, los, his, n, NULL);
            const oriented2 ob = orient2(k, bs, bs, los, his, NULL, NULL); /* the box's velocity, oriented */
            const cbx_sweep2 s = cbx_sweep_circle_aabb2(
                (cbx_circle){{o.c[0], o.c[1]}, ldexp(r, e)}, (cbx_vec2){o.v[0], o.v[1]},
                (cbx_aabb2){{o.lo[0], o.lo[1]}, {o.hi[0], o.hi[1]}}, (cbx_vec2){ob.v[0], ob.v[1]});
            CHECK_MSG(s.type == CBX_SWEEP_CONTACT && fabs(s.time - 18) <= 1e-13 &&
                          fabs(s.normal.x - o.n[0]) < 1e-12 && fabs(s.normal.y - o.n[1]) < 1e-12,
                      "scale 2^%d orientation %d: type %d time %.17g normal (%.17g, %.17g), want (%.17g, %.17g)", e,
                      k, (int)s.type, s.time, s.normal.x, s.normal.y, o.n[0], o.n[1]);
        }
}

/* A quarter-turned box whose center and half extent have low bits that
   cancel at a face, a circle of few bits sliding past it: the offset
   center - box.center rounds, the bounds do not (tests/oracle/test_sweep2.py,
   "obb quarter turn, offsets rounding"; through the frame the first was
   NONE, the second CONTACT). The sweep and the cast are those of the
   axis-aligned box of those bounds (src/shape/obb_aligned.inc). */
static void test_quarter_turn_offsets_round(void) {
    /* world x bounds 0x1.d55fa5fb54238p+15 -+ 0x1.faabf4bf6a847p+18: the
       left face at exactly -0x1.cp+18 = x + r, grazed going +y */
    const cbx_obb2 a = {{0x1.d55fa5fb54238p+15, -0x1.e1b719c3ed516p+19}, {0x1.ap+19, 0x1.faabf4bf6a847p+18}, {0, -1}};
    const cbx_circle ca = {{-0x1.18p+20, -0x1.b06dc670fb546p+21}, 0x1.5p+19};
    const cbx_vec2 va = {0, 0x1p19}, z = {0, 0};
    cbx_sweep2 s = cbx_sweep_circle_obb2(ca, va, a, z);
    CHECK_MSG(s.type == CBX_SWEEP_CONTACT, "graze at exactly r: type %d", (int)s.type);
    const cbx_aabb2 wa = {{-0x1.cp+18, -0x1.e1b719c3ed516p+19 - 0x1.ap+19},
                          {0x1.d55fa5fb54238p+15 + 0x1.faabf4bf6a847p+18, -0x1.e1b719c3ed516p+19 + 0x1.ap+19}};
    const cbx_sweep2 w = cbx_sweep_circle_aabb2(ca, va, wa, z);
    CHECK(w.type == s.type && w.time == s.time && w.normal.x == s.normal.x && w.normal.y == s.normal.y);
    const cbx_circle cb = {{-0x1.18p+20, nextafter(-0x1.b06dc670fb546p+21, 0)}, nextafter(0x1.5p+19, 0)};
    CHECK(cbx_sweep_circle_obb2(cb, va, a, z).type == CBX_SWEEP_NONE); /* an ulp short of the face */
    const cbx_cast2 k = cbx_cast_circle_obb2(ca, (cbx_vec2){0, 0x1p23}, a);
    CHECK(k.hit == cbx_cast_circle_aabb2(ca, (cbx_vec2){0, 0x1p23}, wa).hit);
    /* a circle of radius 2.25 passing under the face y = 10 at r + 2^-50: NONE */
    const cbx_obb2 b = {{0x1.f3e07e2ad5f08p+2, 0x1.1862a9753d6dap+5}, {0x1.582e6b76d495cp+3, 0x1.90c552ea7adb4p+4},
                        {-1, 0}};
    s = cbx_sweep_circle_obb2((cbx_circle){{0x1.b243d55187f1cp+6, 0x1.effffffffffffp+2}, 0x1.2p+1},
                              (cbx_vec2){-0x1.ap+4, 0}, b, z);
    CHECK_MSG(s.type == CBX_SWEEP_NONE, "miss by an ulp: type %d", (int)s.type);
}

int main(void) {
    test_basic();
    test_start();
    test_exact_grazing();
    test_zero_radius();
    test_extreme();
    test_extreme_regress();
    test_invalid();
    test_float_and_obb();
    test_regions();
    test_fast_path();
    test_fast_corner_range();
    test_start_stage_edges();
    test_start_square_closed();
    test_slide_within_r();
    test_entry_gap_rounding();
    test_resting_pushed();
    test_start_sign();
    test_corner_near_tangent_start();
    test_far_start_entry_face();
    test_missed_corner_normal();
    test_entry_point_rounding();
    test_rescaled_corner_normal();
    test_quarter_turn_offsets_round();
    for (int i = 0; i < CBX_COV_COUNT; ++i) {
        CHECK_MSG(cbx_cover_hits[i] > 0, "branch never reached: %s", branch_names[i]);
        printf("  %-32s %lu\n", branch_names[i], cbx_cover_hits[i]);
    }
    CBX_TEST_END();
}
