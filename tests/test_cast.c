/* SPDX-License-Identifier: MIT */
/* Unit tests of the casts and the mover (contract: circbox.h, "Casts" and
   "The mover"): the exact cases that decide blocked versus free, every
   start class, the checked center, invalid input. One body for both
   precisions: this file includes itself. The randomized oracle and the
   long simulations live in tests/oracle/test_cast.py and tests/test_motion.c. */
#ifndef TEST_BODY
#define TEST_BODY

#include <float.h>
#include <math.h>

#include "circbox.h"
#include "internal.h"
#include "test_macros.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

#define T double
#define S
#define NEXT nextafter
#define TEPS DBL_EPSILON
#include "test_cast.c"
#undef T
#undef S
#undef NEXT
#undef TEPS
#define T float
#define S f
#define NEXT nextafterf
#define TEPS FLT_EPSILON
#include "test_cast.c"

/* Regression (oracle finding): a path parallel to a face, its distance to
   the face's plane a few ulps below r, first touching the corner arc beside
   the face; the sweep's normal is the face's, and the path must still block. */
static void test_parallel_below_r(void) {
    const cbx_circle c = {{4.778274216122897, 2.890031509321436}, 1.805524746744559};
    const cbx_aabb2 b = {{4.855722255410912, 4.695556256065995}, {5.219518117696571, 9.625213391092926}};
    const cbx_cast2 k = cbx_cast_circle_aabb2(c, (cbx_vec2){1.188024449160114, 0.0}, b);
    CHECK(k.hit && k.fraction < 0.1);
}

/* Regressions (index helper's fuzzing): the certificate scaled by the
   scene's largest coordinate (a box side at 1.5e300) underflowed a gap of
   100 and stepped a block back to 0; a point whose exact contact is at 1
   against a flat box, its gap below 1e-300, likewise. */
static void test_certificate_scale(void) {
    const cbx_cast2 k = cbx_cast_circle_aabb2((cbx_circle){{-115, -115}, 1}, (cbx_vec2){115, 115},
                                              (cbx_aabb2){{0, 0.8}, {21, 1.5e300}});
    CHECK(k.hit && k.fraction > 0.998 && k.fraction <= 0.99840786791752578);
    const double y = -0x1.a2fe76a3f9475p-499;
    const cbx_cast3 p = cbx_cast_sphere_aabb3((cbx_sphere){{-0x1p-1074, y, y}, 0}, (cbx_vec3){-1, -y, 0},
                                              (cbx_aabb3){{-96, 0, -1}, {0, 0, 0}});
    CHECK(p.hit && p.fraction > 0.999999 && p.fraction < 1);
}

/* The fast path's bit test that rules out an exact fl(c + t d) (odd parts
   of t and d of at least 28 and 27 bits): at 27 and 27 bits the product
   can still be exact, and then the block must take the exact route and
   stop exactly touching, at t itself; one bit more in t and the center
   rounds, so the block stops short, certified. Grid data built so that the
   sweep's time is exact: gap g = t dx, r = g, start at -2g (box at x >= 0). */
static void test_exact_center_bit_test(void) {
    const double dx = (0x1p26 + 1) * 0x1p-24; /* odd part 2^26 + 1: 27 bits */
    const double ts[2] = {(0x1p26 + 1) * 0x1p-27, (0x1p27 + 1) * 0x1p-28}; /* 27 bits, then 28 */
    for (int i = 0; i < 2; ++i) {
        const double t = ts[i], g = t * dx;
        const cbx_circle c = {{-2 * g, 0.5}, g};
        const cbx_aabb2 b = {{0, 0}, {4, 1}};
        const cbx_vec2 d = {dx, 0};
        const cbx_sweep2 s = cbx_sweep_circle_aabb2(c, d, b, (cbx_vec2){0, 0});
        CHECK(s.type == CBX_SWEEP_CONTACT);
        const cbx_cast2 k = cbx_cast_circle_aabb2(c, d, b);
        CHECK(k.hit && k.normal.x == -1 && k.center.x <= -g);
        CHECK(s.time == t);
        if (i == 0) { /* (2^26 + 1)^2 < 2^53: t dx, and so the center, exact */
            CHECK(k.fraction == t && k.center.x == -g);
        } else {
            CHECK(k.fraction < s.time && -g - k.center.x <= 64 * DBL_EPSILON * 2 * g);
        }
    }
}

/* Velocity components 2^982 apart: a ball moving by (-2, -8.3e295) beside
   a box, its first contact (on the face x = 0, at x = r) at 1 - 5e-125,
   which rounds to 1. The closest-approach test counted x's term, below
   2^-960 of y's speed, as a positive uncertainty and stepped the ball back
   to a fraction of 1.5e-6, 2e288 short of touching (test_cast.py,
   CAST_SEED=4245). It must stop within a few ulps of x's own scale. */
static void test_speeds_far_apart(void) {
    const cbx_circle c = {{2.0, -1.5422557423429304e-70}, 1.0332819388909041e-124};
    const cbx_vec2 d = {-2.0, -8.30922057121314e+295};
    const cbx_aabb2 b = {{-1.3258416144848551e-230, -1.9444917160228832e+296}, {0.0, -1.2829255901225795e+290}};
    const cbx_cast2 k = cbx_cast_circle_aabb2(c, d, b);
    CHECK(k.hit && k.normal.x == 1 && k.normal.y == 0);
    CHECK(k.fraction < 1 && k.fraction > 1 - 64 * DBL_EPSILON);
    CHECK(k.center.x > c.radius && k.center.x < 64 * DBL_EPSILON);
}

/* Balls falling by whole units onto a floor: the first contact at t =
   h / m (h the gap above r, a multiple of 1/2; m the speed, 1 to 8). Where
   t is a dyadic fraction (the odd part of m divides 2h) the center there is
   exact and the block stops exactly touching, at t; otherwise (m = 3: t's
   odd part has 53 bits, m's 2, and the bit test rules the exact center
   out at once) it stops short of t, certified, within a few ulps of
   touching. Expected answers from integer arithmetic. */
static void test_falling_grid(void) {
    const cbx_aabb2 b = {{0, -1}, {4, 0}};
    for (int k2 = 1; k2 <= 8; ++k2) {     /* 2h */
        for (int m = 1; m <= 8; ++m) {
            int odd = m;
            while (odd % 2 == 0) odd /= 2;
            const double h = k2 * 0.5, t = h / m;
            if (!(t < 1)) continue; /* reached at or after the end of the step */
            const cbx_circle c = {{1.25, 0.5 + h}, 0.5};
            const cbx_cast2 k = cbx_cast_circle_aabb2(c, (cbx_vec2){0.25 * (m % 3), -m}, b);
            CHECK(k.hit && k.normal.x == 0 && k.normal.y == 1);
            if (k2 % odd == 0) {
                CHECK(k.fraction == t && k.center.y == 0.5);
            } else {
                CHECK(k.fraction < t && k.center.y > 0.5 && k.center.y - 0.5 <= 64 * DBL_EPSILON * (h + 1));
            }
        }
    }
}

/* Regressions (tests/oracle/test_fastpath_edges.py, test_cast.py long runs):
   - the sweep's time (g - r) / |d| carries the gap's rounding, u r / |d|:
     a contact just past the end was blocked at 0.99999632;
   - a start one ulp off a face whose gap rounds to r: the sweep's contact
     at time 0 was taken for touching and a tiny motion blocked at 0;
   - a box a few units thick on a path of 4e223: the contact time rounds to
     1, and the center was placed at the end, past the box;
   - a center inside the box with depths 1 and 1 + 5e-48: the start-hit's
     normal was the farther face's, along the motion;
   - on a path of 7e23 the sweep's normal (taken at its rounded time) was a
     face the ball leaves: it must oppose the motion. */
static void test_rounded_times(void) {
    const cbx_cast3 a = cbx_cast_sphere_aabb3((cbx_sphere){{0, 715294821.4506841, 0}, 715294820.441273},
                                              (cbx_vec3){0, -0.9258787815329081, 0},
                                              (cbx_aabb3){{-1, -1, -1}, {1, 0.08353228950103102, 1}});
    CHECK(!a.hit && a.fraction == 1);
    const cbx_circle c = {{-1.7099879212772259e+33, -5.192296858534827e+33}, 0x1p112};
    const cbx_aabb2 b = {{-3.1153781151208966e+34, -4.153837486827862e+34}, {1.0384593717069655e+34, -0x1p113}};
    CHECK(!cbx_cast_circle_aabb2(c, (cbx_vec2){-1, -1}, b).hit);
    CHECK(cbx_cast_circle_aabb2(c, (cbx_vec2){0, -0x1p61}, b).hit);
    const cbx_cast2 t = cbx_cast_circle_aabb2((cbx_circle){{-2.908841282202125e+164, -3.9354313300208274e+223},
                                                           4.505942481024769e-269},
                                              (cbx_vec2){2.908841282202125e+164, 3.9354313300208274e+223},
                                              (cbx_aabb2){{-1.1568343391683054e+128, -3.0},
                                                          {9.075263089163397e+33, -1.0879720783945271e-243}});
    CHECK(t.hit && t.fraction < 1 && t.center.y < -3 && 2.9e164 * t.normal.x + 3.9e223 * t.normal.y < 0);
    const cbx_cast2 in = cbx_cast_circle_aabb2((cbx_circle){{4.931142830316701e+281, 1.0}, 4272708853513443.0},
                                               (cbx_vec2){7.51419646976054e+298, -0.0860562637749257},
                                               (cbx_aabb2){{-3.0, -5.234523562887813e-48},
                                                           {1.3735886335687936e+301, 2.0}});
    CHECK(in.hit && in.fraction == 0 && in.normal.x == 0 && in.normal.y == 1);
    const cbx_vec3 d = {753936940069359.1, 2282632279214.841, 7.018021146422962e+23};
    const cbx_cast3 e = cbx_cast_sphere_aabb3((cbx_sphere){{-d.x, -d.y, -d.z}, 1.0}, d,
                                              (cbx_aabb3){{-1.350217151488211, -3.0, -22466032.427504033},
                                                          {4863210560.619766, -0.5, 148274529217.9354}});
    CHECK(e.hit && d.x * e.normal.x + d.y * e.normal.y + d.z * e.normal.z < 0);
}

/* Slides, grazes and ends at exactly r, where the cast's shortcuts decide
   (a graze is free before the path's end is looked at; an end point that
   is a double is judged by the static ladder; equal rounded depths by
   their TwoDiff errors). Expected answers worked out in exact rationals. */
static void test_slides_and_ends(void) {
    /* a ball rolling at exactly r onto a tile (grid data): a graze, free;
       an ulp lower it catches the tile's corner */
    const cbx_aabb2 tile = {{2, -1}, {3, 0}};
    cbx_cast2 k = cbx_cast_circle_aabb2((cbx_circle){{0.5, 0.375}, 0.375}, (cbx_vec2){4, 0}, tile);
    CHECK(!k.hit && k.fraction == 1 && k.center.x == 4.5 && k.center.y == 0.375);
    k = cbx_cast_circle_aabb2((cbx_circle){{0.5, nextafter(0.375, 0)}, 0.375}, (cbx_vec2){4, 0}, tile);
    CHECK(k.hit && k.fraction > 0.37 && k.fraction < 0.375 && k.normal.x < 0);
    /* off the grid: 1.7 - 0.7 is exactly 1 = r (a graze, free), while
       fl(1.2) - 0.2 rounds to 1 but is 1 - 2^-54 (the corner blocks) */
    k = cbx_cast_circle_aabb2((cbx_circle){{-3, 1.7}, 1}, (cbx_vec2){6, 0}, (cbx_aabb2){{0, -1}, {1, 0.7}});
    CHECK(!k.hit && k.fraction == 1 && k.center.x == 3 && k.center.y == 1.7);
    k = cbx_cast_circle_aabb2((cbx_circle){{-3, 1.2}, 1}, (cbx_vec2){6, 0}, (cbx_aabb2){{0, -1}, {1, 0.2}});
    CHECK(k.hit && k.fraction > 0.49 && k.fraction <= 0.5 && k.center.x < 0);
    /* the same under a ceiling (the gap below the box's lower face), and
       beside a wall on x (moving along y), in 2D and in 3D */
    k = cbx_cast_circle_aabb2((cbx_circle){{-3, -1.7}, 1}, (cbx_vec2){6, 0}, (cbx_aabb2){{0, -0.7}, {1, 1}});
    CHECK(!k.hit && k.fraction == 1 && k.center.x == 3 && k.center.y == -1.7);
    k = cbx_cast_circle_aabb2((cbx_circle){{-3, -1.2}, 1}, (cbx_vec2){6, 0}, (cbx_aabb2){{0, -0.2}, {1, 1}});
    CHECK(k.hit && k.fraction > 0.49 && k.fraction <= 0.5 && k.center.x < 0);
    k = cbx_cast_circle_aabb2((cbx_circle){{-1.7, -3}, 1}, (cbx_vec2){0, 6}, (cbx_aabb2){{-0.7, 0}, {1, 1}});
    CHECK(!k.hit && k.fraction == 1 && k.center.x == -1.7 && k.center.y == 3);
    k = cbx_cast_circle_aabb2((cbx_circle){{-1.2, -3}, 1}, (cbx_vec2){0, 6}, (cbx_aabb2){{-0.2, 0}, {1, 1}});
    CHECK(k.hit && k.fraction > 0.49 && k.fraction <= 0.5 && k.center.y < 0 && k.normal.y < 0);
    {
        const cbx_aabb3 lid = {{0, 0, -0.7}, {1, 1, 1}}, lid2 = {{0, 0, -0.2}, {1, 1, 1}};
        cbx_cast3 k3 = cbx_cast_sphere_aabb3((cbx_sphere){{-3, 0.5, -1.7}, 1}, (cbx_vec3){6, 0, 0}, lid);
        CHECK(!k3.hit && k3.fraction == 1 && k3.center.x == 3 && k3.center.z == -1.7);
        k3 = cbx_cast_sphere_aabb3((cbx_sphere){{-3, 0.5, -1.2}, 1}, (cbx_vec3){6, 0, 0}, lid2);
        CHECK(k3.hit && k3.fraction > 0.49 && k3.fraction <= 0.5 && k3.center.x < 0);
        cbx_cast3f f3 = cbx_cast_sphere_aabb3f((cbx_spheref){{-3, 0.5f, -1.75f}, 1}, (cbx_vec3f){6, 0, 0},
                                               (cbx_aabb3f){{0, 0, -0.75f}, {1, 1, 1}});
        CHECK(!f3.hit && f3.fraction == 1);
        f3 = cbx_cast_sphere_aabb3f((cbx_spheref){{-3, 0.5f, nextafterf(-1.75f, 0)}, 1}, (cbx_vec3f){6, 0, 0},
                                    (cbx_aabb3f){{0, 0, -0.75f}, {1, 1, 1}});
        CHECK(f3.hit && f3.fraction > 0.49f && f3.fraction <= 0.5f);
    }
    /* falling onto a floor [0, 2] x [-1, 0], r = 0.5: the first contact at
       y = 0.5 exactly at t = 1/2, at t = 1 (the end, a block), just before
       the end with the end rounded onto the surface (fl(0.6) - 0.1), just
       after it with the same rounding (fl(0.8) - 0.3: free) */
    const cbx_aabb2 floor2 = {{0, -1}, {2, 0}};
    k = cbx_cast_circle_aabb2((cbx_circle){{1, 2.5}, 0.5}, (cbx_vec2){0, -4}, floor2);
    CHECK(k.hit && k.fraction == 0.5 && k.center.y == 0.5 && k.normal.y == 1);
    k = cbx_cast_circle_aabb2((cbx_circle){{1, 0.9}, 0.5}, (cbx_vec2){0, -0.4}, floor2);
    CHECK(k.hit && k.fraction == 1 && k.center.y == 0.5 && k.normal.y == 1);
    k = cbx_cast_circle_aabb2((cbx_circle){{1, 0.6}, 0.5}, (cbx_vec2){0, -0.1}, floor2);
    CHECK(k.hit && k.fraction < 1 && k.center.y >= 0.5 && k.normal.y == 1);
    k = cbx_cast_circle_aabb2((cbx_circle){{1, 0.7}, 0.5}, (cbx_vec2){0, -0.2}, floor2);
    CHECK(k.hit && k.fraction < 1 && k.center.y >= 0.5);
    k = cbx_cast_circle_aabb2((cbx_circle){{1, 0.8}, 0.5}, (cbx_vec2){0, -0.3}, floor2);
    CHECK(!k.hit && k.fraction == 1 && k.center.y == 0.5);
    /* 3D: rolling at exactly r across a tile's edge (free), an ulp lower
       (blocked); falling onto it at t = 1/2 */
    const cbx_aabb3 tile3 = {{2, -1, -1}, {3, 0, 1}};
    cbx_cast3 q = cbx_cast_sphere_aabb3((cbx_sphere){{0.5, 0.25, 0.5}, 0.25}, (cbx_vec3){4, 0, 0.25}, tile3);
    CHECK(!q.hit && q.fraction == 1 && q.center.x == 4.5 && q.center.y == 0.25 && q.center.z == 0.75);
    q = cbx_cast_sphere_aabb3((cbx_sphere){{0.5, nextafter(0.25, 0), 0.5}, 0.25}, (cbx_vec3){4, 0, 0.25}, tile3);
    CHECK(q.hit && q.fraction < 0.4 && q.normal.x < 0);
    q = cbx_cast_sphere_aabb3((cbx_sphere){{2.5, 2.25, 0}, 0.25}, (cbx_vec3){0, -4, 0}, tile3);
    CHECK(q.hit && q.fraction == 0.5 && q.center.y == 0.25 && q.normal.y == 1);
}

/* Regression (exact cast oracle, Pythagorean grazes scaled by 2^k): a
   sphere tangent at exactly r to a box corner's sphere, in its region, is
   free at every scale; at 2^-515 .. 2^-520 the ball rule's fast stage lost
   its square-root term to underflow (eps r L below the smallest subnormal)
   and took the sweep's normal, off by about sqrt(eps), for a crossing. The
   radius an ulp larger blocks. */
static void test_graze_tiny_scale(void) {
    const double c[3] = {0x1.0a8acp+0, -0x1.09b84cp+1, -0x1.7d92fcp+0}, d[3] = {0x1.5028p-5, 0x1.c7ebp-5, -0x1.a9fa4p-4};
    for (int k = 0; k >= -560; k -= (k > -500 ? 100 : 1)) {
        const double s = ldexp(1, k), r = 0x1.50bp-4 * s;
        const cbx_sphere ball = {{c[0] * s, c[1] * s, c[2] * s}, r};
        const cbx_vec3 dv = {d[0] * s, d[1] * s, d[2] * s};
        const cbx_aabb3 box = {{-s, -2 * s, -1.5 * s}, {s, 2 * s, 1.5 * s}};
        const cbx_cast3 q = cbx_cast_sphere_aabb3(ball, dv, box);
        CHECK(!q.hit && q.fraction == 1);
        const cbx_sphere wider = {ball.center, nextafter(r, 1)};
        CHECK(cbx_cast_sphere_aabb3(wider, dv, box).hit);
    }
}

/* Regression (exact cast oracle, mixed magnitudes): a path of 1.4e243
   that crosses a box and ends 2.6e-122 beyond it (the ball's radius
   2e-124): the first contact is at 1 - 4.6e-115, which rounds to 1, so the
   block steps back below 1 (the center then still right of the box). The
   end's slope term, 2.6e-122 times d scaled to 2^-807, underflowed to 0
   and the end was taken for "not past the contact": a tunnel. */
static void test_tunnel_slope_underflow(void) {
    const double y = 0x1.a70f631bf3829p+807;
    const cbx_aabb2 b = {{0x1.1566b428e49c7p-404, -0x1.41f06349c015ap-580}, {0x1.c10203bfb0440p-215, 0x1.e24ae8199c407p+427}};
    const cbx_cast2 k = cbx_cast_circle_aabb2((cbx_circle){{1, y}, 0x1.1185c9b786decp-411}, (cbx_vec2){-1, -y}, b);
    CHECK(k.hit && k.fraction < 1 && k.center.x > b.max.x);
    /* ... while a term that underflows on the approaching side is no doubt:
       a ball 2e-181 under a box, rising at 1e-180 while moving 2.5 along x
       (d scaled to ~1, its slope term is 1e-361), meets its face at 0.4389
       and stops there, not at the x slab's entry (0.0767) */
    const cbx_aabb2 wall = {{0x1.39df9caebbbd4p+1, 0x1.a28ccd7a964b2p-600}, {0x1.24a9a790b9c76p+2, 0x1.08e4adec40a9fp-599}};
    const cbx_cast2 w = cbx_cast_circle_aabb2((cbx_circle){{0x1.30e6dba27346bp+2, -0x1.379d8c144daa8p-600}, 0x1.988dd1a9e69a3p-601},
                                              (cbx_vec2){-0x1.3f4f10c6adcb9p+1, 0x1.2b8f5beeff062p-598}, wall);
    CHECK(w.hit && w.fraction > 0.4388 && w.fraction < 0.4389 && w.normal.y == -1);
}

/* Regression (exact cast oracle, mixed magnitudes): a point 3.7e-268
   below a flat box (y = 0), rising at half that per unit, reaches it at
   t = 2, in a scene of 5.7e241; the 3D sweep's time (its walk scaled to the
   scene, where y flushes to 0) was 3.9e-226 and the cast trusted it for a
   point: blocked. Free, ending at the exact end point. */
static void test_point_early_sweep_time(void) {
    const cbx_sphere s = {{-0x1.7743f43832d1cp-45, -0x1.81ede74c77b62p-889, -0x1.a900a181104dep+50}, 0};
    const cbx_vec3 d = {-0x1.ddb7548d482e8p+128, 0x1.81ede74c77b62p-890, 0x1.70b5faac0bcbfp+799};
    const cbx_aabb3 b = {{-0x1.9e5e81aa79f5ap+132, 0, 0x1.d3e5d256bd119p-491}, {0x1.69a9512beec84p-918, 0, 0x1.10d37d966d9a6p+803}};
    const cbx_cast3 k = cbx_cast_sphere_aabb3(s, d, b);
    CHECK(!k.hit && k.fraction == 1 && k.center.y == -0x1.81ede74c77b62p-890);
}

/* A sphere grazing an edge exactly where the edge ends: the line is tangent
   at exactly r to the edge (x = 2.5, z = 0.5) and to its corner at y = -1.75,
   at the same instant t = 0.4, where y = -1.75 exactly: the least distance
   to the box is r, a graze, free (both features' region tests saw the
   tangent point on their common boundary and called it a crossing). Every
   permutation of the axes and the mirror image; a radius one ulp larger
   cuts the edge (blocked). Oracle finding. */
static void test_graze_edge_end(void) {
    const double c[3] = {3, -2.25, 2}, d[3] = {1, 1.25, -0.75}, lo[3] = {1.25, -1.75, -3}, hi[3] = {2.5, 0, 0.5};
    for (int perm = 0; perm < 3; ++perm) {
        for (int mirror = 0; mirror < 2; ++mirror) {
            double cc[3], dd[3], ll[3], hh[3];
            for (int i = 0; i < 3; ++i) {
                const int a = (i + perm) % 3;
                const double s = mirror && a == 1 ? -1 : 1;
                cc[i] = s * c[a];
                dd[i] = s * d[a];
                ll[i] = s > 0 ? lo[a] : -hi[a];
                hh[i] = s > 0 ? hi[a] : -lo[a];
            }
            const cbx_aabb3 b = {{ll[0], ll[1], ll[2]}, {hh[0], hh[1], hh[2]}};
            const cbx_vec3 v = {dd[0], dd[1], dd[2]};
            cbx_cast3 k = cbx_cast_sphere_aabb3((cbx_sphere){{cc[0], cc[1], cc[2]}, 1.5}, v, b);
            CHECK(!k.hit && k.fraction == 1);
            k = cbx_cast_sphere_aabb3((cbx_sphere){{cc[0], cc[1], cc[2]}, nextafter(1.5, 2)}, v, b);
            CHECK(k.hit && k.fraction > 0.39 && k.fraction < 0.4);
            cbx_cast3f f = cbx_cast_sphere_aabb3f(
                (cbx_spheref){{(float)cc[0], (float)cc[1], (float)cc[2]}, 1.5f},
                (cbx_vec3f){(float)dd[0], (float)dd[1], (float)dd[2]},
                (cbx_aabb3f){{(float)ll[0], (float)ll[1], (float)ll[2]}, {(float)hh[0], (float)hh[1], (float)hh[2]}});
            CHECK(!f.hit && f.fraction == 1);
        }
    }
    /* the tangent point one ulp inside the edge's region (the start, or the
       direction along the edge, one ulp off): still a graze, though the
       corner is no longer tangent and the point lies within rounding of the
       region's end (decided exactly) */
    const cbx_aabb3 b = {{-1, -2, -1.5}, {1, 2, 1.5}};
    cbx_cast3 k = cbx_cast_sphere_aabb3((cbx_sphere){{nextafter(-1.5, 0), -3, 7}, 5}, (cbx_vec3){1, -4, -3}, b);
    CHECK(!k.hit && k.fraction == 1);
    k = cbx_cast_sphere_aabb3((cbx_sphere){{-1.5, -3, 7}, 5}, (cbx_vec3){nextafter(1, 2), -4, -3}, b);
    CHECK(!k.hit && k.fraction == 1);
    k = cbx_cast_sphere_aabb3((cbx_sphere){{nextafter(-1.5, 0), -3, 7}, nextafter(5, 6)}, (cbx_vec3){1, -4, -3}, b);
    CHECK(k.hit && k.fraction > 0.49 && k.fraction < 0.5);
    /* Tangent at exactly r to the corner (0, 0, 0) of [-1, 0]^3 at
       T = (a, -+1, a) s, s = 2^-50, r = D s, D^2 - 2 a^2 = 1 (Pell): T lies
       2^-50 from the corner's region, far within rounding. Outside it (in
       the edge's slab) the edge is nearer than r there: a crossing, blocked
       at about 1/2; inside it the corner is nearest: a graze, free. */
    {
        const double a = 723573111879672.0, s = 0x1p-50, r = 1023286908188737.0 * s;
        const cbx_aabb3 cube = {{-1, -1, -1}, {0, 0, 0}};
        for (int side = -1; side <= 1; side += 2) {
            const cbx_sphere ball = {{a * s - 0.5, side * s, a * s + 0.5}, r};
            const cbx_cast3 g = cbx_cast_sphere_aabb3(ball, (cbx_vec3){1, 0, -1}, cube);
            if (side < 0) CHECK(g.hit && g.fraction > 0.49 && g.fraction < 0.5);
            else CHECK(!g.hit && g.fraction == 1);
        }
    }
}

/* The graze sign (cast_rules.c) near 2^-261: |d|^2 and r^2 + |w|^2 are
   normal there but their product is subnormal, its rounding absolute, and
   the filter's bound underflowed to 0, so a discriminant rounded to
   +-2^-1074 decided the wrong sign. Lines one to three ulps of radius off
   tangency to a point in 2 or 3 axes, found by comparing the filter with
   the big-float; the expected sign is exact. */
static void test_graze_sign_subnormal(void) {
    static const struct {
        int m;
        double d[3], p[3], k[3], r;
        int sign;
    } cases[] = {
        {2, {-0x1.d01ae18e59dp-280, 0x1.d29e0e325aaacp-254, -0x1.bd80990abe948p-272},
         {-0x1.38879ba57d608p-262, -0x1.3113dc69a4e43p-262, -0x1.849b8fa41cd3p-264},
         {0x1.30840bbe146cp-266, -0x1.07f97d788c7b8p-264, 0x1.79168ca59748p-270}, 0x1.4b8fdc9cd1a37p-262, 1},
        {3, {0x1.a6d3057bb2128p-254, -0x1.dc7f968aa81f8p-260, -0x1.a5a1be07a7646p-258},
         {0x1.2f131365cad68p-261, 0x1.2dc1fd111f81p-264, 0x1.467748cda4a28p-263},
         {0x1.0be39bd4cdcd4p-263, -0x1.7efb6ac04ec3p-264, -0x1.4e58e43766062p-263}, 0x1.914f87aa5bbe9p-262, -1},
        {2, {0x1.6d2cd8ab507bcp-271, -0x1.c0b754ef23bf4p-254, 0x1.d9b6d6e8e87b8p-272},
         {0x1.a9f470a04043p-262, 0x1.b9525a82745c8p-262, 0x1.4714d4842598p-266},
         {0x1.5c1a7ae1e455ep-263, 0x1.9ed80755269fap-263, -0x1.9c05872bca64p-266}, 0x1.f7cf24b8c5b52p-263, -1},
        {2, {0x1.c76bdb104b33p-260, -0x1.cb8365c7b829p-255, 0x1.f1dbb7cf16d04p-272},
         {-0x1.47bcc604bc5f8p-261, 0x1.1244b4ca58ac8p-261, 0x1.53f1c562a659ap-261},
         {0x1.f493f558fcf3cp-263, -0x1.4e4418d33bdd4p-264, -0x1.d441af577b978p-264}, 0x1.bae180017aebbp-261, 1},
        {2, {0x1.2783375943e7cp-254, 0x1.4ed39e94a2774p-258, 0x1.aa050553f9e74p-268},
         {0x1.7c799685ad9fcp-261, 0x1.540accde4a6ap-262, -0x1.b881db232faep-266},
         {0x1.1fa6792fc44ap-263, -0x1.1d8a637addd28p-263, -0x1.1e51e20174164p-263}, 0x1.b60396c334485p-262, 1},
        {3, {-0x1.4c46811927cap-275, -0x1.a47d530eb25bap-255, -0x1.b934631dcce1ep-265},
         {-0x1.026f25bd268cp-264, 0x1.16e6829ea5f5p-264, -0x1.ee37a42f11e07p-261},
         {0x1.265f1c1cc21e8p-262, 0x1.983b0219295ap-263, 0x1.70f020546e87cp-263}, 0x1.329e832db4307p-260, 1},
    };
    const int axes[3] = {0, 1, 2};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        const int got = cbx_cast_sign_graze(cases[i].d, cases[i].p, cases[i].k, cases[i].r, axes, cases[i].m);
        CHECK_MSG(got == cases[i].sign, "graze sign case %d: %d, want %d", (int)i, got, cases[i].sign);
        /* the same scaled back near 1 (every product normal): the filter's
           ordinary range gives the same sign */
        double d[3], p[3], k[3];
        for (int j = 0; j < 3; ++j) {
            d[j] = ldexp(cases[i].d[j], 262);
            p[j] = ldexp(cases[i].p[j], 262);
            k[j] = ldexp(cases[i].k[j], 262);
        }
        const int near1 = cbx_cast_sign_graze(d, p, k, ldexp(cases[i].r, 262), axes, cases[i].m);
        CHECK_MSG(near1 == cases[i].sign, "graze sign case %d near 1: %d, want %d", (int)i, near1, cases[i].sign);
    }
}

/* Regression (oracle finding, default seed, float 3D): a path along an
   edge at a graze, its end center rounded into the sphere's reach; stepped
   back under the block's certificate, it stopped at 0.71. A free path needs
   only the exact test: blocked just short of the end (or free), its center
   clear. */
static void test_float_graze_end(void) {
    const cbx_spheref s = {{-4.354636192321777f, 3.43789005279541f, -1.3803178071975708f}, 1.1241449117660522f};
    const cbx_vec3f d = {0.0015652845613658428f, -2.582746982574463f, -1.326773599430453e-05f};
    const cbx_aabb3f b = {{-4.343489646911621f, -2.256289005279541f, -0.2562269866466522f},
                          {-2.6411187648773193f, 1.6018165349960327f, 1.977609395980835f}};
    const cbx_cast3f k = cbx_cast_sphere_aabb3f(s, d, b);
    CHECK_MSG(!k.hit || k.fraction > 0.99f, "hit %d fraction %.9g", (int)k.hit, (double)k.fraction);
    const cbx_spheref at = {k.center, s.radius};
    CHECK(cbx_relate_sphere_aabb3f(at, b) != CBX_OVERLAPPING);
}

/* Regression (oracle finding, CAST_SEED=8101 CAST_LONG=3000, float 3D): a
   path that enters an edge's region 2.6e-7 (about a float ulp at its
   scale) outside r at 0.028 and grazes it until its contact at 0.2745.
   Its centers there are all within their rounding of touching, so the
   block's doubling steps went back past 0.028, overshot to the start and
   returned it, without the bisection that would have won the rest back:
   fraction 0, 0.008 short of touching. Now a block near 0.028 (the float
   twin) or the contact itself (double): within a few ulps of touching. */
static void test_float_graze_doubles_to_start(void) {
    const cbx_spheref s = {{-0.3201238512992859f, -2.4180381298065186f, -2.4296865463256836f}, 1.1918487548828125f};
    const cbx_vec3f d = {-4.960060119628906f, -0.00202304613776505f, 0.0002713701396714896f};
    const cbx_aabb3f b = {{-2.6530706882476807f, -2.2603821754455566f, -1.2483108043670654f},
                          {-0.4573684334754944f, -1.3770979642868042f, 2.3038644790649414f}};
    const cbx_cast3f k = cbx_cast_sphere_aabb3f(s, d, b);
    CHECK_MSG(k.hit && k.fraction > 0.02f && k.fraction <= 0.2746f, "hit %d fraction %.9g", (int)k.hit,
              (double)k.fraction);
    const cbx_spheref at = {k.center, s.radius};
    CHECK(cbx_relate_sphere_aabb3f(at, b) == CBX_SEPARATE);
    const cbx_sphere sd = {{s.center.x, s.center.y, s.center.z}, s.radius};
    const cbx_aabb3 bd = {{b.min.x, b.min.y, b.min.z}, {b.max.x, b.max.y, b.max.z}};
    const cbx_cast3 kd = cbx_cast_sphere_aabb3(sd, (cbx_vec3){d.x, d.y, d.z}, bd);
    CHECK_MSG(kd.hit && fabs(kd.fraction - 0.27454205) < 1e-6, "double: hit %d fraction %.17g", (int)kd.hit,
              kd.fraction);
}

/* A ball moving fast along x onto a thin face, slowly along y inside a
   slab that reaches 5.5e280 (cast oracle, seed 8108): d_y is 2^-960 of
   d_x, and the step-back's slope test counted that axis, though inside
   its slab, as an uncertainty of its whole distance to the slab's end
   (6e-9 against a slope of the gap itself): the center was stepped back
   3.6e-9 from the face instead of a few ulps of the scale (4). Now within
   4 ulps of 4, not overlapping; the same with the roles of x and y
   swapped and mirrored. */
static void test_inside_axis_adds_nothing(void) {
    for (int k = 0; k < 2; ++k) {
        const double r = 1.9097001363142785e-278, big = -6.229397417649023e+289;
        const double lo_far = -1.0422783921074451e+210, hi_far = 5.537660516019271e+280, face = 1.2944519241280998e-222;
        const cbx_circle c = k == 0 ? (cbx_circle){{4.0, -3.0}, r} : (cbx_circle){{3.0, -4.0}, r};
        const cbx_vec2 d = k == 0 ? (cbx_vec2){big, -4.0} : (cbx_vec2){4.0, -big};
        const cbx_aabb2 b = k == 0 ? (cbx_aabb2){{0.0, lo_far}, {face, hi_far}}
                                   : (cbx_aabb2){{-hi_far, -face}, {-lo_far, 0.0}};
        const cbx_cast2 m = cbx_cast_circle_aabb2(c, d, b);
        const double gap = k == 0 ? m.center.x - face : -face - m.center.y;
        CHECK_MSG(m.hit && gap >= r && gap <= 4 * 4 * DBL_EPSILON, "case %d: hit %d gap %g (fraction %.17g)", k,
                  (int)m.hit, gap, m.fraction);
        const cbx_circle at = {m.center, r};
        CHECK(cbx_relate_circle_aabb2(at, b) == CBX_SEPARATE);
    }
}

/* A sweep's contact time past the path's end within its bound, which
   grows with the scene's largest magnitude over the speed (fuzz finding,
   fuzz_cast): a float ball of radius k beside a box's edge, the box
   reaching to 1.3e7, moving about k a step, meets the edge at 0.976; the
   sweep reported a face at 3.27 (its bound there exceeds the path), and
   the cast took the path for free, then stepped its end center back with
   the exact test alone, to a fraction 1.4 ulps past the contact. At
   scales k = 2^-126 (the fuzzer's) to 2^-20: a block, short of the exact
   contact time (long double, from the inputs as given) and near it, the
   edge's normal, the center not overlapping. */
static void test_sweep_time_past_path(void) {
    for (int e = -126; e <= -20; e += 2) {
        const float k = ldexpf(1.0f, e);
        const cbx_spheref s = {{0.0f, 0.0f, k}, k};
        const cbx_aabb3f b = {{k, 0x1.b38fb8p-1f * k, 0.0f}, {0x1.8p+5f, k, 0x1.96965ep+23f}};
        const cbx_vec3f d = {0x1.f181a8p-2f * k, 0.0f, k};
        const cbx_cast3f c = cbx_cast_sphere_aabb3f(s, d, b);
        const long double R = k, LX = b.min.x, LY = b.min.y, DX = d.x;
        const long double ts = (LX - sqrtl(R * R - LY * LY)) / DX;
        CHECK_MSG(c.hit && (long double)c.fraction <= ts && (long double)c.fraction > ts - 1e-4L,
                  "scale 2^%d: hit %d fraction %.9g, contact at %.12Lg", e, (int)c.hit, (double)c.fraction, ts);
        CHECK_MSG(c.normal.x < -0.52f && c.normal.x > -0.53f && c.normal.y < -0.85f && c.normal.y > -0.86f,
                  "scale 2^%d: normal %g %g %g", e, (double)c.normal.x, (double)c.normal.y, (double)c.normal.z);
        const cbx_spheref at = {c.center, s.radius};
        CHECK(cbx_relate_sphere_aabb3f(at, b) != CBX_OVERLAPPING);
    }
}

/* Regressions (a cast oracle against the sweep, 2026-11-30; fuzz_index's
   waived finding): a coordinate far out on an axis that does not bear on
   the contact once sized the step back from a block. Stepping from the
   sweep's time t, the general path took its first step from the scene's
   largest coordinate (x = -1.5e207 inside a floor reaching to -1.4e300:
   back to 0 from 0.4169), the corner bracket from the path's end (3e16
   away, for a contact at 1.2e-15: back to the start, 42 units short), and
   from a coordinate deep inside its slab (x = -3.4e15, a face met at
   5e-300: 6 units short), and a subnormal fraction's center taken for
   deep inside its slab (below). Each must stop within a few ulps of the
   contact's own scale: past 0.999999 t, never past t, not overlapping. */
static void test_far_axis_step(void) {
    static const struct {
        cbx_circle c;
        cbx_vec2 d;
        cbx_aabb2 b;
        double t; /* the sweep's time */
    } cases[] = {
        {{{-0x1.21c27f133aad4p+689, -0x1.38p+3}, 0x1.ap+0},
         {0x1.7f49c859c5025p+5, 0x1.138e72466106fp+7},
         {{-0x1.587bdd34b14f9p+996, 0x1.8a85ea0085d1bp+5}, {0x1.2e1591eb06e79p+6, 0x1.0beb23a25cb39p+7}},
         0.41690471516294891},
        {{{-0x1.99d45beb2ef1ap+6, -0x1.72p+4}, 0x1.1a41785d1034bp+7},
         {0x1.379dc5319c929p+54, 0x1.ac83cf1e2e3fcp+6},
         {{0x1.fde94fd3f17f7p+5, 0x1.5ba3802048205p-901}, {0x1.1f99f12f65b89p+997, 0x1.c6ccb30b58f46p-439}},
         1.2302024482405423e-15},
        {{{-0x1.84f13adc3066ep+51, 0x1.354a990418f6bp+3}, 0x1.47f3e2fd4c2a9p+1},
         {0x1.9db7226fadd0ep-560, -0x1.03d1cf2eae8b6p+997},
         {{-0x1.d656c23f55605p+998, -0x1.e3e2ff5fcdbaep+4}, {0x1.b4d712a1c746ep+992, -0x1.c40b43e198c92p-467}},
         5.2253821245518645e-300},
        /* a subnormal fraction: the center at the sweep's time lies 4.6e-24
           inside the floor, within one step of the fraction (6.6e-313 of a
           path of 2e300), not deep inside it; taken as deep, the step was
           sized by x = -1.5 and went back 65,000 such steps (1e-15 short) */
        {{{-0x1.8p+0, -0x1.7e7cc6d9aaf72p-40}, 0x1.2e18362c3a176p-643},
         {-0x1.592b057a69f68p+6, 0x1.8b5558daf32d3p+997},
         {{-0x1.3753dcfe37b24p+6, 0x1.fdbc1ae2bd996p-742}, {0x1.8ep+4, 0x1.ccp+3}},
         6.5697394573026285e-313},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        const cbx_sweep2 s = cbx_sweep_circle_aabb2(cases[i].c, cases[i].d, cases[i].b, (cbx_vec2){0, 0});
        CHECK_MSG(s.type == CBX_SWEEP_CONTACT && s.time == cases[i].t, "case %zu: sweep %d %.17g", i, (int)s.type,
                  s.time);
        const cbx_cast2 k = cbx_cast_circle_aabb2(cases[i].c, cases[i].d, cases[i].b);
        CHECK_MSG(k.hit && k.fraction > 0.999999 * cases[i].t && k.fraction <= cases[i].t,
                  "case %zu: hit %d fraction %.17g, contact at %.17g", i, (int)k.hit, k.fraction, cases[i].t);
        const cbx_circle at = {k.center, cases[i].c.radius};
        CHECK(cbx_relate_circle_aabb2(at, cases[i].b) != CBX_OVERLAPPING);
    }
}

/* A float ball one ulp beside a flat box, moving toward it by more than
   half an ulp but not by r's worth: its end rounds onto the box, so the
   cast blocks at fraction 0 (no float position lies between), and the
   normal is the face or corner it is against, opposing the motion. It
   was the static contact's at the rounded end, on the box: the tie rule's
   -x face for a ball on the +x side, and (0, -1) beside a corner met at
   (-0.18, -0.98) (both along or across the motion, which no velocity clip
   removes). */
static void test_end_rounds_onto_box(void) {
    const cbx_cast2f a = cbx_cast_circle_aabb2f(
        (cbx_circlef){{-0x1.5f1522p+5f, -0x1.45dd3p+14f}, 0x1.35ed2ep-27f}, (cbx_vec2f){-0x1.2f1116p-19f, 0x1.7fc38ep-23f},
        (cbx_aabb2f){{-0x1.5f1524p+5f, -0x1.45dd6cp+14f}, {-0x1.5f1524p+5f, -0x1.45dc48p+14f}});
    CHECK_MSG(a.hit && a.fraction == 0 && a.normal.x == 1 && a.normal.y == 0, "hit %d fraction %a normal (%g %g)",
              (int)a.hit, (double)a.fraction, (double)a.normal.x, (double)a.normal.y);
    const cbx_cast3f a3 = cbx_cast_sphere_aabb3f(
        (cbx_spheref){{-0x1.5f1522p+5f, -0x1.45dd3p+14f, 0}, 0x1.35ed2ep-27f},
        (cbx_vec3f){-0x1.2f1116p-19f, 0x1.7fc38ep-23f, 0},
        (cbx_aabb3f){{-0x1.5f1524p+5f, -0x1.45dd6cp+14f, -1}, {-0x1.5f1524p+5f, -0x1.45dc48p+14f, 1}});
    CHECK_MSG(a3.hit && a3.fraction == 0 && a3.normal.x == 1, "hit %d fraction %a normal.x %g", (int)a3.hit,
              (double)a3.fraction, (double)a3.normal.x);
    const cbx_cast2f b = cbx_cast_circle_aabb2f(
        (cbx_circlef){{0x1.078d96p+16f, -0x1.56b36p+3f}, 0x1.61d25ep-5f}, (cbx_vec2f){0x1.2a4338p-8f, 0},
        (cbx_aabb2f){{0x1.078d98p+16f, -0x1.55518ep+3f}, {0x1.078d98p+16f, 0x1.20a494p+14f}});
    CHECK_MSG(b.hit && b.fraction == 0 && fabs(b.normal.x + 0.178) < 1e-3 && fabs(b.normal.y + 0.984) < 1e-3,
              "hit %d fraction %a normal (%g %g)", (int)b.hit, (double)b.fraction, (double)b.normal.x,
              (double)b.normal.y);
}

/* Regression (oracle finding, CAST_SEED=26001 CAST_LONG=1, float 3D): a
   path that passes an edge (along z) 4e-7 outside r at 0.99975, whose
   float end fl(c + d) rounds 1.7e-7 inside: a block just short of 1. Its
   kept center lies past the closest approach, so the contacts found at the
   end and there both point a hair along the motion (n . d = +6e-4), which
   a velocity clip would not remove. Now the normal across the edge
   perpendicular to d (the one where the path passes closest), still along
   the edge's cross-section (z 0). */
static void test_float_graze_past_closest(void) {
    const cbx_spheref s = {{6.054546356201172f, -2.22717022895813f, 2.0109622478485107f}, 1.2267848253250122f};
    const cbx_vec3f d = {-1.4083726406097412f, -1.7120035886764526f, 1.0410488843917847f};
    const cbx_aabb3f b = {{3.687159299850464f, -3.1595382690429688f, 2.9662058353424072f},
                          {3.6989831924438477f, -0.6105882525444031f, 3.537454605102539f}};
    const cbx_cast3f k = cbx_cast_sphere_aabb3f(s, d, b);
    const double nd = (double)k.normal.x * d.x + (double)k.normal.y * d.y + (double)k.normal.z * d.z;
    const double len = sqrt((double)d.x * d.x + (double)d.y * d.y + (double)d.z * d.z);
    CHECK_MSG(k.hit && k.fraction < 1 && k.fraction > 0.9999f, "hit %d fraction %.9g", (int)k.hit,
              (double)k.fraction);
    CHECK_MSG(nd <= 8 * FLT_EPSILON * len && k.normal.z == 0 && k.normal.x > 0.77f && k.normal.y < -0.63f,
              "normal (%.9g %.9g %.9g), n . d %g", (double)k.normal.x, (double)k.normal.y, (double)k.normal.z, nd);
    const cbx_spheref at = {k.center, s.radius};
    CHECK(cbx_relate_sphere_aabb3f(at, b) == CBX_SEPARATE);
}

/* A 2D path past a box's corner, its line at exactly r from the corner
   (3-4-5: from (0, 3 + e) by (4, -3), past K = (1, 1) of the unit box at
   t = 0.4): a graze, free, at e = 0; one ulp of 3 closer, a block at the
   corner; farther, free, where a clear margin is decided before the sweep
   by the line's distance alone (cbx_cast_line_clear). The same in float
   with e a few float ulps, and in 3D past an edge and a corner. */
static void test_line_past_corner(void) {
    const cbx_aabb2 b = {{0, 0}, {1, 1}};
    const cbx_vec2 d = {4, -3};
    const double e[5] = {0, -0x1p-51, 0x1p-51, 1e-9, 0.25};
    for (int i = 0; i < 5; ++i) {
        const cbx_cast2 k = cbx_cast_circle_aabb2((cbx_circle){{0, 3 + e[i]}, 1}, d, b);
        if (e[i] < 0) {
            CHECK_MSG(k.hit && k.fraction < 0.4 && k.fraction > 0.39 && fabs(k.normal.x - 0.6) < 1e-6 &&
                          fabs(k.normal.y - 0.8) < 1e-6,
                      "e %a: hit %d fraction %.17g normal (%g %g)", e[i], (int)k.hit, k.fraction, k.normal.x,
                      k.normal.y);
            CHECK(cbx_relate_circle_aabb2((cbx_circle){k.center, 1}, b) == CBX_SEPARATE);
        } else {
            CHECK_MSG(!k.hit && k.fraction == 1 && k.center.x == 4 && k.center.y == (3 + e[i]) - 3,
                      "e %a: hit %d fraction %.17g center (%a %a)", e[i], (int)k.hit, k.fraction, k.center.x,
                      k.center.y);
        }
        const float ef = (float)(e[i] < 0 ? -0x1p-21 : e[i] > 0 ? e[i] + 0x1p-21 : 0);
        const cbx_cast2f kf = cbx_cast_circle_aabb2f((cbx_circlef){{0, 3 + ef}, 1}, (cbx_vec2f){4, -3},
                                                     (cbx_aabb2f){{0, 0}, {1, 1}});
        CHECK_MSG(kf.hit == (ef < 0) && (ef < 0 ? kf.fraction < 0.4f : kf.fraction == 1),
                  "float e %a: hit %d fraction %.9g", (double)ef, (int)kf.hit, (double)kf.fraction);
        /* 3D: past the edge x = y = 1 (z inside its slab all along), and
           past the corner (1, 1, 1) from above it (z 1.5 - 1/8 t), the
           sphere's shadow on the xy plane as above */
        const cbx_aabb3 b3 = {{0, 0, 0}, {1, 1, 1}};
        const double z0[2] = {0.5, 1.5}, dz[2] = {0.25, -0.125};
        for (int j = 0; j < 2; ++j) {
            const cbx_sphere s = {{0, 3 + e[i], z0[j]}, 1};
            const cbx_cast3 k3 = cbx_cast_sphere_aabb3(s, (cbx_vec3){4, -3, dz[j]}, b3);
            const bool hit = e[i] < 0 && j == 0; /* the corner's sphere is passed farther than r */
            CHECK_MSG(k3.hit == hit && (hit ? k3.fraction < 0.4 : k3.fraction == 1),
                      "3D %d e %a: hit %d fraction %.17g", j, e[i], (int)k3.hit, k3.fraction);
            if (hit) CHECK(cbx_relate_sphere_aabb3((cbx_sphere){k3.center, 1}, b3) == CBX_SEPARATE);
        }
    }
}

/* A ball resting on a floor of unit tiles midway between two neighbours'
   corners (its gaps to each exactly r on both axes, so apart from them),
   pressed down by gravity while it rolls: free against both (decided before
   the sweep: the path's line passes the corner behind it farther than r,
   and the path toward the other stops while still closing in); a step
   long enough to reach the corner ahead blocks there. 3D: the same on a
   floor of unit cubes, beside an edge and beside a corner. */
static void test_resting_beside_corner(void) {
    const cbx_aabb2 left = {{8, -1}, {9, 0}}, right = {{10, -1}, {11, 0}};
    const cbx_circle c = {{9.5, 0.5}, 0.5};
    const cbx_vec2 roll = {0.041666666666666664, -0.002725}, far = {0.75, -0.5};
    for (int k = 0; k < 2; ++k) {
        const cbx_cast2 a = cbx_cast_circle_aabb2(c, roll, k ? right : left);
        CHECK_MSG(!a.hit && a.fraction == 1 && a.center.x == 9.5 + roll.x && a.center.y == 0.5 + roll.y,
                  "tile %d: hit %d fraction %.17g", k, (int)a.hit, a.fraction);
        const cbx_aabb2f tile = k ? (cbx_aabb2f){{10, -1}, {11, 0}} : (cbx_aabb2f){{8, -1}, {9, 0}};
        const cbx_vec2f rollf = {(float)roll.x, (float)roll.y};
        const cbx_cast2f af = cbx_cast_circle_aabb2f((cbx_circlef){{9.5f, 0.5f}, 0.5f}, rollf, tile);
        CHECK_MSG(!af.hit && af.fraction == 1, "float tile %d: hit %d fraction %.9g", k, (int)af.hit,
                  (double)af.fraction);
    }
    /* moving away from the corner ahead (free at once: the distance grows) */
    const cbx_cast2 away = cbx_cast_circle_aabb2(c, (cbx_vec2){-0.04, 0.01}, right);
    CHECK_MSG(!away.hit && away.fraction == 1 && away.center.x == 9.5 - 0.04 && away.center.y == 0.5 + 0.01,
              "away: hit %d fraction %.17g", (int)away.hit, away.fraction);
    const cbx_cast2 b = cbx_cast_circle_aabb2(c, far, right);
    CHECK_MSG(b.hit && b.fraction > 0.1 && b.fraction < 0.3 && b.normal.x < 0 && b.normal.y > 0,
              "far: hit %d fraction %.17g normal (%g %g)", (int)b.hit, b.fraction, b.normal.x, b.normal.y);
    CHECK(cbx_relate_circle_aabb2((cbx_circle){b.center, 0.5}, right) == CBX_SEPARATE);
    const cbx_sphere s = {{-1.5, 2.0, 0.5}, 0.5};
    const cbx_vec3 d3 = {-0.058333333333333334, 0.004166666666666667, -0.002725};
    const cbx_aabb3 edge = {{-3, 1, -1}, {-2, 2, 0}}, corner = {{-3, 2, -1}, {-2, 3, 0}};
    for (int k = 0; k < 2; ++k) {
        const cbx_cast3 a = cbx_cast_sphere_aabb3(s, d3, k ? corner : edge);
        CHECK_MSG(!a.hit && a.fraction == 1 && a.center.x == -1.5 + d3.x && a.center.z == 0.5 + d3.z,
                  "3D %d: hit %d fraction %.17g", k, (int)a.hit, a.fraction);
    }
    const cbx_cast3 b3 = cbx_cast_sphere_aabb3(s, (cbx_vec3){-0.5, 0, -0.5}, edge);
    CHECK_MSG(b3.hit && b3.fraction > 0.2 && b3.fraction < 0.3 && b3.normal.x > 0.7 && b3.normal.z > 0.7,
              "3D far: hit %d fraction %.17g normal (%g %g %g)", (int)b3.hit, b3.fraction, b3.normal.x, b3.normal.y,
              b3.normal.z);
}

/* From the 3D game trace: a ball pressed one ulp into a box's side wall
   (x = 6.5 + 1 ulp against the wall at 7, r = 0.5) sliding down past the
   wall's top edge (z = 2) with no motion along x: its path passes the
   edge one ulp inside r, a block there. The exact rules decide it on the
   static ladder now (the graze test with one moving axis, the end point
   inside the slabs where it rounds), not the big-float; the answer is the
   same. */
static void test_slide_down_past_edge(void) {
    const cbx_sphere s = {{0x1.a000000000001p+2, -0x1.711111111110ap-1, 0x1.002a1e9ad0d7cp+1}, 0.5};
    const cbx_aabb3 b = {{7, -2, 0}, {8, 2, 2}};
    const cbx_cast3 k = cbx_cast_sphere_aabb3(s, (cbx_vec3){-0.0, -0.004166666666666667, -0.01635}, b);
    CHECK_MSG(k.hit && k.fraction > 0.0786 && k.fraction < 0.0787 && k.normal.x < -0.999 && k.normal.y == 0,
              "hit %d fraction %.17g normal (%g %g %g)", (int)k.hit, k.fraction, k.normal.x, k.normal.y, k.normal.z);
    CHECK(cbx_relate_sphere_aabb3((cbx_sphere){k.center, 0.5}, b) != CBX_OVERLAPPING);
}

/* Fuzz finding (fuzz_cast, seed 27001, against this session's first form
   of the shadow test): a 3D path past a corner whose shadow on the plane
   of the two other axes is clear, but d.x = -inf. The shadow never reads
   x; the answer must still be INVALID (NaN fraction), not free. */
static void test_shadow_ignores_no_infinity(void) {
    const cbx_sphere s = {{0, 3, 0}, 0x1.6d601ad376ab9p-150};
    const cbx_aabb3 b = {{-0x0.0000000000001p-1022, -0x0.0000000000001p-1022, -0x0.0000000000001p-1022},
                         {0, 0x1.56e1fc2f8f359p-997, -0x0.0000000000001p-1022}};
    const cbx_cast3 k = cbx_cast_sphere_aabb3(s, (cbx_vec3){-INFINITY, -0x1.1d2p+396, -0x1.1d2p+396}, b);
    CHECK_MSG(!k.hit && isnan(k.fraction), "hit %d fraction %g", (int)k.hit, k.fraction);
    const cbx_cast3 n = cbx_cast_sphere_aabb3(s, (cbx_vec3){NAN, -0x1.1d2p+396, -0x1.1d2p+396}, b);
    CHECK_MSG(!n.hit && isnan(n.fraction), "NaN: hit %d fraction %g", (int)n.hit, n.fraction);
}

/* Regressions (an independent exact oracle, 2026-12-06): (1) a sphere
   grazing the edge of a plate flat in z, at exactly r, the tangent point 4
   above the plate's plane at z = -2^55 (within the region test's rounding
   there): a graze, free; it was blocked at 0.4375 from scale 2^50 up. The
   same at small z was free already. (2) A ball rolling toward a floor's
   edge at r less 1e-12 of its step (the contact a hair before the edge,
   on the corner's arc): stepped back from the contact at the floor's slow
   rate, 1e4 of the path, it was returned at the start; now just short of
   the contact (0.39583). */
static void test_graze_plate_far_and_slow_floor(void) {
    for (int k = 30; k <= 55; k += 5) {
        const double z = -ldexp(1, k);
        const cbx_cast3 g = cbx_cast_sphere_aabb3((cbx_sphere){{-384, -6083, z + 52}, 5}, (cbx_vec3){256, -128, -96},
                                                  (cbx_aabb3){{-256, -6144, z}, {0, 0, z}});
        CHECK_MSG(!g.hit && g.fraction == 1, "plate at -2^%d: hit %d fraction %g", k, (int)g.hit, g.fraction);
    }
    const double ys[2] = {-1e-12, -0x0.0000000000001p-1022};
    for (int i = 0; i < 2; ++i) {
        const cbx_cast2 f = cbx_cast_circle_aabb2((cbx_circle){{-3242.6640625, 3145728}, 3145728}, (cbx_vec2){8192, ys[i]},
                                                  (cbx_aabb2){{0, -2097152}, {16777216, 0}});
        CHECK_MSG(f.hit && f.fraction > 0.3957 && f.fraction < 0.395834, "dy %g: hit %d fraction %.17g", ys[i],
                  (int)f.hit, f.fraction);
    }
}

int main(void) {
    test_graze_sign_subnormal();
    run_tests();
    test_point_early_sweep_time();
    test_tunnel_slope_underflow();
    test_graze_tiny_scale();
    run_testsf();
    test_parallel_below_r();
    test_certificate_scale();
    test_exact_center_bit_test();
    test_falling_grid();
    test_speeds_far_apart();
    test_rounded_times();
    test_slides_and_ends();
    test_graze_edge_end();
    test_float_graze_end();
    test_float_graze_doubles_to_start();
    test_inside_axis_adds_nothing();
    test_sweep_time_past_path();
    test_far_axis_step();
    test_end_rounds_onto_box();
    test_float_graze_past_closest();
    test_line_past_corner();
    test_resting_beside_corner();
    test_slide_down_past_edge();
    test_shadow_ignores_no_infinity();
    test_graze_plate_far_and_slow_floor();
    CBX_TEST_END();
}

#else /* TEST_BODY: the per-precision body */

#define F(name) CAT(name, S)
#define VEC2 F(cbx_vec2)
#define VEC3 F(cbx_vec3)
#define CIRCLE F(cbx_circle)
#define SPHERE F(cbx_sphere)
#define AABB2 F(cbx_aabb2)
#define AABB3 F(cbx_aabb3)
#define OBB2 F(cbx_obb2)
#define OBB3 F(cbx_obb3)
#define CAST2 F(cbx_cast2)
#define CAST3 F(cbx_cast3)

static CIRCLE F(circle)(T x, T y, T r) {
    CIRCLE c = {{x, y}, r};
    return c;
}
static VEC2 F(v2)(T x, T y) {
    VEC2 v = {x, y};
    return v;
}
static AABB2 F(box2)(T x0, T y0, T x1, T y1) {
    AABB2 b = {{x0, y0}, {x1, y1}};
    return b;
}

/* The returned center is never overlapping the box (start not overlapping). */
static int F(center_ok2)(CAST2 k, T r, AABB2 b) {
    return F(cbx_relate_circle_aabb2)(F(circle)(k.center.x, k.center.y, r), b) != CBX_OVERLAPPING;
}

/* Starts that touch the box: in, away, along. */
static void F(test_touching_starts)(void) {
    const AABB2 b = F(box2)(0, 0, 4, 1);
    const CIRCLE on_top = F(circle)(2, 2, 1); /* touching the top face */
    CAST2 k = F(cbx_cast_circle_aabb2)(on_top, F(v2)(3, 0), b);
    CHECK(!k.hit && k.fraction == 1 && k.center.x == 5 && k.center.y == 2);
    k = F(cbx_cast_circle_aabb2)(on_top, F(v2)(0, 1), b);
    CHECK(!k.hit && k.fraction == 1);
    k = F(cbx_cast_circle_aabb2)(on_top, F(v2)(1, -TEPS), b);
    CHECK(k.hit && k.fraction == 0 && k.center.x == 2 && k.center.y == 2 && k.normal.y == 1 && k.normal.x == 0);
    /* touching a corner (3-4-5): tangent motion is free, one ulp in is blocked */
    const CIRCLE at_corner = F(circle)(7, 5, 5); /* corner (4, 1), offset (3, 4) */
    k = F(cbx_cast_circle_aabb2)(at_corner, F(v2)(-4, 3), b);
    CHECK(!k.hit && F(center_ok2)(k, 5, b));
    k = F(cbx_cast_circle_aabb2)(at_corner, F(v2)(-4, NEXT((T)3, 0)), b);
    CHECK(k.hit && k.fraction == 0);
    k = F(cbx_cast_circle_aabb2)(at_corner, F(v2)(4, -3), b);
    CHECK(!k.hit);
    k = F(cbx_cast_circle_aabb2)(at_corner, F(v2)(4, NEXT((T)-3, -10)), b);
    CHECK(k.hit && k.fraction == 0);
}

/* Starts that overlap: never pushed deeper, free to leave. */
static void F(test_overlapping_starts)(void) {
    const AABB2 b = F(box2)(0, 0, 4, 3);
    const CIRCLE inside = F(circle)(1, (T)2.5, (T)0.25); /* nearest face: top (depth 0.5) */
    CAST2 k = F(cbx_cast_circle_aabb2)(inside, F(v2)(0, -1), b);
    CHECK(k.hit && k.fraction == 0 && k.normal.y == 1);
    k = F(cbx_cast_circle_aabb2)(inside, F(v2)(0, 1), b);
    CHECK(!k.hit && k.fraction == 1);
    /* tie between left and bottom faces: leaving through either is free */
    const CIRCLE tie = F(circle)(1, 1, (T)0.25);
    k = F(cbx_cast_circle_aabb2)(tie, F(v2)(-1, 1), b);
    CHECK(!k.hit);
    k = F(cbx_cast_circle_aabb2)(tie, F(v2)(1, 1), b);
    CHECK(k.hit && k.fraction == 0);
    /* center outside, circle overlapping: d . (c - q) decides */
    const CIRCLE beside = F(circle)(5, 1, 2);
    CHECK(F(cbx_cast_circle_aabb2)(beside, F(v2)(0, 1), b).hit == false);
    CHECK(F(cbx_cast_circle_aabb2)(beside, F(v2)(-1, 5), b).hit == true);
}

/* Separate starts: slides at exactly r, grazes and hits. */
static void F(test_separate_starts)(void) {
    const AABB2 b = F(box2)(0, 0, 1, 1);
    /* sliding along the top at exactly r = 1: free, and so is the face's corner */
    CAST2 k = F(cbx_cast_circle_aabb2)(F(circle)(-5, 2, 1), F(v2)(10, 0), b);
    CHECK(!k.hit && k.fraction == 1 && k.center.x == 5);
    /* a corner arc grazed exactly (distance 5 from TL = (0, 1)), and one ulp in */
    const CIRCLE g = F(circle)(-11, -1, 5);
    k = F(cbx_cast_circle_aabb2)(g, F(v2)(16, 12), b);
    CHECK(!k.hit);
    k = F(cbx_cast_circle_aabb2)(g, F(v2)(16, NEXT((T)12, 0)), b);
    CHECK(k.hit && k.fraction > (T)0.4 && k.fraction < (T)0.6 && F(center_ok2)(k, 5, b));
    k = F(cbx_cast_circle_aabb2)(g, F(v2)(16, NEXT((T)12, 20)), b);
    CHECK(!k.hit);
    /* grazes of a point box at exactly r (3-4-5 paths) on its low side: the
       region test took a flat axis's low end for its high one and called
       them crossings (found by the exact cast oracle at 20,000 cases) */
    k = F(cbx_cast_circle_aabb2)(F(circle)(-7, 0, 1), F(v2)(-3, -4), F(box2)(-8, -3, -8, -3));
    CHECK_MSG(!k.hit && k.fraction == 1, "hit %d fraction %g", (int)k.hit, (double)k.fraction);
    k = F(cbx_cast_circle_aabb2)(F(circle)(-12, 5, 3), F(v2)(16, -12), F(box2)(-3, 2, -3, 2));
    CHECK_MSG(!k.hit && k.fraction == 1, "hit %d fraction %g", (int)k.hit, (double)k.fraction);
    /* falling onto a face at a non-dyadic height: center never inside, within a few ulps of touching */
    const AABB2 floor = F(box2)(-10, -1, 10, (T)0.1);
    k = F(cbx_cast_circle_aabb2)(F(circle)(0, 3, (T)0.5), F(v2)((T)0.3, -5), floor);
    CHECK(k.hit && F(center_ok2)(k, (T)0.5, floor) && k.normal.y == 1);
    CHECK(fabs((double)k.center.y - (0.1 + 0.5)) <= 32 * TEPS * 3);
    /* a path that stops short, and one that ends exactly touching (a hit at 1) */
    k = F(cbx_cast_circle_aabb2)(F(circle)((T)0.5, 4, 1), F(v2)(0, -1), b);
    CHECK(!k.hit && k.fraction == 1 && k.center.y == 3);
    k = F(cbx_cast_circle_aabb2)(F(circle)((T)0.5, 3, 1), F(v2)(0, -1), b);
    CHECK(k.hit && k.fraction == 1 && k.center.y == 2);
    /* a displacement that reaches the box beyond 1 is free */
    k = F(cbx_cast_circle_aabb2)(F(circle)((T)0.5, 5, 1), F(v2)(0, -1), b);
    CHECK(!k.hit && k.fraction == 1);
}

/* Zero radius and flat boxes: passing through a wall is always a hit. */
static void F(test_points_and_flat_boxes)(void) {
    const AABB2 wall = F(box2)(0, -1, 0, 1); /* flat on x */
    /* a point stops a few ulps short of the wall (never on it: on a face's
       plane it could be leaving the box after crossing it) */
    CAST2 k = F(cbx_cast_circle_aabb2)(F(circle)(-1, 0, 0), F(v2)(2, 0), wall);
    CHECK(k.hit && k.fraction < (T)0.5 && k.fraction >= (T)0.5 - 64 * TEPS && k.center.x < 0);
    k = F(cbx_cast_circle_aabb2)(F(circle)(-1, 0, (T)0.25), F(v2)(2, 0), wall);
    CHECK(k.hit && F(center_ok2)(k, (T)0.25, wall));
    /* through the wall's end point exactly, crossing its plane: blocked
       (a point meeting a face plane at the face's edge while crossing into it) */
    k = F(cbx_cast_circle_aabb2)(F(circle)(-1, 2, 0), F(v2)(2, -2), F(box2)(0, -1, 0, 1));
    CHECK(k.hit && k.fraction < (T)0.5 && k.fraction >= (T)0.5 - 64 * TEPS);
    /* a point sliding along the top face, or entering it diagonally at its corner */
    const AABB2 b = F(box2)(0, 0, 1, 1);
    CHECK(!F(cbx_cast_circle_aabb2)(F(circle)(2, 1, 0), F(v2)(-3, 0), b).hit);
    k = F(cbx_cast_circle_aabb2)(F(circle)(2, 2, 0), F(v2)(-2, -2), b);
    CHECK(k.hit && k.fraction < (T)0.5 && k.fraction >= (T)0.5 - 64 * TEPS);
    CHECK(!F(cbx_cast_circle_aabb2)(F(circle)(2, 0, 0), F(v2)(-2, 2), b).hit);
}

static void F(test_cast3)(void) {
    const AABB3 b = {{0, 0, 0}, {1, 1, 1}};
    SPHERE s = {{3, 3, (T)0.5}, 1};
    VEC3 d = {-4, -4, 0};
    CAST3 k = F(cbx_cast_sphere_aabb3)(s, d, b);
    CHECK(k.hit && k.fraction > 0 && k.fraction < (T)0.4);
    CHECK(F(cbx_relate_sphere_aabb3)((SPHERE){k.center, 1}, b) != CBX_OVERLAPPING);
    /* rolling on the top face at exactly r */
    SPHERE roll = {{-3, (T)0.5, 2}, 1};
    VEC3 along = {6, 0, 0};
    k = F(cbx_cast_sphere_aabb3)(roll, along, b);
    CHECK(!k.hit && k.fraction == 1);
    /* along an edge's cylinder at exactly r (edge x = 1, z = 1; offset (3/5, 4/5) r = 1... use 3-4-5) */
    SPHERE edge = {{4, -3, 5}, 5}; /* edge x = 1, z = 1 at distance 5: offset (3, 4) */
    VEC3 up_y = {0, 6, 0};
    k = F(cbx_cast_sphere_aabb3)(edge, up_y, b);
    CHECK(!k.hit);
    VEC3 in = {0, 6, NEXT((T)0, -1)};
    k = F(cbx_cast_sphere_aabb3)(edge, in, b);
    CHECK(k.hit);
    /* falling onto the top face */
    SPHERE fall = {{(T)0.5, (T)0.5, 3}, (T)0.5};
    VEC3 down = {0, 0, -5};
    k = F(cbx_cast_sphere_aabb3)(fall, down, b);
    /* 0.3 is not a binary fraction: the fraction stops a few ulps short,
       never beyond, and the center is a few ulps above touching */
    CHECK(k.hit && k.fraction <= (T)0.3 && k.fraction >= (T)0.3 - 64 * TEPS && k.normal.z == 1);
    CHECK(k.center.z >= (T)1.5 && k.center.z <= (T)1.5 + 64 * TEPS * 3);
    /* a landing that is exact in binary stays exact: touching */
    SPHERE drop = {{(T)0.5, (T)0.5, 3}, (T)0.5};
    VEC3 down4 = {0, 0, -4};
    k = F(cbx_cast_sphere_aabb3)(drop, down4, b);
    CHECK(k.hit && k.fraction == (T)0.375 && k.center.z == (T)1.5);
}

/* Oriented boxes: a ramp at a float-computed angle; sliding along it is free. */
static void F(test_cast_oriented)(void) {
    const double a = 0.5;
    const T c = (T)cos(a), s = (T)sin(a);
    const T n2 = (T)sqrt((double)c * c + (double)s * s);
    const OBB2 ramp = {{0, 0}, {100, 1}, {c / n2, s / n2}};
    const CIRCLE ball = F(circle)(-s * (T)1.5, c * (T)1.5, (T)0.5);
    CAST2 k = F(cbx_cast_circle_obb2)(ball, F(v2)(c * (T)0.1, s * (T)0.1), ramp);
    CHECK(!k.hit);
    CHECK(F(cbx_relate_circle_obb2)(F(circle)(k.center.x, k.center.y, (T)0.5), ramp) != CBX_OVERLAPPING);
    /* pressing into it */
    k = F(cbx_cast_circle_obb2)(ball, F(v2)(0, -1), ramp);
    CHECK(k.hit && k.fraction < (T)0.01);
    /* falling onto it from above */
    const CIRCLE high = F(circle)(0, 5, (T)0.5);
    k = F(cbx_cast_circle_obb2)(high, F(v2)(0, -10), ramp);
    /* not inside beyond the oriented margin, 16 eps (|offset| + half extents + r) */
    CHECK(k.hit && F(cbx_contact_circle_obb2)(F(circle)(k.center.x, k.center.y, (T)0.5), ramp).distance >=
                       -16 * TEPS * (fabs((double)k.center.x) + fabs((double)k.center.y) + 101.5));
    CHECK(fabs((double)k.normal.x + (double)s) < 1e-5 && fabs((double)k.normal.y - (double)c) < 1e-5);
    OBB3 box = {{0, 0, 0}, {1, 1, 1}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    box.axis[0].x = c, box.axis[0].y = s, box.axis[1].x = -s, box.axis[1].y = c;
    SPHERE sp = {{0, 0, 5}, 1};
    VEC3 down = {0, 0, -10};
    CAST3 k3 = F(cbx_cast_sphere_obb3)(sp, down, box);
    CHECK(k3.hit && fabs((double)k3.fraction - 0.3) < 1e-5 && k3.normal.z > (T)0.99);
}

static void F(test_invalid)(void) {
    const T nan = (T)NAN;
    CAST2 k = F(cbx_cast_circle_aabb2)(F(circle)(nan, 0, 1), F(v2)(1, 0), F(box2)(0, 0, 1, 1));
    CHECK(!k.hit && k.fraction != k.fraction && k.center.x != k.center.x && k.normal.x != k.normal.x);
    k = F(cbx_cast_circle_aabb2)(F(circle)(0, 0, -1), F(v2)(1, 0), F(box2)(0, 0, 1, 1));
    CHECK(!k.hit && k.fraction != k.fraction);
    k = F(cbx_cast_circle_aabb2)(F(circle)(0, 0, 1), F(v2)((T)INFINITY, 0), F(box2)(0, 0, 1, 1));
    CHECK(!k.hit && k.fraction != k.fraction);
    k = F(cbx_cast_circle_aabb2)(F(circle)(0, 0, 1), F(v2)(1, 0), F(box2)(2, 0, 1, 1));
    CHECK(!k.hit && k.fraction != k.fraction);
    const OBB2 zero_rot = {{0, 0}, {1, 1}, {0, 0}};
    k = F(cbx_cast_circle_obb2)(F(circle)(0, 0, 1), F(v2)(1, 0), zero_rot);
    CHECK(!k.hit && k.fraction != k.fraction);
    SPHERE s = {{0, 0, nan}, 1};
    VEC3 d = {1, 0, 0};
    AABB3 b = {{0, 0, 0}, {1, 1, 1}};
    CAST3 k3 = F(cbx_cast_sphere_aabb3)(s, d, b);
    CHECK(!k3.hit && k3.fraction != k3.fraction && k3.center.z != k3.center.z);
    /* the mover: an invalid circle gives a NaN center; invalid boxes never block and are counted */
    const AABB2 boxes[2] = {F(box2)(nan, 0, 1, 1), F(box2)(0, -1, 10, 0)};
    const F(cbx_world2) w = {boxes, 2, NULL, 0};
    F(cbx_move2) m = F(cbx_move_circle2)(w, F(circle)(nan, 1, 1), F(v2)(1, 0), 4);
    CHECK(m.center.x != m.center.x && m.hit_count == 0);
    m = F(cbx_move_circle2)(w, F(circle)(0, 2, 1), F(v2)(1, -1), 4);
    CHECK(m.invalid_boxes == 1 && m.center.x == 1 && m.center.y == 1 && m.hit_count == 1 && m.hits[0].box == 1);
    const F(cbx_world2) empty = {NULL, 5, NULL, 7};
    m = F(cbx_move_circle2)(empty, F(circle)(0, 2, 1), F(v2)(1, -1), 0);
    CHECK(m.center.x == 1 && m.center.y == 1 && m.hit_count == 0);
}

/* The cases a cast decides before its sweep (cast_fast.inc,
   cbx_cast_fast_first: a face block, a path that stops short of the box or
   moves away from it, a start resting on a face) refuse bad input as the
   rest does: each scene is first checked to give a finite answer, then
   every field in turn is made NaN, +inf or -inf, the radius negative and
   the box inverted on each axis, and every one must answer invalid. The
   last scene of each slides at exactly r onto the box beside its edge. */
/* A scene laid out as center (n), radius, displacement (n), box min (n)
   and max (n), cast: 1 where the answer is the invalid one (no hit, NaN
   fraction and center), 0 where the fraction is a number, 2 otherwise. */
static int F(cast_verdict2)(const T *v) {
    const CAST2 c = F(cbx_cast_circle_aabb2)(F(circle)(v[0], v[1], v[2]), F(v2)(v[3], v[4]),
                                               F(box2)(v[5], v[6], v[7], v[8]));
    if (c.fraction != c.fraction && !c.hit && c.center.x != c.center.x) return 1;
    return c.fraction == c.fraction ? 0 : 2;
}

static int F(cast_verdict3)(const T *v) {
    const SPHERE sp = {{v[0], v[1], v[2]}, v[3]};
    const VEC3 d = {v[4], v[5], v[6]};
    const AABB3 box = {{v[7], v[8], v[9]}, {v[10], v[11], v[12]}};
    const CAST3 c = F(cbx_cast_sphere_aabb3)(sp, d, box);
    if (c.fraction != c.fraction && !c.hit && c.center.x != c.center.x) return 1;
    return c.fraction == c.fraction ? 0 : 2;
}

/* The scene as given answers with a number; each field made NaN, +inf or
   -inf, the radius made negative, and the box inverted on each axis in
   turn, it answers invalid. */
static void F(check_bad_fields)(const double *scene, int n, int (*verdict)(const T *)) {
    const int nv = 4 * n + 1, radius = n, lo = 2 * n + 1;
    const T bad[3] = {(T)NAN, (T)INFINITY, -(T)INFINITY};
    T v[13];
    for (int i = 0; i < nv; ++i) v[i] = (T)scene[i];
    CHECK(verdict(v) == 0);
    for (int field = 0; field < nv; ++field) {
        for (int b = 0; b < 3; ++b) {
            for (int i = 0; i < nv; ++i) v[i] = (T)scene[i];
            v[field] = bad[b];
            CHECK(verdict(v) == 1);
        }
    }
    for (int i = 0; i < nv; ++i) v[i] = (T)scene[i];
    v[radius] = -v[radius];
    CHECK(verdict(v) == 1);
    for (int axis = 0; axis < n; ++axis) {
        for (int i = 0; i < nv; ++i) v[i] = (T)scene[i];
        v[lo + axis] = v[lo + n + axis] + 1;
        CHECK(verdict(v) == 1);
    }
}

static void F(test_invalid_before_sweep)(void) {
    /* center x y, radius, displacement x y, box min x y, max x y */
    static const double scenes2[][9] = {
        {0.25, 5, 1, 0.3, -10, -2, -1, 2, 0},    /* a face block */
        {0.25, 5, 1, 0, -1, -2, -1, 2, 0},       /* stops short */
        {0.25, 5, 1, 0.5, 1, -2, -1, 2, 0},      /* moves away */
        {0.25, 1, 1, 0.5, -0.25, -2, -1, 2, 0},  /* resting, pressed in: blocked at 0 */
        {0.25, 1, 1, 0.5, 0, -2, -1, 2, 0},      /* resting, rolling */
        {0.25, 0.5, 1, 0.5, 0.25, -2, -1, 2, 0}, /* overlapping, leaving */
        {3, 1, 1, -0.5, 0, -2, -1, 2, 0},        /* sliding at exactly r onto the box, beside its corner */
        {4, 1.5, 1, -2, -2, -2, -1, 2, 0},       /* a corner block (cbx_cast_fast_corner) */
        {4, 1.5, 1, -1.2, -0.7, -2, -1, 2, 0},   /* ending in the corner's quadrant short of its circle */
        {5, 4, 5, -3, -4, -2, -1, 2, 0},         /* resting on the corner (2, 0), moving in (cbx_cast_fast_beside) */
        {5, 4, 5, 3, 4, -2, -1, 2, 0},           /* resting on that corner, moving away */
        {2, 3, 1, 0, -2, -2, -1, 2, 0},          /* falling over the edge, ending exactly on the top (face_at_end) */
        {2, 3, 1, 0, -4, -2, -1, 2, 0},          /* falling over the edge, blocked at 0.5 */
    };
    for (size_t k = 0; k < sizeof scenes2 / sizeof scenes2[0]; ++k) F(check_bad_fields)(scenes2[k], 2, F(cast_verdict2));
    /* the same in 3D: center, radius, displacement, box min, max */
    static const double scenes3[][13] = {
        {0.25, -0.5, 5, 1, 0.3, 0.2, -10, -2, -2, -1, 2, 2, 0},
        {0.25, -0.5, 5, 1, 0, 0, -1, -2, -2, -1, 2, 2, 0},
        {0.25, -0.5, 5, 1, 0.5, 0, 1, -2, -2, -1, 2, 2, 0},
        {0.25, -0.5, 1, 1, 0.5, 0.5, -0.25, -2, -2, -1, 2, 2, 0},
        {0.25, -0.5, 1, 1, 0.5, -0.5, 0, -2, -2, -1, 2, 2, 0},
        {3, -0.5, 1, 1, -0.5, 0.25, 0, -2, -2, -1, 2, 2, 0},
        {4, 0, 1.5, 1, -2, 0.1, -2, -2, -2, -1, 2, 2, 0},     /* an edge block (cbx_cast_fast_edge) */
        {4, 0, 1.5, 1, -1.2, 0.1, -0.7, -2, -2, -1, 2, 2, 0}, /* ending short of that edge's reach */
        {4, 3, 1.5, 1, -2, -2, -2, -2, -2, -1, 2, 2, 0},      /* a corner block */
        {4, 5, 6, 7, -2, -3, -6, -2, -2, -1, 2, 2, 0},        /* resting on the corner (2, 2, 0), moving in */
        {5, 0, 4, 5, -3, 0, -4, -2, -2, -1, 2, 2, 0},         /* resting on the edge x = 2, z = 0, moving in */
        {2, 0, 3, 1, 0, 0, -2, -2, -2, -1, 2, 2, 0},          /* falling over the edge, ending exactly on the top */
    };
    for (size_t k = 0; k < sizeof scenes3 / sizeof scenes3[0]; ++k) F(check_bad_fields)(scenes3[k], 3, F(cast_verdict3));
}

/* The mover: a crease stops, a floor slides, tiles do not trip, standing. */
static void F(test_mover)(void) {
    const AABB2 boxes[4] = {F(box2)(-10, -1, 0, (T)0.1), F(box2)(0, -1, 10, (T)0.1), F(box2)(10, -1, 11, 10),
                            F(box2)(-11, -1, -10, 10)};
    const F(cbx_world2) w = {boxes, 4, NULL, 0};
    CIRCLE ball = F(circle)(-5, 3, (T)0.5);
    VEC2 v = F(v2)(3, 0);
    const T dt = (T)1 / 60, g = (T)9.81;
    int overlaps = 0, standing = 0;
    for (int frame = 0; frame < 600; ++frame) {
        v.y -= g * dt;
        const F(cbx_move2) m = F(cbx_move_circle2)(w, ball, F(v2)(v.x * dt, v.y * dt), 4);
        v = F(cbx_clip_velocity2)(v, &m);
        ball.center = m.center;
        for (int k = 0; k < 4; ++k) overlaps += F(cbx_relate_circle_aabb2)(ball, boxes[k]) == CBX_OVERLAPPING;
        standing += F(cbx_standing2)(&m, F(v2)(0, 1), (T)0.7);
    }
    CHECK_MSG(overlaps == 0, "%d overlaps", overlaps);
    /* it fell, rolled right across the seam at x = 0 and stopped in the crease at the right wall */
    CHECK_MSG(fabs((double)ball.center.x - (10 - 0.5)) < 64 * TEPS * 10 && fabs((double)ball.center.y - 0.6) < 1e-5,
              "ended at %g %g", (double)ball.center.x, (double)ball.center.y);
    CHECK(fabs((double)ball.center.x - (10 - 0.5)) < 64 * TEPS * 10 && fabs((double)ball.center.y - 0.6) < 1e-5);
    CHECK(standing > 400);
}

/* The center's gap to touching: its distance to the box less r (double). */
static double F(gap_to_touch)(VEC2 p, T r, AABB2 b) {
    const double gx = fmax(fmax((double)b.min.x - p.x, (double)p.x - b.max.x), 0);
    const double gy = fmax(fmax((double)b.min.y - p.y, (double)p.y - b.max.y), 0);
    return hypot(gx, gy) - (double)r;
}

/* The corner decided before the sweep (cbx_cast_fast_corner): a block on
   the circle of corner (2, 0), its normal from the corner toward the
   center, its fraction just before the contact at 0.5443 and its center
   not closer than r; and a path that ends in that corner's quadrant short
   of its circle, free. Then an edge in 3D. */
static void F(test_corner_before_sweep)(void) {
    const AABB2 box = F(box2)(-2, -1, 2, 0);
    const CAST2 c = F(cbx_cast_circle_aabb2)(F(circle)(4, (T)1.5, 1), F(v2)(-2, -2), box);
    CHECK(c.hit && c.normal.x > 0 && c.normal.y > 0 && c.point.x == 2 && c.point.y == 0);
    CHECK_MSG(c.fraction < (T)0.54429 && c.fraction > (T)0.5442, "fraction %.9g", (double)c.fraction);
    CHECK(F(gap_to_touch)(c.center, 1, box) >= 0);
    const CAST2 s = F(cbx_cast_circle_aabb2)(F(circle)(4, (T)1.5, 1), F(v2)(-(T)1.2, -(T)0.7), box);
    CHECK(!s.hit && s.fraction == 1);
    /* the same in 3D on the edge x = 2, z = 0 (cbx_cast_fast_edge), the
       path moving along y too */
    const AABB3 box3 = {{-2, -2, -1}, {2, 2, 0}};
    const SPHERE ball = {{4, 0, (T)1.5}, 1};
    const VEC3 d3 = {-2, (T)0.1, -2}, d3s = {-(T)1.2, (T)0.1, -(T)0.7};
    const CAST3 e = F(cbx_cast_sphere_aabb3)(ball, d3, box3);
    CHECK(e.hit && e.normal.x > 0 && e.normal.y == 0 && e.normal.z > 0 && e.point.x == 2 && e.point.z == 0);
    CHECK_MSG(e.fraction < (T)0.54429 && e.fraction > (T)0.5442, "fraction %.9g", (double)e.fraction);
    const CAST3 es = F(cbx_cast_sphere_aabb3)(ball, d3s, box3);
    CHECK(!es.hit && es.fraction == 1);
}

/* Blocks the fast path decides (stepped back once by the approach rate, or
   by the corner's curvature near a graze, then certified): oblique hits on
   a face at angles 10^-k, near-grazes of a corner at impact parameters
   r (1 - 10^-k), and the whole scene scaled by 2^e across the range
   (1e-300..1e300 in double; 2^500 is where the certificate stops working
   unscaled). Each stops outside the box, short of the contact, and within
   a few ulps of the scale of touching. */
static void F(test_fast_blocks)(void) {
    const int kmax = TEPS < 1e-10 ? 15 : 7;
    const int es[] = {-990, -600, -300, -60, -10, 0, 10, 60, 300, 499, 500, 501, 600, 990};
    for (int ei = 0; ei < (int)(sizeof es / sizeof es[0]); ++ei) {
        const int e = es[ei];
        if (TEPS > 1e-10 && (e < -100 || e > 100)) continue;
        const T m = (T)ldexp(1, e);
        for (int k = 1; k <= kmax; ++k) {
            const double a = pow(10, -k);
            /* a face: the top of [-4, 4] x [-1, 0.1], r 0.5, crossed at angle a */
            const AABB2 floor = F(box2)(-4 * m, -1 * m, 4 * m, (T)0.1 * m);
            const T r = (T)0.5 * m, y0 = (T)(0.1 + 0.5 + 2 * a) * m;
            const CIRCLE c = F(circle)(-3 * m, y0, r);
            const VEC2 d = F(v2)(4 * m, (T)(-4 * a) * m);
            CAST2 o = F(cbx_cast_circle_aabb2)(c, d, floor);
            const double scale = 4 * (double)m;
            CHECK(o.hit && o.normal.y == 1 && F(center_ok2)(o, r, floor));
            CHECK(F(gap_to_touch)(o.center, r, floor) >= -4 * TEPS * scale &&
                  F(gap_to_touch)(o.center, r, floor) <= 64 * TEPS * scale);
            /* a corner: (4, 0.1) passed at distance r (1 - a), moving along x */
            const T yc = (T)(0.1 + 0.5 * (1 - a)) * m;
            o = F(cbx_cast_circle_aabb2)(F(circle)(6 * m, yc, r), F(v2)(-4 * m, 0), floor);
            if (!((double)yc < (0.1 + 0.5) * (double)m)) continue; /* rounded onto r: no crossing */
            CHECK(o.hit && F(center_ok2)(o, r, floor));
            CHECK(F(gap_to_touch)(o.center, r, floor) <= 64 * TEPS * scale);
        }
    }
    /* a slide one ulp inside r: it grazes the corner arc, approaching at a
       rate of about sqrt(eps) (a step sized by that rate alone stops far
       short; the oracle's first finding against this path) */
    const AABB2 b = F(box2)(-2, 99, 2, 101);
    const T r = NEXT((T)0.75, 1);
    const CAST2 o = F(cbx_cast_circle_aabb2)(F(circle)(-6, (T)101.75, r), F(v2)(12, 0), b);
    CHECK(o.hit && F(center_ok2)(o, r, b) && F(gap_to_touch)(o.center, r, b) <= 64 * TEPS * 102);
}

/* Starts touching a face, the fast path's sign of one term: -0 and +0
   along the normal slide, the smallest subnormal into the face blocks,
   out of it leaves. */
static void F(test_fast_face_starts)(void) {
    const AABB2 b = F(box2)(0, 0, 4, 1);
    const CIRCLE top = F(circle)(2, 2, 1), side = F(circle)(5, (T)0.5, 1);
    const T tiny = TEPS < 1e-10 ? (T)4.9406564584124654e-324 : (T)1.40129846e-45F;
    const T ds[4] = {0, -(T)0, tiny, -tiny};
    for (int i = 0; i < 4; ++i) {
        CAST2 k = F(cbx_cast_circle_aabb2)(top, F(v2)(1, ds[i]), b);
        CHECK(k.hit == (ds[i] < 0));
        CHECK(k.hit ? k.fraction == 0 && k.normal.y == 1 && k.normal.x == 0 && k.point.y == 1 : k.fraction == 1);
        k = F(cbx_cast_circle_aabb2)(side, F(v2)(-ds[i], 1), b);
        CHECK(k.hit == (ds[i] > 0));
        CHECK(k.hit ? k.fraction == 0 && k.normal.x == 1 && k.normal.y == 0 && k.point.x == 4 : k.fraction == 1);
    }
    /* overlapping by an ulp (center outside): free to leave or slide, never deeper */
    const CIRCLE in = F(circle)(2, NEXT((T)2, 0), 1);
    CHECK(!F(cbx_cast_circle_aabb2)(in, F(v2)(1, 0), b).hit);
    CHECK(F(cbx_cast_circle_aabb2)(in, F(v2)(1, -tiny), b).hit);
}

/* Face blocks certified on their own (cast_face.inc, cbx_cast_fast_face):
   a ball a few ulps above a floor whose top and r do not sum exactly,
   falling slowly or fast while moving along it. Where the step back
   exceeds the time to the contact the fraction is 0, never below it (the
   first version returned -6e-7 there: test_motion's long run). */
static void F(test_face_blocks)(void) {
    const T tops[3] = {(T)0.1, (T)100.1, (T)-7.3}, rs[3] = {(T)0.3, (T)0.5, (T)2.7};
    const T vys[4] = {(T)-1e-3, (T)-1e-6, (T)-1e-9, (T)-0.5};
    int blocks = 0;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            for (int k = -2; k <= 8; ++k)
                for (int v = 0; v < 4; ++v) {
                    const T top = tops[i], r = rs[j];
                    const AABB2 floor = F(box2)(-50, top - 1, 50, top);
                    T y0 = top + r;
                    for (int u = 0; u < (k < 0 ? -k : k); ++u) y0 = NEXT(y0, k < 0 ? -1000 : 1000);
                    const CIRCLE c = F(circle)(3, y0, r);
                    const cbx_relation start = F(cbx_relate_circle_aabb2)(c, floor);
                    const CAST2 o = F(cbx_cast_circle_aabb2)(c, F(v2)(2, vys[v]), floor);
                    const double scale = 50 + 2 * fabs((double)top) + (double)r;
                    CHECK(o.fraction >= 0 && o.fraction <= 1);
                    /* touching or overlapping, moving in: blocked at once */
                    CHECK(start == CBX_SEPARATE ? F(center_ok2)(o, r, floor) : (o.hit && o.fraction == 0));
                    if (!o.hit) continue;
                    ++blocks;
                    CHECK(o.normal.y == 1 && o.normal.x == 0 && F(gap_to_touch)(o.center, r, floor) <= 64 * TEPS * scale);
                }
    CHECK(blocks > 100);
}

/* Starts resting on a corner or an edge (off the box on two or three axes,
   within r of every slab: cast_start.inc, cbx_cast_fast_resting), at scales
   2^e across the range, the center exactly tangent or one ulp off along x
   (away: separate; toward: overlapping). Offsets from the feature are
   Pythagorean, so tangency is exact: 2D (3, 4) r 5 from the corner (4, 1)
   of [0, 4] x [0, 1]; 3D (3, 4, 0) r 5 from the edge x = 4, y = 1 of
   [0, 4] x [0, 1] x [0, 2] and (2, 3, 6) r 7 from its corner (4, 1, 2).
   Expected, independent of the library: touching or overlapping, a hit at
   fraction 0 exactly when the motion goes in (d . offset < 0: the perturbed
   x term's sign when d is tangent); separate by one ulp, a hit only when
   moving straight in (a tangent path's closest approach to the feature is
   r + about ulp * offset_x / r). A tangent turned one ulp in is tested from
   the exact start only (one ulp off, its sign is a contest of two ulps),
   the turn made after scaling (y one ulp down), so that it survives
   subnormal scales. */
typedef struct F(start_case) {
    T d[3]; /* the displacement, in units of the scale */
    int in; /* 1: d . offset < 0 for the exact offset; 0: >= 0; -1: tangent (the shift decides) */
    int tilt; /* a tangent turned one ulp in (d.y one ulp down): exact start only */
} F(start_case);

static int F(start_expect)(F(start_case) s, int shift) {
    /* shift: 0 exact, +1 one ulp away along x, -1 one ulp toward */
    const int in = s.in >= 0 ? s.in : (shift != 0 && (s.d[0] > 0) == (shift < 0));
    if (shift > 0) return s.in == 1; /* separate: only the straight-in path blocks */
    return in;
}

static void F(check_start)(int dim, const T *feature, const T *offset, T r, F(start_case) s, int shift,
                           const T *lo, const T *hi, T m) {
    T c[3];
    for (int a = 0; a < dim; ++a) c[a] = (feature[a] + offset[a]) * m;
    if (shift != 0) c[0] = NEXT(c[0], shift > 0 ? (T)INFINITY : 0);
    if (s.tilt && shift != 0) return;
    const int want = F(start_expect)(s, shift);
    T d[3];
    for (int a = 0; a < 3; ++a) d[a] = s.d[a] * m;
    if (s.tilt) d[1] = NEXT(d[1], -(T)INFINITY);
    bool hit;
    T fraction, n0;
    if (dim == 2) {
        const AABB2 b = F(box2)(lo[0] * m, lo[1] * m, hi[0] * m, hi[1] * m);
        const CAST2 k = F(cbx_cast_circle_aabb2)(F(circle)(c[0], c[1], r * m), F(v2)(d[0], d[1]), b);
        hit = k.hit, fraction = k.fraction, n0 = k.normal.x;
        if (shift > 0) CHECK(F(center_ok2)(k, r * m, b));
    } else {
        const AABB3 b = {{lo[0] * m, lo[1] * m, lo[2] * m}, {hi[0] * m, hi[1] * m, hi[2] * m}};
        const SPHERE sp = {{c[0], c[1], c[2]}, r * m};
        const VEC3 v = {d[0], d[1], d[2]};
        const CAST3 k = F(cbx_cast_sphere_aabb3)(sp, v, b);
        hit = k.hit, fraction = k.fraction, n0 = k.normal.x;
        if (shift > 0) {
            const SPHERE at = {k.center, r * m};
            CHECK(F(cbx_relate_sphere_aabb3)(at, b) != CBX_OVERLAPPING);
        }
    }
    CHECK_MSG(hit == want, "dim %d scale %g shift %d d (%g %g %g): hit %d", dim, (double)m, shift,
              (double)s.d[0], (double)s.d[1], (double)s.d[2], (int)hit);
    if (!hit) {
        CHECK(fraction == 1);
        return;
    }
    /* the normal points from the feature toward the center */
    CHECK(n0 > (T)(0.9 * offset[0] / r) && n0 < (T)(1.1 * offset[0] / r));
    if (shift <= 0) CHECK(fraction == 0);
    else CHECK(fraction >= 0 && fraction < (T)1e-3);
}

static void F(test_corner_starts)(void) {
    const int es_d[] = {-1060, -1000, -600, -300, -60, 0, 60, 300, 600, 1000, 1015};
    const int es_f[] = {-140, -120, -60, -10, 0, 10, 60, 120};
    const int wide = TEPS < 1e-10;
    const int count = wide ? (int)(sizeof es_d / sizeof es_d[0]) : (int)(sizeof es_f / sizeof es_f[0]);
    const T lo[3] = {0, 0, 0}, hi[3] = {4, 1, 2};
    const T corner2[2] = {4, 1}, off2[2] = {3, 4};
    const T edge3[3] = {4, 1, 0}, off_edge[3] = {3, 4, 1};  /* z = 1: inside the z slab */
    const T corner3[3] = {4, 1, 2}, off_corner[3] = {2, 3, 6};
    const F(start_case) c2[] = {{{-3, -4, 0}, 1, 0},  {{3, 4, 0}, 0, 0},  {{-4, 3, 0}, -1, 0},
                                {{4, -3, 0}, -1, 0}, {{-4, 3, 0}, 1, 1}, {{-6, -8, 0}, 1, 0}};
    const F(start_case) e3[] = {{{-3, -4, 0}, 1, 0},  {{3, 4, 1}, 0, 0},  {{0, 0, 1}, 0, 0},
                                {{-4, 3, -1}, -1, 0}, {{4, -3, 0}, -1, 0}, {{-4, 3, 0}, 1, 1}};
    const F(start_case) k3[] = {{{-2, -3, -6}, 1, 0}, {{2, 3, 6}, 0, 0},  {{3, -2, 0}, -1, 0},
                                {{-3, 2, 0}, -1, 0},  {{0, 6, -3}, 0, 0}, {{3, -2, 0}, 1, 1}};
    for (int i = 0; i < count; ++i) {
        const T m = (T)ldexp(1, wide ? es_d[i] : es_f[i]);
        for (int shift = -1; shift <= 1; ++shift) {
            for (int j = 0; j < 6; ++j) {
                F(check_start)(2, corner2, off2, 5, c2[j], shift, lo, hi, m);
                F(check_start)(3, edge3, off_edge, 5, e3[j], shift, lo, hi, m);
                F(check_start)(3, corner3, off_corner, 7, k3[j], shift, lo, hi, m);
            }
        }
    }
}

/* Balls falling onto a tile by whole units (cast_face.inc): over the
   tile's edge exactly (x on the slab's bound, not moving), the fall ending
   exactly on the tile (a hit at 1, the center touching), an ulp past it
   (the contact beyond the end: free), an ulp short (a block before 1),
   at scales 2^e. Expected from the arithmetic of the scene: contact when
   the center's height above the tile is r. */
static void F(test_falling_on_tiles)(void) {
    const int es[] = {-40, -8, 0, 8, 40};
    for (int ei = 0; ei < 5; ++ei) {
        const T m = (T)ldexp(1, es[ei]);
        const AABB2 tile = F(box2)(0, -1 * m, 1 * m, 0);
        const T r = (T)0.25 * m, xs[4] = {0, 1 * m, (T)0.5 * m, (T)0.875 * m};
        for (int xi = 0; xi < 4; ++xi) {
            /* a fall of 3 at speed 3: the contact at the end exactly */
            const T y = r + 3 * m;
            CAST2 k = F(cbx_cast_circle_aabb2)(F(circle)(xs[xi], y, r), F(v2)(0, -3 * m), tile);
            CHECK_MSG(k.hit && k.fraction == 1 && k.center.y == r && k.normal.y == 1 && k.normal.x == 0,
                      "x %g: hit %d fraction %.17g", (double)xs[xi], (int)k.hit, (double)k.fraction);
            k = F(cbx_cast_circle_aabb2)(F(circle)(xs[xi], NEXT(y, 10 * y), r), F(v2)(0, -3 * m), tile);
            CHECK(!k.hit && k.fraction == 1 && k.center.y > r);
            k = F(cbx_cast_circle_aabb2)(F(circle)(xs[xi], NEXT(y, 0), r), F(v2)(0, -3 * m), tile);
            CHECK(k.hit && k.fraction < 1 && k.center.y >= r && k.normal.y == 1);
            /* a fall of 1.5 at speed 4: a block at 0.375, the center on the tile at exactly r */
            k = F(cbx_cast_circle_aabb2)(F(circle)(xs[xi], r + (T)1.5 * m, r), F(v2)(0, -4 * m), tile);
            CHECK(k.hit && k.fraction == (T)0.375 && k.center.y == r && k.normal.y == 1);
        }
        /* beside the tile by an ulp: nothing below it */
        const CAST2 k = F(cbx_cast_circle_aabb2)(F(circle)(NEXT(1 * m, 2 * m) + r, r + 3 * m, r), F(v2)(0, -3 * m), tile);
        CHECK(!k.hit && k.fraction == 1);
    }
}

static void F(run_tests)(void) {
    F(test_falling_on_tiles)();
    F(test_corner_starts)();
    F(test_face_blocks)();
    F(test_fast_blocks)();
    F(test_fast_face_starts)();
    F(test_touching_starts)();
    F(test_overlapping_starts)();
    F(test_separate_starts)();
    F(test_points_and_flat_boxes)();
    F(test_cast3)();
    F(test_cast_oriented)();
    F(test_invalid)();
    F(test_invalid_before_sweep)();
    F(test_corner_before_sweep)();
    F(test_mover)();
}

#undef F
#undef VEC2
#undef VEC3
#undef CIRCLE
#undef SPHERE
#undef AABB2
#undef AABB3
#undef OBB2
#undef OBB3
#undef CAST2
#undef CAST3

#endif /* TEST_BODY */
