// libFuzzer target `languages`: a thin wrapper over `LanguagesFuzzEntry` (in
// Tests/HardeningTests/FuzzEntries), which `swift test` also uses to replay
// Tests/HardeningTests/Regressions/languages/. Built and run by scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  LanguagesFuzzEntry.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
