// The parts of GNU GSL springtool uses: odeiv2, errors, version.
// Accessors wrap GSL's global variables, which Swift 6 cannot read safely as globals:
// one function per step type, so no index crosses the C boundary.
#ifndef SPRINGTOOL_CGSL_SHIM_H
#define SPRINGTOOL_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_version.h>

static inline const char *springtool_gsl_version(void) { return gsl_version; }

static inline const gsl_odeiv2_step_type *springtool_gsl_step_rk2(void) { return gsl_odeiv2_step_rk2; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_rk4(void) { return gsl_odeiv2_step_rk4; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_rkf45(void) { return gsl_odeiv2_step_rkf45; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_rkck(void) { return gsl_odeiv2_step_rkck; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_rk8pd(void) { return gsl_odeiv2_step_rk8pd; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_rk1imp(void) { return gsl_odeiv2_step_rk1imp; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_rk2imp(void) { return gsl_odeiv2_step_rk2imp; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_rk4imp(void) { return gsl_odeiv2_step_rk4imp; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_bsimp(void) { return gsl_odeiv2_step_bsimp; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_msadams(void) { return gsl_odeiv2_step_msadams; }
static inline const gsl_odeiv2_step_type *springtool_gsl_step_msbdf(void) { return gsl_odeiv2_step_msbdf; }

// The damped spring's right-hand side in C, for the common case (a constant spring toward a fixed
// target, in displacement form): GSL then never calls back into Swift for each evaluation. The
// arithmetic is the Swift SpringODE's, operation for operation, so both backends agree bit for bit.
typedef struct {
  double mass, stiffness, damping;
} springtool_spring_parameters;

static inline int springtool_spring_function(double t, const double y[], double dydt[], void *params) {
  (void)t;
  const springtool_spring_parameters *p = (const springtool_spring_parameters *)params;
  dydt[0] = y[1];
  dydt[1] = (-p->stiffness * y[0] - p->damping * y[1]) / p->mass;
  return GSL_SUCCESS;
}

static inline int springtool_spring_jacobian(double t, const double y[], double *dfdy, double dfdt[], void *params) {
  (void)t;
  (void)y;
  const springtool_spring_parameters *p = (const springtool_spring_parameters *)params;
  dfdy[0] = 0;
  dfdy[1] = 1;
  dfdy[2] = -p->stiffness / p->mass;
  dfdy[3] = -p->damping / p->mass;
  dfdt[0] = 0;
  dfdt[1] = 0;
  return GSL_SUCCESS;
}

#endif
