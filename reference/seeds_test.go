package reference_test

// These tests read the seed reports themselves (shared/seeds/*.txt, beside
// the repository clone, or $BOARDLESS_SEEDS) and check the CSV transcription against them:
// the number of rows of every table, and every numeric cell. The seed side
// is parsed here from the seed text alone, without looking at the CSV.

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"boardless/reference"
)

// seedKind tells how a seed lays out its tables.
type seedKind int

const (
	stReport      seedKind = iota // ST wiki page: "The table below shows ..." then a one-line header
	cycloneReport                 // Oryx benchmark page: "Algorithm..." header, one column per "(Software)"/"(Hardware)"
)

type seedInfo struct {
	num   string // file name prefix, e.g. "000"
	board string
	kind  seedKind
}

var seeds = []seedInfo{
	{"000", "nucleo-g071rb", stReport},
	{"001", "nucleo-f091rc", cycloneReport},
	{"003", "nucleo-wba52cg", stReport},
	{"004", "stm32mp135f-dk", cycloneReport},
}

// The tables of each kind of seed, in the order they appear, with the text
// that identifies them in the seed: for ST reports the header line, for
// Cyclone reports the section title above the table.
var stTables = []struct{ slug, header string }{
	{"aes-cbc-sole-buffer", "AES mode Key size Buffer size Cipher operation Configuration Cycles Time"},
	{"aes-cbc-sole-buffer-footprint", "Cipher operation Configuration Code Constant data Global data Stack usage"},
	{"aes-cbc-data-flow", "AES mode Key size Message size Chunk size Cipher operation Configuration Cycles Bit rate"},
	{"aes-cbc-data-flow-footprint", "Cipher operation Configuration Code Constant data Global data Stack usage"},
	{"hash-sole-buffer", "HASH mode Buffer size Cycles Time"},
	{"hash-sole-buffer-footprint", "HASH mode Code Constant data Global data Stack usage"},
	{"hash-data-flow", "HASH mode Message size Chunk size Cycles Bit rate"},
	{"hash-generate-tag", "HASH mode Cycles Time"},
	{"hash-data-flow-footprint", "HASH mode Code Constant data Global data Stack usage"},
	{"ecdsa", "Curve Operation ECC mathematics configuration Curve definition Cycles Time"},
	{"ecdsa-footprint", "Curve Operation ECC mathematics configuration Curve definition Code Constant data Global data Stack usage Working buffer"},
	{"eddsa", "Curve Message size Operation ECC mathematics configuration Curve definition Cycles Time"},
	{"eddsa-footprint", "Curve Message size Operation ECC mathematics configuration Curve definition Code Constant data Global data Stack usage Working buffer"},
	{"rsa", "PKCS#1 Priv. key mod. exp. method Hash method Modulus size Operation RSA mathematics configuration Priv. key mod. exp. implementation Cycles Time"},
	{"rsa-footprint", "PKCS#1 Priv. key mod. exp. method Hash method Modulus size Operation RSA mathematics configuration Priv. key mod. exp. implementation Code Constant data Global data Stack usage Working buffer"},
}

var cycloneTables = []struct{ slug, title string }{
	{"cipher", "Cipher Algorithms"},
	{"aead", "AEAD Algorithms"},
	{"hash", "Hash Algorithms"},
	{"signature", "Signature Algorithms"},
	{"ec-signature", "EC Signature Algorithms"},
	{"key-exchange", "Key Exchange Algorithms"},
	{"ec-key-exchange", "EC Key Exchange Algorithms"},
}

// seedCol is one value column of a Cyclone table, e.g. {"Encryption", "hw"}.
type seedCol struct{ name, impl string }

// seedTable is a table found in a seed's text.
type seedTable struct {
	label  string    // ST: header line; Cyclone: section title
	cols   []seedCol // Cyclone only: the value columns
	lines  []string  // data lines, in order
	lineNo int       // 1-based line of the header in the seed
}

// rowsPerLine is how many CSV rows one data line of the table yields.
func (t seedTable) rowsPerLine() int { return max(1, len(t.cols)) }

var cycloneColRE = regexp.MustCompile(`([^\t\n]+)\n\((Software|Hardware)\)`)

// parseSeed finds the tables of a seed text.
func parseSeed(text string, kind seedKind) []seedTable {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var tables []seedTable
	blank := func(i int) bool { return i >= len(lines) || strings.TrimSpace(lines[i]) == "" }
	for i := 0; i < len(lines); i++ {
		switch {
		case kind == stReport && strings.HasPrefix(lines[i], "The table below"):
			j := i + 1
			for j < len(lines) && blank(j) {
				j++
			}
			t := seedTable{label: strings.TrimSpace(lines[j]), lineNo: j + 1}
			for j++; !blank(j) && !strings.HasPrefix(lines[j], "Cryptolib ") && !strings.HasPrefix(lines[j], "The table below"); j++ {
				t.lines = append(t.lines, strings.TrimSpace(lines[j]))
			}
			tables = append(tables, t)
			i = j - 1
		case kind == cycloneReport && strings.HasPrefix(lines[i], "Algorithm"):
			t := seedTable{lineNo: i + 1}
			for k := i - 1; k >= 0; k-- {
				if strings.HasSuffix(strings.TrimSpace(lines[k]), "Algorithms") {
					t.label = strings.TrimSpace(lines[k])
					break
				}
			}
			j := i
			var hdr []string
			for ; j < len(lines); j++ {
				hdr = append(hdr, lines[j])
				if l := strings.TrimSpace(lines[j]); l == "(Software)" || l == "(Hardware)" {
					break
				}
			}
			for _, m := range cycloneColRE.FindAllStringSubmatch(strings.TrimPrefix(strings.Join(hdr, "\n"), "Algorithm"), -1) {
				impl := "sw"
				if m[2] == "Hardware" {
					impl = "hw"
				}
				t.cols = append(t.cols, seedCol{strings.TrimSpace(m[1]), impl})
			}
			for j++; !blank(j); j++ {
				t.lines = append(t.lines, strings.TrimSpace(lines[j]))
			}
			tables = append(tables, t)
			i = j - 1
		}
	}
	return tables
}

// measurementLineRE matches seed lines that carry a measured value; each
// of them must lie in a table that parseSeed found.
var measurementLineRE = map[seedKind]*regexp.Regexp{
	stReport:      regexp.MustCompile(`\d (µs|ms|kbyte/s|bytes)$`),
	cycloneReport: regexp.MustCompile(`\d (MB/s|ms)|-$`),
}

// repoRoot walks up from the working directory to the directory of go.mod.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the working directory")
		}
		dir = parent
	}
}

// seedDirEnv names a seed directory explicitly. Where it is set (CI, which
// has the seed reports), a missing directory fails the test instead of
// skipping it.
const seedDirEnv = "BOARDLESS_SEEDS"

// seedDir is shared/seeds beside the repository clone, or $BOARDLESS_SEEDS.
// The seed reports are not part of the repository: a user's clone has no
// such folder, so without them the two seed tests skip and say so. The
// CSV's own checks (parse_test.go, data_test.go) run everywhere.
func seedDir(t *testing.T) string {
	t.Helper()
	env, envSet := os.LookupEnv(seedDirEnv)
	dir, skip, err := locateSeeds(repoRoot(t), env, envSet)
	if err != nil {
		t.Fatal(err)
	}
	if skip != "" {
		t.Skip(skip)
	}
	return dir
}

// locateSeeds finds the seed directory for a clone at root: env when it
// is set (then it must exist), else ../shared/seeds, which may be absent:
// skip then says why the test does not run.
func locateSeeds(root, env string, envSet bool) (dir, skip string, err error) {
	if envSet {
		if err := checkSeedDir(env); err != nil {
			return "", "", fmt.Errorf("%s=%s: %v", seedDirEnv, env, err)
		}
		return env, "", nil
	}
	dir = filepath.Join(root, "..", "shared", "seeds")
	if err := checkSeedDir(dir); err != nil {
		return "", fmt.Sprintf("skipped: the seed reports are not beside this clone (%v); this test compares "+
			"testdata/reference/*.csv with them and runs where ../shared/seeds exists or %s names them", err, seedDirEnv), nil
	}
	return dir, "", nil
}

// checkSeedDir says why dir cannot be a seed directory, or nil.
func checkSeedDir(dir string) error {
	fi, err := os.Stat(dir)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return fmt.Errorf("%s is not a directory", dir)
	}
	return nil
}

type loadedSeed struct {
	seedInfo
	text   string
	tables map[string]seedTable // by CSV table id
	order  []string             // table ids in seed order
}

func loadSeeds(t *testing.T) []loadedSeed {
	t.Helper()
	dir := seedDir(t)
	var out []loadedSeed
	for _, s := range seeds {
		matches, err := filepath.Glob(filepath.Join(dir, s.num+"_*.txt"))
		if err != nil || len(matches) != 1 {
			t.Fatalf("want exactly one seed file %s_*.txt in %s, found %v (%v)", s.num, dir, matches, err)
		}
		b, err := os.ReadFile(matches[0])
		if err != nil {
			t.Fatal(err)
		}
		ls := loadedSeed{seedInfo: s, text: string(b), tables: map[string]seedTable{}}
		found := parseSeed(ls.text, s.kind)
		var labels []string
		switch s.kind {
		case stReport:
			for _, e := range stTables {
				ls.order = append(ls.order, s.num+"/"+e.slug)
				labels = append(labels, e.header)
			}
		case cycloneReport:
			for _, e := range cycloneTables {
				ls.order = append(ls.order, s.num+"/"+e.slug)
				labels = append(labels, e.title)
			}
		}
		if len(found) != len(labels) {
			t.Fatalf("%s: found %d tables in the seed, want %d", filepath.Base(matches[0]), len(found), len(labels))
		}
		inTable := map[string]bool{}
		for i, tb := range found {
			if tb.label != labels[i] {
				t.Fatalf("%s:%d: table %d is %q, want %q (%s)", filepath.Base(matches[0]), tb.lineNo, i+1, tb.label, labels[i], ls.order[i])
			}
			if len(tb.lines) == 0 {
				t.Fatalf("%s:%d: table %s has no data line", filepath.Base(matches[0]), tb.lineNo, ls.order[i])
			}
			if s.kind == cycloneReport && len(tb.cols) == 0 {
				t.Fatalf("%s:%d: table %s: no (Software)/(Hardware) column found in its header", filepath.Base(matches[0]), tb.lineNo, ls.order[i])
			}
			ls.tables[ls.order[i]] = tb
			for _, l := range tb.lines {
				inTable[l] = true
			}
		}
		for n, l := range strings.Split(ls.text, "\n") {
			l = strings.TrimSpace(l)
			if measurementLineRE[s.kind].MatchString(l) && !inTable[l] {
				t.Errorf("%s:%d: line with a measurement is in no table found: %q", filepath.Base(matches[0]), n+1, l)
			}
		}
		out = append(out, ls)
	}
	return out
}

// rowsByTable loads testdata/reference and groups the rows by table id,
// keeping file order.
func rowsByTable(t *testing.T) map[string][]reference.Row {
	t.Helper()
	rows, err := reference.Load(os.DirFS(filepath.Join(repoRoot(t), "testdata", "reference")))
	if err != nil {
		t.Fatal(err)
	}
	by := map[string][]reference.Row{}
	for _, r := range rows {
		by[r.Table] = append(by[r.Table], r)
	}
	return by
}

func TestRowCountsMatchSeeds(t *testing.T) {
	seeds := loadSeeds(t)
	byTable := rowsByTable(t)
	known := map[string]bool{}
	for _, s := range seeds {
		total := 0
		for _, id := range s.order {
			known[id] = true
			tb := s.tables[id]
			want := len(tb.lines) * tb.rowsPerLine()
			got := byTable[id]
			if len(got) != want {
				t.Errorf("%s: CSV has %d rows, seed has %d lines x %d value columns = %d", id, len(got), len(tb.lines), tb.rowsPerLine(), want)
			}
			total += want
			if len(tb.cols) > 0 {
				wantHW := 0
				for _, c := range tb.cols {
					if c.impl == "hw" {
						wantHW += len(tb.lines)
					}
				}
				gotHW := 0
				for _, r := range got {
					if r.Impl == "hw" {
						gotHW++
					}
				}
				if gotHW != wantHW {
					t.Errorf("%s: CSV has %d hw rows, seed has %d", id, gotHW, wantHW)
				}
			}
			for _, r := range got {
				if r.Board != s.board {
					t.Errorf("%s: row has board %q, want %q", id, r.Board, s.board)
					break
				}
			}
		}
		t.Logf("seed %s (%s): %d tables, %d rows", s.num, s.board, len(s.order), total)
	}
	for id := range byTable {
		if !known[id] {
			t.Errorf("CSV table %q is not a table of any seed", id)
		}
	}
}

// si formats v as the ST reports print numbers: integers of five digits or
// more grouped by three with spaces ("10 142", "1 094 400 296").
func si(v float64) string {
	if v != math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	s := strconv.FormatInt(int64(v), 10)
	if len(s) < 5 {
		return s
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(c)
	}
	return b.String()
}

var (
	stDirWord      = map[string]string{"enc": "Encryption", "dec": "Decryption", "sign": "Signature", "verify": "Verification"}
	cycloneDir     = map[string]string{"Encryption": "enc", "Decryption": "dec", "Speed": "hash", "Generation": "sign", "Verification": "verify", "Public Key Generation": "keygen", "Shared Secret Computation": "shared"}
	cycloneCellRE  = regexp.MustCompile(`\d+(?:\.\d+)? (?:MB/s|ms)|-`)
	clockRE        = regexp.MustCompile(`System Core Clock Frequency (\d+) MHz`)
	allDigitsRE    = regexp.MustCompile(`^\d+$`)
	footprintNames = []string{"code_bytes", "const_bytes", "global_bytes", "stack_bytes", "work_bytes"}
)

// TestValuesMatchSeeds checks every cell of every CSV row against the seed
// line it was transcribed from.
func TestValuesMatchSeeds(t *testing.T) {
	seeds := loadSeeds(t)
	byTable := rowsByTable(t)
	for _, s := range seeds {
		var mhz float64
		if s.kind == stReport {
			m := clockRE.FindStringSubmatch(s.text)
			if m == nil {
				t.Fatalf("seed %s: no system clock frequency", s.num)
			}
			mhz, _ = strconv.ParseFloat(m[1], 64)
		}
		for _, id := range s.order {
			tb := s.tables[id]
			rows := byTable[id]
			if len(rows) != len(tb.lines)*tb.rowsPerLine() {
				continue // reported by TestRowCountsMatchSeeds
			}
			for k, r := range rows {
				line := tb.lines[k/tb.rowsPerLine()]
				var err error
				if s.kind == stReport {
					err = checkSTRow(r, line, mhz)
				} else {
					err = checkCycloneRow(r, line, tb.cols, k%len(tb.cols))
				}
				if err != nil {
					t.Errorf("%s row %d (seed line %q): %v", id, k+1, line, err)
				}
			}
		}
	}
}

func checkCycloneRow(r reference.Row, line string, cols []seedCol, ci int) error {
	if !strings.HasPrefix(line, r.Algorithm) {
		return fmt.Errorf("algorithm %q does not start the line", r.Algorithm)
	}
	rest := line[len(r.Algorithm):]
	cells := cycloneCellRE.FindAllString(rest, -1)
	if strings.Join(cells, "") != rest || len(cells) != len(cols) {
		return fmt.Errorf("after %q the line is not %d value cells: %q", r.Algorithm, len(cols), cells)
	}
	col := cols[ci]
	if r.Impl != col.impl || r.Direction != cycloneDir[col.name] {
		return fmt.Errorf("impl/direction %s/%s, column %d is %q (%s)", r.Impl, r.Direction, ci+1, col.name, col.impl)
	}
	var got string
	switch {
	case r.Has["mbps"] && !r.Has["ms"]:
		got = strconv.FormatFloat(r.MBps, 'f', -1, 64) + " MB/s"
	case r.Has["ms"] && !r.Has["mbps"]:
		got = strconv.FormatFloat(r.MS, 'f', -1, 64) + " ms"
	case !r.Has["ms"] && !r.Has["mbps"]:
		got = "-"
	default:
		return fmt.Errorf("both mbps and ms set")
	}
	for _, c := range []string{"key_bits", "buffer_bytes", "chunk_bytes", "cycles", "time_us", "bitrate_kbps", "code_bytes", "const_bytes", "global_bytes", "stack_bytes", "work_bytes"} {
		if c == "key_bits" {
			continue // checked by spot checks: it comes from the algorithm name
		}
		if r.Has[c] {
			return fmt.Errorf("%s set, but the seed gives only MB/s or ms", c)
		}
	}
	if cells[ci] != got {
		return fmt.Errorf("cell %d is %q, CSV says %q", ci+1, cells[ci], got)
	}
	return nil
}

func checkSTRow(r reference.Row, line string, mhz float64) error {
	// The measured tail of the line, rebuilt from the CSV.
	var tails []string
	switch {
	case r.Has["cycles"]:
		var unit string
		var v float64
		n := 0
		if r.Has["time_us"] {
			v, unit, n = r.TimeUS, "µs", n+1
			if math.Abs(r.Cycles/mhz-r.TimeUS) >= 1 {
				return fmt.Errorf("time %v µs is not cycles/%v MHz = %.2f", r.TimeUS, mhz, r.Cycles/mhz)
			}
		}
		if r.Has["ms"] {
			v, unit, n = r.MS, "ms", n+1
			if math.Abs(r.Cycles/mhz/1000-r.MS) >= 1 {
				return fmt.Errorf("time %v ms is not cycles/%v MHz = %.2f ms", r.MS, mhz, r.Cycles/mhz/1000)
			}
		}
		if r.Has["bitrate_kbps"] {
			v, unit, n = r.BitrateKbps/8, "kbyte/s", n+1
			if want := float64(r.BufferBytes) / (r.Cycles / (mhz * 1e6)) / 1000; math.Abs(want-v) >= 1 {
				return fmt.Errorf("bit rate %v kbyte/s is not %d bytes in cycles/%v MHz = %.2f", v, r.BufferBytes, mhz, want)
			}
		}
		if n != 1 {
			return fmt.Errorf("want exactly one of time_us, ms, bitrate_kbps beside cycles, got %d", n)
		}
		tails = []string{si(r.Cycles) + " " + si(v) + " " + unit}
	case r.Has["code_bytes"]:
		var parts []string
		for _, c := range footprintNames {
			if v, ok := r.Number(c); ok {
				parts = append(parts, si(v)+" bytes")
			}
		}
		tails = []string{strings.Join(parts, " ")}
		// Hash sole-buffer footprint tables print the code size without "bytes".
		tails = append(tails, strings.Replace(tails[0], " bytes", "", 1))
	default:
		return fmt.Errorf("neither cycles nor code_bytes set")
	}
	matched := false
	for _, tail := range tails {
		head, ok := strings.CutSuffix(line, " "+tail)
		if !ok {
			continue
		}
		if f := strings.Fields(head); len(f) == 0 || allDigitsRE.MatchString(f[len(f)-1]) {
			continue // a digit group of the first value would be left over
		}
		matched = true
	}
	if !matched {
		return fmt.Errorf("line does not end with %q", tails[0])
	}
	for _, c := range []string{"time_us", "ms", "bitrate_kbps", "mbps"} {
		if r.Has[c] && !r.Has["cycles"] {
			return fmt.Errorf("%s without cycles", c)
		}
	}
	if r.Has["mbps"] {
		return fmt.Errorf("mbps set, but ST reports give none")
	}
	if r.Has["buffer_bytes"] {
		want := " " + si(float64(r.BufferBytes)) + " bytes "
		if r.Has["chunk_bytes"] {
			want += si(float64(r.ChunkBytes)) + " bytes "
		}
		if !strings.Contains(line, want) {
			return fmt.Errorf("line has no %q", want)
		}
	} else if r.Has["chunk_bytes"] {
		return fmt.Errorf("chunk_bytes without buffer_bytes")
	}
	if r.Has["key_bits"] {
		k := r.KeyBits
		if !strings.Contains(line, fmt.Sprintf(" %d bits ", k)) &&
			!strings.HasPrefix(line, fmt.Sprintf("SECP%dR1 ", k)) &&
			!(k == 3072 && strings.Contains(line, " 3K ")) {
			return fmt.Errorf("key size %d not in line", k)
		}
	}
	if w, ok := stDirWord[r.Direction]; ok && !strings.Contains(line, " "+w+" ") && !strings.HasPrefix(line, w+" ") {
		return fmt.Errorf("direction %s but line has no %q", r.Direction, w)
	}
	if r.Config != "" {
		for _, part := range strings.Split(r.Config, "+") {
			if !strings.Contains(" "+line+" ", " "+part+" ") || (part == "CRT" && strings.Contains(line, "No CRT")) {
				return fmt.Errorf("config part %q not in line", part)
			}
		}
	}
	// AES footprint lines start with the direction and name no algorithm;
	// RSA lines spell the algorithm over several columns.
	first, _, _ := strings.Cut(line, " ")
	named := first != "Encryption" && first != "Decryption" && !strings.HasPrefix(r.Algorithm, "RSA ")
	if named && !strings.Contains(line, r.Algorithm) {
		return fmt.Errorf("algorithm %q not in line", r.Algorithm)
	}
	return nil
}

// TestLocateSeeds: a clone with no seed reports beside it skips with a
// reason; one with them, or with $BOARDLESS_SEEDS naming them, runs; a
// $BOARDLESS_SEEDS that names nothing fails rather than skips.
func TestLocateSeeds(t *testing.T) {
	parent := t.TempDir()
	bare := filepath.Join(parent, "bare", "clone")
	withSeeds := filepath.Join(parent, "with", "clone")
	seedsBeside := filepath.Join(parent, "with", "shared", "seeds")
	for _, d := range []string{bare, withSeeds, seedsBeside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		name          string
		root, env     string
		envSet        bool
		wantDir       string
		wantSkip, err bool
	}{
		{name: "no seeds beside the clone", root: bare, wantSkip: true},
		{name: "seeds beside the clone", root: withSeeds, wantDir: seedsBeside},
		{name: "env names the seeds", root: bare, env: seedsBeside, envSet: true, wantDir: seedsBeside},
		{name: "env names nothing", root: withSeeds, env: filepath.Join(parent, "nosuch"), envSet: true, err: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir, skip, err := locateSeeds(c.root, c.env, c.envSet)
			if (err != nil) != c.err {
				t.Fatalf("err = %v, want error %v", err, c.err)
			}
			if (skip != "") != c.wantSkip {
				t.Fatalf("skip = %q, want a skip %v", skip, c.wantSkip)
			}
			if c.wantSkip && !strings.Contains(skip, "../shared/seeds") {
				t.Errorf("skip reason %q does not say where the seeds are looked for", skip)
			}
			if filepath.Clean(dir) != filepath.Clean(c.wantDir) && !(c.wantDir == "" && dir == "") {
				t.Errorf("dir = %q, want %q", dir, c.wantDir)
			}
		})
	}
}
