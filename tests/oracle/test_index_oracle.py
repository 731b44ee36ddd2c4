# SPDX-License-Identifier: MIT
"""Oracle for the index's range queries (cbx_index2/2f/3/3f query_circle /
query_sphere): exact rational arithmetic (fractions.Fraction) decides box by
box whether the circle (sphere) meets the box, and the index must report
exactly those boxes.

Scenes aim at the pruning: boxes on an integer grid (so node bounds are grid
lines too), circles centered on grid points or cell centers with radii from
Pythagorean triples (exactly tangent to boxes and to node bounds: faces and
corners) and one ulp either side of them, invalid boxes mixed in, and the
whole scene scaled by 2^e (e up to +-1000 in double, +-120 in float)."""
import ctypes
import math
import random
import struct
import sys
from fractions import Fraction

import cbx

lib = cbx._lib


def f32(x):
    return cbx.to_f32(x)


def next_up(x, prec):
    if prec == "d":
        return math.nextafter(x, math.inf)
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    return struct.unpack("<f", struct.pack("<I", bits + 1))[0] if x > 0 else f32(1.4e-45)


def next_down(x, prec):
    if prec == "d":
        return math.nextafter(x, -math.inf)
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    return struct.unpack("<f", struct.pack("<I", bits - 1))[0] if x > 0 else 0.0


def bind(dim, prec):
    t = cbx.T[prec]
    name = "cbx_index%d%s" % (dim, "f" if prec == "f" else "")
    box_t = t["Aabb2" if dim == 2 else "Aabb3"]
    ball_t = t["Circle" if dim == 2 else "Sphere"]
    nbytes = getattr(lib, name + "_bytes")
    nbytes.restype, nbytes.argtypes = ctypes.c_size_t, [ctypes.c_size_t]
    build = getattr(lib, name + "_build")
    build.restype = ctypes.c_void_p
    build.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(box_t), ctypes.c_size_t]
    query = getattr(lib, name + ("_query_circle" if dim == 2 else "_query_sphere"))
    query.restype = ctypes.c_size_t
    query.argtypes = [ctypes.c_void_p, ball_t, ctypes.POINTER(ctypes.c_uint32), ctypes.c_size_t]
    return box_t, ball_t, nbytes, build, query


def exact_meets(c, r, lo, hi):
    if any(not math.isfinite(v) for v in list(lo) + list(hi)) or any(l > h for l, h in zip(lo, hi)):
        return False
    d2 = Fraction(0)
    for ci, l, h in zip(c, lo, hi):
        q = min(max(ci, l), h)
        d2 += (Fraction(ci) - Fraction(q)) ** 2
    return d2 <= Fraction(r) ** 2


def vec(t, dim, xs):
    return t["Vec2"](*xs) if dim == 2 else t["Vec3"](*xs)


def run(dim, prec, seed, scale_exp):
    rnd = random.Random(seed)
    t = cbx.T[prec]
    box_t, ball_t, nbytes, build, query = bind(dim, prec)
    rd = (lambda x: f32(x)) if prec == "f" else (lambda x: x)
    s = 2.0 ** scale_exp
    boxes = []
    for i in range(700):
        lo = [float(rnd.randrange(0, 24)) for _ in range(dim)]
        hi = [l + float(rnd.randrange(0, 3)) for l in lo]
        if rnd.random() < 0.03:
            lo[0] = float("nan") if rnd.random() < 0.5 else hi[0] + 1
        boxes.append(([rd(v * s) for v in lo], [rd(v * s) for v in hi]))
    arr = (box_t * len(boxes))(*[box_t(vec(t, dim, lo), vec(t, dim, hi)) for lo, hi in boxes])
    n = nbytes(len(boxes))
    mem = ctypes.create_string_buffer(n + 8)
    base = (ctypes.addressof(mem) + 7) // 8 * 8
    ix = build(base, n, arr, len(boxes))
    assert ix, "build failed"
    out = (ctypes.c_uint32 * len(boxes))()
    triples = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (0, 0, 0), (0, 7, 7)]
    bad = 0
    for q in range(70):
        a, b, r = rnd.choice(triples)
        c = [float(rnd.randrange(-2, 26)) + rnd.choice([0, 0.5]) for _ in range(dim)]
        # a corner or face of a grid cell at exactly r: c + (a, b) is on the grid
        if rnd.random() < 0.5:
            c[0] = float(rnd.randrange(0, 24)) + a * rnd.choice([-1, 1])
            c[1] = float(rnd.randrange(0, 24)) + b * rnd.choice([-1, 1])
        r = float(r) * rnd.choice([1, 1, 0.5, 2])
        c = [rd(v * s) for v in c]
        r = rd(r * s)
        for rr in (r, next_up(r, prec), next_down(r, prec) if r > 0 else r):
            got_n = query(ix, ball_t(vec(t, dim, c), rr), out, len(boxes))
            got = sorted(out[k] for k in range(got_n))
            want = [k for k, (lo, hi) in enumerate(boxes) if exact_meets(c, rr, lo, hi)]
            if got != want:
                bad += 1
                if bad <= 5:
                    print("MISMATCH %dD %s 2^%d: center %r r %r: index %d boxes, exact %d" %
                          (dim, prec, scale_exp, c, rr, len(got), len(want)))
    return bad


def main():
    bad = 0
    cases = 0
    for dim in (2, 3):
        for prec in ("d", "f"):
            exps = [0, -60, 60, -1000, 1000] if prec == "d" else [0, -20, 20, -120, 120]
            for e in exps:
                bad += run(dim, prec, 1000 * dim + e, e)
                cases += 1
    print("index oracle: %d scenes, %d mismatches" % (cases, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
