/* SPDX-License-Identifier: MIT */
/* ns per cast and per mover step, beside the sweeps they are built on.

   Casts (cbx_cast_*) run the sweep with the box standing still and add the
   exact into/along/graze decision and the checked center. Each workload
   times the cast and the plain sweep on the same scenes, taking turns in
   each run; the ratio is the cast's overhead (target: at most 1.3):
   - random: circles/spheres around a box, random displacements (about half
     reach the box within the step);
   - rolling: a ball resting exactly on a floor (touching), moving along it
     with a little gravity, the step of a game loop (every cast starts
     touching and is blocked at fraction 0 or slides);
   - oriented: random scenes against rotated boxes.
   The mover (cbx_move_circle2) steps balls through a level of 100 boxes
   (floors at non-dyadic heights, walls, tiles, two ramps); its baseline is
   the loop a user would write from the casts (hand_loop: cast the boxes
   the swept circle's bounds meet, go to the first block, clip, repeat),
   which makes the same casts without the mover's checks. Prints medians of BENCH_RUNS runs
   (default 11). */
#include "bench_util.h"

#include <string.h>

#include "circbox.h"
#include "arith/real.h"
#include "bench_motion_scenes.h"

#define N MOTION_N
#define BENCH_NOINLINE __attribute__((noinline))

/* One pass over a scene set, ns per call. kind: 0 cast aabb, 1 sweep aabb,
   2 cast obb, 3 sweep obb (2D); 4 cast, 5 sweep (3D). */
BENCH_NOINLINE static double one_pass(int kind, const scene2 *s2, const scene3 *s3) {
    const cbx_vec2 z2 = {0, 0};
    const cbx_vec3 z3 = {0, 0, 0};
    uint64_t acc = 0;
    const double t0 = bench_cpu_now();
    for (int rep = 0; rep < 4; ++rep) {
        for (int i = 0; i < N; ++i) {
            double x = 0;
            switch (kind) {
            case 0: { const cbx_cast2 k = cbx_cast_circle_aabb2(s2[i].c, s2[i].d, s2[i].b); x = k.fraction + k.hit; break; }
            case 1: { const cbx_sweep2 k = cbx_sweep_circle_aabb2(s2[i].c, s2[i].d, s2[i].b, z2); x = k.time + (double)k.type; break; }
            case 2: { const cbx_cast2 k = cbx_cast_circle_obb2(s2[i].c, s2[i].d, s2[i].ob); x = k.fraction + k.hit; break; }
            case 3: { const cbx_sweep2 k = cbx_sweep_circle_obb2(s2[i].c, s2[i].d, s2[i].ob, z2); x = k.time + (double)k.type; break; }
            case 4: { const cbx_cast3 k = cbx_cast_sphere_aabb3(s3[i].s, s3[i].d, s3[i].b); x = k.fraction + k.hit; break; }
            default: { const cbx_sweep3 k = cbx_sweep_sphere_aabb3(s3[i].s, s3[i].d, s3[i].b, z3); x = k.time + (double)k.type; break; }
            }
            acc += (uint64_t)(x * 1024);
        }
    }
    bench_sink += acc;
    return (bench_cpu_now() - t0) / (4.0 * N) * 1e9;
}

/* ---- the mover through a level of 100 boxes ---- */

#define LEVEL_AABBS 98
#define LEVEL_OBBS 2
#define BALLS 256
static cbx_aabb2 level[LEVEL_AABBS];
static cbx_obb2 ramps[LEVEL_OBBS];
static cbx_circle balls[BALLS];
static cbx_vec2 steps[BALLS];

static void make_level(void) {
    bench_rng rng = {UINT64_C(42)};
    int n = 0;
    /* a floor of 40 flush tiles at height 0.1, walls, and floating platforms at thirds */
    for (int i = 0; i < 40; ++i) level[n++] = (cbx_aabb2){{-20 + i, -1}, {-19 + i, 0.1}};
    level[n++] = (cbx_aabb2){{-21, -1}, {-20, 30}};
    level[n++] = (cbx_aabb2){{20, -1}, {21, 30}};
    while (n < LEVEL_AABBS) {
        const double x = bench_uniform(&rng, -19, 17), y = bench_uniform(&rng, 1, 28);
        level[n++] = (cbx_aabb2){{x, y}, {x + bench_uniform(&rng, 0.5, 2), y + 1.0 / 3}};
    }
    ramps[0] = (cbx_obb2){{-10, 5}, {4, 0.2}, {0.9238795325112867, 0.3826834323650898}};
    ramps[1] = (cbx_obb2){{10, 8}, {4, 0.2}, {0.9238795325112867, -0.3826834323650898}};
    for (int b = 0; b < BALLS; ++b) {
        /* half resting on the floor, half in the air */
        const bool resting = b % 2 == 0;
        balls[b] = (cbx_circle){{bench_uniform(&rng, -18, 18), resting ? 0.6 : bench_uniform(&rng, 2, 27)}, 0.5};
        steps[b] = (cbx_vec2){bench_uniform(&rng, -0.1, 0.1), resting ? -0.0027 : bench_uniform(&rng, -0.2, 0.1)};
    }
    /* a resting ball must start touching, not overlapping: settle them once */
    const cbx_world2 w = {level, LEVEL_AABBS, ramps, LEVEL_OBBS};
    for (int b = 0; b < BALLS; ++b) {
        const cbx_vec2 down = {0, -1};
        if (b % 2 == 0) balls[b].center = cbx_move_circle2(w, (cbx_circle){{balls[b].center.x, 1.0}, 0.5}, down, 4).center;
    }
}

static bool meets(const cbx_aabb2 *b, double lox, double loy, double hix, double hiy) {
    return !(b->max.x < lox || b->min.x > hix || b->max.y < loy || b->min.y > hiy);
}

/* The loop a user would write from casts alone: cast every box whose
   bounds the swept circle meets, go to the first block, drop the
   remaining displacement's component into its normal, repeat (4 times at
   most). The mover's baseline: the same casts, none of its checks. */
static cbx_vec2 hand_loop(cbx_circle c, cbx_vec2 d, int *casts) {
    for (int it = 0; it < 4; ++it) {
        const double lox = (d.x < 0 ? c.center.x + d.x : c.center.x) - c.radius;
        const double hix = (d.x < 0 ? c.center.x : c.center.x + d.x) + c.radius;
        const double loy = (d.y < 0 ? c.center.y + d.y : c.center.y) - c.radius;
        const double hiy = (d.y < 0 ? c.center.y : c.center.y + d.y) + c.radius;
        cbx_cast2 best = {false, 1, {0, 0}, {0, 0}, {0, 0}};
        for (int k = 0; k < LEVEL_AABBS; ++k) {
            if (!meets(&level[k], lox, loy, hix, hiy)) continue;
            const cbx_cast2 o = cbx_cast_circle_aabb2(c, d, level[k]);
            ++*casts;
            if (o.hit && o.fraction <= best.fraction) best = o;
        }
        for (int k = 0; k < LEVEL_OBBS; ++k) {
            const cbx_cast2 o = cbx_cast_circle_obb2(c, d, ramps[k]);
            ++*casts;
            if (o.hit && o.fraction <= best.fraction) best = o;
        }
        if (!best.hit) return (cbx_vec2){c.center.x + d.x, c.center.y + d.y};
        c.center = best.center;
        d.x *= 1 - best.fraction;
        d.y *= 1 - best.fraction;
        const double into = d.x * best.normal.x + d.y * best.normal.y;
        if (into < 0) {
            d.x -= into * best.normal.x;
            d.y -= into * best.normal.y;
        }
    }
    return c.center;
}

/* ns per mover step (mode 0) or per hand-written loop of casts (mode 1). */
static double mover_pass(int mode, double *casts_per_step) {
    const cbx_world2 w = {level, LEVEL_AABBS, ramps, LEVEL_OBBS};
    uint64_t acc = 0;
    int casts = 0;
    const double t0 = bench_cpu_now();
    for (int rep = 0; rep < 16; ++rep) {
        for (int b = 0; b < BALLS; ++b) {
            if (mode == 0) {
                const cbx_move2 m = cbx_move_circle2(w, balls[b], steps[b], 4);
                acc += (uint64_t)(m.center.x * 1024) + (uint64_t)m.hit_count;
            } else {
                const cbx_vec2 e = hand_loop(balls[b], steps[b], &casts);
                acc += (uint64_t)(e.x * 1024);
            }
        }
    }
    bench_sink += acc;
    if (casts_per_step) *casts_per_step = (double)casts / (16.0 * BALLS);
    return (bench_cpu_now() - t0) / (16.0 * BALLS) * 1e9;
}

/* ---- the mover through a big level, with and without the index ---- */

#define BIG_LEVEL 100000
static cbx_aabb2 big_level[BIG_LEVEL];

static void make_big_level(void) {
    bench_rng rng = {UINT64_C(7)};
    for (int i = 0; i < BIG_LEVEL; ++i) {
        if (i < 2000) {
            big_level[i] = (cbx_aabb2){{-1000 + i, -1}, {-999 + i, 0.1}}; /* flush floor tiles */
        } else {
            const double x = bench_uniform(&rng, -1000, 1000), y = bench_uniform(&rng, 1, 500);
            big_level[i] = (cbx_aabb2){{x, y}, {x + bench_uniform(&rng, 0.3, 3), y + 1.0 / 3}};
        }
    }
}

/* ns per mover step through the 100,000 boxes, 256 balls resting or falling. */
static double big_pass(const cbx_index2 *ix) {
    const cbx_world2 w = {big_level, BIG_LEVEL, NULL, 0};
    uint64_t acc = 0;
    const int reps = ix ? 64 : 1;
    const double t0 = bench_cpu_now();
    for (int rep = 0; rep < reps; ++rep) {
        for (int b = 0; b < BALLS; ++b) {
            const cbx_circle c = {{balls[b].center.x * 40, balls[b].center.y}, 0.5};
            const cbx_move2 m = ix ? cbx_move_circle2_indexed(w, ix, c, steps[b], 4) : cbx_move_circle2(w, c, steps[b], 4);
            acc += (uint64_t)(m.center.x * 1024) + (uint64_t)m.hit_count;
        }
    }
    bench_sink += acc;
    return (bench_cpu_now() - t0) / ((double)reps * BALLS) * 1e9;
}

/* BENCH_ONLY=key runs one pass set alone (BENCH_RUNS times), for counting
   instructions: valgrind --tool=callgrind --toggle-collect=one_pass; the
   count over 16,384 calls per run. */
static int only_pass(const char *key, int runs) {
    static const struct { const char *key; int kind; const scene2 *s2; const scene3 *s3; } passes[] = {
        {"cast2", 0, random2, NULL},     {"sweep2", 1, random2, NULL},    {"cast2roll", 0, rolling2, NULL},
        {"sweep2roll", 1, rolling2, NULL}, {"castobb2", 2, random2, NULL}, {"sweepobb2", 3, random2, NULL},
        {"cast3", 4, NULL, random3},     {"sweep3", 5, NULL, random3},    {"cast3roll", 4, NULL, rolling3},
        {"sweep3roll", 5, NULL, rolling3},
    };
    for (size_t k = 0; k < sizeof passes / sizeof passes[0]; ++k) {
        if (strcmp(key, passes[k].key) != 0) continue;
        double best = 1e300;
        for (int run = 0; run < runs; ++run) {
            const double t = one_pass(passes[k].kind, passes[k].s2, passes[k].s3);
            best = t < best ? t : best;
        }
        printf("%s: %.1f ns per call (fastest of %d runs)\n", key, best, runs);
        return 0;
    }
    fprintf(stderr, "BENCH_ONLY: unknown pass '%s'\n", key);
    return 2;
}

int main(void) {
    make_motion_scenes();
    if (getenv("BENCH_ONLY")) return only_pass(getenv("BENCH_ONLY"), bench_runs(1));
    make_level();
    make_big_level();
    const size_t ix_bytes = cbx_index2_bytes(BIG_LEVEL);
    void *ix_mem = malloc(ix_bytes);
    const double tb = bench_cpu_now();
    const cbx_index2 *big_ix = cbx_index2_build(ix_mem, ix_bytes, big_level, BIG_LEVEL);
    const double build_ms = (bench_cpu_now() - tb) * 1e3;
    const int runs = bench_runs(11);
    enum { W = 8 };
    static const char *names[W] = {"2D random: cast aabb2", "2D random: sweep aabb2", "2D rolling: cast aabb2",
                                   "2D rolling: sweep aabb2", "2D random: cast obb2", "2D random: sweep obb2",
                                   "3D random: cast aabb3", "3D random: sweep aabb3"};
    double t[W][64], r3[2][64], mv[2][64], big[2][64], per = 0;
    for (int run = 0; run < runs && run < 64; ++run) {
        t[0][run] = one_pass(0, random2, NULL);
        t[1][run] = one_pass(1, random2, NULL);
        t[2][run] = one_pass(0, rolling2, NULL);
        t[3][run] = one_pass(1, rolling2, NULL);
        t[4][run] = one_pass(2, random2, NULL);
        t[5][run] = one_pass(3, random2, NULL);
        t[6][run] = one_pass(4, NULL, random3);
        t[7][run] = one_pass(5, NULL, random3);
        r3[0][run] = one_pass(4, NULL, rolling3);
        r3[1][run] = one_pass(5, NULL, rolling3);
        mv[0][run] = mover_pass(0, NULL);
        mv[1][run] = mover_pass(1, &per);
        big[0][run] = big_pass(big_ix);
        big[1][run] = run < 3 ? big_pass(NULL) : big[1][run - 1];
    }
    const int n = runs < 64 ? runs : 64;
    printf("circbox casts and mover, ns per call, %s of %d runs (BENCH_RUNS)\n",
           bench_time_stat(), n);
    double med[W];
    for (int k = 0; k < W; ++k) med[k] = bench_time(t[k], n);
    for (int k = 0; k < W; k += 2)
        printf("  %-26s %8.1f   %-26s %8.1f   cast/sweep %.2f\n", names[k], med[k], names[k + 1], med[k + 1],
               med[k] / med[k + 1]);
    const double c3 = bench_time(r3[0], n), s3 = bench_time(r3[1], n);
    printf("  %-26s %8.1f   %-26s %8.1f   cast/sweep %.2f\n", "3D rolling: cast aabb3", c3, "3D rolling: sweep aabb3",
           s3, c3 / s3);
    const double m = bench_time(mv[0], n), c = bench_time(mv[1], n);
    printf("  mover step, 100 boxes, %d balls: %.1f ns; a hand-written loop of the same casts (%.1f per step): %.1f ns; "
           "mover/loop %.2f\n",
           BALLS, m, per, c, m / c);
    const double bi = bench_time(big[0], n), bs = bench_time(big[1], n);
    printf("  mover step, %d boxes: %.1f ns with cbx_move_circle2_indexed (index built in %.1f ms), "
           "%.0f ns scanning every box: %.0fx\n",
           BIG_LEVEL, bi, build_ms, bs, bs / bi);
    free(ix_mem);
    return 0;
}
