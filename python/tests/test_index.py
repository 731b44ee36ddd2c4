# SPDX-License-Identifier: MIT
"""circbox.Index: join and query equal the scan (join_*), cast equals the
per-box casts' first blocker, nearest equals a brute-force ranking; pickling
keeps the answers."""
import pickle

import numpy as np
import pytest

import circbox as cb


def grid_boxes(rng, n, dim):
    lo = rng.integers(0, 60, (n, dim))
    b = np.concatenate([lo, lo + rng.integers(0, 5, (n, dim))], axis=1).astype(float)
    b[7::97, 0] = np.nan  # invalid boxes never match
    return b


def grid_shapes(rng, n, dim):
    return np.column_stack([rng.integers(0, 60, (n, dim)), rng.integers(0, 4, n)]).astype(float)


@pytest.mark.parametrize("dim", [2, 3])
@pytest.mark.parametrize("dt", [np.float64, np.float32])
def test_join_and_query_equal_the_scan(dim, dt):
    rng = np.random.default_rng(dim)
    boxes = grid_boxes(rng, 3000, dim).astype(dt)
    shapes = grid_shapes(rng, 4000, dim).astype(dt)
    ix = cb.Index(boxes)
    assert len(ix) == 3000 and ix.single == (dt == np.float32)
    scan = cb.join_circle_aabb2 if dim == 2 else cb.join_sphere_aabb3
    i, j = ix.join(shapes)
    si, sj = scan(shapes, boxes)
    assert len(i) > 1000 and np.array_equal(i, si) and np.array_equal(j, sj)
    assert np.array_equal(ix.query(shapes[5]), sj[si == 5])
    again = pickle.loads(pickle.dumps(ix))
    assert all(np.array_equal(a, b) for a, b in zip(again.join(shapes), (i, j)))


def test_pickled_bytes_of_the_wrong_size_are_refused():
    """A truncated or foreign pickle: the C queries would have read past
    the buffer's end; refused by name."""
    from circbox import _index_from_bytes
    boxes = np.array([[0, 0, 1, 1], [2, 2, 3, 3], [4, 4, 5, 5]], np.float64)
    ix = cb.Index(boxes)
    fn, (dim, single, n, raw) = ix.__reduce__()
    assert fn(dim, single, n, raw).query([0.5, 0.5, 0.1]).tolist() == [0]
    for bad in (raw[:-8], raw + bytes(8), b""):
        with pytest.raises(ValueError, match="cannot be an index of 3 2D boxes"):
            _index_from_bytes(dim, single, n, bad)
    with pytest.raises(ValueError, match="cannot be an index"):
        _index_from_bytes(dim, single, 1000, raw)
    with pytest.raises(ValueError, match="not a pickled index"):
        _index_from_bytes(4, single, n, raw)
    with pytest.raises(ValueError, match="not a pickled index"):
        _index_from_bytes(dim, single, -1, raw)


def test_pickled_bytes_damaged_are_refused():
    """Bytes of the right size that are not the index (another kind, a
    damaged leaf or node, a box number past the count): refused with the C
    library's reason (cbx_index*_check), never queried."""
    from circbox import _index_from_bytes
    rng = np.random.default_rng(5)
    boxes = grid_boxes(rng, 100, 2)
    ix = cb.Index(boxes)
    fn, (dim, single, n, raw) = ix.__reduce__()
    words = np.frombuffer(raw, np.uint64).copy()
    with pytest.raises(ValueError, match="cannot be an index"):
        fn(3, single, n, raw)  # a 3D index of 100 boxes has another size: the size says so first
    bad = words.copy()
    bad[0] = int(bad[0]) ^ 1  # the magic of no kind
    with pytest.raises(ValueError, match="not a circbox index"):
        fn(dim, single, n, bad.tobytes())
    floats = np.frombuffer(raw, np.float64).copy()
    nodes = int(words[15]) // 8  # nodes_offset (the header's last word), in doubles
    floats[nodes] = np.nan  # the first leaf's first slot
    with pytest.raises(ValueError, match="leaf slot"):
        fn(dim, single, n, floats.tobytes())
    ids = np.frombuffer(raw, np.uint32).copy()
    ids[int(words[14]) // 4] = 100  # ids_offset: the first box number, past the count
    with pytest.raises(ValueError, match="box number"):
        fn(dim, single, n, ids.tobytes())
    assert fn(dim, single, n, raw).query([0.5, 0.5, 0.1]).tolist() == ix.query([0.5, 0.5, 0.1]).tolist()


@pytest.mark.parametrize("dt", [np.float64, np.float32])
def test_cast_is_the_first_blocker(dt):
    rng = np.random.default_rng(11)
    boxes = grid_boxes(rng, 400, 2).astype(dt)
    circles = grid_shapes(rng, 300, 2).astype(dt)
    disp = rng.integers(-20, 21, (300, 2)).astype(dt)
    ix = cb.Index(boxes)
    got, box = ix.cast(circles, disp)
    every = cb.cast_circle_aabb2(circles[:, None, :], disp[:, None, :], boxes[None, :, :])
    for r in range(len(circles)):
        hits = np.nonzero(every.hit[r])[0]
        if len(hits) == 0:
            assert not got.hit[r] and box[r] == -1
            continue
        best = hits[np.lexsort((hits, every.fraction[r, hits]))[0]]
        assert got.hit[r] and box[r] == best, r
        assert got.fraction[r] == every.fraction[r, best]
        assert np.array_equal(got.center[r], every.center[r, best])


def test_nearest_matches_brute_force():
    rng = np.random.default_rng(12)
    boxes = grid_boxes(rng, 500, 2)
    pts = rng.integers(-10, 70, (200, 2)).astype(float)
    idx, dist = cb.Index(boxes).nearest(pts, k=5)
    assert idx.shape == (200, 5) and dist.shape == (200, 5)
    valid = ~np.isnan(boxes).any(axis=1)
    for r, p in enumerate(pts):
        dx = np.maximum(np.maximum(boxes[:, 0] - p[0], 0), p[0] - boxes[:, 2])
        dy = np.maximum(np.maximum(boxes[:, 1] - p[1], 0), p[1] - boxes[:, 3])
        d2 = dx * dx + dy * dy  # exact: integers
        cand = np.nonzero(valid)[0]
        order = cand[np.lexsort((cand, d2[cand]))][:5]
        assert np.array_equal(idx[r], order), r
        assert np.array_equal(dist[r], np.sqrt(d2[order]))
    few, d = cb.Index(boxes[:2]).nearest([0, 0], k=4)
    assert list(few[2:]) == [-1, -1] and np.isinf(d[2:]).all()


def test_index_malformed():
    with pytest.raises(ValueError, match="boxes"):
        cb.Index(np.zeros((3, 5)))
    with pytest.raises(TypeError, match="boxes"):
        cb.Index(np.zeros((3, 4), complex))
    ix = cb.Index(np.zeros((3, 4)))
    with pytest.raises(ValueError, match="circles"):
        ix.join(np.zeros((2, 4)))
    with pytest.raises(ValueError, match="k must"):
        ix.nearest([0, 0], k=0)


def test_float32_boxes_never_round_a_query():
    """A float32 index answers only what float32 holds exactly: a float64
    circle (or displacement, or point) it would round raises ValueError
    naming it; the scan's columns are widened instead (exact). 1.1 rounds
    to 1.10000002384 in float32, which would make the tangent box below
    (1 + 0.1 in float64 is 1.1) overlap by the rounding."""
    boxes = np.array([[0, 0, 1, 1]], np.float32)
    ix = cb.Index(boxes)
    assert list(ix.query([1.5, 0.5, 0.5])) == [0]
    with pytest.raises(ValueError, match="circles: 1.1 is not exactly a float32"):
        ix.query([1.1, 0.5, 0.25])
    with pytest.raises(ValueError, match="displacements: 0.1 is not exactly a float32"):
        ix.cast([[2, 0.5, 0.5]], [[0.1, 0]])
    with pytest.raises(ValueError, match="points"):
        ix.nearest([[0.1, 0]])
    with pytest.raises(TypeError, match="k: expected an integer"):
        ix.nearest([[0.5, 0]], k=2.5)
    assert ix.nearest([[0.5, 0]], k=np.int32(1))[0].shape == (1, 1)
    with pytest.raises(ValueError, match="boxes: 1.1 is not exactly a float32"):
        cb.Index(np.array([[0, 0, 1.1, 1]]), single=True)
    cols = cb.BoxColumns(boxes)
    x = np.nextafter(1.5, 2.0)  # not a float32: the join runs in float64
    assert [list(a) for a in cols.join([[x, 0.5, 0.5], [1.5, 0.5, 0.5]])] == [[1], [0]]
    f = np.float32(1.1)
    assert [list(a) for a in cols.join(np.array([[f, 0.5, f - np.float32(1)]], np.float32))] == [[0], [0]]


def test_nearest_at_extreme_magnitudes():
    """The nearest boxes in their order where squared distances leave the
    range (1e200: every square was infinite; 1e20 in float32; 1e-200 and
    subnormals: every square was 0): the order was the boxes' numbers."""
    for scale, dt in ((1e200, np.float64), (1e20, np.float32), (1e-200, np.float64), (1e-320, np.float64)):
        b = np.array([[3, 0, 3, 0], [1, 0, 1, 0], [2, 0, 2, 0]], dtype=np.float64) * scale
        idx, dist = cb.Index(b.astype(dt)).nearest(np.zeros(2, dt), 3)
        assert list(idx) == [1, 2, 0], (scale, idx)
        assert np.array_equal(dist, b[[1, 2, 0], 0].astype(dt)), (scale, dist)
    far = np.array([[1.7e308, 0, 1.7e308, 0], [-1e308, 0, -1e308, 0], [1e308, 0, 1e308, 0]])
    idx, dist = cb.Index(far).nearest([0.0, 0.0], 3)
    assert list(idx) == [1, 2, 0] and list(dist) == [1e308, 1e308, 1.7e308]
