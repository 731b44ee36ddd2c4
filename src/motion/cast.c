/* SPDX-License-Identifier: MIT */
/* Casts: move a circle (sphere) by a displacement, over fractions 0 to 1,
   and stop where it would enter a box. The step a game loop takes.

   WHAT BLOCKS. Only motion INTO the box. The signed distance from a convex
   box is a convex function of the position, so along the path it first
   falls, then rises; the motion goes in exactly when its derivative at the
   contact is negative, and a start that touches or overlaps the box while
   moving away or along it never gets deeper. So:
   - a start that touches or overlaps the box (exact relate) is blocked at
     fraction 0 iff d . (c - q) < 0, q the box's point nearest the center;
     for a center inside the box, iff d points into every nearest face
     (with a tie, a free nearest face means the depth cannot grow);
   - a separate start meets the box at the sweep's first contact time t0
     (sweep_*.c decides CONTACT vs NONE exactly); it is blocked iff t0 <= 1
     and the path crosses the grown box there rather than touching it: on a
     face, d has a component into the face; on a corner arc or an edge
     cylinder, the path's line is not tangent to it, an exact sign of the
     discriminant |d|^2 r^2 - |d x (K - c)|^2 (cast_rules.c). A point
     (radius 0) is blocked iff it crosses every face plane it meets
     strictly inward (through a flat box: any motion across it).
   Each sign is exact: a slide at exactly r or a graze is free, one ulp in
   is blocked.

   THE CENTER. fl(c + f d) rounds, so the center at the contact time may lie
   an ulp inside the box. The returned center is therefore checked with the
   exact relate, and f stepped back (by doubling steps from a few ulps) until
   it is not OVERLAPPING: touching is allowed, and is where a slide goes on.
   The check runs whenever the start was not overlapping, hit or not (a graze
   may also round inward; it then becomes a hit just short of 1).

   FAST PATH. The common cases (a free path whose end is certainly clear, a
   block clearly entering, a start touching a face) are decided first by
   cast_fast.inc, with the same rules and certificates: a path that stops
   short of the box, a start resting on a face and a block on a face
   before the sweep is asked, the rest from the sweep's answer; a block
   there steps back once, by the approach rate, instead of doubling.
   Anything it cannot certify comes here.

   ORIENTED BOXES. The cast runs in the box's frame (frame.inc), where the
   box is axis-aligned (the fast path's decisions before the sweep
   included: a block they decide is tried in the world at its fraction,
   already before the contact, before any step); the displacement is
   rotated there and any component below the rotation's own rounding
   (8 eps |d|) is set to zero, so a slide along a face whose normal came
   back rounded stays a slide. The returned
   center is then checked in the world (cbx_circle_penetrates_obb2): only a
   penetration beyond the oriented margin, 16 eps (|offset| + half extents
   + r), counts as inside, so the center may overlap the box by at most that
   margin, and the rotation's noise never blocks a slide. The same margin
   bounds how deeper an overlapping start may end (it is judged as inside
   only beyond it).

   LAYOUT. This file's template body includes, in order: cast_decide.inc
   (what blocks, in the box's frame), cast_settle.inc (the returned center),
   then holds the 2D queries, where it includes the fast path shared by both
   dimensions (cast_fast.inc, which includes cast_face.inc, cast_bracket.inc
   and cast_start.inc), then the 3D queries. The exact signs they rest on
   are in cast_rules.c. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "motion/cast.c"
#include "template.h"
#else

#include "internal.h"
#include "arith/eft.h"
#include "arith/pair.h"
#include "arith/pow2.h"
#include "arith/predicates.inc"
#include "sweep/sweep_fast.h"
#include "sweep/sweep2_corner.inc"
#include "shape/frame.inc"
#include "shape/frame_exact.inc" /* obb_aligned.inc, and cbx_frame2_turned, cbx_frame3_turned */
#include "shape/wall_side.inc"

/* The answer in the box's axis-aligned frame, before the center is placed. */
typedef struct CBX_F(cbx_cast_local) {
    bool hit;
    cbx_real fraction;
    cbx_real normal[3];
    cbx_real point[3];
} CBX_F(cbx_cast_local);

#include "motion/cast_decide.inc"
#include "motion/cast_settle.inc"

/* ---- 2D ------------------------------------------------------------------ */

static CAST2 CBX_F(cbx_cast2_invalid)(void) {
    CAST2 o = {false, R_NAN, {R_NAN, R_NAN}, {R_NAN, R_NAN}, {R_NAN, R_NAN}};
    return o;
}

/* The start's relation as the sweep found it (it decides t = 0 exactly
   first): OVERLAP is OVERLAPPING; a contact at time 0 is touching, or a
   separate start whose time rounded to 0 (a gap that rounds to r: the time
   (g - r) / |d| is then 0), told apart exactly: the separate one is blocked
   only if its path meets the box by the end (an oracle found a ball one
   ulp off a face blocked by a displacement far below that ulp). */
static inline cbx_relation CBX_F(cbx_start_relation)(cbx_sweep_type type, cbx_real time, const cbx_real *p,
                                                      cbx_real r, const cbx_real *lo, const cbx_real *hi, int n) {
    if (type == CBX_SWEEP_OVERLAP) return CBX_OVERLAPPING;
    if (type != CBX_SWEEP_CONTACT || time > 0) return CBX_SEPARATE;
    return CBX_F(cbx_start_separate)(p, r, lo, hi, n) ? CBX_SEPARATE : CBX_TOUCHING;
}

/* The local answer in 2D, the sweep taken with the box standing still;
   *rel receives the start's relation. */
static CBX_F(cbx_cast_local) CBX_F(cbx_cast2_decided)(CIRCLE c, VEC2 d, AABB2 b, SWEEP2 s, cbx_relation *rel) {
    const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
    const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
    *rel = CBX_F(cbx_start_relation)(s.type, s.time, p, c.radius, lo, hi, 2);
    if (CBX_UNLIKELY(s.type == CBX_SWEEP_INVALID)) *rel = CBX_INVALID; /* the sweep validates for us */
    const cbx_real normal[2] = {s.normal.x, s.normal.y}, point[2] = {s.point.x, s.point.y};
    return CBX_F(cbx_cast_decide)(p, c.radius, dv, lo, hi, 2, *rel, s.type == CBX_SWEEP_CONTACT, s.time, normal,
                                  point);
}

static bool CBX_F(cbx_clear_at_aabb2)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                      const double *spread) {
    const AABB2 b = *(const AABB2 *)box;
    if (strict) {
        const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
        return CBX_F(cbx_clear_of_box)(center, r, lo, hi, 2, spread);
    }
    const CIRCLE c = {{center[0], center[1]}, r};
    return !CBX_F(cbx_circle_penetrates_aabb2)(c, b);
}

/* Does the ball (p, r) reach into the box [lo, hi]: is its center closer
   than r to it, exactly (a point, r = 0: is it in the box's interior)? For a box with an interior that is OVERLAPPING;
   a flat box has none (relate says TOUCHING), yet a ball lying across it
   must still be told from one resting on it: this is what the casts and the
   mover check. */
static bool CBX_F(cbx_penetrates)(const cbx_real *p, cbx_real r, const cbx_real *lo, const cbx_real *hi, int n) {
    if (!(r > 0)) {
        /* a point: inside when strictly within every slab (a flat box has no inside) */
        bool in = true;
        for (int i = 0; i < n; ++i) in = in && p[i] > lo[i] && p[i] < hi[i];
        return in;
    }
    return CBX_F(cbx_box_sign)(p, r, lo, hi, n) < 0;
}

#include "motion/cast_fast.inc"

/* The fast path's answer as the public result. Each number is read
   alone (CBX_OPAQUE_REAL): the fast path has just stored them one by one,
   and gcc read them in 16-byte pieces spanning two of those stores, which
   the store buffer cannot forward, so that every answer waited for its
   stores to retire. */
static inline CAST2 CBX_F(cbx_cast2_of_fast)(const CBX_F(cbx_cast_fast_out) *f) {
    cbx_real t = f->fraction, cx = f->center[0], cy = f->center[1];
    cbx_real nx = f->normal[0], ny = f->normal[1], qx = f->point[0], qy = f->point[1];
    CBX_OPAQUE_REAL(t);
    CBX_OPAQUE_REAL(cx);
    CBX_OPAQUE_REAL(cy);
    CBX_OPAQUE_REAL(nx);
    CBX_OPAQUE_REAL(ny);
    CBX_OPAQUE_REAL(qx);
    CBX_OPAQUE_REAL(qy);
    const CAST2 o = {f->hit, t, {cx, cy}, {nx, ny}, {qx, qy}};
    return o;
}

static inline CAST3 CBX_F(cbx_cast3_of_fast)(const CBX_F(cbx_cast_fast_out) *f) {
    cbx_real t = f->fraction, cx = f->center[0], cy = f->center[1], cz = f->center[2];
    cbx_real nx = f->normal[0], ny = f->normal[1], nz = f->normal[2];
    cbx_real qx = f->point[0], qy = f->point[1], qz = f->point[2];
    CBX_OPAQUE_REAL(t);
    CBX_OPAQUE_REAL(cx);
    CBX_OPAQUE_REAL(cy);
    CBX_OPAQUE_REAL(cz);
    CBX_OPAQUE_REAL(nx);
    CBX_OPAQUE_REAL(ny);
    CBX_OPAQUE_REAL(nz);
    CBX_OPAQUE_REAL(qx);
    CBX_OPAQUE_REAL(qy);
    CBX_OPAQUE_REAL(qz);
    const CAST3 o = {f->hit, t, {cx, cy, cz}, {nx, ny, nz}, {qx, qy, qz}};
    return o;
}

/* The first stage's answer (cbx_cast_fast_first) as an oriented cast's
   answer in the box's frame, before the center is placed in the world:
   a block's fraction is already stepped back from the contact, where the
   world's check (cbx_cast2_finish, cbx_cast3_finish) then starts. */
static CBX_F(cbx_cast_local) CBX_F(cbx_cast_local_of_fast)(const CBX_F(cbx_cast_fast_out) *f, int n,
                                                           cbx_relation *rel) {
    CBX_F(cbx_cast_local) l = {f->hit, f->hit ? f->fraction : 1, {0, 0, 0}, {0, 0, 0}};
    for (int i = 0; i < n; ++i) {
        l.normal[i] = f->normal[i];
        l.point[i] = f->point[i];
    }
    *rel = f->start;
    return l;
}

/* The sweep a cast asks when its own rules leave the path open; apart:
   the start shown separate beside a corner, which the sweep then takes
   as given (cbx_sweep_circle_aabb2_local_apart). */
static inline SWEEP2 CBX_F(cbx_cast2_sweep)(const CIRCLE *c, const VEC2 *d, const AABB2 *b, bool apart) {
    return apart ? CBX_F(cbx_sweep_circle_aabb2_local_apart)(c, d, b) : CBX_F(cbx_sweep_circle_aabb2_local)(c, d, b);
}

/* The oriented casts' decision in the box's frame: the first stage where
   it decides (*stepped: a block's fraction is then before the contact
   already), else the sweep and the general rules. */
static CBX_F(cbx_cast_local) CBX_F(cbx_cast2_local)(CIRCLE c, VEC2 d, AABB2 b, cbx_relation *rel, bool *stepped) {
    int k;
    {
        const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
        const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
        CBX_F(cbx_cast_fast_out) f;
        k = CBX_F(cbx_cast_fast_first)(p, c.radius, dv, lo, hi, 2, &f);
        *stepped = k == CBX_CAST_DONE;
        if (*stepped) return CBX_F(cbx_cast_local_of_fast)(&f, 2, rel);
    }
    return CBX_F(cbx_cast2_decided)(c, d, b, CBX_F(cbx_cast2_sweep)(&c, &d, &b, k == CBX_CAST_APART), rel);
}

/* A block from a separate start whose fraction f is already before the
   contact (the first stage's, in the box's frame): its world center, the
   first one the world's placement would try were f the contact's own
   time (cbx_cast_settle skips that try), checked once by the strict
   certificate. True with center[] set when it passes; else the placement
   steps back from f as usual. */
static bool CBX_F(cbx_cast_clear_at_once)(CBX_F(cbx_clear_at) clear, const void *box, const cbx_real *p, cbx_real r,
                                          const cbx_real *d, int n, cbx_real f, cbx_real *center) {
    double spread[3] = {0, 0, 0};
    CBX_F(cbx_cast_center_at)(p, d, n, f, center, spread);
    return f > 0 && clear(box, center, r, true, spread);
}

bool CBX_F(cbx_circle_penetrates_aabb2)(CIRCLE c, AABB2 b) {
    const cbx_real p[2] = {c.center.x, c.center.y}, lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
    return CBX_F(cbx_penetrates)(p, c.radius, lo, hi, 2);
}

bool CBX_F(cbx_sphere_penetrates_aabb3)(SPHERE s, AABB3 b) {
    const cbx_real p[3] = {s.center.x, s.center.y, s.center.z};
    const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    return CBX_F(cbx_penetrates)(p, s.radius, lo, hi, 3);
}

/* The same for an oriented box (valid input), judged within the margin of
   the rotation's rounding (circbox.h, EXACTNESS): only a penetration
   beyond it counts, so a body resting on a ramp is not found inside it by
   noise. The filter's undecided band (|d - r| within a few ulps of r) lies
   far inside the margin, so no exact arithmetic is needed; but the filter
   also answers 0 outside its range (squares that overflow or underflow:
   coordinates beyond about 2^500 or below 2^-500), and there only the
   contact can tell (an independent oracle's finding: a cast at 2^600
   returned a center 0.43 r inside the box, the undecided sign taken for
   clear). An oriented box at a quarter turn with exact bounds is judged
   as the axis-aligned box it is, exactly, as its casts are: no frame, no
   margin (the mover lifted a body into such a ceiling by less than the
   margin, and read a body sunk into such a floor tile as clear: an
   independent tester's findings). */
bool CBX_F(cbx_circle_penetrates_obb2)(CIRCLE c, OBB2 b) {
    AABB2 a;
    if (CBX_F(cbx_obb2_aligned)(&b, &a)) return CBX_F(cbx_circle_penetrates_aabb2)(c, a);
    const CBX_F(cbx_frame2) f = CBX_F(cbx_frame2_make)(c.center, b);
    const cbx_real p[2] = {f.p.x, f.p.y}, r = CBX_F(cbx_frame_len)(c.radius, f.scale);
    const cbx_real lo[2] = {f.box.min.x, f.box.min.y}, hi[2] = {f.box.max.x, f.box.max.y};
    if (CBX_F(cbx_box_fast_sign)(p, r, lo, hi, 2) > 0) return false;
    const cbx_real margin = (16 * R_EPS) * (R_FABS(c.center.x - b.center.x) + R_FABS(c.center.y - b.center.y) +
                                             b.half.x + b.half.y + c.radius);
    return CBX_F(cbx_contact_circle_obb2)(c, b).distance < -margin;
}

bool CBX_F(cbx_sphere_penetrates_obb3)(SPHERE s, OBB3 b) {
    AABB3 a;
    if (CBX_F(cbx_obb3_aligned)(&b, &a)) return CBX_F(cbx_sphere_penetrates_aabb3)(s, a);
    const CBX_F(cbx_frame3) f = CBX_F(cbx_frame3_make)(s.center, b);
    const cbx_real p[3] = {f.p.x, f.p.y, f.p.z}, r = CBX_F(cbx_frame_len)(s.radius, f.scale);
    const cbx_real lo[3] = {f.box.min.x, f.box.min.y, f.box.min.z}, hi[3] = {f.box.max.x, f.box.max.y, f.box.max.z};
    if (CBX_F(cbx_box_fast_sign)(p, r, lo, hi, 3) > 0) return false;
    const cbx_real margin = (16 * R_EPS) * (R_FABS(s.center.x - b.center.x) + R_FABS(s.center.y - b.center.y) +
                                             R_FABS(s.center.z - b.center.z) + b.half.x + b.half.y + b.half.z +
                                             s.radius);
    return CBX_F(cbx_contact_sphere_obb3)(s, b).distance < -margin;
}

static bool CBX_F(cbx_clear_at_obb2)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                     const double *spread) {
    (void)strict;
    (void)spread;
    const CIRCLE c = {{center[0], center[1]}, r};
    return !CBX_F(cbx_circle_penetrates_obb2)(c, *(const OBB2 *)box);
}

/* A block on an oriented box: the box, and the block's local normal and
   point in the frame of the start (at its scale). */
typedef struct CBX_F(cbx_obb2_block) {
    const OBB2 *box;
    VEC2 normal, point;
    cbx_real scale;
    bool block;                  /* false: no block (only the wall's side is checked) */
    const CBX_F(cbx_wall) *wall; /* a flat or thin wall's side (wall_side.inc), or NULL */
} CBX_F(cbx_obb2_block);

/* The placement's test for a block on an oriented box: not penetrating
   (cbx_clear_at_obb2), and on the near side of the contact's plane, in the
   box's frame, within the oriented margin. A radius far below the
   coordinates' ulp lets the rounded center cross a flat or thin wall
   altogether, where it overlaps nothing: an independent tester's casts
   ended 1.7e-15 beyond a flat wall met by a ball of r = 2^-82 (the margin
   3e-22), 41 of 1,021 such crossings with r > 0. The start is on the near
   side, so stepping back finds such a center. Only for such radii: the
   exact point at a stepped-back fraction lies r less the margin or more
   from the box on the near side, and the rounding moves a center by at
   most u (|x| + |y|) (+ |z|), so a radius above twice that keeps the
   rounded center on the near side; the frame is then not formed again
   (the oriented casts' placement +11 % of bench_motion's instructions
   when it was, for every radius). A flat or thin wall's side
   (cbx_wall_crossed) is checked for every center, a block's or not. */
static bool CBX_F(cbx_clear_at_obb2_block)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                           const double *spread) {
    const CBX_F(cbx_obb2_block) *k = (const CBX_F(cbx_obb2_block) *)box;
    if (!CBX_F(cbx_clear_at_obb2)(k->box, center, r, strict, spread)) return false;
    if (k->wall != NULL && CBX_F(cbx_wall_crossed)(k->wall, center)) return false;
    if (!k->block) return true;
    const VEC2 q = {center[0], center[1]};
    if (r > R_EPS * (R_FABS(q.x) + R_FABS(q.y))) return true;
    const CBX_F(cbx_frame2) g = CBX_F(cbx_frame2_make)(q, *k->box);
    if (g.scale != k->scale) return true;
    const cbx_real side = (g.p.x - k->point.x) * k->normal.x + (g.p.y - k->point.y) * k->normal.y;
    const cbx_real margin = (16 * R_EPS) * g.scale *
                            (R_FABS(q.x - k->box->center.x) + R_FABS(q.y - k->box->center.y) + k->box->half.x +
                             k->box->half.y + r);
    return side >= -margin;
}

static CONTACT2 CBX_F(cbx_contact_at_aabb2)(const void *box, CIRCLE c) {
    return CBX_F(cbx_contact_circle_aabb2)(c, *(const AABB2 *)box);
}

static CONTACT2 CBX_F(cbx_contact_at_obb2)(const void *box, CIRCLE c) {
    return CBX_F(cbx_contact_circle_obb2)(c, *(const OBB2 *)box);
}

/* contact(), with a thin wall's face normal on the start's side
   (cbx_wall_normal) where x lies over the face. */
static CONTACT2 CBX_F(cbx_contact_at_obb2_block)(const void *box, CIRCLE x) {
    const CBX_F(cbx_obb2_block) *k = (const CBX_F(cbx_obb2_block) *)box;
    CONTACT2 o = CBX_F(cbx_contact_circle_obb2)(x, *k->box);
    const cbx_real q[2] = {x.center.x, x.center.y};
    cbx_real n[3];
    if (k->wall != NULL && CBX_F(cbx_wall_normal)(k->wall, q, n)) o.normal.x = n[0], o.normal.y = n[1];
    return o;
}

/* The world result: center placed and checked (unless the start overlapped). */
static CAST2 CBX_F(cbx_cast2_finish)(CBX_F(cbx_clear_at) clear, CONTACT2 (*contact)(const void *, CIRCLE),
                                     const void *box, const cbx_real *blo, const cbx_real *bhi, CIRCLE c, VEC2 d,
                                     cbx_relation rel, CAST2 o) {
    const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
    cbx_real center[2];
    const cbx_real full = o.fraction;
    if (CBX_F(cbx_cast_place)(clear, box, blo, bhi, p, c.radius, dv, 2, rel, o.hit, &o.fraction, center)) {
        const CIRCLE end = {{R_MOVED(p[0], dv[0], full), R_MOVED(p[1], dv[1], full)}, c.radius};
        CONTACT2 k = contact(box, end);
        if (!(d.x * k.normal.x + d.y * k.normal.y < 0)) { /* see cbx_cast3_finish */
            const CIRCLE at = {{center[0], center[1]}, c.radius};
            const CONTACT2 ka = contact(box, at);
            if (d.x * ka.normal.x + d.y * ka.normal.y < 0) k = ka;
        }
        if (!(d.x * k.normal.x + d.y * k.normal.y < 0)) { /* see cbx_cast3_finish */
            cbx_real nv[2] = {k.normal.x, k.normal.y};
            CBX_F(cbx_cast_graze_normal)(nv, dv, 2);
            k.normal.x = nv[0];
            k.normal.y = nv[1];
        }
        o.hit = true;
        o.normal = k.normal;
        o.point = k.point;
    } else if (o.hit && rel == CBX_SEPARATE && !(d.x * o.normal.x + d.y * o.normal.y < 0)) {
        /* see cbx_cast3_finish */
        const CIRCLE at = {{center[0], center[1]}, c.radius};
        const CONTACT2 k = contact(box, at);
        const bool none = R_EQ(o.normal.x, 0) && R_EQ(o.normal.y, 0);
        if (none || d.x * k.normal.x + d.y * k.normal.y < 0) {
            o.normal = k.normal;
            o.point = k.point;
        }
    }
    if (CBX_UNLIKELY(blo == NULL && o.hit && R_EQ(o.fraction, 0) && rel == CBX_SEPARATE)) {
        /* An oriented box's frame may show a start separate that contact()
           finds touching (exact at quarter turns whose bounds center -+
           half round: cbx_frame2_relation_turned); blocked at fraction 0,
           it carries contact()'s normal and point, as the header promises
           such a start (the sweep's, taken in the frame, was an ulp or two
           off: 6,980 of 436,208 random touching casts against flat
           quarter-turned boxes). */
        const CONTACT2 k = contact(box, c);
        if (k.relation != CBX_SEPARATE && d.x * k.normal.x + d.y * k.normal.y < 0) {
            o.normal = k.normal;
            o.point = k.point;
        }
    }
    o.center.x = center[0];
    o.center.y = center[1];
    return o;
}

/* The 2D problem as coordinate arrays for the fast path. Under clang each
   vector is copied whole, as it arrives: the fast path reads x and y as
   one pair (cbx_cast_xy), and clang 14 stored them one coordinate at a
   time, so that every such read straddled two stores and waited for both
   (a failed store forwarding: float 2D casts 1.6-1.8x their gcc time).
   gcc stores each pair whole from the field by field form, and the copies
   cost its float casts 5-9 %. */
static inline void CBX_F(cbx_cast2_arrays)(const CIRCLE *c, const VEC2 *d, const AABB2 *b, cbx_real *p, cbx_real *dv,
                                           cbx_real *lo, cbx_real *hi) {
#if CBX_PAIRS && defined(__clang__)
    __builtin_memcpy(p, &c->center, 2 * sizeof *p);
    __builtin_memcpy(dv, d, 2 * sizeof *dv);
    __builtin_memcpy(lo, &b->min, 2 * sizeof *lo);
    __builtin_memcpy(hi, &b->max, 2 * sizeof *hi);
#else
    p[0] = c->center.x;
    p[1] = c->center.y;
    dv[0] = d->x;
    dv[1] = d->y;
    lo[0] = b->min.x;
    lo[1] = b->min.y;
    hi[0] = b->max.x;
    hi[1] = b->max.y;
#endif
}

CAST2 CBX_F(cbx_cast_circle_aabb2)(CIRCLE c, VEC2 d, AABB2 b) {
    CBX_F(cbx_cast_fast_out) f;
    int k;
    {
        cbx_real p[2], dv[2], lo[2], hi[2];
        CBX_F(cbx_cast2_arrays)(&c, &d, &b, p, dv, lo, hi);
        k = CBX_F(cbx_cast_fast_first)(p, c.radius, dv, lo, hi, 2, &f);
        if (k == CBX_CAST_DONE) return CBX_F(cbx_cast2_of_fast)(&f);
    }
    const SWEEP2 s = CBX_F(cbx_cast2_sweep)(&c, &d, &b, k == CBX_CAST_APART);
    {
        cbx_real p[2], dv[2], lo[2], hi[2];
        CBX_F(cbx_cast2_arrays)(&c, &d, &b, p, dv, lo, hi);
        const cbx_real normal[2] = {s.normal.x, s.normal.y}, point[2] = {s.point.x, s.point.y};
        if (CBX_F(cbx_cast_fast)(p, c.radius, dv, lo, hi, 2, s.type, s.time, normal, point, &f))
            return CBX_F(cbx_cast2_of_fast)(&f);
    }
    cbx_relation rel;
    const CBX_F(cbx_cast_local) l = CBX_F(cbx_cast2_decided)(c, d, b, s, &rel);
    if (rel == CBX_INVALID) return CBX_F(cbx_cast2_invalid)();
    /* Across a flat box (no interior: TOUCHING) counts as inside it. */
    if (rel == CBX_TOUCHING && CBX_F(cbx_circle_penetrates_aabb2)(c, b)) rel = CBX_OVERLAPPING;
    CAST2 o = {l.hit, l.fraction, {0, 0}, {l.normal[0], l.normal[1]}, {l.point[0], l.point[1]}};
    const cbx_real blo[2] = {b.min.x, b.min.y}, bhi[2] = {b.max.x, b.max.y};
    return CBX_F(cbx_cast2_finish)(CBX_F(cbx_clear_at_aabb2), CBX_F(cbx_contact_at_aabb2), &b, blo, bhi, c, d, rel, o);
}

/* A local displacement component below the rotation's rounding is noise: zero. */
static inline cbx_real CBX_F(cbx_snap)(cbx_real x, cbx_real size) {
    return R_FABS(x) <= (8 * R_EPS) * size ? 0 : x;
}

/* The box as the axis-aligned one it is, where it is one with exact
   bounds (src/shape/obb_aligned.inc): the cast on those bounds, with its
   exactness. Out of line: other rotations pay only the screen. */
static CBX_NEVER_INLINE bool CBX_F(cbx_cast_obb2_aligned)(CIRCLE c, VEC2 d, OBB2 b, CAST2 *out) {
    AABB2 a;
    if (!CBX_F(cbx_obb2_aligned)(&b, &a)) return false;
    *out = CBX_F(cbx_cast_circle_aabb2)(c, d, a);
    return true;
}

/* A quarter-turned box whose bounds center -+ half round (the aligned
   path refused it): contact() judges the start from the world values,
   exactly (cbx_frame2_relation_turned), and the frame may show a touching
   start separate by its rounding. The cast then stepped an ulp or so
   before its block (float: 73 of about 12,000 touching starts, fraction
   2^-27 to 2^-21). Where contact() finds the start touching or overlapping
   and the motion goes in, the header's rule for such a start holds: a hit
   at fraction 0 with contact()'s normal and point. True with *out set
   then. Out of line, and by value (the frame's address taken for it cost
   every oriented cast 29 instructions): rare. */
static CBX_NEVER_INLINE bool CBX_F(cbx_cast_obb2_turned_start)(CIRCLE c, VEC2 d, OBB2 b, CAST2 *out) {
    const CONTACT2 k = CBX_F(cbx_contact_circle_obb2)(c, b);
    if (k.relation == CBX_SEPARATE || !(d.x * k.normal.x + d.y * k.normal.y < 0)) return false;
    const CAST2 o = {true, 0, c.center, k.normal, k.point};
    *out = o;
    return true;
}

/* A flat or thin wall's side for the start c (wall_side.inc), where the
   screen finds the box may be one: the frame's local start, at its scale
   (half: the frame's half extents), put on that side and returned. Out of
   line, and by value (the frame's address taken for it cost every
   oriented cast 40 instructions): rare. */
static CBX_NEVER_INLINE VEC2 CBX_F(cbx_obb2_wall_start)(ROT2 rot, VEC2 local, VEC2 half, OBB2 b, CIRCLE c,
                                                          CBX_F(cbx_wall) *w) {
    CBX_F(cbx_wall2_make)(w, rot, b, c.center, c.radius);
    if (w->axis == 0) local.x = CBX_F(cbx_wall_local_start)(w, local.x, half.x);
    if (w->axis == 1) local.y = CBX_F(cbx_wall_local_start)(w, local.y, half.y);
    return local;
}

CAST2 CBX_F(cbx_cast_circle_obb2)(CIRCLE c, VEC2 d, OBB2 b) {
    if (!CBX_F(cbx_is_valid_circle)(c) || !CBX_F(cbx_is_valid_obb2)(b) || !CBX_F(cbx_is_finite_vec2)(d))
        return CBX_F(cbx_cast2_invalid)();
    CAST2 aligned;
    if (CBX_F(cbx_rot2_may_align)(b.rot) && CBX_F(cbx_cast_obb2_aligned)(c, d, b, &aligned)) return aligned;
    /* The displacement in the frame, at the frame's scale, its size (the
       snap's) finite. */
    const VEC2 zero = {0, 0};
    CBX_F(cbx_frame2) f = CBX_F(cbx_frame2_make)(c.center, b);
    VEC2 dl = CBX_F(cbx_frame2_motion)(&f, c.center, b, d, zero);
    CBX_F(cbx_wall) wall;
    wall.axis = -1;
    if (CBX_UNLIKELY(CBX_F(cbx_wall2_may_be)(b, c.center, c.radius)))
        f.p = CBX_F(cbx_obb2_wall_start)(f.rot, f.p, f.box.max, b, c, &wall);
    const CBX_F(cbx_wall) *thin = wall.axis >= 0 ? &wall : NULL;
    const CIRCLE lc = {f.p, CBX_F(cbx_frame_len)(c.radius, f.scale)};
    CAST2 turned;
    if (CBX_UNLIKELY(CBX_F(cbx_frame2_turned)(&f)) && CBX_F(cbx_cast_obb2_turned_start)(c, d, b, &turned))
        return turned;
    const cbx_real size = R_FABS(dl.x) + R_FABS(dl.y);
    dl.x = CBX_F(cbx_snap)(dl.x, size);
    dl.y = CBX_F(cbx_snap)(dl.y, size);
    cbx_relation rel;
    bool stepped;
    CBX_F(cbx_cast_local) l = CBX_F(cbx_cast2_local)(lc, dl, f.box, &rel, &stepped);
    if (l.hit && l.fraction > 1) l.hit = false;
    const VEC2 nl = {l.normal[0], l.normal[1]}, pl = {l.point[0], l.point[1]};
    CAST2 o = {l.hit, l.hit ? l.fraction : 1, {0, 0}, {0, 0}, {0, 0}};
    if (l.hit) {
        o.normal = CBX_F(cbx_rot2_apply)(f.rot, nl);
        o.point = CBX_F(cbx_frame2_point)(&f, pl);
    }
    const CBX_F(cbx_obb2_block) block = {&b, nl, pl, f.scale, true, thin};
    if (stepped && o.hit && rel == CBX_SEPARATE && d.x * o.normal.x + d.y * o.normal.y < 0) {
        const cbx_real p[2] = {c.center.x, c.center.y}, dv[2] = {d.x, d.y};
        cbx_real center[2];
        if (CBX_F(cbx_cast_clear_at_once)(CBX_F(cbx_clear_at_obb2_block), &block, p, c.radius, dv, 2, o.fraction,
                                          center)) {
            o.center.x = center[0];
            o.center.y = center[1];
            return o;
        }
    }
    /* The world start judged within the margin, as the end will be. */
    if (rel != CBX_SEPARATE) rel = CBX_F(cbx_circle_penetrates_obb2)(c, b) ? CBX_OVERLAPPING : CBX_TOUCHING;
    if (o.hit && rel == CBX_SEPARATE)
        return CBX_F(cbx_cast2_finish)(CBX_F(cbx_clear_at_obb2_block), CBX_F(cbx_contact_at_obb2_block), &block, NULL, NULL,
                                       c, d, rel, o);
    if (CBX_UNLIKELY(thin != NULL)) {
        const CBX_F(cbx_obb2_block) side = {&b, nl, pl, f.scale, false, thin};
        return CBX_F(cbx_cast2_finish)(CBX_F(cbx_clear_at_obb2_block), CBX_F(cbx_contact_at_obb2_block), &side, NULL, NULL,
                                       c, d, rel, o);
    }
    return CBX_F(cbx_cast2_finish)(CBX_F(cbx_clear_at_obb2), CBX_F(cbx_contact_at_obb2), &b, NULL, NULL, c, d, rel, o);
}

/* ---- 3D ------------------------------------------------------------------ */

static CAST3 CBX_F(cbx_cast3_invalid)(void) {
    CAST3 o = {false, R_NAN, {R_NAN, R_NAN, R_NAN}, {R_NAN, R_NAN, R_NAN}, {R_NAN, R_NAN, R_NAN}};
    return o;
}

/* The sweep a cast asks when its own rules leave the path open; apart:
   the start shown separate beside an edge or a corner, which the sweep
   then takes as given (cbx_sweep_sphere_aabb3_local_apart). */
static inline SWEEP3 CBX_F(cbx_cast3_sweep)(const SPHERE *s, const VEC3 *d, const AABB3 *b,
                                            bool apart) {
    return apart ? CBX_F(cbx_sweep_sphere_aabb3_local_apart)(s, d, b)
                 : CBX_F(cbx_sweep_sphere_aabb3_local)(s, d, b);
}

static CBX_F(cbx_cast_local) CBX_F(cbx_cast3_decided)(SPHERE s, VEC3 d, AABB3 b, SWEEP3 w, cbx_relation *rel) {
    const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
    const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    *rel = CBX_F(cbx_start_relation)(w.type, w.time, p, s.radius, lo, hi, 3);
    if (CBX_UNLIKELY(w.type == CBX_SWEEP_INVALID)) *rel = CBX_INVALID;
    const cbx_real normal[3] = {w.normal.x, w.normal.y, w.normal.z};
    const cbx_real point[3] = {w.point.x, w.point.y, w.point.z};
    return CBX_F(cbx_cast_decide)(p, s.radius, dv, lo, hi, 3, *rel, w.type == CBX_SWEEP_CONTACT, w.time, normal,
                                  point);
}

static CBX_F(cbx_cast_local) CBX_F(cbx_cast3_local)(SPHERE s, VEC3 d, AABB3 b, cbx_relation *rel, bool *stepped) {
    int k;
    {
        const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
        const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
        CBX_F(cbx_cast_fast_out) f;
        k = CBX_F(cbx_cast_fast_first)(p, s.radius, dv, lo, hi, 3, &f);
        *stepped = k == CBX_CAST_DONE;
        if (*stepped) return CBX_F(cbx_cast_local_of_fast)(&f, 3, rel);
    }
    return CBX_F(cbx_cast3_decided)(s, d, b,
                                    CBX_F(cbx_cast3_sweep)(&s, &d, &b, k == CBX_CAST_APART), rel);
}

static bool CBX_F(cbx_clear_at_aabb3)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                      const double *spread) {
    const AABB3 b = *(const AABB3 *)box;
    if (strict) {
        const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
        return CBX_F(cbx_clear_of_box)(center, r, lo, hi, 3, spread);
    }
    const SPHERE s = {{center[0], center[1], center[2]}, r};
    return !CBX_F(cbx_sphere_penetrates_aabb3)(s, b);
}

static bool CBX_F(cbx_clear_at_obb3)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                     const double *spread) {
    (void)strict;
    (void)spread;
    const SPHERE s = {{center[0], center[1], center[2]}, r};
    return !CBX_F(cbx_sphere_penetrates_obb3)(s, *(const OBB3 *)box);
}

/* The 3D twin of cbx_obb2_block and its test. */
typedef struct CBX_F(cbx_obb3_block) {
    const OBB3 *box;
    VEC3 normal, point;
    cbx_real scale;
    bool block;
    const CBX_F(cbx_wall) *wall;
} CBX_F(cbx_obb3_block);

static bool CBX_F(cbx_clear_at_obb3_block)(const void *box, const cbx_real *center, cbx_real r, bool strict,
                                           const double *spread) {
    const CBX_F(cbx_obb3_block) *k = (const CBX_F(cbx_obb3_block) *)box;
    if (!CBX_F(cbx_clear_at_obb3)(k->box, center, r, strict, spread)) return false;
    if (k->wall != NULL && CBX_F(cbx_wall_crossed)(k->wall, center)) return false;
    if (!k->block) return true;
    const VEC3 q = {center[0], center[1], center[2]};
    if (r > R_EPS * (R_FABS(q.x) + R_FABS(q.y) + R_FABS(q.z))) return true;
    const CBX_F(cbx_frame3) g = CBX_F(cbx_frame3_make)(q, *k->box);
    if (g.scale != k->scale) return true;
    const cbx_real side = (g.p.x - k->point.x) * k->normal.x + (g.p.y - k->point.y) * k->normal.y +
                          (g.p.z - k->point.z) * k->normal.z;
    const cbx_real margin =
        (16 * R_EPS) * g.scale *
        (R_FABS(q.x - k->box->center.x) + R_FABS(q.y - k->box->center.y) + R_FABS(q.z - k->box->center.z) +
         k->box->half.x + k->box->half.y + k->box->half.z + r);
    return side >= -margin;
}

static CONTACT3 CBX_F(cbx_contact_at_aabb3)(const void *box, SPHERE s) {
    return CBX_F(cbx_contact_sphere_aabb3)(s, *(const AABB3 *)box);
}

static CONTACT3 CBX_F(cbx_contact_at_obb3)(const void *box, SPHERE s) {
    return CBX_F(cbx_contact_sphere_obb3)(s, *(const OBB3 *)box);
}

static CONTACT3 CBX_F(cbx_contact_at_obb3_block)(const void *box, SPHERE x) {
    const CBX_F(cbx_obb3_block) *k = (const CBX_F(cbx_obb3_block) *)box;
    CONTACT3 o = CBX_F(cbx_contact_sphere_obb3)(x, *k->box);
    const cbx_real q[3] = {x.center.x, x.center.y, x.center.z};
    cbx_real n[3];
    if (k->wall != NULL && CBX_F(cbx_wall_normal)(k->wall, q, n)) o.normal.x = n[0], o.normal.y = n[1], o.normal.z = n[2];
    return o;
}

static CAST3 CBX_F(cbx_cast3_finish)(CBX_F(cbx_clear_at) clear, CONTACT3 (*contact)(const void *, SPHERE),
                                     const void *box, const cbx_real *blo, const cbx_real *bhi, SPHERE s, VEC3 d,
                                     cbx_relation rel, CAST3 o) {
    const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
    cbx_real center[3];
    const cbx_real full = o.fraction;
    if (CBX_F(cbx_cast_place)(clear, box, blo, bhi, p, s.radius, dv, 3, rel, o.hit, &o.fraction, center)) {
        const SPHERE end = {{R_MOVED(p[0], dv[0], full), R_MOVED(p[1], dv[1], full), R_MOVED(p[2], dv[2], full)},
                            s.radius};
        CONTACT3 k = contact(box, end);
        if (!(d.x * k.normal.x + d.y * k.normal.y + d.z * k.normal.z < 0)) {
            /* The end rounded onto or into the box, where the static
               contact's nearest face need not be the one the ball comes
               against: a float center one ulp beside a flat box, moving
               toward it by more than half an ulp, rounds onto it, and the
               tie rule there named the -x face for a ball on its +x side
               (a normal along the motion, which no velocity clip removes).
               The contact at the center returned, outside the box, then
               gives the face the ball is against, where it opposes d. */
            const SPHERE at = {{center[0], center[1], center[2]}, s.radius};
            const CONTACT3 ka = contact(box, at);
            if (d.x * ka.normal.x + d.y * ka.normal.y + d.z * ka.normal.z < 0) k = ka;
        }
        if (!(d.x * k.normal.x + d.y * k.normal.y + d.z * k.normal.z < 0)) {
            /* neither: the path grazes the box, its kept center past the
               closest approach (cbx_cast_graze_normal) */
            cbx_real nv[3] = {k.normal.x, k.normal.y, k.normal.z};
            CBX_F(cbx_cast_graze_normal)(nv, dv, 3);
            k.normal.x = nv[0];
            k.normal.y = nv[1];
            k.normal.z = nv[2];
        }
        o.hit = true;
        o.normal = k.normal;
        o.point = k.point;
    } else if (o.hit && rel == CBX_SEPARATE && !(d.x * o.normal.x + d.y * o.normal.y + d.z * o.normal.z < 0)) {
        /* The sweep's normal is taken at its rounded time: on a path far
           longer than the box (7e23 against a box a few units thick) that
           time is past the contact and the normal can be a face the ball
           is leaving (test_fastpath_edges.py found (0, 1, 0) for a motion
           along +y). The returned center is certainly before the closest
           approach (cbx_cast_not_past), so the contact there points
           against the motion: its normal and point replace that one. A
           zero normal (cbx_cast_decide: a sweep time too far off to keep)
           is replaced whatever its direction: a hit has a unit normal. */
        const SPHERE at = {{center[0], center[1], center[2]}, s.radius};
        const CONTACT3 k = contact(box, at);
        const bool none = R_EQ(o.normal.x, 0) && R_EQ(o.normal.y, 0) && R_EQ(o.normal.z, 0);
        if (none || d.x * k.normal.x + d.y * k.normal.y + d.z * k.normal.z < 0) {
            o.normal = k.normal;
            o.point = k.point;
        }
    }
    if (CBX_UNLIKELY(blo == NULL && o.hit && R_EQ(o.fraction, 0) && rel == CBX_SEPARATE)) {
        /* as in cbx_cast2_finish */
        const CONTACT3 k = contact(box, s);
        if (k.relation != CBX_SEPARATE && d.x * k.normal.x + d.y * k.normal.y + d.z * k.normal.z < 0) {
            o.normal = k.normal;
            o.point = k.point;
        }
    }
    o.center.x = center[0];
    o.center.y = center[1];
    o.center.z = center[2];
    return o;
}

/* The inputs of a 3D cast as arrays (of CBX_CAST3_SLOTS entries), each
   coordinate read by itself (cbx_vec3_read says why); but for a float cast
   the center and d, which arrive in registers: copied whole, x and y in
   one 8-byte piece, which cbx_cast_scan_axes3 reads back whole. Under
   clang, in float, each array is written by one 16-byte store (the fourth
   entry 0): clang reads neighbouring floats of these arrays as one 8-byte
   load wherever it vectorizes a loop over the axes (the box's widths
   hi[1..2] - lo[1..2]: cbx_cast_input_bounded), and a load that
   straddles two stores waits for both (float 3D casts 1.1-1.3x gcc's
   time); a load within one store is forwarded. */
#undef CBX_CAST3_SLOTS /* defined in each precision's pass */
#if CBX_PAIRS && !CBX_IS_DOUBLE && defined(__clang__)
#define CBX_CAST3_SLOTS 4
#else
#define CBX_CAST3_SLOTS 3
#endif
static inline void CBX_F(cbx_cast3_arrays)(const SPHERE *s, const VEC3 *d, const AABB3 *b, cbx_real *p, cbx_real *dv,
                                           cbx_real *lo, cbx_real *hi) {
#if CBX_CAST3_SLOTS == 4
    float l[3], h[3];
    CBX_F(cbx_vec3_read)(&b->min, l);
    CBX_F(cbx_vec3_read)(&b->max, h);
    _mm_storeu_ps(p, _mm_setr_ps(s->center.x, s->center.y, s->center.z, 0));
    _mm_storeu_ps(dv, _mm_setr_ps(d->x, d->y, d->z, 0));
    _mm_storeu_ps(lo, _mm_setr_ps(l[0], l[1], l[2], 0));
    _mm_storeu_ps(hi, _mm_setr_ps(h[0], h[1], h[2], 0));
#else
#if CBX_PAIRS && !CBX_IS_DOUBLE
    __builtin_memcpy(p, &s->center, 3 * sizeof *p);
    __builtin_memcpy(dv, d, 3 * sizeof *dv);
#else
    CBX_F(cbx_vec3_read)(&s->center, p);
    CBX_F(cbx_vec3_read)(d, dv);
#endif
    CBX_F(cbx_vec3_read)(&b->min, lo);
    CBX_F(cbx_vec3_read)(&b->max, hi);
#endif
}

CAST3 CBX_F(cbx_cast_sphere_aabb3)(SPHERE s, VEC3 d, AABB3 b) {
    CBX_F(cbx_cast_fast_out) f;
    int k;
    {
        cbx_real p[CBX_CAST3_SLOTS], dv[CBX_CAST3_SLOTS], lo[CBX_CAST3_SLOTS], hi[CBX_CAST3_SLOTS];
        CBX_F(cbx_cast3_arrays)(&s, &d, &b, p, dv, lo, hi);
        k = CBX_F(cbx_cast_fast_first)(p, s.radius, dv, lo, hi, 3, &f);
        if (k == CBX_CAST_DONE) return CBX_F(cbx_cast3_of_fast)(&f);
    }
    const SWEEP3 w = CBX_F(cbx_cast3_sweep)(&s, &d, &b, k == CBX_CAST_APART);
    {
        cbx_real p[CBX_CAST3_SLOTS], dv[CBX_CAST3_SLOTS], lo[CBX_CAST3_SLOTS], hi[CBX_CAST3_SLOTS];
        CBX_F(cbx_cast3_arrays)(&s, &d, &b, p, dv, lo, hi);
        const cbx_real normal[3] = {w.normal.x, w.normal.y, w.normal.z};
        const cbx_real point[3] = {w.point.x, w.point.y, w.point.z};
        if (CBX_F(cbx_cast_fast)(p, s.radius, dv, lo, hi, 3, w.type, w.time, normal, point, &f))
            return CBX_F(cbx_cast3_of_fast)(&f);
    }
    cbx_relation rel;
    const CBX_F(cbx_cast_local) l = CBX_F(cbx_cast3_decided)(s, d, b, w, &rel);
    if (rel == CBX_INVALID) return CBX_F(cbx_cast3_invalid)();
    if (rel == CBX_TOUCHING && CBX_F(cbx_sphere_penetrates_aabb3)(s, b)) rel = CBX_OVERLAPPING;
    CAST3 o = {l.hit, l.fraction, {0, 0, 0}, {l.normal[0], l.normal[1], l.normal[2]},
               {l.point[0], l.point[1], l.point[2]}};
    const cbx_real blo[3] = {b.min.x, b.min.y, b.min.z}, bhi[3] = {b.max.x, b.max.y, b.max.z};
    return CBX_F(cbx_cast3_finish)(CBX_F(cbx_clear_at_aabb3), CBX_F(cbx_contact_at_aabb3), &b, blo, bhi, s, d, rel, o);
}

/* The 3D twin of cbx_cast_obb2_aligned. */
static CBX_NEVER_INLINE bool CBX_F(cbx_cast_obb3_aligned)(SPHERE s, VEC3 d, OBB3 b, CAST3 *out) {
    AABB3 a;
    if (!CBX_F(cbx_obb3_aligned)(&b, &a)) return false;
    *out = CBX_F(cbx_cast_sphere_aabb3)(s, d, a);
    return true;
}

/* The 3D twin of cbx_cast_obb2_turned_start (signed permutations). */
static CBX_NEVER_INLINE bool CBX_F(cbx_cast_obb3_turned_start)(SPHERE s, VEC3 d, OBB3 b, CAST3 *out) {
    const CONTACT3 k = CBX_F(cbx_contact_sphere_obb3)(s, b);
    if (k.relation == CBX_SEPARATE || !(d.x * k.normal.x + d.y * k.normal.y + d.z * k.normal.z < 0)) return false;
    const CAST3 o = {true, 0, s.center, k.normal, k.point};
    *out = o;
    return true;
}

/* The 3D twin of cbx_obb2_wall_start. */
static CBX_NEVER_INLINE VEC3 CBX_F(cbx_obb3_wall_start)(const VEC3 *axes, VEC3 local, VEC3 half, OBB3 b, SPHERE s,
                                                          CBX_F(cbx_wall) *w) {
    CBX_F(cbx_wall3_make)(w, axes, b, s.center, s.radius);
    if (w->axis == 0) local.x = CBX_F(cbx_wall_local_start)(w, local.x, half.x);
    if (w->axis == 1) local.y = CBX_F(cbx_wall_local_start)(w, local.y, half.y);
    if (w->axis == 2) local.z = CBX_F(cbx_wall_local_start)(w, local.z, half.z);
    return local;
}

CAST3 CBX_F(cbx_cast_sphere_obb3)(SPHERE s, VEC3 d, OBB3 b) {
    if (!CBX_F(cbx_is_valid_sphere)(s) || !CBX_F(cbx_is_valid_obb3)(b) || !CBX_F(cbx_is_finite_vec3)(d))
        return CBX_F(cbx_cast3_invalid)();
    CAST3 aligned;
    if (CBX_F(cbx_axis_may_align)(b.axis[0]) && CBX_F(cbx_cast_obb3_aligned)(s, d, b, &aligned)) return aligned;
    const VEC3 zero = {0, 0, 0};
    CBX_F(cbx_frame3) f = CBX_F(cbx_frame3_make)(s.center, b);
    VEC3 dl = CBX_F(cbx_frame3_motion)(&f, s.center, b, d, zero);
    CBX_F(cbx_wall) wall;
    wall.axis = -1;
    if (CBX_UNLIKELY(CBX_F(cbx_wall3_may_be)(b, s.center, s.radius)))
        f.p = CBX_F(cbx_obb3_wall_start)(f.axis, f.p, f.box.max, b, s, &wall);
    const CBX_F(cbx_wall) *thin = wall.axis >= 0 ? &wall : NULL;
    const SPHERE ls = {f.p, CBX_F(cbx_frame_len)(s.radius, f.scale)};
    CAST3 turned;
    if (CBX_UNLIKELY(CBX_F(cbx_frame3_turned)(&f)) && CBX_F(cbx_cast_obb3_turned_start)(s, d, b, &turned))
        return turned;
    const cbx_real size = R_FABS(dl.x) + R_FABS(dl.y) + R_FABS(dl.z);
    dl.x = CBX_F(cbx_snap)(dl.x, size);
    dl.y = CBX_F(cbx_snap)(dl.y, size);
    dl.z = CBX_F(cbx_snap)(dl.z, size);
    cbx_relation rel;
    bool stepped;
    CBX_F(cbx_cast_local) l = CBX_F(cbx_cast3_local)(ls, dl, f.box, &rel, &stepped);
    if (l.hit && l.fraction > 1) l.hit = false;
    CAST3 o = {l.hit, l.hit ? l.fraction : 1, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}};
    const VEC3 nl = {l.normal[0], l.normal[1], l.normal[2]}, pl = {l.point[0], l.point[1], l.point[2]};
    if (l.hit) {
        o.normal = CBX_F(cbx_frame3_vector)(&f, nl);
        o.point = CBX_F(cbx_frame3_point)(&f, pl);
    }
    const CBX_F(cbx_obb3_block) block = {&b, nl, pl, f.scale, true, thin};
    if (stepped && o.hit && rel == CBX_SEPARATE && d.x * o.normal.x + d.y * o.normal.y + d.z * o.normal.z < 0) {
        const cbx_real p[3] = {s.center.x, s.center.y, s.center.z}, dv[3] = {d.x, d.y, d.z};
        cbx_real center[3];
        if (CBX_F(cbx_cast_clear_at_once)(CBX_F(cbx_clear_at_obb3_block), &block, p, s.radius, dv, 3, o.fraction,
                                          center)) {
            o.center.x = center[0];
            o.center.y = center[1];
            o.center.z = center[2];
            return o;
        }
    }
    if (rel != CBX_SEPARATE) rel = CBX_F(cbx_sphere_penetrates_obb3)(s, b) ? CBX_OVERLAPPING : CBX_TOUCHING;
    if (o.hit && rel == CBX_SEPARATE)
        return CBX_F(cbx_cast3_finish)(CBX_F(cbx_clear_at_obb3_block), CBX_F(cbx_contact_at_obb3_block), &block, NULL, NULL,
                                       s, d, rel, o);
    if (CBX_UNLIKELY(thin != NULL)) {
        const CBX_F(cbx_obb3_block) side = {&b, nl, pl, f.scale, false, thin};
        return CBX_F(cbx_cast3_finish)(CBX_F(cbx_clear_at_obb3_block), CBX_F(cbx_contact_at_obb3_block), &side, NULL, NULL,
                                       s, d, rel, o);
    }
    return CBX_F(cbx_cast3_finish)(CBX_F(cbx_clear_at_obb3), CBX_F(cbx_contact_at_obb3), &b, NULL, NULL, s, d, rel, o);
}

#endif
