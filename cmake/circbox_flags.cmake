# SPDX-License-Identifier: MIT
# Flags every circbox target compiles with.
# -ffp-contract=off: no silent fused multiply-adds, so that scalar, SIMD and
# wasm builds round identically and the error bounds in the sources hold.
# -fno-math-errno: sqrt becomes one instruction, never a libm call (the core
# is freestanding); results are unchanged.
set(CIRCBOX_C_FLAGS -ffp-contract=off -fno-math-errno)
# IEEE semantics whatever the host's CMAKE_C_FLAGS say (game builds use
# -ffast-math or -Ofast): target options come after CMAKE_C_FLAGS on the
# command line, so these undo it for the library's own sources. Under
# -ffinite-math-only the compiler may assume no NaN, and validation, the
# exact predicates and the overflow rescaling would silently stop working.
# Verified on gcc 12 and clang 14 (docs/hardening.md): with them, -ffast-math,
# -Ofast (beside -O3's own effects), -ffinite-math-only,
# -fassociative-math, -freciprocal-math, -funsafe-math-optimizations and
# -fno-signed-zeros give the same code as none. -fno-fast-math alone already
# does it there; the others say what is meant to any compiler whose
# -fno-fast-math does less. -fno-fast-math turns math-errno back on in gcc,
# so the -fno-math-errno above must come after it. Not -ftrapping-math or
# -fno-unsafe-math-optimizations: clang then compiles every operation as
# strict FP (slower), and neither changes a result. clang's -Ofast also
# flushes subnormals at compile time (-fdenormal-fp-math), which
# -fno-fast-math does not undo. A program LINKED with -ffast-math still sets
# the CPU to flush subnormals at startup (crtfastmath.o): see docs.
if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  include(CheckCCompilerFlag)
  set(CIRCBOX_IEEE_FLAGS "")
  foreach(flag -fno-fast-math -fno-finite-math-only -fno-associative-math -fno-reciprocal-math -fsigned-zeros
               -fdenormal-fp-math=ieee)
    string(MAKE_C_IDENTIFIER "CIRCBOX_HAS${flag}" var)
    check_c_compiler_flag(${flag} ${var})
    if(${var})
      list(APPEND CIRCBOX_IEEE_FLAGS ${flag})
    endif()
  endforeach()
  set(CIRCBOX_C_FLAGS ${CIRCBOX_IEEE_FLAGS} ${CIRCBOX_C_FLAGS})
endif()
# gcc 12's SLP vectorizer forms fused vfmaddsub instructions even with
# -ffp-contract=off once FMA is enabled (e.g. CMAKE_C_FLAGS=-march=native):
# sweep results then differ in the last bit from every other build. Only
# then, and only for gcc, SLP vectorization is turned off; a default build
# (no FMA) is unchanged. tests/test_package_single_header.sh compares.
if(CMAKE_C_COMPILER_ID STREQUAL "GNU")
  include(CheckCSourceCompiles)
  check_c_source_compiles("
#ifndef __FMA__
#error no FMA
#endif
int main(void) { return 0; }" CIRCBOX_FLAGS_HAVE_FMA)
  if(CIRCBOX_FLAGS_HAVE_FMA)
    list(APPEND CIRCBOX_C_FLAGS -fno-tree-slp-vectorize)
  endif()
endif()
set(CIRCBOX_WARNINGS -Wall -Wextra -Wpedantic -Wconversion -Wshadow)
if(CIRCBOX_WERROR)
  list(APPEND CIRCBOX_WARNINGS -Werror)
endif()
if(CMAKE_C_COMPILER_ID MATCHES "MSVC")
  set(CIRCBOX_C_FLAGS /fp:precise)
  set(CIRCBOX_WARNINGS /W4)
endif()

function(circbox_target_defaults target)
  target_compile_options(${target} PRIVATE ${CIRCBOX_C_FLAGS} ${CIRCBOX_WARNINGS})
  set_target_properties(${target} PROPERTIES C_STANDARD 11 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
  if(CIRCBOX_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=${CIRCBOX_SANITIZE} -fno-omit-frame-pointer
                                             -fno-sanitize-recover=all)
    target_link_options(${target} PRIVATE -fsanitize=${CIRCBOX_SANITIZE})
  endif()
endfunction()

# The library's own sources (circbox, its SIMD kernels, the tests' shared
# twin): the flags above, and -O3 in every configuration but Debug and
# MinSizeRel, whatever CMAKE_C_FLAGS say (a target option comes after them).
# The hot paths are written for -O3's complete unrolling of the per-axis
# loops and its inlining limits: at -O2 (RelWithDebInfo, a build type left
# empty with distribution CFLAGS, a parent project's choice) gcc 12 leaves
# loops over 3 axes on the stack and calls out of the fast paths, and 3D
# `overlap` ran 1.5x, float 3D `overlap` 2-3x, batch select 1.1-2x, the 3D
# sweeps and casts 1.1-1.7x their -O3 times (bench/ab, thirty-seventh
# session, docs/performance-log.md). CIRCBOX_OPTIMIZE=OFF keeps the
# configuration's level.
option(CIRCBOX_OPTIMIZE "Compile the library at -O3 except in Debug and MinSizeRel" ON)
function(circbox_library_defaults target)
  circbox_target_defaults(${target})
  if(CIRCBOX_OPTIMIZE AND CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE $<$<NOT:$<OR:$<CONFIG:Debug>,$<CONFIG:MinSizeRel>>>:-O3>)
  endif()
endfunction()

# A program of the project (test, benchmark, example) built from one source,
# linked with the library and allowed to see its internal headers.
function(circbox_add_program name src)
  add_executable(${name} ${src})
  circbox_target_defaults(${name})
  target_link_libraries(${name} PRIVATE circbox::circbox)
  # Programs (not the library) may use libm: clang does not fold nextafter()
  # and friends at compile time as gcc does, so they must link it.
  if(UNIX)
    target_link_libraries(${name} PRIVATE m)
  endif()
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/src ${CMAKE_CURRENT_SOURCE_DIR})
  # The library needs no libm; test and benchmark programs may (nextafter,
  # ldexp), and clang does not fold those calls away as gcc often does.
  if(UNIX)
    target_link_libraries(${name} PRIVATE m)
  endif()
endfunction()
