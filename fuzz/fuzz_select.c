/* SPDX-License-Identifier: MIT */
/* Fuzz target: cbx_select_circle_aabb2, cbx_select_sphere_aabb3 (both
   precisions) and cbx_simd_name.

   Checked on every input: select returns at most n indices, strictly
   ascending, and index i is among them exactly when cbx_overlap_* says the
   shapes meet (invalid circles and boxes included). The arrays are sized
   exactly (AddressSanitizer catches a read or write past any of them), start
   aligned or one element off, and n runs through 0..69 so every SIMD tail
   length is reached. */
/* fuzz-needs: cbx_select_circle_aabb2 cbx_select_sphere_aabb3 cbx_simd_name */
/* fuzz-wants: cbx_overlap_sphere_aabb3 */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "fuzz_select.c"
#include "template.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const names[] = {"avx512", "avx2", "sse2", "neon", "scalar"};
    const char *simd = cbx_simd_name();
    bool known = false;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i) known |= simd && !strcmp(simd, names[i]);
    FZ_ASSERT(known, "cbx_simd_name() = %s", simd ? simd : "(null)");

    fz_in in = fz_start(data, size);
    const uint8_t k = fz_u8(&in);
    const size_t n = fz_u8(&in) % 70u;
    const size_t off = (k >> 2) & 1u;
#ifdef FZ_HAVE_cbx_overlap_sphere_aabb3
    const bool three = (k & 2u) != 0;
#else
    const bool three = false; /* the 3D reference, cbx_overlap_sphere_aabb3, not built yet */
#endif
    if (k & 1u) {
        if (three) fz_check_select3f(&in, n, off);
        else fz_check_select2f(&in, n, off);
    } else {
        if (three) fz_check_select3(&in, n, off);
        else fz_check_select2(&in, n, off);
    }
    return 0;
}

#else

#include "fuzz_input.h"

/* An array of exactly n + off reals, returned past its first off entries. */
static cbx_real *CBX_F(fz_array)(size_t n, size_t off) {
    cbx_real *p = (cbx_real *)malloc((n + off) * sizeof(cbx_real) + (n + off == 0));
    if (!p) abort();
    return p + off;
}

/* Indices strictly ascending, below n, and exactly the overlapping ones. */
static void CBX_F(fz_check_indices)(const uint32_t *out, size_t count, const bool *want, size_t n) {
    FZ_ASSERT(count <= n, "select returned %zu of %zu", count, n);
    size_t j = 0;
    for (size_t i = 0; i < n; ++i) {
        const bool got = j < count && out[j] == i;
        FZ_ASSERT(got == want[i], "box %zu: selected %d, overlap %d", i, (int)got, (int)want[i]);
        if (got) ++j;
    }
    FZ_ASSERT(j == count, "select wrote %zu indices, %zu of them valid", count, j);
}

static void CBX_F(fz_check_select2)(fz_in *in, size_t n, size_t off) {
    const CIRCLE c = CBX_F(fz_circle)(in);
    cbx_real *mnx = CBX_F(fz_array)(n, off), *mny = CBX_F(fz_array)(n, off);
    cbx_real *mxx = CBX_F(fz_array)(n, off), *mxy = CBX_F(fz_array)(n, off);
    uint32_t *out = (uint32_t *)malloc(n * sizeof(uint32_t) + (n == 0));
    bool want[70];
    AABB2 b = {{0, 0}, {0, 0}};
    for (size_t i = 0; i < n; ++i) {
        if (i == 0 || (fz_u8(in) & 3u)) b = CBX_F(fz_aabb2)(in); /* else: the same box again */
        mnx[i] = b.min.x;
        mny[i] = b.min.y;
        mxx[i] = b.max.x;
        mxy[i] = b.max.y;
        want[i] = CBX_F(cbx_overlap_circle_aabb2)(c, b);
    }
    FZ_CONTEXT("%s select2 n %zu off %zu circle {{%a, %a}, %a}", CBX_IS_DOUBLE ? "double" : "float",
               n, off, (double)c.center.x, (double)c.center.y, (double)c.radius);
    const size_t count = CBX_F(cbx_select_circle_aabb2)(c, mnx, mny, mxx, mxy, n, out);
    CBX_F(fz_check_indices)(out, count, want, n);
    free(mnx - off);
    free(mny - off);
    free(mxx - off);
    free(mxy - off);
    free(out);
}

#ifdef FZ_HAVE_cbx_overlap_sphere_aabb3
static void CBX_F(fz_check_select3)(fz_in *in, size_t n, size_t off) {
    const SPHERE s = CBX_F(fz_sphere)(in);
    cbx_real *mnx = CBX_F(fz_array)(n, off), *mny = CBX_F(fz_array)(n, off);
    cbx_real *mnz = CBX_F(fz_array)(n, off), *mxx = CBX_F(fz_array)(n, off);
    cbx_real *mxy = CBX_F(fz_array)(n, off), *mxz = CBX_F(fz_array)(n, off);
    uint32_t *out = (uint32_t *)malloc(n * sizeof(uint32_t) + (n == 0));
    bool want[70];
    AABB3 b = {{0, 0, 0}, {0, 0, 0}};
    for (size_t i = 0; i < n; ++i) {
        if (i == 0 || (fz_u8(in) & 3u)) b = CBX_F(fz_aabb3)(in);
        mnx[i] = b.min.x;
        mny[i] = b.min.y;
        mnz[i] = b.min.z;
        mxx[i] = b.max.x;
        mxy[i] = b.max.y;
        mxz[i] = b.max.z;
        want[i] = CBX_F(cbx_overlap_sphere_aabb3)(s, b);
    }
    FZ_CONTEXT("%s select3 n %zu off %zu sphere {{%a, %a, %a}, %a}",
               CBX_IS_DOUBLE ? "double" : "float", n, off, (double)s.center.x,
               (double)s.center.y, (double)s.center.z, (double)s.radius);
    const size_t count = CBX_F(cbx_select_sphere_aabb3)(s, mnx, mny, mnz, mxx, mxy, mxz, n, out);
    CBX_F(fz_check_indices)(out, count, want, n);
    free(mnx - off);
    free(mny - off);
    free(mnz - off);
    free(mxx - off);
    free(mxy - off);
    free(mxz - off);
    free(out);
}
#else
static void CBX_F(fz_check_select3)(fz_in *in, size_t n, size_t off) {
    (void)in, (void)n, (void)off;
}
#endif

#endif
