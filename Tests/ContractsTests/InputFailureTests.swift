import Contracts
import Testing

/// Every unreadable input is one line: `path: error: message`, a place in the path when there
/// is one, or `error: message` for a problem that is no one file's.
@Suite struct InputFailureTests {
  @Test func eachErrorIsOneLineInOrder() {
    let failure = InputFailure([
      InputError(path: "contracts/a.md", message: "file is empty"),
      InputError(path: "contract-report.json:1:28", message: "malformed JSON: expected a value"),
      InputError(path: nil, message: "cannot export: locale '..' cannot name an export file"),
      InputError(path: "", message: "no such file or directory"),
    ])
    #expect(
      failure.lines == [
        "contracts/a.md: error: file is empty",
        "contract-report.json:1:28: error: malformed JSON: expected a value",
        "error: cannot export: locale '..' cannot name an export file",
        ": error: no such file or directory",
      ])
  }

  @Test func oneErrorAloneIsTheSameAsAListOfOne() {
    let error = InputError(path: "a.md", message: "file is empty")
    #expect(InputFailure(error) == InputFailure([error]))
    #expect(InputFailure(error).lines == [error.description])
  }
}
