package sim

import (
	"boardless/models"
)

// energyOver is the datasheet-typical energy estimate of a run made of
// clock segments (models.Energy's doc gives the rule), or nil when the
// board's chip carries no energy data. A function call is one segment
// at the session's clock (with --clock applied); a firmware run is one
// segment at the board's clock until firmware mode records the clock
// changes, when it passes one segment per clock. A clock the datasheet
// table cannot reach (its extrapolation is not positive) gives nil and a
// warning, never a made-up figure: the timing result stands without it.
func energyOver(board *models.Profile, segments []models.ClockSegment, warn func(string)) *float64 {
	if board.Energy == nil {
		return nil
	}
	uj, err := board.Energy.EnergyOver(segments)
	if err != nil {
		warn(err.Error() + "; energy_uj left out")
		return nil
	}
	return &uj
}
