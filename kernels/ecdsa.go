package kernels

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha256"
	"crypto/sha512"
	"fmt"
	"math/big"
	"math/rand/v2"
)

// ECDSA on P-256 and P-384 (src/api_ecdsa.h), in small/fast math ×
// low/high precomputation. The kernels take the message hash (SHA-256,
// or SHA-384 for P-384), so Bytes is the hash size. Signing is
// deterministic: the nonce is an input drawn from the rng, and the
// expected (r, s) is computed with math/big and checked with
// crypto/ecdsa.Verify. Verification kernels are given a signature made
// by Go and must accept it.

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

func runECDSA(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
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
		args := []Arg{Buf(key.D), Buf(hash), Buf(nonce), Buf(make([]byte, 2*c.size))}
		res, sig, used, err := pkCall(t, k, args, 3, 2*c.size, arena)
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
	res, _, used, err := pkCall(t, k, []Arg{Buf(key.Pub), Buf(hash), Buf(want)}, 0, 0, arena)
	if err != nil {
		return nil, 0, fmt.Errorf("%w (a valid signature made by Go)", err)
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
