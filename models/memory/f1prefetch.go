package memory

import (
	"boardless/models"
)

// The stm32f1-prefetch memory model: the STM32F1's flash interface
// (RM0008 Rev 21 §3.3.3 "Embedded Flash memory", "Read operations"). The
// flash is read 64 bits at a time on the I-code bus into a prefetch
// buffer of two 64-bit blocks: while the core executes one block the
// interface reads the next (PRFTBE, on after reset). LATENCY is 0 wait
// states up to 24 MHz, 1 up to 48 MHz and 2 up to 72 MHz (the chip's
// wait_table). D-code reads (literal pools) are not buffered: each pays
// the wait states. The half-cycle access option (HLFCYA) only applies
// below 8 MHz with no AHB prescaler and saves power, not cycles, so it
// is not a parameter.
//
// The two-block buffer is the flashPort engine's next-line prefetch with
// 8-byte lines and no cache: the block after the one being executed
// costs what its read (1+WS cycles) has left when the core gets there.

func init() {
	models.RegisterMemory(models.MemorySpec{
		Name:        "stm32f1-prefetch",
		Description: "STM32F1 flash: 64-bit reads with wait states behind a two-block prefetch buffer (the profile's flash section)",
		Params:      f1Params,
		Check:       func(b *models.Profile) error { return checkFlashSection("stm32f1-prefetch", b) },
		WhatIfs:     map[models.WhatIf]string{models.WhatIfFlashWS: "flash_wait_states", models.WhatIfPrefetch: "flash_prefetch"},
		New:         newF1Prefetch,
	})
}

func f1Params(b *models.Profile) []models.ParamDef {
	fl := b.Flash
	return []models.ParamDef{waitStateParam(b),
		switchParam("flash_prefetch", fl.Prefetch == nil || *fl.Prefetch, fl.Source)}
}

func newF1Prefetch(b *models.Profile, v models.Values) (models.Memory, error) {
	base, size := flashRegionOf(b)
	return newFlashPort(flashPortConfig{
		Name: b.Flash.Model + "-prefetch", Base: base, Size: size,
		WaitStates: v.Int("flash_wait_states"), LineBytes: b.Flash.LineBytes,
		Prefetch: v.Bool("flash_prefetch"),
	})
}
