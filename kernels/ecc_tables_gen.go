//go:build ignore

// ecc_tables_gen writes kernels/src/ecc_tables.c: the curve constants of
// P-256, P-384 and Ed25519 as little-endian 32-bit limbs, the Montgomery
// parameters (R^2 mod m, -m^-1 mod 2^32) of each field and group order,
// and the fixed-base comb tables of the "high" configurations (plain form).
//
//	go run kernels/ecc_tables_gen.go > kernels/src/ecc_tables.c
package main

import (
	"crypto/elliptic"
	"fmt"
	"math/big"
	"os"
	"strings"
)

// combTeeth is the comb width: 2^combTeeth - 1 table points per curve.
const combTeeth = 4

var out strings.Builder

func limbs(x *big.Int, n int) []uint32 {
	v := new(big.Int).Set(x)
	l := make([]uint32, n)
	mask := big.NewInt(0xffffffff)
	for i := range l {
		l[i] = uint32(new(big.Int).And(v, mask).Uint64())
		v.Rsh(v, 32)
	}
	if v.Sign() != 0 {
		panic("value does not fit")
	}
	return l
}

func emit(name string, n int, xs ...*big.Int) {
	fmt.Fprintf(&out, "const uint32_t %s[%d] = {", name, n*len(xs))
	for i, x := range xs {
		for j, w := range limbs(x, n) {
			if (i*n+j)%6 == 0 {
				out.WriteString("\n   ")
			}
			fmt.Fprintf(&out, " 0x%08xu,", w)
		}
	}
	out.WriteString("\n};\n")
}

func n0(m *big.Int) uint32 {
	r := new(big.Int).Lsh(big.NewInt(1), 32)
	inv := new(big.Int).ModInverse(m, r)
	return uint32(new(big.Int).Sub(r, inv).Uint64())
}

// modParams emits NAME_rr and NAME_n0 for modulus m with n limbs.
func modParams(name string, m *big.Int, n int) {
	rr := new(big.Int).Lsh(big.NewInt(1), uint(64*n))
	rr.Mod(rr, m)
	emit(name+"_rr", n, rr)
	fmt.Fprintf(&out, "const uint32_t %s_n0 = 0x%08xu;\n", name, n0(m))
}

func weierstrass(name string, c elliptic.Curve) {
	p := c.Params()
	n := p.BitSize / 32
	fmt.Fprintf(&out, "\n/* %s */\n", p.Name)
	emit(name+"_p", n, p.P)
	emit(name+"_b", n, p.B)
	emit(name+"_gx", n, p.Gx)
	emit(name+"_gy", n, p.Gy)
	emit(name+"_order", n, p.N)
	modParams(name+"_p", p.P, n)
	modParams(name+"_order", p.N, n)
	d := (p.BitSize + combTeeth - 1) / combTeeth
	var plain []*big.Int
	for idx := 1; idx < 1<<combTeeth; idx++ {
		k := new(big.Int)
		for j := 0; j < combTeeth; j++ {
			if idx>>j&1 == 1 {
				k.SetBit(k, j*d, 1)
			}
		}
		x, y := c.ScalarBaseMult(k.Bytes())
		plain = append(plain, x, y)
	}
	fmt.Fprintf(&out, "const uint32_t %s_comb_d = %d;\n", name, d)
	emit(name+"_comb", n, plain...)
}

// Ed25519 in affine coordinates with math/big.
var (
	edP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	edD = func() *big.Int {
		d := new(big.Int).ModInverse(big.NewInt(121666), edP)
		d.Mul(d, big.NewInt(-121665))
		return d.Mod(d, edP)
	}()
	edL, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)
)

type edPt struct{ x, y *big.Int }

func edAdd(a, b edPt) edPt {
	// x3 = (x1y2+y1x2)/(1+d x1x2y1y2), y3 = (y1y2+x1x2)/(1-d x1x2y1y2)  (a = -1)
	t := new(big.Int).Mul(a.x, b.x)
	t.Mul(t, a.y)
	t.Mul(t, b.y)
	t.Mul(t, edD)
	t.Mod(t, edP)
	nx := new(big.Int).Add(new(big.Int).Mul(a.x, b.y), new(big.Int).Mul(a.y, b.x))
	ny := new(big.Int).Add(new(big.Int).Mul(a.y, b.y), new(big.Int).Mul(a.x, b.x))
	dx := new(big.Int).Add(big.NewInt(1), t)
	dy := new(big.Int).Sub(big.NewInt(1), t)
	dx.ModInverse(dx.Mod(dx, edP), edP)
	dy.ModInverse(dy.Mod(dy, edP), edP)
	nx.Mul(nx, dx).Mod(nx, edP)
	ny.Mul(ny, dy).Mod(ny, edP)
	return edPt{nx, ny}
}

func edMul(k *big.Int, p edPt) edPt {
	r := edPt{big.NewInt(0), big.NewInt(1)}
	for i := k.BitLen() - 1; i >= 0; i-- {
		r = edAdd(r, r)
		if k.Bit(i) == 1 {
			r = edAdd(r, p)
		}
	}
	return r
}

func ed25519() {
	const n = 8
	by := new(big.Int).Mul(big.NewInt(4), new(big.Int).ModInverse(big.NewInt(5), edP))
	by.Mod(by, edP)
	bx, _ := new(big.Int).SetString("15112221349535400772501151409588531511454012693041857206046113283949847762202", 10)
	sqrtm1 := new(big.Int).Exp(big.NewInt(2), new(big.Int).Rsh(new(big.Int).Sub(edP, big.NewInt(1)), 2), edP)
	d2 := new(big.Int).Mod(new(big.Int).Mul(edD, big.NewInt(2)), edP)
	// sanity: B on the curve: -x^2 + y^2 = 1 + d x^2 y^2
	x2 := new(big.Int).Mul(bx, bx)
	y2 := new(big.Int).Mul(by, by)
	lhs := new(big.Int).Sub(y2, x2)
	rhs := new(big.Int).Mul(x2, y2)
	rhs.Mul(rhs, edD).Add(rhs, big.NewInt(1))
	if new(big.Int).Mod(lhs, edP).Cmp(new(big.Int).Mod(rhs, edP)) != 0 {
		panic("B not on curve")
	}
	fmt.Fprintf(&out, "\n/* Ed25519 */\n")
	emit("ed25519_p", n, edP)
	emit("ed25519_d", n, edD)
	emit("ed25519_d2", n, d2)
	emit("ed25519_sqrtm1", n, sqrtm1)
	emit("ed25519_order", n, edL)
	emit("ed25519_bx", n, bx)
	emit("ed25519_by", n, by)
	modParams("ed25519_p", edP, n)
	modParams("ed25519_order", edL, n)
	const d = 64
	var plain []*big.Int
	B := edPt{bx, by}
	for idx := 1; idx < 1<<combTeeth; idx++ {
		k := new(big.Int)
		for j := 0; j < combTeeth; j++ {
			if idx>>j&1 == 1 {
				k.SetBit(k, j*d, 1)
			}
		}
		q := edMul(k, B)
		yp := new(big.Int).Mod(new(big.Int).Add(q.y, q.x), edP)
		ym := new(big.Int).Mod(new(big.Int).Sub(q.y, q.x), edP)
		t := new(big.Int).Mul(q.x, q.y)
		t.Mul(t, d2).Mod(t, edP)
		plain = append(plain, yp, ym, t)
	}
	fmt.Fprintf(&out, "const uint32_t ed25519_comb_d = %d;\n", d)
	emit("ed25519_comb", n, plain...)
}

func main() {
	out.WriteString(`/*
 * ecc_tables.c - curve constants and fixed-base comb tables.
 * GENERATED by kernels/ecc_tables_gen.go; do not edit.
 *
 * Limbs are little-endian 32-bit words.  NAME_rr = R^2 mod m and
 * NAME_n0 = -m^-1 mod 2^32 (R = 2^(32*limbs)).  NAME_comb_* hold the
 * 2^4-1 comb points T[i] = sum of 2^(j*d) G over the set bits j of i
 * (i = 1..15), as affine (x, y) for the Weierstrass curves and as
 * (y+x, y-x, 2d*x*y) for Ed25519, in plain form (the Montgomery-form
 * configurations convert an entry when they use it).
 */
#include "pk_internal.h"
`)
	weierstrass("p256", elliptic.P256())
	weierstrass("p384", elliptic.P384())
	ed25519()
	os.Stdout.WriteString(out.String())
}
