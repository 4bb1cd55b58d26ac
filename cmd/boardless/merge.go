package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"

	"boardless/bench"
	"boardless/gate"
)

const mergeUsage = `Usage: boardless merge OUT.json IN1.json [IN2.json ...]
       boardless merge OUTDIR DIR1/sweep-shard-1-of-N.json ... (a sweep's shards)

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
  the merge of the shards is the baseline an unsharded run records.

  compare --shard K/N outputs (its stdout): every shard 1..N exactly
  once, all of one comparison. OUT gets what the unsharded compare
  prints, in the --format it was given, byte for byte (--chart FILE
  draws its chart); the exit status is compare's.

  sweep --shard K/N shard files (--out DIR/sweep-shard-K-of-N.json):
  every shard 1..N exactly once, all of one sweep (the same board,
  --vary, kernel or ELF contents and function, arguments and settings).
  OUTDIR gets sweep.csv and the plots, byte for byte what the unsharded
  sweep writes.`

func cmdMerge(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("merge", mergeUsage, stdout)
	chart := fs.String("chart", "", "compare shards: also draw the times side by side into this SVG file")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return err
		}
		return flagError(fs, err)
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
			return inputError{err}
		}
		datas[i] = data
		k, err := bench.Kind(in, data)
		if err != nil {
			return inputError{err}
		}
		if kind != "" && k != kind {
			return inputErrorf("%s is a %s but %s is a %s: merge files of one kind", in, k, ins[0], kind)
		}
		kind = k
	}
	if kind == "shard" {
		return mergeShards(out, *chart, ins, datas, stdout, stderr)
	}
	if *chart != "" {
		return usageError{"--chart is for merging compare shards"}
	}
	var merged []byte
	var err error
	if kind == "baseline" {
		merged, err = gate.Merge(ins, datas)
	} else {
		merged, err = bench.Merge(ins, datas)
	}
	if err != nil {
		return inputError{err}
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

// mergeShards merges the shard files of a sweep into the directory out
// (the files one unsharded sweep writes there), or of a compare into the
// file out ("-": stdout; what the unsharded compare prints), byte for
// byte.
func mergeShards(out, chart string, ins []string, datas [][]byte, stdout, stderr io.Writer) error {
	kind, header, results, err := bench.MergePoints(ins, datas)
	if err != nil {
		return inputError{err}
	}
	switch {
	case kind == "compare":
		return mergeCompareTo(out, chart, header, results, stdout)
	case kind != "sweep":
		return inputErrorf("%s: a shard of %q, which merge does not know", ins[0], kind)
	case chart != "":
		return usageError{"--chart is for merging compare shards: a sweep draws its own plots"}
	case out == "-":
		return usageError{"a sweep merges into a directory (its --out): give one, not -"}
	}
	if err := mergeSweep(out, header, results); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "merged %d sweep %s (%d runs) into %s\n", len(ins), plural(len(ins), "shard", "shards"), len(results), out)
	return nil
}

// mergeCompareTo writes the merged comparison to out ("-": stdout), the
// table first, then compare's exit status (a failed run, a missed
// deadline).
func mergeCompareTo(out, chart string, header json.RawMessage, results []json.RawMessage, stdout io.Writer) error {
	if out == "-" {
		return mergeCompare(stdout, chart, header, results)
	}
	var buf bytes.Buffer
	err := mergeCompare(&buf, chart, header, results)
	var ie inputError
	if errors.As(err, &ie) {
		return err
	}
	if werr := writeFileAtomic(out, buf.Bytes()); werr != nil {
		return fmt.Errorf("writing %s: %v", out, werr)
	}
	return err
}
