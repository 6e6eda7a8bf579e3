import Foundation

/// Somewhere text can be written: standard output, standard error, or a string in tests.
public protocol OutputSink {
  mutating func write(_ text: String)
}

/// A process stream (standard output or error), written through a buffer.
public struct FileDescriptorSink: OutputSink {
  private let descriptor: Int32

  public static var standardOutput: FileDescriptorSink { FileDescriptorSink(descriptor: 1) }
  public static var standardError: FileDescriptorSink { FileDescriptorSink(descriptor: 2) }

  init(descriptor: Int32) { self.descriptor = descriptor }

  public mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let n = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if n <= 0 { return }  // a closed pipe: nothing more can be said
        offset += n
      }
    }
  }
}

/// Collects everything written, for tests and for building a file before it is renamed into place.
public final class StringSink: OutputSink {
  public private(set) var text = ""
  public init() {}
  public func write(_ text: String) { self.text += text }
}

/// Writes a file atomically: the text goes to a temporary file in the same
/// directory, which is then renamed over the destination. A failure leaves
/// no partial file behind.
enum AtomicFile {
  static func write(_ text: String, to path: String) throws(CLIError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw .failure("cannot write '\(path)': directory '\(directory.path)' does not exist")
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).springtool-\(getpid()).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .failure("cannot write '\(path)': \(error.localizedDescription)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .failure("cannot write '\(path)': \(reason)")
    }
  }
}

extension RunContext {
  /// Sends a command's finished output to `--output FILE` (atomically) or to standard output.
  mutating func emit(_ text: String, to path: String?) throws(CLIError) {
    if let path, path != "-" {
      try AtomicFile.write(text, to: path)
    } else {
      standardOutput.write(text)
    }
  }
}
