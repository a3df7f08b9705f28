// libFuzzer target `markdown`: a thin wrapper over `MarkdownFuzzEntry` (in
// Tests/HardeningTests/FuzzEntries), which `swift test` also uses to replay
// Tests/HardeningTests/Regressions/markdown/. Built and run by scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  MarkdownFuzzEntry.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
