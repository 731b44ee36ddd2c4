#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# FetchContent, without network: from the source tree (SOURCE_DIR), and, when
# the source tree is a git checkout, by cloning the current commit from it.
. tests/package/common.sh "$@"
need cmake
consumer_cmake fetch-dir -DMODE=fetchcontent -DCIRCBOX_SOURCE="$ROOT"
if command -v git >/dev/null 2>&1 && head=$(git -C "$ROOT" rev-parse HEAD 2>/dev/null); then
    # Clone from a bare copy: works from a linked worktree and a plain checkout alike.
    git clone -q --bare "$ROOT" "$WORK/circbox.git" 2>/dev/null || fail "git clone --bare"
    consumer_cmake fetch-git -DMODE=fetchcontent -DCIRCBOX_GIT="$WORK/circbox.git" \
        -DCIRCBOX_GIT_TAG="$head"
    echo "FetchContent (SOURCE_DIR and git $head): ok"
else
    echo "FetchContent (SOURCE_DIR): ok; not a git checkout, git route not tried"
fi
