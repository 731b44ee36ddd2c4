/* SPDX-License-Identifier: MIT */
/* Batch queries: one circle (sphere) against many axis-aligned boxes given
   as arrays, and the run-time choice of the instruction set that runs them.

   DISPATCH. The kernels (simd/select_kernel.h) are compiled once per
   instruction set, each in its own translation unit with its own flags
   (simd/select_<isa>.c), and once here for the portable scalar level. The
   first call picks the best level this CPU runs (AVX-512F, AVX2, SSE2 on
   x86-64; NEON on AArch64; scalar elsewhere), unless the environment
   variable CBX_SIMD names one (scalar, sse2, avx2, avx512, neon): a level the
   CPU or the build lacks gives the best available one instead. The choice is
   a pointer to a constant table, kept in one pointer-sized variable with
   atomic loads and stores: threads racing on the first call each compute the
   same pointer and store it, so the race is benign and idempotent. That
   pointer is the library's only mutable global state. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "batch/select.c"
#include "batch/select.h"
#include "batch/simd/simd_scalar.h"
#include "template.h"

CBX_SELECT_KERNELS(scalar, "scalar");

#if CBX_SELECT_X86 || CBX_SELECT_NEON
#  define CBX_SELECT_DISPATCH 1
#endif

#if CBX_SELECT_DISPATCH /* the tables serve the vector kernels only */

/* Positions of the set bits of every 4-bit mask, ascending. */
const uint32_t cbx_select_pack4[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0}, {0, 2, 0, 0},
    {1, 2, 0, 0}, {0, 1, 2, 0}, {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
    {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3}};

/* The same for every 8-bit mask, one position per byte, lowest byte first
   (entry m: byte r holds the position of the r-th set bit of m). */
const uint64_t cbx_select_pack8[256] = {
    UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000000), UINT64_C(0x0000000000000001), UINT64_C(0x0000000000000100),
    UINT64_C(0x0000000000000002), UINT64_C(0x0000000000000200), UINT64_C(0x0000000000000201), UINT64_C(0x0000000000020100),
    UINT64_C(0x0000000000000003), UINT64_C(0x0000000000000300), UINT64_C(0x0000000000000301), UINT64_C(0x0000000000030100),
    UINT64_C(0x0000000000000302), UINT64_C(0x0000000000030200), UINT64_C(0x0000000000030201), UINT64_C(0x0000000003020100),
    UINT64_C(0x0000000000000004), UINT64_C(0x0000000000000400), UINT64_C(0x0000000000000401), UINT64_C(0x0000000000040100),
    UINT64_C(0x0000000000000402), UINT64_C(0x0000000000040200), UINT64_C(0x0000000000040201), UINT64_C(0x0000000004020100),
    UINT64_C(0x0000000000000403), UINT64_C(0x0000000000040300), UINT64_C(0x0000000000040301), UINT64_C(0x0000000004030100),
    UINT64_C(0x0000000000040302), UINT64_C(0x0000000004030200), UINT64_C(0x0000000004030201), UINT64_C(0x0000000403020100),
    UINT64_C(0x0000000000000005), UINT64_C(0x0000000000000500), UINT64_C(0x0000000000000501), UINT64_C(0x0000000000050100),
    UINT64_C(0x0000000000000502), UINT64_C(0x0000000000050200), UINT64_C(0x0000000000050201), UINT64_C(0x0000000005020100),
    UINT64_C(0x0000000000000503), UINT64_C(0x0000000000050300), UINT64_C(0x0000000000050301), UINT64_C(0x0000000005030100),
    UINT64_C(0x0000000000050302), UINT64_C(0x0000000005030200), UINT64_C(0x0000000005030201), UINT64_C(0x0000000503020100),
    UINT64_C(0x0000000000000504), UINT64_C(0x0000000000050400), UINT64_C(0x0000000000050401), UINT64_C(0x0000000005040100),
    UINT64_C(0x0000000000050402), UINT64_C(0x0000000005040200), UINT64_C(0x0000000005040201), UINT64_C(0x0000000504020100),
    UINT64_C(0x0000000000050403), UINT64_C(0x0000000005040300), UINT64_C(0x0000000005040301), UINT64_C(0x0000000504030100),
    UINT64_C(0x0000000005040302), UINT64_C(0x0000000504030200), UINT64_C(0x0000000504030201), UINT64_C(0x0000050403020100),
    UINT64_C(0x0000000000000006), UINT64_C(0x0000000000000600), UINT64_C(0x0000000000000601), UINT64_C(0x0000000000060100),
    UINT64_C(0x0000000000000602), UINT64_C(0x0000000000060200), UINT64_C(0x0000000000060201), UINT64_C(0x0000000006020100),
    UINT64_C(0x0000000000000603), UINT64_C(0x0000000000060300), UINT64_C(0x0000000000060301), UINT64_C(0x0000000006030100),
    UINT64_C(0x0000000000060302), UINT64_C(0x0000000006030200), UINT64_C(0x0000000006030201), UINT64_C(0x0000000603020100),
    UINT64_C(0x0000000000000604), UINT64_C(0x0000000000060400), UINT64_C(0x0000000000060401), UINT64_C(0x0000000006040100),
    UINT64_C(0x0000000000060402), UINT64_C(0x0000000006040200), UINT64_C(0x0000000006040201), UINT64_C(0x0000000604020100),
    UINT64_C(0x0000000000060403), UINT64_C(0x0000000006040300), UINT64_C(0x0000000006040301), UINT64_C(0x0000000604030100),
    UINT64_C(0x0000000006040302), UINT64_C(0x0000000604030200), UINT64_C(0x0000000604030201), UINT64_C(0x0000060403020100),
    UINT64_C(0x0000000000000605), UINT64_C(0x0000000000060500), UINT64_C(0x0000000000060501), UINT64_C(0x0000000006050100),
    UINT64_C(0x0000000000060502), UINT64_C(0x0000000006050200), UINT64_C(0x0000000006050201), UINT64_C(0x0000000605020100),
    UINT64_C(0x0000000000060503), UINT64_C(0x0000000006050300), UINT64_C(0x0000000006050301), UINT64_C(0x0000000605030100),
    UINT64_C(0x0000000006050302), UINT64_C(0x0000000605030200), UINT64_C(0x0000000605030201), UINT64_C(0x0000060503020100),
    UINT64_C(0x0000000000060504), UINT64_C(0x0000000006050400), UINT64_C(0x0000000006050401), UINT64_C(0x0000000605040100),
    UINT64_C(0x0000000006050402), UINT64_C(0x0000000605040200), UINT64_C(0x0000000605040201), UINT64_C(0x0000060504020100),
    UINT64_C(0x0000000006050403), UINT64_C(0x0000000605040300), UINT64_C(0x0000000605040301), UINT64_C(0x0000060504030100),
    UINT64_C(0x0000000605040302), UINT64_C(0x0000060504030200), UINT64_C(0x0000060504030201), UINT64_C(0x0006050403020100),
    UINT64_C(0x0000000000000007), UINT64_C(0x0000000000000700), UINT64_C(0x0000000000000701), UINT64_C(0x0000000000070100),
    UINT64_C(0x0000000000000702), UINT64_C(0x0000000000070200), UINT64_C(0x0000000000070201), UINT64_C(0x0000000007020100),
    UINT64_C(0x0000000000000703), UINT64_C(0x0000000000070300), UINT64_C(0x0000000000070301), UINT64_C(0x0000000007030100),
    UINT64_C(0x0000000000070302), UINT64_C(0x0000000007030200), UINT64_C(0x0000000007030201), UINT64_C(0x0000000703020100),
    UINT64_C(0x0000000000000704), UINT64_C(0x0000000000070400), UINT64_C(0x0000000000070401), UINT64_C(0x0000000007040100),
    UINT64_C(0x0000000000070402), UINT64_C(0x0000000007040200), UINT64_C(0x0000000007040201), UINT64_C(0x0000000704020100),
    UINT64_C(0x0000000000070403), UINT64_C(0x0000000007040300), UINT64_C(0x0000000007040301), UINT64_C(0x0000000704030100),
    UINT64_C(0x0000000007040302), UINT64_C(0x0000000704030200), UINT64_C(0x0000000704030201), UINT64_C(0x0000070403020100),
    UINT64_C(0x0000000000000705), UINT64_C(0x0000000000070500), UINT64_C(0x0000000000070501), UINT64_C(0x0000000007050100),
    UINT64_C(0x0000000000070502), UINT64_C(0x0000000007050200), UINT64_C(0x0000000007050201), UINT64_C(0x0000000705020100),
    UINT64_C(0x0000000000070503), UINT64_C(0x0000000007050300), UINT64_C(0x0000000007050301), UINT64_C(0x0000000705030100),
    UINT64_C(0x0000000007050302), UINT64_C(0x0000000705030200), UINT64_C(0x0000000705030201), UINT64_C(0x0000070503020100),
    UINT64_C(0x0000000000070504), UINT64_C(0x0000000007050400), UINT64_C(0x0000000007050401), UINT64_C(0x0000000705040100),
    UINT64_C(0x0000000007050402), UINT64_C(0x0000000705040200), UINT64_C(0x0000000705040201), UINT64_C(0x0000070504020100),
    UINT64_C(0x0000000007050403), UINT64_C(0x0000000705040300), UINT64_C(0x0000000705040301), UINT64_C(0x0000070504030100),
    UINT64_C(0x0000000705040302), UINT64_C(0x0000070504030200), UINT64_C(0x0000070504030201), UINT64_C(0x0007050403020100),
    UINT64_C(0x0000000000000706), UINT64_C(0x0000000000070600), UINT64_C(0x0000000000070601), UINT64_C(0x0000000007060100),
    UINT64_C(0x0000000000070602), UINT64_C(0x0000000007060200), UINT64_C(0x0000000007060201), UINT64_C(0x0000000706020100),
    UINT64_C(0x0000000000070603), UINT64_C(0x0000000007060300), UINT64_C(0x0000000007060301), UINT64_C(0x0000000706030100),
    UINT64_C(0x0000000007060302), UINT64_C(0x0000000706030200), UINT64_C(0x0000000706030201), UINT64_C(0x0000070603020100),
    UINT64_C(0x0000000000070604), UINT64_C(0x0000000007060400), UINT64_C(0x0000000007060401), UINT64_C(0x0000000706040100),
    UINT64_C(0x0000000007060402), UINT64_C(0x0000000706040200), UINT64_C(0x0000000706040201), UINT64_C(0x0000070604020100),
    UINT64_C(0x0000000007060403), UINT64_C(0x0000000706040300), UINT64_C(0x0000000706040301), UINT64_C(0x0000070604030100),
    UINT64_C(0x0000000706040302), UINT64_C(0x0000070604030200), UINT64_C(0x0000070604030201), UINT64_C(0x0007060403020100),
    UINT64_C(0x0000000000070605), UINT64_C(0x0000000007060500), UINT64_C(0x0000000007060501), UINT64_C(0x0000000706050100),
    UINT64_C(0x0000000007060502), UINT64_C(0x0000000706050200), UINT64_C(0x0000000706050201), UINT64_C(0x0000070605020100),
    UINT64_C(0x0000000007060503), UINT64_C(0x0000000706050300), UINT64_C(0x0000000706050301), UINT64_C(0x0000070605030100),
    UINT64_C(0x0000000706050302), UINT64_C(0x0000070605030200), UINT64_C(0x0000070605030201), UINT64_C(0x0007060503020100),
    UINT64_C(0x0000000007060504), UINT64_C(0x0000000706050400), UINT64_C(0x0000000706050401), UINT64_C(0x0000070605040100),
    UINT64_C(0x0000000706050402), UINT64_C(0x0000070605040200), UINT64_C(0x0000070605040201), UINT64_C(0x0007060504020100),
    UINT64_C(0x0000000706050403), UINT64_C(0x0000070605040300), UINT64_C(0x0000070605040301), UINT64_C(0x0007060504030100),
    UINT64_C(0x0000070605040302), UINT64_C(0x0007060504030200), UINT64_C(0x0007060504030201), UINT64_C(0x0706050403020100),
};

#endif

#if CBX_SELECT_DISPATCH && defined(__STDC_HOSTED__) && __STDC_HOSTED__
/* getenv is the one libc call of the library, and only in hosted builds:
   a freestanding build (wasm32) has no environment and no vector kernels. */
#  include <stdlib.h>
#  define CBX_SELECT_GETENV(name) getenv(name)
#else
#  define CBX_SELECT_GETENV(name) ((const char *)NULL)
#endif

#if CBX_SELECT_DISPATCH

static bool cbx_select_same_name(const char *a, const char *b) {
    while (*a != '\0' && *a == *b) {
        ++a;
        ++b;
    }
    return *a == *b;
}

/* The levels this build holds, best first; scalar last. */
static const cbx_select_kernels *const cbx_select_levels[] = {
#  if CBX_SELECT_X86
    &cbx_select_kernels_avx512, &cbx_select_kernels_avx2, &cbx_select_kernels_sse2,
#  else
    &cbx_select_kernels_neon,
#  endif
    &cbx_select_kernels_scalar};
#  define CBX_SELECT_LEVELS (sizeof cbx_select_levels / sizeof cbx_select_levels[0])

/* Can this CPU run these kernels? cpuid through the compiler's runtime,
   which also checks that the OS saves the wider registers (XCR0). GCC's
   __builtin_cpu_supports returns a bit mask, hence the != 0. */
static bool cbx_select_runs(const cbx_select_kernels *k) {
    if (k->name == NULL) return false; /* not built with its flags */
#  if CBX_SELECT_X86
    __builtin_cpu_init();
    if (k == &cbx_select_kernels_avx512)
        return __builtin_cpu_supports("avx512f") != 0 && __builtin_cpu_supports("popcnt") != 0;
    if (k == &cbx_select_kernels_avx2)
        return __builtin_cpu_supports("avx2") != 0 && __builtin_cpu_supports("popcnt") != 0;
#  endif
    return true; /* SSE2 on x86-64, NEON on AArch64, scalar: always there */
}

/* The level called `name` when this CPU runs it, else the best it runs. */
static const cbx_select_kernels *cbx_select_choose(const char *name) {
    if (name != NULL) {
        for (size_t i = 0; i < CBX_SELECT_LEVELS; ++i) {
            const cbx_select_kernels *k = cbx_select_levels[i];
            if (k->name != NULL && cbx_select_same_name(name, k->name) && cbx_select_runs(k))
                return k;
        }
    }
    for (size_t i = 0; i < CBX_SELECT_LEVELS; ++i) {
        if (cbx_select_runs(cbx_select_levels[i])) return cbx_select_levels[i];
    }
    return &cbx_select_kernels_scalar;
}

static const cbx_select_kernels *cbx_select_chosen = NULL;

const cbx_select_kernels *cbx_select_current(void) {
    const cbx_select_kernels *k = __atomic_load_n(&cbx_select_chosen, __ATOMIC_ACQUIRE);
    if (CBX_UNLIKELY(k == NULL)) {
        k = cbx_select_choose(CBX_SELECT_GETENV("CBX_SIMD"));
        __atomic_store_n(&cbx_select_chosen, k, __ATOMIC_RELEASE);
    }
    return k;
}

const char *cbx_select_force(const char *name) {
    const cbx_select_kernels *k =
        cbx_select_choose(name != NULL ? name : CBX_SELECT_GETENV("CBX_SIMD"));
    __atomic_store_n(&cbx_select_chosen, k, __ATOMIC_RELEASE);
    return k->name;
}

#else /* only the scalar level: nothing to choose, no state */

const cbx_select_kernels *cbx_select_current(void) { return &cbx_select_kernels_scalar; }

const char *cbx_select_force(const char *name) {
    (void)name;
    return cbx_select_kernels_scalar.name;
}

#endif

const char *cbx_simd_name(void) { return cbx_select_current()->name; }

#else /* template body: the scalar kernels and the public entry points */

#include "batch/simd/select_kernel.h"

/* The boxes a call examines: indices are uint32_t, so at most 2^32 of them
   (the header says so); a larger n would write indices reduced mod 2^32. */
static inline size_t CBX_F(cbx_select_examined)(size_t n) {
#if SIZE_MAX > UINT32_MAX
    const size_t most = (size_t)UINT32_MAX + 1;
    return n < most ? n : most;
#else
    return n;
#endif
}

size_t CBX_F(cbx_select_circle_aabb2)(CIRCLE c, const cbx_real *min_x, const cbx_real *min_y,
                                      const cbx_real *max_x, const cbx_real *max_y, size_t n,
                                      uint32_t *out) {
    return cbx_select_current()->CBX_F(circle_aabb2)(c, min_x, min_y, max_x, max_y, CBX_F(cbx_select_examined)(n), out);
}

size_t CBX_F(cbx_select_sphere_aabb3)(SPHERE s, const cbx_real *min_x, const cbx_real *min_y,
                                      const cbx_real *min_z, const cbx_real *max_x,
                                      const cbx_real *max_y, const cbx_real *max_z, size_t n,
                                      uint32_t *out) {
    return cbx_select_current()->CBX_F(sphere_aabb3)(s, min_x, min_y, min_z, max_x, max_y, max_z,
                                                     CBX_F(cbx_select_examined)(n), out);
}

#endif
