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

	"boardless/kernels"
	"boardless/models"
)

// The seed reports' sizes: sole buffers of 32, 64 and 128 bytes; an
// 8000-byte message appended in chunks of 128, 512, 1024 and 2048 bytes.
var (
	SoleSizes = []int{32, 64, 128}
	FlowBytes = 8000
	Chunks    = []int{128, 512, 1024, 2048}
)

// Run is one kernel run: verified (with its cycles) or failed.
type Run struct {
	Kernel     kernels.Kernel `json:"kernel"`
	Verified   bool           `json:"verified"`
	Error      string         `json:"error,omitempty"`
	Cycles     uint64         `json:"cycles,omitempty"`
	Insns      uint64         `json:"instructions,omitempty"`
	TimeUS     float64        `json:"time_us,omitempty"`
	KBps       float64        `json:"throughput_kbps,omitempty"` // kilobytes (1000 B) per second
	StackBytes uint32         `json:"stack_bytes,omitempty"`
	WorkBytes  uint32         `json:"work_bytes,omitempty"` // working buffer used from the caller's arena
	// EnergyUJ is the datasheet-typical estimate of the run (EnergyLabel);
	// nil, and absent from the JSON, when the chip carries no datasheet
	// current.
	EnergyUJ *float64 `json:"energy_uj,omitempty"`
	// The footprint of the kernel's symbol (Footprint): the same figures
	// as the report's footprint tables, in every output form.
	CodeBytes   int    `json:"code_bytes"`
	ConstBytes  int    `json:"const_bytes"`
	GlobalBytes int    `json:"global_bytes"`
	MemoryModel string `json:"-"`
}

// Bulk reports whether a direction processes a message whose throughput
// is meaningful (ciphers and hashes), as opposed to a public-key
// operation timed per call.
func Bulk(direction string) bool {
	return direction == "enc" || direction == "dec" || direction == "hash"
}

// Suite returns the kernels of a full report: every catalog kernel at
// mainSize and at the seed's sole-buffer sizes, then the data-flow
// variant of every bulk sole-buffer kernel of a flowBytes message (the
// seeds: FlowBytes) at the seed's chunk sizes, for the data-flow kernels
// whose symbol their image has (has reports that). Duplicates (by name)
// are dropped; the order is deterministic.
func Suite(catalog func(size int) []kernels.Kernel, mainSize, flowBytes int, has func(k kernels.Kernel) bool) []kernels.Kernel {
	var out []kernels.Kernel
	seen := map[string]bool{}
	add := func(k kernels.Kernel) {
		if !seen[k.Name] {
			seen[k.Name] = true
			out = append(out, k)
		}
	}
	sizes := append([]int{mainSize}, SoleSizes...)
	for _, size := range sizes {
		for _, k := range catalog(size) {
			add(k)
		}
	}
	for _, k := range catalog(flowBytes) {
		if k.API != "sole" || !Bulk(k.Direction) {
			continue
		}
		for _, c := range Chunks {
			f := k.Flow(c)
			if has == nil || has(f) {
				add(f)
			}
		}
	}
	return out
}

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
	Energy *models.Energy `json:"energy,omitempty"`

	Images  []ImageInfo `json:"images"` // the kernel images the runs used, in the order of kernels.Images
	Version string      `json:"boardless_version"`
	Seed    uint64      `json:"seed"`

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
		SoleSizes: SoleSizes, FlowBytes: flowBytes, Chunks: Chunks, Energy: board.Energy,
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
	Config      Config       `json:"config"`
	Runs        []Run        `json:"runs"`
	Footprints  []Footprint  `json:"footprints"`
	Comparisons []Comparison `json:"comparisons"`
}

// New assembles a report: it sets the memory model from the runs, records
// each footprint's deepest measured stack and matches the reference rows.
func New(cfg Config, runs []Run, fps []Footprint, refs []RefRow) *Report {
	for _, r := range runs {
		if r.Verified && r.MemoryModel != "" {
			cfg.MemoryModel = r.MemoryModel
			break
		}
	}
	fps = append([]Footprint(nil), fps...)
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

// Symbols returns the distinct kernel symbols of the runs, in order.
func Symbols(ks []kernels.Kernel) []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range ks {
		if !seen[k.Symbol] {
			seen[k.Symbol] = true
			out = append(out, k.Symbol)
		}
	}
	return out
}

func (rep *Report) footprint(symbol string) (Footprint, bool) {
	for _, f := range rep.Footprints {
		if f.Symbol == symbol {
			return f, true
		}
	}
	return Footprint{}, false
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
