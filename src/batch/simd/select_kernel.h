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
   lane, in the lane's own precision, for a valid box. A lane the
   certificate decides is therefore right; every other lane goes to the
   exact scalar decision for that one index, which also says `false` for an
   invalid box. Selected indices leave in ascending order through the
   layer's compress-store.

   Two ways through a chunk of block pairs, chosen chunk by chunk:
   - DENSE: per pair, the selected lanes' indices stored at once (the
     layer's compress-store); a lane is selected only if its box also
     passes the screen, a few vector operations on every block (the widths
     h - l: none negative, their sum finite), since a lane whose box is not
     valid (a NaN or infinite bound, min > max) may pass the certificate's
     "within" test on garbage.
   - SPARSE: no screen and no store per pair; the pairs that selected
     anything are noted (where, which lanes), and after the chunk each of
     their selected boxes is checked valid and its index written
     (cbx_select_pairs_sparse).
   The screen costs about a third of the kernel's time on SSE2 in double
   and the store per pair as much again where few boxes are selected, less
   per box the more lanes; the sparse way costs a dozen scalar operations
   per selected box. It is chosen where the chunk before selected at most
   one box in W_LANES + 2 (measured: bench/ab/run.sh's select rows time
   both ways at 2 %, 5 %, 20 % and all boxes selected). */

#include "internal.h"
#include "arith/bits.h"
#include "arith/predicates.inc"

/* Block pairs per chunk: the sparse way reads a chunk's selected boxes
   again while they are in the first levels of cache (32 pairs: 128 boxes
   on SSE2 in double, 1,024 on AVX-512 in float, 12 to 24 KB of 3D
   coordinates), and the chunk's own bookkeeping stays small against its
   work (16 pairs cost AVX-512 in float 6 %). */
#ifndef CBX_SELECT_CHUNK_PAIRS
#  define CBX_SELECT_CHUNK_PAIRS 32u
#endif

/* Beyond this many boxes the arrays are read from memory, and the loop's
   loads must keep coming: the sparse way's pause after each chunk (reading
   the selected boxes again, no new loads) cost the 256- and 512-bit
   kernels a fifth of their bandwidth (bench_select's 16M boxes: AVX-512
   95 -> 75-85 % of a plain sum's); there they go the dense way. The 128-bit
   ones (SSE2, NEON), compute-bound even there, gain (SSE2 39 -> 55 %). */
#ifndef CBX_SELECT_CACHED_BOXES
#  define CBX_SELECT_CACHED_BOXES 65536u
#endif

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

/* One query as scalars: the center and radius, the boxes' coordinate
   arrays per axis. Passed by value, so that no pointer to the kernel's
   copy escapes and the compiler keeps its fields in registers across the
   output stores; but by pointer to the block's classification, which
   clang 14 otherwise copied whole (80 bytes) for every block. The
   dimension travels beside it as a parameter `dim`, 2 or 3 from the
   kernel's entry, and cbx_select_run is inlined there under clang too: a
   constant, so the loops over the axes unroll. As a field of the query,
   clang kept it a number read at run time and every block looped over the
   axes. Both together: the clang-built kernels 1.3-2.2x gcc's time -> at
   SSE2 within 5 %, AVX2 1.1-1.5x, AVX-512 within 20 % (bench/ab). */
typedef struct CBX_F(cbx_select_query) {
    cbx_real c[3], r;
    const cbx_real *lo[3], *hi[3];
} CBX_F(cbx_select_query);

/* The same query in lanes: the center splatted per axis and the two
   thresholds of overlap()'s certificate for r2 = fl(r*r)
   (cbx_dist2_limits, predicates.inc), which depend on r2 alone. */
typedef struct CBX_F(cbx_select_wide) {
    W center[3], apart, within;
} CBX_F(cbx_select_wide);

/* What a block leaves: the lanes certainly selected, and the lanes the exact
   path must decide. */
typedef struct CBX_F(cbx_select_lanes) {
    unsigned in, unsure;
} CBX_F(cbx_select_lanes);

/* Classifies boxes i .. i+k-1 (k <= W_LANES, all of them when k == W_LANES):
   per lane two comparisons decide. With `screen`, a lane is in only if its
   box passes the screen: no width h - l with its sign bit set (the widths'
   bits or'ed, one operation an axis: h - l rounds to a negative number
   exactly when l > h; a -0 width, from h = -0 and l = +0, only sends the
   lane to the exact path) and the widths' sum at most R_MAX (no infinite
   or NaN bound, no overflowing width: a NaN width makes the sum NaN).
   Without it, an in lane may hold an invalid box: the caller checks it. */
static inline CBX_F(cbx_select_lanes)
    CBX_F(cbx_select_block)(const CBX_F(cbx_select_query) *q, int dim, const CBX_F(cbx_select_wide) *v, size_t i,
                            unsigned k, bool screen) {
    W d2 = WOP(splat)(0), width = d2, signs = d2;
    for (int a = 0; a < dim; ++a) {
        const W l = k == W_LANES ? WOP(load)(q->lo[a] + i) : WOP(load_part)(q->lo[a] + i, k);
        const W h = k == W_LANES ? WOP(load)(q->hi[a] + i) : WOP(load_part)(q->hi[a] + i, k);
        const W nearest = WOP(min)(WOP(max)(v->center[a], l), h); /* the clamp, for valid boxes */
        /* nearest - c, not c - nearest: the same square (round to nearest
           is symmetric), and on two-operand SSE the center's register is
           not copied. */
        const W d = WOP(sub)(nearest, v->center[a]);
        const W w = WOP(sub)(h, l);
        /* The first term is taken as it is, as the scalar sum starts with it. */
        d2 = a == 0 ? WOP(mul)(d, d) : WOP(add)(d2, WOP(mul)(d, d));
        width = a == 0 ? w : WOP(add)(width, w);
        signs = a == 0 ? w : WOP(signs)(signs, w);
    }
    /* "Certainly apart" needs no screen: an invalid box is never selected
       (the exact decision says false for it too). */
    const M near = WOP(gt)(v->within, d2);
    const M in = screen ? WOP(mnonneg)(WOP(mand)(near, WOP(le)(width, WOP(splat)(R_MAX))), signs) : near;
    const M decided = WOP(mor)(WOP(gt)(d2, v->apart), in);
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
static unsigned CBX_F(cbx_select_resolve)(const CBX_F(cbx_select_query) *q, int dim, size_t i, unsigned unsure) {
    const cbx_real *const c = q->c, *const *lo = q->lo, *const *hi = q->hi;
    unsigned in = 0;
    for (unsigned j = 0; j < W_LANES; ++j) {
        if (!((unsure >> j) & 1u)) continue;
        const size_t t = i + j;
        bool hit;
        if (dim == 2) {
            const CIRCLE cc = {{c[0], c[1]}, q->r};
            const AABB2 b = {{lo[0][t], lo[1][t]}, {hi[0][t], hi[1][t]}};
            hit = CBX_F(cbx_overlap_circle_aabb2)(cc, b);
        } else {
            const SPHERE s = {{c[0], c[1], c[2]}, q->r};
            const AABB3 b = {{lo[0][t], lo[1][t], lo[2][t]}, {hi[0][t], hi[1][t], hi[2][t]}};
            hit = CBX_F(cbx_overlap_sphere_aabb3)(s, b);
        }
        if (hit) in |= 1u << j;
    }
    return in;
}

/* A block's selected lanes: those it decided in, and those the exact path
   says in among the rest. */
static inline unsigned CBX_F(cbx_select_settle)(CBX_F(cbx_select_query) q, int dim, CBX_F(cbx_select_lanes) s,
                                                size_t i) {
    return s.unsure != 0 ? s.in | CBX_F(cbx_select_resolve)(&q, dim, i, s.unsure) : s.in;
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
static size_t CBX_F(cbx_select_part)(CBX_F(cbx_select_query) q, int dim, CBX_F(cbx_select_wide) v, size_t i,
                                     unsigned k, uint32_t *out) {
    const unsigned in = CBX_F(cbx_select_settle)(q, dim, CBX_F(cbx_select_block)(&q, dim, &v, i, k, true), i);
    size_t count = 0;
    for (unsigned j = 0; j < k; ++j) {
        if ((in >> j) & 1u) out[count++] = (uint32_t)(i + j);
    }
    return count;
}

/* Boxes i .. end-1, a whole number of block pairs, the dense way: two
   blocks at a time with the screen (one test for the rare exact lanes, one
   emit). Indices are written at out; two full blocks may write 2 W_LANES
   slots there, which stay below out + (end - i): the selected indices
   never outrun the boxes read. Returns how many it selected. */
static inline size_t CBX_F(cbx_select_pairs_dense)(CBX_F(cbx_select_query) q, int dim,
                                                   const CBX_F(cbx_select_wide) *v, size_t i, size_t end,
                                                   uint32_t *out) {
    size_t count = 0;
    for (; i < end; i += (size_t)2 * W_LANES) {
        CBX_F(cbx_select_lanes) s0 = CBX_F(cbx_select_block)(&q, dim, v, i, W_LANES, true);
        CBX_F(cbx_select_lanes) s1 = CBX_F(cbx_select_block)(&q, dim, v, i + W_LANES, W_LANES, true);
        if (CBX_UNLIKELY((s0.unsure | s1.unsure) != 0)) {
            s0.in = CBX_F(cbx_select_settle)(q, dim, s0, i);
            s1.in = CBX_F(cbx_select_settle)(q, dim, s1, i + W_LANES);
        }
        count += CBX_F(cbx_select_emit2)(out + count, (uint32_t)i, s0.in | s1.in << W_LANES);
    }
    return count;
}

/* Whether a width h - l lies in [+0, R_MAX]: one comparison of its bits as
   an unsigned integer (a sign bit, an infinity or a NaN makes them
   larger). */
static inline bool CBX_F(cbx_select_width_ok)(cbx_real w) {
#if CBX_IS_DOUBLE
    return cbx_bits_of(w) <= cbx_bits_of(R_MAX);
#else
    return cbx_bits_off(w) <= cbx_bits_off(R_MAX);
#endif
}

/* Whether box t is valid (finite, min <= max on every axis). A width
   outside [+0, R_MAX] (rare: an invalid box, an overflowing width, a -0
   width) sends the box to the full test: cbx_is_valid_aabb2/3's
   (shape/validate.c) written out inline, since a call to them here, though
   never taken on valid data, cost the loop 2-4 % (bench/ab). */
static inline bool CBX_F(cbx_select_box_valid)(CBX_F(cbx_select_query) q, int dim, size_t t) {
    const cbx_real *const *lo = q.lo, *const *hi = q.hi;
    bool ok = true;
    for (int a = 0; a < dim; ++a) ok &= CBX_F(cbx_select_width_ok)(hi[a][t] - lo[a][t]);
    if (CBX_UNLIKELY(!ok)) {
        ok = true;
        for (int a = 0; a < dim; ++a) ok &= (lo[a][t] <= hi[a][t]) & (lo[a][t] >= -R_MAX) & (hi[a][t] <= R_MAX);
    }
    return ok;
}

/* Boxes i .. end-1 (at most CBX_SELECT_CHUNK_PAIRS block pairs), the sparse
   way: no screen; the loop notes, per pair that selected anything, where
   it starts and its lanes (the others store nothing); then each selected
   box is checked valid, and its index written if it is (the lanes the
   exact path selected are valid already and pass again). Returns how many
   it wrote, at most end - i. */
static inline size_t CBX_F(cbx_select_pairs_sparse)(CBX_F(cbx_select_query) q, int dim,
                                                    const CBX_F(cbx_select_wide) *v, size_t i, size_t end,
                                                    uint32_t *out) {
    uint32_t at[CBX_SELECT_CHUNK_PAIRS], bits[CBX_SELECT_CHUNK_PAIRS];
    size_t pairs = 0;
    /* The pair is written out here as in the dense way, not shared through
       a helper: compiled through one, this loop ran 2-11 % slower (bench/ab,
       gcc 12, the same instructions in another order). */
    for (; i < end; i += (size_t)2 * W_LANES) {
        CBX_F(cbx_select_lanes) s0 = CBX_F(cbx_select_block)(&q, dim, v, i, W_LANES, false);
        CBX_F(cbx_select_lanes) s1 = CBX_F(cbx_select_block)(&q, dim, v, i + W_LANES, W_LANES, false);
        if (CBX_UNLIKELY((s0.unsure | s1.unsure) != 0)) {
            s0.in = CBX_F(cbx_select_settle)(q, dim, s0, i);
            s1.in = CBX_F(cbx_select_settle)(q, dim, s1, i + W_LANES);
        }
        at[pairs] = (uint32_t)i;
        bits[pairs] = s0.in | s1.in << W_LANES;
        pairs += bits[pairs] != 0;
    }
    size_t count = 0;
    for (size_t j = 0; j < pairs; ++j) {
        for (unsigned b = bits[j]; b != 0; b &= b - 1u) {
            const uint32_t t = at[j] + (uint32_t)cbx_lowest_bit(b);
            out[count] = t;
            count += CBX_F(cbx_select_box_valid)(q, dim, t);
        }
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
   an aligned block, then chunks of block pairs, then one block, then the
   tail. A chunk goes the sparse way where the chunk before it selected at
   most one box in W_LANES + 2, the dense way otherwise and always first (a
   wrong guess of sparse costs a dense chunk several times its time, the
   other way round less than half). Indices are written at out + count,
   and count never exceeds the boxes read. */
static CBX_CLANG_INLINE size_t CBX_F(cbx_select_run)(CBX_F(cbx_select_query) q, int dim, size_t n, uint32_t *out) {
    CBX_F(cbx_select_wide) v;
    for (int a = 0; a < dim; ++a) v.center[a] = WOP(splat)(q.c[a]);
    const CBX_F(cbx_dist2_limits) lim = CBX_F(cbx_dist2_limits_of)(q.r * q.r);
    v.apart = WOP(splat)(lim.apart);
    v.within = WOP(splat)(lim.within);
    size_t i = CBX_F(cbx_select_head)(q.lo[0], n), count = 0;
    if (i > 0) count = CBX_F(cbx_select_part)(q, dim, v, 0, (unsigned)i, out);
    const size_t two = (size_t)2 * W_LANES, pairs = i + (n - i) / two * two, chunk = CBX_SELECT_CHUNK_PAIRS * two;
    bool sparse = false;
    while (i < pairs) {
        const size_t end = pairs - i > chunk ? i + chunk : pairs;
        size_t got;
        if (sparse) got = CBX_F(cbx_select_pairs_sparse)(q, dim, &v, i, end, out + count);
        else got = CBX_F(cbx_select_pairs_dense)(q, dim, &v, i, end, out + count);
        sparse = got * (W_LANES + 2) <= end - i && (W_LANES * sizeof(cbx_real) <= 16 || n <= CBX_SELECT_CACHED_BOXES);
        count += got;
        i = end;
    }
    if (n - i >= W_LANES) {
        const CBX_F(cbx_select_lanes) s = CBX_F(cbx_select_block)(&q, dim, &v, i, W_LANES, true);
        count += WOP(emit)(out + count, (uint32_t)i, CBX_F(cbx_select_settle)(q, dim, s, i));
        i += W_LANES;
    }
    if (i < n) count += CBX_F(cbx_select_part)(q, dim, v, i, (unsigned)(n - i), out + count);
    return count;
}

/* An invalid circle or sphere overlaps nothing (cbx_overlap_* is false). */
static size_t CBX_F(cbx_select_circle_aabb2_kernel)(CIRCLE c, const cbx_real *min_x,
                                                    const cbx_real *min_y, const cbx_real *max_x,
                                                    const cbx_real *max_y, size_t n,
                                                    uint32_t *out) {
    if (!CBX_F(cbx_is_valid_circle)(c)) return 0;
    const CBX_F(cbx_select_query) q = {{c.center.x, c.center.y, 0}, c.radius, {min_x, min_y, NULL},
                                       {max_x, max_y, NULL}};
    return CBX_F(cbx_select_run)(q, 2, n, out);
}

static size_t CBX_F(cbx_select_sphere_aabb3_kernel)(SPHERE s, const cbx_real *min_x,
                                                    const cbx_real *min_y, const cbx_real *min_z,
                                                    const cbx_real *max_x, const cbx_real *max_y,
                                                    const cbx_real *max_z, size_t n,
                                                    uint32_t *out) {
    if (!CBX_F(cbx_is_valid_sphere)(s)) return 0;
    const CBX_F(cbx_select_query) q = {{s.center.x, s.center.y, s.center.z}, s.radius, {min_x, min_y, min_z},
                                       {max_x, max_y, max_z}};
    return CBX_F(cbx_select_run)(q, 3, n, out);
}

#undef W
#undef M
#undef W_LANES
#undef WOP
