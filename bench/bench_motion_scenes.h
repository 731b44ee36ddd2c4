/* SPDX-License-Identifier: MIT */
/* The scenes of bench_motion's cast-against-sweep rows, shared with the
   one-process A/B driver (bench/ab): MOTION_N of each, deterministic.
   - random: circles/spheres around a box, displacements toward a random
     point near it (about half reach the box within the step): separate
     starts that block on a face or a corner, or fall short;
   - rolling: a ball resting exactly on a floor (touching), moving along it
     with a little gravity, the step of a game loop. */
#ifndef CBX_BENCH_MOTION_SCENES_H
#define CBX_BENCH_MOTION_SCENES_H

#include "bench_util.h"
#include "circbox.h"

#define MOTION_N 4096

typedef struct scene2 {
    cbx_circle c;
    cbx_vec2 d;
    cbx_aabb2 b;
    cbx_obb2 ob;
} scene2;

typedef struct scene3 {
    cbx_sphere s;
    cbx_vec3 d;
    cbx_aabb3 b;
} scene3;

static scene2 random2[MOTION_N], rolling2[MOTION_N];
static scene3 random3[MOTION_N], rolling3[MOTION_N];

static void make_motion_scenes(void) {
    bench_rng rng = {UINT64_C(0x5DEECE66D)};
    for (int i = 0; i < MOTION_N; ++i) {
        scene2 *s = &random2[i];
        const double cx = bench_uniform(&rng, -4, 4), cy = bench_uniform(&rng, -4, 4);
        const double hx = bench_uniform(&rng, 0.1, 2), hy = bench_uniform(&rng, 0.1, 2);
        s->b = (cbx_aabb2){{cx - hx, cy - hy}, {cx + hx, cy + hy}};
        const double r = bench_uniform(&rng, 0.05, 1.5);
        const double a = bench_uniform(&rng, 0, 6.283185307179586);
        const double dist = bench_uniform(&rng, hx + hy + r, 8);
        s->c = (cbx_circle){{cx + dist * __builtin_cos(a), cy + dist * __builtin_sin(a)}, r};
        /* toward a random point near the box, overshooting by up to 2x */
        const double k = bench_uniform(&rng, 0.3, 2);
        s->d = (cbx_vec2){(bench_uniform(&rng, cx - hx, cx + hx) - s->c.center.x) * k,
                          (bench_uniform(&rng, cy - hy, cy + hy) - s->c.center.y) * k};
        const double ra = bench_uniform(&rng, 0, 6.283185307179586);
        s->ob = (cbx_obb2){{cx, cy}, {hx, hy}, {__builtin_cos(ra), __builtin_sin(ra)}};

        scene2 *q = &rolling2[i];
        /* top + r is exactly r above top for four of the seven tops; for
           0.1 and 0.2 it rounds 2^-55 and 2^-54 into the floor, for 0.7
           2^-53 above it (kept: the figures in the README use this data) */
        const double top = 0.1 * (double)(i % 7 + 1), rr = 0.5;
        q->b = (cbx_aabb2){{-50, top - 1}, {50, top}};
        q->c = (cbx_circle){{bench_uniform(&rng, -20, 20), top + rr}, rr};
        q->d = (cbx_vec2){bench_uniform(&rng, -0.1, 0.1), (i % 2) ? -0.0027 : 0.0};
        q->ob = s->ob;

        scene3 *t = &random3[i];
        const double cz = bench_uniform(&rng, -4, 4), hz = bench_uniform(&rng, 0.1, 2);
        t->b = (cbx_aabb3){{cx - hx, cy - hy, cz - hz}, {cx + hx, cy + hy, cz + hz}};
        t->s = (cbx_sphere){{cx + bench_uniform(&rng, -8, 8), cy + bench_uniform(&rng, -8, 8),
                             cz + bench_uniform(&rng, -8, 8)}, r};
        t->d = (cbx_vec3){(cx - t->s.center.x) * k, (cy - t->s.center.y) * k, (cz - t->s.center.z) * k};

        scene3 *u = &rolling3[i];
        u->b = (cbx_aabb3){{-50, -50, top - 1}, {50, 50, top}};
        u->s = (cbx_sphere){{bench_uniform(&rng, -20, 20), bench_uniform(&rng, -20, 20), top + rr}, rr};
        u->d = (cbx_vec3){bench_uniform(&rng, -0.1, 0.1), bench_uniform(&rng, -0.1, 0.1), (i % 2) ? -0.0027 : 0.0};
    }
}

#endif /* CBX_BENCH_MOTION_SCENES_H */
