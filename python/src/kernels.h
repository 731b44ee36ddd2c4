/* SPDX-License-Identifier: MIT */
/* The array loops, written once and included twice by _circbox.c: for double
   (R = double, F(name) = name) and for float (R = float, F(name) = name##f).
   Every loop walks n rows; argument k's row i starts at a[k].p + i * a[k].s0
   and its j-th number sits s1 bytes further per j (NumPy strides, so a
   broadcast argument has s0 == 0 and is never copied). Outputs are
   C-contiguous arrays the Python side allocated. No Python API here: the
   loops run with the GIL released. */

#define AT(k, i, j) (*(const R *)(a[k].p + (i) * a[k].s0 + (j) * a[k].s1))

static F(cbx_circle) F(load_circle)(const cbx_arg *a, int k, npy_intp i)
{
    F(cbx_circle) c;
    c.center.x = AT(k, i, 0);
    c.center.y = AT(k, i, 1);
    c.radius = AT(k, i, 2);
    return c;
}

static F(cbx_aabb2) F(load_aabb2)(const cbx_arg *a, int k, npy_intp i)
{
    F(cbx_aabb2) b;
    b.min.x = AT(k, i, 0);
    b.min.y = AT(k, i, 1);
    b.max.x = AT(k, i, 2);
    b.max.y = AT(k, i, 3);
    return b;
}

static F(cbx_obb2) F(load_obb2)(const cbx_arg *a, int k, npy_intp i)
{
    F(cbx_obb2) b;
    b.center.x = AT(k, i, 0);
    b.center.y = AT(k, i, 1);
    b.half.x = AT(k, i, 2);
    b.half.y = AT(k, i, 3);
    b.rot.c = AT(k, i, 4);
    b.rot.s = AT(k, i, 5);
    return b;
}

static F(cbx_vec2) F(load_vec2)(const cbx_arg *a, int k, npy_intp i)
{
    F(cbx_vec2) v;
    v.x = AT(k, i, 0);
    v.y = AT(k, i, 1);
    return v;
}

static F(cbx_vec3) F(load_vec3_at)(const cbx_arg *a, int k, npy_intp i, int j)
{
    F(cbx_vec3) v;
    v.x = AT(k, i, j);
    v.y = AT(k, i, j + 1);
    v.z = AT(k, i, j + 2);
    return v;
}

static F(cbx_vec3) F(load_vec3)(const cbx_arg *a, int k, npy_intp i)
{
    return F(load_vec3_at)(a, k, i, 0);
}

static F(cbx_sphere) F(load_sphere)(const cbx_arg *a, int k, npy_intp i)
{
    F(cbx_sphere) s;
    s.center = F(load_vec3_at)(a, k, i, 0);
    s.radius = AT(k, i, 3);
    return s;
}

static F(cbx_aabb3) F(load_aabb3)(const cbx_arg *a, int k, npy_intp i)
{
    F(cbx_aabb3) b;
    b.min = F(load_vec3_at)(a, k, i, 0);
    b.max = F(load_vec3_at)(a, k, i, 3);
    return b;
}

/* center (3), half extents (3), then the three unit axes (3 each). */
static F(cbx_obb3) F(load_obb3)(const cbx_arg *a, int k, npy_intp i)
{
    F(cbx_obb3) b;
    b.center = F(load_vec3_at)(a, k, i, 0);
    b.half = F(load_vec3_at)(a, k, i, 3);
    b.axis[0] = F(load_vec3_at)(a, k, i, 6);
    b.axis[1] = F(load_vec3_at)(a, k, i, 9);
    b.axis[2] = F(load_vec3_at)(a, k, i, 12);
    return b;
}

static void F(store2)(R *dst, npy_intp i, F(cbx_vec2) v)
{
    dst[2 * i] = v.x;
    dst[2 * i + 1] = v.y;
}

static void F(store3)(R *dst, npy_intp i, F(cbx_vec3) v)
{
    dst[3 * i] = v.x;
    dst[3 * i + 1] = v.y;
    dst[3 * i + 2] = v.z;
}

/* Static queries: overlap -> bool, relate -> int8, contact -> relation,
   distance, point, normal. SHAPE is the circle's kind, BOX the box's, DIM 2 or 3. */
#define STATIC_LOOPS(PAIR, SHAPE, BOX, DIM)                                                   \
    static void F(overlap_##PAIR##_loop)(const cbx_arg *a, void **o, npy_intp n)               \
    {                                                                                          \
        npy_bool *hit = (npy_bool *)o[0];                                                      \
        for (npy_intp i = 0; i < n; i++)                                                       \
            hit[i] = (npy_bool)F(cbx_overlap_##PAIR)(F(load_##SHAPE)(a, 0, i),                 \
                                                     F(load_##BOX)(a, 1, i));                  \
    }                                                                                          \
    static void F(relate_##PAIR##_loop)(const cbx_arg *a, void **o, npy_intp n)                \
    {                                                                                          \
        npy_int8 *rel = (npy_int8 *)o[0];                                                      \
        for (npy_intp i = 0; i < n; i++)                                                       \
            rel[i] = (npy_int8)F(cbx_relate_##PAIR)(F(load_##SHAPE)(a, 0, i),                  \
                                                    F(load_##BOX)(a, 1, i));                   \
    }                                                                                          \
    static void F(contact_##PAIR##_loop)(const cbx_arg *a, void **o, npy_intp n)               \
    {                                                                                          \
        for (npy_intp i = 0; i < n; i++) {                                                     \
            F(cbx_contact##DIM) k = F(cbx_contact_##PAIR)(F(load_##SHAPE)(a, 0, i),            \
                                                          F(load_##BOX)(a, 1, i));             \
            ((npy_int8 *)o[0])[i] = (npy_int8)k.relation;                                      \
            ((R *)o[1])[i] = k.distance;                                                       \
            F(store##DIM)((R *)o[2], i, k.point);                                              \
            F(store##DIM)((R *)o[3], i, k.normal);                                             \
        }                                                                                      \
    }                                                                                          \
    static void F(sweep_##PAIR##_loop)(const cbx_arg *a, void **o, npy_intp n)                 \
    {                                                                                          \
        for (npy_intp i = 0; i < n; i++) {                                                     \
            F(cbx_sweep##DIM) s = F(cbx_sweep_##PAIR)(F(load_##SHAPE)(a, 0, i),                \
                                                      F(load_vec##DIM)(a, 1, i),               \
                                                      F(load_##BOX)(a, 2, i),                  \
                                                      F(load_vec##DIM)(a, 3, i));              \
            ((npy_int8 *)o[0])[i] = (npy_int8)s.type;                                          \
            ((R *)o[1])[i] = s.time;                                                           \
            F(store##DIM)((R *)o[2], i, s.point);                                              \
            F(store##DIM)((R *)o[3], i, s.normal);                                             \
        }                                                                                      \
    }                                                                                          \
    static void F(cast_##PAIR##_loop)(const cbx_arg *a, void **o, npy_intp n)                  \
    {                                                                                          \
        for (npy_intp i = 0; i < n; i++) {                                                     \
            F(cbx_cast##DIM) c = F(cbx_cast_##PAIR)(F(load_##SHAPE)(a, 0, i),                  \
                                                    F(load_vec##DIM)(a, 1, i),                 \
                                                    F(load_##BOX)(a, 2, i));                   \
            ((npy_bool *)o[0])[i] = (npy_bool)c.hit;                                           \
            ((R *)o[1])[i] = c.fraction;                                                       \
            F(store##DIM)((R *)o[2], i, c.center);                                             \
            F(store##DIM)((R *)o[3], i, c.normal);                                             \
            F(store##DIM)((R *)o[4], i, c.point);                                              \
        }                                                                                      \
    }

STATIC_LOOPS(circle_aabb2, circle, aabb2, 2)
STATIC_LOOPS(circle_obb2, circle, obb2, 2)
STATIC_LOOPS(sphere_aabb3, sphere, aabb3, 3)
STATIC_LOOPS(sphere_obb3, sphere, obb3, 3)
#undef STATIC_LOOPS

/* Table row for one precision: the loops of one pair, in the order of the
   QUERY_* codes of _circbox.c. */
#define PAIR_ROW(PAIR)                                                                      \
    {F(overlap_##PAIR##_loop), F(relate_##PAIR##_loop), F(contact_##PAIR##_loop),             \
     F(sweep_##PAIR##_loop), F(cast_##PAIR##_loop)}

static const loop_fn F(loop_table)[PAIR_COUNT][QUERY_COUNT] = {
    PAIR_ROW(circle_aabb2), PAIR_ROW(circle_obb2), PAIR_ROW(sphere_aabb3), PAIR_ROW(sphere_obb3)};
#undef PAIR_ROW

/* Many circles against one set of boxes (structure of arrays: columns
   contiguous): every (circle, box) pair that overlaps, circle-major and
   boxes ascending. Grows the pair buffers with realloc; returns -1 when out
   of memory. scratch holds m entries. */
static npy_intp F(join2_loop)(const cbx_arg *a, npy_intp n, const R *const *col, npy_intp m,
                              uint32_t *scratch, pair_buf *out)
{
    for (npy_intp i = 0; i < n; i++) {
        size_t got = F(cbx_select_circle_aabb2)(F(load_circle)(a, 0, i), col[0], col[1], col[2], col[3],
                                                (size_t)m, scratch);
        if (pair_buf_append(out, i, scratch, got) != 0) return -1;
    }
    return (npy_intp)out->len;
}

static npy_intp F(join3_loop)(const cbx_arg *a, npy_intp n, const R *const *col, npy_intp m,
                              uint32_t *scratch, pair_buf *out)
{
    for (npy_intp i = 0; i < n; i++) {
        size_t got = F(cbx_select_sphere_aabb3)(F(load_sphere)(a, 0, i), col[0], col[1], col[2], col[3],
                                                col[4], col[5], (size_t)m, scratch);
        if (pair_buf_append(out, i, scratch, got) != 0) return -1;
    }
    return (npy_intp)out->len;
}

/* The mover, one circle (sphere) per row among the same boxes; through the
   index over the world's axis-aligned boxes when `ix` is not NULL. */
#define MOVE_LOOP(DIM, SHAPE, MOVE)                                                                     \
    static void F(move##DIM##_loop)(const cbx_arg *a, void **o, npy_intp n, F(cbx_world##DIM) world,      \
                                    const void *ix, int iterations)                                       \
    {                                                                                                     \
        for (npy_intp i = 0; i < n; i++) {                                                                \
            const F(cbx_##SHAPE) s = F(load_##SHAPE)(a, 0, i);                                            \
            const F(cbx_vec##DIM) d = F(load_vec##DIM)(a, 1, i);                                          \
            F(cbx_move##DIM) m = ix ? F(MOVE##_indexed)(world, (const F(cbx_index##DIM) *)ix, s, d, iterations) \
                                    : F(MOVE)(world, s, d, iterations);                                   \
            F(store##DIM)((R *)o[0], i, m.center);                                                        \
            F(store##DIM)((R *)o[1], i, m.remaining);                                                     \
            ((npy_int32 *)o[2])[i] = (npy_int32)m.hit_count;                                              \
        }                                                                                                 \
    }
MOVE_LOOP(2, circle, cbx_move_circle2)
MOVE_LOOP(3, sphere, cbx_move_sphere3)
#undef MOVE_LOOP

#undef AT

/* ---- The index (cbx_index2_*, cbx_index3_*) ---------------------------- */

/* All pairs of shapes[0..n) (contiguous, the library's struct layout) through
   the index's join, into growable (row, box) lists. Returns -1 when out of memory. */
#define INDEX_JOIN(DIM, SHAPE, JOIN)                                                              \
    static npy_intp F(index##DIM##_join_loop)(const void *ix, const void *shapes, size_t n,        \
                                                pair_buf *out)                                     \
    {                                                                                              \
        size_t *offsets = malloc((n + 1) * sizeof *offsets);                                       \
        size_t cap = 4 * n + 16;                                                                   \
        uint32_t *boxes = malloc(cap * sizeof *boxes);                                             \
        if (!offsets || !boxes) goto fail;                                                         \
        size_t total = IX(DIM, join_##JOIN)(ix, shapes, n, offsets, boxes, cap);        \
        if (total > cap) {                                                                         \
            free(boxes);                                                                           \
            cap = total;                                                                           \
            boxes = malloc(cap * sizeof *boxes);                                                   \
            if (!boxes) goto fail;                                                                 \
            IX(DIM, join_##JOIN)(ix, shapes, n, offsets, boxes, cap);                   \
        }                                                                                          \
        for (size_t i = 0; i < n; i++)                                                             \
            if (pair_buf_append(out, (npy_intp)i, boxes + offsets[i], offsets[i + 1] - offsets[i])) \
                goto fail;                                                                         \
        free(offsets);                                                                             \
        free(boxes);                                                                               \
        return (npy_intp)out->len;                                                                 \
    fail:                                                                                          \
        free(offsets);                                                                             \
        free(boxes);                                                                               \
        return -1;                                                                                 \
    }

INDEX_JOIN(2, circle, circles)
INDEX_JOIN(3, sphere, spheres)
#undef INDEX_JOIN

static void F(index2_cast_loop)(const void *ix, const cbx_arg *a, void **o, npy_intp n)
{
    for (npy_intp i = 0; i < n; i++) {
        uint32_t box;
        F(cbx_cast2) c = IX(2, cast_circle)(ix, F(load_circle)(a, 0, i), F(load_vec2)(a, 1, i), &box);
        ((npy_bool *)o[0])[i] = (npy_bool)c.hit;
        ((R *)o[1])[i] = c.fraction;
        F(store2)((R *)o[2], i, c.center);
        F(store2)((R *)o[3], i, c.normal);
        F(store2)((R *)o[4], i, c.point);
        ((npy_int64 *)o[5])[i] = box == UINT32_MAX ? -1 : (npy_int64)box;
    }
}

static void F(index3_cast_loop)(const void *ix, const cbx_arg *a, void **o, npy_intp n)
{
    for (npy_intp i = 0; i < n; i++) {
        uint32_t box;
        F(cbx_cast3) c = IX(3, cast_sphere)(ix, F(load_sphere)(a, 0, i), F(load_vec3)(a, 1, i), &box);
        ((npy_bool *)o[0])[i] = (npy_bool)c.hit;
        ((R *)o[1])[i] = c.fraction;
        F(store3)((R *)o[2], i, c.center);
        F(store3)((R *)o[3], i, c.normal);
        F(store3)((R *)o[4], i, c.point);
        ((npy_int64 *)o[5])[i] = box == UINT32_MAX ? -1 : (npy_int64)box;
    }
}

/* k nearest per point; rows with fewer than k answers padded with -1 / inf.
   scratch holds k uint32 entries. */
static void F(index2_nearest_loop)(const void *ix, const cbx_arg *a, npy_intp n, size_t k, uint32_t *scratch,
                                   npy_int64 *idx, R *dist)
{
    for (npy_intp i = 0; i < n; i++) {
        size_t got = IX(2, nearest)(ix, F(load_vec2)(a, 0, i), k, scratch, dist + (size_t)i * k);
        for (size_t t = 0; t < k; t++) {
            idx[(size_t)i * k + t] = t < got ? (npy_int64)scratch[t] : -1;
            if (t >= got) dist[(size_t)i * k + t] = (R)__builtin_inf();
        }
    }
}

static void F(index3_nearest_loop)(const void *ix, const cbx_arg *a, npy_intp n, size_t k, uint32_t *scratch,
                                   npy_int64 *idx, R *dist)
{
    for (npy_intp i = 0; i < n; i++) {
        size_t got = IX(3, nearest)(ix, F(load_vec3)(a, 0, i), k, scratch, dist + (size_t)i * k);
        for (size_t t = 0; t < k; t++) {
            idx[(size_t)i * k + t] = t < got ? (npy_int64)scratch[t] : -1;
            if (t >= got) dist[(size_t)i * k + t] = (R)__builtin_inf();
        }
    }
}
