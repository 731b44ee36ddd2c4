/* SPDX-License-Identifier: MIT */
/* Fuzz target: cbx_select_circle_aabb2, cbx_select_sphere_aabb3 (both
   precisions) and cbx_simd_name.

   Checked on every input: select returns at most n indices, strictly
   ascending, and index i is among them exactly when cbx_overlap_* says the
   shapes meet (invalid circles and boxes included). The arrays are sized
   exactly (AddressSanitizer catches a read or write past any of them), start
   aligned or one element off, and n runs through 0..69 so every SIMD tail
   length is reached. With bit 3 of the first byte set, the n boxes lie 64
   apart in an array of 64 n, the rest one far box (valid, at the top
   corner of the range): mostly unselected, so that the kernels run their
   sparse way, which checks the validity of selected boxes after each
   chunk instead of screening every block (src/batch/simd/select_kernel.h). */
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
    const size_t stride = (k >> 3) & 1u ? 64u : 1u;
#ifdef FZ_HAVE_cbx_overlap_sphere_aabb3
    const bool three = (k & 2u) != 0;
#else
    const bool three = false; /* the 3D reference, cbx_overlap_sphere_aabb3, not built yet */
#endif
    if (k & 1u) {
        if (three) fz_check_select3f(&in, n, off, stride);
        else fz_check_select2f(&in, n, off, stride);
    } else {
        if (three) fz_check_select3(&in, n, off, stride);
        else fz_check_select2(&in, n, off, stride);
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

/* The n fuzzed boxes go to slots i * stride + i % stride of an array of
   n * stride boxes; the other slots hold the far box. */
static size_t CBX_F(fz_slot)(size_t i, size_t stride) { return i * stride + i % stride; }

static void CBX_F(fz_check_select2)(fz_in *in, size_t n, size_t off, size_t stride) {
    const CIRCLE c = CBX_F(fz_circle)(in);
    const size_t total = n * stride;
    cbx_real *mnx = CBX_F(fz_array)(total, off), *mny = CBX_F(fz_array)(total, off);
    cbx_real *mxx = CBX_F(fz_array)(total, off), *mxy = CBX_F(fz_array)(total, off);
    uint32_t *out = (uint32_t *)malloc(total * sizeof(uint32_t) + (total == 0));
    bool *want = (bool *)malloc(total + (total == 0));
    if (!out || !want) abort();
    const AABB2 far = {{R_MAX, R_MAX}, {R_MAX, R_MAX}};
    const bool far_in = CBX_F(cbx_overlap_circle_aabb2)(c, far);
    for (size_t t = 0; t < total; ++t) {
        mnx[t] = mny[t] = mxx[t] = mxy[t] = R_MAX;
        want[t] = far_in;
    }
    AABB2 b = {{0, 0}, {0, 0}};
    for (size_t i = 0; i < n; ++i) {
        if (i == 0 || (fz_u8(in) & 3u)) b = CBX_F(fz_aabb2)(in); /* else: the same box again */
        const size_t t = CBX_F(fz_slot)(i, stride);
        mnx[t] = b.min.x;
        mny[t] = b.min.y;
        mxx[t] = b.max.x;
        mxy[t] = b.max.y;
        want[t] = CBX_F(cbx_overlap_circle_aabb2)(c, b);
    }
    FZ_CONTEXT("%s select2 n %zu stride %zu off %zu circle {{%a, %a}, %a}", CBX_IS_DOUBLE ? "double" : "float",
               n, stride, off, (double)c.center.x, (double)c.center.y, (double)c.radius);
    const size_t count = CBX_F(cbx_select_circle_aabb2)(c, mnx, mny, mxx, mxy, total, out);
    CBX_F(fz_check_indices)(out, count, want, total);
    free(mnx - off);
    free(mny - off);
    free(mxx - off);
    free(mxy - off);
    free(out);
    free(want);
}

#ifdef FZ_HAVE_cbx_overlap_sphere_aabb3
static void CBX_F(fz_check_select3)(fz_in *in, size_t n, size_t off, size_t stride) {
    const SPHERE s = CBX_F(fz_sphere)(in);
    const size_t total = n * stride;
    cbx_real *mnx = CBX_F(fz_array)(total, off), *mny = CBX_F(fz_array)(total, off);
    cbx_real *mnz = CBX_F(fz_array)(total, off), *mxx = CBX_F(fz_array)(total, off);
    cbx_real *mxy = CBX_F(fz_array)(total, off), *mxz = CBX_F(fz_array)(total, off);
    uint32_t *out = (uint32_t *)malloc(total * sizeof(uint32_t) + (total == 0));
    bool *want = (bool *)malloc(total + (total == 0));
    if (!out || !want) abort();
    const AABB3 far = {{R_MAX, R_MAX, R_MAX}, {R_MAX, R_MAX, R_MAX}};
    const bool far_in = CBX_F(cbx_overlap_sphere_aabb3)(s, far);
    for (size_t t = 0; t < total; ++t) {
        mnx[t] = mny[t] = mnz[t] = mxx[t] = mxy[t] = mxz[t] = R_MAX;
        want[t] = far_in;
    }
    AABB3 b = {{0, 0, 0}, {0, 0, 0}};
    for (size_t i = 0; i < n; ++i) {
        if (i == 0 || (fz_u8(in) & 3u)) b = CBX_F(fz_aabb3)(in);
        const size_t t = CBX_F(fz_slot)(i, stride);
        mnx[t] = b.min.x;
        mny[t] = b.min.y;
        mnz[t] = b.min.z;
        mxx[t] = b.max.x;
        mxy[t] = b.max.y;
        mxz[t] = b.max.z;
        want[t] = CBX_F(cbx_overlap_sphere_aabb3)(s, b);
    }
    FZ_CONTEXT("%s select3 n %zu stride %zu off %zu sphere {{%a, %a, %a}, %a}",
               CBX_IS_DOUBLE ? "double" : "float", n, stride, off, (double)s.center.x,
               (double)s.center.y, (double)s.center.z, (double)s.radius);
    const size_t count = CBX_F(cbx_select_sphere_aabb3)(s, mnx, mny, mnz, mxx, mxy, mxz, total, out);
    CBX_F(fz_check_indices)(out, count, want, total);
    free(mnx - off);
    free(mny - off);
    free(mnz - off);
    free(mxx - off);
    free(mxy - off);
    free(mxz - off);
    free(out);
    free(want);
}
#else
static void CBX_F(fz_check_select3)(fz_in *in, size_t n, size_t off, size_t stride) {
    (void)in, (void)n, (void)off, (void)stride;
}
#endif

#endif
