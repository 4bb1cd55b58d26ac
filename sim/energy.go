package sim

import (
	"boardless/models"
	"boardless/models/chip"
	"boardless/result"
)

// energyOver is the datasheet-typical energy estimate of a run made of
// clock segments (chip.Energy's doc gives the rule), or nil with the
// reason there is none: the board's chip carries no energy data, or a
// segment's clock lies outside the datasheet's table (the timing result
// stands without it; never a made-up figure). A function call is one
// segment at the session's clock (with --clock applied); a firmware run
// has one segment per clock it ran at.
func energyOver(board *models.Profile, segments []chip.ClockSegment) (*float64, string) {
	if chip.EnergyOf(board) == nil {
		return nil, noEnergyData
	}
	uj, err := chip.EnergyOf(board).EnergyOver(segments)
	if err != nil {
		return nil, err.Error()
	}
	return &uj, ""
}

// noEnergyData is the reason beside a missing energy figure when the chip
// has no datasheet run current.
const noEnergyData = "the chip carries no datasheet run current"

// energySegments turns a firmware run's clock segments (each from its
// start cycle to the next one's, the last to the run's end) into the
// cycles spent at each clock.
func energySegments(segs []result.ClockSegment, total uint64) []chip.ClockSegment {
	out := make([]chip.ClockSegment, 0, len(segs))
	for i, s := range segs {
		end := total
		if i+1 < len(segs) {
			end = segs[i+1].FromCycle
		}
		out = append(out, chip.ClockSegment{Hz: s.ClockHz, Cycles: end - s.FromCycle})
	}
	return out
}
