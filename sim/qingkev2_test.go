package sim_test

import (
	"errors"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/models"
	"boardless/sim"
)

// The CH32V003 (ch32v003-evt, the QingKe V2 core, RV32EC): calls
// through ilp32e, and what is refused at load and at run time.

const qkBoard = "ch32v003-evt"

// TestQingKeV2Calls: seven arguments (the seventh stacked, ilp32e) and
// a buffer return the host's results, timed by qingke-v2.
func TestQingKeV2Calls(t *testing.T) {
	s := openOwn(t, qkBoard, buildRVE(t, "testdata/qingkev2/calls.c"), sim.Options{})
	data := []byte("boardless on the CH32V003")
	h := uint32(0x811c9dc5)
	for _, c := range data {
		h = (h<<5 | h>>27) ^ uint32(c)
		h *= 0x01000193
	}
	for _, tt := range []struct {
		fn   string
		args []string
		want int64
	}{
		{"seven", []string{"1", "2", "3", "4", "5", "6", "7"}, 1 + 4 + 9 + 16 + 25 + 36 + 49},
		{"checksum", []string{"hex:" + hexOf(data), "25", "0x811c9dc5"}, int64(int32(h))},
	} {
		out, err := s.Invoke(tt.fn, invokeArgs(t, tt.args...), sim.CallSpec{})
		if err != nil {
			t.Fatalf("%s: %v", tt.fn, err)
		}
		var got int64
		switch v := out.Value.Value.(type) {
		case int64:
			got = v
		case uint64:
			got = int64(int32(uint32(v)))
		}
		if got != tt.want && got != int64(uint32(tt.want)) {
			t.Errorf("%s = %d, want %d", tt.fn, got, tt.want)
		}
		if out.First.Cycles == 0 || out.First.Core != "qingke-v2" {
			t.Errorf("%s: %d cycles on %s", tt.fn, out.First.Cycles, out.First.Core)
		}
	}
}

// TestQingKeV2WrongArchitecture: code for another RISC-V core is an
// input error at load, one line naming why: mul/div (Tag_RISCV_arch m),
// the ilp32 ABI (EF_RISCV_RVE clear); and RV32E code on the Hazard3.
func TestQingKeV2WrongArchitecture(t *testing.T) {
	rve := buildRVE(t, "testdata/qingkev2/calls.c")
	for _, tt := range []struct{ board, elf, want string }{
		{qkBoard, buildRVE(t, "testdata/qingkev2/calls.c", "-march=rv32emc_zicsr"), `lacks the "m" extension`},
		{qkBoard, buildRV(t, "testdata/riscv/semi.S", "0x00000000"), "whose ABI is ilp32e"},
		{rvBoard, rve, "whose ABI is ilp32"},
	} {
		p, err := models.LoadProfile(tt.board)
		if err != nil {
			t.Fatal(err)
		}
		img, err := elfimg.ReadELF(tt.elf)
		if err != nil {
			t.Fatal(err)
		}
		s, err := sim.Open(p, img, sim.Options{})
		if err == nil {
			s.Close()
		}
		var ie *sim.InputError
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s on %s: %v, want one line with %q", tt.elf, tt.board, err, tt.want)
		}
	}
}

// TestQingKeV2RefusedAtRun: an xw instruction, a misaligned load and
// x16 stop the call with an error that names them, and no cycles.
func TestQingKeV2RefusedAtRun(t *testing.T) {
	s := openOwn(t, qkBoard, buildRVE(t, "testdata/qingkev2/refused.S"), sim.Options{})
	for _, tt := range []struct{ fn, want string }{
		{"xw", `"xw.c.lbu a0,0(a0)" at PC 0x00000000`},
		{"misaligned", "misaligned 4-byte load from 0x2"},
		{"x16", `"add a0,a0,a6"`},
	} {
		_, err := s.Invoke(tt.fn, invokeArgs(t, "buf:16"), sim.CallSpec{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error with %q", tt.fn, err, tt.want)
		}
	}
}
