package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"boardless/internal/armbuild"
)

// faultySrc has a function for each way code fails on the board.
const faultySrc = `
	.syntax unified
	.thumb
	.global rd
	.type rd, %function
	.thumb_func
rd:	ldr r1, =0x40000000
	ldr r0, [r1]
	bx lr
	.size rd, .-rd
	.global spin
	.type spin, %function
	.thumb_func
spin:	b spin
	.size spin, .-spin
	.global und
	.type und, %function
	.thumb_func
und:	udf #1
	.size und, .-und
`

// ownCode marks the cases whose fix is in run.go, firmware.go or sim/
// (the own-code branch); they are skipped until it lands.
const ownCode = "fixed in the own-code branch"

// TestErrors: every known bad input, on every command, gives exactly one
// line on stderr, "boardless: what (where)", containing the words that
// name the problem, nothing on stdout (no cycle figure), and the
// documented exit status: 2 for the command line or an input file, 1 for
// the program failing on the board.
func TestErrors(t *testing.T) {
	needKernels(t)
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	faulty := armbuild.BuildString(t, "f.S", faultySrc, "-mcpu=cortex-m0", "-mthumb")
	stripped := filepath.Join(dir, "stripped.elf")
	if b, err := exec.Command("arm-none-eabi-strip", "-o", stripped, faulty).CombinedOutput(); err != nil {
		t.Fatalf("strip: %v %s", err, b)
	}
	text := write("notelf.txt", "hello\n")
	m33 := write("m33.json", `{"kind":"board","name":"mine","inherits":"nucleo-g071rb","core":"cortex-m33"}`)
	chip := write("chip.json", `{"kind":"chip","name":"c","inherits":"stm32g071rb"}`)
	huge := write("huge.csv", "name,cycles\nempty,12\nlit_load,17660000000\n")
	badCSV := write("bad.csv", "name,cycles\nempty,12x\n")
	okCSV := write("ok.csv", "name,cycles\nempty,12\n")
	base := filepath.Join(dir, "none.json")
	k := []string{"--elf", kernelELF, "--func", "sha256_fast", "--arg", "rand:64", "--arg", "64", "--arg", "buf:32"}
	kit := "../../build/kit/nucleo-g071rb/kit.elf"
	cat := func(a ...[]string) []string {
		var out []string
		for _, x := range a {
			out = append(out, x...)
		}
		return out
	}
	bd := []string{"--build-dir", "../../build"}
	tests := []struct {
		name string
		args []string
		code int
		want []string
		skip string
	}{
		// The command line as a whole.
		{"unknown command", []string{"frobnicate"}, 2, []string{"unknown command \"frobnicate\""}, ""},
		{"misspelt command", []string{"bnech"}, 2, []string{"did you mean bench?"}, ""},
		{"flag before command", []string{"--board", "x"}, 2, []string{"give the command first"}, ""},
		{"help on nothing", []string{"help", "frobnicate"}, 2, []string{"no help on \"frobnicate\""}, ""},
		{"unknown flag", []string{"run", "--bogus"}, 2, []string{"unknown flag --bogus"}, ""},
		{"misspelt flag", []string{"bench", "--kernal", "x"}, 2, []string{"unknown flag --kernal", "did you mean --kernels?"}, ""},
		{"flag without value", []string{"bench", "--board"}, 2, []string{"--board needs a value"}, ""},
		{"stray argument", []string{"boards", "extra"}, 2, []string{"unexpected argument \"extra\""}, ""},

		// Board and what-if flags, against what the board and core have.
		{"unknown board", cat([]string{"bench", "--board", "nucleo-g07"}, bd), 2, []string{"unknown board \"nucleo-g07\"", "did you mean nucleo-g071rb?", "nucleo-f091rc"}, ""},
		{"chip as board", []string{"params", "--board", "stm32g071rb"}, 2, []string{"stm32g071rb is a chip profile, not a board"}, ""},
		{"two boards for one", []string{"params", "--board", "nucleo-g071rb,nucleo-f091rc"}, 2, []string{"give one board here"}, ""},
		{"clock above the chip's", cat([]string{"run", "--clock", "1000000000"}, k), 2, []string{"--clock 1000000000", "at most at 64 MHz", "1 to 64000000 Hz"}, ""},
		{"clock 0", cat([]string{"run", "--clock", "0"}, k), 2, []string{"--clock \"0\"", "not a frequency above 0 Hz"}, ""},
		{"clock not a number", []string{"params", "--clock", "fast"}, 2, []string{"--clock \"fast\"", "e.g. 24000000, 24e6 or 24MHz"}, ""},
		{"flash-ws beyond", []string{"params", "--flash-ws", "16"}, 2, []string{"--flash-ws 16", "0 to 15"}, ""},
		{"flash-ws negative", []string{"params", "--flash-ws", "-2"}, 2, []string{"--flash-ws -2: must be 0 or more"}, ""},
		{"prefetch word", []string{"params", "--prefetch", "maybe"}, 2, []string{"--prefetch \"maybe\": use on or off"}, ""},
		{"no icache", []string{"params", "--board", "nucleo-f091rc", "--icache", "on"}, 2, []string{"nucleo-f091rc has no instruction cache"}, ""},
		{"no flash", []string{"params", "--board", "stm32mp135f-dk", "--flash-ws", "1"}, 2, []string{"stm32mp135f-dk has no flash wait states"}, ""},
		{"no multiplier option", []string{"params", "--board", "nucleo-wba52cg", "--mul", "small"}, 2, []string{"cortex-m33 of nucleo-wba52cg has no multiplier option", "cortex-m0plus"}, ""},
		{"mul word", []string{"params", "--mul", "slow"}, 2, []string{"--mul \"slow\": use fast or small"}, ""},
		{"unknown param", []string{"params", "--param", "foo=1"}, 2, []string{"foo", "unknown parameter", "flash_wait_states"}, ""},
		{"param out of bounds", []string{"params", "--board", "nucleo-wba52cg", "--param", "div_cycles=100"}, 2, []string{"div_cycles", "[2, 12]"}, ""},
		{"budget 0", cat([]string{"run", "--budget", "0"}, k), 2, []string{"--budget 0"}, ""},
		{"timeout without unit", cat([]string{"bench", "--timeout", "5"}, bd), 2, []string{"--timeout \"5\"", "not a duration"}, ""},
		{"board file missing", []string{"params", "--board-file", filepath.Join(dir, "nope.json")}, 2, []string{"nope.json", "no such file", "--board-file"}, ""},
		{"board file changes the core", []string{"params", "--board-file", m33}, 2, []string{"sets core cortex-m33", "chip stm32g071rb has a cortex-m0plus", "may not change its chip's core", "field core"}, ""},
		{"board file is a chip", []string{"params", "--board-file", chip}, 2, []string{"is a chip profile, not a board", "field kind"}, ""},

		// run and annotate (run.go, profile.go: another branch).
		{"missing elf and func", []string{"run", "--func", "f"}, 2, []string{"--elf and --func are required"}, ""},
		{"bad format", cat([]string{"run", "--format", "xml"}, k), 2, []string{"--format"}, ""},
		{"bad arg", cat([]string{"run"}, k, []string{"--arg", "buf:x"}), 2, []string{"--arg \"buf:x\""}, ""},
		{"top negative", cat([]string{"run", "--top", "-1"}, k), 2, []string{"--top -1: must be 0 or more"}, ""},
		{"unmapped read", []string{"run", "--elf", faulty, "--func", "rd"}, 1, []string{"read of unmapped address 0x40000000 at PC", "(rd+0x2)"}, ""},
		{"budget exhausted", []string{"run", "--elf", faulty, "--func", "spin", "--budget", "100000"}, 1, []string{"instruction budget of 100000 exhausted"}, ""},
		{"undefined instruction", []string{"run", "--elf", faulty, "--func", "und"}, 1, []string{"undefined instruction at PC"}, ""},
		{"annotate missing flags", []string{"annotate", "--func", "f"}, 2, []string{"--elf and --func are required"}, ""},
		{"missing ELF", []string{"run", "--elf", filepath.Join(dir, "nope.elf"), "--func", "f"}, 2, []string{"no such file"}, ""},
		{"not an ELF", []string{"run", "--elf", text, "--func", "f"}, 2, []string{"not an ELF file"}, ""},
		{"no such symbol", []string{"run", "--elf", kernelELF, "--func", "sha256_fas"}, 2, []string{"did you mean sha256_fast"}, ""},
		{"arg beyond 32 bits", cat([]string{"run"}, k[:4], []string{"--arg", "0x1FFFFFFFF"}), 2, []string{"out of 32-bit range"}, ""},

		// Issue 32 item 11: everything wrong with the input and found
		// before the program starts is 2, the same on every path.
		{"no such --init", cat([]string{"run", "--init", "nosuch"}, k), 2, []string{"symbol \"nosuch\" not found", "(--init)"}, ""},
		{"annotate no such --init", cat([]string{"annotate", "--init", "nosuch"}, k), 2, []string{"(--init)"}, ""},
		{"annotate no such symbol", []string{"annotate", "--elf", kernelELF, "--func", "sha256_fas"}, 2, []string{"did you mean sha256_fast"}, ""},
		{"stripped called by name", []string{"run", "--elf", stripped, "--func", "rd"}, 2, []string{"no symbol table (stripped?)", "--func 0x"}, ""},
		{"address not hex", []string{"run", "--elf", kernelELF, "--func", "0xzz"}, 2, []string{"--func \"0xzz\"", "not an address"}, ""},
		{"address outside memory", []string{"run", "--elf", kernelELF, "--func", "0x70000000"}, 2, []string{"0x70000000 is outside nucleo-g071rb's memory"}, ""},
		{"buffers beyond RAM", cat([]string{"run"}, k[:4], []string{"--arg", "rand:40000"}), 2, []string{"--arg \"rand:40000\"", "do not fit in nucleo-g071rb's RAM"}, ""},
		{"check buffers beyond RAM", []string{"check", "--baseline", base, "--update", "--elf", kernelELF, "--func", "sha256_fast", "--arg", "rand:40000"}, 2, []string{"do not fit"}, ""},
		{"sweep buffers beyond RAM", []string{"sweep", "--elf", kernelELF, "--func", "sha256_fast", "--arg", "rand:40000", "--vary", "clock=8e6", "--out", dir}, 2, []string{"do not fit"}, ""},
		// Issue 32 item 15: an output that cannot be written is refused
		// before the run, not after it with the figures lost.
		{"profile unwritable", cat([]string{"run", "--profile", filepath.Join(dir, "nodir", "p.pb.gz")}, k), 2, []string{"--profile", "cannot write into", "no such file or directory"}, ""},
		{"folded unwritable", cat([]string{"run", "--folded", filepath.Join(dir, "nodir", "f.txt")}, k), 2, []string{"--folded", "cannot write into"}, ""},
		{"html is a directory", cat([]string{"run", "--html", dir}, k), 2, []string{"--html", "is a directory"}, ""},
		{"dump unwritable", cat([]string{"run", "--dump", "2:" + filepath.Join(dir, "nodir", "d.bin")}, k), 2, []string{"--dump", "cannot write into"}, ""},
		{"firmware profile unwritable", []string{"run", "--firmware", kit, "--profile", filepath.Join(dir, "nodir", "p.pb.gz")}, 2, []string{"--profile", "cannot write into"}, ""},
		{"G0 image on rpi-pico", []string{"run", "--board", "rpi-pico", "--elf", kernelELF, "--func", "sha256_fast"}, 2, []string{"lies outside the board's memory"}, ""},
		{"compare G0 image on rpi-pico", []string{"compare", "--board", "nucleo-g071rb,rpi-pico", "--elf", kernelELF, "--func", "sha256_fast", "--arg", "rand:64", "--arg", "64", "--arg", "buf:32"}, 2, []string{"on rpi-pico:", "lies outside the board's memory"}, ""},
		{"compare buffers beyond one board's RAM", []string{"compare", "--board", "nucleo-g071rb,nucleo-f103rb", "--elf", kernelELF, "--func", "sha256_fast", "--arg", "rand:30000", "--arg", "64", "--arg", "buf:32"}, 2, []string{"on nucleo-f103rb:", "do not fit"}, ""},
		{"G0 firmware on rpi-pico", []string{"run", "--board", "rpi-pico", "--firmware", kit}, 2, []string{"has no clock tree"}, ""},
		{"G0 firmware on the F091", []string{"run", "--board", "nucleo-f091rc", "--firmware", kit}, 2, []string{"not in nucleo-f091rc's RAM"}, ""},
		{"elf with firmware", []string{"run", "--firmware", kit, "--elf", kernelELF}, 2, []string{"--elf", "--firmware"}, ""},

		// bench.
		{"bench bytes", cat([]string{"bench", "--bytes", "17"}, bd), 2, []string{"--bytes 17", "multiple of 16"}, ""},
		{"bench jobs 0", cat([]string{"bench", "--jobs", "0"}, bd), 2, []string{"--jobs must be at least 1"}, ""},
		{"bench jobs negative", cat([]string{"bench", "--jobs", "-1"}, bd), 2, []string{"--jobs -1: must be 0 or more"}, ""},
		{"bench regexp", cat([]string{"bench", "--kernels", "("}, bd), 2, []string{"--kernels"}, ""},
		{"bench no match", cat([]string{"bench", "--kernels", "^nothing$"}, bd), 2, []string{"matches no kernel"}, ""},
		{"bench format", cat([]string{"bench", "--format", "xml"}, bd), 2, []string{"--format \"xml\""}, ""},
		{"bench board without kernels", cat([]string{"bench", "--board", "nucleo-c031c6"}, bd), 2, []string{"nucleo-c031c6 has no built-in kernels", "32 KB of flash", "'make kernels' builds none", "boardless run --board nucleo-c031c6"}, ""},
		{"check board without kernels", cat([]string{"check", "--board", "nucleo-c031c6", "--baseline", base, "--update"}, bd), 2, []string{"nucleo-c031c6 has no built-in kernels"}, ""},
		{"bench no images", []string{"bench", "--build-dir", dir, "--kernels", "^sha256-fast"}, 2, []string{"kernel image", "not found", "--build-dir DIR", "BOARDLESS_BUILD"}, ""},
		{"bench shard", cat([]string{"bench", "--shard", "3/2"}, bd), 2, []string{"--shard \"3/2\""}, ""},
		{"bench out with shard", cat([]string{"bench", "--shard", "1/2", "--out", dir}, bd), 2, []string{"does not go with sharding"}, ""},

		// sweep.
		{"sweep clock above", cat([]string{"sweep", "--kernel", "sha256-fast-8000", "--vary", "clock=80e6", "--out", dir}, bd), 2, []string{"at most at 64 MHz", "clock=80e6"}, ""},
		{"sweep no vary", []string{"sweep", "--kernel", "sha256-fast-8000", "--out", dir}, 2, []string{"give --vary once or twice"}, ""},
		{"sweep unknown param", cat([]string{"sweep", "--kernel", "sha256-fast-8000", "--vary", "l2_hit=1,2", "--out", dir}, bd), 2, []string{"not a what-if", "flash_wait_states"}, ""},
		{"sweep unknown kernel", cat([]string{"sweep", "--kernel", "sha256-fast-800", "--vary", "clock=8e6", "--out", dir}, bd), 2, []string{"no kernel \"sha256-fast-800\"", "did you mean sha256-fast-8000?"}, ""},
		{"sweep bad range", []string{"sweep", "--kernel", "sha256-fast-8000", "--vary", "clock=9:1:1", "--out", dir}, 2, []string{"FROM:TO:STEP"}, ""},
		{"sweep bad switch", cat([]string{"sweep", "--kernel", "sha256-fast-8000", "--vary", "prefetch=on,maybe", "--out", dir}, bd), 2, []string{"--prefetch \"maybe\"", "prefetch=maybe"}, ""},
		{"sweep no symbol", []string{"sweep", "--elf", kernelELF, "--func", "nope", "--vary", "clock=8e6", "--out", dir}, 2, []string{"symbol \"nope\" not found", "--func"}, ""},

		// check.
		{"check no baseline flag", []string{"check"}, 2, []string{"--baseline FILE is required"}, ""},
		{"check tolerance", []string{"check", "--baseline", base, "--tolerance", "abc"}, 2, []string{"--tolerance \"abc\""}, ""},
		{"check baseline missing", cat([]string{"check", "--baseline", base, "--kernels", "^sha256-fast"}, bd), 2, []string{"baseline " + base + " not found", "--update"}, ""},
		{"check elf with kernels", []string{"check", "--baseline", base, "--elf", kernelELF, "--func", "sha256_fast", "--kernels", "x"}, 2, []string{"--kernels selects kernels"}, ""},
		{"check not an ELF", []string{"check", "--baseline", base, "--update", "--elf", text, "--func", "f"}, 2, []string{"not an ELF file", "(--elf)"}, ""},

		// calibrate.
		{"calibrate missing flags", []string{"calibrate"}, 2, []string{"--measured, --image and --out are required"}, ""},
		{"calibrate impossible count", []string{"calibrate", "--measured", huge, "--image", kit, "--out", filepath.Join(dir, "p.json")}, 2, []string{huge + ":3:10", "17660000000", "SysTick (24 bits)", "16777215"}, ""},
		{"calibrate malformed CSV", []string{"calibrate", "--measured", badCSV, "--image", kit, "--out", filepath.Join(dir, "p.json")}, 2, []string{badCSV + ":2:7"}, ""},
		{"calibrate unknown fit", []string{"calibrate", "--measured", okCSV, "--image", kit, "--fit", "div_cycles", "--out", filepath.Join(dir, "p.json")}, 2, []string{"--fit div_cycles: not a fittable parameter of nucleo-g071rb", "flash_wait_states"}, ""},
		{"calibrate other binary", []string{"calibrate", "--measured", okCSV, "--image", kit, "--out", filepath.Join(dir, "p.json")}, 2, []string{"only a complete capture of the same binary"}, ""},

		// compare.
		{"compare nothing to run", []string{"compare", "--board", "nucleo-g071rb,nucleo-f091rc"}, 2, []string{"give a function", "--kernels"}, ""},
		{"compare both", []string{"compare", "--kernels", "x", "--elf", kernelELF, "--func", "f"}, 2, []string{"not both"}, ""},
		{"compare elf-for other board", []string{"compare", "--board", "nucleo-g071rb", "--elf-for", "nucleo-f091rc=" + kernelELF, "--func", "sha256_fast"}, 2, []string{"nucleo-f091rc is not one of the boards compared"}, ""},
		{"compare board without ELF", []string{"compare", "--board", "nucleo-g071rb,nucleo-f091rc", "--elf-for", "nucleo-g071rb=" + kernelELF, "--func", "sha256_fast"}, 2, []string{"no ELF for nucleo-f091rc", "--elf-for nucleo-f091rc=FILE"}, ""},
		{"compare what-if", []string{"compare", "--board", "stm32mp135f-dk", "--what-if", "prefetch=off", "--kernels", "^sha256"}, 2, []string{"stm32mp135f-dk has no flash prefetch", "--what-if prefetch=off"}, ""},
		{"compare what-if syntax", []string{"compare", "--what-if", "clock", "--kernels", "^sha256"}, 2, []string{"--what-if \"clock\": use PARAM=VALUE"}, ""},
		{"compare deadline", []string{"compare", "--kernels", "^sha256", "--deadline", "2"}, 2, []string{"--deadline \"2\"", "not a duration"}, ""},
		{"compare format", []string{"compare", "--kernels", "^sha256", "--format", "xml"}, 2, []string{"use table, md, csv, json"}, ""},
		{"compare board twice", []string{"compare", "--board", "nucleo-g071rb,nucleo-g071rb", "--kernels", "^sha256"}, 2, []string{"named twice"}, ""},
		{"compare no symbol", []string{"compare", "--elf", kernelELF, "--func", "sha256_fas"}, 2, []string{"did you mean sha256_fast"}, ""},

		// params, boards, linker-script, merge.
		{"params format", []string{"params", "--format", "yaml"}, 2, []string{"--format \"yaml\": use table, json"}, ""},
		{"linker-script board", []string{"linker-script", "--board", "nope"}, 2, []string{"unknown board \"nope\""}, ""},
		{"merge one file", []string{"merge", "out.json"}, 2, []string{"give the output file, then one or more input files"}, ""},
		{"merge missing input", []string{"merge", filepath.Join(dir, "out.json"), filepath.Join(dir, "in.json")}, 2, []string{"in.json", "no such file"}, ""},
		{"merge not JSON", []string{"merge", filepath.Join(dir, "out.json"), text}, 2, []string{"not JSON output of boardless"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.skip != "" {
				t.Skip(tt.skip)
			}
			code, out, errs := run(t, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d: %s", code, tt.code, errs)
			}
			if out != "" {
				t.Errorf("stdout should be empty, got %q", out)
			}
			if strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, "boardless: ") {
				t.Errorf("stderr should be one line \"boardless: ...\", got %q", errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr lacks %q: %s", w, errs)
				}
			}
		})
	}
}

// TestFaultsInProgramTerms: what the emulator reports in its own words
// becomes a sentence about the program and the board, exit 1.
func TestFaultsInProgramTerms(t *testing.T) {
	elf := armbuild.BuildString(t, "w.S", `
	.syntax unified
	.text
	.global spin
	.type spin, %function
	.thumb_func
spin:
	wfi
	bx lr
	.size spin, .-spin
	.global wflash
	.type wflash, %function
	.thumb_func
wflash:
	ldr r1, =0x08000000
	str r0, [r1]
	bx lr
	.size wflash, .-wflash
`, "-mcpu=cortex-m0plus", "-mthumb")
	for _, tt := range []struct {
		fn   string
		want []string
	}{
		{"spin", []string{"WFI/WFE waits for an interrupt", "spin"}},
		{"wflash", []string{"store to read-only memory", "wflash"}},
	} {
		code, out, errs := run(t, "run", "--board", "nucleo-g071rb", "--elf", elf, "--func", tt.fn)
		if code != 1 || out != "" || strings.Contains(errs, "UC_ERR") || strings.Contains(errs, "emulation error") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", tt.fn, code, out, errs)
		}
		for _, w := range tt.want {
			if !strings.Contains(errs, w) {
				t.Errorf("%s: %q lacks %q", tt.fn, errs, w)
			}
		}
	}
}
