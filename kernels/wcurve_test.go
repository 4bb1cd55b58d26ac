package kernels

import (
	"bytes"
	"crypto/elliptic"
	"debug/elf"
	"flag"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/emmansun/gmsm/sm2"

	"boardless/sim"
)

var update = flag.Bool("update", false, "rewrite generated files: src/ecc_wcurve_params.c and the golden cycle files testdata/cycles/*.json")

const wcurveParamsFile = "src/ecc_wcurve_params.c"

// TestWCurveParams: src/ecc_wcurve_params.c is what wcurveParamsC makes
// of WCurves (go test ./kernels -run TestWCurveParams -update rewrites it).
func TestWCurveParams(t *testing.T) {
	want, err := wcurveParamsC()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(wcurveParamsFile, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(wcurveParamsFile)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s is stale: run go test ./kernels -run TestWCurveParams -update", wcurveParamsFile)
	}
}

// TestWCurveConstants checks the oracles' curves independently of the
// kernels: primes, base point on the curve and of order N, and agreement
// with Go's secp521r1 and gmsm's SM2 parameters.
func TestWCurveConstants(t *testing.T) {
	t.Parallel()
	for _, c := range WCurves() {
		if !c.P.ProbablyPrime(20) || !c.N.ProbablyPrime(20) || !c.onCurve(c.base()) || c.mul(c.N, c.base()) != nil {
			t.Errorf("%s: invalid parameters", c.Name)
		}
		if c.P.BitLen() > 8*c.Bytes || 8*c.HashBytes > c.N.BitLen()+7 || c.HashBytes > c.Bytes {
			t.Errorf("%s: sizes %d/%d do not fit the curve", c.Name, c.Bytes, c.HashBytes)
		}
	}
	if ps := elliptic.P521().Params(); p521.B.Cmp(ps.B) != 0 || p521.N.Cmp(ps.N) != 0 {
		t.Error("secp521r1 differs from crypto/elliptic")
	}
	if ps := sm2.P256().Params(); sm2c.P.Cmp(ps.P) != 0 || sm2c.Gy.Cmp(ps.Gy) != 0 {
		t.Error("SM2 differs from gmsm")
	}
	// The catalog's sizes are the curves': ECDSA takes a HashBytes hash,
	// ECDH a Bytes scalar.
	for _, k := range PublicKey(wcurveFamilies()...) {
		c := curve[k.Family]
		want := c.Bytes
		switch {
		case k.Family == "sm2":
			want = EdMessageBytes
		case strings.HasPrefix(k.Family, "ecdsa-"):
			want = c.HashBytes
		}
		if k.Bytes != want || !strings.Contains(k.Symbol, "_"+c.sym+"_") && k.Family != "sm2" {
			t.Errorf("%s: %d bytes, symbol %s; the curve %s has %d, %s", k.Name, k.Bytes, k.Symbol, c.Name, want, c.sym)
		}
	}
}

// wcurveFamilies are the kernel families of the curves of WCurves.
func wcurveFamilies() []string {
	var fams []string
	for fam := range curve {
		fams = append(fams, fam)
	}
	return fams
}

// wcurveParamsC renders the C constants of every curve: field and order
// with their Montgomery parameters, and for a != -3 the twist (RFC 5639
// 3.4) with A Z^4 = -3: B Z^6, G (x Z^2, y Z^3) and the factors Z^2, Z^3,
// Z^-2, Z^-3 in Montgomery form.
func wcurveParamsC() (string, error) {
	var b strings.Builder
	b.WriteString(`/*
 * ecc_wcurve_params.c - constants of the curves of wcurve.h, as
 * little-endian 32-bit limbs.  Generated from kernels/wcurve.go's curves by
 *     go test ./kernels -run TestWCurveParams -update
 * Do not edit.
 */
#include "wcurve.h"
`)
	for _, c := range WCurves() {
		n := (c.P.BitLen() + 31) / 32
		R := new(big.Int).Lsh(big.NewInt(1), uint(32*n))
		mont := func(x *big.Int) *big.Int { return new(big.Int).Mod(new(big.Int).Mul(x, R), c.P) }
		rr := func(m *big.Int) *big.Int { return new(big.Int).Mod(new(big.Int).Mul(R, R), m) }
		arr := func(name string, xs ...*big.Int) {
			fmt.Fprintf(&b, "static const uint32_t %s_%s[%d] = {", c.sym, name, n*len(xs))
			for i, x := range xs {
				for j, w := range limbs32(x, n) {
					if (i*n+j)%6 == 0 {
						b.WriteString("\n   ")
					}
					fmt.Fprintf(&b, " 0x%08xu,", w)
				}
			}
			b.WriteString("\n};\n")
		}
		fmt.Fprintf(&b, "\n/* %s */\n", c.Name)
		arr("p", c.P)
		arr("p_rr", rr(c.P))
		arr("order", c.N)
		arr("order_rr", rr(c.N))
		iso := "NULL"
		bt, gx, gy := c.B, c.Gx, c.Gy
		if c.A.Cmp(new(big.Int).Sub(c.P, big.NewInt(3))) != 0 {
			z, err := twistZ(c)
			if err != nil {
				return "", err
			}
			pw := func(e int64) *big.Int { return new(big.Int).Exp(z, big.NewInt(e), c.P) }
			inv := func(x *big.Int) *big.Int { return new(big.Int).ModInverse(x, c.P) }
			bt = c.mod(new(big.Int).Mul(c.B, pw(6)))
			gx = c.mod(new(big.Int).Mul(c.Gx, pw(2)))
			gy = c.mod(new(big.Int).Mul(c.Gy, pw(3)))
			arr("iso", mont(pw(2)), mont(pw(3)), mont(inv(pw(2))), mont(inv(pw(3))))
			iso = c.sym + "_iso"
		}
		arr("b", bt)
		arr("gx", gx)
		arr("gy", gy)
		fmt.Fprintf(&b, "const wcurve wc_%s = {\n    %d, %d, %d, %d,\n    %[6]s_p, %[6]s_p_rr, 0x%08[7]xu,\n    %[6]s_order, %[6]s_order_rr, 0x%08[8]xu,\n    %[6]s_b, %[6]s_gx, %[6]s_gy, %[9]s,\n};\n",
			c.sym, n, c.Bytes, c.HashBytes, c.N.BitLen(), c.sym, negInv32(c.P), negInv32(c.N), iso)
	}
	return b.String(), nil
}

// twistZ finds Z with A Z^4 = -3 (mod P): a fourth root of -3/A.
func twistZ(c *WCurve) (*big.Int, error) {
	u := new(big.Int).Mul(big.NewInt(-3), new(big.Int).ModInverse(c.A, c.P))
	c.mod(u)
	s := new(big.Int).ModSqrt(u, c.P)
	if s == nil {
		return nil, fmt.Errorf("%s: -3/A is not a square", c.Name)
	}
	for _, z2 := range []*big.Int{s, new(big.Int).Sub(c.P, s)} {
		if z := new(big.Int).ModSqrt(z2, c.P); z != nil {
			return z, nil
		}
	}
	return nil, fmt.Errorf("%s: -3/A is not a fourth power", c.Name)
}

func limbs32(x *big.Int, n int) []uint32 {
	l := make([]uint32, n)
	v := new(big.Int).Set(x)
	for i := range l {
		l[i] = uint32(v.Uint64())
		v.Rsh(v, 32)
	}
	return l
}

// negInv32 is -m^-1 mod 2^32.
func negInv32(m *big.Int) uint32 {
	r := new(big.Int).Lsh(big.NewInt(1), 32)
	return uint32(new(big.Int).Sub(r, new(big.Int).ModInverse(m, r)).Uint64())
}

// sameV6MCode reports whether the Cortex-M0 and Cortex-M0+ public-key
// images hold the same code (gcc emits the same ARMv6-M instructions for
// both): then an output checked on one is the other's output too.
func sameV6MCode(t *testing.T) bool {
	t.Helper()
	var text [2][]byte
	for i, b := range []string{"nucleo-g071rb", "nucleo-f091rc"} {
		f, err := elf.Open(ImagePath("../build", b, "pk"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if sec := f.Section(".text"); sec != nil {
			text[i], _ = sec.Data()
		}
	}
	return len(text[0]) > 0 && bytes.Equal(text[0], text[1])
}

// wcurveSelected leaves out, on nucleo-f091rc, the curves larger than
// 256 bits when sameCode says its code is the nucleo-g071rb code byte for
// byte (the larger curves take 3.5e9 emulated instructions per ARMv6-M
// board).
func wcurveSelected(sameCode bool) func(board string, k Kernel) (bool, string) {
	return func(board string, k Kernel) (bool, string) {
		if board == "nucleo-f091rc" && sameCode && k.KeyBits > 256 {
			return false, "same code as nucleo-g071rb, checked there"
		}
		return true, ""
	}
}

// TestWCurveErrors: on every curve, r out of range does not verify,
// off-curve points and out-of-range scalars are refused; on the 256-bit
// curves a valid signature verifies and tampered ones do not
// (nucleo-wba52cg).
func TestWCurveErrors(t *testing.T) {
	t.Parallel()
	s := pkSession(t, "nucleo-wba52cg")
	rng := sim.NewRand(11)
	for _, c := range WCurves() {
		d := randBelow(rng, new(big.Int).Sub(c.N, big.NewInt(1)))
		pubPt := c.mul(d, c.base())
		pub := c.encode(pubPt)
		offc := append([]byte(nil), pub...)
		offc[len(offc)-1] ^= 1
		ecdh := "ecdh-" + c.family
		sh := findKernel(t, PublicKey(), ecdh+"-shared-small")
		if ret, _ := pkRet(t, s, sh, []Arg{beBuf(d, c.Bytes), Buf(offc), Buf(make([]byte, c.Bytes))}, 2, c.Bytes, 0); ret != -1 {
			t.Errorf("%s: off-curve peer: return %d, want -1", sh.Name, ret)
		}
		kg := findKernel(t, PublicKey(), ecdh+"-keygen-small")
		for _, bad := range []*big.Int{new(big.Int), c.N} {
			if ret, _ := pkRet(t, s, kg, []Arg{beBuf(bad, c.Bytes), Buf(make([]byte, 2*c.Bytes))}, 1, 2*c.Bytes, 0); ret != -1 {
				t.Errorf("%s: scalar %x…: return %d, want -1", kg.Name, head(bad.Bytes()), ret)
			}
		}

		var vk Kernel
		var sig []byte
		var args func(pub, sig []byte) []Arg
		if c == sm2c {
			msg := []byte("boardless")
			e, err := sm2Digest(pubPt, msg)
			if err != nil {
				t.Fatal(err)
			}
			sig = c.sigBytes(c.sm2Sign(d, randBelow(rng, c.N), e))
			vk = findKernel(t, PublicKey(), "sm2-verify-small")
			args = func(pub, sig []byte) []Arg {
				return []Arg{Buf(pub), Buf(msg), Word(uint32(len(msg))), Buf(sig)}
			}
		} else {
			h := c.hashFor(rng)
			sig = c.sigBytes(c.ecdsaSign(d, randBelow(rng, c.N), h))
			vk = findKernel(t, PublicKey(), "ecdsa-"+c.family+"-verify-small")
			args = func(pub, sig []byte) []Arg { return []Arg{Buf(pub), Buf(h), Buf(sig)} }
		}
		if ret, _ := pkRet(t, s, vk, args(offc, sig), 0, 0, 0); ret != -1 {
			t.Errorf("%s: off-curve key: return %d, want -1", vk.Name, ret)
		}
		if ret, _ := pkRet(t, s, vk, args(pub, append(c.N.FillBytes(make([]byte, c.Bytes)), sig[c.Bytes:]...)), 0, 0, 0); ret != 1 {
			t.Errorf("%s: r = n: return %d, want 1", vk.Name, ret)
		}
		if c.Bytes > 32 {
			continue // the same code as the 256-bit curves, 5-10 times the time
		}
		if ret, _ := pkRet(t, s, vk, args(pub, sig), 0, 0, 0); ret != 0 {
			t.Errorf("%s: valid signature: return %d", vk.Name, ret)
		}
		for _, i := range []int{1, c.Bytes + 3} {
			bad := append([]byte(nil), sig...)
			bad[i] ^= 1
			if ret, _ := pkRet(t, s, vk, args(pub, bad), 0, 0, 0); ret != 1 {
				t.Errorf("%s: tampered signature byte %d: return %d, want 1", vk.Name, i, ret)
			}
		}
	}
}
