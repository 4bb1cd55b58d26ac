package report

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"boardless/result"
)

// TestNewRunPage: the page lists the hottest functions with cycles of
// their own and a symbol, at most PageListings of them, and keeps every
// folded stack, a frame with spaces included.
func TestNewRunPage(t *testing.T) {
	funcs := []PageFunc{{Name: "a", Exclusive: 90}, {Name: "?", Exclusive: 80}, {Name: "b", Exclusive: 70},
		{Name: "c", Exclusive: 60}, {Name: "d", Exclusive: 50}, {Name: "e", Exclusive: 40}, {Name: "f", Exclusive: 30}}
	var asked []string
	listing := func(name string) (Listing, bool, error) {
		asked = append(asked, name)
		return Listing{Function: name}, name != "?", nil
	}
	folded := "main;a 90\nmain;h(int, char) 5\n"
	page, err := NewRunPage(result.Run{}, PageProfile{Functions: funcs, Folded: strings.NewReader(folded), Listing: listing})
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, l := range page.Listings {
		listed = append(listed, l.Function)
	}
	if want := []string{"a", "b", "c", "d", "e"}; !slices.Equal(listed, want) {
		t.Errorf("listed %v, want %v (asked for %v)", listed, want, asked)
	}
	if len(page.Stacks) != 2 || page.Stacks[1].Cycles != 5 || !slices.Equal(page.Stacks[1].Frames, []string{"main", "h(int, char)"}) {
		t.Errorf("stacks %+v", page.Stacks)
	}
	// A function without cycles of its own ends the listings.
	funcs[2].Exclusive = 0
	page, err = NewRunPage(result.Run{}, PageProfile{Functions: funcs, Folded: strings.NewReader(""), Listing: listing})
	if err != nil || len(page.Listings) != 1 {
		t.Errorf("after a function without cycles: %d listings, %v", len(page.Listings), err)
	}
	fail := errors.New("unreadable")
	_, err = NewRunPage(result.Run{}, PageProfile{Functions: funcs, Folded: strings.NewReader(""),
		Listing: func(string) (Listing, bool, error) { return Listing{}, false, fail }})
	if !errors.Is(err, fail) {
		t.Errorf("a listing that fails: %v", err)
	}
	if _, err := ParseFolded(strings.NewReader("main;a many\n")); err == nil {
		t.Error("a folded line without a count is read")
	}
}
