package result

// KernelRun is one run of a built-in kernel, the row of 'boardless
// bench' and of the reports: verified, with its figures, or failed, with
// the error. K is the kernel's identity (kernels.Kernel: result cannot
// import the catalog, which imports result), so bench.Row and
// report.Run are KernelRun[kernels.Kernel].
type KernelRun[K any] struct {
	Kernel     K       `json:"kernel"`
	Verified   bool    `json:"verified"`
	Error      string  `json:"error,omitempty"`
	Cycles     uint64  `json:"cycles,omitempty"`
	Insns      uint64  `json:"instructions,omitempty"`
	TimeUS     float64 `json:"time_us,omitempty"`
	KBps       float64 `json:"throughput_kbps,omitempty"` // kilobytes (1000 B) per second
	StackBytes uint32  `json:"stack_bytes,omitempty"`
	WorkBytes  uint32  `json:"work_bytes,omitempty"` // working buffer used from the caller's arena
	// EnergyUJ is the datasheet-typical estimate of the run (EnergyLabel);
	// nil, and absent from the JSON, when the chip carries no datasheet
	// current.
	EnergyUJ *float64 `json:"energy_uj,omitempty"`
	// Stalls are the run's stall cycles by reason, as Call.Stalls (the
	// rows kept only the total before; absent from the JSON of a failed
	// run).
	Stalls map[string]uint64 `json:"stalls,omitempty"`
	// The footprint of the kernel's symbol (package footprint): the same
	// figures as the report's footprint tables, in every output form.
	CodeBytes   int    `json:"code_bytes"`
	ConstBytes  int    `json:"const_bytes"`
	GlobalBytes int    `json:"global_bytes"`
	MemoryModel string `json:"-"`
}
