package kernels

import (
	"bytes"
	"crypto/dsa"
	"crypto/sha256"
	_ "embed"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"sync"
)

// Finite-field kernels (src/api_dh_dsa.h): Diffie-Hellman on the RFC
// 2409 group 2 (1024-bit MODP) and RFC 3526 group 14 (2048-bit MODP)
// primes with g = 2 and 256-bit exponents, DSA (FIPS 186-4) with L/N =
// 1024/160 and 2048/256, all in fast math.
//
// Oracles: math/big (Exp for DH; the FIPS 186-4 formulas for the expected
// DSA (r, s), checked with crypto/dsa.Verify; DSA verification kernels
// get a signature made by crypto/dsa.Sign).
//
// DSA domain parameters: testdata/dsa{1024,2048}.txt, made once by
// crypto/dsa.GenerateParameters with a fixed ChaCha8 reader
// (TestDSAGenerateParams with BOARDLESS_DSA_GEN=1).

// DHExponentBytes is the private exponent size of the DH cases (256 bits,
// at least the 2*112 bits SP 800-56A asks of the 2048-bit group).
const DHExponentBytes = 32

func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(strings.Join(strings.Fields(s), ""), 16)
	if !ok {
		panic("bad hex constant")
	}
	return x
}

// randBelow draws a uniform integer in [1, n-1] from rng.
func randBelow(rng *rand.Rand, n *big.Int) *big.Int {
	nb := (n.BitLen() + 7) / 8
	for {
		x := new(big.Int).SetBytes(randBytes(rng, nb))
		x.Rsh(x, uint(8*nb-n.BitLen()))
		if x.Sign() > 0 && x.Cmp(n) < 0 {
			return x
		}
	}
}

// ---- finite-field DH ----

// MODP primes: RFC 2409 6.2 (group 2) and RFC 3526 3 (group 14).
var (
	modp1024 = hexInt(`FFFFFFFFFFFFFFFF C90FDAA22168C234 C4C6628B80DC1CD1 29024E088A67CC74
		020BBEA63B139B22 514A08798E3404DD EF9519B3CD3A431B 302B0A6DF25F1437
		4FE1356D6D51C245 E485B576625E7EC6 F44C42E9A637ED6B 0BFF5CB6F406B7ED
		EE386BFB5A899FA5 AE9F24117C4B1FE6 49286651ECE65381 FFFFFFFFFFFFFFFF`)
	modp2048 = hexInt(`FFFFFFFFFFFFFFFF C90FDAA22168C234 C4C6628B80DC1CD1 29024E088A67CC74
		020BBEA63B139B22 514A08798E3404DD EF9519B3CD3A431B 302B0A6DF25F1437
		4FE1356D6D51C245 E485B576625E7EC6 F44C42E9A637ED6B 0BFF5CB6F406B7ED
		EE386BFB5A899FA5 AE9F24117C4B1FE6 49286651ECE45B3D C2007CB8A163BF05
		98DA48361C55D39A 69163FA8FD24CF5F 83655D23DCA3AD96 1C62F356208552BB
		9ED529077096966D 670C354E4ABC9804 F1746C08CA18217C 32905E462E36CE3B
		E39E772C180E8603 9B2783A2EC07A28F B5C55DF06F4C52C9 DE2BCBF695581718
		3995497CEA956AE5 15D2261898FA0510 15728E5A8AACAA68 FFFFFFFFFFFFFFFF`)
)

// MODPPrime is the prime of the DH family's group (1024 or 2048 bits).
func MODPPrime(bits int) *big.Int {
	if bits == 1024 {
		return modp1024
	}
	return modp2048
}

func runFFDH(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	p := MODPPrime(k.KeyBits)
	nb := k.KeyBits / 8
	x := randBytes(rng, k.Bytes)
	x[0] |= 0x80
	xi := new(big.Int).SetBytes(x)
	var args []Arg
	var want *big.Int
	outArg := 2
	if k.Direction == "keygen" {
		want = new(big.Int).Exp(big.NewInt(2), xi, p)
		args = []Arg{Buf(x), Word(uint32(len(x))), Buf(make([]byte, nb))}
	} else {
		peer := new(big.Int).Exp(big.NewInt(2), new(big.Int).SetBytes(randBytes(rng, k.Bytes)), p)
		want = new(big.Int).Exp(peer, xi, p)
		args = []Arg{Buf(x), Word(uint32(len(x))), beBuf(peer, nb), Buf(make([]byte, nb))}
		outArg = 3
	}
	res, out, used, err := pkCall(t, k, args, outArg, nb, arena)
	if err != nil {
		return nil, 0, err
	}
	if w := want.FillBytes(make([]byte, nb)); !bytes.Equal(out, w) {
		return nil, 0, fmt.Errorf("kernel %s: output %x differs from math/big's %x", k.Name, head(out), head(w))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}

// ---- DSA ----

var (
	//go:embed testdata/dsa1024.txt
	dsa1024Params []byte
	//go:embed testdata/dsa2048.txt
	dsa2048Params []byte
)

func dsaN(bits int) int {
	if bits == 1024 {
		return 160
	}
	return 256
}

// parseDSAParams reads "p=<hex>", "q=<hex>", "g=<hex>" lines ("#": comment).
func parseDSAParams(data []byte) (*dsa.Parameters, error) {
	var ps dsa.Parameters
	for _, line := range strings.Split(string(data), "\n") {
		name, val, ok := strings.Cut(strings.TrimSpace(line), "=")
		if !ok || strings.HasPrefix(name, "#") {
			continue
		}
		x, ok := new(big.Int).SetString(val, 16)
		if !ok {
			return nil, fmt.Errorf("bad %s", name)
		}
		switch name {
		case "p":
			ps.P = x
		case "q":
			ps.Q = x
		case "g":
			ps.G = x
		}
	}
	if ps.P == nil || ps.Q == nil || ps.G == nil {
		return nil, fmt.Errorf("missing p, q or g")
	}
	return &ps, nil
}

var dsaParamsOnce = map[int]func() (*dsa.Parameters, error){
	1024: sync.OnceValues(func() (*dsa.Parameters, error) { return parseDSAParams(dsa1024Params) }),
	2048: sync.OnceValues(func() (*dsa.Parameters, error) { return parseDSAParams(dsa2048Params) }),
}

// DSAParams are the fixed domain parameters of dsa1024 / dsa2048.
func DSAParams(bits int) (*dsa.Parameters, error) {
	f, ok := dsaParamsOnce[bits]
	if !ok {
		return nil, fmt.Errorf("no DSA parameters of %d bits", bits)
	}
	ps, err := f()
	if err == nil && (ps.P.BitLen() != bits || ps.Q.BitLen() != dsaN(bits)) {
		err = fmt.Errorf("DSA parameters: %d/%d bits, want %d/%d", ps.P.BitLen(), ps.Q.BitLen(), bits, dsaN(bits))
	}
	return ps, err
}

// dsaSignBig is FIPS 186-4 4.6 in math/big: r = (g^k mod p) mod q,
// s = k^-1 (z + x r) mod q, z = the hash (N bits) as an integer.
func dsaSignBig(ps *dsa.Parameters, x, k *big.Int, z []byte) (r, s *big.Int) {
	r = new(big.Int).Exp(ps.G, k, ps.P)
	r.Mod(r, ps.Q)
	s = new(big.Int).Mul(x, r)
	s.Add(s, new(big.Int).SetBytes(z))
	s.Mul(s, new(big.Int).ModInverse(k, ps.Q))
	s.Mod(s, ps.Q)
	return r, s
}

// rngReader adapts rng to io.Reader for crypto/dsa.
type rngReader struct{ r *rand.Rand }

func (r rngReader) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(r.r.Uint32())
	}
	return len(b), nil
}

func runDSA(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	ps, err := DSAParams(k.KeyBits)
	if err != nil {
		return nil, 0, err
	}
	lb, nb := k.KeyBits/8, k.Bytes
	priv := &dsa.PrivateKey{PublicKey: dsa.PublicKey{Parameters: *ps}, X: randBelow(rng, ps.Q)}
	priv.Y = new(big.Int).Exp(ps.G, priv.X, ps.P)
	h := sha256.Sum256(randBytes(rng, 64))
	z := h[:nb] // leftmost N bits
	dom := []Arg{beBuf(ps.P, lb), beBuf(ps.Q, nb), beBuf(ps.G, lb)}
	if k.Direction == "verify" {
		// The signature is made with math/big from a nonce of rng:
		// crypto/dsa.Sign ignores the caller's reader (Go 1.26) or, with
		// GODEBUG cryptocustomrand=1, reads one byte of it at random, so
		// its signatures would change the kernel's input every run.
		r, sv := dsaSignBig(ps, priv.X, randBelow(rng, ps.Q), z)
		if !dsa.Verify(&priv.PublicKey, z, r, sv) {
			return nil, 0, fmt.Errorf("kernel %s: the math/big signature is rejected by crypto/dsa.Verify", k.Name)
		}
		sig := append(r.FillBytes(make([]byte, nb)), sv.FillBytes(make([]byte, nb))...)
		args := append(dom, beBuf(priv.Y, lb), Buf(z), Buf(sig))
		res, _, used, err := pkCall(t, k, args, 0, 0, arena)
		if err != nil {
			return nil, 0, fmt.Errorf("%w (a valid signature)", err)
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	}
	nonce := randBelow(rng, ps.Q)
	r, sv := dsaSignBig(ps, priv.X, nonce, z)
	want := append(r.FillBytes(make([]byte, nb)), sv.FillBytes(make([]byte, nb))...)
	args := append(dom, beBuf(priv.X, nb), Buf(z), beBuf(nonce, nb), Buf(make([]byte, 2*nb)))
	res, sig, used, err := pkCall(t, k, args, 6, 2*nb, arena)
	if err != nil {
		return nil, 0, err
	}
	gr, gs := new(big.Int).SetBytes(sig[:nb]), new(big.Int).SetBytes(sig[nb:])
	if !dsa.Verify(&priv.PublicKey, z, gr, gs) {
		return nil, 0, fmt.Errorf("kernel %s: signature rejected by crypto/dsa.Verify", k.Name)
	}
	if !bytes.Equal(sig, want) {
		return nil, 0, fmt.Errorf("kernel %s: signature %x differs from math/big's %x", k.Name, head(sig), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
