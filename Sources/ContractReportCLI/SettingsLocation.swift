import ComplianceReport
import Contracts
import Foundation

/// Where a command's settings are: the file `--settings FILE` names, else
/// `contract-report.json` in a contracts directory. Paths inside the settings are relative to
/// the folder that holds the file.
struct SettingsLocation: Sendable, Equatable {
  /// The folder the settings' paths are relative to.
  var directory: String
  /// The settings file, or `nil` when the directory has none (every setting takes its default).
  var file: String?

  /// The file `--settings` names; it must exist and be a file.
  static func explicit(_ path: String) throws -> SettingsLocation {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputFailure(InputError(path: path, message: "no such settings file (--settings)"))
    }
    guard !isDirectory.boolValue else {
      throw InputFailure(
        InputError(
          path: path,
          message: "is a directory; --settings names the settings file itself "
            + "(\(CoverageRun.displayPath(path, ProjectSettings.fileName)))"))
    }
    let folder = (path as NSString).deletingLastPathComponent
    return SettingsLocation(directory: folder.isEmpty ? "." : folder, file: path)
  }

  /// `directory/contract-report.json` when it exists.
  static func inDirectory(_ directory: String) -> SettingsLocation {
    let url = ProjectSettings.file(in: URL(fileURLWithPath: directory))
    return SettingsLocation(
      directory: directory,
      file: url.map { _ in CoverageRun.displayPath(directory, ProjectSettings.fileName) })
  }

  /// `--settings FILE` when given, else the settings of `directory`.
  static func resolve(explicit path: String?, directory: String) throws -> SettingsLocation {
    if let path { return try explicit(path) }
    return inDirectory(directory)
  }

  /// The settings of a run over contract paths: the file `--settings` names, else the first
  /// of the paths that is a directory holding `contract-report.json`; `nil` when there is
  /// none.
  static func forRun(contractPaths: [String], settingsFile: String?) throws -> SettingsLocation? {
    if let settingsFile { return try explicit(settingsFile) }
    var isDirectory: ObjCBool = false
    for path in contractPaths
    where FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
    {
      let location = inDirectory(path)
      if location.file != nil { return location }
    }
    return nil
  }

  /// Reads and strictly decodes the settings file; `nil` when there is none.
  func load() throws -> ProjectSettings? {
    guard let file else { return nil }
    do {
      return try ProjectSettings.load(contentsOf: URL(fileURLWithPath: file), displayPath: file)
    } catch {
      throw InputFailure(InputError(error))
    }
  }
}
