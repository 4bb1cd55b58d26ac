package sim_test

import (
	"fmt"
	"math"
	"os"
	"testing"

	"boardless/sim"
)

// fp64Boards are the boards whose core has FPv5-D16, double precision.
var fp64Boards = []string{"nucleo-h743zi2", "nucleo-f767zi"}

// fp64Flags build testdata/fp64/fp64.c for them.
var fp64Flags = []string{"-mcpu=cortex-m7", "-mthumb", "-mfpu=fpv5-d16", "-mfloat-abi=hard", "-fno-math-errno", "-ffp-contract=off"}

// The data cases: zero of both signs, negative, subnormal (the smallest
// and the largest), the largest finite, both infinities, a quiet NaN,
// and fractions no binary float holds exactly.
var fp64Data = []float64{0, math.Copysign(0, -1), 1, -2.5, 0.1, 1.0 / 3, -7e300, 5e-324, 2.2250738585072009e-308,
	math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(), 1e16 + 1, 2.5, -0.5}

// fp64Ops are the functions of fp64.c with the host's result (Go's
// float64 is IEEE 754 binary64, round to nearest even, as FPSCR's reset
// value selects on the M7: RMode 0, FZ 0, DN 0).
var fp64Ops = []struct {
	fn    string
	arity int
	want  func(a, b, c float64) float64
}{
	{"add", 2, func(a, b, _ float64) float64 { return a + b }},
	{"sub", 2, func(a, b, _ float64) float64 { return a - b }},
	{"mul", 2, func(a, b, _ float64) float64 { return a * b }},
	{"div", 2, func(a, b, _ float64) float64 { return a / b }},
	{"root", 1, func(a, _, _ float64) float64 { return math.Sqrt(a) }},
	{"fused", 3, func(a, b, c float64) float64 { return math.FMA(a, b, c) }},
	{"neg", 1, func(a, _, _ float64) float64 { return -a }},
	{"absolute", 1, func(a, _, _ float64) float64 { return math.Abs(a) }},
	{"maxnum", 2, func(a, b, _ float64) float64 { return maxNum(a, b) }},
	{"truncate", 1, func(a, _, _ float64) float64 { return math.Trunc(a) }},
	{"nearest_away", 1, func(a, _, _ float64) float64 { return math.Round(a) }},
}

// fp64Conversions are fp64.c's conversions and its comparison, with
// the host's result. Out of range and NaN, a conversion to an integer
// saturates and NaN gives 0 (Arm ARM, FPToFixed, VCVT with round
// towards zero); Go leaves those implementation-defined, so they are
// written out here.
var fp64Conversions = []struct {
	fn, arg, ret string
	want         func(x float64) any
}{
	{"to_int", "f64", "i32", func(x float64) any { return int64(saturate(x, math.MinInt32, math.MaxInt32)) }},
	{"to_uint", "f64", "u32", func(x float64) any { return uint64(saturate(x, 0, math.MaxUint32)) }},
	{"from_int", "i32", "f64", func(x float64) any { return float64(int32(saturate(x, math.MinInt32, math.MaxInt32))) }},
	{"from_uint", "u32", "f64", func(x float64) any { return float64(uint32(saturate(x, 0, math.MaxUint32))) }},
	{"to_float", "f64", "f32", func(x float64) any { return float64(float32(x)) }},
	{"from_float", "f32", "f64", func(x float64) any { return float64(float32(x)) }},
}

// saturate is x rounded towards zero and clamped to [lo, hi]; NaN is 0.
func saturate(x, lo, hi float64) int64 {
	switch {
	case math.IsNaN(x):
		return 0
	case x <= lo:
		return int64(lo)
	case x >= hi:
		return int64(hi)
	}
	return int64(math.Trunc(x))
}

// maxNum is IEEE 754-2008 maxNum, which VMAXNM implements: a quiet NaN
// operand loses to a number; +0 is larger than -0.
func maxNum(a, b float64) float64 {
	switch {
	case math.IsNaN(a):
		return b
	case math.IsNaN(b):
		return a
	case a == 0 && b == 0:
		if math.Signbit(a) {
			return b
		}
		return a
	}
	return math.Max(a, b)
}

// TestDoublePrecisionM7: every double-precision operation of fp64.c, on
// every data case (pairs and triples for the two- and three-operand
// ones), returns on both M7 boards the host's IEEE result, bit for bit
// (any NaN for a NaN: the payload is the FPU's own). Before each core
// ran as Unicorn's own model (MT-H1), the M7 was an M33, without double
// precision: every one stopped as an undefined instruction.
//
// Timing is not checked here: the M7 model's f64 classes (MT-E10, e.g.
// vdiv.f64 by a zero operand against a normal one) are for a cycle test
// beside this one, on the same program (each function is one operation,
// series a dependent loop of all of them; s.Invoke(...).First.Cycles).
func TestDoublePrecisionM7(t *testing.T) {
	src, err := os.ReadFile("testdata/fp64/fp64.c")
	if err != nil {
		t.Fatal(err)
	}
	for _, board := range fp64Boards {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "fp64.c", string(src), fp64Flags...), sim.Options{})
			for _, c := range fp64Conversions {
				for _, x := range fp64Data {
					want := c.want(x)
					got, err := convert(s, c.fn, c.arg, c.ret, x)
					if err != nil {
						t.Fatalf("%s(%v): %v", c.fn, x, err)
					}
					if g, ok := got.(float64); ok && !sameFloat(g, want.(float64)) || !ok && got != want {
						t.Errorf("%s(%v) = %v, want %v", c.fn, x, got, want)
					}
				}
			}
			for _, args := range fp64Cases(2) {
				a, b := args[0], args[1]
				got, err := convert(s, "less", "f64", "i32", a, b)
				want := int64(0)
				if a < b { // false when either is NaN: VCMPE's flags read "unordered"
					want = 1
				}
				if err != nil || got != want {
					t.Errorf("less(%v, %v) = %v, %v; want %v", a, b, got, err, a < b)
				}
			}
			for _, op := range fp64Ops {
				for _, args := range fp64Cases(op.arity) {
					want := op.want(args[0], args[1], args[2])
					got, err := callF64(s, op.fn, args[:op.arity])
					if err != nil {
						t.Fatalf("%s%v: %v", op.fn, args[:op.arity], err)
					}
					if !sameFloat(got, want) {
						t.Errorf("%s%v = %v (%#x), want %v (%#x)", op.fn, args[:op.arity], got, math.Float64bits(got), want, math.Float64bits(want))
					}
				}
			}
		})
	}
}

// fp64Cases are the data cases as argument tuples: each alone, every
// pair, and each pair with a third operand from a short list.
func fp64Cases(arity int) [][3]float64 {
	var out [][3]float64
	for i, a := range fp64Data {
		if arity == 1 {
			out = append(out, [3]float64{a})
			continue
		}
		for j, b := range fp64Data {
			if arity == 2 {
				out = append(out, [3]float64{a, b})
				continue
			}
			if (i+j)%3 == 0 {
				for _, c := range []float64{0, -1, 1e-310, math.Inf(1)} {
					out = append(out, [3]float64{a, b, c})
				}
			}
		}
	}
	return out
}

func sameFloat(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	return math.Float64bits(a) == math.Float64bits(b)
}

func f64Arg(x float64) sim.Arg {
	return sim.Arg{Spec: fmt.Sprintf("f64:%v", x), Type: "f64", Bits: math.Float64bits(x)}
}

// convert calls fn with arguments of type arg (the integers and floats
// from x) and reads its result as ret: an int64, uint64 or float64.
func convert(s *sim.Session, fn, arg, ret string, xs ...float64) (any, error) {
	var as []sim.Arg
	for _, x := range xs {
		switch arg {
		case "f64":
			as = append(as, f64Arg(x))
		case "f32":
			as = append(as, sim.Arg{Spec: fmt.Sprintf("f32:%v", x), Type: "f32", Bits: uint64(math.Float32bits(float32(x)))})
		case "i32":
			v := uint32(int32(saturate(x, math.MinInt32, math.MaxInt32)))
			as = append(as, sim.Arg{Spec: fmt.Sprint(int32(v)), Int: v})
		case "u32":
			v := uint32(saturate(x, 0, math.MaxUint32))
			as = append(as, sim.Arg{Spec: fmt.Sprint(v), Int: v})
		}
	}
	out, err := s.Invoke(fn, as, sim.CallSpec{Ret: ret})
	if err != nil {
		return nil, err
	}
	if ret == "f32" || ret == "f64" {
		return valueFloat(out.Value)
	}
	return out.Value.Value, nil
}

// callF64 calls fn with double arguments and reads its double result.
func callF64(s *sim.Session, fn string, args []float64) (float64, error) {
	var as []sim.Arg
	for _, x := range args {
		as = append(as, f64Arg(x))
	}
	out, err := s.Invoke(fn, as, sim.CallSpec{Ret: "f64"})
	if err != nil {
		return 0, err
	}
	return valueFloat(out.Value)
}

// valueFloat is a returned float: a number, or NaN/±Inf by name.
func valueFloat(v sim.Value) (float64, error) {
	switch x := v.Value.(type) {
	case float64:
		return x, nil
	case string:
		switch x {
		case "NaN":
			return math.NaN(), nil
		case "+Inf":
			return math.Inf(1), nil
		case "-Inf":
			return math.Inf(-1), nil
		}
	}
	return 0, fmt.Errorf("return value %v (%T) is not a float", v.Value, v.Value)
}

// TestDoublePrecisionM7Cycles: the M7's double-precision timing follows
// the operands, as MT-E10 measured it on an STM32H743 (jnk0le,
// "fpu (double precision)"): vdiv.f64 takes 30 cycles, 2 when an
// operand is zero. fp64.c's div is `vdiv.f64 d0, d0, d1; bx lr`, and
// the call ends when d0 is ready, so with a normal operand the return
// waits 30 - 2 = 28 cycles more for the divide (stall "fp-latency"):
// derivation per call, warm: the same fetch and the same mispredicted
// return in both, so the fp-latency stalls differ by exactly 28 and the
// totals by at least that (the model may also lose the pair of bx lr
// beside the longer divide: that is pairing, not the divide's cost).
// A zero dividend and a zero divisor are each checked on both M7 boards.
func TestDoublePrecisionM7Cycles(t *testing.T) {
	src, err := os.ReadFile("testdata/fp64/fp64.c")
	if err != nil {
		t.Fatal(err)
	}
	call := func(s *sim.Session, fn string, args ...float64) *sim.Outcome {
		t.Helper()
		var as []sim.Arg
		for _, x := range args {
			as = append(as, f64Arg(x))
		}
		s.Invoke(fn, as, sim.CallSpec{Ret: "f64"}) // warm: caches, predictor
		out, err := s.Invoke(fn, as, sim.CallSpec{Ret: "f64"})
		if err != nil {
			t.Fatalf("%s%v: %v", fn, args, err)
		}
		return out
	}
	for _, board := range fp64Boards {
		t.Run(board, func(t *testing.T) {
			s := openOwn(t, board, buildOwn(t, board, "fp64.c", string(src), fp64Flags...), sim.Options{})
			normal := call(s, "div", 1, 3).First
			for _, zero := range [][]float64{{0, 3}, {1, 0}} {
				got := call(s, "div", zero...).First
				if d := normal.Stalls["fp-latency"] - got.Stalls["fp-latency"]; d != 28 || normal.Cycles < got.Cycles+28 {
					t.Errorf("div%v: %d cycles (fp-latency %d), div(1, 3) %d (fp-latency %d): want the divide 28 cycles shorter (vdiv.f64 30 vs 2 with a zero operand, MT-E10)",
						zero, got.Cycles, got.Stalls["fp-latency"], normal.Cycles, normal.Stalls["fp-latency"])
				}
			}
		})
	}
}
