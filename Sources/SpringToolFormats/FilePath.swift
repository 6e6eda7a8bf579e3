import Foundation

/// Questions about a path asked before writing to it (so a bad destination fails before any work).
public enum FilePath {
  /// The directory a file would be written in (`.` for a bare name).
  /// - Parameter path: A file path.
  public static func directory(of path: String) -> String {
    let d = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return d.isEmpty ? "." : d
  }

  /// Whether something exists at `path` (a link counts as what it points to).
  /// - Parameter path: A path.
  /// - Returns: Whether `stat` finds it.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return SystemPath.withCString(path) { stat($0, &info) } == 0
  }

  /// Whether `path` is an existing directory.
  /// - Parameter path: A path.
  public static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return SystemPath.withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Whether `path` is an existing regular file (a link counts as what it points to): not a
  /// directory, a FIFO, a socket or a device, which a reader could block on.
  /// - Parameter path: A path.
  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return SystemPath.withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Whether two paths name the same file (after resolving `.`, `..` and symbolic links).
  /// - Parameters:
  ///   - a: A path.
  ///   - b: Another path.
  public static func same(_ a: String, _ b: String) -> Bool {
    var x = stat(), y = stat()
    if SystemPath.withCString(a, { stat($0, &x) }) == 0 && SystemPath.withCString(b, { stat($0, &y) }) == 0 {
      return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
    return URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath().path
      == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
