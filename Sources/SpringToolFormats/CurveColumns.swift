#if canImport(Glibc)
  import Glibc
#endif

/// A curve's columns grown in place by a reader that writes numbers straight into them.
package enum CurveColumns {
  /// Replaces `times`, `values` and (when `keepingSeconds`) `seconds` with new columns of
  /// `capacity` elements that start with their elements so far, and lets `fill` write more
  /// straight into them: `fill` gets where the next time, value and second value go (nil when
  /// seconds are not kept) and room for `capacity − times.count` more, and returns how many it
  /// wrote. Without `keepingSeconds`, `seconds` is left as it is.
  ///
  /// Why: a reader that appends through a scratch block copies every number once more, into
  /// memory the append faults in anyway.
  package static func extend(
    times: inout [Double], values: inout [Double], seconds: inout [Double], keepingSeconds: Bool,
    capacity: Int,
    _ fill: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>?, Int) -> Int
  ) {
    let kept = times.count
    let (oldTimes, oldValues, oldSeconds) = (times, values, seconds)
    var written = 0
    times = Array(unsafeUninitializedCapacity: capacity) { t, tCount in
      values = Array(unsafeUninitializedCapacity: capacity) { v, vCount in
        let newSeconds = [Double](unsafeUninitializedCapacity: keepingSeconds ? capacity : 0) { s, sCount in
          for column in [t, v, s] { adviseHugePages(column) }
          _ = t.initialize(fromContentsOf: oldTimes)
          _ = v.initialize(fromContentsOf: oldValues)
          if keepingSeconds { _ = s.initialize(fromContentsOf: oldSeconds) }
          written = fill(t.baseAddress! + kept, v.baseAddress! + kept, keepingSeconds ? s.baseAddress! + kept : nil, capacity - kept)
          sCount = keepingSeconds ? kept + written : 0
        }
        if keepingSeconds { seconds = newSeconds }
        vCount = kept + written
      }
      tCount = kept + written
    }
  }

  /// Asks Linux to back a large new column with 2 MiB pages where it can: the reader writes
  /// every page of it once, and faulting it in 4 KiB at a time cost about 10 ns a row of three
  /// columns (a quarter of the CSV reader's time); with huge pages it is mostly the zeroing.
  /// Only the column's whole 2 MiB-aligned stretches are advised; elsewhere (and on a kernel that
  /// declines) nothing changes.
  static func adviseHugePages(_ column: UnsafeMutableBufferPointer<Double>) {
    #if os(Linux)
      let huge = 1 << 21
      guard let base = column.baseAddress, column.count * MemoryLayout<Double>.stride >= 2 * huge else { return }
      let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
      let end = (Int(bitPattern: base) + column.count * MemoryLayout<Double>.stride) & ~(huge - 1)
      if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
    #endif
  }
}
