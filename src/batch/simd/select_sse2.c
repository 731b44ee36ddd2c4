/* SPDX-License-Identifier: MIT */
/* The batch kernels for SSE2: the kernel template over the SSE2 layer.
   src/CMakeLists.txt compiles this file with -msse2 (the x86-64 baseline); without them (a build
   that compiled it with plain flags) it yields an empty table, never chosen; so does -DCBX_NO_SIMD. */
#include "batch/select.h"

#if CBX_SELECT_X86 && defined(__SSE2__)
#include "batch/simd/simd_sse2.h"
#define CBX_TEMPLATE_BODY "batch/simd/select_kernel.h"
#include "template.h"
CBX_SELECT_KERNELS(sse2, "sse2");
#else
CBX_SELECT_KERNELS_NONE(sse2);
#endif
