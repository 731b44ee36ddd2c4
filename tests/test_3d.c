/* SPDX-License-Identifier: MIT */
/* Unit tests of the 3D queries (sphere vs aabb3/obb3, static and moving):
   the exact cases the contract and issue name, every region class, every
   invalid input. One body for both precisions: this file includes itself. */
#ifndef TEST_BODY
#define TEST_BODY

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "circbox.h"
#include "internal.h"
#include "sweep/sweep3_head.h"
#include "test_macros.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

#define T double
#define S
#define CBX_IS_DOUBLE_T 1
#define NEXT nextafter
#define TMAX DBL_MAX
#define TMIN_SUB DBL_TRUE_MIN
#define TEPS DBL_EPSILON
#define BIG 0x1p400
#include "test_3d.c"
#undef T
#undef S
#undef CBX_IS_DOUBLE_T
#define CBX_IS_DOUBLE_T 0
#undef NEXT
#undef TMAX
#undef TMIN_SUB
#undef TEPS
#undef BIG
#define T float
#define S f
#define NEXT nextafterf
#define TMAX FLT_MAX
#define TMIN_SUB FLT_TRUE_MIN
#define TEPS FLT_EPSILON
#define BIG FLT_MAX
#include "test_3d.c"

/* A face at z = 1e-300 in a scene of size 2, the point moving at speed 3:
   first contact at 1e-300 / 3, not 0 (the root's |d|^2 underflowed). */
static void test_sweep_tiny_time(void) {
    const cbx_sweep3 w = cbx_sweep_sphere_aabb3((cbx_sphere){{0, 0, 0}, 0}, (cbx_vec3){0, 0, 3},
                                                (cbx_aabb3){{-1, -1, 1e-300}, {1, 1, 2}}, (cbx_vec3){0, 0, 0});
    CHECK_MSG(w.type == CBX_SWEEP_CONTACT && fabs(w.time - 1e-300 / 3) <= 4 * DBL_EPSILON * (1e-300 / 3),
              "type %d time %a", (int)w.type, w.time);
    CHECK(w.point.z == 1e-300 && w.normal.z == -1);
    /* the same with a radius of the face's size: contact at 0.5e-300 / 3 */
    const cbx_sweep3 r = cbx_sweep_sphere_aabb3((cbx_sphere){{0, 0, 0}, 0.5e-300}, (cbx_vec3){0, 0, 3},
                                                (cbx_aabb3){{-1, -1, 1e-300}, {1, 1, 2}}, (cbx_vec3){0, 0, 0});
    CHECK_MSG(r.type == CBX_SWEEP_CONTACT && fabs(r.time - 0.5e-300 / 3) <= 4 * DBL_EPSILON * (0.5e-300 / 3),
              "type %d time %a", (int)r.type, r.time);
    /* float: a face at 1e-40f (subnormal) */
    const cbx_sweep3f f = cbx_sweep_sphere_aabb3f((cbx_spheref){{0, 0, 0}, 0}, (cbx_vec3f){0, 0, 3},
                                                  (cbx_aabb3f){{-1, -1, 1e-40f}, {1, 1, 2}}, (cbx_vec3f){0, 0, 0});
    CHECK_MSG(f.type == CBX_SWEEP_CONTACT && fabs((double)f.time - 1e-40 / 3) <= 2 * (double)FLT_TRUE_MIN,
              "type %d time %a", (int)f.type, (double)f.time);
}

/* Velocities that cancel: both near DBL_MAX, relative velocity (0, 0, -1).
   Scaled by the larger of them, the relative velocity became subnormal and
   the path lost its direction; the scale now comes from the difference. */
static void test_sweep_cancelling_velocities(void) {
    const cbx_sweep3 w = cbx_sweep_sphere_aabb3((cbx_sphere){{0, 0, 96}, 1}, (cbx_vec3){DBL_MAX, 0, 0x1p-1023},
                                                (cbx_aabb3){{-2, 0, 0x1p-1072}, {0x1p-1072, 2, 1}},
                                                (cbx_vec3){DBL_MAX, 0, 1});
    CHECK_MSG(w.type == CBX_SWEEP_CONTACT && w.time == 94, "type %d time %a", (int)w.type, w.time);
    CHECK(w.normal.x == 0 && w.normal.y == 0 && w.normal.z == 1);
    /* opposite velocities of DBL_MAX: the difference overflows, halved */
    const cbx_sweep3 o = cbx_sweep_sphere_aabb3((cbx_sphere){{0, 5, 0}, 1}, (cbx_vec3){0, -DBL_MAX, 0},
                                                (cbx_aabb3){{-1, -1, -1}, {1, 1, 1}}, (cbx_vec3){0, DBL_MAX, 0});
    CHECK_MSG(o.type == CBX_SWEEP_CONTACT && o.time == 0x1.8p-1024, "type %d time %a", (int)o.type, o.time);
    CHECK(o.normal.y == 1);
}

/* The time, point and normal come from the problem as given, not from the
   walk's scaled copy, where offsets far below the scene's size round to
   subnormals (fuzz_sweep_sphere's former waiver "an input outside
   [2^-180, 2^240]"). */
static void test_sweep_given_scale(void) {
    const cbx_vec3 still = {0, 0, 0};
    /* A point at the origin, a face at 1000 * 2^-1074 in a scene of size 6,
       speed 1e-300: the time is the correctly rounded quotient (it was 0.2 %
       off: the scaled crossing time was a subnormal with 10 bits). */
    const double face = 1000 * 0x1p-1074;
    const cbx_sweep3 w = cbx_sweep_sphere_aabb3((cbx_sphere){{0, 0, 0}, 0}, (cbx_vec3){1e-300, 0, 0},
                                                (cbx_aabb3){{face, -1, -1}, {6, 1, 1}}, still);
    CHECK_MSG(w.type == CBX_SWEEP_CONTACT && w.time == face / 1e-300, "type %d time %a", (int)w.type, w.time);
    CHECK(w.point.x == face && w.point.y == 0 && w.normal.x == -1);
    /* A unit sphere at -1, the face at 5 * 2^-1074: the point lies on the
       face itself (it was the scaled face, 0), and the time is the gap
       5 * 2^-1074 exactly, which the rounded offset c - lo = -1 loses (the
       numerator |d|^2 - r^2 is then computed exactly): a separate start
       never gets time 0. */
    const cbx_sweep3 u = cbx_sweep_sphere_aabb3((cbx_sphere){{-1, 0, 0}, 1}, (cbx_vec3){1, 0, 0},
                                                (cbx_aabb3){{5 * 0x1p-1074, -1, -1}, {6, 1, 1}}, still);
    CHECK_MSG(u.type == CBX_SWEEP_CONTACT && u.time == 5 * 0x1p-1074 && u.point.x == 5 * 0x1p-1074 &&
                  u.normal.x == -1, "type %d time %a point %a", (int)u.type, u.time, u.point.x);
    /* An axis lost in the walk's scaling: a point whose z offset (1.4e-287)
       and z speed (1.2e-277) round to 0 beside x coordinates of 1e169 looked
       inside the flat box's z slab, and got the time its y face is reached
       (8.46e-11) instead of the z face's 1.164e-10 (the 3D oracle, seed 4242
       at scale 6). Since the spread floor (sweep3_core.c, SPREAD) such input
       takes the exact walk. */
    {
        const cbx_sweep3 z = cbx_sweep_sphere_aabb3(
            (cbx_sphere){{6.0, 3.0, 1.4355991224400663e-287}, 0.0},
            (cbx_vec3){-5.720959348098921e+178, -35462865548.40616, 1.4257218922817777e-273},
            (cbx_aabb3){{-2.606657496090976e+169, -3.0, 0.0}, {9.115074132395917e+132, 0.0, 0.0}},
            (cbx_vec3){3.4600891507427126e+34, -3.0, 1.4258452093073986e-273});
        const double want = 1.16415321826915374e-10;
        CHECK_MSG(z.type == CBX_SWEEP_CONTACT && fabs(z.time - want) <= 1e-14 * want && z.normal.z == 1,
                  "type %d time %a normal (%g %g %g)", (int)z.type, z.time, z.normal.x, z.normal.y, z.normal.z);
    }
    /* A slab whose width the walk's scaling rounded away: the box is 8 * 2^-1074
       wide on x and flat on y, z; the sphere (r = 4) crosses the x slab from
       t = 0.25 to 2.25 and touches the box's y-z point at t = 2.0000000000000001
       (exact rationals). The walk saw the slab entered and left at once near
       t = 2 and the time was clamped to the given exit, 2.25, where the gap
       is -0.75 (fuzz_sweep_sphere, a CI run). */
    {
        const double d1 = 0x1p-1074;
        const cbx_sweep3 z = cbx_sweep_sphere_aabb3(
            (cbx_sphere){{-5 * d1, -0x1.4a053e991d6bap-5, -0x1.3fff55d26a26ep+3}, 4},
            (cbx_vec3){4 * d1, 0x1.8c064b1e234ep-7, 0x1.7fff33c94c2eap+1}, (cbx_aabb3){{-4 * d1, 0, 0}, {4 * d1, 0, 0}},
            still);
        CHECK_MSG(z.type == CBX_SWEEP_CONTACT && fabs(z.time - 2) <= 1e-14 && z.normal.x == 0 && z.normal.z < 0,
                  "type %d time %a normal (%g %g %g)", (int)z.type, z.time, z.normal.x, z.normal.y, z.normal.z);
    }
    /* A lost axis that never lets a point in early: y offset -4.8e-208 and
       y speed 2.4e-208 vanish beside x coordinates of 1e234, and the point
       (r = 0) crosses the box's z face at 1.5e-129 while still below its y
       slab; it reaches the y face at t = 0x1.ffffffffffdbep+0 (the exact
       ratio, rounded). Walking forward from the lost axis, the y-z edge
       (never reached: a point passing an edge's planes at different times)
       was taken for the contact at its closest approach, and the z crossing
       returned (the exact cast oracle at 20,000 scenes). The exact walk
       takes it now (SPREAD), as above. */
    {
        const cbx_sphere p = {{-1340125924.6852155, -4.81339687686741e-208, -2.9216395106e-313}, 0};
        const cbx_vec3 d = {1.9298680903250107e+234, 2.4066984384338595e-208, -1.2080100003896783};
        const cbx_aabb3 b = {{1.2922436059592285e-230, 0.0, -4.0},
                             {8.016643456792768e+234, 3.288119387168736e-221, -1.8084378516076164e-129}};
        const cbx_sweep3 z = cbx_sweep_sphere_aabb3(p, d, b, still);
        CHECK_MSG(z.type == CBX_SWEEP_CONTACT && fabs(z.time - 0x1.ffffffffffdbep+0) <= 1e-14 && z.normal.y == -1,
                  "type %d time %a normal (%g %g %g)", (int)z.type, z.time, z.normal.x, z.normal.y, z.normal.z);
        const cbx_cast3 k = cbx_cast_sphere_aabb3(p, d, b);
        CHECK_MSG(!k.hit && k.fraction == 1, "hit %d fraction %a", (int)k.hit, k.fraction);
    }
    /* Contact beyond DBL_MAX: time DBL_MAX, the point on the face 2^1000. */
    const cbx_sweep3 f = cbx_sweep_sphere_aabb3((cbx_sphere){{0, 0, 0}, 1}, (cbx_vec3){0x1p-1000, 0, 0},
                                                (cbx_aabb3){{0x1p1000, -1, -1}, {0x1p1001, 1, 1}}, still);
    CHECK_MSG(f.type == CBX_SWEEP_CONTACT && f.time == DBL_MAX && f.point.x == 0x1p1000 && f.point.y == 0 &&
                  f.normal.x == -1, "type %d time %a point %a", (int)f.type, f.time, f.point.x);
    /* ... and beyond FLT_MAX in float, computed in double. */
    const cbx_sweep3f ff = cbx_sweep_sphere_aabb3f((cbx_spheref){{0, 0, 0}, 1}, (cbx_vec3f){0x1p-100f, 0, 0},
                                                   (cbx_aabb3f){{0x1p100f, -1, -1}, {0x1p101f, 1, 1}},
                                                   (cbx_vec3f){0, 0, 0});
    CHECK_MSG(ff.type == CBX_SWEEP_CONTACT && ff.time == FLT_MAX && ff.point.x == 0x1p100f,
              "type %d time %a", (int)ff.type, (double)ff.time);
    /* A start 1.6e-37 of |d| from tangency: c + r = 0 exactly, the face at
       6.5e121, |c| = 4.1e158, speed 2.2e-207: the time 3e328 saturates (it
       was 0, the gap lost in c - lo). */
    const cbx_sweep3 g = cbx_sweep_sphere_aabb3((cbx_sphere){{-4.135964603779859e+158, 0.5, -0.25}, 4.135964603779859e+158},
                                                (cbx_vec3){2.1652440713591824e-207, 0, 0},
                                                (cbx_aabb3){{6.460478351401833e+121, -1, -1}, {6.460478351401833e+121, 1, 1}},
                                                still);
    CHECK_MSG(g.type == CBX_SWEEP_CONTACT && g.time == DBL_MAX, "type %d time %a", (int)g.type, g.time);
    /* A face whose offsets are 2^-870 of the scene's size: in the walk's
       scaled copy their squares underflowed (f = 0 <= r^2 = 0), and the walk
       took the piece where x enters its slab (t = 1/193) for the contact on
       the face z = -2 at t = 2 / 275.46... */
    const cbx_sweep3 h = cbx_sweep_sphere_aabb3(
        (cbx_sphere){{-2.0, -7.252202730568543e-40, 0.0}, 1.8191715140585334e-96},
        (cbx_vec3){196.00277883967527, 4.8679023702241705e+265, -275.4660889827683},
        (cbx_aabb3){{-1.0, -1.0990790138020443e+46, -4.0}, {1.8286492444983218e-140, 7.382719943899713e+263, -2.0}},
        (cbx_vec3){3.0, -3.8640361443406846e-43, -0.0018428691935835479});
    CHECK_MSG(h.type == CBX_SWEEP_CONTACT && fabs(h.time - 0.0072604703812464795) <= 4e-16 * 0.0073 &&
                  h.normal.z == 1, "type %d time %a", (int)h.type, h.time);
    /* A thin box (x in [3, 6]) 7e78 away: entry and exit round to the same
       time; the contact is the entry face, x = 3, normal -x (was x = 6, +x). */
    const cbx_sweep3 e = cbx_sweep_sphere_aabb3((cbx_sphere){{-7.027687952207019e+78, 0.5, -0.25}, 0},
                                                (cbx_vec3){6.882280127256131e-146, 0, 0},
                                                (cbx_aabb3){{3, -1, -1}, {6, 1, 1}}, still);
    CHECK_MSG(e.type == CBX_SWEEP_CONTACT && e.point.x == 3 && e.normal.x == -1, "type %d point %a normal %a",
              (int)e.type, e.point.x, e.normal.x);
    /* A contact time that underflows: the smallest subnormal, not 0, when
       the quotient is there (2^-1000 / 2^74). */
    const cbx_sweep3 z = cbx_sweep_sphere_aabb3((cbx_sphere){{0, 0, 0}, 0}, (cbx_vec3){0x1p74, 0, 0},
                                                (cbx_aabb3){{0x1p-1000, -1, -1}, {6, 1, 1}}, still);
    CHECK_MSG(z.type == CBX_SWEEP_CONTACT && z.time == 0x1p-1074, "type %d time %a", (int)z.type, z.time);
}

/* An oriented box and velocities of 2^60 that cancel to 256 (the former
   waiver "velocities cancel in the frame"): the relative velocity is formed
   before the rotation, so the path keeps its direction. The box is turned by
   45 degrees about z; the sphere meets its vertical edge at x = -sqrt 2. */
static void test_sweep_obb_cancelling(void) {
    const double q = 0.70710678118654752440;
    const cbx_obb3 b = {{0, 0, 0}, {1, 1, 1}, {{q, q, 0}, {-q, q, 0}, {0, 0, 1}}};
    const cbx_sweep3 w = cbx_sweep_sphere_obb3((cbx_sphere){{-1000, 0, 0}, 1}, (cbx_vec3){0x1p60 + 256, 0, 0}, b,
                                               (cbx_vec3){0x1p60, 0, 0});
    const double want = (1000 - 1.41421356237309504880 - 1) / 256;
    CHECK_MSG(w.type == CBX_SWEEP_CONTACT && fabs(w.time - want) <= 1e-12 * want, "type %d time %a", (int)w.type,
              w.time);
    CHECK(fabs(w.normal.x + 1) <= 1e-9 && fabs(w.normal.y) <= 1e-9 && fabs(w.normal.z) <= 1e-9);
    /* the box's motion is added to the point: at time t it has moved 2^60 t */
    CHECK(fabs(w.point.x - (-1.41421356237309504880 + 0x1p60 * w.time)) <= 1e-12 * 0x1p60 * w.time);
}

/* Axes a signed permutation, the box's center and half extent with low bits
   that cancel at a face: the offset center - box.center rounds, the bounds
   do not (tests/oracle/test_sweep3.py, "obb3 permutation sweep, offsets
   rounding": through the frame a sphere sliding along the face z = -12 at
   r + 2^-49 was a CONTACT). The sweep is the
   axis-aligned one on those bounds (src/shape/obb_aligned.inc), whatever
   the permutation. */
static void test_sweep_obb_offsets_round(void) {
    const cbx_vec3 o = {-0x1.0b0266e8b16fep+5, -0x1.ea6f18d81efbcp+4, -0x1.603098577400dp+5};
    const double h[3] = {0x1.cp+5, 0x1.8a7892c41fc7cp+4, 0x1.003098577400dp+5};
    const cbx_sphere s = {{-0x1.aac099ba2c5c0p+7, -0x1.a0c8a3b18858cp+2, -0x1.7ff89ffffffffp+3}, 0x1.d8p-11};
    const cbx_vec3 v = {0x1.8p+4, 0, 0}, z = {0, 0, 0};
    const cbx_aabb3 w = {{o.x - h[0], o.y - h[1], o.z - h[2]}, {o.x + h[0], o.y + h[1], o.z + h[2]}};
    const cbx_sweep3 want = cbx_sweep_sphere_aabb3(s, v, w, z);
    CHECK_MSG(want.type == CBX_SWEEP_NONE, "aabb type %d", (int)want.type);
    const cbx_obb3 id = {o, {h[0], h[1], h[2]}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    /* box axes along world y, -z, -x: half extents h[1], h[2], h[0] */
    const cbx_obb3 pm = {o, {h[1], h[2], h[0]}, {{0, 1, 0}, {0, 0, -1}, {-1, 0, 0}}};
    CHECK(cbx_sweep_sphere_obb3(s, v, id, z).type == CBX_SWEEP_NONE);
    CHECK(cbx_sweep_sphere_obb3(s, v, pm, z).type == CBX_SWEEP_NONE);
    CHECK(cbx_cast_sphere_obb3(s, v, pm).hit == cbx_cast_sphere_aabb3(s, v, w).hit);
}

/* A sphere sliding at r along a face (its center's rounding too close for
   the cast's certificate) until a thin box's slab begins at 0.6: the cast
   stepped back to 0.3 (0.28 short of touching) or to the start (a start
   2^24.6 radii away), its first step set where the fast axis leaves its
   slab; now the halvings bring it to where the fast axis enters the box's
   slab, within a few ulps of touching (an independent oracle's findings;
   src/motion/cast_settle.inc). */
/* An exact graze of an edge (a 3-4-5 tangency at f = 1/2) by a path that
   moves 2^e times faster along the edge, e = 400..1000 (an independent
   tester, 2026-12-07): the graze test scaled the path by its largest
   component, so that across the edge its squares underflowed, and from
   2^550 on the graze was blocked at 0.49999996. Free at every e. */
static void test_cast_edge_graze_fast_along(void) {
    for (int e = 400; e <= 1000; e += 50) {
        const cbx_aabb3 b = {{0, 0, -ldexp(1, e < 1000 ? e + 1 : 1022)}, {1, 1, ldexp(1, e < 1000 ? e + 1 : 1022)}};
        const cbx_cast3 o = cbx_cast_sphere_aabb3((cbx_sphere){{0, 8, 0}, 5}, (cbx_vec3){8, -6, ldexp(1, e)}, b);
        CHECK_MSG(!o.hit && o.fraction == 1, "2^%d: hit %d at %a", e, (int)o.hit, o.fraction);
    }
}

/* A ball gliding a few ulps outside a face, approaching it at a tiny rate
   while another axis enters the face's slab (an independent tester,
   2026-12-07): the face certificate's steps back of two and four ulps on
   the face's axis went far back along the path, and the general path
   stopped the double cast at 0.049 for a contact at 0.128 (0.1 from
   touching), the float one at 0.061 for 0.145; the centers one ulp
   farther out are clear at 0.126 and 0.083 (cast_face.inc,
   cbx_cast_face_settle). The center returned clear, within a few ulps
   of touching. */
static void test_cast_slow_face_approach(void) {
    const cbx_aabb3 b = {{-1, 0, 0}, {0, 1, 1}};
    const cbx_sphere s = {{-0x1.0000000000010p+0, 0x1.e1e479978f168p-1, 0x1.45b51ad22c070p+0}, 0x1.aeeadf8670d6ap-49};
    const cbx_cast3 o = cbx_cast_sphere_aabb3(
        s, (cbx_vec3){0x1.3c9017d03393fp-48, -0x1.392c509cc1a17p-1, -0x1.b9fa323422a97p+1}, b);
    const cbx_relation rel = cbx_relate_sphere_aabb3((cbx_sphere){o.center, s.radius}, b);
    CHECK_MSG(o.hit && o.fraction > 0.126 && o.fraction < 0.12806702263752825 && rel == CBX_SEPARATE,
              "double: hit %d fraction %.17g relation %d", (int)o.hit, o.fraction, (int)rel);
    const cbx_aabb3f bf = {{-1, 0x1p-149f, -1}, {0, 1, 0}};
    const cbx_spheref sf = {{-0x1.37374ap+0f, 0x1.000002p+0f, -0x1.2882fp-3f}, 0x1.6fed1cp-39f};
    const cbx_cast3f of = cbx_cast_sphere_aabb3f(sf, (cbx_vec3f){0x1.4be672p+1f, -0x1.ba9c5ap-21f, -0x1.b79b5ap-1f}, bf);
    const cbx_relation relf = cbx_relate_sphere_aabb3f((cbx_spheref){of.center, sf.radius}, bf);
    CHECK_MSG(of.hit && of.fraction > 0.08f && of.fraction < 0.1446f && relf == CBX_SEPARATE,
              "float: hit %d fraction %.9g relation %d", (int)of.hit, (double)of.fraction, (int)relf);
}

static void test_cast_long_first_step(void) {
    const cbx_cast3 a = cbx_cast_sphere_aabb3((cbx_sphere){{-2, 2, -0x1.ap-49}, 1}, (cbx_vec3){4, -0x1p-1074, 0x1.9p-49},
                                              (cbx_aabb3){{0, 0, -0x1.6p-50}, {1, 1, -0x1.4p-50}});
    CHECK_MSG(a.hit && a.fraction > 0.5 - 1e-7 && a.fraction <= 0.6, "fraction %a", a.fraction);
    const cbx_cast3f af = cbx_cast_sphere_aabb3f((cbx_spheref){{-2, 2, -0x1.ap-49f}, 1},
                                                 (cbx_vec3f){4, -0x1p-149f, 0x1.9p-49f},
                                                 (cbx_aabb3f){{0, 0, -0x1.6p-50f}, {1, 1, -0x1.4p-50f}});
    CHECK_MSG(af.hit && af.fraction > 0.499f && af.fraction <= 0.6f, "float fraction %a", (double)af.fraction);
    const cbx_cast3 b = cbx_cast_sphere_aabb3((cbx_sphere){{-0x1.4p+157, 0x1.8p+132, -0x1.ap-409}, 0x1p+132},
                                              (cbx_vec3){-0x1.8p+158, -0x1p-1074, 0x1.9p-409},
                                              (cbx_aabb3){{-0x1.ep+158, -0x1p+129, -0x1.6p-410},
                                                          {-0x1p+158, 0x1p+131, -0x1.4p-410}});
    CHECK_MSG(b.hit && b.fraction > 0.25 - 1e-12 && b.fraction <= 0.6, "fraction %a", b.fraction);
    /* A sphere of radius 1e-182 sinking onto a face's plane 4.6e-61 below
       it (first contact at 4.3813761589631744e-18) while a fast axis
       enters its slab at 1.4e-48 and its x coordinate sits on the slab's
       bound, moving in: the settling's "not past" test counted that x as
       uncertain and stepped back to 1.4e-48 (cast oracle, seed 4934). */
    const cbx_cast3 c = cbx_cast_sphere_aabb3(
        (cbx_sphere){{6.0, 4.581979900497956e-61, -3.0}, 9.932370415762305e-183},
        (cbx_vec3){-0.8960095107221133, -1.0457855555552785e-43, 2.131220448832999e+48},
        (cbx_aabb3){{2.0, -8.278768180949713e-43, 0.0008780039150768303}, {6.0, 0.0, 6.212322112796222e+49}});
    CHECK_MSG(c.hit && c.fraction > 4.3813761589631e-18 && c.fraction <= 4.3813761589631744e-18 && c.normal.y == 1,
              "fraction %a", c.fraction);
}

/* The fast path's 1D decisions (sweep3_fast.c): a ball of radius 0.3 on a
   flush floor (tile top at z = 0) at exactly z = 0.3, rolling along x
   toward the next tile [1, 2]: CONTACT when its center reaches x = 1 (time
   (1 - 0.5) / 0.25 = 2, normal up, point on the tile's edge); one ulp
   higher: NONE; one ulp lower: it overlaps the tile's rounded edge first
   (contact before 2). Resting on its own tile: CONTACT at 0, normal up. */
static void test_sweep_rolling_exact_r(void) {
    const cbx_aabb3 next = {{1, 0, -1}, {2, 4, 0}}, own = {{0, 0, -1}, {1, 4, 0}};
    const cbx_vec3 v = {0.25, 0, 0}, z = {0, 0, 0};
    const cbx_sweep3 w = cbx_sweep_sphere_aabb3((cbx_sphere){{0.5, 2, 0.3}, 0.3}, v, next, z);
    CHECK_MSG(w.type == CBX_SWEEP_CONTACT && w.time == 2, "type %d time %a", (int)w.type, w.time);
    CHECK(w.normal.x == 0 && w.normal.y == 0 && w.normal.z == 1 && w.point.x == 1 && w.point.z == 0);
    const cbx_sweep3 up = cbx_sweep_sphere_aabb3((cbx_sphere){{0.5, 2, nextafter(0.3, 1)}, 0.3}, v, next, z);
    CHECK_MSG(up.type == CBX_SWEEP_NONE, "one ulp above: type %d", (int)up.type);
    const cbx_sweep3 dn = cbx_sweep_sphere_aabb3((cbx_sphere){{0.5, 2, nextafter(0.3, 0)}, 0.3}, v, next, z);
    CHECK_MSG(dn.type == CBX_SWEEP_CONTACT && dn.time < 2 && dn.time > 1, "one ulp below: type %d time %a",
              (int)dn.type, dn.time);
    const cbx_sweep3 rest = cbx_sweep_sphere_aabb3((cbx_sphere){{0.5, 2, 0.3}, 0.3}, v, own, z);
    CHECK_MSG(rest.type == CBX_SWEEP_CONTACT && rest.time == 0 && rest.normal.z == 1, "resting: type %d time %a",
              (int)rest.type, rest.time);
    /* diagonal roll into the tile's corner column, grid data: x enters at
       t = 2, y (from -0.5 at 0.125) at t = 4: contact at 4 */
    const cbx_sweep3 d = cbx_sweep_sphere_aabb3((cbx_sphere){{0.5, -0.5, 0.25}, 0.25}, (cbx_vec3){0.25, 0.125, 0},
                                                next, z);
    CHECK_MSG(d.type == CBX_SWEEP_CONTACT && d.time == 4, "diagonal: type %d time %a", (int)d.type, d.time);
}

/* Regressions (a cast oracle against the sweep, 2026-11-30): the fast
   path's brackets took their width from the scene's largest magnitude
   over the largest speed, and reported a time anywhere inside. A box
   reaching to -2.7e16 on x: a corner's face time 0.3149 for an edge met
   at 0.3698 (the ball 3 units short); a center at x = 2.1e36 deep inside
   its slab, moving along it at 6.6e14: a face at 7.5e14 for an edge met
   at 0.1143 (deep inside the box by then); a float center at z = -6.9e13
   deep inside its slab: 0.71575 for 0.71669. The widths now come from the
   axes that bear on the contact; the times, against the exact first
   contact (bisected in rationals), are within a few ulps. */
static void test_sweep_far_axis(void) {
    const cbx_vec3 still = {0, 0, 0};
    const cbx_sweep3 a = cbx_sweep_sphere_aabb3(
        (cbx_sphere){{-0x1.a2efba2a4cdaep-110, 0x1.bcp+3, 0x1.590e67b92d766p+6}, 0x1.e4p+3},
        (cbx_vec3){-0x1.1bf024ba9413ap+7, 0x1.b69ad56cfcfe6p+2, -0x1.9971bcff28b65p+5},
        (cbx_aabb3){{-0x1.8367da7a5ab8bp+54, -0x1.d44a8455f4776p+6, -0x1.89ceda4d5743dp+6},
                    {-0x1.935f7db5746c9p+5, 0x1.e8p+2, 0x1.b82fbd43e5ba1p+5}},
        still);
    CHECK_MSG(a.type == CBX_SWEEP_CONTACT && fabs(a.time - 0.36983327816240374) < 1e-15 && a.normal.x == 0,
              "type %d time %.17g normal.x %g", (int)a.type, a.time, a.normal.x);
    const cbx_sphere s = {{0x1.944e5ep+120, 0x1.777544p+6, -0x1.6a5d6cp+6}, 0x1.09dc8p+6};
    const cbx_vec3 v = {0x1.2db802p+49, 0, 0x1.4ebe6p+6};
    const cbx_aabb3 b = {{-0x1.7cd2c2p-54, 0x1.ecp+3, -0x1.4p+4}, {0x1.b66cb2p+121, 0x1.0e1fc6p+6, 0x1.9263a6p+121}};
    const cbx_sweep3 e = cbx_sweep_sphere_aabb3(s, v, b, still);
    CHECK_MSG(e.type == CBX_SWEEP_CONTACT && fabs(e.time - 0.1142977170759101) < 1e-15, "type %d time %.17g",
              (int)e.type, e.time);
    const cbx_sweep3f ef = cbx_sweep_sphere_aabb3f(
        (cbx_spheref){{(float)s.center.x, (float)s.center.y, (float)s.center.z}, (float)s.radius},
        (cbx_vec3f){(float)v.x, (float)v.y, (float)v.z},
        (cbx_aabb3f){{(float)b.min.x, (float)b.min.y, (float)b.min.z}, {(float)b.max.x, (float)b.max.y, (float)b.max.z}},
        (cbx_vec3f){0, 0, 0});
    CHECK_MSG(ef.type == CBX_SWEEP_CONTACT && fabs(ef.time - 0.1142977170759101) < 1e-7, "type %d time %.9g",
              (int)ef.type, (double)ef.time);
    const cbx_sweep3f g = cbx_sweep_sphere_aabb3f(
        (cbx_spheref){{0x1.3cp+3f, -0x1.1ap+4f, -0x1.0096acp+46f}, 0x1.2ea198p+4f},
        (cbx_vec3f){-0x1.fe40c6p+6f, 0x1.5ap+4f, -0x1.f3cf92p-42f},
        (cbx_aabb3f){{-0x1.47d18ap+113f, 0x1.76aceap-27f, -0x1.47fc74p+119f},
                     {-0x1.915fap+6f, 0x1.926c56p+121f, -0x1.f5c4f8p+3f}},
        (cbx_vec3f){0, 0, 0});
    CHECK_MSG(g.type == CBX_SWEEP_CONTACT && fabs((double)g.time - 0.7166942310830862) < 3e-7, "type %d time %.9g",
              (int)g.type, (double)g.time);
}

/* A start a few ulps outside an edge's tangency: the contact is reported
   at the edge's root, not at the end of the sliver of time the fast path
   certifies it in (before 2026-11-30: 9.47e-14 for 1.18e-15, 80 times late,
   the center's offset -(8 + 2^-50) to the edge having rounded to -8, which
   made the plain root 0; and 7.8e-15 for a contact at 7e-325, the center
   at x = 5e-324 beside a face at 0, whose square underflows). The exact
   time of the first: 1.18423789293350049e-15. */
static void test_sweep_near_tangent_start(void) {
    const cbx_vec3 still = {0, 0, 0};
    const cbx_sweep3 a =
        cbx_sweep_sphere_aabb3((cbx_sphere){{16, 0x1.fffffffffffffp+2, 0}, 10}, (cbx_vec3){1, 1.5, 0},
                               (cbx_aabb3){{5.5, 16, -256}, {10, 16.5, 256}}, still);
    CHECK_MSG(a.type == CBX_SWEEP_CONTACT && fabs(a.time - 1.1842378929335004e-15) < 1e-30, "type %d time %.17g",
              (int)a.type, a.time);
    const cbx_sweep3 b = cbx_sweep_sphere_aabb3((cbx_sphere){{0x1p-1074, -5, -7}, 5}, (cbx_vec3){-6.4, 0.8, -4},
                                                (cbx_aabb3){{-6, -2, -7}, {-4, 1, 1}}, still);
    CHECK_MSG(b.type == CBX_SWEEP_CONTACT && b.time > 0 && b.time < 1e-320, "type %d time %.17g", (int)b.type,
              b.time);
    /* The same near a corner in a scene at 2^263, where b^2 of the root's
       quadratic overflows (a first form of the fix took its root as 0 and
       answered the smallest time; exact: 1.912999673200275e-15). */
    const cbx_sweep3 c = cbx_sweep_sphere_aabb3(
        (cbx_sphere){{-0x1.fp+261, 0x1.1p+263, 0x1.6p+263}, 0x1.bfffffffffffep+263},
        (cbx_vec3){-0x1p+262, -0x1p+263, 0x1p+259},
        (cbx_aabb3){{0x1p+257, 0, -0x1p+260}, {0x1.5p+261, 0x1.4p+261, -0x1p+260}}, still);
    CHECK_MSG(c.type == CBX_SWEEP_CONTACT && fabs(c.time - 1.912999673200275e-15) < 1e-29, "type %d time %.17g",
              (int)c.type, c.time);
    /* Tangent at 2^330 but for a box bound at -2^-1074 (the general
       path): the contact is due at about 1e-423, and a separate start's
       time is the smallest double, not 0 (which means touching). */
    const cbx_sweep3 d = cbx_sweep_sphere_aabb3(
        (cbx_sphere){{-0x1p+332, 0x1.8p+330, 0x1.88p+331}, 0x1.6p+331}, (cbx_vec3){0x1p+330, -0x1p+330, -0x1p+328},
        (cbx_aabb3){{-0x1.cp+331, -0x1.cp+329, 0x1p+326}, {0, -0x1p-1074, 0x1.ap+329}}, still);
    CHECK_MSG(d.type == CBX_SWEEP_CONTACT && d.time == 0x1p-1074, "type %d time %a", (int)d.type, d.time);
    /* Beside a corner, one offset far below the others: |d|^2 - r^2 =
       2^52 among squares near 2^116 (exact time 4096, 2^-7 away at
       2^-19), and 1 + 2^-120 among squares near 2^60 (exact time
       2^-31 (1 + 2^-61)); the rounded gap gave 2^-278 and 2^-151, inside
       the vacuous bound, and float 0 (an independent oracle, 2026-12-06). */
    const cbx_sweep3 e = cbx_sweep_sphere_aabb3((cbx_sphere){{-0x1p+26, -0x1p+58, -0x1p-119}, 0x1p+58},
                                                (cbx_vec3){0, 0x1p-19, 0}, (cbx_aabb3){{0, 0, 0}, {1, 1, 1}}, still);
    CHECK_MSG(e.type == CBX_SWEEP_CONTACT && fabs(e.time - 4096) < 1e-9, "type %d time %a", (int)e.type, e.time);
    const cbx_sweep3f ef = cbx_sweep_sphere_aabb3f((cbx_spheref){{-0x1p+26f, -0x1p+58f, -0x1p-119f}, 0x1p+58f},
                                                   (cbx_vec3f){0, 0x1p-19f, 0},
                                                   (cbx_aabb3f){{0, 0, 0}, {1, 1, 1}}, (cbx_vec3f){0, 0, 0});
    CHECK_MSG(ef.type == CBX_SWEEP_CONTACT && ef.time == 4096.0f, "type %d time %a", (int)ef.type, (double)ef.time);
    const cbx_sweep3 g = cbx_sweep_sphere_aabb3((cbx_sphere){{2, 0x1.8p+31, 0x1p-60}, 0x1p+30}, (cbx_vec3){0, -1, 0},
                                                (cbx_aabb3){{0, 0, -1}, {1, 0x1p+31, 0}}, still);
    CHECK_MSG(g.type == CBX_SWEEP_CONTACT && fabs(g.time - 0x1p-31) < 0x1p-70, "type %d time %a", (int)g.type,
              g.time);
}

/* The fast path told that a start is separate (cbx_sweep3_fast_apart, the
   casts' hand-over) answers as it answers untold, bit for bit, on starts
   a few ulps off an edge or a corner of decimal boxes (bench_workloads.h's
   ulp~corner), nudged by 0-3 ulps, moving anywhere: wherever the exact
   sign says separate and the center is off two or three slabs. */
/* Two fast-path answers the same to the bit, field by field (a memcmp of
   the whole struct also reads its padding, which a struct copy need not
   carry: a coverage build at -O1 showed different padding behind equal
   answers). */
static bool same_local(const cbx_sweep3_local *a, const cbx_sweep3_local *b) {
    bool same = a->type == b->type && a->face == b->face && memcmp(&a->time, &b->time, sizeof a->time) == 0;
    for (int i = 0; i < 3; ++i)
        same = same && memcmp(&a->q[i], &b->q[i], sizeof a->q[i]) == 0 &&
               memcmp(&a->normal[i], &b->normal[i], sizeof a->normal[i]) == 0;
    return same;
}

static void test_sweep_apart_same(void) {
    uint64_t x = 0x2545F4914F6CDD1Du;
    int compared = 0;
    for (int it = 0; it < 20000; ++it) {
        double u[6];
        for (int k = 0; k < 6; ++k) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            u[k] = (double)(x >> 11) * 0x1p-53;
        }
        const double r = 0.05 + floor(u[0] * 6000) / 1000;
        double lo[3], hi[3], c[3], v[3], w[3] = {u[3] + 0.01, u[4] + 0.01, it % 2 ? u[5] + 0.01 : 0};
        const double n = sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2]);
        for (int i = 0; i < 3; ++i) {
            lo[i] = floor((u[(i + 1) % 6] - 0.5) * 40000) / 1000;
            hi[i] = lo[i] + 0.1 + floor(u[(i + 2) % 6] * 9000) / 1000;
            const bool up = (it >> (i + 1)) & 1;
            c[i] = w[i] == 0 ? lo[i] + (hi[i] - lo[i]) * u[i] : (up ? hi[i] + r * w[i] / n : lo[i] - r * w[i] / n);
            v[i] = (u[(i + 3) % 6] - 0.5) * 4;
        }
        for (int k = 0; k < (it >> 4) % 4; ++k) c[0] = nextafter(c[0], (it >> 1) & 1 ? INFINITY : -INFINITY);
        const cbx_sphere sp = {{c[0], c[1], c[2]}, r};
        const cbx_aabb3 b = {{lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}};
        int off = 0;
        for (int i = 0; i < 3; ++i) off += c[i] < lo[i] || c[i] > hi[i];
        if (off < 2 || cbx_relate_sphere_aabb3(sp, b) != CBX_SEPARATE) continue;
        const double still[3] = {0, 0, 0};
        cbx_sweep3_local a, t;
        memset(&a, 0, sizeof a);
        memset(&t, 0, sizeof t);
        const bool fa = cbx_sweep3_fast_headed(c, r, lo, hi, v, still, false, &a),
                   ft = cbx_sweep3_fast_headed(c, r, lo, hi, v, still, true, &t);
        CHECK_MSG(fa == ft && (!fa || same_local(&a, &t)),
                  "apart: %d type %d time %a, told: %d type %d time %a; c (%a %a %a) r %a", fa, (int)a.type, a.time, ft,
                  (int)t.type, t.time, c[0], c[1], c[2], r);
        ++compared;
    }
    CHECK_MSG(compared > 2000, "only %d separate starts beside an edge or a corner", compared);
}

int main(void) {
    test_3d();
    test_3df();
    test_sweep_tiny_time();
    test_sweep_cancelling_velocities();
    test_sweep_given_scale();
    test_sweep_obb_cancelling();
    test_sweep_rolling_exact_r();
    test_sweep_far_axis();
    test_sweep_near_tangent_start();
    test_sweep_apart_same();
    test_sweep_obb_offsets_round();
    test_cast_long_first_step();
    test_cast_slow_face_approach();
    test_cast_edge_graze_fast_along();
    CBX_TEST_END();
}

#else /* TEST_BODY: the per-precision body */

#define F(name) CAT(name, S)
#define V3 F(cbx_vec3)
#define SPH F(cbx_sphere)
#define BOX F(cbx_aabb3)
#define OBB F(cbx_obb3)
#define CON F(cbx_contact3)
#define SW F(cbx_sweep3)

static V3 F(v3)(T x, T y, T z) {
    V3 v = {x, y, z};
    return v;
}
static SPH F(sph)(T x, T y, T z, T r) {
    SPH s = {{x, y, z}, r};
    return s;
}
static BOX F(box)(T x0, T y0, T z0, T x1, T y1, T z1) {
    BOX b = {{x0, y0, z0}, {x1, y1, z1}};
    return b;
}
static OBB F(obb_axes)(V3 c, V3 h, V3 a0, V3 a1, V3 a2) {
    OBB b;
    b.center = c;
    b.half = h;
    b.axis[0] = a0;
    b.axis[1] = a1;
    b.axis[2] = a2;
    return b;
}

static void F(expect)(SPH s, BOX b, cbx_relation want, int line) {
    const cbx_relation rel = F(cbx_relate_sphere_aabb3)(s, b);
    const bool ov = F(cbx_overlap_sphere_aabb3)(s, b);
    const CON k = F(cbx_contact_sphere_aabb3)(s, b);
    CHECK_MSG(rel == want, "line %d: relate %d, want %d", line, (int)rel, (int)want);
    CHECK_MSG(ov == (want > CBX_SEPARATE), "line %d: overlap %d", line, (int)ov);
    CHECK_MSG(k.relation == want, "line %d: contact relation %d", line, (int)k.relation);
    if (want == CBX_INVALID) {
        CHECK_MSG(isnan(k.distance) && isnan(k.point.x) && isnan(k.normal.z), "line %d: NaN contact", line);
    }
}
#define EXPECT(s, b, want) F(expect)(s, b, want, __LINE__)

static bool F(near)(T a, T b, T tol) { return fabs((double)a - (double)b) <= (double)tol; }

static void F(test_static)(void) {
    const BOX corner = F(box)(-1, -1, -1, 0, 0, 0);
    /* edges (the short certificate on the two nonzero differences), along
       each axis: 3-4-5 and one ulp either side; differences of unlike
       magnitudes (2^-20 beside 1: apart by 2^-40 in the squares, within by
       2^-19 - 2^-40 - ...); a difference that rounds to a short one
       (3 2^30 - 2^-30), tangent in rounded numbers but overlapping */
    EXPECT(F(sph)(3, 4, (T)-0.5, 5), corner, CBX_TOUCHING);
    EXPECT(F(sph)((T)-0.5, 3, 4, NEXT((T)5, 6)), corner, CBX_OVERLAPPING);
    EXPECT(F(sph)(4, (T)-0.5, 3, NEXT((T)5, 4)), corner, CBX_SEPARATE);
    EXPECT(F(sph)((T)0x1p-20, 1, (T)-0.5, 1), corner, CBX_SEPARATE);
    EXPECT(F(sph)((T)-0.5, (T)0x1p-20, 1, (T)(1 + 0x1p-20)), corner, CBX_OVERLAPPING);
    EXPECT(F(sph)((T)0x3p30, (T)-0.5, (T)0x4p30, (T)0x5p30), F(box)(-1, -1, -1, (T)0x1p-30, 0, 0),
           CBX_OVERLAPPING);
    /* 2-3-6-7 tangency at a corner, and one ulp either side */
    EXPECT(F(sph)(2, 3, 6, 7), corner, CBX_TOUCHING);
    EXPECT(F(sph)(2, 3, 6, NEXT((T)7, 8)), corner, CBX_OVERLAPPING);
    EXPECT(F(sph)(2, 3, 6, NEXT((T)7, 6)), corner, CBX_SEPARATE);
    EXPECT(F(sph)(NEXT((T)2, 3), 3, 6, 7), corner, CBX_SEPARATE);
    EXPECT(F(sph)(2, 3, NEXT((T)6, 5), 7), corner, CBX_OVERLAPPING);
    /* 1-2-2-3 at 2^-120 and 2^100, the smallest subnormals, the largest values */
    {
        const T s = (T)ldexp(1.0, -120), g = (T)ldexp(1.0, 100);
        EXPECT(F(sph)(s, 2 * s, 2 * s, 3 * s), F(box)(-s, -s, -s, 0, 0, 0), CBX_TOUCHING);
        EXPECT(F(sph)(s, 2 * s, 2 * s, NEXT(3 * s, 0)), F(box)(-s, -s, -s, 0, 0, 0), CBX_SEPARATE);
        EXPECT(F(sph)(g, 2 * g, 2 * g, 3 * g), F(box)(-g, -g, -g, 0, 0, 0), CBX_TOUCHING);
        EXPECT(F(sph)(g, 2 * g, 2 * g, NEXT(3 * g, TMAX)), F(box)(-g, -g, -g, 0, 0, 0), CBX_OVERLAPPING);
        EXPECT(F(sph)(TMIN_SUB, 2 * TMIN_SUB, 2 * TMIN_SUB, 3 * TMIN_SUB), F(box)(0, 0, 0, 0, 0, 0), CBX_TOUCHING);
        EXPECT(F(sph)(TMIN_SUB, 2 * TMIN_SUB, 2 * TMIN_SUB, 2 * TMIN_SUB), F(box)(0, 0, 0, 0, 0, 0), CBX_SEPARATE);
    }
    EXPECT(F(sph)(TMAX, 0, 0, TMAX), F(box)(-TMAX, -TMAX, -TMAX, 0, TMAX, TMAX), CBX_TOUCHING);
    EXPECT(F(sph)(TMAX, 0, 0, NEXT(TMAX, 0)), F(box)(-TMAX, -TMAX, -TMAX, 0, TMAX, TMAX), CBX_SEPARATE);
    EXPECT(F(sph)(0, 0, 0, 1), F(box)(-TMAX, -TMAX, -TMAX, TMAX, TMAX, TMAX), CBX_OVERLAPPING);
    /* every region class: 27 positions around [-1,1]^3 at distance 1 from the box's
       nearest feature along each outside axis, radius exactly that distance */
    for (int code = 0; code < 27; ++code) {
        T p[3];
        int outside = 0;
        for (int i = 0, k = code; i < 3; ++i, k /= 3) {
            p[i] = (T)(k % 3 == 0 ? -2 : (k % 3 == 1 ? 0 : 2));
            outside += k % 3 != 1;
        }
        const BOX b = F(box)(-1, -1, -1, 1, 1, 1);
        if (outside == 0) {
            EXPECT(F(sph)(p[0], p[1], p[2], 0), b, CBX_TOUCHING);
            EXPECT(F(sph)(p[0], p[1], p[2], (T)0.5), b, CBX_OVERLAPPING);
            continue;
        }
        /* distance sqrt(outside): exact tangency only for one axis; 1, 2 and 3 axes checked by squares */
        const T r = outside == 1 ? 1 : (T)sqrt((double)outside);
        const cbx_relation want = outside == 1 ? CBX_TOUCHING : F(cbx_relate_sphere_aabb3)(F(sph)(p[0], p[1], p[2], r), b);
        EXPECT(F(sph)(p[0], p[1], p[2], r), b, want);
        EXPECT(F(sph)(p[0], p[1], p[2], (T)0.9), b, CBX_SEPARATE);
        EXPECT(F(sph)(p[0], p[1], p[2], (T)1.8), b, CBX_OVERLAPPING);
        const CON k = F(cbx_contact_sphere_aabb3)(F(sph)(p[0], p[1], p[2], (T)0.5), b);
        CHECK(k.distance > 0 && F(near)(k.distance, (T)(sqrt((double)outside) - 0.5), 8 * TEPS));
    }
    /* contact: a center inside reports the nearest face, distance -(depth + r) */
    {
        const CON k = F(cbx_contact_sphere_aabb3)(F(sph)((T)0.5, (T)0.25, (T)-2.75, (T)0.25), F(box)(-1, -1, -3, 1, 1, 3));
        CHECK(k.relation == CBX_OVERLAPPING && k.distance == (T)-0.5);
        CHECK(k.point.x == (T)0.5 && k.point.y == (T)0.25 && k.point.z == -3);
        CHECK(k.normal.x == 0 && k.normal.y == 0 && k.normal.z == -1);
        /* touching from outside: distance exactly 0, normal the corner direction */
        const CON t = F(cbx_contact_sphere_aabb3)(F(sph)(2, 3, 6, 7), corner);
        CHECK(t.relation == CBX_TOUCHING && t.distance == 0);
        CHECK(F(near)(t.normal.x, (T)2 / 7, 4 * TEPS) && F(near)(t.normal.z, (T)6 / 7, 4 * TEPS));
        CHECK(t.point.x == 0 && t.point.y == 0 && t.point.z == 0);
    }
    /* zero radius and flat boxes: any contact is TOUCHING */
    EXPECT(F(sph)(0, 0, 0, 0), F(box)(-1, -1, -1, 1, 1, 1), CBX_TOUCHING);
    EXPECT(F(sph)(0, 0, 0, 1), F(box)(-1, -1, 0, 1, 1, 0), CBX_TOUCHING);
    EXPECT(F(sph)(0, 0, 2, 1), F(box)(-1, -1, 0, 1, 1, 0), CBX_SEPARATE);
    /* invalid input: every number NaN or infinite, negative radius, inverted box */
    const T bad[3] = {(T)NAN, (T)INFINITY, -(T)INFINITY};
    for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 10; ++i) {
            T v[10] = {1, 2, 3, (T)0.5, 0, 0, 0, 3, 3, 3};
            v[i] = bad[j];
            EXPECT(F(sph)(v[0], v[1], v[2], v[3]), F(box)(v[4], v[5], v[6], v[7], v[8], v[9]), CBX_INVALID);
        }
    }
    EXPECT(F(sph)(1, 1, 1, -TMIN_SUB), F(box)(0, 0, 0, 3, 3, 3), CBX_INVALID);
    EXPECT(F(sph)(1, 1, 1, 1), F(box)(0, 0, 3, 3, 3, 0), CBX_INVALID);
    EXPECT(F(sph)(1, 1, 1, 1), F(box)(0, 3, 0, 3, 0, 3), CBX_INVALID);
    EXPECT(F(sph)(1, 1, 1, 1), F(box)(3, 0, 0, 0, 3, 3), CBX_INVALID);
}

/* contact() and overlap() away from their filter (the 2D file has the
   longer version): a (1, 2, 2) corner offset at every power-of-two scale,
   tangent at 3 and one ulp either side, crosses both ends of the plain
   normal's window [2^-960, max] (2^-100 in float); a sphere resting on the
   top face at every scale is decided by overlap's inline face test, and a
   face offset gives the exact normal (0, 0, 1). */
static void F(test_scales)(void) {
    const int lo_exp = CBX_IS_DOUBLE_T ? -1074 : -149, hi_exp = CBX_IS_DOUBLE_T ? 1020 : 124;
    for (int e = lo_exp; e <= hi_exp; ++e) {
        const T u = (T)ldexp(1.0, e), r3 = 3 * u;
        if (!(u > 0) || isinf(r3)) continue;
        const BOX b = F(box)(-u, -u, -u, 0, 0, 0);
        const T radii[3] = {NEXT(r3, 0), r3, NEXT(r3, TMAX)};
        const cbx_relation want[3] = {CBX_SEPARATE, CBX_TOUCHING, CBX_OVERLAPPING};
        for (int i = 0; i < 3; ++i) {
            const SPH s = F(sph)(u, 2 * u, 2 * u, radii[i]);
            EXPECT(s, b, want[i]);
            const CON k = F(cbx_contact_sphere_aabb3)(s, b);
            CHECK_MSG(F(near)(k.normal.x, (T)(1.0 / 3), 8 * TEPS) && F(near)(k.normal.y, (T)(2.0 / 3), 8 * TEPS) &&
                          F(near)(k.normal.z, (T)(2.0 / 3), 8 * TEPS),
                      "2^%d: normal (%a, %a, %a)", e, (double)k.normal.x, (double)k.normal.y, (double)k.normal.z);
            CHECK(i == 0 ? k.distance > 0 : (i == 1 ? k.distance == 0 : k.distance < 0));
        }
        /* resting on the top face at exactly r, and one ulp either side */
        const T zs[3] = {NEXT(r3, 0), r3, NEXT(r3, TMAX)};
        for (int i = 0; i < 3; ++i) EXPECT(F(sph)(-u / 2, -u / 2, zs[i], r3), b, want[2 - i]);
        const CON f = F(cbx_contact_sphere_aabb3)(F(sph)(-u / 2, -u / 2, 3 * u, 2 * u), b);
        CHECK_MSG(f.relation == CBX_SEPARATE && f.normal.x == 0 && f.normal.y == 0 && f.normal.z == 1 &&
                      f.point.z == 0 && f.distance == u,
                  "2^%d face: %a", e, (double)f.distance);
    }
}

static void F(test_obb)(void) {
    const V3 ex = F(v3)(1, 0, 0), ey = F(v3)(0, 1, 0), ez = F(v3)(0, 0, 1);
    /* axes (y, z, x): exactly the aabb [-1,1]x[-2,2]x[-3,3] with half (2, 3, 1) */
    const OBB b = F(obb_axes)(F(v3)(0, 0, 0), F(v3)(2, 3, 1), ey, ez, ex);
    const SPH s = F(sph)(2, 3, 6 + 3, 7); /* 2-3-6-7 off the corner (1, 2, 3)... shifted */
    CHECK(F(cbx_relate_sphere_obb3)(s, b) == F(cbx_relate_sphere_aabb3)(s, F(box)(-1, -2, -3, 1, 2, 3)));
    CHECK(F(cbx_relate_sphere_obb3)(F(sph)(3, 5, 9, 7), b) == CBX_TOUCHING);
    /* a rotated box: 45 degrees about z, a sphere on the +x' face */
    const T h = (T)0.70710678118654752440;
    const OBB r = F(obb_axes)(F(v3)(10, 0, 0), F(v3)(1, 1, 1), F(v3)(h, h, 0), F(v3)(-h, h, 0), ez);
    const CON k = F(cbx_contact_sphere_obb3)(F(sph)(10 + 2 * h, 2 * h, 0, (T)0.5), r);
    CHECK(k.relation == CBX_SEPARATE && F(near)(k.distance, (T)0.5, 16 * TEPS));
    CHECK(F(near)(k.normal.x, h, 8 * TEPS) && F(near)(k.normal.y, h, 8 * TEPS) && F(near)(k.normal.z, 0, 8 * TEPS));
    CHECK(F(cbx_overlap_sphere_obb3)(F(sph)(10, 0, 0, 0), r));
    /* invalid: non-orthonormal, NaN, negative half */
    const SPH u = F(sph)(0, 0, 0, 1);
    CHECK(F(cbx_relate_sphere_obb3)(u, F(obb_axes)(F(v3)(0, 0, 0), F(v3)(1, 1, 1), ex, ex, ez)) == CBX_INVALID);
    CHECK(F(cbx_relate_sphere_obb3)(u, F(obb_axes)(F(v3)(0, 0, 0), F(v3)(1, 1, 1), F(v3)(2, 0, 0), ey, ez)) == CBX_INVALID);
    CHECK(F(cbx_relate_sphere_obb3)(u, F(obb_axes)(F(v3)(0, 0, 0), F(v3)(1, -1, 1), ex, ey, ez)) == CBX_INVALID);
    CHECK(!F(cbx_overlap_sphere_obb3)(u, F(obb_axes)(F(v3)(0, (T)NAN, 0), F(v3)(1, 1, 1), ex, ey, ez)));
    CHECK(isnan(F(cbx_contact_sphere_obb3)(u, F(obb_axes)(F(v3)(0, 0, 0), F(v3)(1, 1, 1), ex, ey, F(v3)(0, 0, (T)INFINITY))).distance));
}

static void F(test_sweep)(void) {
    const V3 zero = F(v3)(0, 0, 0);
    /* the case: first contact on the vertical edge x = y = 1 at t = 0.92893... */
    {
        const SW w = F(cbx_sweep_sphere_aabb3)(F(sph)((T)1.8, (T)1.8, (T)3.1, 1), F(v3)((T)-0.1, (T)-0.1, -1),
                                               F(box)(-1, -1, -3, 1, 1, 3), zero);
        CHECK(w.type == CBX_SWEEP_CONTACT);
        CHECK(F(near)(w.time, (T)0.92893218813452475599, 8 * TEPS));
        CHECK(w.point.x == 1 && w.point.y == 1 && F(near)(w.point.z, (T)2.1710678118654752, 16 * TEPS));
        CHECK(F(near)(w.normal.x, (T)0.70710678118654752, 4 * TEPS) && w.normal.z == 0);
        /* the same with the box moving instead (relative motion identical) */
        const SW m = F(cbx_sweep_sphere_aabb3)(F(sph)((T)1.8, (T)1.8, (T)3.1, 1), zero, F(box)(-1, -1, -3, 1, 1, 3),
                                               F(v3)((T)0.1, (T)0.1, 1));
        CHECK(m.type == CBX_SWEEP_CONTACT && F(near)(m.time, w.time, 8 * TEPS));
        CHECK(F(near)(m.point.x, 1 + (T)0.1 * m.time, 16 * TEPS) && F(near)(m.point.z, (T)3.1, 16 * TEPS));
    }
    /* a face hit head-on, and the same path missing */
    {
        const SW w = F(cbx_sweep_sphere_aabb3)(F(sph)(5, 0, 0, 1), F(v3)(-2, 0, 0), F(box)(-1, -1, -1, 1, 1, 1), zero);
        CHECK(w.type == CBX_SWEEP_CONTACT && w.time == (T)1.5 && w.point.x == 1 && w.normal.x == 1);
        const SW n = F(cbx_sweep_sphere_aabb3)(F(sph)(5, 0, 0, 1), F(v3)(2, 0, 0), F(box)(-1, -1, -1, 1, 1, 1), zero);
        CHECK(n.type == CBX_SWEEP_NONE && n.time == 0);
    }
    /* grazing a corner sphere along a 1-2-2-3 tangent: contact, one ulp further: none */
    {
        const BOX b = F(box)(-1, -1, -1, 0, 0, 0);
        const V3 v = F(v3)(2, -1, 0); /* perpendicular to (1, 2, 2) */
        const SW g = F(cbx_sweep_sphere_aabb3)(F(sph)(1 - 4, 2 + 2, 2, 3), v, b, zero);
        CHECK(g.type == CBX_SWEEP_CONTACT && F(near)(g.time, 2, 1e-3f));
        const SW m = F(cbx_sweep_sphere_aabb3)(F(sph)(1 - 4, 2 + 2, 2, NEXT((T)3, 0)), v, b, zero);
        CHECK(m.type == CBX_SWEEP_NONE);
    }
    /* sliding along a face at exactly r: contact when it reaches the face's span */
    {
        const SW s = F(cbx_sweep_sphere_aabb3)(F(sph)(-5, 0, 2, 1), F(v3)(1, 0, 0), F(box)(-1, -1, -1, 1, 1, 1), zero);
        CHECK(s.type == CBX_SWEEP_CONTACT && s.time == 4 && s.normal.z == 1);
        const SW n = F(cbx_sweep_sphere_aabb3)(F(sph)(-5, 0, NEXT((T)2, 3), 1), F(v3)(1, 0, 0),
                                               F(box)(-1, -1, -1, 1, 1, 1), zero);
        CHECK(n.type == CBX_SWEEP_NONE);
    }
    /* touching at the start is CONTACT at 0; overlapping is OVERLAP with a point inside both */
    {
        const SW t = F(cbx_sweep_sphere_aabb3)(F(sph)(2, 0, 0, 1), F(v3)(1, 0, 0), F(box)(-1, -1, -1, 1, 1, 1), zero);
        CHECK(t.type == CBX_SWEEP_CONTACT && t.time == 0 && t.normal.x == 1);
        const SW o = F(cbx_sweep_sphere_aabb3)(F(sph)((T)1.5, 0, 0, 1), F(v3)(1, 0, 0), F(box)(-1, -1, -1, 1, 1, 1), zero);
        CHECK(o.type == CBX_SWEEP_OVERLAP && o.time == 0 && o.point.x == 1 && o.normal.x == 1);
    }
    /* no relative motion; zero radius */
    CHECK(F(cbx_sweep_sphere_aabb3)(F(sph)(5, 0, 0, 1), F(v3)(1, 1, 1), F(box)(-1, -1, -1, 1, 1, 1), F(v3)(1, 1, 1)).type == CBX_SWEEP_NONE);
    CHECK(F(cbx_sweep_sphere_aabb3)(F(sph)(5, 1, 1, 0), F(v3)(-1, 0, 0), F(box)(-1, -1, -1, 1, 1, 1), zero).time == 4);
    /* oriented: the case in a box whose axes are a permutation */
    {
        const OBB b = F(obb_axes)(zero, F(v3)(3, 1, 1), F(v3)(0, 0, 1), F(v3)(1, 0, 0), F(v3)(0, 1, 0));
        const SW w = F(cbx_sweep_sphere_obb3)(F(sph)((T)1.8, (T)1.8, (T)3.1, 1), F(v3)((T)-0.1, (T)-0.1, -1), b, zero);
        CHECK(w.type == CBX_SWEEP_CONTACT && F(near)(w.time, (T)0.92893218813452475599, 8 * TEPS));
        CHECK(F(near)(w.point.x, 1, 8 * TEPS) && F(near)(w.point.y, 1, 8 * TEPS));
    }
    /* invalid: every number of the input */
    const T bad[3] = {(T)NAN, (T)INFINITY, -(T)INFINITY};
    for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 16; ++i) {
            T v[16] = {5, 0, 0, 1, -1, 0, 0, -1, -1, -1, 1, 1, 1, 0, 0, 0};
            v[i] = bad[j];
            const SW w = F(cbx_sweep_sphere_aabb3)(F(sph)(v[0], v[1], v[2], v[3]), F(v3)(v[4], v[5], v[6]),
                                                   F(box)(v[7], v[8], v[9], v[10], v[11], v[12]),
                                                   F(v3)(v[13], v[14], v[15]));
            CHECK(w.type == CBX_SWEEP_INVALID && isnan(w.time) && isnan(w.point.y) && isnan(w.normal.z));
            const OBB o = F(obb_axes)(F(v3)(v[7], v[8], v[9]), F(v3)(v[10], v[11], v[12]), F(v3)(1, 0, 0),
                                      F(v3)(0, 1, 0), F(v3)(0, 0, 1));
            const SW u = F(cbx_sweep_sphere_obb3)(F(sph)(v[0], v[1], v[2], v[3]), F(v3)(v[4], v[5], v[6]), o,
                                                  F(v3)(v[13], v[14], v[15]));
            CHECK(u.type == CBX_SWEEP_INVALID && isnan(u.time));
        }
    }
    /* the same where the rest of the input is a clear miss (x beyond r,
       moving away: NONE), which the public query answers from its head
       before it calls the fast path: a bad number anywhere else is still
       INVALID; a valid magnitude beyond the head's range (2^400, FLT_MAX
       in float) still NONE */
    for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 16; ++i) {
            T v[16] = {5, 0, 0, 1, 1, 0, 0, -1, -1, -1, 1, 1, 1, 0, 0, 0};
            if (i == 0 || i == 3 || i == 4 || i == 7 || i == 10) continue; /* the miss's own numbers */
            v[i] = j < 3 ? bad[j] : (i == 8 || i == 9 ? -BIG : BIG);
            const SW w = F(cbx_sweep_sphere_aabb3)(F(sph)(v[0], v[1], v[2], v[3]), F(v3)(v[4], v[5], v[6]),
                                                   F(box)(v[7], v[8], v[9], v[10], v[11], v[12]),
                                                   F(v3)(v[13], v[14], v[15]));
            if (j < 3)
                CHECK_MSG(w.type == CBX_SWEEP_INVALID && isnan(w.time), "bad number %d in slot %d: type %d", j, i,
                          (int)w.type);
            else if (i != 13) /* a huge box velocity toward the sphere meets it */
                CHECK_MSG(w.type == CBX_SWEEP_NONE, "huge number in slot %d: type %d", i, (int)w.type);
        }
    }
    CHECK(F(cbx_sweep_sphere_aabb3)(F(sph)(5, 0, 0, -1), F(v3)(1, 0, 0), F(box)(-1, -1, -1, 1, 1, 1), zero).type ==
          CBX_SWEEP_INVALID);
    CHECK(F(cbx_sweep_sphere_aabb3)(F(sph)(5, 0, 0, 1), F(v3)(1, 0, 0), F(box)(-1, 1, -1, 1, -1, 1), zero).type ==
          CBX_SWEEP_INVALID);
    CHECK(F(cbx_sweep_sphere_aabb3)(F(sph)(5, 0, 0, -1), zero, F(box)(-1, -1, -1, 1, 1, 1), zero).type == CBX_SWEEP_INVALID);
    CHECK(F(cbx_sweep_sphere_aabb3)(F(sph)(5, 0, 0, 1), zero, F(box)(1, -1, -1, -1, 1, 1), zero).type == CBX_SWEEP_INVALID);
    CHECK(F(cbx_sweep_sphere_obb3)(F(sph)(5, 0, 0, 1), zero,
                                   F(obb_axes)(zero, F(v3)(1, 1, 1), F(v3)(1, 0, 0), F(v3)(1, 0, 0), F(v3)(0, 0, 1)),
                                   zero).type == CBX_SWEEP_INVALID);
}

/* Regressions found by the fuzz targets (fuzz/fuzz_sweep_sphere.c). */
static void F(test_sweep_regress)(void) {
    const V3 zero = F(v3)(0, 0, 0);
    /* A relative velocity of a few subnormal ulps against an oriented box:
       rotated as it was, it came out 6 % off in speed (and turned, off the
       diagonal), so the reported time missed the contact. It is now scaled
       up before the rotation. Box turned 45 degrees about z, the sphere
       meets its edge at x = -sqrt 2 s: t = (10 - 1 - sqrt 2) s / speed. */
    {
        const T q = (T)0.70710678118654752440;
        const T sc = CBX_IS_DOUBLE_T ? (T)0x1p-60 : (T)0x1p-30;
        const T speed = 4 * TMIN_SUB;
        const OBB b = F(obb_axes)(zero, F(v3)(sc, sc, sc), F(v3)(q, q, 0), F(v3)(-q, q, 0), F(v3)(0, 0, 1));
        const SW w = F(cbx_sweep_sphere_obb3)(F(sph)(-10 * sc, 0, 0, sc), zero, b, F(v3)(-speed, 0, 0));
        const double want = (10 - 1 - 1.41421356237309504880) * ((double)sc / (double)speed);
        CHECK_MSG(w.type == CBX_SWEEP_CONTACT && fabs((double)w.time - want) <= 1e-5 * want, "type %d time %a want %a",
                  (int)w.type, (double)w.time, want);
        CHECK(F(near)(w.normal.x, -1, 1e-4f) && F(near)(w.normal.y, 0, 1e-4f));
    }
    /* A point (r = 0) entering a box through the face z = 1 at t = 1/107:
       a unit normal (0, 0, -1). */
    {
        const SW w = F(cbx_sweep_sphere_aabb3)(F(sph)(0, 0, 0, 0), F(v3)(107, 107, 107),
                                               F(box)(0, 0, 1, 107, 107, 107), zero);
        CHECK(w.type == CBX_SWEEP_CONTACT && F(near)(w.time, (T)(1.0 / 107), 4 * TEPS));
        CHECK_MSG(w.normal.x == 0 && w.normal.y == 0 && w.normal.z == -1, "normal (%g, %g, %g)",
                  (double)w.normal.x, (double)w.normal.y, (double)w.normal.z);
    }
    /* A box face at z = MIN_SUBNORMAL in a scene of size 6: scaled to size 1
       it underflows to 0, the scaled start touches the box and no piece of
       the walk is outside it; the normal was (0, 0, 0). */
    {
        const SW w = F(cbx_sweep_sphere_aabb3)(F(sph)(0, 0, 0, 0), F(v3)(0, 0, 1),
                                               F(box)(0, -(T)0x1.24p+100, TMIN_SUB, 6, 0, 4), zero);
        CHECK(w.type == CBX_SWEEP_CONTACT && w.time <= 2 * TMIN_SUB);
        CHECK_MSG(w.normal.x == 0 && w.normal.y == 0 && w.normal.z == -1, "normal (%g, %g, %g)",
                  (double)w.normal.x, (double)w.normal.y, (double)w.normal.z);
    }
    /* Velocities near MAX along a diagonal of an oriented box: rotated into
       the frame they exceed MAX, and valid input came back INVALID. The
       frame now takes the scale 1/4 for them too (time unchanged). */
    {
        const T q = (T)0.70710678118654752440;
        const OBB b = F(obb_axes)(zero, F(v3)(1, 1, 1), F(v3)(q, q, 0), F(v3)(-q, q, 0), F(v3)(0, 0, 1));
        const SPH s = F(sph)(-(T)0x1p20, -(T)0x1p20, 0, 1);
        const SW w = F(cbx_sweep_sphere_obb3)(s, F(v3)(TMAX, TMAX, 0), b, zero);
        CHECK_MSG(w.type == CBX_SWEEP_CONTACT, "type %d", (int)w.type);
        /* local center -2^20 sqrt 2, speed sqrt 2 MAX, contact at local x = -2 */
        CHECK(F(near)(w.time * TMAX, (T)0x1p20 - (T)1.41421356237309504880, (T)0x1p20 * 1e-5f));
        CHECK(F(near)(w.point.x, -q, 1e-3f) && F(near)(w.point.y, -q, 1e-3f) && F(near)(w.point.z, 0, 1e-3f));
        CHECK(F(near)(w.normal.x, -q, 1e-3f) && F(near)(w.normal.y, -q, 1e-3f) && F(near)(w.normal.z, 0, 1e-3f));
        /* the box moving the other way at MAX too: relative speed 2 MAX */
        const SW m = F(cbx_sweep_sphere_obb3)(s, F(v3)(TMAX, TMAX, 0), b, F(v3)(-TMAX, -TMAX, 0));
        CHECK(m.type == CBX_SWEEP_CONTACT && F(near)(2 * m.time * TMAX, w.time * TMAX, (T)0x1p20 * 1e-5f));
        /* across the box's diagonal, outside it: never */
        const SW n = F(cbx_sweep_sphere_obb3)(s, F(v3)(TMAX, -TMAX, 0), b, zero);
        CHECK_MSG(n.type == CBX_SWEEP_NONE, "type %d", (int)n.type);
        CHECK(F(cbx_sweep_sphere_obb3)(s, F(v3)(-TMAX, -TMAX, -TMAX), b, F(v3)(TMAX, TMAX, TMAX)).type ==
              CBX_SWEEP_NONE);
    }
}

static void F(test_3d)(void) {
    F(test_static)();
    F(test_scales)();
    F(test_obb)();
    F(test_sweep)();
    F(test_sweep_regress)();
}

#undef F
#undef V3
#undef SPH
#undef BOX
#undef OBB
#undef CON
#undef SW

#endif
