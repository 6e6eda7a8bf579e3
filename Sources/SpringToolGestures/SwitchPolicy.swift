/// How a released drag decides between on and off.
public enum SwitchPolicy: String, Sendable, CaseIterable {
  /// Where the knob would come to rest after the flick (position + momentum projection) is past
  /// the midpoint. The default: a fast flick toggles even from a short drag.
  case projected
  /// Where the knob is at release is past the midpoint.
  case position
  /// The commonly published rule `dragOffset + translation > maxOffset/2` read in springtool's
  /// geometry (the midpoint of the careful switch's travel).
  case naive
  /// The article's `CustomSwitch` exactly (seed `001_65fa68a1c59a16e7.txt`): `onChanged` clamps
  /// the translation to ±maxOffset (half the travel) relative to the start and draws the knob at
  /// `start + dragOffset`; `onEnded` decides `dragOffset + translation.width > maxOffset/2`
  /// (the translation counted twice, the start state ignored) and springs the knob from where
  /// it is drawn with `spring(response: 0.25, dampingFraction: 0.7)` and zero velocity. No tap
  /// handler: a touch shorter than DragGesture's 10 pt does nothing.
  case published

  /// The geometry the policy is defined in.
  public var defaultGeometry: SwitchGeometry { self == .published ? .published : .careful }
  /// How the knob leaves the finger: with its velocity, or from rest (the published code's `withAnimation`).
  public var defaultReleaseVelocity: ReleaseVelocity { self == .published ? .zero : .finger }
  /// What a tap does.
  public var defaultTap: TapBehavior { self == .published ? .none : .toggle }
}

/// The knob's velocity when the finger lifts.
public enum ReleaseVelocity: String, Sendable, CaseIterable {
  /// The finger's (SwiftUI's velocity sampler), unless the knob is pinned at a clamp.
  case finger
  /// Zero: a new `withAnimation` starts from rest.
  case zero
}

/// What a touch shorter than the minimum distance does.
public enum TapBehavior: String, Sendable, CaseIterable {
  /// It toggles (a tap gesture, or `Toggle`'s own tap).
  case toggle
  /// Nothing (no tap handler).
  case none
}
