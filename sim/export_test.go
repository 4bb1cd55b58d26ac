package sim

// EnergySegmentsForTest exposes energySegments to the external tests.
var EnergySegmentsForTest = energySegments
