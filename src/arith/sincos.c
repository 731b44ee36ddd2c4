/* SPDX-License-Identifier: MIT */
/* Sine and cosine without libm, for building rotations from angles.

   Accuracy: within about one ulp for every finite double, including angles
   near a multiple of pi/2 and huge ones, because the argument reduction is
   done in exact integer arithmetic (Payne and Hanek's method): x = m 2^e
   with m a 53-bit integer, and x (2/pi) mod 4 is m times the bits of 2/pi
   near 2^-e, of which a 256-bit window is enough (the bits above it give
   multiples of 4, those below it less than 2^-160). The
   reduced angle r = x - k pi/2, |r| <= pi/4, comes out as a double-double
   (about 106 correct bits even when r is tiny: the closest a double gets to
   a multiple of pi/2 is about 2^-62). Sine and cosine of r are then Taylor
   series (on |r| <= pi/4 the terms beyond r^21 are below 2^-70 of the
   result), and the quadrant k picks and signs them.

   About 18 ns for |x| <= 1 and 50 ns for angles up to 1e6 (gcc 12 -O2,
   this machine): it builds boxes, it is not in any query's path. */
#include "internal.h"
#include "arith/pow2.h"
#include "arith/real.h"

/* 2/pi in binary, 32 bits per word, from 2^-1 down to 2^-1216 (enough for
   the largest double: its lowest bit is 2^971). Computed from pi by
   Machin's formula in integer arithmetic. */
static const uint32_t cbx_two_over_pi[38] = {
    0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u,
    0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u,
    0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu,
    0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu,
    0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u, 0x56033046u, 0xfc7b6babu};

/* pi/2 = CBX_PIO2_HI + CBX_PIO2_LO, relative error below 2^-106. */
#define CBX_PIO2_HI 1.5707963267948966
#define CBX_PIO2_LO 6.123233995736766e-17

/* -x, as a product: clang (14) gives a unary minus the user's fast-math
   flags even inside float_control(precise), and under -fassociative-math
   the negated tail of the reduction was folded away (an independent
   tester: the single header's rotations 1 ulp off for 15 % of angles
   above pi/4). A multiplication keeps the region's IEEE semantics, and -1
   makes it exact, the sign of zero included. */
static inline double cbx_neg(double x) { return x * -1.0; }

/* Limb i of the little-endian 32-bit-limb integer p, zero outside it. */
static uint64_t cbx_limb(const uint32_t *p, int limbs, int i) { return (i >= 0 && i < limbs) ? p[i] : 0u; }

/* Bits [pos, pos + n) of the little-endian 32-bit-limb integer p (n < 64
   here; bits below 0 read as zero): gathered from the three limbs that can
   hold them. */
static uint64_t cbx_big_bits(const uint32_t *p, int limbs, int pos, int n) {
    const int q = pos >= 0 ? pos / 32 : -((31 - pos) / 32); /* floor(pos / 32) */
    const int sh = pos - 32 * q;                           /* 0..31 */
    uint64_t w = cbx_limb(p, limbs, q) >> sh;
    w |= cbx_limb(p, limbs, q + 1) << (32 - sh);
    if (sh > 0) w |= cbx_limb(p, limbs, q + 2) << (64 - sh);
    return w & ((UINT64_C(1) << n) - 1);
}

/* The position of the highest set bit of p below bit `below`, -1 if none. */
static int cbx_big_lead(const uint32_t *p, int limbs, int below) {
    for (int i = (below - 1) / 32; i >= 0; --i) {
        uint32_t v = (uint32_t)cbx_limb(p, limbs, i);
        if (32 * i + 32 > below) v &= (uint32_t)((UINT64_C(1) << (below - 32 * i)) - 1);
        if (v == 0) continue;
        int b = 31;
        while (!(v >> b)) --b;
        return 32 * i + b;
    }
    return -1;
}

/* Dekker's exact product without a fused multiply-add: a b = *hi + *lo. */
static void cbx_two_prod(double a, double b, double *hi, double *lo) {
    const double split = 134217729.0; /* 2^27 + 1 */
    const double ta = split * a, tb = split * b;
    const double ah = ta - (ta - a), al = a - ah;
    const double bh = tb - (tb - b), bl = b - bh;
    *hi = a * b;
    *lo = ((ah * bh - *hi) + ah * bl + al * bh) + al * bl;
}

/* |x| > pi/4, finite: x = k pi/2 + (*rh + *rl), |rh + rl| <= pi/4 (a hair
   more where rounding decides); returns k mod 4. */
static int cbx_reduce_pio2(double x, double *rh, double *rl) {
    const uint64_t u = cbx_bits_of(x) & 0x7fffffffffffffffu;
    const int e = (int)(u >> 52) - 1075; /* x = m 2^e; |x| > pi/4 is normal */
    const uint64_t m = (u & 0x000fffffffffffffu) | 0x0010000000000000u;
    /* Window of eight words T[j0..j0+7] of 2/pi. Word j holds bits of weight
       2^-(32 j + 1) .. 2^-(32 j + 32); the term m T[j] 2^(e - 32(j+1)) is a
       multiple of 4 (and drops out mod 4) when e - 32 (j + 1) >= 2. */
    int j0 = (e - 1 + 31) / 32 - 1;
    if (e - 1 <= 0 || j0 < 0) j0 = 0;
    /* P = m * (T[j0] T[j0+1] ... T[j0+7] as one 256-bit integer). */
    uint32_t p[10] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    const uint64_t mw[2] = {m & 0xffffffffu, m >> 32};
    for (int t = 0; t < 8; ++t) {
        const uint64_t w = cbx_two_over_pi[j0 + 7 - t]; /* limb t, little-endian */
        for (int k = 0; k < 2; ++k) {
            uint64_t carry = mw[k] * w;
            for (int i = t + k; carry != 0 && i < 10; ++i) {
                const uint64_t sum = (uint64_t)p[i] + (carry & 0xffffffffu);
                p[i] = (uint32_t)sum;
                carry = (carry >> 32) + (sum >> 32);
            }
        }
    }
    /* x (2/pi) = P 2^(e - 32 (j0 + 8)): the binary point sits at bit 32 (j0 + 8) - e. */
    const int point = 32 * (j0 + 8) - e;
    int k = (int)cbx_big_bits(p, 10, point, 2);
    /* The fraction f in [0, 1) as bits below B; round to nearest quadrant. */
    bool negative = false;
    if (cbx_big_bits(p, 10, point - 1, 1)) {
        /* f - 1 = -(2^B - f): negate the low B bits in place. */
        negative = true;
        k = (k + 1) & 3;
        uint64_t borrow = 1; /* two's complement: ~f + 1 within B bits */
        for (int i = 0; i < 10; ++i) {
            const uint64_t v = (uint64_t)(uint32_t)~p[i] + borrow;
            p[i] = (uint32_t)v;
            borrow = v >> 32;
        }
    }
    /* Leading one of the fraction's magnitude, below the point. */
    const int lead = cbx_big_lead(p, 10, point);
    if (lead < 0) {
        *rh = *rl = 0;
        return k;
    }
    /* |f| = hi + lo, 106 bits from the leading one. */
    const double fh = (double)cbx_big_bits(p, 10, lead - 52, 53) * cbx_pow2(lead - 52 - point);
    const double fl = (double)cbx_big_bits(p, 10, lead - 105, 53) * cbx_scale2(1.0, lead - 105 - point);
    /* r = f pi/2 in double-double. */
    double h, l;
    cbx_two_prod(fh, CBX_PIO2_HI, &h, &l);
    l += fh * CBX_PIO2_LO + fl * CBX_PIO2_HI;
    const double s = h + l;
    const double tail = l - (s - h);
    *rh = negative ? cbx_neg(s) : s;
    *rl = negative ? cbx_neg(tail) : tail;
    return k;
}

/* sin(r + rl) and cos(r + rl) for |r| <= pi/4 (a hair more), |rl| tiny:
   Taylor series in z = r^2, Horner from the small end; the tail rl enters
   to first order (its square is below the result's last bit). */
static double cbx_ksin(double r, double rl) {
    const double z = r * r;
    double p = -8.22063524662433e-18; /* -1/19! */
    p = p * z + 2.8114572543455206e-15;
    p = p * z - 7.647163731819816e-13;
    p = p * z + 1.6059043836821613e-10;
    p = p * z - 2.505210838544172e-08;
    p = p * z + 2.7557319223985893e-06;
    p = p * z - 0.0001984126984126984;
    p = p * z + 0.008333333333333333;
    p = p * z - 0.16666666666666666;
    return r + (r * z * p + rl * (1 - 0.5 * z));
}

static double cbx_kcos(double r, double rl) {
    const double z = r * r;
    double p = 4.110317623312165e-19; /* 1/20! */
    p = p * z - 1.5619206968586225e-16;
    p = p * z + 4.779477332387385e-14;
    p = p * z - 1.1470745597729725e-11;
    p = p * z + 2.08767569878681e-09;
    p = p * z - 2.755731922398589e-07;
    p = p * z + 2.48015873015873e-05;
    p = p * z - 0.001388888888888889;
    p = p * z + 0.041666666666666664;
    /* 1 - z/2 is the large part: form it first, with its rounding error
       recovered, so the small terms add to an exact leading sum. */
    const double hz = 0.5 * z;
    const double w = 1 - hz;
    return w + ((((1 - w) - hz) + z * z * p) - r * rl);
}

void cbx_sincos(double x, double *s, double *c) {
    if (!cbx_finite(x)) {
        *s = *c = CBX_NAN;
        return;
    }
    if (CBX_FABS(x) < 0x1p-27) {
        /* x^3/6 is below half an ulp of x: sin x rounds to x (the sign of
           zero kept) and cos x to 1. */
        *s = x;
        *c = 1;
        return;
    }
    double rh = x, rl = 0;
    int k = 0;
    if (CBX_FABS(x) > 0.7853981633974483) {
        k = cbx_reduce_pio2(x, &rh, &rl);
        if (x < 0) {
            /* The reduction saw |x|: sin(-x) = -sin x, cos(-x) = cos x. */
            rh = cbx_neg(rh);
            rl = cbx_neg(rl);
            k = (4 - k) & 3;
        }
    }
    const double sr = cbx_ksin(rh, rl), cr = cbx_kcos(rh, rl);
    switch (k) {
    case 0: *s = sr; *c = cr; break;
    case 1: *s = cr; *c = cbx_neg(sr); break;
    case 2: *s = cbx_neg(sr); *c = cbx_neg(cr); break;
    default: *s = cbx_neg(cr); *c = sr; break;
    }
}
