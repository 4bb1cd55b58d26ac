package models

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// ParamDef is one named parameter of a core or memory model: the one
// schema for every figure a profile, --param, sweep --vary or calibrate
// may set. The model it belongs to is the only reader of its value.
type ParamDef struct {
	Name    string
	Default float64
	Unit    string
	Min     float64
	Max     float64
	Integer bool
	// Choices, when set, are the only values allowed (e.g. the
	// Cortex-M0+ multiplier option: 1 or 32 cycles).
	Choices []float64
	// Required: the model has no default; the chip profile must give
	// the value (a chip fact such as a cache size or a DDR timing).
	Required bool
	// Fittable: calibrate may fit it (a timing the sources leave open,
	// not a chip's geometry).
	Fittable bool
	Source   string
}

// Check reports whether v is an allowed value, naming the range.
func (d ParamDef) Check(v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return fmt.Errorf("%s = %v: not a number; want %s", d.Name, v, d.Allowed())
	}
	if len(d.Choices) > 0 {
		for _, c := range d.Choices {
			if v == c {
				return nil
			}
		}
		return fmt.Errorf("%s = %v: want %s", d.Name, v, d.Allowed())
	}
	if v < d.Min || v > d.Max || (d.Integer && v != math.Trunc(v)) {
		return fmt.Errorf("%s = %v: want %s", d.Name, v, d.Allowed())
	}
	return nil
}

// Allowed describes the allowed values: "one of 1, 32 cycles" or "a
// whole number of cycles in [2, 12]".
func (d ParamDef) Allowed() string {
	if d.Unit == OnOff {
		return "0 (off) or 1 (on)"
	}
	if len(d.Choices) > 0 {
		s := make([]string, len(d.Choices))
		for i, c := range d.Choices {
			s[i] = FormatValue(c)
		}
		return fmt.Sprintf("one of %s %s", strings.Join(s, ", "), d.Unit)
	}
	kind := "a number"
	if d.Integer {
		kind = "a whole number"
	}
	return fmt.Sprintf("%s of %s in [%s, %s]", kind, d.Unit, FormatValue(d.Min), FormatValue(d.Max))
}

// FormatValue prints a parameter value without a spurious exponent or
// trailing zeros.
func FormatValue(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// OnOff is the unit of a switch: 0 off, 1 on.
const OnOff = "on/off"

// Values are resolved parameter values by name. A model reads its own
// parameters from it; the schema guarantees each is present and allowed.
type Values map[string]float64

// Int returns a whole-number parameter.
func (v Values) Int(name string) int { return int(v[name]) }

// Bool returns an on/off parameter (0 or 1).
func (v Values) Bool(name string) bool { return v[name] != 0 }

// ParamValue is one parameter of a resolved board: its definition, its
// value, and where the value came from.
type ParamValue struct {
	ParamDef
	Value float64
	// Owner is the model that reads it: a core or a memory model.
	Owner string
	// From says who set the value: "default", the profile that set it,
	// or "--param".
	From string
	// ValueSource is the source given with the value in the profile
	// (empty when the value is the model's default).
	ValueSource string
}

// EffectiveSource is the value's own source if the profile gave one,
// else the definition's.
func (p ParamValue) EffectiveSource() string {
	if p.ValueSource != "" {
		return p.ValueSource
	}
	return p.Source
}

// Schema returns the definitions of every parameter the board's core
// and memory models read, in the order the models list them (core
// first), then those the profile's sections add (the accelerators'
// figures, models/chip's accel.go, when the chip has them).
func (p *Profile) Schema() ([]ParamValue, error) {
	core, err := LookupCore(p.Core)
	if err != nil {
		return nil, err
	}
	mem, err := LookupMemory(p.MemoryModel)
	if err != nil {
		return nil, err
	}
	var out []ParamValue
	for _, d := range core.Params {
		out = append(out, ParamValue{ParamDef: d, Value: d.Default, Owner: core.Name, From: "default"})
	}
	if mem.Params != nil {
		for _, d := range mem.Params(p) {
			out = append(out, ParamValue{ParamDef: d, Value: d.Default, Owner: mem.Name, From: "default"})
		}
	}
	more, err := p.sectionParams()
	if err != nil {
		return nil, err
	}
	return append(out, more...), nil
}

// ResolveParams returns every parameter of the board with its value:
// the model's default, replaced by the profile's params of the same
// name, replaced by overrides (--param). An unknown name, a missing
// required value or a value out of bounds is an error naming it.
func (p *Profile) ResolveParams(overrides map[string]float64) ([]ParamValue, error) {
	ps, err := p.Schema()
	if err != nil {
		return nil, err
	}
	idx := map[string]int{}
	for i, v := range ps {
		idx[v.Name] = i
	}
	for _, name := range sortedKeys(p.Params) {
		i, ok := idx[name]
		if !ok {
			return nil, fmt.Errorf("params.%s: %s", name, unknownParam(name, ps))
		}
		set := p.Params[name]
		if err := ps[i].Check(set.Value); err != nil {
			return nil, fmt.Errorf("params.%s: %v", name, err)
		}
		ps[i].Value, ps[i].From, ps[i].ValueSource = set.Value, p.paramOrigin(name), set.Source
	}
	for _, name := range sortedKeys(overrides) {
		i, ok := idx[name]
		if !ok {
			return nil, fmt.Errorf("--param %s: %s", name, unknownParam(name, ps))
		}
		if err := ps[i].Check(overrides[name]); err != nil {
			return nil, fmt.Errorf("--param %v", err)
		}
		ps[i].Value, ps[i].From, ps[i].ValueSource = overrides[name], "--param", ""
	}
	for _, v := range ps {
		if v.Required && v.From == "default" {
			return nil, fmt.Errorf("params.%s: missing: the %s model has no default for it (%s); the chip profile must give it", v.Name, v.Owner, v.Unit)
		}
	}
	return ps, nil
}

// paramOrigin names the profile that set a parameter, if recorded.
func (p *Profile) paramOrigin(name string) string {
	if o, ok := p.paramFrom[name]; ok {
		return o
	}
	return p.Name
}

// ValuesOf returns the values of resolved parameters, by name.
func ValuesOf(ps []ParamValue) Values {
	v := Values{}
	for _, p := range ps {
		v[p.Name] = p.Value
	}
	return v
}

func unknownParam(name string, ps []ParamValue) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	if len(names) == 0 {
		return "unknown parameter (this board's models have none)"
	}
	return fmt.Sprintf("unknown parameter (known: %s)", strings.Join(names, ", "))
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// ParseParam parses a NAME=VALUE setting (--param).
func ParseParam(s string) (string, float64, error) {
	name, val, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return "", 0, fmt.Errorf("--param %q: want NAME=VALUE (see 'boardless params')", s)
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
	if err != nil {
		switch strings.ToLower(strings.TrimSpace(val)) {
		case "on", "true":
			v, err = 1, nil
		case "off", "false":
			v, err = 0, nil
		}
	}
	if err != nil {
		return "", 0, fmt.Errorf("--param %s: %q is not a number", name, val)
	}
	return name, v, nil
}
