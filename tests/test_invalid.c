/* SPDX-License-Identifier: MIT */
/* The invalid-input contract, as a table that is both the test and the
   documentation: docs/invalid-input.md holds the table this program prints
   with --markdown, and the test fails when the two differ.

   Each row of INVALID_ROWS spoils one field class of a valid scene (a center,
   a radius, a box bound, a half extent, a rotation or frame, a velocity) in
   one way (NaN, +inf, -inf, negative, inverted, non-unit, ...). Every public
   function that takes that field is called on the spoiled scene, in both
   precisions, and must give the documented result: CBX_INVALID and NaN in
   every number, CBX_SWEEP_INVALID and NaN, false from overlap and the
   validators, the box left out by select. VALID_ROWS are edge cases that
   must NOT be rejected (-0.0, zero radius, flat boxes, rotations within the
   tolerance, extreme magnitudes).

   Functions implemented in other source files (sweeps, 3D, select) are
   called when their source exists; the program says which were skipped. */
#ifndef CBX_TEMPLATE_BODY

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "circbox.h"
#include "test_macros.h"

#if defined(__has_include)
#  if __has_include("../src/sweep/sweep_circle_aabb2.c") && __has_include("../src/sweep/sweep_circle_obb2.c")
#    define HAVE_SWEEP2 1
#  endif
#  if __has_include("../src/static/sphere_aabb3.c") && __has_include("../src/static/sphere_obb3.c")
#    define HAVE_STATIC3 1
#  endif
#  if __has_include("../src/sweep/sweep_sphere_aabb3.c") || __has_include("../src/sweep/sweep3_core.c") || \
      __has_include("../src/sweep_sphere.c") || __has_include("../src/sweep3.c")
#    define HAVE_SWEEP3 1
#  endif
#  if __has_include("../src/batch/select.c")
#    define HAVE_SELECT 1
#  endif
#  if __has_include("../include/circbox/variants.h")
#    define HAVE_VARIANTS 1
#    include "circbox/variants.h"
#  endif
#endif
#ifndef HAVE_SWEEP2
#  define HAVE_SWEEP2 0
#endif
#ifndef HAVE_STATIC3
#  define HAVE_STATIC3 0
#endif
#ifndef HAVE_SWEEP3
#  define HAVE_SWEEP3 0
#endif
#ifndef HAVE_SELECT
#  define HAVE_SELECT 0
#endif
#ifndef HAVE_VARIANTS
#  define HAVE_VARIANTS 0
#endif

/* Which field of the scene a row spoils. */
enum field { F_CENTER, F_RADIUS, F_MIN, F_MAX, F_OCENTER, F_HALF, F_ROT, F_CVEL, F_BVEL };
/* How. B_* make the input invalid, V_* are edge cases that stay valid. */
enum how {
    B_NAN, B_PINF, B_NINF, B_NEG, B_NEG_TINY, B_INVERT, B_SCALE, B_ZERO, B_SKEW,
    V_NEG_ZERO, V_ZERO, V_FLAT, V_WITHIN, V_HUGE, V_TINY
};

/* X(field, how, description) */
#define INVALID_ROWS(X)                                                                        \
    X(F_CENTER, B_NAN, "circle/sphere center: NaN")                                            \
    X(F_CENTER, B_PINF, "circle/sphere center: +inf")                                          \
    X(F_CENTER, B_NINF, "circle/sphere center: -inf")                                          \
    X(F_RADIUS, B_NAN, "radius: NaN")                                                          \
    X(F_RADIUS, B_PINF, "radius: +inf")                                                        \
    X(F_RADIUS, B_NINF, "radius: -inf")                                                        \
    X(F_RADIUS, B_NEG, "radius: -1")                                                           \
    X(F_RADIUS, B_NEG_TINY, "radius: minus the smallest subnormal")                            \
    X(F_MIN, B_NAN, "aabb min: NaN")                                                           \
    X(F_MIN, B_PINF, "aabb min: +inf")                                                         \
    X(F_MIN, B_NINF, "aabb min: -inf")                                                         \
    X(F_MAX, B_NAN, "aabb max: NaN")                                                           \
    X(F_MAX, B_PINF, "aabb max: +inf")                                                         \
    X(F_MAX, B_NINF, "aabb max: -inf")                                                         \
    X(F_MIN, B_INVERT, "aabb inverted: min > max on one axis")                                 \
    X(F_OCENTER, B_NAN, "obb center: NaN")                                                     \
    X(F_OCENTER, B_PINF, "obb center: +inf")                                                   \
    X(F_OCENTER, B_NINF, "obb center: -inf")                                                   \
    X(F_HALF, B_NAN, "obb half extent: NaN")                                                   \
    X(F_HALF, B_PINF, "obb half extent: +inf")                                                 \
    X(F_HALF, B_NINF, "obb half extent: -inf")                                                 \
    X(F_HALF, B_NEG, "obb half extent: -1")                                                    \
    X(F_HALF, B_NEG_TINY, "obb half extent: minus the smallest subnormal")                     \
    X(F_ROT, B_NAN, "obb rotation / axis: NaN")                                                \
    X(F_ROT, B_PINF, "obb rotation / axis: +inf")                                              \
    X(F_ROT, B_NINF, "obb rotation / axis: -inf")                                              \
    X(F_ROT, B_SCALE, "obb rotation / axis: length 1 + 2 tol (not unit)")                      \
    X(F_ROT, B_ZERO, "obb rotation / axis: zero")                                              \
    X(F_ROT, B_SKEW, "obb2 rotation (1, 1); obb3 axes with dot product 4 tol (not orthogonal)") \
    X(F_CVEL, B_NAN, "circle/sphere velocity: NaN")                                            \
    X(F_CVEL, B_PINF, "circle/sphere velocity: +inf")                                          \
    X(F_CVEL, B_NINF, "circle/sphere velocity: -inf")                                          \
    X(F_BVEL, B_NAN, "box velocity: NaN")                                                      \
    X(F_BVEL, B_PINF, "box velocity: +inf")                                                    \
    X(F_BVEL, B_NINF, "box velocity: -inf")

#define VALID_ROWS(X)                                                                          \
    X(F_RADIUS, V_NEG_ZERO, "radius: -0.0")                                                    \
    X(F_RADIUS, V_ZERO, "radius: 0 (a point)")                                                 \
    X(F_MIN, V_FLAT, "aabb min == max on one axis (flat box)")                                 \
    X(F_HALF, V_ZERO, "obb half extent: 0 (flat box)")                                         \
    X(F_ROT, V_WITHIN, "obb rotation / axis: length 1 + tol / 4 (within the tolerance)")       \
    X(F_CENTER, V_HUGE, "circle/sphere center: the largest finite number")                     \
    X(F_CENTER, V_TINY, "circle/sphere center: the smallest subnormal")                        \
    X(F_CVEL, V_HUGE, "velocity: the largest finite number")

typedef struct row {
    enum field field;
    enum how how;
    const char *text;
} row;

#define ROW_ENTRY(f, h, t) {f, h, t},
static const row invalid_rows[] = {INVALID_ROWS(ROW_ENTRY)};
static const row valid_rows[] = {VALID_ROWS(ROW_ENTRY)};
#define NROWS(a) (sizeof(a) / sizeof((a)[0]))

/* The documented result of each function family for a spoiled field: the
   cells of the table. NULL: the family does not take that field. */
enum family {
    FAM_OVERLAP, FAM_RELATE, FAM_CONTACT, FAM_SWEEP, FAM_SELECT, FAM_VARIANTS, FAM_VALID, FAM_COUNT
};
static const char *const family_name[FAM_COUNT] = {
    "`cbx_overlap_*`", "`cbx_relate_*`", "`cbx_contact_*`", "`cbx_sweep_*`", "`cbx_select_*`",
    "variants", "`cbx_is_valid_*`"};

static bool takes(enum field f, enum family fam) {
    switch (f) {
    case F_CENTER:
    case F_RADIUS: return true;
    case F_MIN:
    case F_MAX: return true;
    case F_OCENTER:
    case F_HALF:
    case F_ROT: return fam != FAM_SELECT && fam != FAM_VARIANTS;
    case F_CVEL:
    case F_BVEL: return fam == FAM_SWEEP;
    }
    return false;
}

static const char *affected(enum field f) {
    switch (f) {
    case F_CENTER:
    case F_RADIUS: return "all (2D: circle, 3D: sphere)";
    case F_MIN:
    case F_MAX: return "aabb2, aabb3";
    case F_OCENTER:
    case F_HALF:
    case F_ROT: return "obb2, obb3";
    case F_CVEL:
    case F_BVEL: return "sweeps";
    }
    return "?";
}

static const char *cell(enum field f, enum family fam, bool valid) {
    if (!takes(f, fam)) return "n/a";
    if (valid) {
        switch (fam) {
        case FAM_OVERLAP: return "answered";
        case FAM_RELATE: return "answered";
        case FAM_CONTACT: return "answered, no NaN";
        case FAM_SWEEP: return "answered, no NaN";
        case FAM_SELECT: return "as overlap";
        case FAM_VARIANTS: return "answered";
        default: return "true";
        }
    }
    switch (fam) {
    case FAM_OVERLAP: return "false";
    case FAM_RELATE: return "`CBX_INVALID`";
    case FAM_CONTACT: return "`CBX_INVALID`, all NaN";
    case FAM_SWEEP: return "`CBX_SWEEP_INVALID`, all NaN";
    case FAM_SELECT: return (f == F_CENTER || f == F_RADIUS) ? "nothing selected" : "box left out";
    case FAM_VARIANTS: return "false";
    default: return (f == F_CVEL || f == F_BVEL) ? "n/a" : "false";
    }
}

static void print_table(FILE *out, const row *rows, size_t n, bool valid) {
    fprintf(out, "| input | queries |");
    for (int k = 0; k < FAM_COUNT; ++k) fprintf(out, " %s |", family_name[k]);
    fprintf(out, "\n|---|---|");
    for (int k = 0; k < FAM_COUNT; ++k) fprintf(out, "---|");
    fprintf(out, "\n");
    for (size_t i = 0; i < n; ++i) {
        fprintf(out, "| %s | %s |", rows[i].text, affected(rows[i].field));
        for (int k = 0; k < FAM_COUNT; ++k) fprintf(out, " %s |", cell(rows[i].field, (enum family)k, valid));
        fprintf(out, "\n");
    }
}

/* The generated part of docs/invalid-input.md. */
static void print_markdown(FILE *out) {
    fprintf(out, "### Invalid input\n\n");
    print_table(out, invalid_rows, NROWS(invalid_rows), false);
    fprintf(out, "\n### Edge cases that are valid\n\n");
    print_table(out, valid_rows, NROWS(valid_rows), true);
}

#define CBX_TEMPLATE_BODY "test_invalid.c"
#include "template.h"

#define DOC_BEGIN "<!-- BEGIN generated by tests/test_invalid.c --markdown -->\n"
#define DOC_END "<!-- END generated -->"

/* Compares the table in docs/invalid-input.md (found next to this source)
   with the one generated here. */
static void check_doc(void) {
    char path[4096];
    const char *self = __FILE__;
    const char *slash = strrchr(self, '/');
    if (!slash || (size_t)(slash - self) + 64 > sizeof path) {
        CHECK_MSG(0, "cannot locate the source tree from %s", self);
        return;
    }
    snprintf(path, sizeof path, "%.*s/../docs/invalid-input.md", (int)(slash - self), self);
    FILE *f = fopen(path, "rb");
    CHECK_MSG(f != NULL, "cannot open %s", path);
    if (!f) return;
    static char doc[1 << 16], want[1 << 16];
    const size_t n = fread(doc, 1, sizeof doc - 1, f);
    doc[n] = 0;
    fclose(f);
    FILE *m = tmpfile();
    CHECK(m != NULL);
    if (!m) return;
    print_markdown(m);
    rewind(m);
    const size_t k = fread(want, 1, sizeof want - 1, m);
    want[k] = 0;
    fclose(m);
    const char *b = strstr(doc, DOC_BEGIN);
    const char *e = b ? strstr(b, DOC_END) : NULL;
    CHECK_MSG(b && e, "%s lacks the generated block markers", path);
    if (!b || !e) return;
    b += strlen(DOC_BEGIN);
    const bool same = (size_t)(e - b) == k && memcmp(b, want, k) == 0;
    CHECK_MSG(same, "%s is out of date: replace its generated block with the output of "
                    "`tests/test_invalid --markdown` (in the build directory)", path);
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--markdown") == 0) {
        print_markdown(stdout);
        return 0;
    }
    for (size_t i = 0; i < NROWS(invalid_rows); ++i) {
        check_row(invalid_rows[i], false);
        check_rowf(invalid_rows[i], false);
    }
    for (size_t i = 0; i < NROWS(valid_rows); ++i) {
        check_row(valid_rows[i], true);
        check_rowf(valid_rows[i], true);
    }
    check_doc();
    if (!HAVE_SWEEP2) printf("skipped: 2D sweeps (not built yet)\n");
    if (!HAVE_STATIC3) printf("skipped: 3D static queries (not built yet)\n");
    if (!HAVE_SWEEP3) printf("skipped: 3D sweeps (not built yet)\n");
    if (!HAVE_SELECT) printf("skipped: select (not built yet)\n");
    if (!HAVE_VARIANTS) printf("skipped: variants (not built yet)\n");
    CBX_TEST_END();
}

#else /* ---- the body, once per precision ---- */

typedef struct CBX_F(scene) {
    CIRCLE c;
    SPHERE s;
    VEC2 cv2, bv2;
    VEC3 cv3, bv3;
    AABB2 a2;
    OBB2 o2;
    AABB3 a3;
    OBB3 o3;
} CBX_F(scene);

static CBX_F(scene) CBX_F(base_scene)(void) {
    CBX_F(scene) s;
    memset(&s, 0, sizeof s);
    s.c.center.x = 1;
    s.c.center.y = 2;
    s.c.radius = (cbx_real)1.5;
    s.s.center.x = 1;
    s.s.center.y = 2;
    s.s.center.z = (cbx_real)0.5;
    s.s.radius = (cbx_real)1.5;
    s.cv2.x = 1;
    s.bv2.y = -1;
    s.cv3.x = 1;
    s.bv3.y = -1;
    s.a2.max.x = 3;
    s.a2.max.y = 3;
    s.a3.max.x = 3;
    s.a3.max.y = 3;
    s.a3.max.z = 3;
    s.o2.center.x = 1;
    s.o2.center.y = 1;
    s.o2.half.x = 2;
    s.o2.half.y = 1;
    s.o2.rot.c = (cbx_real)0.6;
    s.o2.rot.s = (cbx_real)0.8;
    s.o3.center.x = 1;
    s.o3.center.y = 1;
    s.o3.center.z = 1;
    s.o3.half.x = 2;
    s.o3.half.y = 1;
    s.o3.half.z = (cbx_real)0.5;
    s.o3.axis[0].x = (cbx_real)0.6;
    s.o3.axis[0].y = (cbx_real)0.8;
    s.o3.axis[1].x = (cbx_real)-0.8;
    s.o3.axis[1].y = (cbx_real)0.6;
    s.o3.axis[2].z = 1;
    return s;
}

static cbx_real CBX_F(bad_value)(enum how h) {
    switch (h) {
    case B_NAN: return R_NAN;
    case B_PINF: return (cbx_real)INFINITY;
    case B_NINF: return -(cbx_real)INFINITY;
    case B_NEG: return -1;
    case B_NEG_TINY: return -R_TRUE_MIN;
    case V_NEG_ZERO: return -(cbx_real)0.0;
    case V_ZERO: return 0;
    case V_HUGE: return R_MAX;
    case V_TINY: return R_TRUE_MIN;
    default: return 0;
    }
}

/* Spoils (or edges) one field class of the scene, in every shape that has it. */
static void CBX_F(apply)(CBX_F(scene) *s, enum field f, enum how h) {
    const cbx_real v = CBX_F(bad_value)(h);
    const cbx_real tol = (cbx_real)R_ROT_TOL;
    switch (f) {
    case F_CENTER:
        s->c.center.x = v;
        s->s.center.x = v;
        break;
    case F_RADIUS:
        s->c.radius = v;
        s->s.radius = v;
        break;
    case F_MIN:
        if (h == B_INVERT) {
            s->a2.min.y = s->a2.max.y + 1;
            s->a3.min.z = s->a3.max.z + 1;
        } else if (h == V_FLAT) {
            s->a2.min.x = s->a2.max.x;
            s->a3.min.y = s->a3.max.y;
        } else {
            s->a2.min.x = v;
            s->a3.min.x = v;
        }
        break;
    case F_MAX:
        s->a2.max.y = v;
        s->a3.max.z = v;
        break;
    case F_OCENTER:
        s->o2.center.y = v;
        s->o3.center.z = v;
        break;
    case F_HALF:
        s->o2.half.x = v;
        s->o3.half.y = v;
        break;
    case F_ROT:
        if (h == B_SCALE || h == V_WITHIN) {
            const cbx_real k = h == B_SCALE ? 1 + 2 * tol : 1 + tol / 4;
            s->o2.rot.c *= k;
            s->o2.rot.s *= k;
            s->o3.axis[1].x *= k;
            s->o3.axis[1].y *= k;
        } else if (h == B_ZERO) {
            s->o2.rot.c = s->o2.rot.s = 0;
            s->o3.axis[2].z = 0;
        } else if (h == B_SKEW) {
            s->o2.rot.c = s->o2.rot.s = 1;
            s->o3.axis[1].x += 4 * tol * s->o3.axis[0].x;
            s->o3.axis[1].y += 4 * tol * s->o3.axis[0].y;
        } else {
            s->o2.rot.s = v;
            s->o3.axis[0].y = v;
        }
        break;
    case F_CVEL:
        s->cv2.y = v;
        s->cv3.z = v;
        break;
    case F_BVEL:
        s->bv2.x = v;
        s->bv3.x = v;
        break;
    }
}

static bool CBX_F(all_nan2)(cbx_real a, VEC2 p, VEC2 n) {
    return isnan(a) && isnan(p.x) && isnan(p.y) && isnan(n.x) && isnan(n.y);
}
static bool CBX_F(none_nan2)(cbx_real a, VEC2 p, VEC2 n) {
    return !isnan(a) && !isnan(p.x) && !isnan(p.y) && !isnan(n.x) && !isnan(n.y);
}
#if HAVE_STATIC3 || HAVE_SWEEP3
static bool CBX_F(all_nan3)(cbx_real a, VEC3 p, VEC3 n) {
    return isnan(a) && isnan(p.x) && isnan(p.y) && isnan(p.z) && isnan(n.x) && isnan(n.y) &&
           isnan(n.z);
}
static bool CBX_F(none_nan3)(cbx_real a, VEC3 p, VEC3 n) {
    return !isnan(a) && !isnan(p.x) && !isnan(p.y) && !isnan(p.z) && !isnan(n.x) &&
           !isnan(n.y) && !isnan(n.z);
}
#endif

#define PREC (CBX_IS_DOUBLE ? "double" : "float")
#define EXPECT(cond, fn) CHECK_MSG(cond, "%s (%s): %s", fn, PREC, r.text)

/* A static query family: overlap, relate, contact of one shape pair. */
#define CHECK_STATIC(suffix, shape, box, dim)                                                   \
    do {                                                                                        \
        const bool ov = CBX_F(cbx_overlap_##suffix)(s.shape, s.box);                            \
        const cbx_relation rel = CBX_F(cbx_relate_##suffix)(s.shape, s.box);                    \
        const CBX_F(cbx_contact##dim) k = CBX_F(cbx_contact_##suffix)(s.shape, s.box);          \
        if (valid) {                                                                            \
            EXPECT(rel != CBX_INVALID && ov == (rel != CBX_SEPARATE), "cbx_relate_" #suffix);   \
            EXPECT(k.relation == rel && CBX_F(none_nan##dim)(k.distance, k.point, k.normal),   \
                   "cbx_contact_" #suffix);                                                     \
        } else {                                                                                \
            EXPECT(!ov, "cbx_overlap_" #suffix);                                                \
            EXPECT(rel == CBX_INVALID, "cbx_relate_" #suffix);                                  \
            EXPECT(k.relation == CBX_INVALID && CBX_F(all_nan##dim)(k.distance, k.point, k.normal), \
                   "cbx_contact_" #suffix);                                                     \
        }                                                                                       \
    } while (0)

#define CHECK_SWEEP(suffix, shape, box, dim)                                                    \
    do {                                                                                        \
        const CBX_F(cbx_sweep##dim) w =                                                         \
            CBX_F(cbx_sweep_##suffix)(s.shape, s.cv##dim, s.box, s.bv##dim);                    \
        if (valid) {                                                                            \
            EXPECT(w.type != CBX_SWEEP_INVALID && !isnan(w.time) &&                             \
                       (w.type == CBX_SWEEP_NONE || CBX_F(none_nan##dim)(w.time, w.point, w.normal)), \
                   "cbx_sweep_" #suffix);                                                       \
        } else {                                                                                \
            EXPECT(w.type == CBX_SWEEP_INVALID && CBX_F(all_nan##dim)(w.time, w.point, w.normal), \
                   "cbx_sweep_" #suffix);                                                       \
        }                                                                                       \
    } while (0)

static void CBX_F(check_row)(row r, bool valid) {
    CBX_F(scene) s = CBX_F(base_scene)();
    CBX_F(apply)(&s, r.field, r.how);
    const bool circle_field = r.field == F_CENTER || r.field == F_RADIUS;
    const bool aabb_field = r.field == F_MIN || r.field == F_MAX;
    const bool obb_field = r.field == F_OCENTER || r.field == F_HALF || r.field == F_ROT;
    const bool vel_field = r.field == F_CVEL || r.field == F_BVEL;

    /* Validators: false exactly for the spoiled shape. */
    if (circle_field) {
        EXPECT(CBX_F(cbx_is_valid_circle)(s.c) == valid, "cbx_is_valid_circle");
        EXPECT(CBX_F(cbx_is_valid_sphere)(s.s) == valid, "cbx_is_valid_sphere");
    }
    if (aabb_field) {
        EXPECT(CBX_F(cbx_is_valid_aabb2)(s.a2) == valid, "cbx_is_valid_aabb2");
        EXPECT(CBX_F(cbx_is_valid_aabb3)(s.a3) == valid, "cbx_is_valid_aabb3");
    }
    if (obb_field) {
        EXPECT(CBX_F(cbx_is_valid_obb2)(s.o2) == valid, "cbx_is_valid_obb2");
        EXPECT(CBX_F(cbx_is_valid_obb3)(s.o3) == valid, "cbx_is_valid_obb3");
    }

    if (!vel_field) {
        if (!obb_field) CHECK_STATIC(circle_aabb2, c, a2, 2);
        if (!aabb_field) CHECK_STATIC(circle_obb2, c, o2, 2);
#if HAVE_STATIC3
        if (!obb_field) CHECK_STATIC(sphere_aabb3, s, a3, 3);
        if (!aabb_field) CHECK_STATIC(sphere_obb3, s, o3, 3);
#endif
    }
#if HAVE_SWEEP2
    if (!obb_field) CHECK_SWEEP(circle_aabb2, c, a2, 2);
    if (!aabb_field) CHECK_SWEEP(circle_obb2, c, o2, 2);
#endif
#if HAVE_SWEEP3
    if (!obb_field) CHECK_SWEEP(sphere_aabb3, s, a3, 3);
    if (!aabb_field) CHECK_SWEEP(sphere_obb3, s, o3, 3);
#endif
#if HAVE_VARIANTS
    /* The published algorithms (circbox/variants.h): false on invalid input. */
    if (circle_field || aabb_field) {
        typedef bool (*v2)(CIRCLE, AABB2);
        typedef bool (*v3)(SPHERE, AABB3);
        static const v2 f2[] = {CBX_F(cbx_shaffer_circle_aabb2), CBX_F(cbx_arvo_circle_aabb2),
                                CBX_F(cbx_qri_circle_aabb2),     CBX_F(cbx_qrf_circle_aabb2),
                                CBX_F(cbx_maxsum_circle_aabb2),  CBX_F(cbx_absmax_circle_aabb2),
                                CBX_F(cbx_clamp_circle_aabb2),   CBX_F(cbx_zones_circle_aabb2)};
        static const v3 f3[] = {CBX_F(cbx_shaffer_sphere_aabb3), CBX_F(cbx_arvo_sphere_aabb3),
                                CBX_F(cbx_qri_sphere_aabb3),     CBX_F(cbx_qrf_sphere_aabb3),
                                CBX_F(cbx_maxsum_sphere_aabb3),  CBX_F(cbx_absmax_sphere_aabb3),
                                CBX_F(cbx_clamp_sphere_aabb3)};
        for (size_t i = 0; i < sizeof f2 / sizeof f2[0]; ++i) {
            if (!valid) EXPECT(!f2[i](s.c, s.a2), "variant (2D)");
        }
        for (size_t i = 0; i < sizeof f3 / sizeof f3[0]; ++i) {
            if (!valid) EXPECT(!f3[i](s.s, s.a3), "variant (3D)");
        }
    }
#endif
#if HAVE_SELECT
    /* Three boxes: the scene's box between two copies of the unspoiled one. */
    if (circle_field || aabb_field) {
        const CBX_F(scene) good = CBX_F(base_scene)();
        const AABB2 b2[3] = {good.a2, s.a2, good.a2};
        cbx_real mnx[3], mny[3], mxx[3], mxy[3];
        uint32_t out[3] = {9, 9, 9};
        for (int i = 0; i < 3; ++i) {
            mnx[i] = b2[i].min.x;
            mny[i] = b2[i].min.y;
            mxx[i] = b2[i].max.x;
            mxy[i] = b2[i].max.y;
        }
        size_t n = CBX_F(cbx_select_circle_aabb2)(s.c, mnx, mny, mxx, mxy, 3, out);
        size_t want = 0;
        for (int i = 0; i < 3; ++i) want += CBX_F(cbx_overlap_circle_aabb2)(s.c, b2[i]);
        EXPECT(n == want, "cbx_select_circle_aabb2");
        if (!valid) EXPECT(n == (circle_field ? 0u : 2u), "cbx_select_circle_aabb2");
        const AABB3 b3[3] = {good.a3, s.a3, good.a3};
        cbx_real mnz[3], mxz[3];
        for (int i = 0; i < 3; ++i) {
            mnx[i] = b3[i].min.x;
            mny[i] = b3[i].min.y;
            mnz[i] = b3[i].min.z;
            mxx[i] = b3[i].max.x;
            mxy[i] = b3[i].max.y;
            mxz[i] = b3[i].max.z;
        }
        n = CBX_F(cbx_select_sphere_aabb3)(s.s, mnx, mny, mnz, mxx, mxy, mxz, 3, out);
        if (!valid) EXPECT(n == (circle_field ? 0u : 2u), "cbx_select_sphere_aabb3");
    }
#endif
}

#undef EXPECT
#undef PREC
#undef CHECK_STATIC
#undef CHECK_SWEEP

#endif
