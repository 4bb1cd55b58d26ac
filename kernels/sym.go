package kernels

// The symmetric kernels of src/api_sym.h: 3DES, AES-CTR and SM4 ciphers,
// the GCM/CCM/ChaCha20-Poly1305/Ascon AEADs and the MD5, SHA-1, SHA-224,
// SHA-3, SM3 and Ascon-Hash256 hashes. Each runner checks the kernel
// against an independent Go implementation: the standard library,
// golang.org/x/crypto (ChaCha20-Poly1305), github.com/emmansun/gmsm (SM3,
// SM4, CCM) and, for Ascon, the Go implementation in sym_ascon.go (itself
// checked against the official SP 800-232 known-answer vectors in
// testdata/ascon by the tests).

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"fmt"
	"math/rand/v2"

	gmcipher "github.com/emmansun/gmsm/cipher"
	"github.com/emmansun/gmsm/sm3"
	"github.com/emmansun/gmsm/sm4"
	"golang.org/x/crypto/chacha20poly1305"

	"boardless/result"
)

// SymAADLen is the associated-data length of the AEAD kernels' runs (a
// TLS 1.2 record header), so the partial-block AAD path is exercised.
const SymAADLen = 13

type symKind int

const (
	symHash symKind = iota
	symCipher
	symAEAD
)

// symAlg describes one family of api_sym.h.
type symAlg struct {
	family  string
	kind    symKind
	prefix  string // kernel name prefix; "%d" takes the key bits
	enc     string // symbol (the hash function for hashes)
	dec     string // "" when decryption is the same function (CTR)
	keyBits []int
	block   int // block size a CBC message must be a multiple of (0 = any length)
	ivLen   int // IV / counter / nonce bytes
}

var symAlgs = []symAlg{
	// Hashes.
	{family: "md5", kind: symHash, prefix: "md5", enc: "md5"},
	{family: "sha1", kind: symHash, prefix: "sha1", enc: "sha1"},
	{family: "sha224", kind: symHash, prefix: "sha224", enc: "sha224"},
	{family: "sha3-224", kind: symHash, prefix: "sha3-224", enc: "sha3_224"},
	{family: "sha3-256", kind: symHash, prefix: "sha3-256", enc: "sha3_256"},
	{family: "sha3-384", kind: symHash, prefix: "sha3-384", enc: "sha3_384"},
	{family: "sha3-512", kind: symHash, prefix: "sha3-512", enc: "sha3_512"},
	{family: "sm3", kind: symHash, prefix: "sm3", enc: "sm3"},
	{family: "ascon-hash256", kind: symHash, prefix: "ascon-hash256", enc: "ascon_hash256"},
	// Ciphers.
	{family: "3des-cbc", kind: symCipher, prefix: "3des-cbc", enc: "tdes_cbc_encrypt", dec: "tdes_cbc_decrypt", keyBits: []int{192}, block: 8, ivLen: 8},
	{family: "3des-ctr", kind: symCipher, prefix: "3des-ctr", enc: "tdes_ctr_crypt", keyBits: []int{192}, ivLen: 8},
	{family: "aes-ctr", kind: symCipher, prefix: "aes%d-ctr", enc: "aes_ctr_crypt", keyBits: []int{128, 192, 256}, ivLen: 16},
	{family: "sm4-cbc", kind: symCipher, prefix: "sm4-cbc", enc: "sm4_cbc_encrypt", dec: "sm4_cbc_decrypt", keyBits: []int{128}, block: 16, ivLen: 16},
	{family: "sm4-ctr", kind: symCipher, prefix: "sm4-ctr", enc: "sm4_ctr_crypt", keyBits: []int{128}, ivLen: 16},
	// AEADs.
	{family: "aes-gcm", kind: symAEAD, prefix: "aes%d-gcm", enc: "aes_gcm_encrypt", dec: "aes_gcm_decrypt", keyBits: []int{128, 192, 256}, ivLen: 12},
	{family: "aes-ccm", kind: symAEAD, prefix: "aes%d-ccm", enc: "aes_ccm_encrypt", dec: "aes_ccm_decrypt", keyBits: []int{128, 192, 256}, ivLen: 12},
	{family: "sm4-gcm", kind: symAEAD, prefix: "sm4-gcm", enc: "sm4_gcm_encrypt", dec: "sm4_gcm_decrypt", keyBits: []int{128}, ivLen: 12},
	{family: "sm4-ccm", kind: symAEAD, prefix: "sm4-ccm", enc: "sm4_ccm_encrypt", dec: "sm4_ccm_decrypt", keyBits: []int{128}, ivLen: 12},
	{family: "chacha20-poly1305", kind: symAEAD, prefix: "chacha20-poly1305", enc: "chacha20poly1305_encrypt", dec: "chacha20poly1305_decrypt", keyBits: []int{256}, ivLen: 12},
	{family: "ascon-aead128", kind: symAEAD, prefix: "ascon-aead128", enc: "ascon_aead128_encrypt", dec: "ascon_aead128_decrypt", keyBits: []int{128}, ivLen: 16},
}

var symByFamily = map[string]*symAlg{}

func init() {
	for i := range symAlgs {
		a := &symAlgs[i]
		symByFamily[a.family] = a
		switch a.kind {
		case symHash:
			Register(a.family, runSymHash)
		case symCipher:
			Register(a.family, runSymCipher)
		case symAEAD:
			Register(a.family, runSymAEAD)
		}
	}
}

// Symmetric returns the symmetric kernels of api_sym.h at the given
// message size: hashes, then ciphers and AEADs in both directions (CTR
// decryption is the same function as encryption). CBC kernels are left
// out when size is not a multiple of their block size. All have one
// configuration ("fast") and the sole-buffer API.
func Symmetric(size int) []Kernel {
	var ks []Kernel
	for _, a := range symAlgs {
		if a.kind == symHash {
			ks = append(ks, Kernel{
				Name: fmt.Sprintf("%s-%d", a.prefix, size), Family: a.family, Symbol: a.enc,
				Config: "fast", API: "sole", Direction: "hash", Bytes: size,
			})
			continue
		}
		if a.block != 0 && size%a.block != 0 {
			continue
		}
		for _, bits := range a.keyBits {
			prefix := a.prefix
			if bytes.Contains([]byte(prefix), []byte("%d")) {
				prefix = fmt.Sprintf(prefix, bits)
			}
			for _, dir := range []string{"enc", "dec"} {
				sym := a.enc
				if dir == "dec" && a.dec != "" {
					sym = a.dec
				}
				ks = append(ks, Kernel{
					Name: fmt.Sprintf("%s-%s-%d", prefix, dir, size), Family: a.family, Symbol: sym,
					Config: "fast", API: "sole", KeyBits: bits, Direction: dir, Bytes: size,
				})
			}
		}
	}
	return ks
}

// symCall places args, calls the kernel and reads back the buffers of
// the argument indices in reads, each of the given length.
func symCall(t Target, k Kernel, args []Arg, reads map[int]int) (*result.Call, map[int][]byte, error) {
	words, err := place(t, args)
	if err != nil {
		return nil, nil, fmt.Errorf("kernel %s: %v", k.Name, err)
	}
	res, err := t.CallBudget(k.Symbol, words, k.Budget)
	if err != nil {
		return nil, nil, fmt.Errorf("kernel %s: %w", k.Name, err)
	}
	out := map[int][]byte{}
	for i, n := range reads {
		if n == 0 {
			out[i] = []byte{}
			continue
		}
		b, err := t.ReadMem(words[i], n)
		if err != nil {
			return nil, nil, fmt.Errorf("kernel %s: reading argument %d: %v", k.Name, i, err)
		}
		out[i] = b
	}
	return res, out, nil
}

// SymHashOracle returns the digest of msg for a hash family of
// Symmetric, computed in Go.
func SymHashOracle(family string, msg []byte) ([]byte, error) {
	switch family {
	case "md5":
		d := md5.Sum(msg)
		return d[:], nil
	case "sha1":
		d := sha1.Sum(msg)
		return d[:], nil
	case "sha224":
		d := sha256.Sum224(msg)
		return d[:], nil
	case "sha3-224":
		d := sha3.Sum224(msg)
		return d[:], nil
	case "sha3-256":
		d := sha3.Sum256(msg)
		return d[:], nil
	case "sha3-384":
		d := sha3.Sum384(msg)
		return d[:], nil
	case "sha3-512":
		d := sha3.Sum512(msg)
		return d[:], nil
	case "sm3":
		d := sm3.Sum(msg)
		return d[:], nil
	case "ascon-hash256":
		d := AsconHash256(msg)
		return d[:], nil
	}
	return nil, fmt.Errorf("no hash oracle for family %q", family)
}

func runSymHash(t Target, k Kernel, rng *rand.Rand) (*Outcome, error) {
	msg := randBytes(rng, k.Bytes)
	want, err := SymHashOracle(k.Family, msg)
	if err != nil {
		return nil, err
	}
	args := []Arg{Buf(msg), Word(uint32(len(msg))), Buf(make([]byte, len(want)))}
	res, out, err := symCall(t, k, args, map[int]int{2: len(want)})
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(out[2], want) {
		return nil, fmt.Errorf("kernel %s: digest %x differs from Go's %x", k.Name, out[2], want)
	}
	return &Outcome{Kernel: k, Result: res}, nil
}

// symBlock returns the Go block cipher of a cipher or AEAD family.
func symBlock(family string, key []byte) (cipher.Block, error) {
	switch family {
	case "3des-cbc", "3des-ctr":
		return des.NewTripleDESCipher(key)
	case "aes-ctr", "aes-gcm", "aes-ccm":
		return aes.NewCipher(key)
	case "sm4-cbc", "sm4-ctr", "sm4-gcm", "sm4-ccm":
		return sm4.NewCipher(key)
	}
	return nil, fmt.Errorf("no block cipher for family %q", family)
}

// SymCipherOracle en- or decrypts msg in Go for a cipher family.
func SymCipherOracle(family string, key, iv, msg []byte, decrypt bool) ([]byte, error) {
	b, err := symBlock(family, key)
	if err != nil {
		return nil, err
	}
	want := make([]byte, len(msg))
	switch family {
	case "3des-cbc", "sm4-cbc":
		if decrypt {
			cipher.NewCBCDecrypter(b, iv).CryptBlocks(want, msg)
		} else {
			cipher.NewCBCEncrypter(b, iv).CryptBlocks(want, msg)
		}
	default:
		cipher.NewCTR(b, iv).XORKeyStream(want, msg)
	}
	return want, nil
}

func runSymCipher(t Target, k Kernel, rng *rand.Rand) (*Outcome, error) {
	a := symByFamily[k.Family]
	key := randBytes(rng, k.KeyBits/8)
	iv := randBytes(rng, a.ivLen)
	msg := randBytes(rng, k.Bytes)
	want, err := SymCipherOracle(k.Family, key, iv, msg, k.Direction == "dec")
	if err != nil {
		return nil, err
	}
	args := []Arg{Buf(key), Word(uint32(k.KeyBits)), Buf(iv), Buf(msg), Buf(make([]byte, len(msg))), Word(uint32(len(msg)))}
	res, out, err := symCall(t, k, args, map[int]int{4: len(msg)})
	if err != nil {
		return nil, err
	}
	if res.R0 != 0 {
		return nil, fmt.Errorf("kernel %s returned %d, want 0", k.Name, int32(res.R0))
	}
	if !bytes.Equal(out[4], want) {
		return nil, fmt.Errorf("kernel %s: output differs from Go's (first bytes %x, want %x)", k.Name, head(out[4]), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, nil
}

// SymAEADOracle returns the Go AEAD of an AEAD family (tags of 16 bytes).
func SymAEADOracle(family string, key []byte) (cipher.AEAD, error) {
	switch family {
	case "chacha20-poly1305":
		return chacha20poly1305.New(key)
	case "ascon-aead128":
		return NewAsconAEAD128(key)
	}
	b, err := symBlock(family, key)
	if err != nil {
		return nil, err
	}
	switch family {
	case "aes-gcm", "sm4-gcm":
		return cipher.NewGCM(b)
	case "aes-ccm", "sm4-ccm":
		return gmcipher.NewCCM(b)
	}
	return nil, fmt.Errorf("no AEAD for family %q", family)
}

// SymAEADArgs lays out the arguments of an AEAD kernel:
// (key, key_bits, nonce, aad, aad_len, in, out, len, tag).
func SymAEADArgs(k Kernel, key, nonce, aad, in, tag []byte) []Arg {
	return []Arg{Buf(key), Word(uint32(k.KeyBits)), Buf(nonce), Buf(aad), Word(uint32(len(aad))),
		Buf(in), Buf(make([]byte, len(in))), Word(uint32(len(in))), Buf(tag)}
}

func runSymAEAD(t Target, k Kernel, rng *rand.Rand) (*Outcome, error) {
	a := symByFamily[k.Family]
	key := randBytes(rng, k.KeyBits/8)
	nonce := randBytes(rng, a.ivLen)
	aad := randBytes(rng, SymAADLen)
	msg := randBytes(rng, k.Bytes)
	aead, err := SymAEADOracle(k.Family, key)
	if err != nil {
		return nil, err
	}
	sealed := aead.Seal(nil, nonce, msg, aad)
	ct, tag := sealed[:len(msg)], sealed[len(msg):]
	if k.Direction == "enc" {
		args := SymAEADArgs(k, key, nonce, aad, msg, make([]byte, 16))
		res, out, err := symCall(t, k, args, map[int]int{6: len(msg), 8: 16})
		if err != nil {
			return nil, err
		}
		if res.R0 != 0 {
			return nil, fmt.Errorf("kernel %s returned %d, want 0", k.Name, int32(res.R0))
		}
		if !bytes.Equal(out[6], ct) {
			return nil, fmt.Errorf("kernel %s: ciphertext differs from Go's (first bytes %x, want %x)", k.Name, head(out[6]), head(ct))
		}
		if !bytes.Equal(out[8], tag) {
			return nil, fmt.Errorf("kernel %s: tag %x differs from Go's %x", k.Name, out[8], tag)
		}
		return &Outcome{Kernel: k, Result: res}, nil
	}
	args := SymAEADArgs(k, key, nonce, aad, ct, tag)
	res, out, err := symCall(t, k, args, map[int]int{6: len(msg)})
	if err != nil {
		return nil, err
	}
	if res.R0 != 0 {
		return nil, fmt.Errorf("kernel %s rejected Go's tag (returned %d)", k.Name, int32(res.R0))
	}
	if !bytes.Equal(out[6], msg) {
		return nil, fmt.Errorf("kernel %s: plaintext differs from Go's (first bytes %x, want %x)", k.Name, head(out[6]), head(msg))
	}
	return &Outcome{Kernel: k, Result: res}, nil
}
