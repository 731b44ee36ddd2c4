/* SPDX-License-Identifier: MIT */
/* The batch kernels, written once against the small SIMD layer of one
   instruction set (simd_<isa>.h) and included as a template body (template.h)
   so that it is compiled for double and for float. No include guard: each
   precision pass needs its own copy.

   Per block of W_LANES boxes the lanes compute exactly what the scalar fast
   path of cbx_overlap_* computes: the clamp of the center into the box (a
   selection, exact), the squared distance d2 = fl(sum fl(d_i^2)) with
   separate roundings (the build forbids contraction, and no fused operation
   is written here), and overlap()'s certificate (cbx_dist2_certainly_apart
   and _within, arith/predicates.inc): d2 against two thresholds that depend
   on r2 = fl(r*r) alone, formed once per query. Its proof holds lane by
   lane, in the lane's own precision. A lane the certificate decides is
   therefore right; every other lane, and every lane whose box is not clean
   (NaN, infinity, min > max, widths that overflow), goes to the exact
   scalar decision for that one index, which also says `false` for an
   invalid box. Selected indices leave in ascending order through the
   layer's compress-store. */

#include "internal.h"
#include "arith/predicates.inc"

#if CBX_IS_DOUBLE
#  define W cbx_wd
#  define M cbx_md
#  define W_LANES CBX_WD_LANES
#  define WOP(op) cbx_wd_##op
#else
#  define W cbx_wf
#  define M cbx_mf
#  define W_LANES CBX_WF_LANES
#  define WOP(op) cbx_wf_##op
#endif

/* What a block leaves: the lanes certainly selected, and the lanes the exact
   path must decide. */
typedef struct CBX_F(cbx_select_lanes) {
    unsigned in, unsure;
} CBX_F(cbx_select_lanes);

/* Classifies boxes i .. i+k-1 (k <= W_LANES, all of them when k == W_LANES)
   against the circle or sphere whose center coordinates are `center`, in
   `dim` dimensions. lim: the two thresholds of overlap()'s certificate for
   the query's r2 (cbx_dist2_limits, predicates.inc), which depend on r2
   alone: per lane two comparisons decide. The screen: no width h - l with
   its sign bit set (the widths' bits or'ed, one operation an axis: h - l
   rounds to a negative number exactly when l > h; a -0 width, from h = -0
   and l = +0, only sends the lane to the exact path) and the widths' sum at
   most R_MAX (no infinite or NaN bound, no overflowing width: a NaN width
   makes the sum NaN). */
static inline CBX_F(cbx_select_lanes)
    CBX_F(cbx_select_block)(const W *center, W apart, W within, const cbx_real *const *lo,
                            const cbx_real *const *hi, int dim, size_t i, unsigned k) {
    W d2 = WOP(splat)(0), width = d2, signs = d2;
    for (int a = 0; a < dim; ++a) {
        const W l = k == W_LANES ? WOP(load)(lo[a] + i) : WOP(load_part)(lo[a] + i, k);
        const W h = k == W_LANES ? WOP(load)(hi[a] + i) : WOP(load_part)(hi[a] + i, k);
        const W q = WOP(min)(WOP(max)(center[a], l), h); /* the clamp, for clean lanes */
        const W d = WOP(sub)(center[a], q);
        const W w = WOP(sub)(h, l);
        /* The first term is taken as it is, as the scalar sum starts with it. */
        d2 = a == 0 ? WOP(mul)(d, d) : WOP(add)(d2, WOP(mul)(d, d));
        width = a == 0 ? w : WOP(add)(width, w);
        signs = a == 0 ? w : WOP(signs)(signs, w);
    }
    /* "Certainly apart" needs no screen: an invalid box is never selected
       (the exact decision says false for it too). */
    const M in = WOP(mnonneg)(WOP(mand)(WOP(gt)(within, d2), WOP(le)(width, WOP(splat)(R_MAX))), signs);
    const M decided = WOP(mor)(WOP(gt)(d2, apart), in);
    /* A full block's bits are W_LANES wide already. A short one's lanes
       past k hold zeros (load_part), whatever they decide: masked off, or
       the exact path would read past the arrays. */
    CBX_F(cbx_select_lanes) res;
    if (k == W_LANES) {
        const unsigned all = (unsigned)((1ull << W_LANES) - 1u);
        res.in = WOP(bits)(in);
        res.unsure = WOP(bits)(decided) ^ all;
    } else {
        const unsigned lanes = (1u << k) - 1u;
        res.in = WOP(bits)(in) & lanes;
        res.unsure = ~WOP(bits)(decided) & lanes;
    }
    return res;
}

/* The exact decision for the `unsure` lanes of the block at i. */
static unsigned CBX_F(cbx_select_resolve)(const cbx_real *c, cbx_real r, const cbx_real *const *lo,
                                          const cbx_real *const *hi, int dim, size_t i,
                                          unsigned unsure) {
    unsigned in = 0;
    for (unsigned j = 0; j < W_LANES; ++j) {
        if (!((unsure >> j) & 1u)) continue;
        const size_t t = i + j;
        bool hit;
        if (dim == 2) {
            const CIRCLE cc = {{c[0], c[1]}, r};
            const AABB2 b = {{lo[0][t], lo[1][t]}, {hi[0][t], hi[1][t]}};
            hit = CBX_F(cbx_overlap_circle_aabb2)(cc, b);
        } else {
            const SPHERE s = {{c[0], c[1], c[2]}, r};
            const AABB3 b = {{lo[0][t], lo[1][t], lo[2][t]}, {hi[0][t], hi[1][t], hi[2][t]}};
            hit = CBX_F(cbx_overlap_sphere_aabb3)(s, b);
        }
        if (hit) in |= 1u << j;
    }
    return in;
}

/* A block's selected lanes: those it decided in, and those the exact path
   says in among the rest. */
static inline unsigned CBX_F(cbx_select_settle)(CBX_F(cbx_select_lanes) s, const cbx_real *c, cbx_real r,
                                                const cbx_real *const *lo, const cbx_real *const *hi, int dim,
                                                size_t i) {
    return s.unsure != 0 ? s.in | CBX_F(cbx_select_resolve)(c, r, lo, hi, dim, i, s.unsure) : s.in;
}

/* Two blocks' selected indices, their bits side by side (2 W_LANES slots
   written): where the float layer has twice the double lanes (every SIMD
   layer), double uses the float layer's emit, which packs them in one
   table lookup or compress; otherwise two emits. */
#if CBX_IS_DOUBLE && CBX_WF_LANES == 2 * CBX_WD_LANES
static inline unsigned CBX_F(cbx_select_emit2)(uint32_t *out, uint32_t base, unsigned bits) {
    return cbx_wf_emit(out, base, bits);
}
#else
static inline unsigned CBX_F(cbx_select_emit2)(uint32_t *out, uint32_t base, unsigned bits) {
    const unsigned n = WOP(emit)(out, base, bits & ((1u << W_LANES) - 1u));
    return n + WOP(emit)(out + n, base + W_LANES, bits >> W_LANES);
}
#endif

/* Boxes i .. i+k-1, k < W_LANES (the head before the first aligned block, or
   the tail): writes only the indices it selects. */
static size_t CBX_F(cbx_select_part)(const W *center, W apart, W within, const cbx_real *c, cbx_real r,
                                     const cbx_real *const *lo, const cbx_real *const *hi, int dim,
                                     size_t i, unsigned k, uint32_t *out) {
    const unsigned in =
        CBX_F(cbx_select_settle)(CBX_F(cbx_select_block)(center, apart, within, lo, hi, dim, i, k), c, r, lo, hi, dim, i);
    size_t count = 0;
    for (unsigned j = 0; j < k; ++j) {
        if ((in >> j) & 1u) out[count++] = (uint32_t)(i + j);
    }
    return count;
}

/* How many boxes come before the first block whose loads from p start on a
   vector boundary (W_LANES values): streaming, a wide load that straddles
   two cache lines halved the AVX-512 kernels' throughput (malloc's large
   blocks start 16 bytes past a page). Arrays allocated alike share that
   offset; any other layout only loses the alignment, not the answer. */
static inline size_t CBX_F(cbx_select_head)(const cbx_real *p, size_t n) {
    const size_t size = sizeof(cbx_real), off = (size_t)((uintptr_t)p % (W_LANES * size));
    const size_t head = off % size != 0 || off == 0 ? 0 : W_LANES - off / size;
    return head < n ? head : n;
}

/* Every box against a valid circle (dim 2) or sphere (dim 3): the head up to
   an aligned block, then two blocks at a time (one test for the rare exact
   lanes, one emit), then one block, then the tail. Indices are written at
   out + count; two full blocks may write 2 W_LANES slots there, which stay
   below out + i + 2 W_LANES <= out + n because count <= i (likewise one
   block). */
static inline size_t CBX_F(cbx_select_run)(const cbx_real *c, cbx_real r, const cbx_real *const *lo,
                                           const cbx_real *const *hi, int dim, size_t n,
                                           uint32_t *out) {
    W center[3];
    for (int a = 0; a < dim; ++a) center[a] = WOP(splat)(c[a]);
    const CBX_F(cbx_dist2_limits) lim = CBX_F(cbx_dist2_limits_of)(r * r);
    const W apart = WOP(splat)(lim.apart), within = WOP(splat)(lim.within);
    size_t i = CBX_F(cbx_select_head)(lo[0], n), count = 0;
    if (i > 0) count = CBX_F(cbx_select_part)(center, apart, within, c, r, lo, hi, dim, 0, (unsigned)i, out);
    const size_t two = (size_t)2 * W_LANES, pairs = i + (n - i) / two * two;
    for (; i < pairs; i += two) {
        CBX_F(cbx_select_lanes) s0 = CBX_F(cbx_select_block)(center, apart, within, lo, hi, dim, i, W_LANES);
        CBX_F(cbx_select_lanes) s1 =
            CBX_F(cbx_select_block)(center, apart, within, lo, hi, dim, i + W_LANES, W_LANES);
        if (CBX_UNLIKELY((s0.unsure | s1.unsure) != 0)) {
            s0.in = CBX_F(cbx_select_settle)(s0, c, r, lo, hi, dim, i);
            s1.in = CBX_F(cbx_select_settle)(s1, c, r, lo, hi, dim, i + W_LANES);
        }
        count += CBX_F(cbx_select_emit2)(out + count, (uint32_t)i, s0.in | s1.in << W_LANES);
    }
    if (n - i >= W_LANES) {
        const CBX_F(cbx_select_lanes) s = CBX_F(cbx_select_block)(center, apart, within, lo, hi, dim, i, W_LANES);
        count += WOP(emit)(out + count, (uint32_t)i, CBX_F(cbx_select_settle)(s, c, r, lo, hi, dim, i));
        i += W_LANES;
    }
    if (i < n) count += CBX_F(cbx_select_part)(center, apart, within, c, r, lo, hi, dim, i, (unsigned)(n - i), out + count);
    return count;
}

/* An invalid circle or sphere overlaps nothing (cbx_overlap_* is false). */
static size_t CBX_F(cbx_select_circle_aabb2_kernel)(CIRCLE c, const cbx_real *min_x,
                                                    const cbx_real *min_y, const cbx_real *max_x,
                                                    const cbx_real *max_y, size_t n,
                                                    uint32_t *out) {
    if (!CBX_F(cbx_is_valid_circle)(c)) return 0;
    const cbx_real center[2] = {c.center.x, c.center.y};
    const cbx_real *const lo[2] = {min_x, min_y};
    const cbx_real *const hi[2] = {max_x, max_y};
    return CBX_F(cbx_select_run)(center, c.radius, lo, hi, 2, n, out);
}

static size_t CBX_F(cbx_select_sphere_aabb3_kernel)(SPHERE s, const cbx_real *min_x,
                                                    const cbx_real *min_y, const cbx_real *min_z,
                                                    const cbx_real *max_x, const cbx_real *max_y,
                                                    const cbx_real *max_z, size_t n,
                                                    uint32_t *out) {
    if (!CBX_F(cbx_is_valid_sphere)(s)) return 0;
    const cbx_real center[3] = {s.center.x, s.center.y, s.center.z};
    const cbx_real *const lo[3] = {min_x, min_y, min_z};
    const cbx_real *const hi[3] = {max_x, max_y, max_z};
    return CBX_F(cbx_select_run)(center, s.radius, lo, hi, 3, n, out);
}

#undef W
#undef M
#undef W_LANES
#undef WOP
