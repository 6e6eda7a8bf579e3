// See include/springtool_number_parsing.h.
#include "springtool_number_parsing.h"

#include <charconv>
#include <cstdlib>
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
