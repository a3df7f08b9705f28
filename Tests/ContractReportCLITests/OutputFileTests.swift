import Foundation
import Testing

@testable import ContractReportCLI

@Suite("Output files")
struct OutputFileTests {
  @Test("writing over an existing file replaces it, and no temporary file is left")
  func replaces() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/out/report.json"
    try OutputFile.write("first\n", to: path)
    try OutputFile.write("second\n", to: path)
    #expect(directory.read("out/report.json") == "second\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out") == [
        "report.json"
      ])
  }
}
