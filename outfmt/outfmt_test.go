package outfmt

import (
	"strings"
	"testing"
)

// TestTableForms pins each form of one table byte for byte: the text
// forms as the commands have always printed them (tabwriter, two spaces
// apart), CSV quoting, and Markdown escaping and alignment.
func TestTableForms(t *testing.T) {
	tab := Table{Header: []string{"A", "BB"}, RightColumns: []bool{false, true}}
	tab.Add("ccc", "d")
	tab.Add("x_y|*", "1,5")
	right := tab
	right.RightAlign = true
	for _, tt := range []struct {
		name string
		t    Table
		f    Format
		want string
	}{
		{"text", tab, Text, "A      BB\nccc    d\nx_y|*  1,5\n"},
		{"text right", right, Text, "      A   BB\n    ccc    d\n  x_y|*  1,5\n"},
		{"csv", tab, CSV, "A,BB\nccc,d\nx_y|*,\"1,5\"\n"},
		{"md", tab, Markdown, "| A | BB |\n|---|---:|\n| ccc | d |\n| x\\_y\\|\\* | 1,5 |\n"},
	} {
		var b strings.Builder
		if err := tt.t.Write(&b, tt.f); err != nil {
			t.Fatal(err)
		}
		if b.String() != tt.want {
			t.Errorf("%s:\n%q\nwant\n%q", tt.name, b.String(), tt.want)
		}
	}
	if err := tab.Write(&strings.Builder{}, JSON); err == nil {
		t.Error("a table written as JSON: no error")
	}
}

func TestParse(t *testing.T) {
	if f, err := Parse("md", Text, Markdown); err != nil || f != Markdown {
		t.Errorf("md: %q, %v", f, err)
	}
	if _, err := Parse("xml", Text, JSON); err == nil || err.Error() != `--format "xml": use table, json` {
		t.Errorf("xml: %v", err)
	}
}

func TestWriteJSON(t *testing.T) {
	var b strings.Builder
	if err := WriteJSON(&b, map[string]int{"a": 1}); err != nil || b.String() != "{\n  \"a\": 1\n}\n" {
		t.Errorf("%q, %v", b.String(), err)
	}
}
