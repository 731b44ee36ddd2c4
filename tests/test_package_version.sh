#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One version everywhere: project(VERSION) in CMakeLists.txt, CBX_VERSION_*
# and CBX_VERSION_STRING in include/circbox/base.h, the newest release in
# CHANGELOG.md, and the generated circbox.pc.
. tests/package/common.sh "$@"
cmake_v=$(sed -n 's/^project(circbox VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
major=$(sed -n 's/^#define CBX_VERSION_MAJOR \([0-9]*\)$/\1/p' include/circbox/base.h)
minor=$(sed -n 's/^#define CBX_VERSION_MINOR \([0-9]*\)$/\1/p' include/circbox/base.h)
patch=$(sed -n 's/^#define CBX_VERSION_PATCH \([0-9]*\)$/\1/p' include/circbox/base.h)
string=$(sed -n 's/^#define CBX_VERSION_STRING "\(.*\)"$/\1/p' include/circbox/base.h)
changelog=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
echo "CMakeLists.txt $cmake_v, base.h $major.$minor.$patch \"$string\", CHANGELOG.md $changelog"
[ -n "$cmake_v" ] || fail "no project(circbox VERSION x.y.z) in CMakeLists.txt"
[ "$cmake_v" = "$major.$minor.$patch" ] || fail "CMakeLists.txt and CBX_VERSION_* differ"
[ "$cmake_v" = "$string" ] || fail "CBX_VERSION_STRING differs"
[ "$cmake_v" = "$changelog" ] || fail "CHANGELOG.md's newest release is not $cmake_v"
if [ -f "$BUILD/circbox.pc" ]; then
    grep -qx "Version: $cmake_v" "$BUILD/circbox.pc" || fail "circbox.pc has another version"
fi
echo "version: ok"
