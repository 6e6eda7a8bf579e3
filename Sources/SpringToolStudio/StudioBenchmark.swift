#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SpringToolHTTP
import SpringToolRequests

/// The studio's speed, for `springtool bench --suite studio`: a scripted slider drag, each step the
/// request a control change makes (a scene with three engines over 2 s at 60 fps: frames, figures
/// and command lines) for a new response, served over HTTP on one kept-alive connection: its
/// latency percentiles per update and updates per second, beside the cost of computing the same
/// answers in this process (the work the server adds nothing to).
package enum StudioBenchmark {
  /// One figure.
  package struct Figure: Sendable {
    /// The case.
    package let name: String
    /// The measurement and the reference's (nil: none), in `unit`.
    package let ours: Double, reference: Double?
    /// `ms`, `requests/s`.
    package let unit: String
    /// The largest ratio allowed (nil: none).
    package let target: Double?
    /// What the reference is.
    package let referenceName: String
  }

  /// The state measured: `custom-switch` on three engines, 2 s.
  static let pairs = ParameterList([
    ("scene", "custom-switch"), ("engine", "exact"), ("engine", "swiftui-animation"), ("engine", "android"), ("duration", "2"),
  ])

  /// Step `i` of the drag: the response slider moved from 0.25 to 0.75 s in 0.005 s steps, and back.
  static func dragStep(_ i: Int) -> ParameterList {
    let step = i % 200, position = step < 100 ? step : 200 - step
    var values = pairs
    values.append("response", String(Double(250 + position * 5) / 1000))
    values.append("damping", "0.7")
    return values
  }

  /// Measures `requests` requests (after a few to warm up).
  ///
  /// - Parameters:
  ///   - requests: How many requests to time (≥ 10).
  ///   - setup: The state's keys, as the command line declares them.
  /// - Returns: The figures, or one saying why the server could not start.
  package static func run(requests: Int = 200, setup: StudioSetup) -> [Figure] {
    let routes = StudioRoutes(initial: pairs, setup: setup)
    let token = StudioToken.make()
    let server: HTTPServer
    do { server = try HTTPServer(configuration: .init(token: token), handler: { routes.handle($0) }) } catch {
      return [Figure(name: "studio: \(error)", ours: .nan, reference: nil, unit: "", target: nil, referenceName: "")]
    }
    let box = Unmanaged.passRetained(server)
    var thread = pthread_t()
    pthread_create(
      &thread, nil,
      { raw in
        Unmanaged<HTTPServer>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
      }, box.toOpaque())
    defer { server.stop(); pthread_join(thread, nil) }
    let host = "127.0.0.1:\(server.port)"
    guard let client = LoopbackClient(port: server.port) else { return [] }
    var latencies: [Double] = []
    let count = max(requests, 10)
    for i in 0..<(count + 5) {
      let target = "/api/state?token=\(token)&" + StudioRoutes.query(dragStep(i))
      let start = now()
      guard let response = client.get(target, host: host), response.status == 200 else { break }
      if i >= 5 { latencies.append((now() - start) * 1000) }
    }
    var inProcess: [Double] = []
    for i in 0..<max(count / 4, 10) {
      let values = dragStep(i + 5)
      let start = now()
      _ = routes.state(values)
      inProcess.append((now() - start) * 1000)
    }
    latencies.sort(); inProcess.sort()
    func percentile(_ p: Double, _ xs: [Double]) -> Double { xs.isEmpty ? .nan : xs[min(xs.count - 1, Int((p * Double(xs.count)).rounded(.down)))] }
    let total = latencies.reduce(0, +) / 1000
    let local = percentile(0.5, inProcess)
    return [
      Figure(
        name: "a slider drag, each step a new spring (3 engines, 2 s, 60 fps): p50 per update over HTTP", ours: percentile(0.5, latencies),
        reference: local, unit: "ms", target: nil, referenceName: "the same answers computed in process"),
      Figure(name: "… p90", ours: percentile(0.9, latencies), reference: local, unit: "ms", target: nil, referenceName: "the same, in process"),
      Figure(
        name: "… p99 (absolute, target 16 ms: one 60 Hz frame)", ours: percentile(0.99, latencies), reference: 1, unit: "ms", target: 16,
        referenceName: "1 ms"),
      Figure(
        name: "… updates per second, one connection", ours: latencies.isEmpty ? .nan : Double(latencies.count) / total, reference: nil,
        unit: "updates/s", target: nil, referenceName: ""),
    ]
  }

  static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
}
