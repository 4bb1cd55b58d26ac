package cores

import (
	"testing"

	"boardless/models"
)

// TestStallVocabulary: every stall kind of every core is a name of the
// vocabulary (stalls.go), and the vocabulary names each cause once, so
// that a stall breakdown compares across boards.
func TestStallVocabulary(t *testing.T) {
	vocab := map[string]bool{}
	for _, n := range models.StallNames {
		if n == "" || vocab[n] {
			t.Errorf("stall name %q empty or listed twice", n)
		}
		vocab[n] = true
	}
	cores := []struct {
		core  string
		names []string
	}{
		{"cortex-m0plus", v6mStallNames[v6mStallNone+1:]},
		{"cortex-m3/m4f", v7mStallNames[:]},
		{"cortex-m33", m33StallNames[:]},
		{"cortex-m7", m7StallNames[:]},
		{"cortex-a7", a7StallNames[:]},
	}
	for _, c := range cores {
		seen := map[string]bool{}
		for _, n := range c.names {
			if !vocab[n] {
				t.Errorf("%s: stall kind %q is not in the vocabulary (models/stalls.go)", c.core, n)
			}
			if seen[n] {
				t.Errorf("%s: stall kind %q used for two kinds", c.core, n)
			}
			seen[n] = true
		}
		// The memory model's waits: one name on every core.
		if !seen[models.StallFetch] {
			t.Errorf("%s: reports no %q stall", c.core, models.StallFetch)
		}
	}
}
