package reference_test

// Robustness of the measurement CSV parser (issue 9). The fuzz target
// runs its seeds (testdata/fuzz/FuzzParse: excerpts of the seed CSVs) as
// an ordinary test; `go test -fuzz '^FuzzParse$' ./reference/` fuzzes it.

import (
	"bytes"
	"encoding/csv"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"boardless/reference"
)

// FuzzParse: any input gives rows or one *reference.Error (or a read
// error) with a one-line message, never a panic; accepted rows written
// back out as CSV parse to the same rows.
func FuzzParse(f *testing.F) {
	f.Add([]byte(header + good))
	f.Add([]byte(header))
	f.Add([]byte(""))
	f.Add([]byte(header + strings.Replace(good, "10142", "1e5", 1)))
	f.Add([]byte(header + strings.Replace(good, ",sw\n", ",sw,extra\n", 1)))
	f.Add([]byte(header + "\"000/x\nnewline\"" + good[len("000/aes-cbc"):]))
	f.Add([]byte(strings.Replace(header, "cycles", "cycle", 1) + good))
	f.Fuzz(func(t *testing.T, data []byte) {
		rows, err := reference.Parse(bytes.NewReader(data), "fuzz.csv")
		if err != nil {
			if rows != nil {
				t.Fatal("rows and error both returned")
			}
			var re *reference.Error
			if errors.As(err, &re) && (re.Line < 1 || re.Column < 1 && re.Msg != "") {
				t.Fatalf("error position %d:%d: %v", re.Line, re.Column, err)
			}
			if strings.Contains(err.Error(), "\n") && !strings.Contains(string(data), "\n\"") {
				t.Logf("multi-line error (from a quoted value): %q", err)
			}
			return
		}
		cols := reference.Columns()
		for _, r := range rows {
			for _, c := range cols {
				v, has := r.Number(c)
				if !has && v != 0 {
					t.Fatalf("column %s absent but %v", c, v)
				}
				if v < 0 {
					t.Fatalf("column %s negative: %v", c, v)
				}
			}
		}
		// Round trip.
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		w.Write(cols)
		for _, r := range rows {
			if rowHasCR(r) {
				return // encoding/csv drops \r in quoted fields: not ours to fix
			}
			w.Write(record(r))
		}
		w.Flush()
		again, err := reference.Parse(&buf, "again.csv")
		if err != nil {
			t.Fatalf("rows written out do not parse: %v\n%s", err, buf.String())
		}
		if !reflect.DeepEqual(rows, again) {
			t.Fatalf("rows changed on a round trip:\n%+v\n%+v", rows, again)
		}
	})
}

func rowHasCR(r reference.Row) bool {
	for _, s := range []string{r.Table, r.Board, r.Library, r.Operation, r.Algorithm, r.Config} {
		if strings.ContainsRune(s, '\r') {
			return true
		}
	}
	return false
}

// record writes a row back in the file's format: empty cells for absent
// numbers, plain decimals for present ones.
func record(r reference.Row) []string {
	out := make([]string, 0, 22)
	for _, c := range reference.Columns() {
		switch c {
		case "table":
			out = append(out, r.Table)
		case "board":
			out = append(out, r.Board)
		case "library":
			out = append(out, r.Library)
		case "operation":
			out = append(out, r.Operation)
		case "algorithm":
			out = append(out, r.Algorithm)
		case "direction":
			out = append(out, r.Direction)
		case "api":
			out = append(out, r.API)
		case "config":
			out = append(out, r.Config)
		case "impl":
			out = append(out, r.Impl)
		default:
			v, has := r.Number(c)
			s := ""
			ints := map[string]int{"key_bits": r.KeyBits, "buffer_bytes": r.BufferBytes, "chunk_bytes": r.ChunkBytes,
				"code_bytes": r.CodeBytes, "const_bytes": r.ConstBytes, "global_bytes": r.GlobalBytes,
				"stack_bytes": r.StackBytes, "work_bytes": r.WorkBytes}
			if n, isInt := ints[c]; has && isInt {
				s = strconv.Itoa(n) // exact beyond 2^53
			} else if has {
				s = strconv.FormatFloat(v, 'f', -1, 64)
			}
			out = append(out, s)
		}
	}
	return out
}
