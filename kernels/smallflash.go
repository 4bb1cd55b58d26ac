package kernels

import (
	"fmt"
	"regexp"
	"slices"
)

// smallFlashExports are, per board whose flash holds only part of the
// sym image, the symbols kernels.mk keeps in it (KERNELS_RVE_EXPORTS):
// on the CH32V003's 16 KB the small sha256, sha384/512 and AES-CBC
// kernels, ascon and md5, 14.7 KB of RV32EC code (the whole image links
// to about 105 KB). A test checks the list against kernels.mk.
var smallFlashExports = map[string][]string{
	"ch32v003-evt": {
		"sha256_small", "sha256_init_small", "sha256_append_small", "sha256_finish_small",
		"sha256_stream_small", "sha384_small", "sha384_init_small", "sha384_append_small",
		"sha384_finish_small", "sha384_stream_small", "sha512_small", "sha512_init_small",
		"sha512_append_small", "sha512_finish_small", "sha512_stream_small",
		"aes_cbc_encrypt_small", "aes_cbc_decrypt_small", "aes_cbc_init_small",
		"aes_cbc_setkey_small", "aes_cbc_setiv_small", "aes_cbc_append_small",
		"aes_cbc_finish_small", "aes_cbc_stream_small",
		"ascon_hash256", "ascon_aead128_encrypt", "ascon_aead128_decrypt", "md5",
	},
}

// smallFlashWhy says, per such board, why the rest is left out.
var smallFlashWhy = map[string]string{
	"ch32v003-evt": "the CH32V003's 16 KB of flash holds 14.7 KB of the sym image's code (the small sha256, sha384/512 and AES-CBC kernels, ascon and md5; the whole image links to about 105 KB on RV32EC), and its public-key image none",
}

// SmallFlashExports lists the symbols a board's partial sym image keeps
// (nil: the board's images are whole).
func SmallFlashExports(board string) []string { return smallFlashExports[board] }

// NotInImage says why 'make kernels' leaves k out of board's images
// although the image k belongs to is built there; "" when k is in it.
func NotInImage(board string, k Kernel) string {
	exports, partial := smallFlashExports[board]
	if !partial || slices.Contains(exports, k.Symbol) {
		return ""
	}
	return fmt.Sprintf("%s (%s) is not in %s's kernel image: %s", k.Name, k.Symbol, board, smallFlashWhy[board])
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
