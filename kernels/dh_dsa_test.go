package kernels

import (
	"crypto/dsa"
	"crypto/sha256"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"boardless/sim"
)

// dsaGenEnv regenerates testdata/dsa{1024,2048}.txt (the committed files
// are the output for the fixed seed below).
const dsaGenEnv = "BOARDLESS_DSA_GEN"

func TestDSAGenerateParams(t *testing.T) {
	if os.Getenv(dsaGenEnv) != "1" {
		t.Skip("set " + dsaGenEnv + "=1 to regenerate testdata/dsa*.txt")
	}
	for _, c := range []struct {
		bits int
		size dsa.ParameterSizes
	}{{1024, dsa.L1024N160}, {2048, dsa.L2048N256}} {
		var ps dsa.Parameters
		seed := [32]byte{'b', 'o', 'a', 'r', 'd', 'l', 'e', 's', 's', '-', 'd', 's', 'a'}
		if err := dsa.GenerateParameters(&ps, rand.NewChaCha8(seed), c.size); err != nil {
			t.Fatal(err)
		}
		body := fmt.Sprintf("# DSA domain parameters L=%d N=%d, crypto/dsa.GenerateParameters (ChaCha8 seed \"boardless-dsa\"); test use only\np=%X\nq=%X\ng=%X\n",
			c.bits, dsaN(c.bits), ps.P, ps.Q, ps.G)
		if err := os.WriteFile(filepath.Join("testdata", fmt.Sprintf("dsa%d.txt", c.bits)), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// piFloor is floor(2^k * pi) (Machin: pi = 16 atan(1/5) - 4 atan(1/239)),
// in fixed point with 64 guard bits.
func piFloor(k uint) *big.Int {
	prec := k + 64
	one := new(big.Int).Lsh(big.NewInt(1), prec)
	atanInv := func(x int64) *big.Int {
		sum := new(big.Int)
		xx := big.NewInt(x * x)
		term := new(big.Int).Div(one, big.NewInt(x))
		for i := int64(0); term.Sign() != 0; i++ {
			t := new(big.Int).Div(term, big.NewInt(2*i+1))
			if i%2 == 0 {
				sum.Add(sum, t)
			} else {
				sum.Sub(sum, t)
			}
			term.Div(term, xx)
		}
		return sum
	}
	pi := new(big.Int).Mul(atanInv(5), big.NewInt(16))
	pi.Sub(pi, new(big.Int).Mul(atanInv(239), big.NewInt(4)))
	return pi.Rsh(pi, 64)
}

// TestDHDSAConstants checks the oracles' constants independently of
// the kernels: the MODP primes against their RFC definitions and the DSA
// domain parameters.
func TestDHDSAConstants(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		bits  int
		piExp uint
		add   int64
	}{{1024, 894, 129093}, {2048, 1918, 124476}} {
		// p = 2^b - 2^(b-64) - 1 + 2^64 * (floor(2^e pi) + add)
		b := uint(c.bits)
		p := new(big.Int).Lsh(big.NewInt(1), b)
		p.Sub(p, new(big.Int).Lsh(big.NewInt(1), b-64)).Sub(p, big.NewInt(1))
		p.Add(p, new(big.Int).Lsh(new(big.Int).Add(piFloor(c.piExp), big.NewInt(c.add)), 64))
		if p.Cmp(MODPPrime(c.bits)) != 0 {
			t.Errorf("MODP %d: constant differs from the RFC formula", c.bits)
		}
	}
	for _, bits := range []int{1024, 2048} {
		ps, err := DSAParams(bits)
		if err != nil {
			t.Fatal(err)
		}
		pm1 := new(big.Int).Sub(ps.P, big.NewInt(1))
		if !ps.P.ProbablyPrime(20) || !ps.Q.ProbablyPrime(20) || new(big.Int).Mod(pm1, ps.Q).Sign() != 0 ||
			ps.G.Cmp(big.NewInt(1)) <= 0 || new(big.Int).Exp(ps.G, ps.Q, ps.P).Cmp(big.NewInt(1)) != 0 {
			t.Errorf("dsa%d: invalid domain parameters", bits)
		}
	}
	// The catalog's DSA inputs are N-bit hashes.
	for _, k := range PublicKey("dsa1024", "dsa2048") {
		if k.Bytes != dsaN(k.KeyBits)/8 {
			t.Errorf("%s: %d bytes, want N/8 = %d", k.Name, k.Bytes, dsaN(k.KeyBits)/8)
		}
	}
}

// TestDHDSAErrors: out-of-range DH peers and exponents, DSA
// signatures that must not verify, out-of-range nonces and keys (1024-bit
// sizes, nucleo-wba52cg).
func TestDHDSAErrors(t *testing.T) {
	t.Parallel()
	s := pkSession(t, "nucleo-wba52cg")
	one := big.NewInt(1)

	p := MODPPrime(1024)
	x := make([]byte, 32)
	x[31] = 5
	kg := findKernel(t, PublicKey(), "dh1024-keygen-fast")
	if ret, out := pkRet(t, s, kg, []Arg{Buf(x), Word(32), Buf(make([]byte, 128))}, 2, 128, 0); ret != 0 || new(big.Int).SetBytes(out).Int64() != 32 {
		t.Errorf("%s: 2^5: return %d, %x", kg.Name, ret, head(out))
	}
	for _, l := range []uint32{0, 129} {
		if ret, _ := pkRet(t, s, kg, []Arg{Buf(make([]byte, 129)), Word(l), Buf(make([]byte, 128))}, 2, 128, 0); ret != -1 {
			t.Errorf("%s: priv_len %d: return %d, want -1", kg.Name, l, ret)
		}
	}
	if ret, _ := pkRet(t, s, kg, []Arg{Buf(make([]byte, 32)), Word(32), Buf(make([]byte, 128))}, 2, 128, 0); ret != -1 {
		t.Errorf("%s: zero exponent: return %d, want -1", kg.Name, ret)
	}
	sh := findKernel(t, PublicKey(), "dh1024-shared-fast")
	for _, peer := range []*big.Int{big.NewInt(0), one, new(big.Int).Sub(p, one), p} {
		if ret, _ := pkRet(t, s, sh, []Arg{Buf(x), Word(32), beBuf(peer, 128), Buf(make([]byte, 128))}, 3, 128, 0); ret != -1 {
			t.Errorf("%s: peer %x…: return %d, want -1", sh.Name, head(peer.Bytes()), ret)
		}
	}
	two := big.NewInt(2)
	if ret, out := pkRet(t, s, sh, []Arg{Buf(x), Word(32), beBuf(two, 128), Buf(make([]byte, 128))}, 3, 128, 0); ret != 0 || new(big.Int).SetBytes(out).Int64() != 32 {
		t.Errorf("%s: 2^5: return %d, %x", sh.Name, ret, head(out))
	}

	ps, err := DSAParams(1024)
	if err != nil {
		t.Fatal(err)
	}
	rng := sim.NewRand(9)
	priv := &dsa.PrivateKey{PublicKey: dsa.PublicKey{Parameters: *ps}, X: randBelow(rng, ps.Q)}
	priv.Y = new(big.Int).Exp(ps.G, priv.X, ps.P)
	h := sha256.Sum256([]byte("boardless"))
	z := h[:20]
	dom := []Arg{beBuf(ps.P, 128), beBuf(ps.Q, 20), beBuf(ps.G, 128)}
	r, sv, err := dsa.Sign(rngReader{rng}, priv, z)
	if err != nil {
		t.Fatal(err)
	}
	sig := append(r.FillBytes(make([]byte, 20)), sv.FillBytes(make([]byte, 20))...)
	vk := findKernel(t, PublicKey(), "dsa1024-verify-fast")
	verify := func(y *big.Int, sig []byte) int32 {
		ret, _ := pkRet(t, s, vk, append(append([]Arg(nil), dom...), beBuf(y, 128), Buf(z), Buf(sig)), 0, 0, 0)
		return ret
	}
	if ret := verify(priv.Y, sig); ret != 0 {
		t.Errorf("%s: valid signature: return %d", vk.Name, ret)
	}
	bad := append([]byte(nil), sig...)
	bad[25] ^= 1
	if ret := verify(priv.Y, bad); ret != 1 {
		t.Errorf("%s: tampered signature: return %d, want 1", vk.Name, ret)
	}
	if ret := verify(priv.Y, append(ps.Q.FillBytes(make([]byte, 20)), sig[20:]...)); ret != 1 {
		t.Errorf("%s: r = q: return %d, want 1", vk.Name, ret)
	}
	if ret := verify(one, sig); ret != -1 {
		t.Errorf("%s: y = 1: return %d, want -1", vk.Name, ret)
	}
	sk := findKernel(t, PublicKey(), "dsa1024-sign-fast")
	for _, kk := range []*big.Int{big.NewInt(0), ps.Q} {
		args := append(append([]Arg(nil), dom...), beBuf(priv.X, 20), Buf(z), beBuf(kk, 20), Buf(make([]byte, 40)))
		if ret, _ := pkRet(t, s, sk, args, 6, 40, 0); ret != -1 {
			t.Errorf("%s: nonce %v: return %d, want -1", sk.Name, kk, ret)
		}
	}
}
