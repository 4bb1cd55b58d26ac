package sim_test

// Robustness of argument parsing and sessions (issue 9). The fuzz targets
// run their seeds as ordinary tests; `go test -fuzz '^FuzzParseArg$'
// ./sim/` (or FuzzOpenBoard) fuzzes them.

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"boardless/elfimg"
	"boardless/emu"
	"boardless/internal/armbuild"
	"boardless/models"
	"boardless/sim"
)

const maxArgBuffer = 64 << 20

// FuzzParseArg: any --arg gives an argument or a one-line error naming
// it, never a panic or an allocation beyond the cap.
func FuzzParseArg(f *testing.F) {
	for _, s := range []string{
		"1000", "0x20", "-1", "0b101", "-0x80000000", "4294967295", "4294967296", "-2147483649",
		"buf:32", "buf:0", "buf:0x10", "buf:67108864", "buf:67108865", "buf:-1", "buf:1_000",
		"rand:16", "rand:", "hex:00ff10", "hex:0", "hex:00 ff", "hex:", "ptr:4", ":", "", "buf:4:4",
		"f32:0", "f64:-1.5e3", "i64:-1", "u64:0x10", "f32:nan", "1.5",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		if strings.HasPrefix(spec, "file:") {
			t.Skip("file: reads the file system; see TestArgFile")
		}
		a, err := sim.ParseArg(spec, sim.NewRand(1))
		if err != nil {
			if !strings.Contains(err.Error(), "--arg") || strings.Count(err.Error(), "\n") > strings.Count(spec, "\n") {
				t.Fatalf("error %q does not name the --arg on one line", err)
			}
			return
		}
		// A spec with a colon is a buffer unless it named a scalar type
		// (f32:, f64:, i64:, ...).
		if a.Spec != spec || a.IsBuf != (strings.Contains(spec, ":") && a.Type == "") || len(a.Data) > maxArgBuffer {
			t.Fatalf("%q gave %+v", spec, a)
		}
		if !a.IsBuf && a.Data != nil {
			t.Fatalf("%q: integer with data", spec)
		}
	})
}

// TestArgFile: file: reads at most the cap, so /dev/zero (or any huge
// file) is refused instead of filling memory.
func TestArgFile(t *testing.T) {
	done := make(chan error, 1)
	go func() {
		_, err := sim.ParseArg("file:/dev/zero", sim.NewRand(1))
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "larger than") {
			t.Errorf("file:/dev/zero: err = %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("file:/dev/zero did not return")
	}
	for _, p := range []string{t.TempDir(), "/no/such/file", ""} {
		if _, err := sim.ParseArg("file:"+p, sim.NewRand(1)); err == nil {
			t.Errorf("file:%s: no error", p)
		}
	}
}

// TestHugeBuffers: buffers at and past the cap, alone or together, give
// an error naming the argument, not a crash.
func TestHugeBuffers(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	big, err := sim.ParseArg("buf:67108864", sim.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Place([]sim.Arg{big}); err == nil || !strings.Contains(err.Error(), "buf:67108864") || !strings.Contains(err.Error(), "do not fit") {
		t.Errorf("64 MiB buffer on a 36 KiB board: %v", err)
	}
	var args []sim.Arg
	for range 20 {
		a, _ := sim.ParseArg("buf:2048", sim.NewRand(1))
		args = append(args, a)
	}
	if _, err := s.Place(args); err == nil || !strings.Contains(err.Error(), "do not fit") {
		t.Errorf("40 KiB of buffers on a 36 KiB board: %v", err)
	}
	s.ResetBuffers()
	if _, err := s.Call("leaf", []uint32{1, 2}); err != nil {
		t.Errorf("session after refused buffers: %v", err)
	}
}

// overflowSrc: routines whose stack runs into the argument buffers below
// it without leaving RAM.
const overflowSrc = `
	.syntax unified
	.cpu cortex-m0
	.thumb
	.text
	.global push_words
	.type push_words, %function
	.thumb_func
push_words:                 @ pushes r0 words, then returns
	mov r2, sp
1:	push {r1}
	subs r0, r0, #1
	bne 1b
	mov sp, r2
	bx lr
	.size push_words, .-push_words

	.global big_frame
	.type big_frame, %function
	.thumb_func
big_frame:                  @ a frame of r0 bytes; writes only its lowest word
	mov r2, sp
	mov r3, sp
	subs r3, r3, r0
	mov sp, r3
	str r1, [r3]
	mov sp, r2
	bx lr
	.size big_frame, .-big_frame

	.bss
	.global big_bss
big_bss:
	.space 36860             @ all but 4 bytes of the G071's 36 KiB
`

// TestStackIntoBuffers: a stack that grows down into the argument buffers
// (but not out of RAM) is reported as a stack overflow when it writes
// the lowest free word, as pushes do. A frame that skips over that word
// and writes only below it is NOT detected (the buffer is corrupted and
// the stack figure is too low): nothing watches the SP.
func TestStackIntoBuffers(t *testing.T) {
	path := armbuild.BuildString(t, "o.S", strings.Replace(overflowSrc, ".space 36860", ".space 16", 1), "-mcpu=cortex-m0", "-mthumb")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := models.LoadProfile("nucleo-g071rb")
	s, err := sim.Open(p, img, sim.Options{Budget: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	buf, _ := sim.ParseArg("buf:30000", sim.NewRand(1))
	words, err := s.Place([]sim.Arg{buf})
	if err != nil {
		t.Fatal(err)
	}
	// The stack has about 6 KiB above the buffer: 4096 words reach into it.
	_, err = s.Call("push_words", []uint32{4096, 0x11111111})
	if err == nil || !strings.Contains(err.Error(), "stack overflow") {
		t.Errorf("push 16 KiB with 6 KiB of stack: err = %v, want a stack overflow", err)
	}
	// Within the stack: fine.
	if r, err := s.Call("push_words", []uint32{256, 0x22222222}); err != nil || r.StackBytes != 1024 {
		t.Errorf("push 1 KiB: %+v, %v", r, err)
	}
	// The skipping frame: documented as undetected. If this starts to
	// fail because it is detected, turn it into a requirement.
	r, err := s.Call("big_frame", []uint32{16 << 10, 0x33333333})
	if err == nil {
		t.Logf("a 16 KiB frame writing only its lowest word, below the free stack: not detected (stack %d bytes, buffer at 0x%08x corrupted)", r.StackBytes, words[0])
	}
}

// TestImageDataFillsRAM: an image whose RAM contents leave no room for
// the stack is refused at Open (it used to make painting the stack ask
// for 4 GiB).
func TestImageDataFillsRAM(t *testing.T) {
	path := armbuild.BuildString(t, "o.S", overflowSrc, "-mcpu=cortex-m0", "-mthumb")
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := models.LoadProfile("nucleo-g071rb")
	s, err := sim.Open(p, img, sim.Options{})
	if err == nil {
		s.Close()
		t.Fatal("Open succeeded with 4 bytes of RAM left for the stack")
	}
	if !strings.Contains(err.Error(), "for the stack") {
		t.Errorf("err = %v", err)
	}
}

// TestTimeoutOption: Options.Timeout stops a call that the budget
// would let run for a long time, with a CallError naming the function.
func TestTimeoutOption(t *testing.T) {
	path := armbuild.BuildString(t, "frames.S", frameSrc, "-mcpu=cortex-m0", "-mthumb")
	img, _ := elfimg.ReadELF(path)
	p, _ := models.LoadProfile("nucleo-g071rb")
	s, err := sim.Open(p, img, sim.Options{Timeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	src := armbuild.BuildString(t, "spin.S", `
	.syntax unified
	.thumb
	.global spin
	.type spin, %function
	.thumb_func
spin:	b spin
	.size spin, .-spin
`, "-mcpu=cortex-m0", "-mthumb")
	img2, _ := elfimg.ReadELF(src)
	s2, err := sim.Open(p, img2, sim.Options{Timeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	start := time.Now()
	_, err = s2.Call("spin", nil)
	var ce *sim.CallError
	if !errors.As(err, &ce) || ce.Fault == nil || ce.Fault.Kind != emu.FaultTimeout || !strings.Contains(err.Error(), "spin") {
		t.Errorf("err = %v, want a timeout in spin", err)
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("100 ms timeout took %v", el)
	}
	if r, err := s.Call("leaf", []uint32{40, 2}); err != nil || r.R0 != 42 {
		t.Errorf("a call within the timeout: %+v %v", r, err)
	}
}

// leafCode is "movs r0, #42; bx lr".
var leafCode = []byte{0x2a, 0x20, 0x70, 0x47}

// FuzzOpenBoard: any profile file that loads gives a session that runs
// a two-instruction leaf and reports it truthfully (return 42, two
// instructions, some cycles), or an error; never a panic or a crash.
func FuzzOpenBoard(f *testing.F) {
	for _, b := range []string{"nucleo-g071rb", "nucleo-f091rc", "nucleo-wba52cg", "stm32mp135f-dk"} {
		f.Add([]byte(`{"kind":"board","name":"x","inherits":"` + b + `"}`))
	}
	f.Add([]byte(`{"kind":"board","name":"x","inherits":"nucleo-g071rb","clock_hz":1000,"flash":{"wait_states":15}}`))
	f.Add([]byte(`{"kind":"board","name":"x","inherits":"nucleo-g071rb","flash":{"line_bytes":1,"icache_bytes":0}}`))
	f.Add([]byte(`{"kind":"board","name":"x","inherits":"nucleo-g071rb","link":{"data":{"base":"0x20000000","size":"4K"}}}`))
	f.Add([]byte(`{"kind":"board","name":"x","inherits":"nucleo-g071rb","memory":[{"name":"f","kind":"flash","base":0,"size":"4K"},{"name":"s","kind":"sram","base":"0x1000","size":"4K"}]}`))
	f.Add([]byte(`{"kind":"board","name":"x","inherits":"stm32mp135f-dk","link":null,"memory":[{"name":"d","kind":"ddr","base":"0xfffff000","size":"4K"}]}`))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "board.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		p, err := models.LoadProfileFile(path)
		if err != nil || p.Kind != "board" {
			return
		}
		code, err := p.Code()
		if err != nil {
			return
		}
		img := &elfimg.Image{Name: "leaf.elf",
			Segments: []elfimg.Segment{{Vaddr: uint32(code.Base), Paddr: uint32(code.Base), Memsz: 4, Data: leafCode}},
			Symbols:  []elfimg.Symbol{{Name: "leaf", Demangled: "leaf", Addr: uint32(code.Base), Size: 4, Func: true, Thumb: true}},
		}
		s, err := sim.Open(p, img, sim.Options{Budget: 1000, Timeout: 5 * time.Second})
		if err != nil {
			return
		}
		defer s.Close()
		r, err := s.Call("leaf", []uint32{1, 2})
		if err != nil {
			t.Fatalf("leaf on %s (%s): %v", p.Name, p.Core, err)
		}
		if r.R0 != 42 || r.Instructions != 2 || r.Cycles < 2 || r.TimeUS <= 0 || r.StackBytes != 0 {
			t.Fatalf("leaf on %s: %+v", p.Name, r)
		}
	})
}
