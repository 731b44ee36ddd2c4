/* SPDX-License-Identifier: MIT */
/* bench_workloads.h's data, handed to bench_peers.cpp through peer_data.h. */
#include "bench_workloads.h"
#include "peer_data.h"

void peer_data_make(void) { make_data(); }
int peer_data_workloads(void) { return ND; }
unsigned peer_data_pairs(void) { return N; }
const char *peer_data_name(int w) { return dname[w]; }
const cbx_circle *peer_data_circles(int w) { return c2[w]; }
const cbx_aabb2 *peer_data_boxes2(int w) { return b2[w]; }
const cbx_vec2 *peer_data_velocities(int w) { return v2[w]; }
const cbx_sphere *peer_data_spheres(int w) { return s3[w]; }
const cbx_aabb3 *peer_data_boxes3(int w) { return b3[w]; }
