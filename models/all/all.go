// Package all registers every core model (package cores), memory model
// (package memory) and the chip data's profile sections (package chip)
// with the registry of package models. The
// registry is filled by the models' init functions, so a program that
// loads a board profile imports this package once, for its effect:
//
//	import _ "boardless/models/all"
//
// Without it LoadProfile refuses every board ("core: ... is not one of"),
// since a board names its core and memory model.
package all

import (
	_ "boardless/models/chip"
	_ "boardless/models/cores"
	_ "boardless/models/memory"
)
