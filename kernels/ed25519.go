package kernels

import (
	"bytes"
	"crypto/ed25519"
	"fmt"
	"math/rand/v2"
)

// Ed25519 (RFC 8032; src/api_curve25519.h), in small/fast math ×
// low/high precomputation. The kernels hash a Bytes-long message
// themselves. Signing is deterministic, so the kernel's signature must
// equal crypto/ed25519's byte for byte (and verify with it);
// verification kernels are given a Go signature and must accept it.

func runEd25519(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	priv := ed25519.NewKeyFromSeed(randBytes(rng, ed25519.SeedSize))
	msg := randBytes(rng, k.Bytes)
	want := ed25519.Sign(priv, msg)
	if k.Direction == "sign" {
		args := []Arg{Buf(priv), Buf(msg), Word(uint32(len(msg))), Buf(make([]byte, ed25519.SignatureSize))}
		res, sig, used, err := pkCall(t, k, args, 3, ed25519.SignatureSize, arena)
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
	args := []Arg{Buf(priv[32:]), Buf(msg), Word(uint32(len(msg))), Buf(want)}
	res, _, used, err := pkCall(t, k, args, 0, 0, arena)
	if err != nil {
		return nil, 0, fmt.Errorf("%w (a valid signature made by Go)", err)
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
