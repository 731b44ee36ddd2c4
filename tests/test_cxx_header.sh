#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# include/circbox.hpp compiles warning-free (-Wall -Wextra -pedantic
# -Wold-style-cast -Wconversion -Wshadow, as errors) as C++11, 14, 17 and 20
# with g++ and clang++, and its overloads give the exact answers of the C
# library built in $1 (tests/package/consumer_hpp.cpp).
. tests/package/common.sh "$@"
lib=$(ls "$BUILD"/src/libcircbox.a "$BUILD"/src/libcircbox.so 2>/dev/null | head -n 1)
[ -n "$lib" ] || fail "no libcircbox in $BUILD/src"
ran=0
for cxx in g++ clang++; do
    command -v $cxx >/dev/null 2>&1 || continue
    for std in c++11 c++14 c++17 c++20; do
        $cxx -std=$std $STRICT -Wold-style-cast -Iinclude tests/package/consumer_hpp.cpp "$lib" \
            -o "$WORK/hpp_${cxx}_$std" || fail "$cxx -std=$std"
        "$WORK/hpp_${cxx}_$std" || fail "$cxx -std=$std: wrong answers"
        ran=$((ran + 1))
    done
done
# circbox/inline.h in C++ under the same flags (clang++ reported 44 old-style
# casts in it, an independent tester's finding)
printf '#include "circbox.hpp"\n#include "circbox/inline.h"\nint main() { return cbx_overlap_circle_aabb2_inline(cbx_circle{{3, 4}, 5}, cbx_aabb2{{-1, -1}, {0, 0}}) ? 0 : 1; }\n' \
    >"$WORK/inline.cpp"
for cxx in g++ clang++; do
    command -v $cxx >/dev/null 2>&1 || continue
    $cxx -std=c++11 $STRICT -Wold-style-cast -Iinclude "$WORK/inline.cpp" "$lib" -o "$WORK/inline_$cxx" ||
        fail "$cxx: circbox/inline.h in C++"
    "$WORK/inline_$cxx" || fail "$cxx: circbox/inline.h in C++: wrong answer"
done
[ $ran -gt 0 ] || skip "no g++/clang++"
echo "circbox.hpp: $ran compiles and runs ok"
