extension SIMD where Scalar == Double {
  /// The components as an array (for traces and reports).
  @inlinable package var array: [Double] { (0..<scalarCount).map { self[$0] } }
}
