// SPDX-License-Identifier: MIT
// tests/test_cxx_header.sh: circbox.hpp's overloads, defaults and constants
// give the C library's exact answers, in double and float.
#include <type_traits>
#include "circbox.hpp"

#include <cstdio>

static int failures = 0;
#define CHECK(cond)                                                  \
    do {                                                             \
        if (!(cond)) {                                               \
            std::printf("FAIL line %d: %s\n", __LINE__, #cond);      \
            failures++;                                              \
        }                                                            \
    } while (0)

int main() {
    // Defaults are valid shapes: identity rotations, zero sizes.
    constexpr circbox::obb2 o2;
    static_assert(o2.rot.c == 1.0 && o2.rot.s == 0.0, "identity rotation by default");
    CHECK(circbox::is_valid(circbox::obb2()));
    CHECK(circbox::is_valid(circbox::obb2f()));
    CHECK(circbox::is_valid(circbox::obb3()));
    CHECK(circbox::is_valid(circbox::obb3f()));
    CHECK(circbox::is_valid(circbox::circle()));
    CHECK(!circbox::is_valid(cbx_obb2{}));  // the C struct's zero rotation is invalid

    // 3-4-5 tangency: exact in both precisions.
    circbox::circle c(3, 4, 5);
    circbox::aabb2 b(-5, -5, 0, 0);
    CHECK(circbox::relate(c, b) == circbox::touching);
    CHECK(circbox::relate(circbox::circlef(3, 4, 5), circbox::aabb2f(-5, -5, 0, 0)) == circbox::touching);
    CHECK(circbox::overlap(c, b));
    cbx_contact2 k = circbox::contact(c, b);
    CHECK(k.distance == 0.0 && k.normal.x == 0.6 && k.normal.y == 0.8);
    CHECK(circbox::relate(c, circbox::obb2(-2.5, -2.5, 2.5, 2.5)) == circbox::touching);
    CHECK(circbox::relate(circbox::sphere(0, 0, 3, 1), circbox::aabb3(circbox::vec3(-1, -1, -1),
                                                                       circbox::vec3(1, 1, 2))) ==
          circbox::touching);
    CHECK(circbox::relate(circbox::spheref(0, 0, 0, 1), circbox::obb3f(circbox::vec3f(), circbox::vec3f(1, 1, 1))) ==
          circbox::overlapping);

    // Sweeps and casts, default box velocity at rest.
    cbx_sweep2 s = circbox::sweep(circbox::circle(5, 0, 1), circbox::vec2(-1, 0), circbox::aabb2(-1, -1, 1, 1));
    CHECK(s.type == circbox::sweep_contact && s.time == 3.0);
    cbx_cast2f cf = circbox::cast(circbox::circlef(5, 0, 1), circbox::vec2f(-10, 0), circbox::aabb2f(-1, -1, 1, 1));
    CHECK(cf.hit && cf.center.x >= 2.0f && cf.center.x < 2.001f);  // never inside the box
    CHECK(circbox::relate(circbox::circle(0, 0, -1), b) == circbox::invalid);

    // Mover and select.
    circbox::aabb2 wall(-1, -1, 1, 1);
    cbx_world2 world = {&wall, 1, nullptr, 0};
    cbx_move2 m = circbox::move(world, circbox::circle(5, 0, 1), circbox::vec2(-10, 0));
    CHECK(m.center.x >= 2.0 && m.center.x < 2.0 + 1e-9 && m.hit_count == 1);
    const double x0[2] = {0, 10}, y0[2] = {0, 10}, x1[2] = {1, 11}, y1[2] = {1, 11};
    std::uint32_t out[2];
    CHECK(circbox::select(circbox::circle(0, 0, 1), x0, y0, x1, y1, 2, out) == 1 && out[0] == 0);
    // The index: same answers as the scan.
    // an array of the C structs (circbox.hpp: arrays of the wrappers are not C arrays)
    const cbx_aabb2 boxes[3] = {circbox::aabb2(0, 0, 1, 1), circbox::aabb2(10, 10, 11, 11), circbox::aabb2(-5, -5, 0, 0)};
    static unsigned long long memory[4096];
    if (cbx_index2_bytes(3) <= sizeof memory) {
        const cbx_index2 *ix = cbx_index2_build(memory, sizeof memory, boxes, 3);
        std::uint32_t got[3];
        CHECK(ix != nullptr && circbox::query(ix, c, got, 3) == 2);
        std::uint32_t blocker = 0;
        cbx_cast2 hit = circbox::cast(ix, circbox::circle(20, 10.5, 1), circbox::vec2(-20, 0), &blocker);
        CHECK(hit.hit && blocker == 1);
        double d[1];
        CHECK(circbox::nearest(ix, circbox::vec2(9, 10.5), 1, got, d) == 1 && got[0] == 1 && d[0] == 1.0);
    } else {
        CHECK(false);
    }
    static_assert(circbox::move_max_hits == CBX_MOVE_MAX_HITS, "constexpr constants");
    // no shape from one number or one corner by conversion
    static_assert(!std::is_convertible<double, circbox::circle>::value, "circle from a number");
    static_assert(!std::is_convertible<int, circbox::aabb2>::value, "aabb2 from a number");
    static_assert(!std::is_convertible<circbox::vec3, circbox::aabb3>::value, "aabb3 from a corner");
    static_assert(!std::is_constructible<circbox::spheref, float>::value, "sphere from a number");
    static_assert(std::is_constructible<circbox::circle, double, double>::value, "two numbers still make a point circle");
    // a box from some of its numbers (a second tester: aabb2{1, 2} was inverted)
    static_assert(!std::is_constructible<circbox::aabb2, double, double>::value, "aabb2 from two numbers");
    static_assert(!std::is_constructible<circbox::aabb2f, float, float, float>::value, "aabb2f from three numbers");
    static_assert(!std::is_constructible<circbox::obb2, double, double, double>::value, "obb2 from three numbers");
    static_assert(!std::is_constructible<circbox::obb2f, float, float, float, float, float>::value, "obb2f without s");
    static_assert(std::is_constructible<circbox::obb2, double, double, double, double>::value, "obb2 unturned");
    static_assert(!std::is_constructible<circbox::obb3, circbox::vec3, circbox::vec3, circbox::vec3>::value,
                  "obb3 with one axis");
    static_assert(std::is_constructible<circbox::obb3, circbox::vec3, circbox::vec3>::value, "obb3 unturned");
    return failures == 0 ? 0 : 1;
}
