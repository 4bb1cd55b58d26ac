package kernels

import (
	"bytes"
	"fmt"
	"math/rand/v2"

	"github.com/cloudflare/circl/dh/x448"
	"github.com/cloudflare/circl/sign/ed448"
)

// Kernels on Curve448 (src/api_curve448.h): Ed448 signatures (RFC
// 8032, pure Ed448 with an empty context) and X448 key exchange (RFC
// 7748), on the generic small math (CIOS Montgomery over 14 limbs) of
// src/curve448.c, without precomputed tables.
//
// Oracles: github.com/cloudflare/circl. Ed448 signing is deterministic,
// so the kernel's signature must equal circl's byte for byte (and verify
// with circl); verification kernels are given a circl signature and must
// accept it. X448 keygen and shared secrets must equal circl's.
//
// KeyBits is 0, like the reference rows (ed448-sign, ed448-verify, x448)
// that have no key size.

// newEd448Key draws an Ed448 key (seed || public key) from rng.
func newEd448Key(rng *rand.Rand) ed448.PrivateKey {
	return ed448.NewKeyFromSeed(randBytes(rng, ed448.SeedSize))
}

func runEd448(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	priv := newEd448Key(rng)
	pub := priv.Public().(ed448.PublicKey)
	msg := randBytes(rng, k.Bytes)
	want := ed448.Sign(priv, msg, "")
	if k.Direction == "sign" {
		args := []Arg{Buf(priv), Buf(msg), Word(uint32(len(msg))), Buf(make([]byte, ed448.SignatureSize))}
		res, sig, used, err := pkCall(t, k, args, 3, ed448.SignatureSize, arena)
		if err != nil {
			return nil, 0, err
		}
		if !ed448.Verify(pub, msg, sig, "") {
			return nil, 0, fmt.Errorf("kernel %s: signature %x rejected by circl's ed448.Verify", k.Name, head(sig))
		}
		if !bytes.Equal(sig, want) {
			return nil, 0, fmt.Errorf("kernel %s: signature %x differs from circl's %x", k.Name, head(sig), head(want))
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	}
	args := []Arg{Buf(pub), Buf(msg), Word(uint32(len(msg))), Buf(want)}
	res, _, used, err := pkCall(t, k, args, 0, 0, arena)
	if err != nil {
		return nil, 0, fmt.Errorf("%w (a valid signature made by circl)", err)
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}

// newX448Key draws 56 random bytes (the kernel and circl clamp them).
func newX448Key(rng *rand.Rand) x448.Key {
	var key x448.Key
	copy(key[:], randBytes(rng, x448.Size))
	return key
}

func runX448(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	priv, peerPriv := newX448Key(rng), newX448Key(rng)
	var want, peer x448.Key
	args := []Arg{Buf(priv[:])}
	if k.Direction == "keygen" {
		x448.KeyGen(&want, &priv)
	} else {
		x448.KeyGen(&peer, &peerPriv)
		if !x448.Shared(&want, &priv, &peer) {
			return nil, 0, fmt.Errorf("kernel %s: circl rejected the peer key", k.Name)
		}
		args = append(args, Buf(peer[:]))
	}
	outArg := len(args)
	args = append(args, Buf(make([]byte, x448.Size)))
	res, out, used, err := pkCall(t, k, args, outArg, x448.Size, arena)
	if err != nil {
		return nil, 0, err
	}
	if !bytes.Equal(out, want[:]) {
		return nil, 0, fmt.Errorf("kernel %s: output %x differs from circl's %x", k.Name, head(out), head(want[:]))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
