package bench

import (
	"regexp"
	"strings"
	"testing"
)

// TestCommon: the kernels every board has, what is left out and why,
// and a selection no board has in common refused, naming the boards.
func TestCommon(t *testing.T) {
	all := regexp.MustCompile(`^sha256-fast`)
	ks, left, err := Common([]string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-g071rb"}, 8000, all, "^sha256-fast")
	if err != nil || len(ks) == 0 || left != "" {
		t.Fatalf("sha256 on two M0+ boards: %d kernels, left %q, %v", len(ks), left, err)
	}
	for _, k := range ks {
		if !strings.HasPrefix(k.Name, "sha256-fast") {
			t.Errorf("selected %s", k.Name)
		}
	}
	if _, _, err := Common([]string{"nucleo-g071rb"}, 8000, regexp.MustCompile(`^nothing$`), "^nothing$"); err == nil || !strings.Contains(err.Error(), `--kernels "^nothing$" matches no kernel`) {
		t.Errorf("no match: %v", err)
	}
	// The MP135's accelerator drivers (the hw image) are on it alone: a
	// selection of them alone is refused, one with software kernels
	// leaves them out.
	hw := regexp.MustCompile(`^sha256-hw`)
	if _, _, err := Common([]string{"nucleo-g071rb", "stm32mp135f-dk"}, 256, hw, "^sha256-hw"); err == nil || !strings.Contains(err.Error(), "nucleo-g071rb lacks") {
		t.Errorf("a kernel one board lacks: %v", err)
	}
	mixed := regexp.MustCompile(`^(sha256-hw|sha256-small)`)
	ks, left, err = Common([]string{"stm32mp135f-dk", "nucleo-g071rb"}, 256, mixed, "mixed")
	if err != nil || len(ks) == 0 || !strings.Contains(left, "not on nucleo-g071rb") {
		t.Errorf("some left out: %d kernels, left %q, %v", len(ks), left, err)
	}
}

func TestKernelNamed(t *testing.T) {
	k, err := KernelNamed("nucleo-g071rb", "sha256-fast-8000", 8000)
	if err != nil || k.Name != "sha256-fast-8000" {
		t.Errorf("found %+v %v", k.Name, err)
	}
	_, err = KernelNamed("nucleo-g071rb", "sha256-fast-800", 8000)
	if err == nil || !strings.Contains(err.Error(), "did you mean sha256-fast-8000?") {
		t.Errorf("a typo: %v", err)
	}
}

// TestSelect: a board's kernels a pattern selects, none an error, and
// the reason when the board's partial image leaves them out.
func TestSelect(t *testing.T) {
	sha := regexp.MustCompile(`^sha256-fast`)
	ks, err := Select("nucleo-g071rb", 8000, sha, "^sha256-fast")
	if err != nil || len(ks) == 0 {
		t.Fatalf("sha256 on the G071: %d kernels, %v", len(ks), err)
	}
	for _, k := range ks {
		if !strings.HasPrefix(k.Name, "sha256-fast") {
			t.Errorf("selected %s", k.Name)
		}
	}
	if all, err := Select("nucleo-g071rb", 8000, nil, ""); err != nil || len(all) <= len(ks) {
		t.Errorf("no pattern: %d kernels (the sha256 ones %d), %v", len(all), len(ks), err)
	}
	cases := []struct{ board, pattern, want string }{
		{"nucleo-g071rb", "^nothing$", `--kernels "^nothing$" matches no kernel`},
		{"ch32v003-evt", "^ecdsa-p256", `--kernels "^ecdsa-p256" matches no kernel of ch32v003-evt: ecdsa-p256`},
	}
	for _, c := range cases {
		ks, err := Select(c.board, 256, regexp.MustCompile(c.pattern), c.pattern)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s on %s: %d kernels, %v; want %q", c.pattern, c.board, len(ks), err, c.want)
		}
	}
	// SelectFrom filters the kernels given (bench --out's suite), not
	// the board's whole catalog.
	if got, err := SelectFrom(ks[:1], "nucleo-g071rb", 8000, sha, "^sha256-fast"); err != nil || len(got) != 1 || got[0].Name != ks[0].Name {
		t.Errorf("from one kernel: %v, %v", got, err)
	}
}
