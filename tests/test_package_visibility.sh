#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A shared build exports exactly the public API: every dynamic symbol it
# defines is a function declared with CBX_API in include/ (so it starts with
# cbx_), no internal helper leaks, and the core queries are there.
. tests/package/common.sh "$@"
need cmake
need nm
cmake -S "$ROOT" -B "$WORK/shared" -DBUILD_SHARED_LIBS=ON -DCMAKE_BUILD_TYPE=Release \
    -DCIRCBOX_BUILD_TESTS=OFF -DCIRCBOX_BUILD_BENCH=OFF -DCIRCBOX_BUILD_TOOLS=OFF \
    -DCIRCBOX_BUILD_EXAMPLES=OFF >"$WORK/log" 2>&1 || { cat "$WORK/log"; fail configure; }
cmake --build "$WORK/shared" -j 2 >>"$WORK/log" 2>&1 || { cat "$WORK/log"; fail build; }
so=$(ls "$WORK"/shared/src/libcircbox.so.* | head -n 1)
nm -D --defined-only "$so" | awk '$2 ~ /^[TDBRVW]$/ {print $3}' | sort -u >"$WORK/exported"
public_functions >"$WORK/public"
leaked=$(comm -23 "$WORK/exported" "$WORK/public")
[ -z "$leaked" ] || fail "exported but not public: $leaked"
for f in cbx_overlap_circle_aabb2 cbx_relate_circle_aabb2f cbx_contact_circle_obb2 cbx_is_valid_obb3f; do
    grep -qx "$f" "$WORK/exported" || fail "$f not exported"
done
echo "visibility: $(wc -l <"$WORK/exported") symbols exported, all public" \
     "($(comm -13 "$WORK/exported" "$WORK/public" | wc -l) declared ones not defined yet)"
# The consumer links against the shared library too.
$CC -std=c11 $STRICT -Iinclude tests/package/consumer.c -o "$WORK/consumer" \
    -L"$(dirname "$so")" -lcircbox -Wl,-rpath,"$(dirname "$so")" || fail "link against the .so"
"$WORK/consumer" || fail "consumer against the .so"
