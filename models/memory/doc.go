// Package memory holds the memory models a core asks for the stall
// cycles of its fetches and data accesses: the STM32 flash interfaces
// (flash.go; the ART, the F1 prefetch buffer and the nRF52's NVMC on one
// flash port, flashport.go), the RP2040/RP2350 XIP cache (rpxip.go), the
// Cortex-M7's AXI/TCM memory (m7mem.go) and the STM32MP135's L1/L2/DDR
// hierarchy (hierarchy.go), each registered with package models in its
// init and configured by the board profile. contracts.go holds the
// optional contracts through which cores time whole blocks, with the
// state they exchange.
package memory
