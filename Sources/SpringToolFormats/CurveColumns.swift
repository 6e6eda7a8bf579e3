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
  package static func extend(times: inout [Double], values: inout [Double], seconds: inout [Double], keepingSeconds: Bool,
                             capacity: Int,
                             _ fill: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>?, Int) -> Int) {
    let kept = times.count
    let (oldTimes, oldValues, oldSeconds) = (times, values, seconds)
    var written = 0
    times = Array(unsafeUninitializedCapacity: capacity) { t, tCount in
      values = Array(unsafeUninitializedCapacity: capacity) { v, vCount in
        let newSeconds = [Double](unsafeUninitializedCapacity: keepingSeconds ? capacity : 0) { s, sCount in
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
}
