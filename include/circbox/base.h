/* SPDX-License-Identifier: MIT */
/* circbox: version and symbol export. Included by circbox.h; not useful alone. */
#ifndef CIRCBOX_BASE_H
#define CIRCBOX_BASE_H

#define CBX_VERSION_MAJOR 0
#define CBX_VERSION_MINOR 2
#define CBX_VERSION_PATCH 0
#define CBX_VERSION_STRING "0.2.0"

/* CBX_API marks the public functions. A shared build compiles everything else
   with hidden visibility, so only cbx_ symbols leave the library. On Windows a
   program using circbox as a DLL defines CBX_SHARED (the CMake target and
   circbox.pc add it for a shared build), and the library's own build defines
   CBX_BUILDING as well. A program may define CBX_API itself beforehand. */
#ifndef CBX_API
#if defined(_WIN32) && defined(CBX_SHARED)
#  if defined(CBX_BUILDING)
#    define CBX_API __declspec(dllexport)
#  else
#    define CBX_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define CBX_API __attribute__((visibility("default")))
#else
#  define CBX_API
#endif
#endif /* CBX_API */

#endif /* CIRCBOX_BASE_H */
