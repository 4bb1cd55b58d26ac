package textdist

import "testing"

func TestNearest(t *testing.T) {
	names := []string{"nucleo-g071rb", "nucleo-f091rc", "rpi-pico2"}
	for _, tt := range []struct{ in, want string }{
		{"nucleo-g071", "nucleo-g071rb"},
		{"nucleo-f091", "nucleo-f091rc"},
		{"rpi-pico", "rpi-pico2"},
		{"stm32mp135f-dk", ""}, // nothing near: no suggestion
	} {
		if got := Nearest(tt.in, names); got != tt.want {
			t.Errorf("Nearest(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
