package chip

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"boardless/models"
)

// TestSectionsWrittenWhereTheFieldsWere: a profile written out puts the
// chip data where it was when it was models.Profile's fields (clock after
// flash, energy, accelerators and registers after estimated, in that
// order), before the memory models' sections, so that 'boards --format
// json' and the cache keys' profile are what they were.
func TestSectionsWrittenWhereTheFieldsWere(t *testing.T) {
	want := []string{"kind", "name", "inherits", "description", "core", "isa", "gcc_flags", "chip", "clock_hz", "max_clock_hz", "memory", "flash",
		"clock", "peripheral_ranges", "memory_model", "memory_name", "params", "sources", "link", "estimated",
		"energy", "accelerators", "registers"}
	for _, board := range []string{"nucleo-g071rb", "nucleo-h743zi2", "stm32mp135f-dk", "nrf52840-dk"} {
		p, err := models.LoadProfile(board)
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		keys := topLevelKeys(t, data)
		last := -1
		for _, k := range keys {
			i := slices.Index(want, k)
			if i < 0 {
				// A memory model's section: after every field.
				last = len(want)
				continue
			}
			if i <= last {
				t.Errorf("%s: key %q out of place in %v", board, k, keys)
			}
			last = i
		}
		if ClockOf(p) != nil && !slices.Contains(keys, "clock") || RegistersOf(p) != nil && !slices.Contains(keys, "registers") {
			t.Errorf("%s: a section is not written: %v", board, keys)
		}
	}
}

// topLevelKeys lists a JSON object's keys in the order they are written.
func topLevelKeys(t *testing.T, data []byte) []string {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

// TestChipSectionLoadErrors: what is wrong in a chip section is refused
// at load naming the field as when the sections were Profile's fields:
// a type error by its whole path, and the checks in the order they ran
// then (energy before registers on any profile; clock before
// accelerators on a board). A child's null removes its parent's section.
func TestChipSectionLoadErrors(t *testing.T) {
	for _, tt := range []struct{ json, want string }{
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "clock": {"sysclk": {"shift": "x"}}}`,
			"field clock.sysclk.Field.shift: expected uint, got string"},
		{`{"kind": "board", "name": "b", "inherits": "nucleo-g071rb", "clock": 5}`,
			"field clock: expected chip.ClockTree, got number"},
		{`{"kind": "chip", "name": "b", "inherits": "cortex-m0plus", "energy": {"vdd_v": -1}, "registers": {"uart_kind": "x"}}`,
			"energy.vdd_v: -1 is not a positive voltage"},
		{`{"kind": "board", "name": "b", "inherits": "stm32mp135f-dk", "clock": {"entry": "later"}, "accelerators": {"blocks": [{"kind": "aes"}]}}`,
			`clock.entry: "later" is not reset, board or fixed`},
		{`{"kind": "board", "name": "b", "inherits": "stm32mp135f-dk", "accelerators": {"blocks": [{"kind": "aes"}]}}`,
			`accelerators.blocks[0].kind: "aes" is not hash, cryp or pka`},
	} {
		file := filepath.Join(t.TempDir(), "b.json")
		os.WriteFile(file, []byte(tt.json), 0o644)
		_, err := models.LoadProfileFile(file)
		if err == nil || !strings.HasSuffix(err.Error(), "b.json: "+tt.want) {
			t.Errorf("%s\n  err = %v\n want %q", tt.json, err, tt.want)
		}
	}
	file := filepath.Join(t.TempDir(), "b.json")
	os.WriteFile(file, []byte(`{"kind": "board", "name": "b", "inherits": "nucleo-h743zi2", "energy": null, "registers": null}`), 0o644)
	p, err := models.LoadProfileFile(file)
	if err != nil || EnergyOf(p) != nil || RegistersOf(p) != nil || ClockOf(p) == nil {
		t.Errorf("null sections: %v; energy %v registers %v clock %v", err, EnergyOf(p), RegistersOf(p), ClockOf(p))
	}
}

// TestSetSectionOnACopy: a what-if that takes a copy of a board and
// changes its chip data leaves the board it copied as it was.
func TestSetSectionOnACopy(t *testing.T) {
	p, err := models.LoadProfile("nucleo-h743zi2")
	if err != nil || EnergyOf(p) == nil {
		t.Fatalf("%v, energy %v", err, EnergyOf(p))
	}
	q := *p
	SetEnergy(&q, nil)
	SetClock(&q, &ClockTree{Entry: "board"})
	if EnergyOf(&q) != nil || ClockOf(&q).Entry != "board" {
		t.Errorf("copy: energy %v, clock %+v", EnergyOf(&q), ClockOf(&q))
	}
	if EnergyOf(p) == nil || ClockOf(p) == nil || ClockOf(p).Entry == "board" {
		t.Errorf("the original changed: energy %v, clock %+v", EnergyOf(p), ClockOf(p))
	}
}
