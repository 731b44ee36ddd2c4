# SPDX-License-Identifier: MIT
"""Oracle for the 2D sweeps: cbx_sweep_circle_aabb2 / cbx_sweep_circle_obb2 (+ float twins).

Independent of the library's method: the first time the centre's ray
p0 + t V (V = c_vel - b_vel, exact) enters the rounded rectangle, found as the
smallest t >= 0 over the four offset edge segments (x = hi + r, ...) and the
four full corner circles. Every decision (static relation, which candidates
exist) is taken in exact rationals (fractions.Fraction); the times of corner
candidates need a square root and are computed with decimal at 60 digits.

The type must match exactly for axis-aligned boxes; time, point and normal
must be within the bounds documented in src/sweep/sweep_circle_aabb2.c; oriented
boxes must be right whenever the margin of src/sweep/sweep_circle_obb2.c holds
(checked by deciding the exact problem with r - delta and r + delta).

Default: a bounded run (a few seconds). SWEEP2_LONG=1 in the environment
(or an integer: the number of random scenes per precision) gives the long run;
SWEEP2_SEED=n changes the random scenes.
"""
import math
import os
import random
import struct
import sys
from decimal import Decimal, getcontext, localcontext
from fractions import Fraction as Fr

import cbx
from oracle3 import any_magnitude, push_far_axis

getcontext().prec = 60
EPS = {"d": 2.0 ** -52, "f": 2.0 ** -23}
# the smallest positive value: a time below it rounds to 0 or to it (the
# float queries round their double result once)
TINY = {"d": 2.0 ** -1074, "f": 2.0 ** -149}
HUGE = {"d": 1.7976931348623157e308, "f": 3.4028234663852886e38}
LONG = os.environ.get("SWEEP2_LONG", "")
N_RANDOM = (int(LONG) if LONG.isdigit() and int(LONG) > 1 else 200000) if LONG else 2500

failures = []
stats = {"cases": 0, "contact": 0, "none": 0, "overlap": 0, "contact0": 0, "corner": 0, "face": 0,
         "worst_time_ratio": 0.0, "worst_point_ratio": 0.0, "worst_normal_ratio": 0.0, "obb": 0,
         "obb_checked": 0}
families = {}


def fail(msg):
    failures.append(msg)
    if len(failures) <= 30:
        print("FAIL:", msg)


def D(x):
    """Exact Fraction -> Decimal (60 digits)."""
    if isinstance(x, Fr):
        return Decimal(x.numerator) / Decimal(x.denominator)
    return Decimal(x)


def dsqrt(x):
    return D(x).sqrt()


# ---------------------------------------------------------------------------
# The oracle
# ---------------------------------------------------------------------------

def static_rel(px, py, R, lox, loy, hix, hiy):
    qx = min(max(px, lox), hix)
    qy = min(max(py, loy), hiy)
    d2 = (px - qx) ** 2 + (py - qy) ** 2
    flat = R == 0 or lox == hix or loy == hiy
    if d2 > R * R:
        return "separate"
    if d2 < R * R and not flat:
        return "overlap"
    return "touching"


def oracle_exact(px, py, R, lox, loy, hix, hiy, vx, vy):
    """All arguments Fractions (or Decimals converted to Fractions). Returns
    ("overlap"|"contact0"|"none", ) or ("contact", t (Decimal), kind, box point, normal)."""
    rel = static_rel(px, py, R, lox, loy, hix, hiy)
    if rel == "overlap":
        return ("overlap",)
    if rel == "touching":
        return ("contact0",)
    cands = []
    # Offset edges: (coordinate axis, side) -> line, tangent interval, normal
    for axis, side in ((0, 1), (0, -1), (1, 1), (1, -1)):
        if axis == 0:
            p, v, q, w = px, vx, py, vy
            face = (hix + R) if side > 0 else (lox - R)
            lo, hi = loy, hiy
        else:
            p, v, q, w = py, vy, px, vx
            face = (hiy + R) if side > 0 else (loy - R)
            lo, hi = lox, hix
        if v * side >= 0:
            continue
        t = (face - p) / v
        if t < 0:
            continue
        s = q + t * w
        if lo <= s <= hi:
            n = (side, 0) if axis == 0 else (0, side)
            bp = ((hix if side > 0 else lox), s) if axis == 0 else (s, (hiy if side > 0 else loy))
            cands.append((D(t), "face", bp, n, t))
    A = vx * vx + vy * vy
    for kx in (lox, hix):
        for ky in (loy, hiy):
            dx, dy = px - kx, py - ky
            B = dx * vx + dy * vy
            C = dx * dx + dy * dy - R * R
            disc = B * B - A * C
            if A > 0 and B < 0 and disc >= 0:
                t = (D(-B) - dsqrt(disc)) / D(A)
                if t < 0:
                    t = Decimal(0)
                cands.append((t, "corner", (kx, ky), None, (dx, dy)))
    if not cands:
        return ("none",)
    cands.sort(key=lambda c: c[0])
    t, kind, bp, n, extra = cands[0]
    if kind == "corner":
        kx, ky = bp
        sx = 1 if kx == hix else -1
        sy = 1 if ky == hiy else -1
        if lox == hix:
            sx = 1 if -vx > 0 else -1
        if loy == hiy:
            sy = 1 if -vy > 0 else -1
        if R > 0:
            dx, dy = extra
            nx = (D(dx) + t * D(vx)) / D(R)
            ny = (D(dy) + t * D(vy)) / D(R)
            m = (nx * nx + ny * ny).sqrt()
            n = (nx / m, ny / m)
        else:
            n = ("cone", sx, sy)
        bp = (D(kx), D(ky))
    else:
        bp = (D(bp[0]), D(bp[1]))
        # A face hit at a segment end with r == 0 is a corner hit.
        if R == 0 and bp[0] in (D(lox), D(hix)) and bp[1] in (D(loy), D(hiy)):
            sx = 1 if bp[0] == D(hix) else -1
            sy = 1 if bp[1] == D(hiy) else -1
            if lox == hix:
                sx = 1 if -vx > 0 else -1
            if loy == hiy:
                sy = 1 if -vy > 0 else -1
            n = ("cone", sx, sy)
            kind = "corner"
        else:
            n = (Decimal(n[0]), Decimal(n[1]))
    return ("contact", t, kind, bp, n)


def oracle_aabb(c, r, cv, box, bv):
    px, py = Fr(c[0]), Fr(c[1])
    vx = Fr(cv[0]) - Fr(bv[0])
    vy = Fr(cv[1]) - Fr(bv[1])
    # 60 digits, plus the spread of the inputs' magnitudes: the normal
    # (d + t v) / r cancels that many digits when r is tiny next to d
    mags = [abs(x) for x in list(c) + [r] + list(cv) + list(box) + list(bv) if x != 0]
    spread = int(math.log10(max(mags)) - math.log10(min(mags))) if mags else 0
    with localcontext() as ctx:
        ctx.prec = 60 + 2 * spread
        return oracle_exact(px, py, Fr(r), Fr(box[0]), Fr(box[1]), Fr(box[2]), Fr(box[3]), vx, vy)


# ---------------------------------------------------------------------------
# Checking the library against the oracle
# ---------------------------------------------------------------------------

A = {"d": cbx.api("d"), "f": cbx.api("f")}
TYPE = {"overlap": cbx.SWEEP_OVERLAP, "none": cbx.SWEEP_NONE, "contact0": cbx.SWEEP_CONTACT,
        "contact": cbx.SWEEP_CONTACT}


def call_aabb(prec, c, r, cv, box, bv):
    a = A[prec]
    T = a.T
    return a.sweep_circle_aabb2(T["Circle"](T["Vec2"](*c), r), T["Vec2"](*cv),
                                T["Aabb2"](T["Vec2"](box[0], box[1]), T["Vec2"](box[2], box[3])),
                                T["Vec2"](*bv))


def fam(name):
    families[name] = families.get(name, 0) + 1


def check_aabb_ref(prec, c, r, cv, box, bv, family, expect=None):
    """Runs one scene through the library and the oracle; returns the library
    result and the oracle's answer (for the scene as the library got it)."""
    stats["cases"] += 1
    fam(family)
    if prec == "f":
        conv = (tuple(map(f32, c)), f32(r), tuple(map(f32, cv)), tuple(map(f32, box)), tuple(map(f32, bv)))
        if conv != (tuple(c), r, tuple(cv), tuple(box), tuple(bv)):
            expect = None
        c, r, cv, box, bv = conv
    res = call_aabb(prec, c, r, cv, box, bv)
    o = oracle_aabb(c, r, cv, box, bv)
    tag = "%s %s c=%r r=%r cv=%r box=%r bv=%r" % (family, prec, c, r, cv, box, bv)
    if expect is not None and o[0] != expect:
        fail("scene construction: oracle says %s, family expects %s: %s" % (o[0], expect, tag))
    stats[o[0]] += 1
    if res.type != TYPE[o[0]]:
        fail("type %d, oracle %s: %s" % (res.type, o[0], tag))
        return res, o
    if family.startswith(("graze", "corner tangent", "region", "zero radius", "touching")):
        check_obb_quarter_turns(prec, c, r, cv, box, bv, o, tag)
    eps = EPS[prec]
    if o[0] in ("overlap", "contact0"):
        if res.time != 0:
            fail("time %r at t=0: %s" % (res.time, tag))
        qx = min(max(c[0], box[0]), box[2])
        qy = min(max(c[1], box[1]), box[3])
        if (res.point.x, res.point.y) != (qx, qy):
            fail("t=0 point %r %r != %r: %s" % (res.point.x, res.point.y, (qx, qy), tag))
        T = A["d"].T
        k = A["d"].contact_circle_aabb2(T["Circle"](T["Vec2"](*c), r),
                                        T["Aabb2"](T["Vec2"](box[0], box[1]), T["Vec2"](box[2], box[3])))
        if abs(res.normal.x - k.normal.x) > 2 * eps or abs(res.normal.y - k.normal.y) > 2 * eps:
            fail("t=0 normal %r,%r != contact %r,%r: %s" % (res.normal.x, res.normal.y, k.normal.x, k.normal.y, tag))
        return res, o
    if o[0] == "none":
        return res, o
    _, ts, kind, bp, n = o
    stats[kind] += 1
    check_time_point_normal(prec, res, ts, kind, bp, n, c, r, cv, box, bv, tag, 0.0)
    return res, o


def check_aabb(prec, c, r, cv, box, bv, family, expect=None):
    """Runs one scene through the library and the oracle; returns the library result."""
    return check_aabb_ref(prec, c, r, cv, box, bv, family, expect)[0]


def bounds(eps, ts, kind, n, L, V, r, vn):
    tA = 16 * eps * (ts + L / vn) if vn > 0 else math.inf
    # sqrt(eps r L) factored: the product eps r L underflows for scenes near 1e-180
    tB = 16 * eps * (ts + L / V) + 8 * math.sqrt(eps) * math.sqrt(r) * math.sqrt(L) / V
    return tA if kind == "face" else min(tA, tB) if tA < math.inf else tB


def check_time_point_normal(prec, res, ts, kind, bp, n, c, r, cv, box, bv, tag, extra_L):
    eps = EPS[prec]
    vx = float(Fr(cv[0]) - Fr(bv[0]))
    vy = float(Fr(cv[1]) - Fr(bv[1]))
    V = math.hypot(vx, vy)
    L = max(abs(c[0]), abs(c[1]), abs(box[0]), abs(box[1]), abs(box[2]), abs(box[3]), r) + extra_L
    t = float(ts)
    if isinstance(n[0], str):
        vn = V * 0.5  # cone normals: no meaningful approach speed; use B
        tb = 16 * eps * (t + L / V)
    else:
        vn = -(vx * float(n[0]) + vy * float(n[1]))
        tb = bounds(eps, t, kind, n, L, V, r, vn)
    if not (res.time >= 0):
        fail("negative/NaN time %r: %s" % (res.time, tag))
        return
    tb += TINY[prec]
    terr = abs(Decimal(res.time) - ts)
    # A time beyond the range saturates at the largest finite value (float:
    # beyond FLT_MAX), and the box is moved by that reported time.
    sat = 1e300 if prec == "d" else HUGE["f"]
    saturated = t > sat and res.time >= sat
    if t > sat or float(terr) > tb:
        if not saturated:
            fail("time %r vs %s: err %.3g > bound %.3g (%s, vn=%.3g): %s" % (res.time, ts, float(terr), tb, kind, vn, tag))
            return
    if tb > 0 and not saturated:  # a saturated time's error is the range's, not the sweep's
        stats["worst_time_ratio"] = max(stats["worst_time_ratio"], float(terr) / tb)
    # Point: the box point moved by b_vel * t.
    bvn = math.hypot(bv[0], bv[1])
    tp = Decimal(res.time) if saturated and prec == "f" else ts
    px = bp[0] + Decimal(bv[0]) * tp
    py = bp[1] + Decimal(bv[1]) * tp
    # a box moved beyond the range: the point saturates at the largest finite value
    top = Decimal(HUGE[prec])
    px, py = min(max(px, -top), top), min(max(py, -top), top)
    # (+ the box's motion over the smallest representable time: a time
    # below it rounds to 0 or to it, and the point moves by b_vel times that)
    pb = (V + bvn) * tb + 16 * eps * (L + (bvn + V) * t) + 1e-300 + bvn * (5e-324 if prec == "d" else 1.5e-45)
    perr = max(abs(Decimal(res.point.x) - px), abs(Decimal(res.point.y) - py))
    if not math.isfinite(res.point.x) or float(perr) > pb:
        fail("point (%r,%r) vs (%s,%s): err %.3g > %.3g: %s" % (res.point.x, res.point.y, px, py, float(perr), pb, tag))
    else:
        stats["worst_point_ratio"] = max(stats["worst_point_ratio"], float(perr) / pb)
    # Normal: unit; face normals exact; cone normals inside the corner's cone.
    nl = math.hypot(res.normal.x, res.normal.y)
    if abs(nl - 1) > 4 * eps:
        fail("normal not unit (%r,%r): %s" % (res.normal.x, res.normal.y, tag))
        return
    if isinstance(n[0], str):
        _, sx, sy = n
        if res.normal.x * sx < -4 * eps or res.normal.y * sy < -4 * eps:
            fail("zero-radius corner normal (%r,%r) outside cone (%d,%d): %s" % (res.normal.x, res.normal.y, sx, sy, tag))
        return
    nerr = max(abs(res.normal.x - float(n[0])), abs(res.normal.y - float(n[1])))
    # whatever the bound below allows (far starts make L / r huge), the
    # normal is on the side the circle meets the box from (before
    # 2026-11-30 a start 5e206 above a box got the bottom face's normal,
    # and slab entries tied to 1e-46 the other face's)
    if r > 0 and res.normal.x * float(n[0]) + res.normal.y * float(n[1]) <= 0:
        fail("normal (%r,%r) on the wrong side of (%s,%s): %s" % (res.normal.x, res.normal.y, n[0], n[1], tag))
        return
    if kind == "face" and r > 0 and (abs(float(n[0])) == 1 or abs(float(n[1])) == 1):
        nb = 4 * eps
        # a face contact within rounding of a corner may report the arc's normal there
        nb = max(nb, min(2.0, math.sqrt(64 * eps * (L / r))))
    else:
        nb = 16 * eps + (min(16 * eps * (L / r) * (V / vn), math.sqrt(64 * eps * (L / r))) if r > 0 and vn > 0 else
                         (math.sqrt(64 * eps * (L / r)) if r > 0 else 2.0))
    if nerr > nb:
        fail("normal (%r,%r) vs (%s,%s): err %.3g > %.3g: %s" % (res.normal.x, res.normal.y, n[0], n[1], nerr, nb, tag))
    else:
        stats["worst_normal_ratio"] = max(stats["worst_normal_ratio"], nerr / nb)


# ---------------------------------------------------------------------------
# Scene generators
# ---------------------------------------------------------------------------

def f32(x):
    return cbx.to_f32(x)


def rnd_scene(rng, prec):
    cvt = f32 if prec == "f" else float
    cx, cy = rng.uniform(-4, 4), rng.uniform(-4, 4)
    hx, hy = rng.uniform(0, 2), rng.uniform(0, 2)
    box = (cx - hx, cy - hy, cx + hx, cy + hy)
    r = rng.uniform(0, 1.5)
    ang = rng.uniform(0, 2 * math.pi)
    dist = rng.uniform(0, 8)
    c = (cx + dist * math.cos(ang), cy + dist * math.sin(ang))
    if rng.random() < 0.55:
        # aim at a random point near the box: mostly hits
        tx, ty = rng.uniform(box[0] - r, box[2] + r), rng.uniform(box[1] - r, box[3] + r)
        sp = rng.uniform(0.1, 5)
        v = (tx - c[0], ty - c[1])
        m = math.hypot(*v) or 1
        rel = (v[0] / m * sp, v[1] / m * sp)
    else:
        a2 = rng.uniform(0, 2 * math.pi)
        sp = rng.uniform(0.1, 5)
        rel = (sp * math.cos(a2), sp * math.sin(a2))
    bv = (rng.uniform(-2, 2), rng.uniform(-2, 2)) if rng.random() < 0.5 else (0.0, 0.0)
    cv = (rel[0] + bv[0], rel[1] + bv[1])
    box = tuple(cvt(x) for x in box)
    box = (min(box[0], box[2]), min(box[1], box[3]), max(box[0], box[2]), max(box[1], box[3]))
    return (cvt(c[0]), cvt(c[1])), cvt(r), (cvt(cv[0]), cvt(cv[1])), box, (cvt(bv[0]), cvt(bv[1]))


def nextafter(x, d, prec):
    if prec == "f":
        if x == 0:
            return math.copysign(2.0 ** -149, d - x)
        b = struct.unpack("<i", struct.pack("<f", x))[0]
        b += 1 if (d > x) == (x > 0) else -1
        return struct.unpack("<f", struct.pack("<i", b))[0]
    return math.nextafter(x, d)


def mirror_scene(s, mx, my):
    c, r, cv, box, bv = s
    if mx:
        c, cv, bv = (-c[0], c[1]), (-cv[0], cv[1]), (-bv[0], bv[1])
        box = (-box[2], box[1], -box[0], box[3])
    if my:
        c, cv, bv = (c[0], -c[1]), (cv[0], -cv[1]), (bv[0], -bv[1])
        box = (box[0], -box[3], box[2], -box[1])
    return c, r, cv, box, bv


def swap_xy(s):
    c, r, cv, box, bv = s
    return (c[1], c[0]), r, (cv[1], cv[0]), (box[1], box[0], box[3], box[2]), (bv[1], bv[0])


def all_orientations(s):
    for sw in (False, True):
        for mx in (False, True):
            for my in (False, True):
                yield mirror_scene(swap_xy(s) if sw else s, mx, my)


def family_regions(prec, rng):
    """Every canonical region (Eberly's R0..R7 after reflection into the
    first quadrant) with every direction class, in all 8 orientations."""
    box = (-2.0, -1.0, 2.0, 1.0)
    r = 0.75
    centers = {
        "R0 inside box": (1.0, 0.5),
        "R1 right band, within r": (2.5, 0.5),
        "R2 top band, within r": (1.0, 1.5),
        "R3 corner, inside arc": (2.25, 1.25),
        "R4 corner square, outside arc": (2.7, 1.7),
        "R5 right of rounded box": (4.0, 0.5),
        "R6 above rounded box": (1.0, 3.0),
        "R7 beyond the corner": (4.0, 3.0),
        "on the corner arc": (2.0 + 0.45, 1.0 + 0.6),
        "on the right offset edge": (2.75, 0.25),
    }
    dirs = [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1), (0, 0),
            (-3, -1), (-1, -3), (-4, -1.5), (-2, -3.5)]
    for name, c in centers.items():
        for d in dirs:
            for s in all_orientations((c, r, d, box, (0.0, 0.0))):
                check_aabb(prec, *s, family="region " + name)
        for _ in range(6):
            d = (rng.uniform(-3, 3), rng.uniform(-3, 3))
            for s in all_orientations((c, r, d, box, (0.0, 0.0))):
                check_aabb(prec, *s, family="region " + name)


def family_grazing_edges(prec):
    """Sliding along each edge at exactly r, and one ulp in and out."""
    box = (-2.0, -1.0, 2.0, 1.0)
    for r in (0.75, 0.125, 3.0, 0.0):
        for sp in (1.0, 0.3, 7.0):
            x = 2.0 + r
            base = ((x, 5.0), r, (0.0, -sp), box, (0.0, 0.0))
            for s in all_orientations(base):
                check_aabb(prec, *s, family="graze edge exact", expect="contact")
            for d, want in ((1, "none"), (-1, "contact")):
                xx = nextafter(x, x + d, prec)
                for s in all_orientations(((xx, 5.0), r, (0.0, -sp), box, (0.0, 0.0))):
                    check_aabb(prec, *s, family="graze edge +-ulp", expect=want)
            # moving away along the edge: none; moving along from beside the box: contact at 0
            for s in all_orientations(((x, 5.0), r, (0.0, sp), box, (0.0, 0.0))):
                check_aabb(prec, *s, family="graze edge receding", expect="none")
            # a velocity tilted by one ulp toward / away from the box
            for d, want in ((1, "none"), (-1, "contact")):
                vx = nextafter(0.0, d, prec)
                for s in all_orientations(((x, 5.0), r, (vx, -sp), box, (0.0, 0.0))):
                    check_aabb(prec, *s, family="graze edge tilted velocity", expect=want)


def family_corner_tangent(prec):
    """Paths tangent to each corner arc (3-4-5 triangles: all exact), and
    one ulp in and out of tangency, by moving the radius or the start."""
    box = (-2.0, -1.0, 2.0, 1.0)
    for k in (1.0, 0.25, 4.0):
        r = 5.0 * k
        K = (2.0, 1.0)
        P = (K[0] + 3 * k, K[1] + 4 * k)  # tangency point, normal (3,4)/5
        for d in ((4.0, -3.0), (-4.0, 3.0)):
            for back in (1.0, 2.5, 10.0):
                c = (P[0] - back * d[0] * k, P[1] - back * d[1] * k)
                v = (d[0], d[1])
                base = (c, r, v, box, (0.0, 0.0))
                for s in all_orientations(base):
                    check_aabb(prec, *s, family="corner tangent exact", expect="contact")
                for dr, want in ((1, "contact"), (-1, "none")):
                    rr = nextafter(r, r + dr, prec)
                    for s in all_orientations((c, rr, v, box, (0.0, 0.0))):
                        check_aabb(prec, *s, family="corner tangent radius +-ulp", expect=want)
                # moving the start outward along the normal by one ulp in x
                for dx, want in ((1, "none"), (-1, "contact")):
                    cx = nextafter(c[0], c[0] + dx, prec)
                    for s in all_orientations(((cx, c[1]), r, v, box, (0.0, 0.0))):
                        o = oracle_aabb((cx, c[1]), r, v, box, (0.0, 0.0))[0]
                        check_aabb(prec, *s, family="corner tangent start +-ulp")
                # both bodies moving, same relative velocity
                for s in all_orientations((c, r, (v[0] + 1.5, v[1] - 0.5), box, (1.5, -0.5))):
                    check_aabb(prec, *s, family="corner tangent both moving", expect="contact")


def family_touching_start(prec):
    box = (-2.0, -1.0, 2.0, 1.0)
    r = 5.0
    starts = [(2.0 + 5.0, 0.25), (2.0 + 3.0, 1.0 + 4.0), (0.5, 1.0 + 5.0), (2.0 + 5.0, 1.0)]
    vels = [(-1.0, 0.0), (1.0, 0.0), (0.0, 1.0), (0.0, -1.0), (-4.0, 3.0), (4.0, -3.0), (-3.0, -4.0), (3.0, 4.0),
            (0.0, 0.0)]
    for c in starts:
        for v in vels:
            for s in all_orientations((c, r, v, box, (0.0, 0.0))):
                check_aabb(prec, *s, family="touching at start", expect="contact0")
            for s in all_orientations((c, r, (v[0] - 2.0, v[1] + 1.0), box, (-2.0, 1.0))):
                check_aabb(prec, *s, family="touching at start, both moving", expect="contact0")


def family_equal_zero_velocity(prec, rng):
    for _ in range(60):
        c, r, cv, box, bv = rnd_scene(rng, prec)
        check_aabb(prec, c, r, bv, box, bv, family="equal velocities")
        check_aabb(prec, c, r, (0.0, 0.0), box, (0.0, 0.0), family="zero velocity")


def family_scale(prec, rng):
    """Whole scenes scaled by 2^k (huge and tiny offsets), speeds by 2^j."""
    ks = [-1000, -600, -300, -150, 150, 300, 600, 1000] if prec == "d" else [-100, -60, 60, 100]
    for _ in range(30):
        s = rnd_scene(rng, prec)
        for k in ks:
            for j in (0, k, -k // 2):
                c, r, cv, box, bv = s
                f, g = 2.0 ** k, 2.0 ** j
                if prec == "f" and (abs(k) > 100 or abs(j) > 100):
                    continue
                sc = ((c[0] * f, c[1] * f), r * f, (cv[0] * f * g, cv[1] * f * g),
                      tuple(x * f for x in box), (bv[0] * f * g, bv[1] * f * g))
                vals = list(sc[0]) + [sc[1]] + list(sc[2]) + list(sc[3]) + list(sc[4])
                if any(math.isinf(x) for x in vals):
                    continue
                if prec == "f" and any(x != f32(x) for x in vals):
                    continue
                check_aabb(prec, *sc, family="scaled 2^k (huge/tiny)")
        # offset of the whole scene by a huge value where it is still exact: tiny
        # boxes far away
    for k in ((300, 1000) if prec == "d" else (60, 100)):
        f = 2.0 ** k
        base = ((f + 2.0 ** (k - 20) * 7, f), 2.0 ** (k - 20) * 5, (-1.0, 0.0), (f - 2.0 ** (k - 20), f - 2.0 ** (k - 20), f, f), (0.0, 0.0))
        check_aabb(prec, *base, family="huge offset, corner tangent region")


def family_tiny_radius(prec, rng):
    tiny = [1e-300, 2.0 ** -60, 5e-324] if prec == "d" else [2.0 ** -149, 2.0 ** -40, 1e-30]
    for rr in tiny:
        rr = f32(rr) if prec == "f" else rr
        for _ in range(40):
            c, r, cv, box, bv = rnd_scene(rng, prec)
            check_aabb(prec, c, rr, cv, box, bv, family="tiny radius")
        box = (-2.0, -1.0, 2.0, 1.0)
        for s in all_orientations(((2.0 + rr, 5.0), rr, (0.0, -1.0), box, (0.0, 0.0))):
            check_aabb(prec, *s, family="tiny radius grazing")


def family_zero_radius_flat(prec):
    """A point against a zero-width box (a segment) and a zero-size box."""
    seg = (1.0, -1.0, 1.0, 1.0)
    for c, v, want in [((3.0, 0.0), (-1.0, 0.0), "contact"), ((3.0, 0.5), (-2.0, 0.25), "contact"),
                       ((3.0, 1.0), (-1.0, 0.0), "contact"), ((3.0, 1.0 + 2 ** -40), (-1.0, 0.0), "none"),
                       ((3.0, 2.0), (-1.0, -0.5), "contact"), ((3.0, 2.0), (-1.0, -0.4), "none"),
                       ((1.0, 3.0), (0.0, -1.0), "contact"), ((1.0, 0.5), (1.0, 0.0), "contact0"),
                       ((-1.0, 0.0), (1.0, 0.0), "contact"), ((3.0, 0.0), (1.0, 0.0), "none")]:
        for s in all_orientations((c, 0.0, v, seg, (0.0, 0.0))):
            check_aabb(prec, *s, family="zero radius vs zero-width box", expect=want)
        # with a radius: a flat box can be touched but never overlapped
        for s in all_orientations((c, 0.5, v, seg, (0.0, 0.0))):
            check_aabb(prec, *s, family="radius vs zero-width box")
    pt = (1.0, 1.0, 1.0, 1.0)
    for s in all_orientations(((4.0, 5.0), 0.0, (-3.0, -4.0), pt, (0.0, 0.0))):
        check_aabb(prec, *s, family="zero radius vs point box", expect="contact")
    for s in all_orientations(((4.0, 5.0), 0.0, (-3.0, -4.0 + 2 ** -30), pt, (0.0, 0.0))):
        check_aabb(prec, *s, family="zero radius vs point box", expect="none")


def family_metamorphic(prec, rng, n):
    """Mirror symmetry, translation by powers of two, velocity given to the
    other body, time scaling by powers of two: the type must not change and
    the numbers must agree with the oracle (checked by check_aabb)."""
    for _ in range(n):
        # dyadic scenes so that the transformations are exact
        def q(x):
            return round(x * 1024) / 1024
        s = rnd_scene(rng, prec)
        c, r, cv, box, bv = s
        c = (q(c[0]), q(c[1]))
        r = q(r)
        cv = (q(cv[0]), q(cv[1]))
        bv = (q(bv[0]), q(bv[1]))
        box = tuple(q(x) for x in box)
        base = check_aabb(prec, c, r, cv, box, bv, family="metamorphic base")
        variants = []
        for mx, my in ((1, 0), (0, 1), (1, 1)):
            variants.append(("mirror", mirror_scene((c, r, cv, box, bv), mx, my), 1.0))
        T = 2.0 ** 12
        variants.append(("translate 2^12", ((c[0] + T, c[1] - T), r, cv, (box[0] + T, box[1] - T, box[2] + T, box[3] - T), bv), 1.0))
        variants.append(("velocity to the box", (c, r, (0.0, 0.0), box, (bv[0] - cv[0], bv[1] - cv[1])), 1.0))
        variants.append(("velocity to the circle", (c, r, (cv[0] - bv[0], cv[1] - bv[1]), box, (0.0, 0.0)), 1.0))
        for k in (-3, 5):
            g = 2.0 ** k
            variants.append(("time scaling", (c, r, (cv[0] * g, cv[1] * g), box, (bv[0] * g, bv[1] * g)), 1 / g))
        for name, v, tf in variants:
            res = check_aabb(prec, *v, family="metamorphic " + name)
            if res.type != base.type:
                fail("metamorphic %s changed the type %d -> %d" % (name, base.type, res.type))
            elif base.type == cbx.SWEEP_CONTACT:
                eps = EPS[prec]
                if abs(res.time - base.time * tf) > 64 * eps * (base.time * tf + 16):
                    fail("metamorphic %s changed the time %r -> %r" % (name, base.time, res.time))


def family_near_grazing(prec, rng, n):
    """Random paths built tangent to a random corner arc or along a random
    edge at distance r, then rounded and nudged by a few ulps: the decision
    lies right at the filter's edge, so the exact fallback is exercised and
    the near-grazing time bound is checked."""
    cvt = f32 if prec == "f" else float
    for _ in range(n):
        c, r, cv, box, bv = rnd_scene(rng, prec)
        r = cvt(max(r, 0.01))
        sx, sy = rng.choice((-1, 1)), rng.choice((-1, 1))
        kx = box[2] if sx > 0 else box[0]
        ky = box[3] if sy > 0 else box[1]
        if rng.random() < 0.5:
            ang = rng.uniform(0, math.pi / 2)
            nx, ny = sx * math.cos(ang), sy * math.sin(ang)
            px, py = kx + r * nx, ky + r * ny
            dx, dy = -ny, nx
        else:
            # along an edge at distance r, slightly tilted
            if rng.random() < 0.5:
                px, py = kx + sx * r, rng.uniform(box[1], box[3])
                dx, dy = rng.uniform(-1e-9, 1e-9), 1.0
            else:
                px, py = rng.uniform(box[0], box[2]), ky + sy * r
                dx, dy = 1.0, rng.uniform(-1e-9, 1e-9)
        if rng.random() < 0.5:
            dx, dy = -dx, -dy
        back = rng.uniform(0.5, 6)
        sp = rng.uniform(0.25, 4)
        c0 = (cvt(px - back * dx), cvt(py - back * dy))
        k = rng.randint(-3, 3)
        c0 = (c0[0], c0[1])
        for _ in range(abs(k)):
            c0 = (nextafter(c0[0], c0[0] + k, prec), c0[1])
        rel = (dx * sp, dy * sp)
        cv = (cvt(rel[0] + bv[0]), cvt(rel[1] + bv[1]))
        check_aabb(prec, c0, r, cv, box, bv, family="random near-grazing")


def family_random(prec, rng, n):
    for _ in range(n):
        check_aabb(prec, *rnd_scene(rng, prec), family="random")


def family_far_axis(prec, rng, n):
    """Random scenes with one axis made far (its slab reaching to 2^k, k up
    to 1000 in double, 120 in float, on one side or both; the center deep
    inside it at times, at a coordinate of its own size, moving along it):
    besides the usual checks, the time at the scale of the axes that bear
    on the contact, L' the largest of r and, over the axes whose coordinate
    at t* is not deeper than r inside the slab, |c_i| + |v_i| t* and the
    nearer bound (the 3D sweep once reported a corner's face time 3 units
    short with a floor reaching to -2.7e16)."""
    cvt = f32 if prec == "f" else float
    top = 1000 if prec == "d" else 120
    for _ in range(n):
        c, r, cv, box, bv = rnd_scene(rng, prec)
        c, cv, lo, hi = list(c), list(cv), [box[0], box[1]], [box[2], box[3]]
        push_far_axis(rng, cvt, top, c, lo, hi, cv)
        box = (lo[0], lo[1], hi[0], hi[1])
        c, cv = tuple(c), tuple(cv)
        res, o = check_aabb_ref(prec, c, r, cv, box, bv, family="far axis")
        if o[0] != "contact" or res.type != TYPE["contact"]:
            continue
        _, ts, kind_, bp, nrm = o
        if isinstance(nrm[0], str) or ts == 0:
            continue
        v = [Fr(cv[i]) - Fr(bv[i]) for i in range(2)]
        V = math.hypot(float(v[0]), float(v[1]))
        vn = -(float(v[0]) * float(nrm[0]) + float(v[1]) * float(nrm[1]))
        if not vn > 1e-3 * V:
            continue  # near a graze: the global bound stands
        L, tf = r, Fr(ts)
        for i in range(2):
            p = Fr(c[i]) + Fr(cv[i]) * tf
            lo_t, hi_t = Fr(box[i]) + Fr(bv[i]) * tf, Fr(box[i + 2]) + Fr(bv[i]) * tf
            if p - lo_t > Fr(r) and hi_t - p > Fr(r):
                continue
            near = lo_t if abs(p - lo_t) <= abs(p - hi_t) else hi_t
            L = max(L, abs(c[i]) + abs(float(v[i])) * float(ts), abs(float(near)))
        tb = 64 * EPS[prec] * (float(ts) + L / vn) + TINY[prec]
        fam("far axis, local scale")
        if float(abs(Decimal(res.time) - ts)) > tb:
            fail("far axis time %r vs %s: bound %.3g at the local scale: %s c=%r r=%r cv=%r box=%r bv=%r"
                 % (res.time, ts, tb, prec, c, r, cv, box, bv))


def family_near_tangent_start(prec, rng, n):
    """Starts a few ulps outside a corner's circle (the center at the
    corner plus (a, b) m with a^2 + b^2 = (r/m)^2, one coordinate nudged
    outward by 1-3 ulps, or by 2^-50 .. 2^-18 of the scale (the corner's
    gap then from the compensated stage); a quarter of them with that
    coordinate at 0, so
    its ulps are subnormal), and starts beside a corner at exactly r on
    one axis and an ulp or two off on the other, passing it (a graze at
    exactly r): each moving in or along. The start is separate, so a
    CONTACT must come at a time above 0, however small (a CONTACT at time
    0 means touching at the start); before 2026-11-30 the corner's root
    took its gap |p - K|^2 - r^2 rounded, which is 0 here, and answered
    time 0 (a pass 2^32 beside a corner at r = 2^109: exactly 7.7e104)."""
    cvt = f32 if prec == "f" else float
    for _ in range(n):
        s = 2.0 ** rng.randint(-40, 40) if rng.random() < 0.5 else 1.0
        lo = [float(rng.randint(-8, 0)) * s for _ in range(2)]
        hi = [lo[i] + float(rng.randint(1, 8)) * s for i in range(2)]
        sg = [rng.choice((-1, 1)) for _ in range(2)]
        m = 2.0 ** rng.randint(-3, 2) * s
        if rng.random() < 0.7:
            a, b, nn = rng.choice(((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25)))
            off = [a, b] if rng.random() < 0.5 else [b, a]
            r = nn * m
            c = [(hi[i] + off[i] * m) if sg[i] > 0 else (lo[i] - off[i] * m) for i in range(2)]
            i = rng.randrange(2)
            sp = 2.0 ** rng.randint(-4, 4) * s
            v = [-sg[k] * off[k] * sp / nn + rng.choice((0.0, 0.25, -0.5, 1.0)) * sp for k in range(2)]
        else:  # at exactly r on axis j, an ulp or two beside the corner on i, passing it along i
            r = float(rng.randint(1, 8)) * m
            i = rng.randrange(2)
            j = 1 - i
            c = [0.0, 0.0]
            c[j] = (hi[j] + r) if sg[j] > 0 else (lo[j] - r)
            c[i] = hi[i] if sg[i] > 0 else lo[i]
            v = [0.0, 0.0]
            v[i] = -sg[i] * 2.0 ** rng.randint(-6, 6) * s
        if rng.random() < 0.25:  # the nudged coordinate at 0
            lo[i], hi[i], c[i] = lo[i] - c[i], hi[i] - c[i], 0.0
        c, r, v = [cvt(x) for x in c], cvt(r), tuple(cvt(x) for x in v)
        if rng.random() < 0.3:  # 2^-50 .. 2^-18 of the scale out: the compensated gap (sweep2_corner.inc)
            c[i] = cvt(c[i] + sg[i] * max(abs(c[i]), m) * 2.0 ** -rng.randint(18, 50))
        else:
            for _ in range(rng.randint(1, 3)):
                c[i] = nextafter(c[i], sg[i] * math.inf, prec)
        box = tuple(cvt(x) for x in (lo[0], lo[1], hi[0], hi[1]))
        c = tuple(c)
        res, o = check_aabb_ref(prec, c, r, v, box, (0.0, 0.0), family="near-tangent start")
        # (a float contact sooner than 2^-149 rounds to 0 as any float does: include/circbox.h)
        if o[0] == "contact" and res.type == TYPE["contact"] and (prec == "d" or o[1] >= Decimal(2.0 ** -149)):
            fam("near-tangent start, time above 0")
            if not res.time > 0:
                fail("near-tangent start: a separate start got time %r (exact %.6g): %s c=%r r=%r cv=%r box=%r"
                     % (res.time, float(o[1]), prec, c, r, v, box))


# ---------------------------------------------------------------------------
# Oriented boxes
# ---------------------------------------------------------------------------

def check_obb(prec, rng):
    stats["obb"] += 1
    cvt = f32 if prec == "f" else float
    eps = EPS[prec]
    c, r, cv, box, bv = rnd_scene(rng, prec)
    ang = rng.uniform(0, 2 * math.pi)
    rot = (cvt(math.cos(ang)), cvt(math.sin(ang)))
    center = (cvt((box[0] + box[2]) / 2), cvt((box[1] + box[3]) / 2))
    half = (cvt((box[2] - box[0]) / 2), cvt((box[3] - box[1]) / 2))
    a = A[prec]
    T = a.T
    res = a.sweep_circle_obb2(T["Circle"](T["Vec2"](*c), r), T["Vec2"](*cv),
                              T["Obb2"](T["Vec2"](*center), T["Vec2"](*half), T["Rot2"](*rot)), T["Vec2"](*bv))
    # exact-ish local frame: the library normalizes the rotation; so does the oracle
    cs, sn = Decimal(rot[0]), Decimal(rot[1])
    nrm = (cs * cs + sn * sn).sqrt()
    cs, sn = cs / nrm, sn / nrm
    dx, dy = Decimal(c[0]) - Decimal(center[0]), Decimal(c[1]) - Decimal(center[1])
    vx, vy = Decimal(cv[0]) - Decimal(bv[0]), Decimal(cv[1]) - Decimal(bv[1])
    lx, ly = cs * dx + sn * dy, cs * dy - sn * dx
    lvx, lvy = cs * vx + sn * vy, cs * vy - sn * vx
    hx, hy = Fr(half[0]), Fr(half[1])
    delta = 16 * eps * (abs(float(dx)) + abs(float(dy)) + half[0] + half[1] + r)
    P = [Fr(lx), Fr(ly), Fr(lvx), Fr(lvy)]
    o_mid = oracle_exact(P[0], P[1], Fr(r), -hx, -hy, hx, hy, P[2], P[3])
    tc = float(o_mid[1]) if o_mid[0] == "contact" else 0.0
    if o_mid[0] == "none":
        # time of closest approach to the box centre as a proxy for t_c
        vv = float(P[2] ** 2 + P[3] ** 2)
        tc = max(0.0, -float(P[0] * P[2] + P[1] * P[3]) / vv) if vv > 0 else 0.0
    delta += 16 * eps * tc * (abs(float(vx)) + abs(float(vy)))
    dl = Fr(delta)
    lo = oracle_exact(P[0], P[1], max(Fr(r) - dl, Fr(0)), -hx, -hy, hx, hy, P[2], P[3])[0]
    hi = oracle_exact(P[0], P[1], Fr(r) + dl, -hx, -hy, hx, hy, P[2], P[3])[0]
    tag = "obb %s c=%r r=%r cv=%r center=%r half=%r rot=%r bv=%r" % (prec, c, r, cv, center, half, rot, bv)
    if lo == hi == o_mid[0] and not (r - delta <= 0 < r):
        stats["obb_checked"] += 1
        if res.type != TYPE[o_mid[0]]:
            fail("obb type %d, oracle %s beyond the margin: %s" % (res.type, o_mid[0], tag))
            return
        if o_mid[0] == "contact":
            t = o_mid[1]
            terr = float(abs(Decimal(res.time) - t))
            V = math.hypot(float(vx), float(vy))
            n = o_mid[4]
            if isinstance(n[0], str):
                return
            vn = -(float(lvx) * float(n[0]) + float(lvy) * float(n[1]))
            L = abs(float(dx)) + abs(float(dy)) + half[0] + half[1] + r
            tb = 16 * eps * (float(t) + L / vn) + delta / vn if vn > 0 else math.inf
            if terr > tb:
                fail("obb time %r vs %s: err %.3g > %.3g: %s" % (res.time, t, terr, tb, tag))
            # normal back in world axes
            wnx = cs * Decimal(n[0]) - sn * Decimal(n[1])
            wny = sn * Decimal(n[0]) + cs * Decimal(n[1])
            if max(abs(res.normal.x - float(wnx)), abs(res.normal.y - float(wny))) > 0.01 + math.sqrt(64 * eps * L / max(r, 1e-300)) * (V / vn if vn > 0 else 1e9):
                fail("obb normal (%r,%r) vs (%s,%s): %s" % (res.normal.x, res.normal.y, wnx, wny, tag))


def check_obb_quarter_turns(prec, c, r, cv, box, bv, o, tag):
    """The same scene as an oriented box turned by 0, 90, 180 and 270 degrees:
    the rotation is then exact, and so is the move into the box's frame for
    these small dyadic scenes, so the type must match the oracle exactly."""
    a = A[prec]
    T = a.T
    center = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    hx, hy = (box[2] - box[0]) / 2, (box[3] - box[1]) / 2
    for rot, half in (((1.0, 0.0), (hx, hy)), ((0.0, 1.0), (hy, hx)), ((-1.0, 0.0), (hx, hy)), ((0.0, -1.0), (hy, hx))):
        stats["cases"] += 1
        fam("obb quarter turns of exact families")
        res = a.sweep_circle_obb2(T["Circle"](T["Vec2"](*c), r), T["Vec2"](*cv),
                                  T["Obb2"](T["Vec2"](*center), T["Vec2"](*half), T["Rot2"](*rot)), T["Vec2"](*bv))
        if res.type != TYPE[o[0]]:
            fail("obb rot %r: type %d, oracle %s: %s" % (rot, res.type, o[0], tag))
        elif o[0] == "contact":
            eps = EPS[prec]
            if abs(Decimal(res.time) - o[1]) > Decimal(64 * eps) * (o[1] + 16) and not isinstance(o[4][0], str) and \
                    -(float(Fr(cv[0]) - Fr(bv[0])) * float(o[4][0]) + float(Fr(cv[1]) - Fr(bv[1])) * float(o[4][1])) > 0.01:
                fail("obb rot %r: time %r vs %s: %s" % (rot, res.time, o[1], tag))


def family_quarter_turn_offsets(prec, rng, n):
    """A quarter-turned box whose center and half extent have low bits that
    cancel at one face (center + half on a coarse grid), and a circle
    of coarse coordinates moving along that face at exactly r (and an ulp
    either side), or anywhere: the offset center - box center rounds, the
    bounds center -+ half do not. The type must be exact (the sweep takes
    such a box as the axis-aligned one it is, src/shape/obb_aligned.inc;
    through the frame an independent oracle found 317 of 21,660 such
    tangencies wrong). Scenes from subnormal to 2^1020 (cbx.scene_exponent)."""
    a = A[prec]
    T = a.T
    rnd = f32 if prec == "f" else float
    bits = 53 if prec == "d" else 24
    for _ in range(n):
        S = 2.0 ** cbx.scene_exponent(rng, prec)
        face = rnd(rng.randint(-16, 16) * (S / 16))
        h = rnd(rng.uniform(0.01, 1) * S)  # many low bits
        o = rnd(face - h)
        oo = rnd(rng.uniform(-1, 1) * S)
        ho = rnd(rng.randint(1, 16) * (S / 16)) if rng.random() < 0.5 else rnd(rng.uniform(0, 1) * S)
        lo, hi = (o - h, face), (oo - ho, oo + ho)
        if not all(math.isfinite(x) and abs(x) < HUGE[prec] / 4 for x in (o, h, oo, ho, face)) or \
                Fr(o) + Fr(h) != Fr(face) or Fr(rnd(o - h)) != Fr(o) - Fr(h) or \
                Fr(rnd(oo - ho)) != Fr(oo) - Fr(ho) or Fr(rnd(oo + ho)) != Fr(oo) + Fr(ho):
            continue
        r = rnd(rng.randint(0, 64) * (S * 2.0 ** -rng.randint(0, bits // 2)))
        perp = rnd(face + r)
        if not (abs(perp) < HUGE[prec] / 4) or Fr(perp) != Fr(face) + Fr(r):
            continue
        perp = rng.choice((perp, perp, nextafter(perp, math.inf, prec), nextafter(perp, -math.inf, prec)))
        along = rnd(oo + rng.choice((-1, 1)) * (ho + rng.randint(1, 64) * (S / 16)))
        speed = rnd(rng.randint(1, 16) * (S / 16))
        v_along = -speed if along > oo else speed
        v_perp = 0.0 if rng.random() < 0.6 else rnd(rng.uniform(-1, 1) * speed)
        if not all(math.isfinite(x) and abs(x) < HUGE[prec] / 4 for x in (r, perp, along, speed, v_perp)):
            continue
        bv = (0.0, 0.0)
        # world axes: the face's normal along y (or x), pointing up (or down)
        up, axis = rng.choice((1, -1)), rng.randrange(2)
        wc = [(along, up * perp), (up * perp, along)][axis]
        wv = [(v_along, up * v_perp), (up * v_perp, v_along)][axis]
        ylo, yhi = (lo[0], lo[1]) if up > 0 else (-lo[1], -lo[0])
        yo = o if up > 0 else -o
        if axis == 0:
            box = (hi[0], ylo, hi[1], yhi)
            center, wh = (oo, yo), (ho, h)
        else:
            box = (ylo, hi[0], yhi, hi[1])
            center, wh = (yo, oo), (h, ho)
        if not all(rnd(x) == x for x in (*wc, *wv, r, *box, *center, *wh)):
            continue
        o_ref = oracle_aabb(wc, r, wv, box, bv)
        rot = rng.choice(((1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)))
        half = wh if rot[1] == 0 else (wh[1], wh[0])  # a quarter turn swaps the box's own axes
        stats["cases"] += 1
        fam("obb quarter turn, offsets rounding")
        res = a.sweep_circle_obb2(T["Circle"](T["Vec2"](*wc), r), T["Vec2"](*wv),
                                  T["Obb2"](T["Vec2"](*center), T["Vec2"](*half), T["Rot2"](*rot)), T["Vec2"](*bv))
        stats[o_ref[0]] += 1
        if res.type != TYPE[o_ref[0]]:
            fail("obb quarter turn, offsets rounding: type %d, oracle %s: %s c=%r r=%r cv=%r center=%r half=%r rot=%r"
                 % (res.type, o_ref[0], prec, wc, r, wv, center, half, rot))


def invalid_checks():
    for prec in ("d", "f"):
        a = A[prec]
        T = a.T
        nan, inf = float("nan"), float("inf")
        good = ((0.0, 0.0), 1.0, (1.0, 0.0), (2.0, -1.0, 3.0, 1.0), (0.0, 0.0))
        bads = [((nan, 0.0), 1.0, (1.0, 0.0), (2.0, -1.0, 3.0, 1.0), (0.0, 0.0)),
                ((0.0, 0.0), -1.0, (1.0, 0.0), (2.0, -1.0, 3.0, 1.0), (0.0, 0.0)),
                ((0.0, 0.0), 1.0, (inf, 0.0), (2.0, -1.0, 3.0, 1.0), (0.0, 0.0)),
                ((0.0, 0.0), 1.0, (1.0, 0.0), (2.0, -1.0, 3.0, 1.0), (0.0, nan)),
                ((0.0, 0.0), 1.0, (1.0, 0.0), (3.0, -1.0, 2.0, 1.0), (0.0, 0.0))]
        for s in bads:
            res = call_aabb(prec, *s)
            stats["cases"] += 1
            fam("invalid input")
            if res.type != cbx.SWEEP_INVALID or not math.isnan(res.time) or not math.isnan(res.point.x) \
                    or not math.isnan(res.normal.y):
                fail("invalid input not INVALID: %r -> %d" % (s, res.type))
        res = call_aabb(prec, *good)
        if res.type != cbx.SWEEP_CONTACT or res.time != 1.0:
            fail("simple sweep %s: %d %r" % (prec, res.type, res.time))


def family_ladder(prec, rng, n):
    """Aimed at the sweep's exact rungs: rolling on a flush floor at exactly
    r (the linear rung), one ulp above and below; falling straight and
    slanted onto a tile with grid data (the certificate rung), the same with
    long significands (certificate refuses: 1 + 2^-30 in the velocity), and
    slanted grazes of a corner arc on the grid (3-4-5)."""
    for _ in range(n):
        r = rng.randint(1, 16) / 8.0
        tx = float(rng.randint(-50, 50))
        box = (tx, -1.0, tx + 1.0, 0.0)
        x0 = tx - r - rng.randint(1, 16) / 4.0
        sp = rng.randint(1, 16) / 2.0
        for y, want in ((r, "contact"), (nextafter(r, 9.0, prec), "none"), (nextafter(r, 0.0, prec), "contact")):
            check_aabb(prec, (x0, y), r, (sp, 0.0), box, (0.0, 0.0), family="ladder rolling", expect=want)
            check_aabb(prec, (x0, y), r, (sp + 1.0, 0.0), box, (1.0, 0.0), family="ladder rolling, both move")
        cx = tx + rng.randint(-8, 16) / 8.0
        h = r + rng.randint(1, 16) / 2.0
        for vx in (0.0, rng.randint(-4, 4) / 4.0, (1.0 + 2.0 ** -30) * rng.randint(1, 4) / 4.0):
            for vy in (-float(rng.randint(1, 8)), -(1.0 + 2.0 ** -29)):
                check_aabb(prec, (cx, h), r, (vx, vy), box, (0.0, 0.0), family="ladder falling")
        # slanted graze of the top-right corner (tx + 1, 0): offset (3, 4) s from
        # the tangent point, velocity (-4, 3) s' so that the path is tangent
        s_ = rng.randint(1, 8) / 4.0
        k = (tx + 1.0, 0.0)
        c = (k[0] + 3 * s_ + 4 * 2.0, k[1] + 4 * s_ - 3 * 2.0)
        for rr, want in ((5 * s_, "contact"), (nextafter(5 * s_, 0.0, prec), "none")):
            check_aabb(prec, c, rr, (-4.0, 3.0), box, (0.0, 0.0), family="ladder slanted graze", expect=want)


def family_mixed(prec, rng, n):
    """Every coordinate, the radius and every velocity component of its own
    magnitude: gaps far below the scene's size, velocities that cancel,
    times beyond the range; half of them aimed at the box."""
    for _ in range(n):
        c = (any_magnitude(rng, prec), any_magnitude(rng, prec))
        a = [any_magnitude(rng, prec) for _ in range(4)]
        box = (min(a[0], a[2]), min(a[1], a[3]), max(a[0], a[2]), max(a[1], a[3]))
        r = abs(any_magnitude(rng, prec))
        bv = (any_magnitude(rng, prec), any_magnitude(rng, prec))
        cv = (any_magnitude(rng, prec), any_magnitude(rng, prec))
        if rng.random() < 0.5:
            tgt = [rng.uniform(box[i], box[i + 2]) if math.isfinite(box[i + 2] - box[i]) else box[i]
                   for i in range(2)]
            k = rng.randint(-40, 40) if prec == "d" else rng.randint(-10, 10)
            cv = tuple((tgt[i] - c[i]) * 2.0 ** k + bv[i] for i in range(2))
            if prec == "f":
                cv = tuple(map(f32, cv))
        if any(math.isinf(x) for x in cv):
            continue
        check_aabb(prec, c, r, cv, box, bv, family="mixed magnitudes")
    # Found by the long runs (SWEEP2_LONG=1 SWEEP2_SEED=9101, 9202, 9303),
    # wrong until 2026-12-01: balls 2^859 and 2^1570 times their radius
    # from a corner they meet (the rescaled r |v| squared to 0 and put the
    # normal along the tangent: (0, 1) for about (-1, -9e-172)); points passing exactly
    # through a corner of a box far thinner than the path's rounding (the
    # rounded slab entries tied, and the exact order was not used: the
    # other corner's face and cone).
    found = {"d": [((-8.758076190138405e+258, -3.700774467534801e-171), 4.0,
                    (1.1984382250832991e+278, 1.102916737656236e-178),
                    (-2.1201223508525325e-198, -6.022097586724875e-261, 7.898131402303755e+285, 0.0),
                    (3.6726736917153336e+171, 2.202049937554661e-274)),
                   ((-5.0, -2.3496414122546786e-172), 0.0, (20.0, 9.398565649018715e-172),
                    (-7.433917861161056e-283, 0.0, 0.0, 1.2629063102326244e-226), (0.0, 0.0)),
                   ((-3.2555048935014545e+186, -1.2737227285013294e-303), 8.726392140433479e-287,
                    (4.6599515921352475e+258, 4.975479408208318e-306), (5.0, 0.0, 3.7619532140341526e+261, 0.0),
                    (-4.0, 0.0)),
                   ((4.50952167747289e-178, 0.0), 1.9546042927829763e-258,
                    (-4.183431727905018e+288, -1.7610447438314052e-132),
                    (-4.431274900120586e+295, -1.542009313563704e-126, -3.4698067780688816e+100, -6.430789e-317),
                    (5.47456744031059e-95, 7.646422578370168e-193))],
             "f": [((3.0, -4.0), 0.0, (-3.0, -2.0), (0.0, 0.0, f32(1.1057316937807149e-26), 0.0), (0.0, -6.0)),
                   ((2.0, 5.0), 0.0, (-32.0, -85.0),
                    (0.0, f32(-9.900043699640445e-36), f32(5.691014845923725e-36), 0.0), (0.0, -5.0)),
                   ((f32(-1.01808377442147e+28), -1.0), 0.0, (f32(6.515736156297408e+29), -122.0),
                    (-6.0, -3.0, 0.0, -3.0), (0.0, 6.0)),
                   ((6.0, f32(-5.304615336701595e-41)), 0.0, (1907.7938232421875, f32(4.243692269361276e-40)),
                    (0.0, 0.0, f32(1.111173301086591e-19), 0.0), (1955.7938232421875, 0.0))]}
    for c, r, cv, box, bv in found[prec]:
        for sc in all_orientations((c, r, cv, box, bv)):
            check_aabb(prec, *sc, family="mixed magnitudes, found")


def family_far_corner(prec, rng, n):
    """A ball aimed at a box corner from far away, its radius 2^-560 to
    2^-1400 (float: 2^-20 to 2^-200) of its distance, its offset across
    the path within 2^60 of r either way, or anywhere from the distance
    itself (oblique) down to 2^-1500 of it (all but along an axis),
    passing the corner within r, the box
    often moving too (the relative velocity then rounds): the rescaled
    corner root, where r |v| may not square and the offset across may not
    survive the rescaling (the normal came out along the tangent, on the
    wrong side, before 2026-12-01). A tenth in every orientation."""
    lo_k, hi_k, top, lo_e = (560, 1400, 1000, 1500) if prec == "d" else (20, 200, 120, 250)
    cvt = f32 if prec == "f" else float
    for _ in range(n):
        dist = 2.0 ** rng.randint(-top // 2, top) * rng.uniform(1, 2)
        k = rng.randint(lo_k, hi_k)
        r = cvt(math.ldexp(dist, -k))
        across = math.ldexp(dist, -rng.randint(0, lo_e)) if rng.random() < 0.3 else math.ldexp(r, rng.randint(-60, 60))
        if not r > 0 or not math.isfinite(dist):
            continue
        w = 2.0 ** rng.randint(-top // 2, top // 2) * rng.uniform(0.5, 4)
        box = tuple(cvt(x) for x in (0.0, 0.0, w, w))
        c = (cvt(-dist), cvt(-across))
        aim = float(c[1]) + rng.uniform(-0.95, 0.95) * r  # the path's offset at the corner, within r
        speed = 2.0 ** max(rng.randint(-top // 3, top // 3), k - top)  # its slope (about 2^-k) must not underflow
        bx = rng.choice((0.0, 1.0, -3.0)) * speed * 2.0 ** -rng.randint(0, 60)
        cv = (cvt(speed + bx), cvt(-aim * (speed / float(-c[0]))))
        bv = (cvt(bx), 0.0)
        if not all(math.isfinite(x) for x in (*c, *cv, *bv)):
            continue
        scenes = all_orientations((c, r, cv, box, bv)) if rng.random() < 0.1 else [(c, r, cv, box, bv)]
        for sc in scenes:
            check_aabb(prec, *sc, family="far corner")

def scaled_scene(s, k, j):
    """Lengths times 2^k, velocities times 2^j (times scale by 2^(k - j))."""
    c, r, cv, box, bv = s
    L, V = 2.0 ** k, 2.0 ** j
    return ((c[0] * L, c[1] * L), r * L, (cv[0] * V, cv[1] * V), tuple(x * L for x in box), (bv[0] * V, bv[1] * V))


def family_fast_path(prec, rng, n):
    """Aimed at the fast path's decision boundaries (src/sweep/sweep2_fast.inc),
    each case beside the same case one bit off, in every orientation, scaled
    by 2^k (lengths) and 2^j (speeds) across the range: a face hit whose
    other coordinate lands exactly on the face's corner at the entry time
    (and one ulp either side: face, corner arc or miss); an entry exactly r
    beyond the near face (the grown-box miss's border; the corner arc's
    tangent from below); sliding at exactly r along each face (rolling,
    falling beside a wall), zero radius included; a gap of exactly r on one
    axis while moving diagonally; grid data; flat boxes; starts touching or
    overlapping; random speeds that make one slab entry dominate."""
    kmax = 1000 if prec == "d" else 100
    for _ in range(n):
        r = rng.choice([0.0, 0.125, 0.5, 1.0, 1.5, rng.randint(1, 64) / 16.0])
        w, h = rng.choice([0.0, 1.0, 2.0, 0.5]), rng.choice([0.0, 1.0, 3.0])
        box = (0.0, 0.0, w, h)
        d = rng.randint(1, 16) / 4.0             # gap beyond r to the right face
        a = rng.randint(1, 8) / 2.0              # speeds (canonical: moving -x, -y)
        b = rng.choice([0.0, rng.randint(1, 8) / 4.0])
        T = d / a
        scenes = []
        # the other coordinate at T: on the corner, on the far border of the
        # grown slab (loy - r), inside, above the face by r/2
        for yT in (h, 0.0, -r, h / 2, h + r / 2, h + r):
            y0 = yT + b * T
            c = (w + r + d, y0)
            scenes.append(((c, r, (-a, -b), box, (0.0, 0.0)), "fast: face corner"))
            for dy in (1, -1):
                yy = nextafter(y0, y0 + dy, prec) if y0 != 0 else dy * 2.0 ** -1074
                scenes.append((((c[0], yy), r, (-a, -b), box, (0.0, 0.0)), "fast: face corner, one ulp off"))
        # sliding at exactly r above the top face and below the bottom, and one ulp off
        for y in (h + r, -r):
            for yy in (y, nextafter(y, 9.0, prec), nextafter(y, -9.0, prec)):
                scenes.append((((w + d, yy), r, (-a, 0.0), box, (0.0, 0.0)), "fast: sliding at r"))
                scenes.append((((w + d, yy), r, (-a + 1.0, 0.25), box, (1.0, 0.25)), "fast: sliding at r, both move"))
        # a gap of exactly r on x while moving diagonally, from above
        scenes.append((((w + r, h + r + d), r, (-a, -a), box, (0.0, 0.0)), "fast: gap r, diagonal"))
        # starts touching or overlapping, moving
        scenes.append((((w / 2, h + r), r, (-a, -b), box, (0.0, 0.0)), "fast: start touching"))
        scenes.append((((w / 2, h + r / 2), r, (-a, b), box, (0.0, 0.0)), "fast: start overlapping"))
        # grid data, random directions
        gc = (rng.randint(-16, 16) / 2.0, rng.randint(-16, 16) / 2.0)
        gv = (rng.randint(-8, 8) / 4.0, rng.randint(-8, 8) / 4.0)
        scenes.append(((gc, r, gv, box, (0.0, 0.0)), "fast: grid"))
        k = rng.randint(-kmax, kmax)
        j = max(-kmax, min(kmax, k + rng.randint(-30, 30)))
        o = rng.randrange(8)
        for sc, name in scenes:
            for i, sc2 in enumerate(all_orientations(sc)):
                if i != o and rng.random() < 0.75:
                    continue
                sc3 = scaled_scene(sc2, k, j)
                if not all(math.isfinite(x) and abs(x) <= HUGE[prec] for x in
                           (*sc3[0], sc3[1], *sc3[2], *sc3[3], *sc3[4])):
                    continue
                check_aabb(prec, *sc3, family=name)


def main():
    rng = random.Random(int(os.environ.get("SWEEP2_SEED", "20260521")))
    invalid_checks()
    for prec in ("d", "f"):
        family_regions(prec, rng)
        family_grazing_edges(prec)
        family_corner_tangent(prec)
        family_touching_start(prec)
        family_equal_zero_velocity(prec, rng)
        family_scale(prec, rng)
        family_tiny_radius(prec, rng)
        family_zero_radius_flat(prec)
        family_metamorphic(prec, rng, 100 if not LONG else 5000)
        family_near_grazing(prec, rng, N_RANDOM // 2)
        family_random(prec, rng, N_RANDOM)
        family_far_axis(prec, rng, N_RANDOM // 2)
        family_near_tangent_start(prec, rng, N_RANDOM // 2)
        family_mixed(prec, rng, N_RANDOM // 4)
        family_far_corner(prec, rng, 600 if not LONG else N_RANDOM // 4)
        family_ladder(prec, rng, 200)
        family_fast_path(prec, rng, 300 if not LONG else N_RANDOM // 10)
        for _ in range(N_RANDOM // 2):
            check_obb(prec, rng)
        family_quarter_turn_offsets(prec, rng, N_RANDOM)
    print("families:")
    for k, v in sorted(families.items()):
        print("  %6d  %s" % (v, k))
    print("stats:", stats)
    if failures:
        print("%d failures" % len(failures))
        return 1
    print("all %d sweep cases agree with the oracle" % stats["cases"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
