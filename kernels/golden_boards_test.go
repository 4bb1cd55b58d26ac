package kernels

import (
	"fmt"
	"slices"
	"testing"

	"boardless/models"
)

// familyBoards are the built-in boards that TestPublicKeyAgainstGo does
// not run (it runs pkBoards): each runs one kernel of every public-key
// family (pkRepresentatives), so that its golden cycle file pins every
// family once. Their symmetric kernels run in full with the other test
// boards (TestKernelsAgainstGo, TestSymmetricAgainstGo). The whole
// public-key matrix on these seven boards would be about as long again
// as the rest of the package's tests; one kernel per family is a tenth
// of it. The nucleo-c031c6 has no images (kernels.mk: its 32 KB of flash
// holds neither), the nucleo-f767zi runs the nucleo-h743zi2's Cortex-M7
// code (pkBoards).
var familyBoards = []string{"nucleo-f446re", "nucleo-l476rg", "nucleo-g474re", "nrf52840-dk",
	"nucleo-u575zi-q", "rpi-pico", "rpi-pico2"}

// pkRepresentatives is one kernel per public-key family: the one that
// runs the fewest instructions among those TestPublicKeyAgainstGo runs
// on a board other than pkFullBoard (RSA: the public-key operation),
// chosen from nucleo-wba52cg's golden figures.
var pkRepresentatives = []string{
	"ecdsa-p256-sign-fast-high", "ecdsa-p384-sign-fast-high", "ed25519-sign-fast-high-1023",
	"rsa1024-verify-fast", "rsa2048-verify-fast", "rsa3072-verify-fast", "rsa4096-verify-fast",
	"ecdh-p256-keygen-fast", "ecdh-p384-keygen-fast", "x25519-keygen-fast",
	"dh1024-shared-fast", "dh2048-shared-fast", "dsa1024-sign-fast", "dsa2048-sign-fast",
	"ecdsa-brainpoolp256r1-sign-small", "ecdh-brainpoolp256r1-shared-small",
	"ecdsa-brainpoolp384r1-sign-small", "ecdh-brainpoolp384r1-shared-small",
	"ecdsa-brainpoolp512r1-sign-small", "ecdh-brainpoolp512r1-shared-small",
	"ecdsa-p521-sign-small", "ecdh-p521-shared-small", "sm2-sign-small", "ecdh-sm2-shared-small",
	"ed448-sign-small-1023", "x448-keygen-small",
}

// representativeRun is a representative kernel with the seed its group
// of the public-key matrix gives it, so that each board runs it on the
// inputs the other boards' golden figures are for.
type representativeRun struct {
	kernel Kernel
	seed   uint64
}

// representativeRuns finds pkRepresentatives in the public-key matrix.
func representativeRuns(t *testing.T) []representativeRun {
	var runs []representativeRun
	for _, g := range pkMatrix(t) {
		for i, k := range PublicKey(g.families...) {
			if slices.Contains(pkRepresentatives, k.Name) {
				runs = append(runs, representativeRun{k, g.seed + uint64(i)})
			}
		}
	}
	return runs
}

// TestRepresentativesCoverEveryFamily: pkRepresentatives holds exactly
// one kernel of each public-key family, each run by the matrix, so a new
// family cannot go unpinned on familyBoards.
func TestRepresentativesCoverEveryFamily(t *testing.T) {
	for _, p := range representativesProblems(PublicKey(), representativeRuns(t)) {
		t.Error(p)
	}
}

// representativesProblems lists the families of all without exactly one
// representative among runs, and representatives the matrix does not run.
func representativesProblems(all []Kernel, runs []representativeRun) []string {
	perFamily := map[string]int{}
	var families []string
	for _, k := range all {
		if _, ok := perFamily[k.Family]; !ok {
			families = append(families, k.Family)
		}
		perFamily[k.Family] += 0
	}
	ran := map[string]bool{}
	for _, r := range runs {
		perFamily[r.kernel.Family]++
		ran[r.kernel.Name] = true
	}
	var problems []string
	for _, f := range families {
		if perFamily[f] != 1 {
			problems = append(problems, fmt.Sprintf("family %s has %d representatives in pkRepresentatives, want 1", f, perFamily[f]))
		}
	}
	for _, name := range pkRepresentatives {
		if !ran[name] {
			problems = append(problems, fmt.Sprintf("representative %s is not a kernel of the public-key matrix", name))
		}
	}
	return problems
}

// TestPublicKeyFamiliesOnEveryBoard runs pkRepresentatives on
// familyBoards against their Go oracles and records them for the golden
// cycle files.
func TestPublicKeyFamiliesOnEveryBoard(t *testing.T) {
	skipShort(t)
	t.Parallel()
	runs := representativeRuns(t)
	for _, board := range familyBoards {
		t.Run(board, func(t *testing.T) {
			t.Parallel()
			s := pkSession(t, board)
			for _, r := range runs {
				checkPKRun(t, s, r.kernel, r.seed)
			}
		})
	}
}

// TestEveryBoardHasGoldenFigures: every built-in board has kernel images
// (or kernels.mk says why not, NoImages), and every board with images is run by the tests
// that record golden figures, so each gets its golden cycle file.
func TestEveryBoardHasGoldenFigures(t *testing.T) {
	built := kernelsMkBoards()
	for _, b := range models.Boards() {
		if NoImages(b.Name) == "" && !slices.Contains(built, b.Name) {
			t.Errorf("built-in board %s has no kernel images (KERNELS_BOARDS in kernels.mk) and no KERNELS_NOIMAGES_WHY_%s", b.Name, b.Name)
		}
	}
	// The nucleo-f767zi runs the symmetric kernels only (see pkBoards).
	recorded := append(append([]string{"nucleo-f767zi"}, pkBoards...), familyBoards...)
	for _, b := range built {
		if SmallFlashExports(b) != nil {
			continue // TestSmallFlashAgainstGo records a partial image's figures
		}
		if !slices.Contains(recorded, b) {
			t.Errorf("%s has kernel images but no test records its golden figures (add it to familyBoards)", b)
		}
	}
}
