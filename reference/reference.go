// Package reference reads the measured crypto-kernel figures that the seed
// reports publish for real STM32 boards (cycles, time, bit rate, MB/s, ms
// and memory footprints), as transcribed into the CSV files under
// testdata/reference/. These rows are the ground truth that boardless'
// predictions are compared against; testdata/reference/README.md says where
// every file comes from and how each table was transcribed.
//
// Every file has the same header (see Columns). Empty cells mean that the
// seed table gives no value there; Row.Has records which numeric cells were
// present, so a zero can be told apart from a missing value.
package reference

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"
)

// columns is the exact header of every reference CSV file, in order.
var columns = []string{
	"table", "board", "library", "operation", "algorithm", "key_bits",
	"direction", "api", "config", "buffer_bytes", "chunk_bytes", "cycles",
	"time_us", "bitrate_kbps", "mbps", "ms", "code_bytes", "const_bytes",
	"global_bytes", "stack_bytes", "work_bytes", "impl",
}

// Columns returns the exact header of a reference CSV file, in order.
func Columns() []string { return append([]string(nil), columns...) }

// Allowed values of the enumerated columns. The empty string is allowed for
// direction and api only.
var (
	Directions = []string{"enc", "dec", "sign", "verify", "keygen", "shared", "hash", ""}
	APIs       = []string{"sole", "flow", ""}
	Impls      = []string{"sw", "hw"}
)

// Row is one measurement (or one footprint line) of a seed table.
type Row struct {
	Table     string // seed number + slug, e.g. "000/aes-cbc-sole-buffer"
	Board     string // nucleo-g071rb, nucleo-f091rc, nucleo-wba52cg, stm32mp135f-dk
	Library   string // as named in the seed, with its version
	Operation string // slug: aes-cbc, sha256, ecdsa-p256-sign, x25519, ...
	Algorithm string // the seed's own name for the algorithm
	KeyBits   int
	Direction string // one of Directions
	API       string // one of APIs
	Config    string // the seed's configuration name(s), joined with "+"

	BufferBytes, ChunkBytes int

	Cycles      float64 // CPU clock cycles
	TimeUS      float64 // microseconds
	BitrateKbps float64 // kbit/s (1 kbit = 1000 bit)
	MBps        float64 // MB/s as the seed gives it
	MS          float64 // milliseconds

	CodeBytes, ConstBytes, GlobalBytes, StackBytes, WorkBytes int

	Impl string // sw or hw

	// Has holds, for each numeric column (by its CSV header name), whether
	// the cell was present. Columns whose cell was empty are absent.
	Has map[string]bool
}

// Number returns the value of the numeric column col (a CSV header name) and
// whether the cell was present. It returns false for non-numeric columns.
func (r Row) Number(col string) (float64, bool) {
	var v float64
	switch col {
	case "key_bits":
		v = float64(r.KeyBits)
	case "buffer_bytes":
		v = float64(r.BufferBytes)
	case "chunk_bytes":
		v = float64(r.ChunkBytes)
	case "cycles":
		v = r.Cycles
	case "time_us":
		v = r.TimeUS
	case "bitrate_kbps":
		v = r.BitrateKbps
	case "mbps":
		v = r.MBps
	case "ms":
		v = r.MS
	case "code_bytes":
		v = float64(r.CodeBytes)
	case "const_bytes":
		v = float64(r.ConstBytes)
	case "global_bytes":
		v = float64(r.GlobalBytes)
	case "stack_bytes":
		v = float64(r.StackBytes)
	case "work_bytes":
		v = float64(r.WorkBytes)
	default:
		return 0, false
	}
	return v, r.Has[col]
}

// Error is a problem found at a position of a reference CSV file. Its text
// is "file:line:column: field: message" (", field" left out when the problem
// is not about one named column). Line and column are 1-based; the column is
// the byte offset of the start of the offending field, as encoding/csv counts.
type Error struct {
	File   string
	Line   int
	Column int
	Field  string // CSV header name of the column, or ""
	Msg    string
}

func (e *Error) Error() string {
	if e.Field == "" {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.File, e.Line, e.Column, e.Field, e.Msg)
}

// Parse reads one reference CSV file. name is used in error messages only.
// The header must equal Columns exactly; every record must have that many
// fields; numbers must be plain non-negative decimals (integers for the
// *_bytes and key_bits columns); enumerated columns must hold allowed values.
// The first problem found is returned as an *Error.
func Parse(r io.Reader, name string) ([]Row, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1 // checked below, with a better message
	header, err := cr.Read()
	if err == io.EOF {
		return nil, &Error{File: name, Line: 1, Column: 1, Msg: "empty file, want header"}
	}
	if err != nil {
		return nil, csvError(name, err)
	}
	for i := 0; i < len(header) || i < len(columns); i++ {
		if i < len(header) && i < len(columns) && header[i] == columns[i] {
			continue
		}
		line, col := cr.FieldPos(min(i, len(header)-1))
		switch {
		case i >= len(header):
			return nil, &Error{File: name, Line: line, Column: col, Field: "header",
				Msg: fmt.Sprintf("missing column %d %q", i+1, columns[i])}
		case i >= len(columns):
			return nil, &Error{File: name, Line: line, Column: col, Field: "header",
				Msg: fmt.Sprintf("extra column %d %q", i+1, header[i])}
		default:
			return nil, &Error{File: name, Line: line, Column: col, Field: "header",
				Msg: fmt.Sprintf("column %d is %q, want %q", i+1, header[i], columns[i])}
		}
	}

	var rows []Row
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return rows, nil
		}
		if err != nil {
			return nil, csvError(name, err)
		}
		if len(rec) != len(columns) {
			line, col := cr.FieldPos(0)
			return nil, &Error{File: name, Line: line, Column: col,
				Msg: fmt.Sprintf("wrong number of fields: got %d, want %d", len(rec), len(columns))}
		}
		row, err := parseRecord(rec, func(i int, msg string) error {
			line, col := cr.FieldPos(i)
			return &Error{File: name, Line: line, Column: col, Field: columns[i], Msg: msg}
		})
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
}

func csvError(name string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &Error{File: name, Line: pe.Line, Column: pe.Column, Msg: pe.Err.Error()}
	}
	return fmt.Errorf("%s: %w", name, err)
}

// parseRecord converts one record of len(columns) fields. fail builds the
// error for field i.
func parseRecord(rec []string, fail func(i int, msg string) error) (Row, error) {
	row := Row{Has: map[string]bool{}}
	var firstErr error
	setErr := func(i int, msg string) {
		if firstErr == nil {
			firstErr = fail(i, msg)
		}
	}
	str := func(i int, required bool, allowed []string) string {
		s := rec[i]
		if required && s == "" {
			setErr(i, "empty, want a value")
		}
		if allowed != nil && !contains(allowed, s) {
			setErr(i, fmt.Sprintf("invalid value %q, want one of %s", s, quoteAll(allowed)))
		}
		return s
	}
	integer := func(i int) int {
		s := rec[i]
		if s == "" {
			return 0
		}
		n, err := strconv.Atoi(s)
		if !plainDecimal(s, false) || err != nil {
			setErr(i, fmt.Sprintf("invalid number %q", s))
			return 0
		}
		row.Has[columns[i]] = true
		return n
	}
	float := func(i int) float64 {
		s := rec[i]
		if s == "" {
			return 0
		}
		f, err := strconv.ParseFloat(s, 64)
		if !plainDecimal(s, true) || err != nil {
			setErr(i, fmt.Sprintf("invalid number %q", s))
			return 0
		}
		row.Has[columns[i]] = true
		return f
	}

	row.Table = str(0, true, nil)
	row.Board = str(1, true, nil)
	row.Library = str(2, true, nil)
	row.Operation = str(3, true, nil)
	row.Algorithm = str(4, true, nil)
	row.KeyBits = integer(5)
	row.Direction = str(6, false, Directions)
	row.API = str(7, false, APIs)
	row.Config = str(8, false, nil)
	row.BufferBytes = integer(9)
	row.ChunkBytes = integer(10)
	row.Cycles = float(11)
	row.TimeUS = float(12)
	row.BitrateKbps = float(13)
	row.MBps = float(14)
	row.MS = float(15)
	row.CodeBytes = integer(16)
	row.ConstBytes = integer(17)
	row.GlobalBytes = integer(18)
	row.StackBytes = integer(19)
	row.WorkBytes = integer(20)
	row.Impl = str(21, true, Impls)
	return row, firstErr
}

// plainDecimal reports whether s is digits, optionally (when frac) followed
// by a dot and more digits: no sign, exponent, separator, space or unit.
func plainDecimal(s string, frac bool) bool {
	intPart, fracPart, hasDot := strings.Cut(s, ".")
	if !allDigits(intPart) {
		return false
	}
	if hasDot {
		return frac && allDigits(fracPart)
	}
	return true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func quoteAll(list []string) string {
	q := make([]string, len(list))
	for i, v := range list {
		q[i] = strconv.Quote(v)
	}
	return strings.Join(q, ", ")
}

// Load parses every *.csv file in the root of fsys, in lexical order, and
// returns all their rows. Errors name the file (its path within fsys). It is
// an error for fsys to hold no *.csv file, so that a wrong directory or a
// broken embed pattern cannot pass for an empty data set.
//
// For the data embedded in the module use
// fs.Sub(boardless.ReferenceData, boardless.ReferenceDir).
func Load(fsys fs.FS) ([]Row, error) {
	names, err := fs.Glob(fsys, "*.csv")
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, errors.New("reference: no *.csv file in the file system root")
	}
	var all []Row
	for _, name := range names {
		rows, err := loadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		all = append(all, rows...)
	}
	return all, nil
}

func loadFile(fsys fs.FS, name string) ([]Row, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(f, name)
}
