#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The library built by CMake with -DCBX_NO_SIMD in CMAKE_C_FLAGS (the
# documented way to keep only the portable scalar code) links as a static and
# as a shared library (the vector kernels' files then yield empty tables, not
# kernels that name tables select.c leaves out), reports the scalar kernels,
# and its scalar forms pass the tests that hold a vector twin (batch select,
# the mover and its cull, the index) and an oracle through ctypes.
. tests/package/common.sh "$@"
B="$WORK/no-simd"
cmake -S "$ROOT" -B "$B" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-DCBX_NO_SIMD >"$WORK/cfg.log" 2>&1 ||
    { cat "$WORK/cfg.log"; fail "configure"; }
cmake --build "$B" -j 2 --target circbox_py test_select test_cull test_motion test_move_index test_index >"$WORK/build.log" 2>&1 ||
    { cat "$WORK/build.log"; fail "build"; }
for t in test_select test_cull test_motion test_move_index test_index; do
    "$B/tests/$t" >"$WORK/$t.log" 2>&1 || { tail -n 20 "$WORK/$t.log"; fail "$t under CBX_NO_SIMD"; }
done
grep -q "vector cull: scalar" "$WORK/test_cull.log" || fail "test_cull did not run the scalar cull"
need python3
lib=$(ls "$B"/tests/libcircbox_py.so 2>/dev/null | head -n 1)
[ -n "$lib" ] || fail "no shared twin built"
kernel=$(python3 -c '
import ctypes, sys
lib = ctypes.CDLL(sys.argv[1])
lib.cbx_simd_name.restype = ctypes.c_char_p
print(lib.cbx_simd_name().decode())' "$lib") || fail "the shared library does not load"
[ "$kernel" = scalar ] || fail "kernel under CBX_NO_SIMD: $kernel, want scalar"
(cd tests/oracle && CIRCBOX_LIB="$lib" PYTHONDONTWRITEBYTECODE=1 python3 test_select_oracle.py >"$WORK/oracle.log" 2>&1) ||
    { tail -n 20 "$WORK/oracle.log"; fail "oracle test_select_oracle.py under CBX_NO_SIMD"; }
echo "CBX_NO_SIMD: static and shared build, scalar kernels, tests pass"
