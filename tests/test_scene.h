/* SPDX-License-Identifier: MIT */
/* A ball (center c, radius r, velocity v) and an axis-aligned box [lo, hi]
   in two or three dimensions (the unused axis zero), and its images under
   axis permutations and mirrors: the same geometry described otherwise,
   whose exact answers every query must share (tests/test_metamorphic.c,
   tests/test_sweep3_spread.c). */
#ifndef CBX_TEST_SCENE_H
#define CBX_TEST_SCENE_H

#include <stdbool.h>

typedef struct test_scene {
    double c[3], r, lo[3], hi[3], v[3];
} test_scene;

/* The six orders of three axes, the identity first. */
static const int test_permutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/* Axis a of the image is axis perm[a] of s, mirrored where bit a of
   mirror is set (a mirrored box swaps its bounds). */
static inline test_scene test_scene_transform(const test_scene *s, const int perm[3], int mirror, int dim) {
    test_scene o = *s;
    for (int a = 0; a < dim; ++a) {
        const int j = perm[a];
        const bool m = (mirror >> a) & 1;
        o.c[a] = m ? -s->c[j] : s->c[j];
        o.v[a] = m ? -s->v[j] : s->v[j];
        o.lo[a] = m ? -s->hi[j] : s->lo[j];
        o.hi[a] = m ? -s->lo[j] : s->hi[j];
    }
    return o;
}

#endif
