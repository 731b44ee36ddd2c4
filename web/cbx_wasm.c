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
