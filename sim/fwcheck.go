package sim

import (
	"fmt"

	"boardless/models"
)

// checkVectors refuses an M-profile image whose vector table does not
// fit the board: the initial SP must lie in (or at the top of) one of the
// board's RAMs and the reset vector must be a Thumb address in its flash
// or RAM. An image linked for another chip fails here (the WBA kit's
// stack top 0x20020000 is past the G071's 36 KB of SRAM), with one line
// naming the mismatch.
func checkVectors(board *models.Profile, img string, table, sp, reset uint32) error {
	inRegion := func(a uint32, top bool, kinds ...string) bool {
		for _, r := range board.Memory {
			ok := false
			for _, k := range kinds {
				ok = ok || r.Kind == k
			}
			lo, hi := uint64(r.Base), uint64(r.Base)+uint64(r.Size)
			if ok && uint64(a) >= lo && (uint64(a) < hi || top && uint64(a) == hi) {
				return true
			}
		}
		return false
	}
	if sp == 0 && reset == 0 {
		return &InputError{fmt.Errorf("%s: no vector table at 0x%08x (the flash base of %s): is it linked for this board ('boardless linker-script --board %s')?", img, table, board.Name, board.Name)}
	}
	if !inRegion(sp, true, "sram", "ddr") || sp&3 != 0 {
		return &InputError{fmt.Errorf("%s: initial SP 0x%08x (vector table at 0x%08x) is not in %s's RAM: the firmware is built for another chip or board", img, sp, table, board.Name)}
	}
	if reset&1 == 0 || !inRegion(reset&^1, false, "flash", "rom", "sram", "ddr") {
		return &InputError{fmt.Errorf("%s: reset vector 0x%08x at 0x%08x is not a Thumb address in %s's memory: the firmware is built for another chip or board", img, reset, table+4, board.Name)}
	}
	return nil
}
