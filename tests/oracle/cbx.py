# SPDX-License-Identifier: MIT
"""ctypes binding of the circbox shared library, for the oracle tests.

The library under test is loaded from $CIRCBOX_LIB. Each shape type exists
for double ("d") and float ("f"); `api(prec)` returns the functions of one
precision by their spec names without the suffix.
"""
import ctypes
import os
import struct

_lib = ctypes.CDLL(os.environ.get("CIRCBOX_LIB", "libcircbox_py.so"))


def _types(real):
    class Vec2(ctypes.Structure):
        _fields_ = [("x", real), ("y", real)]

    class Vec3(ctypes.Structure):
        _fields_ = [("x", real), ("y", real), ("z", real)]

    class Circle(ctypes.Structure):
        _fields_ = [("center", Vec2), ("radius", real)]

    class Aabb2(ctypes.Structure):
        _fields_ = [("min", Vec2), ("max", Vec2)]

    class Rot2(ctypes.Structure):
        _fields_ = [("c", real), ("s", real)]

    class Obb2(ctypes.Structure):
        _fields_ = [("center", Vec2), ("half", Vec2), ("rot", Rot2)]

    class Sphere(ctypes.Structure):
        _fields_ = [("center", Vec3), ("radius", real)]

    class Aabb3(ctypes.Structure):
        _fields_ = [("min", Vec3), ("max", Vec3)]

    class Obb3(ctypes.Structure):
        _fields_ = [("center", Vec3), ("half", Vec3), ("axis", Vec3 * 3)]

    class Contact2(ctypes.Structure):
        _fields_ = [("relation", ctypes.c_int), ("distance", real), ("point", Vec2), ("normal", Vec2)]

    class Contact3(ctypes.Structure):
        _fields_ = [("relation", ctypes.c_int), ("distance", real), ("point", Vec3), ("normal", Vec3)]

    class Sweep2(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("time", real), ("point", Vec2), ("normal", Vec2)]

    class Sweep3(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("time", real), ("point", Vec3), ("normal", Vec3)]

    return dict(real=real, Vec2=Vec2, Vec3=Vec3, Circle=Circle, Aabb2=Aabb2, Rot2=Rot2, Obb2=Obb2,
                Sphere=Sphere, Aabb3=Aabb3, Obb3=Obb3, Contact2=Contact2, Contact3=Contact3,
                Sweep2=Sweep2, Sweep3=Sweep3)


T = {"d": _types(ctypes.c_double), "f": _types(ctypes.c_float)}

# name -> (restype key or ctypes type, [argtype keys])
_SIGS = {
    "cbx_overlap_circle_aabb2": (ctypes.c_bool, ["Circle", "Aabb2"]),
    "cbx_relate_circle_aabb2": (ctypes.c_int, ["Circle", "Aabb2"]),
    "cbx_contact_circle_aabb2": ("Contact2", ["Circle", "Aabb2"]),
    "cbx_overlap_circle_obb2": (ctypes.c_bool, ["Circle", "Obb2"]),
    "cbx_relate_circle_obb2": (ctypes.c_int, ["Circle", "Obb2"]),
    "cbx_contact_circle_obb2": ("Contact2", ["Circle", "Obb2"]),
    "cbx_sweep_circle_aabb2": ("Sweep2", ["Circle", "Vec2", "Aabb2", "Vec2"]),
    "cbx_sweep_circle_obb2": ("Sweep2", ["Circle", "Vec2", "Obb2", "Vec2"]),
    "cbx_overlap_sphere_aabb3": (ctypes.c_bool, ["Sphere", "Aabb3"]),
    "cbx_relate_sphere_aabb3": (ctypes.c_int, ["Sphere", "Aabb3"]),
    "cbx_contact_sphere_aabb3": ("Contact3", ["Sphere", "Aabb3"]),
    "cbx_overlap_sphere_obb3": (ctypes.c_bool, ["Sphere", "Obb3"]),
    "cbx_relate_sphere_obb3": (ctypes.c_int, ["Sphere", "Obb3"]),
    "cbx_contact_sphere_obb3": ("Contact3", ["Sphere", "Obb3"]),
    "cbx_sweep_sphere_aabb3": ("Sweep3", ["Sphere", "Vec3", "Aabb3", "Vec3"]),
    "cbx_sweep_sphere_obb3": ("Sweep3", ["Sphere", "Vec3", "Obb3", "Vec3"]),
}

INVALID, SEPARATE, TOUCHING, OVERLAPPING = -1, 0, 1, 2
SWEEP_INVALID, SWEEP_OVERLAP, SWEEP_NONE, SWEEP_CONTACT = -2, -1, 0, 1


class _Api:
    pass


def api(prec):
    """Functions of one precision ("d" or "f"), named without the cbx_ prefix and suffix;
    those the library does not export yet are absent."""
    t = T[prec]
    a = _Api()
    a.T = t
    for name, (res, args) in _SIGS.items():
        sym = name + ("f" if prec == "f" else "")
        try:
            fn = getattr(_lib, sym)
        except AttributeError:
            continue
        fn.restype = t[res] if isinstance(res, str) else res
        fn.argtypes = [t[k] for k in args]
        setattr(a, name[len("cbx_"):], fn)
    return a


def to_f32(x):
    """Round a Python float to the nearest float32 (ties to even), as the C cast does."""
    return struct.unpack("f", struct.pack("f", x))[0]


def scene_exponent(rng, prec):
    """A scene's scale exponent for the families that reach the ends of the
    range: mostly moderate, a quarter near either end of the precision's
    range (subnormal coordinates included)."""
    u = rng.random()
    if prec == "d":
        return rng.randint(-30, 60) if u < 0.75 else (rng.randint(-1060, -900) if u < 0.875 else rng.randint(900, 1020))
    return rng.randint(-20, 30) if u < 0.75 else (rng.randint(-140, -100) if u < 0.875 else rng.randint(100, 125))
