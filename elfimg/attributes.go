package elfimg

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// Attributes are the build attributes of the ELF's .ARM.attributes
// section ("aeabi" vendor, file scope) that say which core and ABI the
// code was built for. The ARM ABI addenda (IHI 0045, "Addenda to, and
// errata in, the ABI for the Arm architecture", §3.3) define the tags.
type Attributes struct {
	Present bool // the ELF has an aeabi attribute subsection
	// CPUArch is Tag_CPU_arch (6): 0 pre-v4, ..., 10 v7, 11 v6-M,
	// 12 v6S-M, 13 v7E-M, 14 v8-A, 16 v8-M Baseline, 17 v8-M Mainline,
	// 21 v8.1-M Mainline.
	CPUArch int
	// Profile is Tag_CPU_arch_profile (7): 'A', 'R', 'M', 'S' or 0.
	Profile byte
	// CPUName is Tag_CPU_name (5), e.g. "cortex-m0plus" ("" if absent).
	CPUName string
	// FPArch is Tag_FP_arch (10): 0 none, 1 VFPv1, 2 VFPv2, 3 VFPv3,
	// 4 VFPv3-D16, 5 VFPv4, 6 VFPv4-D16, 7 FP for ARMv8, 8 FPv5-D16.
	FPArch int
	// VFPArgs is Tag_ABI_VFP_args (28): 0 base (soft-float) procedure
	// call standard, 1 VFP registers (hard float), 2 toolchain-specific,
	// 3 compatible with both.
	VFPArgs int
}

// cpuArchNames are Tag_CPU_arch's values.
var cpuArchNames = map[int]string{
	0: "pre-ARMv4", 1: "ARMv4", 2: "ARMv4T", 3: "ARMv5T", 4: "ARMv5TE", 5: "ARMv5TEJ", 6: "ARMv6",
	7: "ARMv6KZ", 8: "ARMv6T2", 9: "ARMv6K", 10: "ARMv7", 11: "ARMv6-M", 12: "ARMv6S-M",
	13: "ARMv7E-M", 14: "ARMv8-A", 15: "ARMv8-R", 16: "ARMv8-M Baseline", 17: "ARMv8-M Mainline",
	18: "ARMv8.1-A", 19: "ARMv8.2-A", 20: "ARMv8.3-A", 21: "ARMv8.1-M Mainline", 22: "ARMv9-A",
}

// Arch names the architecture the code was built for, e.g. "ARMv7-A" or
// "ARMv6-M" ("" when the ELF does not say).
func (a Attributes) Arch() string {
	if !a.Present {
		return ""
	}
	name, ok := cpuArchNames[a.CPUArch]
	if !ok {
		name = fmt.Sprintf("Tag_CPU_arch %d", a.CPUArch)
	}
	if a.CPUArch == 10 && a.Profile != 0 { // ARMv7 carries its profile apart
		name += "-" + string(a.Profile)
	}
	return name
}

// HardFloat reports whether calls pass floating-point values in VFP
// registers (-mfloat-abi=hard).
func (a Attributes) HardFloat() bool { return a.VFPArgs == 1 }

// Attributes tags (IHI 0045 §3.3.x).
const (
	tagFile        = 1
	tagCPURawName  = 4
	tagCPUName     = 5
	tagCPUArch     = 6
	tagCPUProfile  = 7
	tagFPArch      = 10
	tagCompat      = 32
	tagVFPArgs     = 28
	tagConformance = 67
)

// readAttributes parses the .ARM.attributes section, if any.
func (img *Image) readAttributes() error {
	if img.File == nil {
		return nil
	}
	s := img.File.Section(".ARM.attributes")
	if s == nil {
		return nil
	}
	data, err := s.Data()
	if err != nil {
		return fmt.Errorf(".ARM.attributes: %v", err)
	}
	a, err := parseAttributes(data)
	if err != nil {
		return fmt.Errorf(".ARM.attributes: %v", err)
	}
	img.Attrs = a
	return nil
}

var errAttrTruncated = errors.New("truncated")

// parseAttributes reads the "aeabi" file-scope attributes: format
// version 'A', then subsections of (length, vendor NUL, sub-subsections
// of (tag, length, attributes)).
func parseAttributes(data []byte) (Attributes, error) {
	var a Attributes
	if len(data) == 0 || data[0] != 'A' {
		return a, errors.New("not format version 'A'")
	}
	data = data[1:]
	for len(data) > 0 {
		if len(data) < 4 {
			return a, errAttrTruncated
		}
		n := binary.LittleEndian.Uint32(data)
		if n < 4 || uint64(n) > uint64(len(data)) {
			return a, errAttrTruncated
		}
		sub := data[4:n]
		data = data[n:]
		i := bytes.IndexByte(sub, 0)
		if i < 0 {
			return a, errAttrTruncated
		}
		if string(sub[:i]) != "aeabi" {
			continue // another vendor's attributes
		}
		if err := a.parseSubsection(sub[i+1:]); err != nil {
			return a, err
		}
	}
	return a, nil
}

func (a *Attributes) parseSubsection(data []byte) error {
	for len(data) > 0 {
		if len(data) < 5 {
			return errAttrTruncated
		}
		tag := data[0]
		n := binary.LittleEndian.Uint32(data[1:])
		if n < 5 || uint64(n) > uint64(len(data)) {
			return errAttrTruncated
		}
		body := data[5:n]
		data = data[n:]
		if tag != tagFile {
			continue // section or symbol scope: not used here
		}
		a.Present = true
		if err := a.parseFileAttributes(body); err != nil {
			return err
		}
	}
	return nil
}

func (a *Attributes) parseFileAttributes(b []byte) error {
	for len(b) > 0 {
		tag, n := uleb(b)
		if n == 0 {
			return errAttrTruncated
		}
		b = b[n:]
		switch {
		case tag == tagCPURawName || tag == tagCPUName || tag == tagConformance || (tag > 32 && tag%2 == 1):
			i := bytes.IndexByte(b, 0)
			if i < 0 {
				return errAttrTruncated
			}
			if tag == tagCPUName {
				a.CPUName = string(b[:i])
			}
			b = b[i+1:]
		case tag == tagCompat: // ULEB flag, then a vendor string
			_, n := uleb(b)
			if n == 0 {
				return errAttrTruncated
			}
			i := bytes.IndexByte(b[n:], 0)
			if i < 0 {
				return errAttrTruncated
			}
			b = b[n+i+1:]
		default:
			v, n := uleb(b)
			if n == 0 {
				return errAttrTruncated
			}
			b = b[n:]
			switch tag {
			case tagCPUArch:
				a.CPUArch = int(v)
			case tagCPUProfile:
				a.Profile = byte(v)
			case tagFPArch:
				a.FPArch = int(v)
			case tagVFPArgs:
				a.VFPArgs = int(v)
			}
		}
	}
	return nil
}

// uleb decodes an unsigned LEB128 number; n is 0 when b ends inside it.
func uleb(b []byte) (v uint64, n int) {
	for i, c := range b {
		if i == 10 {
			return 0, 0
		}
		v |= uint64(c&0x7f) << (7 * i)
		if c&0x80 == 0 {
			return v, i + 1
		}
	}
	return 0, 0
}
