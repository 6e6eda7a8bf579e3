import Foundation
import TestSupport
import Testing

/// `--output` never damages what it replaces: special files are written in place, symbolic links
/// followed, modes kept, write errors reported, and a signal mid-write leaves no temporary file.
@Suite("End to end: file safety", .serialized)
struct FileSafetyTests {
  static func directory() throws -> URL {
    let d = FileManager.default.temporaryDirectory.appendingPathComponent("springtool-files-\(UUID())")
    try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
    return d
  }

  @Test("a full disk is an error (exit 1), to standard output and to a file")
  func fullDisk() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let toFile = try runSpringtool(["sample", "--output", "/dev/full"])
    #expect(toFile.status == 1 && toFile.standardError.contains("No space left on device"))
    let process = Process()
    process.executableURL = springtoolExecutable
    process.arguments = ["sample"]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let err = Pipe()
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).hasPrefix("Error: cannot write standard output"))
  }

  @Test("/dev/null stays a device; a FIFO stays a FIFO and receives the rows")
  func specialFiles() throws {
    var before = stat(), after = stat()
    stat("/dev/null", &before)
    #expect(try runSpringtool(["sample", "--output", "/dev/null"]).status == 0)
    stat("/dev/null", &after)
    #expect((after.st_mode & S_IFMT) == S_IFCHR && after.st_rdev == before.st_rdev)
    let d = try Self.directory()
    defer { try? FileManager.default.removeItem(at: d) }
    let fifo = d.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/cat")
    reader.arguments = [fifo]
    let out = Pipe()
    reader.standardOutput = out
    try reader.run()
    #expect(try runSpringtool(["sample", "--output", fifo]).status == 0)
    let received = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    reader.waitUntilExit()
    #expect(received.contains("\nt,value,velocity\n"))
    var st = stat()
    stat(fifo, &st)
    #expect((st.st_mode & S_IFMT) == S_IFIFO)
  }

  @Test("a 0600 file keeps its mode; a symbolic link is followed and stays a link")
  func modesAndLinks() throws {
    let d = try Self.directory()
    defer { try? FileManager.default.removeItem(at: d) }
    let file = d.appendingPathComponent("golden.csv").path, link = d.appendingPathComponent("link.csv").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o600]))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
    #expect(try runSpringtool(["sample", "--output", link]).status == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect((try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType) == .typeSymbolicLink)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\nt,value,velocity\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: d.path).sorted() == ["golden.csv", "link.csv"])
  }

  @Test("SIGTERM and SIGINT mid-write leave the old file and no temporary file", arguments: [SIGTERM, SIGINT])
  func signals(_ signal: Int32) throws {
    let d = try Self.directory()
    defer { try? FileManager.default.removeItem(at: d) }
    let file = d.appendingPathComponent("big.csv").path
    try "old\n".write(toFile: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = springtoolExecutable
    process.arguments = ["sample", "--samples", "3000000", "--duration", "100", "--output", file]
    try process.run()
    // Wait until the temporary file exists (the write is under way), then interrupt.
    for _ in 0..<200 where (try? FileManager.default.contentsOfDirectory(atPath: d.path).count) ?? 0 < 2 { usleep(10_000) }
    kill(process.processIdentifier, signal)
    // Bounded: a handler that deadlocks (Swift code in a signal handler can wait on the runtime's
    // locks) fails here instead of hanging the suite.
    var waited = 0
    while process.isRunning && waited < 2000 { usleep(10_000); waited += 1 }
    if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit(); Issue.record("no exit 20 s after the signal") }
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: d.path) == ["big.csv"])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "old\n")
  }
}
