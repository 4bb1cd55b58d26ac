package kernels

import (
	"crypto/ed25519"
	"strings"
	"testing"
)

// TestEd25519Verify: the verification kernels accept a signature made by
// Go and reject a tampered one and another message, in the small-low and
// fast-high configurations, which between them take every code path of
// the verifier.
func TestEd25519Verify(t *testing.T) {
	t.Parallel()
	s := pkSession(t, pkCheckBoard())
	priv := ed25519.NewKeyFromSeed(make([]byte, 32))
	msg := []byte(strings.Repeat("boardless ", 100))
	sig := ed25519.Sign(priv, msg)
	bad := append([]byte(nil), sig...)
	bad[7] ^= 0x20
	for _, cfg := range []string{"small-low", "fast-high"} { // both maths, both precomputations
		k := findKernel(t, PublicKey("ed25519"), "ed25519-verify-"+cfg+"-1023")
		pub := Buf(priv[32:])
		if got := verifyRet(t, s, k, []Arg{pub, Buf(msg), Word(uint32(len(msg))), Buf(sig)}); got != 0 {
			t.Errorf("%s: Go's signature: return %d, want 0", k.Name, got)
		}
		if got := verifyRet(t, s, k, []Arg{pub, Buf(msg), Word(uint32(len(msg))), Buf(bad)}); got != 1 {
			t.Errorf("%s: tampered R: return %d, want 1", k.Name, got)
		}
		if got := verifyRet(t, s, k, []Arg{pub, Buf(msg), Word(uint32(len(msg) - 1)), Buf(sig)}); got != 1 {
			t.Errorf("%s: other message: return %d, want 1", k.Name, got)
		}
	}
}
