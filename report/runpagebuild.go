package report

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"boardless/result"
)

// PageListings is how many of the hottest functions a run's page lists.
const PageListings = 5

// PageProfile is what a run's page shows of the profiler's views
// (prof.Recorder's, given as plain data so that report does not import
// the profiler).
type PageProfile struct {
	Functions []PageFunc // by exclusive cycles, most first
	Folded    io.Reader  // folded stacks: "outer;inner;leaf cycles" lines
	// Listing is a function's annotated listing; ok is false for a name
	// with no function symbol (the profiler's "?" for code outside
	// every function).
	Listing func(name string) (l Listing, ok bool, err error)
}

// NewRunPage assembles the page of a completed run: its record, the
// functions, every folded stack, and the listings of the PageListings
// hottest functions that spent cycles of their own and have a symbol.
func NewRunPage(run result.Run, p PageProfile) (*RunPage, error) {
	page := &RunPage{Run: run, Functions: p.Functions}
	stacks, err := ParseFolded(p.Folded)
	if err != nil {
		return nil, err
	}
	page.Stacks = stacks
	for _, f := range page.Functions {
		if len(page.Listings) == PageListings || f.Exclusive == 0 {
			break
		}
		l, ok, err := p.Listing(f.Name)
		if err != nil {
			return nil, err
		}
		if ok {
			page.Listings = append(page.Listings, l)
		}
	}
	return page, nil
}

// ParseFolded reads folded stacks ("outer;inner;leaf cycles" lines); a
// name may hold spaces (C++ parameter lists), so the count is the last
// field.
func ParseFolded(r io.Reader) ([]FoldedStack, error) {
	var out []FoldedStack
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		i := strings.LastIndexByte(line, ' ')
		n, err := strconv.ParseUint(line[i+1:], 10, 64)
		if i < 0 || err != nil {
			return nil, fmt.Errorf("internal error: folded stack line %q", line)
		}
		out = append(out, FoldedStack{Frames: strings.Split(line[:i], ";"), Cycles: n})
	}
	return out, sc.Err()
}
