package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// Axis is one setting a sweep varies (a what-if of WhatIfNames or a
// model parameter) and the values it takes, in order.
type Axis struct {
	Param  string
	Values []string
}

// ParseVary reads a sweep's PARAM=VALUES: VALUES is a comma list, or
// for numbers FROM:TO:STEP, expanded into its values (at most 1000
// steps).
func ParseVary(s string) (Axis, error) {
	param, vals, ok := strings.Cut(s, "=")
	if !ok || vals == "" {
		return Axis{}, fmt.Errorf("--vary %q: use PARAM=VALUES", s)
	}
	if !IsSettingName(param) {
		return Axis{}, fmt.Errorf("--vary %q: PARAM is clock, flash-ws, prefetch, icache, mul, code-in, data-in or a model parameter ('boardless params')", s)
	}
	a := Axis{Param: param}
	from, rest, ok := strings.Cut(vals, ":")
	if !ok {
		a.Values = strings.Split(vals, ",")
		return a, nil
	}
	to, step, ok2 := strings.Cut(rest, ":")
	f, e1 := strconv.ParseFloat(from, 64)
	t, e2 := strconv.ParseFloat(to, 64)
	st, e3 := strconv.ParseFloat(step, 64)
	if !ok2 || e1 != nil || e2 != nil || e3 != nil || st <= 0 || t < f || (t-f)/st > 1000 {
		return a, fmt.Errorf("--vary %q: FROM:TO:STEP needs numbers with FROM <= TO, STEP > 0, at most 1000 steps", s)
	}
	for v := f; v <= t+st/1e9; v += st {
		a.Values = append(a.Values, strconv.FormatFloat(v, 'f', -1, 64))
	}
	return a, nil
}

// CheckAxes refuses a setting varied twice and a model parameter the
// resolved board does not have, before any run.
func (r *Resolved) CheckAxes(axes []Axis) error {
	if len(axes) == 2 && axes[0].Param == axes[1].Param {
		return fmt.Errorf("--vary %s given twice: vary two different settings", axes[0].Param)
	}
	known := map[string]bool{}
	var names []string
	for _, p := range r.Params {
		known[p.Name] = true
		names = append(names, p.Name)
	}
	for _, a := range axes {
		if !IsWhatIf(a.Param) && !known[a.Param] {
			return fmt.Errorf("--vary %s: not a what-if (clock, flash-ws, prefetch, icache, mul, code-in, data-in) nor a parameter of %s (%s)", a.Param, r.Board.Name, strings.Join(names, ", "))
		}
	}
	return nil
}

// GridPoint is one point of a sweep: the what-ifs there and where it
// is, for messages ("clock=8e6, prefetch=off").
type GridPoint struct {
	WhatIf WhatIfText
	At     string
}

// Grid is every point of a sweep of one or two axes over base, the
// first axis varying fastest.
func Grid(base WhatIfText, axes []Axis) ([]GridPoint, error) {
	second := []string{""}
	if len(axes) == 2 {
		second = axes[1].Values
	}
	var out []GridPoint
	for _, v2 := range second {
		for _, v1 := range axes[0].Values {
			t := base.clone()
			at := axes[0].Param + "=" + v1
			err := t.Vary(axes[0].Param, v1)
			if err == nil && len(axes) == 2 {
				at += ", " + axes[1].Param + "=" + v2
				err = t.Vary(axes[1].Param, v2)
			}
			if err != nil {
				return nil, err
			}
			out = append(out, GridPoint{WhatIf: t, At: at})
		}
	}
	return out, nil
}

// VaryList is base with the settings of a comma-separated list of
// PARAM=VALUE (a column of 'compare --what-if') varied.
func (t WhatIfText) VaryList(list string) (WhatIfText, error) {
	out := t.clone()
	for _, kv := range strings.Split(list, ",") {
		param, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok || !IsSettingName(param) {
			return out, fmt.Errorf("--what-if %q: use PARAM=VALUE[,PARAM=VALUE...], PARAM one of clock, flash-ws, prefetch, icache, mul, code-in, data-in or a model parameter", list)
		}
		if err := out.Vary(param, v); err != nil {
			return out, err
		}
	}
	return out, nil
}

// clone is t with its own --param list, so that varying it leaves t as
// it was.
func (t WhatIfText) clone() WhatIfText {
	t.Params = append([]string(nil), t.Params...)
	return t
}
