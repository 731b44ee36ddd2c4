/* SPDX-License-Identifier: MIT */
/* Exact static queries and the 2D sweep on the data real loops feed them
   (issue 15): circles resting exactly on faces and corners, grid-aligned
   tiles (integers, halves), balls rolling on a flush floor at exactly r,
   falling onto a tile, float near tangency - against random data and against
   baselines written here and compiled the same way:
     naive       the clamp test, inlined into the loop
     naive_call  the same behind a non-inlined call
     inline      cbx_overlap_circle_aabb2_inline (circbox/inline.h)
     ncontact    a naive contact (clamp, sqrt, divide; inside: nearest face)
     plain_sweep a plain double analytic sweep in Eberly's region style
                 (slab entry into the grown box, then the corner circle)
   ns per query, 4096 queries in cache, median of BENCH_RUNS (default 9)
   rounds; in each round every loop runs once, interleaved, so machine load
   hits all alike. Run one column under callgrind with BENCH_ONLY=name. */
#include "bench_util.h" /* first: it sets _POSIX_C_SOURCE */

#include <math.h>
#include <string.h>

#include "circbox.h"
#include "circbox/inline.h"

#define N 4096u
#define REPS reps
static unsigned reps = 200; /* BENCH_REPS in the environment (callgrind: 1) */
#define BARRIER() __asm__ __volatile__("" ::: "memory")

enum { D_RANDOM, D_FACE, D_CORNER, D_GRID, D_FLOATNEAR, D_ROLL, D_FALL, ND };
static const char *dname[ND] = {"random", "face", "corner", "grid", "float~tangent", "rolling", "falling"};

static cbx_circle c2[ND][N];
static cbx_aabb2 b2[ND][N];
static cbx_vec2 v2[ND][N];
static cbx_circlef c2f[ND][N];
static cbx_aabb2f b2f[ND][N];
static cbx_vec2f v2f[ND][N];
static cbx_sphere s3[ND][N];
static cbx_aabb3 b3[ND][N];

/* ---- baselines ---- */
static inline double clampd(double x, double lo, double hi) {
    const double t = x < hi ? x : hi;
    return t > lo ? t : lo;
}
static inline bool naive2(cbx_circle c, cbx_aabb2 b) {
    const double dx = c.center.x - clampd(c.center.x, b.min.x, b.max.x);
    const double dy = c.center.y - clampd(c.center.y, b.min.y, b.max.y);
    return dx * dx + dy * dy <= c.radius * c.radius;
}
__attribute__((noinline)) static bool naive2_call(cbx_circle c, cbx_aabb2 b) { return naive2(c, b); }
__attribute__((noinline)) static bool naive2f_call(cbx_circlef c, cbx_aabb2f b) {
    const float dx = c.center.x - (float)clampd(c.center.x, b.min.x, b.max.x);
    const float dy = c.center.y - (float)clampd(c.center.y, b.min.y, b.max.y);
    return dx * dx + dy * dy <= c.radius * c.radius;
}
__attribute__((noinline)) static bool naive3_call(cbx_sphere s, cbx_aabb3 b) {
    const double dx = s.center.x - clampd(s.center.x, b.min.x, b.max.x);
    const double dy = s.center.y - clampd(s.center.y, b.min.y, b.max.y);
    const double dz = s.center.z - clampd(s.center.z, b.min.z, b.max.z);
    return dx * dx + dy * dy + dz * dz <= s.radius * s.radius;
}
/* Naive contact: nearest point by clamping; outside, normal = d / |d|;
   inside, the nearest face. */
__attribute__((noinline)) static cbx_contact2 naive_contact2(cbx_circle c, cbx_aabb2 b) {
    cbx_contact2 k;
    k.point.x = clampd(c.center.x, b.min.x, b.max.x);
    k.point.y = clampd(c.center.y, b.min.y, b.max.y);
    const double dx = c.center.x - k.point.x, dy = c.center.y - k.point.y;
    const double d2 = dx * dx + dy * dy;
    if (d2 > 0) {
        const double d = sqrt(d2);
        k.normal.x = dx / d;
        k.normal.y = dy / d;
        k.distance = d - c.radius;
    } else {
        const double l = c.center.x - b.min.x, r = b.max.x - c.center.x;
        const double lo = c.center.y - b.min.y, hi = b.max.y - c.center.y;
        double m = l;
        k.normal.x = -1;
        k.normal.y = 0;
        if (r < m) { m = r; k.normal.x = 1; }
        if (lo < m) { m = lo; k.normal.x = 0; k.normal.y = -1; }
        if (hi < m) { m = hi; k.normal.x = 0; k.normal.y = 1; }
        k.point.x = c.center.x + k.normal.x * m;
        k.point.y = c.center.y + k.normal.y * m;
        k.distance = -m - c.radius;
    }
    k.relation = k.distance > 0 ? CBX_SEPARATE : (k.distance < 0 ? CBX_OVERLAPPING : CBX_TOUCHING);
    return k;
}
/* A plain double analytic sweep (no exactness): time 0 if touching; else
   slab entry into the box grown by r; an entry beside a face is the contact,
   one in a corner square solves |D + tV|^2 = r^2 for that corner. */
__attribute__((noinline)) static cbx_sweep2 plain_sweep(cbx_circle c, cbx_vec2 cv, cbx_aabb2 b, cbx_vec2 bv) {
    cbx_sweep2 s = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
    const double p[2] = {c.center.x, c.center.y}, v[2] = {cv.x - bv.x, cv.y - bv.y};
    const double lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y}, r = c.radius;
    const double qx = clampd(p[0], lo[0], hi[0]), qy = clampd(p[1], lo[1], hi[1]);
    if ((p[0] - qx) * (p[0] - qx) + (p[1] - qy) * (p[1] - qy) <= r * r) {
        s.type = CBX_SWEEP_CONTACT;
        return s;
    }
    double t0 = 0, t1 = INFINITY;
    for (int i = 0; i < 2; ++i) {
        if (v[i] == 0) {
            if (p[i] < lo[i] - r || p[i] > hi[i] + r) return s;
            continue;
        }
        double ta = (lo[i] - r - p[i]) / v[i], tb = (hi[i] + r - p[i]) / v[i];
        if (ta > tb) { const double t = ta; ta = tb; tb = t; }
        t0 = ta > t0 ? ta : t0;
        t1 = tb < t1 ? tb : t1;
        if (t0 > t1) return s;
    }
    const double x = p[0] + t0 * v[0], y = p[1] + t0 * v[1];
    const bool inx = x >= lo[0] && x <= hi[0], iny = y >= lo[1] && y <= hi[1];
    if (!(inx || iny)) {
        const double kx = x < lo[0] ? lo[0] : hi[0], ky = y < lo[1] ? lo[1] : hi[1];
        const double dx = p[0] - kx, dy = p[1] - ky;
        const double a = v[0] * v[0] + v[1] * v[1], hb = dx * v[0] + dy * v[1];
        const double disc = hb * hb - a * (dx * dx + dy * dy - r * r);
        if (disc < 0) return s;
        t0 = (-hb - sqrt(disc)) / a;
        if (t0 < 0 || t0 > t1) return s;
    }
    s.type = CBX_SWEEP_CONTACT;
    s.time = t0;
    s.point.x = p[0] + t0 * v[0];
    s.point.y = p[1] + t0 * v[1];
    return s;
}

/* ---- data ---- */
static bench_rng rng = {0x2545F4914F6CDD1Du};
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
        /* float near tangency: face + r (1 +- 1e-12) rounded to float */
        {
            const double x = uni(-100, 100), y = uni(-100, 100), h = uni(1, 10), r = uni(0.1, 5);
            const double e = 1 + uni(-1e-12, 1e-12);
            b2[D_FLOATNEAR][i] = (cbx_aabb2){{x - h, y - h}, {x + h, y + h}};
            c2[D_FLOATNEAR][i] = (i & 1) ? (cbx_circle){{x + uni(-h, h), y + h + r * e}, r}
                                         : (cbx_circle){{x + (h + r * e * 0.6), y + h + r * e * 0.8}, r};
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
        if (d >= D_ROLL) { /* the static loops also run on these */
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
        }
    }
}

/* ---- loops: seconds per query over dataset d ---- */
#define LOOP(name, expr)                                                          \
    static double name(int d) {                                                   \
        uint64_t acc = 0;                                                         \
        const double t0 = bench_cpu_now();                                        \
        for (unsigned r = 0; r < REPS; ++r) {                                     \
            for (unsigned i = 0; i < N; ++i) acc += (uint64_t)(expr);             \
            BARRIER();                                                            \
        }                                                                         \
        bench_sink += acc;                                                        \
        return (bench_cpu_now() - t0) / ((double)N * REPS);                       \
    }
LOOP(l_naive, naive2(c2[d][i], b2[d][i]))
LOOP(l_naive_call, naive2_call(c2[d][i], b2[d][i]))
LOOP(l_overlap, cbx_overlap_circle_aabb2(c2[d][i], b2[d][i]))
LOOP(l_inline, cbx_overlap_circle_aabb2_inline(c2[d][i], b2[d][i]))
LOOP(l_relate, cbx_relate_circle_aabb2(c2[d][i], b2[d][i]))
LOOP(l_ncontact, naive_contact2(c2[d][i], b2[d][i]).distance > 0)
LOOP(l_contact, cbx_contact_circle_aabb2(c2[d][i], b2[d][i]).distance > 0)
LOOP(l_naive_callf, naive2f_call(c2f[d][i], b2f[d][i]))
LOOP(l_overlapf, cbx_overlap_circle_aabb2f(c2f[d][i], b2f[d][i]))
LOOP(l_inlinef, cbx_overlap_circle_aabb2f_inline(c2f[d][i], b2f[d][i]))
LOOP(l_relatef, cbx_relate_circle_aabb2f(c2f[d][i], b2f[d][i]))
LOOP(l_contactf, cbx_contact_circle_aabb2f(c2f[d][i], b2f[d][i]).distance > 0)
LOOP(l_naive3_call, naive3_call(s3[d][i], b3[d][i]))
LOOP(l_overlap3, cbx_overlap_sphere_aabb3(s3[d][i], b3[d][i]))
LOOP(l_relate3, cbx_relate_sphere_aabb3(s3[d][i], b3[d][i]))
LOOP(l_contact3, cbx_contact_sphere_aabb3(s3[d][i], b3[d][i]).distance > 0)
LOOP(l_plain_sweep, plain_sweep(c2[d][i], v2[d][i], b2[d][i], (cbx_vec2){0, 0}).type)
LOOP(l_sweep, cbx_sweep_circle_aabb2(c2[d][i], v2[d][i], b2[d][i], (cbx_vec2){0, 0}).type)
LOOP(l_sweepf, cbx_sweep_circle_aabb2f(c2f[d][i], v2f[d][i], b2f[d][i], (cbx_vec2f){0, 0}).type)

typedef double (*loop_fn)(int);
static const struct { const char *name; loop_fn f; } loops[] = {
    {"naive", l_naive},         {"naive_call", l_naive_call}, {"overlap", l_overlap},
    {"inline", l_inline},       {"relate", l_relate},         {"ncontact", l_ncontact},
    {"contact", l_contact},     {"naive_callf", l_naive_callf}, {"overlapf", l_overlapf},
    {"inlinef", l_inlinef},     {"relatef", l_relatef},       {"contactf", l_contactf},
    {"naive3_call", l_naive3_call}, {"overlap3", l_overlap3}, {"relate3", l_relate3},
    {"contact3", l_contact3},   {"plain_sweep", l_plain_sweep}, {"sweep", l_sweep},
    {"sweepf", l_sweepf},
};
#define NL (int)(sizeof loops / sizeof loops[0])

int main(void) {
    int runs = bench_runs(9);
    if (runs > 64) runs = 64;
    const char *only = getenv("BENCH_ONLY"), *data = getenv("BENCH_DATA");
    if (getenv("BENCH_REPS")) reps = (unsigned)atoi(getenv("BENCH_REPS"));
    if (reps == 0) reps = 1;
    make_data();
    static double t[ND][NL][64];
    for (int k = 0; k < runs; ++k)
        for (int d = 0; d < ND; ++d)
            for (int l = 0; l < NL; ++l)
                if (!(data && strcmp(data, dname[d]) != 0) && (!only || strcmp(only, loops[l].name) == 0)) t[d][l][k] = loops[l].f(d);
    printf("ns per query, 4096 queries in cache, median of %d interleaved rounds\n| loop |", runs);
    for (int d = 0; d < ND; ++d) printf(" %s |", dname[d]);
    printf("\n|---|");
    for (int d = 0; d < ND; ++d) printf("---|");
    printf("\n");
    for (int l = 0; l < NL; ++l) {
        if (only && strcmp(only, loops[l].name) != 0) continue;
        printf("| %s |", loops[l].name);
        for (int d = 0; d < ND; ++d) printf(" %.2f |", 1e9 * bench_median(t[d][l], runs));
        printf("\n");
    }
    return 0;
}
