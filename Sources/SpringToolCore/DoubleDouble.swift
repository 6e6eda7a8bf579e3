// Error-free transformations and a minimal double-double type.
//
// Why: the closed form must stay within ~1e-13 of the travel for phases of
// 10^5 radians (an undamped spring after 10^4 periods) and for damping ratios
// within 1e-9 of 1. Both need a few quantities (the discriminant c² − 4km, the
// damped frequency, the phase ω·t) to more than 53 bits. Everything else stays
// in plain Double.

/// An unevaluated sum `hi + lo` with `|lo| ≤ ulp(hi)/2`, about 106 bits.
@usableFromInline
struct DoubleDouble: Sendable {
  @usableFromInline var hi: Double
  @usableFromInline var lo: Double

  @inlinable @inline(__always) init(_ hi: Double, _ lo: Double = 0) {
    self.hi = hi
    self.lo = lo
  }

  @inlinable @inline(__always) var value: Double { hi + lo }

  /// `a + b` exactly, as a rounded sum and its error (Knuth's TwoSum).
  @inlinable @inline(__always) static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bb = s - a
    let e = (a - (s - bb)) + (b - bb)
    return DoubleDouble(s, e)
  }

  /// `a + b` exactly when `|a| ≥ |b|` (Dekker's FastTwoSum).
  @inlinable @inline(__always) static func fastTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(s, b - (s - a))
  }

  /// `a · b` exactly, as a rounded product and its error (Dekker's TwoProduct).
  ///
  /// Veltkamp splitting rather than an FMA: a generic x86-64 build has no FMA
  /// instruction, and the libm `fma` call costs more than these 17 flops.
  /// Exact for |a|, |b| < 2^995 with a normal product; beyond that the error term is 0.
  @inlinable @inline(__always) static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    guard abs(a) < 0x1p995 && abs(b) < 0x1p995 else { return DoubleDouble(p, 0) }
    let (ah, al) = split(a)
    let (bh, bl) = split(b)
    return DoubleDouble(p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
  }

  /// Veltkamp's split of `a` into two halves of 26 significant bits each, `a = hi + lo`.
  @inlinable @inline(__always) static func split(_ a: Double) -> (Double, Double) {
    let c = 134_217_729.0 * a  // 2^27 + 1
    let hi = c - (c - a)
    return (hi, a - hi)
  }

  @inlinable @inline(__always) static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let s = twoSum(x.hi, y.hi)
    let t = twoSum(x.lo, y.lo)
    let u = fastTwoSum(s.hi, s.lo + t.hi)
    return fastTwoSum(u.hi, u.lo + t.lo)
  }

  @inlinable @inline(__always) static prefix func - (x: DoubleDouble) -> DoubleDouble {
    DoubleDouble(-x.hi, -x.lo)
  }

  @inlinable @inline(__always) static func - (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    x + (-y)
  }

  @inlinable @inline(__always) static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let p = twoProduct(x.hi, y.hi)
    return fastTwoSum(p.hi, p.lo + (x.hi * y.lo + x.lo * y.hi))
  }

  @inlinable @inline(__always) static func * (x: DoubleDouble, y: Double) -> DoubleDouble {
    let p = twoProduct(x.hi, y)
    return fastTwoSum(p.hi, p.lo + x.lo * y)
  }

  @inlinable @inline(__always) static func / (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let q1 = x.hi / y.hi
    let r = x - y * q1
    let q2 = r.hi / y.hi
    let r2 = r - y * q2
    let q3 = r2.hi / y.hi
    return fastTwoSum(q1, q2) + DoubleDouble(q3)
  }

  /// `self / 4`: exactly the Doubles `/ DoubleDouble(4)` gives (the quotient of a normalised pair
  /// by a power of two is each part scaled, when the low part stays normal), without its three
  /// divisions; the division itself when the low part would leave the normal range.
  @inlinable @inline(__always) var quartered: DoubleDouble {
    guard hi + lo == hi, abs(hi) >= 0x1p-1018, lo == 0 || abs(lo) >= 0x1p-1018 else { return self / DoubleDouble(4) }
    return DoubleDouble(hi / 4, lo / 4)
  }

  /// Square root to about 106 bits (one Newton step from the Double root).
  @inlinable @inline(__always) func squareRoot() -> DoubleDouble {
    if hi <= 0 { return DoubleDouble(0) }
    let s = hi.squareRoot()
    let r = self - DoubleDouble.twoProduct(s, s)
    return DoubleDouble.fastTwoSum(s, r.hi / (2 * s))
  }
}
