/* SPDX-License-Identifier: MIT */
/* Batch queries (cbx_select_*): what the dispatcher in select.c and the
   kernels in simd/ share. Internal; not installed. */
#ifndef CBX_SELECT_H
#define CBX_SELECT_H

#include "circbox.h"

/* Which instruction-set kernels this build holds. src/CMakeLists.txt compiles
   src/batch/simd/select_*.c under exactly these conditions, so the two agree.
   The portable scalar kernels alone: under CBX_NO_SIMD (no vector code
   anywhere), and in the single-header edition (CBX_SINGLE_HEADER), which
   holds the top-level sources without the simd folder, whose kernels need
   their own compiler flags; the SSE2 pairs of the static queries, sweeps and
   index need none on x86-64 and stay in it. */
#if !defined(CBX_NO_SIMD) && !defined(CBX_SINGLE_HEADER) && (defined(__GNUC__) || defined(__clang__)) && \
    defined(__x86_64__)
#  define CBX_SELECT_X86 1
#elif !defined(CBX_NO_SIMD) && !defined(CBX_SINGLE_HEADER) && (defined(__GNUC__) || defined(__clang__)) && \
    defined(__aarch64__) && defined(__ARM_NEON)
#  define CBX_SELECT_NEON 1
#endif

/* One instruction set's kernels, both precisions. `name` is NULL when the
   compiler could not build them (its flags were missing): never chosen. */
typedef struct cbx_select_kernels {
    const char *name;
    size_t (*circle_aabb2)(cbx_circle c, const double *min_x, const double *min_y,
                           const double *max_x, const double *max_y, size_t n, uint32_t *out);
    size_t (*circle_aabb2f)(cbx_circlef c, const float *min_x, const float *min_y,
                            const float *max_x, const float *max_y, size_t n, uint32_t *out);
    size_t (*sphere_aabb3)(cbx_sphere s, const double *min_x, const double *min_y,
                           const double *min_z, const double *max_x, const double *max_y,
                           const double *max_z, size_t n, uint32_t *out);
    size_t (*sphere_aabb3f)(cbx_spheref s, const float *min_x, const float *min_y,
                            const float *min_z, const float *max_x, const float *max_y,
                            const float *max_z, size_t n, uint32_t *out);
    /* The mover's cull over n 3D boxes in double (src/motion/cull.h's
       verdict for each): the indices of the valid boxes that meet the reach
       [reach_lo, reach_hi], ascending, in kept[] (the first cap of them;
       the count returned may exceed cap), and the invalid ones added to
       *invalid. NULL where the level has none (the mover then judges box
       by box). */
    size_t (*reach_aabb3)(const cbx_aabb3 *boxes, size_t n, const double *reach_lo, const double *reach_hi,
                          size_t *kept, size_t cap, size_t *invalid);
} cbx_select_kernels;

/* The table of an instruction set, filled from the static kernels that
   simd/select_kernel.h defines in the including translation unit. */
#define CBX_SELECT_KERNELS_WITH(isa, label, reach_aabb3)                                  \
    const cbx_select_kernels cbx_select_kernels_##isa = {                                 \
        label, cbx_select_circle_aabb2_kernel, cbx_select_circle_aabb2_kernelf,           \
        cbx_select_sphere_aabb3_kernel, cbx_select_sphere_aabb3_kernelf, reach_aabb3}
#define CBX_SELECT_KERNELS(isa, label) CBX_SELECT_KERNELS_WITH(isa, label, NULL)
#define CBX_SELECT_KERNELS_NONE(isa)                                                                  \
    extern const cbx_select_kernels cbx_select_kernels_##isa;                                         \
    const cbx_select_kernels cbx_select_kernels_##isa = {NULL, NULL, NULL, NULL, NULL, NULL}

extern const cbx_select_kernels cbx_select_kernels_scalar;
#if CBX_SELECT_X86
extern const cbx_select_kernels cbx_select_kernels_sse2;
extern const cbx_select_kernels cbx_select_kernels_avx2;
extern const cbx_select_kernels cbx_select_kernels_avx512;
#endif
#if CBX_SELECT_NEON
extern const cbx_select_kernels cbx_select_kernels_neon;
#endif

/* The kernels in use: chosen on first call (best the CPU runs, or the
   CBX_SIMD environment variable), then fixed. */
const cbx_select_kernels *cbx_select_current(void);

/* Test and benchmark hook: use the level called `name` ("scalar", "sse2",
   "avx2", "avx512", "neon") from now on, or the best available one when this
   CPU or build lacks it; NULL restores the default choice. Returns the name
   of the level now in use. Thread-safe, but meant for single-threaded tests. */
const char *cbx_select_force(const char *name);

/* Left-pack tables: entry m lists, in ascending order, the positions of the
   set bits of m (4-lane masks as 32-bit lanes, 8-lane masks as bytes). */
extern const uint32_t cbx_select_pack4[16][4];
extern const uint64_t cbx_select_pack8[256];

/* How many bits of a 4-bit mask are set (nibble m of the constant), for
   layers that cannot count on a population-count instruction. */
static inline unsigned cbx_select_count4(unsigned bits) {
    return (unsigned)(UINT64_C(0x4332322132212110) >> (4 * bits)) & 0xFu;
}

#endif /* CBX_SELECT_H */
