package gate

import "fmt"

// Merge unites the baselines that the shards of a check --update
// recorded, each into its own file (names are their paths, for the
// errors; datas their contents), and encodes the result. A board's
// options must agree between the inputs, and no kernel or function may
// be in two of them, so the merge of the shards is, byte for byte, the
// baseline that one unsharded run records.
func Merge(names []string, datas [][]byte) ([]byte, error) {
	merged := New()
	from := map[string]string{}  // board -> first input that has it
	owner := map[string]string{} // board, kind and entry -> the input that has it
	for i, data := range datas {
		b, err := Parse(names[i], data)
		if err != nil {
			return nil, err
		}
		for _, board := range sortedKeys(b.Boards) {
			bb := b.Boards[board]
			m := merged.Boards[board]
			if m == nil {
				m = &Board{Options: bb.Options}
				merged.Boards[board] = m
				from[board] = names[i]
			} else if inA, inB := DiffOptions(m.Options, bb.Options); inA != "" {
				return nil, fmt.Errorf("board %s was recorded with other options in %s than in %s (%s there, %s here)", board, names[i], from[board], inA, inB)
			}
			for _, kind := range []string{"kernel", "function"} {
				src, dst := bb.Kernels, &m.Kernels
				if kind == "function" {
					src, dst = bb.Functions, &m.Functions
				}
				for _, key := range sortedKeys(src) {
					id := board + "\x00" + kind + "\x00" + key
					if prev, dup := owner[id]; dup {
						return nil, fmt.Errorf("board %s: %s %s is in both %s and %s", board, kind, key, prev, names[i])
					}
					owner[id] = names[i]
					if *dst == nil {
						*dst = map[string]map[string]uint64{}
					}
					(*dst)[key] = src[key]
				}
			}
		}
	}
	return merged.Encode()
}
