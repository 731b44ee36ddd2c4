/* SPDX-License-Identifier: MIT */
/* Fuzz target: the index (cbx_index2/2f/3/3f) against brute force.

   From the input: up to 300 boxes (any numbers: NaN, infinities, extremes,
   repeats that make identical and flat boxes, small integers that make
   tangencies), then queries. Checked on every input: the range query's
   count and set equal a scan of cbx_overlap_* (a small capacity gives the
   same count and a prefix), the cast's box and fraction equal a scan of
   cbx_cast_* (smallest fraction, ties to the smallest number; the fraction
   may be less where the index steps its center back off a grazed box), and the
   index is rebuilt in memory sized exactly (AddressSanitizer watches).
   Then the block check (cbx_index*_check) passes the index as built, and
   bytes damaged where the input says are refused or queried within the
   block. */
/* fuzz-needs-file: src/index/index.c */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_index.c"
#include "template.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in = fz_start(data, size);
    const uint8_t k = fz_u8(&in);
    const size_t n = (size_t)fz_u8(&in) + (size_t)(fz_u8(&in) & 1u) * 44u;
    switch (k & 3u) {
    case 0: fz_check_index2(&in, n); break;
    case 1: fz_check_index2f(&in, n); break;
    case 2: fz_check_index3(&in, n); break;
    default: fz_check_index3f(&in, n); break;
    }
    return 0;
}

#else

#include "fuzz_input.h"

static int CBX_F(fz_cmp_u32)(const void *a, const void *b) {
    const uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The query's answer against the scan's want[0..w) (ascending). */
static void CBX_F(fz_check_ids)(uint32_t *got, size_t g, const uint32_t *want, size_t w) {
    FZ_ASSERT(g == w, "index found %zu, scan %zu", g, w);
    qsort(got, g, sizeof got[0], CBX_F(fz_cmp_u32));
    for (size_t i = 0; i < g; ++i) FZ_ASSERT(got[i] == want[i], "box %u vs %u", got[i], want[i]);
}

static void CBX_F(fz_dump)(const cbx_real *c, size_t cs, const cbx_real *d, size_t ds, const cbx_real *b, size_t bs,
                           size_t n, uint32_t gb, uint32_t wb, double gf, double wf) {
    fprintf(stderr, "ball:");
    for (size_t i = 0; i < cs / sizeof *c; ++i) fprintf(stderr, " %a", (double)c[i]);
    fprintf(stderr, "\nd:");
    for (size_t i = 0; i < ds / sizeof *d; ++i) fprintf(stderr, " %a", (double)d[i]);
    fprintf(stderr, "\nindex box %u fraction %a, scan box %u fraction %a\n", gb, gf, wb, wf);
    for (size_t k = 0; k < n; ++k) {
        if (k != gb && k != wb && n > 12) continue;
        fprintf(stderr, "box %zu:", k);
        for (size_t i = 0; i < bs / sizeof *b; ++i) fprintf(stderr, " %a", (double)b[k * (bs / sizeof *b) + i]);
        fprintf(stderr, "\n");
    }
}

/* One dimension's check, written once: IXN(name) names the index function
   (cbx_index2f_bytes, ...); BALL, BOX, VEC, the shapes; fz_ball, fz_box,
   fz_vec decode them; OVERLAP, CAST the per-box queries. */
#define FZ_INDEX_CHECK(NAME, IXN, IX, BOX, BALL, VEC, fz_box, fz_ball, fz_vec, OVERLAP, CAST, CASTT, QUERY, ICAST) \
    static void NAME(fz_in *in, size_t n) {                                                                     \
        BOX *b = (BOX *)malloc(n * sizeof *b + 1);                                                              \
        for (size_t i = 0; i < n; ++i) b[i] = (i > 0 && (fz_u8(in) & 7u) == 0) ? b[i - 1] : fz_box(in);         \
        const size_t bytes = IXN(_bytes)(n);                                                                    \
        void *mem = malloc(bytes);                                                                              \
        IX *ix = IXN(_build)(mem, bytes, b, n);                                                                 \
        FZ_ASSERT(ix != NULL, "build of %zu boxes failed", n);                                                  \
        uint32_t *got = (uint32_t *)malloc(n * sizeof *got + 4), *want = (uint32_t *)malloc(n * sizeof *want + 4); \
        for (int q = 0; q < 4 && in->n > 0; ++q) {                                                              \
            const BALL c = fz_ball(in);                                                                         \
            size_t w = 0;                                                                                       \
            for (size_t i = 0; i < n; ++i)                                                                      \
                if (OVERLAP(c, b[i])) want[w++] = (uint32_t)i;                                                  \
            const size_t g = QUERY(ix, c, got, n);                                                              \
            CBX_F(fz_check_ids)(got, g, want, w);                                                               \
            uint32_t two[2];                                                                                    \
            FZ_ASSERT(QUERY(ix, c, two, 2) == w, "count with capacity 2");                                       \
            const VEC d = fz_vec(in);                                                                           \
            uint32_t wb = UINT32_MAX, gb = 7;                                                                   \
            CASTT best;                                                                                         \
            memset(&best, 0, sizeof best);                                                                      \
            for (size_t i = 0; i < n; ++i) {                                                                    \
                const CASTT t = CAST(c, d, b[i]);                                                               \
                if (t.hit && (wb == UINT32_MAX || t.fraction < best.fraction)) {                                \
                    best = t;                                                                                   \
                    wb = (uint32_t)i;                                                                           \
                }                                                                                               \
            }                                                                                                   \
            const CASTT gc = ICAST(ix, c, d, &gb);                                                              \
            if (gb != wb) CBX_F(fz_dump)((const cbx_real *)(const void *)&c, sizeof c, (const cbx_real *)(const void *)&d, sizeof d, (const cbx_real *)(const void *)b, sizeof *b, n, gb, wb, (double)gc.fraction, (double)best.fraction); \
            FZ_ASSERT(gb == wb, "cast: box %u, scan %u", gb, wb);                                               \
            /* the scan's fraction, or a few ulps less where the index stepped its     \
               center back off a box the path grazes (docs/index.md) */               \
            if (wb != UINT32_MAX)                                                                               \
                FZ_ASSERT(gc.hit && (memcmp(&gc.fraction, &best.fraction, sizeof best.fraction) == 0 ||          \
                                     (gc.fraction < best.fraction && gc.fraction >= 0)),                        \
                          "cast: fraction %a, scan %a", (double)gc.fraction, (double)best.fraction);           \
        }                                                                                                       \
        FZ_ASSERT(IXN(_check)(mem, bytes, NULL) == ix, "the built index fails its check");                       \
        /* damage: bytes flipped where the input says; a block that passes is \
           queried (AddressSanitizer watches every read) */                     \
        for (int k = 0; k < 4 && in->n >= 3 && bytes > 0; ++k) {                                                \
            const size_t at = ((size_t)fz_u8(in) << 8 | fz_u8(in)) % bytes;                                     \
            ((unsigned char *)mem)[at] ^= (unsigned char)(fz_u8(in) | 1u);                                      \
            const IX *bad = IXN(_check)(mem, bytes, NULL);                                                      \
            if (!bad) continue;                                                                                 \
            const BALL c = fz_ball(in);                                                                         \
            (void)QUERY(bad, c, got, n);                                                                        \
            uint32_t hit;                                                                                       \
            (void)ICAST(bad, c, fz_vec(in), &hit);                                                              \
        }                                                                                                       \
        free(got);                                                                                              \
        free(want);                                                                                             \
        free(mem);                                                                                              \
        free(b);                                                                                                \
    }

#define FZ_IX2(name) CBX_CAT(CBX_F(cbx_index2), name)
#define FZ_IX3(name) CBX_CAT(CBX_F(cbx_index3), name)
FZ_INDEX_CHECK(CBX_F(fz_check_index2), FZ_IX2, CBX_F(cbx_index2), AABB2, CIRCLE, VEC2, CBX_F(fz_aabb2),
               CBX_F(fz_circle), CBX_F(fz_vec2), CBX_F(cbx_overlap_circle_aabb2), CBX_F(cbx_cast_circle_aabb2),
               CAST2, FZ_IX2(_query_circle), FZ_IX2(_cast_circle))
FZ_INDEX_CHECK(CBX_F(fz_check_index3), FZ_IX3, CBX_F(cbx_index3), AABB3, SPHERE, VEC3, CBX_F(fz_aabb3),
               CBX_F(fz_sphere), CBX_F(fz_vec3), CBX_F(cbx_overlap_sphere_aabb3), CBX_F(cbx_cast_sphere_aabb3),
               CAST3, FZ_IX3(_query_sphere), FZ_IX3(_cast_sphere))
#undef FZ_IX2
#undef FZ_IX3
#undef FZ_INDEX_CHECK

#endif
