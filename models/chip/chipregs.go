package chip

import (
	"errors"
	"fmt"

	"boardless/models"
)

// Registers are the chip's register facts that firmware mode answers
// beyond plain memory (package devices): the console U(S)ART, the
// U(S)ARTs whose status reads "transmitter empty", FLASH_ACR (and the
// WBA's and U5's ICACHE_CR) with the bits the flash model follows, the
// reset values of registers start-up code reads before it writes them,
// and the status bits clock set-up code polls. The section is data so a
// new chip is a profile, not a Go table; a chip without it (the
// RP2040's, the nRF52840's) runs its firmware with every peripheral
// register plain memory.
type Registers struct {
	Source string `json:"source,omitempty"`
	// Console is the virtual COM port's U(S)ART: the bytes written to
	// its transmit data register are the program's output.
	Console models.Hex   `json:"console"`
	UARTs   []models.Hex `json:"uarts"`
	// UARTKind is "sr" (STM32F1/F4: SR at +0x00, DR at +0x04) or "isr"
	// (ISR at +0x1C, TDR at +0x28).
	UARTKind string `json:"uart_kind"`
	// FlashACR is FLASH_ACR (0: no live flash registers), FlashACRReset
	// its reset value; ICacheCR the separate ICACHE_CR, when the chip has one.
	FlashACR      models.Hex `json:"flash_acr,omitempty"`
	FlashACRReset models.Hex `json:"flash_acr_reset,omitempty"`
	ICacheCR      models.Hex `json:"icache_cr,omitempty"`
	FlashBits     *FlashBits `json:"flash_bits,omitempty"`
	// SecureAlias: the secure alias of the peripherals (0x5xxxxxxx) is
	// the non-secure register (Armv8-M STM32s: WBA, U5).
	SecureAlias bool          `json:"secure_alias,omitempty"`
	Resets      []RegValue    `json:"resets,omitempty"`
	Status      []StatusField `json:"status,omitempty"`
	// Unmodelled are the chip's interrupt controllers firmware mode does
	// not model (the A7's GIC): an access to one stops the run naming it,
	// where it would otherwise read as an access to unmapped memory.
	Unmodelled []NamedSpan `json:"unmodelled,omitempty"`
}

// NamedSpan is a named register window.
type NamedSpan struct {
	Name string      `json:"name"`
	Base models.Hex  `json:"base"`
	Size models.Size `json:"size"`
}

// FlashBits are the fields of FLASH_ACR (and ICACHE_CR) the flash
// model follows: LATENCY is bits [LatencyWidth-1:0], the others one bit
// each, absent when the chip lacks the feature.
type FlashBits struct {
	LatencyWidth uint  `json:"latency_width"`
	Prefetch     *uint `json:"prefetch,omitempty"`
	ICache       *uint `json:"icache,omitempty"`
	DCache       *uint `json:"dcache,omitempty"`
	// ICacheEnable is ICACHE_CR's enable bit (the cache is not in FLASH_ACR).
	ICacheEnable *uint `json:"icache_cr_enable,omitempty"`
}

// RegValue is a register's reset value.
type RegValue struct {
	Name  string     `json:"name"`
	Reg   models.Hex `json:"reg"`
	Value models.Hex `json:"value"`
	Note  string     `json:"note,omitempty"`
}

// StatusField says how a status register reads, from the value last
// written to it: in order, Value (a constant) or Follow (each [enable,
// ready] pair: the ready bit reads as its enable bit), Copy (a status
// field reads as a control field: SWS = SW), Set and Clear (bits that
// read 1 or 0: a regulator that is ready at once).
type StatusField struct {
	Name   string      `json:"name"`
	Reg    models.Hex  `json:"reg"`
	Value  *models.Hex `json:"value,omitempty"`
	Follow [][2]uint   `json:"follow,omitempty"`
	Copy   *BitCopy    `json:"copy,omitempty"`
	Set    models.Hex  `json:"set,omitempty"`
	Clear  models.Hex  `json:"clear,omitempty"`
	Note   string      `json:"note,omitempty"`
}

// BitCopy: bits [From+Width-1:From] read again at [To+Width-1:To].
type BitCopy struct {
	From  uint `json:"from"`
	To    uint `json:"to"`
	Width uint `json:"width"`
}

// validateRegisters checks the registers section's own consistency.
func validateRegisters(p *models.Profile) error {
	r := RegistersOf(p)
	if r == nil {
		return nil
	}
	if r.UARTKind != "sr" && r.UARTKind != "isr" {
		return fmt.Errorf("registers.uart_kind: %q is not sr or isr", r.UARTKind)
	}
	if r.FlashACR != 0 {
		b := r.FlashBits
		if b == nil {
			return errors.New("registers.flash_bits: missing (flash_acr is set)")
		}
		if b.LatencyWidth == 0 || b.LatencyWidth > 4 {
			return fmt.Errorf("registers.flash_bits.latency_width: %d is not 1..4", b.LatencyWidth)
		}
		for _, bit := range []*uint{b.Prefetch, b.ICache, b.DCache, b.ICacheEnable} {
			if bit != nil && *bit > 31 {
				return fmt.Errorf("registers.flash_bits: bit %d beyond 31", *bit)
			}
		}
		if b.ICacheEnable != nil && r.ICacheCR == 0 {
			return errors.New("registers.flash_bits.icache_cr_enable: set without registers.icache_cr")
		}
	}
	for i, u := range r.Unmodelled {
		if u.Name == "" || u.Size == 0 || uint64(u.Base)+uint64(u.Size) > 1<<32 {
			return fmt.Errorf("registers.unmodelled[%d]: a name and a non-empty window inside 32 bits", i)
		}
	}
	for i, s := range r.Status {
		for _, f := range s.Follow {
			if f[0] > 31 || f[1] > 31 {
				return fmt.Errorf("registers.status[%d] (%s): follow %v: bits beyond 31", i, s.Name, f)
			}
		}
		if c := s.Copy; c != nil && (c.Width == 0 || c.From+c.Width > 32 || c.To+c.Width > 32) {
			return fmt.Errorf("registers.status[%d] (%s): copy %+v beyond 32 bits", i, s.Name, *c)
		}
	}
	return nil
}
