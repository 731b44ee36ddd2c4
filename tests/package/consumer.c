/* SPDX-License-Identifier: MIT */
/* A program outside the project that uses circbox the way a user would; the
   packaging tests build it through every route (installed CMake package,
   add_subdirectory, FetchContent, pkg-config, the single header) and run it.
   It prints "consumer ok" and exits 0 only when every answer is exact. */
#ifdef CONSUMER_SINGLE_HEADER
#define CIRCBOX_IMPLEMENTATION
#endif
#include "circbox.h"

#include <stdio.h>
#include <string.h>

static int failures = 0;
#define EXPECT(cond)                                                   \
    do {                                                               \
        if (!(cond)) {                                                 \
            ++failures;                                                \
            fprintf(stderr, "consumer: line %d: %s\n", __LINE__, #cond); \
        }                                                              \
    } while (0)

int main(void) {
    /* Exact tangency at a corner, one ulp either side. */
    cbx_circle c = {{3.0, 4.0}, 5.0};
    const cbx_aabb2 b = {{-1.0, -1.0}, {0.0, 0.0}};
    EXPECT(cbx_relate_circle_aabb2(c, b) == CBX_TOUCHING);
    c.radius = 4.999999999999999;
    EXPECT(cbx_relate_circle_aabb2(c, b) == CBX_SEPARATE);
    EXPECT(!cbx_overlap_circle_aabb2(c, b));
    c.radius = 5.000000000000001;
    EXPECT(cbx_relate_circle_aabb2(c, b) == CBX_OVERLAPPING);

    /* Edge tangency near 1e300, where a squared distance overflows. */
    const cbx_circle big = {{3 * 0x1p996, 0.0}, 0x1p997};
    const cbx_aabb2 bigbox = {{-0x1p996, -0x1p996}, {0x1p996, 0x1p996}};
    EXPECT(cbx_relate_circle_aabb2(big, bigbox) == CBX_TOUCHING);

    /* 3-4-5 at 1e-300, where the squares underflow. */
    const cbx_circle tiny = {{3 * 0x1p-997, 4 * 0x1p-997}, 5 * 0x1p-997};
    const cbx_aabb2 tinybox = {{-0x1p-997, -0x1p-997}, {0.0, 0.0}};
    EXPECT(cbx_relate_circle_aabb2(tiny, tinybox) == CBX_TOUCHING);

    /* contact(): distance, point and normal of the tangency. */
    c.radius = 5.0;
    const cbx_contact2 k = cbx_contact_circle_aabb2(c, b);
    EXPECT(k.relation == CBX_TOUCHING && k.distance == 0.0);
    EXPECT(k.point.x == 0.0 && k.point.y == 0.0);
    EXPECT(k.normal.x > 0.59 && k.normal.x < 0.61 && k.normal.y > 0.79 && k.normal.y < 0.81);

    /* Float twin and an oriented box. */
    const cbx_circlef cf = {{3.0f, 4.0f}, 5.0f};
    const cbx_aabb2f bf = {{-1.0f, -1.0f}, {0.0f, 0.0f}};
    EXPECT(cbx_relate_circle_aabb2f(cf, bf) == CBX_TOUCHING);
    const cbx_obb2 ob = {{0.0, 0.0}, {1.0, 2.0}, {1.0, 0.0}};
    const cbx_circle oc = {{3.0, 0.0}, 2.0};
    EXPECT(cbx_relate_circle_obb2(oc, ob) == CBX_TOUCHING);

    /* Invalid input. */
    const cbx_circle bad = {{0.0, 0.0}, -1.0};
    EXPECT(cbx_relate_circle_aabb2(bad, b) == CBX_INVALID);
    EXPECT(!cbx_is_valid_circle(bad));
    EXPECT(!cbx_overlap_circle_aabb2(bad, b));

    /* The version macros agree with the string. */
    char v[32];
    snprintf(v, sizeof v, "%d.%d.%d", CBX_VERSION_MAJOR, CBX_VERSION_MINOR, CBX_VERSION_PATCH);
    EXPECT(strcmp(v, CBX_VERSION_STRING) == 0);

    if (failures == 0) printf("consumer ok (circbox %s)\n", CBX_VERSION_STRING);
    return failures != 0;
}
