#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the committed seed corpora, fuzz/corpus/<target>/<case>, in the
byte format fuzz/fuzz_input.h decodes: a few meaningful starting points per
target (the header's tangent example, a center inside, NaN, extremes,
subnormals, a grazing sweep). libFuzzer grows its own corpus from them in
the build directory; rerun this after changing the decoder."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def i(v):  # a small integer (decoder mode 3)
    return bytes([0x60, v & 0xFF])


def raw(v, f=False):  # a raw double or float (mode 2)
    return bytes([0x40]) + (struct.pack("<f", v) if f else struct.pack("<d", v))


def nn(b):  # a number taken as is for a radius / half extent
    return b + bytes([0x01])


def vec(*xs):
    return b"".join(xs)


def box(mn, mx):  # min, max, keep ordered
    return mn + mx + bytes([0x01])


def pow2():
    return bytes([60 + 20, 0])  # +2^20


def rot(k):  # a table rotation: 0 (1,0), 4 (0.6,0.8), 7 (5/13,12/13)
    return bytes([0x00, k])


NAN, INF, TINY, HUGE = float("nan"), float("inf"), 5e-324, 1e300

CASES = {
    "fuzz_circle_aabb2": {
        "tangent": b"\x00" + vec(i(3), i(4)) + nn(i(5)) + box(vec(i(-1), i(-1)), vec(i(0), i(0))) + pow2(),
        "inside": b"\x00" + vec(i(5), i(5)) + nn(i(1)) + box(vec(i(0), i(0)), vec(i(10), i(10))) + pow2(),
        "nan_radius": b"\x00" + vec(i(1), i(1)) + nn(raw(NAN)) + box(vec(i(0), i(0)), vec(i(2), i(2))),
        "huge": b"\x00" + vec(raw(HUGE), raw(-HUGE)) + nn(raw(HUGE)) + box(vec(raw(-HUGE), raw(-HUGE)), vec(raw(HUGE), raw(-HUGE / 2))),
        "subnormal": b"\x00" + vec(raw(TINY), raw(-TINY)) + nn(i(0)) + box(vec(i(0), i(0)), vec(i(0), i(0))),
        "float_tangent": b"\x01" + vec(i(3), i(4)) + nn(i(5)) + box(vec(i(-1), i(-1)), vec(i(0), i(0))) + pow2(),
    },
    "fuzz_circle_obb2": {
        "tangent": b"\x00" + vec(i(0), i(6)) + nn(i(1)) + vec(i(0), i(0)) + nn(i(5)) + nn(i(5)) + rot(4) + pow2(),
        "inside": b"\x00" + vec(i(1), i(1)) + nn(i(1)) + vec(i(0), i(0)) + nn(i(4)) + nn(i(2)) + rot(7) + pow2(),
        "non_unit": b"\x00" + vec(i(1), i(1)) + nn(i(1)) + vec(i(0), i(0)) + nn(i(4)) + nn(i(2)) + bytes([0xC0]) + i(1) + i(1),
        "huge": b"\x00" + vec(raw(HUGE), i(0)) + nn(raw(HUGE)) + vec(raw(-HUGE), i(0)) + nn(raw(HUGE)) + nn(i(1)) + rot(4),
        "float": b"\x01" + vec(i(0), i(6)) + nn(i(1)) + vec(i(0), i(0)) + nn(i(5)) + nn(i(5)) + rot(4) + pow2(),
    },
    "fuzz_sweep_circle": {
        "face": b"\x00" + vec(i(-10), i(0)) + nn(i(1)) + vec(i(1), i(0)) + box(vec(i(0), i(-1)), vec(i(2), i(1))) + vec(i(0), i(0)) + pow2(),
        "graze_corner": b"\x00" + vec(i(-10), i(4)) + nn(i(3)) + vec(i(1), i(0)) + box(vec(i(0), i(0)), vec(i(1), i(1))) + vec(i(0), i(0)) + pow2(),
        "slide_edge": b"\x00" + vec(i(-10), i(2)) + nn(i(1)) + vec(i(1), i(0)) + box(vec(i(0), i(0)), vec(i(4), i(1))) + vec(i(0), i(0)) + pow2(),
        "miss": b"\x00" + vec(i(-10), i(5)) + nn(i(1)) + vec(i(1), i(0)) + box(vec(i(0), i(0)), vec(i(1), i(1))) + vec(i(0), i(1)) + pow2(),
        "obb": b"\x02" + vec(i(-10), i(0)) + nn(i(1)) + vec(i(1), i(0)) + vec(i(0), i(0)) + nn(i(2)) + nn(i(1)) + rot(4) + vec(i(-1), i(0)),
        "float_nan_velocity": b"\x01" + vec(i(-10), i(0)) + nn(i(1)) + vec(raw(NAN, True), i(0)) + box(vec(i(0), i(-1)), vec(i(2), i(1))) + vec(i(0), i(0)),
    },
    "fuzz_select": {
        "few": b"\x00\x05" + vec(i(0), i(0)) + nn(i(2)) + box(vec(i(1), i(1)), vec(i(3), i(3))) + (b"\x01" + box(vec(i(2), i(0)), vec(i(4), i(1)))) * 4,
        "tail": b"\x04\x13" + vec(i(0), i(0)) + nn(i(5)) + box(vec(i(3), i(4)), vec(i(9), i(9))) + b"\x00" * 18,
        "nan_box": b"\x01\x03" + vec(i(0), i(0)) + nn(i(2)) + box(vec(raw(NAN, True), i(0)), vec(i(1), i(1))) + b"\x01" + box(vec(i(0), i(0)), vec(i(1), i(1))) + b"\x00",
        "sphere": b"\x02\x09" + vec(i(0), i(0), i(0)) + nn(i(2)) + box(vec(i(1), i(1), i(1)), vec(i(3), i(3), i(3))) + b"\x00" * 8,
    },
    "fuzz_sphere_aabb3": {
        "tangent": b"\x00" + vec(i(2), i(3), i(6)) + nn(i(7)) + box(vec(i(-1), i(-1), i(-1)), vec(i(0), i(0), i(0))) + pow2(),
        "inside": b"\x00" + vec(i(5), i(5), i(5)) + nn(i(1)) + box(vec(i(0), i(0), i(0)), vec(i(10), i(10), i(10))) + pow2(),
        "huge": b"\x00" + vec(raw(HUGE), raw(-HUGE), i(0)) + nn(raw(HUGE)) + box(vec(raw(-HUGE), raw(-HUGE), i(0)), vec(raw(HUGE), raw(-HUGE / 2), i(0))),
        "float_tangent": b"\x01" + vec(i(2), i(3), i(6)) + nn(i(7)) + box(vec(i(-1), i(-1), i(-1)), vec(i(0), i(0), i(0))) + pow2(),
    },
    "fuzz_sphere_obb3": {
        "rotated": b"\x00" + vec(i(0), i(0), i(6)) + nn(i(1)) + vec(i(0), i(0), i(0)) + nn(i(5)) + nn(i(5)) + nn(i(5)) + bytes([0x00]) + rot(4) + b"\x00" + pow2(),
        "permuted": b"\x00" + vec(i(1), i(2), i(3)) + nn(i(2)) + vec(i(0), i(0), i(0)) + nn(i(1)) + nn(i(2)) + nn(i(3)) + bytes([0x00]) + rot(0) + b"\x19" + pow2(),
        "raw_frame": b"\x00" + vec(i(1), i(2), i(3)) + nn(i(2)) + vec(i(0), i(0), i(0)) + nn(i(1)) + nn(i(2)) + nn(i(3)) + bytes([0xF0]) + vec(i(1), i(0), i(0), i(0), i(1), i(0), i(1), i(1), i(0)),
        "float": b"\x01" + vec(i(0), i(0), i(6)) + nn(i(1)) + vec(i(0), i(0), i(0)) + nn(i(5)) + nn(i(5)) + nn(i(5)) + bytes([0x00]) + rot(4) + b"\x00" + pow2(),
    },
    "fuzz_sweep_sphere": {
        "face": b"\x00" + vec(i(-10), i(0), i(0)) + nn(i(1)) + vec(i(1), i(0), i(0)) + box(vec(i(0), i(-1), i(-1)), vec(i(2), i(1), i(1))) + vec(i(0), i(0), i(0)) + pow2(),
        "graze_edge": b"\x00" + vec(i(-10), i(4), i(0)) + nn(i(3)) + vec(i(1), i(0), i(0)) + box(vec(i(0), i(0), i(0)), vec(i(1), i(1), i(1))) + vec(i(0), i(0), i(0)) + pow2(),
        "obb": b"\x02" + vec(i(-10), i(0), i(0)) + nn(i(1)) + vec(i(1), i(0), i(0)) + vec(i(0), i(0), i(0)) + nn(i(2)) + nn(i(1)) + nn(i(1)) + bytes([0x00]) + rot(4) + b"\x00" + vec(i(-1), i(0), i(0)),
        "float": b"\x01" + vec(i(-10), i(0), i(0)) + nn(i(1)) + vec(i(1), i(0), i(0)) + box(vec(i(0), i(-1), i(-1)), vec(i(2), i(1), i(1))) + vec(i(0), i(0), i(0)) + pow2(),
    },
    "fuzz_variants": {
        "tangent": b"\x00" + vec(i(3), i(4)) + nn(i(5)) + box(vec(i(-1), i(-1)), vec(i(0), i(0))),
        "apart": b"\x00" + vec(i(9), i(9)) + nn(i(1)) + box(vec(i(0), i(0)), vec(i(2), i(2))),
        "sphere_inside": b"\x02" + vec(i(1), i(1), i(1)) + nn(i(1)) + box(vec(i(0), i(0), i(0)), vec(i(3), i(3), i(3))),
        "float_nan": b"\x01" + vec(raw(NAN, True), i(0)) + nn(i(1)) + box(vec(i(0), i(0)), vec(i(2), i(2))),
    },
}

for target, cases in CASES.items():
    d = os.path.join(HERE, "corpus", target)
    os.makedirs(d, exist_ok=True)
    for name, data in cases.items():
        with open(os.path.join(d, name), "wb") as f:
            f.write(data)
