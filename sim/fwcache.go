package sim

// The Cortex-M7's L1 caches in firmware mode: CMSIS SCB_EnableICache and
// SCB_EnableDCache (and their Disable twins) end by writing SCB->CCR,
// whose IC (bit 17) and DC (bit 16) bits switch the caches (the devices
// call setCaches: devices.CacheSwitch). The memory model's icache and
// dcache parameters follow them, from the reset state (both off) on,
// unless the user pinned them with --param. Boards whose memory model
// has no such parameters ignore CCR.

func (r *runner) setCaches(icache, dcache bool) {
	if err := r.mem.setCaches(icache, dcache); err != nil {
		r.warn(err.Error())
	}
}

// resetCaches puts the caches in their reset state: off.
func (l *liveMemory) resetCaches() {
	l.setUnpinned(l.base, "icache", 0)
	l.setUnpinned(l.base, "dcache", 0)
}

// setCaches switches the caches and rebuilds the memory model, when the
// value changes (the contents start empty: SCB_EnableDCache invalidates
// the cache before it sets DC).
func (l *liveMemory) setCaches(icache, dcache bool) error {
	iv, dv := l.base["icache"], l.base["dcache"]
	l.setUnpinned(l.base, "icache", onOff(icache))
	l.setUnpinned(l.base, "dcache", onOff(dcache))
	if l.base["icache"] == iv && l.base["dcache"] == dv {
		return nil
	}
	return l.set(l.state)
}
