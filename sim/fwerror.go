package sim

import "boardless/devices"

// SourcedError is a setting the chip cannot run, said in one line: the
// fact and the fix, with the documents the rule rests on in Source,
// which the command line prints under --verbose (the clock's checks
// make them: devices.Clock).
type SourcedError = devices.SourcedError
