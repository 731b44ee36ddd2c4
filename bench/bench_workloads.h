/* SPDX-License-Identifier: MIT */
/* The workloads of the data real loops feed circbox (bench_tangent, and the
   side-by-side comparison with Box2D and CGAL in bench/peers): N pairs per
   workload, deterministic:
     random         Larsson-style random pairs, about half overlapping
     face           circles (spheres) resting on a face at r (center = face
                    + r, rounded: exactly tangent or one rounding off)
     corner         on the grid, resting on a corner at a Pythagorean offset
     grid           integer tiles, circles with half-integer centers and radii
     float~tangent  face + r (1 +- 1e-12), rounded to float (3D: in double)
     rolling        a ball on a flush floor at exactly r, moving along it
     falling        straight down or slanted onto a unit tile
     ulp~corner     resting on a corner of a box with random double bounds:
                    center = corner + r (0.6, 0.8) rounded, a few ulps off
                    the corner's circle and off any short grid (a ball a
                    mover left beside a tile with decimal coordinates);
                    3D: r (1/3, 2/3, 2/3) off a corner, or r (0.6, 0.8) off
                    an edge
   The 3D arrays of rolling and falling repeat the grid's; the sweeps' velocity
   v2 of the static workloads repeats random's. Call make_data() once. */
#ifndef CBX_BENCH_WORKLOADS_H
#define CBX_BENCH_WORKLOADS_H

#include "bench_util.h"

#include <string.h>

#include "circbox.h"

#define N 4096u

enum { D_RANDOM, D_FACE, D_CORNER, D_GRID, D_FLOATNEAR, D_ROLL, D_FALL, D_ULPCORNER, ND };
static const char *dname[ND] = {"random",  "face",    "corner",  "grid",
                                "float~tangent", "rolling", "falling", "ulp~corner"};

static cbx_circle c2[ND][N];
static cbx_aabb2 b2[ND][N];
static cbx_vec2 v2[ND][N];
static cbx_circlef c2f[ND][N];
static cbx_aabb2f b2f[ND][N];
static cbx_vec2f v2f[ND][N];
static cbx_sphere s3[ND][N];
static cbx_aabb3 b3[ND][N];
static cbx_spheref s3f[ND][N];
static cbx_aabb3f b3f[ND][N];

/* ---- data ---- */
static bench_rng rng = {0x2545F4914F6CDD1Du};
static bench_rng rng3 = {0x9E3779B97F4A7C15u}; /* the 3D near-tangency scenes only */
static bench_rng rng4 = {0xD1B54A32D192ED03u}; /* ulp~corner only */
static double uni(double lo, double hi) { return bench_uniform(&rng, lo, hi); }
static double grid(int k, double step) { return step * (double)(int64_t)(bench_next(&rng) % (uint64_t)k); }

static void make_data(void) {
    for (unsigned i = 0; i < N; ++i) {
        /* random: Larsson-style, about half overlapping */
        {
            const double x = uni(-100, 100), y = uni(-100, 100), z = uni(-100, 100);
            const double hx = uni(0, 30), hy = uni(0, 30), hz = uni(0, 30);
            c2[D_RANDOM][i] = (cbx_circle){{uni(-100, 100), uni(-100, 100)}, uni(0, 40)};
            b2[D_RANDOM][i] = (cbx_aabb2){{x - hx, y - hy}, {x + hx, y + hy}};
            s3[D_RANDOM][i] = (cbx_sphere){{uni(-100, 100), uni(-100, 100), uni(-100, 100)}, uni(0, 50)};
            b3[D_RANDOM][i] = (cbx_aabb3){{x - hx, y - hy, z - hz}, {x + hx, y + hy, z + hz}};
            v2[D_RANDOM][i] = (cbx_vec2){uni(-50, 50), uni(-50, 50)};
        }
        /* face: a box with random double bounds, a circle resting on one of
           its faces at r (center = face + r, rounded: exactly tangent or one
           rounding off) */
        {
            const double x = uni(-100, 100), y = uni(-100, 100), z = uni(-100, 100), h = uni(1, 10);
            const double r = uni(0.1, 5), u = uni(-h, h), w = uni(-h, h);
            b2[D_FACE][i] = (cbx_aabb2){{x - h, y - h}, {x + h, y + h}};
            b3[D_FACE][i] = (cbx_aabb3){{x - h, y - h, z - h}, {x + h, y + h, z + h}};
            switch (i % 4) {
            case 0: c2[D_FACE][i] = (cbx_circle){{x + u, y + h + r}, r}; break;
            case 1: c2[D_FACE][i] = (cbx_circle){{x + u, y - h - r}, r}; break;
            case 2: c2[D_FACE][i] = (cbx_circle){{x + h + r, y + u}, r}; break;
            default: c2[D_FACE][i] = (cbx_circle){{x - h - r, y + u}, r}; break;
            }
            s3[D_FACE][i] = (cbx_sphere){{x + u, y + w, z + h + r}, r};
        }
        /* corner: on the grid, resting on a corner at a Pythagorean offset
           (3,4,5)s, s a random multiple of 1/8; 3D at (1,2,2,3)s */
        {
            const double x = grid(200, 0.5) - 50, y = grid(200, 0.5) - 50, z = grid(200, 0.5) - 50;
            const double s = grid(40, 0.125) + 0.125, w = grid(20, 1) + 1;
            const double sx = (i & 1) ? 1 : -1, sy = (i & 2) ? 1 : -1;
            b2[D_CORNER][i] = (cbx_aabb2){{x - w, y - w}, {x + w, y + w}};
            c2[D_CORNER][i] = (cbx_circle){{x + sx * (w + 3 * s), y + sy * (w + 4 * s)}, 5 * s};
            b3[D_CORNER][i] = (cbx_aabb3){{x - w, y - w, z - w}, {x + w, y + w, z + w}};
            s3[D_CORNER][i] = (cbx_sphere){{x + sx * (w + s), y + sy * (w + 2 * s), z + w + 2 * s}, 3 * s};
        }
        /* grid: tiles on the integer grid, circles with half-integer centers
           and radii: many exact tangencies (faces and corners) */
        {
            const double x = grid(20, 1), y = grid(20, 1), z = grid(20, 1);
            const double wx = grid(4, 1) + 1, wy = grid(4, 1) + 1, wz = grid(4, 1) + 1;
            b2[D_GRID][i] = (cbx_aabb2){{x, y}, {x + wx, y + wy}};
            c2[D_GRID][i] = (cbx_circle){{grid(60, 0.5) - 5, grid(60, 0.5) - 5}, grid(6, 0.5) + 0.5};
            b3[D_GRID][i] = (cbx_aabb3){{x, y, z}, {x + wx, y + wy, z + wz}};
            s3[D_GRID][i] = (cbx_sphere){{grid(60, 0.5) - 5, grid(60, 0.5) - 5, grid(60, 0.5) - 5},
                                         grid(6, 0.5) + 0.5};
        }
        /* float near tangency: face + r (1 +- 1e-12) rounded to float. The
           3D loops have no float version: they get a like scene in double (a
           face, or an edge at a 3-4-5 slant), near but not at tangency, drawn
           from a second generator so that every other workload keeps its data. */
        {
            const double x = uni(-100, 100), y = uni(-100, 100), h = uni(1, 10), r = uni(0.1, 5);
            const double e = 1 + uni(-1e-12, 1e-12);
            b2[D_FLOATNEAR][i] = (cbx_aabb2){{x - h, y - h}, {x + h, y + h}};
            c2[D_FLOATNEAR][i] = (i & 1) ? (cbx_circle){{x + uni(-h, h), y + h + r * e}, r}
                                         : (cbx_circle){{x + (h + r * e * 0.6), y + h + r * e * 0.8}, r};
            const double z = bench_uniform(&rng3, -100, 100), u = bench_uniform(&rng3, -h, h);
            b3[D_FLOATNEAR][i] = (cbx_aabb3){{x - h, y - h, z - h}, {x + h, y + h, z + h}};
            s3[D_FLOATNEAR][i] = (i & 1) ? (cbx_sphere){{x + u, y + h + r * e, z}, r}
                                         : (cbx_sphere){{x + (h + r * e * 0.6), y + h + r * e * 0.8, z}, r};
        }
        /* ulp~corner: see above; its own generator, so that the other
           workloads keep their data */
        {
            bench_rng *g = &rng4;
            const double x = bench_uniform(g, -100, 100), y = bench_uniform(g, -100, 100);
            const double z = bench_uniform(g, -100, 100), h = bench_uniform(g, 1, 10), r = bench_uniform(g, 0.1, 5);
            const double sx = (i & 1) ? 1 : -1, sy = (i & 2) ? 1 : -1;
            b2[D_ULPCORNER][i] = (cbx_aabb2){{x - h, y - h}, {x + h, y + h}};
            c2[D_ULPCORNER][i] = (cbx_circle){{x + sx * (h + r * 0.6), y + sy * (h + r * 0.8)}, r};
            b3[D_ULPCORNER][i] = (cbx_aabb3){{x - h, y - h, z - h}, {x + h, y + h, z + h}};
            s3[D_ULPCORNER][i] =
                (i & 4) ? (cbx_sphere){{x + sx * (h + r / 3), y + sy * (h + 2 * r / 3), z + h + 2 * r / 3}, r}
                        : (cbx_sphere){{x + sx * (h + r * 0.6), y + sy * (h + r * 0.8), z + bench_uniform(g, -h, h)}, r};
        }
        /* rolling: a ball on a flush floor of unit tiles at exactly r above
           the top (y = r), moving along x toward the next tile */
        {
            const double r = grid(8, 0.125) + 0.125, tx = grid(100, 1);
            b2[D_ROLL][i] = (cbx_aabb2){{tx, -1}, {tx + 1, 0}};
            c2[D_ROLL][i] = (cbx_circle){{tx - r - grid(8, 0.25) - 0.25, r}, r};
            v2[D_ROLL][i] = (cbx_vec2){grid(8, 0.5) + 0.5, 0};
        }
        /* falling: straight down or slanted onto a unit tile */
        {
            const double r = grid(8, 0.125) + 0.125, tx = grid(100, 1);
            b2[D_FALL][i] = (cbx_aabb2){{tx, -1}, {tx + 1, 0}};
            c2[D_FALL][i] = (cbx_circle){{tx + grid(9, 0.125), r + grid(16, 0.5) + 0.5}, r};
            v2[D_FALL][i] = (cbx_vec2){(i & 1) ? 0 : grid(5, 0.25) - 0.5, -(grid(8, 1) + 1)};
        }
    }
    for (int d = 0; d < ND; ++d) {
        if (d == D_ROLL || d == D_FALL) { /* the static loops also run on these */
            for (unsigned i = 0; i < N; ++i) {
                s3[d][i] = s3[D_GRID][i];
                b3[d][i] = b3[D_GRID][i];
            }
        }
        if (d != D_RANDOM && d != D_ROLL && d != D_FALL)
            for (unsigned i = 0; i < N; ++i) v2[d][i] = v2[D_RANDOM][i];
        for (unsigned i = 0; i < N; ++i) {
            const cbx_circle c = c2[d][i];
            const cbx_aabb2 b = b2[d][i];
            c2f[d][i] = (cbx_circlef){{(float)c.center.x, (float)c.center.y}, (float)c.radius};
            b2f[d][i] = (cbx_aabb2f){{(float)b.min.x, (float)b.min.y}, {(float)b.max.x, (float)b.max.y}};
            v2f[d][i] = (cbx_vec2f){(float)v2[d][i].x, (float)v2[d][i].y};
            const cbx_sphere s = s3[d][i];
            const cbx_aabb3 b3d = b3[d][i];
            s3f[d][i] = (cbx_spheref){{(float)s.center.x, (float)s.center.y, (float)s.center.z}, (float)s.radius};
            b3f[d][i] = (cbx_aabb3f){{(float)b3d.min.x, (float)b3d.min.y, (float)b3d.min.z},
                                     {(float)b3d.max.x, (float)b3d.max.y, (float)b3d.max.z}};
        }
    }
}

/* Workload d's pairs (every array above, each pair kept together) in a
   new random order drawn from g. The benchmarks time the same N pairs
   round after round; in a fixed order the branch predictor can learn the
   outcome of every query, coin tosses included, and the figures flatter a
   branchy query (bench/predictor_probe.c; docs/performance-log.md,
   thirty-third session). Shuffled before each round, they cannot. */
static inline void bench_swap_bytes(void *a, void *b, size_t n) { /* n <= 64 */
    unsigned char t[64];
    memcpy(t, a, n);
    memcpy(a, b, n);
    memcpy(b, t, n);
}
#define CBX_BENCH_SWAP(arr, i, j) bench_swap_bytes(&arr[d][i], &arr[d][j], sizeof arr[d][i])
/* Workload d's arrays put in the order of the swaps (bench_draw_swaps). */
static inline void shuffle_data_by(int d, const unsigned *swap) {
    for (unsigned i = N - 1; i > 0; --i) {
        const unsigned j = swap[i];
        CBX_BENCH_SWAP(c2, i, j);
        CBX_BENCH_SWAP(b2, i, j);
        CBX_BENCH_SWAP(v2, i, j);
        CBX_BENCH_SWAP(c2f, i, j);
        CBX_BENCH_SWAP(b2f, i, j);
        CBX_BENCH_SWAP(v2f, i, j);
        CBX_BENCH_SWAP(s3, i, j);
        CBX_BENCH_SWAP(b3, i, j);
        CBX_BENCH_SWAP(s3f, i, j);
        CBX_BENCH_SWAP(b3f, i, j);
    }
}
static inline void shuffle_data(int d, bench_rng *g) {
    static unsigned swap[N];
    bench_draw_swaps(swap, N, g);
    shuffle_data_by(d, swap);
}
#undef CBX_BENCH_SWAP

#endif
