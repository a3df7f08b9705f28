import Testing

@testable import Verification

/// Every comparison rule a writer can put in an expected cell, read and evaluated, and the
/// ways each can be written wrongly.
@Suite struct CellExpectationTests {
  static let tiers = CellType.choice(["prefixed", "original", "fallback", "keyText", "notAKey"])

  @Test func blankCellIsUnchecked() throws {
    #expect(try CellExpectation.parse("", as: .text) == .unchecked)
    #expect(try CellExpectation.parse("   ", as: .number) == .unchecked)
    #expect(CellExpectation.unchecked.isMet(by: .failure("anything"), as: .text))
  }

  @Test func exactTextIsCaseAndSpellingSensitive() throws {
    let rule = try CellExpectation.parse("Pedidos", as: .text)
    #expect(rule == .equals(.text("Pedidos")))
    #expect(rule.isMet(by: .text("Pedidos"), as: .text))
    #expect(!rule.isMet(by: .text("pedidos"), as: .text))
    #expect(!rule.isMet(by: .text("Pedidos (genérico)"), as: .text))
    #expect(!rule.isMet(by: .nothing, as: .text))
    #expect(!rule.isMet(by: .failure("Pedidos"), as: .text))
  }

  @Test func inlineCodeIsLiteralTextNeverARule() throws {
    #expect(
      try CellExpectation.parse("`DRIVER_APP_ORDER`", as: .text)
        == .equals(.text("DRIVER_APP_ORDER")))
    #expect(try CellExpectation.parse("`error`", as: .text) == .equals(.text("error")))
    #expect(try CellExpectation.parse("`—`", as: .text) == .equals(.text("—")))
    #expect(try CellExpectation.parse("`/^x/`", as: .text) == .equals(.text("/^x/")))
    #expect(
      try CellExpectation.parse("`one of: a, b`", as: .text) == .equals(.text("one of: a, b")))
    #expect(try CellExpectation.parse("`a \\| b`", as: .text) == .equals(.text("a | b")))
    #expect(try CellExpectation.parse("`` a`b ``", as: .text) == .equals(.text("a`b")))
  }

  @Test func emDashMeansNothing() throws {
    let rule = try CellExpectation.parse("—", as: .text)
    #expect(rule == .nothing)
    #expect(rule.isMet(by: .nothing, as: .text))
    #expect(rule.isMet(by: .text(""), as: .text))
    #expect(!rule.isMet(by: .text("es"), as: .text))
    #expect(!rule.isMet(by: .failure("x"), as: .text))
    #expect(try CellExpectation.parse("—", as: .number) == .nothing)
  }

  @Test func oneOfAcceptsAnyAlternative() throws {
    let rule = try CellExpectation.parse("one of: es, `fr`, —", as: .text)
    #expect(rule == .oneOf([.equals(.text("es")), .equals(.text("fr")), .nothing]))
    #expect(rule.isMet(by: .text("es"), as: .text))
    #expect(rule.isMet(by: .text("fr"), as: .text))
    #expect(rule.isMet(by: .nothing, as: .text))
    #expect(!rule.isMet(by: .text("ar"), as: .text))
    #expect(rule.description == "one of: es, fr, —")
    let literalComma = try CellExpectation.parse("One of: `a, b`, c", as: .text)
    #expect(literalComma == .oneOf([.equals(.text("a, b")), .equals(.text("c"))]))
    let mixed = try CellExpectation.parse("one of: /^Ped/, error", as: .text)
    #expect(mixed.isMet(by: .text("Pedidos"), as: .text))
    #expect(mixed.isMet(by: .failure("boom"), as: .text))
  }

  @Test func oneOfWrittenWrongly() {
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("one of: es", as: .text) }
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("one of:", as: .text) }
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("one of: a,, b", as: .text) }
    #expect(throws: CellSyntaxError.self) {
      try CellExpectation.parse("one of: prefixed, prefixd", as: Self.tiers)
    }
  }

  @Test func regularExpressionIsSearchedInTheObservedText() throws {
    let rule = try CellExpectation.parse("/^Ped/", as: .text)
    #expect(rule == .matches(pattern: "^Ped", caseInsensitive: false))
    #expect(rule.isMet(by: .text("Pedidos"), as: .text))
    #expect(!rule.isMet(by: .text("Los Pedidos"), as: .text))
    #expect(!rule.isMet(by: .failure("Pedidos"), as: .text))
    let insensitive = try CellExpectation.parse("/pedidos/i", as: .text)
    #expect(insensitive.isMet(by: .text("Los PEDIDOS"), as: .text))
    let alternation = try CellExpectation.parse("/^(es\\|fr)$/", as: .text)
    #expect(alternation.isMet(by: .text("fr"), as: .text))
    #expect(!alternation.isMet(by: .text("en"), as: .text))
    let emphasis = try CellExpectation.parse("/^a*b_c_$/", as: .text)
    #expect(emphasis.isMet(by: .text("aaab_c_"), as: .text))
    #expect(try CellExpectation.parse("/a/b", as: .text) == .equals(.text("/a/b")))
  }

  @Test func regularExpressionWrittenWrongly() {
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("/[a-/", as: .text) }
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("//", as: .text) }
  }

  @Test func numberWithTolerance() throws {
    let rule = try CellExpectation.parse("12 ± 0.5", as: .number)
    #expect(rule == .approximately(12, tolerance: 0.5))
    #expect(rule.isMet(by: .number(12.5), as: .number))
    #expect(rule.isMet(by: .number(11.5), as: .number))
    #expect(!rule.isMet(by: .number(12.51), as: .number))
    #expect(rule.isMet(by: .text("12.2"), as: .text))
    #expect(!rule.isMet(by: .text("twelve"), as: .text))
    #expect(try CellExpectation.parse("3 +/- 1", as: .number) == .approximately(3, tolerance: 1))
    #expect(rule.description == "12 ± 0.5")
  }

  @Test func toleranceWrittenWrongly() {
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("12 ± x", as: .number) }
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("± 1", as: .number) }
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("1 ± -1", as: .number) }
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("1 ± 1", as: .flag) }
  }

  @Test func errorExpectsAFailure() throws {
    let rule = try CellExpectation.parse("error", as: .text)
    #expect(rule == .error(containing: nil))
    #expect(rule.isMet(by: .failure("disk full (scripted)"), as: .text))
    #expect(!rule.isMet(by: .text("error"), as: .text))
    #expect(!rule.isMet(by: .nothing, as: .text))
    let worded = try CellExpectation.parse("Error: disk full", as: .text)
    #expect(worded == .error(containing: "disk full"))
    #expect(worded.isMet(by: .failure("Disk full (scripted)"), as: .text))
    #expect(!worded.isMet(by: .failure("corrupt"), as: .text))
    #expect(throws: CellSyntaxError.self) { try CellExpectation.parse("error:", as: .text) }
  }

  @Test func valuesAreReadByTheColumnType() throws {
    #expect(try CellExpectation.parse("2", as: .number) == .equals(.number(2)))
    #expect(try CellExpectation.parse("2", as: .number).isMet(by: .number(2.0), as: .number))
    #expect(try CellExpectation.parse("YES", as: .flag) == .equals(.flag(true)))
    #expect(try CellExpectation.parse("false", as: .flag).isMet(by: .flag(false), as: .flag))
    #expect(try CellExpectation.parse("KEYTEXT", as: Self.tiers) == .equals(.text("keyText")))
    #expect(
      try CellExpectation.parse("keytext", as: Self.tiers).isMet(
        by: .text("keyText"), as: Self.tiers))
  }

  @Test func valuesOfTheWrongTypeAreErrors() {
    #expect(throws: CellSyntaxError("'two' is not a number")) {
      try CellExpectation.parse("two", as: .number)
    }
    #expect(throws: CellSyntaxError("'maybe' is not yes or no")) {
      try CellExpectation.parse("maybe", as: .flag)
    }
    #expect(
      throws: CellSyntaxError(
        "'prefixd' is not one of prefixed, original, fallback, keyText, notAKey")
    ) {
      try CellExpectation.parse("prefixd", as: Self.tiers)
    }
  }
}
