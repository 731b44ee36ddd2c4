/* SPDX-License-Identifier: MIT */
/* The 3D sweep's first look at its input (the head), in line in the public
   query (sweep_sphere_aabb3.c), which answers a clear miss itself and
   sends input the fast path cannot take to the exact code, before it
   calls the fast path (sweep3_fast.c) on the rest. A ball above a floor
   tile's plane by more than r, moving along it or away (43 % of the 3D
   game trace's sweeps), costs the head and the answer, not a call, the
   fast path's frame and a copy of its answer: about 190 instructions a
   query became 135; the other starts pay 14 to 26 more (the fast path
   loads the input again for the rest of its screen), and the trace's
   sweeps take 2.3 % fewer instructions in all (docs/performance-log.md,
   forty-first session). */
#ifndef CBX_SWEEP3_HEAD_H
#define CBX_SWEEP3_HEAD_H

#include <stdbool.h>

#include "arith/pair.h"
#include "arith/real.h"
#include "internal.h"

/* Every magnitude of the fast path's input at most this: nothing
   overflows before a division (sweep_fast.h). */
#define CBX_FAST_MAX 0x1p300

/* The fast path's NONE (the head's clear miss, and every rule's miss). */
static inline cbx_sweep3_local cbx_fast_none(void) {
    cbx_sweep3_local l = {CBX_SWEEP_NONE, 0, {0, 0, 0}, {0, 0, 0}, 0};
    return l;
}

/* The head of v = sv - bv (written to v):
   - ok: the validity the caller has not checked yet, every magnitude at
     most 2^300 (a NaN fails the comparison; v is finite only if sv and bv
     are), r >= 0, lo <= hi. One sum of the magnitudes rather than
     thirteen tests: a rounded sum of non-negative terms is at least each
     term (rounding is monotone, in any order of the sum), a NaN or an
     infinity makes it fail, and a sum beyond 2^300 with every term within
     only sends extreme input to the exact code;
   - sep: a clear miss, an axis certainly beyond r (fl(lo - c) > r implies
     lo - c > r: the difference rounds monotonically; likewise c - hi) on
     which the center does not approach the slab, which keeps the sphere
     away for ever.
   Only these two: the flags the fast path reads after them
   (cbx_fast_screen_of), formed here and passed in a struct by value,
   cost the clear miss 34 instructions more (most of them packing the
   flags into the registers that carry the struct), and formed here and
   passed by address, the same instructions on the whole trace as the
   fast path forming them. */
typedef struct cbx_fast_head {
    bool ok, sep;
} cbx_fast_head;

#if CBX_PAIRS
/* x and y as a pair and z alone in the low lane of another (its high lane
   0, masked off below), every test lane by lane as the scalar form below
   writes it: the comparisons are the same, and the magnitudes are summed
   in another order (see above). */
static CBX_ALWAYS_INLINE cbx_fast_head cbx_fast_head_of(const double c[3], double r, const double lo[3],
                                                       const double hi[3], const double sv[3], const double bv[3],
                                                       double v[3]) {
    const __m128d cp = cbx_pair_load(c, c + 1), cz = _mm_load_sd(c + 2);
    const __m128d lp = cbx_pair_load(lo, lo + 1), lz = _mm_load_sd(lo + 2);
    const __m128d hp = cbx_pair_load(hi, hi + 1), hz = _mm_load_sd(hi + 2);
    const __m128d vp = _mm_sub_pd(cbx_pair_load(sv, sv + 1), cbx_pair_load(bv, bv + 1));
    const __m128d vz = _mm_sub_sd(_mm_load_sd(sv + 2), _mm_load_sd(bv + 2));
    _mm_storeu_pd(v, vp);
    _mm_store_sd(v + 2, vz);
    const __m128d mp = _mm_add_pd(_mm_add_pd(cbx_pair_abs(cp), cbx_pair_abs(vp)),
                                  _mm_add_pd(cbx_pair_abs(lp), cbx_pair_abs(hp)));
    const __m128d mz = _mm_add_pd(_mm_add_pd(cbx_pair_abs(cz), cbx_pair_abs(vz)),
                                  _mm_add_pd(cbx_pair_abs(lz), cbx_pair_abs(hz)));
    const __m128d ms = _mm_add_pd(mp, mz);
    const double m = (cbx_pair_lo(ms) + cbx_pair_hi(ms)) + r;
    const __m128d rr = _mm_set1_pd(r), zero = _mm_setzero_pd();
    const __m128d dlp = _mm_sub_pd(lp, cp), dhp = _mm_sub_pd(cp, hp);
    const __m128d dlz = _mm_sub_pd(lz, cz), dhz = _mm_sub_pd(cz, hz);
    const __m128d sepp = _mm_or_pd(_mm_and_pd(_mm_cmpgt_pd(dlp, rr), _mm_cmple_pd(vp, zero)),
                                   _mm_and_pd(_mm_cmpgt_pd(dhp, rr), _mm_cmpge_pd(vp, zero)));
    const __m128d sepz = _mm_or_pd(_mm_and_pd(_mm_cmpgt_pd(dlz, rr), _mm_cmple_pd(vz, zero)),
                                   _mm_and_pd(_mm_cmpgt_pd(dhz, rr), _mm_cmpge_pd(vz, zero)));
    /* lo <= hi: the z pair's high lane compares 0 <= 0 */
    const int order = _mm_movemask_pd(_mm_and_pd(_mm_cmple_pd(lp, hp), _mm_cmple_pd(lz, hz)));
    const int sep = _mm_movemask_pd(sepp) | (_mm_movemask_pd(sepz) & 1);
    cbx_fast_head h;
    h.ok = (order == 3) & (r >= 0) & (m <= CBX_FAST_MAX);
    h.sep = sep != 0;
    return h;
}
#else
static inline cbx_fast_head cbx_fast_head_of(const double c[3], double r, const double lo[3], const double hi[3],
                                             const double sv[3], const double bv[3], double v[3]) {
    double m = r;
    bool ordered = r >= 0, sep = false;
    CBX_UNROLL_AXES
    for (int i = 0; i < 3; ++i) {
        v[i] = sv[i] - bv[i];
        m += (CBX_FABS(c[i]) + CBX_FABS(v[i])) + (CBX_FABS(lo[i]) + CBX_FABS(hi[i]));
        ordered &= lo[i] <= hi[i];
        const double dl = lo[i] - c[i], dh = c[i] - hi[i];
        sep |= ((dl > r) & (v[i] <= 0)) | ((dh > r) & (v[i] >= 0));
    }
    cbx_fast_head h;
    h.ok = ordered & (m <= CBX_FAST_MAX);
    h.sep = sep;
    return h;
}
#endif

/* The fast path (sweep3_fast.c), tried before the validity checks, the
   static relation and the walk, on an input whose head is ok and not sep
   (v: its v = sv - bv): true with *out set (NONE, CONTACT at a time > 0,
   or CONTACT at time 0 for a sphere touching a face at the start) when a
   slab test decides the case exactly; false to leave it to them. For a
   start that is not separate it may instead set type OVERLAP and time to
   the exact sign of the squared distance to the box minus r^2 (0 or -1):
   the caller then gives the static answer. */
bool cbx_sweep3_fast(const double c[3], double r, const double lo[3], const double hi[3], const double sv[3],
                     const double bv[3], const double v[3], cbx_sweep3_local *out);
/* The same for a start the caller has shown separate, beside an edge or a
   corner, by the exact sign of its squared distance to the box minus r^2
   (the casts): the same answer, without forming that sign again. */
bool cbx_sweep3_fast_apart(const double c[3], double r, const double lo[3], const double hi[3],
                           const double sv[3], const double bv[3], const double v[3], cbx_sweep3_local *out);

/* The head and the fast path in one call (apart: cbx_sweep3_fast_apart),
   a clear miss NONE: for callers that do not answer it themselves (the
   tests). */
static inline bool cbx_sweep3_fast_headed(const double c[3], double r, const double lo[3], const double hi[3],
                                          const double sv[3], const double bv[3], bool apart,
                                          cbx_sweep3_local *out) {
    double v[3];
    const cbx_fast_head h = cbx_fast_head_of(c, r, lo, hi, sv, bv, v);
    if (!h.ok) return false;
    if (h.sep) {
        *out = cbx_fast_none();
        return true;
    }
    return apart ? cbx_sweep3_fast_apart(c, r, lo, hi, sv, bv, v, out) : cbx_sweep3_fast(c, r, lo, hi, sv, bv, v, out);
}

#endif
