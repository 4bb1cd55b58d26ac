package kernels

import (
	"fmt"
	"regexp"
	"slices"
)

// SmallFlashExports lists the symbols a board's partial sym image keeps
// (kernels.mk's KERNELS_RVE_EXPORTS, for its KERNELS_RVE_BOARDS: on the
// CH32V003's 16 KB the small sha256, sha384/512 and AES-CBC kernels,
// ascon and md5); nil when the board's images are whole.
func SmallFlashExports(board string) []string {
	if !slices.Contains(mkList("KERNELS_RVE_BOARDS"), board) {
		return nil
	}
	return mkList("KERNELS_RVE_EXPORTS")
}

// NotInImage says why 'make kernels' leaves k out of board's images
// although the image k belongs to is built there; "" when k is in it.
func NotInImage(board string, k Kernel) string {
	exports := SmallFlashExports(board)
	if exports == nil || slices.Contains(exports, k.Symbol) {
		return ""
	}
	return fmt.Sprintf("%s (%s) is not in %s's kernel image: %s", k.Name, k.Symbol, board, mkText("KERNELS_PARTIAL_WHY_"+board))
}

// LeftOut says why the kernels of All(size) that re selects are not
// among board's (OfBoard), naming the first: for a pattern that selects
// none of the board's kernels, the reason it selects none. "" when re
// selects no kernel of All either, or no partial image leaves them out.
func LeftOut(board string, size int, re *regexp.Regexp) string {
	for _, k := range Filter(All(size), re) {
		if why := NotInImage(board, k); why != "" {
			return why
		}
	}
	return ""
}
