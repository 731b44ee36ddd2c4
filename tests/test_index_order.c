/* SPDX-License-Identifier: MIT */
/* The index's queries write "the first min(count, capacity) box numbers in
   the index's order" (circbox.h). The index's order is read here as the
   output of query_aabb with a box holding every box (a whole traversal);
   each query's output must then be a subsequence of it, and a capped
   query's the first entries of the uncapped one. Until 2026-12-07
   query_circle wrote a child the ball holds whole before an earlier
   sibling it had to visit (a capacity of 1 wrote box 16 for box 8), and
   query_aabb wrote each leaf's boxes in reverse (an independent tester:
   2.2 % and 17 % of queries). */
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "test_macros.h"
#include "test_rng.h"

#define NMAX 700

static uint32_t order[NMAX], pos[NMAX], out[NMAX], capped[NMAX];

/* out[0..n) in increasing position of the index's order, and every capped
   prefix equal to the uncapped output's start. */
static bool in_order(size_t n) {
    for (size_t i = 1; i < n; ++i)
        if (pos[out[i]] <= pos[out[i - 1]]) return false;
    return true;
}

static void order_of(size_t n) {
    for (size_t i = 0; i < n; ++i) pos[order[i]] = (uint32_t)i;
}

/* The tester's scene: 32 boxes in a row, index order 0..31. */
static void row_scene(void) {
    enum { N = 32 };
    cbx_aabb2 b[N];
    for (int i = 0; i < N; ++i) b[i] = (cbx_aabb2){{i, 0}, {i + 0.5, 0.5}};
    void *mem = malloc(cbx_index2_bytes(N));
    const cbx_index2 *ix = cbx_index2_build(mem, cbx_index2_bytes(N), b, N);
    CHECK(cbx_index2_query_aabb(ix, (cbx_aabb2){{-1, -1}, {100, 100}}, order, N) == N);
    bool row = true;
    for (int i = 0; i < N; ++i) row = row && order[i] == (uint32_t)i;
    CHECK_MSG(row, "the row's index order is not 0..31");
    const cbx_circle c = {{20, 0.25}, 12};
    CHECK(cbx_index2_query_circle(ix, c, out, N) == 24);
    uint32_t first = 99;
    CHECK(cbx_index2_query_circle(ix, c, &first, 1) == 24);
    CHECK_MSG(first == 8, "capacity 1 wrote box %u, not 8", first);
    const cbx_aabb2 two[2] = {{{0, 0}, {1, 1}}, {{2, 0}, {3, 1}}};
    const cbx_index2 *ix2 = cbx_index2_build(mem, cbx_index2_bytes(N), two, 2);
    CHECK(cbx_index2_query_aabb(ix2, (cbx_aabb2){{0.5, 0}, {2, 0}}, out, 2) == 2);
    CHECK_MSG(out[0] == 0 && out[1] == 1, "query_aabb wrote %u %u", out[0], out[1]);
    free(mem);
}

static void random_2d(void) {
    static cbx_aabb2 b[NMAX];
    int bad = 0, badcap = 0, queries = 0;
    for (int scene = 0; scene < 40; ++scene) {
        const size_t n = 1 + (size_t)(test_uniform(0, 1) * (NMAX - 1));
        const bool grid = scene % 2;
        for (size_t i = 0; i < n; ++i) {
            const double x = grid ? (double)(int)test_uniform(0, 30) : test_uniform(0, 100);
            const double y = grid ? (double)(int)test_uniform(0, 30) : test_uniform(0, 100);
            b[i] = (cbx_aabb2){{x, y}, {x + (grid ? 1 : test_uniform(0, 4)), y + (grid ? 1 : test_uniform(0, 4))}};
        }
        void *mem = malloc(cbx_index2_bytes(n));
        const cbx_index2 *ix = cbx_index2_build(mem, cbx_index2_bytes(n), b, n);
        CHECK(cbx_index2_query_aabb(ix, (cbx_aabb2){{-1, -1}, {200, 200}}, order, n) == n);
        order_of(n);
        for (int q = 0; q < 60; ++q, ++queries) {
            const cbx_circle c = {{test_uniform(-10, 110), test_uniform(-10, 110)}, test_uniform(0, 40)};
            const size_t k = cbx_index2_query_circle(ix, c, out, NMAX);
            bad += !in_order(k);
            const size_t cap = k / 3;
            if (cbx_index2_query_circle(ix, c, capped, cap) != k || memcmp(capped, out, cap * sizeof *out) != 0) ++badcap;
            const double x = test_uniform(-10, 110), y = test_uniform(-10, 110);
            const cbx_aabb2 qb = {{x, y}, {x + test_uniform(0, 50), y + test_uniform(0, 50)}};
            bad += !in_order(cbx_index2_query_aabb(ix, qb, out, NMAX));
        }
        free(mem);
    }
    CHECK_MSG(bad == 0 && badcap == 0, "2D: %d outputs out of the index's order, %d capped prefixes wrong, of %d",
              bad, badcap, queries);
}

static void random_3d(void) {
    static cbx_aabb3 b[NMAX];
    int bad = 0, queries = 0;
    for (int scene = 0; scene < 20; ++scene) {
        const size_t n = 1 + (size_t)(test_uniform(0, 1) * (NMAX - 1));
        for (size_t i = 0; i < n; ++i) {
            const double x = test_uniform(0, 50), y = test_uniform(0, 50), z = test_uniform(0, 50);
            b[i] = (cbx_aabb3){{x, y, z}, {x + test_uniform(0, 4), y + test_uniform(0, 4), z + test_uniform(0, 4)}};
        }
        void *mem = malloc(cbx_index3_bytes(n));
        const cbx_index3 *ix = cbx_index3_build(mem, cbx_index3_bytes(n), b, n);
        CHECK(cbx_index3_query_aabb(ix, (cbx_aabb3){{-1, -1, -1}, {100, 100, 100}}, order, n) == n);
        order_of(n);
        for (int q = 0; q < 60; ++q, ++queries) {
            const cbx_sphere s = {{test_uniform(-5, 55), test_uniform(-5, 55), test_uniform(-5, 55)}, test_uniform(0, 25)};
            bad += !in_order(cbx_index3_query_sphere(ix, s, out, NMAX));
        }
        free(mem);
    }
    CHECK_MSG(bad == 0, "3D: %d outputs out of the index's order of %d", bad, queries);
}

int main(void) {
    row_scene();
    random_2d();
    random_3d();
    CBX_TEST_END();
}
