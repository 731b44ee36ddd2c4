# SPDX-License-Identifier: MIT
import pytest

from cref import load


@pytest.fixture(scope="session")
def clib():
    lib = load()
    if lib is None:
        pytest.skip("the C library for the reference (CIRCBOX_LIB) is not built")
    return lib
