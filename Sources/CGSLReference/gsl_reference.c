// See include/springtool_gsl_reference.h. Plain C99 over GSL's public odeiv2 interface.
#include "springtool_gsl_reference.h"

#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <string.h>

struct spring { double m, k, c; };

static int rhs(double t, const double y[], double dydt[], void *params) {
  (void)t;
  const struct spring *s = params;
  dydt[0] = y[1];
  dydt[1] = (-s->k * y[0] - s->c * y[1]) / s->m;
  return GSL_SUCCESS;
}

static int jacobian(double t, const double y[], double *dfdy, double dfdt[], void *params) {
  (void)t;
  (void)y;
  const struct spring *s = params;
  dfdy[0] = 0;
  dfdy[1] = 1;
  dfdy[2] = -s->k / s->m;
  dfdy[3] = -s->c / s->m;
  dfdt[0] = 0;
  dfdt[1] = 0;
  return GSL_SUCCESS;
}

static const gsl_odeiv2_step_type *step_type(const char *name) {
  if (strcmp(name, "rk2") == 0) return gsl_odeiv2_step_rk2;
  if (strcmp(name, "rk4") == 0) return gsl_odeiv2_step_rk4;
  if (strcmp(name, "rkf45") == 0) return gsl_odeiv2_step_rkf45;
  if (strcmp(name, "rkck") == 0) return gsl_odeiv2_step_rkck;
  if (strcmp(name, "rk8pd") == 0) return gsl_odeiv2_step_rk8pd;
  if (strcmp(name, "rk4imp") == 0) return gsl_odeiv2_step_rk4imp;
  if (strcmp(name, "bsimp") == 0) return gsl_odeiv2_step_bsimp;
  if (strcmp(name, "msadams") == 0) return gsl_odeiv2_step_msadams;
  if (strcmp(name, "msbdf") == 0) return gsl_odeiv2_step_msbdf;
  return NULL;
}

int springtool_reference_gsl_curve(const char *method, double m, double k, double c, double u0, double v0, double h,
                                   long count, double h0, double epsabs, double epsrel, double *out) {
  const gsl_odeiv2_step_type *type = step_type(method);
  if (type == NULL) return -1;
  gsl_set_error_handler_off();
  struct spring s = {m, k, c};
  gsl_odeiv2_system system = {rhs, jacobian, 2, &s};
  gsl_odeiv2_driver *driver = gsl_odeiv2_driver_alloc_y_new(&system, type, h0, epsabs, epsrel);
  if (driver == NULL) return GSL_ENOMEM;
  double t = 0, y[2] = {u0, v0};
  int status = GSL_SUCCESS;
  for (long i = 1; i <= count && status == GSL_SUCCESS; i++) {
    status = gsl_odeiv2_driver_apply(driver, &t, (double)i * h, y);
    out[i - 1] = y[0];
  }
  gsl_odeiv2_driver_free(driver);
  return status;
}
