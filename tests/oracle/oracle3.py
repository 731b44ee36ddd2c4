# SPDX-License-Identifier: MIT
"""Exact 3D references and case helpers shared by test_static3.py and test_sweep3.py.

Everything here is computed from the binary input values with exact rationals
(fractions.Fraction) for every decision, and 60-digit decimals for roots; it
shares no code with the library.
"""
import math
import struct
from decimal import Decimal, getcontext
from fractions import Fraction as Fr

import cbx

getcontext().prec = 60
D = Decimal
EPS = {"d": 2.0 ** -52, "f": 2.0 ** -23}
TINY = {"d": 5e-324, "f": 1.401298464324817e-45}
HUGE = {"d": 1.7976931348623157e308, "f": 3.4028234663852886e38}

# Pythagorean quadruples a^2 + b^2 + c^2 = d^2 (no zero part) and triples.
QUADS = [(1, 2, 2, 3), (2, 3, 6, 7), (1, 4, 8, 9), (4, 4, 7, 9), (2, 6, 9, 11), (6, 6, 7, 11),
         (3, 4, 12, 13), (2, 10, 11, 15), (1, 12, 12, 17), (8, 9, 12, 17)]
TRIPLES = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (119, 120, 169)]


class Tally:
    """Counts passed checks and keeps the first failures."""

    def __init__(self):
        self.passed = 0
        self.failures = []
        self.families = {}

    def check(self, ok, what, family=None):
        if family:
            self.families[family] = self.families.get(family, 0) + 1
        if ok:
            self.passed += 1
        elif len(self.failures) < 40:
            self.failures.append(what() if callable(what) else what)
        else:
            self.failures.append(None)

    def report(self):
        for f in self.failures:
            if f:
                print("FAIL:", f)
        for k in sorted(self.families):
            print("  %-28s %d" % (k, self.families[k]))
        print("%d passed, %d failed" % (self.passed, len(self.failures)))
        return 1 if self.failures else 0


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def rnd(x, prec):
    return x if prec == "d" else f32(x)


def next_up(x, prec):
    if prec == "d":
        return math.nextafter(x, math.inf)
    if x == 0:
        return TINY["f"]
    b = struct.unpack("<i", struct.pack("<f", x))[0]
    b = b + 1 if x > 0 else b - 1
    return struct.unpack("<f", struct.pack("<i", b))[0]


def next_down(x, prec):
    return -next_up(-x, prec)


def representable(vals, prec):
    return all(math.isfinite(v) and rnd(v, prec) == v for v in vals)


def dec(q):
    return D(q.numerator) / D(q.denominator)


# --------------------------------------------------------------------------
# static


def clamp(x, lo, hi):
    return lo if x < lo else (hi if x > hi else x)


def relate3(c, r, lo, hi):
    """Exact relation of sphere (c, r) and box [lo, hi] (valid inputs)."""
    d2 = sum((Fr(c[i]) - clamp(Fr(c[i]), Fr(lo[i]), Fr(hi[i]))) ** 2 for i in range(3))
    r2 = Fr(r) ** 2
    if d2 > r2:
        return cbx.SEPARATE
    flat = r == 0 or any(lo[i] == hi[i] for i in range(3))
    return cbx.TOUCHING if (d2 == r2 or flat) else cbx.OVERLAPPING


def distance3(c, r, lo, hi):
    """Signed distance per the contract (nearest face inside), as a Decimal."""
    C = [Fr(x) for x in c]
    q = [clamp(C[i], Fr(lo[i]), Fr(hi[i])) for i in range(3)]
    if q == C:
        depth = min(min(C[i] - Fr(lo[i]), Fr(hi[i]) - C[i]) for i in range(3))
        return -dec(depth) - D(r)
    return dec(sum((C[i] - q[i]) ** 2 for i in range(3))).sqrt() - D(r)


# --------------------------------------------------------------------------
# moving: brute force over the 26 features


def _features():
    out = []
    for code in range(27):
        sides, k = [], code
        for _ in range(3):
            sides.append((0, -1, 1)[k % 3])
            k //= 3
        if any(sides):
            out.append(tuple(sides))
    return out


FEATURES = _features()


def sweep3(c, r, lo, hi, sv, bv):
    """The exact sweep: ("invalid"|"overlap"|"none", None) or ("contact", t), t a
    Decimal (60 digits; exactly 0 when touching at the start), with the
    feature (sides per axis) hit first."""
    rel = relate3(c, r, lo, hi)
    if rel == cbx.OVERLAPPING:
        return "overlap", None, None
    if rel == cbx.TOUCHING:
        return "contact", D(0), None
    C = [Fr(x) for x in c]
    LO = [Fr(x) for x in lo]
    HI = [Fr(x) for x in hi]
    V = [Fr(sv[i]) - Fr(bv[i]) for i in range(3)]
    R2 = Fr(r) ** 2
    best, best_f = None, None
    for sides in FEATURES:
        L, U = Fr(0), None
        ok = True
        for i in range(3):
            if sides[i]:
                continue
            if V[i] == 0:
                if not (LO[i] <= C[i] <= HI[i]):
                    ok = False
                    break
                continue
            ta, tb = (LO[i] - C[i]) / V[i], (HI[i] - C[i]) / V[i]
            L = max(L, min(ta, tb))
            U = max(ta, tb) if U is None else min(U, max(ta, tb))
        if not ok or (U is not None and L > U):
            continue
        A = [i for i in range(3) if sides[i]]
        Dd = {i: C[i] - (LO[i] if sides[i] < 0 else HI[i]) for i in A}
        a = sum(V[i] ** 2 for i in A)
        b = sum(Dd[i] * V[i] for i in A)
        cc = sum(Dd[i] ** 2 for i in A) - R2

        def h(t):
            return a * t * t + 2 * b * t + cc

        if h(L) <= 0:
            cand = dec(L)
        elif a == 0:
            continue
        else:
            disc = b * b - a * cc
            vertex = -b / a
            if disc < 0 or vertex <= L:
                continue
            if U is not None and U < vertex and h(U) > 0:
                continue
            # smaller root, cancellation-free: cc / (-b + sqrt(disc)), -b > 0 here
            cand = dec(cc) / (dec(-b) + dec(disc).sqrt())
        if best is None or cand < best:
            best, best_f = cand, sides
    if best is None:
        return "none", None, None
    return "contact", best, best_f


def position(c, sv, bv, t):
    """Sphere center relative to the box's starting frame at time t (Decimal)."""
    return [D(c[i]) + (D(sv[i]) - D(bv[i])) * t for i in range(3)]


def nearest_box_point(p, lo, hi):
    return [min(max(p[i], D(lo[i])), D(hi[i])) for i in range(3)]


def any_magnitude(rng, prec):
    """A random number whose binary exponent is anywhere in the format's range
    (subnormals included), or zero, or a small integer: the mixed-magnitude
    families of test_sweep2.py and test_sweep3.py."""
    lo_e, hi_e = (-1074, 1020) if prec == "d" else (-149, 124)
    u = rng.random()
    if u < 0.15:
        return 0.0
    if u < 0.4:
        return float(rng.randint(-6, 6))
    return rnd(rng.choice((-1, 1)) * rng.uniform(1, 2) * 2.0 ** rng.randint(lo_e, hi_e), prec)


def push_far_axis(rng, rd, top, c, lo, hi, v):
    """Makes one axis of a random scene far, in place (lists c, lo, hi, v:
    the center, the box's bounds, the velocity or displacement): its slab
    reaching to 2^k (k from 20 to `top`) on one side or both, the center
    deep inside it at times, at a coordinate of its own size, moving along
    it. rd rounds to the precision. The "far axis" families of test_cast.py,
    test_sweep2.py and test_sweep3.py."""
    j = rng.randrange(len(c))
    big = rd(2.0 ** rng.randint(20, top) * rng.uniform(1, 2))
    kind = rng.randrange(3)
    if kind == 0:  # the slab wide on both sides, the center deep inside at times
        lo[j], hi[j] = -big, rd(big * rng.uniform(0.01, 1))
        if rng.random() < 0.5:
            c[j] = rd(rng.uniform(-0.5, 0.5) * big)
    elif kind == 1:  # only the far bound pushed away
        if c[j] > hi[j]:
            lo[j] = -big
        else:
            hi[j] = big
    else:  # a far center inside a far slab, the path along it
        lo[j], hi[j] = -big, big
        c[j] = rd(rng.uniform(-0.9, 0.9) * big)
        if rng.random() < 0.5:
            v[j] = rd(v[j] * 2.0 ** rng.randint(0, 60))
