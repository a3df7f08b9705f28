// libFuzzer target `dictionary`: a thin wrapper over `DictionaryFuzzEntry` (in
// Tests/HardeningTests/FuzzEntries), which `swift test` also uses to replay
// Tests/HardeningTests/Regressions/dictionary/. Built and run by scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  DictionaryFuzzEntry.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
