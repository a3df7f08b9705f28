import Foundation
import Testing

@testable import ComplianceSite

/// `ResolvedFolders.absoluteFile`, which resolves a document's folder once and its name with
/// one `lstat`, must give exactly what `SitePaths.absolute` gives for the whole path.
@Suite struct ResolvedFoldersTests {
  @Test func agreesWithResolvingTheWholePath() throws {
    let root = NSTemporaryDirectory() + "resolved-folders-" + UUID().uuidString
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/real/sub", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/other", withIntermediateDirectories: true)
    defer { try? manager.removeItem(atPath: root) }
    for file in ["/real/a.md", "/real/sub/c.md", "/other/b.md"] {
      #expect(manager.createFile(atPath: root + file, contents: Data()))
    }
    try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: "real")
    try manager.createSymbolicLink(atPath: root + "/real/up", withDestinationPath: "../other")
    try manager.createSymbolicLink(atPath: root + "/real/alias.md", withDestinationPath: "a.md")
    try manager.createSymbolicLink(
      atPath: root + "/real/dangling.md", withDestinationPath: "nowhere")
    let paths = [
      "real/a.md", "link/a.md", "link/missing.md", "link/missing.reviewed.md", "link/sub/../a.md",
      "real/up/b.md", "real/up/missing.md", "nodir/x.md", "link/nodir/x.md", "real/alias.md",
      "real/dangling.md", "link/./a.md", "link//a.md", "link/../link/a.md", "real/sub",
      "link/sub/c.md", "real/missing.md", "real/sub/../missing.md", "nodir/../real/a.md",
      "real/alias.md/x", "real/a.md/x", "real/dangling.md/x", "link/dangling.md/x.md",
      "link/..", "link/.", "link/",
    ]
    let folders = ResolvedFolders()
    for path in paths {
      let full = root + "/" + path
      #expect(folders.absoluteFile(full) == SitePaths.absolute(full), "\(path)")
    }
    // Relative to the working directory, as contract paths usually are.
    let relative = "Package.swift"
    #expect(folders.absoluteFile("./" + relative) == SitePaths.absolute("./" + relative))
    #expect(folders.absoluteFile(relative) == SitePaths.absolute(relative))
  }
}
