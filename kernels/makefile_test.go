package kernels

import (
	"slices"
	"strings"
	"testing"

	"boardless/models"
	_ "boardless/models/all"
)

// TestParseMk: assignments of every flavour, continuation lines joined,
// the first assignment of a name kept.
func TestParseMk(t *testing.T) {
	vars := parseMk("A ?= x y \\\n     z\nB_c-d := why, (it is so)\nC=1\nA ?= later\n\tA = in a recipe\n")
	for name, want := range map[string]string{"A": "x y z", "B_c-d": "why, (it is so)", "C": "1"} {
		if vars[name] != want {
			t.Errorf("%s = %q, want %q", name, vars[name], want)
		}
	}
}

// TestMakefileImageLists: the board lists read from kernels.mk give the
// images its rules build: sym and pk on the Arm and Hazard3 boards, hw
// too on the MP135, the partial sym image alone on every RV32E board
// with its exports and its reason, and none on the C031C6, with its
// reason.
func TestMakefileImageLists(t *testing.T) {
	for _, c := range []struct {
		board  string
		images []string
	}{
		{"nucleo-g071rb", []string{"sym", "pk"}},
		{"stm32mp135f-dk", []string{"sym", "pk", "hw"}},
		{"rpi-pico2-riscv", []string{"sym", "pk"}},
	} {
		if got := ImagesOf(c.board); !slices.Equal(got, c.images) {
			t.Errorf("ImagesOf(%s) = %q, want %q", c.board, got, c.images)
		}
	}
	if NoImages("nucleo-c031c6") == "" || NoImages("nucleo-g071rb") != "" {
		t.Errorf("NoImages: c031c6 %q, g071rb %q", NoImages("nucleo-c031c6"), NoImages("nucleo-g071rb"))
	}
	for _, b := range mkList("KERNELS_RVE_BOARDS") {
		if got := ImagesOf(b); !slices.Equal(got, []string{"sym"}) {
			t.Errorf("ImagesOf(%s) = %q, want the partial sym image alone", b, got)
		}
		if len(SmallFlashExports(b)) == 0 || mkText("KERNELS_PARTIAL_WHY_"+b) == "" {
			t.Errorf("%s: exports %q, KERNELS_PARTIAL_WHY_%s %q: want both", b, SmallFlashExports(b), b, mkText("KERNELS_PARTIAL_WHY_"+b))
		}
	}
	if SmallFlashExports("nucleo-g071rb") != nil {
		t.Errorf("SmallFlashExports(nucleo-g071rb) = %q, want nil (whole images)", SmallFlashExports("nucleo-g071rb"))
	}
}

// TestRISCVBuildFlagsMatchCoreJSON: kernels.mk builds each RISC-V
// board's images with the flags its core JSON's gcc_flags name (the
// flags sim's refusal of an image for another core tells the user), so
// the two say the same.
func TestRISCVBuildFlagsMatchCoreJSON(t *testing.T) {
	for _, l := range []struct{ boards, cpu, link string }{
		{"KERNELS_RV_BOARDS", "KERNELS_RV_CPU", "KERNELS_RV_LINKCPU"},
		{"KERNELS_RVE_BOARDS", "KERNELS_RVE_CPU", "KERNELS_RVE_LINKCPU"},
	} {
		link := strings.Fields(mkText(l.link))
		if len(link) == 0 {
			t.Fatalf("kernels.mk: %s empty", l.link)
		}
		want := mkText(l.cpu) + " (linked with " + link[0] + ")"
		for _, b := range mkList(l.boards) {
			p, err := models.LoadProfile(b)
			if err != nil {
				t.Fatal(err)
			}
			if p.GCCFlags != want {
				t.Errorf("%s: gcc_flags %q, kernels.mk (%s, %s) %q", b, p.GCCFlags, l.cpu, l.link, want)
			}
		}
	}
}
