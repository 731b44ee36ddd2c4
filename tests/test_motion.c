/* SPDX-License-Identifier: MIT */
/* Simulation invariants of the mover (contract: circbox.h "The mover",
   docs/motion.md, spec section 7), in both precisions, 2D and 3D.

   Balls and spheres fall, bounce and slide for many frames among floors
   and walls at non-dyadic coordinates (0.1, 1/3, ...), tiled floors with
   flush seams, thin and flat boxes, oriented ramps at many angles (rotations
   from cbx_rot2_from_angle, raw cosf/sinf and cos/sin, quaternions), creases
   and corners, and starts that already overlap a box. After every move:
   - no new overlap: a box the start did not overlap (exact relate) is not
     OVERLAPPING at the end; oriented boxes up to their margin;
   - no passage: every travelled segment (start, the centers at the
     recorded hits, the end) is re-swept with a ball shrunk by a few ulps of
     the scale against every box the start was not inside: any contact
     within the segment means the real ball went deeper than that margin;
   and in dedicated scenes:
   - no stuck frame: a ball rolling on a tiled floor (or sliding down a
     wall) moves by the full free component of its displacement, every frame;
   - a ball released on a ramp slides at g sin(theta) t (velocity clipped
     with cbx_clip_velocity*), frame after frame, never hopping or sinking;
   - standing: true on floors and gentle ramps, false on steep ones;
   - invalid input to every new function: NaN everywhere, NaN boxes in the
     world, NULL arrays: nothing crashes, the documented answers.
   Violations are counted and printed; any fails the test.
   MOTION_LONG=1 (or a factor) runs more balls and frames. One body serves
   both precisions: this file includes itself. */
#ifndef TEST_BODY
#define TEST_BODY

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

static int motion_scale = 1;
#define MOVE_ITERS 4 /* max_iterations of every simulated move */ /* MOTION_LONG multiplies balls and frames */

/* Violations, per kind, across both precisions (printed at the end). */
typedef struct violations {
    long moves, new_overlap, passage, stuck, ramp_speed, ramp_fits, ramp_hops, standing, escaped, unchecked;
} violations;

static void report(const char *name, const violations *v, double seconds) {
    printf("%-34s %8ld moves  new_overlap %ld  passage %ld  stuck %ld  ramp_speed %ld  ramp_fits %ld  "
           "ramp_hops %ld  standing %ld  escaped %ld  (unchecked %ld)  %.2f s\n",
           name, v->moves, v->new_overlap, v->passage, v->stuck, v->ramp_speed, v->ramp_fits, v->ramp_hops,
           v->standing, v->escaped, v->unchecked, seconds);
    CHECK_MSG(v->new_overlap == 0 && v->passage == 0 && v->stuck == 0 && v->ramp_speed == 0 && v->ramp_fits == 0 &&
                  v->ramp_hops == 0 && v->standing == 0 && v->escaped == 0,
              "%s: invariant violations", name);
}

static double now_s(void) { return (double)clock() / CLOCKS_PER_SEC; }

#define T double
#define S
#define TEPS DBL_EPSILON
#define SQRT sqrt
#define COS cos
#define SIN sin
#include "test_motion.c"
#undef T
#undef S
#undef TEPS
#undef SQRT
#undef COS
#undef SIN
#define T float
#define S f
#define TEPS FLT_EPSILON
#define SQRT sqrtf
#define COS cosf
#define SIN sinf
#include "test_motion.c"

int main(void) {
    const char *l = getenv("MOTION_LONG");
    if (l && *l) motion_scale = atoi(l) > 1 ? atoi(l) : 8;
    run_tests();
    run_testsf();
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
#define WORLD2 F(cbx_world2)
#define WORLD3 F(cbx_world3)
#define MOVE2 F(cbx_move2)
#define MOVE3 F(cbx_move3)
#define PREC_NAME (sizeof(T) == sizeof(double) ? "double" : "float")

/* ---- small vector helpers ------------------------------------------------ */

static VEC2 F(v2)(T x, T y) {
    VEC2 v = {x, y};
    return v;
}
static VEC3 F(v3)(T x, T y, T z) {
    VEC3 v = {x, y, z};
    return v;
}
static AABB2 F(box2)(T x0, T y0, T x1, T y1) {
    AABB2 b = {{x0, y0}, {x1, y1}};
    return b;
}
static AABB3 F(box3)(T x0, T y0, T z0, T x1, T y1, T z1) {
    AABB3 b = {{x0, y0, z0}, {x1, y1, z1}};
    return b;
}
static CIRCLE F(circ)(VEC2 c, T r) {
    CIRCLE k = {c, r};
    return k;
}
static SPHERE F(sph)(VEC3 c, T r) {
    SPHERE k = {c, r};
    return k;
}
static T F(uni)(double lo, double hi) { return (T)test_uniform(lo, hi); }

/* The scale of a circle against an oriented box: |offset|_1 + |half|_1 + r. */
static double F(obb2_scale)(VEC2 c, T r, OBB2 b) {
    return fabs((double)c.x - b.center.x) + fabs((double)c.y - b.center.y) + b.half.x + b.half.y + r;
}
static double F(obb3_scale)(VEC3 c, T r, OBB3 b) {
    return fabs((double)c.x - b.center.x) + fabs((double)c.y - b.center.y) + fabs((double)c.z - b.center.z) +
           b.half.x + b.half.y + b.half.z + r;
}
/* The checks' margin for oriented boxes: the documented 16 eps of the scale,
   doubled (the contact distance that judges it rounds too). */
#define OBB_K 32

/* ---- the invariant checks, 2D ----------------------------------------------- */

/* Is the ball inside box k at the start (then it is exempt: it may only leave)?
   Axis-aligned: exact relate, or (flat boxes, which relate only calls
   TOUCHING) a contact distance below -tol; oriented: below -margin. */
static bool F(inside2)(const WORLD2 *w, size_t k, bool oriented, CIRCLE c, double tol) {
    if (!oriented) {
        if (F(cbx_relate_circle_aabb2)(c, w->aabb[k]) == CBX_OVERLAPPING) return true;
        return F(cbx_contact_circle_aabb2)(c, w->aabb[k]).distance < -tol;
    }
    const OBB2 b = w->obb[k];
    return F(cbx_contact_circle_obb2)(c, b).distance < -OBB_K * TEPS * F(obb2_scale)(c.center, c.radius, b);
}

/* The polyline the mover travelled: start, the center at each recorded hit
   (point + r normal), end. Returns the vertex count, 0 when not all hits
   were recorded. */
/* The polyline the mover travelled, exactly: the mover is deterministic, so
   the center after k iterations is the end of the same move run with
   max_iterations = k. Vertices: start, after 1, 2, ... iterations, end. */
static int F(path2)(const WORLD2 *w, CIRCLE start, VEC2 d, int iters, const MOVE2 *m, VEC2 *v) {
    int n = 0;
    v[n++] = start.center;
    for (int k = 1; k < iters; ++k) {
        const MOVE2 mk = F(cbx_move_circle2)(*w, start, d, k);
        v[n++] = mk.center;
        if (mk.remaining.x == 0 && mk.remaining.y == 0) break;
    }
    v[n++] = m->center;
    return n;
}

/* Does a segment a -> b of a ball of radius r come within the box deeper
   than `tol` (a ball of radius r - tol touches it before the end)? */
static bool F(seg_enters2)(const WORLD2 *w, size_t k, bool oriented, VEC2 a, VEC2 b, T r, double tol) {
    const T rs = (T)((double)r - tol);
    if (!(rs > 0)) return false; /* a ball thinner than the margin: not judged */
    const CIRCLE c = F(circ)(a, rs);
    const VEC2 vel = F(v2)(b.x - a.x, b.y - a.y), zero = F(v2)(0, 0);
    const F(cbx_sweep2) s = oriented ? F(cbx_sweep_circle_obb2)(c, vel, w->obb[k], zero)
                                     : F(cbx_sweep_circle_aabb2)(c, vel, w->aabb[k], zero);
    return s.type == CBX_SWEEP_OVERLAP || (s.type == CBX_SWEEP_CONTACT && s.time < 1);
}

/* Every invariant of one move, against every box near it. */
static void F(check_move2)(const WORLD2 *w, CIRCLE start, VEC2 d, const MOVE2 *m, violations *vio) {
    ++vio->moves;
    const CIRCLE end = F(circ)(m->center, start.radius);
    VEC2 path[MOVE_ITERS + 2];
    const int np = F(path2)(w, start, d, MOVE_ITERS, m, path);
    if (np == 0) ++vio->unchecked;
    const double reach = fabs((double)d.x) + fabs((double)d.y) + 2 * (double)start.radius + 1;
    for (int o = 0; o < 2; ++o) {
        const size_t count = o ? w->obb_count : w->aabb_count;
        for (size_t k = 0; k < count; ++k) {
            /* cull: boxes far from the start cannot be met */
            double lo[2], hi[2];
            if (o) {
                const OBB2 b = w->obb[k];
                const double e = (double)b.half.x + b.half.y;
                lo[0] = b.center.x - e, hi[0] = b.center.x + e, lo[1] = b.center.y - e, hi[1] = b.center.y + e;
            } else {
                lo[0] = w->aabb[k].min.x, hi[0] = w->aabb[k].max.x, lo[1] = w->aabb[k].min.y, hi[1] = w->aabb[k].max.y;
            }
            if (start.center.x < lo[0] - reach || start.center.x > hi[0] + reach || start.center.y < lo[1] - reach ||
                start.center.y > hi[1] + reach)
                continue;
            const double scale = fabs((double)start.center.x) + fabs((double)start.center.y) + fabs((double)d.x) +
                                 fabs((double)d.y) + start.radius + fabs(lo[0]) + fabs(lo[1]) + fabs(hi[0]) +
                                 fabs(hi[1]);
            const double tol = (o ? 4 * OBB_K : 64) * TEPS * scale;
            if (F(inside2)(w, k, o, start, 64 * TEPS * scale)) continue;
            if (!o) {
                if (F(cbx_relate_circle_aabb2)(end, w->aabb[k]) == CBX_OVERLAPPING) {
                    if (++vio->new_overlap <= 5)
                        fprintf(stderr, "%s 2D new overlap: box %zu start (%.17g, %.17g) d (%.17g, %.17g) r %.17g -> (%.17g, %.17g)\n",
                                PREC_NAME, k, (double)start.center.x, (double)start.center.y, (double)d.x, (double)d.y,
                                (double)start.radius, (double)end.center.x, (double)end.center.y);
                }
            } else {
                const OBB2 b = w->obb[k];
                const double dist = F(cbx_contact_circle_obb2)(end, b).distance;
                if (dist < -OBB_K * TEPS * F(obb2_scale)(end.center, end.radius, b)) {
                    if (++vio->new_overlap <= 5)
                        fprintf(stderr, "%s 2D new overlap (obb %zu, depth %.3g): start (%.17g, %.17g) d (%.17g, %.17g) r %.17g\n",
                                PREC_NAME, k, -dist, (double)start.center.x, (double)start.center.y, (double)d.x,
                                (double)d.y, (double)start.radius);
                }
            }
            for (int i = 0; i + 1 < np; ++i) {
                if (F(seg_enters2)(w, k, o, path[i], path[i + 1], start.radius, tol)) {
                    if (++vio->passage <= 5)
                        fprintf(stderr, "%s 2D passage (%s %zu, segment %d of %d): start (%.17g, %.17g) d (%.17g, %.17g) r %.17g -> (%.17g, %.17g)\n",
                                PREC_NAME, o ? "obb" : "aabb", k, i, np - 1, (double)start.center.x,
                                (double)start.center.y, (double)d.x, (double)d.y, (double)start.radius,
                                (double)end.center.x, (double)end.center.y);
                    if (vio->passage <= 5)
                        for (int h = 0; h < m->hit_count && h < CBX_MOVE_MAX_HITS; ++h)
                            fprintf(stderr, "   hit %d: %s %u normal (%.17g, %.17g) point (%.17g, %.17g)\n", h,
                                    m->hits[h].oriented ? "obb" : "aabb", (unsigned)m->hits[h].box,
                                    (double)m->hits[h].normal.x, (double)m->hits[h].normal.y,
                                    (double)m->hits[h].point.x, (double)m->hits[h].point.y);
                    break;
                }
            }
        }
    }
}

/* ---- the arena, 2D ------------------------------------------------------------ */

#define MAX_AABB 256
#define MAX_OBB 64

typedef struct F(arena2) {
    AABB2 aabb[MAX_AABB];
    OBB2 obb[MAX_OBB];
    size_t na, no;
} F(arena2);

/* A rotation for a ramp at angle a: the library's, float cosf/sinf, or double
   cos/sin, in turn (all must be valid in both precisions). */
static F(cbx_rot2) F(ramp_rot)(double a, int how) {
    F(cbx_rot2) r;
    if (how == 0) {
        r = F(cbx_rot2_from_angle)((T)a);
    } else if (how == 1) {
        r.c = (T)cosf((float)a), r.s = (T)sinf((float)a);
    } else {
        r.c = (T)cos(a), r.s = (T)sin(a);
    }
    return r;
}

static void F(build_arena2)(F(arena2) *A) {
    size_t n = 0;
    const T floor_top = (T)0.1, tile = (T)0.6;
    /* 40 flush floor tiles from -12 (seams at non-dyadic x) */
    T x = (T)-12.0;
    for (int i = 0; i < 40; ++i) {
        const T x1 = x + tile;
        A->aabb[n++] = F(box2)(x, -1, x1, floor_top);
        x = x1;
    }
    A->aabb[n++] = F(box2)((T)-12.3, -1, (T)-10.1, 30);        /* left wall, inner face at -10.1 */
    A->aabb[n++] = F(box2)((T)10.3, -1, (T)12.7, 30);          /* right wall */
    A->aabb[n++] = F(box2)(-13, (T)20 + (T)1 / 3, 13, 25);     /* ceiling */
    A->aabb[n++] = F(box2)(-6, 5, -2, (T)5.001);               /* thin platform */
    A->aabb[n++] = F(box2)(2, 7, 6, 7);                        /* flat box (zero thickness) */
    A->aabb[n++] = F(box2)((T)-1 / 3, (T)0.1, (T)1 / 3, (T)0.7); /* a block on the floor: corners */
    A->aabb[n++] = F(box2)((T)7.7, (T)0.1, (T)10.3, (T)1.3);   /* a step in the right corner: crease */
    A->aabb[n++] = F(box2)((T)-3.3, 10, (T)-3.3, 14);          /* a flat vertical wall */
    A->aabb[n++] = F(box2)(4, (T)12.1, (T)4.2, (T)12.3);       /* small thin block */
    /* stairs */
    for (int i = 0; i < 5; ++i)
        A->aabb[n++] = F(box2)((T)-9.9 + (T)0.7 * (T)i, (T)0.1, (T)-9.2 + (T)0.7 * (T)i, (T)0.1 + (T)0.3 * (T)(5 - i));
    A->na = n;
    /* ramps at many angles and a V crease of two ramps */
    size_t m = 0;
    const double angles[] = {0.087, 0.2, 0.3, 0.5236, 0.7, 0.9, -0.35, -0.61, 1.2, 2.5};
    for (int i = 0; i < 10; ++i) {
        OBB2 b;
        b.center = F(v2)((T)(-8 + 1.7 * i), (T)(9 + (i % 3) * 2.3));
        b.half = F(v2)((T)1.9, (T)0.13);
        b.rot = F(ramp_rot)(angles[i], i % 3);
        A->obb[m++] = b;
    }
    OBB2 v1 = {{(T)-7.5, (T)16.2}, {(T)2.0, (T)0.2}, F(ramp_rot)(-0.6, 0)};
    OBB2 v2b = {{(T)-4.3, (T)16.2}, {(T)2.0, (T)0.2}, F(ramp_rot)(0.6, 1)};
    A->obb[m++] = v1;
    A->obb[m++] = v2b;
    A->no = m;
}

/* Thousands of balls over many frames: gravity, bounces, jumps. */
static void F(test_arena2)(T ox, T oy, int balls) {
    static F(arena2) A;
    F(build_arena2)(&A);
    /* the whole arena far from the origin: every coordinate rounds (flush
       tiles stay flush: both sides of a seam round the same value) */
    for (size_t k = 0; k < A.na; ++k) {
        A.aabb[k].min.x += ox, A.aabb[k].max.x += ox;
        A.aabb[k].min.y += oy, A.aabb[k].max.y += oy;
    }
    for (size_t k = 0; k < A.no; ++k) A.obb[k].center.x += ox, A.obb[k].center.y += oy;
    const WORLD2 w = {A.aabb, A.na, A.obb, A.no};
    const int frames = 600 * (motion_scale > 1 ? 2 : 1);
    const T dt = (T)1 / 60, g = (T)9.81;
    violations vio;
    memset(&vio, 0, sizeof vio);
    const double t0 = now_s();
    test_rng_state = 0x12345678u + sizeof(T);
    for (int b = 0; b < balls; ++b) {
        CIRCLE c = F(circ)(F(v2)(F(uni)(-9.8, 9.9), F(uni)(0.3, 19.5)), F(uni)(0.08, 0.45));
        if (b % 20 == 0) c.center = F(v2)(F(uni)(-11, 11), F(uni)(-0.5, 0.3)); /* often overlapping the floor */
        c.center.x += ox, c.center.y += oy;
        bool started_inside = false;
        for (size_t k = 0; k < w.aabb_count; ++k) started_inside |= F(inside2)(&w, k, false, c, 0);
        for (size_t k = 0; k < w.obb_count; ++k) started_inside |= F(inside2)(&w, k, true, c, 0);
        VEC2 v = F(v2)(F(uni)(-6, 6), F(uni)(-4, 6));
        const bool bouncy = b % 2 == 0;
        for (int f = 0; f < frames; ++f) {
            v.y -= g * dt;
            const VEC2 d = F(v2)(v.x * dt, v.y * dt);
            const MOVE2 m = F(cbx_move_circle2)(w, c, d, MOVE_ITERS);
            F(check_move2)(&w, c, d, &m, &vio);
            if (bouncy) {
                for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h) {
                    const T vn = v.x * m.hits[h].normal.x + v.y * m.hits[h].normal.y;
                    if (vn < 0) {
                        v.x -= (T)1.6 * vn * m.hits[h].normal.x;
                        v.y -= (T)1.6 * vn * m.hits[h].normal.y;
                    }
                }
            } else {
                v = F(cbx_clip_velocity2)(v, &m);
            }
            if (F(cbx_standing2)(&m, F(v2)(0, 1), (T)0.7) && test_rng_next() % 40 == 0) v.y += 7; /* jump */
            if (test_rng_next() % 97 == 0) v.x = F(uni)(-8, 8);
            c.center = m.center;
            const double rx = (double)c.center.x - ox, ry = (double)c.center.y - oy;
            if (!(ry > -1.5 && ry < 26 && rx > -12.5 && rx < 13)) {
                /* a start inside the floor may leave through its bottom (the nearest face): allowed */
                if (!started_inside) ++vio.escaped;
                break;
            }
        }
    }
    char name[64];
    snprintf(name, sizeof name, "arena 2D %s at (%g, %g)", PREC_NAME, (double)ox, (double)oy);
    report(name, &vio, now_s() - t0);
}

/* Rolling on a tiled floor (flush tiles, non-dyadic seams) and sliding down
   a wall: the free component moves by the full amount, every frame. */
static void F(test_roll2)(void) {
    static AABB2 tiles[64];
    size_t n = 0;
    T x = (T)-20.1;
    for (int i = 0; i < 60; ++i) {
        const T x1 = x + (T)0.7;
        tiles[n++] = F(box2)(x, -2, x1, (T)1 / 3);
        x = x1;
    }
    tiles[n++] = F(box2)(x, -2, x + 1, 40); /* the wall at the end */
    const WORLD2 w = {tiles, n, NULL, 0};
    violations vio;
    memset(&vio, 0, sizeof vio);
    const double t0 = now_s();
    const T dt = (T)1 / 60, g = (T)9.81;
    for (int b = 0; b < 60; ++b) {
        const T r = (T)(0.05 + 0.01 * b);
        CIRCLE c = F(circ)(F(v2)((T)-19.5 + (T)0.013 * (T)b, (T)1), r);
        VEC2 v = F(v2)((T)(3 + 0.11 * b), 0);
        int landed = 0;
        for (int f = 0; f < 1200; ++f) {
            v.y -= g * dt;
            const VEC2 d = F(v2)(v.x * dt, v.y * dt);
            const MOVE2 m = F(cbx_move_circle2)(w, c, d, MOVE_ITERS);
            F(check_move2)(&w, c, d, &m, &vio);
            const bool standing = F(cbx_standing2)(&m, F(v2)(0, 1), (T)0.7);
            bool at_wall = false;
            for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h) at_wall |= fabs((double)m.hits[h].normal.x) > 0.5;
            if (landed > 2 && !at_wall) {
                /* rolling: x advances by dx (to a few ulps, seams included), y stays
                   at the floor (no hop at a seam) */
                const double want = (double)c.center.x + (double)d.x;
                const double tolx = 32 * TEPS * (fabs((double)c.center.x) + fabs((double)d.x));
                const double rest = (double)((T)1 / 3) + r, toly = 64 * TEPS * (rest + 1);
                if (fabs((double)m.center.x - want) > tolx || !standing || fabs((double)m.center.y - rest) > toly) {
                    if (++vio.stuck <= 5)
                        fprintf(stderr, "%s roll over flush tiles: short of dx or off the floor (seam hop): (%.17g, %.17g) + (%.17g, %.17g) -> (%.17g, %.17g) (standing %d)\n",
                                PREC_NAME, (double)c.center.x, (double)c.center.y, (double)d.x, (double)d.y,
                                (double)m.center.x, (double)m.center.y, standing);
                }
            }
            if (standing) ++landed;
            v = F(cbx_clip_velocity2)(v, &m);
            c.center = m.center;
            if (at_wall) {
                /* slide up and down the end wall: push into it, fall along it */
                v.x = 1;
            }
        }
        /* it ended in the crease between the last tile and the wall */
        if (fabs((double)c.center.x - ((double)x - r)) > 1e-3 || fabs((double)c.center.y - (1.0 / 3 + r)) > 1e-3) {
            if (++vio.stuck <= 5)
                fprintf(stderr, "%s roll: ended at (%.9g, %.9g), not in the crease (%.9g, %.9g)\n", PREC_NAME,
                        (double)c.center.x, (double)c.center.y, (double)x - r, 1.0 / 3 + r);
        }
    }
    /* falling along a wall while pushing into it: the fall is free */
    for (int b = 0; b < 20; ++b) {
        const T r = (T)(0.1 + 0.02 * b);
        CIRCLE c = F(circ)(F(v2)(x - r - (T)0.5, (T)30), r);
        VEC2 v = F(v2)(3, 0);
        for (int f = 0; f < 100; ++f) {
            v.y -= g * dt;
            const VEC2 d = F(v2)(v.x * dt, v.y * dt);
            const MOVE2 m = F(cbx_move_circle2)(w, c, d, MOVE_ITERS);
            F(check_move2)(&w, c, d, &m, &vio);
            bool at_wall = false;
            for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h) at_wall |= m.hits[h].normal.x < 0;
            if (at_wall && c.center.y > 5 && c.center.x == m.center.x) {
                const double want = (double)c.center.y + (double)d.y;
                if (fabs((double)m.center.y - want) > 8 * TEPS * (fabs(want) + fabs((double)d.y))) {
                    if (++vio.stuck <= 5)
                        fprintf(stderr, "%s wall slide: y %.17g + %.17g -> %.17g\n", PREC_NAME, (double)c.center.y,
                                (double)d.y, (double)m.center.y);
                }
            }
            v = F(cbx_clip_velocity2)(v, &m);
            v.x = 3;
            c.center = m.center;
        }
    }
    char name[64];
    snprintf(name, sizeof name, "roll/wall 2D %s", PREC_NAME);
    report(name, &vio, now_s() - t0);
}

/* A ball released on a ramp slides at g sin(theta) t. */
static void F(test_ramp2)(void) {
    violations vio;
    memset(&vio, 0, sizeof vio);
    const double t0 = now_s();
    const T dt = (T)1 / 60, g = (T)9.81;
    const double rel_tol = sizeof(T) == sizeof(double) ? 1e-9 : 2e-3;
    for (int ai = 0; ai < 72 * motion_scale; ++ai) {
        const double a = 0.02 + (1.45 - 0.02) * ai / (72.0 * motion_scale); /* 1 to 83 degrees */
        const int how = ai % 3;
        OBB2 ramp;
        ramp.center = F(v2)((T)0.3, (T)0.1);
        ramp.half = F(v2)(400, (T)0.7);
        ramp.rot = F(ramp_rot)(-a, how); /* descending to the right */
        const WORLD2 w = {NULL, 0, &ramp, 1};
        /* the box meant is the normalized rotation: its angle drives the slide */
        const double ea = -atan2((double)ramp.rot.s, (double)ramp.rot.c), cs = cos(ea), sn = sin(ea);
        const T r = (T)(0.1 + 0.3 * (ai % 4) / 3.0);
        /* on the top face, a hair above (the rotation rounds) */
        const double up = (double)ramp.half.y + r + 1e-6 * (sizeof(T) == sizeof(double) ? 1e-3 : 1);
        CIRCLE c = F(circ)(F(v2)((T)(ramp.center.x + sn * up), (T)(ramp.center.y + cs * up)), r);
        const VEC2 start = c.center;
        VEC2 v = F(v2)(0, 0);
        const int frames = 180;
        int fits = 0, hops = 0, standing_wrong = 0;
        for (int f = 1; f <= frames; ++f) {
            v.y -= g * dt;
            const VEC2 d = F(v2)(v.x * dt, v.y * dt);
            const MOVE2 m = F(cbx_move_circle2)(w, c, d, MOVE_ITERS);
            F(check_move2)(&w, c, d, &m, &vio);
            v = F(cbx_clip_velocity2)(v, &m);
            /* per frame: the advance along the ramp is v dt with |v| = f g sin(a) dt */
            const double adv = ((double)m.center.x - c.center.x) * cs - ((double)m.center.y - c.center.y) * sn;
            const double want = f * (double)g * sn * (double)dt * (double)dt;
            if (f > 2 && fabs(adv - want) > rel_tol * want + 64 * TEPS * 400) ++fits;
            /* never leaving the surface */
            const double dist = F(cbx_contact_circle_obb2)(F(circ)(m.center, r), ramp).distance;
            if (f > 2 && (dist > 1e-5 || dist < -OBB_K * TEPS * F(obb2_scale)(m.center, r, ramp))) ++hops;
            const bool st = F(cbx_standing2)(&m, F(v2)(0, 1), (T)0.7);
            if (f > 2 && st != (cs >= 0.7)) {
                if (fabs(cs - 0.7) > 1e-3) ++standing_wrong;
            }
            c.center = m.center;
        }
        const double speed = sqrt((double)v.x * v.x + (double)v.y * v.y);
        const double want_speed = frames * (double)g * sn * (double)dt;
        const double travelled = ((double)c.center.x - start.x) * cs - ((double)c.center.y - start.y) * sn;
        const double want_travel = (double)g * sn * (double)dt * (double)dt * frames * (frames + 1) / 2.0;
        if (fabs(speed - want_speed) > rel_tol * want_speed || fabs(travelled - want_travel) > rel_tol * want_travel + 1e-4) {
            if (++vio.ramp_speed <= 5)
                fprintf(stderr, "%s ramp %.4f rad (rot %d, r %g): speed %.9g want %.9g, travelled %.9g want %.9g\n",
                        PREC_NAME, a, how, (double)r, speed, want_speed, travelled, want_travel);
        }
        if (fits) {
            if (++vio.ramp_fits <= 5) fprintf(stderr, "%s ramp %.4f rad (rot %d): %d frames in fits\n", PREC_NAME, a, how, fits);
        }
        if (hops) {
            if (++vio.ramp_hops <= 5) fprintf(stderr, "%s ramp %.4f rad (rot %d): %d frames off the surface\n", PREC_NAME, a, how, hops);
        }
        if (standing_wrong) {
            if (++vio.standing <= 5)
                fprintf(stderr, "%s ramp %.4f rad: standing wrong in %d frames\n", PREC_NAME, a, standing_wrong);
        }
    }
    char name[64];
    snprintf(name, sizeof name, "ramps 2D %s", PREC_NAME);
    report(name, &vio, now_s() - t0);
}

/* ---- 3D -------------------------------------------------------------------------- */

static bool F(inside3)(const WORLD3 *w, size_t k, bool oriented, SPHERE s, double tol) {
    if (!oriented) {
        if (F(cbx_relate_sphere_aabb3)(s, w->aabb[k]) == CBX_OVERLAPPING) return true;
        return F(cbx_contact_sphere_aabb3)(s, w->aabb[k]).distance < -tol;
    }
    const OBB3 b = w->obb[k];
    return F(cbx_contact_sphere_obb3)(s, b).distance < -OBB_K * TEPS * F(obb3_scale)(s.center, s.radius, b);
}

static int F(path3)(const WORLD3 *w, SPHERE start, VEC3 d, int iters, const MOVE3 *m, VEC3 *v) {
    int n = 0;
    v[n++] = start.center;
    for (int k = 1; k < iters; ++k) {
        const MOVE3 mk = F(cbx_move_sphere3)(*w, start, d, k);
        v[n++] = mk.center;
        if (mk.remaining.x == 0 && mk.remaining.y == 0 && mk.remaining.z == 0) break;
    }
    v[n++] = m->center;
    return n;
}

static bool F(seg_enters3)(const WORLD3 *w, size_t k, bool oriented, VEC3 a, VEC3 b, T r, double tol) {
    const T rs = (T)((double)r - tol);
    if (!(rs > 0)) return false;
    const SPHERE s = F(sph)(a, rs);
    const VEC3 vel = F(v3)(b.x - a.x, b.y - a.y, b.z - a.z), zero = F(v3)(0, 0, 0);
    const F(cbx_sweep3) sw = oriented ? F(cbx_sweep_sphere_obb3)(s, vel, w->obb[k], zero)
                                      : F(cbx_sweep_sphere_aabb3)(s, vel, w->aabb[k], zero);
    return sw.type == CBX_SWEEP_OVERLAP || (sw.type == CBX_SWEEP_CONTACT && sw.time < 1);
}

static void F(check_move3)(const WORLD3 *w, SPHERE start, VEC3 d, const MOVE3 *m, violations *vio) {
    ++vio->moves;
    const SPHERE end = F(sph)(m->center, start.radius);
    VEC3 path[MOVE_ITERS + 2];
    const int np = F(path3)(w, start, d, MOVE_ITERS, m, path);
    if (np == 0) ++vio->unchecked;
    const double reach = fabs((double)d.x) + fabs((double)d.y) + fabs((double)d.z) + 2 * (double)start.radius + 1;
    const double sc[3] = {start.center.x, start.center.y, start.center.z};
    for (int o = 0; o < 2; ++o) {
        const size_t count = o ? w->obb_count : w->aabb_count;
        for (size_t k = 0; k < count; ++k) {
            double lo[3], hi[3];
            if (o) {
                const OBB3 b = w->obb[k];
                const double e = (double)b.half.x + b.half.y + b.half.z;
                lo[0] = b.center.x - e, hi[0] = b.center.x + e;
                lo[1] = b.center.y - e, hi[1] = b.center.y + e;
                lo[2] = b.center.z - e, hi[2] = b.center.z + e;
            } else {
                const AABB3 b = w->aabb[k];
                lo[0] = b.min.x, hi[0] = b.max.x, lo[1] = b.min.y, hi[1] = b.max.y, lo[2] = b.min.z, hi[2] = b.max.z;
            }
            bool near = true;
            double scale = fabs((double)d.x) + fabs((double)d.y) + fabs((double)d.z) + start.radius;
            for (int i = 0; i < 3; ++i) {
                near &= sc[i] >= lo[i] - reach && sc[i] <= hi[i] + reach;
                scale += fabs(sc[i]) + fabs(lo[i]) + fabs(hi[i]);
            }
            if (!near) continue;
            const double tol = (o ? 4 * OBB_K : 64) * TEPS * scale;
            if (F(inside3)(w, k, o, start, 64 * TEPS * scale)) continue;
            bool bad_end;
            if (!o) {
                bad_end = F(cbx_relate_sphere_aabb3)(end, w->aabb[k]) == CBX_OVERLAPPING;
            } else {
                const OBB3 b = w->obb[k];
                bad_end = F(cbx_contact_sphere_obb3)(end, b).distance <
                          -OBB_K * TEPS * F(obb3_scale)(end.center, end.radius, b);
            }
            if (bad_end && ++vio->new_overlap <= 5)
                fprintf(stderr, "%s 3D new overlap (%s %zu): start (%.17g, %.17g, %.17g) d (%.17g, %.17g, %.17g) r %.17g\n",
                        PREC_NAME, o ? "obb" : "aabb", k, sc[0], sc[1], sc[2], (double)d.x, (double)d.y, (double)d.z,
                        (double)start.radius);
            for (int i = 0; i + 1 < np; ++i) {
                if (F(seg_enters3)(w, k, o, path[i], path[i + 1], start.radius, tol)) {
                    if (++vio->passage <= 5)
                        fprintf(stderr, "%s 3D passage (%s %zu, segment %d of %d): start (%.17g, %.17g, %.17g) d (%.17g, %.17g, %.17g) r %.17g\n",
                                PREC_NAME, o ? "obb" : "aabb", k, i, np - 1, sc[0], sc[1], sc[2], (double)d.x,
                                (double)d.y, (double)d.z, (double)start.radius);
                    break;
                }
            }
        }
    }
}

typedef struct F(arena3) {
    AABB3 aabb[MAX_AABB];
    OBB3 obb[MAX_OBB];
    size_t na, no;
} F(arena3);

/* An oriented box turned by `a` about `axis`: the library's quaternion, or a
   raw matrix from cos/sin in the precision at hand (float: cosf/sinf). */
static OBB3 F(ramp3)(VEC3 center, VEC3 half, VEC3 axis, double a, int how) {
    if (how == 0) {
        return F(cbx_obb3_from_quat)(center, half, F(cbx_quat_from_axis_angle)(axis, (T)a));
    }
    /* rotation about z only (axis ignored): columns (c, s, 0), (-s, c, 0), (0, 0, 1) */
    const T c = COS((T)a), s = SIN((T)a);
    OBB3 b;
    b.center = center, b.half = half;
    b.axis[0] = F(v3)(c, s, 0), b.axis[1] = F(v3)(-s, c, 0), b.axis[2] = F(v3)(0, 0, 1);
    return b;
}

static void F(build_arena3)(F(arena3) *A) {
    size_t n = 0;
    const T top = (T)0.1, tile = (T)0.9;
    for (int i = 0; i < 12; ++i)
        for (int j = 0; j < 12; ++j) {
            const T x0 = (T)-5.4 + tile * (T)i, z0 = (T)-5.4 + tile * (T)j;
            A->aabb[n++] = F(box3)(x0, -1, z0, x0 + tile, top, z0 + tile);
        }
    /* the tiles' far edges, computed once as the walls' inner faces */
    const T xe = (T)-5.4 + tile * 12, ze = xe;
    A->aabb[n++] = F(box3)((T)-6.4, -1, (T)-6.4, (T)-5.4, 30, ze + 1); /* walls, flush with the tiles */
    A->aabb[n++] = F(box3)(xe, -1, (T)-6.4, xe + 1, 30, ze + 1);
    A->aabb[n++] = F(box3)((T)-6.4, -1, (T)-6.4, xe + 1, 30, (T)-5.4);
    A->aabb[n++] = F(box3)((T)-6.4, -1, ze, xe + 1, 30, ze + 1);
    A->aabb[n++] = F(box3)(-2, 4, -2, 1, (T)4.001, 1);                 /* thin platform */
    A->aabb[n++] = F(box3)(1, 6, -1, 3, 6, 3);                         /* flat box */
    A->aabb[n++] = F(box3)((T)-1 / 3, (T)0.1, (T)-1 / 3, (T)1 / 3, (T)0.8, (T)1 / 3); /* block: edges, corners */
    A->aabb[n++] = F(box3)((T)3.3, (T)0.1, (T)3.3, xe, (T)1.1, ze);    /* a corner step: crease and corner */
    A->na = n;
    size_t m = 0;
    const double angles[] = {0.1, 0.3, 0.5236, 0.8, -0.4, 1.1};
    for (int i = 0; i < 6; ++i) {
        const VEC3 axis = F(v3)((T)(i % 2 ? 0.3 : 0), 0, 1);
        A->obb[m++] = F(ramp3)(F(v3)((T)(-3.5 + 1.4 * i), (T)(7 + (i % 2) * 2.1), (T)(-2 + 0.7 * i)),
                               F(v3)((T)1.5, (T)0.15, (T)1.2), axis, angles[i], i % 2);
    }
    A->no = m;
}

static void F(test_arena3)(void) {
    static F(arena3) A;
    F(build_arena3)(&A);
    const WORLD3 w = {A.aabb, A.na, A.obb, A.no};
    const int balls = 150 * motion_scale, frames = 500 * (motion_scale > 1 ? 2 : 1);
    const T dt = (T)1 / 60, g = (T)9.81;
    violations vio;
    memset(&vio, 0, sizeof vio);
    const double t0 = now_s();
    test_rng_state = 0x7777u + sizeof(T);
    for (int b = 0; b < balls; ++b) {
        SPHERE s = F(sph)(F(v3)(F(uni)(-5, 5), F(uni)(0.5, 12), F(uni)(-5, 5)), F(uni)(0.08, 0.45));
        if (b % 20 == 0) s.center.y = F(uni)(-0.4, 0.3);
        bool started_inside = false;
        for (size_t k = 0; k < w.aabb_count; ++k) started_inside |= F(inside3)(&w, k, false, s, 0);
        for (size_t k = 0; k < w.obb_count; ++k) started_inside |= F(inside3)(&w, k, true, s, 0);
        VEC3 v = F(v3)(F(uni)(-5, 5), F(uni)(-3, 5), F(uni)(-5, 5));
        const bool bouncy = b % 2 == 0;
        for (int f = 0; f < frames; ++f) {
            v.y -= g * dt;
            const VEC3 d = F(v3)(v.x * dt, v.y * dt, v.z * dt);
            const MOVE3 m = F(cbx_move_sphere3)(w, s, d, MOVE_ITERS);
            F(check_move3)(&w, s, d, &m, &vio);
            if (bouncy) {
                for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h) {
                    const VEC3 nn = m.hits[h].normal;
                    const T vn = v.x * nn.x + v.y * nn.y + v.z * nn.z;
                    if (vn < 0) v.x -= (T)1.6 * vn * nn.x, v.y -= (T)1.6 * vn * nn.y, v.z -= (T)1.6 * vn * nn.z;
                }
            } else {
                v = F(cbx_clip_velocity3)(v, &m);
            }
            if (F(cbx_standing3)(&m, F(v3)(0, 1, 0), (T)0.7) && test_rng_next() % 40 == 0) v.y += 6;
            if (test_rng_next() % 97 == 0) v.x = F(uni)(-6, 6), v.z = F(uni)(-6, 6);
            s.center = m.center;
            if (!(s.center.y > -1.5 && s.center.y < 31 && fabs((double)s.center.x) < 7 && fabs((double)s.center.z) < 7)) {
                if (!started_inside) ++vio.escaped;
                break;
            }
        }
    }
    char name[64];
    snprintf(name, sizeof name, "arena 3D %s", PREC_NAME);
    report(name, &vio, now_s() - t0);
}

/* Rolling along a strip of flush tiles 0.7 wide (the 2D roll's seams), top
   at 1/3: every frame the full horizontal step, at the floor's height. */
static void F(test_roll3_strip)(void) {
    static AABB3 tiles[200];
    size_t n = 0;
    T x = (T)-20.1;
    for (int i = 0; i < 60; ++i) {
        const T x1 = x + (T)0.7;
        T z = (T)-1.05;
        for (int j = 0; j < 3; ++j) {
            const T z1 = z + (T)0.7;
            tiles[n++] = F(box3)(x, -2, z, x1, (T)1 / 3, z1);
            z = z1;
        }
        x = x1;
    }
    const WORLD3 w = {tiles, n, NULL, 0};
    violations vio;
    memset(&vio, 0, sizeof vio);
    const double t0 = now_s();
    const T dt = (T)1 / 60, g = (T)9.81;
    for (int b = 0; b < 30; ++b) {
        const T r = (T)(0.05 + 0.01 * b);
        SPHERE s = F(sph)(F(v3)((T)-19.5 + (T)0.013 * (T)b, 1, (T)-0.3 + (T)0.02 * (T)b), r);
        VEC3 v = F(v3)((T)(3 + 0.11 * b), 0, (T)(0.01 * (b % 5)));
        int landed = 0;
        for (int f = 0; f < 600; ++f) {
            v.y -= g * dt;
            const VEC3 d = F(v3)(v.x * dt, v.y * dt, v.z * dt);
            const MOVE3 m = F(cbx_move_sphere3)(w, s, d, MOVE_ITERS);
            F(check_move3)(&w, s, d, &m, &vio);
            const bool standing = F(cbx_standing3)(&m, F(v3)(0, 1, 0), (T)0.7);
            if (landed > 2 && s.center.x < x - 1) {
                const double wx = (double)s.center.x + d.x, wz = (double)s.center.z + d.z;
                const double tol = 32 * TEPS * (fabs(wx) + fabs((double)d.x) + fabs(wz) + fabs((double)d.z));
                const double rest = (double)((T)1 / 3) + r, toly = 64 * TEPS * (rest + 1);
                if (fabs((double)m.center.x - wx) > tol || fabs((double)m.center.z - wz) > tol || !standing ||
                    fabs((double)m.center.y - rest) > toly) {
                    if (++vio.stuck <= 5)
                        fprintf(stderr, "%s roll 3D over flush tiles: short or off the floor (seam hop): (%.17g, %.17g, %.17g) + (%.17g, %.17g) -> (%.17g, %.17g, %.17g) standing %d\n",
                                PREC_NAME, (double)s.center.x, (double)s.center.y, (double)s.center.z, (double)d.x,
                                (double)d.z, (double)m.center.x, (double)m.center.y, (double)m.center.z, standing);
                }
            }
            if (standing) ++landed;
            v = F(cbx_clip_velocity3)(v, &m);
            s.center = m.center;
        }
    }
    char name[64];
    snprintf(name, sizeof name, "roll 3D strip %s", PREC_NAME);
    report(name, &vio, now_s() - t0);
}

/* Rolling across a tiled floor in 3D (seams in x and z) and sliding down ramps. */
static void F(test_roll_ramp3)(void) {
    static F(arena3) A;
    F(build_arena3)(&A);
    const WORLD3 w = {A.aabb, 144, NULL, 0}; /* the tiles only */
    violations vio;
    memset(&vio, 0, sizeof vio);
    const double t0 = now_s();
    const T dt = (T)1 / 60, g = (T)9.81;
    for (int b = 0; b < 40; ++b) {
        const T r = (T)(0.05 + 0.011 * b);
        SPHERE s = F(sph)(F(v3)((T)-5 + (T)0.01 * (T)b, 1, (T)-5 + (T)0.013 * (T)b), r);
        VEC3 v = F(v3)((T)(0.5 + 0.05 * b), 0, (T)(0.3 + 0.04 * b));
        int landed = 0;
        for (int f = 0; f < 240; ++f) {
            v.y -= g * dt;
            const VEC3 d = F(v3)(v.x * dt, v.y * dt, v.z * dt);
            const MOVE3 m = F(cbx_move_sphere3)(w, s, d, MOVE_ITERS);
            F(check_move3)(&w, s, d, &m, &vio);
            const bool standing = F(cbx_standing3)(&m, F(v3)(0, 1, 0), (T)0.7);
            if (landed > 2 && s.center.x < 4 && s.center.z < 4) {
                const double wx = (double)s.center.x + d.x, wz = (double)s.center.z + d.z;
                const double tol = 8 * TEPS * (fabs(wx) + fabs((double)d.x) + fabs(wz) + fabs((double)d.z));
                const double rest = (double)((T)0.1) + r, toly = 64 * TEPS * (rest + 1);
                if (fabs((double)m.center.x - wx) > tol || fabs((double)m.center.z - wz) > tol || !standing ||
                    fabs((double)m.center.y - rest) > toly) {
                    if (++vio.stuck <= 5)
                        fprintf(stderr, "%s roll 3D over flush tiles: short or off the floor: (%.17g, %.17g, %.17g) + (%.17g, %.17g) -> (%.17g, %.17g, %.17g) standing %d\n",
                                PREC_NAME, (double)s.center.x, (double)s.center.y, (double)s.center.z, (double)d.x,
                                (double)d.z, (double)m.center.x, (double)m.center.y, (double)m.center.z, standing);
                }
            }
            if (standing) ++landed;
            v = F(cbx_clip_velocity3)(v, &m);
            s.center = m.center;
        }
    }
    /* ramps: slide at g sin(theta) t */
    const double rel_tol = sizeof(T) == sizeof(double) ? 1e-9 : 2e-3;
    for (int ai = 0; ai < 24 * motion_scale; ++ai) {
        const double a = 0.05 + 1.3 * ai / (24.0 * motion_scale);
        const int how = ai % 2;
        const OBB3 ramp = F(ramp3)(F(v3)((T)0.3, (T)0.1, (T)-0.2), F(v3)(300, (T)0.6, 50), F(v3)(0, 0, 1), -a, how);
        const WORLD3 wr = {NULL, 0, &ramp, 1};
        const double ea = -atan2((double)ramp.axis[0].y, (double)ramp.axis[0].x), cs = cos(ea), sn = sin(ea);
        const T r = (T)(0.1 + 0.1 * (ai % 3));
        const double up = (double)ramp.half.y + r + 1e-6 * (sizeof(T) == sizeof(double) ? 1e-3 : 1);
        SPHERE s = F(sph)(F(v3)((T)(ramp.center.x + sn * up), (T)(ramp.center.y + cs * up), (T)0.25), r);
        const VEC3 start = s.center;
        VEC3 v = F(v3)(0, 0, 0);
        const int frames = 150;
        int fits = 0, hops = 0;
        for (int f = 1; f <= frames; ++f) {
            v.y -= g * dt;
            const VEC3 d = F(v3)(v.x * dt, v.y * dt, v.z * dt);
            const MOVE3 m = F(cbx_move_sphere3)(wr, s, d, MOVE_ITERS);
            F(check_move3)(&wr, s, d, &m, &vio);
            v = F(cbx_clip_velocity3)(v, &m);
            const double adv = ((double)m.center.x - s.center.x) * cs - ((double)m.center.y - s.center.y) * sn;
            const double want = f * (double)g * sn * (double)dt * (double)dt;
            if (f > 2 && fabs(adv - want) > rel_tol * want + 64 * TEPS * 300) ++fits;
            const double dist = F(cbx_contact_sphere_obb3)(F(sph)(m.center, r), ramp).distance;
            if (f > 2 && (dist > 1e-5 || dist < -OBB_K * TEPS * F(obb3_scale)(m.center, r, ramp))) ++hops;
            if (m.center.z != s.center.z) ++fits; /* no sideways drift */
            s.center = m.center;
        }
        const double speed = sqrt((double)v.x * v.x + (double)v.y * v.y + (double)v.z * v.z);
        const double want_speed = frames * (double)g * sn * (double)dt;
        const double travelled = ((double)s.center.x - start.x) * cs - ((double)s.center.y - start.y) * sn;
        const double want_travel = (double)g * sn * (double)dt * (double)dt * frames * (frames + 1) / 2.0;
        if (fabs(speed - want_speed) > rel_tol * want_speed || fabs(travelled - want_travel) > rel_tol * want_travel + 1e-4) {
            if (++vio.ramp_speed <= 5)
                fprintf(stderr, "%s ramp3 %.4f rad (how %d): speed %.9g want %.9g travelled %.9g want %.9g\n", PREC_NAME, a,
                        how, speed, want_speed, travelled, want_travel);
        }
        if (fits && ++vio.ramp_fits <= 5) fprintf(stderr, "%s ramp3 %.4f rad (how %d): %d frames in fits\n", PREC_NAME, a, how, fits);
        if (hops && ++vio.ramp_hops <= 5) fprintf(stderr, "%s ramp3 %.4f rad (how %d): %d frames off the surface\n", PREC_NAME, a, how, hops);
    }
    char name[64];
    snprintf(name, sizeof name, "roll/ramps 3D %s", PREC_NAME);
    report(name, &vio, now_s() - t0);
}

/* ---- invalid input ---------------------------------------------------------------- */

static bool F(isnan2)(VEC2 v) { return v.x != v.x && v.y != v.y; }
static bool F(isnan3)(VEC3 v) { return v.x != v.x && v.y != v.y && v.z != v.z; }

static void F(test_invalid)(void) {
    const T nan = (T)NAN, inf = (T)INFINITY;
    const AABB2 good2[2] = {F(box2)(-10, -1, 10, 0), F(box2)(5, -1, 6, 10)};
    const WORLD2 w2 = {good2, 2, NULL, 0};
    /* an invalid circle or displacement: NaN center, no hits */
    const CIRCLE bad_c[] = {F(circ)(F(v2)(nan, 1), 1), F(circ)(F(v2)(0, inf), 1), F(circ)(F(v2)(0, 1), -1),
                            F(circ)(F(v2)(0, 1), nan)};
    for (int i = 0; i < 4; ++i) {
        const MOVE2 m = F(cbx_move_circle2)(w2, bad_c[i], F(v2)(1, 0), 4);
        CHECK_MSG(F(isnan2)(m.center) && m.hit_count == 0, "invalid circle %d", i);
        const VEC2 v = F(cbx_clip_velocity2)(F(v2)(1, -1), &m);
        CHECK(v.x == v.x || v.x != v.x); /* no crash; any value */
        CHECK(!F(cbx_standing2)(&m, F(v2)(0, 1), (T)0.7));
    }
    const VEC2 bad_d[] = {F(v2)(nan, 0), F(v2)(0, inf), F(v2)(-inf, nan)};
    for (int i = 0; i < 3; ++i) {
        const MOVE2 m = F(cbx_move_circle2)(w2, F(circ)(F(v2)(0, 1), 1), bad_d[i], 4);
        CHECK_MSG(F(isnan2)(m.center) && m.hit_count == 0, "invalid displacement %d", i);
    }
    /* NaN boxes in the world never block and are counted; NULL arrays with count 0 */
    AABB2 mixed[4] = {F(box2)(nan, nan, nan, nan), F(box2)(-10, -1, 10, 0), F(box2)(3, 0, 2, 1), F(box2)(0, 0, inf, 1)};
    OBB2 obbs[3] = {{{0, 5}, {1, 1}, {0, 0}}, {{0, 5}, {-1, 1}, {1, 0}}, {{nan, 5}, {1, 1}, {1, 0}}};
    const WORLD2 wm = {mixed, 4, obbs, 3};
    MOVE2 m = F(cbx_move_circle2)(wm, F(circ)(F(v2)(0, 2), 1), F(v2)(0, -3), 4);
    CHECK_MSG(m.invalid_boxes == 6 && fabs((double)m.center.y - 1) < 64 * TEPS && m.center.y >= 1 && m.hit_count == 1 && m.hits[0].box == 1 && !m.hits[0].oriented,
              "%s: invalid boxes %zu center %.17g hits %d box %u", PREC_NAME, m.invalid_boxes, (double)m.center.y,
              m.hit_count, (unsigned)m.hits[0].box);
    const WORLD2 null_counted = {NULL, 5, NULL, 7}; /* NULL arrays are empty whatever the counts */
    m = F(cbx_move_circle2)(null_counted, F(circ)(F(v2)(0, 2), 1), F(v2)(1, -3), 4);
    CHECK(m.center.x == 1 && m.center.y == -1 && m.hit_count == 0);
    const WORLD2 empty = {NULL, 0, NULL, 0};
    m = F(cbx_move_circle2)(empty, F(circ)(F(v2)(0, 2), 1), F(v2)(1, -3), 4);
    CHECK(m.center.x == 1 && m.center.y == -1 && m.hit_count == 0 && m.invalid_boxes == 0);
    /* max_iterations below 1 count as 1; huge is fine */
    /* (contact at fraction 1/3, which rounds: the center stops a few ulps above y = 1) */
    m = F(cbx_move_circle2)(w2, F(circ)(F(v2)(0, 2), 1), F(v2)(1, -3), -5);
    CHECK(fabs((double)m.center.y - 1) < 64 * TEPS && m.center.y >= 1 && m.hit_count == 1 && m.remaining.x > (T)0.6 &&
          m.remaining.y == 0);
    m = F(cbx_move_circle2)(w2, F(circ)(F(v2)(0, 2), 1), F(v2)(1, -3), 1 << 30);
    CHECK(fabs((double)m.center.y - 1) < 64 * TEPS && m.center.x == 1 && m.remaining.x == 0 && m.remaining.y == 0);
    /* clip and standing with NaN arguments */
    const VEC2 vc = F(cbx_clip_velocity2)(F(v2)(nan, 1), &m);
    CHECK(vc.x != vc.x || vc.y != vc.y);
    CHECK(!F(cbx_standing2)(&m, F(v2)(nan, nan), (T)0.7));
    CHECK(!F(cbx_standing2)(&m, F(v2)(0, 1), nan));
    CHECK(F(cbx_standing2)(&m, F(v2)(0, 1), (T)0.7));
    CHECK(!F(cbx_standing2)(&m, F(v2)(0, -1), (T)0.7));
    /* rotations */
    F(cbx_rot2) r = F(cbx_rot2_from_angle)(nan);
    CHECK(r.c != r.c && r.s != r.s);
    r = F(cbx_rot2_from_angle)(inf);
    CHECK(r.c != r.c && r.s != r.s);
    r = F(cbx_rot2_from_angle)((T)1e30);
    CHECK(fabs((double)r.c * r.c + (double)r.s * r.s - 1) < 8 * TEPS);
    F(cbx_quat) q = F(cbx_quat_from_axis_angle)(F(v3)(0, 0, 0), 1);
    CHECK(q.w != q.w && q.x != q.x);
    q = F(cbx_quat_from_axis_angle)(F(v3)(nan, 0, 1), 1);
    CHECK(q.w != q.w && q.z != q.z);
    q = F(cbx_quat_from_axis_angle)(F(v3)(0, 0, 1), inf);
    CHECK(q.w != q.w);
    const F(cbx_quat) zq = {0, 0, 0, 0}, nq = {nan, 0, 0, 1};
    OBB3 ob = F(cbx_obb3_from_quat)(F(v3)(0, 0, 0), F(v3)(1, 1, 1), zq);
    CHECK(F(isnan3)(ob.axis[0]) && F(isnan3)(ob.axis[2]));
    ob = F(cbx_obb3_from_quat)(F(v3)(0, 0, 0), F(v3)(1, 1, 1), nq);
    CHECK(F(isnan3)(ob.axis[1]));
    /* 3D mover */
    const AABB3 g3[2] = {F(box3)(-10, -1, -10, 10, 0, 10), F(box3)(nan, 0, 0, 1, 1, 1)};
    const OBB3 o3[2] = {ob, F(cbx_obb3_from_quat)(F(v3)(0, 9, 0), F(v3)(-1, 1, 1), F(cbx_quat_from_axis_angle)(F(v3)(0, 1, 0), 1))};
    const WORLD3 w3 = {g3, 2, o3, 2};
    MOVE3 m3 = F(cbx_move_sphere3)(w3, F(sph)(F(v3)(nan, 1, 0), 1), F(v3)(1, 0, 0), 4);
    CHECK(F(isnan3)(m3.center) && m3.hit_count == 0);
    m3 = F(cbx_move_sphere3)(w3, F(sph)(F(v3)(0, 1, 0), -2), F(v3)(1, 0, 0), 4);
    CHECK(F(isnan3)(m3.center) && m3.hit_count == 0);
    m3 = F(cbx_move_sphere3)(w3, F(sph)(F(v3)(0, 1, 0), 1), F(v3)(0, nan, 0), 4);
    CHECK(F(isnan3)(m3.center) && m3.hit_count == 0);
    m3 = F(cbx_move_sphere3)(w3, F(sph)(F(v3)(0, 2, 0), 1), F(v3)(1, -3, 0), 4);
    CHECK_MSG(m3.invalid_boxes == 3 && fabs((double)m3.center.y - 1) < 64 * TEPS && m3.center.x == 1 && m3.hit_count == 1,
              "3D invalid boxes %zu center %g %g hits %d", m3.invalid_boxes, (double)m3.center.x, (double)m3.center.y,
              m3.hit_count);
    /* a non-finite velocity must not come back as a plausible finite one */
    const VEC3 v3c = F(cbx_clip_velocity3)(F(v3)(inf, 0, 0), &m3);
    CHECK_MSG(!(fabs((double)v3c.x) <= DBL_MAX), "%s: clip_velocity3 of (inf, 0, 0) gave (%g, %g, %g)", PREC_NAME,
              (double)v3c.x, (double)v3c.y, (double)v3c.z);
    const VEC2 v2c = F(cbx_clip_velocity2)(F(v2)(inf, -1), &m);
    CHECK_MSG(!(fabs((double)v2c.x) <= DBL_MAX), "%s: clip_velocity2 of (inf, -1) gave (%g, %g)", PREC_NAME,
              (double)v2c.x, (double)v2c.y);
    CHECK(!F(cbx_standing3)(&m3, F(v3)(nan, 1, 0), (T)0.7));
    CHECK(F(cbx_standing3)(&m3, F(v3)(0, 1, 0), (T)0.7));
    const WORLD3 e3 = {NULL, 0, NULL, 0};
    m3 = F(cbx_move_sphere3)(e3, F(sph)(F(v3)(0, 2, 0), 1), F(v3)(1, -3, 2), 0);
    CHECK(m3.center.x == 1 && m3.center.y == -1 && m3.center.z == 2 && m3.hit_count == 0);
    /* casts: NaN everywhere */
    const F(cbx_cast2) k2 = F(cbx_cast_circle_obb2)(F(circ)(F(v2)(0, 0), 1), F(v2)(1, 0), obbs[0]);
    CHECK(!k2.hit && k2.fraction != k2.fraction && F(isnan2)(k2.center) && F(isnan2)(k2.normal) && F(isnan2)(k2.point));
    const F(cbx_cast3) k3 = F(cbx_cast_sphere_obb3)(F(sph)(F(v3)(0, 0, 0), 1), F(v3)(1, 0, 0), ob);
    CHECK(!k3.hit && k3.fraction != k3.fraction && F(isnan3)(k3.center) && F(isnan3)(k3.normal) && F(isnan3)(k3.point));
}

/* Float-computed rotations are valid (and oriented boxes built from them
   behave) in both APIs, at every tenth of a degree. */
static void F(test_rotations)(void) {
    int invalid = 0, bad_norm = 0;
    for (int i = 0; i < 3600; ++i) {
        const double a = i * 3.14159265358979323846 / 1800;
        OBB2 b = {{0, 0}, {1, 1}, {(T)cosf((float)a), (T)sinf((float)a)}};
        invalid += !F(cbx_is_valid_obb2)(b);
        const F(cbx_rot2) r = F(cbx_rot2_from_angle)((T)a);
        b.rot = r;
        invalid += !F(cbx_is_valid_obb2)(b);
        if (fabs((double)r.c - cos((double)(T)a)) > 2 * TEPS || fabs((double)r.s - sin((double)(T)a)) > 2 * TEPS) ++bad_norm;
        const OBB3 o = F(cbx_obb3_from_quat)(F(v3)(0, 0, 0), F(v3)(1, 1, 1),
                                             F(cbx_quat_from_axis_angle)(F(v3)((T)0.3, 1, (T)-0.2), (T)a));
        invalid += !F(cbx_is_valid_obb3)(o);
    }
    CHECK_MSG(invalid == 0, "%s: %d float-computed / library rotations invalid", PREC_NAME, invalid);
    CHECK_MSG(bad_norm == 0, "%s: %d cbx_rot2_from_angle results off by more than 2 ulps", PREC_NAME, bad_norm);
}

/* The checks themselves can fail: a fake move that ignores the world is
   caught as a passage (through a thin wall) and as a new overlap. */
static void F(test_checker)(void) {
    const AABB2 b2[2] = {F(box2)((T)0.1, -5, (T)0.2, 5), F(box2)(3, -5, 4, 5)};
    const WORLD2 w2 = {b2, 2, NULL, 0};
    const CIRCLE c = F(circ)(F(v2)(-1, 0), (T)0.25);
    MOVE2 fake;
    memset(&fake, 0, sizeof fake);
    violations v;
    memset(&v, 0, sizeof v);
    fake.center = F(v2)(2, 0); /* straight through the thin wall */
    F(check_move2)(&w2, c, F(v2)(3, 0), &fake, &v);
    CHECK(v.passage >= 1);
    memset(&v, 0, sizeof v);
    fake.center = F(v2)((T)3.1, 0); /* ends inside the second box */
    F(check_move2)(&w2, F(circ)(F(v2)(2, 0), (T)0.25), F(v2)((T)1.1, 0), &fake, &v);
    CHECK(v.new_overlap == 1 && v.passage >= 1);
    const AABB3 b3[1] = {F(box3)(-5, (T)0.1, -5, 5, (T)0.1, 5)}; /* flat floor */
    const WORLD3 w3 = {b3, 1, NULL, 0};
    MOVE3 f3;
    memset(&f3, 0, sizeof f3);
    f3.center = F(v3)(0, -1, 0);
    memset(&v, 0, sizeof v);
    F(check_move3)(&w3, F(sph)(F(v3)(0, 1, 0), (T)0.3), F(v3)(0, -2, 0), &f3, &v);
    CHECK(v.passage == 1);
    fprintf(stderr, "(the lines above this one, if any, come from the checker's self-test)\n");
}

/* A body spawned a little inside a floor of two flush tiles, moving along
   it: at the seam the next tile's corner (edge) blocked with the floor's
   normal after unghosting, which the clip cannot remove, and the body
   stopped for good (an independent tester's finding: every iteration a
   block at once, 300 of 300 balls). It is lifted onto the floor's plane
   and slides on: it ends the whole way along, r above the floor, clear of
   both tiles, with no block recorded. A raised next tile still blocks. */
static void F(test_sunk_seam)(void) {
    const T sinks[4] = {(T)1e-13, (T)1e-6, (T)1e-4, (T)0.25};
    for (int k = 0; k < 4; ++k) {
        if (sizeof(T) == sizeof(float) && k == 0) continue; /* below float's ulp at 1 */
        const AABB2 tiles[2] = {{F(v2)(-5, -1), F(v2)(0, 0)}, {F(v2)(0, -1), F(v2)(5, 0)}};
        const WORLD2 w = {tiles, 2, NULL, 0};
        const CIRCLE c = {F(v2)((T)-0.5, 1 - sinks[k]), 1};
        const MOVE2 m = F(cbx_move_circle2)(w, c, F(v2)(1, 0), 4);
        CHECK_MSG(m.center.x >= (T)0.5 - 4 * TEPS && m.center.x <= (T)0.5 && m.center.y >= 1 && m.center.y <= 1 + 4 * TEPS && m.hit_count == 0,
                  "%s 2D sunk %g: center (%.17g, %.17g), %d hits", PREC_NAME, (double)sinks[k], (double)m.center.x,
                  (double)m.center.y, m.hit_count);
        const AABB3 slabs[2] = {{F(v3)(-5, -5, -1), F(v3)(0, 5, 0)}, {F(v3)(0, -5, -1), F(v3)(5, 5, 0)}};
        const WORLD3 w3 = {slabs, 2, NULL, 0};
        const SPHERE s = {F(v3)((T)-0.5, (T)0.25, 1 - sinks[k]), 1};
        const MOVE3 m3 = F(cbx_move_sphere3)(w3, s, F(v3)(1, 0, 0), 4);
        CHECK_MSG(m3.center.x >= (T)0.5 - 4 * TEPS && m3.center.x <= (T)0.5 && m3.center.z >= 1 && m3.center.z <= 1 + 4 * TEPS && m3.hit_count == 0,
                  "%s 3D sunk %g: center (%.17g, %.17g, %.17g), %d hits", PREC_NAME, (double)sinks[k],
                  (double)m3.center.x, (double)m3.center.y, (double)m3.center.z, m3.hit_count);
    }
    /* the next tile a step higher: a real block, not lifted over */
    const AABB2 step[2] = {{F(v2)(-5, -1), F(v2)(0, 0)}, {F(v2)(0, -1), F(v2)(5, (T)0.25)}};
    const WORLD2 ws = {step, 2, NULL, 0};
    const MOVE2 b = F(cbx_move_circle2)(ws, (CIRCLE){F(v2)((T)-1.5, 1 - (T)1e-4), 1}, F(v2)(2, 0), 1);
    CHECK_MSG(b.hit_count == 1 && b.center.x < 0 && b.center.y < 1, "%s step: center (%.17g, %.17g), %d hits",
              PREC_NAME, (double)b.center.x, (double)b.center.y, b.hit_count);
}

/* A body spawned at fl(top + r) (or a wall's fl(x - r)), which rounds into
   the floor for some tops and radii (0.7 + 0.1 in double: 2^-55 deep),
   rolling with a little gravity over flush tiles, or sliding down a wall
   of stacked blocks: it must roll (slide) the whole way. The lift had
   tested the lifted center against the seam's blockers only; the tile it
   was sunk into was clipped away before, plane + r rounded back to the
   sunk center, and the body stuck at the first seam for good (an
   independent tester's finding: every such spawn, 2D and 3D, double and
   float). */
static void F(test_rounded_spawn)(void) {
    const double tops[5] = {0.7, 0.1, 0.3, 0.75, 1.0 / 3};
    const double radii[4] = {0.1, 0.3, 0.05, 0.2};
    int stuck = 0, sunk = 0, runs = 0;
    for (int a = 0; a < 5; ++a) {
        for (int b = 0; b < 4; ++b) {
            const T top = (T)tops[a], r = (T)radii[b], y = top + r;
            AABB2 tiles[4];
            AABB3 slabs[4];
            for (int k = 0; k < 4; ++k) {
                tiles[k] = F(box2)((T)k, -1, (T)(k + 1), top);
                slabs[k] = F(box3)((T)k, -2, -1, (T)(k + 1), 2, top);
            }
            const WORLD2 w2 = {tiles, 4, NULL, 0};
            const WORLD3 w3 = {slabs, 4, NULL, 0};
            CIRCLE c = {F(v2)((T)0.5, y), r};
            SPHERE s = {F(v3)((T)0.5, 0, y), r};
            sunk += F(cbx_relate_circle_aabb2)(c, tiles[0]) == CBX_OVERLAPPING;
            for (int f = 0; f < 24; ++f) {
                c.center = F(cbx_move_circle2)(w2, c, F(v2)((T)0.125, (T)-0x1p-9), 4).center;
                s.center = F(cbx_move_sphere3)(w3, s, F(v3)((T)0.125, 0, (T)-0x1p-9), 4).center;
            }
            runs += 2;
            const bool ok2 = c.center.x >= (T)3.5 - 8 * TEPS, ok3 = s.center.x >= (T)3.5 - 8 * TEPS;
            stuck += !ok2 + !ok3;
            CHECK_MSG(ok2 && ok3, "%s spawn at fl(%.17g + %.17g): stopped at x = %.17g (2D), %.17g (3D)", PREC_NAME,
                      (double)top, (double)r, (double)c.center.x, (double)s.center.x);
            /* a wall of two stacked blocks, the ball at fl(3 - r) sliding down it */
            const AABB2 wall[2] = {F(box2)(3, 0, 4, 1), F(box2)(3, 1, 4, 2)};
            const WORLD2 ww = {wall, 2, NULL, 0};
            CIRCLE d = {F(v2)(3 - r, (T)1.5), r};
            for (int f = 0; f < 20; ++f) d.center = F(cbx_move_circle2)(ww, d, F(v2)(0, (T)-0.0625), 4).center;
            CHECK_MSG(d.center.y <= (T)0.25 + 8 * TEPS, "%s wall at fl(3 - %.17g): hung at y = %.17g", PREC_NAME,
                      (double)r, (double)d.center.y);
        }
    }
    CHECK(sunk > 0); /* the data reaches the case */
    fprintf(stderr, "%s rounded spawns: %d of 20 start sunk, %d of %d runs stopped\n", PREC_NAME, sunk, stuck, runs);
}

/* A flush floor of square oriented tiles at each exact quarter turn (their
   casts are the axis-aligned box's, center -+ half being exact): a ball
   rolling on it at exactly r with gravity stands on every frame and never
   leaves the floor. Unghosting read axis-aligned boxes only, so the next
   tile's corner tilted the normal and the clip launched the ball at
   every seam (an independent tester's finding: 88 of 100 float runs at the
   origin, double at 1e12). */
static void F(test_quarter_turn_tiles)(void) {
    static const T turns[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    const double offsets[2] = {0, sizeof(T) == sizeof(float) ? 100 : 1e12};
    for (int o = 0; o < 2; ++o) {
        for (int q = 0; q < 4; ++q) {
            const T off = (T)offsets[o], top = off + (T)0.75, r = (T)0.25;
            OBB2 tiles[12];
            for (int k = 0; k < 12; ++k)
                tiles[k] = (OBB2){F(v2)(off + (T)0.375 + (T)0.75 * (T)k, off + (T)0.375), F(v2)((T)0.375, (T)0.375),
                                  {turns[q][0], turns[q][1]}};
            const WORLD2 w = {NULL, 0, tiles, 12};
            CIRCLE c = {F(v2)(off + (T)0.2, top + r), r};
            VEC2 v = F(v2)((T)2.5, 0);
            int airborne = 0;
            T highest = c.center.y;
            for (int f = 0; f < 200 && c.center.x < off + 8; ++f) {
                v.y -= (T)(9.81 / 60);
                const MOVE2 m = F(cbx_move_circle2)(w, c, F(v2)(v.x / 60, v.y / 60), 4);
                airborne += !F(cbx_standing2)(&m, F(v2)(0, 1), (T)0.7);
                v = F(cbx_clip_velocity2)(v, &m);
                c.center = m.center;
                highest = c.center.y > highest ? c.center.y : highest;
            }
            CHECK_MSG(airborne == 0 && highest - (top + r) <= 4 * TEPS * (T)fabs((double)top) && c.center.x > off + 7,
                      "%s quarter-turn tiles (%g, %g) at %g: %d frames airborne, %.17g above, x = %.17g", PREC_NAME,
                      (double)turns[q][0], (double)turns[q][1], offsets[o], airborne,
                      (double)(highest - (top + r)), (double)c.center.x);
        }
    }
    /* the tester's float case: tiles flush at x = 117, top 0.75, a ball
       touching the floor moving along it with a little gravity */
    const OBB2 t[2] = {{F(v2)((T)0x1.d28p+6, (T)0x1.8p-2), F(v2)((T)0x1.8p-2, (T)0x1.8p-2), {1, 0}},
                       {F(v2)((T)0x1.d58p+6, (T)0x1.8p-2), F(v2)((T)0x1.8p-2, (T)0x1.8p-2), {1, 0}}};
    const WORLD2 w = {NULL, 0, t, 2};
    const CIRCLE ball = {F(v2)((T)0x1.d3f7d2p+6, 1), (T)0.25};
    const MOVE2 m = F(cbx_move_circle2)(w, ball, F(v2)((T)0x1.fa532cp+0, (T)-0x1.652bd6p-9), 4);
    bool flat = true;
    for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h) flat = flat && m.hits[h].normal.x == 0;
    CHECK_MSG(m.center.y == 1 && flat, "%s quarter-turn seam at 117: end y %.17g, %d hits", PREC_NAME,
              (double)m.center.y, m.hit_count);
}

/* The lift's edges (an independent tester's findings after the two fixes
   above): spawns at fl(top + r) on quarter-turn oriented tiles (judged
   with the oriented box's margin, the sunk tile read as clear and the lift
   moved nothing); a lift that would push the body into a quarter-turn
   oriented ceiling just above (judged with the margin, it did); a crease
   of two stacked-block walls sunk into by rounding (both walls' seams met
   at once: two planes, no lift). Each must go on, and never into a box. */
static void F(test_lift_edges)(void) {
    const T r = (T)0.1, top = (T)0.7, y = top + r; /* double: 2^-55 deep; float: see test_rounded_spawn */
    /* quarter-turn oriented floor tiles, identity and a half turn about y */
    OBB3 ot[4];
    for (int k = 0; k < 4; ++k) {
        const T s = k % 2 ? (T)-1 : (T)1;
        ot[k] = (OBB3){F(v3)((T)k + (T)0.5, top - (T)0.5, 0), F(v3)((T)0.5, (T)0.5, (T)0.5),
                       {F(v3)(s, 0, 0), F(v3)(0, 1, 0), F(v3)(0, 0, s)}};
    }
    const WORLD3 wo = {NULL, 0, ot, 4};
    SPHERE s = {F(v3)((T)0.5, y, 0), r};
    for (int f = 0; f < 24; ++f) s.center = F(cbx_move_sphere3)(wo, s, F(v3)((T)0.125, (T)-0x1p-9, 0), 4).center;
    CHECK_MSG(s.center.x >= (T)3.5 - 8 * TEPS, "%s quarter-turn floor, spawn fl(0.7 + 0.1): stopped at x = %.17g",
              PREC_NAME, (double)s.center.x);
    /* a quarter-turn ceiling a few ulps above the lifted body (the
       tester's scene: floor top 100, the body an ulp below fl(100 + 0.1)):
       never entered, judged exactly as the axis-aligned box it is */
    const T T100 = 100, y0 = F(nextafter)(T100 + r, 0);
    const AABB3 fl2[2] = {F(box3)(0, T100 - 1, -1, 1, T100, 1), F(box3)(1, T100 - 1, -1, 2, T100, 1)};
    for (int up = 0; up < 4; ++up) {
        T cl = y0 + r;
        for (int u = 0; u < up; ++u) cl = F(nextafter)(cl, 1000);
        const AABB3 ceil_box = F(box3)(-1, cl, -1, 7, cl + 1, 1);
        const OBB3 ceil[1] = {{F(v3)(3, cl + (T)0.5, 0), F(v3)(4, (T)0.5, 1), {F(v3)(1, 0, 0), F(v3)(0, 1, 0), F(v3)(0, 0, 1)}}};
        const WORLD3 wc = {fl2, 2, ceil, 1};
        SPHERE b = {F(v3)((T)0.9, y0, 0), r};
        if (F(cbx_relate_sphere_aabb3)(b, ceil_box) == CBX_OVERLAPPING) continue;
        b.center = F(cbx_move_sphere3)(wc, b, F(v3)(r, (T)-0.01, 0), 8).center;
        CHECK_MSG(F(cbx_relate_sphere_aabb3)(b, ceil_box) != CBX_OVERLAPPING,
                  "%s lifted into a quarter-turn ceiling %d ulps up: y = %.17g", PREC_NAME, up, (double)b.center.y);
    }
    /* a crease of two walls of stacked blocks, the spawn sunk into both */
    AABB3 cw[48];
    for (int k = 0; k < 24; ++k) {
        cw[k] = F(box3)(top - 1, (T)(k - 20), top, top, (T)(k - 19), 4);
        cw[24 + k] = F(box3)(top, (T)(k - 20), top - 1, top + 4, (T)(k - 19), top);
    }
    const WORLD3 wcr = {cw, 48, NULL, 0};
    SPHERE q = {F(v3)(y, (T)1.5, y), r};
    for (int f = 0; f < 20; ++f) q.center = F(cbx_move_sphere3)(wcr, q, F(v3)((T)-0.01, (T)-0.0625, (T)-0.01), 4).center;
    CHECK_MSG(q.center.y <= (T)0.25 + 8 * TEPS, "%s crease sunk by rounding: hung at y = %.17g", PREC_NAME,
              (double)q.center.y);
    /* what the lift must not do (a second tester's findings): push the
       body deeper into a box it overlapped at the start (a ceiling), carry
       it across a flat box (a plank between the sunk center and the
       plane), or lift a ball level with a step's top onto it; and a sphere
       level with the end of a wall must stop at the wall */
    const AABB2 base[2] = {F(box2)(0, -1, 1, 0), F(box2)(1, -1, 2, 0)};
    const AABB2 with_ceiling[3] = {base[0], base[1], F(box2)(0, (T)0.3, 3, 1)};
    const WORLD2 wcl = {with_ceiling, 3, NULL, 0};
    const CIRCLE sunk = {F(v2)((T)0.25, (T)0.1), (T)0.5};
    const MOVE2 mc = F(cbx_move_circle2)(wcl, sunk, F(v2)(1, 0), 8);
    CHECK_MSG(mc.center.y <= sunk.center.y, "%s lift deeper into an overlapped ceiling: y %.17g", PREC_NAME,
              (double)mc.center.y);
    const AABB2 with_plank[3] = {base[0], base[1], F(box2)(-1, (T)0.2, 3, (T)0.2)};
    const WORLD2 wpl = {with_plank, 3, NULL, 0};
    const MOVE2 mp = F(cbx_move_circle2)(wpl, (CIRCLE){F(v2)((T)0.25, 0), (T)0.5}, F(v2)(1, 0), 8);
    CHECK_MSG(mp.center.y < (T)0.2, "%s lifted across a flat plank: y %.17g", PREC_NAME, (double)mp.center.y);
    const AABB2 step[2] = {F(box2)(0, 0, 1, 0), F(box2)(1, -5, 2, 0)};
    const WORLD2 wst = {step, 2, NULL, 0};
    const MOVE2 ms = F(cbx_move_circle2)(wst, (CIRCLE){F(v2)((T)0.25, 0), (T)0.5}, F(v2)(1, 0), 8);
    CHECK_MSG(ms.center.x <= (T)0.5 && ms.center.y == 0, "%s plank and step: ended at (%.17g, %.17g)", PREC_NAME,
              (double)ms.center.x, (double)ms.center.y);
    const AABB3 wall[2] = {F(box3)(0, -1, 0, 1, 0, 5), F(box3)(1, -1, 0, 2, 5, 5)};
    const WORLD3 ww = {wall, 2, NULL, 0};
    const MOVE3 mw = F(cbx_move_sphere3)(ww, (SPHERE){F(v3)((T)0.25, 0, 0), (T)0.5}, F(v3)(1, 0, 0), 8);
    CHECK_MSG(mw.center.x <= (T)0.5 && mw.center.z == 0, "%s sphere level with a wall's end: ended at (%.17g, %.17g, %.17g)",
              PREC_NAME, (double)mw.center.x, (double)mw.center.y, (double)mw.center.z);
}

/* Is x inside the union of the boxes (not on its surface)? Every orthant
   around x (2^n of them) must be covered by one box that holds x and
   reaches past it on each axis toward that orthant. lo, hi: n numbers a box. */
static bool F(in_union)(const T *lo, const T *hi, int count, int n, const T *x) {
    for (int o = 0; o < (1 << n); ++o) {
        bool covered = false;
        for (int k = 0; k < count && !covered; ++k) {
            bool ok = true;
            for (int i = 0; i < n; ++i) {
                const T l = lo[k * 3 + i], h = hi[k * 3 + i];
                ok = ok && l <= x[i] && x[i] <= h && ((o >> i & 1) ? h > x[i] : l < x[i]);
            }
            covered = ok;
        }
        if (!covered) return false;
    }
    return true;
}

/* A point (r = 0) among boxes that meet face to face on a half grid: a
   floor of unit tiles (a tenth missing) and blocks on it. Starting
   clear of the union's inside and moving along grid lines and planes (some
   components exactly 0, falls included), it must neither end inside the
   union nor, on a free path, cross it: for each box it slides along a
   face, and both casts let it pass (an independent tester's finding:
   2,000 of 2,000 points rolling over a seam fell through the floor; 802 of
   19,909 such moves failed here on the previous library). */
static void F(test_point_seams)(void) {
    enum { MAXB = 48 };
    long moves = 0, inside = 0, crossed = 0;
    for (int trial = 0; trial < 3000 * motion_scale; ++trial) {
        const int n = 2 + trial % 2;
        T lo[MAXB * 3], hi[MAXB * 3];
        AABB2 b2[MAXB];
        AABB3 b3[MAXB];
        int count = 0;
        for (int i = -3; i < 3; ++i)
            for (int j = n == 3 ? -3 : 0; j < (n == 3 ? 3 : 1); ++j) {
                if (test_uniform(0, 1) < 0.1) continue;
                const T l[3] = {(T)i, n == 3 ? (T)j : -1, -1}, h[3] = {(T)(i + 1), n == 3 ? (T)(j + 1) : 0, 0};
                for (int a = 0; a < 3; ++a) lo[count * 3 + a] = l[a], hi[count * 3 + a] = h[a];
                ++count;
            }
        for (int q = 0; q < 4; ++q) {
            for (int a = 0; a < 3; ++a) {
                lo[count * 3 + a] = (T)(floor(test_uniform(0, 8)) * 0.5 - (a == n - 1 ? 0 : 2));
                hi[count * 3 + a] = lo[count * 3 + a] + (T)(0.5 + floor(test_uniform(0, 3)) * 0.5);
            }
            ++count;
        }
        for (int k = 0; k < count; ++k) {
            b2[k] = F(box2)(lo[k * 3], lo[k * 3 + 1], hi[k * 3], hi[k * 3 + 1]);
            if (n == 3) b3[k] = F(box3)(lo[k * 3], lo[k * 3 + 1], lo[k * 3 + 2], hi[k * 3], hi[k * 3 + 1], hi[k * 3 + 2]);
        }
        T p[3] = {0, 0, 0}, d[3] = {0, 0, 0}, e[3] = {0, 0, 0};
        for (int a = 0; a < n; ++a) {
            p[a] = (T)(floor(test_uniform(0, 12)) * 0.5 - (a == n - 1 ? 0 : 3));
            d[a] = test_uniform(0, 1) < 0.4 ? 0 : (T)((floor(test_uniform(0, 9)) - 4) * 0.25);
        }
        if (test_uniform(0, 1) < 0.3) d[n - 1] = (T)(-0.5 * (1 + floor(test_uniform(0, 4))));
        bool start_inside = F(in_union)(lo, hi, count, n, p);
        for (int k = 0; k < count && !start_inside; ++k) {
            bool strictly = true;
            for (int a = 0; a < n; ++a) strictly = strictly && lo[k * 3 + a] < p[a] && p[a] < hi[k * 3 + a];
            start_inside = strictly;
        }
        if (start_inside) continue;
        int hits;
        if (n == 2) {
            const WORLD2 w = {b2, (size_t)count, NULL, 0};
            const MOVE2 m = F(cbx_move_circle2)(w, (CIRCLE){F(v2)(p[0], p[1]), 0}, F(v2)(d[0], d[1]), 4);
            e[0] = m.center.x, e[1] = m.center.y, hits = m.hit_count;
        } else {
            const WORLD3 w = {b3, (size_t)count, NULL, 0};
            const MOVE3 m = F(cbx_move_sphere3)(w, (SPHERE){F(v3)(p[0], p[1], p[2]), 0}, F(v3)(d[0], d[1], d[2]), 4);
            e[0] = m.center.x, e[1] = m.center.y, e[2] = m.center.z, hits = m.hit_count;
        }
        ++moves;
        if (F(in_union)(lo, hi, count, n, e)) {
            ++inside;
            continue;
        }
        for (int k = 1; k < 64 && hits == 0; ++k) { /* a free path: a straight segment */
            T x[3];
            for (int a = 0; a < 3; ++a) x[a] = p[a] + (e[a] - p[a]) * (T)k / 64;
            if (F(in_union)(lo, hi, count, n, x)) {
                ++crossed;
                break;
            }
        }
    }
    CHECK_MSG(inside == 0 && crossed == 0 && moves > 2000 * motion_scale,
              "%s points at seams: %ld moves, %ld ended inside the boxes' union, %ld free paths crossed it", PREC_NAME,
              moves, inside, crossed);
}

/* A body an ulp into an edge (its start overlapping by rounding) moving
   along it: the cast's exact sign says "in" by an ulp where the clip's
   rounded normal has a dot product of 0, or an oriented point box's frame
   says "in" for a motion an ulp away from it; every iteration blocked at
   once and the clip changed nothing, so the body froze with 4 hits (an
   independent tester's finding, two of their cases, double). It now
   travels its whole displacement. */
static void F(test_edge_unstuck)(void) {
    if (sizeof(T) != sizeof(double)) return;
    const cbx_aabb3 b = {{-0x1.55f3a9b3d1be6p-30, -0x1.0fd28d38a0cfcp-30, 0x1.557a666639e90p-32},
                         {0x1.55062b261720dp-29, 0x1.e05ae58ebe608p-31, 0x1.1557a666639e9p-28}};
    const cbx_sphere s = {{0x1.4065b5633b6c6p-30, 0x1.4aafec615c1f7p-30, -0x1.48f8001b9d3c0p-36}, 0x1p-31};
    const cbx_vec3 d = {0x1.005258202c63fp-31, -0x1.7af8a69febe78p-30, -0x1.7af8a69febe77p-30};
    const cbx_world3 w = {&b, 1, NULL, 0};
    const cbx_move3 m = cbx_move_sphere3(w, s, d, 4);
    CHECK_MSG(m.remaining.x == 0 && m.remaining.y == 0 && m.remaining.z == 0 && m.hit_count < 4,
              "edge: remaining (%a, %a, %a), %d hits", m.remaining.x, m.remaining.y, m.remaining.z, m.hit_count);
    const cbx_quat q = {0x1.ca71ff04c8d01p-2, 0x1.dee84e17a14a1p-2, 0x1.04d9ec89d9b65p-5, 0x1.54eaec2e287dfp-2};
    const cbx_obb3 ob = cbx_obb3_from_quat((cbx_vec3){-0x1.da4c90af25fd5p-30, -0x1.b1e162e17c8ccp-31, 0x1.b33da318a512cp-30},
                                           (cbx_vec3){0, 0, 0}, q);
    const cbx_sphere so = {{-0x1.0d7cffbca4928p-29, -0x1.efa53b340ed96p-31, 0x1.0ea5841251b03p-29}, 0x1p-31};
    const cbx_vec3 dov = {0x1.9a7de44df3717p-29, 0x1.709fdf1edcf33p-29, 0x1.65b011da594bfp-29};
    const cbx_world3 wo = {NULL, 0, &ob, 1};
    const cbx_move3 mo = cbx_move_sphere3(wo, so, dov, 4);
    CHECK_MSG(mo.remaining.x == 0 && mo.remaining.y == 0 && mo.remaining.z == 0 && mo.hit_count < 4,
              "oriented point box: remaining (%a, %a, %a), %d hits", mo.remaining.x, mo.remaining.y, mo.remaining.z,
              mo.hit_count);
}

static void F(run_tests)(void) {
    F(test_edge_unstuck)();
    F(test_point_seams)();
    F(test_sunk_seam)();
    F(test_rounded_spawn)();
    F(test_quarter_turn_tiles)();
    F(test_lift_edges)();
    F(test_checker)();
    F(test_invalid)();
    F(test_rotations)();
    F(test_roll2)();
    F(test_ramp2)();
    F(test_arena2)(0, 0, 400 * motion_scale);
    if (sizeof(T) == sizeof(double))
        F(test_arena2)((T)1e7 + (T)0.3, (T)-3e6 + (T)0.1, 100 * motion_scale);
    else
        F(test_arena2)((T)1000.3, (T)-300.1, 100 * motion_scale);
    F(test_roll_ramp3)();
    F(test_roll3_strip)();
    F(test_arena3)();
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
#undef WORLD2
#undef WORLD3
#undef MOVE2
#undef MOVE3
#undef PREC_NAME

#endif /* TEST_BODY */
