package sim

import (
	"boardless/internal/seedrand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
)

// Arg is one AAPCS argument as the user wrote it: an integer, a typed
// scalar (i64:, u64:, f32:, f64:), or a buffer placed in RAM whose
// address is passed.
type Arg struct {
	Spec  string
	Int   uint32
	IsBuf bool
	Data  []byte
	// Type is the scalar's type when the spec named one ("i32", "u32",
	// "i64", "u64", "f32", "f64"), "real" for a plain number with a
	// fraction or exponent (its type comes from the DWARF prototype),
	// "" for a plain integer or a buffer.
	Type string
	// Bits holds a typed scalar: a 64-bit integer, a float's IEEE bits
	// (f32 in the low 32), or a real's float64 bits.
	Bits uint64
}

// maxArgBuffer bounds buf:N and rand:N; no board's RAM is larger.
const maxArgBuffer = 64 << 20

// ParseArg parses one --arg: 1000, 0x20, -1, buf:N, rand:N, hex:00ff..,
// file:PATH. rand:N draws from rng.
func ParseArg(spec string, rng *rand.Rand) (Arg, error) {
	kind, val, hasColon := strings.Cut(spec, ":")
	if !hasColon {
		v, err := parseInt(spec)
		if err == nil {
			return Arg{Spec: spec, Int: v}, nil
		}
		if err == errOutOfRange {
			return Arg{}, fmt.Errorf("--arg %q: %v", spec, err)
		}
		if f, err := strconv.ParseFloat(spec, 64); err == nil && looksReal(spec) {
			return Arg{Spec: spec, Type: "real", Bits: math.Float64bits(f)}, nil
		}
		return Arg{}, fmt.Errorf("--arg %q: not a number, and not TYPE:VALUE (i32, u32, i64, u64, f32, f64), buf:N, rand:N, hex:BYTES or file:PATH", spec)
	}
	if a, ok, err := parseTyped(spec, kind, val); ok {
		return a, err
	}
	a := Arg{Spec: spec, IsBuf: true}
	switch kind {
	case "buf", "rand":
		n, err := strconv.ParseUint(val, 0, 64)
		if err != nil || n > maxArgBuffer {
			return Arg{}, fmt.Errorf("--arg %q: %s:N needs a byte count from 0 to %d", spec, kind, maxArgBuffer)
		}
		a.Data = make([]byte, n)
		if kind == "rand" {
			for i := range a.Data {
				a.Data[i] = byte(rng.Uint32())
			}
		}
	case "hex":
		b, err := hex.DecodeString(strings.ReplaceAll(val, " ", ""))
		if err != nil {
			return Arg{}, fmt.Errorf("--arg %q: bad hex bytes: %v", spec, err)
		}
		a.Data = b
	case "file":
		b, err := readFileMax(val, maxArgBuffer)
		if err != nil {
			return Arg{}, fmt.Errorf("--arg %q: %v", spec, err)
		}
		if len(b) > maxArgBuffer {
			return Arg{}, fmt.Errorf("--arg %q: file larger than %d bytes", spec, maxArgBuffer)
		}
		a.Data = b
	default:
		return Arg{}, fmt.Errorf("--arg %q: unknown kind %q (use i32, u32, i64, u64, f32, f64, buf:N, rand:N, hex:BYTES or file:PATH)", spec, kind)
	}
	return a, nil
}

// looksReal: a number with a fraction or an exponent, or inf or nan
// (a plain integer out of 32-bit range stays an error).
func looksReal(s string) bool {
	l := strings.ToLower(strings.TrimLeft(s, "+-"))
	if strings.HasPrefix(l, "0x") {
		return false
	}
	return strings.ContainsAny(l, ".e") || l == "inf" || l == "infinity" || l == "nan"
}

// parseTyped parses TYPE:VALUE for the scalar types; ok is false for
// any other kind.
func parseTyped(spec, kind, val string) (a Arg, ok bool, err error) {
	a = Arg{Spec: spec, Type: kind}
	bad := func(what string) (Arg, bool, error) {
		return Arg{}, true, fmt.Errorf("--arg %q: %s", spec, what)
	}
	switch kind {
	case "i32", "u32":
		v, err := parseInt(val)
		if err != nil || (kind == "u32" && strings.HasPrefix(val, "-")) {
			return bad("not a 32-bit " + map[string]string{"i32": "signed", "u32": "unsigned"}[kind] + " integer")
		}
		a.Int, a.Bits = v, uint64(v)
	case "i64":
		v, err := strconv.ParseInt(val, 0, 64)
		if err != nil {
			return bad("not a 64-bit signed integer")
		}
		a.Bits = uint64(v)
	case "u64":
		v, err := strconv.ParseUint(val, 0, 64)
		if err != nil {
			return bad("not a 64-bit unsigned integer")
		}
		a.Bits = v
	case "f32":
		v, err := strconv.ParseFloat(val, 32)
		if err != nil {
			return bad("not a number (f32)")
		}
		a.Bits = uint64(math.Float32bits(float32(v)))
	case "f64":
		v, err := strconv.ParseFloat(val, 64)
		if err != nil {
			return bad("not a number (f64)")
		}
		a.Bits = math.Float64bits(v)
	default:
		return Arg{}, false, nil
	}
	return a, true, nil
}

// readFileMax reads at most max+1 bytes: /dev/zero or a huge file must
// not exhaust memory before the size check.
func readFileMax(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, max+1))
}

// parseInt accepts decimal, 0x hex, 0b binary and negative numbers (as
// their 32-bit two's complement).
func parseInt(s string) (uint32, error) {
	v, err := strconv.ParseInt(s, 0, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, errOutOfRange
		}
		return 0, err
	}
	if v < math.MinInt32 || v > math.MaxUint32 {
		return 0, errOutOfRange
	}
	return uint32(v), nil
}

var errOutOfRange = errors.New("out of 32-bit range (a word is -2147483648..4294967295; use i64:/u64: for a 64-bit argument)")

// NewRand returns the deterministic generator for rand:N arguments.
func NewRand(seed uint64) *rand.Rand { return seedrand.New(seed) }

// Place allocates the buffers of args and returns the argument words.
func (s *Session) Place(args []Arg) ([]uint32, error) {
	words := make([]uint32, len(args))
	for i, a := range args {
		if a.Type != "" && a.Type != "i32" && a.Type != "u32" {
			return nil, fmt.Errorf("--arg %q: a %s argument is for 'boardless run' and 'annotate' (this command passes 32-bit words and buffers)", a.Spec, a.Type)
		}
		if !a.IsBuf {
			words[i] = a.Int
			continue
		}
		addr, err := s.Alloc(a.Data)
		if err != nil {
			return nil, fmt.Errorf("--arg %q: %w", a.Spec, err)
		}
		words[i] = addr
	}
	return words, nil
}
