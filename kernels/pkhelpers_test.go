package kernels

import (
	"errors"
	"math/rand/v2"
	"testing"

	"boardless/sim"
)

// Helpers shared by the tests of the public-key sets (pk_test.go to
// pk5_test.go): each set has its own kernel list, runners and arena
// default, the checks on them are the same.

// pkRun is a set's exported runner (RunPublicKey to RunPublicKey5): a run
// in the default arena, with the set's own budget rules, that also
// returns the arena bytes used.
type pkRun func(s *sim.Session, k Kernel, rng *rand.Rand) (*Outcome, uint32, error)

// pkRunner is a set's inner runner (runPK to runPK5): the same run in an
// arena of the given size, 0 for the set's default.
type pkRunner func(s *sim.Session, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error)

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

// pkRet calls k on args in an arena of the given size (0: pkCall's
// default) and returns its return value and, when that is 0, n bytes of
// argument outArg; anything but a return fails the test.
func pkRet(t *testing.T, s *sim.Session, k Kernel, args []sim.Arg, outArg, n, arena int) (int32, []byte) {
	t.Helper()
	s.ResetBuffers()
	defer s.ResetBuffers()
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

// checkPKRun runs k with inputs drawn from seed, which checks it against
// its oracle, then checks that cycles, stack and arena use were measured
// and logs them. It returns the arena use and whether the run passed.
func checkPKRun(t *testing.T, s *sim.Session, k Kernel, seed uint64, run pkRun) (uint32, bool) {
	t.Helper()
	out, used, err := run(s, k, sim.NewRand(seed))
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
func checkPKArena(t *testing.T, s *sim.Session, k Kernel, seed uint64, used uint32, run pkRunner, exact bool) {
	t.Helper()
	defer s.ResetBuffers()
	if exact {
		s.ResetBuffers()
		if _, _, err := run(s, k, sim.NewRand(seed), int(used)); err != nil {
			t.Errorf("%s: arena of the reported %d bytes: %v", k.Name, used, err)
		}
	}
	s.ResetBuffers()
	if _, _, err := run(s, k, sim.NewRand(seed), int(used)-8); !returned(err, -2) {
		t.Errorf("%s: arena of %d bytes (reported use %d): err %v, want return -2", k.Name, used-8, used, err)
	}
}

// checkPKArenas measures the arena use of each named kernel of ks with
// measure and seed 1, then checks it exactly with checkPKArena.
func checkPKArenas(t *testing.T, s *sim.Session, ks []Kernel, names []string, measure pkRun, run pkRunner) {
	t.Helper()
	for _, name := range names {
		k := findKernel(t, ks, name)
		_, used, err := measure(s, k, sim.NewRand(1))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkPKArena(t, s, k, 1, used, run, true)
	}
}
