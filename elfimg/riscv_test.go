package elfimg

import (
	"slices"
	"testing"
)

// TestRISCVExtensions: the extensions of Tag_RISCV_arch strings as GCC 12
// writes them, versions dropped (zcmp keeps its p).
func TestRISCVExtensions(t *testing.T) {
	cases := []struct {
		arch string
		want []string
	}{
		{"rv32e1p9_c2p0_zicsr2p0", []string{"e", "c", "zicsr"}},
		{"rv32e1p9_m2p0_c2p0_zicsr2p0_zmmul1p0", []string{"e", "m", "c", "zicsr", "zmmul"}},
		{"rv32i2p1_m2p0_a2p1_c2p0_zba1p0_zcmp1p0", []string{"i", "m", "a", "c", "zba", "zcmp"}},
		{"rv32imac", []string{"i", "m", "a", "c"}},
		{"", nil},
	}
	for _, c := range cases {
		if got := RISCVExtensions(c.arch); !slices.Equal(got, c.want) {
			t.Errorf("%q: %q, want %q", c.arch, got, c.want)
		}
	}
}
