package models

import "strings"

// CoreTitle is how a core is named to people: its core profile's
// description up to the first " (" ("Hazard3", "WCH QingKe V2"), so
// that a new core names itself in its JSON; the profile's name when it
// has no description or is not a built-in core.
func CoreTitle(core string) string {
	p, err := LoadProfile(core)
	if err != nil || p.Kind != "core" || p.Description == "" {
		return core
	}
	title, _, _ := strings.Cut(p.Description, " (")
	return title
}
