/* SPDX-License-Identifier: MIT */
/* The workloads of bench_workloads.h for the C++ side-by-side benchmark
   (peer_data.c compiles them as C: their initializers are C99). */
#ifndef CBX_BENCH_PEER_DATA_H
#define CBX_BENCH_PEER_DATA_H

#include "circbox.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Builds every workload (once). */
void peer_data_make(void);
/* How many workloads, and how many pairs each holds. */
int peer_data_workloads(void);
unsigned peer_data_pairs(void);
const char *peer_data_name(int w);
/* Workload w's arrays of peer_data_pairs() entries. The 2D velocities are
   the sweeps' displacements over time [0, 1]. */
const cbx_circle *peer_data_circles(int w);
const cbx_aabb2 *peer_data_boxes2(int w);
const cbx_vec2 *peer_data_velocities(int w);
const cbx_sphere *peer_data_spheres(int w);
const cbx_aabb3 *peer_data_boxes3(int w);

#ifdef __cplusplus
}
#endif

#endif
