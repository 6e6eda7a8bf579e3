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

// One number of a row: `null` for a non-finite one when asked, else its shortest text, through
// the column's cache when it has one.
static size_t format_cell(double value, int null_for_nonfinite, springtool_number_cache_entry *table, char *out) {
  if (null_for_nonfinite && !std::isfinite(value)) {
    std::memcpy(out, "null", 4);
    return 4;
  }
  if (table == nullptr) return springtool_format_double(value, out);
  unsigned long long bits;
  std::memcpy(&bits, &value, sizeof bits);
  // Fibonacci hashing: the top 12 bits of the product spread neighbouring doubles over the table.
  springtool_number_cache_entry &entry = table[(bits * 0x9E3779B97F4A7C15ull) >> 52];
  if (entry.length != 0 && entry.bits == bits) {
    std::memcpy(out, entry.text, SPRINGTOOL_FORMAT_DOUBLE_MAX);  // out has room for the maximum
    return entry.length;
  }
  size_t length = springtool_format_double(value, out);
  entry.bits = bits;
  entry.length = length;
  std::memcpy(entry.text, out, length);
  return length;
}

static_assert(SPRINGTOOL_NUMBER_CACHE_SIZE == 1 << 12, "the hash keeps 12 bits");

extern "C" size_t springtool_format_row(const double *values, size_t count, size_t cached_columns,
                                        springtool_number_cache_entry *cache, const char *lead, size_t lead_length,
                                        const char *prefixes, const size_t *prefix_ends, const char *suffix, size_t suffix_length,
                                        int null_for_nonfinite, char *out) {
  size_t n = lead_length;
  std::memcpy(out, lead, lead_length);
  size_t start = 0;
  for (size_t i = 0; i < count; i++) {
    std::memcpy(out + n, prefixes + start, prefix_ends[i] - start);
    n += prefix_ends[i] - start;
    start = prefix_ends[i];
    springtool_number_cache_entry *table = i < cached_columns ? cache + i * SPRINGTOOL_NUMBER_CACHE_SIZE : nullptr;
    n += format_cell(values[i], null_for_nonfinite, table, out + n);
  }
  std::memcpy(out + n, suffix, suffix_length);
  return n + suffix_length;
}

namespace {
// A finite number from_chars reads in full and in range, or false.
bool finite_number(const char *&p, const char *last, double &value) {
  std::from_chars_result result = std::from_chars(p, last, value, std::chars_format::general);
  if (result.ec != std::errc() || result.ptr == p || !std::isfinite(value)) return false;
  p = result.ptr;
  return true;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// JSON's number grammar, -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? not followed by more of it,
// checked around from_chars rather than in a pass of its own: from_chars reads that grammar plus
// a leading `.`, a trailing `.`, leading zeros, inf and nan, each excluded here.
bool json_number(const char *&p, const char *last, double &value) {
  const char *q = p;
  if (q < last && *q == '-') q++;
  if (q >= last || !is_digit(*q)) return false;
  if (*q == '0' && q + 1 < last && is_digit(q[1])) return false;
  const char *end = p;
  if (!finite_number(end, last, value)) return false;
  // The integer part's digits, then a `.` must have a digit after it.
  const char *dot = q;
  while (dot < end && is_digit(*dot)) dot++;
  if (dot < end && *dot == '.' && (dot + 1 >= end || !is_digit(dot[1]))) return false;
  if (end < last && (is_digit(*end) || *end == '+' || *end == '-' || *end == '.' || *end == 'e' || *end == 'E')) return false;
  p = end;
  return true;
}

// The first byte at or after `p` that is not JSON whitespace (returned, not updated through a
// reference, so the cursor stays in a register).
inline const char *after_json_space(const char *p, const char *last) {
  while (p < last && (unsigned char)*p <= ' ' && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) p++;
  return p;
}
}  // namespace

// Eight bytes at `p` as one word (in memory order).
static inline unsigned long long load_word(const char *p) {
  unsigned long long word;
  std::memcpy(&word, p, sizeof word);
  return word;
}

// One plain sample at `first` (see springtool_parse_json_samples): the bytes through its `}`, or 0.
// `key_starts` are the keys' offsets in `keys`; a plain key of up to 8 bytes is also one masked word.
static size_t parse_json_sample(const char *first, const char *last, const char *keys, const size_t *key_lengths,
                                const size_t *key_starts, const bool *key_is_plain, const unsigned long long *key_words,
                                const unsigned long long *key_masks, double *out, int *found) {
  const char *p = first;
  *found = 0;
  if (p >= last || *p != '{') return 0;
  p++;
  p = after_json_space(p, last);
  if (p < last && *p == '}') return (size_t)(p + 1 - first);
  for (int member = 0;; member++) {
    if (p >= last || *p != '"') return 0;
    const char *name = ++p;
    // Members usually come in the keys' order: the member's own key (one without escapes or
    // control characters) is compared in place, then any name is scanned and looked up.
    int match = -1;
    size_t length;
    if (member < 3 && key_is_plain[member] && (size_t)(last - p) > key_lengths[member] && p[key_lengths[member]] == '"' &&
        (key_lengths[member] <= 8 && last - p >= 8 ? (load_word(p) & key_masks[member]) == key_words[member]
                                                   : std::memcmp(keys + key_starts[member], p, key_lengths[member]) == 0)) {
      match = member;
      length = key_lengths[member];
      p += length;
    } else {
      // (A name past ASCII goes to the general reader, which checks it is UTF-8.)
      while (p < last && *p != '"') {
        if (*p == '\\' || (unsigned char)*p < 0x20 || (unsigned char)*p >= 0x80) return 0;
        p++;
      }
      if (p >= last) return 0;
      length = (size_t)(p - name);
      for (int i = 0; i < 3 && match < 0; i++)
        if (key_lengths[i] == length && std::memcmp(keys + key_starts[i], name, length) == 0) match = i;
    }
    p++;
    p = after_json_space(p, last);
    if (p >= last || *p != ':') return 0;
    p++;
    p = after_json_space(p, last);
    double value;
    if (!json_number(p, last, value)) return 0;
    if (match >= 0 && !(*found & (1 << match))) {
      out[match] = value;
      *found |= 1 << match;
    }
    p = after_json_space(p, last);
    if (p >= last) return 0;
    if (*p == ',') { p++; p = after_json_space(p, last); continue; }
    if (*p == '}') return (size_t)(p + 1 - first);
    return 0;
  }
}

extern "C" size_t springtool_parse_json_samples(const char *first, const char *last, const char *keys, const size_t *key_lengths,
                                                size_t capacity, double *t, double *value, double *second, int *with_second,
                                                size_t *stop, int *after_comma) {
  const char *p = first;
  p = after_json_space(p, last);
  size_t count = 0;
  *with_second = 0;
  *after_comma = 0;
  *stop = 0;
  const size_t key_starts[3] = {0, key_lengths[0], key_lengths[0] + key_lengths[1]};
  // Keys of up to 8 bytes are compared as one masked word.
  unsigned long long key_words[3] = {0, 0, 0}, key_masks[3] = {0, 0, 0};
  bool key_is_plain[3];
  for (int i = 0; i < 3; i++) {
    if (key_lengths[i] <= 8) {
      std::memcpy(&key_words[i], keys + key_starts[i], key_lengths[i]);
      std::memset(&key_masks[i], 0xFF, key_lengths[i]);
    }
    key_is_plain[i] = true;
    for (size_t k = 0; k < key_lengths[i]; k++) {
      char c = keys[key_starts[i] + k];
      if (c == '"' || c == '\\' || (unsigned char)c < 0x20) key_is_plain[i] = false;
    }
  }
  while (count < capacity) {
    double numbers[3] = {0, 0, 0};
    int found = 0;
    size_t length = parse_json_sample(p, last, keys, key_lengths, key_starts, key_is_plain, key_words, key_masks, numbers, &found);
    if (length == 0 || (found & 3) != 3) break;
    if (count == 0) *with_second = (found & 4) != 0;
    else if (((found & 4) != 0) != (*with_second != 0)) break;
    t[count] = numbers[0];
    value[count] = numbers[1];
    if (second != nullptr) second[count] = numbers[2];
    count++;
    p += length;
    p = after_json_space(p, last);
    *stop = (size_t)(p - first);
    *after_comma = 0;
    if (p < last && *p == ',') {
      p++;
      p = after_json_space(p, last);
      *stop = (size_t)(p - first);
      *after_comma = 1;
      continue;
    }
    break;
  }
  return count;
}

extern "C" size_t springtool_parse_rows(const char *first, const char *last, size_t columns, char separator, size_t capacity,
                                        double *const *outputs, size_t time_column, double previous_time, size_t *stop) {
  const char *p = first;
  size_t count = 0;
  *stop = 0;
  while (count < capacity && p < last) {
    // One plain row: its numbers stored as they are read; counted only when the row is whole
    // and its time increases.
    const char *q = p;
    double time = 0;
    bool plain = true;
    for (size_t column = 0; column < columns && plain; column++) {
      double value;
      if (!finite_number(q, last, value)) { plain = false; break; }
      if (outputs[column] != nullptr) outputs[column][count] = value;
      if (column == time_column) time = value;
      if (column + 1 < columns) {
        if (q >= last || *q != separator) { plain = false; break; }
        q++;
      }
    }
    if (!plain || !(q == last || *q == '\n' || (*q == '\r' && (q + 1 == last || q[1] == '\n')))) break;
    if (!(time > previous_time)) break;
    previous_time = time;
    p = q;
    if (p < last && *p == '\r') p++;
    if (p < last) p++;  // the \n
    count++;
    *stop = (size_t)(p - first);
  }
  return count;
}

extern "C" double springtool_round_significant(double value, int digits) {
  char text[64];
  if (digits < 1) digits = 1;
  if (digits > 17) digits = 17;
  std::to_chars_result written = std::to_chars(text, text + sizeof text, value, std::chars_format::scientific, digits - 1);
  double rounded = value;
  if (written.ec == std::errc()) std::from_chars(text, written.ptr, rounded);
  return rounded;
}
