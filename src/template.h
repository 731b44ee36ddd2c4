/* SPDX-License-Identifier: MIT */
/* One source, two precisions.

   A source file written once for both precisions starts with

       #ifndef CBX_TEMPLATE_BODY
       #define CBX_TEMPLATE_BODY "layer/this_file.c"   (its path from src/)
       #include "template.h"
       #else
       ... body written with the names below ...
       #endif

   and this header includes the body twice: first for double, then for float.
   In the body, `cbx_real` is the scalar type, CBX_F(name) appends the
   precision suffix ("" or "f") to any identifier, and the short names below
   stand for the public types of the current precision. CBX_IS_DOUBLE tells
   the two passes apart where they must differ. */

#include "circbox.h"
#include "arith/real.h"

#define CBX_CAT_(a, b) a##b
#define CBX_CAT(a, b) CBX_CAT_(a, b)
#define CBX_F(name) CBX_CAT(name, CBX_SUFFIX)

#define VEC2 CBX_F(cbx_vec2)
#define VEC3 CBX_F(cbx_vec3)
#define CIRCLE CBX_F(cbx_circle)
#define SPHERE CBX_F(cbx_sphere)
#define AABB2 CBX_F(cbx_aabb2)
#define AABB3 CBX_F(cbx_aabb3)
#define ROT2 CBX_F(cbx_rot2)
#define OBB2 CBX_F(cbx_obb2)
#define OBB3 CBX_F(cbx_obb3)
#define CONTACT2 CBX_F(cbx_contact2)
#define CONTACT3 CBX_F(cbx_contact3)
#define SWEEP2 CBX_F(cbx_sweep2)
#define SWEEP3 CBX_F(cbx_sweep3)
#define CAST2 CBX_F(cbx_cast2)
#define CAST3 CBX_F(cbx_cast3)
#define WORLD2 CBX_F(cbx_world2)
#define WORLD3 CBX_F(cbx_world3)
#define MOVE2 CBX_F(cbx_move2)
#define MOVE3 CBX_F(cbx_move3)
#define MOVE_HIT2 CBX_F(cbx_move_hit2)
#define MOVE_HIT3 CBX_F(cbx_move_hit3)

/* ---- double pass ---- */
#define CBX_SUFFIX
#define CBX_IS_DOUBLE 1
#define cbx_real double
#define R_EPS DBL_EPSILON
#define R_TRUE_MIN DBL_TRUE_MIN
#define R_MIN DBL_MIN
#define R_MAX DBL_MAX
#define R_NAN CBX_NAN
#define R_ROT_TOL CBX_ROT_TOLERANCE
#define R_SQRT(x) CBX_SQRT(x)
#define R_FABS(x) CBX_FABS(x)
#define R_EQ(a, b) cbx_eq(a, b)
#define R_FINITE(x) cbx_finite(x)
#define R_MOVED(x, v, t) cbx_moved(x, v, t)
#include CBX_TEMPLATE_BODY
#undef CBX_SUFFIX
#undef CBX_IS_DOUBLE
#undef cbx_real
#undef R_EPS
#undef R_TRUE_MIN
#undef R_MIN
#undef R_MAX
#undef R_NAN
#undef R_ROT_TOL
#undef R_SQRT
#undef R_FABS
#undef R_EQ
#undef R_FINITE
#undef R_MOVED

/* ---- float pass ---- */
#define CBX_SUFFIX f
#define CBX_IS_DOUBLE 0
#define cbx_real float
#define R_EPS FLT_EPSILON
#define R_TRUE_MIN FLT_TRUE_MIN
#define R_MIN FLT_MIN
#define R_MAX FLT_MAX
#define R_NAN CBX_NANF
#define R_ROT_TOL CBX_ROT_TOLERANCEF
#define R_SQRT(x) CBX_SQRTF(x)
#define R_FABS(x) CBX_FABSF(x)
#define R_EQ(a, b) cbx_eqf(a, b)
#define R_FINITE(x) cbx_finitef(x)
#define R_MOVED(x, v, t) cbx_movedf(x, v, t)
#include CBX_TEMPLATE_BODY
