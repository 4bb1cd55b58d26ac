package main

import (
	"encoding/json"
	"html"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"boardless/report"
	"boardless/result"
)

const hardFloatSrc = `
double dpoly(double x) { return 1.5 + x * (0.75 + x * 0.125); }
float mix(float a, float b) { return a * 0.25f + b * 0.75f; }
`

// TestRunFormsAgreeOnHardFloat: one hard-float run in every form 'run'
// has (the table, the JSON, the --html page) shows the same record: the
// JSON's "return" is the typed value from d0/s0, "r0" the raw register,
// and the table's and the page's summary rows are the rows the record
// renders to (report.RunSummary), the return row among them.
func TestRunFormsAgreeOnHardFloat(t *testing.T) {
	for _, c := range []struct {
		board, fn, typ string
		flags, args    []string
		want           float64
	}{
		{"nucleo-f401re", "dpoly", "f64", []string{"-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16"},
			[]string{"f64:1.2"}, 1.5 + 1.2*(0.75+1.2*0.125)},
		{"nucleo-wba52cg", "mix", "f32", nil, []string{"f32:2.5", "f32:4.5"}, float64(float32(2.5*0.25 + 4.5*0.75))},
	} {
		t.Run(c.board, func(t *testing.T) {
			elf := buildOwn(t, c.board, "hf.c", hardFloatSrc, c.flags...)
			args := []string{"run", "--board", c.board, "--elf", elf, "--func", c.fn}
			for _, a := range c.args {
				args = append(args, "--arg", a)
			}
			page := filepath.Join(t.TempDir(), "run.html")
			code, js, errs := run(t, append(args, "--format", "json", "--html", page)...)
			if code != 0 {
				t.Fatalf("run --format json: exit %d: %s", code, errs)
			}
			var rec result.Run
			if err := json.Unmarshal([]byte(js), &rec); err != nil {
				t.Fatalf("JSON: %v\n%s", err, js)
			}
			if rec.Call == nil || rec.Return == nil || rec.Return.Type != c.typ || rec.Return.Value != c.want {
				t.Fatalf("JSON return %+v, want %s %v\n%s", rec.Return, c.typ, c.want, js)
			}
			code, table, errs := run(t, args...)
			if code != 0 {
				t.Fatalf("run: exit %d: %s", code, errs)
			}
			htmlPage := readFile(t, page)
			rows := report.RunSummary(&rec)
			var sawReturn bool
			for _, row := range rows {
				if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(row.What) + ` +` + regexp.QuoteMeta(row.Value) + `$`).MatchString(table) {
					t.Errorf("table lacks %q = %q:\n%s", row.What, row.Value, table)
				}
				if !strings.Contains(htmlPage, "<tr><td>"+html.EscapeString(row.What)+"</td><td>"+html.EscapeString(row.Value)+"</td></tr>") {
					t.Errorf("page lacks %q = %q", row.What, row.Value)
				}
				if row.What == "return" {
					sawReturn = true
					if want := report.ReturnText(&result.Value{Type: c.typ, Value: c.want}, 0); row.Value != want {
						t.Errorf("return row %q, want %q", row.Value, want)
					}
				}
			}
			if !sawReturn {
				t.Error("no return row")
			}
		})
	}
}
