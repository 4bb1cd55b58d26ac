package kernels

import (
	"fmt"
	"slices"
	"strings"
)

// The accelerator kernels of src/api_hw.h: our drivers of the
// STM32MP135's HASH and CRYP (hw_hash.c, hw_cryp.c), in the "hw" image
// that only the MP135 has. They have the signatures of the software
// kernels of the same algorithm and belong to the same families, so the
// same runners and Go oracles check them (runHash, runSymHash, runAES,
// runSymCipher); what differs is the configuration, HWConfig.

// HWConfig is the configuration of the kernels that drive an
// accelerator instead of computing in software.
const HWConfig = "hw"

// HWBoards are the boards whose profile has the accelerators the hw
// image drives (kernels.mk's KERNELS_HW_BOARDS).
var HWBoards = mkList("KERNELS_HW_BOARDS")

// HasHW reports whether board has the hw image.
func HasHW(board string) bool { return slices.Contains(HWBoards, board) }

// NoImages says why 'make kernels' builds no kernel image for board
// (kernels.mk's KERNELS_NOIMAGES_WHY_<board>), or "" when it builds them.
func NoImages(board string) string { return mkText("KERNELS_NOIMAGES_WHY_" + board) }

// imageLists are kernels.mk's lists of boards, each with the images it
// builds for them.
var imageLists = []struct{ boards, images string }{
	{"KERNELS_BOARDS", "KERNELS_IMAGES"},
	{"KERNELS_RV_BOARDS", "KERNELS_RV_IMAGES"},
	{"KERNELS_RVE_BOARDS", "KERNELS_RVE_IMAGES"},
}

// ImagesOf lists the images kernels.mk builds for board: those of the
// board list it is in (KERNELS_IMAGES', sym and pk, for a board of none:
// a user's board file or one NoImages names, whose images would be the
// Arm boards'), and hw on the boards of HWBoards.
func ImagesOf(board string) []string {
	var out []string
	for _, l := range imageLists {
		if slices.Contains(mkList(l.boards), board) {
			out = append(out, mkList(l.images)...)
		}
	}
	if out == nil {
		out = mkList("KERNELS_IMAGES")
	}
	if HasHW(board) {
		out = append(out, HWConfig)
	}
	return out
}

// OfBoard returns every built-in kernel of a board at the given message
// size: All, and on a board with the accelerators (HWBoards) the
// drivers of its hw image (Hardware). bench, check, compare and sweep
// select from it, so that every kernel a board has can be named.
func OfBoard(board string, size int) []Kernel {
	ks := All(size)
	if HasHW(board) {
		ks = append(ks, Hardware(size)...)
	}
	built := ImagesOf(board)
	return slices.DeleteFunc(ks, func(k Kernel) bool {
		return !slices.Contains(built, k.Image()) || NotInImage(board, k) != ""
	})
}

// Hardware returns the accelerator kernels at the given message size:
// SHA-1, SHA-224, SHA-256, SHA-384, SHA-512 and SHA3-224 to SHA3-512 on
// the HASH; on the CRYP, TDES-CBC (left out when size is not a multiple
// of 8), and for each AES key size AES-CBC (size a multiple of 16),
// AES-CTR and AES-GCM, both directions each.
func Hardware(size int) []Kernel {
	var ks []Kernel
	for _, h := range []string{"sha1", "sha224", "sha256", "sha384", "sha512", "sha3-224", "sha3-256", "sha3-384", "sha3-512"} {
		ks = append(ks, Kernel{
			Name: fmt.Sprintf("%s-hw-%d", h, size), Family: h, Symbol: "hw_" + strings.ReplaceAll(h, "-", "_"),
			Config: HWConfig, API: "sole", Direction: "hash", Bytes: size,
		})
	}
	if size%8 == 0 {
		for _, dir := range []string{"enc", "dec"} {
			sym := "hw_tdes_cbc_encrypt"
			if dir == "dec" {
				sym = "hw_tdes_cbc_decrypt"
			}
			ks = append(ks, Kernel{
				Name:   fmt.Sprintf("3des-cbc-%s-hw-%d", dir, size),
				Family: "3des-cbc", Symbol: sym, Config: HWConfig, API: "sole",
				KeyBits: 192, Direction: dir, Bytes: size,
			})
		}
	}
	for _, bits := range []int{128, 192, 256} {
		if size%16 == 0 {
			for _, dir := range []string{"enc", "dec"} {
				sym := "hw_aes_cbc_encrypt"
				if dir == "dec" {
					sym = "hw_aes_cbc_decrypt"
				}
				ks = append(ks, Kernel{
					Name:   fmt.Sprintf("aes%d-cbc-%s-hw-%d", bits, dir, size),
					Family: "aes-cbc", Symbol: sym, Config: HWConfig, API: "sole",
					KeyBits: bits, Direction: dir, Bytes: size,
				})
			}
		}
		for _, dir := range []string{"enc", "dec"} {
			ks = append(ks, Kernel{
				Name:   fmt.Sprintf("aes%d-ctr-%s-hw-%d", bits, dir, size),
				Family: "aes-ctr", Symbol: "hw_aes_ctr_crypt", Config: HWConfig, API: "sole",
				KeyBits: bits, Direction: dir, Bytes: size,
			})
		}
		for _, dir := range []string{"enc", "dec"} {
			sym := "hw_aes_gcm_encrypt"
			if dir == "dec" {
				sym = "hw_aes_gcm_decrypt"
			}
			ks = append(ks, Kernel{
				Name:   fmt.Sprintf("aes%d-gcm-%s-hw-%d", bits, dir, size),
				Family: "aes-gcm", Symbol: sym, Config: HWConfig, API: "sole",
				KeyBits: bits, Direction: dir, Bytes: size,
			})
		}
	}
	return ks
}
