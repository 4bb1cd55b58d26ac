// Package seedrand is the deterministic generator that every random
// input of boardless (rand:N arguments, kernel inputs) is drawn from, so
// that the same seed gives the same inputs, and the same cycles, in the
// simulator, the bench runner and the tests.
package seedrand

import "math/rand/v2"

// New returns the generator for a seed.
func New(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x626f6172646c6573)) // "boardles"
}
