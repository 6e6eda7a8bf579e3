// GNU GSL called from C, the reference `springtool bench --suite integrators` measures springtool's
// GSL backend and its Swift port against: the damped spring integrated by gsl_odeiv2_driver with a
// C right-hand side, sampled like `springtool sample` samples it.
#ifndef SPRINGTOOL_GSL_REFERENCE_H
#define SPRINGTOOL_GSL_REFERENCE_H

/// Integrates m·u'' + c·u' + k·u = 0 from (u0, v0) with GSL's driver for the method named
/// `method` (rk2, rk4, rkf45, rkck, rk8pd, …), first step `h0`, tolerances `epsabs`, `epsrel`,
/// applying the driver to each time i·h for i = 1…count and writing u there to `out[i − 1]`.
/// Returns GSL's status (0 on success; -1 for an unknown method).
int springtool_reference_gsl_curve(const char *method, double m, double k, double c, double u0, double v0, double h,
                                   long count, double h0, double epsabs, double epsrel, double *out);

#endif
