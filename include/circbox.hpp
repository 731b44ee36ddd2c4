// SPDX-License-Identifier: MIT
// circbox.hpp: an optional header-only C++ layer over the C API (C++11 and later).
//
//   #include "circbox.hpp"
//   circbox::circle c{3, 4, 5};                       // x, y, r
//   circbox::aabb2 b{-5, -5, 0, 0};                   // min x, min y, max x, max y
//   circbox::relation r = circbox::relate(c, b);     // circbox::touching, exactly
//   circbox::obb2 o;                                  // zero box, IDENTITY rotation: valid
//
// What it adds to circbox.h: one overloaded name per query for double and
// float (overlap, relate, contact, sweep, cast, move, select; query, join,
// cast and nearest on an index), shape types
// whose default constructor gives a valid shape (a value-initialized cbx_obb2{}
// has rotation (0, 0) and is INVALID; circbox::obb2{} has the identity), and
// the constants as constexpr. Every circbox:: shape IS the C struct (public
// base, no extra members), so one passes anywhere the C API wants one. An
// ARRAY of them is another matter: a `const cbx_aabb2 *` walked over
// circbox::aabb2 objects is, strictly, undefined in C++ (the layouts match,
// and compilers accept it, but the standard allows pointer arithmetic only
// over the type pointed to): keep the arrays you pass to worlds, selects and
// indexes as arrays of the C structs (cbx_aabb2 boxes[] = {...}). No
// exceptions, no allocation: everything is noexcept and answers exactly as
// the C function it forwards to (invalid input gives the INVALID answers).
#ifndef CIRCBOX_HPP
#define CIRCBOX_HPP

#include <cstddef>
#include <cstdint>

#include "circbox.h"

/* C++ linkage even where the header is included inside extern "C" { } (its
   overloads and templates have no C linkage). */
extern "C++" {
namespace circbox {

using relation = cbx_relation;
using sweep_type = cbx_sweep_type;

constexpr relation invalid = CBX_INVALID;          // bad input
constexpr relation separate = CBX_SEPARATE;        // no common point
constexpr relation touching = CBX_TOUCHING;        // common points, interiors apart
constexpr relation overlapping = CBX_OVERLAPPING;  // interiors meet
constexpr sweep_type sweep_invalid = CBX_SWEEP_INVALID;
constexpr sweep_type sweep_overlap = CBX_SWEEP_OVERLAP;
constexpr sweep_type sweep_none = CBX_SWEEP_NONE;
constexpr sweep_type sweep_contact = CBX_SWEEP_CONTACT;
constexpr int move_max_hits = CBX_MOVE_MAX_HITS;        // hits a move records
constexpr double rot_tolerance = CBX_ROT_TOLERANCE;     // |c^2 + s^2 - 1| accepted (double)
constexpr float rot_tolerancef = CBX_ROT_TOLERANCEF;    // the same for float

// ---- Shapes with safe defaults (all zero, rotations the identity) ---------
// A shape is never made from one number (or one corner) by conversion:
// `circbox::circle c = 5.0;` was the point circle at (5, 0), and
// `circbox::aabb3 b = circbox::vec3(1, 2, 3);` an inverted, INVALID box
// (an independent tester's finding); such a line does not compile now.
// Nor does a box from some of its numbers: `circbox::aabb2 b{1, 2};` was
// min (1, 2), max (0, 0), an inverted, INVALID box (a second tester). A box
// takes all its numbers, or none (or, oriented, no rotation: the identity);
// a circle or a sphere without r is the point one.

struct vec2 : cbx_vec2 {
    constexpr vec2(double x_ = 0, double y_ = 0) noexcept : cbx_vec2{x_, y_} {}
};
struct vec2f : cbx_vec2f {
    constexpr vec2f(float x_ = 0, float y_ = 0) noexcept : cbx_vec2f{x_, y_} {}
};
struct vec3 : cbx_vec3 {
    constexpr vec3(double x_ = 0, double y_ = 0, double z_ = 0) noexcept : cbx_vec3{x_, y_, z_} {}
};
struct vec3f : cbx_vec3f {
    constexpr vec3f(float x_ = 0, float y_ = 0, float z_ = 0) noexcept : cbx_vec3f{x_, y_, z_} {}
};
/** Circle (x, y, r); default: the point circle at the origin (valid, radius 0). */
struct circle : cbx_circle {
    circle(double) = delete; /* one number is no circle: give x, y, r */
    constexpr circle(double x = 0, double y = 0, double r = 0) noexcept : cbx_circle{{x, y}, r} {}
};
struct circlef : cbx_circlef {
    circlef(float) = delete;
    constexpr circlef(float x = 0, float y = 0, float r = 0) noexcept : cbx_circlef{{x, y}, r} {}
};
/** Axis-aligned rectangle (min x, min y, max x, max y). */
struct aabb2 : cbx_aabb2 {
    aabb2(double) = delete; /* fewer numbers are no box: give all four */
    aabb2(double, double) = delete;
    aabb2(double, double, double) = delete;
    constexpr aabb2() noexcept : cbx_aabb2{{0, 0}, {0, 0}} {}
    constexpr aabb2(double x0, double y0, double x1, double y1) noexcept : cbx_aabb2{{x0, y0}, {x1, y1}} {}
};
struct aabb2f : cbx_aabb2f {
    aabb2f(float) = delete;
    aabb2f(float, float) = delete;
    aabb2f(float, float, float) = delete;
    constexpr aabb2f() noexcept : cbx_aabb2f{{0, 0}, {0, 0}} {}
    constexpr aabb2f(float x0, float y0, float x1, float y1) noexcept : cbx_aabb2f{{x0, y0}, {x1, y1}} {}
};
/** Oriented rectangle: center, half extents, rotation (cos, sin); default rotation the identity. */
struct obb2 : cbx_obb2 {
    obb2(double) = delete; /* center and half extents, then the rotation or none */
    obb2(double, double) = delete;
    obb2(double, double, double) = delete;
    obb2(double, double, double, double, double) = delete;
    constexpr obb2() noexcept : cbx_obb2{{0, 0}, {0, 0}, {1, 0}} {}
    constexpr obb2(double cx, double cy, double hx, double hy, double c = 1, double s = 0) noexcept
        : cbx_obb2{{cx, cy}, {hx, hy}, {c, s}} {}
};
struct obb2f : cbx_obb2f {
    obb2f(float) = delete;
    obb2f(float, float) = delete;
    obb2f(float, float, float) = delete;
    obb2f(float, float, float, float, float) = delete;
    constexpr obb2f() noexcept : cbx_obb2f{{0, 0}, {0, 0}, {1, 0}} {}
    constexpr obb2f(float cx, float cy, float hx, float hy, float c = 1, float s = 0) noexcept
        : cbx_obb2f{{cx, cy}, {hx, hy}, {c, s}} {}
};
struct sphere : cbx_sphere {
    sphere(double) = delete;
    constexpr sphere(double x = 0, double y = 0, double z = 0, double r = 0) noexcept
        : cbx_sphere{{x, y, z}, r} {}
};
struct spheref : cbx_spheref {
    spheref(float) = delete;
    constexpr spheref(float x = 0, float y = 0, float z = 0, float r = 0) noexcept : cbx_spheref{{x, y, z}, r} {}
};
struct aabb3 : cbx_aabb3 {
    aabb3(cbx_vec3) = delete; /* one corner is no box: give min and max */
    constexpr aabb3(cbx_vec3 lo = vec3(), cbx_vec3 hi = vec3()) noexcept : cbx_aabb3{lo, hi} {}
};
struct aabb3f : cbx_aabb3f {
    aabb3f(cbx_vec3f) = delete;
    constexpr aabb3f(cbx_vec3f lo = vec3f(), cbx_vec3f hi = vec3f()) noexcept : cbx_aabb3f{lo, hi} {}
};
/** Oriented box: center, half extents, three orthonormal axes; default axes the identity. */
struct obb3 : cbx_obb3 {
    obb3(cbx_vec3) = delete; /* center and half extents, then all three axes or none */
    obb3(cbx_vec3, cbx_vec3, cbx_vec3) = delete;
    obb3(cbx_vec3, cbx_vec3, cbx_vec3, cbx_vec3) = delete;
    constexpr obb3(cbx_vec3 c = vec3(), cbx_vec3 h = vec3()) noexcept
        : cbx_obb3{c, h, {vec3(1, 0, 0), vec3(0, 1, 0), vec3(0, 0, 1)}} {}
    constexpr obb3(cbx_vec3 c, cbx_vec3 h, cbx_vec3 ax, cbx_vec3 ay, cbx_vec3 az) noexcept
        : cbx_obb3{c, h, {ax, ay, az}} {}
};
struct obb3f : cbx_obb3f {
    obb3f(cbx_vec3f) = delete;
    obb3f(cbx_vec3f, cbx_vec3f, cbx_vec3f) = delete;
    obb3f(cbx_vec3f, cbx_vec3f, cbx_vec3f, cbx_vec3f) = delete;
    constexpr obb3f(cbx_vec3f c = vec3f(), cbx_vec3f h = vec3f()) noexcept
        : cbx_obb3f{c, h, {vec3f(1, 0, 0), vec3f(0, 1, 0), vec3f(0, 0, 1)}} {}
    constexpr obb3f(cbx_vec3f c, cbx_vec3f h, cbx_vec3f ax, cbx_vec3f ay, cbx_vec3f az) noexcept
        : cbx_obb3f{c, h, {ax, ay, az}} {}
};

// ---- Queries: one name, every shape pair, both precisions -----------------

// Validity (circbox.h: cbx_is_valid_*).
inline bool is_valid(const cbx_circle &c) noexcept { return cbx_is_valid_circle(c); }
inline bool is_valid(const cbx_circlef &c) noexcept { return cbx_is_valid_circlef(c); }
inline bool is_valid(const cbx_aabb2 &b) noexcept { return cbx_is_valid_aabb2(b); }
inline bool is_valid(const cbx_aabb2f &b) noexcept { return cbx_is_valid_aabb2f(b); }
inline bool is_valid(const cbx_obb2 &b) noexcept { return cbx_is_valid_obb2(b); }
inline bool is_valid(const cbx_obb2f &b) noexcept { return cbx_is_valid_obb2f(b); }
inline bool is_valid(const cbx_sphere &s) noexcept { return cbx_is_valid_sphere(s); }
inline bool is_valid(const cbx_spheref &s) noexcept { return cbx_is_valid_spheref(s); }
inline bool is_valid(const cbx_aabb3 &b) noexcept { return cbx_is_valid_aabb3(b); }
inline bool is_valid(const cbx_aabb3f &b) noexcept { return cbx_is_valid_aabb3f(b); }
inline bool is_valid(const cbx_obb3 &b) noexcept { return cbx_is_valid_obb3(b); }
inline bool is_valid(const cbx_obb3f &b) noexcept { return cbx_is_valid_obb3f(b); }

// One block per shape pair and precision: S shape, B box, V vector, K contact,
// W sweep, C cast, SUF the C name's suffix. Undefined again below.
#define CIRCBOX_HPP_PAIR(S, B, V, K, W, C, PAIR)                                                        \
    /** Do they share a point (touching counts)? Exact. */                                           \
    inline bool overlap(const S &s, const B &b) noexcept { return cbx_overlap_##PAIR(s, b); }         \
    /** SEPARATE, TOUCHING, OVERLAPPING or INVALID. Exact. */                                         \
    inline relation relate(const S &s, const B &b) noexcept { return cbx_relate_##PAIR(s, b); }      \
    /** Relation, signed distance, nearest boundary point, normal (box toward shape). */             \
    inline K contact(const S &s, const B &b) noexcept { return cbx_contact_##PAIR(s, b); }           \
    /** First contact of the moving pair (box velocity defaults to rest). */                          \
    inline W sweep(const S &s, const V &v, const B &b, const V &bv) noexcept {                        \
        return cbx_sweep_##PAIR(s, v, b, bv);                                                         \
    }                                                                                                 \
    inline W sweep(const S &s, const V &v, const B &b) noexcept {                                     \
        V rest{};                                                                                     \
        return cbx_sweep_##PAIR(s, v, b, rest);                                                       \
    }                                                                                                 \
    /** Move by a displacement, stop before entering the box. */                                      \
    inline C cast(const S &s, const V &d, const B &b) noexcept { return cbx_cast_##PAIR(s, d, b); }

CIRCBOX_HPP_PAIR(cbx_circle, cbx_aabb2, cbx_vec2, cbx_contact2, cbx_sweep2, cbx_cast2, circle_aabb2)
CIRCBOX_HPP_PAIR(cbx_circlef, cbx_aabb2f, cbx_vec2f, cbx_contact2f, cbx_sweep2f, cbx_cast2f, circle_aabb2f)
CIRCBOX_HPP_PAIR(cbx_circle, cbx_obb2, cbx_vec2, cbx_contact2, cbx_sweep2, cbx_cast2, circle_obb2)
CIRCBOX_HPP_PAIR(cbx_circlef, cbx_obb2f, cbx_vec2f, cbx_contact2f, cbx_sweep2f, cbx_cast2f, circle_obb2f)
CIRCBOX_HPP_PAIR(cbx_sphere, cbx_aabb3, cbx_vec3, cbx_contact3, cbx_sweep3, cbx_cast3, sphere_aabb3)
CIRCBOX_HPP_PAIR(cbx_spheref, cbx_aabb3f, cbx_vec3f, cbx_contact3f, cbx_sweep3f, cbx_cast3f, sphere_aabb3f)
CIRCBOX_HPP_PAIR(cbx_sphere, cbx_obb3, cbx_vec3, cbx_contact3, cbx_sweep3, cbx_cast3, sphere_obb3)
CIRCBOX_HPP_PAIR(cbx_spheref, cbx_obb3f, cbx_vec3f, cbx_contact3f, cbx_sweep3f, cbx_cast3f, sphere_obb3f)
#undef CIRCBOX_HPP_PAIR

// The mover (cbx_move_*): move and slide through a world of boxes.
inline cbx_move2 move(const cbx_world2 &w, const cbx_circle &c, const cbx_vec2 &d, int iterations = 4) noexcept {
    return cbx_move_circle2(w, c, d, iterations);
}
inline cbx_move2f move(const cbx_world2f &w, const cbx_circlef &c, const cbx_vec2f &d,
                       int iterations = 4) noexcept {
    return cbx_move_circle2f(w, c, d, iterations);
}
inline cbx_move3 move(const cbx_world3 &w, const cbx_sphere &s, const cbx_vec3 &d, int iterations = 4) noexcept {
    return cbx_move_sphere3(w, s, d, iterations);
}
inline cbx_move3f move(const cbx_world3f &w, const cbx_spheref &s, const cbx_vec3f &d,
                       int iterations = 4) noexcept {
    return cbx_move_sphere3f(w, s, d, iterations);
}

// Batch select (cbx_select_*): indices of the boxes (structure of arrays) the
// shape overlaps, ascending; out holds n entries; returns how many.
inline std::size_t select(const cbx_circle &c, const double *x0, const double *y0, const double *x1,
                          const double *y1, std::size_t n, std::uint32_t *out) noexcept {
    return cbx_select_circle_aabb2(c, x0, y0, x1, y1, n, out);
}
inline std::size_t select(const cbx_circlef &c, const float *x0, const float *y0, const float *x1,
                          const float *y1, std::size_t n, std::uint32_t *out) noexcept {
    return cbx_select_circle_aabb2f(c, x0, y0, x1, y1, n, out);
}
inline std::size_t select(const cbx_sphere &s, const double *x0, const double *y0, const double *z0,
                          const double *x1, const double *y1, const double *z1, std::size_t n,
                          std::uint32_t *out) noexcept {
    return cbx_select_sphere_aabb3(s, x0, y0, z0, x1, y1, z1, n, out);
}
inline std::size_t select(const cbx_spheref &s, const float *x0, const float *y0, const float *z0,
                          const float *x1, const float *y1, const float *z1, std::size_t n,
                          std::uint32_t *out) noexcept {
    return cbx_select_sphere_aabb3f(s, x0, y0, z0, x1, y1, z1, n, out);
}

// The index (cbx_index*_*): the same names for every dimension and precision.
// Build with cbx_index2_build / cbx_index2f_build ... into memory you own.
#define CIRCBOX_HPP_INDEX(IX, S, V, C, R, QUERY, JOIN, CAST)                                           \
    /** Every box the shape overlaps; returns the count, writes the first `capacity`. */               \
    inline std::size_t query(const IX *ix, const S &s, std::uint32_t *out, std::size_t capacity) noexcept { \
        return QUERY(ix, s, out, capacity);                                                             \
    }                                                                                                   \
    /** Many shapes at once (CSR: offsets holds m + 1 entries); returns the pair count. */             \
    inline std::size_t join(const IX *ix, const S *shapes, std::size_t m, std::size_t *offsets,        \
                            std::uint32_t *out, std::size_t capacity) noexcept {                        \
        return JOIN(ix, shapes, m, offsets, out, capacity);                                             \
    }                                                                                                   \
    /** The first box blocking the motion (*box its number, UINT32_MAX when free). */                  \
    inline C cast(const IX *ix, const S &s, const V &d, std::uint32_t *box = nullptr) noexcept {        \
        return CAST(ix, s, d, box);                                                                     \
    }

CIRCBOX_HPP_INDEX(cbx_index2, cbx_circle, cbx_vec2, cbx_cast2, double, cbx_index2_query_circle,
                  cbx_index2_join_circles, cbx_index2_cast_circle)
CIRCBOX_HPP_INDEX(cbx_index2f, cbx_circlef, cbx_vec2f, cbx_cast2f, float, cbx_index2f_query_circle,
                  cbx_index2f_join_circles, cbx_index2f_cast_circle)
CIRCBOX_HPP_INDEX(cbx_index3, cbx_sphere, cbx_vec3, cbx_cast3, double, cbx_index3_query_sphere,
                  cbx_index3_join_spheres, cbx_index3_cast_sphere)
CIRCBOX_HPP_INDEX(cbx_index3f, cbx_spheref, cbx_vec3f, cbx_cast3f, float, cbx_index3f_query_sphere,
                  cbx_index3f_join_spheres, cbx_index3f_cast_sphere)
#undef CIRCBOX_HPP_INDEX

/** The k valid boxes nearest p, nearest first (cbx_index*_nearest). */
inline std::size_t nearest(const cbx_index2 *ix, const cbx_vec2 &p, std::size_t k, std::uint32_t *out,
                           double *distance) noexcept {
    return cbx_index2_nearest(ix, p, k, out, distance);
}
inline std::size_t nearest(const cbx_index2f *ix, const cbx_vec2f &p, std::size_t k, std::uint32_t *out,
                           float *distance) noexcept {
    return cbx_index2f_nearest(ix, p, k, out, distance);
}
inline std::size_t nearest(const cbx_index3 *ix, const cbx_vec3 &p, std::size_t k, std::uint32_t *out,
                           double *distance) noexcept {
    return cbx_index3_nearest(ix, p, k, out, distance);
}
inline std::size_t nearest(const cbx_index3f *ix, const cbx_vec3f &p, std::size_t k, std::uint32_t *out,
                           float *distance) noexcept {
    return cbx_index3f_nearest(ix, p, k, out, distance);
}

}  // namespace circbox
}  // extern "C++"

#endif  // CIRCBOX_HPP
