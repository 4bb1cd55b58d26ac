package models

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// A profile section is a JSON object of a profile that a package other
// than models defines, checks and reads: a memory model's own section
// (MemorySpec.Section) and the chip data of package models/chip (clock
// tree, energy, accelerators, register facts). The loader decodes it
// into the value the owner's New returns (a child's fields on top of its
// parent's, unknown fields refused, null removing it, as for Profile's
// own fields), the owner reads it back with Profile.Section, and adding
// one does not edit Profile.

// SectionSpec is one section of the profile schema.
type SectionSpec struct {
	// Key is the section's JSON key ("clock", "m7_memory").
	Key string
	// New returns a pointer to an empty value of the section.
	New func() any
	// Check validates the profile's section when it has one (nil: no
	// check of its own). It runs on every profile, before the board's
	// own checks, or, with BoardOnly, on boards only, after the memory
	// map, link and flash checks.
	Check     func(p *Profile) error
	BoardOnly bool
	// Params, when set, gives the parameters the section adds to the
	// board's schema (after the core's and the memory model's), with
	// their owner and where their defaults come from.
	Params func(p *Profile) ([]ParamValue, error)
	// After is the JSON key of Profile's own field that a written-out
	// profile puts the section after (or the key of a section written
	// so); "" puts it at the end, in key order.
	After string
}

// RegisterSection adds a section to the profile schema; the owner's
// package calls it from init. A key taken by another section or by a
// field of Profile is a programming error.
func RegisterSection(s SectionSpec) {
	registry.Lock()
	defer registry.Unlock()
	registerSectionLocked(s)
}

func registerSectionLocked(s SectionSpec) {
	if _, dup := registry.sections[s.Key]; dup || s.Key == "" || s.New == nil || profileFields()[s.Key] {
		panic(fmt.Sprintf("models: profile section %q taken, a field of Profile, or without New", s.Key))
	}
	if s.After != "" {
		placeAfter(s.Key, s.After)
	}
	registry.sections[s.Key] = s
	registry.sectionOrder = append(registry.sectionOrder, s.Key)
}

// placeAfter puts a section's key into the order of a written-out
// profile's keys (registry.keyOrder), right after the key after; it
// panics, changing nothing, when no key is after.
func placeAfter(key, after string) {
	if registry.keyOrder == nil {
		registry.keyOrder = profileFieldKeys()
	}
	for i, k := range registry.keyOrder {
		if k == after {
			registry.keyOrder = append(registry.keyOrder[:i+1], append([]string{key}, registry.keyOrder[i+1:]...)...)
			return
		}
	}
	panic(fmt.Sprintf("models: profile section %q: after %q, which is no field of Profile and no section registered before it", key, after))
}

// lookupSection returns the section whose key is key.
func lookupSection(key string) (SectionSpec, bool) {
	registry.RLock()
	defer registry.RUnlock()
	s, ok := registry.sections[key]
	return s, ok
}

// sectionSpecs lists the sections in the order they were registered.
func sectionSpecs() []SectionSpec {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]SectionSpec, len(registry.sectionOrder))
	for i, k := range registry.sectionOrder {
		out[i] = registry.sections[k]
	}
	return out
}

// profileFields are the JSON keys of Profile's own fields, which no
// section may take.
func profileFields() map[string]bool {
	out := map[string]bool{}
	for _, k := range profileFieldKeys() {
		out[k] = true
	}
	return out
}

// profileFieldKeys are the JSON keys of Profile's own fields, in the
// order they are declared (and written out).
func profileFieldKeys() []string {
	var out []string
	t := reflect.TypeOf(Profile{})
	for i := 0; i < t.NumField(); i++ {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

// Section returns the profile's section by its key, as its owner's New
// made it; nil when the profile and its ancestors have none.
func (p *Profile) Section(key string) any { return p.sections[key] }

// SetSection gives the profile a section value (nil removes it), as a
// what-if or a test changes a copy of a profile: the sections are
// copied first, so the profile it was copied from keeps its own.
func (p *Profile) SetSection(key string, v any) {
	if _, ok := lookupSection(key); !ok {
		panic(fmt.Sprintf("models: SetSection(%q): no such section", key))
	}
	sections := make(map[string]any, len(p.sections)+1)
	for k, s := range p.sections {
		sections[k] = s
	}
	if rv := reflect.ValueOf(v); v == nil || rv.Kind() == reflect.Pointer && rv.IsNil() {
		delete(sections, key)
	} else {
		sections[key] = v
	}
	p.sections = sections
}

// checkSections runs the Check of every section the profile has whose
// BoardOnly is board, in the order they were registered.
func (p *Profile) checkSections(board bool) error {
	for _, s := range sectionSpecs() {
		if s.BoardOnly != board || s.Check == nil || p.sections[s.Key] == nil {
			continue
		}
		if err := s.Check(p); err != nil {
			return err
		}
	}
	return nil
}

// sectionParams are the parameters the profile's sections add to its
// schema.
func (p *Profile) sectionParams() ([]ParamValue, error) {
	var out []ParamValue
	for _, s := range sectionSpecs() {
		if s.Params == nil || p.sections[s.Key] == nil {
			continue
		}
		ps, err := s.Params(p)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	return out, nil
}

// decodeSections decodes the sections of a profile's JSON object on top
// of the ones it inherited, and returns the object without them for the
// decoding of Profile's own fields. A section set to null is removed, as
// a null field is.
func (p *Profile) decodeSections(data []byte) ([]byte, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, jsonError(data, err)
	}
	found := false
	for key, raw := range fields {
		spec, ok := lookupSection(key)
		if !ok {
			continue
		}
		found = true
		delete(fields, key)
		if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
			delete(p.sections, key)
			continue
		}
		v := p.sections[key]
		if v == nil {
			v = spec.New()
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(v); err != nil {
			return nil, sectionError(key, raw, err)
		}
		if p.sections == nil {
			p.sections = map[string]any{}
		}
		p.sections[key] = v
	}
	if !found {
		return data, nil
	}
	return json.Marshal(fields)
}

// MarshalJSON writes the profile with its sections: each after the
// field its SectionSpec.After names (where the field would be if it
// were one of Profile's own), the others after Profile's own fields in
// key order, so that a profile written out reads back the same and a
// hash of it covers every section.
func (p Profile) MarshalJSON() ([]byte, error) {
	type plain Profile // without this method
	data, err := json.Marshal(plain(p))
	if err != nil || len(p.sections) == 0 {
		return data, err
	}
	fields, err := objectFields(data)
	if err != nil {
		return nil, err
	}
	out := bytes.NewBuffer(make([]byte, 0, len(data)+256))
	out.WriteByte('{')
	write := func(key string, raw []byte) {
		if out.Len() > 1 {
			out.WriteByte(',')
		}
		fmt.Fprintf(out, "%q:%s", key, raw)
	}
	for _, key := range keyOrder(p.sections) {
		if raw, ok := fields[key]; ok {
			write(key, raw)
			continue
		}
		if v, ok := p.sections[key]; ok {
			raw, err := json.Marshal(v)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", key, err)
			}
			write(key, raw)
		}
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// keyOrder is the order of a written-out profile's keys: Profile's own
// fields in declaration order, each followed by the sections placed
// after it, then the profile's other sections in key order.
func keyOrder(sections map[string]any) []string {
	registry.RLock()
	order := append([]string(nil), registry.keyOrder...)
	registry.RUnlock()
	if order == nil {
		order = profileFieldKeys()
	}
	placed := map[string]bool{}
	for _, k := range order {
		placed[k] = true
	}
	var rest []string
	for k := range sections {
		if !placed[k] {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	return append(order, rest...)
}

// objectFields splits a JSON object into its fields' raw values.
func objectFields(data []byte) (map[string]json.RawMessage, error) {
	out := map[string]json.RawMessage{}
	err := json.Unmarshal(data, &out)
	return out, err
}

// sectionError names where a section's JSON is wrong: a type error by
// the field's whole path ("field clock.sysclk.Field.shift", as for
// Profile's own fields), anything else after the section's key.
func sectionError(key string, raw []byte, err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		field := key
		if te.Field != "" {
			field += "." + te.Field
		}
		return fmt.Errorf("field %s: expected %s, got %s", field, te.Type, te.Value)
	}
	return fmt.Errorf("%s: %v", key, jsonError(raw, err))
}
