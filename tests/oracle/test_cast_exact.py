# SPDX-License-Identifier: MIT
"""Exact oracle for the axis-aligned casts (cbx_cast_circle_aabb2,
cbx_cast_sphere_aabb3, both precisions), from separate starts.

Judged in rationals (fractions), independently of the library's code: the
motion p + t d, t in [0, 1], blocks exactly when it comes closer than r to
the box (the minimum over the segment of the clamp distance, a convex
piecewise quadratic minimized piece by piece). Checked: the hit decision
(a hit at exactly fraction 1 may stand for a contact exactly at the end);
the path up to the returned fraction never comes closer than r (the
fraction never passes the first contact); the returned center is never
closer than r. Families: random, grid data (integers, halves, quarters)
with faces and corners at exactly r (slides, grazes), flat boxes, zero
displacement components. CBX_CAST_ORACLE_N sets the case count per family
(default 4000)."""
import ctypes
import os
import random
import sys
from fractions import Fraction as Fr

lib = ctypes.CDLL(os.environ.get("CIRCBOX_LIB", "libcircbox_py.so"))


def types(real, dim):
    names = "xyz"[:dim]

    class V(ctypes.Structure):
        _fields_ = [(n, real) for n in names]

    class Ball(ctypes.Structure):
        _fields_ = [("center", V), ("radius", real)]

    class Box(ctypes.Structure):
        _fields_ = [("min", V), ("max", V)]

    class Cast(ctypes.Structure):
        _fields_ = [("hit", ctypes.c_bool), ("fraction", real), ("center", V), ("normal", V), ("point", V)]

    return V, Ball, Box, Cast


def setup(real, dim, name):
    V, Ball, Box, Cast = types(real, dim)
    fn = getattr(lib, name)
    fn.restype = Cast
    fn.argtypes = [Ball, V, Box]
    return V, Ball, Box, fn


def clamp(x, lo, hi):
    return lo if x < lo else hi if x > hi else x


def dist2(p, lo, hi):
    return sum((p[i] - clamp(p[i], lo[i], hi[i])) ** 2 for i in range(len(p)))


def min_dist2_segment(p, d, lo, hi):
    """Minimum over t in [0, 1] of the squared clamp distance of p + t d."""
    n = len(p)
    ts = {Fr(0), Fr(1)}
    for i in range(n):
        if d[i] != 0:
            for b in (lo[i], hi[i]):
                t = (b - p[i]) / d[i]
                if 0 < t < 1:
                    ts.add(t)
    ts = sorted(ts)
    best = None
    for a, b in zip(ts, ts[1:] + [ts[-1]]):
        cands = [a, b]
        mid = (a + b) / 2
        A = B = Fr(0)
        for i in range(n):
            x = p[i] + mid * d[i]
            if x < lo[i]:
                w = p[i] - lo[i]
            elif x > hi[i]:
                w = p[i] - hi[i]
            else:
                continue
            A += d[i] * d[i]
            B += w * d[i]
        if A > 0 and a < -B / A < b:
            cands.append(-B / A)
        for t in cands:
            v = dist2([p[i] + t * d[i] for i in range(n)], lo, hi)
            best = v if best is None or v < best else best
    return best


def run(dim, real, name, rng, count, to_real):
    V, Ball, Box, fn = setup(real, dim, name)
    bad = cases = hits = 0

    def val(grid):
        if grid:
            return rng.randint(-8, 8) / rng.choice([1, 2, 4])
        return to_real(rng.uniform(-5, 5))

    for _ in range(count):
        grid = rng.random() < 0.6
        lo = [val(grid) for _ in range(dim)]
        hi = [to_real(lo[i] + abs(val(grid)) * (rng.random() < 0.85)) for i in range(dim)]
        r = to_real(abs(val(grid)) / 2) or 0.5
        p = [to_real(rng.choice([lo[i] - r, hi[i] + r, val(grid) * 2])) for i in range(dim)]
        d = [0.0 if rng.random() < 0.3 else to_real(val(grid) * 2) for _ in range(dim)]
        L, H, P, D, R = [Fr(x) for x in lo], [Fr(x) for x in hi], [Fr(x) for x in p], [Fr(x) for x in d], Fr(r)
        if dist2(P, L, H) <= R * R:
            continue  # separate starts only
        cases += 1
        k = fn(Ball(V(*p), r), V(*d), Box(V(*lo), V(*hi)))
        truth = min_dist2_segment(P, D, L, H) < R * R
        f = Fr(k.fraction)
        passed = min_dist2_segment(P, [x * f for x in D], L, H) < R * R
        center = [Fr(getattr(k.center, c)) for c in "xyz"[:dim]]
        inside = dist2(center, L, H) < R * R
        hits += k.hit
        ok = (k.hit == truth or (k.hit and k.fraction == 1)) and not passed and not inside and 0 <= f <= 1
        if not ok:
            bad += 1
            if bad <= 10:
                print("FAIL %s p=%r d=%r lo=%r hi=%r r=%r: hit %d (exact %d) fraction %r passes %d inside %d"
                      % (name, p, d, lo, hi, r, k.hit, truth, k.fraction, passed, inside))
    print("%s: %d separate starts, %d hits, %d wrong" % (name, cases, hits, bad))
    return bad


def to_float(x):
    return ctypes.c_float(x).value


def main():
    count = int(os.environ.get("CBX_CAST_ORACLE_N", "4000"))
    rng = random.Random(int(os.environ.get("CBX_ORACLE_SEED", "20261124")))
    bad = 0
    bad += run(2, ctypes.c_double, "cbx_cast_circle_aabb2", rng, count, float)
    bad += run(2, ctypes.c_float, "cbx_cast_circle_aabb2f", rng, count, to_float)
    bad += run(3, ctypes.c_double, "cbx_cast_sphere_aabb3", rng, count, float)
    bad += run(3, ctypes.c_float, "cbx_cast_sphere_aabb3f", rng, count, to_float)
    print("%d passed, %d failed" % (1 if bad == 0 else 0, 1 if bad else 0))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
