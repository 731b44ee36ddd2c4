/* SPDX-License-Identifier: MIT */
/* The batch kernels for AVX2: the kernel template over the AVX2 layer.
   src/CMakeLists.txt compiles this file with -mavx2 -mpopcnt; without them (a build
   that compiled it with plain flags) it yields an empty table, never chosen; so does -DCBX_NO_SIMD. */
#include "batch/select.h"

#if CBX_SELECT_X86 && defined(__AVX2__) && defined(__POPCNT__)
#include "batch/simd/simd_avx2.h"
#include "batch/simd/reach_avx2.h"
#define CBX_TEMPLATE_BODY "batch/simd/select_kernel.h"
#include "template.h"
CBX_SELECT_KERNELS_WITH(avx2, "avx2", cbx_reach_aabb3_avx2);
#else
CBX_SELECT_KERNELS_NONE(avx2);
#endif
