package kernels

import "iter"

// The kernels of a full report (Suite) take the seed reports' sizes:
// sole buffers of 32, 64 and 128 bytes; an 8000-byte message appended
// in chunks of 128, 512, 1024 and 2048 bytes.
var (
	SoleSizes = []int{32, 64, 128}
	FlowBytes = 8000
	Chunks    = []int{128, 512, 1024, 2048}
)

// Bulk reports whether a direction processes a message whose throughput
// is meaningful (ciphers and hashes), as opposed to a public-key
// operation timed per call.
func Bulk(direction string) bool {
	return direction == "enc" || direction == "dec" || direction == "hash"
}

// Suite returns the kernels of a full report: every catalog kernel at
// mainSize and at the seed's sole-buffer sizes, then the data-flow
// variant of every bulk sole-buffer kernel of a flowBytes message (the
// seeds: FlowBytes) at the seed's chunk sizes, for the data-flow kernels
// whose symbol their image has (has reports that). Duplicates (by name)
// are dropped; the order is deterministic.
func Suite(catalog func(size int) []Kernel, mainSize, flowBytes int, has func(k Kernel) bool) []Kernel {
	var out []Kernel
	seen := map[string]bool{}
	add := func(k Kernel) {
		if !seen[k.Name] {
			seen[k.Name] = true
			out = append(out, k)
		}
	}
	sizes := append([]int{mainSize}, SoleSizes...)
	for _, size := range sizes {
		for _, k := range catalog(size) {
			add(k)
		}
	}
	for _, k := range catalog(flowBytes) {
		if k.API != "sole" || !Bulk(k.Direction) {
			continue
		}
		for _, c := range Chunks {
			f := k.Flow(c)
			if has == nil || has(f) {
				add(f)
			}
		}
	}
	return out
}

// Symbols returns the distinct symbols of ks, in order.
func Symbols(ks []Kernel) []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range ks {
		if !seen[k.Symbol] {
			seen[k.Symbol] = true
			out = append(out, k.Symbol)
		}
	}
	return out
}

// ByImage splits ks by the image they run in; the iterator yields the
// images in the order of Images, none without a kernel.
func ByImage(ks []Kernel) iter.Seq2[string, []Kernel] {
	return func(yield func(string, []Kernel) bool) {
		for _, name := range Images {
			var group []Kernel
			for _, k := range ks {
				if k.Image() == name {
					group = append(group, k)
				}
			}
			if len(group) > 0 && !yield(name, group) {
				return
			}
		}
	}
}
