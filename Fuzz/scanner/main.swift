// libFuzzer target `scanner`: a thin wrapper over `ScannerFuzzEntry` (in
// Tests/HardeningTests/FuzzEntries), which `swift test` also uses to replay
// Tests/HardeningTests/Regressions/scanner/. Built and run by scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  ScannerFuzzEntry.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
