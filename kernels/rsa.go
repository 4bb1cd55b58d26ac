package kernels

import (
	"bytes"
	"crypto"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	_ "embed"
	"encoding/pem"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"sync"
)

// RSA PKCS#1 v1.5 signatures with SHA-256 and their verification
// (src/api_rsa.h): RSA-3072 with or without CRT, in 1/4/6-bit windows and
// small/fast math; RSA 1024/2048/4096 with CRT, fast math and a 6-bit
// window. The kernels take the message hash, so Bytes is the hash size.
//
// Oracle: crypto/rsa with the committed test keys testdata/rsa{1024,2048,
// 3072,4096}.pem (published test keys, generated with openssl: never use
// them for anything else), so that cycle counts do not depend on key
// generation.

var (
	//go:embed testdata/rsa1024.pem
	rsa1024PEM []byte
	//go:embed testdata/rsa2048.pem
	rsa2048PEM []byte
	//go:embed testdata/rsa3072.pem
	rsa3072PEM []byte
	//go:embed testdata/rsa4096.pem
	rsa4096PEM []byte
)

func parseRSAPEM(name string, data []byte) (*rsa.PrivateKey, error) {
	blk, _ := pem.Decode(data)
	if blk == nil {
		return nil, fmt.Errorf("%s: no PEM block", name)
	}
	key, err := x509.ParsePKCS1PrivateKey(blk.Bytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	key.Precompute()
	return key, nil
}

var rsaKeys = map[int]func() (*rsa.PrivateKey, error){
	1024: sync.OnceValues(func() (*rsa.PrivateKey, error) { return parseRSAPEM("testdata/rsa1024.pem", rsa1024PEM) }),
	2048: sync.OnceValues(func() (*rsa.PrivateKey, error) { return parseRSAPEM("testdata/rsa2048.pem", rsa2048PEM) }),
	3072: sync.OnceValues(func() (*rsa.PrivateKey, error) { return parseRSAPEM("testdata/rsa3072.pem", rsa3072PEM) }),
	4096: sync.OnceValues(func() (*rsa.PrivateKey, error) { return parseRSAPEM("testdata/rsa4096.pem", rsa4096PEM) }),
}

// RSATestKey is the fixed RSA-3072 test key (testdata/rsa3072.pem).
func RSATestKey() (*rsa.PrivateKey, error) { return RSATestKeyBits(3072) }

// RSATestKeyBits is the fixed test key of the given size (1024, 2048,
// 3072 or 4096 bits; testdata/rsa<bits>.pem).
func RSATestKeyBits(bits int) (*rsa.PrivateKey, error) {
	f, ok := rsaKeys[bits]
	if !ok {
		return nil, fmt.Errorf("no RSA test key of %d bits", bits)
	}
	key, err := f()
	if err == nil && key.N.BitLen() != bits {
		err = fmt.Errorf("RSA test key: %d bits, want %d", key.N.BitLen(), bits)
	}
	return key, err
}

func runRSA(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	key, err := RSATestKeyBits(k.KeyBits)
	if err != nil {
		return nil, 0, err
	}
	nb := k.KeyBits / 8
	h := sha256.Sum256(randBytes(rng, 64))
	want, err := rsa.SignPKCS1v15(nil, key, crypto.SHA256, h[:])
	if err != nil {
		return nil, 0, err
	}
	var args []Arg
	outArg := 0
	switch {
	case k.Direction == "verify":
		res, _, used, err := pkCall(t, k, []Arg{beBuf(key.N, nb), Word(uint32(key.E)), Buf(h[:]), Buf(want)}, 0, 0, arena)
		if err != nil {
			return nil, 0, fmt.Errorf("%w (a valid signature made by Go)", err)
		}
		return &Outcome{Kernel: k, Result: res}, used, nil
	case strings.Contains(k.Symbol, "_nocrt_"):
		args = []Arg{beBuf(key.N, nb), beBuf(key.D, nb), Buf(h[:]), Buf(make([]byte, nb))}
		outArg = 3
	default:
		pre := key.Precomputed
		args = []Arg{beBuf(key.Primes[0], nb/2), beBuf(key.Primes[1], nb/2), beBuf(pre.Dp, nb/2), beBuf(pre.Dq, nb/2),
			beBuf(pre.Qinv, nb/2), Buf(h[:]), Buf(make([]byte, nb))}
		outArg = 6
	}
	res, sig, used, err := pkCall(t, k, args, outArg, nb, arena)
	if err != nil {
		return nil, 0, err
	}
	if err := rsa.VerifyPKCS1v15(&key.PublicKey, crypto.SHA256, h[:], sig); err != nil {
		return nil, 0, fmt.Errorf("kernel %s: signature rejected by crypto/rsa.VerifyPKCS1v15: %v", k.Name, err)
	}
	if !bytes.Equal(sig, want) {
		return nil, 0, fmt.Errorf("kernel %s: signature %x differs from Go's %x", k.Name, head(sig), head(want))
	}
	return &Outcome{Kernel: k, Result: res}, used, nil
}

// beBuf is x as an n-byte big-endian buffer argument.
func beBuf(x *big.Int, n int) Arg { return Buf(x.FillBytes(make([]byte, n))) }
