package sim_test

// Determinism (issue 9): the same call gives identical cycles and an
// identical JSON result whatever ran before it in the session, in a new
// session, and run again.

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

func TestDeterminism(t *testing.T) {
	for _, board := range []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk"} {
		t.Run(board, func(t *testing.T) {
			path := kernels.ImagePath("../build", board, "sym") // Catalog kernels
			if _, err := os.Stat(path); err != nil {
				t.Fatalf("%s missing: run 'make kernels'", path)
			}
			img, err := elfimg.ReadELF(path)
			if err != nil {
				t.Fatal(err)
			}
			p, err := models.LoadProfile(board)
			if err != nil {
				t.Fatal(err)
			}
			var ks []kernels.Kernel
			for _, k := range kernels.Catalog(256) {
				switch k.Name {
				case "aes128-cbc-enc-fast-256", "aes256-cbc-dec-small-256", "sha256-fast-256", "sha512-small-256":
					ks = append(ks, k)
				}
			}
			if len(ks) != 4 {
				t.Fatalf("catalog: %d of the 4 kernels", len(ks))
			}
			// Each kernel alone in a fresh session...
			fresh := make([][]byte, len(ks))
			for i, k := range ks {
				fresh[i] = runJSON(t, p, img, []kernels.Kernel{k})[0]
				if bytes.Contains(fresh[i], []byte(`"error"`)) {
					t.Logf("%s fails (deterministically, it must): %s", k.Name, fresh[i])
				} else if !bytes.Contains(fresh[i], []byte(`"cycles":`)) {
					t.Fatalf("%s: no cycles in %s", k.Name, fresh[i])
				}
			}
			// ...equals each kernel after the others in one session, in
			// both orders, and run twice.
			all := append(append([]kernels.Kernel{}, ks...), ks...)
			rev := make([]kernels.Kernel, len(ks))
			for i, k := range ks {
				rev[len(ks)-1-i] = k
			}
			for _, order := range [][]kernels.Kernel{all, rev} {
				got := runJSON(t, p, img, order)
				for i, k := range order {
					j := indexOf(ks, k.Name)
					if !bytes.Equal(got[i], fresh[j]) {
						t.Errorf("%s differs after other kernels in the session:\n%s\nalone:\n%s", k.Name, got[i], fresh[j])
					}
				}
			}
		})
	}
}

func indexOf(ks []kernels.Kernel, name string) int {
	for i, k := range ks {
		if k.Name == name {
			return i
		}
	}
	return -1
}

// runJSON runs kernels in order in one session; each kernel's inputs
// come from seed 7. An error becomes its JSON too (determinism covers
// failures).
func runJSON(t *testing.T, p *models.Profile, img *elfimg.Image, ks []kernels.Kernel) [][]byte {
	t.Helper()
	s, err := sim.Open(p, img, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var out [][]byte
	for _, k := range ks {
		o, err := kernels.Run(s, k, sim.NewRand(7))
		var v any = o
		if err != nil {
			v = map[string]string{"error": err.Error()}
		} else {
			v = o.Result
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}
