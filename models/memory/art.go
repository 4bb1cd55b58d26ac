package memory

import (
	"boardless/models"
)

// The stm32-art memory model: ST's adaptive real-time memory accelerator
// in front of the embedded flash of the STM32F4, L4 and G4 (RM0368
// §3.4-3.5, RM0390 §3.4-3.5, RM0351 §3.3.3-3.3.4, RM0440 §3.3.3-3.3.4).
// The I-code path has a next-line prefetch (PRFTEN) and an instruction
// cache (ICEN), the D-code path a data cache for literal pools and
// constants (DCEN); the flash is read a line at a time (128 bits on the
// F4, 64 bits on the L4 and G4) with LATENCY wait states, by the clock
// and the voltage range (each chip's table, in its profile).
//
// The profile gives: the flash section (wait_table, line_bytes, the
// I-cache geometry, prefetch and icache as the firmware sets them) and,
// as params, the D-cache geometry (art_dcache_bytes, art_dcache_ways,
// art_dcache_line) and flash_dcache. The timing engine is flashPort
// (flashport.go), whose comment says what is modelled and what is
// bounded.

func init() {
	models.RegisterMemory(models.MemorySpec{
		Name:        "stm32-art",
		Description: "STM32F4/L4/G4 ART accelerator: flash lines with wait states, next-line prefetch, instruction cache, data cache (the profile's flash section and art_dcache_* params)",
		Params:      artParams,
		Check:       func(b *models.Profile) error { return checkFlashSection("stm32-art", b) },
		WhatIfs:     map[models.WhatIf]string{models.WhatIfFlashWS: "flash_wait_states", models.WhatIfPrefetch: "flash_prefetch", models.WhatIfICache: "flash_icache"},
		New:         newART,
	})
}

// artParams: the what-ifs of the accelerator, with defaults that follow
// the board (wait states from the chip's table at the clock, switches
// as the profile sets them), and the D-cache geometry the chip gives.
func artParams(b *models.Profile) []models.ParamDef {
	fl := b.Flash
	out := []models.ParamDef{waitStateParam(b)}
	out = append(out, switchParam("flash_prefetch", fl.Prefetch != nil && *fl.Prefetch, fl.Source))
	if fl.ICacheBytes != 0 {
		out = append(out, switchParam("flash_icache", fl.ICache != nil && *fl.ICache, fl.Source))
	}
	out = append(out,
		switchParam("flash_dcache", true, "FLASH_ACR DCEN; ST's HAL templates (stm32f4xx/l4xx/g4xx_hal_conf_template.h DATA_CACHE_ENABLE 1) switch it on in HAL_Init; the chip profile may set it"),
		models.ParamDef{Name: "art_dcache_bytes", Unit: "bytes", Min: 0, Max: 4096, Integer: true, Required: true, Source: "the chip profile gives it (0: no D-cache)"},
		models.ParamDef{Name: "art_dcache_ways", Unit: "ways", Min: 1, Max: 64, Integer: true, Required: true, Source: "the chip profile gives it"},
		models.ParamDef{Name: "art_dcache_line", Unit: "bytes", Min: 4, Max: 64, Integer: true, Required: true, Source: "the chip profile gives it"},
	)
	return out
}

// ARTConfig returns the accelerator's configuration for a board with
// the given parameter values.
func ARTConfig(b *models.Profile, v models.Values) flashPortConfig {
	base, size := flashRegionOf(b)
	c := flashPortConfig{
		Name: b.Flash.Model + "-art", Base: base, Size: size,
		WaitStates: v.Int("flash_wait_states"), LineBytes: b.Flash.LineBytes,
		Prefetch: v.Bool("flash_prefetch"),
		ICache:   icacheOf(b, v.Bool("flash_icache")),
	}
	if v.Bool("flash_dcache") && v.Int("art_dcache_bytes") > 0 {
		c.DCache = &cacheGeom{uint32(v.Int("art_dcache_bytes")), v.Int("art_dcache_ways"), uint32(v.Int("art_dcache_line"))}
	}
	return c
}

func newART(b *models.Profile, v models.Values) (models.Memory, error) {
	return newFlashPort(ARTConfig(b, v))
}
