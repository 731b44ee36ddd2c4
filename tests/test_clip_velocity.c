/* SPDX-License-Identifier: MIT */
/* What a game does after a move: cbx_clip_velocity* and cbx_standing*,
   judged by their contracts (circbox.h; docs/motion.md, step 4), not by
   the library: the clipped velocity points into no blocking surface (its
   dot product with each normal at least minus a few ulps of |v|), keeps
   the crease line where one exists, and keeps its direction near the top
   of the range; `standing` compares n . up with min_cos exactly.
   The cases are an independent tester's (2026-12-07), on which the library
   before failed: a crease of two normals an ulp apart with a third (the
   answer 0.12 |v| into two surfaces), a normal recorded twice (zero
   instead of the crease), (DBL_MAX, DBL_MAX) clipped one component at a
   time (0.07 |v| into the surface), and ground tests within an ulp of
   min_cos decided on the rounded dot product. */
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

/* The worst v . n over the hits, over the 1-norm of v (scaled: no overflow). */
static double worst_into3(cbx_vec3 v, const cbx_move3 *m) {
    const double size = fabs(v.x) + fabs(v.y) + fabs(v.z);
    if (!(size > 0)) return 0;
    double worst = INFINITY;
    for (int h = 0; h < m->hit_count; ++h) {
        const cbx_vec3 n = m->hits[h].normal;
        const double d = (v.x / size) * n.x + (v.y / size) * n.y + (v.z / size) * n.z;
        worst = d < worst ? d : worst;
    }
    return worst;
}

static cbx_move3 hits3(const cbx_vec3 *normals, int count) {
    cbx_move3 m = {0};
    m.hit_count = count;
    for (int h = 0; h < count; ++h) m.hits[h].normal = normals[h];
    return m;
}

static cbx_vec3 unit3(double x, double y, double z) {
    const double l = sqrt(x * x + y * y + z * z);
    return (cbx_vec3){x / l, y / l, z / l};
}

/* The tester's case A: n0 and n2 an ulp apart in x, n1 another surface. */
static void crease_of_near_twins(void) {
    const cbx_vec3 v = {0x1.26a381b317d1cp-2, -0x1.e25bc75cdb07ep+0, 0x1.347d2c43591c4p-1};
    const cbx_vec3 n[3] = {{-0x1.683489339b64bp-2, 0x1.b837d64bcba35p-1, -0x1.7b06804cc0139p-2},
                           {0x1.eb73e6ec730c5p-2, 0x1.8e030c3abef31p-1, 0x1.a068a79866a6dp-2},
                           {-0x1.683489339b64ap-2, 0x1.b837d64bcba35p-1, -0x1.7b06804cc0139p-2}};
    const cbx_move3 m = hits3(n, 3);
    const cbx_vec3 w = cbx_clip_velocity3(v, &m);
    CHECK_MSG(worst_into3(w, &m) >= -16 * DBL_EPSILON, "%a", worst_into3(w, &m));
    CHECK(fabs(w.x) + fabs(w.y) + fabs(w.z) > 0.1); /* the crease, not zero */
}

/* Random near twins (a normal and its copy a few ulps or 1e-9 off) with a
   third surface: the answer never points into any of them. */
static void near_twins_random(void) {
    test_rng_state = 0xc11b5eedu;
    int bad = 0, runs = 4000;
    for (int k = 0; k < runs; ++k) {
        const cbx_vec3 a = unit3(test_uniform(-1, 1), test_uniform(0.2, 1), test_uniform(-1, 1));
        cbx_vec3 b = a;
        if (k % 2) b.x = nextafter(b.x, 2.0), b.z = nextafter(nextafter(b.z, -2.0), -2.0);
        else b = unit3(a.x + 1e-9, a.y, a.z - 1e-9);
        const cbx_vec3 c = unit3(test_uniform(-1, 1), test_uniform(0.2, 1), test_uniform(-1, 1));
        const cbx_vec3 n[3] = {a, c, b};
        const cbx_move3 m = hits3(n, 3);
        const cbx_vec3 v = {test_uniform(-2, 2), test_uniform(-2, 0), test_uniform(-2, 2)};
        const cbx_vec3 w = cbx_clip_velocity3(v, &m);
        bad += worst_into3(w, &m) < -16 * DBL_EPSILON;
    }
    CHECK_MSG(bad == 0, "%d of %d clipped velocities point into a surface", bad, runs);
}

/* The tester's case B: a normal recorded twice is still one surface, and
   the crease with the other is kept (both precisions). */
static void normal_twice(void) {
    const cbx_vec3 n[3] = {{0, 0.6, 0.8}, {0, 0.6, 0.8}, {1, 0, 0}};
    const cbx_move3 m = hits3(n, 3);
    const cbx_vec3 w = cbx_clip_velocity3((cbx_vec3){-1, 1, -1}, &m);
    CHECK_MSG(fabs(w.y - 1.12) < 1e-12 && fabs(w.z + 0.84) < 1e-12 && fabs(w.x) < 1e-12, "%g %g %g", w.x, w.y,
              w.z);
    CHECK(worst_into3(w, &m) >= -16 * DBL_EPSILON);
    cbx_move3f mf = {0};
    mf.hit_count = 3;
    for (int h = 0; h < 3; ++h) mf.hits[h].normal = (cbx_vec3f){(float)n[h].x, (float)n[h].y, (float)n[h].z};
    const cbx_vec3f wf = cbx_clip_velocity3f((cbx_vec3f){-1, 1, -1}, &mf);
    CHECK_MSG(fabsf(wf.y - 1.12f) < 1e-5f && fabsf(wf.z + 0.84f) < 1e-5f && fabsf(wf.x) < 1e-5f, "%g %g %g",
              (double)wf.x, (double)wf.y, (double)wf.z);
}

/* A second tester's cases against a first fix that tilted every crease
   off its two surfaces: the crease of a floor and a wall (axis normals)
   must stay exact, so that a ball slides along the wall at exactly r
   above the floor; and a narrow V-groove (walls 0.0006 rad from parallel)
   must keep its crease, not stop, nor lengthen v. */
static void axis_crease_and_groove(void) {
    const cbx_vec3 n[2] = {{0, 0, 1}, {1, 0, 0}};
    const cbx_move3 m = hits3(n, 2);
    const cbx_vec3 w = cbx_clip_velocity3((cbx_vec3){-1, 0.5, -1}, &m);
    CHECK_MSG(w.x == 0 && w.y == 0.5 && w.z == 0, "(%a, %a, %a)", w.x, w.y, w.z);
    const cbx_vec3 g[2] = {{-0x1.3f3ac7c99d85cp-1, 0x1.904ba18f354efp-1, 0x1.28d7e01215327p-12},
                           {0x1.3f28d4db3f6b7p-1, -0x1.9059f14a36505p-1, 0x1.28d7e01215b1bp-12}};
    const cbx_move3 mg = hits3(g, 2);
    const cbx_vec3 v = {0, 0, -0x1.4ed916872b021p-3};
    const cbx_vec3 c = cbx_clip_velocity3(v, &mg);
    const double len = sqrt(c.x * c.x + c.y * c.y + c.z * c.z);
    CHECK_MSG(len > 0.2 * fabs(v.z) && len <= fabs(v.z) * (1 + 4 * DBL_EPSILON), "|w| %a", len);
    CHECK(worst_into3(c, &mg) >= -16 * DBL_EPSILON);
    /* random narrow grooves: never longer than v, never into a wall */
    test_rng_state = 0x6e00e5u;
    int bad = 0;
    for (int k = 0; k < 2000; ++k) {
        const double a = ldexp(1, -(int)test_uniform(2, 24)), t = test_uniform(0, 6.28);
        const cbx_vec3 p = unit3(cos(t) * cos(a), sin(t) * cos(a), sin(a));
        const cbx_vec3 q = unit3(-cos(t) * cos(a), -sin(t) * cos(a), sin(a));
        const cbx_vec3 gv[2] = {p, q};
        const cbx_move3 mv = hits3(gv, 2);
        const cbx_vec3 u = {test_uniform(-1, 1), test_uniform(-1, 1), test_uniform(-1, 0)};
        const cbx_vec3 r = cbx_clip_velocity3(u, &mv);
        const double lu = sqrt(u.x * u.x + u.y * u.y + u.z * u.z), lr = sqrt(r.x * r.x + r.y * r.y + r.z * r.z);
        bad += lr > lu * (1 + 4 * DBL_EPSILON) || worst_into3(r, &mv) < -16 * DBL_EPSILON ||
               (fabs(u.x * sin(t) - u.y * cos(t)) > 0.1 && lr == 0);
    }
    CHECK_MSG(bad == 0, "%d of 2000 narrow grooves", bad);
}

/* The tester's case C: near the top of the range the clipped velocity
   keeps its direction (scaled as a whole), so it still points out. */
static void top_of_range(void) {
    cbx_move2 m = {0};
    m.hit_count = 1;
    m.hits[0].normal = (cbx_vec2){0.6, -0.8};
    const cbx_vec2 w = cbx_clip_velocity2((cbx_vec2){DBL_MAX, DBL_MAX}, &m);
    CHECK(isfinite(w.x) && isfinite(w.y));
    CHECK_MSG((w.x / 0x1p1000) * 0.6 + (w.y / 0x1p1000) * -0.8 >= 0, "%a %a", w.x, w.y);
    cbx_move2f mf = {0};
    mf.hit_count = 1;
    mf.hits[0].normal = (cbx_vec2f){0.6f, -0.8f};
    const cbx_vec2f wf = cbx_clip_velocity2f((cbx_vec2f){FLT_MAX, FLT_MAX}, &mf);
    CHECK_MSG((double)wf.x * 0.6f + (double)wf.y * -0.8f >= 0, "%a %a", (double)wf.x, (double)wf.y);
    cbx_move3 m3 = {0};
    m3.hit_count = 1;
    m3.hits[0].normal = (cbx_vec3){0.6, 0, -0.8};
    const cbx_vec3 w3 = cbx_clip_velocity3((cbx_vec3){DBL_MAX, -DBL_MAX, DBL_MAX}, &m3);
    CHECK(isfinite(w3.x) && isfinite(w3.z) && worst_into3(w3, &m3) >= 0);
}

/* The tester's ground tests: n . up exactly against min_cos. */
static void standing_exact(void) {
    cbx_move2 m = {0};
    m.hit_count = 1;
    const cbx_vec2 a = {-0x1.ab957a50d5b05p-1, 0x1.19a18816e63edp-1}; /* a . a - (1 - 2^-53) = +1.95e-17 */
    m.hits[0].normal = a;
    CHECK(cbx_standing2(&m, a, 0x1.fffffffffffffp-1));
    const cbx_vec2 b = {-0x1.6fa7666c534f3p-1, -0x1.6455c00d7dc45p-1}; /* b . b - 1 = -9.1e-18 */
    m.hits[0].normal = b;
    CHECK(!cbx_standing2(&m, b, 1.0));
    cbx_move2f mf = {0};
    mf.hit_count = 1;
    const cbx_vec2f c = {0x1.cd1a2p-1f, -0x1.bd1a0ap-2f}; /* c . c - (1 - 2^-24) = +4.0e-9 */
    mf.hits[0].normal = c;
    CHECK(cbx_standing2f(&mf, c, 0x1.fffffep-1f));
    /* NaN is never ground; -inf always is */
    CHECK(!cbx_standing2(&m, (cbx_vec2){NAN, 1}, 0.5));
    CHECK(cbx_standing2(&m, (cbx_vec2){0, 1}, -INFINITY));
    cbx_move3 m3 = {0};
    m3.hit_count = 1;
    m3.hits[0].normal = (cbx_vec3){0.6, 0.8, 0};
    CHECK(cbx_standing3(&m3, (cbx_vec3){0, 1, 0}, 0.8));
    CHECK(!cbx_standing3(&m3, (cbx_vec3){0, 1, 0}, nextafter(0.8, 1)));
}

int main(void) {
    crease_of_near_twins();
    near_twins_random();
    normal_twice();
    axis_crease_and_groove();
    top_of_range();
    standing_exact();
    CBX_TEST_END();
}
