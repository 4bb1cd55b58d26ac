// Package cores holds the core timing models: ARMv6-M (Cortex-M0/M0+),
// ARMv7-M (M3, M4F), ARMv8-M (M33), the Cortex-M7, the Cortex-A7 and
// the RP2350's Hazard3, each registered with package models in its init.
// The M-profile cores embed the Thumb skeleton (thumbcore.go, blocks in
// blockcache.go); the Thumb-2/ARM cores classify instructions through the
// one shared class table (class.go) and keep per-core rows. A core reaches
// its memory only through models.Memory and the optional contracts of
// package memory (contracts.go), never a memory model's own type.
package cores
