package textdist

import (
	"sort"
	"strings"
)

// Nearest is the name of names closest to s by edit distance, if it is
// close enough to be a likely typo ("" otherwise); of names as close,
// the first in sorted order, preferring one that s begins.
func Nearest(s string, names []string) string {
	best, bestD := "", len(s)/2+2
	sorted := append([]string(nil), names...)
	sort.Strings(sorted)
	for _, n := range sorted {
		if d := Levenshtein(s, n); d < bestD || d == bestD && strings.HasPrefix(n, s) && !strings.HasPrefix(best, s) {
			best, bestD = n, d
		}
	}
	return best
}
