/* SPDX-License-Identifier: MIT */
/* The WebAssembly face of circbox: the library itself, plus this thin layer.

   JavaScript cannot pass C structs by value, so shapes travel through one
   static array of doubles in the module's memory: the page writes the scene
   into the input slots, calls cbx_wasm_query, and reads the answers from the
   output slots. Every slot holds a double; enums are stored as small exact
   integers. No allocation, nothing imported. The slot layout is mirrored in
   web/app.js (IO) and documented in docs/web.md. */
#include <circbox.h>

/* Sweeps come from src/ once they land; until then the build leaves them out
   (make web WEB_SWEEP=0) and reports CBX_WASM_NO_SWEEP in their slots. */
#ifndef CBX_WASM_SWEEP
#define CBX_WASM_SWEEP 1
#endif

#define CBX_WASM_EXPORT(name) __attribute__((export_name(name)))

enum {
    /* inputs */
    IN_CIRCLE = 0,   /* center.x, center.y, radius */
    IN_CVEL = 3,     /* circle velocity x, y */
    IN_AABB = 5,     /* min.x, min.y, max.x, max.y */
    IN_OBB = 9,      /* center.x, center.y, half.x, half.y, rot.c, rot.s */
    IN_BVEL = 15,    /* box velocity x, y */
    /* outputs */
    OUT_RELATE = 17,   /* cbx_relate_* */
    OUT_OVERLAP = 18,  /* cbx_overlap_*: 1 or 0 */
    OUT_CONTACT = 19,  /* cbx_contact_*: relation, distance, point.x, point.y, normal.x, normal.y */
    OUT_SWEEP = 25,    /* cbx_sweep_*: type, time, point.x, point.y, normal.x, normal.y */
    IO_LEN = 31
};

/* The sweep slots' type when this build has no sweep: outside cbx_sweep_type. */
#define CBX_WASM_NO_SWEEP (-100)

static double io[IO_LEN];

CBX_WASM_EXPORT("cbx_wasm_io") double *cbx_wasm_io(void) { return io; }
CBX_WASM_EXPORT("cbx_wasm_io_len") int cbx_wasm_io_len(void) { return IO_LEN; }
CBX_WASM_EXPORT("cbx_wasm_has_sweep") int cbx_wasm_has_sweep(void) { return CBX_WASM_SWEEP; }

static cbx_vec2 read_vec2(int at) {
    cbx_vec2 v = {io[at], io[at + 1]};
    return v;
}

/* Contacts and sweeps have the same shape: a code, a number, a point, a normal. */
static void write_answer(int at, int code, double value, cbx_vec2 point, cbx_vec2 normal) {
    io[at + 0] = (double)code;
    io[at + 1] = value;
    io[at + 2] = point.x;
    io[at + 3] = point.y;
    io[at + 4] = normal.x;
    io[at + 5] = normal.y;
}

#if CBX_WASM_SWEEP
static void write_sweep(cbx_sweep2 s) { write_answer(OUT_SWEEP, (int)s.type, s.time, s.point, s.normal); }
#else
static void write_no_sweep(void) {
    const cbx_vec2 zero = {0.0, 0.0};
    write_answer(OUT_SWEEP, CBX_WASM_NO_SWEEP, 0.0, zero, zero);
}
#endif

/* Answers every 2D query for the scene in the input slots: against the
   axis-aligned box (oriented == 0) or the oriented box (oriented != 0).
   Returns the relation from cbx_relate_*. */
CBX_WASM_EXPORT("cbx_wasm_query") int cbx_wasm_query(int oriented) {
    const cbx_circle c = {read_vec2(IN_CIRCLE), io[IN_CIRCLE + 2]};
    const cbx_vec2 c_vel = read_vec2(IN_CVEL), b_vel = read_vec2(IN_BVEL);
    cbx_contact2 k;
    if (oriented) {
        const cbx_obb2 b = {read_vec2(IN_OBB), read_vec2(IN_OBB + 2),
                            {io[IN_OBB + 4], io[IN_OBB + 5]}};
        io[OUT_RELATE] = (double)cbx_relate_circle_obb2(c, b);
        io[OUT_OVERLAP] = cbx_overlap_circle_obb2(c, b) ? 1.0 : 0.0;
        k = cbx_contact_circle_obb2(c, b);
#if CBX_WASM_SWEEP
        write_sweep(cbx_sweep_circle_obb2(c, c_vel, b, b_vel));
#endif
    } else {
        const cbx_aabb2 b = {read_vec2(IN_AABB), read_vec2(IN_AABB + 2)};
        io[OUT_RELATE] = (double)cbx_relate_circle_aabb2(c, b);
        io[OUT_OVERLAP] = cbx_overlap_circle_aabb2(c, b) ? 1.0 : 0.0;
        k = cbx_contact_circle_aabb2(c, b);
#if CBX_WASM_SWEEP
        write_sweep(cbx_sweep_circle_aabb2(c, c_vel, b, b_vel));
#endif
    }
#if !CBX_WASM_SWEEP
    (void)c_vel;
    (void)b_vel;
    write_no_sweep();
#endif
    write_answer(OUT_CONTACT, (int)k.relation, k.distance, k.point, k.normal);
    return (int)io[OUT_RELATE];
}

/* ------------------------------------------------------------------------ */
/* Level mode: a ball under gravity moving through boxes with the mover.     */
/* ------------------------------------------------------------------------ */

/* The level lives in a second static array of doubles (layout mirrored in
   web/level.js, documented in docs/web.md): the ball, the step's answers,
   then the boxes. The page edits the boxes in place and calls
   cbx_wasm_level_step once per fixed time step. */
enum {
    LV_BALL = 0,      /* center.x, center.y, radius, vel.x, vel.y */
    LV_OUT = 5,       /* standing (1/0), hit_count, invalid_boxes, first hit's normal.x, normal.y, on flat ground (1/0) */
    LV_COUNTS = 11,   /* aabb count, obb count */
    LV_AABB = 13,     /* LV_MAX_AABB x (min.x, min.y, max.x, max.y) */
    LV_MAX_AABB = 32,
    LV_OBB = LV_AABB + 4 * LV_MAX_AABB, /* LV_MAX_OBB x (center.x, center.y, half.x, half.y, rot.c, rot.s) */
    LV_MAX_OBB = 8,
    LV_LEN = LV_OBB + 6 * LV_MAX_OBB
};

static double level[LV_LEN];
static cbx_aabb2 level_aabb[LV_MAX_AABB];
static cbx_obb2 level_obb[LV_MAX_OBB];

CBX_WASM_EXPORT("cbx_wasm_level") double *cbx_wasm_level(void) { return level; }
CBX_WASM_EXPORT("cbx_wasm_level_len") int cbx_wasm_level_len(void) { return LV_LEN; }

static cbx_vec2 read_level_vec2(int at) {
    cbx_vec2 v = {level[at], level[at + 1]};
    return v;
}

static size_t level_count(int slot, size_t max) {
    const double n = level[slot];
    return n >= 0 && n <= (double)max ? (size_t)n : 0;
}

/* The world as the mover takes it, copied from the slots. */
static cbx_world2 level_world(void) {
    const size_t na = level_count(LV_COUNTS, LV_MAX_AABB), no = level_count(LV_COUNTS + 1, LV_MAX_OBB);
    for (size_t k = 0; k < na; ++k) {
        const int at = LV_AABB + 4 * (int)k;
        level_aabb[k] = (cbx_aabb2){read_level_vec2(at), read_level_vec2(at + 2)};
    }
    for (size_t k = 0; k < no; ++k) {
        const int at = LV_OBB + 6 * (int)k;
        level_obb[k] = (cbx_obb2){read_level_vec2(at), read_level_vec2(at + 2), {level[at + 4], level[at + 5]}};
    }
    return (cbx_world2){level_aabb, na, level_obb, no};
}

/* Sets oriented box k's rotation from an angle (cbx_rot2_from_angle). */
CBX_WASM_EXPORT("cbx_wasm_level_set_angle") void cbx_wasm_level_set_angle(int k, double radians) {
    if (k < 0 || k >= LV_MAX_OBB) return;
    const cbx_rot2 r = cbx_rot2_from_angle(radians);
    level[LV_OBB + 6 * k + 4] = r.c;
    level[LV_OBB + 6 * k + 5] = r.s;
}

static double abs_d(double x) { return x < 0 ? -x : x; }

/* The box the ball overlaps, or -1: an axis-aligned box k exactly
   (cbx_relate_circle_aabb2 says OVERLAPPING), an oriented box (index
   aabb count + k) beyond the margin its rounded rotation allows,
   16 eps (|dx| + |dy| + half.x + half.y + r): the margin the casts and the
   mover judge an oriented box by (a few ulps of the scale). */
CBX_WASM_EXPORT("cbx_wasm_level_overlapping") int cbx_wasm_level_overlapping(void) {
    const cbx_world2 w = level_world();
    const cbx_circle c = {read_level_vec2(LV_BALL), level[LV_BALL + 2]};
    for (size_t k = 0; k < w.aabb_count; ++k)
        if (cbx_relate_circle_aabb2(c, w.aabb[k]) == CBX_OVERLAPPING) return (int)k;
    for (size_t k = 0; k < w.obb_count; ++k) {
        const cbx_obb2 o = w.obb[k];
        const double margin = 16 * 2.220446049250313e-16 *
                              (abs_d(c.center.x - o.center.x) + abs_d(c.center.y - o.center.y) + o.half.x + o.half.y + c.radius);
        if (cbx_contact_circle_obb2(c, o).distance < -margin) return (int)(w.aabb_count + k);
    }
    return -1;
}

/* One fixed time step dt of the ball: input acceleration along x, gravity,
   a jump (vel.y = jump_speed) when it stood on something after the last
   step, friction on flat ground (the share of vel.x kept per second while it
   stood on a level surface with no input; slopes stay frictionless), then one cbx_move_circle2 of vel * dt, the velocity
   clipped against what it met (cbx_clip_velocity2) and standing decided by
   cbx_standing2 (up (0, 1), slopes to 45 degrees). Returns
   cbx_wasm_level_overlapping() after the step (-1: inside nothing). */
CBX_WASM_EXPORT("cbx_wasm_level_step")
int cbx_wasm_level_step(double dt, double gravity, double accel_x, double jump_speed, double friction) {
    const cbx_world2 w = level_world();
    const cbx_circle c = {read_level_vec2(LV_BALL), level[LV_BALL + 2]};
    cbx_vec2 vel = read_level_vec2(LV_BALL + 3);
    const bool stood = level[LV_OUT] > 0.5, on_flat = level[LV_OUT + 5] > 0.5;
    vel.x += accel_x * dt;
    vel.y -= gravity * dt;
    if (stood && jump_speed > 0) vel.y = jump_speed;
    if (on_flat && accel_x > -1e-300 && accel_x < 1e-300) vel.x -= vel.x * (1 - friction) * dt;
    const cbx_vec2 d = {vel.x * dt, vel.y * dt};
    const cbx_move2 m = cbx_move_circle2(w, c, d, 4);
    if (m.center.x == m.center.x) { /* NaN only for an invalid ball: it stays put */
        level[LV_BALL] = m.center.x;
        level[LV_BALL + 1] = m.center.y;
        vel = cbx_clip_velocity2(vel, &m);
    }
    level[LV_BALL + 3] = vel.x;
    level[LV_BALL + 4] = vel.y;
    const cbx_vec2 up = {0.0, 1.0};
    level[LV_OUT] = cbx_standing2(&m, up, 0.7) ? 1.0 : 0.0;
    level[LV_OUT + 1] = (double)m.hit_count;
    level[LV_OUT + 2] = (double)m.invalid_boxes;
    level[LV_OUT + 3] = m.hit_count > 0 ? m.hits[0].normal.x : 0.0;
    level[LV_OUT + 4] = m.hit_count > 0 ? m.hits[0].normal.y : 0.0;
    bool flat = false; /* a block by a level floor: normal exactly (0, 1) */
    for (int h = 0; h < m.hit_count && h < CBX_MOVE_MAX_HITS; ++h)
        flat |= m.hits[h].normal.x > -1e-300 && m.hits[h].normal.x < 1e-300 && m.hits[h].normal.y > 0;
    level[LV_OUT + 5] = flat ? 1.0 : 0.0;
    return cbx_wasm_level_overlapping();
}
