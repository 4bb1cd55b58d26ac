package kernels

import (
	"crypto/sha256"
	"fmt"
	"math/big"
	"testing"
)

// TestRSAVerify: every RSA size's verification kernel (fast math;
// RSA-3072 on pkCheckBoard, the others on nucleo-wba52cg) accepts a
// signature computed with math/big and rejects a tampered one.
func TestRSAVerify(t *testing.T) {
	for _, c := range []struct {
		name, board string
		bits        []int
	}{{"rsa3072", pkCheckBoard(), []int{3072}}, {"rsa1024-4096", "nucleo-wba52cg", []int{1024, 2048, 4096}}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			s := pkSession(t, c.board)
			h := sha256.Sum256([]byte("boardless"))
			for _, bits := range c.bits {
				key, err := RSATestKeyBits(bits)
				if err != nil {
					t.Fatal(err)
				}
				nb := bits / 8
				k := findKernel(t, PublicKey(), fmt.Sprintf("rsa%d-verify-fast", bits))
				n := beBuf(key.N, nb)
				good := new(big.Int).Exp(new(big.Int).SetBytes(emsaSHA256k(h[:], nb)), key.D, key.N).FillBytes(make([]byte, nb))
				if got := verifyRet(t, s, k, []Arg{n, Word(uint32(key.E)), Buf(h[:]), Buf(good)}); got != 0 {
					t.Errorf("%s: math/big signature: return %d, want 0", k.Name, got)
				}
				good[nb/2+8] ^= 1
				if got := verifyRet(t, s, k, []Arg{n, Word(uint32(key.E)), Buf(h[:]), Buf(good)}); got != 1 {
					t.Errorf("%s: tampered signature: return %d, want 1", k.Name, got)
				}
			}
		})
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
