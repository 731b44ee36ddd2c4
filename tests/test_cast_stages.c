/* SPDX-License-Identifier: MIT */
/* The cast's end-of-path decision (src/motion/cast_rules.c,
   cbx_cast_end_sign): its cheap stages (the end point a double, where the
   coordinates that round lie strictly inside their slabs; a filter on the
   rounded end point) against the big-float stage, on data aimed at their
   limits: ends exactly at r, one ulp either side, end points that round,
   coordinates a few ulps from a slab's bound, magnitudes from 1e-300 to
   1e300. Wherever a cheap stage decides, both signs must be the exact
   ones; the counts of decided inputs keep the test from passing by
   deciding nothing. Likewise the graze test (cbx_cast_sign_graze) on paths
   that move on one of the feature's axes only, against the discriminant
   in big-float. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

#include "circbox.h"
#include "internal.h"
#include "arith/exact.h"
#include "test_macros.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t next_u64(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* uniform in [0, 1) */
static double uniform(void) { return (double)(next_u64() >> 11) * 0x1p-53; }

static double between(double a, double b) { return a + (b - a) * uniform(); }

/* x moved by k ulps (k may be negative). */
static double ulps(double x, int k) {
    for (; k > 0; --k) x = nextafter(x, INFINITY);
    for (; k < 0; ++k) x = nextafter(x, -INFINITY);
    return x;
}

typedef struct problem {
    int n;
    double p[3], d[3], lo[3], hi[3], r;
} problem;

static long decided, tried;

static void check(const problem *q) {
    int end = 9, slope = 9, big_slope = 9;
    const int big = cbx_cast_end_sign_big(q->p, q->d, q->r, q->lo, q->hi, q->n, &big_slope);
    ++tried;
    if (!cbx_cast_end_sign_quick(q->p, q->d, q->r, q->lo, q->hi, q->n, &end, &slope)) return;
    ++decided;
    const bool ok = end == big && slope == big_slope;
    if (!ok && cbx_test_failed < 20) {
        printf("n=%d r=%a end %d/%d slope %d/%d\n", q->n, q->r, end, big, slope, big_slope);
        for (int i = 0; i < q->n; ++i) printf("  p %a d %a lo %a hi %a\n", q->p[i], q->d[i], q->lo[i], q->hi[i]);
    }
    CHECK(ok);
}

/* A box and a path whose end lies at about `gap` from the box's corner,
   edge or face (axes picked at random), everything scaled by s. */
static problem near_end(int n, double s, double gap_rel, int jitter) {
    problem q = {n, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}, 0};
    q.r = between(0.1, 4) * s;
    double off[3] = {0, 0, 0}, len2 = 0;
    for (int i = 0; i < n; ++i) {
        q.lo[i] = between(-10, 10) * s;
        q.hi[i] = q.lo[i] + between(0, 5) * s;
        const uint64_t k = next_u64() % 3; /* below, within, above the slab */
        off[i] = k == 1 ? 0 : (k == 0 ? -1 : 1) * between(0.1, 1);
        len2 += off[i] * off[i];
    }
    const double len = len2 > 0 ? sqrt(len2) : 1;
    for (int i = 0; i < n; ++i) {
        const double t = q.r * (1 + gap_rel) * off[i] / len;
        const double x = off[i] > 0 ? q.hi[i] + t : (off[i] < 0 ? q.lo[i] + t : between(q.lo[i], q.hi[i]));
        q.d[i] = between(-3, 3) * s;
        q.p[i] = ulps(x - q.d[i], jitter ? (int)(next_u64() % 5) - 2 : 0);
    }
    return q;
}

/* |d|^2 r^2 - |d x w|^2 over the m axes, w = k - p, in big-float: the
   sign cbx_cast_sign_graze must give. */
static int graze_big(const double *d, const double *p, const double *k, double r, const int *axes, int m) {
    cbx_big d2, w2, dw, t, u, a, b;
    cbx_big_set(&d2, 0);
    cbx_big_set(&w2, 0);
    cbx_big_set(&dw, 0);
    for (int j = 0; j < m; ++j) {
        const int i = axes[j];
        cbx_big_set(&a, d[i]);
        cbx_big_diff(&b, k[i], p[i]);
        cbx_big_mul(&t, &a, &a);
        cbx_big_add(&d2, &d2, &t);
        cbx_big_mul(&t, &b, &b);
        cbx_big_add(&w2, &w2, &t);
        cbx_big_mul(&t, &a, &b);
        cbx_big_add(&dw, &dw, &t);
    }
    cbx_big_set(&a, r);
    cbx_big_mul(&t, &a, &a);
    cbx_big_sub(&t, &t, &w2);
    cbx_big_mul(&u, &d2, &t);
    cbx_big_mul(&t, &dw, &dw);
    cbx_big_add(&u, &u, &t);
    return u.sign;
}

/* A path moving on axis j alone among the m feature axes, the others at
   about r from the feature's corner k (exactly r on a 3-4-5 grid, or an
   ulp either side), scaled by s. */
static void check_graze_one_axis(double s) {
    const int m = 1 + (int)(next_u64() % 3), axes[3] = {0, 1, 2}, j = (int)(next_u64() % (uint64_t)m);
    double d[3] = {0, 0, 0}, p[3], k[3];
    double r = between(0.1, 4) * s;
    for (int i = 0; i < 3; ++i) {
        k[i] = between(-10, 10) * s;
        p[i] = k[i] + between(-3, 3) * s;
    }
    d[j] = between(-3, 3) * s;
    const int a = (j + 1) % m, b = (j + 2) % m; /* the other axes (a == j when m == 1) */
    if (m == 2) {
        p[a] = k[a] + (next_u64() % 2 ? r : -r);
    } else if (m == 3) {
        r = 5 * 0.125 * s;
        p[a] = k[a] + 3 * 0.125 * s;
        p[b] = k[b] - 4 * 0.125 * s;
    }
    if (next_u64() % 2) p[a] = ulps(p[a], (int)(next_u64() % 5) - 2);
    if (next_u64() % 4 == 0) { /* another axis moving a little: the general route */
        d[(j + 1) % 3] = between(-1e-9, 1e-9) * s;
    }
    const int got = cbx_cast_sign_graze(d, p, k, r, axes, m), want = graze_big(d, p, k, r, axes, m);
    if (got != want && cbx_test_failed < 20) printf("graze m=%d j=%d r=%a: %d, exactly %d\n", m, j, r, got, want);
    CHECK(got == want);
}

int main(void) {
    for (int round = 0; round < 50000; ++round) {
        const double scales[6] = {1, 1e-300, 1e300, 0x1p-40, 0x1p40, 3.7e-5};
        check_graze_one_axis(scales[next_u64() % 6]);
    }
    /* an end off the box on one axis exactly (no motion there), rounding
       inside its slabs on the others: a ball sliding down a wall */
    for (int round = 0; round < 50000; ++round) {
        const int n = 2 + (int)(next_u64() % 2), axis = (int)(next_u64() % (uint64_t)n);
        problem q = near_end(n, 1, 0, 0);
        for (int i = 0; i < n; ++i) {
            q.d[i] = between(-0.01, 0.01);
            q.p[i] = between(q.lo[i], q.hi[i]) - q.d[i];
        }
        q.d[axis] = 0;
        q.p[axis] = ulps(q.lo[axis] - q.r, (int)(next_u64() % 5) - 2);
        check(&q);
    }
    for (int round = 0; round < 200000; ++round) {
        const int n = 2 + (int)(next_u64() % 2);
        const double scales[6] = {1, 1e-300, 1e300, 0x1p-40, 0x1p40, 3.7e-5};
        const double s = scales[next_u64() % 6];
        const double gaps[6] = {0, 1e-17, -1e-17, 1e-9, -0.3, 0.5};
        problem q = near_end(n, s, gaps[next_u64() % 6], (int)(next_u64() % 2));
        check(&q);
        /* grid data: halves, an end exactly at r on a face or a 3-4-5 corner */
        problem g = {n, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}, 0.5 * (double)(1 + next_u64() % 8)};
        for (int i = 0; i < n; ++i) {
            g.lo[i] = 0.5 * (double)(int)(next_u64() % 20) - 5;
            g.hi[i] = g.lo[i] + 0.5 * (double)(next_u64() % 6);
            g.d[i] = 0.25 * (double)((int)(next_u64() % 33) - 16);
            g.p[i] = between(g.lo[i], g.hi[i]) - g.d[i];
        }
        const int axis = (int)(next_u64() % (uint64_t)n);
        g.p[axis] = g.hi[axis] + g.r - g.d[axis];
        if (next_u64() % 2 && n == 3) { /* an edge at a 3-4-5 offset */
            const int other = (axis + 1) % n;
            g.r = 5 * 0.125;
            g.p[axis] = g.hi[axis] + 3 * 0.125 - g.d[axis];
            g.p[other] = g.lo[other] - 4 * 0.125 - g.d[other];
        }
        if (next_u64() % 3 == 0) g.p[axis] = ulps(g.p[axis], (int)(next_u64() % 3) - 1);
        check(&g);
    }
    printf("%ld of %ld decided by the cheap stages\n", decided, tried);
    CHECK(decided > tried / 3);
    CBX_TEST_END();
}
