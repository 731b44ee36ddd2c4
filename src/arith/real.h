/* SPDX-License-Identifier: MIT */
/* Freestanding scalar helpers shared by every source file.
   The core calls no libm function: each operation maps to a compiler builtin
   that becomes one instruction on x86-64, arm64 and wasm32. */
#ifndef CBX_REAL_H
#define CBX_REAL_H

#include <float.h>
#include <stdbool.h>
#include <stdint.h>

/* Every proof here (the filters' margins, the error-free transformations)
   counts one rounding to the format per operation. x87 arithmetic (32-bit
   x86 without SSE2 math: FLT_EVAL_METHOD 2) rounds to 64 bits and again on
   a store: an independent tester found 92 of 14,000 wrong exact answers
   built with gcc -m32 (389 from the single header). Refused, with the fix;
   so is x86 with FLT_EVAL_METHOD -1 (gcc -mfpmath=sse,387 mixes x87 code
   in, its precision undetermined: a second tester saw 417 x87 operations
   in the single header so built). */
#if defined(FLT_EVAL_METHOD)
#  define CBX_EVAL_METHOD FLT_EVAL_METHOD
#elif defined(__FLT_EVAL_METHOD__)
/* C++98/03: gcc's <float.h> leaves FLT_EVAL_METHOD out, and x87 code was
   built without the refusal (an independent tester: 10 % of 2D overlaps
   wrong from the single header under g++ -std=c++98 -m32) */
#  define CBX_EVAL_METHOD __FLT_EVAL_METHOD__
#endif
#if defined(CBX_EVAL_METHOD) && \
    (CBX_EVAL_METHOD > 0 || (CBX_EVAL_METHOD < 0 && (defined(__i386__) || defined(__x86_64__))))
#error "circbox: floating point may be evaluated in x87 extended precision here (FLT_EVAL_METHOD != 0): build with -msse2 -mfpmath=sse"
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define CBX_SQRT(x) __builtin_sqrt(x)
#  define CBX_SQRTF(x) __builtin_sqrtf(x)
#  define CBX_FABS(x) __builtin_fabs(x)
#  define CBX_FABSF(x) __builtin_fabsf(x)
#  define CBX_COPYSIGN(x, y) __builtin_copysign(x, y)
#  define CBX_NAN __builtin_nan("")
#  define CBX_NANF __builtin_nanf("")
#  define CBX_INF __builtin_inf()
#  define CBX_LIKELY(x) __builtin_expect(!!(x), 1)
#  define CBX_UNLIKELY(x) __builtin_expect(!!(x), 0)
#  define CBX_ALWAYS_INLINE __attribute__((always_inline)) inline
#  define CBX_NEVER_INLINE __attribute__((noinline))
/* A public query that starts on a 64-byte boundary: where a query with
   branches that random data makes a coin toss starts decides how well
   they predict (each use says what it measured). */
#  define CBX_ALIGN_HOT __attribute__((aligned(64)))
/* Before a loop of 2 or 3 passes whose count is a constant once inlined
   (most over a point's axes; in the 3D sweep's time order, over the two
   terms of each difference): unrolled completely at every optimization
   level. gcc 12 does that at -O3 only, and at -O2 (the single header in a
   user's -O2 build) kept the loops with their arrays on the stack: float
   3D overlap() 2x its -O3 time. Not for a count known only at run time:
   unrolled 3 times, gcc then warns of a fourth pass out of bounds
   (-Warray-bounds). */
#  define CBX_UNROLL_AXES _Pragma("GCC unroll 3")
#else
#  include <math.h>
#  define CBX_SQRT(x) sqrt(x)
#  define CBX_SQRTF(x) sqrtf(x)
#  define CBX_FABS(x) fabs(x)
#  define CBX_FABSF(x) fabsf(x)
#  define CBX_COPYSIGN(x, y) copysign(x, y)
#  define CBX_NAN ((double)NAN)
#  define CBX_NANF ((float)NAN)
#  define CBX_INF ((double)INFINITY)
#  define CBX_LIKELY(x) (x)
#  define CBX_UNLIKELY(x) (x)
#  define CBX_ALWAYS_INLINE inline
#  define CBX_NEVER_INLINE
#  define CBX_ALIGN_HOT
#  define CBX_UNROLL_AXES
#endif

/* Hides a value's origin from the optimizer, in a vector register: a
   factor known to be +-1 would otherwise become a branch on its sign (gcc
   negates conditionally), which random scenes mispredict half the time
   (measured: a mispredicted branch per query on random data, callgrind
   --branch-sim); and a field read this way is read alone, by an 8-byte
   load, never as half of a 16-byte one (see cbx_cast2_of_fast). */
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || (defined(__i386__) && defined(__SSE2__)))
#  define CBX_OPAQUE_REAL(x) __asm__("" : "+x"(x))
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__aarch64__)
#  define CBX_OPAQUE_REAL(x) __asm__("" : "+w"(x))
#else
#  define CBX_OPAQUE_REAL(x) ((void)0)
#endif

/* Inlined at every call under clang, a plain inline function elsewhere:
   for the functions that gcc 12 inlines at -O3 and clang 14 keeps out of
   line where that costs (each use says how much). Forced under gcc as
   well, it moved registers in functions gcc had inlined them into. */
#if defined(__clang__)
#  define CBX_CLANG_INLINE __attribute__((always_inline)) inline
#else
#  define CBX_CLANG_INLINE inline
#endif

/* A field of a shape passed by value, read alone under clang (by an 8-byte
   load, as the caller stored it). clang 14 merges neighbouring fields
   into one 16-byte load (a 3D box's min.y and min.z) that straddles two of
   the caller's stores and waits for both to retire: a failed store
   forwarding on every call (3D overlap() on random data 4.2 -> 12 ns once
   its rungs were inlined). gcc reads each field as it is written. The
   pair loads of arith/pair.h read their halves so too; and the AVX2
   select kernels pass their masks through it (a vector in a register,
   which clang would otherwise lower through a pack of booleans:
   batch/simd/simd_avx2.h). */
#if defined(__clang__)
#  define CBX_READ_ALONE(x) CBX_OPAQUE_REAL(x)
#else
#  define CBX_READ_ALONE(x) ((void)0)
#endif

/* The smallest subnormals. C11's DBL_TRUE_MIN/FLT_TRUE_MIN are missing from
   C++ before C++17, where the single header must compile too; the decimal
   literals round to exactly 2^-1074 and 2^-149. */
#define CBX_DBL_TRUE_MIN 4.9406564584124654e-324
#define CBX_FLT_TRUE_MIN 1.40129846e-45F
#ifndef DBL_TRUE_MIN
#define DBL_TRUE_MIN CBX_DBL_TRUE_MIN
#endif
#ifndef FLT_TRUE_MIN
#define FLT_TRUE_MIN CBX_FLT_TRUE_MIN
#endif

/* Exact comparisons are intended throughout this library; routing them
   through one function keeps -Wfloat-equal quiet without hiding mistakes.
   `&`, not `&&`: both comparisons are cheap and side-effect free, and a
   short circuit compiles to a branch, which mispredicts on tangency data
   where equality is a coin toss. */
static inline bool cbx_eq(double a, double b) { return (a >= b) & (a <= b); }
static inline bool cbx_eqf(float a, float b) { return (a >= b) & (a <= b); }


/* A contact point moved with the box, x + v t, in double: beyond the range
   (the box has travelled further than the format reaches) it saturates at
   the largest finite value, as the time does, rather than becoming infinite. */
static inline double cbx_moved(double x, double v, double t) {
    const double y = x + v * t;
    return y > DBL_MAX ? DBL_MAX : (y < -DBL_MAX ? -DBL_MAX : y);
}
/* A double in float, rounded once, saturated at +-FLT_MAX; a NaN stays
   NaN. The saturation is two selections in double before the one
   rounding, which compile to a MINSD and a MAXSD (each returns its second
   operand, x, for a NaN): the same values as saturating the rounded float
   (a double beyond FLT_MAX rounds to FLT_MAX or infinity), without the
   branches gcc made of that form (a 3D float sweep 4 instructions fewer).
   The empty asm keeps gcc from branching to round FLT_MAX as a constant. */
static inline float cbx_to_floatsat(double x) {
    const double below = (double)FLT_MAX < x ? (double)FLT_MAX : x;
    double y = -(double)FLT_MAX > below ? -(double)FLT_MAX : below;
    CBX_OPAQUE_REAL(y);
    return (float)y;
}
static inline float cbx_movedf(float x, float v, float t) {
    return cbx_to_floatsat((double)x + (double)v * (double)t);
}

/* A double's bits and back. A memcpy is the form defined in C and in C++
   alike (the single header compiles the core as C++ too, where reading a
   union member other than the last one written is undefined); the builtin
   needs no <string.h> and becomes one register move. */
static inline uint64_t cbx_bits_of(double x) {
    uint64_t u;
#if defined(__GNUC__) || defined(__clang__)
    __builtin_memcpy(&u, &x, sizeof u);
#else
    union {
        double d;
        uint64_t u;
    } v; /* compilers without the builtin (MSVC) define this pun */
    v.d = x;
    u = v.u;
#endif
    return u;
}
static inline double cbx_double_of(uint64_t u) {
    double x;
#if defined(__GNUC__) || defined(__clang__)
    __builtin_memcpy(&x, &u, sizeof x);
#else
    union {
        double d;
        uint64_t u;
    } v;
    v.u = u;
    x = v.d;
#endif
    return x;
}

/* Selections for conditions that random data makes unpredictable, formed
   on the bits so that no compiler turns them into a branch (a mispredicted
   branch costs more than computing both arms): a where the mask m is all
   ones, b where it is zero; the mask of a condition; -1 where neg, else +1
   (a selection between two constants compiles to a branch). */
static inline double cbx_pick(uint64_t m, double a, double b) {
    const uint64_t A = cbx_bits_of(a), B = cbx_bits_of(b);
    return cbx_double_of(B ^ ((A ^ B) & m));
}
static inline uint64_t cbx_mask_of(bool x) { return (uint64_t)0 - (uint64_t)x; }
static inline double cbx_unit_signed(bool neg) {
    return cbx_double_of(UINT64_C(0x3ff0000000000000) | ((uint64_t)neg << 63));
}

/* A float's bits (as cbx_bits_of). */
static inline uint32_t cbx_bits_off(float x) {
    uint32_t u;
#if defined(__GNUC__) || defined(__clang__)
    __builtin_memcpy(&u, &x, sizeof u);
#else
    union {
        float f;
        uint32_t u;
    } v;
    v.f = x;
    u = v.u;
#endif
    return u;
}

/* True for every finite number; false for NaN and both infinities: the
   exponent field is not all ones. A test on the bits, not on arithmetic
   (x - x == 0), because it is the one form no compiler flag can fold away:
   -ffinite-math-only (part of -ffast-math) lets the compiler assume that no
   value is NaN or infinite, and then x - x == 0 becomes `true` and every
   invalid input valid. The integer test costs the same (one move, one and,
   one compare). */
static inline bool cbx_finite(double x) {
    return (cbx_bits_of(x) & 0x7ff0000000000000u) != 0x7ff0000000000000u;
}
static inline bool cbx_finitef(float x) { return (cbx_bits_off(x) & 0x7f800000u) != 0x7f800000u; }

#endif /* CBX_REAL_H */
