// libFuzzer target `contract`: a thin wrapper over `ContractFuzzEntry` (in
// Tests/HardeningTests/FuzzEntries), which `swift test` also uses to replay
// Tests/HardeningTests/Regressions/contract/. Built and run by scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  ContractFuzzEntry.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
