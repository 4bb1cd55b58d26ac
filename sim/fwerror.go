package sim

import "fmt"

// SourcedError is a setting the chip cannot run, said in one line: the
// fact and the fix. Source is the documents the rule rests on (manual
// sections, tables), which the command line prints under --verbose
// rather than in the one-line error.
type SourcedError struct {
	Msg    string
	Source string
}

func (e *SourcedError) Error() string { return e.Msg }

// sourced is a SourcedError with a formatted message.
func sourced(source, format string, a ...any) error {
	return &SourcedError{Msg: fmt.Sprintf(format, a...), Source: source}
}
