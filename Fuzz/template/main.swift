// libFuzzer target `template`: a thin wrapper over `TemplateFuzzEntry` (in
// Tests/HardeningTests/FuzzEntries), which `swift test` also uses to replay
// Tests/HardeningTests/Regressions/template/. Built and run by scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  TemplateFuzzEntry.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
