import Foundation

/// Questions about a path asked before writing to it (so a bad destination fails before any work).
public enum FilePath {
  /// The directory a file would be written in (`.` for a bare name).
  /// - Parameter path: A file path.
  /// - Returns: The directory a file would be written in (`.` for a bare name).
  public static func directory(of path: String) -> String {
    let d = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return d.isEmpty ? "." : d
  }

  /// Whether `path` is an existing directory.
  /// - Parameter path: A path.
  /// - Returns: Whether `path` is an existing directory.
  public static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// Whether two paths name the same file (after resolving `.`, `..` and symbolic links).
  /// - Parameters:
  ///   - a: A path.
  ///   - b: Another path.
  /// - Returns: Whether two paths name the same file (after resolving `.`, `..` and symbolic links).
  public static func same(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath().path
      == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
