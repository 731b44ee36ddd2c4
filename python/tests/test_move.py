# SPDX-License-Identifier: MIT
"""The mover in 2D and 3D, with and without the index: one box and one
iteration is the cast; the indexed move equals the plain one exactly; no end
center is pushed into a box; malformed worlds and indexes raise."""
import numpy as np
import pytest

import circbox as cb


def world(rng, dim, m, dt):
    """Integer boxes on a grid (faces shared between neighbours, exact tangencies)."""
    lo = rng.integers(-20, 20, size=(m, dim))
    hi = lo + rng.integers(0, 4, size=(m, dim))
    return np.concatenate([lo, hi], axis=1).astype(dt)


def movers(rng, dim, n, dt):
    shapes = np.concatenate([rng.integers(-25, 25, size=(n, dim)), rng.integers(0, 3, size=(n, 1))], axis=1)
    disp = rng.integers(-8, 9, size=(n, dim))
    return shapes.astype(dt), disp.astype(dt)


def scene(dim, single):
    """A grid world of 300 boxes, 2000 movers in it, and the mover of that dimension."""
    rng = np.random.default_rng(40 + dim + 2 * single)
    dt = np.float32 if single else np.float64
    boxes = world(rng, dim, 300, dt)
    shapes, disp = movers(rng, dim, 2000, dt)
    return (cb.move_circle2 if dim == 2 else cb.move_sphere3), boxes, shapes, disp


@pytest.mark.parametrize("single", [False, True])
def test_move_sphere3_matches_cast_on_one_box(single):
    dt = np.float32 if single else np.float64
    spheres = np.array([[5, 0, 0, 1], [5, 3, 0, 1], [0, 0, 5, 1]], dt)
    disp = np.array([[-10, 0, 0], [-10, 0, 0], [0, 0, -10]], dt)
    box = np.array([[-1, -1, -1, 1, 1, 1]], dt)
    m = cb.move_sphere3(spheres, disp, box, max_iterations=1)
    c = cb.cast_sphere_aabb3(spheres, disp, box[0])
    assert m.center.dtype == dt and m.center.shape == (3, 3) and m.hit_count.dtype == np.int32
    assert np.array_equal(m.center, c.center)
    assert list(m.hit_count) == [1, 0, 1]
    bad = cb.move_sphere3([[0, 0, 0, -1]], [[1, 0, 0]], box)
    assert np.isnan(bad.center).all()


@pytest.mark.parametrize("dim", [2, 3])
@pytest.mark.parametrize("single", [False, True])
def test_indexed_move_equals_plain_move(dim, single):
    move, boxes, shapes, disp = scene(dim, single)
    plain = move(shapes, disp, boxes)
    ix = cb.Index(boxes)
    fast = move(shapes, disp, boxes, index=ix)
    for a, b in zip(plain[:2], fast[:2]):  # centers and remaining displacements
        assert a.dtype == b.dtype and np.array_equal(a, b, equal_nan=True)
    assert plain.hit_count.sum() > 100  # the world is in the way
    # Broadcasting: one displacement for every shape.
    one = move(shapes, disp[0], boxes, index=ix)
    assert np.array_equal(one.center, move(shapes, np.broadcast_to(disp[0], disp.shape), boxes).center)


@pytest.mark.parametrize("dim, single", [
    (2, False), (3, False), (3, True), (2, True),
])
def test_indexed_move_counts_the_same_blocks(dim, single):
    move, boxes, shapes, disp = scene(dim, single)
    plain = move(shapes, disp, boxes).hit_count
    fast = move(shapes, disp, boxes, index=cb.Index(boxes)).hit_count
    assert np.array_equal(plain, fast), np.nonzero(plain != fast)[0][:5]


@pytest.mark.parametrize("single", [False, True])
def test_move_sphere3_never_pushes_into_a_box(single):
    rng = np.random.default_rng(5 + single)
    dt = np.float32 if single else np.float64
    boxes = world(rng, 3, 200, dt)
    spheres, disp = movers(rng, 3, 1500, dt)
    end = spheres.copy()
    end[:, :3] = cb.move_sphere3(spheres, disp, boxes).center
    before = cb.relate_sphere_aabb3(spheres[:, None, :], boxes[None, :, :])
    after = cb.relate_sphere_aabb3(end[:, None, :], boxes[None, :, :])
    pushed = (after == cb.OVERLAPPING) & (before != cb.OVERLAPPING)
    assert not pushed.any(), np.argwhere(pushed)[:5]


def test_move_sphere3_oriented_world():
    """An oriented box stops the sphere where its cast does; with the identity
    frame, as the axis-aligned box does: at first contact, never inside."""
    spheres = np.array([[6.0, 0.5, 0.25, 1.0]])
    disp = np.array([[-10.0, 0.0, 0.0]])
    obb = np.array([[0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1]], np.float64)
    m = cb.move_sphere3(spheres, disp, obbs=obb, max_iterations=1)
    assert m.hit_count[0] == 1
    assert np.array_equal(m.center, cb.cast_sphere_obb3(spheres, disp, obb[0]).center)
    aabb = cb.move_sphere3(spheres, disp, [[-1, -1, -1, 1, 1, 1]], max_iterations=1).center
    for stop in (m.center, aabb):  # first contact at x = 2, never inside
        assert 0 <= stop[0, 0] - 2.0 < 1e-12 and np.array_equal(stop[0, 1:], spheres[0, 1:3])


def test_malformed_worlds_and_indexes_raise():
    boxes = np.array([[0, 0, 0, 1, 1, 1], [2, 2, 2, 3, 3, 3]], np.float64)
    s, d = [[5, 5, 5, 1]], [[1, 0, 0]]
    with pytest.raises(ValueError, match="aabbs"):
        cb.move_sphere3(s, d, boxes[:, :4])
    with pytest.raises(ValueError, match="obbs"):
        cb.move_sphere3(s, d, obbs=np.zeros((1, 6)))
    with pytest.raises(ValueError, match="spheres"):
        cb.move_sphere3([[5, 5, 1]], d, boxes)
    with pytest.raises(ValueError, match="index"):
        cb.move_sphere3(s, d, boxes, index=cb.Index(boxes[:1]))               # another count
    with pytest.raises(ValueError, match="index"):
        cb.move_sphere3(s, d, boxes, index=cb.Index(boxes.astype(np.float32)))  # another precision
    # float32 boxes and index, a list displacement: the message names it
    # (it had called the float32 boxes float64)
    f32 = np.float32([[2, -1, 3, 1]])
    with pytest.raises(ValueError, match=r"float32 index, but the move runs in float64 because some argument "
                                         r"\(displacements\) is not a float32 array"):
        cb.move_circle2(np.float32([[0, 0, 1]]), [[1, 0]], f32, index=cb.Index(f32))
    with pytest.raises(ValueError, match="index"):
        cb.move_circle2([[5, 5, 1]], [[1, 0]], boxes[:, :4], index=cb.Index(boxes))  # 3D index in 2D
    with pytest.raises(TypeError, match="index"):
        cb.move_sphere3(s, d, boxes, index=boxes)
