package sim_test

import (
	"strconv"
	"strings"
	"testing"

	"boardless/elfimg"
	"boardless/internal/armbuild"
	kit "boardless/internal/kitbuild"
	"boardless/models"
	"boardless/sim"
)

func load(t *testing.T, board, path string) (*models.Profile, *elfimg.Image) {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	img, err := elfimg.ReadELF(path)
	if err != nil {
		t.Fatal(err)
	}
	return p, img
}

func csv(t *testing.T, out string) map[string]uint64 {
	t.Helper()
	m := map[string]uint64{}
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || l[0] == '#' || l == "name,cycles" {
			continue
		}
		name, v, ok := strings.Cut(l, ",")
		n, err := strconv.ParseUint(v, 10, 64)
		if !ok || err != nil {
			t.Fatalf("bad output line %q", l)
		}
		m[name] = n
	}
	return m
}

// The kit image runs on every board from reset, prints every benchmark,
// and exits through semihosting (M-profile) or by returning (A7).
func TestKitAllBoards(t *testing.T) {
	want := []string{"empty", "seq_fetch", "branch_taken", "bcond_taken", "lit_load", "table_load_flash",
		"table_load_sram", "sram_store", "mul", "ldm_stm", "call_return", "loop_small", "loop_big", "loop_huge"}
	extra := map[string][]string{
		"nucleo-wba52cg": {"div", "long_mul", "long_mul_chain", "pop_return"},
		"nucleo-f091rc":  {"branch_end", "branch_mid", "target_odd", "lit_even", "lit_odd", "c_add_flash", "c_add_sram"},
		"stm32mp135f-dk": {"div", "a7_l1_chase", "a7_l2_chase", "a7_ddr_chase", "a7_ddr_stride4k",
			"a7_load_use", "a7_load_shift", "a7_store_load", "a7_store_bytes_load", "a7_umlal_chain", "a7_umaal_chain", "a7_lsl_add", "a7_add_lsl", "a7_bcond_random",
			"a7_scaled_chase", "a7_index_chase", "a7_pair_add", "a7_pair_uxtb", "a7_pair_movw",
			"a7_calls_8", "a7_calls_16", "a7_bcond_period8", "a7_bcond_period16", "a7_write_lines"},
	}
	memModel := map[string]string{
		"nucleo-g071rb":  "stm32g0-flash (2 WS, prefetch, 16 B 2-way icache)",
		"nucleo-f091rc":  "stm32f0-flash (1 WS, prefetch)",
		"nucleo-wba52cg": "stm32wba-flash (3 WS, 8192 B 2-way icache)",
		"stm32mp135f-dk": "stm32mp135-l1-l2-ddr",
	}
	for _, b := range kit.Boards {
		t.Run(b, func(t *testing.T) {
			p, img := load(t, b, kit.Image(t, b))
			r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if r.ExitCode != 0 {
				t.Fatalf("exit code %d", r.ExitCode)
			}
			if !strings.Contains(r.Output, "# boardless calibration kit "+b) || !strings.Contains(r.Output, "# end") {
				t.Fatalf("output lacks the kit's banner or end:\n%s", r.Output)
			}
			got := csv(t, r.Output)
			names := append(append([]string(nil), want...), extra[b]...)
			if len(got) != len(names) {
				t.Errorf("%d benchmarks printed, want %d:\n%s", len(got), len(names), r.Output)
			}
			for _, n := range names {
				if got[n] == 0 {
					t.Errorf("benchmark %s missing or 0", n)
				}
			}
			// The live flash model follows the kit's FLASH_ACR writes.
			if !strings.HasSuffix(r.MemoryModel, memModel[b]) {
				t.Errorf("memory model %q, want it to end in %q", r.MemoryModel, memModel[b])
			}
			if r.Cycles == 0 || r.Instructions == 0 {
				t.Errorf("no cycles counted: %+v", r)
			}
		})
	}
}

// SysTick differences are exact on the ARMv6-M cores: b_bcond(200) is
// 200 x (SUBS + taken BNE), one BNE not taken, and BX LR, against
// b_empty's BX LR (core-timing-facts §1.2). On the F0 at 1 WS the two
// windows' flash stalls differ by the layout (the prefetch-buffer rules,
// testdata/conformance/stm32f0-flash/README.md, WS = 1, bw =
// flash_branch_wait): b_empty's window pays the return from kit_cycles
// (BX LR ending its block, to an offset-2 target: WS + bw, then 1 for the
// next block), BL b_empty and its BX LR, which end in their blocks'
// first halfword (WS each, the return to offset 2: 1 more) and
// BL kit_cycles (WS):
// 4 WS + bw + 2; b_bcond's pays the return (WS + bw, offset 0), BL b_bcond
// and BL kit_cycles ending their blocks (WS + bw each) and its BX LR (WS):
// 4 WS + 3 bw. The difference is 2 bw - 2: -2 at the default bw = 0.
func TestKitSysTickExact(t *testing.T) {
	for b, want := range map[string]uint64{
		"nucleo-g071rb": 200*(1+2) - 1,     // M0+: B<cc> 2 taken, 1 not
		"nucleo-f091rc": 200*(1+3) - 2 - 2, // M0: 3 taken, 1 not; flash -2 (above)
	} {
		p, img := load(t, b, kit.Image(t, b))
		r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got := csv(t, r.Output)
		if d := got["bcond_taken"] - got["empty"]; d != want {
			t.Errorf("%s: bcond_taken - empty = %d, want %d", b, d, want)
		}
	}
}

const semihostM = `
	.syntax unified
	.thumb
	.global _start
	.section .vectors, "a"
	.word 0x20001000
	.word _start + 1
	.text
	.thumb_func
_start:
	movs r0, #4          @ SYS_WRITE0
	ldr r1, =msg
	bkpt 0xab
	movs r0, #3          @ SYS_WRITEC
	ldr r1, =ch
	bkpt 0xab
	movs r0, #5          @ SYS_WRITE
	ldr r1, =blk
	bkpt 0xab
	ldr r1, =0x40004428  @ USART2 TDR: the console
	movs r0, #'U'
	str r0, [r1]
	ldr r1, =0x40021000  @ RCC_CR: PLLON, then wait for PLLRDY
	ldr r0, =0x01000000
	str r0, [r1]
1:	ldr r2, [r1]
	lsrs r2, r2, #26
	bcc 1b
	movs r0, #0x20       @ SYS_EXIT_EXTENDED, code 3
	ldr r1, =ex
	bkpt 0xab
	b .
	.ltorg
	.balign 4
msg:	.asciz "hello "
ch:	.byte 'c'
	.balign 4
blk:	.word 1, w, 3
w:	.ascii "wr!"
	.balign 4
ex:	.word 0x20026, 3
`

// Semihosting on M-profile (BKPT 0xAB): WRITE0, WRITEC, WRITE,
// EXIT_EXTENDED with its code; the console USART; RCC ready bits.
func TestSemihostingM(t *testing.T) {
	elf := armbuild.BuildString(t, "semi.S", semihostM, "-mcpu=cortex-m0plus", "-mthumb", "-Wl,--section-start=.vectors=0x08000000", "-Wl,-Ttext=0x08000100")
	p, img := load(t, "nucleo-g071rb", elf)
	r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Output != "hello cwr!U" || r.ExitCode != 3 || r.ExitedBy != "SYS_EXIT_EXTENDED" {
		t.Fatalf("output %q, exit %d by %s", r.Output, r.ExitCode, r.ExitedBy)
	}
}

const semihostA = `
	.syntax unified
	.arm
	.global _start
	.text
_start:
	mov r0, #4           @ SYS_WRITE0
	ldr r1, =msg
	svc 0x123456
	push {r4, lr}
	bl rd
	mov r4, r0
	mov r1, r1
	mov r1, r1
	bl rd
	sub r0, r0, r4
	pop {r4, pc}
rd:	mrc p15, 0, r0, c9, c13, 0   @ PMCCNTR: simulated cycles
	bx lr                        @ ends the block: readings are comparable
	.ltorg
msg:	.asciz "a7 "
`

// Semihosting on A-profile (SVC 0x123456), PMCCNTR reads, and the return
// from the entry function ending the run with r0 as exit code.
func TestSemihostingA7(t *testing.T) {
	elf := armbuild.BuildString(t, "semi.S", semihostA, "-mcpu=cortex-a7", "-marm", "-Wl,-Ttext=0xC0000000", "-Wl,-Tdata=0xC0100000")
	p, img := load(t, "stm32mp135f-dk", elf)
	r, err := sim.RunFirmware(p, img, sim.FirmwareOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// Two readings a few instructions apart: a small positive difference
	// (QEMU's own PMCCNTR would count host time).
	if r.Output != "a7 " || r.ExitedBy != "return" || r.ExitCode <= 0 || r.ExitCode > 20 {
		t.Fatalf("output %q, exit %d by %s", r.Output, r.ExitCode, r.ExitedBy)
	}
}
