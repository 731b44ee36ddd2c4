#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The public headers compile cleanly, warnings as errors, as every C standard
# from C99 and every C++ standard from C++11, with gcc and clang where present
# (the compile test of sokol's tests/compile); then a C++ program links
# against the C library built in $1 and checks exact answers.
. tests/package/common.sh "$@"
printf '#include "circbox.h"\nint main(void) { return cbx_is_valid_circle(cbx_circle{{0, 0}, 1}) ? 0 : 1; }\n' \
    >"$WORK/h.cpp"
printf '#include "circbox.h"\nint main(void) { cbx_circle c = {{0, 0}, 1}; return cbx_is_valid_circle(c) ? 0 : 1; }\n' \
    >"$WORK/h.c"
echo 'typedef int cbx_test_not_empty;' >"$WORK/alone.c"
for file in include/circbox/*.h; do
    printf '#include "circbox/%s"\n' "$(basename "$file")" >>"$WORK/alone.c"
done
compiled=0
for cc in gcc clang; do
    command -v $cc >/dev/null 2>&1 || continue
    for std in c99 c11 c17; do
        $cc -std=$std $STRICT -Iinclude -fsyntax-only "$WORK/h.c" || fail "$cc -std=$std"
        compiled=$((compiled + 1))
    done
    # Every public header also compiles on its own.
    $cc -std=c11 $STRICT -Iinclude -fsyntax-only "$WORK/alone.c" || fail "$cc: headers alone"
done
for cxx in g++ clang++; do
    command -v $cxx >/dev/null 2>&1 || continue
    for std in c++11 c++14 c++17 c++20; do
        $cxx -std=$std $STRICT -Wold-style-cast -Iinclude -fsyntax-only "$WORK/h.cpp" || fail "$cxx -std=$std"
        compiled=$((compiled + 1))
    done
done
[ $compiled -gt 0 ] || skip "no gcc/clang/g++/clang++"
lib=$(ls "$BUILD"/src/libcircbox.a "$BUILD"/src/libcircbox.so 2>/dev/null | head -n 1)
[ -n "$lib" ] || fail "no libcircbox in $BUILD/src"
if command -v "$CXX" >/dev/null 2>&1; then
    $CXX -std=c++11 $STRICT -Iinclude tests/package/consumer.cpp "$lib" -o "$WORK/consumer_cxx" ||
        fail "C++ consumer build"
    "$WORK/consumer_cxx" || fail "C++ consumer"
fi
echo "C++ and standards matrix ($compiled compiles): ok"
