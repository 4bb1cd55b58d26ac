package sim

import "boardless/models"

// MProfile says whether the resolved board's core is M-profile, for a
// profiler of a firmware run (a session says it by Session.MProfile).
func (r *Resolved) MProfile() (bool, error) {
	spec, err := models.LookupCore(r.Board.Core)
	if err != nil {
		return false, err
	}
	return spec.MProfile, nil
}

// FlashWaitStates is the flash wait states the resolved board runs with:
// its memory model's flash_wait_states parameter as resolved (a what-if
// included), else the chip's table at the clock.
func (r *Resolved) FlashWaitStates() int {
	for _, p := range r.Params {
		if p.Name == "flash_wait_states" {
			return int(p.Value)
		}
	}
	return r.Board.FlashWaitStates()
}
