/* SPDX-License-Identifier: MIT */
/* "Which boxes are within this radius?": one circle against many axis-aligned
   boxes at once, e.g. every crate an explosion reaches, or the tiles a
   character's pickup radius touches.

   cbx_select_circle_aabb2f takes the boxes as four arrays (structure of
   arrays: all min x, all min y, all max x, all max y), writes the indices of
   the boxes the circle overlaps (touching counts) in ascending order and
   returns how many. It runs the widest vector instructions this CPU has
   (cbx_simd_name() says which), and its answer for every box is exactly
   cbx_overlap_circle_aabb2f's, tangency included.

   The program lays out a 100 x 100 grid of unit tiles with gaps, queries a
   few circles, and checks every answer against the one-box-at-a-time query.
   Exits non-zero on any difference. */
#include <stdint.h>
#include <stdio.h>

#include "circbox.h"

enum { SIDE = 100, N = SIDE * SIDE };

static float min_x[N], min_y[N], max_x[N], max_y[N];
static uint32_t hits[N];

int main(void) {
    /* Tile (i, j) covers [2i, 2i+1] x [2j, 2j+1]: unit squares, unit gaps. */
    for (int j = 0; j < SIDE; ++j) {
        for (int i = 0; i < SIDE; ++i) {
            const int k = j * SIDE + i;
            min_x[k] = (float)(2 * i);
            min_y[k] = (float)(2 * j);
            max_x[k] = (float)(2 * i + 1);
            max_y[k] = (float)(2 * j + 1);
        }
    }
    const cbx_circlef queries[] = {
        {{50.5f, 50.5f}, 10.0f},  /* a blast in the middle */
        {{0.5f, 0.5f}, 3.0f},     /* near a corner of the grid */
        {{1.5f, 0.5f}, 0.5f},     /* in a gap, touching two tiles exactly */
        {{1.5f, 1.5f}, 0.7f},     /* between four tiles, reaching none (0.7 < sqrt(0.5)) */
        {{120.0f, 80.0f}, 0.0f},  /* a point exactly on the corner of tile 4060 */
    };
    printf("batch queries run on: %s\n", cbx_simd_name());
    int failures = 0;
    for (size_t q = 0; q < sizeof queries / sizeof queries[0]; ++q) {
        const cbx_circlef c = queries[q];
        const size_t n = cbx_select_circle_aabb2f(c, min_x, min_y, max_x, max_y, N, hits);
        /* The same question one box at a time. */
        size_t m = 0;
        for (uint32_t k = 0; k < N; ++k) {
            const cbx_aabb2f b = {{min_x[k], min_y[k]}, {max_x[k], max_y[k]}};
            if (cbx_overlap_circle_aabb2f(c, b)) {
                if (m >= n || hits[m] != k) ++failures;
                ++m;
            }
        }
        if (m != n) ++failures;
        printf("circle (%g, %g) r %g: %zu boxes", (double)c.center.x, (double)c.center.y,
               (double)c.radius, n);
        for (size_t i = 0; i < n && i < 6; ++i) printf("%s%u", i ? ", " : " [", (unsigned)hits[i]);
        printf("%s\n", n == 0 ? "" : (n > 6 ? ", ...]" : "]"));
    }
    /* The exact cases: the circle in the gap touches tiles 0 and 1 and
       nothing else; the one between four tiles reaches none; the point is
       on tile 4060 only. */
    const size_t gap = cbx_select_circle_aabb2f(queries[2], min_x, min_y, max_x, max_y, N, hits);
    if (!(gap == 2 && hits[0] == 0 && hits[1] == 1)) ++failures;
    if (cbx_select_circle_aabb2f(queries[3], min_x, min_y, max_x, max_y, N, hits) != 0) ++failures;
    const size_t corner = cbx_select_circle_aabb2f(queries[4], min_x, min_y, max_x, max_y, N, hits);
    if (!(corner == 1 && hits[0] == 4060)) ++failures;
    printf("%s\n", failures ? "MISMATCH" : "every answer equals cbx_overlap_circle_aabb2f");
    return failures != 0;
}
