import Foundation
import _SpringToolSupport

/// A colour as SwiftUI animates it: `Color.Resolved` holds linear, extended-range sRGB components
/// and an opacity, and its `animatableData` is those four numbers, so a colour under a spring
/// moves along the straight line between its ends in linear light with no clamp: past its end when
/// the spring overshoots, clamped only where a screen shows it (OpenSwiftUI
/// `Sources/OpenSwiftUICore/Graphic/Color/ColorResolved.swift` @ 03b8a6a, audited for iOS 18;
/// the transfer functions are IEC 61966-2-1's, mirrored for negative values). With an SDK before
/// iOS 18 SwiftUI takes its `legacyInterpolation` path through a gradient colour space that is not
/// public: how those versions blend is not known, and this model is used for them too.
public struct SceneColor: Sendable, Hashable {
  /// Red, green and blue in linear extended sRGB (1 is the sRGB maximum; beyond 0…1 is out of gamut).
  public var linear: [Double]
  /// Opacity, 0…1 at the ends (a spring can carry it past them).
  public var opacity: Double

  /// A colour from linear components.
  ///
  /// - Parameters:
  ///   - linear: Red, green and blue in linear extended sRGB.
  ///   - opacity: The opacity.
  public init(linear: [Double], opacity: Double = 1) { (self.linear, self.opacity) = (linear, opacity) }

  /// The colour a CSS string names: `#rrggbb` or `rgba(r,g,b,a)` (bytes 0…255, a 0…1); nil otherwise.
  ///
  /// - Parameter css: The CSS colour.
  public init?(css: String) {
    var bytes: [Double], alpha = 1.0
    if css.hasPrefix("#"), css.count == 7, let v = Int(css.dropFirst(), radix: 16) {
      bytes = [Double(v >> 16 & 255), Double(v >> 8 & 255), Double(v & 255)]
    } else if css.hasPrefix("rgb"), let open = css.firstIndex(of: "("), let close = css.lastIndex(of: ")") {
      let parts = css[css.index(after: open)..<close].split(separator: ",").compactMap { Double(String($0).trimmed()) }
      guard parts.count >= 3 else { return nil }
      bytes = Array(parts.prefix(3))
      if parts.count > 3 { alpha = parts[3] }
    } else {
      return nil
    }
    self.init(linear: bytes.map { Self.toLinear($0 / 255) }, opacity: alpha)
  }

  /// The sRGB transfer function inverted: an encoded component (0…1, extended by sign) to linear light.
  ///
  /// - Parameter encoded: The gamma-encoded component.
  /// - Returns: `c/12.92` up to 0.04045, else `((c + 0.055)/1.055)^2.4`, with the sign of `encoded`.
  public static func toLinear(_ encoded: Double) -> Double {
    let c = abs(encoded)
    let l = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -l : l
  }

  /// The sRGB transfer function: linear light to an encoded component, extended by sign.
  ///
  /// - Parameter linear: The linear component.
  /// - Returns: `12.92·l` up to 0.0031308, else `1.055·l^(1/2.4) − 0.055`, with the sign of `linear`.
  public static func fromLinear(_ linear: Double) -> Double {
    let l = abs(linear)
    let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
    return linear < 0 ? -c : c
  }

  /// The colour a fraction `f` of the way to `other` (any real `f`: past 1 is past `other`).
  ///
  /// - Parameters:
  ///   - other: The end colour.
  ///   - f: The fraction of the way, unclamped.
  /// - Returns: Each linear component and the opacity interpolated.
  public func mixed(to other: SceneColor, _ f: Double) -> SceneColor {
    SceneColor(linear: zip(linear, other.linear).map { $0 + ($1 - $0) * f }, opacity: opacity + (other.opacity - opacity) * f)
  }

  /// The colour as a screen shows it: each component encoded, clamped to 0…1 and rounded to a byte.
  public var displayBytes: [Int] { linear.map { Int((min(1, max(0, Self.fromLinear($0))) * 255).rounded()) } }
}
