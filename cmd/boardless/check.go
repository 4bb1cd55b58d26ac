package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	iofs "io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"text/tabwriter"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/report"
	"boardless/sim"
)

const checkUsage = `Usage: boardless check --baseline FILE [--tolerance 2%] [--update] [selection] [flags]

A performance regression gate for CI. Runs the selected built-in kernels
(as bench: --board, --kernels, --bytes, the what-if flags, --shard) or one
function of your ELF (as run: --elf FILE --func SYMBOL --arg ...), and
compares with the baseline file: cycles and stack bytes, and the code,
constant and global bytes of the code reached from the kernel's or
function's symbol. It prints the metrics that changed (baseline, now,
change in %) and exits with 1 when a metric is worse than the baseline by
more than the tolerance, or a kernel fails its check against Go. A metric
that got better is reported, and passes.

--update records this run in the baseline instead (written to a temporary
file and renamed): its entries replace those of the same board and name,
the others are kept. A missing baseline is an error without --update.

The baseline is JSON, "format": 1, keyed by board, then kernel name or
ELF:function(args); keys are sorted and there are no timestamps, so it
diffs well in git. Each board also records the options that change
results (seed, multiplier, what-ifs); checking with other options is an
error. Kernel inputs are seeded from --seed and the kernel's name, so a
kernel's figures do not depend on the selection or the sharding.

Output: a plain table, or --format json. When $GITHUB_ACTIONS is true it
also prints GitHub Actions annotations (::error for a regression or a
failure, ::warning for a worsening within the tolerance or an entry not
in the baseline, ::notice for an improvement).

Examples:
  boardless check --baseline perf/baseline.json --update      # record
  boardless check --baseline perf/baseline.json --tolerance 2%
  boardless check --baseline perf/fw.json --elf fw.elf --func crc32 --arg rand:1024 --arg 1024`

// baselineFormat is the version of the baseline file this boardless
// reads and writes.
const baselineFormat = 1

// baseline is the file: boards by name.
type baseline struct {
	Format int                       `json:"format"`
	Boards map[string]*baselineBoard `json:"boards"`
}

// baselineBoard holds one board's entries: metric name -> value, per
// kernel name and per function (ELF base name:symbol(args)).
type baselineBoard struct {
	Options   map[string]string            `json:"options"`
	Kernels   map[string]map[string]uint64 `json:"kernels,omitempty"`
	Functions map[string]map[string]uint64 `json:"functions,omitempty"`
}

// checkMetrics are the metrics compared, in the order printed. Larger is
// worse for each.
var checkMetrics = []string{"cycles", "stack_bytes", "code_bytes", "const_bytes", "global_bytes"}

func knownMetric(m string) bool {
	for _, k := range checkMetrics {
		if k == m {
			return true
		}
	}
	return false
}

// readBaseline reads and validates a baseline file. A missing file gives
// an error wrapping iofs.ErrNotExist.
func readBaseline(path string) (*baseline, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseBaseline(path, data)
}

func parseBaseline(path string, data []byte) (*baseline, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var b baseline
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("baseline %s: not a boardless baseline: %v", path, jsonErr(data, err))
	}
	if dec.More() {
		return nil, fmt.Errorf("baseline %s: not a boardless baseline: data after the JSON object", path)
	}
	if b.Format != baselineFormat {
		if b.Format == 0 {
			return nil, fmt.Errorf("baseline %s: no \"format\" field: not a boardless baseline", path)
		}
		return nil, fmt.Errorf("baseline %s: format %d; this boardless reads format %d", path, b.Format, baselineFormat)
	}
	if b.Boards == nil {
		b.Boards = map[string]*baselineBoard{}
	}
	for name, bb := range b.Boards {
		if bb == nil {
			return nil, fmt.Errorf("baseline %s: board %q is null", path, name)
		}
		for kind, entries := range map[string]map[string]map[string]uint64{"kernel": bb.Kernels, "function": bb.Functions} {
			for key, ms := range entries {
				if len(ms) == 0 {
					return nil, fmt.Errorf("baseline %s: board %s: %s %q has no metrics", path, name, kind, key)
				}
				for m := range ms {
					if !knownMetric(m) {
						return nil, fmt.Errorf("baseline %s: board %s: %s %q: unknown metric %q (known: %s)", path, name, kind, key, m, strings.Join(checkMetrics, ", "))
					}
				}
			}
		}
	}
	return &b, nil
}

// jsonErr adds the line number to a JSON syntax or type error.
func jsonErr(data []byte, err error) error {
	var off int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err
	}
	return fmt.Errorf("line %d: %v", 1+bytes.Count(data[:off], []byte("\n")), err)
}

// encodeBaseline is the file's one encoding: indented, keys sorted (maps),
// a final newline. Equal baselines give equal bytes.
func encodeBaseline(b *baseline) ([]byte, error) {
	var buf bytes.Buffer
	if err := writeJSON(&buf, b); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it into place.
func writeFileAtomic(path string, data []byte) error {
	dir, name := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	return report.Write(context.Background(), dir, []report.File{{Name: name, Data: data}})
}

// checkEntry is one kernel's or function's figures in this run.
type checkEntry struct {
	name    string
	kernel  bool
	metrics map[string]uint64
	err     string // a failed run: no metrics
}

// checkChange is one line of the check's result.
type checkChange struct {
	Name          string   `json:"name"`
	Metric        string   `json:"metric,omitempty"`
	Baseline      *uint64  `json:"baseline,omitempty"`
	Now           *uint64  `json:"now,omitempty"`
	ChangePercent *float64 `json:"change_percent,omitempty"` // absent when the baseline is 0
	Status        string   `json:"status"`                   // regression, worse, better, new, failed
	Error         string   `json:"error,omitempty"`
}

type checkReport struct {
	Board            string        `json:"board"`
	Baseline         string        `json:"baseline"`
	TolerancePercent float64       `json:"tolerance_percent"`
	Shard            string        `json:"shard,omitempty"`
	Passed           bool          `json:"passed"`
	Updated          bool          `json:"updated"`
	Entries          int           `json:"entries"`     // kernels or functions run
	Metrics          int           `json:"metrics"`     // metrics compared with a baseline value
	Regressions      int           `json:"regressions"` // metrics worse beyond the tolerance
	Worse            int           `json:"worse"`       // metrics worse within the tolerance
	Better           int           `json:"better"`
	Unchanged        int           `json:"unchanged"`
	New              int           `json:"new"`    // entries or metrics not in the baseline
	Failed           int           `json:"failed"` // runs that failed (kernel output wrong, fault)
	Changes          []checkChange `json:"changes"`
}

func cmdCheck(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("check", checkUsage, stdout)
	basePath := fs.String("baseline", "", "baseline file (JSON; required)")
	tolFlag := fs.String("tolerance", "2%", "how much worse a metric may get before the check fails, in percent")
	update := fs.Bool("update", false, "record this run in the baseline (created if missing) instead of failing on changes")
	format := fs.String("format", "table", "output: table or json")
	var bf boardFlags
	bf.register(fs)
	buildDir := fs.String("build-dir", "build", "kernels: where 'make kernels' put the kernel images")
	size := fs.Int("bytes", 8000, "kernels: message size in bytes (a multiple of 16)")
	onlyFlag := fs.String("kernels", "", "kernels: check only those whose name matches this regular expression")
	jobs := fs.Int("jobs", runtime.NumCPU(), "kernels: run in parallel (one emulator each)")
	var sf shardFlags
	sf.register(fs)
	elfPath := fs.String("elf", "", "function: ARM ELF file to load (instead of the kernels)")
	fn := fs.String("func", "", "function: symbol to call (with --elf)")
	argSpecs := fs.StringArray("arg", nil, "function: argument, repeatable: integer, buf:N, rand:N, hex:BYTES, file:PATH")
	seed := fs.Uint64("seed", 1, "seed for the kernels' inputs and rand:N arguments")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *basePath == "" {
		return usageError{"--baseline FILE is required (see --help)"}
	}
	tol, err := parseTolerance(*tolFlag)
	if err != nil {
		return err
	}
	if err := checkFormat(*format); err != nil {
		return err
	}
	funcMode := *elfPath != "" || *fn != "" || len(*argSpecs) > 0
	if funcMode {
		if *elfPath == "" || *fn == "" {
			return usageError{"a function check needs both --elf and --func"}
		}
		for _, f := range []string{"kernels", "bytes", "build-dir", "jobs"} {
			if fs.Changed(f) {
				return usageError{fmt.Sprintf("--%s selects kernels: it does not go with --elf/--func", f)}
			}
		}
		if sf.set() {
			return usageError{"--shard and --shards split the kernels: they do not go with --elf/--func"}
		}
	} else if *size <= 0 || *size%16 != 0 || *size > 1<<20 {
		return usageError{fmt.Sprintf("--bytes %d: use a positive multiple of 16 up to 1 MiB", *size)}
	}
	if *jobs < 1 {
		return usageError{"--jobs must be at least 1"}
	}
	var only *regexp.Regexp
	if *onlyFlag != "" {
		if only, err = regexp.Compile(*onlyFlag); err != nil {
			return usageError{fmt.Sprintf("--kernels: %v", err)}
		}
	}
	board, opts, err := bf.load()
	if err != nil {
		return err
	}

	// Read the baseline first: a bad one should not cost a run.
	base, err := readBaseline(*basePath)
	switch {
	case errors.Is(err, iofs.ErrNotExist) && *update:
		base = &baseline{Format: baselineFormat, Boards: map[string]*baselineBoard{}}
	case errors.Is(err, iofs.ErrNotExist):
		return fmt.Errorf("baseline %s not found: run this command with --update to record it", *basePath)
	case err != nil:
		return err
	}
	options := runOptions(&bf, *seed)
	bb := base.Boards[board.Name]
	if bb != nil {
		if d := diffOptions(bb.Options, options); d.a != "" {
			if !*update {
				return fmt.Errorf("baseline %s: board %s was recorded with other options (baseline %s, this run %s): check with the same options, or re-record with --update", *basePath, board.Name, d.a, d.b)
			}
			fmt.Fprintf(stderr, "baseline %s: board %s was recorded with other options (baseline %s, this run %s): its entries are replaced\n", *basePath, board.Name, d.a, d.b)
			bb = nil
		}
	}
	if bb == nil {
		bb = &baselineBoard{}
	}

	var entries []checkEntry
	var shard *shardInfo
	if funcMode {
		e, err := checkFunction(board, opts, *elfPath, *fn, *argSpecs, *seed)
		if err != nil {
			return err
		}
		entries = []checkEntry{e}
	} else {
		ks := kernels.Filter(kernels.All(*size), only)
		if len(ks) == 0 {
			return usageError{fmt.Sprintf("--kernels %q matches no kernel", *onlyFlag)}
		}
		if shard, err = benchShard(&sf, ks, &bf, *seed, *size, *onlyFlag, false); err != nil {
			return err
		}
		ks = shardKernels(ks, shard)
		imgs := map[string]*elfimg.Image{}
		if err := openImages(imgs, *buildDir, board.Name, ks); err != nil {
			return err
		}
		ctx, stopSignals := interruptible()
		defer stopSignals()
		seedOf := func(i int) uint64 { return nameSeed(*seed, ks[i].Name) }
		rows, _, err := runBench(ctx, board, imgs, opts, ks, seedOf, *jobs, stderr)
		if err != nil {
			return err
		}
		if ctx.Err() != nil {
			return interrupted(ctx, stderr, "nothing checked or written")
		}
		fps, err := footprints(imgs, board.Core, ks)
		if err != nil {
			return err
		}
		for _, r := range rows {
			entries = append(entries, kernelEntry(r, fps))
		}
	}

	rep := compareBaseline(bb, entries, tol)
	rep.Board, rep.Baseline, rep.TolerancePercent = board.Name, *basePath, tol
	if shard != nil {
		rep.Shard = fmt.Sprintf("%d/%d", shard.Index, shard.Count)
	}
	if *update && rep.Failed == 0 {
		bb.Options = options
		for _, e := range entries {
			m := &bb.Kernels
			if !e.kernel {
				m = &bb.Functions
			}
			if *m == nil {
				*m = map[string]map[string]uint64{}
			}
			(*m)[e.name] = e.metrics
		}
		base.Boards[board.Name] = bb
		data, err := encodeBaseline(base)
		if err != nil {
			return err
		}
		if err := writeFileAtomic(*basePath, data); err != nil {
			return fmt.Errorf("writing baseline %s: %v", *basePath, err)
		}
		rep.Updated, rep.Passed = true, true
	}

	if *format == "json" {
		if err := writeJSON(stdout, rep); err != nil {
			return err
		}
	} else {
		printCheck(stdout, rep)
	}
	if os.Getenv("GITHUB_ACTIONS") == "true" && !rep.Updated {
		w := stdout
		if *format == "json" {
			w = stderr // keep stdout one JSON document; the runner reads both
		}
		annotate(w, rep)
	}
	if rep.Updated {
		fmt.Fprintf(stderr, "baseline %s updated: %d %s of board %s recorded\n", *basePath, len(entries), plural(len(entries), "entry", "entries"), board.Name)
		return nil
	}
	if err := rep.err(); err != nil && *update {
		return fmt.Errorf("%v; baseline not updated", err)
	} else if err != nil {
		return err
	}
	return nil
}

// parseTolerance reads "2%", "2" or "0.5%" as a percentage.
func parseTolerance(s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "%")), 64)
	if err != nil || v < 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, usageError{fmt.Sprintf("--tolerance %q: use a percentage of 0 or more, e.g. 2%%", s)}
	}
	return v, nil
}

// nameSeed seeds a checked kernel's inputs from --seed and its name, so
// that they do not depend on which other kernels are selected.
func nameSeed(seed uint64, name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return seed + h.Sum64()
}

func kernelEntry(r benchRow, fps []report.Footprint) checkEntry {
	e := checkEntry{name: r.Kernel.Name, kernel: true}
	if !r.Verified {
		e.err = r.Error
		return e
	}
	e.metrics = map[string]uint64{"cycles": r.Cycles, "stack_bytes": uint64(r.StackBytes)}
	for _, f := range fps {
		if f.Symbol == r.Kernel.Symbol {
			e.metrics["code_bytes"] = uint64(f.CodeBytes)
			e.metrics["const_bytes"] = uint64(f.ConstBytes)
			e.metrics["global_bytes"] = uint64(f.GlobalBytes)
		}
	}
	return e
}

// checkFunction runs one function of a user ELF, as 'run' does. Its entry
// is named ELF-base-name:symbol(args).
func checkFunction(board *models.Profile, opts sim.Options, elfPath, fn string, specs []string, seed uint64) (checkEntry, error) {
	rng := sim.NewRand(seed)
	var parsed []sim.Arg
	for _, a := range specs {
		pa, err := sim.ParseArg(a, rng)
		if err != nil {
			return checkEntry{}, usageError{err.Error()}
		}
		parsed = append(parsed, pa)
	}
	img, err := elfimg.ReadELF(elfPath)
	if err != nil {
		return checkEntry{}, err
	}
	s, err := sim.Open(board, img, opts)
	if err != nil {
		return checkEntry{}, err
	}
	defer s.Close()
	words, err := s.Place(parsed)
	if err != nil {
		return checkEntry{}, err
	}
	res, err := s.Call(fn, words)
	if err != nil {
		return checkEntry{}, err
	}
	e := checkEntry{
		name:    fmt.Sprintf("%s:%s(%s)", filepath.Base(elfPath), fn, strings.Join(specs, ", ")),
		metrics: map[string]uint64{"cycles": res.Cycles, "stack_bytes": uint64(res.StackBytes)},
	}
	// Footprints when the symbol is found as given (not for demangled
	// C++ names); the check compares cycles and stack in any case.
	if fps, err := report.Footprints(img, board.Core, []string{fn}); err == nil && len(fps) == 1 {
		e.metrics["code_bytes"] = uint64(fps[0].CodeBytes)
		e.metrics["const_bytes"] = uint64(fps[0].ConstBytes)
		e.metrics["global_bytes"] = uint64(fps[0].GlobalBytes)
	}
	return e, nil
}

// compareBaseline compares this run's entries with the board's baseline.
func compareBaseline(bb *baselineBoard, entries []checkEntry, tol float64) checkReport {
	rep := checkReport{Changes: []checkChange{}}
	for _, e := range entries {
		rep.Entries++
		if e.err != "" {
			rep.Failed++
			rep.Changes = append(rep.Changes, checkChange{Name: e.name, Status: "failed", Error: e.err})
			continue
		}
		old, found := bb.Kernels[e.name]
		if !e.kernel {
			old, found = bb.Functions[e.name]
		}
		if !found { // one line for the entry, not one per metric
			rep.New++
			rep.Changes = append(rep.Changes, checkChange{Name: e.name, Status: "new"})
			continue
		}
		for _, m := range checkMetrics {
			now, ok := e.metrics[m]
			if !ok {
				continue
			}
			c := checkChange{Name: e.name, Metric: m, Now: ptr(now)}
			was, had := old[m]
			if had {
				rep.Metrics++
			}
			switch {
			case !had:
				c.Status = "new"
				rep.New++
			case now == was:
				rep.Unchanged++
				continue
			default:
				c.Baseline = ptr(was)
				if was != 0 {
					c.ChangePercent = ptr((float64(now) - float64(was)) / float64(was) * 100)
				}
				switch {
				case now < was:
					c.Status = "better"
					rep.Better++
				case (float64(now)-float64(was))*100 > tol*float64(was):
					c.Status = "regression"
					rep.Regressions++
				default:
					c.Status = "worse"
					rep.Worse++
				}
			}
			rep.Changes = append(rep.Changes, c)
		}
	}
	rep.Passed = rep.Regressions == 0 && rep.Failed == 0
	return rep
}

func ptr[T any](v T) *T { return &v }

func (c checkChange) change() string {
	switch {
	case c.ChangePercent != nil:
		return fmt.Sprintf("%+.2f%%", *c.ChangePercent)
	case c.Baseline != nil: // from 0
		return fmt.Sprintf("+%d", *c.Now)
	}
	return "-"
}

func (c checkChange) describe(tol float64) string {
	switch c.Status {
	case "regression":
		return fmt.Sprintf("worse beyond %g%%", tol)
	case "worse":
		return fmt.Sprintf("worse, within %g%%", tol)
	case "new":
		return "not in the baseline"
	case "failed":
		return "FAILED: " + c.Error
	}
	return c.Status
}

func printCheck(w io.Writer, rep checkReport) {
	shard := ""
	if rep.Shard != "" {
		shard = ", shard " + rep.Shard
	}
	fmt.Fprintf(w, "check %s against %s (tolerance %g%%%s): %d %s\n", rep.Board, rep.Baseline, rep.TolerancePercent, shard, rep.Entries, plural(rep.Entries, "run", "runs"))
	if len(rep.Changes) > 0 {
		fmt.Fprintln(w)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "NAME\tMETRIC\tBASELINE\tNOW\tCHANGE\tSTATUS")
		for _, c := range rep.Changes {
			b, n := "-", "-"
			if c.Baseline != nil {
				b = strconv.FormatUint(*c.Baseline, 10)
			}
			if c.Now != nil {
				n = strconv.FormatUint(*c.Now, 10)
			}
			m := c.Metric
			if m == "" {
				m = "-"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", c.Name, m, b, n, c.change(), c.describe(rep.TolerancePercent))
		}
		tw.Flush()
		fmt.Fprintln(w)
	}
	verdict := "PASS"
	switch {
	case rep.Updated:
		verdict = "UPDATED"
	case !rep.Passed:
		verdict = "FAIL"
	}
	fmt.Fprintf(w, "%s: %d worse beyond %g%%, %d worse within, %d better, %d unchanged, %d not in the baseline, %d failed\n",
		verdict, rep.Regressions, rep.TolerancePercent, rep.Worse, rep.Better, rep.Unchanged, rep.New, rep.Failed)
}

// err is the check's one-line verdict for runMain: nil when it passed.
func (rep checkReport) err() error {
	if rep.Passed {
		return nil
	}
	var names []string
	for _, c := range rep.Changes {
		switch c.Status {
		case "regression":
			names = append(names, fmt.Sprintf("%s %s %d -> %d (%s)", c.Name, c.Metric, *c.Baseline, *c.Now, c.change()))
		case "failed":
			names = append(names, fmt.Sprintf("%s failed (%s)", c.Name, c.Error))
		}
	}
	more := ""
	if len(names) > 3 {
		more = fmt.Sprintf(" and %d more", len(names)-3)
		names = names[:3]
	}
	var what []string
	if rep.Regressions > 0 {
		what = append(what, fmt.Sprintf("%d %s worse than the baseline by more than %g%%", rep.Regressions, plural(rep.Regressions, "metric", "metrics"), rep.TolerancePercent))
	}
	if rep.Failed > 0 {
		what = append(what, fmt.Sprintf("%d %s failed", rep.Failed, plural(rep.Failed, "run", "runs")))
	}
	return fmt.Errorf("%s: %s: %s%s", rep.Board, strings.Join(what, ", "), strings.Join(names, ", "), more)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// annotate prints GitHub Actions workflow commands for the changes:
// errors first, then warnings (the entries not in the baseline in one),
// then notices, as the runner shows only the first few of each kind.
func annotate(w io.Writer, rep checkReport) {
	var errs, warns, notes []string
	var missing []string
	line := func(title, msg string) string {
		return fmt.Sprintf("title=%s::%s", ghEscapeProperty(title), ghEscapeData(msg))
	}
	for _, c := range rep.Changes {
		subject := rep.Board + " " + c.Name
		change := ""
		if c.Baseline != nil {
			change = fmt.Sprintf("%s %s: %d -> %d (%s, tolerance %g%%)", subject, c.Metric, *c.Baseline, *c.Now, c.change(), rep.TolerancePercent)
		}
		switch c.Status {
		case "failed":
			errs = append(errs, line("Run failed", subject+": "+c.Error))
		case "regression":
			errs = append(errs, line("Performance regression", change))
		case "worse":
			warns = append(warns, line("Worse within tolerance", change))
		case "better":
			notes = append(notes, line("Performance improvement", change+"; record it with --update"))
		case "new":
			if c.Metric != "" {
				missing = append(missing, c.Name+" "+c.Metric)
			} else {
				missing = append(missing, c.Name)
			}
		}
	}
	if len(missing) > 0 {
		more := ""
		if len(missing) > 5 {
			more = fmt.Sprintf(" and %d more", len(missing)-5)
			missing = missing[:5]
		}
		warns = append(warns, line("Not in the baseline", fmt.Sprintf("%s: %s%s not in %s: record with --update", rep.Board, strings.Join(missing, ", "), more, rep.Baseline)))
	}
	for _, l := range errs {
		fmt.Fprintf(w, "::error %s\n", l)
	}
	for _, l := range warns {
		fmt.Fprintf(w, "::warning %s\n", l)
	}
	for _, l := range notes {
		fmt.Fprintf(w, "::notice %s\n", l)
	}
}

// ghEscapeData and ghEscapeProperty escape a workflow command's message
// and property values as the Actions runner expects.
func ghEscapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func ghEscapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
