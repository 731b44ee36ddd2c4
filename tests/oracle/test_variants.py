# SPDX-License-Identifier: MIT
"""Oracle for circbox/variants.h: every published test against exact rational
arithmetic (fractions.Fraction), independent of the library's own exact code.

Families, in 2D and 3D, double and float:
  - random Larsson-style pairs (centres in a cube of half side 100, sizes up
    to 2..200, all scaled by 2^k), a quarter of them moved to within a
    relative 1e-2..1e-12 of tangency: every variant must give the exact
    answer wherever |distance - r| > 32 ulps of the largest coordinate;
  - exact tangencies at every scale: Pythagorean triples/quadruples scaled by
    2^k (corner, edge, face contact), radius exact, one ulp below, one above:
    every variant must answer exactly (all their arithmetic is exact there).
The library's exact relate (2D, and 3D once it exists) is checked on every
random pair as well, tangent ones included.

Default: 20,000 random pairs per (dimension, precision). Long run:
CBX_VARIANTS_ORACLE_N=1000000 python3 tests/oracle/test_variants.py
(with CIRCBOX_LIB and PYTHONPATH set as ctest sets them).
"""
import ctypes
import math
import os
import random
import struct
import sys
from fractions import Fraction

import cbx

NAMES = ["shaffer", "arvo", "qri", "qrf", "maxsum", "absmax", "clamp", "zones"]
EPS = {"d": 2.0 ** -52, "f": 2.0 ** -23}


def bind(prec, dim):
    t = cbx.T[prec]
    shape, box = ("Circle", "Aabb2") if dim == 2 else ("Sphere", "Aabb3")
    tail = "circle_aabb2" if dim == 2 else "sphere_aabb3"
    fns = {}
    for name in NAMES:
        if name == "zones" and dim == 3:
            continue
        fn = getattr(cbx._lib, "cbx_%s_%s%s" % (name, tail, "f" if prec == "f" else ""))
        fn.restype = ctypes.c_bool
        fn.argtypes = [t[shape], t[box]]
        fns[name] = fn
    return fns


def rnd(prec, x):
    return cbx.to_f32(x) if prec == "f" else x


def make(prec, dim, p, lo, hi, r):
    t = cbx.T[prec]
    if dim == 2:
        return (t["Circle"](t["Vec2"](*p), r), t["Aabb2"](t["Vec2"](*lo), t["Vec2"](*hi)))
    return (t["Sphere"](t["Vec3"](*p), r), t["Aabb3"](t["Vec3"](*lo), t["Vec3"](*hi)))


def exact(p, lo, hi, r):
    """Exact overlap (closed sets) of finite, valid numbers."""
    d2 = Fraction(0)
    for x, a, b in zip(p, lo, hi):
        q = min(max(x, a), b)
        d2 += (Fraction(x) - Fraction(q)) ** 2
    return d2 <= Fraction(r) ** 2, d2


def margin_ok(p, lo, hi, r, d2, prec):
    scale = max([abs(r)] + [abs(v) for v in p + lo + hi])
    if scale == 0:
        return True
    return abs(math.sqrt(float(d2)) - r) > 32 * EPS[prec] * scale


def random_pair(rng, prec, dim):
    size = rng.choice([2.0, 10.0, 30.0, 80.0, 200.0])
    kmax = 20 if prec == "f" else 60
    s = 2.0 ** rng.randint(-kmax, kmax)
    p, lo, hi = [], [], []
    for _ in range(dim):
        c, h = rng.uniform(-100, 100), rng.uniform(0, size)
        p.append(rnd(prec, s * rng.uniform(-100, 100)))
        lo.append(rnd(prec, s * (c - h)))
        hi.append(rnd(prec, s * (c + h)))
    r = rnd(prec, s * rng.uniform(0, size))
    if rng.random() < 0.25:
        _, d2 = exact(p, lo, hi, r)
        u = rng.uniform(1, 5) if prec == "f" else rng.uniform(2, 12)
        r = rnd(prec, math.sqrt(float(d2)) * (1 + rng.choice([-1, 1]) * 10.0 ** -u))
    return p, lo, hi, r


def next_ulp(prec, x, up):
    if prec == "f":
        bits = struct.unpack("<I", struct.pack("<f", x))[0]
        return struct.unpack("<f", struct.pack("<I", bits + (1 if up else -1)))[0]
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    return struct.unpack("<d", struct.pack("<Q", bits + (1 if up else -1)))[0]


def tangencies(prec, dim):
    """(p, lo, hi, r) touching exactly, every number a small integer times 2^k."""
    triples = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (20, 21, 29)]
    quads = [(1, 2, 2, 3), (2, 3, 6, 7), (1, 4, 8, 9)]
    kr = range(-20, 21, 5) if prec == "f" else range(-60, 61, 10)
    for k in kr:
        s = 2.0 ** k
        for a, b, c in triples:
            for sx in (-1, 1):
                for sy in (-1, 1):
                    off = [sx * a, sy * b] + ([0] if dim == 3 else [])
                    lo = [(o if o > 0 else o - 6) * s if o != 0 else -6 * s for o in off]
                    hi = [(o + 6 if o > 0 else o) * s if o != 0 else 6 * s for o in off]
                    yield [0.0] * dim, lo, hi, c * s
                    # side/face contact on x
                    lo2 = [sx * c * s if sx > 0 else (-c - 6) * s] + [-2 * c * s] * (dim - 1)
                    hi2 = [(c + 6) * s if sx > 0 else -c * s] + [2 * c * s] * (dim - 1)
                    yield [0.0] * dim, lo2, hi2, c * s
        if dim == 3:
            for q in quads:
                for o in range(8):
                    off = [q[i] * (1 if (o >> i) & 1 else -1) for i in range(3)]
                    lo = [(d if d > 0 else d - 5) * s for d in off]
                    hi = [(d + 5 if d > 0 else d) * s for d in off]
                    yield [0.0] * 3, lo, hi, q[3] * s


def main():
    n = int(os.environ.get("CBX_VARIANTS_ORACLE_N", "20000"))
    rng = random.Random(int(os.environ.get("CBX_VARIANTS_SEED", "5")))
    failures = 0
    checks = 0
    for prec in ("d", "f"):
        for dim in (2, 3):
            fns = bind(prec, dim)
            api = cbx.api(prec)
            relate = getattr(api, "relate_circle_aabb2" if dim == 2 else "relate_sphere_aabb3", None)
            compared = skipped = 0
            for _ in range(n):
                p, lo, hi, r = random_pair(rng, prec, dim)
                truth, d2 = exact(p, lo, hi, r)
                if relate is not None:  # the exact library answer, on every pair
                    checks += 1
                    if (relate(*make(prec, dim, p, lo, hi, r)) > cbx.SEPARATE) != truth:
                        failures += 1
                        print("FAIL relate %dD %s: p=%r lo=%r hi=%r r=%r exact=%s" % (dim, prec, p, lo, hi, r, truth))
                if not margin_ok(p, lo, hi, r, d2, prec):
                    skipped += 1
                    continue
                compared += 1
                args = make(prec, dim, p, lo, hi, r)
                for name, fn in fns.items():
                    checks += 1
                    if fn(*args) != truth:
                        failures += 1
                        if failures <= 20:
                            print("FAIL %s %dD %s: p=%r lo=%r hi=%r r=%r exact=%s"
                                  % (name, dim, prec, p, lo, hi, r, truth))
            tang = 0
            for p, lo, hi, r in tangencies(prec, dim):
                for dr, want in ((0, True), (-1, False), (1, True)):
                    rr = r if dr == 0 else next_ulp(prec, r, dr > 0)
                    truth, _ = exact(p, lo, hi, rr)
                    if truth != want:
                        failures += 1
                        print("oracle family broken: %r %r %r %r" % (p, lo, hi, rr))
                        continue
                    args = make(prec, dim, p, lo, hi, rr)
                    tang += 1
                    for name, fn in fns.items():
                        checks += 1
                        if fn(*args) != want:
                            failures += 1
                            if failures <= 20:
                                print("FAIL tangency %s %dD %s: p=%r lo=%r hi=%r r=%r want=%s"
                                      % (name, dim, prec, p, lo, hi, rr, want))
            print("%dD %s: %d random pairs compared, %d near tangency skipped, %d tangency cases"
                  % (dim, "double" if prec == "d" else "float", compared, skipped, tang))
    print("%d checks, %d failures" % (checks, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
