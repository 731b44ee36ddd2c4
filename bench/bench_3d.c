/* SPDX-License-Identifier: MIT */
/* ns per query of the 3D queries beside the naive methods:
   - static: exact cbx_overlap_sphere_aabb3 vs the naive clamp-and-compare test;
   - moving: cbx_sweep_sphere_aabb3 vs the naive minimum over all 26 features
     (each face slab, edge cylinder and corner sphere solved separately).
   Random scenes (span 100, about a third of the static pairs overlapping, the
   sweeps aimed near the box so that most paths reach its bounding region).
   Median of BENCH_RUNS runs (default 11); ratios library / naive. */
#include "bench_util.h"

#include <math.h>

#include "circbox.h"

#define N 4096

/* The naive methods' selections, as any game code writes them (no libm). */
static inline double mx(double a, double b) { return a > b ? a : b; }
static inline double mn(double a, double b) { return a < b ? a : b; }
static inline float mxf(float a, float b) { return a > b ? a : b; }
static inline float mnf(float a, float b) { return a < b ? a : b; }

static bool naive_clamp(cbx_sphere s, cbx_aabb3 b) {
    const double dx = s.center.x - mx(b.min.x, mn(s.center.x, b.max.x));
    const double dy = s.center.y - mx(b.min.y, mn(s.center.y, b.max.y));
    const double dz = s.center.z - mx(b.min.z, mn(s.center.z, b.max.z));
    return dx * dx + dy * dy + dz * dz <= s.radius * s.radius;
}

static bool naive_clampf(cbx_spheref s, cbx_aabb3f b) {
    const float dx = s.center.x - mxf(b.min.x, mnf(s.center.x, b.max.x));
    const float dy = s.center.y - mxf(b.min.y, mnf(s.center.y, b.max.y));
    const float dz = s.center.z - mxf(b.min.z, mnf(s.center.z, b.max.z));
    return dx * dx + dy * dy + dz * dz <= s.radius * s.radius;
}

/* First contact time over the 26 features, each tried in full (or -1). */
static double naive_sweep26(cbx_sphere s, cbx_vec3 sv, cbx_aabb3 b, cbx_vec3 bv) {
    const double c[3] = {s.center.x, s.center.y, s.center.z};
    const double v[3] = {sv.x - bv.x, sv.y - bv.y, sv.z - bv.z};
    const double lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    const double r2 = s.radius * s.radius;
    double best = INFINITY;
    for (int code = 0; code < 27; ++code) {
        int side[3], any = 0;
        for (int i = 0, k = code; i < 3; ++i, k /= 3) {
            side[i] = k % 3 == 0 ? 0 : (k % 3 == 1 ? -1 : 1);
            any |= side[i];
        }
        if (!any) continue;
        double L = 0, U = INFINITY, a = 0, bb = 0, cc = -r2;
        for (int i = 0; i < 3; ++i) {
            if (side[i]) {
                const double d = c[i] - (side[i] < 0 ? lo[i] : hi[i]);
                a += v[i] * v[i];
                bb += d * v[i];
                cc += d * d;
            } else if (v[i] != 0) {
                const double t0 = (lo[i] - c[i]) / v[i], t1 = (hi[i] - c[i]) / v[i];
                L = mx(L, mn(t0, t1));
                U = mn(U, mx(t0, t1));
            } else if (c[i] < lo[i] || c[i] > hi[i]) {
                U = -1;
            }
        }
        if (L > U) continue;
        double t;
        if (a * L * L + 2 * bb * L + cc <= 0) {
            t = L;
        } else {
            const double disc = bb * bb - a * cc;
            if (disc < 0 || a == 0) continue;
            t = (-bb - __builtin_sqrt(disc)) / a;
            if (t < L || t > U) continue;
        }
        if (t < best) best = t;
    }
    return best < INFINITY ? best : -1;
}

/* Every function is called through a volatile pointer, so that none is
   inlined, vectorized across the loop or hoisted out of it: each query is
   timed as the user's call would run. */
static bool (*volatile ov_d)(cbx_sphere, cbx_aabb3) = cbx_overlap_sphere_aabb3;
static bool (*volatile nv_d)(cbx_sphere, cbx_aabb3) = naive_clamp;
static bool (*volatile ov_f)(cbx_spheref, cbx_aabb3f) = cbx_overlap_sphere_aabb3f;
static bool (*volatile nv_f)(cbx_spheref, cbx_aabb3f) = naive_clampf;
static cbx_sweep3 (*volatile sw_d)(cbx_sphere, cbx_vec3, cbx_aabb3, cbx_vec3) = cbx_sweep_sphere_aabb3;
static double (*volatile sw26_d)(cbx_sphere, cbx_vec3, cbx_aabb3, cbx_vec3) = naive_sweep26;

static double median_ns(double *v, int runs) { return bench_median(v, runs) * 1e9 / N; }

int main(void) {
    const int runs = bench_runs(11);
    static cbx_sphere sp[N];
    static cbx_aabb3 bx[N];
    static cbx_spheref spf[N];
    static cbx_aabb3f bxf[N];
    static cbx_vec3 vel[N];
    static cbx_vec3 zero3[N];
    bench_rng rng = {0x3d3d3d3dULL};
    for (int i = 0; i < N; ++i) {
        const double x = bench_uniform(&rng, -100, 100), y = bench_uniform(&rng, -100, 100),
                     z = bench_uniform(&rng, -100, 100);
        bx[i].min = (cbx_vec3){x, y, z};
        bx[i].max = (cbx_vec3){x + bench_uniform(&rng, 0, 40), y + bench_uniform(&rng, 0, 40),
                               z + bench_uniform(&rng, 0, 40)};
        sp[i].center = (cbx_vec3){x + bench_uniform(&rng, -60, 80), y + bench_uniform(&rng, -60, 80),
                                  z + bench_uniform(&rng, -60, 80)};
        sp[i].radius = bench_uniform(&rng, 0, 25);
        /* aimed at a point near the box, with some scatter */
        const double tx = bench_uniform(&rng, bx[i].min.x - 20, bx[i].max.x + 20);
        const double ty = bench_uniform(&rng, bx[i].min.y - 20, bx[i].max.y + 20);
        const double tz = bench_uniform(&rng, bx[i].min.z - 20, bx[i].max.z + 20);
        vel[i] = (cbx_vec3){(tx - sp[i].center.x) * 0.1, (ty - sp[i].center.y) * 0.1, (tz - sp[i].center.z) * 0.1};
        zero3[i] = (cbx_vec3){0, 0, 0};
        spf[i] = (cbx_spheref){{(float)sp[i].center.x, (float)sp[i].center.y, (float)sp[i].center.z},
                               (float)sp[i].radius};
        bxf[i] = (cbx_aabb3f){{(float)bx[i].min.x, (float)bx[i].min.y, (float)bx[i].min.z},
                              {(float)bx[i].max.x, (float)bx[i].max.y, (float)bx[i].max.z}};
    }
    double t_ex[64], t_nv[64], t_exf[64], t_nvf[64], t_sw[64], t_sw26[64];
    int hits = 0, contacts = 0;
    for (int r = 0; r < runs && r < 64; ++r) {
        uint64_t acc = 0;
        for (int rep = 0; rep < 2; ++rep) { /* the second pass is the timed one */
            double t0 = bench_now();
            for (int k = 0; k < 50; ++k)
                for (int i = 0; i < N; ++i) acc += ov_d(sp[i], bx[i]);
            t_ex[r] = (bench_now() - t0) / 50;
            t0 = bench_now();
            for (int k = 0; k < 50; ++k)
                for (int i = 0; i < N; ++i) acc += nv_d(sp[i], bx[i]);
            t_nv[r] = (bench_now() - t0) / 50;
            t0 = bench_now();
            for (int k = 0; k < 50; ++k)
                for (int i = 0; i < N; ++i) acc += ov_f(spf[i], bxf[i]);
            t_exf[r] = (bench_now() - t0) / 50;
            t0 = bench_now();
            for (int k = 0; k < 50; ++k)
                for (int i = 0; i < N; ++i) acc += nv_f(spf[i], bxf[i]);
            t_nvf[r] = (bench_now() - t0) / 50;
            t0 = bench_now();
            for (int k = 0; k < 5; ++k)
                for (int i = 0; i < N; ++i) {
                    const cbx_sweep3 w = sw_d(sp[i], vel[i], bx[i], zero3[i]);
                    acc += (uint64_t)(w.type + 2) + (uint64_t)(w.time * 16);
                }
            t_sw[r] = (bench_now() - t0) / 5;
            t0 = bench_now();
            for (int k = 0; k < 5; ++k)
                for (int i = 0; i < N; ++i) acc += (uint64_t)(sw26_d(sp[i], vel[i], bx[i], zero3[i]) * 16 + 2);
            t_sw26[r] = (bench_now() - t0) / 5;
        }
        bench_sink += acc;
    }
    for (int i = 0; i < N; ++i) {
        hits += cbx_overlap_sphere_aabb3(sp[i], bx[i]);
        contacts += cbx_sweep_sphere_aabb3(sp[i], vel[i], bx[i], zero3[i]).type == CBX_SWEEP_CONTACT;
    }
    const int n = runs < 64 ? runs : 64;
    const double ex = median_ns(t_ex, n), nv = median_ns(t_nv, n), exf = median_ns(t_exf, n),
                 nvf = median_ns(t_nvf, n), sw = median_ns(t_sw, n), sw26 = median_ns(t_sw26, n);
    printf("3D static, %d pairs (%.0f%% overlapping), median of %d runs\n", N, 100.0 * hits / N, n);
    printf("  overlap_sphere_aabb3   %6.2f ns   naive clamp %6.2f ns   ratio %.2f\n", ex, nv, ex / nv);
    printf("  overlap_sphere_aabb3f  %6.2f ns   naive clamp %6.2f ns   ratio %.2f\n", exf, nvf, exf / nvf);
    printf("3D moving, %d paths (%.0f%% contact)\n", N, 100.0 * contacts / N);
    printf("  sweep_sphere_aabb3     %6.2f ns   naive 26 features %6.2f ns   ratio %.2f\n", sw, sw26, sw / sw26);
    return 0;
}
