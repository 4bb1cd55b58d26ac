package emu

// StoresSkipped exposes storesSkipped to the external tests.
var StoresSkipped = storesSkipped
