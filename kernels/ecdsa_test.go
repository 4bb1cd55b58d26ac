package kernels

import (
	"crypto/ecdsa"
	"crypto/rand"
	"math/big"
	"testing"

	"boardless/sim"
)

// verifyRet calls a verification kernel on the given arguments and
// returns its return value (0 = valid).
func verifyRet(t *testing.T, s *sim.Session, k Kernel, args []Arg) int32 {
	t.Helper()
	ret, _ := pkRet(t, s, k, args, 0, 0, 0)
	return ret
}

// TestECDSAVerify: the verification kernels accept signatures made with
// Go's randomized signer, and (r, n-s), and reject tampered ones (the
// oracle must be able to fail), in the small-low and fast-high
// configurations, which between them take every code path of the
// verifiers.
func TestECDSAVerify(t *testing.T) {
	t.Parallel()
	s := pkSession(t, pkCheckBoard())
	rng := sim.NewRand(7)
	for _, fam := range []string{"ecdsa-p256", "ecdsa-p384"} {
		key, err := NewECDSAKey(fam, rng)
		if err != nil {
			t.Fatal(err)
		}
		c := ecdsaCurveOf(fam)
		hash := c.hash([]byte("boardless"))
		r, ss, err := ecdsa.Sign(rand.Reader, key.Priv, hash)
		if err != nil {
			t.Fatal(err)
		}
		sig := append(r.FillBytes(make([]byte, c.size)), ss.FillBytes(make([]byte, c.size))...)
		bad := append([]byte(nil), sig...)
		bad[len(bad)-1] ^= 1
		// s' = n - s is also valid for Go; the kernel must agree.
		neg := append(append([]byte(nil), sig[:c.size]...),
			new(big.Int).Sub(c.curve.Params().N, ss).FillBytes(make([]byte, c.size))...)
		for _, cfg := range []string{"small-low", "fast-high"} { // both maths, both precomputations
			k := findKernel(t, PublicKey(fam), fam+"-verify-"+cfg)
			if got := verifyRet(t, s, k, []Arg{Buf(key.Pub), Buf(hash), Buf(sig)}); got != 0 {
				t.Errorf("%s: Go's signature: return %d, want 0", k.Name, got)
			}
			if cfg == "fast-high" {
				if got := verifyRet(t, s, k, []Arg{Buf(key.Pub), Buf(hash), Buf(neg)}); got != 0 {
					t.Errorf("%s: (r, n-s): return %d, want 0", k.Name, got)
				}
			}
			if got := verifyRet(t, s, k, []Arg{Buf(key.Pub), Buf(hash), Buf(bad)}); got != 1 {
				t.Errorf("%s: tampered signature: return %d, want 1", k.Name, got)
			}
		}
	}
}
