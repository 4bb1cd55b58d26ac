package sim

import (
	"encoding/hex"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
)

// Arg is one AAPCS argument as the user wrote it: an integer, or a buffer
// placed in RAM whose address is passed.
type Arg struct {
	Spec  string
	Int   uint32
	IsBuf bool
	Data  []byte
}

// maxArgBuffer bounds buf:N and rand:N; no board's RAM is larger.
const maxArgBuffer = 64 << 20

// ParseArg parses one --arg: 1000, 0x20, -1, buf:N, rand:N, hex:00ff..,
// file:PATH. rand:N draws from rng.
func ParseArg(spec string, rng *rand.Rand) (Arg, error) {
	kind, val, hasColon := strings.Cut(spec, ":")
	if !hasColon {
		v, err := parseInt(spec)
		if err != nil {
			return Arg{}, fmt.Errorf("--arg %q: not an integer, and not buf:N, rand:N, hex:BYTES or file:PATH", spec)
		}
		return Arg{Spec: spec, Int: v}, nil
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
		return Arg{}, fmt.Errorf("--arg %q: unknown kind %q (use buf:N, rand:N, hex:BYTES or file:PATH)", spec, kind)
	}
	return a, nil
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
	if strings.HasPrefix(s, "-") {
		v, err := strconv.ParseInt(s, 0, 32)
		return uint32(int32(v)), err
	}
	v, err := strconv.ParseUint(s, 0, 32)
	return uint32(v), err
}

// NewRand returns the deterministic generator for rand:N arguments.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x626f6172646c6573)) // "boardles"
}

// Place allocates the buffers of args and returns the argument words.
func (s *Session) Place(args []Arg) ([]uint32, error) {
	words := make([]uint32, len(args))
	for i, a := range args {
		if !a.IsBuf {
			words[i] = a.Int
			continue
		}
		addr, err := s.Alloc(a.Data)
		if err != nil {
			return nil, fmt.Errorf("--arg %q: %v", a.Spec, err)
		}
		words[i] = addr
	}
	return words, nil
}
