package bench

// Runs of independent points (sweep's settings, compare's columns): run
// on several workers (Parallel), or split over machines like a bench
// (ShardIndices, the same round-robin rule as Shard.Select), each shard
// written as a PointShard that MergePoints puts back in the order of the
// whole run, so that the caller renders exactly what one run renders.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"sync"
	"sync/atomic"

	"boardless/internal/jsonline"
)

// ShardIndices are the points of shard k of n (1 <= k <= n) of total
// points: those whose index i has i mod n == k-1. n == 0 is every point.
func ShardIndices(total, k, n int) []int {
	if n == 0 {
		k, n = 1, 1
	}
	out := []int{}
	for i := k - 1; i < total; i += n {
		out = append(out, i)
	}
	return out
}

// Parallel calls do(i) for every i of idx on up to jobs workers and
// returns the results in idx's order. After a failure it starts no more
// points and returns the error of the first point (in idx's order) that
// failed.
func Parallel[T any](jobs int, idx []int, do func(i int) (T, error)) ([]T, error) {
	out := make([]T, len(idx))
	errs := make([]error, len(idx))
	var failed atomic.Bool
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(max(jobs, 1), len(idx)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range next {
				if failed.Load() {
					continue
				}
				if out[p], errs[p] = do(idx[p]); errs[p] != nil {
					failed.Store(true)
				}
			}
		}()
	}
	for p := range idx {
		next <- p
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// PointShard is one shard of a run of points, as the command writes it
// with --shard K/N: what the whole run is (Info), what its output needs
// besides the points (Header, e.g. a sweep's axes) and the points the
// shard ran, each by its index in the whole run.
type PointShard struct {
	Info   PointShardInfo  `json:"point_shard"`
	Header json.RawMessage `json:"header"`
	Points []Point         `json:"points"`
}

// PointShardInfo says which shard of which run a PointShard is.
type PointShardInfo struct {
	Kind    string            `json:"kind"`  // the command: "sweep", "compare"
	Index   int               `json:"index"` // 1..Count
	Count   int               `json:"count"`
	Total   int               `json:"total"`   // points of the whole run
	Options map[string]string `json:"options"` // everything that changes the output
}

// Point is one point's result, at its index in the whole run.
type Point struct {
	Index  int             `json:"index"`
	Result json.RawMessage `json:"result"`
}

// isPointShard reports whether a JSON object is a PointShard.
func isPointShard(top map[string]json.RawMessage) bool {
	_, ok := top["point_shard"]
	return ok
}

// MergePoints puts the shards of one run of points back together (names
// are their paths, for the errors; datas their contents): every shard
// 1..N exactly once, all of the same kind, run (Total, Options) and
// Header, each holding exactly its own points. It returns the kind, the
// header and every point's result in the order of the whole run.
func MergePoints(names []string, datas [][]byte) (string, json.RawMessage, []json.RawMessage, error) {
	if len(names) == 0 {
		return "", nil, nil, errors.New("no shard to merge")
	}
	shards := make([]PointShard, len(names))
	for i, data := range datas {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&shards[i]); err != nil {
			return "", nil, nil, fmt.Errorf("%s: not a shard of a sweep or compare: %v", names[i], jsonline.Error(data, err))
		}
	}
	first := shards[0].Info
	results := make([]json.RawMessage, first.Total)
	seen := map[int]string{}
	for i, sh := range shards {
		if err := sameRun(names, shards, i); err != nil {
			return "", nil, nil, err
		}
		if prev, ok := seen[sh.Info.Index]; ok {
			return "", nil, nil, fmt.Errorf("%s and %s are both shard %d/%d", prev, names[i], sh.Info.Index, sh.Info.Count)
		}
		seen[sh.Info.Index] = names[i]
		want := ShardIndices(first.Total, sh.Info.Index, sh.Info.Count)
		if len(sh.Points) != len(want) {
			return "", nil, nil, fmt.Errorf("%s: shard %d/%d holds %d points, not its %d (a run that did not finish?)", names[i], sh.Info.Index, sh.Info.Count, len(sh.Points), len(want))
		}
		for j, p := range sh.Points {
			if p.Index != want[j] {
				return "", nil, nil, fmt.Errorf("%s: point %d of shard %d/%d is %d, want %d", names[i], j, sh.Info.Index, sh.Info.Count, p.Index, want[j])
			}
			results[p.Index] = p.Result
		}
	}
	for k := 1; k <= first.Count; k++ {
		if _, ok := seen[k]; !ok {
			return "", nil, nil, fmt.Errorf("shard %d/%d is missing: give every shard of the run", k, first.Count)
		}
	}
	return first.Kind, shards[0].Header, results, nil
}

// sameRun checks that shard i belongs to the run of shard 0.
func sameRun(names []string, shards []PointShard, i int) error {
	a, b := shards[0].Info, shards[i].Info
	switch {
	case b.Count < 1 || b.Index < 1 || b.Index > b.Count || b.Total < 0:
		return fmt.Errorf("%s: shard %d/%d of %d points is not a shard", names[i], b.Index, b.Count, b.Total)
	case a.Kind != b.Kind:
		return fmt.Errorf("%s is a %s shard but %s is a %s shard: merge the shards of one run", names[i], b.Kind, names[0], a.Kind)
	case a.Count != b.Count || a.Total != b.Total:
		return fmt.Errorf("%s is a shard of %d of a run of %d points, %s of %d of %d: merge the shards of one run", names[i], b.Count, b.Total, names[0], a.Count, a.Total)
	case !maps.Equal(a.Options, b.Options) || !bytes.Equal(shards[0].Header, shards[i].Header):
		return fmt.Errorf("%s and %s come from runs with different settings: merge the shards of one run", names[0], names[i])
	}
	return nil
}
