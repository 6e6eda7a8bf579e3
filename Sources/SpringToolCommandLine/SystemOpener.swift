#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opening a URL the way the desktop does (`open` on macOS, `xdg-open` elsewhere).
package enum SystemOpener {
  /// Opens `url` with the system's opener if one is on the PATH; does nothing otherwise (a
  /// headless machine has none, and the URL is printed anyway).
  ///
  /// - Parameter url: The URL to open.
  package static func open(_ url: String) {
    #if os(macOS)
      let opener = "/usr/bin/open"
    #else
      let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
      let candidates: [String] = path.split(separator: ":").map { String($0) + "/xdg-open" }
      guard let opener = candidates.first(where: { access($0, X_OK) == 0 }) else { return }
    #endif
    var pid = pid_t()
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(opener), strdup(url), nil]
    defer { argv.forEach { free($0) } }
    _ = posix_spawn(&pid, opener, nil, nil, argv, environ)
  }
}
