/* SPDX-License-Identifier: MIT */
/* ns per 2D sweep (moving circle vs moving box) on random scenes, about half
   of them hits: circbox's exact region-free sweep for axis-aligned and
   oriented boxes, beside two methods written here for comparison:
   (a) the naive candidate method: the ray against each of the four offset
       edges and four corner circles, keeping the smallest time;
   (b) conservative advancement, the iterative loop of Box2D/cute_c2-style
       time-of-impact code: advance by (distance - r) / |V| until the gap is
       below a tolerance (1e-9 of the scene size) or the horizon passes.
   All methods see the same scenes and take turns within each run. Prints
   the median of BENCH_RUNS runs (default 21), the ratios, and the loop's
   mean step counts (its cost is steps times one distance). */
#include "bench_util.h"

#include "circbox.h"
#include "arith/real.h"

/* No libm: the benchmarks link only the library. */
#define sqrt(x) CBX_SQRT(x)
#define fabs(x) CBX_FABS(x)
#define INFINITY __builtin_inf()

/* A uniformly random unit vector (rejection sampling in the unit disk). */
static cbx_vec2 random_unit(bench_rng *rng) {
    for (;;) {
        const double x = bench_uniform(rng, -1, 1), y = bench_uniform(rng, -1, 1), m = x * x + y * y;
        if (m > 1e-6 && m <= 1) return (cbx_vec2){x / sqrt(m), y / sqrt(m)};
    }
}

#define N 4096

typedef struct scene {
    cbx_circle c;
    cbx_vec2 cv, bv;
    cbx_aabb2 b;
    cbx_obb2 ob;
} scene;

static scene scenes[N];

static double clampd(double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); }

static void make_scenes(void) {
    bench_rng rng = {UINT64_C(0x9E3779B97F4A7C15)};
    for (int i = 0; i < N; ++i) {
        scene *s = &scenes[i];
        const double cx = bench_uniform(&rng, -4, 4), cy = bench_uniform(&rng, -4, 4);
        const double hx = bench_uniform(&rng, 0.1, 2), hy = bench_uniform(&rng, 0.1, 2);
        s->b = (cbx_aabb2){{cx - hx, cy - hy}, {cx + hx, cy + hy}};
        const double r = bench_uniform(&rng, 0.05, 1.5);
        const cbx_vec2 dir = random_unit(&rng);
        const double dist = bench_uniform(&rng, hx + hy + r, 10);
        s->c = (cbx_circle){{cx + dist * dir.x, cy + dist * dir.y}, r};
        double vx, vy;
        const double sp = bench_uniform(&rng, 0.2, 5);
        if (bench_uniform(&rng, 0, 1) < 0.6) {
            vx = bench_uniform(&rng, cx - hx - r, cx + hx + r) - s->c.center.x;
            vy = bench_uniform(&rng, cy - hy - r, cy + hy + r) - s->c.center.y;
        } else {
            const cbx_vec2 u = random_unit(&rng);
            vx = u.x;
            vy = u.y;
        }
        const double m = sqrt(vx * vx + vy * vy);
        s->bv = (cbx_vec2){bench_uniform(&rng, -1, 1), bench_uniform(&rng, -1, 1)};
        s->cv = (cbx_vec2){vx / m * sp + s->bv.x, vy / m * sp + s->bv.y};
        const cbx_vec2 rot = random_unit(&rng);
        s->ob = (cbx_obb2){{cx, cy}, {hx, hy}, {rot.x, rot.y}};
    }
}

/* Both comparison methods are kept out of line, as a library's function
   would be: every method then pays the same call and struct return. */
#define BENCH_NOINLINE __attribute__((noinline))

/* (a) Every candidate feature of the rounded box, smallest time wins. */
BENCH_NOINLINE static cbx_sweep2 naive_sweep(cbx_circle c, cbx_vec2 cv, cbx_aabb2 b, cbx_vec2 bv) {
    cbx_sweep2 out = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
    const double px = c.center.x, py = c.center.y, r = c.radius;
    const double vx = cv.x - bv.x, vy = cv.y - bv.y;
    const double qx = clampd(px, b.min.x, b.max.x), qy = clampd(py, b.min.y, b.max.y);
    const double d2 = (px - qx) * (px - qx) + (py - qy) * (py - qy);
    if (d2 <= r * r) {
        out.type = d2 < r * r ? CBX_SWEEP_OVERLAP : CBX_SWEEP_CONTACT;
        return out;
    }
    double best = INFINITY, nx = 0, ny = 0, kx = 0, ky = 0;
    /* offset edges */
    const double fx[2] = {b.min.x - r, b.max.x + r}, fy[2] = {b.min.y - r, b.max.y + r};
    for (int k = 0; k < 2; ++k) {
        if (vx != 0) {
            const double t = (fx[k] - px) / vx, y = py + t * vy;
            if (t >= 0 && t < best && y >= b.min.y && y <= b.max.y) {
                best = t; nx = k ? 1 : -1; ny = 0; kx = k ? b.max.x : b.min.x; ky = y;
            }
        }
        if (vy != 0) {
            const double t = (fy[k] - py) / vy, x = px + t * vx;
            if (t >= 0 && t < best && x >= b.min.x && x <= b.max.x) {
                best = t; nx = 0; ny = k ? 1 : -1; kx = x; ky = k ? b.max.y : b.min.y;
            }
        }
    }
    /* corner circles */
    const double a = vx * vx + vy * vy;
    for (int k = 0; k < 4; ++k) {
        const double cxk = (k & 1) ? b.max.x : b.min.x, cyk = (k & 2) ? b.max.y : b.min.y;
        const double dx = px - cxk, dy = py - cyk;
        const double bb = dx * vx + dy * vy, cc = dx * dx + dy * dy - r * r;
        const double disc = bb * bb - a * cc;
        if (a > 0 && bb < 0 && disc >= 0) {
            const double t = cc / (-bb + sqrt(disc));
            if (t < best) {
                best = t; kx = cxk; ky = cyk;
                nx = (dx + t * vx) / r; ny = (dy + t * vy) / r;
            }
        }
    }
    if (best < INFINITY) {
        out.type = CBX_SWEEP_CONTACT;
        out.time = best;
        out.point = (cbx_vec2){kx + bv.x * best, ky + bv.y * best};
        out.normal = (cbx_vec2){nx, ny};
    }
    return out;
}

/* (b) Conservative advancement: the gap never closes faster than |V|, so
   advancing by gap / |V| never steps past the first contact. Stops when the
   gap is below tol = 1e-9 (1 + |center| + r) (a contact, time accurate to
   about tol / |V|), when the nearest point recedes (convexity: no later
   contact), past a horizon of 100 time units, or after 64 steps. Each step
   costs one exact clamp distance, cheaper than the GJK distance a general
   Box2D/cute_c2 time of impact pays; `steps` counts them (main prints the
   mean, so the loop's work is on record). */
static inline cbx_sweep2 ca_core(cbx_circle c, cbx_vec2 cv, cbx_aabb2 b, cbx_vec2 bv, int *steps) {
    cbx_sweep2 out = {CBX_SWEEP_NONE, 0, {0, 0}, {0, 0}};
    const double vx = cv.x - bv.x, vy = cv.y - bv.y;
    const double speed = sqrt(vx * vx + vy * vy);
    const double tol = 1e-9 * (1 + fabs(c.center.x) + fabs(c.center.y) + c.radius);
    const double horizon = 100;
    double t = 0;
    for (int it = 0; it < 64; ++it) {
        *steps = it + 1;
        const double px = c.center.x + vx * t, py = c.center.y + vy * t;
        const double qx = clampd(px, b.min.x, b.max.x), qy = clampd(py, b.min.y, b.max.y);
        const double dx = px - qx, dy = py - qy;
        const double d = sqrt(dx * dx + dy * dy);
        const double gap = d - c.radius;
        if (gap <= tol) {
            out.type = (it == 0 && gap < 0) ? CBX_SWEEP_OVERLAP : CBX_SWEEP_CONTACT;
            out.time = t;
            out.point = (cbx_vec2){qx + bv.x * t, qy + bv.y * t};
            out.normal = d > 0 ? (cbx_vec2){dx / d, dy / d} : (cbx_vec2){0, 0};
            return out;
        }
        /* moving away from the nearest point: no later contact (convexity) */
        if (dx * vx + dy * vy >= 0 || speed == 0) return out;
        t += gap / speed;
        if (t > horizon) return out;
    }
    return out;
}

BENCH_NOINLINE static cbx_sweep2 ca_sweep(cbx_circle c, cbx_vec2 cv, cbx_aabb2 b, cbx_vec2 bv) {
    int steps;
    return ca_core(c, cv, b, bv, &steps);
}

/* CPU time of this thread: the machine is shared, and a preempted run
   would otherwise count time it did not run. */
static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static cbx_sweep2 obb_sweep(int i) {
    return cbx_sweep_circle_obb2(scenes[i].c, scenes[i].cv, scenes[i].ob, scenes[i].bv);
}

typedef cbx_sweep2 (*sweep_fn)(cbx_circle, cbx_vec2, cbx_aabb2, cbx_vec2);

/* ns per sweep of one pass over all scenes (f == NULL: the oriented box). */
static double one_run(sweep_fn f) {
    uint64_t acc = 0;
    const double t0 = cpu_now();
    for (int rep = 0; rep < 4; ++rep)
        for (int i = 0; i < N; ++i) {
            const cbx_sweep2 s = f ? f(scenes[i].c, scenes[i].cv, scenes[i].b, scenes[i].bv) : obb_sweep(i);
            acc += (uint64_t)(s.type + 2) + (uint64_t)(s.time * 16);
        }
    bench_sink += acc;
    return (cpu_now() - t0) / (4.0 * N) * 1e9;
}

int main(void) {
    make_scenes();
    int runs = bench_runs(21);
    if (runs > 256) runs = 256;
    int hits = 0, overlaps = 0, disagree = 0, ca_disagree = 0;
    long ca_steps_hit = 0, ca_steps_miss = 0, ca_capped = 0, ca_hits = 0;
    for (int i = 0; i < N; ++i) {
        int steps = 0;
        const cbx_sweep2 a = ca_core(scenes[i].c, scenes[i].cv, scenes[i].b, scenes[i].bv, &steps);
        const cbx_sweep2 s = cbx_sweep_circle_aabb2(scenes[i].c, scenes[i].cv, scenes[i].b, scenes[i].bv);
        const cbx_sweep2 n = naive_sweep(scenes[i].c, scenes[i].cv, scenes[i].b, scenes[i].bv);
        hits += s.type == CBX_SWEEP_CONTACT;
        overlaps += s.type == CBX_SWEEP_OVERLAP;
        disagree += s.type != n.type || (s.type == CBX_SWEEP_CONTACT && fabs(s.time - n.time) > 1e-9);
        ca_disagree += s.type != a.type;
        ca_hits += a.type == CBX_SWEEP_CONTACT;
        if (a.type == CBX_SWEEP_CONTACT) ca_steps_hit += steps;
        else ca_steps_miss += steps;
        ca_capped += steps == 64;
    }
    /* The methods take turns within each run, so that they share whatever
       load the machine has; medians of the times and of the per-run ratios. */
    static double ours[256], obb[256], naive[256], ca[256], rn[256], rc[256];
    for (int k = 0; k < runs; ++k) {
        ours[k] = one_run(cbx_sweep_circle_aabb2);
        obb[k] = one_run(NULL);
        naive[k] = one_run(naive_sweep);
        ca[k] = one_run(ca_sweep);
        rn[k] = naive[k] / ours[k];
        rc[k] = ca[k] / ours[k];
    }
    printf("bench_sweep2: %d random scenes, %.1f%% hits, %.1f%% overlapping at t=0 (naive agrees: %s), "
           "median of %d runs (thread CPU time)\n",
           N, 100.0 * hits / N, 100.0 * overlaps / N, disagree ? "no" : "yes", runs);
    printf("  %-44s %7.1f ns/sweep\n", "cbx_sweep_circle_aabb2 (exact)", bench_median(ours, runs));
    printf("  %-44s %7.1f ns/sweep\n", "cbx_sweep_circle_obb2", bench_median(obb, runs));
    printf("  %-44s %7.1f ns/sweep  (%.2fx ours)\n", "naive candidates (4 edges + 4 circles)",
           bench_median(naive, runs), bench_median(rn, runs));
    printf("  %-44s %7.1f ns/sweep  (%.1fx ours)\n", "conservative advancement loop",
           bench_median(ca, runs), bench_median(rc, runs));
    printf("  conservative advancement: %.1f steps per contact, %.1f per miss, %ld stopped at the 64-step cap, "
           "type differs from the exact one on %d scenes\n",
           (double)ca_steps_hit / (double)(ca_hits ? ca_hits : 1),
           (double)ca_steps_miss / (double)(N - ca_hits ? N - ca_hits : 1),
           ca_capped, ca_disagree);
    return 0;
}
