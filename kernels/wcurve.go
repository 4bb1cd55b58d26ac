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

	gmecdh "github.com/emmansun/gmsm/ecdh"
	"github.com/emmansun/gmsm/sm2"
	"github.com/emmansun/gmsm/sm3"
)

// Kernels on the generic short Weierstrass curves (src/api_wcurve.h):
// ECDSA and ECDH on brainpoolP256r1/P384r1/P512r1 (RFC 5639) and
// secp521r1, SM2 signatures (GB/T 32918.2, SM3(Z_A || M) included) and
// ECDH on the SM2 curve, all on the generic small math of
// src/ecc_wcurve.c.
//
// Oracles: affine arithmetic in math/big over each curve's published
// parameters gives every expected output; in addition crypto/ecdsa and
// crypto/ecdh check secp521r1, and github.com/emmansun/gmsm (sm2,
// ecdh) checks SM2. The C constants (src/ecc_wcurve_params.c) are
// generated from the curves below by TestWCurveParams -update.

// WCurve is a short Weierstrass curve y^2 = x^3 + A x + B over F_P with
// base point (Gx, Gy) of prime order N and cofactor 1.
type WCurve struct {
	Name               string
	P, A, B, Gx, Gy, N *big.Int
	Bytes              int    // encoded coordinate and scalar
	HashBytes          int    // ECDSA hash input (never longer than N)
	family             string // of the kernels: ecdsa-<family>, ecdh-<family>
	sym                string // of the C constants and kernel symbols
}

// Brainpool parameters: RFC 5639 3.4-3.7 (as printed by
// `openssl ecparam -param_enc explicit -text`).
var (
	bp256 = &WCurve{
		Name: "brainpoolP256r1", Bytes: 32, HashBytes: 32, family: "brainpoolp256r1", sym: "bp256r1",
		P:  hexInt("A9FB57DBA1EEA9BC3E660A909D838D726E3BF623D52620282013481D1F6E5377"),
		A:  hexInt("7D5A0975FC2C3057EEF67530417AFFE7FB8055C126DC5C6CE94A4B44F330B5D9"),
		B:  hexInt("26DC5C6CE94A4B44F330B5D9BBD77CBF958416295CF7E1CE6BCCDC18FF8C07B6"),
		Gx: hexInt("8BD2AEB9CB7E57CB2C4B482FFC81B7AFB9DE27E1E3BD23C23A4453BD9ACE3262"),
		Gy: hexInt("547EF835C3DAC4FD97F8461A14611DC9C27745132DED8E545C1D54C72F046997"),
		N:  hexInt("A9FB57DBA1EEA9BC3E660A909D838D718C397AA3B561A6F7901E0E82974856A7"),
	}
	bp384 = &WCurve{
		Name: "brainpoolP384r1", Bytes: 48, HashBytes: 48, family: "brainpoolp384r1", sym: "bp384r1",
		P: hexInt(`8CB91E82A3386D280F5D6F7E50E641DF152F7109ED5456B412B1DA197FB71123
			ACD3A729901D1A71874700133107EC53`),
		A: hexInt(`7BC382C63D8C150C3C72080ACE05AFA0C2BEA28E4FB22787139165EFBA91F90F
			8AA5814A503AD4EB04A8C7DD22CE2826`),
		B: hexInt(`04A8C7DD22CE28268B39B55416F0447C2FB77DE107DCD2A62E880EA53EEB62D5
			7CB4390295DBC9943AB78696FA504C11`),
		Gx: hexInt(`1D1C64F068CF45FFA2A63A81B7C13F6B8847A3E77EF14FE3DB7FCAFE0CBD10E8
			E826E03436D646AAEF87B2E247D4AF1E`),
		Gy: hexInt(`8ABE1D7520F9C2A45CB1EB8E95CFD55262B70B29FEEC5864E19C054FF9912928
			0E4646217791811142820341263C5315`),
		N: hexInt(`8CB91E82A3386D280F5D6F7E50E641DF152F7109ED5456B31F166E6CAC0425A7
			CF3AB6AF6B7FC3103B883202E9046565`),
	}
	bp512 = &WCurve{
		Name: "brainpoolP512r1", Bytes: 64, HashBytes: 64, family: "brainpoolp512r1", sym: "bp512r1",
		P: hexInt(`AADD9DB8DBE9C48B3FD4E6AE33C9FC07CB308DB3B3C9D20ED6639CCA70330871
			7D4D9B009BC66842AECDA12AE6A380E62881FF2F2D82C68528AA6056583A48F3`),
		A: hexInt(`7830A3318B603B89E2327145AC234CC594CBDD8D3DF91610A83441CAEA9863BC
			2DED5D5AA8253AA10A2EF1C98B9AC8B57F1117A72BF2C7B9E7C1AC4D77FC94CA`),
		B: hexInt(`3DF91610A83441CAEA9863BC2DED5D5AA8253AA10A2EF1C98B9AC8B57F1117A7
			2BF2C7B9E7C1AC4D77FC94CADC083E67984050B75EBAE5DD2809BD638016F723`),
		Gx: hexInt(`81AEE4BDD82ED9645A21322E9C4C6A9385ED9F70B5D916C1B43B62EEF4D0098E
			FF3B1F78E2D0D48D50D1687B93B97D5F7C6D5047406A5E688B352209BCB9F822`),
		Gy: hexInt(`7DDE385D566332ECC0EABFA9CF7822FDF209F70024A57B1AA000C55B881F8111
			B2DCDE494A5F485E5BCA4BD88A2763AED1CA2B2FA8F0540678CD1E0F3AD80892`),
		N: hexInt(`AADD9DB8DBE9C48B3FD4E6AE33C9FC07CB308DB3B3C9D20ED6639CCA70330870
			553E5C414CA92619418661197FAC10471DB1D381085DDADDB58796829CA90069`),
	}
	p521 = fromParams("secp521r1", elliptic.P521().Params(), 66, 64, "p521", "p521")
	sm2c = fromParams("SM2", sm2.P256().Params(), 32, 32, "sm2", "sm2")
	// curve is the curve of a kernel family (ecdsa-*, ecdh-*, sm2).
	curve = map[string]*WCurve{}
)

func init() {
	for _, c := range WCurves() {
		if c != sm2c { // SM2 signs its own way (sm2)
			curve["ecdsa-"+c.family] = c
		}
		curve["ecdh-"+c.family] = c
	}
	curve["sm2"] = sm2c
}

// fromParams takes an a = -3 curve from Go's parameters.
func fromParams(name string, ps *elliptic.CurveParams, size, hashBytes int, family, sym string) *WCurve {
	return &WCurve{
		Name: name, P: ps.P, A: new(big.Int).Sub(ps.P, big.NewInt(3)), B: ps.B, Gx: ps.Gx, Gy: ps.Gy, N: ps.N,
		Bytes: size, HashBytes: hashBytes, family: family, sym: sym,
	}
}

// WCurves are the curves of src/ecc_wcurve.c, in the order of its tables.
func WCurves() []*WCurve { return []*WCurve{bp256, bp384, bp512, p521, sm2c} }

// wPoint is an affine point; nil is the point at infinity.
type wPoint struct{ x, y *big.Int }

func (c *WCurve) mod(x *big.Int) *big.Int { return x.Mod(x, c.P) }

func (c *WCurve) add(a, b *wPoint) *wPoint {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	var l *big.Int
	if a.x.Cmp(b.x) == 0 {
		if c.mod(new(big.Int).Add(a.y, b.y)).Sign() == 0 {
			return nil
		}
		// l = (3x^2 + A) / 2y
		l = new(big.Int).Mul(a.x, a.x)
		l.Mul(l, big.NewInt(3)).Add(l, c.A)
		l.Mul(l, new(big.Int).ModInverse(new(big.Int).Lsh(a.y, 1), c.P))
	} else {
		l = new(big.Int).Sub(b.y, a.y)
		l.Mul(l, new(big.Int).ModInverse(c.mod(new(big.Int).Sub(b.x, a.x)), c.P))
	}
	c.mod(l)
	x := new(big.Int).Mul(l, l)
	c.mod(x.Sub(x, a.x).Sub(x, b.x))
	y := new(big.Int).Sub(a.x, x)
	c.mod(y.Mul(y, l).Sub(y, a.y))
	return &wPoint{x, y}
}

func (c *WCurve) mul(k *big.Int, p *wPoint) *wPoint {
	var r *wPoint
	for i := k.BitLen() - 1; i >= 0; i-- {
		r = c.add(r, r)
		if k.Bit(i) == 1 {
			r = c.add(r, p)
		}
	}
	return r
}

func (c *WCurve) base() *wPoint { return &wPoint{c.Gx, c.Gy} }

func (c *WCurve) onCurve(p *wPoint) bool {
	l := new(big.Int).Mul(p.y, p.y)
	r := new(big.Int).Mul(p.x, p.x)
	r.Add(r, c.A).Mul(r, p.x).Add(r, c.B)
	return c.mod(l.Sub(l, r)).Sign() == 0
}

func (c *WCurve) encode(p *wPoint) []byte {
	return append(p.x.FillBytes(make([]byte, c.Bytes)), p.y.FillBytes(make([]byte, c.Bytes))...)
}

func (c *WCurve) sigBytes(r, s *big.Int) []byte {
	return append(r.FillBytes(make([]byte, c.Bytes)), s.FillBytes(make([]byte, c.Bytes))...)
}

// ecdsaSign is ECDSA in math/big (e = the hash, never longer than N).
func (c *WCurve) ecdsaSign(d, k *big.Int, hash []byte) (r, s *big.Int) {
	r = new(big.Int).Mod(c.mul(k, c.base()).x, c.N)
	s = new(big.Int).Mul(r, d)
	s.Add(s, new(big.Int).SetBytes(hash))
	s.Mul(s, new(big.Int).ModInverse(k, c.N)).Mod(s, c.N)
	return r, s
}

func (c *WCurve) ecdsaVerify(pub *wPoint, hash []byte, r, s *big.Int) bool {
	if r.Sign() <= 0 || r.Cmp(c.N) >= 0 || s.Sign() <= 0 || s.Cmp(c.N) >= 0 {
		return false
	}
	w := new(big.Int).ModInverse(s, c.N)
	u1 := new(big.Int).Mul(new(big.Int).SetBytes(hash), w)
	u2 := new(big.Int).Mul(r, w)
	p := c.add(c.mul(u1.Mod(u1, c.N), c.base()), c.mul(u2.Mod(u2, c.N), pub))
	return p != nil && new(big.Int).Mod(p.x, c.N).Cmp(r) == 0
}

// sm2Sign is GB/T 32918.2 6.1 in math/big for the digest e:
// r = (e + x1) mod n, s = (1 + d)^-1 (k - r d) mod n.
func (c *WCurve) sm2Sign(d, k *big.Int, e []byte) (r, s *big.Int) {
	r = new(big.Int).Add(new(big.Int).SetBytes(e), c.mul(k, c.base()).x)
	r.Mod(r, c.N)
	s = new(big.Int).Mul(r, d)
	s.Sub(k, s)
	s.Mul(s, new(big.Int).ModInverse(new(big.Int).Add(d, big.NewInt(1)), c.N)).Mod(s, c.N)
	return r, s
}

// hashFor draws a message and hashes it with the hash of the curve's size.
func (c *WCurve) hashFor(rng *rand.Rand) []byte {
	msg := randBytes(rng, 64)
	switch c.HashBytes {
	case 32:
		h := sha256.Sum256(msg)
		return h[:]
	case 48:
		h := sha512.Sum384(msg)
		return h[:]
	}
	h := sha512.Sum512(msg)
	return h[:]
}

// libVerify checks a signature with the standard library where it has
// the curve (secp521r1); true for the others.
func (c *WCurve) libVerify(pub *wPoint, hash, sig []byte) bool {
	if c != p521 {
		return true
	}
	pk := &ecdsa.PublicKey{Curve: elliptic.P521(), X: pub.x, Y: pub.y}
	return ecdsa.Verify(pk, hash, new(big.Int).SetBytes(sig[:c.Bytes]), new(big.Int).SetBytes(sig[c.Bytes:]))
}

func runWECDSA(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	c := curve[k.Family]
	d := randBelow(rng, c.N)
	pub := c.mul(d, c.base())
	h := c.hashFor(rng)
	nonce := randBelow(rng, c.N)
	want := c.sigBytes(c.ecdsaSign(d, nonce, h))
	if !c.libVerify(pub, h, want) {
		return nil, 0, fmt.Errorf("kernel %s: the math/big oracle's signature is rejected by crypto/ecdsa", k.Name)
	}
	if k.Direction == "verify" {
		res, _, used, err := pkCall(t, k, []Arg{Buf(c.encode(pub)), Buf(h), Buf(want)}, 0, 0, arena)
		if err != nil {
			return nil, 0, fmt.Errorf("%w (a valid signature)", err)
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	}
	n := 2 * c.Bytes
	res, sig, used, err := pkCall(t, k, []Arg{beBuf(d, c.Bytes), Buf(h), beBuf(nonce, c.Bytes), Buf(make([]byte, n))}, 3, n, arena)
	if err != nil {
		return nil, 0, err
	}
	if !c.ecdsaVerify(pub, h, new(big.Int).SetBytes(sig[:c.Bytes]), new(big.Int).SetBytes(sig[c.Bytes:])) || !c.libVerify(pub, h, sig) {
		return nil, 0, fmt.Errorf("kernel %s: signature rejected by the verifier", k.Name)
	}
	if !bytes.Equal(sig, want) {
		return nil, 0, fmt.Errorf("kernel %s: signature %x differs from math/big's %x", k.Name, head(sig), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}

// libECDH is the library's view of an ECDH operation where it has the
// curve: crypto/ecdh for secp521r1, gmsm's ecdh for SM2; nil otherwise.
// keygen returns 04 || X || Y, shared the x coordinate.
func (c *WCurve) libECDH(d *big.Int, peer *wPoint) ([]byte, error) {
	db := d.FillBytes(make([]byte, c.Bytes))
	switch c {
	case p521:
		pk, err := ecdh.P521().NewPrivateKey(db)
		if err != nil {
			return nil, err
		}
		if peer == nil {
			return pk.PublicKey().Bytes(), nil
		}
		pp, err := ecdh.P521().NewPublicKey(append([]byte{4}, c.encode(peer)...))
		if err != nil {
			return nil, err
		}
		return pk.ECDH(pp)
	case sm2c:
		pk, err := gmecdh.P256().NewPrivateKey(db)
		if err != nil {
			return nil, err
		}
		if peer == nil {
			return pk.PublicKey().Bytes(), nil
		}
		pp, err := gmecdh.P256().NewPublicKey(append([]byte{4}, c.encode(peer)...))
		if err != nil {
			return nil, err
		}
		return pk.ECDH(pp)
	}
	return nil, nil
}

func runWECDH(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	c := curve[k.Family]
	d := randBelow(rng, c.N)
	var args []Arg
	var want []byte
	var peer *wPoint
	outArg := 1
	if k.Direction == "keygen" {
		want = c.encode(c.mul(d, c.base()))
		args = []Arg{beBuf(d, c.Bytes), Buf(make([]byte, 2*c.Bytes))}
	} else {
		peer = c.mul(randBelow(rng, c.N), c.base())
		want = c.mul(d, peer).x.FillBytes(make([]byte, c.Bytes))
		args = []Arg{beBuf(d, c.Bytes), Buf(c.encode(peer)), Buf(make([]byte, c.Bytes))}
		outArg = 2
	}
	lib, err := c.libECDH(d, peer)
	if err != nil {
		return nil, 0, fmt.Errorf("kernel %s: library: %v", k.Name, err)
	}
	if lib != nil && !bytes.Equal(bytes.TrimPrefix(lib, []byte{4}), want) {
		return nil, 0, fmt.Errorf("kernel %s: the math/big oracle and the library disagree", k.Name)
	}
	res, out, used, err := pkCall(t, k, args, outArg, len(want), arena)
	if err != nil {
		return nil, 0, err
	}
	if !bytes.Equal(out, want) {
		return nil, 0, fmt.Errorf("kernel %s: output %x differs from the oracle's %x", k.Name, head(out), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}

// sm2UID is the default user ID (GB/T 35276) the kernels use.
var sm2UID = []byte("1234567812345678")

// sm2Digest is e = SM3(Z_A || msg) by gmsm.
func sm2Digest(pub *wPoint, msg []byte) ([]byte, error) {
	pk := &ecdsa.PublicKey{Curve: sm2.P256(), X: pub.x, Y: pub.y}
	za, err := sm2.CalculateZA(pk, sm2UID)
	if err != nil {
		return nil, err
	}
	e := sm3.Sum(append(za, msg...))
	return e[:], nil
}

func runSM2(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	c := sm2c
	d := randBelow(rng, new(big.Int).Sub(c.N, big.NewInt(1)))
	pub := c.mul(d, c.base())
	pk := &ecdsa.PublicKey{Curve: sm2.P256(), X: pub.x, Y: pub.y}
	msg := randBytes(rng, k.Bytes)
	e, err := sm2Digest(pub, msg)
	if err != nil {
		return nil, 0, err
	}
	nonce := randBelow(rng, c.N)
	r, sv := c.sm2Sign(d, nonce, e)
	want := c.sigBytes(r, sv)
	if !sm2.VerifyWithSM2(pk, sm2UID, msg, r, sv) {
		return nil, 0, fmt.Errorf("kernel %s: the math/big oracle's signature is rejected by gmsm", k.Name)
	}
	if k.Direction == "verify" {
		args := []Arg{Buf(c.encode(pub)), Buf(msg), Word(uint32(len(msg))), Buf(want)}
		res, _, used, err := pkCall(t, k, args, 0, 0, arena)
		if err != nil {
			return nil, 0, fmt.Errorf("%w (a valid signature)", err)
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	}
	args := []Arg{beBuf(d, c.Bytes), Buf(c.encode(pub)), Buf(msg), Word(uint32(len(msg))), beBuf(nonce, c.Bytes), Buf(make([]byte, 64))}
	res, sig, used, err := pkCall(t, k, args, 5, 64, arena)
	if err != nil {
		return nil, 0, err
	}
	if !sm2.VerifyWithSM2(pk, sm2UID, msg, new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		return nil, 0, fmt.Errorf("kernel %s: signature rejected by gmsm's sm2.VerifyWithSM2", k.Name)
	}
	if !bytes.Equal(sig, want) {
		return nil, 0, fmt.Errorf("kernel %s: signature %x differs from math/big's %x", k.Name, head(sig), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}
