# SPDX-License-Identifier: MIT
"""Oracle for the index's range queries (cbx_index2/2f/3/3f query_circle /
query_sphere): exact rational arithmetic (fractions.Fraction) decides box by
box whether the circle (sphere) meets the box, and the index must report
exactly those boxes.

Scenes aim at the pruning: boxes on an integer grid (so node bounds are grid
lines too), circles centered on grid points or cell centers with radii from
Pythagorean triples (exactly tangent to boxes and to node bounds: faces and
corners) and one ulp either side of them, invalid boxes mixed in, and the
whole scene scaled by 2^e (e up to +-1000 in double, +-120 in float).

The casts (cbx_index2/2f/3/3f cast_circle / cast_sphere) are judged on
scenes where the path grazes one box (exactly tangent to its corner, or in
3D its edge, at a time tau) while a wall blocks at about tau: the box
number must be that of the smallest per-box cast fraction, the fraction at
most that cast's, and the returned center must lie no closer than r to any
box the start was not closer than r to (exact squared distances). The
index once returned the winning cast's center unchecked against the
grazed box: 119 of 958 such scenes closer than r. Half of the cast scenes
are twins of the graze: a point (r = 0) through the corner, a flat wall, a
NaN or inverted box among the fillers (never reported), or an invalid
query (NaN or negative radius, NaN or infinite displacement), which must
answer the cast's INVALID result with no box; scales 2^-1000..2^900 in
double, 2^-100..2^100 in float."""
import ctypes
import math
import random
import struct
import sys
from fractions import Fraction

import cbx
from test_select_oracle import make_overflow_scene

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


def run_overflow(dim, prec, seed):
    """A radius whose square overflows (2^512, float 2^64) and boxes a few
    ulps about its circle (sphere): the index's "certainly within" test
    took an infinite threshold and reported boxes a few ulps beyond it (an
    independent tester). The scene is test_select_oracle's."""
    t = cbx.T[prec]
    box_t, ball_t, nbytes, build, query = bind(dim, prec)
    c, r, boxes = make_overflow_scene(random.Random(seed), dim, prec, 600)
    arr = (box_t * len(boxes))(*[box_t(vec(t, dim, lo), vec(t, dim, hi)) for lo, hi in boxes])
    n = nbytes(len(boxes))
    mem = ctypes.create_string_buffer(n + 8)
    ix = build((ctypes.addressof(mem) + 7) // 8 * 8, n, arr, len(boxes))
    out = (ctypes.c_uint32 * len(boxes))()
    got_n = query(ix, ball_t(vec(t, dim, c), r), out, len(boxes))
    got = sorted(out[k] for k in range(got_n))
    want = [k for k, (lo, hi) in enumerate(boxes) if exact_meets(c, r, lo, hi)]
    if got != want:
        print("MISMATCH %dD %s r = %r: index %d boxes, exact %d" % (dim, prec, r, len(got), len(want)))
    return got != want


def exact_d2(c, lo, hi):
    d2 = Fraction(0)
    for ci, l, h in zip(c, lo, hi):
        q = min(max(ci, l), h)
        d2 += (Fraction(ci) - Fraction(q)) ** 2
    return d2


def bind_cast(dim, prec):
    t = cbx.T[prec]
    vec_t = t["Vec2" if dim == 2 else "Vec3"]

    class Cast(ctypes.Structure):
        _fields_ = [("hit", ctypes.c_bool), ("fraction", t["real"]), ("center", vec_t),
                    ("normal", vec_t), ("point", vec_t)]

    suffix = "f" if prec == "f" else ""
    ball = "Circle" if dim == 2 else "Sphere"
    ix_cast = getattr(lib, "cbx_index%d%s_cast_%s" % (dim, suffix, ball.lower()))
    ix_cast.restype = Cast
    ix_cast.argtypes = [ctypes.c_void_p, t[ball], vec_t, ctypes.POINTER(ctypes.c_uint32)]
    one = getattr(lib, "cbx_cast_%s_aabb%d%s" % (ball.lower(), dim, suffix))
    one.restype = Cast
    one.argtypes = [t[ball], vec_t, t["Aabb%d" % dim]]
    return ix_cast, one


def graze_scene(rnd, dim, prec, scale):
    """A path from the origin along (a, b)*k that touches box j's corner
    (x, y) = (p, q) exactly at tau (|a q - b p| = c r), and a wall blocking
    at about tau; filler boxes away from the path. None if tau is not in
    (0, 1)."""
    rd = (lambda x: f32(x)) if prec == "f" else (lambda x: x)
    a, b, cc = rnd.choice([(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25)])
    r = rnd.choice([1, 2, 5, 10])
    for _ in range(200):
        px = rnd.randint(-30, 30)
        if (cc * r + b * px) % a == 0:
            break
    else:
        return None
    qy = (cc * r + b * px) // a
    k = rnd.choice([1, 2, 4]) * rnd.choice([1, 2])
    d = (a * k, b * k)
    tau = Fraction(px * d[0] + qy * d[1], d[0] ** 2 + d[1] ** 2)
    if not 0 < tau < 1:
        return None
    tp = tau + rnd.choice([Fraction(0), Fraction(1, 1000), Fraction(-1, 1000), Fraction(1, 10 ** 6),
                           Fraction(1, 10 ** 9)])
    xw = float(tp * d[0] + r)
    boxes = [((px - 4, qy), (px, qy + 4)), ((xw, -100.0), (xw + 1.0, 100.0))]
    for _ in range(6):
        x0, y0 = rnd.randint(-60, 60), rnd.randint(-60, 60)
        boxes.append(((x0 - 200, y0), (x0 - 190, y0 + 3)))
    if rnd.random() < 0.5:
        # 40 small boxes in the swept box's corner off the path (farther
        # than r from its line, as (a + b) > c): more than the 32 boxes a
        # cast keeps for its placement check, which then walks the index
        for _ in range(40):
            x0, y0 = d[0] + r - rnd.randint(4, 12) / 64, -r + rnd.randint(1, 12) / 64
            boxes.append(((x0, y0), (x0 + 1 / 32, y0 + 1 / 32)))
    if dim == 3:  # the corner becomes an edge along z; the path stays at z = 0
        boxes = [((lo[0], lo[1], -4), (hi[0], hi[1], 4)) for lo, hi in boxes]
        d = d + (0,)
    # a random permutation of the axes
    perm = list(range(dim))
    rnd.shuffle(perm)
    flip = [rnd.choice([1, -1]) for _ in range(dim)]

    def place(v):
        return [rd(flip[i] * v[perm[i]] * scale) for i in range(dim)]

    out = []
    for lo, hi in boxes:
        u, w = place(lo), place(hi)
        out.append(([min(x, y) for x, y in zip(u, w)], [max(x, y) for x, y in zip(u, w)]))
    return out, [0.0] * dim, rd(r * scale), place(d)


def vary_scene(rnd, dim, sc):
    """One of the scene's nasty twins, or the scene itself: a point (r = 0,
    its path through the corner), a flat wall (no interior), an invalid box
    among the fillers (NaN or inverted: the index holds it and never
    reports it), or an invalid query (NaN in the radius or the displacement,
    a negative radius: the cast's INVALID answer)."""
    boxes, c, r, d = sc
    kind = rnd.choice(["plain"] * 5 + ["point", "flat", "nan box", "inverted box", "bad query"])
    if kind == "point":
        r = 0.0
    elif kind == "flat":
        lo, hi = boxes[1]
        axis = min(range(dim), key=lambda i: hi[i] - lo[i])  # the wall's thin axis
        boxes[1] = (lo, [lo[i] if i == axis else hi[i] for i in range(dim)])
    elif kind == "nan box":
        lo, hi = boxes[-1]
        boxes[-1] = ([math.nan] + lo[1:], hi)
    elif kind == "inverted box":
        lo, hi = boxes[-1]
        boxes[-1] = (hi, lo) if any(a < b for a, b in zip(lo, hi)) else (lo, hi)
    elif kind == "bad query":
        how = rnd.choice(["r nan", "r negative", "d nan", "d inf"])
        if how == "r nan":
            r = math.nan
        elif how == "r negative":
            r = -1.0
        else:
            d = [math.nan if how == "d nan" else math.inf] + list(d[1:])
    return boxes, c, r, d


def valid_box(lo, hi):
    return all(math.isfinite(x) for x in lo + hi) and all(a <= b for a, b in zip(lo, hi))


def check_invalid_cast(dim, prec, boxes, c, r, d):
    """An invalid circle or displacement: hit false, NaN in every number and
    no box, as the per-box cast answers it."""
    t = cbx.T[prec]
    box_t, ball_t, nbytes, build, _ = bind(dim, prec)
    ix_cast, _ = bind_cast(dim, prec)
    arr = (box_t * len(boxes))(*[box_t(vec(t, dim, lo), vec(t, dim, hi)) for lo, hi in boxes])
    n = nbytes(len(boxes))
    mem = ctypes.create_string_buffer(n + 8)
    ix = build((ctypes.addressof(mem) + 7) // 8 * 8, n, arr, len(boxes))
    box = ctypes.c_uint32(7)
    got = ix_cast(ix, ball_t(vec(t, dim, c), r), vec(t, dim, d), ctypes.byref(box))
    nums = [got.fraction] + [getattr(getattr(got, v), a) for v in ("center", "normal", "point")
                             for a in "xyz"[:dim]]
    if got.hit or box.value != 0xFFFFFFFF or not all(math.isnan(x) for x in nums):
        print("CAST %dD %s: invalid query (r %r, d %r) answered hit %r box %d numbers %r" %
              (dim, prec, r, d, got.hit, box.value, nums))
        return 1
    return 0


def run_cast(dim, prec, seed, count):
    rnd = random.Random(seed)
    t = cbx.T[prec]
    box_t, ball_t, nbytes, build, _ = bind(dim, prec)
    ix_cast, one = bind_cast(dim, prec)
    exps = [0, 0, -3, 7, 100, -200, -1000, 900] if prec == "d" else [0, 0, -3, 7, 40, -40, -100, 100]
    bad = scenes = 0
    for _ in range(count):
        sc = graze_scene(rnd, dim, prec, 2.0 ** rnd.choice(exps))
        if sc is None:
            continue
        boxes, c, r, d = vary_scene(rnd, dim, sc)
        if not (math.isfinite(r) and r >= 0 and all(math.isfinite(x) for x in d)):
            bad += check_invalid_cast(dim, prec, boxes, c, r, d)
            scenes += 1
            continue
        arr = (box_t * len(boxes))(*[box_t(vec(t, dim, lo), vec(t, dim, hi)) for lo, hi in boxes])
        n = nbytes(len(boxes))
        mem = ctypes.create_string_buffer(n + 8)
        ix = build((ctypes.addressof(mem) + 7) // 8 * 8, n, arr, len(boxes))
        box = ctypes.c_uint32()
        got = ix_cast(ix, ball_t(vec(t, dim, c), r), vec(t, dim, d), ctypes.byref(box))
        scenes += 1
        per = [one(ball_t(vec(t, dim, c), r), vec(t, dim, d), arr[k]) for k in range(len(boxes))]
        hits = [(x.fraction, k) for k, x in enumerate(per) if x.hit]
        want = min(hits)[1] if hits else 0xFFFFFFFF
        center = [getattr(got.center, a) for a in "xyz"[:dim]]
        why = None
        if box.value != want or got.hit != bool(hits):
            why = "box %d, the per-box casts' first %d" % (box.value, want)
        elif hits and not got.fraction <= per[want].fraction:
            why = "fraction %r beyond the winner's cast %r" % (got.fraction, per[want].fraction)
        else:
            r2 = Fraction(r) ** 2
            for k, (lo, hi) in enumerate(boxes):
                if valid_box(lo, hi) and exact_d2(center, lo, hi) < r2 <= exact_d2(c, lo, hi):
                    why = "center closer than r to box %d" % k
                    break
        if why:
            bad += 1
            if bad <= 5:
                print("CAST %dD %s: %s (r %r, d %r, boxes %r)" % (dim, prec, why, r, d, boxes[:2]))
    return scenes, bad


def main():
    bad = 0
    cases = 0
    for dim in (2, 3):
        for prec in ("d", "f"):
            exps = [0, -60, 60, -1000, 1000] if prec == "d" else [0, -20, 20, -120, 120]
            for e in exps:
                bad += run(dim, prec, 1000 * dim + e, e)
                cases += 1
            bad += run_overflow(dim, prec, 31 * dim + (prec == "f"))
            cases += 1
    print("index oracle: %d scenes, %d mismatches" % (cases, bad))
    for dim in (2, 3):
        for prec in ("d", "f"):
            n, b = run_cast(dim, prec, 77 * dim + (prec == "f"), 3000)
            print("index casts %dD %s: %d grazing scenes, %d wrong" % (dim, prec, n, b))
            bad += b
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
