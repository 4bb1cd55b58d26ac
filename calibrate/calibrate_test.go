package calibrate

import (
	"errors"
	"math"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"boardless/elfimg"
	kit "boardless/internal/kitbuild"
	"boardless/models"
	"boardless/sim"
)

func TestParseCSVErrors(t *testing.T) {
	for _, c := range []struct{ in, where, msg string }{
		{"name,cycles\nfoo 12\n", "m.csv:2:7", "no comma"},
		{"foo,12\nbar,\n", "m.csv:2:5", "missing cycle count"},
		{"foo,12\nbar, x1\n", "m.csv:2:6", "not a non-negative integer"},
		{"foo,-3\n", "m.csv:1:5", "not a non-negative integer"},
		{"foo,3,4\n", "m.csv:1:6", "extra field"},
		{"fo o,3\n", "m.csv:1:3", "invalid character"},
		{"# c\n\nfoo,3\r\nfoo,4\r\n", "m.csv:4:1", "measured twice"},
		{"foo,3\nname,cycles\n", "m.csv:2:1", "header"},
		{"  ,3\n", "m.csv:1:3", "empty benchmark name"},
		{"foo,0\n", "m.csv:1:5", "cycle count 0"},
		{"# only comments\n", "m.csv:1:1", "no measurements"},
	} {
		_, err := ParseCSV("m.csv", strings.NewReader(c.in))
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: error %v, want a ParseError", c.in, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), c.where+": ") || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: %v, want %s: ...%s...", c.in, err, c.where, c.msg)
		}
	}
	ms, err := ParseCSV("m.csv", strings.NewReader("# kit\r\nname,cycles\r\n a ,5\r\nb,7\n"))
	if err != nil || len(ms) != 2 || ms[0].Name != "a" || ms[1].Cycles != 7 || ms[1].Line != 4 {
		t.Fatalf("good file: %+v %v", ms, err)
	}
}

func simulator(t *testing.T, board string) *Simulator {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	img, err := elfimg.ReadELF(kit.Image(t, board))
	if err != nil {
		t.Fatal(err)
	}
	return &Simulator{Board: p, Image: img, Simulate: func(b *models.Profile, pin map[string]float64) (string, error) {
		res, err := sim.RunFirmware(b, img, sim.FirmwareOptions{Options: sim.Options{WhatIf: sim.WhatIf{Params: pin}}})
		if err != nil {
			return "", err
		}
		return res.Output, nil
	}}
}

// synthetic measures the kit with changed values, plus multiplicative
// noise of up to +-noise (uniform, fixed seed).
func synthetic(t *testing.T, s *Simulator, vals map[string]float64, noise float64) []Measurement {
	t.Helper()
	out, err := s.Run(vals)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var names []string
	for n := range out {
		names = append(names, n)
	}
	sort.Strings(names)
	var ms []Measurement
	for i, n := range names {
		v := math.Round(out[n] * (1 + noise*(2*rng.Float64()-1)))
		ms = append(ms, Measurement{Name: n, Cycles: max(v, 1), Line: i + 2})
	}
	return ms
}

// Recovery: measurements made by boardless itself with changed parameter
// values and +-0.5% noise are fitted back. Tolerances: whole-number
// parameters exactly; ddr_overhead_ns within 3 ns (one CPU cycle at
// 650 MHz is 1.54 ns, and the noise blurs about two).
func TestSyntheticRecovery(t *testing.T) {
	for _, c := range []struct {
		board string
		truth map[string]float64
		tol   map[string]float64
	}{
		{"nucleo-g071rb", map[string]float64{FlashWS: 3}, map[string]float64{FlashWS: 0}},
		{"nucleo-f091rc", map[string]float64{FlashWS: 0}, map[string]float64{FlashWS: 0}},
		{"nucleo-wba52cg", map[string]float64{"div_cycles": 10, "pc_load_extra": 2, FlashWS: 4}, map[string]float64{"div_cycles": 0, "pc_load_extra": 0, FlashWS: 0}},
		{"stm32mp135f-dk", map[string]float64{"l2_hit_cycles": 14, "ddr_overhead_ns": 95}, map[string]float64{"l2_hit_cycles": 0, "ddr_overhead_ns": 3}},
	} {
		t.Run(c.board, func(t *testing.T) {
			s := simulator(t, c.board)
			meas := synthetic(t, s, c.truth, 0.005)
			var fit []string
			for k := range c.truth {
				fit = append(fit, k)
			}
			sort.Strings(fit)
			f, err := Calibrate(s, meas, fit)
			if err != nil {
				t.Fatal(err)
			}
			for k, want := range c.truth {
				if got := f.After[k]; math.Abs(got-want) > c.tol[k] {
					t.Errorf("%s = %g, want %g +- %g", k, got, want, c.tol[k])
				}
			}
			if f.RMSAfter > 0.6 {
				t.Errorf("RMS error after the fit %.2f%%, want within the noise", f.RMSAfter)
			}
			if math.IsNaN(f.LOO) || f.RMSAfter > f.RMSBefore+1e-9 {
				t.Errorf("LOO %v, RMS before %.3f after %.3f", f.LOO, f.RMSBefore, f.RMSAfter)
			}
			// The profile loads and carries the values.
			data, err := f.Profile(s.Board, c.board+"-cal", "test")
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(data), `"inherits": "`+c.board+`"`) {
				t.Errorf("profile does not inherit the board:\n%s", data)
			}
		})
	}
}

// Only complete measurements of the same binary are fitted.
func TestSameBinaryOnly(t *testing.T) {
	s := simulator(t, "nucleo-g071rb")
	meas := synthetic(t, s, map[string]float64{FlashWS: 2}, 0)
	_, err := Calibrate(s, append(meas, Measurement{Name: "sha256_fast", Cycles: 100, Line: 99}), []string{FlashWS})
	if err == nil || !strings.Contains(err.Error(), "same binary") || !strings.Contains(err.Error(), "line 99") {
		t.Errorf("extra benchmark: %v", err)
	}
	_, err = Calibrate(s, meas[1:], []string{FlashWS})
	if err == nil || !strings.Contains(err.Error(), "lack") {
		t.Errorf("missing benchmark: %v", err)
	}
	_, err = Calibrate(s, meas, []string{"div_cycles"})
	if err == nil || !strings.Contains(err.Error(), "not a fittable parameter") {
		t.Errorf("M33 parameter on an M0+: %v", err)
	}
}
