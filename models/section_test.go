package models

import (
	"strings"
	"testing"
)

// TestRegisterSectionRefuses: a section that would take a key of
// Profile's own fields or of another section, or be written after a key
// no profile has, is a programming error caught at registration.
func TestRegisterSectionRefuses(t *testing.T) {
	newValue := func() any { return new(struct{}) }
	RegisterSection(SectionSpec{Key: "test_section_once", New: newValue})
	for _, tt := range []struct {
		name string
		spec SectionSpec
		want string
	}{
		{"a field of Profile", SectionSpec{Key: "flash", New: newValue}, `"flash" taken, a field of Profile`},
		{"taken", SectionSpec{Key: "test_section_once", New: newValue}, `"test_section_once" taken`},
		{"without New", SectionSpec{Key: "test_section_new"}, "without New"},
		{"after no key", SectionSpec{Key: "test_section_after", New: newValue, After: "nowhere"}, `after "nowhere", which is no field`},
	} {
		got := func() (msg string) {
			defer func() { msg, _ = recover().(string) }()
			RegisterSection(tt.spec)
			return ""
		}()
		if !strings.Contains(got, tt.want) {
			t.Errorf("%s: panic %q, want %q", tt.name, got, tt.want)
		}
		if _, ok := lookupSection(tt.spec.Key); ok != (tt.name == "taken") {
			t.Errorf("%s: registered %v after the panic", tt.name, ok)
		}
	}
}

// TestKeyOrderPlacesAfter: a section with After is written right after
// that key, one without after every field in key order.
func TestKeyOrderPlacesAfter(t *testing.T) {
	order := keyOrder(map[string]any{"zz_test": 1, "aa_test": 2})
	at := func(k string) int {
		for i, o := range order {
			if o == k {
				return i
			}
		}
		t.Fatalf("%q not in %v", k, order)
		return -1
	}
	if at("kind") != 0 || at("aa_test") != len(order)-2 || at("zz_test") != len(order)-1 {
		t.Errorf("order %v", order)
	}
	if spec, ok := lookupSection("clock"); ok && spec.After != "" && at("clock") != at(spec.After)+1 {
		t.Errorf("clock after %q: order %v", spec.After, order)
	}
}
