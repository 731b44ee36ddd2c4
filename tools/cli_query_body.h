/* SPDX-License-Identifier: MIT */
/* Body of cli_query.c, included once per precision: CLI_T(name) appends the
   precision's suffix ("" or "f") and cli_real is its scalar type. */

static CLI_T(cbx_vec2) CLI_T(cli_vec2)(const double *v) {
    CLI_T(cbx_vec2) r = {(cli_real)v[0], (cli_real)v[1]};
    return r;
}

static CLI_T(cbx_vec3) CLI_T(cli_vec3)(const double *v) {
    CLI_T(cbx_vec3) r = {(cli_real)v[0], (cli_real)v[1], (cli_real)v[2]};
    return r;
}

static void CLI_T(cli_put2)(double *dst, CLI_T(cbx_vec2) v) {
    dst[0] = v.x;
    dst[1] = v.y;
    dst[2] = 0;
}

static void CLI_T(cli_put3)(double *dst, CLI_T(cbx_vec3) v) {
    dst[0] = v.x;
    dst[1] = v.y;
    dst[2] = v.z;
}

static CLI_T(cbx_circle) CLI_T(cli_circle)(const cli_query *q) {
    CLI_T(cbx_circle) c = {CLI_T(cli_vec2)(q->ball), (cli_real)q->ball[2]};
    return c;
}

static CLI_T(cbx_aabb2) CLI_T(cli_aabb2)(const cli_query *q) {
    CLI_T(cbx_aabb2) b = {CLI_T(cli_vec2)(q->box_min), CLI_T(cli_vec2)(q->box_max)};
    return b;
}

static CLI_T(cbx_obb2) CLI_T(cli_obb2)(const cli_query *q) {
    CLI_T(cbx_obb2) b = {CLI_T(cli_vec2)(q->center), CLI_T(cli_vec2)(q->half),
                         {(cli_real)q->axis[0][0], (cli_real)q->axis[0][1]}};
    return b;
}

#if CBX_CLI_HAVE_STATIC3
static CLI_T(cbx_sphere) CLI_T(cli_sphere)(const cli_query *q) {
    CLI_T(cbx_sphere) s = {CLI_T(cli_vec3)(q->ball), (cli_real)q->ball[3]};
    return s;
}

static CLI_T(cbx_aabb3) CLI_T(cli_aabb3)(const cli_query *q) {
    CLI_T(cbx_aabb3) b = {CLI_T(cli_vec3)(q->box_min), CLI_T(cli_vec3)(q->box_max)};
    return b;
}

static CLI_T(cbx_obb3) CLI_T(cli_obb3)(const cli_query *q) {
    CLI_T(cbx_obb3) b = {CLI_T(cli_vec3)(q->center), CLI_T(cli_vec3)(q->half),
                         {CLI_T(cli_vec3)(q->axis[0]), CLI_T(cli_vec3)(q->axis[1]), CLI_T(cli_vec3)(q->axis[2])}};
    return b;
}
#endif

static void CLI_T(cli_static2)(const cli_query *q, cli_answer *a) {
    const CLI_T(cbx_circle) c = CLI_T(cli_circle)(q);
    if (q->op == CLI_OP_RELATE) {
        a->code = q->box == CLI_BOX_AABB ? CLI_T(cbx_relate_circle_aabb2)(c, CLI_T(cli_aabb2)(q))
                                         : CLI_T(cbx_relate_circle_obb2)(c, CLI_T(cli_obb2)(q));
        return;
    }
    const CLI_T(cbx_contact2) k = q->box == CLI_BOX_AABB ? CLI_T(cbx_contact_circle_aabb2)(c, CLI_T(cli_aabb2)(q))
                                                         : CLI_T(cbx_contact_circle_obb2)(c, CLI_T(cli_obb2)(q));
    a->code = k.relation;
    a->value = k.distance;
    CLI_T(cli_put2)(a->point, k.point);
    CLI_T(cli_put2)(a->normal, k.normal);
}

static void CLI_T(cli_sweep2)(const cli_query *q, cli_answer *a) {
#if CBX_CLI_HAVE_SWEEP2
    const CLI_T(cbx_circle) c = CLI_T(cli_circle)(q);
    const CLI_T(cbx_vec2) v = CLI_T(cli_vec2)(q->velocity), bv = CLI_T(cli_vec2)(q->box_velocity);
    const CLI_T(cbx_sweep2) s = q->box == CLI_BOX_AABB ? CLI_T(cbx_sweep_circle_aabb2)(c, v, CLI_T(cli_aabb2)(q), bv)
                                                       : CLI_T(cbx_sweep_circle_obb2)(c, v, CLI_T(cli_obb2)(q), bv);
    a->code = s.type;
    a->value = s.time;
    CLI_T(cli_put2)(a->point, s.point);
    CLI_T(cli_put2)(a->normal, s.normal);
#else
    (void)q;
    a->code = CBX_SWEEP_INVALID;
#endif
}

static void CLI_T(cli_static3)(const cli_query *q, cli_answer *a) {
#if CBX_CLI_HAVE_STATIC3
    const CLI_T(cbx_sphere) s = CLI_T(cli_sphere)(q);
    if (q->op == CLI_OP_RELATE) {
        a->code = q->box == CLI_BOX_AABB3 ? CLI_T(cbx_relate_sphere_aabb3)(s, CLI_T(cli_aabb3)(q))
                                          : CLI_T(cbx_relate_sphere_obb3)(s, CLI_T(cli_obb3)(q));
        return;
    }
    const CLI_T(cbx_contact3) k = q->box == CLI_BOX_AABB3 ? CLI_T(cbx_contact_sphere_aabb3)(s, CLI_T(cli_aabb3)(q))
                                                          : CLI_T(cbx_contact_sphere_obb3)(s, CLI_T(cli_obb3)(q));
    a->code = k.relation;
    a->value = k.distance;
    CLI_T(cli_put3)(a->point, k.point);
    CLI_T(cli_put3)(a->normal, k.normal);
#else
    (void)q;
    (void)CLI_T(cli_put3);
    (void)CLI_T(cli_vec3);
    a->code = CBX_INVALID;
#endif
}

static void CLI_T(cli_sweep3)(const cli_query *q, cli_answer *a) {
#if CBX_CLI_HAVE_SWEEP3
    const CLI_T(cbx_sphere) s = CLI_T(cli_sphere)(q);
    const CLI_T(cbx_vec3) v = CLI_T(cli_vec3)(q->velocity), bv = CLI_T(cli_vec3)(q->box_velocity);
    const CLI_T(cbx_sweep3) w = q->box == CLI_BOX_AABB3 ? CLI_T(cbx_sweep_sphere_aabb3)(s, v, CLI_T(cli_aabb3)(q), bv)
                                                        : CLI_T(cbx_sweep_sphere_obb3)(s, v, CLI_T(cli_obb3)(q), bv);
    a->code = w.type;
    a->value = w.time;
    CLI_T(cli_put3)(a->point, w.point);
    CLI_T(cli_put3)(a->normal, w.normal);
#else
    (void)q;
    a->code = CBX_SWEEP_INVALID;
#endif
}

static void CLI_T(cli_ask)(const cli_query *q, cli_answer *a) {
    if (q->op == CLI_OP_SWEEP)
        (q->ball_dim == 2 ? CLI_T(cli_sweep2) : CLI_T(cli_sweep3))(q, a);
    else
        (q->ball_dim == 2 ? CLI_T(cli_static2) : CLI_T(cli_static3))(q, a);
}
