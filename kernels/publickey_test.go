package kernels

import (
	"errors"
	"os"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/models"
	"boardless/sim"
)

// Helpers shared by the tests of the public-key families, and the tests
// that run every family: TestPublicKeyAgainstGo and TestPublicKeyArena.

// pkBudget: RSA-3072 signing without CRT runs a few billion instructions.
const pkBudget = 20_000_000_000

// pkBoards are every core the public-key kernels run on (the Hazard3 of
// rpi-pico2-riscv the one RISC-V core). The nucleo-f767zi runs the same Cortex-M7 code as the nucleo-h743zi2
// (the same compiler flags): its public-key kernels are checked there,
// its symmetric ones (testBoards) on both.
var pkBoards = []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk", "nucleo-f103rb", "nucleo-f401re", "nucleo-h743zi2", "rpi-pico2-riscv"}

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

// pkGroup is a part of the public-key matrix: the kernels of its
// families, run on its boards as selected, kernel i on the inputs of
// seed+i (the inputs the golden cycle files pin).
type pkGroup struct {
	name     string
	families []string
	seed     uint64
	boards   []string
	// selected says whether k runs on board and, if not and the log
	// should say so, why (nil: every kernel on every board).
	selected func(board string, k Kernel) (bool, string)
	// after, if not nil, runs after each kernel that passed, in the same
	// session.
	after func(t *testing.T, s *sim.Session, board string, k Kernel, seed uint64, used uint32)
}

// pkMatrix is what TestPublicKeyAgainstGo runs. The groups are those of
// the public-key headers the kernels were added with; their seeds keep
// the golden inputs.
func pkMatrix(t *testing.T) []pkGroup {
	return []pkGroup{
		{name: "ecdsa-ed25519-rsa3072", families: []string{"ecdsa-p256", "ecdsa-p384", "ed25519", "rsa3072"},
			seed: 0, boards: pkBoards, selected: configSelected},
		{name: "rsa-ecdh-x25519", families: []string{"rsa1024", "rsa2048", "rsa4096", "ecdh-p256", "ecdh-p384", "x25519"},
			seed: 100, boards: fastBoards, selected: fastSelected},
		{name: "dh-dsa", families: []string{"dh1024", "dh2048", "dsa1024", "dsa2048"},
			seed: 300, boards: fastBoards},
		{name: "wcurve", families: wcurveFamilies(),
			seed: 400, boards: pkBoards, selected: wcurveSelected(sameV6MCode(t))},
		{name: "curve448", families: []string{"ed448", "x448"},
			seed: 500, boards: pkBoards, after: curve448Arena},
	}
}

// TestPublicKeyAgainstGo runs the public-key kernels on every core (not
// with -short: minutes on four cores) and checks each against its Go
// oracle; the log lists the kernels not run and the instruction and
// cycle counts, stack and arena use of those run.
func TestPublicKeyAgainstGo(t *testing.T) {
	if testing.Short() {
		t.Skip("the public-key matrix takes minutes on four cores; run without -short")
	}
	t.Parallel()
	for _, g := range pkMatrix(t) {
		t.Run(g.name, func(t *testing.T) {
			// Groups in parallel too: each group's boards are uneven (one
			// board takes most of it), and a group waiting for its last
			// board would leave a core idle.
			t.Parallel()
			forEachPKBoard(t, g.boards, func(t *testing.T, board string, s *sim.Session) {
				left := map[string][]string{}
				for i, k := range PublicKey(g.families...) {
					if g.selected != nil {
						if ok, why := g.selected(board, k); !ok {
							if why != "" {
								left[why] = append(left[why], k.Name)
							}
							continue
						}
					}
					seed := g.seed + uint64(i)
					if used, ok := checkPKRun(t, s, k, seed); ok && g.after != nil {
						g.after(t, s, board, k, seed, used)
					}
				}
				for why, names := range left {
					t.Logf("not run (%s): %s", why, strings.Join(names, ", "))
				}
			})
		})
	}
}

// pkFullBoard runs every configuration of the families that have many,
// the other boards only the fast ones (the small ones run the same C; on
// nucleo-f091rc the same ARMv6-M instruction set).
const pkFullBoard = "nucleo-g071rb"

// pkCheckBoard runs the tests that check the ECDSA, Ed25519 and RSA-3072
// kernels beyond their oracle runs (verification, arenas): the board
// that runs all their configurations, or with -short the fastest core to
// emulate (the C is the same).
func pkCheckBoard() string {
	if testing.Short() {
		return "nucleo-wba52cg"
	}
	return pkFullBoard
}

// fastBoards run the families that have one configuration worth timing
// per operation: the ARMv6-M and the ARMv8-M core, and the RISC-V one.
var fastBoards = []string{"nucleo-g071rb", "nucleo-wba52cg", "rpi-pico2-riscv"}

// pkFullEnv selects the whole matrix, RSA signing without CRT included:
// that is 3 to 4 billion emulated instructions per kernel, minutes each,
// too heavy for every `go test`.
const pkFullEnv = "BOARDLESS_PK_FULL"

// pkMoreEnv adds two more RSA-3072 CRT signatures (fast w1, small w4) on
// pkFullBoard, so that every window size and both maths are checked;
// make test leaves them out for time (about 3e9 instructions).
const pkMoreEnv = "BOARDLESS_PK_MORE"

// rsa4096M0Env adds RSA-4096 signing on nucleo-g071rb (1.84e9 emulated
// instructions, about 2 minutes: too slow for every go test).
const rsa4096M0Env = "BOARDLESS_RSA4096_M0"

// configSelected selects the kernels of the families in many
// configurations (ECDSA, Ed25519, RSA-3072). Levels: BOARDLESS_PK_FULL=1
// runs everything (about 25e9 emulated instructions, half an hour); the
// default runs every ECDSA and Ed25519 case, RSA verification and the
// fast w6 RSA CRT signature, with BOARDLESS_PK_MORE=1 also fast w1 and
// small w4 on pkFullBoard.
func configSelected(board string, k Kernel) (bool, string) {
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
	if board != pkFullBoard || os.Getenv(pkMoreEnv) != "1" {
		return false, "another board, or without " + pkMoreEnv + "=1"
	}
	// every window size and both maths, in about 3e9 instructions
	if k.Config == "small+crt+w4" || k.Config == "fast+crt+w1" {
		return true, ""
	}
	return false, "needs " + pkFullEnv + "=1"
}

// fastSelected selects the fast configurations (the small ones are the
// same generic code, run by the vector and error tests on one board),
// without RSA-4096 signing on nucleo-g071rb unless asked for.
func fastSelected(board string, k Kernel) (bool, string) {
	if !strings.HasPrefix(k.Config, "fast") {
		return false, ""
	}
	if k.Family == "rsa4096" && k.Direction == "sign" && board == "nucleo-g071rb" &&
		os.Getenv(rsa4096M0Env) != "1" && os.Getenv(pkFullEnv) != "1" {
		return false, "needs " + rsa4096M0Env + "=1"
	}
	return true, ""
}

// TestPublicKeyArena: the reported arena use is exactly enough, and one
// word less fails cleanly with -2 before any output.
func TestPublicKeyArena(t *testing.T) {
	skipShort(t)
	for _, c := range []struct {
		name, board string
		kernels     []string
	}{
		{"ecdsa-ed25519-rsa3072", pkCheckBoard(), []string{"ecdsa-p256-sign-fast-high", "ecdsa-p384-verify-small-low",
			"ed25519-sign-fast-high-1023", "rsa3072-verify-fast"}},
		{"rsa-ecdh-x25519", "nucleo-wba52cg", []string{"rsa1024-sign-crt-fast-w6", "rsa1024-verify-fast",
			"ecdh-p256-shared-fast", "ecdh-p256-keygen-small", "x25519-shared-fast"}},
		{"dh-dsa", "nucleo-wba52cg", []string{"dh1024-shared-fast", "dsa1024-sign-fast", "dsa1024-verify-fast"}},
		{"wcurve", "nucleo-wba52cg", []string{"ecdh-brainpoolp256r1-keygen-small", "ecdh-p521-shared-small", "sm2-sign-small"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			s := pkSession(t, c.board)
			for _, name := range c.kernels {
				k := findKernel(t, PublicKey(), name)
				_, used, err := RunPublicKey(s, k, sim.NewRand(1))
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				checkPKArena(t, s, k, 1, used, true)
			}
		})
	}
}

// skipShort skips, with -short, a test that runs many whole public-key
// operations on the emulator (each takes a second or more): -short
// leaves those to the full run.
func skipShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("whole public-key operations, seconds each; run without -short")
	}
}

// forEachPKBoard runs body in a parallel subtest per board, on that
// board's pk image: the boards are independent and each takes minutes.
func forEachPKBoard(t *testing.T, boards []string, body func(t *testing.T, board string, s *sim.Session)) {
	for _, board := range boards {
		t.Run(board, func(t *testing.T) {
			t.Parallel()
			body(t, board, pkSession(t, board))
		})
	}
}

// findKernel is the kernel of ks called name.
func findKernel(t *testing.T, ks []Kernel, name string) Kernel {
	t.Helper()
	for _, k := range ks {
		if k.Name == name {
			return k
		}
	}
	t.Fatalf("no kernel %s", name)
	return Kernel{}
}

// returned reports whether err is a kernel's return of ret (not a
// failure of the simulator or of the oracle).
func returned(err error, ret int32) bool {
	var re *pkReturnError
	return errors.As(err, &re) && re.ret == ret
}

// pkRet calls k on args in an arena of the given size (0: its family's)
// and returns its return value and, when that is 0, n bytes of argument
// outArg; anything but a return fails the test.
func pkRet(t *testing.T, s *sim.Session, k Kernel, args []Arg, outArg, n, arena int) (int32, []byte) {
	t.Helper()
	s.ResetBuffers()
	defer s.ResetBuffers()
	if arena == 0 {
		arena = pkByFamily[k.Family].arena
	}
	_, out, _, err := pkCall(s, k, args, outArg, n, arena)
	var re *pkReturnError
	switch {
	case err == nil:
		return 0, out
	case errors.As(err, &re):
		return re.ret, nil
	}
	t.Fatalf("%s: %v", k.Name, err)
	return 0, nil
}

// checkPKRun runs k with inputs drawn from seed, which checks it against
// its oracle, then checks that cycles, stack and arena use were measured
// and logs them. It returns the arena use and whether the run passed.
func checkPKRun(t *testing.T, s *sim.Session, k Kernel, seed uint64) (uint32, bool) {
	t.Helper()
	out, used, err := RunPublicKey(s, k, sim.NewRand(seed))
	if err != nil {
		t.Errorf("%s: %v", k.Name, err)
		return 0, false
	}
	recordGolden(s.Board.Name, out)
	r := out.Result
	if r.Cycles == 0 || r.StackBytes == 0 || used == 0 {
		t.Errorf("%s: implausible result %+v, arena %d", k.Name, r, used)
	}
	t.Logf("%-36s %13d insns %13d cycles  stack %4d  arena %5d", k.Name, r.Instructions, r.Cycles, r.StackBytes, used)
	return used, true
}

// checkPKArena checks k's reported arena use with the inputs drawn from
// seed: 8 bytes (one word) less fail cleanly with -2, and, if exact,
// exactly the reported use is enough (a full run, hence optional).
func checkPKArena(t *testing.T, s *sim.Session, k Kernel, seed uint64, used uint32, exact bool) {
	t.Helper()
	defer s.ResetBuffers()
	if exact {
		s.ResetBuffers()
		if _, _, err := runPK(s, k, sim.NewRand(seed), int(used)); err != nil {
			t.Errorf("%s: arena of the reported %d bytes: %v", k.Name, used, err)
		}
	}
	s.ResetBuffers()
	if _, _, err := runPK(s, k, sim.NewRand(seed), int(used)-8); !returned(err, -2) {
		t.Errorf("%s: arena of %d bytes (reported use %d): err %v, want return -2", k.Name, used-8, used, err)
	}
}
