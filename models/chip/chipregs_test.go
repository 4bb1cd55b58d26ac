package chip

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardless/models"
)

// TestChipRegistersErrors: a malformed registers section is refused with
// one line naming the field.
func TestChipRegistersErrors(t *testing.T) {
	const head = `{"kind": "chip", "name": "c", "inherits": "cortex-m0plus", "registers": `
	const uart = `"console": "0x40004400", "uarts": ["0x40004400"]`
	tests := []struct{ regs, want string }{
		{`{` + uart + `, "uart_kind": "usart"}`, `registers.uart_kind: "usart" is not sr or isr`},
		{`{` + uart + `, "uart_kind": "isr", "flash_acr": "0x40022000"}`, "registers.flash_bits: missing (flash_acr is set)"},
		{`{` + uart + `, "uart_kind": "isr", "flash_acr": "0x40022000", "flash_bits": {"latency_width": 5}}`, "registers.flash_bits.latency_width: 5 is not 1..4"},
		{`{` + uart + `, "uart_kind": "isr", "flash_acr": "0x40022000", "flash_bits": {"latency_width": 3, "prefetch": 32}}`, "registers.flash_bits: bit 32 beyond 31"},
		{`{` + uart + `, "uart_kind": "isr", "flash_acr": "0x40022000", "flash_bits": {"latency_width": 4, "icache_cr_enable": 0}}`, "registers.flash_bits.icache_cr_enable: set without registers.icache_cr"},
		{`{` + uart + `, "uart_kind": "isr", "status": [{"name": "RCC_CR", "reg": "0x40021000", "follow": [[8, 40]]}]}`, "registers.status[0] (RCC_CR): follow [8 40]: bits beyond 31"},
		{`{` + uart + `, "uart_kind": "isr", "status": [{"name": "RCC_CFGR", "reg": "0x40021008", "copy": {"from": 0, "to": 30, "width": 3}}]}`, "registers.status[0] (RCC_CFGR): copy"},
		{`{` + uart + `, "uart_kind": "isr", "unmodelled": [{"name": "GIC distributor", "base": "0xa0021000"}]}`, "registers.unmodelled[0]: a name and a non-empty window"},
		{`{` + uart + `, "uart_kind": "isr", "statuss": []}`, `unknown field "statuss"`},
	}
	for _, tt := range tests {
		file := filepath.Join(t.TempDir(), "c.json")
		os.WriteFile(file, []byte(head+tt.regs+"}"), 0o644)
		_, err := models.LoadProfileFile(file)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s\n  err = %v, want %q", tt.regs, err, tt.want)
		}
	}
}
