package sim

import "boardless/emu"

// EnergySegmentsForTest exposes energySegments to the external tests.
var EnergySegmentsForTest = energySegments

// EngineForTest is the session's emulator, for the tests that ask it
// which CPU it is.
func (s *Session) EngineForTest() *emu.Machine { return s.m }
