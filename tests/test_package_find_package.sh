#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# find_package(circbox) from an install prefix, after the prefix has been
# moved elsewhere: the installed CMake package must be relocatable. Static
# (the build dir's library) and shared (built here).
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

# The same with a shared library (the exported target carries CBX_SHARED and
# the consumer finds libcircbox.so in the moved prefix).
cmake -S "$ROOT" -B "$WORK/shared" -DBUILD_SHARED_LIBS=ON -DCMAKE_BUILD_TYPE=Release \
    -DCIRCBOX_BUILD_TESTS=OFF -DCIRCBOX_BUILD_BENCH=OFF -DCIRCBOX_BUILD_TOOLS=OFF \
    -DCIRCBOX_BUILD_EXAMPLES=OFF -DCIRCBOX_INSTALL=ON >"$WORK/shared.log" 2>&1 &&
    cmake --build "$WORK/shared" -j 2 >>"$WORK/shared.log" 2>&1 &&
    cmake --install "$WORK/shared" --prefix "$WORK/shared-prefix" >>"$WORK/shared.log" 2>&1 ||
    { cat "$WORK/shared.log"; fail "shared build and install"; }
mv "$WORK/shared-prefix" "$WORK/shared-moved"
consumer_cmake find_package_shared -DCMAKE_PREFIX_PATH="$WORK/shared-moved"
echo "find_package (shared): ok"
