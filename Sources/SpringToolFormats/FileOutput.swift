import Foundation
import SpringToolCore

/// A file being written so that nothing is ever damaged: a regular file (new or existing) is
/// written to a temporary file in the same directory and renamed over the destination only at
/// ``commit()``, with the destination's permissions kept; a symbolic link is followed (the file
/// it points to is replaced, the link stays); a FIFO, device or other special file is written
/// directly. If the process is interrupted (SIGINT, SIGTERM, SIGHUP) before the rename, the
/// temporary file is removed.
public final class FileOutput: ByteOutput {
  /// The path as given.
  public let path: String
  /// The file actually replaced (the link's target for a symbolic link).
  public let resolvedPath: String
  let descriptor: Int32
  let temporaryPath: String?
  var finished = false

  /// Opens `path` for writing.
  ///
  /// - Parameter path: The file's path (`-` for standard input).
  /// - Throws: ``OutputError`` when the directory does not exist, the path is a directory, or
  ///   the file cannot be created.
  public init(path: String) throws(OutputError) {
    self.path = path
    var resolved = path
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
      resolved = target.hasPrefix("/") ? target : URL(fileURLWithPath: path).deletingLastPathComponent()
        .appendingPathComponent(target).path
    }
    resolvedPath = resolved
    var info = stat()
    let exists = stat(resolved, &info) == 0
    let kind = info.st_mode & S_IFMT
    if exists && kind == S_IFDIR { throw OutputError(destination: path, reason: "it is a directory") }
    if exists && kind != S_IFREG {
      // FIFOs, character and block devices (/dev/null, a terminal): write into them, never replace them.
      let fd = open(resolved, O_WRONLY | O_CLOEXEC)
      guard fd >= 0 else { throw OutputError(destination: path, reason: String(cString: strerror(errno))) }
      descriptor = fd
      temporaryPath = nil
      return
    }
    let directory = URL(fileURLWithPath: resolved).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw OutputError(destination: path, reason: "directory '\(directory)' does not exist")
    }
    let name = URL(fileURLWithPath: resolved).lastPathComponent
    let temporary = URL(fileURLWithPath: directory).appendingPathComponent(".\(name).springtool-\(getpid()).tmp").path
    // Registered before it exists, so a signal between the two cannot leave it behind.
    TemporaryFiles.register(temporary)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard fd >= 0 else {
      let reason = String(cString: strerror(errno))
      TemporaryFiles.unregister(temporary)
      throw OutputError(destination: path, reason: reason)
    }
    if exists { _ = fchmod(fd, info.st_mode & 0o7777) }
    descriptor = fd
    temporaryPath = temporary
  }

  deinit { abort() }

  /// Writes everything.
  ///
  /// - Parameter bytes: The bytes to write, all of them, in order.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    do { try FileDescriptorOutput(descriptor: descriptor, name: path).write(bytes) } catch {
      abort()
      throw error
    }
  }

  /// Finishes the file: flushes it to disk and renames it into place.
  ///
  /// - Throws: ``OutputError`` when the data cannot be flushed or renamed; the temporary file is removed.
  public func commit() throws(OutputError) {
    guard !finished else { return }
    finished = true
    defer { close(descriptor) }
    guard let temporaryPath else { return }
    defer { TemporaryFiles.unregister(temporaryPath) }
    if fsync(descriptor) != 0 && errno != EINVAL {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw OutputError(destination: path, reason: reason)
    }
    guard rename(temporaryPath, resolvedPath) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw OutputError(destination: path, reason: reason)
    }
  }

  /// Abandons the file: the temporary file is removed and the destination is untouched.
  public func abort() {
    guard !finished else { return }
    finished = true
    close(descriptor)
    if let temporaryPath {
      unlink(temporaryPath)
      TemporaryFiles.unregister(temporaryPath)
    }
  }
}

/// Temporary files to remove if a signal ends the process before they are renamed into place.
enum TemporaryFiles {
  /// Slots of C strings the signal handler can read without allocating.
  nonisolated(unsafe) static var slots = [UnsafeMutablePointer<CChar>?](repeating: nil, count: 16)
  nonisolated(unsafe) static var installed = false
  /// Guards the slots against two outputs on two threads (the handler only reads them).
  static let lock = ConditionLock()

  static func register(_ path: String) {
    lock.withLock {
      installHandlers()
      if let i = slots.firstIndex(where: { $0 == nil }) { slots[i] = strdup(path) }
    }
  }

  static func unregister(_ path: String) {
    lock.withLock {
      for i in slots.indices where slots[i].map({ String(cString: $0) == path }) ?? false {
        let pointer = slots[i]
        slots[i] = nil
        free(pointer)
      }
    }
  }

  static func installHandlers() {
    guard !installed else { return }
    installed = true
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = removeTemporaryFilesAndExit
      #else
        action.__sigaction_u.__sa_handler = removeTemporaryFilesAndExit
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND))
      sigaction(signal, &action, nil)
    }
    // A parent may have started us with these signals blocked (a blocked SIGTERM would wait until
    // the file is written): let them through, so the handler can clean up and end the process.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }
}

/// The signal handler: unlink (async-signal-safe) every registered temporary file, then die of
/// the same signal.
private func removeTemporaryFilesAndExit(_ signal: Int32) {
  for slot in TemporaryFiles.slots { if let path = slot { unlink(path) } }
  raise(signal)
}
