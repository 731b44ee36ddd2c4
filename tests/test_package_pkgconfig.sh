#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# pkg-config: install, move the prefix, then build the consumer (C and C++)
# with nothing but `pkg-config --cflags --libs circbox` and PKG_CONFIG_PATH.
. tests/package/common.sh "$@"
need pkg-config
install_to "$WORK/prefix"
mv "$WORK/prefix" "$WORK/moved"
pcdir=$(dirname "$(ls "$WORK"/moved/lib*/pkgconfig/circbox.pc)")
export PKG_CONFIG_PATH="$pcdir"
version=$(pkg-config --modversion circbox)
header=$(sed -n 's/^#define CBX_VERSION_STRING "\(.*\)"/\1/p' include/circbox/base.h)
[ "$version" = "$header" ] || fail "circbox.pc says $version, base.h says $header"
flags=$(pkg-config --cflags --libs circbox)
case "$flags" in *"$WORK/moved"*) ;; *) fail "pkg-config flags do not follow the moved prefix: $flags" ;; esac
$CC -std=c11 $STRICT tests/package/consumer.c -o "$WORK/consumer" $flags || fail "C build"
"$WORK/consumer" || fail "C consumer"
if command -v "$CXX" >/dev/null 2>&1; then
    $CXX -std=c++11 $STRICT tests/package/consumer.cpp -o "$WORK/consumer_cxx" $flags || fail "C++ build"
    "$WORK/consumer_cxx" || fail "C++ consumer"
fi
echo "pkg-config ($flags): ok"
