// Package kernels describes the built-in crypto kernels (C sources in
// src/, built per board by kernels.mk) and runs them: each Kernel knows
// its symbol, how to lay out its arguments, and how to check its output
// against an independent Go implementation. A cycle count is only
// reported for a run whose output that oracle accepted.
//
// The package runs kernels on a Target (a *sim.Session is one) without
// importing the simulator, so that packages that only list kernels, like
// the report, do not link the emulator.
package kernels

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/sha256"
	"crypto/sha512"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"regexp"

	"boardless/result"
)

// Kernel is one benchmark case: an operation, a configuration and sizes.
type Kernel struct {
	Name      string `json:"name"`   // e.g. aes128-cbc-enc-fast-8000
	Family    string `json:"family"` // aes-cbc, sha256, sha384, sha512
	Symbol    string `json:"symbol"`
	Config    string `json:"config"` // small or fast
	API       string `json:"api"`    // sole (one call) or flow (init/append/finish per chunk)
	KeyBits   int    `json:"key_bits,omitempty"`
	Direction string `json:"direction"` // enc, dec, hash, sign, verify, keygen or shared
	Bytes     int    `json:"bytes"`
	Chunk     int    `json:"chunk,omitempty"`
	// Budget is the instruction budget of a kernel that needs more than
	// the simulator's default (RSA signing); 0 keeps the target's.
	Budget uint64 `json:"-"`
}

// Images are the kernel images kernels.mk links per board, from the same
// objects with different exports, so that each fits the smallest flash:
// "sym" (ciphers, AEADs, hashes) and "pk" (public key); and "hw", the
// accelerator drivers (hw.go), on the boards that have the accelerators.
var Images = []string{"sym", "pk", "hw"}

// Image names the image that holds k's symbol: "hw" for the drivers of
// the accelerators (configuration "hw"), "sym" for the bulk directions
// (enc, dec, hash), "pk" for the rest (sign, verify, keygen, shared),
// the side new public-key operations are added to.
func (k Kernel) Image() string {
	if k.Config == HWConfig {
		return "hw"
	}
	switch k.Direction {
	case "enc", "dec", "hash":
		return "sym"
	}
	return "pk"
}

// ImagePath is where kernels.mk puts one of a board's kernel images.
func ImagePath(buildDir, board, image string) string {
	return filepath.Join(buildDir, "kernels", board, image+".elf")
}

// Catalog returns every built-in kernel case at the given message size.
func Catalog(size int) []Kernel {
	var ks []Kernel
	for _, cfg := range []string{"fast", "small"} {
		for _, bits := range []int{128, 192, 256} {
			for _, dir := range []string{"enc", "dec"} {
				sym := "aes_cbc_encrypt_" + cfg
				if dir == "dec" {
					sym = "aes_cbc_decrypt_" + cfg
				}
				ks = append(ks, Kernel{
					Name:   fmt.Sprintf("aes%d-cbc-%s-%s-%d", bits, dir, cfg, size),
					Family: "aes-cbc", Symbol: sym, Config: cfg, API: "sole",
					KeyBits: bits, Direction: dir, Bytes: size,
				})
			}
		}
	}
	for _, h := range []struct{ family, cfg string }{
		{"sha256", "fast"}, {"sha256", "small"}, {"sha384", "small"}, {"sha512", "small"}, {"sha512", "fast"},
	} {
		ks = append(ks, Kernel{
			Name:   fmt.Sprintf("%s-%s-%d", h.family, h.cfg, size),
			Family: h.family, Symbol: h.family + "_" + h.cfg, Config: h.cfg, API: "sole",
			Direction: "hash", Bytes: size,
		})
	}
	return ks
}

// All returns every built-in kernel: AES-CBC and SHA-2 (Catalog), the
// other ciphers, AEADs and hashes (Symmetric) at the given size, and the
// public-key operations (PublicKey), which have their own sizes.
func All(size int) []Kernel {
	ks := append(Catalog(size), Symmetric(size)...)
	return append(ks, PublicKey()...)
}

// Filter keeps the kernels whose name matches re (nil keeps all).
func Filter(ks []Kernel, re *regexp.Regexp) []Kernel {
	if re == nil {
		return ks
	}
	var out []Kernel
	for _, k := range ks {
		if re.MatchString(k.Name) {
			out = append(out, k)
		}
	}
	return out
}

// Flow returns the data-flow variant of k: the same operation driven
// through init/append/finish with the message cut in chunks.
func (k Kernel) Flow(chunk int) Kernel {
	k.API, k.Chunk = "flow", chunk
	if k.Family == "aes-cbc" {
		k.Symbol = "aes_cbc_stream_" + k.Config
	} else {
		k.Symbol = k.Family + "_stream_" + k.Config
	}
	k.Name = fmt.Sprintf("%s-chunk%d", k.Name, chunk)
	return k
}

// Outcome is a verified run of a kernel.
type Outcome struct {
	Kernel Kernel       `json:"kernel"`
	Result *result.Call `json:"result"`
	// WorkBytes is the working memory a public-key kernel used from the
	// arena the caller gave it (0 for kernels without an arena).
	WorkBytes uint32 `json:"work_bytes,omitempty"`
}

// Target is where kernels run: a *sim.Session is one. Buffers placed
// with Alloc live until ResetBuffers.
type Target interface {
	// Alloc copies data into RAM and returns its address.
	Alloc(data []byte) (uint32, error)
	// ResetBuffers frees every buffer.
	ResetBuffers()
	// CallBudget calls the function fn with the argument words and times
	// it, with an instruction budget of at least budget (0 keeps the
	// target's own).
	CallBudget(fn string, args []uint32, budget uint64) (*result.Call, error)
	// ReadMem reads n bytes of memory at addr.
	ReadMem(addr uint32, n int) ([]byte, error)
}

// Arg is one argument of a kernel call: an integer word, or a buffer
// placed in the target's RAM whose address is passed.
type Arg struct {
	word  uint32
	buf   []byte
	isBuf bool
}

// Buf and Word build arguments: a buffer placed in RAM, or an integer.
func Buf(b []byte) Arg  { return Arg{buf: b, isBuf: true} }
func Word(v uint32) Arg { return Arg{word: v} }

// Runner runs one kernel of its family on a target, on inputs drawn from
// rng, and checks the output against an independent Go implementation.
type Runner func(t Target, k Kernel, rng *rand.Rand) (*Outcome, error)

// runners maps a kernel family to its runner. Files of this package add
// their families in init (aes-cbc and the SHA-2 hashes are here).
var runners = map[string]Runner{
	"aes-cbc": func(t Target, k Kernel, rng *rand.Rand) (*Outcome, error) {
		return runAES(t, k, rng, randBytes(rng, k.Bytes))
	},
	"sha256": runSHA2,
	"sha384": runSHA2,
	"sha512": runSHA2,
}

func runSHA2(t Target, k Kernel, rng *rand.Rand) (*Outcome, error) {
	return runHash(t, k, randBytes(rng, k.Bytes))
}

// Register adds a family's runner; a duplicate is a programming error.
func Register(family string, r Runner) {
	if _, dup := runners[family]; dup {
		panic("kernels: family registered twice: " + family)
	}
	runners[family] = r
}

// Run runs k once on the target on inputs drawn from rng and checks the
// output against Go's implementation. It returns an error, and no
// result, when the kernel faulted or its output is wrong.
func Run(t Target, k Kernel, rng *rand.Rand) (*Outcome, error) {
	t.ResetBuffers()
	defer t.ResetBuffers()
	r, ok := runners[k.Family]
	if !ok {
		return nil, fmt.Errorf("kernel %s: unknown family %q", k.Name, k.Family)
	}
	return r(t, k, rng)
}

// Call places the arguments, calls the kernel (within k.Budget) and
// reads back n bytes of the buffer passed as argument outArg (n = 0
// reads nothing). Runners of other files use it.
func Call(t Target, k Kernel, args []Arg, outArg, n int) (*result.Call, []byte, error) {
	words, err := place(t, args)
	if err != nil {
		return nil, nil, fmt.Errorf("kernel %s: %v", k.Name, err)
	}
	res, err := t.CallBudget(k.Symbol, words, k.Budget)
	if err != nil {
		return nil, nil, fmt.Errorf("kernel %s: %w", k.Name, err)
	}
	if n == 0 {
		return res, nil, nil
	}
	out, err := t.ReadMem(words[outArg], n)
	if err != nil {
		return nil, nil, fmt.Errorf("kernel %s: reading the output: %v", k.Name, err)
	}
	return res, out, nil
}

// place copies the buffers of args into RAM, in order, and returns the
// argument words.
func place(t Target, args []Arg) ([]uint32, error) {
	words := make([]uint32, len(args))
	for i, a := range args {
		if !a.isBuf {
			words[i] = a.word
			continue
		}
		addr, err := t.Alloc(a.buf)
		if err != nil {
			return nil, fmt.Errorf("argument %d (%d bytes): %v", i, len(a.buf), err)
		}
		words[i] = addr
	}
	return words, nil
}

func runAES(t Target, k Kernel, rng *rand.Rand, msg []byte) (*Outcome, error) {
	key := randBytes(rng, k.KeyBits/8)
	iv := randBytes(rng, 16)
	args := []Arg{Buf(key), Word(uint32(k.KeyBits)), Buf(iv), Buf(msg), Buf(make([]byte, len(msg))), Word(uint32(len(msg)))}
	if k.API == "flow" {
		dec := uint32(0)
		if k.Direction == "dec" {
			dec = 1
		}
		args = append(args, Word(uint32(k.Chunk)), Word(dec))
	}
	res, out, err := Call(t, k, args, 4, len(msg))
	if err != nil {
		return nil, err
	}
	if res.R0 != 0 {
		return nil, fmt.Errorf("kernel %s returned %d, want 0", k.Name, int32(res.R0))
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	want := make([]byte, len(msg))
	if k.Direction == "enc" {
		cipher.NewCBCEncrypter(block, iv).CryptBlocks(want, msg)
	} else {
		cipher.NewCBCDecrypter(block, iv).CryptBlocks(want, msg)
	}
	if !bytes.Equal(out, want) {
		return nil, fmt.Errorf("kernel %s: output differs from Go's crypto/cipher CBC (first bytes %x, want %x)", k.Name, head(out), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, nil
}

func runHash(t Target, k Kernel, msg []byte) (*Outcome, error) {
	var want []byte
	switch k.Family {
	case "sha256":
		d := sha256.Sum256(msg)
		want = d[:]
	case "sha384":
		d := sha512.Sum384(msg)
		want = d[:]
	case "sha512":
		d := sha512.Sum512(msg)
		want = d[:]
	}
	args := []Arg{Buf(msg), Word(uint32(len(msg)))}
	outArg := 2
	if k.API == "flow" {
		args = append(args, Word(uint32(k.Chunk)))
		outArg = 3
	}
	args = append(args, Buf(make([]byte, len(want))))
	res, out, err := Call(t, k, args, outArg, len(want))
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(out, want) {
		return nil, fmt.Errorf("kernel %s: digest %x differs from Go's %x", k.Name, out, want)
	}
	return &Outcome{Kernel: k, Result: res}, nil
}

func head(b []byte) []byte { return b[:min(len(b), 8)] }
func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}
