// SPDX-License-Identifier: MIT
// The consumer again as C++: circbox.h must compile as C++ (extern "C") and
// link against the C library, or (CONSUMER_SINGLE_HEADER) compile the single
// header's implementation as C++.
#ifdef CONSUMER_SINGLE_HEADER
#define CIRCBOX_IMPLEMENTATION
#endif
#include "circbox.h"

#include <cmath>
#include <cstdio>

namespace {
int failures = 0;
void expect(bool ok, int line) {
    if (!ok) {
        ++failures;
        std::fprintf(stderr, "consumer.cpp: line %d failed\n", line);
    }
}
}  // namespace

int main() {
    cbx_circle c = {{3.0, 4.0}, 5.0};
    const cbx_aabb2 b = {{-1.0, -1.0}, {0.0, 0.0}};
    expect(cbx_relate_circle_aabb2(c, b) == CBX_TOUCHING, __LINE__);
    c.radius = 4.999999999999999;
    expect(!cbx_overlap_circle_aabb2(c, b), __LINE__);
    const double e = std::ldexp(1.0, 996);  // hex float literals are C++17
    const cbx_circle big = {{3 * e, 0.0}, 2 * e};
    const cbx_aabb2 bigbox = {{-e, -e}, {e, e}};
    expect(cbx_relate_circle_aabb2(big, bigbox) == CBX_TOUCHING, __LINE__);
    const cbx_circlef cf = {{3.0f, 4.0f}, 5.0f};
    const cbx_aabb2f bf = {{-1.0f, -1.0f}, {0.0f, 0.0f}};
    expect(cbx_relate_circle_aabb2f(cf, bf) == CBX_TOUCHING, __LINE__);
    const cbx_contact2 k = cbx_contact_circle_aabb2(cbx_circle{{3.0, 4.0}, 5.0}, b);
    expect(k.relation == CBX_TOUCHING && k.distance == 0.0, __LINE__);
    const cbx_circle bad = {{0.0, 0.0}, -1.0};
    expect(cbx_relate_circle_aabb2(bad, b) == CBX_INVALID, __LINE__);
    // The C++ trap (docs/invalid-input.md): a value-initialized box has a
    // zero rotation, which is invalid, and the library says why.
    const cbx_obb2 zero{};
    expect(cbx_relate_circle_obb2(c, zero) == CBX_INVALID, __LINE__);
    expect(cbx_why_invalid_obb2(zero) == CBX_REASON_ROTATION_ZERO, __LINE__);
    const cbx_obb2 turned = {{0.0, 0.0}, {1.0, 1.0}, cbx_rot2_from_angle(0.5)};
    expect(cbx_is_valid_obb2(turned), __LINE__);
    if (failures == 0) std::printf("consumer.cpp ok (circbox %s)\n", CBX_VERSION_STRING);
    return failures != 0;
}
