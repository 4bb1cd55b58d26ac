package kernels

import (
	"crypto/ecdh"
	"crypto/sha256"
	"encoding/hex"
	"math/big"
	"os"
	"strings"
	"testing"

	"boardless/sim"
)

// pk2Boards: the ARMv6-M and the ARMv8-M core; the fast configurations
// only (the small ones are the same generic code, run here through the
// RFC 7748 and error tests on one board).
var pk2Boards = []string{"nucleo-g071rb", "nucleo-wba52cg"}

// pk2M0RSA4096Env adds RSA-4096 signing on nucleo-g071rb (1.84e9
// emulated instructions, about 2 minutes: too slow for every go test).
const pk2M0RSA4096Env = "BOARDLESS_PK2_RSA4096_M0"

func pk2Selected(board string, k Kernel) (bool, string) {
	if !strings.HasPrefix(k.Config, "fast") {
		return false, ""
	}
	if k.Family == "rsa4096" && k.Direction == "sign" && board == "nucleo-g071rb" &&
		os.Getenv(pk2M0RSA4096Env) != "1" && os.Getenv(pkFullEnv) != "1" {
		return false, "needs " + pk2M0RSA4096Env + "=1"
	}
	return true, ""
}

// TestPublicKey2AgainstGo runs every operation of PublicKey2 (fast math)
// on both boards and checks it against crypto/rsa and crypto/ecdh.
func TestPublicKey2AgainstGo(t *testing.T) {
	forEachPKBoard(t, pk2Boards, func(t *testing.T, board string, s *sim.Session) {
		for i, k := range PublicKey2() {
			if ok, why := pk2Selected(board, k); !ok {
				if why != "" {
					t.Logf("not run (%s): %s", why, k.Name)
				}
				continue
			}
			checkPKRun(t, s, k, uint64(100+i), RunPublicKey2)
		}
	})
}

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestPublicKey2X25519Vectors: the RFC 7748 test vectors (section 5.2,
// the first iteration of the ladder test, and the section 6.1 exchange;
// small math: 6.1 only), cross-checked with crypto/ecdh; and an all-zero
// result (small-order peer) is -1.
func TestPublicKey2X25519Vectors(t *testing.T) {
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
			k := findKernel(t, PublicKey2(), "x25519-shared-"+cfg)
			ret, out := pkRet(t, s, k, []sim.Arg{Buf(unhex(t, v.scalar)), Buf(unhex(t, v.u)), Buf(make([]byte, 32))}, 2, 32, arenaRSA2)
			if ret != 0 || hex.EncodeToString(out) != v.out {
				t.Errorf("%s(%s…, %s…): return %d, %x, want %s", k.Name, v.scalar[:8], v.u[:8], ret, out, v.out)
			}
		}
		for _, v := range keygen {
			k := findKernel(t, PublicKey2(), "x25519-keygen-"+cfg)
			ret, out := pkRet(t, s, k, []sim.Arg{Buf(unhex(t, v.scalar)), Buf(make([]byte, 32))}, 1, 32, arenaRSA2)
			if ret != 0 || hex.EncodeToString(out) != v.out {
				t.Errorf("%s(%s…): return %d, %x, want %s", k.Name, v.scalar[:8], ret, out, v.out)
			}
		}
		k := findKernel(t, PublicKey2(), "x25519-shared-"+cfg)
		zero := make([]byte, 32) // u = 0: order 2
		if ret, _ := pkRet(t, s, k, []sim.Arg{Buf(unhex(t, keygen[0].scalar)), Buf(zero), Buf(make([]byte, 32))}, 2, 32, arenaRSA2); ret != -1 {
			t.Errorf("%s: small-order peer: return %d, want -1", k.Name, ret)
		}
	}
}

// TestPublicKey2Errors: RSA verification rejects a tampered signature;
// ECDH rejects an off-curve peer point and out-of-range scalars; in both
// maths for ECDH.
func TestPublicKey2Errors(t *testing.T) {
	t.Parallel()
	s := pkSession(t, "nucleo-wba52cg")
	h := sha256.Sum256([]byte("boardless"))
	for _, bits := range rsa2Bits {
		key, err := RSATestKeyBits(bits)
		if err != nil {
			t.Fatal(err)
		}
		nb := bits / 8
		k := findKernel(t, PublicKey2(), "rsa"+big.NewInt(int64(bits)).String()+"-verify-fast")
		n := Buf(key.N.FillBytes(make([]byte, nb)))
		good := new(big.Int).Exp(new(big.Int).SetBytes(emsaSHA256k(h[:], nb)), key.D, key.N).FillBytes(make([]byte, nb))
		if ret, _ := pkRet(t, s, k, []sim.Arg{n, Word(uint32(key.E)), Buf(h[:]), Buf(good)}, 0, 0, arenaRSA2); ret != 0 {
			t.Errorf("%s: math/big signature: return %d, want 0", k.Name, ret)
		}
		good[nb/2] ^= 1
		if ret, _ := pkRet(t, s, k, []sim.Arg{n, Word(uint32(key.E)), Buf(h[:]), Buf(good)}, 0, 0, arenaRSA2); ret != 1 {
			t.Errorf("%s: tampered signature: return %d, want 1", k.Name, ret)
		}
	}
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
			k := findKernel(t, PublicKey2(), fam+"-shared-"+cfg)
			if ret, _ := pkRet(t, s, k, []sim.Arg{Buf(priv.Bytes()), Buf(bad), Buf(make([]byte, size))}, 2, size, arenaRSA2); ret != -1 {
				t.Errorf("%s: off-curve peer: return %d, want -1", k.Name, ret)
			}
			for _, d := range []*big.Int{big.NewInt(0), order} {
				if ret, _ := pkRet(t, s, k, []sim.Arg{Buf(d.FillBytes(make([]byte, size))), Buf(pub), Buf(make([]byte, size))}, 2, size, arenaRSA2); ret != -1 {
					t.Errorf("%s: scalar %v: return %d, want -1", k.Name, d, ret)
				}
			}
			want, _ := priv.ECDH(peer.PublicKey())
			if ret, out := pkRet(t, s, k, []sim.Arg{Buf(priv.Bytes()), Buf(pub), Buf(make([]byte, size))}, 2, size, arenaRSA2); ret != 0 || string(out) != string(want) {
				t.Errorf("%s: return %d, %x, want %x", k.Name, ret, head(out), head(want))
			}
			k = findKernel(t, PublicKey2(), fam+"-keygen-"+cfg)
			want = ecdhPub(fam, priv.PublicKey())
			if ret, out := pkRet(t, s, k, []sim.Arg{Buf(priv.Bytes()), Buf(make([]byte, 2*size))}, 1, 2*size, arenaRSA2); ret != 0 || string(out) != string(want) {
				t.Errorf("%s: return %d, %x, want %x", k.Name, ret, head(out), head(want))
			}
		}
	}
}

// emsaSHA256k is EMSA-PKCS1-v1_5 for a k-byte modulus, written out
// independently of crypto/rsa.
func emsaSHA256k(h []byte, k int) []byte {
	prefix := []byte{0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00, 0x04, 0x20}
	em := make([]byte, k)
	em[1] = 1
	ps := k - 3 - len(prefix) - len(h)
	for i := 0; i < ps; i++ {
		em[2+i] = 0xff
	}
	copy(em[3+ps:], prefix)
	copy(em[3+ps+len(prefix):], h)
	return em
}

// TestPublicKey2Arena: the reported arena use is exactly enough, and 8
// bytes less fail cleanly with -2.
func TestPublicKey2Arena(t *testing.T) {
	t.Parallel()
	s := pkSession(t, "nucleo-wba52cg")
	checkPKArenas(t, s, PublicKey2(), []string{"rsa1024-sign-crt-fast-w6", "rsa1024-verify-fast", "ecdh-p256-shared-fast",
		"ecdh-p256-keygen-small", "x25519-shared-fast"}, RunPublicKey2, runPK2)
}
