/* SPDX-License-Identifier: MIT */
/* Exact arithmetic for the rare decisions the fast floating-point paths
   cannot settle.

   Every finite double is an integer times a power of two, so every polynomial
   with integer coefficients in doubles is one too. cbx_big holds such a
   number exactly: sign * mag * 2^exp, mag an unsigned integer in 32-bit limbs.
   Nothing is rounded, nothing overflows or underflows: 1e-300 and 1e300 mix
   freely. The capacity covers any polynomial of total degree <= 4 in finite
   doubles with at most 256 terms (a product of four doubles spans at most
   4 * 2098 bits, plus 8 bits of carries: 8400 bits <= 270 limbs). Larger
   results would be truncated, never written out of bounds.

   Cost: a few dozen nanoseconds for inputs of moderate exponent spread, a few
   microseconds at the extremes. Callers reach it only when their fast path's
   error bound cannot decide, which random inputs almost never do. */
#ifndef CBX_EXACT_H
#define CBX_EXACT_H

#include <stdint.h>

#define CBX_BIG_LIMBS 272

typedef struct cbx_big {
    int sign;  /* -1, 0 or +1 */
    int exp;   /* value = sign * mag * 2^exp */
    int n;     /* limbs in use, 0 for zero; mag[n-1] != 0 */
    uint32_t mag[CBX_BIG_LIMBS];
} cbx_big;

/* r = x, exactly. x must be finite. */
void cbx_big_set(cbx_big *r, double x);
/* r = a + b, a - b, a * b, exactly. r may alias a or b. */
void cbx_big_add(cbx_big *r, const cbx_big *a, const cbx_big *b);
void cbx_big_sub(cbx_big *r, const cbx_big *a, const cbx_big *b);
void cbx_big_mul(cbx_big *r, const cbx_big *a, const cbx_big *b);
/* r = x - y for finite doubles, exactly. */
void cbx_big_diff(cbx_big *r, double x, double y);
/* sign(a - b): -1, 0 or +1. */
int cbx_big_cmp(const cbx_big *a, const cbx_big *b);
/* floor(log2 |a|) for a != 0. */
int cbx_big_log2(const cbx_big *a);
/* vv += v^2, dv += d v, dd += d^2: one axis's terms of the coefficients of
   |d + t v|^2 (the exact quadratics of the 3D sweep and the casts). */
void cbx_big_add_quad_terms(cbx_big *vv, cbx_big *dv, cbx_big *dd, const cbx_big *d, const cbx_big *v);
/* a * 2^k as a double, within 2 ulps (from its top 96 bits), for a and k
   whose exponents add up to |exponent| <= 1900 (the result near the range). */
double cbx_big_to_double(const cbx_big *a, int k);

/* sign( sum_i (p[i] - q[i])^2 - r^2 ) for n <= 3 finite doubles per point:
   the squared distance between two points against a squared radius. */
int cbx_exact_dist2_cmp(const double *p, const double *q, int n, double r);

/* sign( sum_i max(0, |p[i] - c[i]| - h[i])^2 - r^2 ) for n <= 3 finite
   doubles per array (h >= 0): the squared distance from the point p to
   the box of center c and half extents h, against a squared radius; the
   box's bounds c -+ h need not be doubles (an oriented box at a quarter
   turn whose center has more low bits than its bounds can hold). */
int cbx_exact_box_dist2_cmp(const double *p, const double *c, const double *h, int n, double r);

/* sign((a - b) - (c - e)) for finite doubles, exactly: which of two
   differences (the depths of a point inside a box, a gap against r) is
   larger. Rounded differences that differ already tell (rounding is
   monotone); equal ones are told by their TwoDiff errors, or by the
   big-float where TwoDiff could overflow. */
int cbx_cmp_diffs(double a, double b, double c, double e);

/* sign(a . b - c) for n <= 3 finite doubles per vector and a finite c,
   exactly: a rounded sum that clears its error bound tells, else the
   big-float (the mover's ground test, cbx_standing*: a normal's cosine
   with `up` against the caller's limit). */
int cbx_exact_dot_cmp(const double *a, const double *b, int n, double c);

/* sign((q - o) . n_k - t N) for the k-th axis n_k of the rows of a
   (dim of them, dim <= 3 coordinates each) made orthogonal in their order
   (Gram-Schmidt: a[0] keeps its direction), unnormalized, and N its length
   rounded once: exactly which side of the plane (q - o) . e_k = t, e_k
   unit, a point lies on (up to t's share of N's rounding, a part in 2^52
   of t). The side of a flat or thin oriented wall (shape/wall_side.inc). */
int cbx_exact_axis_offset_cmp(const double *q, const double *o, const double (*a)[3], int dim, int k, double t);
/* (q - o) . e_k itself, within a few ulps (the exact product rounded,
   divided by N). */
double cbx_exact_axis_offset(const double *q, const double *o, const double (*a)[3], int dim, int k);

#endif /* CBX_EXACT_H */
