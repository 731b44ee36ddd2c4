/* SPDX-License-Identifier: MIT */
/* ns per query of the 3D queries beside the naive methods:
   - static: exact cbx_overlap_sphere_aabb3 vs the naive clamp-and-compare test;
   - moving: cbx_sweep_sphere_aabb3 vs the naive minimum over all 26 features
     (each face slab, edge cylinder and corner sphere solved separately).
   - the sweeps also beside a plain double analytic region sweep (slab entry
     into the grown box, then the entry region's face, edge cylinder or
     corner edges), on six workloads: random scenes (span 100, aimed near
     the box), a ball rolling on a flush floor at exactly z = r, balls
     falling onto a box, spheres resting exactly on edges and corners,
     grid-aligned data (integers and halves), starts 1e-12 r off a face
     or an edge; double and float.
   BENCH_SHUFFLE=1 puts each sweep workload in a new random order before
   every pass (see shuffle_workload).
   Median of BENCH_RUNS interleaved runs (default 11); ratios library /
   baseline from the same run. `bench_3d obb` times the oriented-box
   queries against a naive rotated-box overlap. `bench_3d sweep` times the sweeps only;
   `bench_3d sweep K [d|f|a]` runs workload K's calls only, of circbox in
   double or float or of the analytic sweep (for callgrind). */
#include "bench_util.h"

#include <math.h>
#include <string.h>

#include "circbox.h"
#include "bench_baselines.h"

#define N 4096

/* The naive methods' selections, as any game code writes them (no libm). */
static inline double mx(double a, double b) { return a > b ? a : b; }
static inline double mn(double a, double b) { return a < b ? a : b; }
static inline float mxf(float a, float b) { return a > b ? a : b; }
static inline float mnf(float a, float b) { return a < b ? a : b; }

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
static bool (*volatile nv_d)(cbx_sphere, cbx_aabb3) = naive_overlap3;
static bool (*volatile ov_f)(cbx_spheref, cbx_aabb3f) = cbx_overlap_sphere_aabb3f;
static bool (*volatile nv_f)(cbx_spheref, cbx_aabb3f) = naive_clampf;
static cbx_sweep3 (*volatile sw_d)(cbx_sphere, cbx_vec3, cbx_aabb3, cbx_vec3) = cbx_sweep_sphere_aabb3;
static double (*volatile sw26_d)(cbx_sphere, cbx_vec3, cbx_aabb3, cbx_vec3) = naive_sweep26;
static double (*volatile swan_d)(cbx_sphere, cbx_vec3, cbx_aabb3, cbx_vec3) = plain_sweep3;
static cbx_sweep3f (*volatile sw_f)(cbx_spheref, cbx_vec3f, cbx_aabb3f, cbx_vec3f) = cbx_sweep_sphere_aabb3f;

static double time_ns(double *v, int runs) { return bench_time(v, runs) * 1e9 / N; }

/* One sweep workload: N queries, double and their float conversions. */
typedef struct workload {
    const char *name;
    cbx_sphere sp[N];
    cbx_aabb3 bx[N];
    cbx_vec3 vel[N];
    cbx_spheref spf[N];
    cbx_aabb3f bxf[N];
    cbx_vec3f velf[N];
} workload;

static void to_float(workload *w) {
    for (int i = 0; i < N; ++i) {
        const cbx_sphere s = w->sp[i];
        const cbx_aabb3 b = w->bx[i];
        w->spf[i] = (cbx_spheref){{(float)s.center.x, (float)s.center.y, (float)s.center.z}, (float)s.radius};
        w->bxf[i] = (cbx_aabb3f){{(float)b.min.x, (float)b.min.y, (float)b.min.z},
                                 {(float)b.max.x, (float)b.max.y, (float)b.max.z}};
        w->velf[i] = (cbx_vec3f){(float)w->vel[i].x, (float)w->vel[i].y, (float)w->vel[i].z};
    }
}

/* Random scenes (span 100), the sweeps aimed near the box. */
static void gen_random(workload *w, bench_rng *rng) {
    w->name = "random";
    for (int i = 0; i < N; ++i) {
        const double x = bench_uniform(rng, -100, 100), y = bench_uniform(rng, -100, 100),
                     z = bench_uniform(rng, -100, 100);
        w->bx[i].min = (cbx_vec3){x, y, z};
        w->bx[i].max = (cbx_vec3){x + bench_uniform(rng, 0, 40), y + bench_uniform(rng, 0, 40),
                                  z + bench_uniform(rng, 0, 40)};
        w->sp[i].center = (cbx_vec3){x + bench_uniform(rng, -60, 80), y + bench_uniform(rng, -60, 80),
                                     z + bench_uniform(rng, -60, 80)};
        w->sp[i].radius = bench_uniform(rng, 0, 25);
        const double tx = bench_uniform(rng, w->bx[i].min.x - 20, w->bx[i].max.x + 20);
        const double ty = bench_uniform(rng, w->bx[i].min.y - 20, w->bx[i].max.y + 20);
        const double tz = bench_uniform(rng, w->bx[i].min.z - 20, w->bx[i].max.z + 20);
        w->vel[i] = (cbx_vec3){(tx - w->sp[i].center.x) * 0.1, (ty - w->sp[i].center.y) * 0.1,
                               (tz - w->sp[i].center.z) * 0.1};
    }
}

/* A ball rolling on a flush floor of unit tiles (top at z = 0) at exactly
   z = r, queried against the tile under it and its neighbours; half the
   paths along x only, half with some y too. */
static void gen_rolling(workload *w, bench_rng *rng) {
    w->name = "rolling (flush floor, z = r)";
    for (int i = 0; i < N; ++i) {
        const double k = (double)(int)bench_uniform(rng, -8, 8);
        w->bx[i] = (cbx_aabb3){{k, 0, -1}, {k + 1, 4, 0}};
        const double r = bench_uniform(rng, 0.1, 0.5);
        w->sp[i] = (cbx_sphere){{k + bench_uniform(rng, -1.5, 2.5), bench_uniform(rng, 0.5, 3.5), r}, r};
        w->vel[i] = (cbx_vec3){bench_uniform(rng, -0.2, 0.2), i % 2 ? bench_uniform(rng, -0.05, 0.05) : 0, 0};
    }
}

/* A ball falling onto a box from above (a quarter of them beside it). */
static void gen_falling(workload *w, bench_rng *rng) {
    w->name = "falling onto a box";
    for (int i = 0; i < N; ++i) {
        const double x = bench_uniform(rng, -50, 50), y = bench_uniform(rng, -50, 50);
        w->bx[i] = (cbx_aabb3){{x, y, -2}, {x + bench_uniform(rng, 1, 4), y + bench_uniform(rng, 1, 4), 0}};
        const double r = bench_uniform(rng, 0.1, 1);
        w->sp[i] = (cbx_sphere){{x + bench_uniform(rng, -1, 5), y + bench_uniform(rng, -1, 5), bench_uniform(rng, 1.5, 5)}, r};
        w->vel[i] = (cbx_vec3){bench_uniform(rng, -0.1, 0.1), bench_uniform(rng, -0.1, 0.1), -bench_uniform(rng, 0.5, 2)};
    }
}

/* Spheres resting exactly on an edge (offsets 3s, 4s, radius 5s) or a
   corner (2s, 3s, 6s, radius 7s) of a unit box, moving anywhere. */
static void gen_resting(workload *w, bench_rng *rng) {
    w->name = "resting on edges/corners";
    for (int i = 0; i < N; ++i) {
        const double s = 0.0625 * (double)(1 + (int)bench_uniform(rng, 0, 8));
        w->bx[i] = (cbx_aabb3){{0, 0, 0}, {1, 1, 1}};
        if (i % 2) w->sp[i] = (cbx_sphere){{1 + 3 * s, 0.5, 1 + 4 * s}, 5 * s};
        else w->sp[i] = (cbx_sphere){{1 + 2 * s, 1 + 3 * s, 1 + 6 * s}, 7 * s};
        w->vel[i] = (cbx_vec3){bench_uniform(rng, -1, 1), bench_uniform(rng, -1, 1), bench_uniform(rng, -1, 1)};
    }
}

/* Grid-aligned data: integer boxes, half-integer centers and radii,
   velocities in halves. */
static void gen_grid(workload *w, bench_rng *rng) {
    w->name = "grid (integers, halves)";
    for (int i = 0; i < N; ++i) {
        double lo[3], hi[3], c[3], v[3];
        for (int k = 0; k < 3; ++k) {
            lo[k] = (double)(int)bench_uniform(rng, -10, 10);
            hi[k] = lo[k] + (double)(int)bench_uniform(rng, 1, 5);
            c[k] = 0.5 * (double)(int)bench_uniform(rng, 2 * lo[k] - 12, 2 * hi[k] + 12);
            v[k] = 0.5 * (double)(int)bench_uniform(rng, -4, 5);
        }
        w->bx[i] = (cbx_aabb3){{lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}};
        w->sp[i] = (cbx_sphere){{c[0], c[1], c[2]}, 0.5 * (double)(int)bench_uniform(rng, 1, 4)};
        w->vel[i] = (cbx_vec3){v[0], v[1], v[2]};
    }
}

/* Starts near but not at tangency: a sphere 1e-12 r (relative, random
   sign) off a face or, at a 3-4-5 slant, off an edge of a box of random
   double bounds, moving anywhere (the 2D float~tangent data of
   bench_workloads.h, in 3D): half the starts overlap by a hair, the rest
   are a few thousand ulps outside, and those moving in touch within
   1e-14 of a time unit. */
static void gen_near(workload *w, bench_rng *rng) {
    w->name = "near tangency (1e-12 r)";
    for (int i = 0; i < N; ++i) {
        const double x = bench_uniform(rng, -100, 100), y = bench_uniform(rng, -100, 100),
                     z = bench_uniform(rng, -100, 100), h = bench_uniform(rng, 1, 10), r = bench_uniform(rng, 0.1, 5);
        const double e = 1 + bench_uniform(rng, -1e-12, 1e-12), u = bench_uniform(rng, -h, h);
        w->bx[i] = (cbx_aabb3){{x - h, y - h, z - h}, {x + h, y + h, z + h}};
        w->sp[i] = (i & 1) ? (cbx_sphere){{x + u, y + h + r * e, z}, r}
                           : (cbx_sphere){{x + (h + r * e * 0.6), y + h + r * e * 0.8, z + u}, r};
        w->vel[i] = (cbx_vec3){bench_uniform(rng, -50, 50), bench_uniform(rng, -50, 50), bench_uniform(rng, -50, 50)};
    }
}

/* BENCH_SHUFFLE=1: each workload in a new random order before every
   pass, untimed, as bench_tangent does (its header says why: in a fixed
   order the branch predictor learns the 4,096 outcomes, and a branchy
   sweep, the plain analytic one included, reads faster than a game's
   stream of queries would run it). */
static bool shuffle;
static bench_rng shuffle_rng = {0x5DEECE66DULL};

static void shuffle_workload(workload *w) {
    static unsigned swap[N];
    bench_draw_swaps(swap, N, &shuffle_rng);
    for (unsigned i = N - 1; i > 0; --i) {
        const unsigned j = swap[i];
        const cbx_sphere s = w->sp[i];
        const cbx_aabb3 b = w->bx[i];
        const cbx_vec3 v = w->vel[i];
        const cbx_spheref sf = w->spf[i];
        const cbx_aabb3f bf = w->bxf[i];
        const cbx_vec3f vf = w->velf[i];
        w->sp[i] = w->sp[j], w->bx[i] = w->bx[j], w->vel[i] = w->vel[j];
        w->spf[i] = w->spf[j], w->bxf[i] = w->bxf[j], w->velf[i] = w->velf[j];
        w->sp[j] = s, w->bx[j] = b, w->vel[j] = v, w->spf[j] = sf, w->bxf[j] = bf, w->velf[j] = vf;
    }
}

/* Seconds per pass over the workload: 5 passes, each shuffled first
   under BENCH_SHUFFLE (untimed), else one interval over all 5. */
#define SWEEP_PASSES(out, body)                          \
    do {                                                 \
        double spent = 0, t0 = bench_now();              \
        for (int k = 0; k < 5; ++k) {                    \
            if (shuffle) {                               \
                shuffle_workload(w);                     \
                t0 = bench_now();                        \
            }                                            \
            for (int i = 0; i < N; ++i) body;            \
            if (shuffle) spent += bench_now() - t0;      \
        }                                                \
        *(out) = (shuffle ? spent : bench_now() - t0) / 5; \
    } while (0)

static void time_sweeps(workload *w, double *lib, double *libf, double *an, double *nv) {
    const cbx_vec3 z = {0, 0, 0};
    const cbx_vec3f zf = {0, 0, 0};
    uint64_t acc = 0;
    for (int rep = 0; rep < 2; ++rep) { /* the second pass is the timed one */
        SWEEP_PASSES(lib, {
            const cbx_sweep3 s = sw_d(w->sp[i], w->vel[i], w->bx[i], z);
            acc += (uint64_t)(s.type + 2) + (uint64_t)(s.time * 16);
        });
        SWEEP_PASSES(libf, {
            const cbx_sweep3f s = sw_f(w->spf[i], w->velf[i], w->bxf[i], zf);
            acc += (uint64_t)(s.type + 2) + (uint64_t)(s.time * 16);
        });
        SWEEP_PASSES(an, acc += (uint64_t)(swan_d(w->sp[i], w->vel[i], w->bx[i], z) * 16 + 2));
        SWEEP_PASSES(nv, acc += (uint64_t)(sw26_d(w->sp[i], w->vel[i], w->bx[i], z) * 16 + 2));
    }
    bench_sink += acc;
}

#define NW 6

/* ---- oriented boxes: `bench_3d obb` ------------------------------------- */

/* The naive sphere-vs-rotated-box overlap a game writes: the offset into
   the box's axes (three dot products, the axes trusted as orthonormal),
   then the clamp test. No validation, no normalization. */
static bool naive_obb(cbx_sphere s, const cbx_obb3 *b) {
    const double dx = s.center.x - b->center.x, dy = s.center.y - b->center.y, dz = s.center.z - b->center.z;
    const double h[3] = {b->half.x, b->half.y, b->half.z};
    double d2 = 0;
    for (int a = 0; a < 3; ++a) {
        const double l = dx * b->axis[a].x + dy * b->axis[a].y + dz * b->axis[a].z;
        const double e = l - mx(-h[a], mn(l, h[a]));
        d2 += e * e;
    }
    return d2 <= s.radius * s.radius;
}

/* Random spheres against boxes rotated by random quaternions
   (cbx_obb3_from_quat), paths of length about 20: ns per query, the
   smallest or median of `runs` interleaved rounds. */
static void bench_obb(int runs) {
    static cbx_sphere s[N];
    static cbx_obb3 b[N];
    static cbx_vec3 v[N];
    static cbx_spheref sf[N];
    static cbx_obb3f bf[N];
    static cbx_vec3f vf[N];
    bench_rng rng = {0x0bb30bb3ULL};
    for (int i = 0; i < N; ++i) {
        const cbx_vec3 axis = {bench_uniform(&rng, -1, 1), bench_uniform(&rng, -1, 1), bench_uniform(&rng, -1, 1)};
        const cbx_quat q = cbx_quat_from_axis_angle(axis, bench_uniform(&rng, 0, 6.28));
        const cbx_vec3 c = {bench_uniform(&rng, -10, 10), bench_uniform(&rng, -10, 10), bench_uniform(&rng, -10, 10)};
        const cbx_vec3 h = {bench_uniform(&rng, 0.5, 3), bench_uniform(&rng, 0.5, 3), bench_uniform(&rng, 0.5, 3)};
        b[i] = cbx_obb3_from_quat(c, h, q);
        s[i] = (cbx_sphere){{bench_uniform(&rng, -10, 10), bench_uniform(&rng, -10, 10), bench_uniform(&rng, -10, 10)},
                            bench_uniform(&rng, 0.1, 4)};
        v[i] = (cbx_vec3){bench_uniform(&rng, -20, 20), bench_uniform(&rng, -20, 20), bench_uniform(&rng, -20, 20)};
        sf[i] = (cbx_spheref){{(float)s[i].center.x, (float)s[i].center.y, (float)s[i].center.z}, (float)s[i].radius};
        vf[i] = (cbx_vec3f){(float)v[i].x, (float)v[i].y, (float)v[i].z};
        bf[i].center = (cbx_vec3f){(float)c.x, (float)c.y, (float)c.z};
        bf[i].half = (cbx_vec3f){(float)h.x, (float)h.y, (float)h.z};
        for (int a = 0; a < 3; ++a)
            bf[i].axis[a] = (cbx_vec3f){(float)b[i].axis[a].x, (float)b[i].axis[a].y, (float)b[i].axis[a].z};
    }
    enum { NQ = 9 };
    static const char *names[NQ] = {"naive overlap (no checks)", "overlap", "overlap float", "contact",
                                    "contact float", "sweep", "sweep float", "cast", "cast float"};
    double t[NQ][64];
    const int n = runs < 64 ? runs : 64;
    const cbx_vec3 z = {0, 0, 0};
    const cbx_vec3f zf = {0, 0, 0};
    for (int r = 0; r < n; ++r) {
        for (int q = 0; q < NQ; ++q) {
            uint64_t acc = 0;
            const double t0 = bench_now();
            for (int i = 0; i < N; ++i) {
                switch (q) {
                case 0: acc += naive_obb(s[i], &b[i]); break;
                case 1: acc += cbx_overlap_sphere_obb3(s[i], b[i]); break;
                case 2: acc += cbx_overlap_sphere_obb3f(sf[i], bf[i]); break;
                case 3: acc += cbx_contact_sphere_obb3(s[i], b[i]).distance > 0; break;
                case 4: acc += cbx_contact_sphere_obb3f(sf[i], bf[i]).distance > 0; break;
                case 5: acc += (uint64_t)cbx_sweep_sphere_obb3(s[i], v[i], b[i], z).type; break;
                case 6: acc += (uint64_t)cbx_sweep_sphere_obb3f(sf[i], vf[i], bf[i], zf).type; break;
                case 7: acc += cbx_cast_sphere_obb3(s[i], v[i], b[i]).hit; break;
                default: acc += cbx_cast_sphere_obb3f(sf[i], vf[i], bf[i]).hit; break;
                }
            }
            t[q][r] = bench_now() - t0;
            bench_sink += acc;
        }
    }
    printf("sphere against rotated box, %d random scenes, ns per query, %s of %d interleaved runs\n", N,
           bench_time_stat(), n);
    const double naive = time_ns(t[0], n);
    for (int q = 0; q < NQ; ++q) {
        const double ns = time_ns(t[q], n);
        printf("  %-26s %7.1f   %5.1fx the naive overlap\n", names[q], ns, ns / naive);
    }
}

int main(int argc, char **argv) {
    const int runs = bench_runs(11);
    shuffle = getenv("BENCH_SHUFFLE") && atoi(getenv("BENCH_SHUFFLE")) != 0;
    if (argc > 1 && strcmp(argv[1], "obb") == 0) {
        bench_obb(runs);
        return 0;
    }
    /* `bench_3d sweep` times the sweeps only; `bench_3d sweep K [d|f|a]`
       runs workload K's calls only (circbox double/float, analytic), untimed,
       for callgrind. */
    const bool sweep_only = argc > 1, one = argc > 2;
    const int only = one ? atoi(argv[2]) : -1;
    static cbx_sphere sp[N];
    static cbx_aabb3 bx[N];
    static cbx_spheref spf[N];
    static cbx_aabb3f bxf[N];
    static workload wl[NW];
    bench_rng rng = {0x3d3d3d3dULL};
    gen_random(&wl[0], &rng);
    gen_rolling(&wl[1], &rng);
    gen_falling(&wl[2], &rng);
    gen_resting(&wl[3], &rng);
    gen_grid(&wl[4], &rng);
    gen_near(&wl[5], &rng);
    for (int k = 0; k < NW; ++k) to_float(&wl[k]);
    for (int i = 0; i < N; ++i) {
        sp[i] = wl[0].sp[i];
        bx[i] = wl[0].bx[i];
        spf[i] = wl[0].spf[i];
        bxf[i] = wl[0].bxf[i];
    }
    if (one) { /* instruction counts of one workload's library calls */
        uint64_t acc = 0;
        const workload *w = &wl[only < 0 || only >= NW ? 0 : only];
        const cbx_vec3 z = {0, 0, 0};
        const char which = argc > 3 ? argv[3][0] : 'd';
        const cbx_vec3f zf = {0, 0, 0};
        for (int k = 0; k < runs; ++k)
            for (int i = 0; i < N; ++i) {
                if (which == 'a') acc += (uint64_t)(swan_d(w->sp[i], w->vel[i], w->bx[i], z) > 0);
                else if (which == 'f') acc += (uint64_t)sw_f(w->spf[i], w->velf[i], w->bxf[i], zf).type;
                else acc += (uint64_t)sw_d(w->sp[i], w->vel[i], w->bx[i], z).type;
            }
        bench_sink += acc;
        return 0;
    }
    double t_ex[64], t_nv[64], t_exf[64], t_nvf[64];
    double t_sw[NW][64], t_swf[NW][64], t_an[NW][64], t_26[NW][64];
    int hits = 0;
    const int n = runs < 64 ? runs : 64;
    for (int r = 0; r < n; ++r) {
        uint64_t acc = 0;
        if (!sweep_only) {
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
            }
        }
        for (int k = 0; k < NW; ++k) time_sweeps(&wl[k], &t_sw[k][r], &t_swf[k][r], &t_an[k][r], &t_26[k][r]);
        bench_sink += acc;
    }
    if (!sweep_only) {
        for (int i = 0; i < N; ++i) hits += cbx_overlap_sphere_aabb3(sp[i], bx[i]);
        const double ex = time_ns(t_ex, n), nv = time_ns(t_nv, n), exf = time_ns(t_exf, n),
                     nvf = time_ns(t_nvf, n);
        printf("3D static, %d pairs (%.0f%% overlapping), %s of %d runs\n", N, 100.0 * hits / N, bench_time_stat(), n);
        printf("  overlap_sphere_aabb3   %6.2f ns   naive clamp %6.2f ns   ratio %.2f\n", ex, nv, ex / nv);
        printf("  overlap_sphere_aabb3f  %6.2f ns   naive clamp %6.2f ns   ratio %.2f\n", exf, nvf, exf / nvf);
    }
    printf("3D sweeps, %d paths per workload, ns per query, %s of %d interleaved runs%s\n", N, bench_time_stat(), n,
           shuffle ? ", each pass shuffled" : "");
    printf("  %-30s %8s %8s %9s %8s %9s %9s %6s\n", "workload", "circbox", "float", "analytic", "naive26",
           "/analytic", "float/dbl", "%hit");
    const cbx_vec3 z = {0, 0, 0};
    for (int k = 0; k < NW; ++k) {
        int contacts = 0;
        for (int i = 0; i < N; ++i)
            contacts += cbx_sweep_sphere_aabb3(wl[k].sp[i], wl[k].vel[i], wl[k].bx[i], z).type != CBX_SWEEP_NONE;
        const double sw = time_ns(t_sw[k], n), swf = time_ns(t_swf[k], n), an = time_ns(t_an[k], n),
                     nv26 = time_ns(t_26[k], n);
        printf("  %-30s %8.1f %8.1f %9.1f %8.1f %9.2f %9.2f %6.0f\n", wl[k].name, sw, swf, an, nv26, sw / an,
               swf / sw, 100.0 * contacts / N);
    }
    return 0;
}
