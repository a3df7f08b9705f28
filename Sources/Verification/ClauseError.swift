/// An error that means the check could not observe the component at all (the component's
/// process crashed, broke its protocol or hung), as opposed to an error the component raised,
/// which is an observation. A decision-table row that meets one is an error, with its message;
/// a row whose component throws anything else records the thrown error as what it observed.
public protocol ClauseError: Error {}
