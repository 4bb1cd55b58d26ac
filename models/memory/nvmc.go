package memory

import (
	"boardless/models"
)

// The nrf-nvmc memory model: the nRF52840's flash as the Cortex-M4 sees
// it through the NVMC (nRF52840 Product Specification v1.7, §4.3 NVMC:
// ICACHECNF.CACHEEN enables the I-code cache, IHIT/IMISS count its hits
// and misses). The cache serves instruction fetches only ("I-code
// cache"): data reads of the flash pay the wait states each.
//
// The product specification gives neither the flash's wait states at
// 64 MHz nor the cache's geometry or the flash read width; the chip
// profile gives its estimates and lists them under "estimated". The
// timing engine is flashPort (flashport.go), without a prefetcher (the
// specification names none).

func init() {
	models.RegisterMemory(models.MemorySpec{
		Name:        "nrf-nvmc",
		Description: "nRF52840 flash behind the NVMC: wait states and the I-code cache (ICACHECNF) (the profile's flash section)",
		Params:      nvmcParams,
		Check:       func(b *models.Profile) error { return checkFlashSection("nrf-nvmc", b) },
		WhatIfs:     map[models.WhatIf]string{models.WhatIfFlashWS: "flash_wait_states", models.WhatIfICache: "flash_icache"},
		New:         newNVMC,
	})
}

func nvmcParams(b *models.Profile) []models.ParamDef {
	fl := b.Flash
	out := []models.ParamDef{waitStateParam(b)}
	if fl.ICacheBytes != 0 {
		out = append(out, switchParam("flash_icache", fl.ICache != nil && *fl.ICache, fl.Source))
	}
	return out
}

func newNVMC(b *models.Profile, v models.Values) (models.Memory, error) {
	base, size := flashRegionOf(b)
	return newFlashPort(flashPortConfig{
		Name: b.Flash.Model + "-nvmc", Base: base, Size: size,
		WaitStates: v.Int("flash_wait_states"), LineBytes: b.Flash.LineBytes,
		ICache: icacheOf(b, v.Bool("flash_icache")),
	})
}
