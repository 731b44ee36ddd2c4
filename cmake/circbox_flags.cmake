# SPDX-License-Identifier: MIT
# Flags every circbox target compiles with.
# -ffp-contract=off: no silent fused multiply-adds, so that scalar, SIMD and
# wasm builds round identically and the error bounds in the sources hold.
# -fno-math-errno: sqrt becomes one instruction, never a libm call (the core
# is freestanding); results are unchanged.
set(CIRCBOX_C_FLAGS -ffp-contract=off -fno-math-errno)
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
endfunction()
