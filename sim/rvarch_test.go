package sim_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/rvdecode"
	"boardless/sim"
)

// test-rv32emc is the Hazard3's model under another name and ISA,
// RV32EMC: a RISC-V core that exists only here and in
// testdata/testrvcore, so that the image check is shown to follow the
// core's data (its spec's ISA and its JSON's isa and gcc_flags), with no
// code of sim naming it. The test only loads images on it.
func init() {
	spec, err := models.LookupCore("hazard3")
	if err != nil {
		panic(err)
	}
	spec.Name, spec.Arch, spec.Description = "test-rv32emc", "RV32EMC", "test only"
	spec.RISCVISA = rvdecode.ExtI | rvdecode.ExtE | rvdecode.ExtM | rvdecode.ExtC | rvdecode.ExtZicsr
	models.Register(spec)
}

// buildRVE builds src for an RV32E core as kernels.mk does: objects with
// -march=rv32ec_zicsr, linked with the rv32e multilib GCC 12 picks for
// -march=rv32ec; code in flash at 0.
func buildRVE(t *testing.T, src string, march ...string) string {
	t.Helper()
	armbuild.RequireCC(t, armbuild.RISCVCC)
	compile := "-march=rv32ec_zicsr"
	if len(march) > 0 {
		compile = march[0]
	}
	link := strings.SplitN(compile, "_", 2)[0]
	dir := t.TempDir()
	obj := filepath.Join(dir, "o.o")
	elf := filepath.Join(dir, strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))+".elf")
	armbuild.Exec(t, armbuild.RISCVCC, []string{compile, "-mabi=ilp32e", "-O2", "-g", "-ffreestanding", "-c", src, "-o", obj}, obj)
	armbuild.Exec(t, armbuild.RISCVCC, []string{link, "-mabi=ilp32e", "-nostdlib", "-nostartfiles",
		"-Wl,--nmagic", "-Wl,-Ttext=0", "-Wl,-e,0", obj, "-lgcc", "-o", elf}, elf)
	return elf
}

// TestRISCVArchFromCoreData: RV32EMC code (mul/div on ilp32e) loads on
// the test core whose JSON says rv32emc; code with Zbb is refused for
// the extension, ilp32 code for its ABI with the JSON's build flags.
func TestRISCVArchFromCoreData(t *testing.T) {
	board, err := models.LoadProfileFile("testdata/testrvcore/test-rv-board.json")
	if err != nil {
		t.Fatal(err)
	}
	open := func(b *models.Profile, elf string) error {
		t.Helper()
		img, err := elfimg.ReadELF(elf)
		if err != nil {
			t.Fatal(err)
		}
		s, err := sim.Open(b, img, sim.Options{})
		if err == nil {
			s.Close()
		}
		return err
	}
	if err := open(board, buildRVE(t, "testdata/testrvcore/mul.c", "-march=rv32emc_zicsr")); err != nil {
		t.Errorf("rv32emc code on %s: %v, want it loaded", board.Name, err)
	}
	if err := open(board, buildRVE(t, "testdata/testrvcore/mul.c", "-march=rv32emc_zicsr_zbb")); err == nil || !strings.Contains(err.Error(), `lacks the "zbb" extension`) {
		t.Errorf("rv32emc_zbb code on %s: %v, want Zbb refused", board.Name, err)
	}
	ilp32 := buildRV(t, "testdata/riscv/semi.S", "0x00000000")
	err = open(board, ilp32)
	var ie *sim.InputError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "build it with riscv64-unknown-elf-gcc -march=rv32emc_zicsr -mabi=ilp32e (test-rv32emc)") {
		t.Errorf("ilp32 code on %s: %v, want the input error naming the JSON's gcc_flags", board.Name, err)
	}
}

// TestRISCVISAMustMatchModel: a RISC-V core's profile whose isa is not
// the model's, is missing, or names an extension the decoder does not
// know, is refused at load; so is an isa on an Arm core.
func TestRISCVISAMustMatchModel(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ inherits, core, isa, want string }{
		{"rpi-pico2-riscv", "test-rv32emc", "rv32ec_zicsr", "not the ISA the test-rv32emc model implements"},
		{"rpi-pico2-riscv", "test-rv32emc", "", "isa:"},
		{"rpi-pico2-riscv", "hazard3", "rv32imac_zicsr_xfoo", `extensions ["xfoo"] unknown`},
		{"nucleo-g071rb", "cortex-m0plus", "rv32ec", "an Arm core"},
	} {
		isa := ""
		if c.isa != "" {
			isa = `, "isa": "` + c.isa + `"`
		}
		path := filepath.Join(dir, "b.json")
		json := `{"kind": "board", "name": "b", "inherits": "` + c.inherits + `", "core": "` + c.core + `"` + isa + `}`
		if c.isa == "" {
			json = `{"kind": "board", "name": "b", "inherits": "` + c.inherits + `", "core": "` + c.core + `", "isa": ""}`
		}
		if err := os.WriteFile(path, []byte(json), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := models.LoadProfileFile(path); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", json, err, c.want)
		}
	}
}
