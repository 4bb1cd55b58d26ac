package kernels

// A plain Go Ascon (NIST SP 800-232), the oracle of the Ascon kernels.
// Written from the standard's algorithm descriptions, deliberately unlike
// the C kernel: the substitution layer applies the 5-bit S-box table to
// each of the 64 bit columns instead of the bitsliced formulas, and
// messages are handled as padded byte strings. The tests check it
// against the official known-answer vectors in testdata/ascon.

import (
	"crypto/cipher"
	"crypto/subtle"
	"encoding/binary"
	"errors"
	"math/bits"
)

// asconSbox is the S-box of SP 800-232 (Table 4); bit 4 of the index is
// the bit of lane S0, bit 0 that of S4.
var asconSbox = [32]byte{
	0x04, 0x0b, 0x1f, 0x14, 0x1a, 0x15, 0x09, 0x02, 0x1b, 0x05, 0x08, 0x12, 0x1d, 0x03, 0x06, 0x1c,
	0x1e, 0x13, 0x07, 0x0e, 0x00, 0x0d, 0x11, 0x18, 0x10, 0x0c, 0x01, 0x19, 0x16, 0x0a, 0x0f, 0x17,
}

type asconState [5]uint64

// permute applies Ascon-p[rnd]: round i of 16 adds constant c_{16-rnd+i}.
func (s *asconState) permute(rnd int) {
	for i := 16 - rnd; i < 16; i++ {
		s[2] ^= uint64((3-i)&15)<<4 | uint64((12+i)&15) // c_i = 0x3c, 0x2d, ..., 0x4b
		var out asconState
		for col := 0; col < 64; col++ {
			x := 0
			for l := 0; l < 5; l++ {
				x = x<<1 | int(s[l]>>col&1)
			}
			y := asconSbox[x]
			for l := 0; l < 5; l++ {
				out[l] |= uint64(y>>(4-l)&1) << col
			}
		}
		rot := [5][2]int{{19, 28}, {61, 39}, {1, 6}, {10, 17}, {7, 41}}
		for l := 0; l < 5; l++ {
			s[l] = out[l] ^ bits.RotateLeft64(out[l], -rot[l][0]) ^ bits.RotateLeft64(out[l], -rot[l][1])
		}
	}
}

// asconPad appends 0x01 and zeros up to a multiple of r bytes.
func asconPad(x []byte, r int) []byte {
	p := append(append([]byte{}, x...), 1)
	for len(p)%r != 0 {
		p = append(p, 0)
	}
	return p
}

func le64(b []byte) uint64 { return binary.LittleEndian.Uint64(b) }

// AsconHash256 is Ascon-Hash256 (SP 800-232 section 5.1).
func AsconHash256(msg []byte) [32]byte {
	s := asconState{0x0000080100cc0002}
	s.permute(12)
	p := asconPad(msg, 8)
	for i := 0; i < len(p); i += 8 {
		s[0] ^= le64(p[i:])
		s.permute(12)
	}
	var h [32]byte
	for i := 0; i < 32; i += 8 {
		if i > 0 {
			s.permute(12)
		}
		binary.LittleEndian.PutUint64(h[i:], s[0])
	}
	return h
}

// AsconAEAD128 is Ascon-AEAD128 (SP 800-232 section 4) as a cipher.AEAD
// with 16-byte nonces and tags.
type AsconAEAD128 struct{ k0, k1 uint64 }

// NewAsconAEAD128 returns the AEAD for a 16-byte key.
func NewAsconAEAD128(key []byte) (*AsconAEAD128, error) {
	if len(key) != 16 {
		return nil, errors.New("ascon: key must be 16 bytes")
	}
	return &AsconAEAD128{le64(key), le64(key[8:])}, nil
}

func (a *AsconAEAD128) NonceSize() int { return 16 }
func (a *AsconAEAD128) Overhead() int  { return 16 }

func (a *AsconAEAD128) start(nonce, ad []byte) asconState {
	s := asconState{0x00001000808c0001, a.k0, a.k1, le64(nonce), le64(nonce[8:])}
	s.permute(12)
	s[3] ^= a.k0
	s[4] ^= a.k1
	if len(ad) > 0 {
		p := asconPad(ad, 16)
		for i := 0; i < len(p); i += 16 {
			s[0] ^= le64(p[i:])
			s[1] ^= le64(p[i+8:])
			s.permute(8)
		}
	}
	s[4] ^= 1 << 63
	return s
}

func (a *AsconAEAD128) tag(s *asconState) []byte {
	s[2] ^= a.k0
	s[3] ^= a.k1
	s.permute(12)
	t := make([]byte, 16)
	binary.LittleEndian.PutUint64(t, s[3]^a.k0)
	binary.LittleEndian.PutUint64(t[8:], s[4]^a.k1)
	return t
}

// crypt runs the duplex over the padded message; for decryption the
// rate is overwritten with the ciphertext bytes.
func (a *AsconAEAD128) crypt(s *asconState, in []byte, decrypt bool) []byte {
	p := asconPad(in, 16)
	out := make([]byte, len(p))
	for i := 0; i < len(p); i += 16 {
		var rate [16]byte
		binary.LittleEndian.PutUint64(rate[:], s[0])
		binary.LittleEndian.PutUint64(rate[8:], s[1])
		n := min(16, len(in)-i)
		for j := 0; j < 16; j++ {
			if j < n {
				out[i+j] = rate[j] ^ p[i+j]
				if decrypt {
					rate[j] = p[i+j]
				} else {
					rate[j] = out[i+j]
				}
			} else {
				rate[j] ^= p[i+j]
			}
		}
		s[0], s[1] = le64(rate[:]), le64(rate[8:])
		if i+16 < len(p) {
			s.permute(8)
		}
	}
	return out[:len(in)]
}

// Seal appends the ciphertext and the 16-byte tag to dst.
func (a *AsconAEAD128) Seal(dst, nonce, plaintext, ad []byte) []byte {
	s := a.start(nonce, ad)
	c := a.crypt(&s, plaintext, false)
	return append(append(dst, c...), a.tag(&s)...)
}

// Open checks the tag and appends the plaintext to dst.
func (a *AsconAEAD128) Open(dst, nonce, ciphertext, ad []byte) ([]byte, error) {
	if len(ciphertext) < 16 {
		return nil, errors.New("ascon: ciphertext too short")
	}
	c, t := ciphertext[:len(ciphertext)-16], ciphertext[len(ciphertext)-16:]
	s := a.start(nonce, ad)
	p := a.crypt(&s, c, true)
	if subtle.ConstantTimeCompare(a.tag(&s), t) != 1 {
		return nil, errors.New("ascon: message authentication failed")
	}
	return append(dst, p...), nil
}

var _ cipher.AEAD = (*AsconAEAD128)(nil)
