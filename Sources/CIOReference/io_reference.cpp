// See include/springtool_io_reference.h. Written for springtool's benchmarks; plain C++17.
#include "springtool_io_reference.h"

#include <charconv>
#include <cstring>
#include <unistd.h>

namespace {
constexpr long long kChunk = 1 << 16;

struct Buffer {
  char data[kChunk + 512];
  long long used = 0;
  long long written = 0;
  int fd;
  bool failed = false;

  explicit Buffer(int descriptor) : fd(descriptor) {}

  void flush() {
    const char *p = data;
    long long left = used;
    while (left > 0 && !failed) {
      ssize_t n = ::write(fd, p, static_cast<size_t>(left));
      if (n < 0) { failed = true; break; }
      p += n;
      left -= n;
    }
    written += used;
    used = 0;
  }

  void text(const char *s, size_t n) {
    std::memcpy(data + used, s, n);
    used += static_cast<long long>(n);
  }

  void number(double x) {
    auto r = std::to_chars(data + used, data + used + 32, x);
    used = r.ptr - data;
  }
};
}  // namespace

extern "C" long long springtool_reference_write(const double *t, const double *value, const double *velocity, long long rows,
                                                int fd, int json) {
  Buffer out(fd);
  for (long long i = 0; i < rows; i++) {
    if (json) {
      out.text("    {\"t\": ", 10);
      out.number(t[i]);
      out.text(", \"value\": ", 11);
      out.number(value[i]);
      out.text(", \"velocity\": ", 14);
      out.number(velocity[i]);
      out.text("},\n", 3);
    } else {
      out.number(t[i]);
      out.text(",", 1);
      out.number(value[i]);
      out.text(",", 1);
      out.number(velocity[i]);
      out.text("\n", 1);
    }
    if (out.used >= kChunk) out.flush();
  }
  out.flush();
  return out.failed ? -1 : out.written;
}

extern "C" long long springtool_reference_read_csv(const char *text, long long length, double *t, double *value,
                                                   double *velocity, long long capacity) {
  const char *p = text, *end = text + length;
  while (p < end && *p != '\n') p++;  // the header
  if (p < end) p++;
  long long rows = 0;
  double *columns[3] = {t, value, velocity};
  while (p < end && rows < capacity) {
    for (int c = 0; c < 3; c++) {
      auto r = std::from_chars(p, end, *(columns[c] + rows));
      if (r.ec != std::errc()) return -1;
      p = r.ptr;
      char expected = c < 2 ? ',' : '\n';
      if (p < end && *p == '\r') p++;
      if (p < end && *p != expected) return -1;
      if (p < end) p++;
    }
    rows++;
  }
  return rows;
}

namespace {
const char *skip_space(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) p++;
  return p;
}
}  // namespace

extern "C" long long springtool_reference_read_json(const char *text, long long length, double *t, double *value,
                                                    double *velocity, long long capacity) {
  const char *p = text, *end = text + length;
  // The samples array: the first '[' of the document.
  while (p < end && *p != '[') p++;
  if (p == end) return -1;
  p++;
  long long rows = 0;
  while (rows < capacity) {
    p = skip_space(p, end);
    if (p < end && *p == ']') return rows;
    if (p == end || *p != '{') return -1;
    p++;
    for (;;) {
      p = skip_space(p, end);
      if (p == end || *p != '"') return -1;
      const char *key = ++p;
      while (p < end && *p != '"') p++;
      size_t key_length = (size_t)(p - key);
      p = skip_space(p + 1, end);
      if (p == end || *p != ':') return -1;
      p = skip_space(p + 1, end);
      double x = 0;
      auto r = std::from_chars(p, end, x);
      if (r.ec != std::errc()) return -1;
      p = r.ptr;
      if (key_length == 1 && key[0] == 't') t[rows] = x;
      else if (key_length == 5 && std::memcmp(key, "value", 5) == 0) value[rows] = x;
      else if (key_length == 8 && std::memcmp(key, "velocity", 8) == 0) velocity[rows] = x;
      p = skip_space(p, end);
      if (p < end && *p == ',') { p++; continue; }
      if (p < end && *p == '}') { p++; break; }
      return -1;
    }
    rows++;
    p = skip_space(p, end);
    if (p < end && *p == ',') p++;
  }
  return rows;
}
