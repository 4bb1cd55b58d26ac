package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestHelpOnce: every command's --help prints its usage once, to stdout,
// and exits 0 ('boards --help | grep -c Usage' was 2).
func TestHelpOnce(t *testing.T) {
	for _, c := range commands {
		for _, args := range [][]string{{c.name, "--help"}, {c.name, "-h"}, {"help", c.name}} {
			code, out, errs := run(t, args...)
			if code != 0 || errs != "" || strings.Count(out, "Usage:") != 1 {
				t.Errorf("%v: exit %d, %d Usage lines, stderr %q", args, code, strings.Count(out, "Usage:"), errs)
			}
		}
	}
}

// TestHelpTopics: each topic teaches with a worked example: at least one
// command line that boardless accepts as far as its flags go.
func TestHelpTopics(t *testing.T) {
	code, out, _ := run(t, "help")
	for _, tp := range topics {
		if code != 0 || !strings.Contains(out, "  "+tp.name+" ") {
			t.Errorf("'boardless help' does not list topic %s", tp.name)
		}
		code, text, errs := run(t, "help", tp.name)
		if code != 0 || errs != "" || !strings.HasPrefix(text, tp.text+"\n") {
			t.Errorf("help %s: exit %d: %s", tp.name, code, errs)
		}
		examples := 0
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(strings.TrimLeft(line, " 0123456789.$"), "boardless ") {
				examples++
			}
		}
		if examples == 0 && tp.name != "exit" {
			t.Errorf("help %s has no example command line", tp.name)
		}
	}
	for _, want := range []string{"'boardless help TOPIC'", "'boardless help --man'", "'boardless completion bash'"} {
		if !strings.Contains(out, want) {
			t.Errorf("overview lacks %q", want)
		}
	}
}

// TestMan: the man page has every command with its flags and every
// topic, and groff reads it without a warning.
func TestMan(t *testing.T) {
	code, man, errs := run(t, "help", "--man")
	if code != 0 || !strings.HasPrefix(man, ".TH BOARDLESS 1") {
		t.Fatalf("exit %d: %s\n%.200s", code, errs, man)
	}
	for _, c := range commands {
		if !strings.Contains(man, ".SS "+roffText(c.name)+"\n") {
			t.Errorf("man page lacks command %s", c.name)
		}
	}
	for _, tp := range topics {
		if !strings.Contains(man, ".SS "+tp.name+"\n") {
			t.Errorf("man page lacks topic %s", tp.name)
		}
	}
	for _, flag := range []string{`\-\-deadline`, `\-\-elf\-for`, `\-\-board`, `\-\-build\-dir`, `\-\-tolerance`} {
		if !strings.Contains(man, ".B "+flag) {
			t.Errorf("man page lacks flag %s", flag)
		}
	}
	groff, err := exec.LookPath("groff")
	if err != nil {
		t.Skip("no groff to render the page")
	}
	cmd := exec.Command(groff, "-man", "-Tutf8", "-ww", "-z")
	cmd.Stdin = strings.NewReader(man)
	if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("groff: %v\n%s", err, out)
	}
}

// TestCompletionBash sources the bash script and asks it to complete.
func TestCompletionBash(t *testing.T) {
	code, script, errs := run(t, "completion", "bash")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	path := filepath.Join(t.TempDir(), "boardless.bash")
	os.WriteFile(path, []byte(script), 0o644)
	for _, tt := range []struct {
		words string
		want  []string
		not   string
	}{
		{"boardless com", []string{"compare", "completion"}, "run"},
		{"boardless bench --board nu", []string{"nucleo-f091rc", "nucleo-g071rb", "nucleo-wba52cg"}, "stm32mp135f-dk"},
		{"boardless compare --format ", []string{"table", "md", "csv", "json"}, ""},
		{"boardless compare --dead", []string{"--deadline"}, ""},
		{"boardless run --prefetch o", []string{"on", "off"}, ""},
		{"boardless help ca", []string{"calibration", "calibrate"}, "ci"},
		{"boardless completion ", []string{"bash", "zsh", "fish"}, ""},
		{"boardless run --func ", nil, "nucleo"},
		{"boardless run --unt", []string{"--until"}, ""},             // firmware mode's flags
		{"boardless annotate --max-c", []string{"--max-cycles"}, ""}, // likewise
	} {
		words := strings.Fields(tt.words)
		if strings.HasSuffix(tt.words, " ") {
			words = append(words, "")
		}
		var quoted []string
		for _, w := range words {
			quoted = append(quoted, "'"+w+"'")
		}
		sh := "source " + path + "; COMP_WORDS=(" + strings.Join(quoted, " ") + "); COMP_CWORD=" +
			strconv.Itoa(len(words)-1) + "; _boardless; printf '%s\\n' \"${COMPREPLY[@]}\""
		out, err := exec.Command(bash, "--norc", "-c", sh).CombinedOutput()
		if err != nil {
			t.Fatalf("%q: %v\n%s", tt.words, err, out)
		}
		got := "\n" + string(out)
		for _, w := range tt.want {
			if !strings.Contains(got, "\n"+w+"\n") {
				t.Errorf("%q: completions %q lack %q", tt.words, out, w)
			}
		}
		if tt.not != "" && strings.Contains(got, "\n"+tt.not) {
			t.Errorf("%q: completions %q should not offer %q", tt.words, out, tt.not)
		}
	}
}

// TestCompletionZshFish: the other scripts name every command and the
// flags of one, and parse when the shell is installed.
func TestCompletionZshFish(t *testing.T) {
	for _, shell := range []string{"zsh", "fish"} {
		code, script, errs := run(t, "completion", shell)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", shell, code, errs)
		}
		for _, c := range commands {
			if !strings.Contains(script, c.name) {
				t.Errorf("%s script lacks %s", shell, c.name)
			}
		}
		for _, w := range []string{"deadline", "elf-for", "nucleo-wba52cg", "what-if"} {
			if !strings.Contains(script, w) {
				t.Errorf("%s script lacks %s", shell, w)
			}
		}
		if sh, err := exec.LookPath(shell); err == nil {
			check := map[string][]string{"zsh": {"-n"}, "fish": {"--no-execute"}}[shell]
			cmd := exec.Command(sh, check...)
			cmd.Stdin = strings.NewReader(script)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s does not parse its script: %v\n%s", shell, err, out)
			}
		}
	}
	if code, _, errs := run(t, "completion", "tcsh"); code != 2 || !strings.Contains(errs, "use bash, zsh or fish") {
		t.Errorf("tcsh: exit %d: %s", code, errs)
	}
}

// TestUsageNamesEveryCore (issue 32 item 9): the overview and the man
// page name the core of every built-in board, not a list that fell behind.
func TestUsageNamesEveryCore(t *testing.T) {
	_, usage, _ := run(t, "help")
	_, man, _ := run(t, "help", "--man")
	want := "(Cortex-M0, M0+, M3, M4F, M7, M33, A7; RISC-V Hazard3, WCH QingKe V2)"
	if !strings.Contains(usage, want) || !strings.Contains(man, roffText(want)) {
		t.Errorf("help or man page lacks %q:\n%s", want, usage)
	}
}

// TestHelpBoardsExample (issue 32 item 9): the board file 'help boards'
// shows loads, pins no flash_wait_states (docs/calibration.md: the wait
// states are the chip's table), and gets the table's 1 WS at 32 MHz.
func TestHelpBoardsExample(t *testing.T) {
	_, out, _ := run(t, "help", "boards")
	start, end := strings.Index(out, `{"kind": "board"`), strings.Index(out, "}\n")
	if start < 0 || end < start {
		t.Fatalf("help boards shows no board file:\n%s", out)
	}
	file := out[start : end+1]
	if strings.Contains(file, "flash_wait_states") {
		t.Errorf("the example pins flash_wait_states: %s", file)
	}
	path := filepath.Join(t.TempDir(), "slow.json")
	if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	code, params, errs := run(t, "params", "--board-file", path, "--format", "json")
	if code != 0 {
		t.Fatalf("params --board-file (the example): exit %d: %s", code, errs)
	}
	var ps struct {
		Params []struct {
			Name  string  `json:"name"`
			Value float64 `json:"value"`
		} `json:"params"`
	}
	if err := json.Unmarshal([]byte(params), &ps); err != nil {
		t.Fatalf("params JSON: %v\n%s", err, params)
	}
	found := false
	for _, p := range ps.Params {
		found = found || p.Name == "flash_wait_states"
		if p.Name == "flash_wait_states" && p.Value != 1 {
			t.Errorf("flash_wait_states %v at 32 MHz, want the G0 table's 1", p.Value)
		}
	}
	if !found {
		t.Error("params lists no flash_wait_states")
	}
}
