/* SPDX-License-Identifier: MIT */
/* The WebAssembly face of circbox for the npm package (js/): the library
   itself plus this thin export layer.

   JavaScript cannot pass C structs by value, so scalar arguments and answers
   travel through one static array of doubles (`io`): the package writes the
   shapes into the input slots, calls one export, and reads the answer from
   the output slots. Arrays (batch select, the mover's boxes) go to a scratch
   region after the module's static data, grown on demand. Every slot holds a
   double; enums and booleans are stored as small exact integers. Nothing
   imported, no allocator. The slot layout is mirrored in js/src/api.js. */
#include <circbox.h>

#define CBX_JS_EXPORT(name) __attribute__((export_name(name)))

/* Which query family: the shape pair, as in the export's `pair` argument. */
enum { PAIR_CIRCLE_AABB2 = 0, PAIR_CIRCLE_OBB2 = 1, PAIR_SPHERE_AABB3 = 2, PAIR_SPHERE_OBB3 = 3 };

enum {
    IN_SHAPE = 0,     /* circle x, y, r / sphere x, y, z, r */
    IN_VEL = 4,       /* the shape's velocity or displacement x, y (, z) */
    IN_BOX = 7,       /* aabb2 (4), obb2 (6), aabb3 (6) or obb3 (15) numbers */
    IN_BOX_VEL = 22,  /* the box's velocity x, y (, z) */
    OUT = 32,         /* the answer, laid out per export below (a 3D move: 72 slots) */
    IO_LEN = 112
};

static double io[IO_LEN];

CBX_JS_EXPORT("cbx_js_io") double *cbx_js_io(void) { return io; }
CBX_JS_EXPORT("cbx_js_io_len") int cbx_js_io_len(void) { return IO_LEN; }

static cbx_vec2 vec2_at(int at) { return (cbx_vec2){io[at], io[at + 1]}; }
static cbx_vec3 vec3_at(int at) { return (cbx_vec3){io[at], io[at + 1], io[at + 2]}; }
static cbx_circle circle_in(void) { return (cbx_circle){vec2_at(IN_SHAPE), io[IN_SHAPE + 2]}; }
static cbx_sphere sphere_in(void) { return (cbx_sphere){vec3_at(IN_SHAPE), io[IN_SHAPE + 3]}; }
static cbx_aabb2 aabb2_in(void) { return (cbx_aabb2){vec2_at(IN_BOX), vec2_at(IN_BOX + 2)}; }
static cbx_obb2 obb2_in(void) {
    return (cbx_obb2){vec2_at(IN_BOX), vec2_at(IN_BOX + 2), {io[IN_BOX + 4], io[IN_BOX + 5]}};
}
static cbx_aabb3 aabb3_in(void) { return (cbx_aabb3){vec3_at(IN_BOX), vec3_at(IN_BOX + 3)}; }
static cbx_obb3 obb3_in(void) {
    return (cbx_obb3){vec3_at(IN_BOX), vec3_at(IN_BOX + 3),
                      {vec3_at(IN_BOX + 6), vec3_at(IN_BOX + 9), vec3_at(IN_BOX + 12)}};
}

/* Writes n doubles from at; returns the next free slot. */
static int put2(int at, cbx_vec2 v) {
    io[at] = v.x;
    io[at + 1] = v.y;
    return at + 2;
}
static int put3(int at, cbx_vec3 v) {
    io[at] = v.x;
    io[at + 1] = v.y;
    io[at + 2] = v.z;
    return at + 3;
}

/* ------------------------------------------------------------------------ */
/* Static queries                                                            */
/* ------------------------------------------------------------------------ */

/* 1 or 0; 0 on invalid input, as cbx_overlap_*. */
CBX_JS_EXPORT("cbx_js_overlap") int cbx_js_overlap(int pair) {
    switch (pair) {
    case PAIR_CIRCLE_AABB2: return cbx_overlap_circle_aabb2(circle_in(), aabb2_in());
    case PAIR_CIRCLE_OBB2: return cbx_overlap_circle_obb2(circle_in(), obb2_in());
    case PAIR_SPHERE_AABB3: return cbx_overlap_sphere_aabb3(sphere_in(), aabb3_in());
    default: return cbx_overlap_sphere_obb3(sphere_in(), obb3_in());
    }
}

/* A cbx_relation. */
CBX_JS_EXPORT("cbx_js_relate") int cbx_js_relate(int pair) {
    switch (pair) {
    case PAIR_CIRCLE_AABB2: return (int)cbx_relate_circle_aabb2(circle_in(), aabb2_in());
    case PAIR_CIRCLE_OBB2: return (int)cbx_relate_circle_obb2(circle_in(), obb2_in());
    case PAIR_SPHERE_AABB3: return (int)cbx_relate_sphere_aabb3(sphere_in(), aabb3_in());
    default: return (int)cbx_relate_sphere_obb3(sphere_in(), obb3_in());
    }
}

/* OUT: relation, distance, point, normal (2 or 3 numbers each). */
CBX_JS_EXPORT("cbx_js_contact") void cbx_js_contact(int pair) {
    if (pair == PAIR_CIRCLE_AABB2 || pair == PAIR_CIRCLE_OBB2) {
        const cbx_contact2 k = pair == PAIR_CIRCLE_AABB2 ? cbx_contact_circle_aabb2(circle_in(), aabb2_in())
                                                         : cbx_contact_circle_obb2(circle_in(), obb2_in());
        io[OUT] = (double)k.relation;
        io[OUT + 1] = k.distance;
        put2(put2(OUT + 2, k.point), k.normal);
    } else {
        const cbx_contact3 k = pair == PAIR_SPHERE_AABB3 ? cbx_contact_sphere_aabb3(sphere_in(), aabb3_in())
                                                         : cbx_contact_sphere_obb3(sphere_in(), obb3_in());
        io[OUT] = (double)k.relation;
        io[OUT + 1] = k.distance;
        put3(put3(OUT + 2, k.point), k.normal);
    }
}

/* ------------------------------------------------------------------------ */
/* Sweeps and casts                                                          */
/* ------------------------------------------------------------------------ */

/* OUT: type, time, point, normal. */
CBX_JS_EXPORT("cbx_js_sweep") void cbx_js_sweep(int pair) {
    if (pair == PAIR_CIRCLE_AABB2 || pair == PAIR_CIRCLE_OBB2) {
        const cbx_vec2 v = vec2_at(IN_VEL), bv = vec2_at(IN_BOX_VEL);
        const cbx_sweep2 s = pair == PAIR_CIRCLE_AABB2 ? cbx_sweep_circle_aabb2(circle_in(), v, aabb2_in(), bv)
                                                       : cbx_sweep_circle_obb2(circle_in(), v, obb2_in(), bv);
        io[OUT] = (double)s.type;
        io[OUT + 1] = s.time;
        put2(put2(OUT + 2, s.point), s.normal);
    } else {
        const cbx_vec3 v = vec3_at(IN_VEL), bv = vec3_at(IN_BOX_VEL);
        const cbx_sweep3 s = pair == PAIR_SPHERE_AABB3 ? cbx_sweep_sphere_aabb3(sphere_in(), v, aabb3_in(), bv)
                                                       : cbx_sweep_sphere_obb3(sphere_in(), v, obb3_in(), bv);
        io[OUT] = (double)s.type;
        io[OUT + 1] = s.time;
        put3(put3(OUT + 2, s.point), s.normal);
    }
}

/* OUT: hit (1/0), fraction, center, normal, point. */
CBX_JS_EXPORT("cbx_js_cast") void cbx_js_cast(int pair) {
    if (pair == PAIR_CIRCLE_AABB2 || pair == PAIR_CIRCLE_OBB2) {
        const cbx_vec2 d = vec2_at(IN_VEL);
        const cbx_cast2 k = pair == PAIR_CIRCLE_AABB2 ? cbx_cast_circle_aabb2(circle_in(), d, aabb2_in())
                                                      : cbx_cast_circle_obb2(circle_in(), d, obb2_in());
        io[OUT] = k.hit ? 1.0 : 0.0;
        io[OUT + 1] = k.fraction;
        put2(put2(put2(OUT + 2, k.center), k.normal), k.point);
    } else {
        const cbx_vec3 d = vec3_at(IN_VEL);
        const cbx_cast3 k = pair == PAIR_SPHERE_AABB3 ? cbx_cast_sphere_aabb3(sphere_in(), d, aabb3_in())
                                                      : cbx_cast_sphere_obb3(sphere_in(), d, obb3_in());
        io[OUT] = k.hit ? 1.0 : 0.0;
        io[OUT + 1] = k.fraction;
        put3(put3(put3(OUT + 2, k.center), k.normal), k.point);
    }
}

/* ------------------------------------------------------------------------ */
/* Rotations                                                                 */
/* ------------------------------------------------------------------------ */

/* OUT: c, s of cbx_rot2_from_angle(radians). */
CBX_JS_EXPORT("cbx_js_rot2_from_angle") void cbx_js_rot2_from_angle(double radians) {
    const cbx_rot2 r = cbx_rot2_from_angle(radians);
    io[OUT] = r.c;
    io[OUT + 1] = r.s;
}

/* Reads center (IN_SHAPE), half (IN_VEL) and the quaternion w, x, y, z
   (IN_BOX); OUT: the three axes of cbx_obb3_from_quat. */
CBX_JS_EXPORT("cbx_js_obb3_from_quat") void cbx_js_obb3_from_quat(void) {
    const cbx_quat q = {io[IN_BOX], io[IN_BOX + 1], io[IN_BOX + 2], io[IN_BOX + 3]};
    const cbx_obb3 b = cbx_obb3_from_quat(vec3_at(IN_SHAPE), vec3_at(IN_VEL), q);
    put3(put3(put3(OUT, b.axis[0]), b.axis[1]), b.axis[2]);
}

/* Reads the axis (IN_VEL); OUT: w, x, y, z of cbx_quat_from_axis_angle. */
CBX_JS_EXPORT("cbx_js_quat_from_axis_angle") void cbx_js_quat_from_axis_angle(double radians) {
    const cbx_quat q = cbx_quat_from_axis_angle(vec3_at(IN_VEL), radians);
    io[OUT] = q.w;
    io[OUT + 1] = q.x;
    io[OUT + 2] = q.y;
    io[OUT + 3] = q.z;
}

/* ------------------------------------------------------------------------ */
/* Scratch memory for arrays                                                 */
/* ------------------------------------------------------------------------ */

extern unsigned char __heap_base;

/* The address of a region of at least `bytes` bytes after the module's data,
   8-aligned, growing the memory when needed; 0 when it cannot grow. The
   region is reused by the next call: the package copies in, calls, copies
   out. Growing detaches the JavaScript views of the memory. */
CBX_JS_EXPORT("cbx_js_scratch") size_t cbx_js_scratch(size_t bytes) {
    const size_t page = 65536, base = ((size_t)&__heap_base + 7) & ~(size_t)7;
    if (bytes > (size_t)-1 - base) return 0;
    const size_t need = base + bytes, have = __builtin_wasm_memory_size(0) * page;
    if (need > have) {
        const size_t pages = (need - have + page - 1) / page;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    }
    return base;
}

/* ------------------------------------------------------------------------ */
/* Batch select                                                              */
/* ------------------------------------------------------------------------ */

/* The shape from IN_SHAPE; the box columns at `columns` (4 or 6 arrays of n
   reals, one after the other), the indices to `out`. Returns the count. */
CBX_JS_EXPORT("cbx_js_select2") size_t cbx_js_select2(const double *columns, size_t n, uint32_t *out) {
    return cbx_select_circle_aabb2(circle_in(), columns, columns + n, columns + 2 * n, columns + 3 * n, n, out);
}
CBX_JS_EXPORT("cbx_js_select2f") size_t cbx_js_select2f(const float *columns, size_t n, uint32_t *out) {
    const cbx_circlef c = {{(float)io[IN_SHAPE], (float)io[IN_SHAPE + 1]}, (float)io[IN_SHAPE + 2]};
    return cbx_select_circle_aabb2f(c, columns, columns + n, columns + 2 * n, columns + 3 * n, n, out);
}
CBX_JS_EXPORT("cbx_js_select3") size_t cbx_js_select3(const double *columns, size_t n, uint32_t *out) {
    return cbx_select_sphere_aabb3(sphere_in(), columns, columns + n, columns + 2 * n, columns + 3 * n,
                                   columns + 4 * n, columns + 5 * n, n, out);
}
CBX_JS_EXPORT("cbx_js_select3f") size_t cbx_js_select3f(const float *columns, size_t n, uint32_t *out) {
    const cbx_spheref s = {{(float)io[IN_SHAPE], (float)io[IN_SHAPE + 1], (float)io[IN_SHAPE + 2]},
                           (float)io[IN_SHAPE + 3]};
    return cbx_select_sphere_aabb3f(s, columns, columns + n, columns + 2 * n, columns + 3 * n, columns + 4 * n,
                                    columns + 5 * n, n, out);
}

/* ------------------------------------------------------------------------ */
/* The mover, 2D                                                             */
/* ------------------------------------------------------------------------ */

/* A move in the output slots: center, remaining, hit_count, invalid_boxes,
   then CBX_MOVE_MAX_HITS hits of normal, point, box, oriented (6 each). */
enum { MOVE_HITS = OUT + 6, MOVE_HIT_LEN = 6 };

static void put_move2(const cbx_move2 *m) {
    put2(put2(OUT, m->center), m->remaining);
    io[OUT + 4] = (double)m->hit_count;
    io[OUT + 5] = (double)m->invalid_boxes;
    for (int h = 0; h < CBX_MOVE_MAX_HITS; ++h) {
        const int at = MOVE_HITS + MOVE_HIT_LEN * h;
        const cbx_move_hit2 z = {{0.0, 0.0}, {0.0, 0.0}, 0, false};
        const cbx_move_hit2 hit = h < m->hit_count ? m->hits[h] : z;
        put2(put2(at, hit.normal), hit.point);
        io[at + 4] = (double)hit.box;
        io[at + 5] = hit.oriented ? 1.0 : 0.0;
    }
}

/* The move written by put_move2, read back (for clip and standing). */
static cbx_move2 move2_out(void) {
    cbx_move2 m = {vec2_at(OUT), vec2_at(OUT + 2), (int)io[OUT + 4], {{{0.0, 0.0}, {0.0, 0.0}, 0, false}},
                   (size_t)io[OUT + 5]};
    for (int h = 0; h < CBX_MOVE_MAX_HITS; ++h) {
        const int at = MOVE_HITS + MOVE_HIT_LEN * h;
        m.hits[h] = (cbx_move_hit2){vec2_at(at), vec2_at(at + 2), (uint32_t)io[at + 4], io[at + 5] != 0.0};
    }
    return m;
}

/* Moves the circle (IN_SHAPE) by the displacement (IN_VEL) through
   aabb_count cbx_aabb2 then obb_count cbx_obb2 at `boxes` (doubles, in the
   structs' field order); writes the move to OUT. */
CBX_JS_EXPORT("cbx_js_move2")
void cbx_js_move2(const double *boxes, size_t aabb_count, size_t obb_count, int max_iterations) {
    const cbx_world2 w = {(const cbx_aabb2 *)(const void *)boxes, aabb_count,
                          (const cbx_obb2 *)(const void *)(boxes + 4 * aabb_count), obb_count};
    const cbx_move2 m = cbx_move_circle2(w, circle_in(), vec2_at(IN_VEL), max_iterations);
    put_move2(&m);
}

/* Reads a velocity (IN_VEL) and a move (OUT, as cbx_js_move2 wrote it);
   writes the clipped velocity to IN_BOX_VEL. */
CBX_JS_EXPORT("cbx_js_clip_velocity2") void cbx_js_clip_velocity2(void) {
    const cbx_move2 m = move2_out();
    put2(IN_BOX_VEL, cbx_clip_velocity2(vec2_at(IN_VEL), &m));
}

/* cbx_standing2 of the move in OUT with up at IN_VEL. */
CBX_JS_EXPORT("cbx_js_standing2") int cbx_js_standing2(double min_cos) {
    const cbx_move2 m = move2_out();
    return cbx_standing2(&m, vec2_at(IN_VEL), min_cos);
}

/* ------------------------------------------------------------------------ */
/* The mover, 3D: as in 2D, with center, remaining (3 each), hit_count,      */
/* invalid_boxes, then hits of normal, point (3 each), box, oriented.        */
/* ------------------------------------------------------------------------ */

enum { MOVE3_HITS = OUT + 8, MOVE3_HIT_LEN = 8 };

static void put_move3(const cbx_move3 *m) {
    put3(put3(OUT, m->center), m->remaining);
    io[OUT + 6] = (double)m->hit_count;
    io[OUT + 7] = (double)m->invalid_boxes;
    for (int h = 0; h < CBX_MOVE_MAX_HITS; ++h) {
        const int at = MOVE3_HITS + MOVE3_HIT_LEN * h;
        const cbx_move_hit3 z = {{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 0, false};
        const cbx_move_hit3 hit = h < m->hit_count ? m->hits[h] : z;
        put3(put3(at, hit.normal), hit.point);
        io[at + 6] = (double)hit.box;
        io[at + 7] = hit.oriented ? 1.0 : 0.0;
    }
}

static cbx_move3 move3_out(void) {
    cbx_move3 m = {vec3_at(OUT), vec3_at(OUT + 3), (int)io[OUT + 6],
                   {{{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 0, false}}, (size_t)io[OUT + 7]};
    for (int h = 0; h < CBX_MOVE_MAX_HITS; ++h) {
        const int at = MOVE3_HITS + MOVE3_HIT_LEN * h;
        m.hits[h] = (cbx_move_hit3){vec3_at(at), vec3_at(at + 3), (uint32_t)io[at + 6], io[at + 7] != 0.0};
    }
    return m;
}

/* The sphere (IN_SHAPE) moved by IN_VEL through aabb_count cbx_aabb3 then
   obb_count cbx_obb3 at `boxes`; writes the move to OUT. */
CBX_JS_EXPORT("cbx_js_move3")
void cbx_js_move3(const double *boxes, size_t aabb_count, size_t obb_count, int max_iterations) {
    const cbx_world3 w = {(const cbx_aabb3 *)(const void *)boxes, aabb_count,
                          (const cbx_obb3 *)(const void *)(boxes + 6 * aabb_count), obb_count};
    const cbx_move3 m = cbx_move_sphere3(w, sphere_in(), vec3_at(IN_VEL), max_iterations);
    put_move3(&m);
}

CBX_JS_EXPORT("cbx_js_clip_velocity3") void cbx_js_clip_velocity3(void) {
    const cbx_move3 m = move3_out();
    put3(IN_BOX_VEL, cbx_clip_velocity3(vec3_at(IN_VEL), &m));
}

CBX_JS_EXPORT("cbx_js_standing3") int cbx_js_standing3(double min_cos) {
    const cbx_move3 m = move3_out();
    return cbx_standing3(&m, vec3_at(IN_VEL), min_cos);
}
