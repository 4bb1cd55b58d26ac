package memory_test

import (
	"boardless/models"
	"boardless/models/cores"
	"boardless/models/memory"
)

// The flash tests time code through the M0+ (flash_test.go).
func init() {
	memory.NewARMv6M = func(plus, mulSmall bool, mem models.Memory, code models.CodeReader) (models.Core, error) {
		return cores.NewARMv6M(plus, mulSmall, mem, code)
	}
}
