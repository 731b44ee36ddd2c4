#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# add_subdirectory(circbox): the consumer builds circbox as part of itself and
# gets circbox::circbox, none of circbox's tests/tools, and its own build type.
. tests/package/common.sh "$@"
need cmake
consumer_cmake subdirectory -DMODE=subdirectory -DCIRCBOX_SOURCE="$ROOT"
echo "add_subdirectory: ok"
