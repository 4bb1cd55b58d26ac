package rvdecode

import (
	"slices"
	"testing"
)

func TestParseISA(t *testing.T) {
	for _, c := range []struct {
		isa     string
		want    Ext
		unknown []string
	}{
		{"rv32ec_zicsr", ExtI | ExtE | ExtC | ExtZicsr, nil},
		{"rv32ec", ExtI | ExtE | ExtC, nil},
		{"rv32e2p0_c2p0_zicsr2p0", ExtI | ExtE | ExtC | ExtZicsr, nil},
		{"rv32imac_zicsr_zifencei", ISAUnicorn, nil},
		{"rv32i2p1_m2p0_a2p1_c2p0_zicsr2p0_zifencei2p0", ISAUnicorn, nil},
		{"rv32ima_zicsr_zifencei_zba_zbb_zbs_zbkb_zca_zcb_zcmp", ISAAll, nil},
		{"rv32i2p1m2p0", ExtI | ExtM, nil},
		// As GCC 12 writes Tag_RISCV_arch (versions dropped, zcmp keeps its p).
		{"rv32e1p9_c2p0_zicsr2p0", ExtI | ExtE | ExtC | ExtZicsr, nil},
		{"rv32e1p9_m2p0_c2p0_zicsr2p0_zmmul1p0", ExtI | ExtE | ExtM | ExtC | ExtZicsr, nil},
		{"rv32i2p1_m2p0_a2p1_c2p0_zba1p0_zcmp1p0", ExtI | ExtM | ExtA | ExtC | ExtZba | ExtZcmp, nil},
		{"rv32i2_m2", ExtI | ExtM, nil},
		{"rv32imafc", ExtI | ExtM | ExtA | ExtFloat | ExtC, nil},
		{"rv32ec_zicsr_xwchc", ExtI | ExtE | ExtC | ExtZicsr, []string{"xwchc"}},
		{"rv32i_zmmul_svinval", ExtI | ExtM, []string{"svinval"}},
	} {
		got, unknown, err := ParseISA(c.isa)
		if err != nil || got != c.want || !slices.Equal(unknown, c.unknown) {
			t.Errorf("ParseISA(%q) = %#x, %q, %v; want %#x, %q", c.isa, got, unknown, err, c.want, c.unknown)
		}
	}
	for _, bad := range []string{"", "rv64imac", "rv32", "rv32x", "imac"} {
		if _, _, err := ParseISA(bad); err == nil {
			t.Errorf("ParseISA(%q): no error", bad)
		}
	}
}

// The two cores' ISAs (models/cores owns them; a test here names them
// to decode their objdump spaces).
const (
	isaHazard3  = ISAAll // rv32ima_zicsr_zifencei_zba_zbb_zbs_zbkb_zca_zcb_zcmp
	isaQingKeV2 = ExtI | ExtE | ExtC | ExtZicsr
)

func TestExtNames(t *testing.T) {
	if got, want := ExtNames(ExtI|ExtM|ExtZbb|ExtFloat), `"m", "f", "zbb"`; got != want {
		t.Errorf("ExtNames = %s, want %s", got, want)
	}
}
