# SPDX-License-Identifier: MIT
"""Builds circbox._circbox: the array loops (src/_circbox.c) with the whole
C library compiled in from ../src, so the package needs no installed
libcircbox and no network. The instruction-set kernels of the batch queries
(../src/batch/simd/) each get their own -m flags, as in the CMake build."""
import glob
import os
import platform
import shutil

import numpy
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# setuptools wants source paths relative to this directory: the library's
# sources and headers are copied (fresh each build) into _csrc/ here.
VENDOR = "_csrc"
if os.path.isdir(os.path.join(ROOT, "src")) and os.path.isdir(os.path.join(ROOT, "include")):
    shutil.rmtree(os.path.join(HERE, VENDOR), ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "src"), os.path.join(HERE, VENDOR, "src"))
    shutil.copytree(os.path.join(ROOT, "include"), os.path.join(HERE, VENDOR, "include"))
os.chdir(HERE)
SRC = os.path.join(VENDOR, "src")
INCLUDE = os.path.join(VENDOR, "include")

# The library's own flags (cmake/circbox_flags.cmake): IEEE arithmetic whatever
# the interpreter was built with, no fused multiply-adds, no errno from sqrt,
# and -O3, which its hot paths are written for (at -O2 the 3D sweeps and
# casts ran 1.1-1.4x slower; cmake/circbox_flags.cmake says more).
CORE_FLAGS = ["-std=c11", "-ffp-contract=off", "-fno-fast-math", "-fno-finite-math-only",
              "-fno-associative-math", "-fno-reciprocal-math", "-fsigned-zeros", "-fno-math-errno",
              "-O3", "-fvisibility=hidden"]
# Sources with flags of their own, as src/CMakeLists.txt gives them: the 3D
# static queries without the loop vectorizer (it made them 2-4x slower).
OWN_FLAGS = {os.path.join("static", "sphere_aabb3.c"): ["-fno-tree-vectorize"]}

machine = platform.machine().lower()
if machine in ("x86_64", "amd64"):
    SIMD = {"select_sse2.c": ["-msse2"], "select_avx2.c": ["-mavx2", "-mpopcnt"],
            "select_avx512.c": ["-mavx512f", "-mpopcnt"]}
elif machine in ("aarch64", "arm64"):
    SIMD = {"select_neon.c": []}
else:
    SIMD = {}

simd_dir = os.path.join(SRC, "batch", "simd")
own = {os.path.join(SRC, name): flags for name, flags in OWN_FLAGS.items()}
core = sorted(p for p in glob.glob(os.path.join(SRC, "*", "*.c")) if p not in own)
sources = core + [os.path.join("src", "_circbox.c")]


class BuildWithKernels(build_ext):
    """Compiles each SIMD kernel, and each source with flags of its own, with
    those flags and links the objects in."""

    def build_extension(self, ext):
        objects = []
        apart = [(os.path.join(simd_dir, name), flags) for name, flags in SIMD.items()] + list(own.items())
        for src, flags in apart:
            objects += self.compiler.compile([src], output_dir=self.build_temp,
                                             include_dirs=ext.include_dirs,
                                             extra_postargs=CORE_FLAGS + flags)
        ext.extra_objects = list(ext.extra_objects or []) + objects
        super().build_extension(ext)


setup(
    ext_modules=[Extension(
        "circbox._circbox",
        sources=sources,
        include_dirs=[INCLUDE, SRC, "src", numpy.get_include()],
        extra_compile_args=CORE_FLAGS,
        define_macros=[("CBX_PYTHON", "1")],
    )],
    cmdclass={"build_ext": BuildWithKernels},
)
