import CNumberConversion
import Foundation
import _SpringToolSupport

/// Where bytes go: standard output, a file being written, memory (tests). Writers buffer and
/// hand over large chunks; a failed write (a full disk, a closed pipe) is reported, never ignored.
public protocol ByteOutput: AnyObject {
  /// Writes all of `bytes`.
  ///
  /// - Parameter bytes: The bytes to write, all of them, in order.
  /// - Throws: ``OutputError`` when the bytes cannot be written.
  func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError)
}

extension ByteOutput {
  /// Writes a string's UTF-8.
  ///
  /// - Parameter text: The text, written as UTF-8.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public func write(_ text: String) throws(OutputError) { try write(bytes: Array(text.utf8)) }

  /// Writes bytes from an array.
  ///
  /// - Parameter bytes: The bytes to write, all of them, in order.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public func write(bytes: [UInt8]) throws(OutputError) {
    var failure: OutputError?
    bytes.withUnsafeBytes { buffer in
      do throws(OutputError) { try write(buffer) } catch { failure = error }
    }
    if let failure { throw failure }
  }
}

/// Why output could not be written.
public struct OutputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was being written (a path, `standard output`).
  public let destination: String
  /// The system's reason (`No space left on device`).
  public let reason: String

  /// An error.
  ///
  /// - Parameters:
  ///   - destination: What was being written (a path, `standard output`).
  ///   - reason: The decision's reason, in words.
  public init(destination: String, reason: String) {
    self.destination = destination
    self.reason = reason
  }

  /// One line.
  public var description: String { "cannot write \(destination): \(reason)" }
}

/// A file descriptor (standard output or error, or an open file).
public final class FileDescriptorOutput: ByteOutput, Sendable {
  /// The descriptor.
  public let descriptor: Int32
  /// Its name for errors.
  public let name: String

  /// Standard output.
  public static let standardOutput = FileDescriptorOutput(descriptor: 1, name: "standard output")
  /// Standard error.
  public static let standardError = FileDescriptorOutput(descriptor: 2, name: "standard error")

  /// An output on `descriptor`.
  ///
  /// - Parameters:
  ///   - descriptor: An open file descriptor (1 for standard output).
  ///   - name: What to call it in errors (`standard output`).
  public init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
  }

  /// Writes everything, retrying on interruptions.
  ///
  /// - Parameter bytes: The bytes to write, all of them, in order.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    guard var base = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let n = Foundation.write(descriptor, base, left)
      if n < 0 {
        if errno == EINTR { continue }
        throw OutputError(destination: name, reason: String(cString: strerror(errno)))
      }
      left -= n
      base += n
    }
  }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { isatty(descriptor) == 1 }
}

/// Standard input, read to its end with the C library (no Foundation `FileHandle`, which would
/// link ICU into the executable).
public enum StandardInput {
  /// Every byte until end of file (what was read before an error, if one happens), or until
  /// `enough` says the bytes so far already decide the outcome (a first line that cannot start
  /// a curve file: `yes | springtool compare - …` must not read forever).
  ///
  /// - Parameter enough: Called with the bytes read so far after each chunk; true stops reading.
  /// - Returns: The bytes read.
  public static func readAll(until enough: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
    InputBytes.read(descriptor: 0, until: enough).bytes
  }
}

/// Reading a file descriptor to its end in chunks (regular files, pipes, FIFOs, `<(…)`), at most
/// ``limit`` bytes.
public enum InputBytes {
  /// The most bytes an input may have (2 GiB): beyond it the input is refused, not read forever.
  public static let limit = 1 << 31

  /// Reads `descriptor` until end of file, an error, ``limit`` bytes, or `enough` returning true.
  ///
  /// - Parameters:
  ///   - descriptor: An open file descriptor.
  ///   - enough: Called with the bytes read so far after each chunk; true stops reading.
  /// - Returns: The bytes, whether the limit stopped the read, and the `errno` of a failed read (0 if none).
  public static func read(descriptor: Int32, until enough: ([UInt8]) -> Bool = { _ in false })
    -> (bytes: [UInt8], overLimit: Bool, error: Int32)
  {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return (bytes, false, errno) }
      guard n > 0 else { return (bytes, false, 0) }
      bytes += chunk[..<n]
      if bytes.count > limit { return (bytes, true, 0) }
      if enough(bytes) { return (bytes, false, 0) }
    }
  }
}

/// Bytes collected in memory (tests, and text that is measured before it is printed).
public final class MemoryOutput: ByteOutput {
  /// Everything written.
  public private(set) var bytes: [UInt8] = []

  /// An empty output.
  public init() {}

  /// Appends the bytes.
  ///
  /// - Parameter bytes: The bytes to write, all of them, in order.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) { self.bytes.append(contentsOf: bytes) }

  /// The bytes as UTF-8 text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A buffer in front of an output: appends cost nothing until `flush` (or 64 KiB).
public struct BufferedOutput {
  /// The output.
  public let output: any ByteOutput
  /// Pending bytes.
  public var buffer: [UInt8] = []
  /// How much is buffered before it is written.
  public static let chunk = 1 << 16

  /// A buffer in front of `output`.
  ///
  /// - Parameter output: Where the buffered bytes are written when the buffer fills or is flushed.
  public init(_ output: any ByteOutput) {
    self.output = output
    buffer.reserveCapacity(Self.chunk + 256)
  }

  /// Writes the buffer when it is full.
  ///
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  @inlinable
  public mutating func flushIfFull() throws(OutputError) {
    if buffer.count >= Self.chunk { try flush() }
  }

  /// Writes everything buffered.
  ///
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public mutating func flush() throws(OutputError) {
    guard !buffer.isEmpty else { return }
    try output.write(bytes: buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Appends text.
  ///
  /// - Parameter text: The text, appended as UTF-8.
  public mutating func append(_ text: String) {
    var copy = text
    copy.withUTF8 { buffer.append(contentsOf: $0) }
  }

  /// Appends a number's round-trip text: the text `NumberText` writes, made by C++'s `to_chars`
  /// (twice as fast as the Swift runtime's formatter, which the tests hold it to byte for byte).
  ///
  /// - Parameter x: The number, appended in its shortest round-trip form.
  public mutating func append(_ x: Double) {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(SPRINGTOOL_FORMAT_DOUBLE_MAX)) { scratch in
      let count = springtool_format_double(x, scratch.baseAddress!)
      scratch.withMemoryRebound(to: UInt8.self) { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(count))) }
    }
  }
}
