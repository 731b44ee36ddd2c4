#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/test_threads.c under ThreadSanitizer: the library and the test
# built with -fsanitize=thread (clang where present), run with every
# thread's first call racing to choose the instruction set, at the chosen
# level and forced to scalar. Any unsynchronized access the sanitizer sees
# fails the test, whether or not it changed an answer. Skipped where the
# compiler cannot build or run a ThreadSanitizer program (some kernels'
# address-space randomization defeats older runtimes).
. tests/package/common.sh "$@"
if command -v clang >/dev/null 2>&1; then TCC=clang; else TCC=$CC; fi
printf 'int main(void) { return 0; }\n' >"$WORK/probe.c"
"$TCC" -fsanitize=thread "$WORK/probe.c" -o "$WORK/probe" >/dev/null 2>&1 || skip "$TCC cannot build with -fsanitize=thread"
"$WORK/probe" >/dev/null 2>&1 || skip "a ThreadSanitizer program does not run on this machine"
B="$WORK/tsan"
CC=$TCC cmake -S "$ROOT" -B "$B" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-g -DCIRCBOX_SANITIZE=thread \
    -DCIRCBOX_BUILD_BENCH=OFF -DCIRCBOX_BUILD_EXAMPLES=OFF >"$WORK/cfg.log" 2>&1 || { cat "$WORK/cfg.log"; fail "configure"; }
cmake --build "$B" -j 2 --target test_threads >"$WORK/build.log" 2>&1 || { tail -n 30 "$WORK/build.log"; fail "build"; }
for level in "" scalar; do
    CBX_SIMD=$level TSAN_OPTIONS="halt_on_error=1 exitcode=66" "$B/tests/test_threads" >"$WORK/run.log" 2>&1 ||
        { tail -n 40 "$WORK/run.log"; fail "test_threads under ThreadSanitizer (CBX_SIMD='$level')"; }
    grep -q "0 failed" "$WORK/run.log" || { cat "$WORK/run.log"; fail "test_threads' answers (CBX_SIMD='$level')"; }
done
echo "ThreadSanitizer: test_threads clean at the chosen level and at scalar ($TCC)"
