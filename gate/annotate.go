package gate

import (
	"fmt"
	"io"
	"strings"
)

// Annotate prints the changes as GitHub Actions workflow commands:
// ::error for a regression or a failed run, ::warning for a worsening
// within the tolerance and (in one line) for the entries not in the
// baseline, ::notice for an improvement. Errors come first, then
// warnings, then notices, as the runner shows only the first few of each
// kind.
func (rep Report) Annotate(w io.Writer) {
	var errs, warns, notes []string
	var missing, unmatched []string
	for _, c := range rep.Changes {
		subject := rep.Board + " " + c.Name
		change := ""
		if c.Baseline != nil {
			change = fmt.Sprintf("%s %s: %d -> %d (%s, tolerance %g%%)", subject, c.Metric, *c.Baseline, *c.Now, c.Delta(), rep.TolerancePercent)
		}
		switch c.Status {
		case "failed":
			errs = append(errs, annotation("Run failed", subject+": "+c.Error))
		case "regression":
			errs = append(errs, annotation("Performance regression", change))
		case "worse":
			warns = append(warns, annotation("Worse within tolerance", change))
		case "better":
			notes = append(notes, annotation("Performance improvement", change+"; record it with --update"))
		case "new":
			switch {
			case c.Metric != "":
				missing = append(missing, c.Name+" "+c.Metric)
			case rep.AllowNew:
				missing = append(missing, c.Name)
			default:
				unmatched = append(unmatched, c.Name)
			}
		}
	}
	if len(unmatched) > 0 {
		errs = append(errs, annotation("Not in the baseline", rep.notInBaseline(unmatched)))
	}
	if len(missing) > 0 {
		warns = append(warns, annotation("Not in the baseline", rep.notInBaseline(missing)))
	}
	for _, l := range errs {
		fmt.Fprintf(w, "::error %s\n", l)
	}
	for _, l := range warns {
		fmt.Fprintf(w, "::warning %s\n", l)
	}
	for _, l := range notes {
		fmt.Fprintf(w, "::notice %s\n", l)
	}
}

// notInBaseline is the one warning for the entries and metrics missing
// from the baseline, naming the first five.
func (rep Report) notInBaseline(missing []string) string {
	more := ""
	if len(missing) > 5 {
		more = fmt.Sprintf(" and %d more", len(missing)-5)
		missing = missing[:5]
	}
	return fmt.Sprintf("%s: %s%s not in %s: record with --update", rep.Board, strings.Join(missing, ", "), more, rep.Baseline)
}

// annotation is a workflow command's properties and message, escaped as
// the Actions runner expects.
func annotation(title, msg string) string {
	return fmt.Sprintf("title=%s::%s", escapeProperty(title), escapeData(msg))
}

func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
