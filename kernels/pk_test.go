package kernels

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"math/big"
	"os"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/models"
	"boardless/sim"
)

// pkBudget: RSA-3072 signing without CRT runs a few billion instructions.
const pkBudget = 20_000_000_000

// pkFullBoard runs every public-key configuration, pkFastBoard only the
// fast ones (the small ones run the same C on the same ARMv6-M
// instruction set).
const (
	pkFullBoard = "nucleo-g071rb"
	pkFastBoard = "nucleo-f091rc"
)

// pkFullEnv selects the whole matrix, RSA signing without CRT included:
// that is 3 to 4 billion emulated instructions per kernel, minutes each,
// too heavy for every `go test`.
const pkFullEnv = "BOARDLESS_PK_FULL"

// pkMoreEnv adds two more RSA CRT signatures (fast w1, small w4) on
// pkFullBoard, so that every window size and both maths are checked;
// make test leaves them out for time (about 3e9 instructions).
const pkMoreEnv = "BOARDLESS_PK_MORE"

// pkSession opens the board's pk image, which holds the public-key kernels.
func pkSession(t *testing.T, board string) *sim.Session {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	path := ImagePath("../build", board, "pk")
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("%s missing: run 'make kernels' (make test does)", path)
	}
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.Open(p, img, sim.Options{Budget: pkBudget})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// pkSelected says whether k runs on board at this test level, and if
// not, why. Levels: BOARDLESS_PK_FULL=1 runs everything (about 25e9
// emulated instructions, half an hour); the default runs every ECDSA and
// Ed25519 case, RSA verification and three RSA CRT signatures (fast w1
// and w6, small w4) on pkFullBoard; -short only the fast w6 CRT one.
func pkSelected(board string, k Kernel) (bool, string) {
	if board != pkFullBoard && !strings.HasPrefix(k.Config, "fast") {
		return false, ""
	}
	if os.Getenv(pkFullEnv) == "1" || k.Family != "rsa3072" || k.Direction != "sign" {
		return true, ""
	}
	if strings.Contains(k.Config, "nocrt") {
		return false, "needs " + pkFullEnv + "=1"
	}
	if k.Config == "fast+crt+w6" {
		return true, ""
	}
	if testing.Short() || board != pkFullBoard || os.Getenv(pkMoreEnv) != "1" {
		return false, "-short, another board, or without " + pkMoreEnv + "=1"
	}
	// every window size and both maths, in about 3e9 instructions
	if k.Config == "small+crt+w4" || k.Config == "fast+crt+w1" {
		return true, ""
	}
	return false, "needs " + pkFullEnv + "=1"
}

// TestPublicKeyAgainstGo runs the public-key kernels on the ARMv6-M
// boards and checks each against Go's crypto (see pkSelected for which
// run at which level; the log lists those not run and the instruction
// and cycle counts, stack and arena use of those run).
func TestPublicKeyAgainstGo(t *testing.T) {
	// Every operation runs on every core; the full matrix only on one.
	boards := []string{pkFullBoard, pkFastBoard, "nucleo-wba52cg", "stm32mp135f-dk"}
	forEachPKBoard(t, boards, func(t *testing.T, board string, s *sim.Session) {
		left := map[string][]string{}
		for i, k := range PublicKey() {
			if ok, why := pkSelected(board, k); !ok {
				if why != "" {
					left[why] = append(left[why], k.Name)
				}
				continue
			}
			checkPKRun(t, s, k, uint64(i), RunPublicKey)
		}
		for why, names := range left {
			t.Logf("not run (%s): %s", why, strings.Join(names, ", "))
		}
	})
}

// verifyRet calls a verification kernel on the given arguments and
// returns its return value (0 = valid).
func verifyRet(t *testing.T, s *sim.Session, k Kernel, args []sim.Arg) int32 {
	t.Helper()
	ret, _ := pkRet(t, s, k, args, 0, 0, 0)
	return ret
}

// TestPublicKeyVerify: the verification kernels accept signatures made
// with Go's randomized signers and reject tampered ones (the oracle must
// be able to fail), in the small-low and fast-high configurations, which
// between them take every code path of the verifiers.
func TestPublicKeyVerify(t *testing.T) {
	s := pkSession(t, pkFullBoard)
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
			k := findKernel(t, PublicKey(), fam+"-verify-"+cfg)
			if got := verifyRet(t, s, k, []sim.Arg{Buf(key.Pub), Buf(hash), Buf(sig)}); got != 0 {
				t.Errorf("%s: Go's signature: return %d, want 0", k.Name, got)
			}
			if cfg == "fast-high" {
				if got := verifyRet(t, s, k, []sim.Arg{Buf(key.Pub), Buf(hash), Buf(neg)}); got != 0 {
					t.Errorf("%s: (r, n-s): return %d, want 0", k.Name, got)
				}
			}
			if got := verifyRet(t, s, k, []sim.Arg{Buf(key.Pub), Buf(hash), Buf(bad)}); got != 1 {
				t.Errorf("%s: tampered signature: return %d, want 1", k.Name, got)
			}
		}
	}

	priv := ed25519.NewKeyFromSeed(make([]byte, 32))
	msg := []byte(strings.Repeat("boardless ", 100))
	sig := ed25519.Sign(priv, msg)
	bad := append([]byte(nil), sig...)
	bad[7] ^= 0x20
	for _, cfg := range []string{"small-low", "fast-high"} { // both maths, both precomputations
		k := findKernel(t, PublicKey(), "ed25519-verify-"+cfg+"-1023")
		pub := Buf(priv[32:])
		if got := verifyRet(t, s, k, []sim.Arg{pub, Buf(msg), Word(uint32(len(msg))), Buf(sig)}); got != 0 {
			t.Errorf("%s: Go's signature: return %d, want 0", k.Name, got)
		}
		if got := verifyRet(t, s, k, []sim.Arg{pub, Buf(msg), Word(uint32(len(msg))), Buf(bad)}); got != 1 {
			t.Errorf("%s: tampered R: return %d, want 1", k.Name, got)
		}
		if got := verifyRet(t, s, k, []sim.Arg{pub, Buf(msg), Word(uint32(len(msg) - 1)), Buf(sig)}); got != 1 {
			t.Errorf("%s: other message: return %d, want 1", k.Name, got)
		}
	}

	key, err := RSATestKey()
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.Sum256([]byte("boardless"))
	k := findKernel(t, PublicKey(), "rsa3072-verify-fast")
	n := Buf(key.N.FillBytes(make([]byte, 384)))
	good := new(big.Int).Exp(new(big.Int).SetBytes(emsaSHA256k(h[:], 384)), key.D, key.N).FillBytes(make([]byte, 384))
	if got := verifyRet(t, s, k, []sim.Arg{n, Word(uint32(key.E)), Buf(h[:]), Buf(good)}); got != 0 {
		t.Errorf("%s: math/big signature: return %d, want 0", k.Name, got)
	}
	good[200] ^= 1
	if got := verifyRet(t, s, k, []sim.Arg{n, Word(uint32(key.E)), Buf(h[:]), Buf(good)}); got != 1 {
		t.Errorf("%s: tampered signature: return %d, want 1", k.Name, got)
	}
}

// TestPublicKeyArena: the reported arena use is exactly enough, and one
// word less fails cleanly with -2 before any output.
func TestPublicKeyArena(t *testing.T) {
	s := pkSession(t, pkFullBoard)
	checkPKArenas(t, s, PublicKey(), []string{"ecdsa-p256-sign-fast-high", "ecdsa-p384-verify-small-low",
		"ed25519-sign-fast-high-1023", "rsa3072-verify-fast"}, RunPublicKey, runPK)
}
