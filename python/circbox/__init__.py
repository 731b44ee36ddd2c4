# SPDX-License-Identifier: MIT
"""circbox: exact circle/rectangle and sphere/box queries over NumPy arrays.

Every query takes NumPy arrays (or anything ``numpy.asarray`` accepts) whose
LAST axis holds one shape; the leading axes broadcast against each other as
in NumPy arithmetic, and the result has the broadcast leading shape. Each call
makes one pass in C over all rows with the GIL released.

Layouts (last axis):

=============  ====  ===============================================
circles        3     x, y, r
aabb2 boxes    4     min x, min y, max x, max y
obb2 boxes     6     center x, center y, half x, half y, cos, sin
spheres        4     x, y, z, r
aabb3 boxes    6     min x, min y, min z, max x, max y, max z
obb3 boxes     15    center (3), half extents (3), axis 0, 1, 2 (3 each)
2D vectors     2     x, y        (velocities, displacements)
3D vectors     3     x, y, z
=============  ====  ===============================================

Precision: when every geometric argument is float32 the query runs in the
library's float functions and returns float32; otherwise (float64, or any
integer array) everything is converted to float64, exactly: an integer that
float64 cannot hold (beyond 2**53 and not a multiple of the power of two
that float64 keeps there) raises ValueError rather than being rounded.
Complex, object, bool, string and extended-precision arrays, and masked arrays
with masked entries (their mask would be dropped), raise TypeError;
a wrong last axis or shapes that do not broadcast raise ValueError naming the
argument.
Geometrically invalid input (NaN, inf, negative radius, inverted boxes, bad
rotations) is not an exception: it gives the library's INVALID answers
(relation ``INVALID``, sweep ``SWEEP_INVALID``, NaN numbers), row by row.
"""
import operator
from collections import namedtuple

import numpy as np

from . import _circbox
from ._circbox import simd_name

__all__ = [
    "INVALID", "SEPARATE", "TOUCHING", "OVERLAPPING",
    "SWEEP_INVALID", "SWEEP_OVERLAP", "SWEEP_NONE", "SWEEP_CONTACT",
    "Contact", "Sweep", "Cast", "Move",
    "overlap_circle_aabb2", "relate_circle_aabb2", "contact_circle_aabb2",
    "sweep_circle_aabb2", "cast_circle_aabb2",
    "overlap_circle_obb2", "relate_circle_obb2", "contact_circle_obb2",
    "sweep_circle_obb2", "cast_circle_obb2",
    "overlap_sphere_aabb3", "relate_sphere_aabb3", "contact_sphere_aabb3",
    "sweep_sphere_aabb3", "cast_sphere_aabb3",
    "overlap_sphere_obb3", "relate_sphere_obb3", "contact_sphere_obb3",
    "sweep_sphere_obb3", "cast_sphere_obb3",
    "select_circle_aabb2", "select_sphere_aabb3",
    "join_circle_aabb2", "join_sphere_aabb3",
    "move_circle2", "move_sphere3", "simd_name", "BoxColumns", "Index",
]

# cbx_relation codes (int8 arrays from relate_* and contact_*().relation).
INVALID, SEPARATE, TOUCHING, OVERLAPPING = -1, 0, 1, 2
# cbx_sweep_type codes (int8 arrays from sweep_*().type).
SWEEP_INVALID, SWEEP_OVERLAP, SWEEP_NONE, SWEEP_CONTACT = -2, -1, 0, 1

Contact = namedtuple("Contact", "relation distance point normal")
Contact.__doc__ = """Static contact, one entry per row: relation (int8 codes), distance
(signed: > 0 gap, 0 touching, < 0 minus the penetration depth), point (the box's
boundary point nearest the center, shape (..., dim)), normal (unit, box toward circle)."""
Sweep = namedtuple("Sweep", "type time point normal")
Sweep.__doc__ = """Moving contact: type (int8 SWEEP_* codes), time (first contact when
SWEEP_CONTACT, else 0), point (world space at `time`), normal (box toward circle)."""
Cast = namedtuple("Cast", "hit fraction center normal point")
Cast.__doc__ = """A cast: hit (bool), fraction of the displacement travelled in [0, 1],
center after it (never inside the box), normal and point of the blocking surface
((0, 0) when not hit). Invalid rows: hit False and NaN numbers."""
Move = namedtuple("Move", "center remaining hit_count")
Move.__doc__ = """The mover's result per circle or sphere: end center, displacement left
when the iterations ran out, number of blocks met (int32)."""

_PAIRS = {"circle_aabb2": 0, "circle_obb2": 1, "sphere_aabb3": 2, "sphere_obb3": 3}
_OVERLAP, _RELATE, _CONTACT, _SWEEP, _CAST = range(5)
_LAYOUT = {
    3: "x, y, r", 4: "4 numbers", 6: "6 numbers", 15: "center, half extents, 3 axes", 2: "x, y",
}


def _has_masked(value):
    """A masked array with masked entries in value, or in the lists and
    tuples it nests (numpy.asarray drops the mask of each)."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, np.ma.MaskedArray):
            if np.ma.getmaskarray(v).any():
                return True
        elif isinstance(v, (list, tuple)):
            stack.extend(x for x in v if isinstance(x, (list, tuple, np.ma.MaskedArray)))
    return False


def _as_real_array(name, value):
    """The argument as an array of a supported kind, or a TypeError naming it."""
    if _has_masked(value):
        # numpy.asarray keeps the data under the mask and drops the mask: the
        # answer would be for numbers the caller marked as absent.
        raise TypeError(f"{name}: a masked array with masked entries; pass .filled(...) or "
                        f".compressed() rows, as you intend")
    try:
        a = np.asarray(value)
    except Exception as exc:  # ragged lists and the like
        raise TypeError(f"{name}: cannot be read as a numeric array ({exc})") from None
    kind = a.dtype.kind
    if kind == "O" and not isinstance(value, np.ndarray):
        a = _python_integers(name, a)
        kind = a.dtype.kind
    if kind not in "fiu" or (kind == "f" and a.dtype.itemsize > 8):
        raise TypeError(f"{name}: expected a float32, float64 or integer array, got dtype {a.dtype}")
    if kind == "f" and not isinstance(value, np.ndarray):
        _check_mixed_integers(name, value, a)
    return a


def _python_integers(name, a):
    """A list holding a Python int beyond 64 bits becomes an object array in
    numpy.asarray: as float64 where every such int is exactly one (2**64 is),
    a ValueError naming the first that is not (the TypeError about an object
    dtype, which the caller never passed, had been raised: an independent
    tester's finding); `a` unchanged where it holds anything else."""
    flat = a.ravel()
    if not all(isinstance(x, (int, float, np.integer, np.float16, np.float32, np.float64)) and
               not isinstance(x, bool) for x in flat):
        return a
    out = np.empty(flat.shape, np.float64)
    for i, x in enumerate(flat):
        if isinstance(x, (int, np.integer)):
            _refuse_inexact_integer(name, x)
        out[i] = float(x)
    return out.reshape(a.shape)


def _refuse_inexact_integer(name, x):
    """A ValueError naming the integer x where float64 does not hold it."""
    try:
        # as Python ints: float(np.int64(2**53 + 1)) == np.int64(2**53 + 1)
        # compares in float64 and says True
        exact = float(int(x)) == int(x)
    except OverflowError:
        exact = False
    if not exact:
        raise ValueError(f"{name}: the integer {int(x)} is not exactly a float64; pass floats, rounded as "
                         f"you intend")


def _check_mixed_integers(name, value, a):
    """Integers mixed with floats in a list become float64 in numpy.asarray,
    rounded where they exceed 2**53 ([2**53 + 1, 0.0, 1.0] turned a tangency
    into a gap): refused by name, as an all-integer list's are. Only where
    some value is that large, so that ordinary lists pay one vectorized test."""
    with np.errstate(invalid="ignore"):
        if not (np.abs(a) >= 2.0 ** 53).any():
            return
    for x in np.asarray(value, dtype=object).ravel():
        if isinstance(x, (int, np.integer)) and not isinstance(x, bool):
            _refuse_inexact_integer(name, x)


def _exactly(name, a, real):
    """a converted to `real` (np.float32 or np.float64), or a ValueError naming
    the argument when some value would round: the answer must be for the
    numbers the caller passed. Integers beyond 2**53 (2**24 for float32) are
    exact only where they are multiples of a power of two; float64 values
    meet float32 only from Index and BoxColumns built in float32."""
    if a.dtype == real or (a.dtype.kind == "f" and a.dtype.itemsize <= np.dtype(real).itemsize):
        return a  # the same type or a narrower float: widening is exact
    if a.dtype.kind in "iu":
        limit = 2 ** 53 if real is np.float64 else 2 ** 24
        # Beyond the limit, a value is exact when it converts and back to
        # itself; the back conversion needs the rounded value below 2**63
        # (2**64 unsigned), which every exact value of the type is.
        big = a[(a > limit) | (a < -limit)] if a.dtype.kind == "i" else a[a > limit]
        wide = big.astype(real)
        top = 2.0 ** (63 if a.dtype.kind == "i" else 64)
        ok = wide < top
        bad = ~ok
        bad[ok] = wide[ok].astype(a.dtype) != big[ok]
        if bad.any():
            raise ValueError(f"{name}: the integer {int(big[bad][0])} is not exactly a {np.dtype(real).name} "
                             f"({int(bad.sum())} such in all); pass floats, rounded as you intend")
        return a.astype(real)
    with np.errstate(over="ignore", invalid="ignore"):  # 1e300 becomes inf: caught below
        narrow = a.astype(real)  # float64 to float32
        bad = ~((narrow.astype(a.dtype) == a) | np.isnan(a))
    if bad.any():
        raise ValueError(f"{name}: {float(a[bad][0])!r} is not exactly a float32, the precision of the "
                         f"index or columns ({int(bad.sum())} such in all); round with numpy.float32 "
                         f"if you intend to")
    return narrow


def _whole(name, value):
    """A count as an int: integers (Python or NumPy) only, never a float
    truncated (3.7 is not 3 iterations), and within a C int."""
    if isinstance(value, (bool, np.bool_)):  # True is not 1 iteration
        raise TypeError(f"{name}: expected an integer, got {type(value).__name__} {value!r}")
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError(f"{name}: expected an integer, got {type(value).__name__} {value!r}") from None
    if not -2 ** 31 <= v < 2 ** 31:
        raise ValueError(f"{name}: {v} is out of range")
    return v


def _prepare(args):
    """args: [(name, value, width, what)]. Returns (single, lead shape, n, 2-D arrays)."""
    arrays = []
    for name, value, width, what in args:
        a = _as_real_array(name, value)
        if a.ndim == 0 or a.shape[-1] != width:
            raise ValueError(f"{name}: expected shape (..., {width}) ({what}), got shape {a.shape}")
        arrays.append(a)
    single = all(a.dtype.kind == "f" and a.dtype.itemsize <= 4 for a in arrays)
    real = np.float32 if single else np.float64
    try:
        lead = np.broadcast_shapes(*(a.shape[:-1] for a in arrays))
    except ValueError:
        shapes = ", ".join(f"{n} {a.shape}" for (n, _, _, _), a in zip(args, arrays))
        raise ValueError(f"leading shapes do not broadcast: {shapes}") from None
    n = int(np.prod(lead, dtype=np.int64))
    flat = []
    for (name, _, width, _), a in zip(args, arrays):
        a = np.require(_exactly(name, a, real), dtype=real, requirements="A")
        # A view whenever the broadcast allows one (a single box against many
        # circles has row stride 0 and is never copied).
        flat.append(np.broadcast_to(a, lead + (width,)).reshape(n, width))
    return single, lead, n, tuple(flat)


def _static(pair, query, name_a, a, name_b, b):
    p = _PAIRS[pair]
    sw, bw = (3, 4) if p < 2 else (4, {2: 6, 3: 15}[p])
    bw = {0: 4, 1: 6, 2: 6, 3: 15}[p]
    single, lead, n, flat = _prepare([(name_a, a, sw, "x, y, r" if p < 2 else "x, y, z, r"),
                                      (name_b, b, bw, _box_what(p))])
    real = np.float32 if single else np.float64
    dim = 2 if p < 2 else 3
    if query == _OVERLAP:
        outs = (np.empty(lead, np.bool_),)
    elif query == _RELATE:
        outs = (np.empty(lead, np.int8),)
    else:
        outs = (np.empty(lead, np.int8), np.empty(lead, real), np.empty(lead + (dim,), real),
                np.empty(lead + (dim,), real))
    _circbox._run(p, query, int(single), n, flat, outs)
    return outs[0] if query != _CONTACT else Contact(*outs)


def _box_what(p):
    return ["min x, min y, max x, max y", "cx, cy, hx, hy, cos, sin",
            "min x, min y, min z, max x, max y, max z",
            "center (3), half extents (3), axes (3 x 3)"][p]


def _sweep(pair, shapes, velocities, boxes, box_velocities):
    p = _PAIRS[pair]
    dim = 2 if p < 2 else 3
    bw = {0: 4, 1: 6, 2: 6, 3: 15}[p]
    if box_velocities is None:
        box_velocities = np.zeros(dim, dtype=np.float32)
    sname = "circles" if p < 2 else "spheres"
    single, lead, n, flat = _prepare([
        (sname, shapes, dim + 1, "x, y, r" if p < 2 else "x, y, z, r"),
        ("velocities", velocities, dim, "vector"),
        ("boxes", boxes, bw, _box_what(p)),
        ("box_velocities", box_velocities, dim, "vector")])
    real = np.float32 if single else np.float64
    outs = (np.empty(lead, np.int8), np.empty(lead, real), np.empty(lead + (dim,), real),
            np.empty(lead + (dim,), real))
    _circbox._run(p, _SWEEP, int(single), n, flat, outs)
    return Sweep(*outs)


def _cast(pair, shapes, displacements, boxes):
    p = _PAIRS[pair]
    dim = 2 if p < 2 else 3
    bw = {0: 4, 1: 6, 2: 6, 3: 15}[p]
    sname = "circles" if p < 2 else "spheres"
    single, lead, n, flat = _prepare([
        (sname, shapes, dim + 1, "x, y, r" if p < 2 else "x, y, z, r"),
        ("displacements", displacements, dim, "vector"),
        ("boxes", boxes, bw, _box_what(p))])
    real = np.float32 if single else np.float64
    outs = (np.empty(lead, np.bool_), np.empty(lead, real), np.empty(lead + (dim,), real),
            np.empty(lead + (dim,), real), np.empty(lead + (dim,), real))
    _circbox._run(p, _CAST, int(single), n, flat, outs)
    return Cast(*outs)


def _make(pair):
    shape = "circles" if pair.startswith("circle") else "spheres"

    def overlap(shapes, boxes):
        return _static(pair, _OVERLAP, shape, shapes, "boxes", boxes)

    def relate(shapes, boxes):
        return _static(pair, _RELATE, shape, shapes, "boxes", boxes)

    def contact(shapes, boxes):
        return _static(pair, _CONTACT, shape, shapes, "boxes", boxes)

    def sweep(shapes, velocities, boxes, box_velocities=None):
        return _sweep(pair, shapes, velocities, boxes, box_velocities)

    def cast(shapes, displacements, boxes):
        return _cast(pair, shapes, displacements, boxes)

    overlap.__doc__ = f"""Bool array: do the {shape} and boxes share a point (touching counts)? Exact.
    Invalid rows give False (use relate_{pair} to tell them apart)."""
    relate.__doc__ = f"""int8 array of SEPARATE, TOUCHING, OVERLAPPING, or INVALID per row. Exact."""
    contact.__doc__ = f"""Contact(relation, distance, point, normal) arrays, one entry per row."""
    sweep.__doc__ = f"""Sweep(type, time, point, normal): first contact of {shape} moving with
    `velocities` against boxes moving with `box_velocities` (default at rest), times >= 0."""
    cast.__doc__ = f"""Cast(hit, fraction, center, normal, point): move the {shape} by
    `displacements` (fraction 0 to 1) and stop where they would enter the box."""
    for f, q in ((overlap, "overlap"), (relate, "relate"), (contact, "contact"), (sweep, "sweep"),
                 (cast, "cast")):
        f.__name__ = f.__qualname__ = f"{q}_{pair}"
        globals()[f.__name__] = f


for _pair in _PAIRS:
    _make(_pair)
del _pair


class BoxColumns:
    """Boxes prepared once for many joins: the coordinate columns the batch
    select reads (structure of arrays), in one precision. Picklable, so it can
    be built once and shipped to workers (circbox.dask)."""

    def __init__(self, boxes, single=None):
        b = _as_real_array("boxes", boxes)
        if b.ndim == 0 or b.shape[-1] not in (4, 6):
            raise ValueError(f"boxes: expected shape (..., 4) or (..., 6), got shape {b.shape}")
        if single is None:
            single = b.dtype.kind == "f" and b.dtype.itemsize <= 4
        self.single = bool(single)
        self.dim = b.shape[-1] // 2
        real = np.float32 if self.single else np.float64
        b2 = np.asarray(_exactly("boxes", b, real), dtype=real).reshape(-1, 2 * self.dim)
        if b2.shape[0] > 2 ** 32 - 1:  # the library's box numbers are uint32
            raise ValueError(f"boxes: at most 2**32 - 1 boxes in one join or select, got {b2.shape[0]}; split them")
        self.columns = tuple(np.ascontiguousarray(b2[:, k]) for k in range(2 * self.dim))

    def __len__(self):
        return len(self.columns[0])

    def join(self, shapes):
        """(shape index, box index) int64 arrays of every overlapping pair. The
        shapes (..., 3) or (..., 4) run in the boxes' precision when they hold
        it exactly; float32 boxes meet other shapes in float64 (widened, exact).
        Integers that float64 cannot hold raise ValueError."""
        dim = self.dim
        sname = "circles" if dim == 2 else "spheres"
        s = _as_real_array(sname, shapes)
        if s.ndim == 0 or s.shape[-1] != dim + 1:
            raise ValueError(f"{sname}: expected shape (..., {dim + 1}), got shape {s.shape}")
        single, columns = self.single, self.columns
        if single:
            try:
                s = _exactly(sname, s, np.float32)
            except ValueError:
                # Shapes that float32 cannot hold: the columns are widened
                # (exactly) for this join, so that the answer stays exact.
                single, columns = False, tuple(c.astype(np.float64) for c in columns)
        real = np.float32 if single else np.float64
        s2 = np.require(_exactly(sname, s, real), dtype=real, requirements="A").reshape(-1, dim + 1)
        return _circbox._join(dim, int(single), s2.shape[0], s2, columns)


def _join(dim, shapes, boxes):
    sname = "circles" if dim == 2 else "spheres"
    s = _as_real_array(sname, shapes)
    b = _as_real_array("boxes", boxes)
    if s.ndim == 0 or s.shape[-1] != dim + 1:
        raise ValueError(f"{sname}: expected shape (..., {dim + 1}), got shape {s.shape}")
    if b.ndim == 0 or b.shape[-1] != 2 * dim:
        raise ValueError(f"boxes: expected shape (..., {2 * dim}), got shape {b.shape}")
    single = all(a.dtype.kind == "f" and a.dtype.itemsize <= 4 for a in (s, b))
    return BoxColumns(b, single).join(s)


def join_circle_aabb2(circles, boxes):
    """Every overlapping (circle, box) pair, touching included, as two int64 arrays
    (circle index, box index) into the flattened inputs; circle-major, boxes
    ascending. Each pair's answer equals overlap_circle_aabb2 exactly."""
    return _join(2, circles, boxes)


def join_sphere_aabb3(spheres, boxes):
    """Every overlapping (sphere, box) pair: (sphere index, box index) int64 arrays."""
    return _join(3, spheres, boxes)


def select_circle_aabb2(circle, boxes):
    """Indices (int64, ascending) of the boxes (flattened) that one circle (3,) overlaps."""
    c = _as_real_array("circle", circle)
    if c.shape != (3,):
        raise ValueError(f"circle: expected shape (3,), got shape {c.shape}")
    return _join(2, c, boxes)[1]


def select_sphere_aabb3(sphere, boxes):
    """Indices (int64, ascending) of the boxes (flattened) that one sphere (4,) overlaps."""
    s = _as_real_array("sphere", sphere)
    if s.shape != (4,):
        raise ValueError(f"sphere: expected shape (4,), got shape {s.shape}")
    return _join(3, s, boxes)[1]


def _move(dim, shapes, displacements, aabbs, obbs, max_iterations, index):
    sname = "circles" if dim == 2 else "spheres"
    bw = 6 if dim == 2 else 15
    given = []
    for name, value, width in (("aabbs", aabbs, 2 * dim), ("obbs", obbs, bw)):
        w = None if value is None else _as_real_array(name, value)
        if w is not None and (w.ndim == 0 or w.shape[-1] != width):
            raise ValueError(f"{name}: expected shape (..., {width}), got shape {w.shape}")
        given.append((name, w, width))
    args = [(sname, shapes, dim + 1, "x, y, r" if dim == 2 else "x, y, z, r"),
            ("displacements", displacements, dim, "vector")]
    # The precision of every argument, the world's included (as the other
    # queries take all theirs): float64 boxes with float32 circles run in
    # float64, where they were refused as "not exactly a float32".
    if any(w is not None and not (w.dtype.kind == "f" and w.dtype.itemsize <= 4) for _, w, _ in given):
        args = [(a, _exactly(a, _as_real_array(a, v), np.float64).astype(np.float64), width, what)
                for a, v, width, what in args]
    single, lead, n, flat = _prepare(args)
    real = np.float32 if single else np.float64
    world = []
    for name, w, width in given:
        if w is None:
            w = np.empty((0, width), real)
        world.append(np.ascontiguousarray(_exactly(name, w, real), dtype=real).reshape(-1, width))
    memory = None
    if index is not None:
        if not isinstance(index, Index):
            raise TypeError(f"index: expected a circbox.Index, got {type(index).__name__}")
        if index.dim != dim or len(index) != len(world[0]):
            raise ValueError(f"index: must be built over exactly the aabbs, in their order ({len(world[0])} "
                             f"{dim}D boxes), got {len(index)} {index.dim}D boxes (only the count and the "
                             f"dimension are checked: the boxes are not compared)")
        if index.single != single:
            # the move's precision comes from all its arguments: a list or a
            # float64 array anywhere makes it float64 (the message had
            # called float32 boxes float64; an independent tester's finding)
            run = "float32" if single else "float64"
            why = ("every argument is float32" if single else
                   "some argument (" + ", ".join(
                       [a for a, v, _, _ in args if not (isinstance(v, np.ndarray) and v.dtype == np.float32)] +
                       [a for a, w, _ in given if w is not None and w.dtype != np.float32]) +
                   ") is not a float32 array")
            raise ValueError(f"index: a {'float32' if index.single else 'float64'} index, but the move runs in "
                             f"{run} because {why}; pass every argument in the index's precision")
        memory = index._memory
    outs = (np.empty(lead + (dim,), real), np.empty(lead + (dim,), real), np.empty(lead, np.int32))
    iterations = _whole("max_iterations", max_iterations)
    _circbox._move(dim, int(single), n, flat[0], flat[1], world[0], world[1], memory, iterations, outs)
    return Move(*outs)


def move_circle2(circles, displacements, aabbs=None, obbs=None, max_iterations=4, index=None):
    """Move(center, remaining, hit_count): each circle moved by its displacement
    through the same static world of axis-aligned boxes (m, 4) and oriented boxes
    (k, 6), sliding along what blocks it (cbx_move_circle2). Invalid boxes never
    block; an invalid circle or displacement gives a NaN center.

    index: optionally a circbox.Index built over exactly `aabbs` (same boxes,
    same order, same precision as the query): the move then looks only at the
    boxes near each circle (cbx_move_circle2_indexed), with the same answers."""
    return _move(2, circles, displacements, aabbs, obbs, max_iterations, index)


def move_sphere3(spheres, displacements, aabbs=None, obbs=None, max_iterations=4, index=None):
    """Move(center, remaining, hit_count) in 3D: each sphere (x, y, z, r) moved by
    its displacement (3,) through axis-aligned boxes (m, 6) and oriented boxes
    (k, 15: center, half extents, 3 axes), sliding along what blocks it
    (cbx_move_sphere3). index: optionally a 3D circbox.Index over exactly
    `aabbs` (cbx_move_sphere3_indexed), as in move_circle2."""
    return _move(3, spheres, displacements, aabbs, obbs, max_iterations, index)


class Index:
    """A static spatial index of boxes (the library's packed Hilbert R-tree,
    cbx_index2_* / cbx_index3_*), answering exactly what a scan of every box
    would.

    ``Index(boxes)``: boxes (n, 4) aabb2 or (n, 6) aabb3; float32 (or float16)
    boxes give a float32 index, anything else float64. Box numbers are row positions.
    Queries run in the index's precision: shapes, displacements and points
    it cannot hold exactly (float64 values against a float32 index, integers
    beyond 2**53) raise ValueError rather than being rounded.
    Invalid boxes are kept but never match. The index is one block of bytes
    with no pointers: it pickles as those bytes (so Dask ships it to workers
    as is). Unpickle only data you trust, as with any pickle.
    """

    def __init__(self, boxes, single=None):
        b = _as_real_array("boxes", boxes)
        if b.ndim != 2 or b.shape[-1] not in (4, 6):
            raise ValueError(f"boxes: expected shape (n, 4) or (n, 6), got shape {b.shape}")
        if single is None:
            single = b.dtype.kind == "f" and b.dtype.itemsize <= 4
        self.single = bool(single)
        self.dim = b.shape[-1] // 2
        real = np.float32 if self.single else np.float64
        b = np.ascontiguousarray(_exactly("boxes", b, real), dtype=real)
        size = _circbox._index_bytes(self.dim, int(self.single), b.shape[0])
        if size == 0:
            raise ValueError(f"boxes: too many for an index ({b.shape[0]})")
        self._memory = np.empty((size + 7) // 8, np.uint64)  # 8-byte aligned
        if not _circbox._index_build(self.dim, int(self.single), b, self._memory):
            raise ValueError("boxes: the index could not be built")
        self._n = b.shape[0]

    def __len__(self):
        return self._n

    def __reduce__(self):
        return (_index_from_bytes, (self.dim, self.single, self._n, self._memory.tobytes()))

    @property
    def nbytes(self):
        """Bytes of the index."""
        return self._memory.nbytes

    def _real(self):
        return np.float32 if self.single else np.float64

    def _shapes(self, shapes):
        sname = "circles" if self.dim == 2 else "spheres"
        s = _as_real_array(sname, shapes)
        if s.ndim == 0 or s.shape[-1] != self.dim + 1:
            raise ValueError(f"{sname}: expected shape (..., {self.dim + 1}), got shape {s.shape}")
        return np.ascontiguousarray(_exactly(sname, s, self._real()), dtype=self._real()).reshape(-1, self.dim + 1)

    def join(self, shapes):
        """Every (shape, box) overlapping pair, touching included: (i, j) int64
        arrays, i into the flattened shapes, circle-major and boxes ascending, equal
        to join_circle_aabb2 / join_sphere_aabb3 (shapes in the index's dtype, exactly)."""
        i, j = _circbox._index_join(self.dim, int(self.single), self._memory, self._shapes(shapes))
        order = np.lexsort((j, i))  # the index answers in Hilbert order
        return i[order], j[order]

    def query(self, shape):
        """Ascending numbers (int64) of the boxes one circle (3,) or sphere (4,) overlaps."""
        s = _as_real_array("shape", shape)
        if s.shape != (self.dim + 1,):
            raise ValueError(f"shape: expected shape ({self.dim + 1},), got shape {s.shape}")
        return self.join(s)[1]

    def cast(self, shapes, displacements):
        """(Cast, box): the first box blocking each moving shape (cbx_index*_cast_*):
        Cast fields as cast_circle_aabb2, and box (int64) its number, -1 when free."""
        sname = "circles" if self.dim == 2 else "spheres"
        real = self._real()
        _, lead, n, flat = _prepare([(sname, shapes, self.dim + 1, "shape"),
                                     ("displacements", displacements, self.dim, "vector")])
        flat = tuple(np.require(_exactly(name, f, real), dtype=real, requirements="A")
                     for name, f in zip((sname, "displacements"), flat))
        d = self.dim
        outs = (np.empty(lead, np.bool_), np.empty(lead, real), np.empty(lead + (d,), real),
                np.empty(lead + (d,), real), np.empty(lead + (d,), real), np.empty(lead, np.int64))
        _circbox._index_cast(d, int(self.single), self._memory, n, flat[0], flat[1], outs)
        return Cast(*outs[:5]), outs[5]

    def nearest(self, points, k=1):
        """(indices, distances), each (..., k): the k valid boxes nearest each point
        (distance 0 inside), nearest first; missing answers are -1 and inf."""
        k = _whole("k", k)
        if k < 1:
            raise ValueError("k must be at least 1")
        real = self._real()
        _, lead, n, flat = _prepare([("points", points, self.dim, "vector")])
        p = np.require(_exactly("points", flat[0], real), dtype=real, requirements="A")
        idx = np.empty(lead + (k,), np.int64)
        dist = np.empty(lead + (k,), real)
        _circbox._index_nearest(self.dim, int(self.single), self._memory, n, p, k, idx, dist)
        return idx, dist


def _index_from_bytes(dim, single, n, raw):
    """An Index from its pickled bytes. Refused (ValueError) unless they are
    exactly as many as an index of n boxes of that kind has: a truncated or
    foreign buffer would have the C queries read past its end."""
    if dim not in (2, 3) or isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"Index: not a pickled index (dim {dim!r}, {n!r} boxes)")
    size = _circbox._index_bytes(dim, int(bool(single)), n)
    if size == 0 or len(raw) != (size + 7) // 8 * 8:
        raise ValueError(f"Index: {len(raw)} bytes cannot be an index of {n} {dim}D boxes "
                         f"({'float32' if single else 'float64'}: {(size + 7) // 8 * 8} bytes); truncated or not one")
    ix = Index.__new__(Index)
    ix.dim, ix.single, ix._n = dim, single, n
    ix._memory = np.frombuffer(raw, np.uint64).copy()
    # the bytes themselves, as the C library reads them (cbx_index*_check):
    # a damaged pickle of the right size is refused, not queried
    why = _circbox._index_check(dim, int(bool(single)), ix._memory)
    if why is not None:
        raise ValueError(f"Index: the pickled bytes are not an index of {n} {dim}D boxes: {why}")
    if int(ix._memory[1]) != n:  # the header's box count (bytes 8..15, in this machine's order: checked)
        raise ValueError(f"Index: the pickled bytes hold {int(ix._memory[1])} boxes, not {n}")
    return ix
