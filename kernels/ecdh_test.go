package kernels

import (
	"crypto/ecdh"
	"encoding/hex"
	"math/big"
	"strings"
	"testing"

	"boardless/sim"
)

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestX25519Vectors: the RFC 7748 test vectors (section 5.2,
// the first iteration of the ladder test, and the section 6.1 exchange;
// small math: 6.1 only), cross-checked with crypto/ecdh; and an all-zero
// result (small-order peer) is -1.
func TestX25519Vectors(t *testing.T) {
	t.Parallel()
	s := pkSession(t, "nucleo-wba52cg")
	type vec struct{ scalar, u, out string }
	shared := []vec{
		{"a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
			"e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
			"c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"},
		{"4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
			"e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
			"95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957"},
		{"0900000000000000000000000000000000000000000000000000000000000000",
			"0900000000000000000000000000000000000000000000000000000000000000",
			"422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079"},
		{"77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
			"de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f",
			"4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742"},
	}
	keygen := []vec{
		{"77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a", "",
			"8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"},
		{"5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb", "",
			"de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f"},
	}
	for _, cfg := range []string{"small", "fast"} {
		for i, v := range shared {
			if cfg == "small" && i < len(shared)-1 {
				continue // small math: the section 6.1 exchange only, for time
			}
			// the vector itself, against Go
			priv, err := ecdh.X25519().NewPrivateKey(unhex(t, v.scalar))
			if err != nil {
				t.Fatal(err)
			}
			pub, err := ecdh.X25519().NewPublicKey(unhex(t, v.u))
			if err != nil {
				t.Fatal(err)
			}
			if g, err := priv.ECDH(pub); err != nil || hex.EncodeToString(g) != v.out {
				t.Fatalf("crypto/ecdh disagrees with the RFC 7748 vector %s: %x, %v", v.out, g, err)
			}
			k := findKernel(t, PublicKey("x25519"), "x25519-shared-"+cfg)
			ret, out := pkRet(t, s, k, []Arg{Buf(unhex(t, v.scalar)), Buf(unhex(t, v.u)), Buf(make([]byte, 32))}, 2, 32, 0)
			if ret != 0 || hex.EncodeToString(out) != v.out {
				t.Errorf("%s(%s…, %s…): return %d, %x, want %s", k.Name, v.scalar[:8], v.u[:8], ret, out, v.out)
			}
		}
		for _, v := range keygen {
			k := findKernel(t, PublicKey("x25519"), "x25519-keygen-"+cfg)
			ret, out := pkRet(t, s, k, []Arg{Buf(unhex(t, v.scalar)), Buf(make([]byte, 32))}, 1, 32, 0)
			if ret != 0 || hex.EncodeToString(out) != v.out {
				t.Errorf("%s(%s…): return %d, %x, want %s", k.Name, v.scalar[:8], ret, out, v.out)
			}
		}
		k := findKernel(t, PublicKey("x25519"), "x25519-shared-"+cfg)
		zero := make([]byte, 32) // u = 0: order 2
		if ret, _ := pkRet(t, s, k, []Arg{Buf(unhex(t, keygen[0].scalar)), Buf(zero), Buf(make([]byte, 32))}, 2, 32, 0); ret != -1 {
			t.Errorf("%s: small-order peer: return %d, want -1", k.Name, ret)
		}
	}
}

// TestECDHErrors: ECDH rejects an off-curve peer point and out-of-range
// scalars, in both maths, and computes the right keys and secrets
// (nucleo-wba52cg).
func TestECDHErrors(t *testing.T) {
	t.Parallel()
	s := pkSession(t, "nucleo-wba52cg")
	rng := sim.NewRand(5)
	for _, fam := range []string{"ecdh-p256", "ecdh-p384"} {
		_, size := ecdhCurveOf(fam)
		priv, err := newECDHKey(fam, rng)
		if err != nil {
			t.Fatal(err)
		}
		peer, err := newECDHKey(fam, rng)
		if err != nil {
			t.Fatal(err)
		}
		pub := ecdhPub(fam, peer.PublicKey())
		bad := append([]byte(nil), pub...)
		bad[len(bad)-1] ^= 1
		order := ecdsaCurveOf("ecdsa-" + strings.TrimPrefix(fam, "ecdh-")).curve.Params().N
		for _, cfg := range []string{"small", "fast"} {
			k := findKernel(t, PublicKey(fam), fam+"-shared-"+cfg)
			if ret, _ := pkRet(t, s, k, []Arg{Buf(priv.Bytes()), Buf(bad), Buf(make([]byte, size))}, 2, size, 0); ret != -1 {
				t.Errorf("%s: off-curve peer: return %d, want -1", k.Name, ret)
			}
			for _, d := range []*big.Int{big.NewInt(0), order} {
				if ret, _ := pkRet(t, s, k, []Arg{Buf(d.FillBytes(make([]byte, size))), Buf(pub), Buf(make([]byte, size))}, 2, size, 0); ret != -1 {
					t.Errorf("%s: scalar %v: return %d, want -1", k.Name, d, ret)
				}
			}
			want, _ := priv.ECDH(peer.PublicKey())
			if ret, out := pkRet(t, s, k, []Arg{Buf(priv.Bytes()), Buf(pub), Buf(make([]byte, size))}, 2, size, 0); ret != 0 || string(out) != string(want) {
				t.Errorf("%s: return %d, %x, want %x", k.Name, ret, head(out), head(want))
			}
			k = findKernel(t, PublicKey(fam), fam+"-keygen-"+cfg)
			want = ecdhPub(fam, priv.PublicKey())
			if ret, out := pkRet(t, s, k, []Arg{Buf(priv.Bytes()), Buf(make([]byte, 2*size))}, 1, 2*size, 0); ret != 0 || string(out) != string(want) {
				t.Errorf("%s: return %d, %x, want %x", k.Name, ret, head(out), head(want))
			}
		}
	}
}
