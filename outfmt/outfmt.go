// Package outfmt is the one output-format layer of the commands: a
// command gathers its records as a Table (or a value for JSON) and
// prints it in the --format asked for — an aligned text table, CSV,
// Markdown, or indented JSON — instead of formatting each table itself.
// Pure Go.
package outfmt

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
)

// Format is a --format value.
type Format string

const (
	Text     Format = "table"
	JSON     Format = "json"
	CSV      Format = "csv"
	Markdown Format = "md"
)

// Parse refuses a --format that is not one of allowed, naming them.
func Parse(f string, allowed ...Format) (Format, error) {
	if !slices.Contains(allowed, Format(f)) {
		names := make([]string, len(allowed))
		for i, a := range allowed {
			names[i] = string(a)
		}
		return "", fmt.Errorf("--format %q: use %s", f, strings.Join(names, ", "))
	}
	return Format(f), nil
}

// WriteJSON writes v as indented JSON, one value and a newline.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// Table is records under a header line, each a row of cells.
type Table struct {
	Header []string // nil: no header line
	Rows   [][]string
	// RightAlign right-aligns every text column; each text line then
	// ends in a tab, so that the last column is aligned too.
	RightAlign bool
	// RightColumns marks the columns Markdown aligns right (numbers).
	RightColumns []bool
}

// Add appends a row.
func (t *Table) Add(cells ...string) { t.Rows = append(t.Rows, cells) }

// Write prints the table in f (Text, CSV or Markdown).
func (t *Table) Write(w io.Writer, f Format) error {
	switch f {
	case CSV:
		return t.WriteCSV(w)
	case Markdown:
		return t.WriteMarkdown(w)
	case Text:
		return t.WriteText(w)
	}
	return fmt.Errorf("outfmt: a table has no %s form", f)
}

// WriteText prints the table with its columns aligned, two spaces
// apart.
func (t *Table) WriteText(w io.Writer) error {
	var flags uint
	end := "\n"
	if t.RightAlign {
		flags, end = tabwriter.AlignRight, "\t\n"
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', flags)
	if t.Header != nil {
		io.WriteString(tw, strings.Join(t.Header, "\t")+end)
	}
	for _, r := range t.Rows {
		io.WriteString(tw, strings.Join(r, "\t")+end)
	}
	return tw.Flush()
}

// WriteCSV prints the header and rows as CSV records.
func (t *Table) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if t.Header != nil {
		cw.Write(t.Header)
	}
	for _, r := range t.Rows {
		cw.Write(r)
	}
	cw.Flush()
	return cw.Error()
}

// WriteMarkdown prints the table as a Markdown table, its cells escaped.
func (t *Table) WriteMarkdown(w io.Writer) error {
	var b bytes.Buffer
	row := func(cs []string) {
		b.WriteString("|")
		for _, c := range cs {
			fmt.Fprintf(&b, " %s |", MarkdownCell(c))
		}
		b.WriteString("\n")
	}
	row(t.Header)
	b.WriteString("|")
	for i := range t.Header {
		if i < len(t.RightColumns) && t.RightColumns[i] {
			b.WriteString("---:|")
		} else {
			b.WriteString("---|")
		}
	}
	b.WriteString("\n")
	for _, r := range t.Rows {
		row(r)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// MarkdownText escapes text for Markdown: emphasis marks, and angle
// brackets as HTML entities.
func MarkdownText(s string) string { return markdownEscaper.Replace(s) }

// MarkdownCell escapes text for a Markdown table cell: as MarkdownText,
// and the cell bar.
func MarkdownCell(s string) string { return strings.ReplaceAll(MarkdownText(s), "|", `\|`) }

var markdownEscaper = strings.NewReplacer("*", `\*`, "_", `\_`, "<", "&lt;", ">", "&gt;")
