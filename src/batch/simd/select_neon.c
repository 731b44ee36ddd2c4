/* SPDX-License-Identifier: MIT */
/* The batch kernels for NEON: the kernel template over the NEON layer.
   src/CMakeLists.txt compiles this file with no extra flag (NEON is part of AArch64); without them (a build
   that compiled it with plain flags) it yields an empty table, never chosen; so does -DCBX_NO_SIMD. */
#include "batch/select.h"

#if CBX_SELECT_NEON && defined(__ARM_NEON)
#include "batch/simd/simd_neon.h"
#define CBX_TEMPLATE_BODY "batch/simd/select_kernel.h"
#include "template.h"
CBX_SELECT_KERNELS(neon, "neon");
#else
CBX_SELECT_KERNELS_NONE(neon);
#endif
