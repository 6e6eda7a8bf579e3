// Exact decimal-to-double parsing for springtool's readers, through C++17's std::from_chars
// (correctly rounded, locale-independent, and several times faster than strtod).
#ifndef SPRINGTOOL_NUMBER_PARSING_H
#define SPRINGTOOL_NUMBER_PARSING_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Parses the longest prefix of [first, last) that is a decimal number (`-1.5e-3`, `inf`, `nan`)
/// into `*out`, rounded correctly. Returns the number of bytes used, or 0 when no number starts at
/// `first` (no leading `+` or spaces, no hexadecimal). A decimal out of range gives ±inf or ±0,
/// as strtod does.
size_t springtool_parse_double(const char *first, const char *last, double *out);

#ifdef __cplusplus
}
#endif

#endif
