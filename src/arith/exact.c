/* SPDX-License-Identifier: MIT */
/* Exact big-float arithmetic: see exact.h for what it promises and why. */
#include "arith/eft.h"
#include "arith/exact.h"
#include "arith/pow2.h"
#include "arith/real.h"

#include <stddef.h>

typedef struct cbx_mag {
    int n;
    uint32_t limb[CBX_BIG_LIMBS];
} cbx_mag;

static void cbx_big_zero(cbx_big *r) {
    r->sign = 0;
    r->exp = 0;
    r->n = 0;
}

static void cbx_big_copy(cbx_big *r, const cbx_big *a) {
    if (r == a) return;
    r->sign = a->sign;
    r->exp = a->exp;
    r->n = a->n;
    for (int i = 0; i < a->n; ++i) r->mag[i] = a->mag[i];
}

/* Drops leading zero limbs, and trailing zero limbs into the exponent, so
   that numbers stay as short as their significant bits. */
static void cbx_big_normalize(cbx_big *r) {
    while (r->n > 0 && r->mag[r->n - 1] == 0) --r->n;
    if (r->n == 0) {
        cbx_big_zero(r);
        return;
    }
    int lead = 0;
    /* mag[n-1] != 0 stops the scan; the analyzer cannot see it. */
    while (r->mag[lead] == 0) ++lead; /* NOLINT(clang-analyzer-core.UndefinedBinaryOperatorResult) */
    if (lead > 0) {
        for (int i = lead; i < r->n; ++i) r->mag[i - lead] = r->mag[i];
        r->n -= lead;
        r->exp += 32 * lead;
    }
}

void cbx_big_set(cbx_big *r, double x) {
    const uint64_t bits = cbx_bits_of(x);
    const int biased = (int)((bits >> 52) & 0x7ffu);
    uint64_t m = bits & ((UINT64_C(1) << 52) - 1u);
    int e;
    if (biased == 0) {
        e = -1074; /* subnormal or zero */
    } else {
        m |= UINT64_C(1) << 52;
        e = biased - 1075;
    }
    if (m == 0) {
        cbx_big_zero(r);
        return;
    }
    while ((m & 1u) == 0) {
        m >>= 1;
        ++e;
    }
    r->sign = (bits >> 63) ? -1 : 1;
    r->exp = e;
    r->mag[0] = (uint32_t)m;
    r->mag[1] = (uint32_t)(m >> 32);
    r->n = r->mag[1] ? 2 : 1;
}

/* dst = mag(a) << shift (shift >= 0), truncated at capacity. */
static void cbx_mag_shl(cbx_mag *dst, const cbx_big *a, int shift) {
    const int limbs = shift / 32;
    const int bits = shift % 32;
    int n = a->n + limbs + 1;
    if (n > CBX_BIG_LIMBS) n = CBX_BIG_LIMBS;
    for (int i = 0; i < n; ++i) dst->limb[i] = 0;
    for (int i = 0; i < a->n; ++i) {
        const int k = i + limbs;
        if (k >= n) break;
        const uint64_t w = (uint64_t)a->mag[i] << bits;
        /* shift >= 0 (callers align to the smaller exponent), so k >= 0 and
           limb[k] was zeroed above; the analyzer assumes a negative shift. */
        dst->limb[k] |= (uint32_t)w; /* NOLINT(clang-analyzer-core.uninitialized.Assign) */
        if (k + 1 < n) dst->limb[k + 1] |= (uint32_t)(w >> 32);
    }
    while (n > 0 && dst->limb[n - 1] == 0) --n;
    dst->n = n;
}

static int cbx_mag_cmp(const cbx_mag *a, const cbx_mag *b) {
    if (a->n != b->n) return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; --i) {
        /* n <= CBX_BIG_LIMBS always (cbx_mag_shl truncates at capacity). */
        if (a->limb[i] != b->limb[i]) /* NOLINT(clang-analyzer-core.UndefinedBinaryOperatorResult) */
            return a->limb[i] < b->limb[i] ? -1 : 1;
    }
    return 0;
}

/* r->mag = a + b */
static void cbx_mag_add(cbx_big *r, const cbx_mag *a, const cbx_mag *b) {
    const int n = a->n > b->n ? a->n : b->n;
    uint64_t carry = 0;
    for (int i = 0; i < n; ++i) {
        const uint64_t s = (uint64_t)(i < a->n ? a->limb[i] : 0u) +
                           (uint64_t)(i < b->n ? b->limb[i] : 0u) + carry;
        r->mag[i] = (uint32_t)s;
        carry = s >> 32;
    }
    r->n = n;
    if (carry && n < CBX_BIG_LIMBS) r->mag[r->n++] = (uint32_t)carry;
}

/* r->mag = a - b, requires a >= b */
static void cbx_mag_sub(cbx_big *r, const cbx_mag *a, const cbx_mag *b) {
    int64_t borrow = 0;
    for (int i = 0; i < a->n; ++i) {
        int64_t d = (int64_t)a->limb[i] - (int64_t)(i < b->n ? b->limb[i] : 0u) - borrow;
        borrow = d < 0;
        if (d < 0) d += (int64_t)1 << 32;
        r->mag[i] = (uint32_t)d;
    }
    r->n = a->n;
}

static void cbx_big_addsub(cbx_big *r, const cbx_big *a, const cbx_big *b, int bsign) {
    if (a->sign == 0) {
        cbx_big_copy(r, b);
        r->sign = bsign;
        return;
    }
    if (bsign == 0) {
        cbx_big_copy(r, a);
        return;
    }
    /* Align both magnitudes to the smaller exponent; no bit is lost. */
    const int e = a->exp < b->exp ? a->exp : b->exp;
    cbx_mag A, B;
    cbx_mag_shl(&A, a, a->exp - e);
    cbx_mag_shl(&B, b, b->exp - e);
    const int asign = a->sign;
    r->exp = e;
    if (asign == bsign) {
        cbx_mag_add(r, &A, &B);
        r->sign = asign;
    } else {
        const int c = cbx_mag_cmp(&A, &B);
        if (c == 0) {
            cbx_big_zero(r);
            return;
        }
        if (c > 0) {
            cbx_mag_sub(r, &A, &B);
            r->sign = asign;
        } else {
            cbx_mag_sub(r, &B, &A);
            r->sign = bsign;
        }
    }
    cbx_big_normalize(r);
}

void cbx_big_add(cbx_big *r, const cbx_big *a, const cbx_big *b) {
    cbx_big_addsub(r, a, b, b->sign);
}

void cbx_big_sub(cbx_big *r, const cbx_big *a, const cbx_big *b) {
    cbx_big_addsub(r, a, b, -b->sign);
}

void cbx_big_mul(cbx_big *r, const cbx_big *a, const cbx_big *b) {
    if (a->sign == 0 || b->sign == 0) {
        cbx_big_zero(r);
        return;
    }
    cbx_mag P;
    int n = a->n + b->n;
    if (n > CBX_BIG_LIMBS) n = CBX_BIG_LIMBS;
    for (int i = 0; i < n; ++i) P.limb[i] = 0;
    for (int i = 0; i < a->n; ++i) {
        uint64_t carry = 0;
        int j = 0;
        for (; j < b->n && i + j < n; ++j) {
            const uint64_t t = (uint64_t)a->mag[i] * b->mag[j] + P.limb[i + j] + carry;
            P.limb[i + j] = (uint32_t)t;
            carry = t >> 32;
        }
        if (i + j < n) P.limb[i + j] = (uint32_t)carry;
    }
    const int sign = a->sign * b->sign;
    const int exp = a->exp + b->exp;
    for (int i = 0; i < n; ++i) r->mag[i] = P.limb[i];
    r->n = n;
    r->sign = sign;
    r->exp = exp;
    cbx_big_normalize(r);
}

void cbx_big_diff(cbx_big *r, double x, double y) {
    cbx_big a, b;
    cbx_big_set(&a, x);
    cbx_big_set(&b, y);
    cbx_big_sub(r, &a, &b);
}

int cbx_big_cmp(const cbx_big *a, const cbx_big *b) {
    cbx_big d;
    cbx_big_sub(&d, a, b);
    return d.sign;
}

int cbx_big_log2(const cbx_big *a) {
    int bits = 0;
    for (uint32_t top = a->mag[a->n - 1]; top > 1; top >>= 1) ++bits;
    return a->exp + 32 * (a->n - 1) + bits;
}

void cbx_big_add_quad_terms(cbx_big *vv, cbx_big *dv, cbx_big *dd, const cbx_big *d, const cbx_big *v) {
    cbx_big t;
    cbx_big_mul(&t, v, v);
    cbx_big_add(vv, vv, &t);
    cbx_big_mul(&t, d, v);
    cbx_big_add(dv, dv, &t);
    cbx_big_mul(&t, d, d);
    cbx_big_add(dd, dd, &t);
}

/* sign( sum_i max(0, |p[i] - c[i]| - h[i])^2 - r^2 ), with no extents
   (h == NULL) the plain squared distance: both public comparisons. */
static int cbx_exact_gap2_cmp(const double *p, const double *c, const double *h, int n, double r) {
    cbx_big sum, d, t;
    cbx_big_set(&t, r);
    cbx_big_mul(&sum, &t, &t);
    sum.sign = -sum.sign; /* -r^2 */
    for (int i = 0; i < n; ++i) {
        cbx_big_diff(&d, p[i], c[i]);
        if (h != NULL) {
            d.sign = d.sign < 0 ? 1 : d.sign; /* |p - c| */
            cbx_big_set(&t, h[i]);
            cbx_big_sub(&d, &d, &t); /* the gap beyond the face, if positive */
            if (d.sign <= 0) continue;
        }
        cbx_big_mul(&t, &d, &d);
        cbx_big_add(&sum, &sum, &t);
    }
    return sum.sign;
}

int cbx_exact_dist2_cmp(const double *p, const double *q, int n, double r) {
    return cbx_exact_gap2_cmp(p, q, NULL, n, r);
}

int cbx_exact_box_dist2_cmp(const double *p, const double *c, const double *h, int n, double r) {
    return cbx_exact_gap2_cmp(p, c, h, n, r);
}

/* Below this magnitude TwoDiff is exact with no intermediate overflow
   (eft.h: it needs a finite result; the margin covers the intermediate
   sums). Then x = y gives a - b = x + ex and c - e = y + ey exactly, so
   the sign is that of ex - ey: a comparison of two doubles (a ball resting
   on a face at exactly r compares r - 0 with p - face: both errors 0). */
#define CBX_CMP_DIFFS_SAFE_MAX 0x1p1020

int cbx_cmp_diffs(double a, double b, double c, double e) {
    const double x = a - b, y = c - e;
    if (x > y) return 1;
    if (x < y) return -1;
    double m = CBX_FABS(a) > CBX_FABS(b) ? CBX_FABS(a) : CBX_FABS(b);
    m = m > CBX_FABS(c) ? m : CBX_FABS(c);
    m = m > CBX_FABS(e) ? m : CBX_FABS(e);
    if (m < CBX_CMP_DIFFS_SAFE_MAX) {
        double ex, ey;
        (void)cbx_two_diff(a, b, &ex);
        (void)cbx_two_diff(c, e, &ey);
        return (ex > ey) - (ex < ey);
    }
    cbx_big l, r;
    cbx_big_diff(&l, a, b);
    cbx_big_diff(&r, c, e);
    return cbx_big_cmp(&l, &r);
}

/* The rounded s = fl(fl(sum a_i b_i) - c) is within 4.01u (sum |a_i b_i| +
   |c|) of the exact value for n <= 3 (each product and each of the three
   additions loses at most u of a partial sum no larger than that), plus
   4 * 2^-1074 for products that underflow; m, the same magnitudes summed
   in floating point, is within a factor (1 - 4u) of theirs. So |s| above
   8u m + 2^-1000 has the exact sign; an overflow (s or m infinite) and
   everything closer go to the big-float. */
int cbx_exact_dot_cmp(const double *a, const double *b, int n, double c) {
    double dot = 0, m = CBX_FABS(c);
    for (int i = 0; i < n; ++i) {
        const double p = a[i] * b[i];
        dot += p;
        m += CBX_FABS(p);
    }
    const double s = dot - c, bound = 4 * DBL_EPSILON * m + 0x1p-1000;
    if (s > bound && bound <= DBL_MAX) return 1;
    if (s < -bound && bound <= DBL_MAX) return -1;
    cbx_big sum, x, y;
    cbx_big_set(&sum, 0.0);
    for (int i = 0; i < n; ++i) {
        cbx_big_set(&x, a[i]);
        cbx_big_set(&y, b[i]);
        cbx_big_mul(&x, &x, &y);
        cbx_big_add(&sum, &sum, &x);
    }
    cbx_big_set(&x, c);
    return cbx_big_cmp(&sum, &x);
}

double cbx_big_to_double(const cbx_big *a, int k) {
    if (a->n == 0) return 0.0;
    double x = 0;
    int low = a->n - 3;
    if (low < 0) low = 0;
    for (int i = a->n - 1; i >= low; --i) x = x * 0x1p32 + (double)a->mag[i];
    return (double)a->sign * cbx_scale2(x, a->exp + 32 * low + k);
}

/* Axis k of the Gram-Schmidt frame of the rows of a (a[0] kept, then each
   row less its parts along the earlier ones), unnormalized and exact in n:
   n_0 = a_0; n_1 = (a_0 . a_0) a_1 - (a_0 . a_1) a_0; n_2 = a_0 x a_1,
   turned to a_2's side. In 2D the rows are a rotation and its quarter
   turn, orthogonal already: n_k = a_k. */
static void cbx_gram_schmidt_axis(cbx_big *n, const double (*a)[3], int dim, int k) {
    cbx_big x, y;
    if (dim == 2 || k == 0) {
        for (int i = 0; i < dim; ++i) cbx_big_set(&n[i], a[k][i]);
        return;
    }
    if (k == 1) {
        cbx_big aa, ab;
        cbx_big_set(&aa, 0.0);
        cbx_big_set(&ab, 0.0);
        for (int i = 0; i < 3; ++i) {
            cbx_big_set(&x, a[0][i]);
            cbx_big_set(&y, a[0][i]);
            cbx_big_mul(&y, &x, &y);
            cbx_big_add(&aa, &aa, &y);
            cbx_big_set(&y, a[1][i]);
            cbx_big_mul(&y, &x, &y);
            cbx_big_add(&ab, &ab, &y);
        }
        for (int i = 0; i < 3; ++i) {
            cbx_big_set(&x, a[1][i]);
            cbx_big_mul(&n[i], &aa, &x);
            cbx_big_set(&x, a[0][i]);
            cbx_big_mul(&x, &ab, &x);
            cbx_big_sub(&n[i], &n[i], &x);
        }
        return;
    }
    for (int i = 0; i < 3; ++i) {
        const int j = (i + 1) % 3, l = (i + 2) % 3;
        cbx_big_set(&x, a[0][j]);
        cbx_big_set(&y, a[1][l]);
        cbx_big_mul(&n[i], &x, &y);
        cbx_big_set(&x, a[0][l]);
        cbx_big_set(&y, a[1][j]);
        cbx_big_mul(&x, &x, &y);
        cbx_big_sub(&n[i], &n[i], &x);
    }
    cbx_big side, zero;
    cbx_big_set(&side, 0.0);
    cbx_big_set(&zero, 0.0);
    for (int i = 0; i < 3; ++i) {
        cbx_big_set(&x, a[2][i]);
        cbx_big_mul(&x, &x, &n[i]);
        cbx_big_add(&side, &side, &x);
    }
    if (side.sign < 0)
        for (int i = 0; i < 3; ++i) cbx_big_sub(&n[i], &zero, &n[i]);
}

/* x = (q - o) . n_k exactly (degree 4 in doubles at most: within the
   big-float's capacity); returns N = fl(|n_k|) from the components'
   doubles (a rotation's n_k is near unit, so nothing over- or
   underflows). */
static double cbx_axis_offset(cbx_big *x, const double *q, const double *o, const double (*a)[3], int dim, int k) {
    cbx_big n[3], y;
    cbx_gram_schmidt_axis(n, a, dim, k);
    cbx_big_set(x, 0.0);
    double s = 0;
    for (int i = 0; i < dim; ++i) {
        cbx_big_diff(&y, q[i], o[i]);
        cbx_big_mul(&y, &y, &n[i]);
        cbx_big_add(x, x, &y);
        const double v = cbx_big_to_double(&n[i], 0);
        s += v * v;
    }
    return CBX_SQRT(s);
}

int cbx_exact_axis_offset_cmp(const double *q, const double *o, const double (*a)[3], int dim, int k, double t) {
    cbx_big x, y, z;
    const double len = cbx_axis_offset(&x, q, o, a, dim, k);
    cbx_big_set(&y, t);
    cbx_big_set(&z, len);
    cbx_big_mul(&y, &y, &z);
    return cbx_big_cmp(&x, &y);
}

double cbx_exact_axis_offset(const double *q, const double *o, const double (*a)[3], int dim, int k) {
    cbx_big x;
    const double len = cbx_axis_offset(&x, q, o, a, dim, k);
    return x.n == 0 ? 0.0 : cbx_big_to_double(&x, 0) / len;
}
