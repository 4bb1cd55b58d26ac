package sim

import (
	"strconv"
	"strings"
)

// RunOptions are the settings of t, with the instruction budget and the
// seed, that change a kernel's results, as bench shards, check
// baselines and sweep and compare shards record them so that results
// made with other settings are never mixed. A setting left to the board
// is "board". The code placement and each --param are keys only when
// set ("code_in", "param:NAME"), so that a record made before they
// existed keeps comparing equal to runs without them.
func (t WhatIfText) RunOptions(budget, seed uint64) map[string]string {
	board := func(v string) string {
		if v == "" {
			return "board"
		}
		return v
	}
	opts := map[string]string{
		"mul":      t.Mul,
		"seed":     strconv.FormatUint(seed, 10),
		"budget":   strconv.FormatUint(budget, 10),
		"clock":    board(t.Clock),
		"flash_ws": board(t.FlashWS),
		"prefetch": board(t.Prefetch),
		"icache":   board(t.ICache),
	}
	if r := t.CodeRegion(); r != "" {
		opts["code_in"] = r
	}
	for _, kv := range t.Params {
		name, v, _ := strings.Cut(kv, "=")
		opts["param:"+name] = strings.TrimSpace(v)
	}
	return opts
}
