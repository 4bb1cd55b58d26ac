package kernels_test

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"os"
	"strconv"
	"strings"
	"testing"

	"boardless/kernels"
	"boardless/sim"
)

// symSizes are the message sizes every symmetric kernel runs at: empty,
// not a multiple of any block size, and multi-block. (CBC kernels only
// exist at multiples of their block.)
var symSizes = []int{0, 61, 256, 1000}

// TestSymmetricAgainstGo runs every kernel of Symmetric on every test
// board and checks it against its Go oracle.
func TestSymmetricAgainstGo(t *testing.T) {
	for _, board := range runBoards() {
		t.Run(board, func(t *testing.T) {
			t.Parallel()
			s := session(t, board)
			n := 0
			for _, size := range symSizes {
				for i, k := range kernels.Symmetric(size) {
					out, err := kernels.Run(s, k, sim.NewRand(uint64(100*size+i)))
					if err != nil {
						t.Errorf("%s: %v", k.Name, err)
						continue
					}
					if out.Result.Cycles == 0 || out.Result.StackBytes == 0 {
						t.Errorf("%s: implausible result %+v", k.Name, out.Result)
					}
					kernels.RecordGolden(board, out)
					n++
				}
			}
			t.Logf("%d symmetric kernel runs checked", n)
		})
	}
}

func TestSymmetricCatalog(t *testing.T) {
	ks := kernels.Symmetric(8000)
	seen := map[string]bool{}
	fams := map[string]bool{}
	for _, k := range ks {
		if seen[k.Name] {
			t.Errorf("duplicate kernel name %s", k.Name)
		}
		seen[k.Name] = true
		fams[k.Family] = true
		if k.API != "sole" || k.Bytes != 8000 || k.Symbol == "" {
			t.Errorf("%s: bad entry %+v", k.Name, k)
		}
	}
	for _, f := range []string{"3des-cbc", "3des-ctr", "aes-ctr", "sm4-cbc", "sm4-ctr", "aes-gcm", "aes-ccm",
		"sm4-gcm", "sm4-ccm", "ascon-aead128", "chacha20-poly1305", "md5", "sha1", "sha224",
		"sha3-224", "sha3-256", "sha3-384", "sha3-512", "sm3", "ascon-hash256"} {
		if !fams[f] {
			t.Errorf("family %s missing", f)
		}
	}
	// CBC needs whole blocks: no CBC kernel at 61 bytes, CTR is there.
	for _, k := range kernels.Symmetric(61) {
		if strings.HasSuffix(k.Family, "-cbc") {
			t.Errorf("%s offered at 61 bytes", k.Name)
		}
	}
}

// call runs sym with the arguments and returns R0 and the buffers of the
// argument indices in reads.
func symRaw(t *testing.T, s *sim.Session, sym string, args []sim.Arg, reads map[int]int) (int32, map[int][]byte) {
	t.Helper()
	s.ResetBuffers()
	words, err := s.Place(args)
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Call(sym, words)
	if err != nil {
		t.Fatalf("%s: %v", sym, err)
	}
	out := map[int][]byte{}
	for i, n := range reads {
		b, err := s.Machine().ReadMem(words[i], n)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = b
	}
	return int32(res.R0), out
}

func bufArg(b []byte) sim.Arg { return sim.Arg{IsBuf: true, Data: b, Spec: "buf"} }
func wordArg(v int) sim.Arg   { return sim.Arg{Int: uint32(v), Spec: strconv.Itoa(v)} }
func aeadArgs(key []byte, bits int, nonce, aad, in, tag []byte) []sim.Arg {
	return []sim.Arg{bufArg(key), wordArg(bits), bufArg(nonce), bufArg(aad), wordArg(len(aad)),
		bufArg(in), bufArg(make([]byte, len(in))), wordArg(len(in)), bufArg(tag)}
}

// readKAT parses an LWC KAT file into records of field -> bytes.
func readKAT(t *testing.T, path string) []map[string][]byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var recs []map[string][]byte
	cur := map[string][]byte{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			if len(cur) > 0 {
				recs = append(recs, cur)
				cur = map[string][]byte{}
			}
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("%s: bad line %q", path, line)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if k == "Count" {
			cur[k] = []byte(v)
			continue
		}
		b, err := hex.DecodeString(v)
		if err != nil {
			t.Fatalf("%s: %s: %v", path, line, err)
		}
		cur[k] = b
	}
	if len(cur) > 0 {
		recs = append(recs, cur)
	}
	if len(recs) == 0 {
		t.Fatalf("%s: no records", path)
	}
	return recs
}

// TestAsconKAT checks the Go oracle and the C kernels (on nucleo-g071rb)
// against the official SP 800-232 vectors in testdata/ascon.
func TestAsconKAT(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	for _, r := range readKAT(t, "testdata/ascon/LWC_AEAD_KAT_128_128.txt") {
		n := len(r["PT"])
		ct, tag := r["CT"][:n], r["CT"][n:]
		a, err := kernels.NewAsconAEAD128(r["Key"])
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Seal(nil, r["Nonce"], r["PT"], r["AD"]); !bytes.Equal(got, r["CT"]) {
			t.Errorf("AEAD Count %s: Go Seal %X, want %X", r["Count"], got, r["CT"])
		}
		if got, err := a.Open(nil, r["Nonce"], r["CT"], r["AD"]); err != nil || !bytes.Equal(got, r["PT"]) {
			t.Errorf("AEAD Count %s: Go Open %X, %v", r["Count"], got, err)
		}
		ret, out := symRaw(t, s, "ascon_aead128_encrypt", aeadArgs(r["Key"], 128, r["Nonce"], r["AD"], r["PT"], make([]byte, 16)), map[int]int{6: n, 8: 16})
		if ret != 0 || !bytes.Equal(out[6], ct) || !bytes.Equal(out[8], tag) {
			t.Errorf("AEAD Count %s: kernel returned %d, %X %X, want %X", r["Count"], ret, out[6], out[8], r["CT"])
		}
		ret, out = symRaw(t, s, "ascon_aead128_decrypt", aeadArgs(r["Key"], 128, r["Nonce"], r["AD"], ct, tag), map[int]int{6: n})
		if ret != 0 || !bytes.Equal(out[6], r["PT"]) {
			t.Errorf("AEAD Count %s: kernel decrypt returned %d, %X", r["Count"], ret, out[6])
		}
	}
	for _, r := range readKAT(t, "testdata/ascon/LWC_HASH_KAT_128_256.txt") {
		if got := kernels.AsconHash256(r["Msg"]); !bytes.Equal(got[:], r["MD"]) {
			t.Errorf("Hash Count %s: Go %X, want %X", r["Count"], got, r["MD"])
		}
		_, out := symRaw(t, s, "ascon_hash256", []sim.Arg{bufArg(r["Msg"]), wordArg(len(r["Msg"])), bufArg(make([]byte, 32))}, map[int]int{2: 32})
		if !bytes.Equal(out[2], r["MD"]) {
			t.Errorf("Hash Count %s: kernel %X, want %X", r["Count"], out[2], r["MD"])
		}
	}
}

// TestSymBadTag: every AEAD decryption rejects a tag with one bit
// flipped, returns non-zero and leaves no plaintext behind.
func TestSymBadTag(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	rng := sim.NewRand(7)
	for _, k := range kernels.Symmetric(100) {
		if k.Direction != "dec" || !strings.Contains(k.Symbol, "_decrypt") || strings.Contains(k.Family, "cbc") {
			continue
		}
		key := make([]byte, k.KeyBits/8)
		nonceLen := 12
		if k.Family == "ascon-aead128" {
			nonceLen = 16
		}
		nonce, aad, msg := make([]byte, nonceLen), make([]byte, 13), make([]byte, 100)
		for _, b := range [][]byte{key, nonce, aad, msg} {
			for i := range b {
				b[i] = byte(rng.Uint32())
			}
		}
		aead, err := kernels.SymAEADOracle(k.Family, key)
		if err != nil {
			t.Fatal(err)
		}
		sealed := aead.Seal(nil, nonce, msg, aad)
		ct, tag := sealed[:100], append([]byte{}, sealed[100:]...)
		for _, bit := range []int{0, 127} {
			bad := append([]byte{}, tag...)
			bad[bit/8] ^= 1 << (bit % 8)
			ret, out := symRaw(t, s, k.Symbol, aeadArgs(key, k.KeyBits, nonce, aad, ct, bad), map[int]int{6: 100})
			if ret == 0 {
				t.Errorf("%s: tag with bit %d flipped accepted", k.Name, bit)
			}
			if !bytes.Equal(out[6], make([]byte, 100)) {
				t.Errorf("%s: plaintext left in the output after a bad tag", k.Name)
			}
		}
		bad := append([]byte{}, ct...)
		bad[50] ^= 0x80
		if ret, _ := symRaw(t, s, k.Symbol, aeadArgs(key, k.KeyBits, nonce, aad, bad, tag), nil); ret == 0 {
			t.Errorf("%s: modified ciphertext accepted", k.Name)
		}
	}
}

// TestSymBadArguments: unsupported key sizes and (CBC) partial blocks
// return -1.
func TestSymBadArguments(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	cipher := func(sym string, bits, n int) int32 {
		ret, _ := symRaw(t, s, sym, []sim.Arg{bufArg(make([]byte, 32)), wordArg(bits), bufArg(make([]byte, 16)),
			bufArg(make([]byte, n)), bufArg(make([]byte, n)), wordArg(n)}, nil)
		return ret
	}
	for _, c := range []struct {
		sym       string
		bits, len int
	}{
		{"aes_ctr_crypt", 64, 32}, {"tdes_cbc_encrypt", 64, 32}, {"tdes_ctr_crypt", 256, 32},
		{"sm4_ctr_crypt", 256, 32}, {"sm4_cbc_encrypt", 128, 30}, {"tdes_cbc_decrypt", 192, 12},
		{"sm4_cbc_decrypt", 128, 17},
	} {
		if got := cipher(c.sym, c.bits, c.len); got != -1 {
			t.Errorf("%s(key_bits %d, len %d) = %d, want -1", c.sym, c.bits, c.len, got)
		}
	}
	for _, c := range []struct {
		sym  string
		bits int
	}{
		{"aes_gcm_encrypt", 100}, {"aes_ccm_decrypt", 64}, {"sm4_gcm_encrypt", 192}, {"sm4_ccm_encrypt", 256},
		{"chacha20poly1305_encrypt", 128}, {"ascon_aead128_decrypt", 256},
	} {
		ret, _ := symRaw(t, s, c.sym, aeadArgs(make([]byte, 32), c.bits, make([]byte, 16), nil, make([]byte, 16), make([]byte, 16)), nil)
		if ret != -1 {
			t.Errorf("%s(key_bits %d) = %d, want -1", c.sym, c.bits, ret)
		}
	}
}

// TestSymWrongOutputIsCaught makes sure the symmetric oracles can fail.
func TestSymWrongOutputIsCaught(t *testing.T) {
	s := session(t, "nucleo-g071rb")
	for _, c := range []struct{ name, symbol string }{
		{"sha224-64", "sha256_fast"},     // first 28 bytes differ
		{"sha3-256-64", "ascon_hash256"}, // same digest size
		{"aes128-ctr-enc-64", "sm4_ctr_crypt"},
		{"sm4-cbc-dec-64", "sm4_cbc_encrypt"},
		{"aes128-gcm-enc-64", "aes_ccm_encrypt"},
		{"chacha20-poly1305-dec-64", "ascon_aead128_decrypt"},
	} {
		var k kernels.Kernel
		for _, kk := range kernels.Symmetric(64) {
			if kk.Name == c.name {
				k = kk
			}
		}
		if k.Name == "" {
			t.Fatalf("no kernel %s", c.name)
		}
		k.Symbol = c.symbol
		if _, err := kernels.Run(s, k, sim.NewRand(1)); err == nil {
			t.Errorf("%s run as %s: output accepted", c.name, c.symbol)
		}
	}
}
