package sim

import (
	"fmt"

	"boardless/devices"
	"boardless/models"
)

// mapAccelerators maps the board's crypto accelerators
// (devices.Accelerators) as MMIO in function mode.
func (s *Session) mapAccelerators() error {
	for _, w := range devices.Accelerators(s.Board, models.ValuesOf(s.params), deviceHost{s}) {
		rel, err := s.m.MapMMIO(w.Base, w.Size, w.Device)
		if err != nil {
			return fmt.Errorf("board %s: accelerator %s: %v", s.Board.Name, w.Name, err)
		}
		s.releases = append(s.releases, rel)
	}
	return nil
}
