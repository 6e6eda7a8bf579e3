import Foundation

/// Records a view's presentation value at every display frame of a running app, to check
/// later with `SpringToolTesting` or any springtool command.
///
/// Call ``record(_:timestamp:)`` from the app's display-link callback with the value on screen
/// (for a layer, its `presentation()` value; for SwiftUI, the value a `TimelineView` or an
/// `Animatable` view receives), then ``save(into:)``:
///
/// ```swift
/// let recorder = FrameRecorder(name: "knob.x")
/// // In the CADisplayLink callback:
/// recorder.record(Double(knob.layer.presentation()?.position.x ?? 0), timestamp: link.timestamp)
/// // When the animation has ended:
/// let file = try recorder.save(into: FileManager.default.temporaryDirectory)
/// ```
///
/// It compiles on every platform and records only on Apple platforms, where a display link
/// exists: elsewhere ``record(_:timestamp:)`` does nothing and ``save(into:)`` writes nothing, so
/// the calls can stay in code shared with Linux. It is safe to call from any thread.
public final class FrameRecorder: @unchecked Sendable {
  /// Whether this platform records (Apple platforms: yes; others: no).
  public static var isSupported: Bool {
    #if canImport(Darwin)
      true
    #else
      false
    #endif
  }

  private let lock = NSLock()
  private var recording: FrameRecording

  /// A recorder of frames named `name`.
  ///
  /// - Parameters:
  ///   - name: What is recorded, for example `knob.x` (also the file's name).
  ///   - metadata: Further `key: value` lines for the file (a unit, the device).
  public init(name: String, metadata: [(key: String, value: String)] = []) {
    recording = FrameRecording(name: name, metadata: metadata)
  }

  /// Records the value shown at `timestamp` (seconds on a monotonic clock, such as
  /// `CADisplayLink.timestamp`); see ``FrameRecording/append(_:at:date:)`` for the frames it skips.
  /// Does nothing where ``isSupported`` is false.
  ///
  /// - Parameters:
  ///   - value: The value on screen, in the view's unit.
  ///   - timestamp: When the frame is shown, seconds.
  public func record(_ value: Double, timestamp: Double) {
    guard Self.isSupported else { return }
    lock.lock()
    defer { lock.unlock() }
    recording.append(value, at: timestamp)
  }

  /// The frames recorded so far.
  public var frames: FrameRecording {
    lock.lock()
    defer { lock.unlock() }
    return recording
  }

  /// Writes the frames recorded so far into `directory` (see ``FrameRecording/write(into:)``).
  ///
  /// - Parameter directory: The directory to write into (it must exist).
  /// - Returns: The file written, or nil where ``isSupported`` is false or no frame was recorded.
  /// - Throws: The file system's error when the file cannot be written.
  @discardableResult
  public func save(into directory: URL) throws -> URL? {
    let frames = self.frames
    guard Self.isSupported, !frames.times.isEmpty else { return nil }
    return try frames.write(into: directory)
  }
}
