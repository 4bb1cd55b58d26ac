package kernels

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/cloudflare/circl/dh/x448"
	"github.com/cloudflare/circl/sign/ed448"

	"boardless/sim"
)

// curve448ErrBoard runs the vector, rejection and arena tests: the
// fastest core to emulate (the C is the same on every board).
const curve448ErrBoard = "nucleo-wba52cg"

// curve448Arena checks, on curve448ErrBoard, the arena of each operation
// that passed in TestPublicKeyAgainstGo (checkPKArena; the exact size for
// X448 shared only, the cheapest full run).
func curve448Arena(t *testing.T, s *sim.Session, board string, k Kernel, seed uint64, used uint32) {
	if board == curve448ErrBoard {
		checkPKArena(t, s, k, seed, used, k.Name == "x448-shared-small")
	}
}

// ed448Order is L (RFC 8032 5.2) as a 57-byte little-endian scalar.
func ed448Order() []byte {
	l := new(big.Int).Lsh(big.NewInt(1), 446)
	c, _ := new(big.Int).SetString("13818066809895115352007386748515426880336692474882178609894547503885", 10)
	return leBytes(l.Sub(l, c), 57)
}

// leBytes is x as n little-endian bytes.
func leBytes(x *big.Int, n int) []byte {
	b := x.FillBytes(make([]byte, n))
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return b
}

// TestEd448Vectors: RFC 8032 7.4 "Blank" and "1 octet" signed
// by the kernel (the private key is the RFC's secret key || public key),
// and "1 octet" verified.
func TestEd448Vectors(t *testing.T) {
	t.Parallel()
	s := pkSession(t, curve448ErrBoard)
	sk := findKernel(t, PublicKey(), "ed448-sign-small-1023")
	vk := findKernel(t, PublicKey(), "ed448-verify-small-1023")
	for _, v := range []struct{ name, priv, msg, sig string }{
		{"Blank",
			"6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6e348a3528c8a3fcc2f044e39a3fc5b94492f8f032e7549a20098f95b" +
				"5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80e96778edf124769b46c7061bd6783df1e50f6cd1fa1abeafe8256180",
			"",
			"533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d2074fd823d41a591f2b233f034f628281f2fd7a22ddd47d7828c59bd0a21bfd3980" +
				"ff0d2028d4b18a9df63e006c5d1c2d345b925d8dc00b4104852db99ac5c7cdda8530a113a0f4dbb61149f05a7363268c71d95808ff2e652600"},
		{"1 octet",
			"c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463afbea67c5e8d2877c5e3bc397a659949ef8021e954e0a12274e" +
				"43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c0866aea01eb00742802b8438ea4cb82169c235160627b4c3a9480",
			"03",
			"26b8f91727bd62897af15e41eb43c377efb9c610d48f2335cb0bd0087810f4352541b143c4b981b7e18f62de8ccdf633fc1bf037ab7cd77980" +
				"5e0dbcc0aae1cbcee1afb2e027df36bc04dcecbf154336c19f0af7e0a6472905e799f1953d2a0ff3348ab21aa4adafd1d234441cf807c03a00"},
	} {
		priv, msg, want := unhex(t, v.priv), unhex(t, v.msg), unhex(t, v.sig)
		if !bytes.Equal(ed448.Sign(ed448.NewKeyFromSeed(priv[:57]), msg, ""), want) {
			t.Fatalf("%s: the vector disagrees with circl", v.name)
		}
		ret, sig := pkRet(t, s, sk, []Arg{Buf(priv), Buf(msg), Word(uint32(len(msg))), Buf(make([]byte, 114))}, 3, 114, 0)
		if ret != 0 || !bytes.Equal(sig, want) {
			t.Errorf("%s: sign returned %d, %x, want %x", v.name, ret, head(sig), head(want))
		}
		if len(msg) == 0 {
			continue // one verification is enough here (time)
		}
		if ret, _ := pkRet(t, s, vk, []Arg{Buf(priv[57:]), Buf(msg), Word(uint32(len(msg))), Buf(want)}, 0, 0, 0); ret != 0 {
			t.Errorf("%s: verify returned %d", v.name, ret)
		}
	}
}

// TestEd448Rejects: tampered signatures and messages are 1, S
// >= L is 1, public keys that do not decode are -1 (curve448ErrBoard). That
// the untampered signature verifies is TestPublicKeyAgainstGo's job
// (time); circl checks each case is indeed invalid.
func TestEd448Rejects(t *testing.T) {
	skipShort(t)
	t.Parallel()
	s := pkSession(t, curve448ErrBoard)
	vk := findKernel(t, PublicKey(), "ed448-verify-small-1023")
	rng := sim.NewRand(7)
	priv := newEd448Key(rng)
	pub := []byte(priv.Public().(ed448.PublicKey))
	msg := randBytes(rng, 200)
	sig := ed448.Sign(priv, msg, "")
	verify := func(pub, msg, sig []byte) int32 {
		ret, _ := pkRet(t, s, vk, []Arg{Buf(pub), Buf(msg), Word(uint32(len(msg))), Buf(sig)}, 0, 0, 0)
		return ret
	}
	flip := func(b []byte, i int, mask byte) []byte {
		c := append([]byte(nil), b...)
		c[i] ^= mask
		return c
	}
	// S + L: the same residue, not < L (circl rejects it too)
	sl := new(big.Int).Add(leInt(sig[57:]), leInt(ed448Order()))
	for _, c := range []struct {
		name     string
		pub, msg []byte
		sig      []byte
		want     int32
	}{
		{"R bit flipped", pub, msg, flip(sig, 10, 0x04), 1},
		{"S bit flipped", pub, msg, flip(sig, 80, 0x01), 1},
		{"message bit flipped", pub, flip(msg, 100, 0x20), sig, 1},
		{"S = L", pub, msg, append(append([]byte(nil), sig[:57]...), ed448Order()...), 1},
		{"S + L", pub, msg, append(append([]byte(nil), sig[:57]...), leBytes(sl, 57)...), 1},
		{"S top byte set", pub, msg, flip(sig, 113, 0x01), 1},
		// y = p: canonical encodings only
		{"key y = p", leBytes(p448(), 57), msg, sig, -1},
		{"key last byte", flip(pub, 56, 0x01), msg, sig, -1},
		{"key x = 0 with sign", append(leBytes(big.NewInt(1), 56), 0x80), msg, sig, -1},
		// y = 2: (y^2 - 1) / (d y^2 - 1) = 3 / (4d - 1) is not a square
		{"key off the curve", leBytes(big.NewInt(2), 57), msg, sig, -1},
	} {
		if ed448.Verify(ed448.PublicKey(c.pub), c.msg, c.sig, "") {
			t.Fatalf("%s: circl accepts it", c.name)
		}
		if ret := verify(c.pub, c.msg, c.sig); ret != c.want {
			t.Errorf("%s: return %d, want %d", c.name, ret, c.want)
		}
	}
}

// leInt is the little-endian integer b.
func leInt(b []byte) *big.Int {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(r)
}

// p448 is the field prime 2^448 - 2^224 - 1.
func p448() *big.Int {
	p := new(big.Int).Lsh(big.NewInt(1), 448)
	p.Sub(p, new(big.Int).Lsh(big.NewInt(1), 224))
	return p.Sub(p, big.NewInt(1))
}

// TestX448Vectors: RFC 7748 5.2 (both vectors and the first
// iteration of the ladder test) and 6.2 (both public keys by keygen, the
// shared secret from Alice's side), cross-checked with circl; a
// non-canonical u (5 + p) gives the result of u = 5; a small-order peer
// (u = 0) is -1.
func TestX448Vectors(t *testing.T) {
	skipShort(t)
	t.Parallel()
	s := pkSession(t, curve448ErrBoard)
	kg := findKernel(t, PublicKey(), "x448-keygen-small")
	sh := findKernel(t, PublicKey(), "x448-shared-small")
	const (
		alice    = "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28dd9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b"
		alicePub = "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0"
		bob      = "1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d6927c120bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d"
		bobPub   = "3eb7a829b0cd20f5bcfc0b599b6feccf6da4627107bdb0d4f345b43027d8b972fc3e34fb4232a13ca706dcb57aec3dae07bdc1c67bf33609"
		shared   = "07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282bb60c0b56fd2464c335543936521c24403085d59a449a5037514a879d"
	)
	type vec struct{ name, scalar, u, out string }
	for _, v := range []vec{
		{"5.2 #1",
			"3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121700a779c984c24f8cdd78fbff44943eba368f54b29259a4f1c600ad3",
			"06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9814dc031ddbdc38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086",
			"ce3e4ff95a60dc6697da1db1d85e6afbdf79b50a2412d7546d5f239fe14fbaadeb445fc66a01b0779d98223961111e21766282f73dd96b6f"},
		{"5.2 #2",
			"203d494428b8399352665ddca42f9de8fef600908e0d461cb021f8c538345dd77c3e4806e25f46d3315c44e0a5b4371282dd2c8d5be3095f",
			"0fbcc2f993cd56d3305b0b7d9e55d4c1a8fb5dbb52f8e9a1e9b6201b165d015894e56c4d3570bee52fe205e28a78b91cdfbde71ce8d157db",
			"884a02576239ff7a2f2f63b2db6a9ff37047ac13568e1e30fe63c4a7ad1b3ee3a5700df34321d62077e63633c575c1c954514e99da7c179d"},
		{"5.2 iteration 1", "05" + zerosHex(55), "05" + zerosHex(55),
			"3f482c8a9f19b01e6c46ee9711d9dc14fd4bf67af30765c2ae2b846a4d23a8cd0db897086239492caf350b51f833868b9bc2b3bca9cf4113"},
		{"6.2 shared", alice, bobPub, shared},
	} {
		k, u, want := unhex(t, v.scalar), unhex(t, v.u), unhex(t, v.out)
		var ck, cu, cout x448.Key
		copy(ck[:], k)
		copy(cu[:], u)
		x448.Shared(&cout, &ck, &cu)
		if !bytes.Equal(cout[:], want) {
			t.Fatalf("%s: circl gives %x", v.name, head(cout[:]))
		}
		if ret, out := pkRet(t, s, sh, []Arg{Buf(k), Buf(u), Buf(make([]byte, 56))}, 2, 56, 0); ret != 0 || !bytes.Equal(out, want) {
			t.Errorf("%s: return %d, %x, want %x", v.name, ret, head(out), head(want))
		}
	}
	for _, v := range []struct{ priv, pub string }{{alice, alicePub}, {bob, bobPub}} {
		if ret, out := pkRet(t, s, kg, []Arg{Buf(unhex(t, v.priv)), Buf(make([]byte, 56))}, 1, 56, 0); ret != 0 || !bytes.Equal(out, unhex(t, v.pub)) {
			t.Errorf("6.2 keygen: return %d, %x, want %s…", ret, head(out), v.pub[:16])
		}
	}
	k := unhex(t, alice)
	u5p := leBytes(new(big.Int).Add(p448(), big.NewInt(5)), 56)
	if ret, out := pkRet(t, s, sh, []Arg{Buf(k), Buf(u5p), Buf(make([]byte, 56))}, 2, 56, 0); ret != 0 || !bytes.Equal(out, unhex(t, alicePub)) {
		t.Errorf("u = 5 + p: return %d, %x, want Alice's public key", ret, head(out))
	}
	if ret, _ := pkRet(t, s, sh, []Arg{Buf(k), Buf(make([]byte, 56)), Buf(make([]byte, 56))}, 2, 56, 0); ret != -1 {
		t.Errorf("small-order u = 0: return %d, want -1", ret)
	}
}

// zerosHex is n zero bytes in hex.
func zerosHex(n int) string { return string(bytes.Repeat([]byte("00"), n)) }

// TestCurve448ArenaTooSmall: arenas far too small (none, 512 bytes)
// give -2 before any work (the exact-size check is in
// TestPublicKeyAgainstGo).
func TestCurve448ArenaTooSmall(t *testing.T) {
	t.Parallel()
	s := pkSession(t, curve448ErrBoard)
	for i, k := range PublicKey("ed448", "x448") {
		for _, size := range []int{8, 512} {
			s.ResetBuffers()
			if _, _, err := runPK(s, k, sim.NewRand(uint64(i)), size); !returned(err, -2) {
				t.Errorf("%s: arena of %d bytes: err %v, want return -2", k.Name, size, err)
			}
		}
	}
}
