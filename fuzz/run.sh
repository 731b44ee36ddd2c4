#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs every built fuzz target for a while; fails on the first finding.
#   fuzz/run.sh BUILD_DIR SECONDS
# Each target starts from its committed seeds (fuzz/corpus/<target>/, read
# only) and grows a scratch corpus in BUILD_DIR/corpus/<target>/. A finding
# leaves its input in BUILD_DIR/artifacts/ and the command to replay it.
set -u
build=${1:?build dir}
seconds=${2:-60}
here=$(cd "$(dirname "$0")" && pwd)
targets=$(cat "$build/fuzz_targets.txt")
[ -n "$targets" ] || { echo "fuzz: no targets built" >&2; exit 1; }
mkdir -p "$build/artifacts"
status=0
for t in $targets; do
    mkdir -p "$build/corpus/$t" "$here/corpus/$t"
    echo "== fuzz $t (${seconds}s)"
    if ! ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=0 \
         UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
         "$build/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=512 \
             -print_final_stats=1 -artifact_prefix="$build/artifacts/$t-" \
             "$build/corpus/$t" "$here/corpus/$t" >"$build/$t.log" 2>&1; then
        tail -n 40 "$build/$t.log"
        echo "fuzz: FINDING in $t; replay with: $build/$t $build/artifacts/$t-*" >&2
        status=1
    else
        grep -E "stat::number_of_executed_units|cov:" "$build/$t.log" | tail -n 2
    fi
done
exit $status
