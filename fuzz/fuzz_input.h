/* SPDX-License-Identifier: MIT */
/* Shared by every fuzz target: turns the fuzzer's bytes into numbers and
   shapes, and holds the reference computations the targets check against.

   Numbers come from a mode byte followed by its payload, so that the fuzzer
   reaches the corners quickly instead of waiting to assemble them bit by bit:
   a pick from a table of nasty values (NaN, infinities, -0.0, subnormals,
   extremes), raw bytes taken as a double or float, small integers (where
   tangencies and exact translations are common), dyadic numbers of any
   exponent, and a repeat or negation of an earlier number (equal coordinates
   give degenerate boxes and points exactly on an edge).

   Layout: the first part (guarded) is precision-independent. The second part
   (unguarded) decodes shapes and must be included inside a template body
   (src/template.h), once per precision, like src/arith/predicates.inc. */
#ifndef CBX_FUZZ_INPUT_H
#define CBX_FUZZ_INPUT_H

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "arith/exact.h"

typedef struct fz_in {
    const uint8_t *p;
    size_t n;
    double hist[8]; /* the last numbers decoded, for repeats */
    unsigned nh;
} fz_in;

static inline fz_in fz_start(const uint8_t *data, size_t size) {
    fz_in in;
    memset(&in, 0, sizeof in);
    in.p = data;
    in.n = size;
    return in;
}

/* Exhausted input reads as zeros, so every input decodes to something. */
static inline uint8_t fz_u8(fz_in *in) {
    if (in->n == 0) return 0;
    --in->n;
    return *in->p++;
}

static inline void fz_bytes(fz_in *in, void *dst, size_t k) {
    uint8_t *d = (uint8_t *)dst;
    for (size_t i = 0; i < k; ++i) d[i] = fz_u8(in);
}

static inline int fz_i16(fz_in *in) {
    const unsigned lo = fz_u8(in);
    const unsigned hi = fz_u8(in);
    return (int)(int16_t)(uint16_t)(lo | hi << 8);
}

static const double fz_nasty[] = {
    0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 4.0, 5.0, -3.0, 0.6, 0.8, -0.6, -0.8,
    0.1, 1e-9, 1e-5, 0.7071067811865476, 0.7071067811865475, 1.0 + DBL_EPSILON,
    1.0 - DBL_EPSILON / 2, 1.0 + 2e-9, 1.0 - 2e-9,
    NAN, -NAN, INFINITY, -INFINITY,
    DBL_MIN, -DBL_MIN, DBL_TRUE_MIN, -DBL_TRUE_MIN, 4 * DBL_TRUE_MIN, DBL_MIN / 2,
    DBL_MAX, -DBL_MAX, DBL_MAX / 2, DBL_MAX / 4,
    1e-300, -1e-300, 1e300, -1e300, 1e-150, 1e150, -1e150, 1e154, 1e-160,
    FLT_MIN, FLT_TRUE_MIN, FLT_MAX, -FLT_MAX, FLT_EPSILON, 1e-38, 1e38, 1e19, 1e-19,
    (double)FLT_MAX * 2, 1e-45, 16777216.0, 16777217.0, 9007199254740992.0, 9007199254740993.0,
};
#define FZ_NNASTY (sizeof fz_nasty / sizeof fz_nasty[0])

static inline double fz_remember(fz_in *in, double x) {
    in->hist[in->nh++ & 7u] = x;
    return x;
}

/* One double. `as_float` restricts raw bit patterns and exponents to what
   a float holds, so that the float targets see float corner cases. */
static inline double fz_number(fz_in *in, bool as_float) {
    const uint8_t mode = fz_u8(in);
    double x;
    switch (mode >> 5) {
    case 0:
    case 1:
        x = fz_nasty[fz_u8(in) % FZ_NNASTY];
        break;
    case 2:
        if (as_float) {
            float f;
            fz_bytes(in, &f, sizeof f);
            x = (double)f;
        } else {
            fz_bytes(in, &x, sizeof x);
        }
        break;
    case 3:
    case 4:
        x = (double)(int8_t)fz_u8(in);
        break;
    case 5: { /* a dyadic number of any exponent */
        const int m = fz_i16(in);
        const int e = (int)fz_u8(in) * (as_float ? 1 : 8) % (as_float ? 300 : 2140);
        x = ldexp((double)m, e - (as_float ? 160 : 1090));
        break;
    }
    case 6: { /* a small integer scaled by a power of two */
        const int m = (int8_t)fz_u8(in);
        const int e = (int8_t)fz_u8(in) % 40;
        x = ldexp((double)m, e);
        break;
    }
    default: { /* an earlier number again, maybe negated or nudged by one ulp */
        const uint8_t k = fz_u8(in);
        x = in->hist[k & 7u];
        if (k & 8u) x = -x;
        if (k & 16u) x = as_float ? (double)nextafterf((float)x, INFINITY) : nextafter(x, INFINITY);
        if (k & 32u) x = as_float ? (double)nextafterf((float)x, -INFINITY) : nextafter(x, -INFINITY);
        break;
    }
    }
    if (as_float && isfinite(x) && fabs(x) > (double)FLT_MAX) x = x > 0 ? INFINITY : -INFINITY;
    return fz_remember(in, x);
}

static inline double fz_real(fz_in *in) { return fz_number(in, false); }
static inline float fz_realf(fz_in *in) { return (float)fz_number(in, true); }

/* A number that is usually >= 0 (a radius or a half extent). */
static inline double fz_abs_number(fz_in *in, bool as_float) {
    const double x = fz_number(in, as_float);
    return (fz_u8(in) & 7u) ? fabs(x) : x;
}

/* x + t computed without rounding? (TwoSum's error term is zero.) */
static inline bool fz_add_exact(double x, double t) {
    const double s = x + t;
    if (!isfinite(s)) return false;
    const double bb = s - x;
    const double err = (x - (s - bb)) + (t - bb);
    return err == 0.0;
}
static inline bool fz_add_exactf(float x, float t) {
    const float s = x + t;
    if (!isfinite(s)) return false;
    const float bb = s - x;
    const float err = (x - (s - bb)) + (t - bb);
    return err == 0.0f;
}

/* A power of two for translation tests, between 2^-60 and 2^60. */
static inline double fz_pow2(fz_in *in) {
    const int e = (int)(fz_u8(in) % 121) - 60;
    return (fz_u8(in) & 1u) ? -ldexp(1.0, e) : ldexp(1.0, e);
}

/* The decoded input, printed with any failure (set by the targets). */
static char fz_ctx[2048];
#define FZ_CONTEXT(...) snprintf(fz_ctx, sizeof fz_ctx, __VA_ARGS__)

/* Stops the run with a message: libFuzzer records the input that did it. */
#define FZ_ASSERT(cond, ...)                                                       \
    do {                                                                           \
        if (!(cond)) {                                                             \
            fprintf(stderr, "\nINVARIANT FAILED %s:%d: %s\n  input: %s\n  ", __FILE__, \
                    __LINE__, #cond, fz_ctx);                                       \
            fprintf(stderr, __VA_ARGS__);                                          \
            fputc('\n', stderr);                                                   \
            abort();                                                               \
        }                                                                          \
    } while (0)

static inline bool fz_same(double a, double b) {
    return (isnan(a) && isnan(b)) || a == b;
}

/* The float a float query's number is, as the double query's answer d on
   the same (widened) input rounded once: the rounding itself, but for a
   contact distance, which keeps its sign (a nonzero magnitude below
   FLT_TRUE_MIN becomes it, one beyond FLT_MAX infinite). */
static inline float fz_twin_distance(double d) {
    const double a = fabs(d);
    if (!(a > 0)) return (float)d;
    const float m = a > FLT_MAX ? INFINITY : (a < FLT_TRUE_MIN ? FLT_TRUE_MIN : (float)a);
    return signbit(d) ? -m : m;
}

/* The same float, bit for bit (any NaN matches any NaN). */
static inline bool fz_same_bitsf(float a, float b) {
    return (isnan(a) && isnan(b)) || memcmp(&a, &b, sizeof a) == 0;
}

/* Exact sign of sum_i (p_i - q_i)^2 - r^2, built here from cbx_big rather
   than through the library's own cbx_exact_dist2_cmp, so the check does not
   share the code it checks beyond the big-number primitives. */
static inline int fz_exact_dist2_sign(const double *p, const double *q, int n, double r) {
    cbx_big acc, t, d;
    cbx_big_set(&t, r);
    cbx_big_mul(&acc, &t, &t);
    acc.sign = -acc.sign; /* -r^2 */
    for (int i = 0; i < n; ++i) {
        cbx_big_diff(&d, p[i], q[i]);
        cbx_big_mul(&t, &d, &d);
        cbx_big_add(&acc, &acc, &t);
    }
    return acc.sign;
}

/* The relation from the exact sign and whether a shape has no interior. */
static inline cbx_relation fz_classify(int sign, bool flat) {
    if (sign > 0) return CBX_SEPARATE;
    if (sign == 0 || flat) return CBX_TOUCHING;
    return CBX_OVERLAPPING;
}

static inline double fz_clamp(double x, double lo, double hi) {
    return x < lo ? lo : (x > hi ? hi : x);
}
static inline long double fz_clampl(long double x, long double lo, long double hi) {
    return x < lo ? lo : (x > hi ? hi : x);
}

static inline bool fz_relation_ok(cbx_relation r) {
    return r == CBX_INVALID || r == CBX_SEPARATE || r == CBX_TOUCHING || r == CBX_OVERLAPPING;
}
static inline bool fz_sweep_type_ok(cbx_sweep_type t) {
    return t == CBX_SWEEP_INVALID || t == CBX_SWEEP_OVERLAP || t == CBX_SWEEP_NONE ||
           t == CBX_SWEEP_CONTACT;
}

/* The checks every static target makes first: enums in range, INVALID
   exactly for invalid input, overlap == (relate != SEPARATE), contact's
   relation == relate. */
static inline void fz_check_relation(cbx_relation rel, bool overlap, cbx_relation contact_rel,
                                     bool valid) {
    FZ_ASSERT(fz_relation_ok(rel), "relation %d", (int)rel);
    FZ_ASSERT((rel == CBX_INVALID) == !valid, "relation %d, valid %d", (int)rel, (int)valid);
    FZ_ASSERT(overlap == (rel > CBX_SEPARATE), "overlap %d, relation %d", (int)overlap, (int)rel);
    FZ_ASSERT(contact_rel == rel, "contact %d, relate %d", (int)contact_rel, (int)rel);
}

/* contact()'s distance has the sign its relation says: a gap when
   SEPARATE, none when TOUCHING (or <= 0 when a shape is flat and may lie in
   the other's interior), a penetration when OVERLAPPING. */
static inline void fz_check_distance_sign(cbx_relation rel, bool flat, double distance) {
    switch (rel) {
    case CBX_SEPARATE: FZ_ASSERT(distance > 0, "SEPARATE, distance %a", distance); break;
    case CBX_TOUCHING:
        FZ_ASSERT(flat ? distance <= 0 : distance == 0, "TOUCHING (flat %d), distance %a", (int)flat,
                  distance);
        break;
    default: FZ_ASSERT(distance < 0, "OVERLAPPING, distance %a", distance); break;
    }
}

/* LLVMFuzzerTestOneInput for a target whose check exists in both
   precisions: the first byte picks double or float. */
#define FZ_TARGET_BOTH_PRECISIONS(check)                                           \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);                  \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {                 \
        fz_in in = fz_start(data, size);                                           \
        if (fz_u8(&in) & 1u) {                                                     \
            check##f(&in);                                                         \
        } else {                                                                   \
            check(&in);                                                            \
        }                                                                          \
        return 0;                                                                  \
    }

#endif /* CBX_FUZZ_INPUT_H */

/* ---- shape decoders: one copy per precision (inside a template body) ---- */
#ifdef CBX_TEMPLATE_BODY

static inline cbx_real CBX_F(fz_num)(fz_in *in) { return (cbx_real)fz_number(in, !CBX_IS_DOUBLE); }
static inline cbx_real CBX_F(fz_nonneg)(fz_in *in) {
    return (cbx_real)fz_abs_number(in, !CBX_IS_DOUBLE);
}

static inline VEC2 CBX_F(fz_vec2)(fz_in *in) {
    VEC2 v;
    v.x = CBX_F(fz_num)(in);
    v.y = CBX_F(fz_num)(in);
    return v;
}

static inline VEC3 CBX_F(fz_vec3)(fz_in *in) {
    VEC3 v;
    v.x = CBX_F(fz_num)(in);
    v.y = CBX_F(fz_num)(in);
    v.z = CBX_F(fz_num)(in);
    return v;
}

static inline CIRCLE CBX_F(fz_circle)(fz_in *in) {
    CIRCLE c;
    c.center = CBX_F(fz_vec2)(in);
    c.radius = CBX_F(fz_nonneg)(in);
    return c;
}

static inline SPHERE CBX_F(fz_sphere)(fz_in *in) {
    SPHERE s;
    s.center = CBX_F(fz_vec3)(in);
    s.radius = CBX_F(fz_nonneg)(in);
    return s;
}

/* Mostly ordered boxes (the interesting valid ones), sometimes raw. */
static inline AABB2 CBX_F(fz_aabb2)(fz_in *in) {
    AABB2 b;
    b.min = CBX_F(fz_vec2)(in);
    b.max = CBX_F(fz_vec2)(in);
    if (fz_u8(in) & 7u) {
        if (b.max.x < b.min.x) { const cbx_real t = b.min.x; b.min.x = b.max.x; b.max.x = t; }
        if (b.max.y < b.min.y) { const cbx_real t = b.min.y; b.min.y = b.max.y; b.max.y = t; }
    }
    return b;
}

static inline AABB3 CBX_F(fz_aabb3)(fz_in *in) {
    AABB3 b;
    b.min = CBX_F(fz_vec3)(in);
    b.max = CBX_F(fz_vec3)(in);
    if (fz_u8(in) & 7u) {
        if (b.max.x < b.min.x) { const cbx_real t = b.min.x; b.min.x = b.max.x; b.max.x = t; }
        if (b.max.y < b.min.y) { const cbx_real t = b.min.y; b.min.y = b.max.y; b.max.y = t; }
        if (b.max.z < b.min.z) { const cbx_real t = b.min.z; b.min.z = b.max.z; b.max.z = t; }
    }
    return b;
}

/* Rotations: exact unit pairs (Pythagorean triples, axis-aligned), rounded
   unit pairs (within tolerance), or two raw numbers (often far from unit). */
static inline ROT2 CBX_F(fz_rot2)(fz_in *in) {
    static const double unit[][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {0.6, 0.8}, {0.8, -0.6},
                                     {-0.28, 0.96}, {5.0 / 13, 12.0 / 13}, {-0.0, 1}, {1, -0.0}};
    const uint8_t mode = fz_u8(in);
    ROT2 r;
    if (mode < 96) {
        const unsigned k = fz_u8(in) % (unsigned)(sizeof unit / sizeof unit[0]);
        r.c = (cbx_real)unit[k][0];
        r.s = (cbx_real)unit[k][1];
    } else if (mode < 192) {
        const double a = (double)fz_i16(in) + 0.5;
        const double b = (double)fz_i16(in);
        const double h = sqrt(a * a + b * b);
        r.c = (cbx_real)(a / h);
        r.s = (cbx_real)(b / h);
    } else {
        r.c = CBX_F(fz_num)(in);
        r.s = CBX_F(fz_num)(in);
    }
    return r;
}

/* Two distances within 2 bound of each other, or of one sign and both
   beyond half the range (where one query saturates and another not). */
static inline bool CBX_F(fz_near_or_huge)(cbx_real a, cbx_real b, long double bound) {
    const long double half = (long double)R_MAX / 2;
    return fabsl((long double)a - b) <= 2 * bound || (a >= half && b >= half) || (a <= -half && b <= -half);
}

static inline OBB2 CBX_F(fz_obb2)(fz_in *in) {
    OBB2 b;
    b.center = CBX_F(fz_vec2)(in);
    b.half.x = CBX_F(fz_nonneg)(in);
    b.half.y = CBX_F(fz_nonneg)(in);
    b.rot = CBX_F(fz_rot2)(in);
    return b;
}

/* Frames: a permutation of the world axes with signs (exactly orthonormal),
   a rotation about one axis by a decoded 2D rotation, or raw numbers. */
static inline OBB3 CBX_F(fz_obb3)(fz_in *in) {
    OBB3 b;
    b.center = CBX_F(fz_vec3)(in);
    b.half.x = CBX_F(fz_nonneg)(in);
    b.half.y = CBX_F(fz_nonneg)(in);
    b.half.z = CBX_F(fz_nonneg)(in);
    const uint8_t mode = fz_u8(in);
    cbx_real m[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    if (mode < 160) {
        const ROT2 r = CBX_F(fz_rot2)(in);
        const uint8_t k = fz_u8(in);
        const int a = k % 3, p = (a + 1) % 3, q = (a + 2) % 3;
        /* rotate in the (p, q) plane */
        for (int i = 0; i < 3; ++i) m[i][0] = m[i][1] = m[i][2] = 0;
        m[a][a] = 1;
        m[p][p] = r.c;
        m[p][q] = r.s;
        m[q][p] = -r.s;
        m[q][q] = r.c;
        if (k & 8u) for (int j = 0; j < 3; ++j) m[0][j] = -m[0][j];
        if (k & 16u) { /* swap two axes */
            for (int j = 0; j < 3; ++j) { const cbx_real t = m[1][j]; m[1][j] = m[2][j]; m[2][j] = t; }
        }
    } else {
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) m[i][j] = CBX_F(fz_num)(in);
    }
    for (int i = 0; i < 3; ++i) {
        b.axis[i].x = m[i][0];
        b.axis[i].y = m[i][1];
        b.axis[i].z = m[i][2];
    }
    return b;
}

#endif /* CBX_TEMPLATE_BODY */
