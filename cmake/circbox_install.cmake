# SPDX-License-Identifier: MIT
# install: the header, the library, a relocatable CMake package and circbox.pc.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS circbox EXPORT circboxTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# circbox.hpp: the optional header-only C++ layer over the C API.
install(FILES ${PROJECT_SOURCE_DIR}/include/circbox.h ${PROJECT_SOURCE_DIR}/include/circbox.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/circbox DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT circboxTargets NAMESPACE circbox:: FILE circboxTargets.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/circbox)

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/circboxConfig.cmake.in
  ${PROJECT_BINARY_DIR}/circboxConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/circbox)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/circboxConfigVersion.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/circboxConfig.cmake ${PROJECT_BINARY_DIR}/circboxConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/circbox)

# pkg-config: paths relative to the .pc file's own location (${pcfiledir}),
# so the install prefix can be moved after the fact. An absolute libdir or
# includedir given by the user cannot move with the prefix and is kept as is.
file(RELATIVE_PATH CIRCBOX_PC_TO_PREFIX
  "/prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/prefix")
string(REGEX REPLACE "/$" "" CIRCBOX_PC_TO_PREFIX "${CIRCBOX_PC_TO_PREFIX}")
set(CIRCBOX_PC_PREFIX "\${pcfiledir}/${CIRCBOX_PC_TO_PREFIX}")
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(CIRCBOX_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
  set(CIRCBOX_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  set(CIRCBOX_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(CIRCBOX_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(CIRCBOX_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
if(BUILD_SHARED_LIBS)
  set(CIRCBOX_PC_CFLAGS " -DCBX_SHARED")
else()
  set(CIRCBOX_PC_CFLAGS "")
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/circbox.pc.in ${PROJECT_BINARY_DIR}/circbox.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/circbox.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
