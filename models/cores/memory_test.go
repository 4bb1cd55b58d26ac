package cores

import (
	"testing"

	"boardless/models"
	"boardless/models/memory"
)

// Memory models the core tests run on (as package memory's own tests
// make them: flash_test.go, hierarchy_test.go).

func g0Flash(t *testing.T, base uint32, ws int, prefetch, icache bool) *memory.FlashMemory {
	f, err := memory.NewFlash(memory.FlashParams{Name: "g0", Base: 0x08000000, Size: 128 << 10, WaitStates: ws, LineBytes: 8,
		Prefetch: prefetch, ICache: icache, CacheBytes: 16, CacheWays: 2, CacheLine: 8})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func mp135Hierarchy(t testing.TB) memory.HierarchyParams {
	t.Helper()
	b, err := models.LoadProfile("stm32mp135f-dk")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := b.ResolveParams(nil)
	if err != nil {
		t.Fatal(err)
	}
	return memory.HierarchyParamsFrom(models.ValuesOf(ps))
}
