# SPDX-License-Identifier: MIT
"""circbox.dask: the partitioned join equals the single-machine join exactly,
in-process and on a two-worker distributed.LocalCluster (dask_cluster.py)."""
import os
import subprocess
import sys

import numpy as np
import pytest

import circbox

dd = pytest.importorskip("dask.dataframe")
pytest.importorskip("distributed")
import circbox.dask as cdask  # noqa: E402
from dask_cluster import data  # noqa: E402


@pytest.mark.parametrize("single", [False, True])
def test_partitioned_join_equals_single_machine(single):
    df, boxes = data(5000, 800)
    ref = cdask.join_circles_local(df, boxes, single=single)
    # The reference itself is the plain NumPy join with labels.
    dt = np.float32 if single else np.float64
    i, j = circbox.join_circle_aabb2(df[["x", "y", "r"]].to_numpy(dt), boxes.astype(dt))
    assert np.array_equal(ref["circle"].to_numpy(), df.index.to_numpy()[i])
    assert np.array_equal(ref["box"].to_numpy(), j)
    assert cdask.join_circles_local(df, boxes, single=single, method="scan").equals(ref)
    for parts in (1, 3, 7):
        for method in ("index", "scan"):
            got = cdask.join_circles(dd.from_pandas(df, npartitions=parts), boxes, single=single, method=method)
            assert got.compute(scheduler="sync").reset_index(drop=True).equals(ref)


def test_points_with_a_radius():
    df, boxes = data(2000, 300)
    pts = df.drop(columns="r")
    got = cdask.join_circles(dd.from_pandas(pts, npartitions=4), boxes, radius=2.0).compute(scheduler="sync")
    df["r"] = 2.0
    assert got.reset_index(drop=True).equals(cdask.join_circles_local(df, boxes))


def test_a_radius_float32_cannot_hold():
    """A constant radius beside float32 points is not rounded to float32: a
    point 0.25 beyond a float32 box's edge, radius 0.25 - 2**-30 (not a
    float32; float32 rounds it to 0.25, which touches): the scan answers for
    the radius as written (no pair; it gave one), the float32 index refuses."""
    import pandas as pd
    boxes = np.array([[0, 0, 1, 1]], np.float32)
    x = np.float32(1.25)
    pts = pd.DataFrame({"x": np.array([x], np.float32), "y": np.array([0.5], np.float32)})
    radius = float(x) - 1 - 2 ** -30  # not a float32: float32 rounds it up to 0.25
    assert np.float32(radius) == np.float32(0.25)
    got = cdask.join_circles_local(pts, boxes, radius=radius, method="scan")
    assert len(got) == 0  # exact: the gap 0.25 exceeds the radius
    assert len(cdask.join_circles_local(pts, boxes, radius=0.25, method="scan")) == 1
    with pytest.raises(ValueError, match="not exactly a float32"):
        cdask.join_circles_local(pts, boxes, radius=radius)  # a float32 index cannot answer it


@pytest.mark.parametrize("dim", [2, 3])
def test_on_a_local_cluster(dim):
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
    proc = subprocess.run([sys.executable, os.path.join(here, "dask_cluster.py"), "20000", "2000", "6", "index",
                           str(dim)], env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "equal True" in proc.stdout


def spheres_data(n, m, seed=11):
    rng = np.random.default_rng(seed)
    import pandas as pd
    df = pd.DataFrame({c: rng.integers(0, 200, n).astype(float) for c in "xyz"})
    df["r"] = rng.integers(0, 6, n).astype(float)
    df.index = pd.RangeIndex(5, 5 + 2 * n, 2)  # labels that are not positions
    lo = rng.integers(0, 200, (m, 3))
    boxes = np.concatenate([lo, lo + rng.integers(0, 15, (m, 3))], axis=1).astype(float)
    return df, boxes


@pytest.mark.parametrize("single", [False, True])
def test_partitioned_3d_join_equals_single_machine(single):
    df, boxes = spheres_data(4000, 600)
    dt = np.float32 if single else np.float64
    i, j = circbox.join_sphere_aabb3(df[["x", "y", "z", "r"]].to_numpy(dt), boxes.astype(dt))
    assert len(i) > 100
    ref = cdask.join_spheres_local(df, boxes, single=single)
    assert list(ref.columns) == ["sphere", "box"]
    assert np.array_equal(ref["sphere"].to_numpy(), df.index.to_numpy()[i])
    assert np.array_equal(ref["box"].to_numpy(), j)
    for parts in (1, 4):
        for method in ("index", "scan"):
            got = cdask.join_spheres(dd.from_pandas(df, npartitions=parts), boxes, single=single, method=method)
            assert got.compute(scheduler="sync").reset_index(drop=True).equals(ref)
    pts = dd.from_pandas(df.drop(columns="r"), npartitions=3)
    with_radius = df.assign(r=1.5)
    got = cdask.join_spheres(pts, boxes, radius=1.5).compute(scheduler="sync").reset_index(drop=True)
    assert got.equals(cdask.join_spheres_local(with_radius, boxes))


def test_dimension_mismatch_raises():
    df, boxes = spheres_data(10, 5)
    with pytest.raises(ValueError, match="3D boxes"):
        cdask.join_spheres(dd.from_pandas(df, npartitions=1), boxes[:, :4])
    with pytest.raises(ValueError, match="2D boxes"):
        cdask.join_circles_local(df, boxes)


def test_int64_columns_beyond_2_53_are_not_rounded():
    """An int64 column beside a float radius went through numpy.column_stack,
    which rounded 2**53 + 1 to 2**53 and turned the exact TOUCHING (a gap of
    1, radius 1) into an overlap (an independent tester's finding): refused
    by name now; exact int64 values beside floats still join."""
    import pandas as pd
    b = 2 ** 53
    boxes = np.array([[b + 2, 0, b + 4, 1]], np.float64)
    pts = pd.DataFrame({"x": np.array([b + 1], np.int64), "y": np.array([0], np.int64),
                        "r": np.array([0.5], np.float64)})
    with pytest.raises(ValueError, match="column 'x': the integer 9007199254740993"):
        cdask.join_circles_local(pts, boxes)
    with pytest.raises(ValueError, match="column 'x'"):
        cdask.join_circles_local(pts.drop(columns="r"), boxes, radius=0.5, method="scan")
    ok = pd.DataFrame({"x": np.array([b], np.int64), "y": np.array([0], np.int64), "r": np.array([2.0])})
    assert len(cdask.join_circles_local(ok, boxes)) == 1  # touching at b + 2, exact
    ok["r"] = 1.5
    assert len(cdask.join_circles_local(ok, boxes)) == 0


def test_radius_and_labels_are_taken_exactly_or_refused():
    """A constant radius goes through the package's exact rule (2**53 + 1
    had been rounded, a string or a bool read as 1.0), and the frame's index
    labels must be integers within int64 (7.9 had read 7, 2**63 read
    -2**63): an independent tester's findings."""
    import pandas as pd
    boxes = np.array([[0, 0, 1, 1.0], [2 ** 53 + 2, 0, 2 ** 53 + 3, 1]])
    pts = pd.DataFrame({"x": [1.0], "y": [0.5]})
    with pytest.raises(ValueError, match="radius: the integer 9007199254740993"):
        cdask.join_circles_local(pts, boxes, radius=2 ** 53 + 1)
    for bad in ("1", True, [1.0, 2.0]):
        with pytest.raises((TypeError, ValueError), match="radius"):
            cdask.join_circles_local(pts, boxes, radius=bad)
    assert len(cdask.join_circles_local(pts, boxes, radius=2 ** 53)) == 1  # exact ints pass
    for index in (pd.Index([7.9]), pd.Index(["a"]), pd.to_datetime(["2026-12-07"])):
        with pytest.raises(TypeError, match="circles: the frame's index labels must be integers"):
            cdask.join_circles_local(pts.set_axis(index), boxes, radius=0.5)
    with pytest.raises(ValueError, match="circles: the index label 9223372036854775808 is beyond int64"):
        cdask.join_circles_local(pts.set_axis(pd.Index(np.array([2 ** 63], np.uint64))), boxes, radius=0.5)
    got = cdask.join_circles_local(pts.set_axis(pd.Index(np.array([5], np.uint64))), boxes, radius=0.5)
    assert got["circle"].tolist() == [5] and got["circle"].dtype == np.int64
