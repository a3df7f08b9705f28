import Testing

/// Every end-to-end suite runs the built executable and waits for it; they run one at a time
/// so that at most one of the machine's cooperative threads is blocked waiting for a child
/// process, and the asynchronous suites elsewhere keep their timing.
@Suite(.serialized) enum EndToEnd {}
