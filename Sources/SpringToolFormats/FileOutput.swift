import CSignalCleanup
import Foundation
import _SpringToolSupport

/// A file being written so that nothing is ever damaged: a regular file (new or existing) is
/// written to a temporary file in the same directory and renamed over the destination only at
/// ``commit()``, with the destination's permissions kept; a chain of symbolic links is followed
/// to its end (the file it ends at is replaced, every link stays; a loop is refused, as open(2)
/// refuses it); a FIFO, device or other special file is written directly. Names are the
/// system's bytes (``SystemPath``): a name that is not UTF-8 is written under that very name, and
/// the temporary file's name stays within NAME_MAX. If the process is interrupted (SIGINT,
/// SIGTERM, SIGHUP, unless they are ignored) before the rename, the temporary file is removed;
/// a file-size limit (SIGXFSZ) makes the write fail with an error instead of killing the process.
public final class FileOutput: ByteOutput {
  /// The path as given.
  public let path: String
  /// The file actually replaced (the end of the chain of symbolic links).
  public let resolvedPath: String
  let descriptor: Int32
  let temporaryPath: String?
  var finished = false

  /// The most symbolic links followed before giving up, as Linux's open(2) (ELOOP).
  static let maximumLinks = 40
  /// The longest file name (bytes) the temporary name may take.
  static let nameMax = 255

  /// Opens `path` for writing.
  ///
  /// - Parameter path: The file's path (`-` for standard input).
  /// - Throws: ``OutputError`` when the directory does not exist, the path is a directory, a
  ///   chain of symbolic links loops, or the file cannot be created.
  public init(path: String) throws(OutputError) {
    self.path = path
    let shown = SystemPath.displayed(path)
    let resolved = try Self.followLinks(path, shown: shown)
    resolvedPath = resolved
    var info = stat()
    let exists = SystemPath.withCString(resolved) { stat($0, &info) } == 0
    let kind = info.st_mode & S_IFMT
    if exists && kind == S_IFDIR { throw OutputError(destination: shown, reason: "it is a directory") }
    if exists && kind != S_IFREG {
      // FIFOs, character and block devices (/dev/null, a terminal): write into them, never replace them.
      let fd = SystemPath.withCString(resolved) { open($0, O_WRONLY | O_CLOEXEC) }
      guard fd >= 0 else { throw OutputError(destination: shown, reason: String(cString: strerror(errno))) }
      descriptor = fd
      temporaryPath = nil
      return
    }
    let (directory, name) = Self.split(resolved)
    var isDirectory = stat()
    guard SystemPath.withCString(directory, { stat($0, &isDirectory) }) == 0, isDirectory.st_mode & S_IFMT == S_IFDIR else {
      throw OutputError(destination: shown, reason: "directory '\(SystemPath.displayed(directory))' does not exist")
    }
    let temporary = (directory == "/" ? "/" : directory + "/") + Self.temporaryName(for: name)
    // Registered before it exists, so a signal between the two cannot leave it behind.
    TemporaryFiles.register(temporary)
    let fd = SystemPath.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
    guard fd >= 0 else {
      let reason = String(cString: strerror(errno))
      TemporaryFiles.unregister(temporary)
      throw OutputError(destination: shown, reason: reason)
    }
    if exists { _ = fchmod(fd, info.st_mode & 0o7777) }
    descriptor = fd
    temporaryPath = temporary
  }

  /// The end of the chain of symbolic links starting at `path` (relative targets resolved against
  /// the directory of the link that names them); `path` itself when it is not a link.
  static func followLinks(_ path: String, shown: String) throws(OutputError) -> String {
    var current = path
    for _ in 0...maximumLinks {
      var info = stat()
      guard SystemPath.withCString(current, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = SystemPath.withCString(current) { readlink($0, &buffer, buffer.count - 1) }
      guard n > 0 else { throw OutputError(destination: shown, reason: String(cString: strerror(errno))) }
      let target = SystemPath.string(bytes: buffer[0..<n].map { UInt8(bitPattern: $0) })
      current = target.hasPrefix("/") ? target : split(current).directory + "/" + target
    }
    throw OutputError(destination: shown, reason: String(cString: strerror(ELOOP)))
  }

  /// A path's directory (`.` for a bare name) and last component.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// `.NAME.springtool-PID.tmp`, with NAME shortened (by whole characters) so that the whole
  /// name stays within NAME_MAX bytes.
  static func temporaryName(for name: String) -> String {
    let suffix = ".springtool-\(getpid()).tmp"
    var kept = name
    while 1 + SystemPath.bytes(kept).count + suffix.utf8.count > nameMax { kept.removeLast() }
    return "." + kept + suffix
  }

  deinit { abort() }

  /// Writes everything.
  ///
  /// - Parameter bytes: The bytes to write, all of them, in order.
  /// - Throws: ``OutputError`` when the destination cannot be written (naming it and the system's reason).
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    do { try FileDescriptorOutput(descriptor: descriptor, name: SystemPath.displayed(path)).write(bytes) } catch {
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
    let shown = SystemPath.displayed(path)
    if fsync(descriptor) != 0 && errno != EINVAL {
      let reason = String(cString: strerror(errno))
      SystemPath.withCString(temporaryPath) { _ = unlink($0) }
      throw OutputError(destination: shown, reason: reason)
    }
    let renamed = SystemPath.withCString(temporaryPath) { from in SystemPath.withCString(resolvedPath) { to in rename(from, to) } }
    guard renamed == 0 else {
      let reason = String(cString: strerror(errno))
      SystemPath.withCString(temporaryPath) { _ = unlink($0) }
      throw OutputError(destination: shown, reason: reason)
    }
  }

  /// Abandons the file: the temporary file is removed and the destination is untouched.
  public func abort() {
    guard !finished else { return }
    finished = true
    close(descriptor)
    if let temporaryPath {
      SystemPath.withCString(temporaryPath) { _ = unlink($0) }
      TemporaryFiles.unregister(temporaryPath)
    }
  }
}

/// Temporary files to remove if a signal ends the process before they are renamed into place.
package enum TemporaryFiles {
  nonisolated(unsafe) static var installed = false
  /// Guards `installed` (the paths themselves live in CSignalCleanup, which the handler reads).
  static let lock = ConditionLock()

  static func register(_ path: String) {
    lock.withLock { installHandlers() }
    _ = SystemPath.withCString(path) { springtool_cleanup_register($0) }
  }

  static func unregister(_ path: String) {
    SystemPath.withCString(path) { springtool_cleanup_unregister($0) }
  }

  /// The signals that end the process and whose handler removes the temporary files.
  static let cleanedUpSignals = [SIGINT, SIGTERM, SIGHUP]

  static func installHandlers() {
    guard !installed else { return }
    installed = true
    // Past a file-size limit, write(2) then fails with EFBIG and the output is abandoned cleanly,
    // instead of SIGXFSZ ending the process with the temporary file in place.
    signal(SIGXFSZ, SIG_IGN)
    for signal in cleanedUpSignals where !isIgnored(signal) { _ = springtool_cleanup_install(signal) }
    // A parent may have started us with these signals blocked (a blocked SIGTERM would wait until
    // the file is written): let them through, so the handler can clean up and end the process.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in cleanedUpSignals { sigaddset(&unblock, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// Whether the process was started with `signal` ignored (`nohup` ignores SIGHUP; a shell
  /// ignores SIGINT for a background job): such a signal stays ignored, as the parent meant.
  package static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return false }
    #if os(Linux)
      let handler = current.__sigaction_handler.sa_handler
    #else
      let handler = current.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
