# SPDX-License-Identifier: MIT
"""Judges the 2D static queries from outside, with exact rational arithmetic.

relate/overlap on axis-aligned boxes must agree with exact arithmetic on every
case, in both precisions; contact distances must be within 1e-12 of the scale
(double) and a few ulps (float); oriented boxes must be right beyond the
documented margin 16 eps (|dx| + |dy| + hx + hy).

    python3 test_static2.py            # the CI sample (~200,000 cases)
    CBX_ORACLE_SCALE=20 python3 ...    # twenty times more
"""
import math
import os
import random
import struct
import sys
from decimal import Decimal, getcontext
from fractions import Fraction as Fr

import cbx

getcontext().prec = 80
SCALE = float(os.environ.get("CBX_ORACLE_SCALE", "1"))
SEED = int(os.environ.get("CBX_ORACLE_SEED", "20261121"))
rng = random.Random(SEED)

failures = []
passed = 0


def check(ok, what):
    global passed
    if ok:
        passed += 1
    elif len(failures) < 40:
        failures.append(what)
    else:
        failures.append(None)


# --------------------------------------------------------------------------
# exact reference


def exact_relate(cx, cy, r, x0, y0, x1, y1):
    """The relation exact real arithmetic gives (inputs valid)."""
    X, Y = Fr(cx), Fr(cy)
    px = min(max(X, Fr(x0)), Fr(x1))
    py = min(max(Y, Fr(y0)), Fr(y1))
    d2 = (X - px) ** 2 + (Y - py) ** 2
    r2 = Fr(r) ** 2
    if d2 > r2:
        return cbx.SEPARATE
    flat = r == 0 or x0 == x1 or y0 == y1
    if d2 == r2 or flat:
        return cbx.TOUCHING
    return cbx.OVERLAPPING


def dsqrt(q):
    """sqrt of a non-negative Fraction, 80 significant digits."""
    return (Decimal(q.numerator) / Decimal(q.denominator)).sqrt()


def exact_distance(cx, cy, r, x0, y0, x1, y1):
    """Signed distance per the contract, as a Decimal."""
    X, Y = Fr(cx), Fr(cy)
    px = min(max(X, Fr(x0)), Fr(x1))
    py = min(max(Y, Fr(y0)), Fr(y1))
    if px == X and py == Y:
        depth = min(X - Fr(x0), Fr(x1) - X, Y - Fr(y0), Fr(y1) - Y)
        return -(Decimal(depth.numerator) / Decimal(depth.denominator)) - Decimal(r)
    return dsqrt((X - px) ** 2 + (Y - py) ** 2) - Decimal(r)


def correctly_rounded_sqrt(q):
    return float(dsqrt(q))


# --------------------------------------------------------------------------
# float helpers

f32 = cbx.to_f32


def next_up(x, prec):
    if prec == "d":
        return math.nextafter(x, math.inf)
    b = struct.unpack("<i", struct.pack("<f", x))[0]
    if x == 0:
        return struct.unpack("<f", struct.pack("<i", 1))[0]
    b = b + 1 if x > 0 else b - 1
    return struct.unpack("<f", struct.pack("<i", b))[0]


def next_down(x, prec):
    if prec == "d":
        return math.nextafter(x, -math.inf)
    return -next_up(-x, prec)


def rnd(x, prec):
    return x if prec == "d" else f32(x)


# --------------------------------------------------------------------------
# driving the library

APIS = {p: cbx.api(p) for p in ("d", "f")}


def call_aabb(prec, cx, cy, r, x0, y0, x1, y1):
    a = APIS[prec]
    T = a.T
    c = T["Circle"](T["Vec2"](cx, cy), r)
    b = T["Aabb2"](T["Vec2"](x0, y0), T["Vec2"](x1, y1))
    return a.relate_circle_aabb2(c, b), a.overlap_circle_aabb2(c, b), a.contact_circle_aabb2(c, b)


def judge_aabb(prec, case, with_contact=True):
    cx, cy, r, x0, y0, x1, y1 = case
    vals = [rnd(v, prec) for v in case]
    if vals != list(case):
        raise ValueError("case not representable in %s: %r" % (prec, case))
    rel, ov, k = call_aabb(prec, *case)
    want = exact_relate(*case)
    check(rel == want, "%s relate %r: got %d want %d" % (prec, case, rel, want))
    check(ov == (want != cbx.SEPARATE), "%s overlap %r: got %r" % (prec, case, ov))
    if not with_contact:
        return
    check(k.relation == want, "%s contact.relation %r: got %d want %d" % (prec, case, k.relation, want))
    # sign of the distance agrees with the exact relation (non-flat cases)
    flat = r == 0 or x0 == x1 or y0 == y1
    if want == cbx.SEPARATE:
        check(k.distance > 0, "%s contact distance sign %r: %r" % (prec, case, k.distance))
    elif want == cbx.OVERLAPPING:
        check(k.distance < 0, "%s contact distance sign %r: %r" % (prec, case, k.distance))
    elif not flat:
        check(k.distance == 0, "%s touching distance %r: %r" % (prec, case, k.distance))
    scale = max(abs(v) for v in case)
    dist = exact_distance(*case)
    # beyond the double range the exact gap is not representable: inf is right
    if abs(dist) < Decimal("1e307") or prec == "f":
        tol = Decimal(scale) * Decimal(1e-12 if prec == "d" else 4e-6)
        err = abs(Decimal(k.distance) - dist) if math.isfinite(k.distance) else Decimal("Infinity")
        floor = Decimal(5e-324 if prec == "d" else 2.8e-45)
        check(err <= tol + floor, "%s contact distance %r: got %r want %s" % (prec, case, k.distance, dist))
    # normal is unit (when the numbers are in range)
    n = math.hypot(k.normal.x, k.normal.y)
    check(abs(n - 1) < (1e-12 if prec == "d" else 1e-5), "%s contact normal %r: |n| = %r" % (prec, case, n))
    # the point is on the box's boundary
    px, py = k.point.x, k.point.y
    inside = x0 <= px <= x1 and y0 <= py <= y1
    on_edge = px in (x0, x1) or py in (y0, y1)
    check(inside and on_edge, "%s contact point %r: %r,%r" % (prec, case, px, py))


# --------------------------------------------------------------------------
# case families

TRIPLES = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (9, 40, 41),
           (33, 56, 65), (119, 120, 169), (696, 697, 985), (4059, 4060, 5741)]


def random_case(prec, span=100.0):
    cx, cy = rng.uniform(-span, span), rng.uniform(-span, span)
    bx, by = rng.uniform(-span, span), rng.uniform(-span, span)
    w, h = rng.uniform(0, span / 4), rng.uniform(0, span / 4)
    r = rng.uniform(0, span / 2)
    case = (cx, cy, r, bx, by, bx + w, by + h)
    return tuple(rnd(v, prec) for v in case)


def tangent_corner_cases(prec, k):
    """Circles tangent to a box corner along a Pythagorean triple scaled by 2^k,
    then one ulp either side in the radius and in a coordinate."""
    a, b, c = rng.choice(TRIPLES)
    if rng.random() < 0.5:
        a, b = b, a
    s = 2.0 ** k
    # the box corner at (X, Y): powers of two times small integers stay exact
    X = rng.choice([0.0, 1.0, -3.0, 1024.0]) * s
    Y = rng.choice([0.0, 2.0, -5.0]) * s
    w = rng.choice([1.0, 2.0, 0.5]) * s
    sx, sy = rng.choice([(1, 1), (1, -1), (-1, 1), (-1, -1)])
    # which corner: the circle sits beyond it diagonally
    box = (X - w if sx > 0 else X, Y - w if sy > 0 else Y, X if sx > 0 else X + w, Y if sy > 0 else Y + w)
    cx, cy, r = X + sx * a * s, Y + sy * b * s, c * s
    base = (cx, cy, r) + box
    if any(rnd(v, prec) != v or not math.isfinite(v) for v in base):
        return []
    out = [base]
    out.append((cx, cy, next_up(r, prec)) + box)
    out.append((cx, cy, next_down(r, prec)) + box)
    out.append((next_up(cx, prec), cy, r) + box)
    out.append((next_down(cx, prec), cy, r) + box)
    out.append((cx, next_up(cy, prec), r) + box)
    return [o for o in out if all(math.isfinite(v) for v in o)]


def tangent_edge_cases(prec, k):
    """Circles resting exactly on an edge, and one ulp either side."""
    s = 2.0 ** k
    x0, y0 = rng.choice([-2.0, 0.0, 3.0]) * s, rng.choice([-1.0, 0.0, 5.0]) * s
    x1, y1 = x0 + rng.choice([1.0, 4.0]) * s, y0 + rng.choice([2.0, 0.5]) * s
    r = rng.choice([0.5, 1.0, 3.0, 0.75]) * s
    side = rng.randrange(4)
    t = rng.random()
    if side == 0:
        cx, cy = x1 + r, y0 + (y1 - y0) * t
    elif side == 1:
        cx, cy = x0 - r, y0 + (y1 - y0) * t
    elif side == 2:
        cx, cy = x0 + (x1 - x0) * t, y1 + r
    else:
        cx, cy = x0 + (x1 - x0) * t, y0 - r
    cx, cy = rnd(cx, prec), rnd(cy, prec)
    base = (cx, cy, r, x0, y0, x1, y1)
    if any(rnd(v, prec) != v or not math.isfinite(v) for v in base):
        return []
    return [base, (cx, cy, next_up(r, prec), x0, y0, x1, y1), (cx, cy, next_down(r, prec), x0, y0, x1, y1)]


def rounded_distance_cases(prec, k):
    """The radius set to the correctly rounded exact distance to the box, and its neighbours."""
    s = 2.0 ** k
    case = random_case(prec, 100.0)
    case = tuple(rnd(v * s, prec) for v in case)
    cx, cy, _, x0, y0, x1, y1 = case
    if not all(math.isfinite(v) for v in case):
        return []
    X, Y = Fr(cx), Fr(cy)
    px = min(max(X, Fr(x0)), Fr(x1))
    py = min(max(Y, Fr(y0)), Fr(y1))
    d2 = (X - px) ** 2 + (Y - py) ** 2
    r = rnd(correctly_rounded_sqrt(d2), prec)
    if not math.isfinite(r):
        return []
    return [(cx, cy, r, x0, y0, x1, y1), (cx, cy, next_up(r, prec), x0, y0, x1, y1),
            (cx, cy, next_down(r, prec) if r > 0 else 0.0, x0, y0, x1, y1)]


def degenerate_cases(prec):
    """Zero radius and flat boxes: any contact is TOUCHING."""
    case = list(random_case(prec, 10.0))
    pick = rng.randrange(4)
    if pick == 0:
        case[2] = 0.0
    elif pick == 1:
        case[5] = case[3]
    elif pick == 2:
        case[6] = case[4]
    else:
        case[5], case[6] = case[3], case[4]
    out = [tuple(case)]
    # a zero-radius point exactly on the box
    c2 = list(case)
    c2[2] = 0.0
    c2[0] = rng.choice([case[3], case[5]])
    c2[1] = case[4]
    out.append(tuple(c2))
    return out


def mixed_magnitude_cases(prec):
    """Huge boxes with tiny circles and the reverse, where squares over/underflow."""
    hi = 1e300 if prec == "d" else 1e38
    lo = 1e-300 if prec == "d" else 1e-38
    out = []
    big = rnd(rng.uniform(0.1, 1.0) * hi, prec)
    tiny = rnd(rng.uniform(0.1, 1.0) * lo, prec)
    out.append((big, 0.0, tiny, -big, -big, next_down(big, prec), big))
    out.append((next_up(big, prec), 0.0, tiny, -big, -big, big, big))
    out.append((big, big, big, -big, -big, 0.0, 0.0))
    out.append((tiny, tiny, tiny, -tiny, -tiny, 0.0, 0.0))
    out.append((-big, big, big, 0.0, 0.0, big, big))
    out.append((rnd(hi, prec), rnd(-hi, prec), rnd(hi, prec), rnd(-hi, prec), rnd(-hi, prec), 0.0, 0.0))
    out.append((tiny, 0.0, 0.0, 0.0, 0.0, tiny, tiny))
    sub = 5e-324 if prec == "d" else f32(1.4e-45)
    out.append((sub * 4, sub * 3, sub * 5, 0.0, -sub, 0.0, 0.0))
    out.append((sub * 3, sub * 4, sub * 5, -sub, 0.0, 0.0, 0.0))
    return [o for o in out if all(math.isfinite(v) and rnd(v, prec) == v for v in o)]


def ladder_cases(prec):
    """Families aimed at the exact ladder's stages (src/arith/dist2_sign.h):
    grid data the certificate takes (integers, halves, 2^-k dyadics, tangent
    at a Pythagorean corner or a face, and one grid step off); the same with
    one more significant bit than the 26-bit test admits (the certificate
    must refuse, the expansion decides); the expansion window's limits
    (2^-400 .. 2^480) and just beyond (the big-float decides); float data
    near tangency (face + r (1 +- 1e-12), below float's ulp)."""
    out = []
    a, b, c = rng.choice(TRIPLES[:6])
    unit = 2.0 ** rng.randint(-20, 12)
    ox, oy = rng.randint(-2000, 2000) * unit, rng.randint(-2000, 2000) * unit
    w = rng.randint(1, 50) * unit
    for off in (-1, 0, 1):
        out.append((ox + w + a * unit, oy + w + b * unit, (c + off) * unit, ox, oy, ox + w, oy + w))  # grid corner
        out.append((ox + rng.randint(0, 50) * unit, oy + w + c * unit, (c + off) * unit, ox, oy, ox + w, oy + w))
    if prec == "d":
        for bits in (25, 26, 27, 28, 30):  # significands around the certificate's 26-bit limit
            s = 1.0 + 2.0 ** -(bits - 1)  # `bits` significant bits
            for dr in (-1, 0, 1):
                r = c * s
                r = r if dr == 0 else (next_up(r, prec) if dr > 0 else next_down(r, prec))
                out.append((1.0 + a * s, 2.0 + b * s, r, -3.0, -5.0, 1.0, 2.0))
        for k in (390, 399, 400, 401, 470, 478, 479, 480, 481, -380, -398, -399, -400, -401, -402):
            s = 2.0 ** k * (1.0 + rng.randint(1, 2**40) * 2.0 ** -45)
            r = math.sqrt((a * s) ** 2 + (b * s) ** 2)
            for rr in (r, next_up(r, prec), next_down(r, prec)):
                out.append((a * s, b * s, rr, 0.0, 0.0, 0.0, 0.0))
                out.append((2.0 ** k + a * s, b * s, rr, -(2.0 ** k), -(2.0 ** k), 2.0 ** k, 0.0))
    else:
        bx, by = f32(rng.uniform(-100, 100)), f32(rng.uniform(-100, 100))
        h, r = f32(rng.uniform(1, 10)), f32(rng.uniform(0.1, 5))
        for e in (1 - 1e-12, 1.0, 1 + 1e-12):
            out.append((f32(bx + rng.uniform(-h, h)), f32(by + h + r * e), r, bx - h, by - h, bx + h, by + h))
            out.append((f32(bx + h + 0.6 * r * e), f32(by + h + 0.8 * r * e), r, bx - h, by - h, bx + h, by + h))
    return [tuple(rnd(v, prec) for v in case) for case in out]


def run_aabb(prec):
    n_random = int(40000 * SCALE)
    for _ in range(n_random):
        judge_aabb(prec, random_case(prec), with_contact=(_ % 4 == 0))
    kmax = 1000 if prec == "d" else 100
    kmin = -1070 if prec == "d" else -140
    for _ in range(int(6000 * SCALE)):
        k = rng.choice([0, 0, rng.randint(-40, 40), rng.randint(kmin, kmax)])
        for case in tangent_corner_cases(prec, k):
            judge_aabb(prec, case)
        for case in tangent_edge_cases(prec, k):
            judge_aabb(prec, case)
    for _ in range(int(4000 * SCALE)):
        k = rng.choice([0, rng.randint(-30, 30), rng.randint(kmin + 60, kmax - 60)])
        for case in rounded_distance_cases(prec, k):
            judge_aabb(prec, case)
    for _ in range(int(300 * SCALE)):
        for case in ladder_cases(prec):
            judge_aabb(prec, case)
    for _ in range(int(2000 * SCALE)):
        for case in degenerate_cases(prec):
            judge_aabb(prec, case)
        for case in mixed_magnitude_cases(prec):
            judge_aabb(prec, case)


# --------------------------------------------------------------------------
# oriented boxes: right beyond the documented margin


def run_obb(prec):
    a = APIS[prec]
    T = a.T
    eps = 2.0 ** -52 if prec == "d" else 2.0 ** -23
    tiny = 5e-324 if prec == "d" else f32(1.4e-45)
    decided = undecided = 0
    for i in range(int(20000 * SCALE)):
        ang = rng.uniform(-math.pi, math.pi)
        if i % 10 == 0:
            ang = rng.choice([0.0, math.pi / 2, math.pi, -math.pi / 2])
        c, s = rnd(math.cos(ang), prec), rnd(math.sin(ang), prec)
        ox, oy = rnd(rng.uniform(-50, 50), prec), rnd(rng.uniform(-50, 50), prec)
        hx, hy = rnd(rng.uniform(0, 20), prec), rnd(rng.uniform(0, 20), prec)
        if i % 7 == 0:
            hy = 0.0
        cx, cy = rnd(rng.uniform(-80, 80), prec), rnd(rng.uniform(-80, 80), prec)
        r = rnd(rng.uniform(0, 30), prec)
        # exact-ish reference: the rotation normalized, at 80 digits
        D = Decimal
        n = (D(c) * D(c) + D(s) * D(s)).sqrt()
        uc, us = D(c) / n, D(s) / n
        dx, dy = D(cx) - D(ox), D(cy) - D(oy)
        lx, ly = uc * dx + us * dy, uc * dy - us * dx
        qx = min(max(lx, -D(hx)), D(hx))
        qy = min(max(ly, -D(hy)), D(hy))
        dist = ((lx - qx) ** 2 + (ly - qy) ** 2).sqrt()
        margin = dist - D(r)
        bound = D(16 * eps) * (abs(dx) + abs(dy) + D(hx) + D(hy)) + D(8) * D(tiny)
        cc = T["Circle"](T["Vec2"](cx, cy), r)
        bb = T["Obb2"](T["Vec2"](ox, oy), T["Vec2"](hx, hy), T["Rot2"](c, s))
        rel = a.relate_circle_obb2(cc, bb)
        ov = a.overlap_circle_obb2(cc, bb)
        k = a.contact_circle_obb2(cc, bb)
        check(ov == (rel != cbx.SEPARATE), "%s obb overlap/relate disagree" % prec)
        check(k.relation == rel, "%s obb contact.relation" % prec)
        if abs(margin) > bound:
            decided += 1
            want = cbx.SEPARATE if margin > 0 else (cbx.TOUCHING if (r == 0 or hx == 0 or hy == 0) else cbx.OVERLAPPING)
            check(rel == want, "%s obb relate c=(%r,%r) r=%r box=(%r,%r,%r,%r,%r,%r): got %d want %d margin %s"
                  % (prec, cx, cy, r, ox, oy, hx, hy, c, s, rel, want, margin))
            # the contact distance: exact inside/outside reference
            if lx == qx and ly == qy:
                depth = min(D(hx) - abs(lx), D(hy) - abs(ly))
                want_d = -depth - D(r)
            else:
                want_d = margin
            tol = (D(1e-12) if prec == "d" else D(2e-5)) * (abs(dx) + abs(dy) + D(hx) + D(hy) + D(r))
            check(abs(D(k.distance) - want_d) <= tol, "%s obb contact distance: got %r want %s" % (prec, k.distance, want_d))
        else:
            undecided += 1
    # an oriented box at 90 degrees is exactly axis-aligned: compare with aabb exactly
    for _ in range(int(2000 * SCALE)):
        case = random_case(prec)
        cx, cy, r, x0, y0, x1, y1 = case
        hx, hy = (x1 - x0) / 2, (y1 - y0) / 2
        ox, oy = x0 + hx, y0 + hy
        if rnd(ox, prec) != ox or rnd(oy, prec) != oy or ox - hx != x0 or oy + hy != y1 or ox + hx != x1 or oy - hy != y0:
            continue
        bb = T["Obb2"](T["Vec2"](ox, oy), T["Vec2"](hy, hx), T["Rot2"](0.0, 1.0))
        cc = T["Circle"](T["Vec2"](cx, cy), r)
        check(a.relate_circle_obb2(cc, bb) == exact_relate(*case), "%s obb 90deg exact %r" % (prec, case))
    for _ in range(int(1500 * SCALE)):
        quarter_turn_offsets_round(prec)


def quarter_turn_offsets_round(prec):
    """A quarter turn (the identity included), the box's center of many low
    bits, the circle's of few, so that the world offset center - box.center
    rounds (the box's bounds are not doubles either): the relation must
    still be exact (src/shape/frame_exact.inc). Radii at the exact distance
    rounded and one or two ulps either side, and the distance itself where
    it is a double. Scenes from
    subnormal to near the largest finite (cbx.scene_exponent); a third put
    a coordinate within an ulp of a face; radius 0 too; a third of the
    rotations a few ulps off unit length."""
    a = APIS[prec]
    T = a.T
    S = 2.0 ** cbx.scene_exponent(rng, prec)
    o = [rnd(rng.uniform(-1, 1) * S, prec) for _ in range(2)]
    w = [rnd(rng.randint(0, 64) * (S / 64), prec) for _ in range(2)]
    if rng.random() < 0.8:
        w = [x if x > 0 else S / 64 for x in w]
    side = [rng.choice((-1, 0, 1)) for _ in range(2)]
    grid = S / 1024
    p = []
    for i in range(2):
        x = o[i] + side[i] * (w[i] + rng.uniform(0, 0.25) * S) if side[i] else o[i] + rng.uniform(-1, 1) * w[i]
        p.append(rnd(round(x / grid) * grid, prec))
    on_face = [i for i in range(2) if side[i]]
    if on_face and rng.random() < 0.3:  # a coordinate within an ulp of a face no double holds
        k = rng.choice(on_face)
        base = rnd(o[k] + side[k] * w[k], prec)
        p[k] = rng.choice((base, next_up(base, prec), next_down(base, prec)))
    lo = [Fr(o[i]) - Fr(w[i]) for i in range(2)]
    hi = [Fr(o[i]) + Fr(w[i]) for i in range(2)]
    d2 = sum((Fr(p[i]) - min(max(Fr(p[i]), lo[i]), hi[i])) ** 2 for i in range(2))
    r0 = rnd(math.sqrt(float(d2 / Fr(S) ** 2)) * S, prec)  # scaled: d2 itself may underflow a double
    radii = [r0, next_up(r0, prec), next_down(r0, prec), next_up(next_up(r0, prec), prec), 0.0]
    if sum(1 for i in range(2) if side[i]) == 1:
        k = 0 if side[0] else 1
        g = abs(Fr(p[k]) - Fr(o[k])) - Fr(w[k])
        if g > 0 and Fr(rnd(float(g), prec)) == g:
            radii.append(float(g))
    # a unit, or (a third of the time) a valid length a few ulps off 1:
    # the same quarter turn once normalized ((1 - 2^-53, 0) is the
    # identity), exact too (an independent oracle found it answered
    # within the margin only)
    ulp = 2.0 ** -52 if prec == "d" else 2.0 ** -23
    u = 1.0 if rng.random() < 0.67 else rng.choice((1 - ulp / 2 * rng.randint(1, 8), 1 + ulp * rng.randint(1, 8)))
    rot = rng.choice(((u, 0.0), (-u, 0.0), (0.0, u), (0.0, -u)))
    half = w if rot[1] == 0 else [w[1], w[0]]  # a quarter turn swaps the box's own axes
    bb = T["Obb2"](T["Vec2"](*o), T["Vec2"](*half), T["Rot2"](*rot))
    for r in radii:
        if not (r >= 0) or any(rnd(x, prec) != x for x in p + o + w + [r]):
            continue
        cc = T["Circle"](T["Vec2"](*p), r)
        rel = a.relate_circle_obb2(cc, bb)
        want = exact_relate(p[0], p[1], r, lo[0], lo[1], hi[0], hi[1])
        check(rel == want, "%s obb quarter turn, offsets rounding p=%r r=%r o=%r half=%r rot=%r: got %d want %d"
              % (prec, p, r, o, half, rot, rel, want))
        check(a.overlap_circle_obb2(cc, bb) == (want != cbx.SEPARATE) and a.contact_circle_obb2(cc, bb).relation == want,
              "%s obb quarter turn overlap/contact %r" % (prec, (p, r, o, half, rot)))


# --------------------------------------------------------------------------
# invalid input


def run_invalid(prec):
    a = APIS[prec]
    T = a.T
    nan, inf = float("nan"), float("inf")
    good = [1.0, 2.0, 0.5, 0.0, 0.0, 3.0, 3.0]
    for i in range(7):
        for bad in (nan, inf, -inf):
            case = list(good)
            case[i] = bad
            rel, ov, k = call_aabb(prec, *case)
            check(rel == cbx.INVALID and not ov and k.relation == cbx.INVALID and math.isnan(k.distance)
                  and math.isnan(k.point.x) and math.isnan(k.normal.y), "%s invalid %r" % (prec, case))
    for case in ([1.0, 2.0, -0.5, 0, 0, 3, 3], [1.0, 2.0, 0.5, 3, 0, 0, 3], [1.0, 2.0, 0.5, 0, 3, 3, 0],
                 [1.0, 2.0, -5e-324 if prec == "d" else -1.4e-45, 0, 0, 3, 3]):
        rel, ov, k = call_aabb(prec, *case)
        check(rel == cbx.INVALID and not ov and math.isnan(k.distance), "%s invalid %r" % (prec, case))
    # a finite box whose width overflows is valid
    big = 1.5e308 if prec == "d" else 3e38
    rel, ov, _ = call_aabb(prec, 0.0, 0.0, 1.0, -big, -big, big, big)
    check(rel == cbx.OVERLAPPING and ov, "%s huge valid box" % prec)
    # oriented: bad rotation, negative half extent, NaN
    for rot in ((0.0, 0.0), (1.0, 0.1), (nan, 0.0), (inf, 0.0), (2.0, 0.0)):
        bb = T["Obb2"](T["Vec2"](0, 0), T["Vec2"](1, 1), T["Rot2"](*rot))
        cc = T["Circle"](T["Vec2"](0, 0), 1)
        check(a.relate_circle_obb2(cc, bb) == cbx.INVALID and not a.overlap_circle_obb2(cc, bb)
              and math.isnan(a.contact_circle_obb2(cc, bb).distance), "%s invalid rot %r" % (prec, rot))
    bb = T["Obb2"](T["Vec2"](0, 0), T["Vec2"](-1, 1), T["Rot2"](1, 0))
    check(a.relate_circle_obb2(T["Circle"](T["Vec2"](0, 0), 1), bb) == cbx.INVALID, "%s negative half" % prec)


def main():
    for prec in ("d", "f"):
        run_aabb(prec)
        run_obb(prec)
        run_invalid(prec)
    bad = [f for f in failures if f]
    for f in bad:
        print("FAIL:", f)
    print("%d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
