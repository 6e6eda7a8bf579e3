// C++ reference for springtool's text input and output: the same rows written and read with
// std::to_chars / std::from_chars (shortest round-trip) and a 64 KiB buffer, so `springtool bench
// --suite io` can show its writers and readers beside what the machine does natively.
#ifndef SPRINGTOOL_IO_REFERENCE_H
#define SPRINGTOOL_IO_REFERENCE_H

#ifdef __cplusplus
extern "C" {
#endif

/// Writes `rows` rows of `t`, `value`, `velocity` to the file descriptor `fd`: CSV lines
/// ("t,value,velocity\n") when `json` is 0, else the rows of a JSON array of objects
/// ("    {\"t\": …, \"value\": …, \"velocity\": …},\n"). Returns the bytes written, or -1 when a
/// write fails.
long long springtool_reference_write(const double *t, const double *value, const double *velocity, long long rows, int fd,
                                     int json);

/// Reads CSV text of three numeric columns after one header line into the arrays (at most
/// `capacity` rows). Returns the rows read, or -1 for text that is not three numbers a row.
long long springtool_reference_read_csv(const char *text, long long length, double *t, double *value, double *velocity,
                                        long long capacity);

/// Reads the samples array of a JSON document (objects with the numeric members "t", "value" and
/// "velocity", in any order) into the arrays (at most `capacity` rows). Returns the rows read, or
/// -1 for text that is not such a document.
long long springtool_reference_read_json(const char *text, long long length, double *t, double *value, double *velocity,
                                         long long capacity);

#ifdef __cplusplus
}
#endif

#endif
