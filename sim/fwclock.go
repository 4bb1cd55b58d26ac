package sim

import (
	"fmt"

	"boardless/devices"
	"boardless/models"
	"boardless/models/chip"
)

// The core clock of a firmware run follows the chip's clock tree
// (devices.Clock); what is the run's here: the wrong-chip refusal, the
// time semihosting reports, and the refusal of a chip without a tree.

// wrongChip reports an access to another chip's RCC, an input error:
// the firmware is built for that chip.
func wrongChip(blocks []devices.RCCBlock, board *models.Profile, img string, addr uint32) error {
	if err := devices.WrongChip(blocks, board, img, addr); err != nil {
		return &InputError{err}
	}
	return nil
}

// clockedHost is a host whose clock changes during the run (a firmware
// run): semihosting's CLOCK and TICKFREQ answer in its terms.
type clockedHost interface {
	simTimeUS() float64 // simulated time so far, over the clock segments
	coreHz() uint64     // the core clock now
}

func (r *runner) simTimeUS() float64 { return r.clock.TimeUS(r.cycles()) }
func (r *runner) coreHz() uint64     { return r.clock.CoreHz() }

// checkClockTree refuses firmware mode on a chip whose profile gives no
// clock tree: the firmware would be timed at the board's nominal clock,
// which the chip does not reset to and which nothing would follow.
func checkClockTree(board *models.Profile) error {
	if chip.ClockOf(board) != nil {
		return nil
	}
	return &InputError{fmt.Errorf("firmware mode on %s: chip %s has no clock tree in its profile (its reset clock and the registers that set the core clock: the \"clock\" section, docs/firmware.md), so its firmware cannot be timed at the clock it would run at; time functions with --func instead", board.Name, board.Chip)}
}
