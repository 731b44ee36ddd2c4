/* SPDX-License-Identifier: MIT */
/* The index (cbx_index2/2f/3/3f): a packed Hilbert R-tree of boxes in
   caller memory, queried exactly. The algorithm is written once for both
   dimensions in index_core.inc (included here twice per precision, for
   rectangles and circles, then for boxes and spheres); this file binds it
   to the public types. */
#ifndef CBX_TEMPLATE_BODY
#define CBX_TEMPLATE_BODY "index/index.c"
#include "index/index_simd.h"
#include "template.h"
#else

#include "internal.h"
#include "arith/predicates.inc"
#include "arith/bits.h"
#include "arith/pow2.h"
#include "index/index_layout.h"
#include "motion/place_back.inc"

/* ---- 2D: rectangles and circles ---- */
#define IX_D 2
/* Names of this dimension and precision: cbx_ix_query2, cbx_ix_query2f, ... */
#define IXF(name) CBX_F(name##2)
#define IX_BOX AABB2
#define IX_CAST CAST2
#define IX_INDEX CBX_F(cbx_index2)
#define IX_PUB(name) CBX_CAT(IX_INDEX, name) /* cbx_index2f_bytes, ... */
#define ix_box_lo(b, i) ((i) == 0 ? (b).min.x : (b).min.y)
#define ix_box_hi(b, i) ((i) == 0 ? (b).max.x : (b).max.y)

static inline CAST2 IXF(cbx_ix_cast_one)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                           const cbx_real *hi) {
    const CIRCLE c = {{p[0], p[1]}, r};
    const VEC2 dv = {d[0], d[1]};
    const AABB2 b = {{lo[0], lo[1]}, {hi[0], hi[1]}};
    return CBX_F(cbx_cast_circle_aabb2)(c, dv, b);
}

/* No box blocks: the whole displacement, as cbx_cast_* reports it (its
   center saturated at the largest finite value, R_MOVED, as the casts'
   is: it was infinite where p + d overflows, an independent oracle's
   finding). */
static inline CAST2 IXF(cbx_ix_cast_none)(const cbx_real *p, const cbx_real *d) {
    const CAST2 o = {false, 1, {R_MOVED(p[0], d[0], 1), R_MOVED(p[1], d[1], 1)}, {0, 0}, {0, 0}};
    return o;
}

static inline bool IXF(cbx_ix_penetrates)(const cbx_real *p, cbx_real r, const cbx_real *lo, const cbx_real *hi) {
    const CIRCLE c = {{p[0], p[1]}, r};
    const AABB2 b = {{lo[0], lo[1]}, {hi[0], hi[1]}};
    return CBX_F(cbx_circle_penetrates_aabb2)(c, b);
}

static inline void IXF(cbx_ix_cast_center)(const CAST2 *k, cbx_real *c) {
    c[0] = k->center.x;
    c[1] = k->center.y;
}

static inline void IXF(cbx_ix_cast_set_center)(CAST2 *k, const cbx_real *c) {
    k->center.x = c[0];
    k->center.y = c[1];
}

#include "index/index_core.inc"

size_t IX_PUB(_bytes)(size_t n) {
    cbx_ix_header h;
    return cbx_ix_bytes(n, sizeof(cbx_real) * 2 * IX_D * CBX_IX_FANOUT, &h);
}

IX_INDEX *IX_PUB(_build)(void *memory, size_t bytes, const AABB2 *boxes, size_t n) {
    return (IX_INDEX *)(void *)IXF(cbx_ix_build)(memory, bytes, boxes, n);
}

size_t IX_PUB(_count)(const IX_INDEX *ix) {
    return ix && IXF(cbx_ix_ok)(&ix->h) ? (size_t)ix->h.n : 0;
}

const IX_INDEX *IX_PUB(_check)(const void *memory, size_t bytes, const char **why) {
    const char *wrong = IXF(cbx_ix_check)(memory, bytes);
    if (why) *why = wrong;
    return wrong ? NULL : (const IX_INDEX *)memory;
}

size_t IX_PUB(_query_circle)(const IX_INDEX *ix, CIRCLE c, uint32_t *out, size_t capacity) {
    if (!ix || !CBX_F(cbx_is_valid_circle)(c)) return 0;
    const cbx_real p[2] = {c.center.x, c.center.y};
    return IXF(cbx_ix_query)(&ix->h, p, c.radius, out, capacity);
}

size_t IX_PUB(_join_circles)(const IX_INDEX *ix, const CIRCLE *circles, size_t m, size_t *offsets,
                                      uint32_t *out, size_t capacity) {
    size_t total = 0;
    if (offsets) offsets[0] = 0;
    for (size_t q = 0; q < m; ++q) {
        const size_t room = (out && total < capacity) ? capacity - total : 0;
        total += IX_PUB(_query_circle)(ix, circles[q], room ? out + total : NULL, room);
        if (offsets) offsets[q + 1] = total;
    }
    return total;
}

CAST2 IX_PUB(_cast_circle)(const IX_INDEX *ix, CIRCLE c, VEC2 displacement, uint32_t *box) {
    const cbx_real p[2] = {c.center.x, c.center.y}, d[2] = {displacement.x, displacement.y};
    return IXF(cbx_ix_cast)(ix ? &ix->h : NULL, p, c.radius, d, box);
}

size_t IX_PUB(_nearest)(const IX_INDEX *ix, VEC2 p, size_t k, uint32_t *out, cbx_real *distance) {
    const cbx_real q[2] = {p.x, p.y};
    return ix ? IXF(cbx_ix_nearest)(&ix->h, q, k, out, distance) : 0;
}

size_t IX_PUB(_query_aabb)(const IX_INDEX *ix, AABB2 b, uint32_t *out, size_t capacity) {
    const cbx_real lo[2] = {b.min.x, b.min.y}, hi[2] = {b.max.x, b.max.y};
    return ix ? IXF(cbx_ix_query_box)(&ix->h, lo, hi, out, capacity) : 0;
}

size_t IX_PUB(_invalid_count)(const IX_INDEX *ix) {
    return ix && IXF(cbx_ix_ok)(&ix->h) ? (size_t)ix->h.invalid : 0;
}

void IX_PUB(_refit)(IX_INDEX *ix, const AABB2 *boxes) {
    if (ix) IXF(cbx_ix_refit)(&ix->h, boxes);
}

#undef IX_D
#undef IXF
#undef IX_BOX
#undef IX_CAST
#undef IX_INDEX
#undef IX_PUB
#undef ix_box_lo
#undef ix_box_hi


/* ---- 3D: boxes and spheres ---- */
#define IX_D 3
#define IXF(name) CBX_F(name##3)
#define IX_BOX AABB3
#define IX_CAST CAST3
#define IX_INDEX CBX_F(cbx_index3)
#define IX_PUB(name) CBX_CAT(IX_INDEX, name) /* cbx_index3f_bytes, ... */
#define ix_box_lo(b, i) ((i) == 0 ? (b).min.x : (i) == 1 ? (b).min.y : (b).min.z)
#define ix_box_hi(b, i) ((i) == 0 ? (b).max.x : (i) == 1 ? (b).max.y : (b).max.z)

static inline CAST3 IXF(cbx_ix_cast_one)(const cbx_real *p, cbx_real r, const cbx_real *d, const cbx_real *lo,
                                           const cbx_real *hi) {
    const SPHERE c = {{p[0], p[1], p[2]}, r};
    const VEC3 dv = {d[0], d[1], d[2]};
    const AABB3 b = {{lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}};
    return CBX_F(cbx_cast_sphere_aabb3)(c, dv, b);
}

/* No box blocks: the whole displacement, as cbx_cast_* reports it (as in 2D). */
static inline CAST3 IXF(cbx_ix_cast_none)(const cbx_real *p, const cbx_real *d) {
    const CAST3 o = {false, 1, {R_MOVED(p[0], d[0], 1), R_MOVED(p[1], d[1], 1), R_MOVED(p[2], d[2], 1)}, {0, 0, 0}, {0, 0, 0}};
    return o;
}

static inline bool IXF(cbx_ix_penetrates)(const cbx_real *p, cbx_real r, const cbx_real *lo, const cbx_real *hi) {
    const SPHERE c = {{p[0], p[1], p[2]}, r};
    const AABB3 b = {{lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}};
    return CBX_F(cbx_sphere_penetrates_aabb3)(c, b);
}

static inline void IXF(cbx_ix_cast_center)(const CAST3 *k, cbx_real *c) {
    c[0] = k->center.x;
    c[1] = k->center.y;
    c[2] = k->center.z;
}

static inline void IXF(cbx_ix_cast_set_center)(CAST3 *k, const cbx_real *c) {
    k->center.x = c[0];
    k->center.y = c[1];
    k->center.z = c[2];
}

#include "index/index_core.inc"

size_t IX_PUB(_bytes)(size_t n) {
    cbx_ix_header h;
    return cbx_ix_bytes(n, sizeof(cbx_real) * 2 * IX_D * CBX_IX_FANOUT, &h);
}

IX_INDEX *IX_PUB(_build)(void *memory, size_t bytes, const AABB3 *boxes, size_t n) {
    return (IX_INDEX *)(void *)IXF(cbx_ix_build)(memory, bytes, boxes, n);
}

size_t IX_PUB(_count)(const IX_INDEX *ix) {
    return ix && IXF(cbx_ix_ok)(&ix->h) ? (size_t)ix->h.n : 0;
}

const IX_INDEX *IX_PUB(_check)(const void *memory, size_t bytes, const char **why) {
    const char *wrong = IXF(cbx_ix_check)(memory, bytes);
    if (why) *why = wrong;
    return wrong ? NULL : (const IX_INDEX *)memory;
}

size_t IX_PUB(_query_sphere)(const IX_INDEX *ix, SPHERE c, uint32_t *out, size_t capacity) {
    if (!ix || !CBX_F(cbx_is_valid_sphere)(c)) return 0;
    const cbx_real p[3] = {c.center.x, c.center.y, c.center.z};
    return IXF(cbx_ix_query)(&ix->h, p, c.radius, out, capacity);
}

size_t IX_PUB(_join_spheres)(const IX_INDEX *ix, const SPHERE *spheres, size_t m, size_t *offsets,
                                      uint32_t *out, size_t capacity) {
    size_t total = 0;
    if (offsets) offsets[0] = 0;
    for (size_t q = 0; q < m; ++q) {
        const size_t room = (out && total < capacity) ? capacity - total : 0;
        total += IX_PUB(_query_sphere)(ix, spheres[q], room ? out + total : NULL, room);
        if (offsets) offsets[q + 1] = total;
    }
    return total;
}

CAST3 IX_PUB(_cast_sphere)(const IX_INDEX *ix, SPHERE c, VEC3 displacement, uint32_t *box) {
    const cbx_real p[3] = {c.center.x, c.center.y, c.center.z}, d[3] = {displacement.x, displacement.y, displacement.z};
    return IXF(cbx_ix_cast)(ix ? &ix->h : NULL, p, c.radius, d, box);
}

size_t IX_PUB(_nearest)(const IX_INDEX *ix, VEC3 p, size_t k, uint32_t *out, cbx_real *distance) {
    const cbx_real q[3] = {p.x, p.y, p.z};
    return ix ? IXF(cbx_ix_nearest)(&ix->h, q, k, out, distance) : 0;
}

size_t IX_PUB(_query_aabb)(const IX_INDEX *ix, AABB3 b, uint32_t *out, size_t capacity) {
    const cbx_real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    return ix ? IXF(cbx_ix_query_box)(&ix->h, lo, hi, out, capacity) : 0;
}

size_t IX_PUB(_invalid_count)(const IX_INDEX *ix) {
    return ix && IXF(cbx_ix_ok)(&ix->h) ? (size_t)ix->h.invalid : 0;
}

void IX_PUB(_refit)(IX_INDEX *ix, const AABB3 *boxes) {
    if (ix) IXF(cbx_ix_refit)(&ix->h, boxes);
}

#undef IX_D
#undef IXF
#undef IX_BOX
#undef IX_CAST
#undef IX_INDEX
#undef IX_PUB
#undef ix_box_lo
#undef ix_box_hi

#endif
