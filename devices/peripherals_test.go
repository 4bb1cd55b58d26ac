package devices

import (
	"testing"

	"boardless/models"
	"boardless/models/chip"
)

// fakeHost records what the devices hand to their run.
type fakeHost struct {
	out    []byte
	flash  []FlashState
	cycles uint64
}

func (h *fakeHost) Cycles() uint64        { return h.cycles }
func (h *fakeHost) Sync()                 {}
func (h *fakeHost) Warn(string)           {}
func (h *fakeHost) Emit(b []byte)         { h.out = append(h.out, b...) }
func (h *fakeHost) SetFlash(s FlashState) { h.flash = append(h.flash, s) }

func peripheralsOf(t *testing.T, board string) (*Peripherals, *fakeHost, *models.Profile) {
	t.Helper()
	p, err := models.LoadProfile(board)
	if err != nil {
		t.Fatal(err)
	}
	h := &fakeHost{}
	return NewPeripherals(h, models.CoreSpec{MProfile: true}, chip.RegistersOf(p)), h, p
}

// TestChipRegisterReads: the chips' "registers" sections answer as the
// manuals say start-up code sees them: ready bits follow their enable
// bits, SWS follows SW, regulators are ready, reset values read back,
// and the secure alias is the same register.
func TestChipRegisterReads(t *testing.T) {
	tests := []struct {
		board string
		write map[uint32]uint32 // written first (in any order: distinct registers)
		read  uint32
		want  uint32
		why   string
	}{
		{"nucleo-g071rb", map[uint32]uint32{0x40021000: 1<<8 | 1<<24}, 0x40021000, 1<<8 | 1<<10 | 1<<24 | 1<<25, "RCC_CR: HSIRDY, PLLRDY follow HSION, PLLON (RM0444)"},
		{"nucleo-g071rb", map[uint32]uint32{0x40021008: 2}, 0x40021008, 2 | 2<<3, "RCC_CFGR: SWS[5:3] = SW[2:0]"},
		{"nucleo-g071rb", map[uint32]uint32{0x40007014: 1 << 10}, 0x40007014, 0, "PWR_SR2: VOSF reads clear"},
		{"nucleo-g071rb", nil, 0x40007000, 0x208, "PWR_CR1 reset value"},
		{"nucleo-g071rb", nil, 0x4000441c, 1<<7 | 1<<6 | 1<<21 | 1<<22, "USART2 ISR: TXE, TC, TEACK, REACK"},
		{"nucleo-f091rc", map[uint32]uint32{0x40022000: 0x11}, 0x40022000, 0x31, "FLASH_ACR: PRFTBS follows PRFTBE (RM0091)"},
		{"nucleo-f103rb", nil, 0x40013800, 1<<7 | 1<<6, "USART1 SR of the F1 kind: TXE, TC"},
		{"nucleo-h743zi2", nil, 0x58024400, 0x25 | 1<<2 | 3<<14, "RCC_CR at reset: HSIRDY follows HSION, D1/D2CKRDY set (RM0433)"},
		{"nucleo-wba52cg", map[uint32]uint32{0x56020c00: 1 << 8}, 0x46020c00, 1<<8 | 1<<10, "RCC_CR written by its secure alias: HSIRDY follows HSION"},
		{"nucleo-wba52cg", nil, 0x40030404, 2, "ICACHE_SR: not busy, BSYENDF"},
		{"nucleo-u575zi-q", nil, 0x4602080c, 1<<15 | 1<<14, "PWR_VOSR: VOSRDY, BOOSTRDY (RM0456)"},
		{"nucleo-u575zi-q", nil, 0x46020c08, 0x44000000, "RCC_ICSCR1 reset value: MSISRANGE 4 MHz"},
		{"nucleo-f446re", nil, 0x40007000, 0xc000, "PWR_CR reset value (VOS)"},
		{"nucleo-f446re", map[uint32]uint32{0x40007004: 0}, 0x40007004, 1<<14 | 3<<16, "PWR_CSR: VOSRDY, ODRDY, ODSWRDY"},
	}
	for _, tt := range tests {
		d, _, _ := peripheralsOf(t, tt.board)
		for a, v := range tt.write {
			d.MMIOWrite(a, 4, v)
		}
		if got := d.MMIORead(tt.read, 4); got != tt.want {
			t.Errorf("%s: 0x%08x reads %#x, want %#x (%s)", tt.board, tt.read, got, tt.want, tt.why)
		}
	}
}

// TestChipFlashRegisters: FLASH_ACR's reset value and writes (and
// ICACHE_CR's) select the flash configuration by the chip's bits.
func TestChipFlashRegisters(t *testing.T) {
	tests := []struct {
		board      string
		reset      FlashState
		reg, value uint32
		want       FlashState
	}{
		{"nucleo-g071rb", FlashState{ICache: true}, 0x40022000, 0x302, FlashState{WaitStates: 2, Prefetch: true, ICache: true}},
		{"nucleo-f091rc", FlashState{Prefetch: true}, 0x40022000, 0x01, FlashState{WaitStates: 1}},
		{"nucleo-f446re", FlashState{}, 0x40023c00, 0x705, FlashState{WaitStates: 5, Prefetch: true, ICache: true, DCache: true}},
		{"nucleo-wba52cg", FlashState{WaitStates: 1}, 0x40030400, 1, FlashState{WaitStates: 1, ICache: true}},
		{"nucleo-h743zi2", FlashState{WaitStates: 7}, 0x52002000, 0x302, FlashState{WaitStates: 2}},
	}
	for _, tt := range tests {
		d, h, p := peripheralsOf(t, tt.board)
		if got, ok := ResetFlash(chip.RegistersOf(p)); !ok || got != tt.reset {
			t.Errorf("%s: reset flash %+v (live %v), want %+v", tt.board, got, ok, tt.reset)
		}
		d.MMIOWrite(tt.reg, 4, tt.value)
		if len(h.flash) != 1 || h.flash[0] != tt.want {
			t.Errorf("%s: 0x%08x = %#x sets the flash %+v, want [%+v]", tt.board, tt.reg, tt.value, h.flash, tt.want)
		}
	}
	if _, ok := ResetFlash(nil); ok {
		t.Error("a chip without a registers section has live flash registers")
	}
}

// TestConsoleOutput: bytes written to the console's transmit data
// register are the program's output, on both kinds of U(S)ART.
func TestConsoleOutput(t *testing.T) {
	for _, tt := range []struct {
		board string
		tdr   uint32
	}{{"nucleo-g071rb", 0x40004428}, {"nucleo-f103rb", 0x40004404}, {"stm32mp135f-dk", 0x40010028}} {
		d, h, _ := peripheralsOf(t, tt.board)
		d.MMIOWrite(tt.tdr, 1, 'o')
		d.MMIOWrite(tt.tdr, 4, 'k')
		if string(h.out) != "ok" {
			t.Errorf("%s: console output %q, want \"ok\"", tt.board, h.out)
		}
	}
}
