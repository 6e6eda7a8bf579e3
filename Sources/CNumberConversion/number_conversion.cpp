// See include/springtool_number_conversion.h.
#include "springtool_number_conversion.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <system_error>

extern "C" size_t springtool_parse_double(const char *first, const char *last, double *out) {
  double value = 0;
  std::from_chars_result result = std::from_chars(first, last, value, std::chars_format::general);
  if (result.ec == std::errc::result_out_of_range) {
    // from_chars leaves the value alone out of range; strtod's answer (±inf or ±0) is the one
    // people expect, and this path is rare enough for its copy.
    std::string text(first, result.ptr);
    *out = std::strtod(text.c_str(), nullptr);
    return (size_t)(result.ptr - first);
  }
  if (result.ec != std::errc()) return 0;
  *out = value;
  return (size_t)(result.ptr - first);
}

extern "C" size_t springtool_format_double(double value, char *out) {
  if (std::isnan(value)) { std::memcpy(out, "nan", 3); return 3; }
  if (std::isinf(value)) {
    if (value < 0) { std::memcpy(out, "-inf", 4); return 4; }
    std::memcpy(out, "inf", 3); return 3;
  }
  if (value == 0) {
    if (std::signbit(value)) { std::memcpy(out, "-0", 2); return 2; }
    out[0] = '0'; return 1;
  }
  // Swift's layout: positional for a magnitude from 1e-4 (a decimal exponent of −4 or more; no
  // double below 1e-4 has shortest digits at or above it) up to 2^53, else d.ddde±XX.
  double magnitude = std::fabs(value);
  std::chars_format format = magnitude >= 1e-4 && magnitude <= 9007199254740992.0 ? std::chars_format::fixed
                                                                                  : std::chars_format::scientific;
  return (size_t)(std::to_chars(out, out + SPRINGTOOL_FORMAT_DOUBLE_MAX, value, format).ptr - out);
}

extern "C" size_t springtool_format_row(const double *values, size_t count, const char *lead, size_t lead_length,
                                        const char *prefixes, const size_t *prefix_ends, const char *suffix, size_t suffix_length,
                                        int null_for_nonfinite, char *out) {
  size_t n = lead_length;
  std::memcpy(out, lead, lead_length);
  size_t start = 0;
  for (size_t i = 0; i < count; i++) {
    std::memcpy(out + n, prefixes + start, prefix_ends[i] - start);
    n += prefix_ends[i] - start;
    start = prefix_ends[i];
    if (null_for_nonfinite && !std::isfinite(values[i])) {
      std::memcpy(out + n, "null", 4);
      n += 4;
    } else {
      n += springtool_format_double(values[i], out + n);
    }
  }
  std::memcpy(out + n, suffix, suffix_length);
  return n + suffix_length;
}
