package gate

import (
	"boardless/internal/jsonline"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

// Format is the version of the baseline file this package reads and
// writes.
const Format = 1

// Baseline is the baseline file: boards by name.
type Baseline struct {
	Format int               `json:"format"`
	Boards map[string]*Board `json:"boards"`
}

// Board holds one board's entries: metric name -> value, per kernel name
// and per function (ELF base name:symbol(args)), and the options the
// entries were recorded with (those that change results: seed,
// multiplier, what-ifs).
type Board struct {
	Options   map[string]string            `json:"options"`
	Kernels   map[string]map[string]uint64 `json:"kernels,omitempty"`
	Functions map[string]map[string]uint64 `json:"functions,omitempty"`
}

// New returns an empty baseline.
func New() *Baseline {
	return &Baseline{Format: Format, Boards: map[string]*Board{}}
}

// Read reads and validates a baseline file. A missing file gives an
// error wrapping fs.ErrNotExist.
func Read(path string) (*Baseline, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse decodes and validates a baseline; name (its path) prefixes the
// errors, which give the line of a JSON mistake.
func Parse(name string, data []byte) (*Baseline, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var b Baseline
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("baseline %s: not a boardless baseline: %v", name, jsonline.Error(data, err))
	}
	if dec.More() {
		return nil, fmt.Errorf("baseline %s: not a boardless baseline: data after the JSON object", name)
	}
	if b.Format != Format {
		if b.Format == 0 {
			return nil, fmt.Errorf("baseline %s: no \"format\" field: not a boardless baseline", name)
		}
		return nil, fmt.Errorf("baseline %s: format %d; this boardless reads format %d", name, b.Format, Format)
	}
	if b.Boards == nil {
		b.Boards = map[string]*Board{}
	}
	for board, bb := range b.Boards {
		if bb == nil {
			return nil, fmt.Errorf("baseline %s: board %q is null", name, board)
		}
		if err := bb.validate(); err != nil {
			return nil, fmt.Errorf("baseline %s: board %s: %v", name, board, err)
		}
	}
	return &b, nil
}

// validate checks that every entry has metrics, all of them known.
func (b *Board) validate() error {
	for kind, entries := range map[string]map[string]map[string]uint64{"kernel": b.Kernels, "function": b.Functions} {
		for key, ms := range entries {
			if len(ms) == 0 {
				return fmt.Errorf("%s %q has no metrics", kind, key)
			}
			for m := range ms {
				if !knownMetric(m) {
					return fmt.Errorf("%s %q: unknown metric %q (known: %s)", kind, key, m, strings.Join(Metrics, ", "))
				}
			}
		}
	}
	return nil
}

// Encode is the file's one encoding: indented, keys sorted, a final
// newline. Equal baselines give equal bytes.
func (b *Baseline) Encode() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(b); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Record sets the board's entries of this run, recorded with options:
// each replaces the entry of its name, the others are kept.
func (b *Board) Record(options map[string]string, entries []Entry) {
	b.Options = options
	for _, e := range entries {
		m := &b.Kernels
		if !e.Kernel {
			m = &b.Functions
		}
		if *m == nil {
			*m = map[string]map[string]uint64{}
		}
		(*m)[e.Name] = e.Metrics
	}
}

// DiffOptions returns the first option, in key order, whose value differs
// between two runs, as key="value" in a and in b; both are "" when the
// options agree. Runs with other options are never compared or merged.
func DiffOptions(a, b map[string]string) (inA, inB string) {
	keys := map[string]bool{}
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	for _, k := range sortedKeys(keys) {
		va, oka := a[k]
		vb, okb := b[k]
		if va != vb || oka != okb {
			return fmt.Sprintf("%s=%q", k, va), fmt.Sprintf("%s=%q", k, vb)
		}
	}
	return "", ""
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
