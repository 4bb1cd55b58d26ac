package report

import (
	"sort"
	"strings"

	"boardless/kernels"
	"boardless/reference"
)

// RefRow is one row of the seed reports' measurements (package reference).
type RefRow = reference.Row

// Comparison is one measured reference figure beside our prediction of
// the same quantity. They are two different implementations: the
// reference is another library (ST's CMOX, Oryx's CycloneCRYPTO) measured
// on the board; the prediction is the boardless kernel, emulated.
type Comparison struct {
	Kind      string  `json:"kind"`   // sole, flow, summary or footprint
	Kernel    string  `json:"kernel"` // our kernel's name (footprint: the symbol)
	Table     string  `json:"table"`  // the reference table id
	Library   string  `json:"library"`
	Algorithm string  `json:"algorithm"` // the seed's name
	Config    string  `json:"config,omitempty"`
	Metric    string  `json:"metric"`    // cycles, mbps, ms, code_bytes, const_bytes, global_bytes, stack_bytes
	Impl      string  `json:"impl"`      // sw, or hw: our driver on the modelled accelerator beside the seed's hardware figure
	Measured  float64 `json:"measured"`  // the library, measured on the board
	Predicted float64 `json:"predicted"` // the boardless kernel, predicted
	Ratio     float64 `json:"ratio"`     // predicted / measured
}

// MappingRules documents how our kernels map onto reference rows; the
// reports print it.
var MappingRules = []string{
	"board: the reference row's board equals the board of this report.",
	"operation: the reference operation slug equals the kernel family (aes-cbc, sha256, ...), or the family followed by \"-\" and the direction (for signature slugs such as ecdsa-p256-sign).",
	"key size: reference key_bits equals the kernel's key bits (both empty/0 for hashes).",
	"direction: equal (enc, dec, hash, sign, verify, keygen, shared).",
	"configuration: the ST configuration name equals ours ignoring case (Small = small, Fast = fast); a reference row without a configuration (the ST hash tables) matches every configuration of ours.",
	"sole buffer (ST): api sole, buffer_bytes = our buffer size; cycles compared. ST's public-key tables (ECDSA, EdDSA, RSA: no api) are compared with our single-call public-key kernels, on buffer_bytes only where the table gives a message size.",
	"data flow (ST): api flow, buffer_bytes = our message size, chunk_bytes = our chunk size; cycles for the whole message compared.",
	"footprint (ST): the *-footprint tables, same api, direction and configuration; code, constant data, global data and stack compared per kernel symbol (a data-flow symbol of ours drives both directions, so its code covers both).",
	"summary (Oryx CycloneCRYPTO, rows without api): software rows only; MB/s compared with our throughput at the largest sole-buffer size, taking MB as 10^6 bytes (the seed does not say); ms compared with our time per call.",
	"implementation: our software kernels are compared with software rows (impl sw) only; the hw configuration, our drivers of the STM32MP135's HASH and CRYP run on the modelled accelerators (kernels/src/hw_*.c, devices/accel*.go), with the seed's hardware rows (impl hw) only: the prediction of our driver on the modelled accelerator beside another library's driver on the chip.",
	"the ratio is always ours divided by theirs: above 1, our predicted cycles, time or bytes are larger (for MB/s: our throughput is higher).",
}

// implOf is the reference impl a kernel of ours is compared with: hw for
// the accelerator drivers, sw for the rest.
func implOf(k kernels.Kernel) string {
	if k.Config == kernels.HWConfig {
		return "hw"
	}
	return "sw"
}

func opMatch(refOp string, k kernels.Kernel) bool {
	return refOp == k.Family || refOp == k.Family+"-"+k.Direction
}

// keyBitsMatch: a seed row without key bits (Ed25519, X25519, SM2: the
// name fixes the size) matches any of ours of the operation.
func keyBitsMatch(ref RefRow, k kernels.Kernel) bool {
	return ref.KeyBits == 0 || ref.KeyBits == k.KeyBits
}

func configMatch(refCfg, cfg string) bool {
	return refCfg == "" || strings.EqualFold(refCfg, cfg)
}

// matchCycles reports whether ref is an ST cycles row for run k.
func matchCycles(ref RefRow, board string, k kernels.Kernel) bool {
	if ref.Board != board || ref.Impl != implOf(k) || !ref.Has["cycles"] {
		return false
	}
	// ST's public-key tables have no api; they are single calls.
	if ref.API != k.API && !(ref.API == "" && k.API == "sole" && !kernels.Bulk(k.Direction)) {
		return false
	}
	if !opMatch(ref.Operation, k) || !keyBitsMatch(ref, k) || ref.Direction != k.Direction || !configMatch(ref.Config, k.Config) {
		return false
	}
	if ref.BufferBytes != k.Bytes && !(ref.BufferBytes == 0 && !kernels.Bulk(k.Direction)) {
		return false
	}
	if k.API == "flow" && ref.ChunkBytes != k.Chunk {
		return false
	}
	return true
}

// matchSummary reports whether ref is a Cyclone-style (api-less) row for k.
func matchSummary(ref RefRow, board string, k kernels.Kernel) bool {
	if ref.Board != board || ref.Impl != implOf(k) || ref.API != "" || k.API != "sole" {
		return false
	}
	if !(ref.Has["mbps"] && kernels.Bulk(k.Direction)) && !(ref.Has["ms"] && !kernels.Bulk(k.Direction)) {
		return false
	}
	return opMatch(ref.Operation, k) && keyBitsMatch(ref, k) && ref.Direction == k.Direction
}

// matchFootprint reports whether ref is a footprint row for the
// footprint row f of family.
func matchFootprint(ref RefRow, board string, f fpRow) bool {
	if ref.Board != board || ref.Impl != "sw" || !ref.Has["code_bytes"] || ref.API != f.API {
		return false
	}
	k := kernels.Kernel{Family: f.Family, Direction: f.Direction}
	return opMatch(ref.Operation, k) && ref.Direction == f.Direction && configMatch(ref.Config, f.Config)
}

func ratio(pred, meas float64) float64 {
	if meas == 0 {
		return 0
	}
	return pred / meas
}

func compare(rep *Report, refs []RefRow) []Comparison {
	var out []Comparison
	board := rep.Config.Board
	largest := largestSole(rep.Runs)
	for _, r := range rep.Runs {
		if !r.Verified {
			continue
		}
		k := r.Kernel
		for _, ref := range refs {
			switch {
			case matchCycles(ref, board, k):
				out = append(out, Comparison{Kind: k.API, Kernel: k.Name, Table: ref.Table, Library: ref.Library, Algorithm: ref.Algorithm,
					Config: ref.Config, Metric: "cycles", Impl: ref.Impl, Measured: ref.Cycles, Predicted: float64(r.Cycles), Ratio: ratio(float64(r.Cycles), ref.Cycles)})
			case matchSummary(ref, board, k) && largest[variantKey(k)] == k.Bytes:
				c := Comparison{Kind: "summary", Kernel: k.Name, Table: ref.Table, Library: ref.Library, Algorithm: ref.Algorithm, Config: ref.Config, Impl: ref.Impl}
				if ref.Has["mbps"] {
					c.Metric, c.Measured, c.Predicted = "mbps", ref.MBps, mbps(r)
				} else {
					c.Metric, c.Measured, c.Predicted = "ms", ref.MS, r.TimeUS/1000
				}
				c.Ratio = ratio(c.Predicted, c.Measured)
				out = append(out, c)
			}
		}
	}
	for _, fam := range rep.families() {
		for _, f := range rep.footprintRows(fam) {
			for _, ref := range refs {
				if !matchFootprint(ref, board, f) {
					continue
				}
				for _, m := range []struct {
					metric     string
					pred, meas float64
				}{
					{"code_bytes", float64(f.Code), float64(ref.CodeBytes)},
					{"const_bytes", float64(f.Const), float64(ref.ConstBytes)},
					{"global_bytes", float64(f.Global), float64(ref.GlobalBytes)},
					{"stack_bytes", float64(f.Stack), float64(ref.StackBytes)},
				} {
					if !ref.Has[m.metric] {
						continue
					}
					out = append(out, Comparison{Kind: "footprint", Kernel: f.Symbol + " (" + f.Direction + ", " + f.Config + ")", Table: ref.Table,
						Library: ref.Library, Algorithm: ref.Algorithm, Config: ref.Config, Metric: m.metric,
						Measured: m.meas, Predicted: m.pred, Ratio: ratio(m.pred, m.meas)})
				}
			}
		}
	}
	return out
}

// mbps is a run's throughput in MB/s (10^6 bytes per second).
func mbps(r Run) float64 {
	if r.TimeUS == 0 {
		return 0
	}
	return float64(r.Kernel.Bytes) / r.TimeUS
}

// variantKey identifies a kernel without its sizes.
func variantKey(k kernels.Kernel) string {
	return strings.Join([]string{k.Family, k.API, itoa(k.KeyBits), k.Direction, k.Config}, "/")
}

// largestSole maps each sole-buffer variant to its largest buffer size
// among the verified runs.
func largestSole(runs []Run) map[string]int {
	m := map[string]int{}
	for _, r := range runs {
		if r.Verified && r.Kernel.API == "sole" {
			key := variantKey(r.Kernel)
			m[key] = max(m[key], r.Kernel.Bytes)
		}
	}
	return m
}

// fpRow is one line of a family's footprint table.
type fpRow struct {
	Family, API, Direction, Config, Symbol string
	Code, Const, Global                    int
	Stack                                  uint32 // deepest over this row's runs
	Work                                   uint32 // largest working buffer over this row's runs
	Found                                  bool   // the symbol's footprint is known
}

// footprintRows returns the footprint table of a family: one row per
// (api, direction, configuration), in seed order.
func (rep *Report) footprintRows(family string) []fpRow {
	idx := map[string]int{}
	var rows []fpRow
	for _, r := range rep.Runs {
		k := r.Kernel
		if k.Family != family || !r.Verified {
			continue
		}
		key := k.API + "/" + k.Direction + "/" + k.Config + "/" + k.Symbol
		i, ok := idx[key]
		if !ok {
			f, found := rep.footprint(k.Symbol)
			rows = append(rows, fpRow{Family: family, API: k.API, Direction: k.Direction, Config: k.Config, Symbol: k.Symbol,
				Code: f.CodeBytes, Const: f.ConstBytes, Global: f.GlobalBytes, Found: found})
			i = len(rows) - 1
			idx[key] = i
		}
		rows[i].Stack = max(rows[i].Stack, r.StackBytes)
		rows[i].Work = max(rows[i].Work, r.WorkBytes)
	}
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.API != b.API {
			return apiRank(a.API) < apiRank(b.API)
		}
		if a.Direction != b.Direction {
			return dirRank(a.Direction) < dirRank(b.Direction)
		}
		return configLess(a.Config, b.Config)
	})
	return rows
}

func apiRank(a string) int {
	if a == "sole" {
		return 0
	}
	return 1
}

var dirOrder = []string{"enc", "dec", "hash", "sign", "verify", "keygen", "shared"}

func dirRank(d string) int {
	for i, x := range dirOrder {
		if x == d {
			return i
		}
	}
	return len(dirOrder)
}

// configLess orders configurations as the seeds do: small before fast,
// then the others by name.
func configLess(a, b string) bool {
	rank := func(c string) int {
		switch strings.ToLower(c) {
		case "small":
			return 0
		case "fast":
			return 1
		}
		return 2
	}
	if rank(a) != rank(b) {
		return rank(a) < rank(b)
	}
	return a < b
}

// kernelLess orders runs as the seed tables do: direction, key size,
// message size, chunk size, configuration.
func kernelLess(a, b kernels.Kernel) bool {
	switch {
	case a.Direction != b.Direction:
		return dirRank(a.Direction) < dirRank(b.Direction)
	case a.KeyBits != b.KeyBits:
		return a.KeyBits < b.KeyBits
	case a.Bytes != b.Bytes:
		return a.Bytes < b.Bytes
	case a.Chunk != b.Chunk:
		return a.Chunk < b.Chunk
	case a.Config != b.Config:
		return configLess(a.Config, b.Config)
	}
	return a.Name < b.Name
}
