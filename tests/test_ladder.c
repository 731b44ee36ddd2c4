/* SPDX-License-Identifier: MIT */
/* Each stage of the exact ladder (src/arith/dist2_sign.h, eft.h) alone
   against the big-float, on the data each stage is built for and on data one
   bit beyond what it can certify: a stage may refuse (UNDECIDED), never
   answer wrong. Also checks that the stages take what they are meant to take
   (grid data to the certificate, window data to the expansion). */
#include <math.h>
#include <stdint.h>

#include "arith/dist2_sign.h"
#include "test_macros.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint64_t next64(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * UINT64_C(2685821657736338717);
}
/* A random integer in [-2^(bits-1), 2^(bits-1)), times 2^scale. */
static double rand_bits(int bits, int scale) {
    const int64_t k = (int64_t)(next64() >> (64 - bits)) - ((int64_t)1 << (bits - 1));
    return ldexp((double)k, scale);
}

typedef int (*stage_fn)(const double *, const double *, int, double);

static int decided[5], refused[5];

/* Runs every stage on one input, checks each decided answer with the big-float. */
static void check_all(const double *p, const double *q, int n, double r) {
    static const stage_fn stages[5] = {cbx_dist2_stage_face, cbx_dist2_stage_cert, cbx_dist2_stage_exp,
                                       cbx_dist2_sign, cbx_dist2_stage_cheap};
    const int truth = cbx_exact_dist2_cmp(p, q, n, r);
    for (int k = 0; k < 5; ++k) {
        const int s = stages[k](p, q, n, r);
        if (s == CBX_UNDECIDED) {
            ++refused[k];
            continue;
        }
        ++decided[k];
        CHECK_MSG(s == truth, "stage %d says %d, exact %d: p (%a %a %a) q (%a %a %a) r %a", k, s, truth, p[0],
                  p[1], n > 2 ? p[2] : 0.0, q[0], q[1], n > 2 ? q[2] : 0.0, r);
    }
}

static void reset(void) {
    for (int k = 0; k < 5; ++k) decided[k] = refused[k] = 0;
}

/* Grid data: integers and halves, tangent by construction (Pythagorean
   offsets from a corner, exact gaps from a face) and one grid step off. */
static void grid_family(void) {
    static const int trip[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}, {0, 7, 7}};
    static const int quad[][4] = {{1, 2, 2, 3}, {2, 3, 6, 7}, {1, 4, 8, 9}, {2, 6, 9, 11}};
    reset();
    for (int it = 0; it < 20000; ++it) {
        const double unit = ldexp(1.0, (int)(next64() % 40) - 20); /* halves, quarters, ... 2^19 */
        const double ox = rand_bits(12, 0) * unit, oy = rand_bits(12, 0) * unit, oz = rand_bits(12, 0) * unit;
        const int off = (int)(next64() % 3) - 1;
        const int *t = trip[next64() % 5];
        const int *u = quad[next64() % 4];
        double p[3] = {ox + t[0] * unit, oy + t[1] * unit, oz}, q[3] = {ox, oy, oz};
        check_all(p, q, 2, (t[2] + off) * unit);
        double p3[3] = {ox + u[0] * unit, oy + u[1] * unit, oz + u[2] * unit};
        check_all(p3, q, 3, (u[3] + off) * unit);
    }
    /* every grid input is decided by face or certificate: none reaches exp */
    CHECK_MSG(refused[1] == 0 || decided[1] > 0, "cert refused %d", refused[1]);
    CHECK_MSG(decided[1] >= 30000, "the certificate took only %d of 40000 grid inputs", decided[1]);
}

/* Significands of `bits` bits: up to 26 the certificate may take the input,
   beyond it must refuse whenever a product would round; every decided
   answer must be right. The classic trap: d = 2^27 + 1 rounds d^2 down by 1. */
static void bits_family(void) {
    for (int bits = 20; bits <= 34; ++bits) {
        reset();
        for (int it = 0; it < 4000; ++it) {
            const double dx = rand_bits(bits, -10), dy = rand_bits(bits, -10);
            /* r chosen near |d|: r^2 = dx^2 + dy^2 + small, in floating point */
            const double r = sqrt(dx * dx + dy * dy);
            const double q[2] = {0.5, -0.25};
            const double p[2] = {q[0] + dx, q[1] + dy};
            check_all(p, q, 2, r);
            check_all(p, q, 2, nextafter(r, 0));
            check_all(p, q, 2, nextafter(r, INFINITY));
            check_all(p, q, 2, ldexp(nearbyint(ldexp(r, 10)), -10)); /* r on the same grid */
        }
        if (bits <= 20) CHECK_MSG(decided[1] > 0, "bits %d: certificate never decided", bits);
    }
    const double q[2] = {0, 0};
    const double p[2] = {134217729.0, 1.0}; /* 2^27 + 1 */
    CHECK(cbx_dist2_stage_cert(p, q, 2, 134217729.0) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sign(p, q, 2, 134217729.0) == 1);
    const double p26[2] = {67108865.0, 1.0}; /* 2^26 + 1: 27 bits, one beyond the bit test */
    CHECK(cbx_dist2_stage_cert(p26, q, 2, 67108865.0) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sign(p26, q, 2, 67108865.0) == 1);
    const double p25[2] = {33554433.0, 1.0}; /* 2^25 + 1: 26 bits, certified */
    CHECK(cbx_dist2_stage_cert(p25, q, 2, 33554433.0) == 1);
}

/* The face stage: |p - f| against r at exactly r and one ulp either side,
   where p - f rounds (the error term decides). */
static void face_family(void) {
    reset();
    for (int it = 0; it < 20000; ++it) {
        const double f = rand_bits(53, (int)(next64() % 60) - 30);
        const double x = f + rand_bits(53, (int)(next64() % 60) - 40);
        const double y = rand_bits(20, 0);
        const double r = fabs(x - f);
        const double p[3] = {x, y, y}, q[3] = {f, y, y};
        check_all(p, q, 3, r);
        check_all(p, q, 3, nextafter(r, 0));
        check_all(p, q, 3, nextafter(r, INFINITY));
        check_all(p, q, 2, r);
    }
    CHECK(refused[0] == 0);
}

/* The expansion stage near its window's limits: exponents up to 2^479 and
   down to 2^-400, tangent in floating point; just outside it must refuse. */
static void window_family(void) {
    reset();
    for (int it = 0; it < 20000; ++it) {
        const int hi = (int)(next64() % 2) ? 420 : -340;
        const double dx = rand_bits(53, hi), dy = rand_bits(53, hi + (int)(next64() % 50) - 25);
        const double qx = rand_bits(53, hi + 5), qy = rand_bits(53, hi - 60);
        const double r = sqrt(dx * dx + dy * dy);
        const double p[2] = {qx + dx, qy + dy}, q[2] = {qx, qy};
        check_all(p, q, 2, r);
        check_all(p, q, 2, nextafter(r, 0));
    }
    CHECK_MSG(decided[2] > 30000, "expansion decided only %d", decided[2]);
    const double q[2] = {0, 0};
    const double big[2] = {0x1p480, 0x1p470};
    CHECK(cbx_dist2_stage_exp(big, q, 2, 0x1p480) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sign(big, q, 2, 0x1p480) == 1);
    const double edge[2] = {0x1.fffffffffffffp479, 0x1p-400};
    CHECK(cbx_dist2_stage_exp(edge, q, 2, 0x1.fffffffffffffp479) == 1);
    const double tiny[2] = {0x1p-401, 0x1p-401};
    CHECK(cbx_dist2_stage_exp(tiny, q, 2, 0x1p-401) == CBX_UNDECIDED);
    CHECK(cbx_dist2_sign(tiny, q, 2, 0x1p-401) == 1);
}

int main(void) {
    grid_family();
    bits_family();
    face_family();
    window_family();
    CBX_TEST_END();
}
