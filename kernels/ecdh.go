package kernels

import (
	"bytes"
	"crypto/ecdh"
	"fmt"
	"math/rand/v2"
	"strings"
)

// ECDH on P-256 and P-384 (src/api_ecdh.h) and X25519 (RFC 7748;
// src/api_curve25519.h), in small and fast math: keygen = d*G, shared =
// x(d*Q). Oracle: crypto/ecdh.

// ecdhCurveOf is the crypto/ecdh curve and the scalar/coordinate size of
// an ECDH family.
func ecdhCurveOf(family string) (ecdh.Curve, int) {
	switch family {
	case "ecdh-p384":
		return ecdh.P384(), 48
	case "x25519":
		return ecdh.X25519(), 32
	}
	return ecdh.P256(), 32
}

// newECDHKey draws a private key of curve from rng (a NIST scalar in
// [1, n-1] through NewECDSAKey, or 32 random bytes for X25519).
func newECDHKey(family string, rng *rand.Rand) (*ecdh.PrivateKey, error) {
	c, _ := ecdhCurveOf(family)
	if family == "x25519" {
		return c.NewPrivateKey(randBytes(rng, 32))
	}
	key, err := NewECDSAKey("ecdsa-"+strings.TrimPrefix(family, "ecdh-"), rng)
	if err != nil {
		return nil, err
	}
	return c.NewPrivateKey(key.D)
}

// ecdhPub is the kernel encoding of a public key: X || Y without the 04
// prefix for P-256/P-384, the 32-byte u for X25519.
func ecdhPub(family string, pub *ecdh.PublicKey) []byte {
	b := pub.Bytes()
	if family == "x25519" {
		return b
	}
	return b[1:]
}

// runECDH runs a keygen or shared-secret kernel of ECDH or X25519 and
// checks it against crypto/ecdh.
func runECDH(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	priv, err := newECDHKey(k.Family, rng)
	if err != nil {
		return nil, 0, err
	}
	peer, err := newECDHKey(k.Family, rng)
	if err != nil {
		return nil, 0, err
	}
	var args []Arg
	var want []byte
	outArg := 1
	if k.Direction == "keygen" {
		want = ecdhPub(k.Family, priv.PublicKey())
		args = []Arg{Buf(priv.Bytes()), Buf(make([]byte, len(want)))}
	} else {
		if want, err = priv.ECDH(peer.PublicKey()); err != nil {
			return nil, 0, err
		}
		args = []Arg{Buf(priv.Bytes()), Buf(ecdhPub(k.Family, peer.PublicKey())), Buf(make([]byte, len(want)))}
		outArg = 2
	}
	res, out, used, err := pkCall(t, k, args, outArg, len(want), arena)
	if err != nil {
		return nil, 0, err
	}
	if !bytes.Equal(out, want) {
		return nil, 0, fmt.Errorf("kernel %s: output %x differs from crypto/ecdh's %x", k.Name, head(out), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
