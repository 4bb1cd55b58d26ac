package models

import (
	"fmt"
	"slices"
	"strings"
)

// The what-if flags (--flash-ws, --prefetch, --icache) are each a
// shorthand for one parameter of the board's memory model: the model
// declares which of them it takes (MemorySpec.WhatIfs) and the
// parameter each sets, and the board's schema says whether the chip has
// the feature (flash_prefetch exists only where the flash has a
// prefetcher). A flag the model does not take, or whose parameter the
// board lacks, is refused naming what the board has, so no flag is
// accepted and ignored.

// WhatIf names a what-if flag by its command-line name.
type WhatIf string

const (
	WhatIfFlashWS  WhatIf = "flash-ws"
	WhatIfPrefetch WhatIf = "prefetch"
	WhatIfICache   WhatIf = "icache"
)

// WhatIfFlags are the what-if flags a memory model may take, in the
// order messages list them.
var WhatIfFlags = []WhatIf{WhatIfFlashWS, WhatIfPrefetch, WhatIfICache}

// feature is what a what-if flag changes, for messages.
func (w WhatIf) feature() string {
	switch w {
	case WhatIfFlashWS:
		return "flash wait states"
	case WhatIfPrefetch:
		return "flash prefetch"
	case WhatIfICache:
		return "instruction cache"
	}
	return string(w)
}

// WhatIfParam returns the parameter of board's memory model that the
// what-if flag w sets, or an error naming what the board has instead:
// the flags its model takes (with their parameters) and, where the
// model gives one, what comes nearest (the RP2040's XIP cache).
func (p *Profile) WhatIfParam(w WhatIf) (string, error) {
	mem, err := LookupMemory(p.MemoryModel)
	if err != nil {
		return "", err
	}
	ps, err := p.Schema()
	if err != nil {
		return "", err
	}
	has := func(name string) bool {
		return slices.ContainsFunc(ps, func(v ParamValue) bool { return v.Name == name })
	}
	if name, ok := mem.WhatIfs[w]; ok && has(name) {
		return name, nil
	}
	var takes []string
	for _, f := range WhatIfFlags {
		if name, ok := mem.WhatIfs[f]; ok && has(name) {
			takes = append(takes, fmt.Sprintf("--%s (--param %s)", f, name))
		}
	}
	what := fmt.Sprintf("its %s memory model takes none of --flash-ws, --prefetch, --icache", mem.Name)
	if len(takes) > 0 {
		what = fmt.Sprintf("its %s memory model takes %s", mem.Name, strings.Join(takes, ", "))
	}
	if hint := mem.WhatIfHints[w]; hint != "" {
		what += "; " + hint
	}
	return "", fmt.Errorf("--%s: %s has no %s to change (%s; every parameter: 'boardless params --board %s')", w, p.Name, w.feature(), what, p.Name)
}
