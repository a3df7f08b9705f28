// libFuzzer target `catalogue`: a thin wrapper over `CatalogueFuzzEntry` (in
// Tests/HardeningTests/FuzzEntries), which `swift test` also uses to replay
// Tests/HardeningTests/Regressions/catalogue/. Built and run by scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  CatalogueFuzzEntry.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
