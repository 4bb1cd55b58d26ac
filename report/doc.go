package report

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"boardless/footprint"
	"boardless/kernels"
)

// The report is built once as a list of blocks and rendered to Markdown
// and HTML from that list, so both files have the same structure.

type blockKind int

const (
	bHeading blockKind = iota
	bPara
	bTable
	bChart
	bList
)

type block struct {
	kind  blockKind
	level int    // heading level
	id    string // heading anchor, table or chart id
	text  string
	items []string
	table *table
	chart *Chart
}

type table struct {
	id      string
	caption string
	head    []string
	right   []bool // right-aligned (numeric) columns
	rows    [][]string
}

type doc struct{ blocks []block }

func (d *doc) heading(level int, id, text string) {
	d.blocks = append(d.blocks, block{kind: bHeading, level: level, id: id, text: text})
}
func (d *doc) para(format string, a ...any) {
	d.blocks = append(d.blocks, block{kind: bPara, text: fmt.Sprintf(format, a...)})
}
func (d *doc) list(items ...string) { d.blocks = append(d.blocks, block{kind: bList, items: items}) }
func (d *doc) add(t *table)         { d.blocks = append(d.blocks, block{kind: bTable, id: t.id, table: t}) }
func (d *doc) chart(c *Chart) {
	d.blocks = append(d.blocks, block{kind: bChart, id: strings.TrimSuffix(c.File, ".svg"), chart: c})
}

// kv is a two-column key/value table.
func kv(id, caption string, pairs ...string) *table {
	t := &table{id: id, caption: caption, head: []string{"Item", "Value"}, right: []bool{false, false}}
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i+1] != "" {
			t.rows = append(t.rows, []string{pairs[i], pairs[i+1]})
		}
	}
	return t
}

func itoa(n int) string { return strconv.Itoa(n) }

func u64(n uint64) string { return strconv.FormatUint(n, 10) }

func f1(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

func f3(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }

func ratioStr(v float64) string {
	if v == 0 {
		return "-"
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func onOff(b *bool) string {
	switch {
	case b == nil:
		return ""
	case *b:
		return "1 (enabled)"
	}
	return "0 (disabled)"
}

func mhzStr(hz uint64) string { return strconv.FormatFloat(float64(hz)/1e6, 'f', -1, 64) + " MHz" }

func dirName(d string) string {
	switch d {
	case "enc":
		return "Encryption"
	case "dec":
		return "Decryption"
	case "hash":
		return "Digest"
	case "sign":
		return "Signature"
	case "verify":
		return "Verification"
	case "keygen":
		return "Public key generation"
	case "shared":
		return "Shared secret computation"
	}
	return d
}

func title(s string) string { return strings.ToUpper(s) }

// ourCol and theirCol label the two implementations plainly.
const ourCol = "boardless kernel, predicted"

// hwCol labels the accelerator kernels' figures: our driver, not the
// accelerator alone, and a model of it.
const hwCol = "prediction of our driver on the modelled accelerator"

func theirCol(lib string) string { return lib + ", measured on board" }

// build lays the report out as in the seeds.
func (rep *Report) build(charts []Chart, refs []RefRow) *doc {
	c := rep.Config
	d := &doc{}
	chartFor := map[string]*Chart{}
	for i := range charts {
		chartFor[charts[i].File] = &charts[i]
	}
	d.heading(1, "top", fmt.Sprintf("Cryptographic performance of the boardless kernels on %s (predicted)", strings.ToUpper(c.Board)))
	d.para("This report gives the cycles, time, throughput, code and data footprint and stack use of the boardless crypto kernels "+
		"on %s, predicted by emulating the compiled image with the board's core and memory models (boardless %s). Nothing here was "+
		"measured on a board. Where a seed report measured another library on this board, its figures appear beside ours in columns "+
		"labelled \"measured on board\"; they are a different implementation, compiled with a different toolchain, and are shown for "+
		"orientation only, never used to fit the models.", c.Board, c.Version)

	// 1. Measurement configuration.
	d.heading(2, "configuration", "1. Measurement configuration")
	d.heading(3, "hardware", "1.1. Hardware configuration")
	d.add(kv("hardware", "Hardware configuration",
		"Board", strings.ToUpper(c.Board), "MCU", strings.ToUpper(c.Chip), "Core", c.Core, "Description", c.Description))
	d.heading(3, "system", "1.2. System configuration")
	pairs := []string{"System core clock frequency", mhzStr(c.ClockHz)}
	if c.FlashWS != nil {
		pairs = append(pairs, "Flash latency", fmt.Sprintf("%d wait states", *c.FlashWS))
	}
	pairs = append(pairs, "Prefetch", onOff(c.Prefetch), "Instruction cache", onOff(c.ICache))
	if c.ICacheBytes > 0 {
		pairs = append(pairs, "Instruction cache size", fmt.Sprintf("%d bytes", c.ICacheBytes))
	}
	pairs = append(pairs, "Memory model used for the prediction", c.MemoryModel, "Multiplier (M0/M0+ option)", c.Multiplier,
		"Energy estimate", rep.energyConfig())
	for _, p := range c.Params {
		pairs = append(pairs, "Parameter "+p.Name, strings.TrimSpace(num(p.Value)+" "+p.Unit))
	}
	d.add(kv("system", "System configuration", pairs...))
	d.heading(3, "toolchain", "1.3. Development toolchain and compiler")
	var tp []string
	tc := footprint.MergeToolchains(c.Images)
	for i, s := range tc.Comment {
		tp = append(tp, fmt.Sprintf("ELF .comment %d", i+1), s)
	}
	for _, p := range tc.Producers {
		tp = append(tp, "Compiler and flags (DWARF producer) of "+strings.Join(p.Units, ", "), p.Producer)
	}
	if len(tp) == 0 {
		tp = append(tp, "Compiler", "not recorded in the image (no .comment section, no DWARF)")
	}
	d.add(kv("toolchain", "Development toolchain and compiler", tp...))
	d.heading(3, "firmware", "1.4. Firmware and tool")
	var fw []string
	for _, im := range c.Images {
		fw = append(fw, "Kernel image "+im.Name, im.Path, "Image SHA-256 ("+im.Name+")", im.SHA256)
	}
	d.add(kv("firmware", "Firmware and tool", append(fw, "boardless version", c.Version,
		"Input seed", u64(c.Seed),
		"Sole-buffer sizes", joinInts(rep.soleSizes(), ", ")+" bytes",
		"Data-flow message", fmt.Sprintf("%d bytes in chunks of %s bytes", c.FlowBytes, joinInts(c.Chunks, ", ")))...))

	// 2. Performance values, per family.
	d.heading(2, "performance", "2. Performance values")
	d.para("%s", rep.energyNote())
	for fi, fam := range rep.families() {
		slug := fileSlug(fam)
		n := fmt.Sprintf("2.%d", fi+1)
		d.heading(3, slug, fmt.Sprintf("%s. %s", n, title(fam)))
		sec := 0
		next := func() string { sec++; return fmt.Sprintf("%s.%d.", n, sec) }
		if t := rep.soleTable(fam, refs); t != nil {
			d.heading(4, slug+"-sole", next()+" Sole buffer mode")
			d.para("One call processes the whole buffer. The table gives the predicted clock cycles, time and throughput " +
				"(kbyte/s, 1 kbyte = 1000 bytes) for each buffer size and configuration, and the deepest stack measured.")
			d.add(t)
			if ch := chartFor[slug+"-cycles-vs-buffer-size.svg"]; ch != nil {
				d.chart(ch)
			}
		}
		if t := rep.flowTable(fam, refs); t != nil {
			d.heading(4, slug+"-flow", next()+" Data flow mode")
			d.para("A %d-byte message is processed through init / append (one call per chunk of fixed size, the last one "+
				"shorter) / finish. Cycles are for the whole message.", c.FlowBytes)
			d.add(t)
			if ch := chartFor[slug+"-throughput-vs-chunk-size.svg"]; ch != nil {
				d.chart(ch)
			}
		}
		if t := rep.footprintTable(fam, refs); t != nil {
			d.heading(4, slug+"-footprint", next()+" Flash and RAM usage")
			d.para("Flash and RAM usage in bytes, per kernel symbol (method in the last section).")
			d.add(t)
			if ch := chartFor[slug+"-footprint-bytes.svg"]; ch != nil {
				d.chart(ch)
			}
		}
	}
	if ch := chartFor["throughput-by-configuration.svg"]; ch != nil {
		d.heading(3, "configurations", fmt.Sprintf("2.%d. Configurations side by side", len(rep.families())+1))
		d.chart(ch)
	}

	// 3. Summary in the seed's form, for boards whose seed uses it.
	if hasSummaryForm(refs, c.Board) {
		rep.summary(d, refs)
	}

	// Method.
	sn := 3
	if hasSummaryForm(refs, c.Board) {
		sn = 4
	}
	d.heading(2, "method", fmt.Sprintf("%d. Method and reference mapping", sn))
	d.heading(3, "method-footprint", fmt.Sprintf("%d.1. Footprint", sn))
	d.para("%s", footprint.Method)
	d.heading(3, "method-mapping", fmt.Sprintf("%d.2. Reference figures beside the predictions", sn))
	d.para("Measured figures come from the seed reports, transcribed in testdata/reference (package reference). A row of ours is " +
		"matched with a reference row when all of these hold:")
	d.list(MappingRules...)
	d.para("%d reference figures were matched on this board.", len(rep.Comparisons))
	var failed []string
	for _, r := range rep.Runs {
		if !r.Verified {
			failed = append(failed, r.Kernel.Name+": "+r.Error)
		}
	}
	if len(failed) > 0 {
		d.heading(3, "failed", fmt.Sprintf("%d.3. Failed kernels", sn))
		d.para("These kernels faulted or produced output that Go's crypto rejected; they have no figures:")
		d.list(failed...)
	}
	return d
}

func joinInts(xs []int, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = itoa(x)
	}
	return strings.Join(s, sep)
}

func (rep *Report) soleSizes() []int {
	seen := map[int]bool{}
	var out []int
	for _, r := range rep.Runs {
		if r.Kernel.API == "sole" && !seen[r.Kernel.Bytes] {
			seen[r.Kernel.Bytes] = true
			out = append(out, r.Kernel.Bytes)
		}
	}
	sort.Ints(out)
	return out
}

// runsOf returns a family's runs of one API in seed order.
func (rep *Report) runsOf(fam, api string) []Run {
	var out []Run
	for _, r := range rep.Runs {
		if r.Kernel.Family == fam && r.Kernel.API == api {
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return kernelLess(out[i].Kernel, out[j].Kernel) })
	return out
}

func hasKeyBits(runs []Run) bool {
	for _, r := range runs {
		if r.Kernel.KeyBits > 0 {
			return true
		}
	}
	return false
}

// refCycles finds the reference cycles row for a run.
func refCycles(refs []RefRow, board string, r Run) (RefRow, bool) {
	for _, ref := range refs {
		if matchCycles(ref, board, r.Kernel) {
			return ref, true
		}
	}
	return RefRow{}, false
}

func libraryOf(refs []RefRow, board string, match func(RefRow) bool) string {
	for _, ref := range refs {
		if ref.Board == board && match(ref) {
			return ref.Library
		}
	}
	return ""
}

func (rep *Report) soleTable(fam string, refs []RefRow) *table {
	runs := rep.runsOf(fam, "sole")
	if len(runs) == 0 {
		return nil
	}
	board := rep.Config.Board
	bulk := kernels.Bulk(runs[0].Kernel.Direction)
	lib := libraryOf(refs, board, func(ref RefRow) bool {
		for _, r := range runs {
			if r.Verified && matchCycles(ref, board, r.Kernel) {
				return true
			}
		}
		return false
	})
	t := &table{id: fileSlug(fam) + "-sole", caption: title(fam) + ", sole buffer"}
	keys := hasKeyBits(runs)
	col := func(h string, right bool) { t.head = append(t.head, h); t.right = append(t.right, right) }
	if keys {
		col("Key size", true)
	}
	col("Buffer size (bytes)", true)
	col("Operation", false)
	col("Configuration", false)
	col("Cycles ("+ourCol+")", true)
	if bulk {
		col("Time (µs)", true)
		col("Throughput (kbyte/s)", true)
	} else {
		col("Time (ms)", true)
	}
	energy := rep.Config.Energy != nil
	if energy {
		col("Energy (µJ/op, "+EnergyLabel+"†)", true)
		if bulk {
			col("Energy (µJ/byte, "+EnergyLabel+"†)", true)
		}
	}
	col("Stack (bytes, measured)", true)
	if lib != "" {
		col("Cycles ("+theirCol(lib)+")", true)
		col("Ratio (boardless ÷ "+lib+")", true)
	}
	for _, r := range runs {
		k := r.Kernel
		var row []string
		if keys {
			row = append(row, keyStr(k.KeyBits))
		}
		row = append(row, itoa(k.Bytes), dirName(k.Direction), k.Config)
		if !r.Verified {
			row = append(row, "FAILED", "-")
			if bulk {
				row = append(row, "-")
			}
			if energy {
				row = append(row, energyCells(nil, 0, bulk)...)
			}
			row = append(row, "-")
		} else {
			row = append(row, u64(r.Cycles))
			if bulk {
				row = append(row, f1(r.TimeUS), f1(r.KBps))
			} else {
				row = append(row, f3(r.TimeUS/1000))
			}
			if energy {
				row = append(row, energyCells(r.EnergyUJ, k.Bytes, bulk)...)
			}
			row = append(row, itoa(int(r.StackBytes)))
		}
		if lib != "" {
			if ref, ok := refCycles(refs, board, r); ok && r.Verified {
				row = append(row, num(ref.Cycles), ratioStr(ratio(float64(r.Cycles), ref.Cycles)))
			} else {
				row = append(row, "", "")
			}
		}
		t.rows = append(t.rows, row)
	}
	return t
}

func keyStr(bits int) string {
	if bits == 0 {
		return "-"
	}
	return itoa(bits) + " bits"
}

func (rep *Report) flowTable(fam string, refs []RefRow) *table {
	runs := rep.runsOf(fam, "flow")
	if len(runs) == 0 {
		return nil
	}
	board := rep.Config.Board
	lib := libraryOf(refs, board, func(ref RefRow) bool {
		for _, r := range runs {
			if r.Verified && matchCycles(ref, board, r.Kernel) {
				return true
			}
		}
		return false
	})
	t := &table{id: fileSlug(fam) + "-flow", caption: title(fam) + ", data flow"}
	keys := hasKeyBits(runs)
	col := func(h string, right bool) { t.head = append(t.head, h); t.right = append(t.right, right) }
	if keys {
		col("Key size", true)
	}
	col("Message size (bytes)", true)
	col("Chunk size (bytes)", true)
	col("Operation", false)
	col("Configuration", false)
	col("Cycles ("+ourCol+")", true)
	col("Bit rate (kbyte/s)", true)
	energy := rep.Config.Energy != nil
	if energy {
		col("Energy (µJ/message, "+EnergyLabel+"†)", true)
		col("Energy (µJ/byte, "+EnergyLabel+"†)", true)
	}
	col("Stack (bytes, measured)", true)
	if lib != "" {
		col("Cycles ("+theirCol(lib)+")", true)
		col("Bit rate (kbyte/s, "+theirCol(lib)+")", true)
		col("Ratio of cycles (boardless ÷ "+lib+")", true)
	}
	for _, r := range runs {
		k := r.Kernel
		var row []string
		if keys {
			row = append(row, keyStr(k.KeyBits))
		}
		row = append(row, itoa(k.Bytes), itoa(k.Chunk), dirName(k.Direction), k.Config)
		if r.Verified {
			row = append(row, u64(r.Cycles), f1(r.KBps))
			if energy {
				row = append(row, energyCells(r.EnergyUJ, k.Bytes, true)...)
			}
			row = append(row, itoa(int(r.StackBytes)))
		} else {
			row = append(row, "FAILED", "-")
			if energy {
				row = append(row, energyCells(nil, 0, true)...)
			}
			row = append(row, "-")
		}
		if lib != "" {
			if ref, ok := refCycles(refs, board, r); ok && r.Verified {
				rate := ""
				if ref.Has["bitrate_kbps"] {
					rate = num(ref.BitrateKbps / 8)
				}
				row = append(row, num(ref.Cycles), rate, ratioStr(ratio(float64(r.Cycles), ref.Cycles)))
			} else {
				row = append(row, "", "", "")
			}
		}
		t.rows = append(t.rows, row)
	}
	return t
}

func (rep *Report) footprintTable(fam string, refs []RefRow) *table {
	rows := rep.footprintRows(fam)
	if len(rows) == 0 {
		return nil
	}
	board := rep.Config.Board
	lib := libraryOf(refs, board, func(ref RefRow) bool {
		for _, f := range rows {
			if matchFootprint(ref, board, f) {
				return true
			}
		}
		return false
	})
	t := &table{id: fileSlug(fam) + "-footprint", caption: title(fam) + ", flash and RAM usage (bytes)"}
	col := func(h string, right bool) { t.head = append(t.head, h); t.right = append(t.right, right) }
	col("API", false)
	col("Operation", false)
	col("Configuration", false)
	col("Symbol", false)
	col("Code", true)
	col("Constant data", true)
	col("Global data", true)
	col("Stack usage (measured)", true)
	work := false
	for _, f := range rows {
		work = work || f.Work > 0
	}
	if work {
		col("Working buffer (measured)", true)
	}
	if lib != "" {
		col("Code ("+theirCol(lib)+")", true)
		col("Constant data ("+lib+")", true)
		col("Global data ("+lib+")", true)
		col("Stack usage ("+lib+")", true)
	}
	for _, f := range rows {
		api := "sole buffer"
		if f.API == "flow" {
			api = "data flow"
		}
		row := []string{api, dirName(f.Direction), f.Config, f.Symbol}
		if f.Found {
			row = append(row, itoa(f.Code), itoa(f.Const), itoa(f.Global))
		} else {
			row = append(row, "-", "-", "-")
		}
		row = append(row, itoa(int(f.Stack)))
		if work {
			row = append(row, itoa(int(f.Work)))
		}
		if lib != "" {
			var ref RefRow
			ok := false
			for _, r := range refs {
				if matchFootprint(r, board, f) {
					ref, ok = r, true
					break
				}
			}
			if ok {
				row = append(row, itoa(ref.CodeBytes), itoa(ref.ConstBytes), itoa(ref.GlobalBytes), itoa(ref.StackBytes))
			} else {
				row = append(row, "", "", "", "")
			}
		}
		t.rows = append(t.rows, row)
	}
	return t
}

// hasSummaryForm reports whether the board's seed gives figures in the
// summary form (MB/s and ms, without sizes or cycles), as the Oryx pages
// do; the ST pages give cycles per size instead.
func hasSummaryForm(refs []RefRow, board string) bool {
	for _, r := range refs {
		if r.Board == board && r.API == "" && r.Has["mbps"] {
			return true
		}
	}
	return false
}

// algName names a variant in the Oryx style: AES128-CBC, SHA256.
func algName(family string, keyBits int) string {
	f := strings.ToUpper(family)
	if keyBits == 0 || strings.Contains(f, fmt.Sprint(keyBits)) { // ECDSA-P521, not ECDSA521-P521
		return f
	}
	head, rest, ok := strings.Cut(f, "-")
	if !ok {
		return fmt.Sprintf("%s%d", f, keyBits)
	}
	return fmt.Sprintf("%s%d-%s", head, keyBits, rest)
}

// summary writes section 3: MB/s for ciphers and hashes, ms for
// public-key operations, each beside the seed's measurement.
func (rep *Report) summary(d *doc, refs []RefRow) {
	board := rep.Config.Board
	largest := largestSole(rep.Runs)
	d.heading(2, "summary", "3. Summary")
	d.para("In the form of the seed report for this board: throughput in MB/s (10^6 bytes per second) at the largest sole buffer " +
		"for ciphers and hashes, time per operation in ms for public-key operations. The library measured on the board is another " +
		"implementation; the ratio is ours divided by theirs.")
	type group struct {
		id, name string
		match    func(Run) bool
		metric   string
		hw       bool // the accelerator drivers, beside the seed's hardware figures
	}
	sw := func(r Run) bool { return r.Kernel.Config != kernels.HWConfig }
	groups := []group{
		{"summary-cipher", "Cipher algorithms", func(r Run) bool { return sw(r) && (r.Kernel.Direction == "enc" || r.Kernel.Direction == "dec") }, "mbps", false},
		{"summary-hash", "Hash algorithms", func(r Run) bool { return sw(r) && r.Kernel.Direction == "hash" }, "mbps", false},
		{"summary-pk", "Public-key algorithms", func(r Run) bool { return sw(r) && !kernels.Bulk(r.Kernel.Direction) }, "ms", false},
		{"summary-hw", "Hardware accelerators", func(r Run) bool { return !sw(r) && kernels.Bulk(r.Kernel.Direction) }, "mbps", true},
	}
	for gi, g := range groups {
		var runs []Run
		for _, r := range rep.Runs {
			k := r.Kernel
			if r.Verified && k.API == "sole" && g.match(r) && largest[variantKey(k)] == k.Bytes {
				runs = append(runs, r)
			}
		}
		if len(runs) == 0 {
			continue
		}
		sort.SliceStable(runs, func(i, j int) bool {
			a, b := runs[i].Kernel, runs[j].Kernel
			if a.Family != b.Family {
				return a.Family < b.Family
			}
			return kernelLess(a, b)
		})
		lib := libraryOf(refs, board, func(ref RefRow) bool {
			for _, r := range runs {
				if matchSummary(ref, board, r.Kernel) {
					return true
				}
			}
			return false
		})
		unit := "MB/s"
		if g.metric == "ms" {
			unit = "ms"
		}
		d.heading(3, g.id, fmt.Sprintf("3.%d. %s", gi+1, g.name))
		t := &table{id: g.id, caption: g.name}
		col := func(h string, right bool) { t.head = append(t.head, h); t.right = append(t.right, right) }
		col("Algorithm", false)
		col("Operation", false)
		col("Configuration", false)
		ours, impl := ourCol, "software"
		if g.hw {
			ours, impl = hwCol, "hardware"
			d.para("Our register-level drivers (kernels/src/hw_hash.c, hw_cryp.c) on the modelled HASH and CRYP (devices/accel*.go), " +
				"their timing from the figures of the chip profile's accelerators section (boardless params lists them with their sources), " +
				"beside the seed's hardware column: another library's driver on the real accelerator.")
		}
		col(unit+" ("+ours+")", true)
		if lib != "" {
			col(unit+" ("+theirCol(lib)+", "+impl+")", true)
			col("Ratio (boardless ÷ "+lib+")", true)
		}
		for _, r := range runs {
			k := r.Kernel
			v := mbps(r)
			if g.metric == "ms" {
				v = r.TimeUS / 1000
			}
			row := []string{algName(k.Family, k.KeyBits), dirName(k.Direction), k.Config, f3(v)}
			if lib != "" {
				row = append(row, "", "")
				for _, ref := range refs {
					if matchSummary(ref, board, k) {
						m := ref.MBps
						if g.metric == "ms" {
							m = ref.MS
						}
						row[len(row)-2], row[len(row)-1] = num(m), ratioStr(ratio(v, m))
						break
					}
				}
			}
			t.rows = append(t.rows, row)
		}
		d.add(t)
	}
}

// energyCells are a run's energy columns: per operation (one call, or
// the whole message), and per byte for a bulk kernel; "—" without a
// figure, never 0.
func energyCells(uj *float64, bytes int, bulk bool) []string {
	cells := []string{FormatUJ(uj)}
	if bulk {
		cells = append(cells, FormatUJ(perUnit(uj, float64(bytes))))
	}
	return cells
}

// energyConfig is the configuration table's line on the energy figures.
func (rep *Report) energyConfig() string {
	e := rep.Config.Energy
	if e == nil {
		return "none: the chip carries no datasheet run current"
	}
	ua, err := e.CurrentUA(rep.Config.ClockHz)
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("%s: %.4g mA at %s, %g V (%s)", EnergyLabel, ua/1000, mhzStr(rep.Config.ClockHz), e.VddV, e.Source)
}

// energyNote is the footnote (†) of the energy columns.
func (rep *Report) energyNote() string {
	if rep.Config.Energy == nil {
		return EnergySource(rep.Config.Chip, nil) + " The tables have no energy columns."
	}
	return "† " + EnergySource(rep.Config.Chip, rep.Config.Energy) + " It is the chip's typical run current at the clock " +
		"times the supply voltage times the predicted time: it leaves out what this code draws beyond the datasheet's benchmark, " +
		"the flash wait states' effect on the current, peripherals and temperature (docs/accuracy.md)."
}
