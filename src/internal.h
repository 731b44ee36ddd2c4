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

/* The same for a sphere and an axis-aligned 3D box. */
cbx_contact3 cbx_contact_sphere_aabb3_given(cbx_sphere s, cbx_aabb3 b, cbx_relation rel);
cbx_contact3f cbx_contact_sphere_aabb3_givenf(cbx_spheref s, cbx_aabb3f b, cbx_relation rel);
cbx_contact3 cbx_contact3_invalid(void);
cbx_contact3f cbx_contact3_invalidf(void);

#endif /* CBX_INTERNAL_H */
