/* SPDX-License-Identifier: MIT */
/* Functions shared between source files but not public. In a shared build
   they stay hidden (only CBX_API symbols are exported). */
#ifndef CBX_INTERNAL_H
#define CBX_INTERNAL_H

#include "circbox.h"

/* contact() for a circle and an axis-aligned box whose relation `rel`
   (not INVALID) is already known exactly. */
cbx_contact2 cbx_contact_circle_aabb2_given(cbx_circle c, cbx_aabb2 b, cbx_relation rel);
cbx_contact2f cbx_contact_circle_aabb2_givenf(cbx_circlef c, cbx_aabb2f b, cbx_relation rel);

/* The contact result for invalid input: INVALID, every number NaN. */
cbx_contact2 cbx_contact2_invalid(void);
cbx_contact2f cbx_contact2_invalidf(void);

/* True when both components are finite (velocities of the sweeps). */
bool cbx_is_finite_vec2(cbx_vec2 v);
bool cbx_is_finite_vec2f(cbx_vec2f v);

/* The sweep result for invalid input: INVALID, every number NaN. */
cbx_sweep2 cbx_sweep2_invalid(void);
cbx_sweep2f cbx_sweep2_invalidf(void);
/* A double sweep result rounded to float (float sweeps run in double). */
cbx_sweep2f cbx_sweep2_to_float(cbx_sweep2 s);

/* The 2D sweep for valid, finite input in double: circle c moving with
   v1 - v0 relative to the axis-aligned box b (the difference is taken
   exactly for the decision). The point is in the box's frame at time 0 (the
   caller adds b_vel * time). `plain` must be cbx_sweep2_plain_input of the
   same arguments: it selects the fast path. */
cbx_sweep2 cbx_sweep_circle_aabb2_valid(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b, bool plain);
/* True for valid input of moderate magnitude, where the sweep needs no
   validator call (every number within [2^-180, 2^240] or zero). */
bool cbx_sweep2_plain_input(cbx_circle c, cbx_vec2 v1, cbx_vec2 v0, cbx_aabb2 b);

#endif /* CBX_INTERNAL_H */
