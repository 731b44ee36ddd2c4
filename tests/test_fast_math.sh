#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# -ffast-math cannot make the library accept NaN (docs/hardening.md):
# - the library built by CMake with CMAKE_C_FLAGS=-ffast-math (gcc and
#   clang): NaN and infinity are INVALID for every query family (the check
#   program itself built and linked with -ffast-math), and every answer is
#   bit for bit the one of the normal build (tests/package/differential.c);
# - the single header with -ffast-math: clang (C and C++) builds it and keeps
#   IEEE arithmetic (the same two checks); gcc and g++ refuse with a message
#   that says how to fix it, and the fix it names (-fno-fast-math for the
#   implementation's file only) gives the right answers;
# - circbox/inline.h with -ffast-math against the CMake library: it calls
#   the library, so bad input stays INVALID and tangency exact.
. tests/package/common.sh "$@"
need python3
python3 tools/amalgamate.py --output "$WORK/dist/circbox.h" >/dev/null || fail "amalgamate"
H="-I$WORK/dist"
CHECK=tests/package/fast_math_check.c
DIFF=tests/package/differential.c

# The reference answers: the normal library of $BUILD.
lib=$(ls "$BUILD"/src/libcircbox.a 2>/dev/null | head -n 1)
have=""
if [ -n "$lib" ] && command -v nm >/dev/null 2>&1; then
    have=$(nm -g --defined-only "$lib" 2>/dev/null | awk '$2 == "T" {print "-DHAVE_" $3}' | sort -u | tr '\n' ' ')
    cc -std=c11 -O2 -Iinclude $have -c $DIFF -o "$WORK/diff_main.o" || fail "differential main"
    cc "$WORK/diff_main.o" "$lib" -o "$WORK/diff_ref" -lm || fail "differential (library)"
    "$WORK/diff_ref" >"$WORK/ref.txt"
fi
# same_as_reference NAME OBJECT_OR_LIBRARY: the differential program linked
# (without -ffast-math, so subnormals are not flushed) against it agrees.
same_as_reference() {
    [ -f "$WORK/ref.txt" ] || return 0
    c++ "$WORK/diff_main.o" "$2" -o "$WORK/diff_x" -lm || fail "$1: link differential"
    "$WORK/diff_x" >"$WORK/x.txt"
    cmp -s "$WORK/ref.txt" "$WORK/x.txt" ||
        { diff "$WORK/ref.txt" "$WORK/x.txt" | head -n 4; fail "$1: answers differ from the normal build"; }
}
printf '#define CIRCBOX_IMPLEMENTATION\n#include "circbox.h"\n' >"$WORK/impl.c"
checked=0

# ---- the library through CMake, CMAKE_C_FLAGS=-ffast-math ----
for cc in gcc clang; do
    command -v $cc >/dev/null 2>&1 || continue
    B="$WORK/lib-$cc"
    CC=$cc cmake -S "$ROOT" -B "$B" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-ffast-math \
        -DCIRCBOX_BUILD_TESTS=OFF -DCIRCBOX_BUILD_BENCH=OFF -DCIRCBOX_BUILD_TOOLS=OFF \
        -DCIRCBOX_BUILD_EXAMPLES=OFF -DCIRCBOX_INSTALL=OFF >"$B.log" 2>&1 || { cat "$B.log"; fail "$cc: configure"; }
    cmake --build "$B" --target circbox -j 2 >>"$B.log" 2>&1 || { cat "$B.log"; fail "$cc: build"; }
    grep -q -- "-fno-fast-math" "$B/src/CMakeFiles/circbox.dir/flags.make" || fail "$cc: the target does not undo -ffast-math"
    $cc -std=c11 -O2 -ffast-math -Iinclude -DFM_INLINE $CHECK "$B/src/libcircbox.a" -o "$WORK/check" ||
        fail "$cc: check program"
    "$WORK/check" >/dev/null || fail "CMake library under $cc -ffast-math accepts bad input"
    same_as_reference "CMake library under $cc -ffast-math" "$B/src/libcircbox.a"
    echo "cmake $cc -ffast-math: bad input INVALID, answers identical"
    checked=$((checked + 1))
done

# ---- the single header ----
for cc in gcc clang g++ clang++; do
    command -v $cc >/dev/null 2>&1 || continue
    lang="-x c -std=c11"
    case $cc in *++) lang="-x c++ -std=c++11" ;; esac
    if $cc $lang -O2 -ffast-math $H -DFM_SINGLE_HEADER $CHECK -o "$WORK/sh" 2>"$WORK/sh.err"; then
        case $cc in g*) fail "$cc built the single header's implementation under -ffast-math: it cannot undo it" ;; esac
        "$WORK/sh" >/dev/null || fail "single header under $cc -ffast-math accepts bad input"
        $cc $lang -O2 -ffast-math $H -c "$WORK/impl.c" -o "$WORK/impl.o" || fail "$cc: impl.c"
        same_as_reference "single header under $cc -ffast-math" "$WORK/impl.o"
        echo "single header $cc -ffast-math: bad input INVALID, answers identical"
    else
        case $cc in clang*) cat "$WORK/sh.err"; fail "$cc refuses the single header under -ffast-math" ;; esac
        grep -q "circbox: gcc cannot undo -ffinite-math-only" "$WORK/sh.err" ||
            { cat "$WORK/sh.err"; fail "$cc: refused without the message"; }
        grep -q -- "-fno-fast-math" "$WORK/sh.err" || fail "$cc: the message does not name the fix"
        # The fix it names: the implementation's file with -fno-fast-math,
        # the rest of the program (and the link) with -ffast-math.
        $cc $lang -O2 -ffast-math -fno-fast-math $H -c "$WORK/impl.c" -o "$WORK/impl.o" ||
            fail "$cc: impl.c with -fno-fast-math"
        $cc $lang -O2 -ffast-math $H -c $CHECK -o "$WORK/check.o" || fail "$cc: check.o"
        $cc -ffast-math "$WORK/check.o" "$WORK/impl.o" -o "$WORK/sh" || fail "$cc: link"
        "$WORK/sh" >/dev/null || fail "single header with the fix ($cc) accepts bad input"
        same_as_reference "single header with the fix ($cc)" "$WORK/impl.o"
        echo "single header $cc -ffast-math: refused with the fix named; the fix works"
    fi
    checked=$((checked + 1))
done
# ---- clang's fast-math variants, and <immintrin.h> parsed first ----
# (tests/package/fast_math_exact.c says what they broke.) Each program is
# linked without -ffast-math, so that subnormals are not flushed.
EXACT=tests/package/fast_math_exact.c
if command -v clang >/dev/null 2>&1; then
    for flags in "-ffast-math" "-ffast-math -fhonor-infinities" "-ffast-math -fhonor-nans" "-fno-honor-nans" \
        "-ffast-math -march=native"; do
        clang -std=c11 -O2 $flags $H -DFM_SINGLE -c $EXACT -o "$WORK/exact.o" || fail "clang $flags: single header"
        clang "$WORK/exact.o" -o "$WORK/exact" -lm || fail "clang $flags: link"
        "$WORK/exact" || fail "single header under clang $flags, <immintrin.h> first: wrong answers"
        if [ -n "$lib" ] && [ "$flags" != "-ffast-math" ] && [ "$flags" != "-ffast-math -march=native" ]; then
            clang -std=c11 -O2 $flags -Iinclude -c $EXACT -o "$WORK/exact.o" || fail "clang $flags: inline.h"
            clang "$WORK/exact.o" "$lib" -o "$WORK/exact" -lm || fail "clang $flags: link inline.h"
            "$WORK/exact" || fail "circbox/inline.h under clang $flags: wrong answers"
        fi
        echo "clang $flags: single header (and inline.h) exact"
        checked=$((checked + 1))
    done
fi
[ $checked -gt 0 ] || skip "no gcc or clang"
echo "fast-math: $checked builds checked"
