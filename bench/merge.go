package bench

import (
	"boardless/gate"
	"boardless/internal/jsonline"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Kind tells the JSON files that 'boardless merge' merges apart: a bench
// output (it has "results") is "bench output", a check baseline (it has
// "format") is "baseline". name (its path) prefixes the errors.
func Kind(name string, data []byte) (string, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return "", fmt.Errorf("%s: not JSON output of boardless: %v", name, jsonline.Error(data, err))
	}
	if isPointShard(top) {
		return "shard", nil
	}
	if _, ok := top["format"]; ok {
		return "baseline", nil
	}
	if _, ok := top["results"]; ok {
		return "bench output", nil
	}
	return "", fmt.Errorf("%s: neither a bench JSON output (no \"results\"), a check baseline (no \"format\") nor a sweep or compare shard (no \"point_shard\")", name)
}

// Merge puts the reports of a sharded run back together (names are their
// paths, for the errors; datas their contents) and encodes the result.
// Every shard 1..N must be there exactly once, all from the same board,
// options, kernel selection and boardless version. The results are put
// back in the unsharded order and the shard record dropped: the merged
// report is byte for byte what the unsharded run gives. A lone unsharded
// report merges into itself.
func Merge(names []string, datas [][]byte) ([]byte, error) {
	if len(names) == 0 {
		return nil, errors.New("no report to merge")
	}
	reps := make([]Report, len(names))
	for i, data := range datas {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&reps[i]); err != nil {
			return nil, fmt.Errorf("%s: not a bench JSON output: %v", names[i], jsonline.Error(data, err))
		}
	}
	if len(reps) == 1 && reps[0].Shard == nil { // nothing to merge
		return reps[0].Encode()
	}
	byIndex := map[int]int{} // shard index -> input
	kernelIn := map[string]string{}
	memModel := ""
	for i, r := range reps {
		if err := checkShard(names, reps, i, byIndex, kernelIn); err != nil {
			return nil, err
		}
		// An empty shard, or one whose runs all failed, has no memory model.
		if r.MemoryModel != "" {
			if memModel != "" && r.MemoryModel != memModel {
				return nil, fmt.Errorf("%s has memory model %q, another input %q", names[i], r.MemoryModel, memModel)
			}
			memModel = r.MemoryModel
		}
	}
	first := reps[0]
	n := first.Shard.Count
	var missing []string
	for k := 1; k <= n; k++ {
		if _, ok := byIndex[k]; !ok {
			missing = append(missing, strconv.Itoa(k))
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("shards missing: %s of %d", strings.Join(missing, ", "), n)
	}
	merged := Report{Board: first.Board, Core: first.Core, ClockHz: first.ClockHz, Version: first.Version,
		Results: make([]Row, first.Shard.Kernels)}
	for i := range merged.Results {
		merged.Results[i] = reps[byIndex[i%n+1]].Results[i/n]
	}
	// As a run's: the memory model of the first verified row.
	for i := range merged.Results {
		if merged.Results[i].Verified {
			merged.MemoryModel = reps[byIndex[i%n+1]].MemoryModel
			break
		}
	}
	return merged.Encode()
}

// checkShard checks that input i is a shard that belongs with the first
// input, and records it in byIndex (shard index -> input) and kernelIn
// (kernel name -> input name).
func checkShard(names []string, reps []Report, i int, byIndex map[int]int, kernelIn map[string]string) error {
	in, r, first := names[i], reps[i], reps[0]
	if r.Shard == nil {
		return fmt.Errorf("%s is not a shard (no \"shard\" record): merge the outputs of bench --shard K/N", in)
	}
	switch {
	case r.Board != first.Board:
		return fmt.Errorf("%s is for board %s, %s for %s", in, r.Board, names[0], first.Board)
	case r.Version != first.Version:
		return fmt.Errorf("%s was made by boardless %s, %s by %s", in, r.Version, names[0], first.Version)
	case r.Core != first.Core || r.ClockHz != first.ClockHz:
		return fmt.Errorf("%s is for %s at %d Hz, %s for %s at %d Hz", in, r.Core, r.ClockHz, names[0], first.Core, first.ClockHz)
	case r.Shard.Count != first.Shard.Count:
		return fmt.Errorf("%s is shard %d/%d, %s is of %d shards", in, r.Shard.Index, r.Shard.Count, names[0], first.Shard.Count)
	case r.Shard.Kernels != first.Shard.Kernels:
		return fmt.Errorf("%s splits %d kernels, %s %d: not the same selection", in, r.Shard.Kernels, names[0], first.Shard.Kernels)
	}
	if there, here := gate.DiffOptions(first.Shard.Options, r.Shard.Options); there != "" {
		return fmt.Errorf("%s was run with other options than %s (%s there, %s here)", in, names[0], there, here)
	}
	if r.Shard.Index < 1 || r.Shard.Index > r.Shard.Count {
		return fmt.Errorf("%s: bad shard %d/%d", in, r.Shard.Index, r.Shard.Count)
	}
	if j, dup := byIndex[r.Shard.Index]; dup {
		return fmt.Errorf("%s and %s are both shard %d/%d", names[j], in, r.Shard.Index, r.Shard.Count)
	}
	byIndex[r.Shard.Index] = i
	if want := shardLen(r.Shard.Kernels, r.Shard.Index, r.Shard.Count); len(r.Results) != want {
		return fmt.Errorf("%s: shard %d/%d of %d kernels should hold %d results, it holds %d", in, r.Shard.Index, r.Shard.Count, r.Shard.Kernels, want, len(r.Results))
	}
	for _, row := range r.Results {
		if prev, dup := kernelIn[row.Kernel.Name]; dup {
			return fmt.Errorf("kernel %s is in both %s and %s", row.Kernel.Name, prev, in)
		}
		kernelIn[row.Kernel.Name] = in
	}
	return nil
}

// Encode is the report's JSON: indented, with a final newline, as
// 'boardless bench --format json' prints it.
func (r Report) Encode() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	err := enc.Encode(r)
	return buf.Bytes(), err
}
