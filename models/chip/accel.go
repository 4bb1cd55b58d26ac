package chip

import (
	"fmt"
	"math"

	"boardless/models"
)

// Accelerators are a chip's crypto peripherals (the STM32MP135's HASH,
// CRYP and PKA) as data: where each block's registers are, and the
// figures its timing is computed from. The devices themselves are in
// package devices (accel*.go), which computes their results with Go's
// crypto and charges the time these figures give.
//
// The figures are parameters of the board's schema (owner
// "accelerators"): the profile gives each value with its source, the
// bounds are here, and --param changes them like any other (the bus
// clock what-if is --param periph_bus_hz=...).
type Accelerators struct {
	Source string       `json:"source,omitempty"`
	Blocks []AccelBlock `json:"blocks"`
	// Timing gives the value and source of every accelParamDefs entry.
	Timing map[string]models.Param `json:"timing"`
}

// AccelBlock is one peripheral's register window.
type AccelBlock struct {
	Name   string      `json:"name"` // hash1, cryp1, pka
	Kind   string      `json:"kind"` // hash, cryp or pka
	Base   models.Hex  `json:"base"`
	Size   models.Size `json:"size"`
	Source string      `json:"source"`
}

// AccelOwner is the owner of the accelerators' parameters in the schema.
const AccelOwner = "accelerators"

// accelParamDefs are the timing figures the devices read, with their
// bounds; the value and the source come from the profile's
// accelerators.timing (every one is required there).
var accelParamDefs = []models.ParamDef{
	{Name: "periph_bus_hz", Unit: "Hz", Min: 1e6, Max: 400e6,
		Source: "the clock of the bus the accelerators sit on (their kernel clock too)"},
	{Name: "periph_access_cycles", Unit: "bus cycles", Min: 1, Max: 200, Integer: true, Fittable: true,
		Source: "cost of one CPU access to an accelerator register, uncached, at periph_bus_hz"},
	{Name: "hash_sha1_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "HASH: processing of one 512-bit SHA-1 block"},
	{Name: "hash_sha256_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "HASH: processing of one 512-bit SHA-224/SHA-256 block"},
	{Name: "hash_sha512_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "HASH: processing of one 1024-bit SHA-384/SHA-512 block"},
	{Name: "hash_sha3_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "HASH: processing of one SHA-3 block (the rate: 1152, 1088, 832 or 576 bits; one Keccak-f[1600])"},
	{Name: "hash_final_block_factor", Unit: "blocks", Min: 1, Max: 2.5, Fittable: true,
		Source: "HASH: the last block of a message (with its padding) against an intermediate block"},
	{Name: "cryp_aes128_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "CRYP: processing of one 128-bit AES block with a 128-bit key"},
	{Name: "cryp_aes192_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "CRYP: processing of one 128-bit AES block with a 192-bit key"},
	{Name: "cryp_aes256_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "CRYP: processing of one 128-bit AES block with a 256-bit key"},
	{Name: "cryp_key_prep_cycles", Unit: "bus cycles", Min: 0, Max: 1000, Integer: true, Fittable: true,
		Source: "CRYP: AES decryption key preparation (ALGOMODE 0111)"},
	{Name: "cryp_gcm_header_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "CRYP: one 128-bit block of GCM's header phase (GHASH of the AAD)"},
	{Name: "cryp_des_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "CRYP: processing of one 64-bit DES block"},
	{Name: "cryp_tdes_block_cycles", Unit: "bus cycles", Min: 1, Max: 1000, Integer: true, Fittable: true,
		Source: "CRYP: processing of one 64-bit TDES block"},
}

// AccelParamNames lists the accelerators' parameters in schema order.
func AccelParamNames() []string {
	out := make([]string, len(accelParamDefs))
	for i, d := range accelParamDefs {
		out[i] = d.Name
	}
	return out
}

// accelParams are the definitions with the profile's values as their
// defaults and its sources, the schema's entries of owner AccelOwner
// (models.SectionSpec.Params); nil without an accelerators section.
func accelParams(p *models.Profile) ([]models.ParamValue, error) {
	a := AcceleratorsOf(p)
	if a == nil {
		return nil, nil
	}
	out := make([]models.ParamValue, 0, len(accelParamDefs))
	for _, d := range accelParamDefs {
		t, ok := a.Timing[d.Name]
		if !ok {
			return nil, fmt.Errorf("accelerators.timing.%s: missing (%s)", d.Name, d.Source)
		}
		if err := d.Check(t.Value); err != nil {
			return nil, fmt.Errorf("accelerators.timing.%s: %v", d.Name, err)
		}
		if t.Source == "" {
			return nil, fmt.Errorf("accelerators.timing.%s: no source", d.Name)
		}
		d.Default, d.Source = t.Value, d.Source+"; "+t.Source
		// The default is the profile's figure: its source is the value's.
		out = append(out, models.ParamValue{ParamDef: d, Value: d.Default, Owner: AccelOwner, From: "accelerators.timing"})
	}
	for name := range a.Timing {
		if !hasDef(name) {
			return nil, fmt.Errorf("accelerators.timing.%s: unknown figure (known: %v)", name, AccelParamNames())
		}
	}
	return out, nil
}

func hasDef(name string) bool {
	for _, d := range accelParamDefs {
		if d.Name == name {
			return true
		}
	}
	return false
}

// validateAccelerators checks the register windows: known kinds, 4 KiB
// aligned (they are mapped as emulator pages), no overlap with memory.
func validateAccelerators(p *models.Profile) error {
	a := AcceleratorsOf(p)
	if a == nil {
		return nil
	}
	seen := map[string]bool{}
	for i, b := range a.Blocks {
		switch b.Kind {
		case "hash", "cryp", "pka":
		default:
			return fmt.Errorf("accelerators.blocks[%d].kind: %q is not hash, cryp or pka", i, b.Kind)
		}
		if seen[b.Kind] {
			return fmt.Errorf("accelerators.blocks[%d]: a second %s block", i, b.Kind)
		}
		seen[b.Kind] = true
		if b.Size == 0 || b.Size%4096 != 0 || uint64(b.Base)%4096 != 0 {
			return fmt.Errorf("accelerators.blocks[%d] (%s): base and size must be non-zero multiples of 4 KiB", i, b.Name)
		}
		for _, r := range p.Memory {
			if uint64(b.Base) < uint64(r.Base)+uint64(r.Size) && uint64(r.Base) < uint64(b.Base)+uint64(b.Size) {
				return fmt.Errorf("accelerators.blocks[%d] (%s) overlaps memory %s", i, b.Name, r.Name)
			}
		}
		if b.Source == "" {
			return fmt.Errorf("accelerators.blocks[%d] (%s): no source for its address", i, b.Name)
		}
	}
	return nil
}

// Block returns the accelerator of a kind (hash, cryp, pka).
func (a *Accelerators) Block(kind string) (AccelBlock, bool) {
	if a == nil {
		return AccelBlock{}, false
	}
	for _, b := range a.Blocks {
		if b.Kind == kind {
			return b, true
		}
	}
	return AccelBlock{}, false
}

// AccelClock converts the accelerators' bus cycles to CPU cycles.
type AccelClock struct {
	CPUHz, BusHz float64
}

// CPU returns the CPU cycles n bus cycles take, rounded up: the CPU
// sees a bus event at the first CPU edge after it.
func (c AccelClock) CPU(n float64) uint64 {
	if n <= 0 {
		return 0
	}
	return uint64(math.Ceil(n*c.CPUHz/c.BusHz - 1e-9))
}

// AccessStall is the CPU stall of one register access: the
// periph_access_cycles bus cycles at periph_bus_hz.
func AccessStall(v models.Values, cpuHz uint64) uint32 {
	c := AccelClock{CPUHz: float64(cpuHz), BusHz: v["periph_bus_hz"]}
	return uint32(c.CPU(v["periph_access_cycles"]))
}
