# SPDX-License-Identifier: MIT
"""Every vectorized query equals the C library called row by row, bit for bit,
in both precisions, on data full of tangencies, flat boxes and invalid rows."""
import numpy as np
import pytest

import circbox as cb
from cref import WIDTHS, call

PAIRS = list(WIDTHS)
ROWS = 400


def rot3(rng, n):
    q = rng.normal(size=(n, 4))
    q /= np.linalg.norm(q, axis=1, keepdims=True)
    w, x, y, z = q.T
    return np.stack([1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y),
                     2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x),
                     2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)], axis=1)


def data(pair, rng, n=ROWS):
    """Grid-aligned integers (exact tangencies: 3-4-5), some flat boxes, some invalid rows."""
    sw, bw, dim = WIDTHS[pair]
    shapes = rng.integers(-6, 7, size=(n, sw)).astype(np.float64)
    shapes[:, -1] = rng.integers(0, 6, size=n)
    if "aabb" in pair:
        lo = rng.integers(-5, 5, size=(n, dim))
        hi = lo + rng.integers(0, 4, size=(n, dim))
        boxes = np.concatenate([lo, hi], axis=1).astype(np.float64)
    elif dim == 2:
        ang = rng.uniform(0, 2 * np.pi, n)
        ang[::3] = 0.0
        boxes = np.stack([rng.integers(-4, 5, n), rng.integers(-4, 5, n), rng.integers(0, 4, n),
                          rng.integers(0, 4, n), np.cos(ang), np.sin(ang)], axis=1).astype(np.float64)
    else:
        axes = rot3(rng, n)
        axes[::3] = np.eye(3).ravel()
        boxes = np.concatenate([rng.integers(-4, 5, (n, 3)), rng.integers(0, 4, (n, 3)), axes],
                               axis=1).astype(np.float64)
    vel = rng.integers(-8, 9, size=(n, dim)).astype(np.float64)
    bvel = rng.integers(-2, 3, size=(n, dim)).astype(np.float64)
    shapes[5::37, -1] = -1.0          # negative radius
    shapes[7::41, 0] = np.nan
    boxes[11::43, 0] = np.inf
    if "aabb" in pair:
        boxes[13::47, 0] = boxes[13::47, dim] + 1   # inverted
    vel[17::53, 0] = np.nan
    return shapes, vel, boxes, bvel


def same(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    return a.shape == b.shape and np.array_equal(a, b, equal_nan=True)


@pytest.mark.parametrize("pair", PAIRS)
@pytest.mark.parametrize("single", [False, True])
def test_static_equals_c(clib, pair, single):
    rng = np.random.default_rng(17)
    s, _, b, _ = data(pair, rng)
    dt = np.float32 if single else np.float64
    s, b = s.astype(dt), b.astype(dt)
    ov = getattr(cb, f"overlap_{pair}")(s, b)
    rel = getattr(cb, f"relate_{pair}")(s, b)
    con = getattr(cb, f"contact_{pair}")(s, b)
    assert ov.dtype == np.bool_ and rel.dtype == np.int8 and con.distance.dtype == dt
    for i in range(len(s)):
        assert ov[i] == call(clib, "overlap", pair, single, s[i], b[i])
        assert rel[i] == call(clib, "relate", pair, single, s[i], b[i])
        code, nums = call(clib, "contact", pair, single, s[i], b[i])
        mine = np.concatenate([[con.distance[i]], con.point[i], con.normal[i]])
        assert con.relation[i] == code and same(mine, nums), (i, s[i], b[i])
    assert set(np.unique(rel)) == {cb.INVALID, cb.SEPARATE, cb.TOUCHING, cb.OVERLAPPING}


@pytest.mark.parametrize("pair", PAIRS)
@pytest.mark.parametrize("single", [False, True])
def test_sweep_and_cast_equal_c(clib, pair, single):
    rng = np.random.default_rng(29)
    s, v, b, bv = data(pair, rng)
    dt = np.float32 if single else np.float64
    s, v, b, bv = (x.astype(dt) for x in (s, v, b, bv))
    sw = getattr(cb, f"sweep_{pair}")(s, v, b, bv)
    ca = getattr(cb, f"cast_{pair}")(s, v, b)
    for i in range(len(s)):
        code, nums = call(clib, "sweep", pair, single, s[i], v[i], b[i], bv[i])
        mine = np.concatenate([[sw.time[i]], sw.point[i], sw.normal[i]])
        assert sw.type[i] == code and same(mine, nums), (i,)
        code, nums = call(clib, "cast", pair, single, s[i], v[i], b[i])
        mine = np.concatenate([[ca.fraction[i]], ca.center[i], ca.normal[i], ca.point[i]])
        assert ca.hit[i] == code and same(mine, nums), (i,)
    assert set(np.unique(sw.type)) >= {cb.SWEEP_INVALID, cb.SWEEP_OVERLAP, cb.SWEEP_NONE, cb.SWEEP_CONTACT}


@pytest.mark.parametrize("single", [False, True])
def test_join_and_select_equal_overlap(single):
    rng = np.random.default_rng(5)
    dt = np.float32 if single else np.float64
    for pair, join, select in (("circle_aabb2", cb.join_circle_aabb2, cb.select_circle_aabb2),
                               ("sphere_aabb3", cb.join_sphere_aabb3, cb.select_sphere_aabb3)):
        s, _, b, _ = data(pair, rng, 60)
        s, b = s.astype(dt), b.astype(dt)
        ov = getattr(cb, f"overlap_{pair}")(s[:, None, :], b[None, :, :])
        i, j = join(s, b)
        assert i.dtype == np.int64 and j.dtype == np.int64
        want_i, want_j = np.nonzero(ov)
        assert np.array_equal(i, want_i) and np.array_equal(j, want_j)
        assert np.array_equal(select(s[3], b), np.nonzero(ov[3])[0])


@pytest.mark.parametrize("single", [False, True])
def test_move_matches_cast_on_one_box(single):
    """With one box and nothing to slide along, the mover's first stop is the cast's."""
    dt = np.float32 if single else np.float64
    circles = np.array([[5, 0, 1], [5, 3, 1], [0, 5, 1]], dt)
    disp = np.array([[-10, 0], [-10, 0], [0, -10]], dt)
    box = np.array([[-1, -1, 1, 1]], dt)
    m = cb.move_circle2(circles, disp, box, max_iterations=1)
    c = cb.cast_circle_aabb2(circles, disp, box[0])
    assert m.center.dtype == dt
    assert np.array_equal(m.center, c.center)
    assert list(m.hit_count) == [1, 0, 1]
    bad = cb.move_circle2([[0, 0, -1]], [[1, 0]], box)
    assert np.isnan(bad.center).all()
