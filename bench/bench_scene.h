/* SPDX-License-Identifier: MIT */
/* Random scenes after Larsson, Akenine-Moller and Lengyel, "On faster
   sphere-box overlap testing" (2007): circle/box (or sphere/box) pairs with
   both centres uniform in a square (cube) of half side 100, the circle's
   radius and each half side of the box uniform in [0, s). The one size
   parameter s is tuned by bisection until the pairs overlap at a wanted rate.

   The unit draws are made once and scaled by s, so the rate grows
   monotonically with s and the bisection is well posed. */
#ifndef CBX_BENCH_SCENE_H
#define CBX_BENCH_SCENE_H

#include "bench_util.h"
#include "circbox.h"

#define SCENE_HALF 100.0

/* A scene of n pairs in `dim` dimensions, stored as unit draws:
   per pair, dim centre coordinates of the round shape, dim of the box centre
   (both already in [-100, 100)), one radius draw and dim half-side draws in [0, 1). */
typedef struct scene {
    int dim;
    size_t n;
    double *draw; /* n * (3 * dim + 1) numbers */
} scene;

static inline size_t scene_stride(int dim) { return (size_t)(3 * dim + 1); }

static inline scene scene_make(int dim, size_t n, uint64_t seed) {
    scene s = {dim, n, NULL};
    s.draw = (double *)malloc(n * scene_stride(dim) * sizeof(double));
    if (!s.draw) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    bench_rng rng = {seed ? seed : 1};
    for (size_t i = 0; i < n; ++i) {
        double *d = s.draw + i * scene_stride(dim);
        for (int k = 0; k < 2 * dim; ++k) d[k] = bench_uniform(&rng, -SCENE_HALF, SCENE_HALF);
        for (int k = 2 * dim; k < 3 * dim + 1; ++k) d[k] = bench_uniform(&rng, 0.0, 1.0);
    }
    return s;
}

static inline void scene_free(scene *s) {
    free(s->draw);
    s->draw = NULL;
}

/* Pair i at size s, in double. */
static inline cbx_circle scene_circle(const scene *sc, size_t i, double s) {
    const double *d = sc->draw + i * scene_stride(2);
    cbx_circle c = {{d[0], d[1]}, s * d[4]};
    return c;
}
static inline cbx_aabb2 scene_aabb2(const scene *sc, size_t i, double s) {
    const double *d = sc->draw + i * scene_stride(2);
    cbx_aabb2 b = {{d[2] - s * d[5], d[3] - s * d[6]}, {d[2] + s * d[5], d[3] + s * d[6]}};
    return b;
}
static inline cbx_sphere scene_sphere(const scene *sc, size_t i, double s) {
    const double *d = sc->draw + i * scene_stride(3);
    cbx_sphere c = {{d[0], d[1], d[2]}, s * d[6]};
    return c;
}
static inline cbx_aabb3 scene_aabb3(const scene *sc, size_t i, double s) {
    const double *d = sc->draw + i * scene_stride(3);
    cbx_aabb3 b = {{d[3] - s * d[7], d[4] - s * d[8], d[5] - s * d[9]},
                   {d[3] + s * d[7], d[4] + s * d[8], d[5] + s * d[9]}};
    return b;
}

/* Overlap of pair i at size s, by a plain clamp in double: only used to tune
   s, where a rare misjudged tangency cannot matter. */
static inline int scene_hit(const scene *sc, size_t i, double s) {
    const double *d = sc->draw + i * scene_stride(sc->dim);
    const int dim = sc->dim;
    double d2 = 0.0;
    for (int k = 0; k < dim; ++k) {
        const double lo = d[dim + k] - s * d[2 * dim + 1 + k];
        const double hi = d[dim + k] + s * d[2 * dim + 1 + k];
        const double p = d[k];
        const double q = p < lo ? lo : (p > hi ? hi : p);
        d2 += (p - q) * (p - q);
    }
    const double r = s * d[2 * dim];
    return d2 <= r * r;
}

static inline double scene_rate(const scene *sc, double s, size_t sample) {
    if (sample > sc->n) sample = sc->n;
    size_t hits = 0;
    for (size_t i = 0; i < sample; ++i) hits += (size_t)scene_hit(sc, i, s);
    return (double)hits / (double)sample;
}

/* The size s at which about `rate` of the first `sample` pairs overlap. */
static inline double scene_tune(const scene *sc, double rate, size_t sample) {
    double lo = 0.0, hi = 1.0;
    while (scene_rate(sc, hi, sample) < rate) hi *= 2.0;
    for (int it = 0; it < 40; ++it) {
        const double mid = 0.5 * (lo + hi);
        if (scene_rate(sc, mid, sample) < rate) lo = mid; else hi = mid;
    }
    return hi;
}

/* The five overlap rates of Larsson et al.'s tables. */
static const double scene_rates[5] = {0.05, 0.25, 0.50, 0.75, 0.95};

#endif
