package bench

import (
	"fmt"
	"regexp"
	"strings"

	"boardless/internal/textdist"
	"boardless/kernels"
)

// Common is the kernels matching only that every one of boards has
// (kernels.OfBoard: the MP135 adds its accelerator drivers), in the
// order the boards list them. A kernel only some boards have is left
// out, and left says which and why; a selection no board has in common
// is an error naming the boards that lack it (pattern is only's text,
// for messages).
func Common(boards []string, size int, only *regexp.Regexp, pattern string) (ks []kernels.Kernel, left string, err error) {
	var union []kernels.Kernel
	has := map[string]map[string]bool{} // board -> kernel names
	var distinct []string
	for _, b := range boards {
		if has[b] != nil {
			continue // a board named again (a what-if column of it)
		}
		distinct = append(distinct, b)
		has[b] = map[string]bool{}
		for _, k := range kernels.Filter(kernels.OfBoard(b, size), only) {
			if !hasKernel(has, k.Name) {
				union = append(union, k)
			}
			has[b][k.Name] = true
		}
	}
	lacking := map[string][]string{}
	var out []string
	for _, k := range union {
		for _, b := range distinct {
			if !has[b][k.Name] {
				lacking[k.Name] = append(lacking[k.Name], b)
			}
		}
		if len(lacking[k.Name]) == 0 {
			ks = append(ks, k)
		} else {
			out = append(out, k.Name)
		}
	}
	switch {
	case len(union) == 0:
		return nil, "", fmt.Errorf("--kernels %q matches no kernel", pattern)
	case len(ks) == 0:
		return nil, "", fmt.Errorf("--kernels %q selects only kernels that some of the boards lack (%s lacks %s): compare them on the boards that have them",
			pattern, strings.Join(boardsLacking(lacking, union), ", "), union[0].Name)
	case len(out) > 0:
		left = fmt.Sprintf("compare: left out %d kernel(s) not on every board compared (%s, e.g. %s: not on %s)",
			len(out), pattern, out[0], strings.Join(lacking[out[0]], ", "))
	}
	return ks, left, nil
}

// hasKernel reports whether any board of has has the kernel.
func hasKernel(has map[string]map[string]bool, name string) bool {
	for _, names := range has {
		if names[name] {
			return true
		}
	}
	return false
}

// boardsLacking lists, once each, the boards that lack a kernel of ks.
func boardsLacking(lacking map[string][]string, ks []kernels.Kernel) []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range ks {
		for _, b := range lacking[k.Name] {
			if !seen[b] {
				seen[b] = true
				out = append(out, b)
			}
		}
	}
	return out
}

// Select is board's kernels at size bytes (kernels.OfBoard) that only
// matches (nil: all); pattern is only's text, for the error of a
// selection that matches none (SelectFrom).
func Select(board string, size int, only *regexp.Regexp, pattern string) ([]kernels.Kernel, error) {
	return SelectFrom(kernels.OfBoard(board, size), board, size, only, pattern)
}

// SelectFrom is the kernels of ks (board's, at size bytes) that only
// matches. None is an error, with the reason when only selects kernels
// that the board's partial image leaves out (kernels.LeftOut).
func SelectFrom(ks []kernels.Kernel, board string, size int, only *regexp.Regexp, pattern string) ([]kernels.Kernel, error) {
	if ks = kernels.Filter(ks, only); len(ks) > 0 {
		return ks, nil
	}
	if why := kernels.LeftOut(board, size, only); why != "" {
		return nil, fmt.Errorf("--kernels %q matches no kernel of %s: %s", pattern, board, why)
	}
	return nil, fmt.Errorf("--kernels %q matches no kernel", pattern)
}

// KernelNamed is the kernel of board (at size bytes) called name; for
// a name that is none, the error names the nearest one.
func KernelNamed(board, name string, size int) (kernels.Kernel, error) {
	candidates := kernels.OfBoard(board, size)
	var names []string
	for _, k := range candidates {
		if k.Name == name {
			return k, nil
		}
		names = append(names, k.Name)
	}
	hint := ""
	if s := textdist.Nearest(name, names); s != "" {
		hint = fmt.Sprintf("did you mean %s? ", s)
	}
	return kernels.Kernel{}, fmt.Errorf("no kernel %q (--kernel; %s'boardless bench --help' describes them; the names end in the message size, %d)", name, hint, size)
}
