/* SPDX-License-Identifier: MIT */
/* The mover: move a circle (sphere) through a world of boxes and slide.

   Shaped like a character mover (cast, collect, clip, repeat), in small
   steps written once for 2D and 3D on coordinate arrays:
   1. CULL, once per move: only boxes whose bounds meet the bounds of all
      the move can reach (the start grown by r + |d|_1, widened by a few
      ulps so rounding never culls a box the path meets) can block; invalid
      boxes never block and are counted.
   2. CAST each candidate (cast.c) and take the smallest fraction; every box
      blocking at that same fraction blocks together (a crease, a seam
      between two tiles).
   3. PLACE: the center at that fraction is checked against every candidate
      box that the iteration did not start inside (closer than r, exactly); if
      rounding put it inside one, the fraction steps back, as in a cast.
   4. CLIP the rest of the displacement against every blocking normal met
      so far: remove its component into each; where two block (a crease)
      keep only the part along the crease line in 3D, nothing in 2D; where
      three block in 3D, nothing. A normal that is not a coordinate axis
      is rounded, so the clipped motion could still point an ulp into the
      surface and be blocked again at once (a stuck frame); it is tilted
      outward by a few ulps of its own length instead. Axis normals clip
      exactly and need no tilt: a ball rolls on a flat floor at exactly r.
   The guarantees of the casts carry over: each iteration's segment enters
   no box, and its end is checked, so the end center overlaps no box the
   start did not overlap. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "motion/move.c"
#include "template.h"
#else

#include "internal.h"
#include "arith/eft.h"
#include "arith/exact.h"
#include "arith/pow2.h"
#include "motion/cull.h"
#include "batch/select.h"
#include "shape/obb_aligned.inc" /* a quarter-turn OBB as the AABB it is */
#include "shape/frame.inc"       /* the oriented boxes' axes, for their seams */
#include "shape/wall_side.inc"  /* the side of a flat or thin oriented box */
#include "motion/place_back.inc"

/* One box's cast, on arrays. */
typedef struct CBX_F(cbx_move_cast) {
    bool hit;
    cbx_real fraction;
    cbx_real center[3], normal[3], point[3];
} CBX_F(cbx_move_cast);

/* A box in its own axes: the points origin + sum_i u_i axis[i] with lo_i <=
   u_i <= hi_i. An oriented box: its center, its axes made orthonormal as
   its queries make them (shape/frame.inc), -half and half; an axis-aligned
   one: the origin, the world's axes and its bounds (exact). */
typedef struct CBX_F(cbx_move_frame) {
    cbx_real origin[3], axis[3][3], lo[3], hi[3];
} CBX_F(cbx_move_frame);

/* The world seen through its dimension: box k < aabb_count is world.aabb[k],
   else world.obb[k - aabb_count]. */
typedef struct CBX_F(cbx_mover) {
    int n;
    const void *world;
    size_t aabb_count, count;
    bool (*bounds)(const void *world, size_t k, cbx_real *lo, cbx_real *hi); /* false: invalid box */
    /* Oriented box k (k >= aabb_count) as an axis-aligned box: at a quarter
       turn with exact bounds center -+ half (shape/obb_aligned.inc), its
       casts are that box's, and the seam rules read it as a tile
       (cbx_move_tile). */
    bool (*aligned)(const void *world, size_t k, cbx_real *lo, cbx_real *hi);
    CBX_F(cbx_move_cast) (*cast)(const void *world, size_t k, const cbx_real *p, cbx_real r, const cbx_real *d);
    bool (*penetrates)(const void *world, size_t k, const cbx_real *p, cbx_real r);
    /* Oriented box k a flat or thin wall that p lies on one side of and c
       not (shape/wall_side.inc: c within its slab or beyond, over its face). */
    bool (*crosses)(const void *world, size_t k, const cbx_real *p, const cbx_real *c, cbx_real r);
    /* Box k in its own axes (the oriented seams of move_seams.inc): false
       for an invalid box. */
    bool (*frame)(const void *world, size_t k, CBX_F(cbx_move_frame) *f);
} CBX_F(cbx_mover);

#if CBX_IS_DOUBLE
/* Step 4 computes in double for both precisions (a float is exact in
   double), on a copy scaled by a power of two to magnitude ~1, so that no
   dot product overflows or underflows at 1e300 or 1e-300. */

static inline double cbx_move_dot(const double *a, const double *b, int n) {
    double s = 0;
    for (int i = 0; i < n; ++i) s += a[i] * b[i];
    return s;
}

/* A unit normal that is exactly a coordinate axis clips exactly. */
static inline bool cbx_move_is_axis(const double *nrm, int n) {
    int nonzero = 0;
    for (int i = 0; i < n; ++i) nonzero += !cbx_eq(nrm[i], 0);
    return nonzero == 1;
}

/* The outward tilt: a few of the caller's ulps (eps) of |v|_1. */
static inline double cbx_move_tilt(const double *v, int n, double eps) {
    double size = 0;
    for (int i = 0; i < n; ++i) size += CBX_FABS(v[i]);
    return (16 * eps) * size;
}

/* v minus its component into the unit normal nrm (if it points into it),
   tilted outward by a few of the caller's ulps (eps) when nrm is not an
   axis (see step 4). */
static void cbx_move_clip_one(double *v, const double *nrm, int n, double eps) {
    const double into = cbx_move_dot(v, nrm, n);
    if (!(into < 0)) return;
    const double tilt = cbx_move_is_axis(nrm, n) ? 0 : cbx_move_tilt(v, n, eps);
    for (int i = 0; i < n; ++i) v[i] -= (into - tilt) * nrm[i];
}

/* v tilted outward off every diagonal normal it does not clearly point
   out of (the dot product below the tilt), by cbx_move_clip_one's tilt
   beyond its part into it: for a body whose block came back with a clip
   that changed nothing (an oriented box's frame may judge a motion an ulp
   away from it as going in). */
static void cbx_move_nudge_scaled(double *v, const double (*normals)[3], int count, int n, double eps) {
    for (int c = 0; c < count; ++c) {
        const double into = cbx_move_dot(v, normals[c], n), tilt = cbx_move_tilt(v, n, eps);
        if (into > tilt || cbx_move_is_axis(normals[c], n)) continue;
        const double out = (into < 0 ? -into : 0) + tilt;
        for (int i = 0; i < n; ++i) v[i] += out * normals[c][i];
    }
}

/* Does v point into none of normals[0..count) except those listed in skip? */
static bool cbx_move_clear_of(const double *v, const double (*normals)[3], int count, int n, int skip1, int skip2) {
    for (int c = 0; c < count; ++c)
        if (c != skip1 && c != skip2 && cbx_move_dot(v, normals[c], n) < 0) return false;
    return true;
}

/* p_j q_k - p_k q_j to a few ulps of itself, whatever the cancellation
   (TwoProduct's error terms): the cross product of two nearly parallel
   normals keeps its direction. */
static inline double cbx_move_cross_term(double pj, double qk, double pk, double qj) {
    double e, f;
    const double x = cbx_two_prod(pj, qk, &e), y = cbx_two_prod(pk, qj, &f);
    return (x - y) + (e - f);
}

/* v along the crease of the unit normals p and q (the line e = p x q), in
   w; false where p and q are parallel. The cross product keeps its
   direction to a few ulps however close p and q are (an independent
   tester: formed plainly, the crease of two normals an ulp apart pointed
   0.12 |v| into both), so w . p and w . q are 0 to a few ulps of |w|, and
   exactly 0 where p and q are axes (a floor and a wall: the ball rolls at
   exactly r). */
static bool cbx_move_crease(const double *v, const double *p, const double *q, double *w) {
    const double e[3] = {cbx_move_cross_term(p[1], q[2], p[2], q[1]), cbx_move_cross_term(p[2], q[0], p[0], q[2]),
                         cbx_move_cross_term(p[0], q[1], p[1], q[0])};
    const double e2 = cbx_move_dot(e, e, 3);
    if (!(e2 > 0)) return false;
    const double along = cbx_move_dot(v, e, 3) / e2;
    for (int i = 0; i < 3; ++i) w[i] = along * e[i];
    return true;
}

/* Does the crease w point into none of normals[0..count), each allowed
   the crease's rounding, 4 eps |w|_1 (a quarter of the clip's tilt)? Its own two
   normals are asked too, and so is a normal recorded twice or an ulp
   from one of them (skipping only the pair's own slots, a normal
   recorded twice refused every crease with it: an independent tester's
   finding, a third of such cases). A tilt off both instead made creases
   of axis normals inexact and could not leave a narrow V-groove. */
static bool cbx_move_crease_clear(const double *w, const double (*normals)[3], int count, double eps) {
    const double slack = -cbx_move_tilt(w, 3, eps) / 4;
    for (int c = 0; c < count; ++c)
        if (cbx_move_dot(w, normals[c], 3) < slack) return false;
    return true;
}

/* v clipped against every normal in normals[0..count): step 4. As in the
   classic slide move: the first single surface whose clip leaves v clear of
   all the others; else a crease (the line along two surfaces, in 3D); else
   nothing. Trying each surface on its own first matters at a seam, where
   two nearly parallel normals (a floor face, the next tile's corner) each
   block: the clip against the one must not be refused for grazing the other. */
static void cbx_move_clip_scaled(double *v, const double (*normals)[3], int count, int n, double eps) {
    if (cbx_move_clear_of(v, normals, count, n, -1, -1)) return;
    double w[3];
    for (int a = 0; a < count; ++a) {
        if (!(cbx_move_dot(v, normals[a], n) < 0)) continue;
        for (int i = 0; i < 3; ++i) w[i] = v[i];
        cbx_move_clip_one(w, normals[a], n, eps);
        if (cbx_move_clear_of(w, normals, count, n, a, -1)) {
            for (int i = 0; i < n; ++i) v[i] = w[i];
            return;
        }
    }
    if (n == 3) {
        for (int a = 0; a < count; ++a) {
            for (int b = a + 1; b < count; ++b) {
                if (cbx_move_crease(v, normals[a], normals[b], w) && cbx_move_crease_clear(w, normals, count, eps)) {
                    for (int i = 0; i < 3; ++i) v[i] = w[i];
                    return;
                }
            }
        }
    }
    for (int i = 0; i < n; ++i) v[i] = 0; /* a corner: no free direction along the surfaces */
}

/* w scaled down as a whole where a component exceeds `limit` (the largest
   finite value, at w's scale), so that its direction, which the clip made
   clear of every surface, survives: clipped one by one at the limit, a
   velocity near the top of the range pointed into the surface (an
   independent tester: (DBL_MAX, DBL_MAX) against (0.6, -0.8)). Zero
   components stay zero, so an axis surface's clip stays exact, and the
   tilt covers the products' rounding. */
static void cbx_move_fit_range(double *w, int n, double limit) {
    double big = 0;
    for (int i = 0; i < n; ++i) big = big > CBX_FABS(w[i]) ? big : CBX_FABS(w[i]);
    if (!(big > limit)) return;
    const double k = limit / big * (1 - 4 * DBL_EPSILON);
    for (int i = 0; i < n; ++i) w[i] *= k;
}
#endif

/* Step 4 on the caller's precision: scaled, clipped in double, scaled
   back (as a whole within the largest finite value). */
static CBX_ALWAYS_INLINE void CBX_F(cbx_clip_all)(cbx_real *v, const cbx_real (*normals)[3], int count, int n, bool nudge) {
    double m = 0;
    for (int i = 0; i < n; ++i) m = m > R_FABS(v[i]) ? m : (double)R_FABS(v[i]);
    if (!(m > 0)) return;
    const int e = cbx_exponent(m);
    double w[3] = {0, 0, 0}, nd[CBX_MOVE_MAX_HITS][3];
    for (int i = 0; i < n; ++i) w[i] = cbx_scale2((double)v[i], -e);
    for (int c = 0; c < count; ++c)
        for (int i = 0; i < 3; ++i) nd[c][i] = (double)normals[c][i];
    if (nudge)
        cbx_move_nudge_scaled(w, (const double(*)[3])nd, count, n, (double)R_EPS);
    else
        cbx_move_clip_scaled(w, (const double(*)[3])nd, count, n, (double)R_EPS);
    cbx_move_fit_range(w, n, cbx_scale2((double)R_MAX, -e));
    for (int i = 0; i < n; ++i) {
        const double x = cbx_scale2(w[i], e);
        v[i] = (cbx_real)(x > (double)R_MAX ? (double)R_MAX : (x < -(double)R_MAX ? -(double)R_MAX : x));
    }
}

/* The move on arrays: the steps above, repeated. */
#define CBX_MOVE_CANDIDATES 256
typedef struct CBX_F(cbx_move_state) {
    cbx_real center[3];
    cbx_real remaining[3];
    int hit_count;
    int recorded;
    cbx_real normals[CBX_MOVE_MAX_HITS][3];
    cbx_real points[CBX_MOVE_MAX_HITS][3];
    size_t boxes[CBX_MOVE_MAX_HITS];
    size_t invalid_boxes;
    /* Step 1's result: the boxes the whole move can reach, or all valid
       boxes re-culled each time when more than fit here. */
    size_t candidates[CBX_MOVE_CANDIDATES];
    size_t candidate_count;
    bool overflow;
    cbx_real reach_lo[3], reach_hi[3];
    cbx_real reach_radius; /* the ball of all the move can reach: start, |d|_1 + r and slack */
} CBX_F(cbx_move_state);

/* Step 1, once per move. Every position of the move lies within |d|_1 of
   the start (each iteration travels part of what remains, and clipping
   never lengthens what remains; the outward tilt adds a few ulps, covered
   by the slack), so a box that the bounds of that reach miss never blocks. */
/* The bounds of all a move can reach from its start (step 1). */
static void CBX_F(cbx_move_reach)(CBX_F(cbx_move_state) *st, cbx_real r, int n) {
    cbx_real reach = 0;
    for (int i = 0; i < n; ++i) reach += R_FABS(st->remaining[i]);
    reach = reach * (1 + (cbx_real)1e-3) + r;
    cbx_real slack_max = 0;
    for (int i = 0; i < n; ++i) {
        const cbx_real slack = (8 * R_EPS) * (R_FABS(st->center[i]) + reach) + R_MIN;
        slack_max = slack_max > slack ? slack_max : slack;
        st->reach_lo[i] = st->center[i] - reach - slack;
        st->reach_hi[i] = st->center[i] + reach + slack;
    }
    st->reach_radius = reach + 2 * slack_max;
    st->invalid_boxes = 0;
    st->candidate_count = 0;
    st->overflow = false;
}

/* Box k kept as a candidate (step 1). */
static inline void CBX_F(cbx_move_keep)(CBX_F(cbx_move_state) *st, size_t k) {
    if (st->candidate_count < CBX_MOVE_CANDIDATES) st->candidates[st->candidate_count] = k;
    else st->overflow = true;
    ++st->candidate_count;
}

/* Step 1 for axis-aligned box k, from the cull's verdict (cull.h): kept if
   it meets the reach; 1 if it is invalid, for the caller's count. The
   scans count invalid boxes in a local and add it to the state once:
   clang 14 kept st->invalid_boxes in memory and added to it on every box,
   a load and a store the next box waited for (a 2D scan of 100,000 boxes
   1.25x gcc's time). */
static inline size_t CBX_F(cbx_move_take)(CBX_F(cbx_move_state) *st, size_t k, int verdict) {
    if (verdict == CBX_CULL_NEAR) CBX_F(cbx_move_keep)(st, k);
    return verdict == CBX_CULL_INVALID;
}

/* Step 1 for the axis-aligned boxes of a 3D world, right after the reach
   (no candidate yet): in double the level's vector scan where it has one
   (batch/simd/reach_avx2.h: two loads a box, where SSE2 takes three and
   three shuffles), else box by box with the cull's verdict. */
static inline void CBX_F(cbx_move_cull3)(CBX_F(cbx_move_state) *st, const AABB3 *boxes, size_t n) {
#if CBX_IS_DOUBLE
    const cbx_select_kernels *level = cbx_select_current();
    if (level->reach_aabb3 != NULL) {
        st->candidate_count = level->reach_aabb3(boxes, n, st->reach_lo, st->reach_hi, st->candidates,
                                                 CBX_MOVE_CANDIDATES, &st->invalid_boxes);
        st->overflow = st->candidate_count > CBX_MOVE_CANDIDATES;
        return;
    }
#endif
    const CBX_F(cbx_cull_reach) reach = CBX_F(cbx_cull_reach_of)(st->reach_lo, st->reach_hi, 3);
    size_t invalid = 0;
    for (size_t k = 0; k < n; ++k) invalid += CBX_F(cbx_move_take)(st, k, CBX_F(cbx_cull_aabb3)(&boxes[k], &reach));
    st->invalid_boxes += invalid;
}

/* The same for the axis-aligned boxes of a 2D world, box by box. */
static inline void CBX_F(cbx_move_cull2)(CBX_F(cbx_move_state) *st, const AABB2 *boxes, size_t n) {
    const CBX_F(cbx_cull_reach) reach = CBX_F(cbx_cull_reach_of)(st->reach_lo, st->reach_hi, 2);
    size_t invalid = 0;
    for (size_t k = 0; k < n; ++k) invalid += CBX_F(cbx_move_take)(st, k, CBX_F(cbx_cull_aabb2)(&boxes[k], &reach));
    st->invalid_boxes += invalid;
}

/* Step 1 for oriented box k with bounds [lo, hi] (valid: whether the box
   is): counted if invalid, kept if its bounds meet the reach. */
static inline void CBX_F(cbx_move_consider)(CBX_F(cbx_move_state) *st, size_t k, bool valid, const cbx_real *lo,
                                            const cbx_real *hi, int n) {
    if (!valid) {
        ++st->invalid_boxes;
        return;
    }
    for (int i = 0; i < n; ++i)
        if (hi[i] < st->reach_lo[i] || lo[i] > st->reach_hi[i]) return;
    CBX_F(cbx_move_keep)(st, k);
}

/* The boxes an index found (count of them, found[] holding the first up to
   CBX_MOVE_CANDIDATES) as the candidates, in ascending order: the order a
   scan considers them in, so that a tie between boxes met at the same
   fraction is broken the same way with and without the index (the same
   answers, as the header promises). */
static void CBX_F(cbx_move_take_found)(CBX_F(cbx_move_state) *st, const uint32_t *found, size_t count) {
    /* insertion sort of the kept ones into the candidate list */
    for (size_t j = 0; j < count && j < CBX_MOVE_CANDIDATES; ++j) {
        size_t i = j;
        for (; i > 0 && st->candidates[i - 1] > found[j]; --i) st->candidates[i] = st->candidates[i - 1];
        st->candidates[i] = found[j];
    }
    st->candidate_count = count;
    st->overflow = count > CBX_MOVE_CANDIDATES;
}

/* The j-th box to consider, or SIZE_MAX to skip it (overflow: the list did
   not hold them all, so every box is tested against the reach again). */
static size_t CBX_F(cbx_move_box)(const CBX_F(cbx_mover) *m, const CBX_F(cbx_move_state) *st, size_t j) {
    if (!st->overflow) return st->candidates[j];
    cbx_real lo[3], hi[3];
    if (!m->bounds(m->world, j, lo, hi)) return SIZE_MAX;
    for (int i = 0; i < m->n; ++i)
        if (hi[i] < st->reach_lo[i] || lo[i] > st->reach_hi[i]) return SIZE_MAX;
    return j;
}

static size_t CBX_F(cbx_move_boxes)(const CBX_F(cbx_mover) *m, const CBX_F(cbx_move_state) *st) {
    return st->overflow ? m->count : st->candidate_count;
}

/* True when the center c is inside (closer than r to) a candidate box that p was not, or
   past a flat or thin oriented one that p was outside of, other than `skip` (the box
   whose cast already checked c). */
static bool CBX_F(cbx_move_new_overlap)(const CBX_F(cbx_mover) *m, const CBX_F(cbx_move_state) *st, const cbx_real *p,
                                        const cbx_real *c, cbx_real r, size_t skip) {
    for (size_t j = 0; j < CBX_F(cbx_move_boxes)(m, st); ++j) {
        const size_t k = CBX_F(cbx_move_box)(m, st, j);
        if (k == SIZE_MAX || k == skip) continue;
        if (m->penetrates(m->world, k, c, r) && !m->penetrates(m->world, k, p, r))
            return true;
        if (k >= m->aabb_count && m->crosses(m->world, k, p, c, r)) return true;
    }
    return false;
}

/* The blocks of one step, tied at its first fraction, recorded (as many
   as the state holds) and counted. (normals and points are read only; C11
   cannot take an array of arrays as a pointer to const ones.) */
static void CBX_F(cbx_move_record)(CBX_F(cbx_move_state) *st, int tied, const size_t *blockers,
                                   cbx_real (*normals)[3], cbx_real (*points)[3]) { /* NOLINT(readability-non-const-parameter) */
    for (int t = 0; t < tied; ++t) {
        if (st->recorded < CBX_MOVE_MAX_HITS) {
            for (int i = 0; i < 3; ++i) {
                st->normals[st->recorded][i] = normals[t][i];
                st->points[st->recorded][i] = points[t][i];
            }
            st->boxes[st->recorded] = blockers[t];
            ++st->recorded;
        }
        ++st->hit_count;
    }
}

/* The placement check's state for cbx_place_back (place_back.inc). */
typedef struct CBX_F(cbx_move_placing) {
    const CBX_F(cbx_mover) *m;
    const CBX_F(cbx_move_state) *st;
    cbx_real r;
} CBX_F(cbx_move_placing);

static bool CBX_F(cbx_move_place_clear)(const void *ctx, cbx_real f) {
    const CBX_F(cbx_move_placing) *q = (const CBX_F(cbx_move_placing) *)ctx;
    cbx_real end[3] = {0, 0, 0};
    for (int i = 0; i < q->m->n; ++i) end[i] = R_MOVED(q->st->center[i], q->st->remaining[i], f);
    return !CBX_F(cbx_move_new_overlap)(q->m, q->st, q->st->center, end, q->r, SIZE_MAX);
}

/* The end of a blocked step at fraction f of the remaining motion, the
   center end[] the chooser's cast placed there: where it newly overlaps
   some other box (the chooser's cast checked its own), stepped back
   (place_back.inc: fractions an ulp apart, doubling steps, halvings);
   returned: the fraction kept, end[] its center. */
static cbx_real CBX_F(cbx_move_place)(const CBX_F(cbx_mover) *m, const CBX_F(cbx_move_state) *st, cbx_real r,
                                      cbx_real f, size_t chooser, cbx_real *end) {
    if (!(f > 0) || !CBX_F(cbx_move_new_overlap)(m, st, st->center, end, r, chooser)) return f;
    const CBX_F(cbx_move_placing) q = {m, st, r};
    f = CBX_F(cbx_place_back)(f, CBX_F(cbx_move_place_clear), &q);
    for (int i = 0; i < m->n; ++i) end[i] = R_MOVED(st->center[i], st->remaining[i], f);
    return f;
}

/* The first blocks of one step: their fraction, the boxes tied at it, their
   normals and points, and the center the last of them placed. */
typedef struct CBX_F(cbx_move_blocks) {
    bool point; /* the body is a point (r = 0) */
    bool any;
    int tied;
    cbx_real best;
    size_t chooser; /* the box whose cast checked `end`, or SIZE_MAX */
    size_t blockers[CBX_MOVE_MAX_HITS];
    cbx_real normals[CBX_MOVE_MAX_HITS][3], points[CBX_MOVE_MAX_HITS][3], end[3];
} CBX_F(cbx_move_blocks);

/* (move_seams.inc calls it: a seam's block is taken as a box's) */
static CBX_ALWAYS_INLINE void CBX_F(cbx_move_add_block)(const CBX_F(cbx_mover) *m, const CBX_F(cbx_move_state) *st,
                                                         CBX_F(cbx_move_blocks) *b, size_t k, size_t chooser,
                                                         const CBX_F(cbx_move_cast) *c);

#include "motion/move_seams.inc"

/* A block of box k (chooser: k, or SIZE_MAX where no cast of k checked
   its center) taken if it is among the first. */
static CBX_ALWAYS_INLINE void CBX_F(cbx_move_add_block)(const CBX_F(cbx_mover) *m, const CBX_F(cbx_move_state) *st,
                                                         CBX_F(cbx_move_blocks) *b, size_t k, size_t chooser,
                                                         const CBX_F(cbx_move_cast) *c) {
    if (!c->hit || c->fraction > b->best) return;
    if (!b->any || c->fraction < b->best) b->tied = 0;
    b->any = true;
    b->best = c->fraction;
    b->chooser = chooser;
    for (int i = 0; i < m->n; ++i) b->end[i] = c->center[i];
    if (b->tied == CBX_MOVE_MAX_HITS) return;
    b->blockers[b->tied] = k;
    for (int i = 0; i < 3; ++i) {
        b->normals[b->tied][i] = c->normal[i];
        b->points[b->tied][i] = c->point[i];
    }
    CBX_F(cbx_move_unghost)(m, st, k, b->point, b->points[b->tied], b->normals[b->tied]);
    ++b->tied;
}

/* Steps 2 and 3: cast, take the first block(s), place. Returns false when
   nothing blocked (the center then moved the whole way). */
static bool CBX_F(cbx_move_iterate)(const CBX_F(cbx_mover) *m, CBX_F(cbx_move_state) *st, cbx_real r) {
    const int n = m->n;
    CBX_F(cbx_move_blocks) b;
    b.point = R_EQ(r, 0);
    b.any = false;
    b.tied = 0;
    b.best = 1;
    b.chooser = SIZE_MAX;
    for (size_t j = 0; j < CBX_F(cbx_move_boxes)(m, st); ++j) {
        const size_t k = CBX_F(cbx_move_box)(m, st, j);
        if (k == SIZE_MAX) continue;
        const CBX_F(cbx_move_cast) c = m->cast(m->world, k, st->center, r, st->remaining);
        CBX_F(cbx_move_add_block)(m, st, &b, k, k, &c);
    }
    if (CBX_UNLIKELY(b.point)) CBX_F(cbx_move_seams)(m, st, &b);
    /* Step 3. Nothing blocked: every cast placed and checked this very end
       (fl(p + 1 d), the same doubles). A block at fraction 0: the center
       stays. Otherwise the other boxes have not seen this end yet. */
    if (!b.any) {
        for (int i = 0; i < n; ++i) {
            st->center[i] = R_MOVED(st->center[i], st->remaining[i], 1);
            st->remaining[i] = 0;
        }
        return false;
    }
    const cbx_real f = CBX_F(cbx_move_place)(m, st, r, b.best, b.chooser, b.end);
    for (int i = 0; i < n; ++i) {
        st->remaining[i] = st->remaining[i] * (1 - f);
        st->center[i] = b.end[i];
    }
    if (CBX_F(cbx_move_lift)(m, st, r, b.tied, b.blockers, (const cbx_real(*)[3])b.normals, (const cbx_real(*)[3])b.points))
        return true; /* no block recorded: the seam's was a ghost */
    (void)CBX_F(cbx_move_seam_oriented)(m, st, r, &b);
    CBX_F(cbx_move_record)(st, b.tied, b.blockers, b.normals, b.points);
    return true;
}

/* Steps 2 to 4, repeated; the cull (step 1) is done by the caller. */
static void CBX_F(cbx_move_run)(const CBX_F(cbx_mover) *m, CBX_F(cbx_move_state) *st, cbx_real r, int max_iterations) {
    const int iterations = max_iterations < 1 ? 1 : max_iterations;
    for (int it = 0; it < iterations; ++it) {
        bool moving = false;
        for (int i = 0; i < m->n; ++i) moving |= !R_EQ(st->remaining[i], 0);
        if (!moving) return;
        cbx_real was[6];
        for (int i = 0; i < 3; ++i) was[i] = st->center[i], was[3 + i] = st->remaining[i];
        if (!CBX_F(cbx_move_iterate)(m, st, r)) return;
        CBX_F(cbx_clip_all)(st->remaining, (const cbx_real(*)[3])st->normals, st->recorded, m->n, false);
        bool same = true;
        for (int i = 0; i < m->n; ++i) same = same && R_EQ(was[i], st->center[i]) && R_EQ(was[3 + i], st->remaining[i]);
        /* A block at once that the clip left as it was: the cast's exact
           sign saw the motion go in by an ulp where the rounded normal's dot
           product is 0 (a body an ulp into an edge, moving along it), and
           every iteration would block again (an independent tester's
           finding: frozen bodies, 2 of 369 tangent moves along edges, 22 of
           1,107 along oriented boxes). Clipped again with every diagonal
           normal's outward tilt. */
        if (same) CBX_F(cbx_clip_all)(st->remaining, (const cbx_real(*)[3])st->normals, st->recorded, m->n, true);
    }
}

/* cbx_is_valid_aabb2/3 on arrays (the bounds of box k, read again where the
   cull's list of candidates overflowed; the cull itself takes cull.h's
   verdict). */
static inline bool CBX_F(cbx_valid_bounds)(const cbx_real *lo, const cbx_real *hi, int n) {
    bool ok = true;
    for (int i = 0; i < n; ++i) {
        ok &= R_FINITE(lo[i]);
        ok &= R_FINITE(hi[i]);
        ok &= lo[i] <= hi[i];
    }
    return ok;
}

/* The index's names put the precision after the dimension (cbx_index2f_count). */
#if CBX_IS_DOUBLE
#define CBX_MOVE_INDEX2(name) cbx_index2_##name
#define CBX_MOVE_INDEX3(name) cbx_index3_##name
#define CBX_MOVE_INDEX2_T cbx_index2
#define CBX_MOVE_INDEX3_T cbx_index3
#else
#define CBX_MOVE_INDEX2(name) cbx_index2f_##name
#define CBX_MOVE_INDEX3(name) cbx_index3f_##name
#define CBX_MOVE_INDEX2_T cbx_index2f
#define CBX_MOVE_INDEX3_T cbx_index3f
#endif

/* ---- 2D ------------------------------------------------------------------ */

static bool CBX_F(cbx_world2_bounds)(const void *world, size_t k, cbx_real *lo, cbx_real *hi) {
    const WORLD2 *w = (const WORLD2 *)world;
    if (k < w->aabb_count) {
        const AABB2 b = w->aabb[k];
        lo[0] = b.min.x, lo[1] = b.min.y, hi[0] = b.max.x, hi[1] = b.max.y;
        return CBX_F(cbx_valid_bounds)(lo, hi, 2);
    }
    const OBB2 b = w->obb[k - w->aabb_count];
    if (!CBX_F(cbx_is_valid_obb2)(b)) return false;
    const cbx_real ac = R_FABS(b.rot.c), as = R_FABS(b.rot.s);
    /* The rotated extents, grown for the rotation's rounding and tolerance. */
    const cbx_real ex = (ac * b.half.x + as * b.half.y) * (1 + (cbx_real)1e-5);
    const cbx_real ey = (as * b.half.x + ac * b.half.y) * (1 + (cbx_real)1e-5);
    lo[0] = b.center.x - ex, lo[1] = b.center.y - ey, hi[0] = b.center.x + ex, hi[1] = b.center.y + ey;
    return true;
}

static bool CBX_F(cbx_world2_aligned)(const void *world, size_t k, cbx_real *lo, cbx_real *hi) {
    const WORLD2 *w = (const WORLD2 *)world;
    const OBB2 b = w->obb[k - w->aabb_count];
    AABB2 a;
    if (!CBX_F(cbx_is_valid_obb2)(b) || !CBX_F(cbx_obb2_aligned)(&b, &a)) return false;
    lo[0] = a.min.x, lo[1] = a.min.y, hi[0] = a.max.x, hi[1] = a.max.y;
    return true;
}

static bool CBX_F(cbx_world2_frame)(const void *world, size_t k, CBX_F(cbx_move_frame) *f) {
    const WORLD2 *w = (const WORLD2 *)world;
    const OBB2 b = w->obb[k - w->aabb_count];
    if (!CBX_F(cbx_is_valid_obb2)(b)) return false;
    const ROT2 u = CBX_F(cbx_rot2_unit)(b.rot);
    const cbx_real axis[2][3] = {{u.c, u.s, 0}, {-u.s, u.c, 0}};
    const cbx_real origin[3] = {b.center.x, b.center.y, 0}, half[3] = {b.half.x, b.half.y, 0};
    for (int i = 0; i < 3; ++i) {
        f->origin[i] = origin[i];
        f->lo[i] = -half[i];
        f->hi[i] = half[i];
        for (int j = 0; j < 3; ++j) f->axis[i][j] = i < 2 ? axis[i][j] : (cbx_real)(j == 2);
    }
    return true;
}

static CBX_F(cbx_move_cast) CBX_F(cbx_world2_cast)(const void *world, size_t k, const cbx_real *p, cbx_real r,
                                                   const cbx_real *d) {
    const WORLD2 *w = (const WORLD2 *)world;
    const CIRCLE c = {{p[0], p[1]}, r};
    const VEC2 dv = {d[0], d[1]};
    const CAST2 o = k < w->aabb_count ? CBX_F(cbx_cast_circle_aabb2)(c, dv, w->aabb[k])
                                      : CBX_F(cbx_cast_circle_obb2)(c, dv, w->obb[k - w->aabb_count]);
    CBX_F(cbx_move_cast) out = {o.hit, o.fraction, {o.center.x, o.center.y, 0}, {o.normal.x, o.normal.y, 0},
                                {o.point.x, o.point.y, 0}};
    return out;
}

static bool CBX_F(cbx_world2_penetrates)(const void *world, size_t k, const cbx_real *p, cbx_real r) {
    const WORLD2 *w = (const WORLD2 *)world;
    const CIRCLE c = {{p[0], p[1]}, r};
    return k < w->aabb_count ? CBX_F(cbx_circle_penetrates_aabb2)(c, w->aabb[k])
                             : CBX_F(cbx_circle_penetrates_obb2)(c, w->obb[k - w->aabb_count]);
}

/* (cbx_mover's crosses) */
static bool CBX_F(cbx_world2_crosses)(const void *world, size_t k, const cbx_real *p, const cbx_real *c, cbx_real r) {
    const WORLD2 *w = (const WORLD2 *)world;
    if (k < w->aabb_count) return false;
    const OBB2 b = w->obb[k - w->aabb_count];
    const VEC2 q = {p[0], p[1]};
    if (!CBX_F(cbx_wall2_may_be)(b, q, r) || !CBX_F(cbx_is_valid_obb2)(b)) return false;
    CBX_F(cbx_wall) wall;
    CBX_F(cbx_wall2_make)(&wall, CBX_F(cbx_rot2_unit)(b.rot), b, q, r);
    return CBX_F(cbx_wall_crossed)(&wall, c);
}

/* The mover with an optional index over the world's axis-aligned boxes. */
static MOVE2 CBX_F(cbx_move_circle2_core)(WORLD2 world, const CBX_MOVE_INDEX2_T *index, CIRCLE c, VEC2 displacement,
                                         int max_iterations) {
    MOVE2 out;
    out.center.x = out.center.y = R_NAN;
    out.remaining.x = out.remaining.y = 0;
    out.hit_count = 0;
    out.invalid_boxes = 0;
    for (int h = 0; h < CBX_MOVE_MAX_HITS; ++h) {
        out.hits[h].normal = out.remaining;
        out.hits[h].point = out.remaining;
        out.hits[h].box = UINT32_MAX;
        out.hits[h].oriented = false;
    }
    if (!CBX_F(cbx_is_valid_circle)(c) || !CBX_F(cbx_is_finite_vec2)(displacement)) return out;
    if (world.aabb == NULL) world.aabb_count = 0;
    if (world.obb == NULL) world.obb_count = 0;
    const CBX_F(cbx_mover) m = {2, &world, world.aabb_count, world.aabb_count + world.obb_count,
                                CBX_F(cbx_world2_bounds), CBX_F(cbx_world2_aligned), CBX_F(cbx_world2_cast),
                                CBX_F(cbx_world2_penetrates), CBX_F(cbx_world2_crosses), CBX_F(cbx_world2_frame)};
    CBX_F(cbx_move_state) st;
    st.center[0] = c.center.x, st.center[1] = c.center.y, st.center[2] = 0;
    st.remaining[0] = displacement.x, st.remaining[1] = displacement.y, st.remaining[2] = 0;
    st.hit_count = st.recorded = 0;
    CBX_F(cbx_move_reach)(&st, c.radius, 2);
    /* The index answers which boxes the disk of all the move can reach
       meets (exactly, as a scan would); the obb loop below adds its own.
       Where that disk's radius overflows (a displacement of (2^1023,
       2^1023)), it is no valid circle, which the index's query answers
       with nothing: the scan then, whose bounds may be infinite (the
       indexed mover went through every box there: an independent
       oracle's finding). */
    if (index != NULL && CBX_MOVE_INDEX2(count)(index) == world.aabb_count && st.reach_radius <= R_MAX) {
        const CIRCLE reach = {c.center, st.reach_radius};
        uint32_t found[CBX_MOVE_CANDIDATES];
        const size_t count = CBX_MOVE_INDEX2(query_circle)(index, reach, found, CBX_MOVE_CANDIDATES);
        CBX_F(cbx_move_take_found)(&st, found, count);
    } else {
        CBX_F(cbx_move_cull2)(&st, world.aabb, world.aabb_count);
    }
    for (size_t k = world.aabb_count; k < m.count; ++k) {
        cbx_real lo[3], hi[3];
        const bool valid = CBX_F(cbx_world2_bounds)(&world, k, lo, hi);
        CBX_F(cbx_move_consider)(&st, k, valid, lo, hi, 2);
    }
    CBX_F(cbx_move_run)(&m, &st, c.radius, max_iterations);
    out.center.x = st.center[0], out.center.y = st.center[1];
    out.remaining.x = st.remaining[0], out.remaining.y = st.remaining[1];
    out.hit_count = st.hit_count;
    out.invalid_boxes = st.invalid_boxes;
    for (int h = 0; h < st.recorded; ++h) {
        MOVE_HIT2 *hit = &out.hits[h];
        hit->normal.x = st.normals[h][0], hit->normal.y = st.normals[h][1];
        hit->point.x = st.points[h][0], hit->point.y = st.points[h][1];
        hit->oriented = st.boxes[h] >= world.aabb_count;
        hit->box = (uint32_t)(hit->oriented ? st.boxes[h] - world.aabb_count : st.boxes[h]);
    }
    return out;
}

MOVE2 CBX_F(cbx_move_circle2)(WORLD2 world, CIRCLE c, VEC2 displacement, int max_iterations) {
    return CBX_F(cbx_move_circle2_core)(world, NULL, c, displacement, max_iterations);
}

MOVE2 CBX_F(cbx_move_circle2_indexed)(WORLD2 world, const CBX_MOVE_INDEX2_T *index, CIRCLE c, VEC2 displacement,
                                      int max_iterations) {
    return CBX_F(cbx_move_circle2_core)(world, index, c, displacement, max_iterations);
}

/* n . up >= min_cos, decided exactly (cbx_exact_dot_cmp; a rounded dot
   product had answered wrongly within 2.5 ulps of min_cos, an independent
   tester's 11 % of such cases). Infinities and NaNs keep the plain
   comparison: NaN is never ground, min_cos = -inf always is. */
static bool CBX_F(cbx_move_ground)(const cbx_real *nrm, const cbx_real *up, int n, cbx_real min_cos) {
    double a[3], b[3], dot = 0;
    bool finite = R_FINITE(min_cos);
    for (int i = 0; i < n; ++i) {
        a[i] = (double)nrm[i], b[i] = (double)up[i];
        finite = finite && R_FINITE(nrm[i]) && R_FINITE(up[i]);
        dot += a[i] * b[i];
    }
    if (!finite) return dot >= (double)min_cos;
    return cbx_exact_dot_cmp(a, b, n, (double)min_cos) >= 0;
}

VEC2 CBX_F(cbx_clip_velocity2)(VEC2 v, const MOVE2 *m) {
    if (!CBX_F(cbx_is_finite_vec2)(v)) {
        const VEC2 bad = {R_NAN, R_NAN};
        return bad;
    }
    cbx_real a[3] = {v.x, v.y, 0}, normals[CBX_MOVE_MAX_HITS][3];
    const int count = m->hit_count < CBX_MOVE_MAX_HITS ? m->hit_count : CBX_MOVE_MAX_HITS;
    for (int h = 0; h < count; ++h) {
        normals[h][0] = m->hits[h].normal.x, normals[h][1] = m->hits[h].normal.y, normals[h][2] = 0;
    }
    CBX_F(cbx_clip_all)(a, (const cbx_real(*)[3])normals, count, 2, false);
    VEC2 out = {a[0], a[1]};
    return out;
}

bool CBX_F(cbx_standing2)(const MOVE2 *m, VEC2 up, cbx_real min_cos) {
    const int count = m->hit_count < CBX_MOVE_MAX_HITS ? m->hit_count : CBX_MOVE_MAX_HITS;
    const cbx_real u[3] = {up.x, up.y, 0};
    for (int h = 0; h < count; ++h) {
        const cbx_real nrm[3] = {m->hits[h].normal.x, m->hits[h].normal.y, 0};
        if (CBX_F(cbx_move_ground)(nrm, u, 2, min_cos)) return true;
    }
    return false;
}

/* ---- 3D ------------------------------------------------------------------ */

static bool CBX_F(cbx_world3_bounds)(const void *world, size_t k, cbx_real *lo, cbx_real *hi) {
    const WORLD3 *w = (const WORLD3 *)world;
    if (k < w->aabb_count) {
        const AABB3 b = w->aabb[k];
        lo[0] = b.min.x, lo[1] = b.min.y, lo[2] = b.min.z;
        hi[0] = b.max.x, hi[1] = b.max.y, hi[2] = b.max.z;
        return CBX_F(cbx_valid_bounds)(lo, hi, 3);
    }
    const OBB3 b = w->obb[k - w->aabb_count];
    if (!CBX_F(cbx_is_valid_obb3)(b)) return false;
    const cbx_real c[3] = {b.center.x, b.center.y, b.center.z}, h[3] = {b.half.x, b.half.y, b.half.z};
    for (int i = 0; i < 3; ++i) {
        cbx_real e = 0;
        for (int a = 0; a < 3; ++a) {
            const VEC3 ax = b.axis[a];
            const cbx_real comp = i == 0 ? ax.x : (i == 1 ? ax.y : ax.z);
            e += R_FABS(comp) * h[a];
        }
        e *= 1 + (cbx_real)1e-5;
        lo[i] = c[i] - e;
        hi[i] = c[i] + e;
    }
    return true;
}

static bool CBX_F(cbx_world3_aligned)(const void *world, size_t k, cbx_real *lo, cbx_real *hi) {
    const WORLD3 *w = (const WORLD3 *)world;
    const OBB3 b = w->obb[k - w->aabb_count];
    AABB3 a;
    if (!CBX_F(cbx_is_valid_obb3)(b) || !CBX_F(cbx_obb3_aligned)(&b, &a)) return false;
    lo[0] = a.min.x, lo[1] = a.min.y, lo[2] = a.min.z;
    hi[0] = a.max.x, hi[1] = a.max.y, hi[2] = a.max.z;
    return true;
}

static bool CBX_F(cbx_world3_frame)(const void *world, size_t k, CBX_F(cbx_move_frame) *f) {
    const WORLD3 *w = (const WORLD3 *)world;
    const OBB3 b = w->obb[k - w->aabb_count];
    if (!CBX_F(cbx_is_valid_obb3)(b)) return false;
    VEC3 axis[3];
    CBX_F(cbx_axes3_orthonormal)(b.axis, axis);
    const cbx_real origin[3] = {b.center.x, b.center.y, b.center.z}, half[3] = {b.half.x, b.half.y, b.half.z};
    for (int i = 0; i < 3; ++i) {
        f->origin[i] = origin[i];
        f->lo[i] = -half[i];
        f->hi[i] = half[i];
        f->axis[i][0] = axis[i].x, f->axis[i][1] = axis[i].y, f->axis[i][2] = axis[i].z;
    }
    return true;
}

static CBX_F(cbx_move_cast) CBX_F(cbx_world3_cast)(const void *world, size_t k, const cbx_real *p, cbx_real r,
                                                   const cbx_real *d) {
    const WORLD3 *w = (const WORLD3 *)world;
    const SPHERE s = {{p[0], p[1], p[2]}, r};
    const VEC3 dv = {d[0], d[1], d[2]};
    const CAST3 o = k < w->aabb_count ? CBX_F(cbx_cast_sphere_aabb3)(s, dv, w->aabb[k])
                                      : CBX_F(cbx_cast_sphere_obb3)(s, dv, w->obb[k - w->aabb_count]);
    CBX_F(cbx_move_cast) out = {o.hit, o.fraction, {o.center.x, o.center.y, o.center.z},
                                {o.normal.x, o.normal.y, o.normal.z}, {o.point.x, o.point.y, o.point.z}};
    return out;
}

static bool CBX_F(cbx_world3_penetrates)(const void *world, size_t k, const cbx_real *p, cbx_real r) {
    const WORLD3 *w = (const WORLD3 *)world;
    const SPHERE s = {{p[0], p[1], p[2]}, r};
    return k < w->aabb_count ? CBX_F(cbx_sphere_penetrates_aabb3)(s, w->aabb[k])
                             : CBX_F(cbx_sphere_penetrates_obb3)(s, w->obb[k - w->aabb_count]);
}

/* (cbx_mover's crosses) */
static bool CBX_F(cbx_world3_crosses)(const void *world, size_t k, const cbx_real *p, const cbx_real *c, cbx_real r) {
    const WORLD3 *w = (const WORLD3 *)world;
    if (k < w->aabb_count) return false;
    const OBB3 b = w->obb[k - w->aabb_count];
    const VEC3 q = {p[0], p[1], p[2]};
    if (!CBX_F(cbx_wall3_may_be)(b, q, r) || !CBX_F(cbx_is_valid_obb3)(b)) return false;
    VEC3 axis[3];
    CBX_F(cbx_axes3_orthonormal)(b.axis, axis);
    CBX_F(cbx_wall) wall;
    CBX_F(cbx_wall3_make)(&wall, axis, b, q, r);
    return CBX_F(cbx_wall_crossed)(&wall, c);
}

static MOVE3 CBX_F(cbx_move_sphere3_core)(WORLD3 world, const CBX_MOVE_INDEX3_T *index, SPHERE s, VEC3 displacement,
                                         int max_iterations) {
    MOVE3 out;
    out.center.x = out.center.y = out.center.z = R_NAN;
    out.remaining.x = out.remaining.y = out.remaining.z = 0;
    out.hit_count = 0;
    out.invalid_boxes = 0;
    for (int h = 0; h < CBX_MOVE_MAX_HITS; ++h) {
        out.hits[h].normal = out.remaining;
        out.hits[h].point = out.remaining;
        out.hits[h].box = UINT32_MAX;
        out.hits[h].oriented = false;
    }
    if (!CBX_F(cbx_is_valid_sphere)(s) || !CBX_F(cbx_is_finite_vec3)(displacement)) return out;
    if (world.aabb == NULL) world.aabb_count = 0;
    if (world.obb == NULL) world.obb_count = 0;
    const CBX_F(cbx_mover) m = {3, &world, world.aabb_count, world.aabb_count + world.obb_count,
                                CBX_F(cbx_world3_bounds), CBX_F(cbx_world3_aligned), CBX_F(cbx_world3_cast),
                                CBX_F(cbx_world3_penetrates), CBX_F(cbx_world3_crosses), CBX_F(cbx_world3_frame)};
    CBX_F(cbx_move_state) st;
    st.center[0] = s.center.x, st.center[1] = s.center.y, st.center[2] = s.center.z;
    st.remaining[0] = displacement.x, st.remaining[1] = displacement.y, st.remaining[2] = displacement.z;
    st.hit_count = st.recorded = 0;
    CBX_F(cbx_move_reach)(&st, s.radius, 3);
    /* as in 2D (a radius that overflows: the scan) */
    if (index != NULL && CBX_MOVE_INDEX3(count)(index) == world.aabb_count && st.reach_radius <= R_MAX) {
        const SPHERE reach = {s.center, st.reach_radius};
        uint32_t found[CBX_MOVE_CANDIDATES];
        const size_t count = CBX_MOVE_INDEX3(query_sphere)(index, reach, found, CBX_MOVE_CANDIDATES);
        CBX_F(cbx_move_take_found)(&st, found, count);
    } else {
        CBX_F(cbx_move_cull3)(&st, world.aabb, world.aabb_count);
    }
    for (size_t k = world.aabb_count; k < m.count; ++k) {
        cbx_real lo[3], hi[3];
        const bool valid = CBX_F(cbx_world3_bounds)(&world, k, lo, hi);
        CBX_F(cbx_move_consider)(&st, k, valid, lo, hi, 3);
    }
    CBX_F(cbx_move_run)(&m, &st, s.radius, max_iterations);
    out.center.x = st.center[0], out.center.y = st.center[1], out.center.z = st.center[2];
    out.remaining.x = st.remaining[0], out.remaining.y = st.remaining[1], out.remaining.z = st.remaining[2];
    out.hit_count = st.hit_count;
    out.invalid_boxes = st.invalid_boxes;
    for (int h = 0; h < st.recorded; ++h) {
        MOVE_HIT3 *hit = &out.hits[h];
        hit->normal.x = st.normals[h][0], hit->normal.y = st.normals[h][1], hit->normal.z = st.normals[h][2];
        hit->point.x = st.points[h][0], hit->point.y = st.points[h][1], hit->point.z = st.points[h][2];
        hit->oriented = st.boxes[h] >= world.aabb_count;
        hit->box = (uint32_t)(hit->oriented ? st.boxes[h] - world.aabb_count : st.boxes[h]);
    }
    return out;
}

MOVE3 CBX_F(cbx_move_sphere3)(WORLD3 world, SPHERE s, VEC3 displacement, int max_iterations) {
    return CBX_F(cbx_move_sphere3_core)(world, NULL, s, displacement, max_iterations);
}

MOVE3 CBX_F(cbx_move_sphere3_indexed)(WORLD3 world, const CBX_MOVE_INDEX3_T *index, SPHERE s, VEC3 displacement,
                                      int max_iterations) {
    return CBX_F(cbx_move_sphere3_core)(world, index, s, displacement, max_iterations);
}

VEC3 CBX_F(cbx_clip_velocity3)(VEC3 v, const MOVE3 *m) {
    if (!CBX_F(cbx_is_finite_vec3)(v)) {
        const VEC3 bad = {R_NAN, R_NAN, R_NAN};
        return bad;
    }
    cbx_real a[3] = {v.x, v.y, v.z}, normals[CBX_MOVE_MAX_HITS][3];
    const int count = m->hit_count < CBX_MOVE_MAX_HITS ? m->hit_count : CBX_MOVE_MAX_HITS;
    for (int h = 0; h < count; ++h) {
        normals[h][0] = m->hits[h].normal.x, normals[h][1] = m->hits[h].normal.y, normals[h][2] = m->hits[h].normal.z;
    }
    CBX_F(cbx_clip_all)(a, (const cbx_real(*)[3])normals, count, 3, false);
    VEC3 out = {a[0], a[1], a[2]};
    return out;
}

bool CBX_F(cbx_standing3)(const MOVE3 *m, VEC3 up, cbx_real min_cos) {
    const int count = m->hit_count < CBX_MOVE_MAX_HITS ? m->hit_count : CBX_MOVE_MAX_HITS;
    const cbx_real u[3] = {up.x, up.y, up.z};
    for (int h = 0; h < count; ++h) {
        const cbx_real nrm[3] = {m->hits[h].normal.x, m->hits[h].normal.y, m->hits[h].normal.z};
        if (CBX_F(cbx_move_ground)(nrm, u, 3, min_cos)) return true;
    }
    return false;
}

#undef CBX_MOVE_INDEX2
#undef CBX_MOVE_INDEX3
#undef CBX_MOVE_INDEX2_T
#undef CBX_MOVE_INDEX3_T

#endif
