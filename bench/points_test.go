package bench

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestShardIndices(t *testing.T) {
	for _, tc := range []struct {
		total, k, n int
		want        []int
	}{
		{7, 1, 3, []int{0, 3, 6}}, {7, 2, 3, []int{1, 4}}, {7, 3, 3, []int{2, 5}},
		{2, 3, 3, []int{}}, {3, 0, 0, []int{0, 1, 2}},
	} {
		if got := ShardIndices(tc.total, tc.k, tc.n); !slices.Equal(got, tc.want) {
			t.Errorf("ShardIndices(%d, %d, %d) = %v, want %v", tc.total, tc.k, tc.n, got, tc.want)
		}
	}
}

// Parallel keeps idx's order on any number of workers and returns the
// first failing point's error.
func TestParallel(t *testing.T) {
	idx := []int{4, 0, 9, 2, 7}
	for _, jobs := range []int{1, 2, 8} {
		got, err := Parallel(jobs, idx, func(i int) (int, error) { return i * i, nil })
		if err != nil || !slices.Equal(got, []int{16, 0, 81, 4, 49}) {
			t.Errorf("jobs %d: %v %v", jobs, got, err)
		}
	}
	_, err := Parallel(1, idx, func(i int) (int, error) {
		if i == 9 || i == 7 {
			return 0, fmt.Errorf("point %d failed", i)
		}
		return i, nil
	})
	if err == nil || err.Error() != "point 9 failed" {
		t.Errorf("error %v, want point 9's", err)
	}
}

// shardsOf splits total points (result: the index as a number) into n
// shard files, as a command writes them.
func shardsOf(t *testing.T, total, n int, opts map[string]string) ([]string, [][]byte) {
	t.Helper()
	var names []string
	var datas [][]byte
	for k := 1; k <= n; k++ {
		sh := PointShard{Info: PointShardInfo{Kind: "sweep", Index: k, Count: n, Total: total, Options: opts},
			Header: json.RawMessage(`{"axes":1}`), Points: []Point{}}
		for _, i := range ShardIndices(total, k, n) {
			sh.Points = append(sh.Points, Point{Index: i, Result: json.RawMessage(fmt.Sprint(i))})
		}
		data, err := json.Marshal(sh)
		if err != nil {
			t.Fatal(err)
		}
		names, datas = append(names, fmt.Sprintf("s%d.json", k)), append(datas, data)
	}
	return names, datas
}

func TestMergePoints(t *testing.T) {
	opts := map[string]string{"board": "nucleo-g071rb"}
	names, datas := shardsOf(t, 8, 3, opts)
	// Any order of the shards gives the whole run's order.
	kind, header, results, err := MergePoints([]string{names[2], names[0], names[1]}, [][]byte{datas[2], datas[0], datas[1]})
	if err != nil || kind != "sweep" || string(header) != `{"axes":1}` || len(results) != 8 {
		t.Fatalf("%q %s %d %v", kind, header, len(results), err)
	}
	for i, r := range results {
		if string(r) != fmt.Sprint(i) {
			t.Errorf("point %d: %s", i, r)
		}
	}
	_, other := shardsOf(t, 8, 3, map[string]string{"board": "nucleo-f091rc"})
	_, bigger := shardsOf(t, 9, 3, opts)
	short := []byte(strings.Replace(string(datas[1]), `,{"index":4,"result":4}`, "", 1))
	for _, tc := range []struct {
		name  string
		names []string
		datas [][]byte
		want  string
	}{
		{"missing", names[:2], datas[:2], "shard 3/3 is missing"},
		{"twice", []string{names[0], names[1], names[2], "again.json"}, [][]byte{datas[0], datas[1], datas[2], datas[0]}, "s1.json and again.json are both shard 1/3"},
		{"other settings", names, [][]byte{datas[0], other[1], datas[2]}, "come from runs with different settings"},
		{"other run", names, [][]byte{datas[0], bigger[1], datas[2]}, "merge the shards of one run"},
		{"unfinished", names, [][]byte{datas[0], short, datas[2]}, "holds 2 points, not its 3"},
		{"junk", []string{"j.json"}, [][]byte{[]byte(`{"point_shard": {}, "extra": 1}`)}, "j.json: not a shard of a sweep or compare"},
	} {
		_, _, _, err := MergePoints(tc.names, tc.datas)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an error with %q", tc.name, err, tc.want)
		}
	}
	if _, _, _, err := MergePoints(nil, nil); err == nil {
		t.Error("no input merged")
	}
}
