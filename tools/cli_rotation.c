/* SPDX-License-Identifier: MIT */
/* Angles in degrees to rotations: the one place the tool uses libm.

   The angle's magnitude is first reduced exactly (fmod is exact; a negative
   angle is the mirror of its magnitude's rotation) to a quarter turn k and
   a remainder r in [-45, 45] degrees (a - 90k is exact by Sterbenz's lemma),
   sin/cos see only r, and the quarter turns are applied by swapping and
   negating. So 90, 180, -270 or 720 degrees give exact 0 and +-1, and a box
   given at a right angle is exactly axis-aligned for the library. */
#include <math.h>

#include "cli.h"

static const double cli_pi = 3.14159265358979323846;

void cli_rotation_deg(double degrees, double *c, double *s) {
    /* A negative angle is its mirror: reduced as |a| (a + 360 rounded: -1e-10
       degrees turned by 359.9999999999 and -1e-300 by exactly 0), its sine
       negated. */
    const bool negative = degrees < 0;
    const double a = fmod(fabs(degrees), 360.0);
    const double k = nearbyint(a / 90.0);
    const double r = a - 90.0 * k;
    double cr = 1.0, sr = 0.0;
    if (r != 0.0) {
        cr = cos(r * (cli_pi / 180.0));
        sr = sin(r * (cli_pi / 180.0));
    }
    switch ((int)k & 3) {
    case 0: *c = cr; *s = sr; break;
    case 1: *c = -sr; *s = cr; break;
    case 2: *c = -cr; *s = -sr; break;
    default: *c = sr; *s = -cr; break;
    }
    if (negative) *s = -*s;
    /* No negative zeros: 180 degrees is (-1, 0), not (-1, -0). */
    *c += 0.0;
    *s += 0.0;
}

/* R = Rz(yaw) * Ry(pitch) * Rx(roll); axis k is column k of R. With exact
   quarter-turn sines and cosines every product and sum below is exact too. */
void cli_euler_axes(double yaw, double pitch, double roll, double axis[3][3]) {
    double cz, sz, cy, sy, cx, sx;
    cli_rotation_deg(yaw, &cz, &sz);
    cli_rotation_deg(pitch, &cy, &sy);
    cli_rotation_deg(roll, &cx, &sx);
    axis[0][0] = cz * cy;
    axis[0][1] = sz * cy;
    axis[0][2] = -sy;
    axis[1][0] = cz * sy * sx - sz * cx;
    axis[1][1] = sz * sy * sx + cz * cx;
    axis[1][2] = cy * sx;
    axis[2][0] = cz * sy * cx + sz * sx;
    axis[2][1] = sz * sy * cx - cz * sx;
    axis[2][2] = cy * cx;
}
