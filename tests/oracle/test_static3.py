# SPDX-License-Identifier: MIT
"""Judges the 3D static queries (sphere vs aabb3/obb3) with exact rationals.

relate/overlap on axis-aligned boxes must equal exact arithmetic on every
case, both precisions; contact's distance sign must agree with the relation,
its distance be within 1e-12 (double) / 4e-6 (float) of the scale, its normal
unit and its point on the box; oriented boxes must be right beyond the
documented margin 24 eps (|dx| + |dy| + |dz| + hx + hy + hz).

    python3 test_static3.py            # the CI sample (~900,000 checks, ~25 s)
    CBX_ORACLE_SCALE=20 python3 ...    # twenty times more
"""
import ctypes
import math
import os
import random
import sys
from decimal import Decimal as D
from fractions import Fraction as Fr

import cbx
from oracle3 import (EPS, HUGE, QUADS, TINY, TRIPLES, Tally, distance3, next_down, next_up, relate3,
                     representable, rnd)

SCALE = float(os.environ.get("CBX_ORACLE_SCALE", "1"))
rng = random.Random(int(os.environ.get("CBX_ORACLE_SEED", "3003")))
T = Tally()
APIS = {p: cbx.api(p) for p in ("d", "f")}


def call(prec, c, r, lo, hi):
    a = APIS[prec]
    t = a.T
    s = t["Sphere"](t["Vec3"](*c), r)
    b = t["Aabb3"](t["Vec3"](*lo), t["Vec3"](*hi))
    return a.relate_sphere_aabb3(s, b), a.overlap_sphere_aabb3(s, b), a.contact_sphere_aabb3(s, b)


def judge(prec, case, family, with_contact=True):
    c, r, lo, hi = case
    if not representable(list(c) + [r] + list(lo) + list(hi), prec):
        return None
    rel, ov, k = call(prec, c, r, lo, hi)
    want = relate3(c, r, lo, hi)
    T.check(rel == want, lambda: "%s relate %r: got %d want %d" % (prec, case, rel, want), family)
    T.check(ov == (want != cbx.SEPARATE), lambda: "%s overlap %r: got %r" % (prec, case, ov))
    if not with_contact:
        return rel
    T.check(k.relation == want, lambda: "%s contact.relation %r" % (prec, case))
    flat = r == 0 or any(lo[i] == hi[i] for i in range(3))
    if want == cbx.SEPARATE:
        T.check(k.distance > 0, lambda: "%s distance sign %r: %r" % (prec, case, k.distance))
    elif want == cbx.OVERLAPPING:
        T.check(k.distance < 0, lambda: "%s distance sign %r: %r" % (prec, case, k.distance))
    elif not flat:
        T.check(k.distance == 0, lambda: "%s touching distance %r: %r" % (prec, case, k.distance))
    scale = max(abs(v) for v in list(c) + [r] + list(lo) + list(hi))
    dist = distance3(c, r, lo, hi)
    if abs(dist) < D("1e307") or prec == "f":
        tol = D(scale) * D(1e-12 if prec == "d" else 4e-6) + D(TINY[prec])
        err = abs(D(k.distance) - dist) if math.isfinite(k.distance) else D("Infinity")
        T.check(err <= tol, lambda: "%s distance %r: got %r want %s" % (prec, case, k.distance, dist))
    n = math.sqrt(k.normal.x ** 2 + k.normal.y ** 2 + k.normal.z ** 2)
    T.check(abs(n - 1) < (1e-12 if prec == "d" else 1e-6), lambda: "%s |normal| %r: %r" % (prec, case, n))
    p = (k.point.x, k.point.y, k.point.z)
    inside = all(lo[i] <= p[i] <= hi[i] for i in range(3))
    on_face = any(p[i] in (lo[i], hi[i]) for i in range(3))
    T.check(inside and on_face, lambda: "%s contact point %r: %r" % (prec, case, p))
    return rel


def box_at(prec, span):
    lo = [rnd(rng.uniform(-span, span), prec) for _ in range(3)]
    hi = [rnd(lo[i] + rng.uniform(0, span / 4), prec) for i in range(3)]
    return lo, hi


def random_case(prec, span=100.0):
    lo, hi = box_at(prec, span)
    c = [rnd(rng.uniform(-span, span), prec) for _ in range(3)]
    return c, rnd(rng.uniform(0, span / 2), prec), lo, hi


def signs():
    return [rng.choice((-1, 1)) for _ in range(3)]


def corner_box(prec, s, sg):
    """A box with one corner at X (small integers times s) on the side sg points away from."""
    X = [rng.choice([0.0, 1.0, -3.0, 1024.0]) * s for _ in range(3)]
    w = [rng.choice([1.0, 2.0, 0.5]) * s for _ in range(3)]
    lo = [X[i] - w[i] if sg[i] > 0 else X[i] for i in range(3)]
    hi = [X[i] if sg[i] > 0 else X[i] + w[i] for i in range(3)]
    return X, lo, hi


def ulp_family(prec, c, r, lo, hi):
    out = [(c, r, lo, hi), (c, next_up(r, prec), lo, hi), (c, next_down(r, prec), lo, hi)]
    for i in range(3):
        for f in (next_up, next_down):
            cc = list(c)
            cc[i] = f(cc[i], prec)
            out.append((cc, r, lo, hi))
    return out


def tangent_corner(prec, k):
    a, b, cq, d = rng.choice(QUADS)
    v = [a, b, cq]
    rng.shuffle(v)
    s = 2.0 ** k
    sg = signs()
    X, lo, hi = corner_box(prec, s, sg)
    c = [X[i] + sg[i] * v[i] * s for i in range(3)]
    return ulp_family(prec, c, d * s, lo, hi)


def tangent_edge(prec, k):
    a, b, cc = rng.choice(TRIPLES)
    s = 2.0 ** k
    sg = signs()
    X, lo, hi = corner_box(prec, s, sg)
    free = rng.randrange(3)
    others = [i for i in range(3) if i != free]
    c = list(X)
    c[others[0]] = X[others[0]] + sg[others[0]] * a * s
    c[others[1]] = X[others[1]] + sg[others[1]] * b * s
    c[free] = rnd(lo[free] + (hi[free] - lo[free]) * rng.choice([0.0, 0.25, 0.5, 1.0]), prec)
    return ulp_family(prec, c, cc * s, lo, hi)


def tangent_face(prec, k):
    s = 2.0 ** k
    lo = [rng.choice([-2.0, 0.0, 3.0]) * s for _ in range(3)]
    hi = [lo[i] + rng.choice([1.0, 4.0, 0.5]) * s for i in range(3)]
    r = rng.choice([0.5, 1.0, 3.0, 0.75]) * s
    ax = rng.randrange(3)
    c = [rnd(lo[i] + (hi[i] - lo[i]) * rng.random(), prec) for i in range(3)]
    c[ax] = hi[ax] + r if rng.random() < 0.5 else lo[ax] - r
    return ulp_family(prec, c, r, lo, hi)


def rounded_distance(prec, k):
    """The radius set to the correctly rounded exact distance, and its neighbours."""
    from fractions import Fraction as Fr
    s = 2.0 ** k
    c, _, lo, hi = random_case(prec)
    c = [rnd(v * s, prec) for v in c]
    lo = [rnd(v * s, prec) for v in lo]
    hi = [rnd(v * s, prec) for v in hi]
    d2 = sum((Fr(c[i]) - min(max(Fr(c[i]), Fr(lo[i])), Fr(hi[i]))) ** 2 for i in range(3))
    r = rnd(float((D(d2.numerator) / D(d2.denominator)).sqrt()), prec)
    if not math.isfinite(r):
        return []
    return [(c, r, lo, hi), (c, next_up(r, prec), lo, hi), (c, next_down(r, prec) if r > 0 else 0.0, lo, hi)]


def degenerate(prec):
    c, r, lo, hi = random_case(prec, 10.0)
    pick = rng.randrange(5)
    if pick == 0:
        r = 0.0
    else:
        for i in range(3):
            if pick == 4 or i == pick - 1:
                hi[i] = lo[i]
    out = [(c, r, lo, hi)]
    # a point on the box (zero radius), and a point inside a flat box
    out.append(([rng.choice([lo[i], hi[i]]) for i in range(3)], 0.0, lo, hi))
    out.append(([lo[i] for i in range(3)], r, lo, lo))
    return out


def mixed_magnitudes(prec):
    hi_, lo_ = (1e300, 1e-300) if prec == "d" else (1e38, 1e-38)
    big = rnd(rng.uniform(0.1, 1.0) * hi_, prec)
    tiny = rnd(rng.uniform(0.1, 1.0) * lo_, prec)
    sub = TINY[prec]
    mb = rnd(HUGE[prec], prec)
    return [
        ([big, 0.0, 0.0], tiny, [-big] * 3, [next_down(big, prec), big, big]),
        ([next_up(big, prec), 0.0, 0.0], tiny, [-big] * 3, [big] * 3),
        ([big, big, big], big, [-big] * 3, [0.0] * 3),
        ([tiny] * 3, tiny, [-tiny] * 3, [0.0] * 3),
        ([mb, -mb, mb], mb, [-mb] * 3, [0.0] * 3),
        ([sub * 2, sub * 4, sub * 4], sub * 6, [-sub, -sub, -sub], [0.0, 0.0, 0.0]),
        ([sub * 1, sub * 2, sub * 2], sub * 3, [0.0] * 3, [0.0] * 3),
        ([big, tiny, 0.0], tiny, [0.0] * 3, [big, 0.0, 0.0]),
    ]


def permute_mirror(prec, case):
    """Metamorphic: permuting axes and mirroring leaves the relation and distance,
    and permutes/mirrors the normal (when the center is outside the box)."""
    c, r, lo, hi = case
    if not representable(list(c) + [r] + list(lo) + list(hi), prec):
        return
    perm = [0, 1, 2]
    rng.shuffle(perm)
    sg = signs()
    c2 = [sg[j] * c[perm[j]] for j in range(3)]
    lo2 = [sg[j] * (lo[perm[j]] if sg[j] > 0 else hi[perm[j]]) for j in range(3)]
    hi2 = [sg[j] * (hi[perm[j]] if sg[j] > 0 else lo[perm[j]]) for j in range(3)]
    r1, _, k1 = call(prec, c, r, lo, hi)
    r2, _, k2 = call(prec, c2, r, lo2, hi2)
    T.check(r1 == r2, lambda: "%s metamorphic relation %r" % (prec, case), "static metamorphic")
    outside = any(not (lo[i] <= c[i] <= hi[i]) for i in range(3))
    if outside and r1 != cbx.INVALID:
        n1 = (k1.normal.x, k1.normal.y, k1.normal.z)
        n2 = (k2.normal.x, k2.normal.y, k2.normal.z)
        # equal up to the order of a three-term sum: a few ulps
        tol = 8 * EPS[prec]
        scale = max(abs(v) for v in list(c) + [r] + list(lo) + list(hi))
        same_d = abs(k1.distance - k2.distance) <= tol * scale + TINY[prec]
        T.check(same_d and all(abs(n2[j] - sg[j] * n1[perm[j]]) <= tol for j in range(3)),
                lambda: "%s metamorphic contact %r: %r %r" % (prec, case, n1, n2))


def ladder_family(prec):
    """Aimed at the exact ladder (src/arith/dist2_sign.h): grid spheres on a
    corner ((1,2,2,3) and (2,3,6,7) offsets), an edge (3,4,5 in two axes) and
    a face, tangent and one grid step off; the same with 27..30 significant
    bits (the certificate must refuse); offsets near the expansion window's
    limits 2^-400 and 2^480 and beyond; float near tangency."""
    out = []
    unit = 2.0 ** rng.randint(-20, 12)
    o = [rng.randint(-2000, 2000) * unit for _ in range(3)]
    w = rng.randint(1, 50) * unit
    lo, hi = tuple(o), tuple(v + w for v in o)
    for (a, b, c, d) in ((1, 2, 2, 3), (2, 3, 6, 7)):
        for off in (-1, 0, 1):
            out.append(((hi[0] + a * unit, hi[1] + b * unit, hi[2] + c * unit), (d + off) * unit, lo, hi))
            out.append(((hi[0] + 3 * unit, hi[1] + 4 * unit, lo[2] + unit), (5 + off) * unit, lo, hi))
            out.append(((lo[0] + unit, hi[1] + d * unit, lo[2]), (d + off) * unit, lo, hi))
    if prec == "d":
        for bits in (26, 27, 28, 30):
            s = 1.0 + 2.0 ** -(bits - 1)
            r = 3 * s
            for rr in (r, math.nextafter(r, 0), math.nextafter(r, 9)):
                out.append(((1.0 + s, 1.0 + 2 * s, 1.0 + 2 * s), rr, (0.0, 0.0, 0.0), (1.0, 1.0, 1.0)))
        for k in (399, 400, 401, 478, 479, 480, -398, -399, -400, -401):
            s = 2.0 ** k * (1.0 + rng.randint(1, 2**40) * 2.0 ** -45)
            r = math.sqrt(s * s + (2 * s) ** 2 + (2 * s) ** 2)
            for rr in (r, math.nextafter(r, 0), math.nextafter(r, math.inf)):
                out.append(((s, 2 * s, 2 * s), rr, (0.0, 0.0, 0.0), (0.0, 0.0, 0.0)))
    else:
        h, r = cbx.to_f32(rng.uniform(1, 10)), cbx.to_f32(rng.uniform(0.1, 5))
        for e in (1 - 1e-12, 1.0, 1 + 1e-12):
            out.append(((cbx.to_f32(h / 2), cbx.to_f32(-h / 3), cbx.to_f32(h + r * e)), r, (-h, -h, -h), (h, h, h)))
            out.append(((cbx.to_f32(h + 0.6 * r * e), cbx.to_f32(h + 0.8 * r * e), 0.0), r, (-h, -h, -h), (h, h, h)))
    return out


def run_aabb(prec):
    for i in range(int(8000 * SCALE)):
        case = random_case(prec)
        judge(prec, case, "static random", with_contact=(i % 4 == 0))
        if i % 8 == 0:
            permute_mirror(prec, case)
    kmax, kmin = (1000, -1070) if prec == "d" else (100, -140)
    for _ in range(int(1500 * SCALE)):
        k = rng.choice([0, 0, rng.randint(-40, 40), rng.randint(kmin, kmax)])
        for case in tangent_corner(prec, k):
            judge(prec, case, "static tangent corner")
            permute_mirror(prec, case)
        for case in tangent_edge(prec, k):
            judge(prec, case, "static tangent edge")
        for case in tangent_face(prec, k):
            judge(prec, case, "static tangent face")
    for _ in range(int(1500 * SCALE)):
        k = rng.choice([0, rng.randint(-30, 30), rng.randint(kmin + 60, kmax - 60)])
        for case in rounded_distance(prec, k):
            judge(prec, case, "static rounded distance")
    for _ in range(int(300 * SCALE)):
        for case in ladder_family(prec):
            judge(prec, case, "static ladder stages")
    for _ in range(int(800 * SCALE)):
        for case in degenerate(prec):
            judge(prec, case, "static degenerate")
        for case in mixed_magnitudes(prec):
            judge(prec, case, "static 1e-300..1e300")
    # every region class: the center in each of the 27 regions around a box
    lo, hi = [-1.0, -2.0, -3.0], [1.0, 2.0, 3.0]
    for code in range(27):
        pos = [(-4.0, 0.5, 5.0)[code // 3 ** i % 3] * (i + 1) for i in range(3)]
        for r in (0.0, 0.5, 3.0, 5.0, 100.0):
            judge(prec, (pos, r, lo, hi), "static region class")


def rotation(prec):
    """A random rotation (unit quaternion) rounded to the precision."""
    q = [rng.gauss(0, 1) for _ in range(4)]
    n = math.sqrt(sum(x * x for x in q))
    w, x, y, z = (v / n for v in q)
    m = [[1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)],
         [2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)],
         [2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)]]
    return [[rnd(v, prec) for v in row] for row in m]


def gram_schmidt_dec(axes):
    """The accepted axes made orthonormal (the box the library promises to answer for), in Decimal."""
    out = []
    for a in axes:
        v = [D(x) for x in a]
        for u in out:
            d = sum(v[i] * u[i] for i in range(3))
            v = [v[i] - d * u[i] for i in range(3)]
        n = sum(x * x for x in v).sqrt()
        out.append([x / n for x in v])
    return out


def permuted_obb3(t, o, half):
    """The box of center o and world half extents half as an Obb3 whose axes
    are a random signed permutation of the unit vectors (exactly that box),
    a third of them a few ulps off unit length (valid, and the same unit
    vector once normalized: an independent oracle found (1 - 2^-53, 0, 0)
    answered within the margin only)."""
    perm = [0, 1, 2]
    rng.shuffle(perm)
    sg = signs()
    ulp = 2.0 ** -23 if t["real"] is ctypes.c_float else 2.0 ** -52
    axes = [[0.0] * 3 for _ in range(3)]
    for k in range(3):
        u = 1.0 if rng.random() < 0.67 else rng.choice((1 - ulp / 2 * rng.randint(1, 8), 1 + ulp * rng.randint(1, 8)))
        axes[k][perm[k]] = float(sg[k]) * u
    hl = [half[perm[k]] for k in range(3)]
    return t["Obb3"](t["Vec3"](*o), t["Vec3"](*hl), (t["Vec3"] * 3)(*[t["Vec3"](*ax) for ax in axes]))


def run_obb(prec):
    a = APIS[prec]
    t = a.T
    eps = EPS[prec]
    for i in range(int(5000 * SCALE)):
        axes = rotation(prec)
        o = [rnd(rng.uniform(-50, 50), prec) for _ in range(3)]
        h = [rnd(rng.uniform(0, 20), prec) for _ in range(3)]
        if i % 7 == 0:
            h[rng.randrange(3)] = 0.0
        c = [rnd(rng.uniform(-80, 80), prec) for _ in range(3)]
        r = rnd(rng.uniform(0, 30), prec)
        u = gram_schmidt_dec(axes)
        d = [D(c[j]) - D(o[j]) for j in range(3)]
        l = [sum(u[k][j] * d[j] for j in range(3)) for k in range(3)]
        q = [min(max(l[k], -D(h[k])), D(h[k])) for k in range(3)]
        dist = sum((l[k] - q[k]) ** 2 for k in range(3)).sqrt()
        margin = dist - D(r)
        bound = D(24 * eps) * (sum(abs(x) for x in d) + sum(D(x) for x in h)) + 8 * D(TINY[prec])
        s = t["Sphere"](t["Vec3"](*c), r)
        b = t["Obb3"](t["Vec3"](*o), t["Vec3"](*h), (t["Vec3"] * 3)(*[t["Vec3"](*ax) for ax in axes]))
        rel = a.relate_sphere_obb3(s, b)
        k = a.contact_sphere_obb3(s, b)
        T.check(a.overlap_sphere_obb3(s, b) == (rel != cbx.SEPARATE), "%s obb3 overlap/relate" % prec)
        T.check(k.relation == rel, "%s obb3 contact.relation" % prec)
        if abs(margin) > bound:
            flat = r == 0 or 0.0 in h
            want = cbx.SEPARATE if margin > 0 else (cbx.TOUCHING if flat else cbx.OVERLAPPING)
            T.check(rel == want, lambda: "%s obb3 relate c=%r r=%r o=%r h=%r: got %d want %d margin %s"
                    % (prec, c, r, o, h, rel, want, margin), "obb3 beyond margin")
            if l == q:
                want_d = -min(D(h[j]) - abs(l[j]) for j in range(3)) - D(r)
            else:
                want_d = margin
            tol = D(1e-12 if prec == "d" else 2e-5) * (sum(abs(x) for x in d) + sum(D(x) for x in h) + D(r))
            T.check(abs(D(k.distance) - want_d) <= tol,
                    lambda: "%s obb3 distance: got %r want %s" % (prec, k.distance, want_d))
    # axes that are a signed permutation make the box exactly axis-aligned: exact answers
    for _ in range(int(2000 * SCALE)):
        c, r, lo, hi = random_case(prec)
        half = [(hi[j] - lo[j]) / 2 for j in range(3)]
        o = [lo[j] + half[j] for j in range(3)]
        if not all(o[j] - half[j] == lo[j] and o[j] + half[j] == hi[j] for j in range(3)) or \
                not representable(o + half, prec):
            continue
        s = t["Sphere"](t["Vec3"](*c), r)
        b = permuted_obb3(t, o, half)
        T.check(a.relate_sphere_obb3(s, b) == relate3(c, r, lo, hi),
                lambda: "%s obb3 permutation exact %r" % (prec, (c, r, lo, hi)), "obb3 axis-aligned exact")
    for _ in range(int(1500 * SCALE)):
        permuted_offsets_round(prec)


def permuted_offsets_round(prec):
    """Axes a signed permutation, the box's center of many low bits, the
    sphere's of few, so that the world offset center - box.center rounds
    (the box's bounds center -+ half are not doubles either): the relation
    must still be exact (src/shape/frame_exact.inc; an independent oracle
    found SEPARATE or OVERLAPPING for TOUCHING here before). Radii at the
    exact distance rounded and one or two ulps either side, and the
    distance itself where it is a double. Scenes from
    subnormal to near the largest finite (cbx.scene_exponent); a third put
    a coordinate within an ulp of a face; radius 0 too."""
    a = APIS[prec]
    t = a.T
    S = 2.0 ** cbx.scene_exponent(rng, prec)
    o = [rnd(rng.uniform(-1, 1) * S, prec) for _ in range(3)]
    h = [rnd(rng.randint(0, 64) * (S / 64), prec) for _ in range(3)]
    if rng.random() < 0.8:
        h = [x if x > 0 else S / 64 for x in h]
    side = [rng.choice((-1, 0, 1)) for _ in range(3)]
    grid = S / 1024
    p = []
    for i in range(3):
        x = o[i] + side[i] * (h[i] + rng.uniform(0, 0.25) * S) if side[i] else o[i] + rng.uniform(-1, 1) * h[i]
        p.append(rnd(round(x / grid) * grid, prec))
    on_face = [i for i in range(3) if side[i]]
    if on_face and rng.random() < 0.3:  # a coordinate within an ulp of a face no double holds
        k = rng.choice(on_face)
        base = rnd(o[k] + side[k] * h[k], prec)
        p[k] = rng.choice((base, next_up(base, prec), next_down(base, prec)))
    lo = [Fr(o[i]) - Fr(h[i]) for i in range(3)]
    hi = [Fr(o[i]) + Fr(h[i]) for i in range(3)]
    d2 = sum((Fr(p[i]) - min(max(Fr(p[i]), lo[i]), hi[i])) ** 2 for i in range(3))
    r0 = rnd(math.sqrt(float(d2 / Fr(S) ** 2)) * S, prec)  # scaled: d2 itself may underflow a double
    radii = [r0, next_up(r0, prec), next_down(r0, prec), next_up(next_up(r0, prec), prec), 0.0]
    if Fr(r0) ** 2 != d2 and sum(1 for i in range(3) if side[i]) == 1:
        k = [i for i in range(3) if side[i]][0]
        g = abs(Fr(p[k]) - Fr(o[k])) - Fr(h[k])
        if g > 0 and Fr(rnd(float(g), prec)) == g:
            radii.append(float(g))
    b = permuted_obb3(t, o, h)
    for r in radii:
        if not (r >= 0) or not representable(p + o + h + [r], prec):
            continue
        sph = t["Sphere"](t["Vec3"](*p), r)
        rel = a.relate_sphere_obb3(sph, b)
        want = relate3(p, r, lo, hi)
        T.check(rel == want, lambda: "%s obb3 permutation, offsets rounding p=%r r=%r o=%r h=%r: got %d want %d"
                % (prec, p, r, o, h, rel, want), "obb3 permutation, offsets rounding")
        T.check(a.overlap_sphere_obb3(sph, b) == (want != cbx.SEPARATE) and
                a.contact_sphere_obb3(sph, b).relation == want,
                lambda: "%s obb3 permutation overlap/contact %r" % (prec, (p, r, o, h)))


def run_invalid(prec):
    a = APIS[prec]
    t = a.T
    nan, inf = float("nan"), float("inf")
    good = [1.0, 2.0, 3.0, 0.5, 0.0, 0.0, 0.0, 3.0, 3.0, 3.0]
    for i in range(10):
        for bad in (nan, inf, -inf):
            v = list(good)
            v[i] = bad
            rel, ov, k = call(prec, v[0:3], v[3], v[4:7], v[7:10])
            T.check(rel == cbx.INVALID and not ov and k.relation == cbx.INVALID and math.isnan(k.distance)
                    and math.isnan(k.point.z) and math.isnan(k.normal.x), "%s invalid %r" % (prec, v),
                    "static invalid")
    for i in range(3):
        lo, hi = [0.0] * 3, [3.0] * 3
        lo[i], hi[i] = 3.0, 0.0
        rel, ov, k = call(prec, [1.0] * 3, 0.5, lo, hi)
        T.check(rel == cbx.INVALID and not ov and math.isnan(k.distance), "%s inverted box" % prec, "static invalid")
    rel, _, _ = call(prec, [1.0] * 3, -TINY[prec], [0.0] * 3, [3.0] * 3)
    T.check(rel == cbx.INVALID, "%s negative radius" % prec, "static invalid")
    big = 1.5e308 if prec == "d" else 3e38
    rel, ov, _ = call(prec, [0.0] * 3, 1.0, [-big] * 3, [big] * 3)
    T.check(rel == cbx.OVERLAPPING and ov, "%s huge valid box" % prec)
    eye = [[1.0, 0, 0], [0, 1.0, 0], [0, 0, 1.0]]
    bads = [[[0, 0, 0], [0, 1, 0], [0, 0, 1]], [[1, 0.1, 0], [0, 1, 0], [0, 0, 1]],
            [[1, 0, 0], [1, 0, 0], [0, 0, 1]], [[nan, 0, 0], [0, 1, 0], [0, 0, 1]],
            [[1, 0, 0], [0, 1, 0], [0, 0, inf]], [[2, 0, 0], [0, 1, 0], [0, 0, 1]]]
    for axes, half in [(x, [1.0] * 3) for x in bads] + [(eye, [1.0, -1.0, 1.0]), (eye, [1.0, 1.0, nan])]:
        s = t["Sphere"](t["Vec3"](0, 0, 0), 1)
        b = t["Obb3"](t["Vec3"](0, 0, 0), t["Vec3"](*half), (t["Vec3"] * 3)(*[t["Vec3"](*ax) for ax in axes]))
        T.check(a.relate_sphere_obb3(s, b) == cbx.INVALID and not a.overlap_sphere_obb3(s, b)
                and math.isnan(a.contact_sphere_obb3(s, b).distance), "%s invalid obb3 %r" % (prec, axes),
                "static invalid")


def main():
    for prec in ("d", "f"):
        run_aabb(prec)
        run_obb(prec)
        run_invalid(prec)
    return T.report()


if __name__ == "__main__":
    sys.exit(main())
