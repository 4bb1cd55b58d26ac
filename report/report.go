// Package report turns a bench run of the crypto kernels on one board into
// reports that follow the structure of the seed reports (ST's
// "Cryptographic performance on STM32G0/WBA Series" wiki pages and Oryx's
// "Crypto Benchmark" pages): the measurement configuration, then per
// operation family a sole-buffer table (cycles, time, throughput against
// buffer size), a data-flow table (cycles against chunk size for an
// 8000-byte message), a footprint table, and, for boards whose seed uses
// that form, summary tables in MB/s and ms.
//
// Where package reference holds a measurement of the same board,
// operation, key size and size, it is shown beside our prediction with
// the ratio, labelled as what it is: another library, measured on the
// board. Those figures are never used to fit anything (see compare.go for
// the mapping).
//
// Write renders report.md, report.html (one self-contained file with the
// charts inline), results.csv, results.json and one SVG per chart into a
// directory; every file goes to a temporary name first and is renamed
// into place, and the output is a pure function of the inputs (no
// timestamps), so two runs with the same inputs write identical files.
package report

import (
	"sort"

	"boardless/footprint"
	"boardless/kernels"
	"boardless/models"
	_ "boardless/models/all"
	"boardless/models/chip"
	"boardless/result"
)

// Run is one kernel run: verified (with its cycles and stalls) or
// failed (result.KernelRun; bench.Row is the same record).
type Run = result.KernelRun[kernels.Kernel]

// Config is the measurement configuration, printed first as in the seeds.
type Config struct {
	Board       string  `json:"board"`
	Description string  `json:"description,omitempty"`
	Chip        string  `json:"chip,omitempty"`
	Core        string  `json:"core"`
	ClockHz     uint64  `json:"clock_hz"`
	FlashWS     *int    `json:"flash_wait_states,omitempty"`
	Prefetch    *bool   `json:"prefetch,omitempty"`
	ICache      *bool   `json:"icache,omitempty"`
	ICacheBytes uint32  `json:"icache_bytes,omitempty"`
	MemoryModel string  `json:"memory_model"`
	Multiplier  string  `json:"multiplier,omitempty"` // M0/M0+ only: fast or small
	Params      []Param `json:"params,omitempty"`
	// Energy is the chip's datasheet run current the energy columns come
	// from (EnergyLabel); nil when it carries none, and then the tables
	// have no energy columns.
	Energy *chip.Energy `json:"energy,omitempty"`

	Images  []footprint.ImageInfo `json:"images"` // the kernel images the runs used, in the order of kernels.Images
	Version string                `json:"boardless_version"`
	Seed    uint64                `json:"seed"`

	SoleSizes []int `json:"sole_buffer_sizes"`
	FlowBytes int   `json:"flow_message_bytes"`
	Chunks    []int `json:"flow_chunk_sizes"`
}

// Param is one named timing parameter of the board profile.
type Param struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
	Unit  string  `json:"unit,omitempty"`
}

// NewConfig fills the board part of a Config from its profile.
func NewConfig(board *models.Profile, mulSmall bool, flowBytes int) Config {
	c := Config{
		Board: board.Name, Description: board.Description, Chip: board.Chip, Core: board.Core, ClockHz: board.ClockHz,
		SoleSizes: kernels.SoleSizes, FlowBytes: flowBytes, Chunks: kernels.Chunks, Energy: chip.EnergyOf(board),
	}
	if board.Flash != nil {
		ws := board.FlashWaitStates()
		c.FlashWS = &ws
		c.Prefetch = board.Flash.Prefetch
		c.ICache = board.Flash.ICache
		c.ICacheBytes = board.Flash.ICacheBytes
	}
	if spec, err := models.LookupCore(board.Core); err == nil && hasMulOption(spec) {
		c.Multiplier = "fast (1 cycle)"
		if mulSmall {
			c.Multiplier = "small (32 cycles)"
		}
	}
	for name, p := range board.Params {
		c.Params = append(c.Params, Param{Name: name, Value: p.Value, Unit: p.Unit})
	}
	sort.Slice(c.Params, func(i, j int) bool { return c.Params[i].Name < c.Params[j].Name })
	return c
}

// Report is everything the files are rendered from.
type Report struct {
	Config      Config                `json:"config"`
	Runs        []Run                 `json:"runs"`
	Footprints  []footprint.Footprint `json:"footprints"`
	Comparisons []Comparison          `json:"comparisons"`
}

// New assembles a report: it sets the memory model from the runs, records
// each footprint's deepest measured stack and matches the reference rows.
func New(cfg Config, runs []Run, fps []footprint.Footprint, refs []RefRow) *Report {
	for _, r := range runs {
		if r.Verified && r.MemoryModel != "" {
			cfg.MemoryModel = r.MemoryModel
			break
		}
	}
	fps = append([]footprint.Footprint(nil), fps...)
	for i := range fps {
		for _, r := range runs {
			if r.Verified && r.Kernel.Symbol == fps[i].Symbol {
				fps[i].StackBytes = max(fps[i].StackBytes, r.StackBytes)
			}
		}
	}
	rep := &Report{Config: cfg, Runs: runs, Footprints: fps}
	rep.Comparisons = compare(rep, refs)
	return rep
}

func (rep *Report) footprint(symbol string) (footprint.Footprint, bool) {
	for _, f := range rep.Footprints {
		if f.Symbol == symbol {
			return f, true
		}
	}
	return footprint.Footprint{}, false
}

// families returns the kernel families of the runs in catalog order.
func (rep *Report) families() []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range rep.Runs {
		if !seen[r.Kernel.Family] {
			seen[r.Kernel.Family] = true
			out = append(out, r.Kernel.Family)
		}
	}
	return out
}

// hasMulOption: the core has the ARMv6-M multiplier option (mul_cycles).
func hasMulOption(spec models.CoreSpec) bool {
	for _, p := range spec.Params {
		if p.Name == "mul_cycles" {
			return true
		}
	}
	return false
}
