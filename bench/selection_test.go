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
