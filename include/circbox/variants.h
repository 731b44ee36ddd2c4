/* SPDX-License-Identifier: MIT */
/*
 * circbox/variants.h: the published static circle/box and sphere/box tests,
 * side by side, for comparison and benchmarking.
 *
 * Include it on its own, after or instead of <circbox.h>; circbox.h does not
 * include it. Each function is one published algorithm kept in its own shape
 * (same branches, same quick rejections, same arithmetic), with three changes
 * that apply to all of them:
 *
 *   - Closed sets: touching counts as overlap, as everywhere in circbox.
 *     Where a source compares with a strict `<`, these use `<=`.
 *   - The published listings' bugs are fixed (each fix is commented in
 *     src/variants/variants.c, citing the source).
 *   - Invalid input (NaN or infinite numbers, negative radius, inverted box;
 *     see cbx_is_valid_*) gives false. The check runs only when the source's
 *     test has already said yes, so the rejections each source is built around
 *     keep their speed; the branch-free variants fold it in without a branch.
 *
 * They are NOT exact: each rounds the way its source does, so within a few
 * ulps of tangency (relative to the size of the coordinates) they may
 * disagree with cbx_relate_* and with each other. Exactly representable
 * tangencies (small integers, dyadic values) come out as overlap, but in
 * absmax where the box's centre or half size rounds (a box an odd number
 * of ulps wide). All of this holds only while their squares neither
 * overflow nor underflow: radii and distances between about 1e-150 and
 * 1e150 in double, 1e-18 and 1e18 in float (or 0). Beyond that range a
 * variant may answer anything: squares that overflow compare inf <= inf
 * (overlap, for a pair far apart), squares that underflow 0 <= 0. For an
 * exact answer at every scale use cbx_overlap_*; docs/benchmarks.md
 * compares their speeds.
 */
#ifndef CIRCBOX_VARIANTS_H
#define CIRCBOX_VARIANTS_H

#include "circbox.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Shaffer (Graphics Gems II): which of 9 regions around the circle's centre holds the box. */
CBX_API bool cbx_shaffer_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_shaffer_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
/** Shaffer's 27-region 3D extension: one, two or three outside axes pick the distance formula. */
CBX_API bool cbx_shaffer_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API bool cbx_shaffer_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);

/** Arvo (Graphics Gems): squared distance accumulated axis by axis with branches. */
CBX_API bool cbx_arvo_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_arvo_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
CBX_API bool cbx_arvo_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API bool cbx_arvo_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);

/** Larsson et al., quick rejections intertwined: Arvo, leaving as soon as one axis is beyond r. */
CBX_API bool cbx_qri_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_qri_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
CBX_API bool cbx_qri_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API bool cbx_qri_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);

/** Larsson et al., quick rejections first: centre against the box grown by r, then Arvo. */
CBX_API bool cbx_qrf_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_qrf_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
CBX_API bool cbx_qrf_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API bool cbx_qrf_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);

/** Branch-free: per axis e = max(min - c, 0) + max(c - max, 0), sum of e^2 against r^2. */
CBX_API bool cbx_maxsum_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_maxsum_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
CBX_API bool cbx_maxsum_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API bool cbx_maxsum_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);

/** Centre/half-extent form: u = max(|p - centre| - half, 0), |u|^2 against r^2. */
CBX_API bool cbx_absmax_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_absmax_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
CBX_API bool cbx_absmax_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API bool cbx_absmax_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);

/** Nearest point by clamping the centre into the box, its squared distance against r^2. */
CBX_API bool cbx_clamp_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_clamp_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);
CBX_API bool cbx_clamp_sphere_aabb3(cbx_sphere s, cbx_aabb3 b);
CBX_API bool cbx_clamp_sphere_aabb3f(cbx_spheref s, cbx_aabb3f b);

/** The 9-zone switch: inside, side zone (one axis) or corner zone (closest corner). 2D only. */
CBX_API bool cbx_zones_circle_aabb2(cbx_circle c, cbx_aabb2 b);
CBX_API bool cbx_zones_circle_aabb2f(cbx_circlef c, cbx_aabb2f b);

#ifdef __cplusplus
}
#endif

#endif /* CIRCBOX_VARIANTS_H */
