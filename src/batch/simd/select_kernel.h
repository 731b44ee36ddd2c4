/* SPDX-License-Identifier: MIT */
/* The batch kernels, written once against the small SIMD layer of one
   instruction set (simd_<isa>.h) and included as a template body (template.h)
   so that it is compiled for double and for float. No include guard: each
   precision pass needs its own copy.

   Per block of W_LANES boxes the lanes compute exactly what the scalar fast
   path of cbx_overlap_* computes: the clamp of the center into the box (a
   selection, exact), the squared distance d2 = fl(sum fl(d_i^2)) with
   separate roundings (the build forbids contraction, and no fused operation
   is written here), r2 = fl(r*r), and the filter of cbx_dist2_filter
   (predicates.inc): |d2 - r2| > 4 eps (d2 + r2) + 8 true_min. Its proof
   holds lane by lane, in the lane's own precision. A lane the filter decides
   is therefore right; every other lane, and every lane whose box is not
   clean (NaN, infinity, min > max, a width that overflows), goes to the
   exact scalar decision for that one index, which also says `false` for an
   invalid box. Selected indices leave in ascending order through the layer's
   compress-store. */

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
   against the circle or sphere whose center coordinates are `center` and
   whose squared radius is r2, in `dim` dimensions. */
static inline CBX_F(cbx_select_lanes)
    CBX_F(cbx_select_block)(const W *center, W r2, const cbx_real *const *lo,
                            const cbx_real *const *hi, int dim, size_t i, unsigned k) {
    W d2 = WOP(splat)(0), width = WOP(splat)(0);
    M clean = WOP(le)(d2, width); /* all lanes */
    for (int a = 0; a < dim; ++a) {
        const W l = k == W_LANES ? WOP(load)(lo[a] + i) : WOP(load_part)(lo[a] + i, k);
        const W h = k == W_LANES ? WOP(load)(hi[a] + i) : WOP(load_part)(hi[a] + i, k);
        const W q = WOP(min)(WOP(max)(center[a], l), h); /* the clamp, for clean lanes */
        const W d = WOP(sub)(center[a], q);
        const W w = WOP(sub)(h, l);
        /* The first term is taken as it is, as the scalar sum starts with it. */
        d2 = a == 0 ? WOP(mul)(d, d) : WOP(add)(d2, WOP(mul)(d, d));
        width = a == 0 ? w : WOP(add)(width, w);
        clean = WOP(mand)(clean, WOP(le)(l, h));
    }
    clean = WOP(mand)(clean, WOP(le)(width, WOP(splat)(R_MAX)));
    const W bound = WOP(add)(WOP(mul)(WOP(splat)((cbx_real)(4 * R_EPS)), WOP(add)(d2, r2)),
                             WOP(splat)((cbx_real)8 * R_TRUE_MIN));
    /* r2 - d2 is exactly -(d2 - r2): both tests read the same rounded difference. */
    const M in = WOP(gt)(WOP(sub)(r2, d2), bound);
    const M out = WOP(gt)(WOP(sub)(d2, r2), bound);
    const unsigned lanes = (1u << k) - 1u; /* k <= 16 */
    CBX_F(cbx_select_lanes) res;
    res.in = WOP(bits)(WOP(mand)(in, clean)) & lanes;
    res.unsure = ~WOP(bits)(WOP(mand)(clean, WOP(mor)(in, out))) & lanes;
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

/* Every box against a valid circle (dim 2) or sphere (dim 3). Indices are
   written at out + count; a full block may write W_LANES slots there, which
   stay below out + i + W_LANES <= out + n because count <= i. The tail
   writes only what it selects. */
static inline size_t CBX_F(cbx_select_run)(const cbx_real *c, cbx_real r, const cbx_real *const *lo,
                                           const cbx_real *const *hi, int dim, size_t n,
                                           uint32_t *out) {
    W center[3];
    for (int a = 0; a < dim; ++a) center[a] = WOP(splat)(c[a]);
    const W r2 = WOP(splat)(r * r);
    size_t i = 0, count = 0;
    for (; n - i >= W_LANES; i += W_LANES) {
        CBX_F(cbx_select_lanes) s = CBX_F(cbx_select_block)(center, r2, lo, hi, dim, i, W_LANES);
        if (CBX_UNLIKELY(s.unsure != 0))
            s.in |= CBX_F(cbx_select_resolve)(c, r, lo, hi, dim, i, s.unsure);
        count += WOP(emit)(out + count, (uint32_t)i, s.in);
    }
    if (i < n) {
        const unsigned k = (unsigned)(n - i);
        CBX_F(cbx_select_lanes) s = CBX_F(cbx_select_block)(center, r2, lo, hi, dim, i, k);
        if (s.unsure != 0) s.in |= CBX_F(cbx_select_resolve)(c, r, lo, hi, dim, i, s.unsure);
        for (unsigned j = 0; j < k; ++j) {
            if ((s.in >> j) & 1u) out[count++] = (uint32_t)(i + j);
        }
    }
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
