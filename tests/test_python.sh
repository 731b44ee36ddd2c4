#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Python package (python/): builds the extension into a scratch dir with
# Debian's /usr/bin/python3 (warnings as errors for the binding's own C),
# then runs its pytest suite, which compares every query with the C library
# of $1 called row by row through ctypes. Skips (77) only when NumPy or
# pytest is missing for that interpreter (`make deps` installs them).
. tests/package/common.sh "$@"
PY=${CIRCBOX_PYTHON:-/usr/bin/python3}
[ -x "$PY" ] || skip "$PY not found"
"$PY" -c 'import numpy, pytest, setuptools' 2>/dev/null || skip "python3-numpy/pytest/setuptools missing"
[ -f /usr/include/python3*/Python.h ] 2>/dev/null || ls /usr/include/python3*/Python.h >/dev/null 2>&1 ||
    skip "python3-dev missing"
lib="$BUILD/tests/libcircbox_py.so"
[ -f "$lib" ] || fail "no $lib (build the tests first)"
(cd python && CFLAGS="-Werror -Wno-error=cpp" "$PY" setup.py -q build_ext --build-lib "$WORK/lib" \
    --build-temp "$WORK/tmp" >"$WORK/build.log" 2>&1) || { cat "$WORK/build.log"; fail "extension build"; }
cp python/circbox/*.py "$WORK/lib/circbox/"
cd python/tests
CIRCBOX_LIB="$lib" PYTHONPATH="$WORK/lib" PYTHONDONTWRITEBYTECODE=1 \
    "$PY" -m pytest -q -p no:cacheprovider . || fail "pytest"
