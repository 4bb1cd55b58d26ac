package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"
)

const mergeUsage = `Usage: boardless merge OUT.json IN1.json [IN2.json ...]

Merges the outputs of sharded runs (see --shard in 'boardless bench --help')
into OUT.json ("-" for standard output; a file is written to a temporary
name and renamed). The inputs are all of one kind:

  bench --format json --shard K/N outputs: every shard 1..N exactly once,
  all from the same board, options, kernel selection and boardless
  version. The results are put back in the unsharded order and the shard
  record is dropped: OUT.json is byte for byte what the unsharded run
  prints.

  check --update baselines (each shard recorded into its own new file):
  the boards and entries are united; a board's options must agree, and no
  kernel or function may be in two inputs. Equal inputs give equal bytes:
  the merge of the shards is the baseline an unsharded run records.`

func cmdMerge(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("merge", mergeUsage, stdout)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fs.Usage()
			return err
		}
		return usageError{err.Error()}
	}
	if fs.NArg() < 2 {
		return usageError{"give the output file, then one or more input files (see --help)"}
	}
	out, ins := fs.Arg(0), fs.Args()[1:]
	datas := make([][]byte, len(ins))
	kind := ""
	for i, in := range ins {
		data, err := os.ReadFile(in)
		if err != nil {
			return err
		}
		datas[i] = data
		k, err := mergeKind(in, data)
		if err != nil {
			return err
		}
		if kind != "" && k != kind {
			return fmt.Errorf("%s is a %s but %s is a %s: merge files of one kind", in, k, ins[0], kind)
		}
		kind = k
	}
	var merged []byte
	var err error
	if kind == "baseline" {
		merged, err = mergeBaselines(ins, datas)
	} else {
		merged, err = mergeBench(ins, datas)
	}
	if err != nil {
		return err
	}
	if out == "-" {
		_, err = stdout.Write(merged)
		return err
	}
	if err := writeFileAtomic(out, merged); err != nil {
		return fmt.Errorf("writing %s: %v", out, err)
	}
	fmt.Fprintf(stderr, "merged %d %s into %s\n", len(ins), plural(len(ins), kind, kind+"s"), out)
	return nil
}

// mergeKind tells a baseline ("format") from a bench output ("results").
func mergeKind(path string, data []byte) (string, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return "", fmt.Errorf("%s: not JSON output of boardless: %v", path, jsonErr(data, err))
	}
	if _, ok := top["format"]; ok {
		return "baseline", nil
	}
	if _, ok := top["results"]; ok {
		return "bench output", nil
	}
	return "", fmt.Errorf("%s: neither a bench JSON output (no \"results\") nor a check baseline (no \"format\")", path)
}

func mergeBench(ins []string, datas [][]byte) ([]byte, error) {
	reps := make([]benchReport, len(ins))
	for i, data := range datas {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&reps[i]); err != nil {
			return nil, fmt.Errorf("%s: not a bench JSON output: %v", ins[i], jsonErr(data, err))
		}
	}
	if len(reps) == 1 && reps[0].Shard == nil { // nothing to merge
		return encodeBench(reps[0])
	}
	first := reps[0]
	byIndex := map[int]int{} // shard index -> input
	names := map[string]string{}
	memModel := ""
	for i, r := range reps {
		in := ins[i]
		if r.Shard == nil {
			return nil, fmt.Errorf("%s is not a shard (no \"shard\" record): merge the outputs of bench --shard K/N", in)
		}
		switch {
		case r.Board != first.Board:
			return nil, fmt.Errorf("%s is for board %s, %s for %s", in, r.Board, ins[0], first.Board)
		case r.Version != first.Version:
			return nil, fmt.Errorf("%s was made by boardless %s, %s by %s", in, r.Version, ins[0], first.Version)
		case r.Core != first.Core || r.ClockHz != first.ClockHz:
			return nil, fmt.Errorf("%s is for %s at %d Hz, %s for %s at %d Hz", in, r.Core, r.ClockHz, ins[0], first.Core, first.ClockHz)
		case r.Shard.Count != first.Shard.Count:
			return nil, fmt.Errorf("%s is shard %d/%d, %s is of %d shards", in, r.Shard.Index, r.Shard.Count, ins[0], first.Shard.Count)
		case r.Shard.Kernels != first.Shard.Kernels:
			return nil, fmt.Errorf("%s splits %d kernels, %s %d: not the same selection", in, r.Shard.Kernels, ins[0], first.Shard.Kernels)
		}
		if d := diffOptions(first.Shard.Options, r.Shard.Options); d.a != "" {
			return nil, fmt.Errorf("%s was run with other options than %s (%s there, %s here)", in, ins[0], d.a, d.b)
		}
		if r.Shard.Index < 1 || r.Shard.Index > r.Shard.Count {
			return nil, fmt.Errorf("%s: bad shard %d/%d", in, r.Shard.Index, r.Shard.Count)
		}
		if j, dup := byIndex[r.Shard.Index]; dup {
			return nil, fmt.Errorf("%s and %s are both shard %d/%d", ins[j], in, r.Shard.Index, r.Shard.Count)
		}
		byIndex[r.Shard.Index] = i
		if want := shardLen(r.Shard.Kernels, r.Shard.Index, r.Shard.Count); len(r.Results) != want {
			return nil, fmt.Errorf("%s: shard %d/%d of %d kernels should hold %d results, it holds %d", in, r.Shard.Index, r.Shard.Count, r.Shard.Kernels, want, len(r.Results))
		}
		for _, row := range r.Results {
			if prev, dup := names[row.Kernel.Name]; dup {
				return nil, fmt.Errorf("kernel %s is in both %s and %s", row.Kernel.Name, prev, in)
			}
			names[row.Kernel.Name] = in
		}
		// An empty shard, or one whose runs all failed, has no memory model.
		if r.MemoryModel != "" {
			if memModel != "" && r.MemoryModel != memModel {
				return nil, fmt.Errorf("%s has memory model %q, another input %q", in, r.MemoryModel, memModel)
			}
			memModel = r.MemoryModel
		}
	}
	n := first.Shard.Count
	var missing []int
	for k := 1; k <= n; k++ {
		if _, ok := byIndex[k]; !ok {
			missing = append(missing, k)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("shards missing: %s of %d", intList(missing), n)
	}
	total := first.Shard.Kernels
	merged := benchReport{Board: first.Board, Core: first.Core, ClockHz: first.ClockHz, Version: first.Version,
		Results: make([]benchRow, total)}
	for i := range total {
		merged.Results[i] = reps[byIndex[i%n+1]].Results[i/n]
	}
	// As runBench: the memory model of the first verified run.
	for i := range merged.Results {
		if merged.Results[i].Verified {
			merged.MemoryModel = reps[byIndex[i%n+1]].MemoryModel
			break
		}
	}
	return encodeBench(merged)
}

func encodeBench(r benchReport) ([]byte, error) {
	var buf bytes.Buffer
	err := writeJSON(&buf, r)
	return buf.Bytes(), err
}

func intList(v []int) string {
	var b bytes.Buffer
	for i, x := range v {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}

func mergeBaselines(ins []string, datas [][]byte) ([]byte, error) {
	merged := &baseline{Format: baselineFormat, Boards: map[string]*baselineBoard{}}
	from := map[string]string{} // board -> first input that has it
	owner := map[string]string{}
	for i, data := range datas {
		b, err := parseBaseline(ins[i], data)
		if err != nil {
			return nil, err
		}
		boards := sortedKeys(b.Boards)
		for _, name := range boards {
			bb := b.Boards[name]
			m := merged.Boards[name]
			if m == nil {
				m = &baselineBoard{Options: bb.Options}
				merged.Boards[name] = m
				from[name] = ins[i]
			} else if d := diffOptions(m.Options, bb.Options); d.a != "" {
				return nil, fmt.Errorf("board %s was recorded with other options in %s than in %s (%s there, %s here)", name, ins[i], from[name], d.a, d.b)
			}
			for _, kind := range []string{"kernel", "function"} {
				src, dst := bb.Kernels, &m.Kernels
				if kind == "function" {
					src, dst = bb.Functions, &m.Functions
				}
				for _, key := range sortedKeys(src) {
					ms := src[key]
					id := name + "\x00" + kind + "\x00" + key
					if prev, dup := owner[id]; dup {
						return nil, fmt.Errorf("board %s: %s %s is in both %s and %s", name, kind, key, prev, ins[i])
					}
					owner[id] = ins[i]
					if *dst == nil {
						*dst = map[string]map[string]uint64{}
					}
					(*dst)[key] = ms
				}
			}
		}
	}
	return encodeBaseline(merged)
}
