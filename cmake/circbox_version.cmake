# SPDX-License-Identifier: MIT
# The version lives in two places that must agree: project(VERSION) above and
# CBX_VERSION_* in include/circbox/base.h (what a compiled program sees).
# Configuring fails loudly when they drift; tests/test_package_version.sh
# checks the same and CHANGELOG.md too.
file(STRINGS ${CMAKE_CURRENT_LIST_DIR}/../include/circbox/base.h CIRCBOX_VERSION_LINES
     REGEX "^#define CBX_VERSION_(MAJOR|MINOR|PATCH) ")
foreach(part MAJOR MINOR PATCH)
  string(REGEX MATCH "CBX_VERSION_${part} ([0-9]+)" _m "${CIRCBOX_VERSION_LINES}")
  set(CIRCBOX_HEADER_VERSION_${part} ${CMAKE_MATCH_1})
endforeach()
set(CIRCBOX_HEADER_VERSION
    "${CIRCBOX_HEADER_VERSION_MAJOR}.${CIRCBOX_HEADER_VERSION_MINOR}.${CIRCBOX_HEADER_VERSION_PATCH}")
if(NOT CIRCBOX_HEADER_VERSION STREQUAL PROJECT_VERSION)
  message(FATAL_ERROR "circbox: project(VERSION ${PROJECT_VERSION}) but include/circbox/base.h "
                      "says ${CIRCBOX_HEADER_VERSION}; change both together")
endif()
