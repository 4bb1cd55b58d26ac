package kernels

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/sha512"
	"crypto/x509"
	_ "embed"
	"encoding/binary"
	"encoding/pem"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"sync"

	"boardless/result"
	"boardless/sim"
)

// Public-key kernels (src/api_pk.h): ECDSA P-256/P-384 and Ed25519 sign
// and verify in small/fast math × low/high precomputation, RSA-3072
// PKCS#1 v1.5 signatures (CRT or not, 1/4/6-bit windows, small/fast) and
// verification. Every kernel takes a working-memory arena from the
// caller; RunPublicKey reports how much of it a call used.
//
// Inputs: ECDSA and RSA take the message hash (SHA-256, or SHA-384 for
// P-384), so Bytes is the hash size; Ed25519 hashes a Bytes-long message
// itself. ECDSA signing is deterministic: the nonce is an input drawn
// from the rng, and the expected (r, s) is computed with math/big and
// checked with crypto/ecdsa.Verify. Verification kernels are given a
// signature made by Go and must accept it.

// Arena sizes handed to the kernels: enough for every configuration (the
// largest, RSA-3072 without CRT and 6-bit windows, uses about 15 KiB).
const (
	arenaECC = 4096
	arenaRSA = 16 << 10
)

// rsaSignBudget covers RSA-3072 signing without CRT on the M0 (measured
// up to 4.3G instructions; the largest unmeasured case is estimated at
// 4.8G), with margin.
const rsaSignBudget = 12_000_000_000

// EdMessageBytes is the Ed25519 message size of the reference report.
const EdMessageBytes = 1023

// PublicKey returns every public-key kernel case.
func PublicKey() []Kernel {
	var ks []Kernel
	eccCfgs := []string{"small_low", "small_high", "fast_low", "fast_high"}
	for _, c := range []struct {
		family string
		bits   int
	}{{"ecdsa-p256", 256}, {"ecdsa-p384", 384}} {
		curve := strings.TrimPrefix(c.family, "ecdsa-")
		for _, dir := range []string{"sign", "verify"} {
			for _, cfg := range eccCfgs {
				ks = append(ks, Kernel{
					Name:   fmt.Sprintf("%s-%s-%s", c.family, dir, strings.ReplaceAll(cfg, "_", "-")),
					Family: c.family, Symbol: fmt.Sprintf("ecdsa_%s_%s_%s", curve, dir, cfg),
					Config: strings.ReplaceAll(cfg, "_", "+"), API: "sole",
					KeyBits: c.bits, Direction: dir, Bytes: c.bits / 8,
				})
			}
		}
	}
	for _, dir := range []string{"sign", "verify"} {
		for _, cfg := range eccCfgs {
			ks = append(ks, Kernel{
				Name:   fmt.Sprintf("ed25519-%s-%s-%d", dir, strings.ReplaceAll(cfg, "_", "-"), EdMessageBytes),
				Family: "ed25519", Symbol: fmt.Sprintf("ed25519_%s_%s", dir, cfg),
				Config: strings.ReplaceAll(cfg, "_", "+"), API: "sole",
				KeyBits: 255, Direction: dir, Bytes: EdMessageBytes,
			})
		}
	}
	for _, crt := range []string{"crt", "nocrt"} {
		for _, math := range []string{"small", "fast"} {
			for _, w := range []string{"w1", "w4", "w6"} {
				ks = append(ks, Kernel{
					Name:   fmt.Sprintf("rsa3072-sign-%s-%s-%s", crt, math, w),
					Family: "rsa3072", Symbol: fmt.Sprintf("rsa3072_sign_%s_%s_%s", crt, math, w),
					Config: math + "+" + crt + "+" + w, API: "sole",
					KeyBits: 3072, Direction: "sign", Bytes: sha256.Size,
					Budget: rsaSignBudget,
				})
			}
		}
	}
	for _, math := range []string{"small", "fast"} {
		ks = append(ks, Kernel{
			Name:   "rsa3072-verify-" + math,
			Family: "rsa3072", Symbol: "rsa3072_verify_" + math,
			Config: math, API: "sole",
			KeyBits: 3072, Direction: "verify", Bytes: sha256.Size,
		})
	}
	return ks
}

func init() {
	for _, f := range []string{"ecdsa-p256", "ecdsa-p384", "ed25519", "rsa3072"} {
		Register(f, func(s *sim.Session, k Kernel, rng *rand.Rand) (*Outcome, error) {
			out, used, err := runPK(s, k, rng, 0)
			if out != nil {
				out.WorkBytes = used
			}
			return out, err
		})
	}
}

// RunPublicKey runs a public-key kernel like Run and also returns the
// bytes of its working-memory arena the call used.
func RunPublicKey(s *sim.Session, k Kernel, rng *rand.Rand) (*Outcome, uint32, error) {
	s.ResetBuffers()
	defer s.ResetBuffers()
	return runPK(s, k, rng, 0)
}

// pkReturnError is a kernel that returned non-zero.
type pkReturnError struct {
	name string
	ret  int32
}

func (e *pkReturnError) Error() string {
	return fmt.Sprintf("kernel %s returned %d, want 0", e.name, e.ret)
}

// pkCall places args (the last three are the arena, its size and the
// used-bytes word, appended here), calls k and returns the result, the
// output buffer args[outArg] (n bytes) and the arena bytes used.
func pkCall(s *sim.Session, k Kernel, args []sim.Arg, outArg, n, arena int) (*result.Call, []byte, uint32, error) {
	if arena == 0 {
		arena = arenaECC
		if k.Family == "rsa3072" {
			arena = arenaRSA
		}
	}
	args = append(args, Buf(make([]byte, arena)), Word(uint32(arena)), Buf(make([]byte, 4)))
	words, err := s.Place(args)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("kernel %s: %v", k.Name, err)
	}
	res, err := s.Call(k.Symbol, words)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("kernel %s: %w", k.Name, err)
	}
	if res.Return != 0 {
		return res, nil, 0, &pkReturnError{k.Name, int32(res.Return)}
	}
	m := s.Machine()
	u, err := m.ReadMem(words[len(words)-1], 4)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("kernel %s: reading arena use: %v", k.Name, err)
	}
	var out []byte
	if n > 0 {
		if out, err = m.ReadMem(words[outArg], n); err != nil {
			return nil, nil, 0, fmt.Errorf("kernel %s: reading the output: %v", k.Name, err)
		}
	}
	return res, out, binary.LittleEndian.Uint32(u), nil
}

func runPK(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	switch k.Family {
	case "ecdsa-p256", "ecdsa-p384":
		return runECDSA(s, k, rng, arena)
	case "ed25519":
		return runEd25519(s, k, rng, arena)
	case "rsa3072":
		return runRSA(s, k, rng, arena)
	}
	return nil, 0, fmt.Errorf("kernel %s: not a public-key family", k.Name)
}

// ---- ECDSA ----

type ecdsaCurve struct {
	curve elliptic.Curve
	ecdh  ecdh.Curve
	size  int
	hash  func([]byte) []byte
}

func ecdsaCurveOf(family string) ecdsaCurve {
	if family == "ecdsa-p384" {
		return ecdsaCurve{elliptic.P384(), ecdh.P384(), 48, func(b []byte) []byte { h := sha512.Sum384(b); return h[:] }}
	}
	return ecdsaCurve{elliptic.P256(), ecdh.P256(), 32, func(b []byte) []byte { h := sha256.Sum256(b); return h[:] }}
}

// randScalar draws a scalar in [1, n-1] from rng.
func randScalar(rng *rand.Rand, n *big.Int) *big.Int {
	b := randBytes(rng, (n.BitLen()+7)/8+8)
	x := new(big.Int).SetBytes(b)
	x.Mod(x, new(big.Int).Sub(n, big.NewInt(1)))
	return x.Add(x, big.NewInt(1))
}

// ECDSAKey is a test key: the private scalar d and the public key.
type ECDSAKey struct {
	D    []byte // big-endian, curve size
	Pub  []byte // X || Y
	Priv *ecdsa.PrivateKey
}

// NewECDSAKey draws a key for family (ecdsa-p256 or ecdsa-p384) from rng.
func NewECDSAKey(family string, rng *rand.Rand) (*ECDSAKey, error) {
	c := ecdsaCurveOf(family)
	d := randScalar(rng, c.curve.Params().N).FillBytes(make([]byte, c.size))
	priv, err := ecdsa.ParseRawPrivateKey(c.curve, d)
	if err != nil {
		return nil, err
	}
	pub, err := priv.PublicKey.Bytes()
	if err != nil {
		return nil, err
	}
	return &ECDSAKey{D: d, Pub: pub[1:], Priv: priv}, nil
}

// ECDSASignWithNonce computes the ECDSA signature r || s of hash with
// nonce k (math/big and crypto/ecdh), checked with crypto/ecdsa.Verify.
func ECDSASignWithNonce(family string, key *ECDSAKey, hash, k []byte) ([]byte, error) {
	c := ecdsaCurveOf(family)
	n := c.curve.Params().N
	kp, err := c.ecdh.NewPrivateKey(k)
	if err != nil {
		return nil, err
	}
	kG := kp.PublicKey().Bytes()
	r := new(big.Int).SetBytes(kG[1 : 1+c.size])
	r.Mod(r, n)
	s := new(big.Int).Mul(r, new(big.Int).SetBytes(key.D))
	s.Add(s, new(big.Int).SetBytes(hash))
	s.Mul(s, new(big.Int).ModInverse(new(big.Int).SetBytes(k), n))
	s.Mod(s, n)
	if r.Sign() == 0 || s.Sign() == 0 || !ecdsa.Verify(&key.Priv.PublicKey, hash, r, s) {
		return nil, fmt.Errorf("%s: reference signature does not verify", family)
	}
	return append(r.FillBytes(make([]byte, c.size)), s.FillBytes(make([]byte, c.size))...), nil
}

func runECDSA(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	c := ecdsaCurveOf(k.Family)
	key, err := NewECDSAKey(k.Family, rng)
	if err != nil {
		return nil, 0, err
	}
	hash := c.hash(randBytes(rng, 64))
	nonce := randScalar(rng, c.curve.Params().N).FillBytes(make([]byte, c.size))
	want, err := ECDSASignWithNonce(k.Family, key, hash, nonce)
	if err != nil {
		return nil, 0, err
	}
	if k.Direction == "sign" {
		args := []sim.Arg{Buf(key.D), Buf(hash), Buf(nonce), Buf(make([]byte, 2*c.size))}
		res, sig, used, err := pkCall(s, k, args, 3, 2*c.size, arena)
		if err != nil {
			return nil, 0, err
		}
		r := new(big.Int).SetBytes(sig[:c.size])
		ss := new(big.Int).SetBytes(sig[c.size:])
		if !ecdsa.Verify(&key.Priv.PublicKey, hash, r, ss) {
			return nil, 0, fmt.Errorf("kernel %s: signature %x rejected by crypto/ecdsa.Verify", k.Name, head(sig))
		}
		if !bytes.Equal(sig, want) {
			return nil, 0, fmt.Errorf("kernel %s: signature %x differs from the math/big one %x", k.Name, head(sig), head(want))
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	}
	res, _, used, err := pkCall(s, k, []sim.Arg{Buf(key.Pub), Buf(hash), Buf(want)}, 0, 0, arena)
	if err != nil {
		return nil, 0, fmt.Errorf("%w (a valid signature made by Go)", err)
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}

// ---- Ed25519 ----

func runEd25519(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	priv := ed25519.NewKeyFromSeed(randBytes(rng, ed25519.SeedSize))
	msg := randBytes(rng, k.Bytes)
	want := ed25519.Sign(priv, msg)
	if k.Direction == "sign" {
		args := []sim.Arg{Buf(priv), Buf(msg), Word(uint32(len(msg))), Buf(make([]byte, ed25519.SignatureSize))}
		res, sig, used, err := pkCall(s, k, args, 3, ed25519.SignatureSize, arena)
		if err != nil {
			return nil, 0, err
		}
		if !ed25519.Verify(priv.Public().(ed25519.PublicKey), msg, sig) {
			return nil, 0, fmt.Errorf("kernel %s: signature %x rejected by crypto/ed25519.Verify", k.Name, head(sig))
		}
		if !bytes.Equal(sig, want) {
			return nil, 0, fmt.Errorf("kernel %s: signature %x differs from Go's %x", k.Name, head(sig), head(want))
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	}
	args := []sim.Arg{Buf(priv[32:]), Buf(msg), Word(uint32(len(msg))), Buf(want)}
	res, _, used, err := pkCall(s, k, args, 0, 0, arena)
	if err != nil {
		return nil, 0, fmt.Errorf("%w (a valid signature made by Go)", err)
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}

// ---- RSA ----

//go:embed testdata/rsa3072.pem
var rsaTestKeyPEM []byte

var rsaTestKey = sync.OnceValues(func() (*rsa.PrivateKey, error) {
	blk, _ := pem.Decode(rsaTestKeyPEM)
	if blk == nil {
		return nil, fmt.Errorf("testdata/rsa3072.pem: no PEM block")
	}
	key, err := x509.ParsePKCS1PrivateKey(blk.Bytes)
	if err != nil {
		return nil, err
	}
	key.Precompute()
	return key, nil
})

// RSATestKey is the fixed RSA-3072 test key (testdata/rsa3072.pem, a
// published test key: never use it for anything else) the RSA kernels
// are run with, so that cycle counts do not depend on key generation.
func RSATestKey() (*rsa.PrivateKey, error) { return rsaTestKey() }

func runRSA(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	key, err := rsaTestKey()
	if err != nil {
		return nil, 0, err
	}
	h := sha256.Sum256(randBytes(rng, 64))
	want, err := rsa.SignPKCS1v15(nil, key, crypto.SHA256, h[:])
	if err != nil {
		return nil, 0, err
	}
	be := func(x *big.Int, n int) sim.Arg { return Buf(x.FillBytes(make([]byte, n))) }
	var args []sim.Arg
	outArg := 0
	switch {
	case k.Direction == "verify":
		args = []sim.Arg{be(key.N, 384), Word(uint32(key.E)), Buf(h[:]), Buf(want)}
	case strings.Contains(k.Symbol, "_nocrt_"):
		args = []sim.Arg{be(key.N, 384), be(key.D, 384), Buf(h[:]), Buf(make([]byte, 384))}
		outArg = 3
	default:
		p := key.Primes[0]
		q := key.Primes[1]
		args = []sim.Arg{be(p, 192), be(q, 192), be(key.Precomputed.Dp, 192), be(key.Precomputed.Dq, 192),
			be(key.Precomputed.Qinv, 192), Buf(h[:]), Buf(make([]byte, 384))}
		outArg = 6
	}
	if k.Direction == "verify" {
		res, _, used, err := pkCall(s, k, args, 0, 0, arena)
		if err != nil {
			return nil, 0, fmt.Errorf("%w (a valid signature made by Go)", err)
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	}
	res, sig, used, err := pkCall(s, k, args, outArg, 384, arena)
	if err != nil {
		return nil, 0, err
	}
	if err := rsa.VerifyPKCS1v15(&key.PublicKey, crypto.SHA256, h[:], sig); err != nil {
		return nil, 0, fmt.Errorf("kernel %s: signature rejected by crypto/rsa.VerifyPKCS1v15: %v", k.Name, err)
	}
	if !bytes.Equal(sig, want) {
		return nil, 0, fmt.Errorf("kernel %s: signature %x differs from Go's %x", k.Name, head(sig), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
