import Foundation
import SpringToolRequests
import SpringToolScenes
import Testing

/// Exports of a scene leave nothing out silently: for every scene and every target, each track
/// that moves is either in the code (the main code, or code of its own) or listed with the reason
/// the target cannot carry it.
@Suite("Scene exports carry every track")
struct SceneExportTests {
  struct Pair: Sendable, CustomTestStringConvertible {
    let scene: String, target: String
    var testDescription: String { "\(scene) as \(target)" }
  }

  static let pairs: [Pair] = Scenes.all.flatMap { s in ExportTarget.all.map { Pair(scene: s.name, target: $0.id) } }

  @Test("every moving track is written or said not to be, with where or why", arguments: pairs)
  func everyTrack(_ p: Pair) throws {
    let scene = try #require(Scenes.named(p.scene))
    let moving = scene.tracks().filter { $0.from != $0.to }.map(\.key)
    let run = springtool(["export", "--scene", p.scene, "--as", p.target, "--format", "json"])
    if ["frames", "dtcg"].contains(p.target) && scene.components.isEmpty {
      // Nothing springs: frames have no curve, and the refusal says why in one line.
      #expect(run.status == 64 && run.error.contains("moves nothing on a spring"))
      return
    }
    try #require(run.status == 0, "\(run.error)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    if p.target == "dtcg" {
      // A token is the scene's spring; its description names every moving track, on the spring or not in the token.
      let token = try #require(document[p.scene] as? [String: Any])
      let description = try #require(token["$description"] as? String)
      #expect(token["$type"] as? String == "spring")
      for key in moving { #expect(description.contains(key), "\(key) missing from \(description)") }
      return
    }
    if p.target == "frames" {
      // Frames are one curve: the header names every track and where it is.
      let header = try #require((document["metadata"] as? [String: Any])?["tracks"] as? String)
      for key in moving { #expect(header.contains("\(key): "), "\(key) missing from the frames' header") }
      return
    }
    let tracks = try #require(document["tracks"] as? [[String: Any]])
    #expect(tracks.compactMap { $0["key"] as? String } == moving)
    for t in tracks {
      let kind = t["export"] as? String, how = (t["how"] as? String) ?? ""
      #expect(["main", "code", "none"].contains(kind ?? ""), "\(t)")
      #expect(!how.isEmpty)
      if kind == "code" { #expect(((t["code"] as? String) ?? "").isEmpty == false, "\(t["key"] ?? "") has no code") }
      if kind == "none" { #expect(how.hasPrefix("not written: ") || how.hasPrefix("jumps at the state change"), "\(how)") }
    }
  }

  @Test(
    "colours ride the spring in each platform's colour animation; CSS keyframes blend them in linear sRGB",
    arguments: [
      ("compose", "animateColorAsState("), ("flutter", "ColorTween(begin: const Color(0xFFD1D1D6), end: const Color(0xFF007AFF))"),
      ("react-native", "outputRange: ['#d1d1d6', '#007aff']"), ("reanimated", "interpolateColor(trackColorProgress.value"),
      ("android", "ArgbEvaluator()"), ("css-keyframes", "@keyframes spring-track-color"),
    ])
  func colours(_ target: String, _ line: String) {
    let run = springtool(["export", "--scene", "custom-switch", "--as", target])
    #expect(run.status == 0 && run.output.contains(line), "\(run.output)")
  }

  /// CSS keyframes of custom-switch's track colour: at each stop the colour systemGray4 → blue
  /// mixed in linear sRGB at the stop's progress. Halfway (progress 0.5) red is 153, not 104.5.
  @Test("the colour keyframes are SwiftUI's blend: every stop's red is the linear-sRGB mix at its progress")
  func colourStops() throws {
    let run = springtool(["export", "--scene", "custom-switch", "--as", "css-keyframes"])
    let linear = springtool(["export", "--scene", "custom-switch", "--as", "css-linear"]).output
    // The progress at each stop, from the linear() easing of the same spring and bound.
    let easing = try #require(linear.split(separator: "\n").first { $0.hasPrefix("transition-timing-function: linear(") })
    let outputs = easing.dropFirst("transition-timing-function: linear(".count).dropLast(2).split(separator: ",")
      .compactMap { Double($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
    let reds = run.output.split(separator: "\n").filter { $0.contains("background-color: rgb(") }
      .compactMap { Int($0.split(separator: "rgb(")[1].split(separator: " ")[0]) }
    try #require(reds.count == outputs.count && !reds.isEmpty, "\(reds.count) stops against \(outputs.count)")
    let lin = { (c: Double) in c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    let enc = { (l: Double) in l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055 }
    for (red, f) in zip(reds, outputs) {
      let l = lin(209 / 255) * (1 - f)  // blue's red is 0
      #expect(red == Int((min(1, max(0, l < 0 ? -enc(-l) : enc(l))) * 255).rounded()), "progress \(f)")
    }
  }

  @Test("a scene of timing curves exports each curve on its own; frames refuse it in one line")
  func timingCurves() {
    let run = springtool(["export", "--scene", "conditional-toggle-style", "--as", "compose"])
    #expect(run.status == 0 && run.output.contains("moves nothing on a spring") && run.output.contains("tween(durationMillis = 400"))
  }

  @Test("a keyframes rule shared by several elements says which it plays on (shared-card-view's card1 and card2)")
  func sharedRule() {
    let run = springtool(["export", "--scene", "shared-card-view", "--as", "css-keyframes"])
    #expect(run.output.contains("spring-card1 plays on card1, card2"))
  }
}
