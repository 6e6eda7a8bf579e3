// Exact number text for springtool's writers and readers, through C++17's std::to_chars and
// std::from_chars (shortest round trip and correctly rounded, locale-independent, and several
// times faster than printf and strtod).
#ifndef SPRINGTOOL_NUMBER_CONVERSION_H
#define SPRINGTOOL_NUMBER_CONVERSION_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Parses the longest prefix of [first, last) that is a decimal number (`-1.5e-3`, `inf`, `nan`)
/// into `*out`, rounded correctly. Returns the number of bytes used, or 0 when no number starts at
/// `first` (no leading `+` or spaces, no hexadecimal). A decimal out of range gives ±inf or ±0,
/// as strtod does.
size_t springtool_parse_double(const char *first, const char *last, double *out);

/// The most bytes springtool_format_double writes.
#define SPRINGTOOL_FORMAT_DOUBLE_MAX 32

/// Writes the shortest text of `value` that reads back to it, laid out as Swift's
/// `Double.description` lays it out but without its `.0` on whole numbers: positional from
/// 1e-4 to 2^53 (`0.0001`, `80`, `9007199254740992`), else `d.ddde±XX` (`1e-05`, `1e+16`);
/// `inf`, `-inf`, `nan`, `0`, `-0`. Writes at most SPRINGTOOL_FORMAT_DOUBLE_MAX bytes to `out`
/// (no terminating zero) and returns how many.
size_t springtool_format_double(double value, char *out);

/// `value` rounded correctly to `digits` (1 to 17) significant decimal digits (as printf's
/// `%.*e` with `digits − 1`), read back as the nearest double: what a table shows a person.
double springtool_round_significant(double value, int digits);

/// The texts of recently written numbers, for columns whose values repeat (a sweep's axes, a
/// grid's times): a direct-mapped table of SPRINGTOOL_NUMBER_CACHE_SIZE numbers per column,
/// keyed by the number's bits. Allocate it zeroed (calloc): an entry of length 0 is empty.
#define SPRINGTOOL_NUMBER_CACHE_SIZE 4096
typedef struct springtool_number_cache_entry {
  unsigned long long bits;
  size_t length;
  char text[SPRINGTOOL_FORMAT_DOUBLE_MAX];
} springtool_number_cache_entry;

/// Writes one row of numbers: `lead`, then for each i < count the prefix
/// `prefixes[prefix_ends[i-1] ..< prefix_ends[i]]` (from 0 for i = 0) and `values[i]` as
/// springtool_format_double writes it (a non-finite value as `null` when `null_for_nonfinite`),
/// then `suffix`. The first `cached_columns` numbers' text is taken from `cache` (which holds
/// cached_columns·SPRINGTOOL_NUMBER_CACHE_SIZE entries; NULL when cached_columns is 0) when it
/// holds them, and stored there when not: the same bytes, without formatting a repeated number
/// again. `out` must hold the lead, the prefixes, the suffix and count·SPRINGTOOL_FORMAT_DOUBLE_MAX
/// bytes. Returns the number of bytes written.
size_t springtool_format_row(const double *values, size_t count, size_t cached_columns, springtool_number_cache_entry *cache,
                             const char *lead, size_t lead_length, const char *prefixes, const size_t *prefix_ends,
                             const char *suffix, size_t suffix_length, int null_for_nonfinite, char *out);

/// Reads a run of plain CSV or TSV data rows from `first`, up to `capacity` rows: each `columns`
/// finite numbers as springtool_parse_double reads them (no spaces, no `+`, in range), joined by
/// `separator` and ended by `\n`, `\r\n` or `last`, whose number in `time_column` is greater than
/// the row's before (the first row's, than `previous_time`). Column c's numbers go to
/// `outputs[c][0 ..< rows]` (a NULL output reads and drops them). Returns how many rows it read;
/// `*stop` is the offset after the last one's line end. It stops at the first row that is
/// anything else (its numbers may have been stored past the rows counted), for the general
/// reader to judge.
size_t springtool_parse_rows(const char *first, const char *last, size_t columns, char separator, size_t capacity,
                             double *const *outputs, size_t time_column, double previous_time, size_t *stop);

/// Reads a run of plain samples of a JSON array from `first` (JSON whitespace, then a sample's
/// `{`), separated by `,`. A plain sample is an object whose member names have no escapes nor
/// bytes past ASCII and whose values are finite JSON numbers; `keys` holds three names one after
/// another and `key_lengths` their lengths, and a sample must have names 0 and 1, and name 2 exactly when the
/// run's first sample has it (`*with_second`; the first of a repeated name counts). Stores at most
/// `capacity` samples' numbers in `t`, `value` and `second` (NULL: not stored) and returns how many; `*stop` is the
/// offset where it stopped: after a `,` (then `*after_comma` is 1 and the next element starts
/// there) or after the last sample read and its whitespace (at `]`, or whatever follows). It stops
/// before the first sample that is anything else, for the general reader to judge.
size_t springtool_parse_json_samples(const char *first, const char *last, const char *keys, const size_t *key_lengths,
                                     size_t capacity, double *t, double *value, double *second, int *with_second,
                                     size_t *stop, int *after_comma);

#ifdef __cplusplus
}
#endif

#endif
