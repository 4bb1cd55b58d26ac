package kernels

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	_ "embed"
	"encoding/pem"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"sync"

	"boardless/sim"
)

// Second set of public-key kernels (src/api_pk2.h): RSA 1024/2048/4096
// PKCS#1 v1.5 SHA-256 signatures (CRT, fast math, 6-bit window) and
// verification, ECDH on P-256/P-384 (keygen = d*G, shared = x(d*Q)) and
// X25519 (RFC 7748), in small and fast math.
//
// Oracles: crypto/rsa with the committed test keys testdata/rsa{1024,
// 2048,4096}.pem (published test keys, generated with openssl: never use
// them for anything else), crypto/ecdh for ECDH and X25519.

// arenaRSA2 covers RSA-4096 signing (CRT, 6-bit window: about 11.5 KiB).
const arenaRSA2 = 16 << 10

// rsa2SignBudget: RSA-4096 CRT signing on the M0 is a few billion
// instructions.
const rsa2SignBudget = 12_000_000_000

var rsa2Bits = []int{1024, 2048, 4096}

// PublicKey2 returns every kernel case of api_pk2.h.
func PublicKey2() []Kernel {
	var ks []Kernel
	for _, bits := range rsa2Bits {
		fam := fmt.Sprintf("rsa%d", bits)
		ks = append(ks, Kernel{
			Name:   fam + "-sign-crt-fast-w6",
			Family: fam, Symbol: fam + "_sign_crt_fast_w6",
			Config: "fast+crt+w6", API: "sole",
			KeyBits: bits, Direction: "sign", Bytes: sha256.Size,
			Budget: rsa2SignBudget,
		}, Kernel{
			Name:   fam + "-verify-fast",
			Family: fam, Symbol: fam + "_verify_fast",
			Config: "fast", API: "sole",
			KeyBits: bits, Direction: "verify", Bytes: sha256.Size,
		})
	}
	for _, c := range []struct {
		family, sym string
		bits, bytes int
	}{{"ecdh-p256", "ecdh_p256", 256, 32}, {"ecdh-p384", "ecdh_p384", 384, 48}, {"x25519", "x25519", 255, 32}} {
		for _, dir := range []string{"keygen", "shared"} {
			for _, cfg := range []string{"small", "fast"} {
				ks = append(ks, Kernel{
					Name:   fmt.Sprintf("%s-%s-%s", c.family, dir, cfg),
					Family: c.family, Symbol: fmt.Sprintf("%s_%s_%s", c.sym, dir, cfg),
					Config: cfg, API: "sole",
					KeyBits: c.bits, Direction: dir, Bytes: c.bytes,
				})
			}
		}
	}
	return ks
}

func init() {
	for _, f := range []string{"rsa1024", "rsa2048", "rsa4096", "ecdh-p256", "ecdh-p384", "x25519"} {
		Register(f, func(s *sim.Session, k Kernel, rng *rand.Rand) (*Outcome, error) {
			out, used, err := runPK2(s, k, rng, 0)
			if out != nil {
				out.WorkBytes = used
			}
			return out, err
		})
	}
}

// RunPublicKey2 runs a kernel of PublicKey2 like Run and also returns the
// bytes of its arena the call used.
func RunPublicKey2(s *sim.Session, k Kernel, rng *rand.Rand) (*Outcome, uint32, error) {
	s.ResetBuffers()
	defer s.ResetBuffers()
	if k.Budget > s.Opts.Budget {
		defer func(b uint64) { s.Opts.Budget = b }(s.Opts.Budget)
		s.Opts.Budget = k.Budget
	}
	return runPK2(s, k, rng, 0)
}

func runPK2(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	switch k.Family {
	case "rsa1024", "rsa2048", "rsa4096":
		if arena == 0 {
			arena = arenaRSA2
		}
		return runRSA2(s, k, rng, arena)
	case "ecdh-p256", "ecdh-p384", "x25519":
		if arena == 0 {
			arena = arenaECC
		}
		return runDH(s, k, rng, arena)
	}
	return nil, 0, fmt.Errorf("kernel %s: not a PublicKey2 family", k.Name)
}

// ---- RSA ----

var (
	//go:embed testdata/rsa1024.pem
	rsa1024PEM []byte
	//go:embed testdata/rsa2048.pem
	rsa2048PEM []byte
	//go:embed testdata/rsa4096.pem
	rsa4096PEM []byte
)

func parseRSAPEM(name string, data []byte) (*rsa.PrivateKey, error) {
	blk, _ := pem.Decode(data)
	if blk == nil {
		return nil, fmt.Errorf("%s: no PEM block", name)
	}
	key, err := x509.ParsePKCS1PrivateKey(blk.Bytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	key.Precompute()
	return key, nil
}

var rsa2Keys = map[int]func() (*rsa.PrivateKey, error){
	1024: sync.OnceValues(func() (*rsa.PrivateKey, error) { return parseRSAPEM("testdata/rsa1024.pem", rsa1024PEM) }),
	2048: sync.OnceValues(func() (*rsa.PrivateKey, error) { return parseRSAPEM("testdata/rsa2048.pem", rsa2048PEM) }),
	4096: sync.OnceValues(func() (*rsa.PrivateKey, error) { return parseRSAPEM("testdata/rsa4096.pem", rsa4096PEM) }),
}

// RSATestKeyBits is the fixed test key of the given size (1024, 2048,
// 3072 or 4096 bits; testdata/rsa<bits>.pem).
func RSATestKeyBits(bits int) (*rsa.PrivateKey, error) {
	if bits == 3072 {
		return rsaTestKey()
	}
	f, ok := rsa2Keys[bits]
	if !ok {
		return nil, fmt.Errorf("no RSA test key of %d bits", bits)
	}
	key, err := f()
	if err == nil && key.N.BitLen() != bits {
		err = fmt.Errorf("RSA test key: %d bits, want %d", key.N.BitLen(), bits)
	}
	return key, err
}

func runRSA2(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	key, err := RSATestKeyBits(k.KeyBits)
	if err != nil {
		return nil, 0, err
	}
	nb := k.KeyBits / 8
	h := sha256.Sum256(randBytes(rng, 64))
	want, err := rsa.SignPKCS1v15(nil, key, crypto.SHA256, h[:])
	if err != nil {
		return nil, 0, err
	}
	be := func(x *big.Int, n int) sim.Arg { return Buf(x.FillBytes(make([]byte, n))) }
	if k.Direction == "verify" {
		args := []sim.Arg{be(key.N, nb), Word(uint32(key.E)), Buf(h[:]), Buf(want)}
		res, _, used, err := pkCall(s, k, args, 0, 0, arena)
		if err != nil {
			return nil, 0, fmt.Errorf("%w (a valid signature made by Go)", err)
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	}
	pre := key.Precomputed
	args := []sim.Arg{be(key.Primes[0], nb/2), be(key.Primes[1], nb/2), be(pre.Dp, nb/2), be(pre.Dq, nb/2),
		be(pre.Qinv, nb/2), Buf(h[:]), Buf(make([]byte, nb))}
	res, sig, used, err := pkCall(s, k, args, 6, nb, arena)
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

// ---- ECDH ----

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

// runDH runs a keygen or shared-secret kernel of ECDH or X25519 and
// checks it against crypto/ecdh.
func runDH(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	priv, err := newECDHKey(k.Family, rng)
	if err != nil {
		return nil, 0, err
	}
	peer, err := newECDHKey(k.Family, rng)
	if err != nil {
		return nil, 0, err
	}
	var args []sim.Arg
	var want []byte
	outArg := 1
	if k.Direction == "keygen" {
		want = ecdhPub(k.Family, priv.PublicKey())
		args = []sim.Arg{Buf(priv.Bytes()), Buf(make([]byte, len(want)))}
	} else {
		if want, err = priv.ECDH(peer.PublicKey()); err != nil {
			return nil, 0, err
		}
		args = []sim.Arg{Buf(priv.Bytes()), Buf(ecdhPub(k.Family, peer.PublicKey())), Buf(make([]byte, len(want)))}
		outArg = 2
	}
	res, out, used, err := pkCall(s, k, args, outArg, len(want), arena)
	if err != nil {
		return nil, 0, err
	}
	if !bytes.Equal(out, want) {
		return nil, 0, fmt.Errorf("kernel %s: output %x differs from crypto/ecdh's %x", k.Name, head(out), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
