package calibrate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"gonum.org/v1/gonum/optimize"

	"boardless/elfimg"
	"boardless/models"
	_ "boardless/models/all"
	"boardless/models/chip"
)

// Param is a fittable parameter: its bounds, whether it is a whole
// number (the model rounds it), and its value on the board.
type Param struct {
	Name     string
	Min, Max float64
	Integer  bool
	Unit     string
	Value    float64 // the board's current value
}

// FlashWS is the flash wait-state parameter of the STM32 flash model.
// During the fit a candidate pins the wait states (ignoring
// FLASH_ACR.LATENCY). The fitted value is a check, never written to the
// profile: the wait states are the chip's rule (its table by clock, the
// LATENCY the firmware sets), which one fixed number would replace at
// every clock (ChipRules). Whole numbers: fitted by enumeration.
const FlashWS = "flash_wait_states"

// Params returns the parameters that can be fitted on a board: the
// fittable ones of its models' schema, with the schema's bounds and the
// board's values.
func Params(board *models.Profile) ([]Param, error) {
	ps, err := board.ResolveParams(nil)
	if err != nil {
		return nil, err
	}
	var out []Param
	for _, p := range ps {
		if p.Fittable {
			out = append(out, Param{Name: p.Name, Min: p.Min, Max: p.Max, Integer: p.Integer, Unit: p.Unit, Value: p.Value})
		}
	}
	return out, nil
}

// DefaultFit names the parameters fitted when none are given: the core's
// choice (models.CoreSpec.DefaultFit).
func DefaultFit(board *models.Profile) []string {
	spec, err := models.LookupCore(board.Core)
	if err != nil {
		return nil
	}
	return spec.DefaultFit
}

// RunFunc runs the calibration image on a board with parameter values
// set over the board's (the caller's simulator, in firmware mode) and
// returns what the firmware printed.
type RunFunc func(board *models.Profile, params map[string]float64) (output string, err error)

// Simulator runs the image on the board with parameter values and
// returns each benchmark's cycles, caching runs by value.
type Simulator struct {
	Board    *models.Profile
	Image    *elfimg.Image
	Simulate RunFunc
	cache    map[string]map[string]float64
	Runs     int
}

// Apply returns a copy of the board with the parameter values set in its
// params, but for the flash wait states, which it returns (nil: follow
// FLASH_ACR) to be pinned at run time.
func Apply(board *models.Profile, vals map[string]float64) (*models.Profile, *int) {
	p := *board
	p.Params = map[string]models.Param{}
	for k, v := range board.Params {
		p.Params[k] = v
	}
	var ws *int
	for k, v := range vals {
		if k == FlashWS {
			n := int(math.Round(v))
			ws = &n
			continue
		}
		old := p.Params[k]
		old.Value = v
		p.Params[k] = old
	}
	return &p, ws
}

func key(vals map[string]float64) string {
	ks := make([]string, 0, len(vals))
	for k := range vals {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var b strings.Builder
	for _, k := range ks {
		fmt.Fprintf(&b, "%s=%g;", k, vals[k])
	}
	return b.String()
}

// Run simulates the image with the values and parses its CSV output.
func (s *Simulator) Run(vals map[string]float64) (map[string]float64, error) {
	k := key(vals)
	if r, ok := s.cache[k]; ok {
		return r, nil
	}
	board, ws := Apply(s.Board, vals)
	pin := map[string]float64{}
	if ws != nil {
		pin[FlashWS] = float64(*ws)
	}
	output, err := s.Simulate(board, pin)
	if err != nil {
		return nil, fmt.Errorf("simulating %s with %s: %w", s.Image.Name, k, err)
	}
	ms, err := ParseCSV(s.Image.Name+" (simulated output)", strings.NewReader(output))
	if err != nil {
		return nil, err
	}
	out := map[string]float64{}
	for _, m := range ms {
		out[m.Name] = m.Cycles
	}
	if s.cache == nil {
		s.cache = map[string]map[string]float64{}
	}
	s.cache[k] = out
	s.Runs++
	return out, nil
}

// Fit is the outcome of a calibration.
type Fit struct {
	Params      []Param            // the fitted ones, with Value = the board's
	Before      map[string]float64 // the board's values
	After       map[string]float64 // the fitted values
	Rows        []Row
	RMSBefore   float64 // RMS relative error, %
	RMSAfter    float64
	LOO         float64 // leave-one-out: mean |error| % of each held-out benchmark
	LOORows     map[string]float64
	Simulations int
}

// Row is one benchmark of the residual table.
type Row struct {
	Name                    string
	Measured, Before, After float64
	ErrBefore, ErrAfter     float64 // %
}

// Calibrate fits the named parameters of the board to the measurements
// of the image.
func Calibrate(sim *Simulator, meas []Measurement, fit []string) (*Fit, error) {
	all, err := Params(sim.Board)
	if err != nil {
		return nil, err
	}
	byName := map[string]Param{}
	var names []string
	for _, p := range all {
		byName[p.Name] = p
		names = append(names, p.Name)
	}
	var ps []Param
	for _, n := range fit {
		p, ok := byName[n]
		if !ok {
			return nil, fmt.Errorf("--fit %s: not a fittable parameter of %s (%s core); fittable: %s", n, sim.Board.Name, sim.Board.Core, strings.Join(names, ", "))
		}
		for _, q := range ps {
			if q.Name == n {
				return nil, fmt.Errorf("--fit %s: named twice", n)
			}
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("no parameters to fit")
	}
	before := map[string]float64{}
	for _, p := range ps {
		before[p.Name] = p.Value
	}
	base, err := sim.Run(before)
	if err != nil {
		return nil, err
	}
	if err := sameBinary(sim.Image.Name, meas, base); err != nil {
		return nil, err
	}
	after, err := minimize(sim, ps, meas, before, false)
	if err != nil {
		return nil, err
	}
	pred, err := sim.Run(after)
	if err != nil {
		return nil, err
	}
	f := &Fit{Params: ps, Before: before, After: after, LOORows: map[string]float64{}}
	var sb, sa float64
	for _, m := range meas {
		r := Row{Name: m.Name, Measured: m.Cycles, Before: base[m.Name], After: pred[m.Name]}
		r.ErrBefore = 100 * (r.Before - m.Cycles) / m.Cycles
		r.ErrAfter = 100 * (r.After - m.Cycles) / m.Cycles
		sb += r.ErrBefore * r.ErrBefore
		sa += r.ErrAfter * r.ErrAfter
		f.Rows = append(f.Rows, r)
	}
	f.RMSBefore, f.RMSAfter = math.Sqrt(sb/float64(len(meas))), math.Sqrt(sa/float64(len(meas)))
	// Leave one out: fit without benchmark i, predict it.
	if len(meas) >= 3 {
		var tot float64
		for i := range meas {
			rest := append(append([]Measurement(nil), meas[:i]...), meas[i+1:]...)
			v, err := minimize(sim, ps, rest, after, true)
			if err != nil {
				return nil, err
			}
			p, err := sim.Run(v)
			if err != nil {
				return nil, err
			}
			e := 100 * (p[meas[i].Name] - meas[i].Cycles) / meas[i].Cycles
			f.LOORows[meas[i].Name] = e
			tot += math.Abs(e)
		}
		f.LOO = tot / float64(len(meas))
	} else {
		f.LOO = math.NaN()
	}
	f.Simulations = sim.Runs
	return f, nil
}

// sameBinary checks that the measured file is the output of this image:
// the same benchmark names, no more and no fewer.
func sameBinary(image string, meas []Measurement, sim map[string]float64) error {
	have := map[string]bool{}
	for _, m := range meas {
		if _, ok := sim[m.Name]; !ok {
			return fmt.Errorf("measured benchmark %q (line %d) is not printed by %s: only measurements of the same binary can be fitted", m.Name, m.Line, image)
		}
		have[m.Name] = true
	}
	var missing []string
	for n := range sim {
		if !have[n] {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return fmt.Errorf("the measurements lack %s, which %s prints: only a complete capture of the same binary can be fitted", strings.Join(missing, ", "), image)
	}
	return nil
}

// objective is the sum of squared relative errors.
func objective(pred map[string]float64, meas []Measurement) float64 {
	var s float64
	for _, m := range meas {
		e := (pred[m.Name] - m.Cycles) / m.Cycles
		s += e * e
	}
	return s
}

// minimize fits ps to meas from start. Whole-number parameters whose
// grid has at most 256 points in all are enumerated; otherwise
// Nelder-Mead (gonum/optimize) runs on coordinates scaled to [0, 1],
// evaluating at the clamped (and rounded) point plus a quadratic penalty
// outside the bounds, and whole-number parameters are polished by a
// +-1 coordinate search.
func minimize(sim *Simulator, ps []Param, meas []Measurement, start map[string]float64, refine bool) (map[string]float64, error) {
	var runErr error
	eval := func(v map[string]float64) float64 {
		if runErr != nil {
			return math.Inf(1)
		}
		pred, err := sim.Run(v)
		if err != nil {
			runErr = err
			return math.Inf(1)
		}
		return objective(pred, meas)
	}
	grid := 1.0
	allInt := true
	for _, p := range ps {
		allInt = allInt && p.Integer
		grid *= p.Max - p.Min + 1
	}
	if allInt && grid <= 256 {
		best, bestV := math.Inf(1), map[string]float64(nil)
		var rec func(i int, cur map[string]float64)
		rec = func(i int, cur map[string]float64) {
			if i == len(ps) {
				if f := eval(cur); f < best {
					best, bestV = f, copyMap(cur)
				}
				return
			}
			for v := ps[i].Min; v <= ps[i].Max; v++ {
				cur[ps[i].Name] = v
				rec(i+1, cur)
			}
		}
		rec(0, map[string]float64{})
		return bestV, runErr
	}
	toVals := func(x []float64) (map[string]float64, float64) {
		v := map[string]float64{}
		pen := 0.0
		for i, p := range ps {
			u := x[i]
			if u < 0 {
				pen += u * u
				u = 0
			}
			if u > 1 {
				pen += (u - 1) * (u - 1)
				u = 1
			}
			val := p.Min + u*(p.Max-p.Min)
			if p.Integer {
				val = math.Round(val)
			} else {
				// A grid of 1/1000 of the range: finer than the models
				// resolve (ns become whole cycles), and runs get reused.
				q := (p.Max - p.Min) / 1000
				val = p.Min + math.Round((val-p.Min)/q)*q
			}
			v[p.Name] = val
		}
		return v, pen
	}
	x0 := make([]float64, len(ps))
	for i, p := range ps {
		x0[i] = (clamp(start[p.Name], p.Min, p.Max) - p.Min) / (p.Max - p.Min)
	}
	prob := optimize.Problem{Func: func(x []float64) float64 {
		v, pen := toVals(x)
		return eval(v) + pen
	}}
	// A refit (leave-one-out) starts at the full fit's optimum: a small
	// simplex and fewer evaluations.
	size, evals := 0.25, 300
	if refine {
		size, evals = 0.05, 60
	}
	nm := &optimize.NelderMead{SimplexSize: size}
	res, err := optimize.Minimize(prob, x0, &optimize.Settings{FuncEvaluations: evals, Converger: &optimize.FunctionConverge{Absolute: 1e-10, Iterations: 20}}, nm)
	if runErr != nil {
		return nil, runErr
	}
	x := x0
	if err == nil || res != nil {
		x = res.X
	}
	best, _ := toVals(x)
	bestF := eval(best)
	for improved := true; improved; {
		improved = false
		for _, p := range ps {
			if !p.Integer {
				continue
			}
			for _, d := range []float64{-1, 1} {
				c := copyMap(best)
				c[p.Name] = clamp(c[p.Name]+d, p.Min, p.Max)
				if f := eval(c); f < bestF-1e-15 {
					best, bestF, improved = c, f, true
				}
			}
		}
	}
	return best, runErr
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

func copyMap(m map[string]float64) map[string]float64 {
	o := make(map[string]float64, len(m))
	for k, v := range m {
		o[k] = v
	}
	return o
}

// Profile returns a board profile file that inherits the board and sets
// the fitted values; models.LoadProfileFile (--board-file) accepts it.
func (f *Fit) Profile(board *models.Profile, name, source string) ([]byte, error) {
	out := struct {
		Kind        string                  `json:"kind"`
		Name        string                  `json:"name"`
		Inherits    string                  `json:"inherits"`
		Description string                  `json:"description"`
		Params      map[string]models.Param `json:"params,omitempty"`
	}{Kind: "board", Name: name, Inherits: board.Name,
		Description: fmt.Sprintf("%s calibrated by boardless calibrate (%s)", board.Name, source)}
	for _, p := range f.Params {
		v := f.After[p.Name]
		if p.Name == FlashWS {
			continue // the chip's rule stays (ChipRules reports the fit)
		}
		if out.Params == nil {
			out.Params = map[string]models.Param{}
		}
		out.Params[p.Name] = models.Param{Value: v, Unit: p.Unit,
			Source: fmt.Sprintf("fitted by boardless calibrate to %s; was %g; leave-one-out error %.2f%%", source, f.Before[p.Name], f.LOO)}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ChipRules says, per fitted parameter the profile does not take, what
// the fit found against the chip's rules: the flash wait states are the
// chip's table at the clock (and FLASH_ACR.LATENCY in firmware mode), so
// a fitted count is compared with them and with the LATENCY values the
// chip has, and reported; it is never written.
func (f *Fit) ChipRules(board *models.Profile) []string {
	var out []string
	for _, p := range f.Params {
		if p.Name != FlashWS {
			continue
		}
		n := int(math.Round(f.After[p.Name]))
		table := board.FlashWaitStates()
		at := fmt.Sprintf("%g MHz", float64(board.ClockHz)/1e6)
		clock := chip.ClockOf(board)
		switch {
		case clock != nil && clock.LatencyMax > 0 && n > clock.LatencyMax:
			out = append(out, fmt.Sprintf("%s: the measurements fit %d, which %s does not have (FLASH_ACR.LATENCY 0..%d): not written; the difference lies in another parameter or in what the model leaves out", FlashWS, n, board.Chip, clock.LatencyMax))
		case n != table:
			out = append(out, fmt.Sprintf("%s: the measurements fit %d, the chip's table gives %d at %s: not written (the wait states stay the chip's rule, by clock); the difference lies in another parameter or in what the model leaves out", FlashWS, n, table, at))
		default:
			out = append(out, fmt.Sprintf("%s: the measurements fit %d, as the chip's table gives at %s: nothing to write", FlashWS, n, at))
		}
	}
	return out
}
