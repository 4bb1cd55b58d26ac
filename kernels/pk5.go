package kernels

import (
	"bytes"
	"fmt"
	"math/rand/v2"

	"github.com/cloudflare/circl/dh/x448"
	"github.com/cloudflare/circl/sign/ed448"

	"boardless/sim"
)

// Fifth set of public-key kernels (src/api_pk5.h): Ed448 signatures (RFC
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

// arenaPK5 covers Ed448 signing (about 3.7 KiB with the window table).
const arenaPK5 = 8 << 10

// PublicKey5 returns every kernel case of api_pk5.h.
func PublicKey5() []Kernel {
	var ks []Kernel
	for _, dir := range []string{"sign", "verify"} {
		ks = append(ks, Kernel{
			Name:   fmt.Sprintf("ed448-%s-small-%d", dir, EdMessageBytes),
			Family: "ed448", Symbol: "ed448_" + dir + "_small",
			Config: "small", API: "sole", Direction: dir, Bytes: EdMessageBytes,
		})
	}
	for _, dir := range []string{"keygen", "shared"} {
		ks = append(ks, Kernel{
			Name:   "x448-" + dir + "-small",
			Family: "x448", Symbol: "x448_" + dir + "_small",
			Config: "small", API: "sole", Direction: dir, Bytes: x448.Size,
		})
	}
	return ks
}

func init() {
	for _, f := range []string{"ed448", "x448"} {
		Register(f, func(s *sim.Session, k Kernel, rng *rand.Rand) (*Outcome, error) {
			out, used, err := runPK5(s, k, rng, 0)
			if out != nil {
				out.WorkBytes = used
			}
			return out, err
		})
	}
}

// RunPublicKey5 runs a kernel of PublicKey5 like Run and also returns the
// bytes of its arena the call used.
func RunPublicKey5(s *sim.Session, k Kernel, rng *rand.Rand) (*Outcome, uint32, error) {
	s.ResetBuffers()
	defer s.ResetBuffers()
	return runPK5(s, k, rng, 0)
}

func runPK5(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	if arena == 0 {
		arena = arenaPK5
	}
	switch k.Family {
	case "ed448":
		return runEd448(s, k, rng, arena)
	case "x448":
		return runX448(s, k, rng, arena)
	}
	return nil, 0, fmt.Errorf("kernel %s: not a PublicKey5 family", k.Name)
}

// newEd448Key draws an Ed448 key (seed || public key) from rng.
func newEd448Key(rng *rand.Rand) ed448.PrivateKey {
	return ed448.NewKeyFromSeed(randBytes(rng, ed448.SeedSize))
}

func runEd448(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	priv := newEd448Key(rng)
	pub := priv.Public().(ed448.PublicKey)
	msg := randBytes(rng, k.Bytes)
	want := ed448.Sign(priv, msg, "")
	if k.Direction == "sign" {
		args := []sim.Arg{Buf(priv), Buf(msg), Word(uint32(len(msg))), Buf(make([]byte, ed448.SignatureSize))}
		res, sig, used, err := pkCall(s, k, args, 3, ed448.SignatureSize, arena)
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
	args := []sim.Arg{Buf(pub), Buf(msg), Word(uint32(len(msg))), Buf(want)}
	res, _, used, err := pkCall(s, k, args, 0, 0, arena)
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

func runX448(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	priv, peerPriv := newX448Key(rng), newX448Key(rng)
	var want, peer x448.Key
	args := []sim.Arg{Buf(priv[:])}
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
	res, out, used, err := pkCall(s, k, args, outArg, x448.Size, arena)
	if err != nil {
		return nil, 0, err
	}
	if !bytes.Equal(out, want[:]) {
		return nil, 0, fmt.Errorf("kernel %s: output %x differs from circl's %x", k.Name, head(out), head(want[:]))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
