// The parts of GNU GSL springtool uses: odeiv2, errors, version.
// Accessors wrap GSL's global variables, which Swift 6 cannot read safely as globals.
#ifndef SPRINGTOOL_CGSL_SHIM_H
#define SPRINGTOOL_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_version.h>

static inline const char *springtool_gsl_version(void) { return gsl_version; }

/// The step type by springtool's index (the order of ODEMethod's GSL cases), or NULL.
static inline const gsl_odeiv2_step_type *springtool_gsl_step_type(int index) {
  switch (index) {
  case 0: return gsl_odeiv2_step_rk2;
  case 1: return gsl_odeiv2_step_rk4;
  case 2: return gsl_odeiv2_step_rkf45;
  case 3: return gsl_odeiv2_step_rkck;
  case 4: return gsl_odeiv2_step_rk8pd;
  case 5: return gsl_odeiv2_step_rk1imp;
  case 6: return gsl_odeiv2_step_rk2imp;
  case 7: return gsl_odeiv2_step_rk4imp;
  case 8: return gsl_odeiv2_step_bsimp;
  case 9: return gsl_odeiv2_step_msadams;
  case 10: return gsl_odeiv2_step_msbdf;
  default: return 0;
  }
}

#endif
