#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# find_package(circbox) from an install prefix, after the prefix has been
# moved elsewhere: the installed CMake package must be relocatable.
. tests/package/common.sh "$@"
need cmake
install_to "$WORK/prefix"
[ -f "$WORK/prefix/include/circbox.h" ] || fail "circbox.h not installed"
ls "$WORK"/prefix/lib*/cmake/circbox/circboxConfig.cmake >/dev/null || fail "no circboxConfig.cmake"
mv "$WORK/prefix" "$WORK/moved"
consumer_cmake find_package -DCMAKE_PREFIX_PATH="$WORK/moved"
# The package found must be the moved one, not some other installed circbox.
grep -q "circbox_DIR:PATH=$WORK/moved" "$WORK/consumer-find_package/CMakeCache.txt" ||
    fail "found a circbox other than the installed one"
echo "find_package: ok"
