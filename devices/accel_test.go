package devices

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"encoding/binary"
	"hash"
	"testing"

	"boardless/models"
	"boardless/models/chip"
)

// The accelerators' timing, derived from the figures of the
// stm32mp135f-dk profile in the manner of the conformance suites: each
// expected number is written with its derivation. The board runs the
// A7 at 650 MHz and the accelerators' bus (periph_bus_hz) at 266 MHz;
// n bus cycles are ceil(n * 650 / 266) CPU cycles (chip.AccelClock).

// clockHost is a host whose cycle count the test sets.
type clockHost struct {
	now   uint64
	warns []string
}

func (h *clockHost) Cycles() uint64      { return h.now }
func (h *clockHost) Sync()               {}
func (h *clockHost) Warn(m string)       { h.warns = append(h.warns, m) }
func (h *clockHost) Emit([]byte)         {}
func (h *clockHost) SetFlash(FlashState) {}

func mp135Accel(t *testing.T, over map[string]float64) (models.Values, *models.Profile) {
	t.Helper()
	p, err := models.LoadProfile("stm32mp135f-dk")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := p.ResolveParams(over)
	if err != nil {
		t.Fatal(err)
	}
	return models.ValuesOf(ps), p
}

func newClock(v models.Values, p *models.Profile, h *clockHost) accelClock {
	return accelClock{h: h, clk: chip.AccelClock{CPUHz: float64(p.ClockHz), BusHz: v["periph_bus_hz"]}}
}

const hashBase, crypBase = 0x54003000, 0x54002000

// TestAccelBusAccess: one register access costs periph_access_cycles
// bus cycles, as a stall of the l1-l2-ddr model's device window.
func TestAccelBusAccess(t *testing.T) {
	tests := []struct {
		busHz float64
		want  uint32
		why   string
	}{
		{266e6, 15, "6 bus cycles at 266 MHz: ceil(6*650/266) = ceil(14.66) = 15"},
		{133e6, 30, "6 bus cycles at 133 MHz: ceil(6*650/133) = ceil(29.32) = 30"},
	}
	for _, tt := range tests {
		v, p := mp135Accel(t, map[string]float64{"periph_bus_hz": tt.busHz})
		mem, err := models.NewMemory(p, v)
		if err != nil {
			t.Fatal(err)
		}
		for _, addr := range []uint32{hashBase + 0x24, crypBase + 0x08} {
			if got := mem.Data(addr, 4, false); got != tt.want {
				t.Errorf("bus %v Hz: access to 0x%08x stalls %d, want %d (%s)", tt.busHz, addr, got, tt.want, tt.why)
			}
		}
		if got := mem.Stats()["device.accesses"]; got != 2 {
			t.Errorf("device.accesses = %d, want 2", got)
		}
	}
}

// TestAccelNotOnOtherBoards: a board without the section has no device
// window and no accelerator parameters.
func TestAccelNotOnOtherBoards(t *testing.T) {
	p, err := models.LoadProfile("nucleo-wba52cg")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := p.ResolveParams(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range ps {
		if v.Owner == chip.AccelOwner {
			t.Errorf("%s has accelerator parameter %s", p.Name, v.Name)
		}
	}
}

func words(msg []byte) []uint32 {
	out := make([]uint32, len(msg)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(msg[4*i:])
	}
	return out
}

// TestAccelHashBlock: one 512-bit block is processed when the word after
// it arrives (NBWE = 17 after INIT), and keeps BUSY set for the block's
// cycles.
func TestAccelHashBlock(t *testing.T) {
	tests := []struct {
		algo uint32
		want uint64
		why  string
	}{
		{0x3, 123, "SHA-256: 50 bus cycles (hash_sha256_block_cycles): ceil(50*650/266) = ceil(122.18) = 123"},
		{0x2, 123, "SHA-224: the SHA-256 figure, 123"},
		{0x0, 162, "SHA-1: 66 bus cycles (hash_sha1_block_cycles): ceil(66*650/266) = ceil(161.28) = 162"},
	}
	for _, tt := range tests {
		v, p := mp135Accel(t, nil)
		h := &clockHost{now: 1000}
		d := newHashDevice(hashBase, newClock(v, p, h), v, h.Warn)
		d.MMIOWrite(hashBase+hashCR, 4, tt.algo<<17|2<<4|hashCRInit)
		for i := 0; i < 16; i++ {
			d.MMIOWrite(hashBase+hashDIN, 4, uint32(i))
		}
		if sr := d.MMIORead(hashBase+hashSR, 4); sr&hashSRBusy != 0 || sr>>16&0x3f != 1 {
			t.Errorf("%s: SR after 16 words = 0x%08x, want idle with NBWE 1 (the block waits for the 17th word)", tt.why, sr)
		}
		d.MMIOWrite(hashBase+hashDIN, 4, 16) // the 17th word: block 1 starts at cycle 1000
		h.now = 1000 + tt.want - 1
		if sr := d.MMIORead(hashBase+hashSR, 4); sr&hashSRBusy == 0 {
			t.Errorf("%s: not busy at +%d", tt.why, tt.want-1)
		}
		h.now = 1000 + tt.want
		if sr := d.MMIORead(hashBase+hashSR, 4); sr&hashSRBusy != 0 || sr&hashSRDINIS == 0 {
			t.Errorf("%s: SR at +%d = 0x%08x, want BUSY clear and DINIS set", tt.why, tt.want, sr)
		}
	}
}

// TestAccelHashDigest: DCAL processes what is left with the padding; the
// digest is Go's and DCIS comes at the computed cycle.
func TestAccelHashDigest(t *testing.T) {
	tests := []struct {
		algo    uint32
		n       int
		newHash func() hash.Hash
		cycles  uint64
		why     string
	}{
		{0x3, 64, sha256.New, 246, "SHA-256, 64 bytes: (64+1+8+63)/64 = 2 padded blocks, none processed before DCAL " +
			"(16 words < NBWE 17): 2 * 123 (ceil(50*650/266)) = 246; hash_final_block_factor 1"},
		{0x5, 136, func() hash.Hash { return sha3.New256() }, 128, "SHA3-256, 136 bytes = one rate: pad10*1 adds a block, " +
			"2 blocks, none before DCAL (34 words < NBWE 35): 2 * ceil(26*650/266) = 2 * ceil(63.53) = 128"},
		{0x5, 140, func() hash.Hash { return sha3.New256() }, 64 + 64, "SHA3-256, 140 bytes: block 1 starts at the 35th " +
			"word (cycle 500, ends 564), DCAL at 500 queues the second (140/136+1 = 2 blocks) behind it: 564 + 64 = 628"},
	}
	for _, tt := range tests {
		v, p := mp135Accel(t, nil)
		h := &clockHost{now: 500}
		d := newHashDevice(hashBase, newClock(v, p, h), v, h.Warn)
		msg := make([]byte, tt.n)
		for i := range msg {
			msg[i] = byte(3 * i)
		}
		d.MMIOWrite(hashBase+hashCR, 4, tt.algo<<17|2<<4|hashCRInit)
		for _, w := range words(msg) {
			d.MMIOWrite(hashBase+hashDIN, 4, w)
		}
		d.MMIOWrite(hashBase+hashSTR, 4, 0)
		d.MMIOWrite(hashBase+hashSTR, 4, hashSTRDCAL)
		done := 500 + tt.cycles
		h.now = done - 1
		if sr := d.MMIORead(hashBase+hashSR, 4); sr&hashSRDCIS != 0 {
			t.Errorf("%s: DCIS at %d, before %d", tt.why, h.now, done)
		}
		h.now = done
		if sr := d.MMIORead(hashBase+hashSR, 4); sr&hashSRDCIS == 0 || sr&hashSRBusy != 0 {
			t.Errorf("%s: SR at %d = 0x%08x, want DCIS and not BUSY", tt.why, done, sr)
		}
		hh := tt.newHash()
		hh.Write(msg)
		want := hh.Sum(nil)
		for i := 0; i < len(want)/4; i++ {
			if got := d.MMIORead(hashBase+hashHR0+uint32(4*i), 4); got != binary.BigEndian.Uint32(want[4*i:]) {
				t.Errorf("%s: HR%d = 0x%08x, want 0x%08x", tt.why, i, got, binary.BigEndian.Uint32(want[4*i:]))
			}
		}
		if len(h.warns) != 0 {
			t.Errorf("warnings: %v", h.warns)
		}
	}
}

// TestAccelHashFinalFactor: the last block's factor is a parameter with
// the manual's bounds (1 to 2.5): at 2.5, a 3-byte SHA-1 message (one
// padded block) takes ceil(ceil(66*2.5)*650/266) = ceil(165*650/266) =
// ceil(403.2) = 404 cycles; and NBLW cuts the last word to 24 bits.
func TestAccelHashFinalFactor(t *testing.T) {
	v, p := mp135Accel(t, map[string]float64{"hash_final_block_factor": 2.5})
	h := &clockHost{}
	d := newHashDevice(hashBase, newClock(v, p, h), v, h.Warn)
	d.MMIOWrite(hashBase+hashCR, 4, 0x0<<17|2<<4|hashCRInit)
	d.MMIOWrite(hashBase+hashDIN, 4, binary.LittleEndian.Uint32([]byte("abc\xff")))
	d.MMIOWrite(hashBase+hashSTR, 4, 24)
	d.MMIOWrite(hashBase+hashSTR, 4, hashSTRDCAL)
	h.now = 403
	if d.MMIORead(hashBase+hashSR, 4)&hashSRDCIS != 0 {
		t.Error("DCIS before 404 cycles")
	}
	h.now = 404
	if d.MMIORead(hashBase+hashSR, 4)&hashSRDCIS == 0 {
		t.Error("no DCIS at 404 cycles")
	}
	want := sha1.Sum([]byte("abc"))
	if got := d.MMIORead(hashBase+hashHRA0, 4); got != binary.BigEndian.Uint32(want[:]) {
		t.Errorf("HRA0 = 0x%08x, want 0x%08x (SHA-1 of \"abc\")", got, binary.BigEndian.Uint32(want[:]))
	}
}

// crypAES128 sets CRYP up for AES-128 ECB encryption with key.
func crypAES128(d *crypDevice, key []byte) {
	d.MMIOWrite(crypBase+crypCR, 4, 0)
	for i := 0; i < 4; i++ {
		d.MMIOWrite(crypBase+crypK0LR+uint32(16+4*i), 4, binary.BigEndian.Uint32(key[4*i:]))
	}
	d.MMIOWrite(crypBase+crypCR, 4, crypAESECB<<3|2<<6|crypCREnable)
}

// TestAccelCrypBlock: an AES-128 block takes 14 bus cycles
// (cryp_aes128_block_cycles): ceil(14*650/266) = ceil(34.21) = 35 CPU
// cycles from its fourth word to its output in the FIFO.
func TestAccelCrypBlock(t *testing.T) {
	v, p := mp135Accel(t, nil)
	h := &clockHost{now: 100}
	d := newCrypDevice(crypBase, newClock(v, p, h), v, h.Warn)
	key := []byte("0123456789abcdef")
	crypAES128(d, key)
	in := []byte("sixteen byte blk")
	for _, w := range words(in) {
		d.MMIOWrite(crypBase+crypDIN, 4, w)
	}
	h.now = 100 + 34
	if sr := d.MMIORead(crypBase+crypSR, 4); sr&crypSROFNE != 0 || sr&crypSRBusy == 0 {
		t.Errorf("SR at +34 = 0x%08x, want BUSY and no output yet", sr)
	}
	h.now = 100 + 35
	if sr := d.MMIORead(crypBase+crypSR, 4); sr&crypSROFNE == 0 || sr&crypSRBusy != 0 {
		t.Errorf("SR at +35 = 0x%08x, want OFNE and not BUSY", sr)
	}
	blk, _ := aes.NewCipher(key)
	want := make([]byte, 16)
	blk.Encrypt(want, in)
	for i, w := range words(want) {
		if got := d.MMIORead(crypBase+crypDOUT, 4); got != w {
			t.Errorf("DOUT word %d = 0x%08x, want 0x%08x", i, got, w)
		}
	}
	if len(h.warns) != 0 {
		t.Errorf("warnings: %v", h.warns)
	}
}

// TestAccelCrypFIFO: three blocks written at once: the first starts at
// once, the next two wait in the 8-word input FIFO (IFNF clear) until
// the engine takes them, 35 and 70 cycles later; one refill of 4 words
// is possible from cycle 35 on.
func TestAccelCrypFIFO(t *testing.T) {
	v, p := mp135Accel(t, nil)
	h := &clockHost{}
	d := newCrypDevice(crypBase, newClock(v, p, h), v, h.Warn)
	crypAES128(d, make([]byte, 16))
	for i := 0; i < 12; i++ {
		d.MMIOWrite(crypBase+crypDIN, 4, uint32(i))
	}
	checks := []struct {
		now  uint64
		want uint32 // IFEM | IFNF | OFNE | BUSY
		why  string
	}{
		{0, crypSRBusy, "block 1 running, blocks 2 and 3 (8 words) fill the FIFO: not IFNF, not IFEM"},
		{34, crypSRBusy, "block 1 ends at 35"},
		{35, crypSRIFNF | crypSROFNE | crypSRBusy, "block 2 taken at 35: 4 words left, room for a refill; block 1's output"},
		{70, crypSRIFEM | crypSRIFNF | crypSROFNE | crypSRBusy, "block 3 taken at 70: FIFO empty"},
		{105, crypSRIFEM | crypSRIFNF | crypSROFNE, "block 3 ends at 3*35 = 105: idle"},
	}
	for _, c := range checks {
		h.now = c.now
		mask := uint32(crypSRIFEM | crypSRIFNF | crypSROFNE | crypSRBusy)
		if got := d.MMIORead(crypBase+crypSR, 4) & mask; got != c.want {
			t.Errorf("SR at %d = 0x%02x, want 0x%02x (%s)", c.now, got, c.want, c.why)
		}
	}
}

// TestAccelCrypKeyPrep: the decryption key preparation keeps BUSY set
// for cryp_key_prep_cycles (14 bus cycles: 35 CPU cycles) and clears
// CRYPEN when done; decryption without it is refused with a warning.
func TestAccelCrypKeyPrep(t *testing.T) {
	v, p := mp135Accel(t, nil)
	h := &clockHost{}
	d := newCrypDevice(crypBase, newClock(v, p, h), v, h.Warn)
	d.MMIOWrite(crypBase+crypCR, 4, crypAESPrep<<3|2<<6|crypCREnable)
	h.now = 34
	if d.MMIORead(crypBase+crypSR, 4)&crypSRBusy == 0 || d.MMIORead(crypBase+crypCR, 4)&crypCREnable == 0 {
		t.Error("key preparation over before 35 cycles")
	}
	h.now = 35
	if d.MMIORead(crypBase+crypSR, 4)&crypSRBusy != 0 || d.MMIORead(crypBase+crypCR, 4)&crypCREnable != 0 {
		t.Error("key preparation not over at 35 cycles (BUSY set or CRYPEN not cleared)")
	}
	d.MMIOWrite(crypBase+crypK0LR+16, 4, 1) // a new key: prepared no more
	d.MMIOWrite(crypBase+crypCR, 4, crypAESECB<<3|crypCRDecrypt|2<<6|crypCREnable)
	for i := 0; i < 4; i++ {
		d.MMIOWrite(crypBase+crypDIN, 4, 0)
	}
	if len(h.warns) == 0 {
		t.Error("ECB decryption after a key change without key preparation: no warning")
	}
}

// TestAccelCrypDES: a 64-bit block, two FIFO words: TDES takes 48 bus
// cycles (cryp_tdes_block_cycles): ceil(48*650/266) = ceil(117.29) = 118
// CPU cycles; DES 16: ceil(16*650/266) = ceil(39.10) = 40. The outputs
// are Go's crypto/des (ECB).
func TestAccelCrypDES(t *testing.T) {
	key := []byte("k1k1k1k1k2k2k2k2k3k3k3k3")
	in := []byte("8 bytes!")
	tdes, _ := des.NewTripleDESCipher(key)
	single, _ := des.NewCipher(key[:8])
	tests := []struct {
		mode  uint32
		blk   interface{ Encrypt(dst, src []byte) }
		cycle uint64
		why   string
	}{
		{crypTDESECB, tdes, 118, "TDES: ceil(48*650/266) = 118"},
		{crypDESECB, single, 40, "DES: ceil(16*650/266) = 40"},
	}
	for _, tt := range tests {
		v, p := mp135Accel(t, nil)
		h := &clockHost{}
		d := newCrypDevice(crypBase, newClock(v, p, h), v, h.Warn)
		d.MMIOWrite(crypBase+crypCR, 4, 0)
		for i := 0; i < 6; i++ {
			d.MMIOWrite(crypBase+crypK0LR+uint32(8+4*i), 4, binary.BigEndian.Uint32(key[4*i:]))
		}
		d.MMIOWrite(crypBase+crypCR, 4, tt.mode<<3|2<<6|crypCREnable)
		for _, w := range words(in) {
			d.MMIOWrite(crypBase+crypDIN, 4, w)
		}
		h.now = tt.cycle - 1
		if d.MMIORead(crypBase+crypSR, 4)&crypSROFNE != 0 {
			t.Errorf("%s: output before %d cycles", tt.why, tt.cycle)
		}
		h.now = tt.cycle
		if d.MMIORead(crypBase+crypSR, 4)&crypSROFNE == 0 {
			t.Errorf("%s: no output at %d cycles", tt.why, tt.cycle)
		}
		want := make([]byte, 8)
		tt.blk.Encrypt(want, in)
		for i, w := range words(want) {
			if got := d.MMIORead(crypBase+crypDOUT, 4); got != w {
				t.Errorf("%s: DOUT word %d = 0x%08x, want 0x%08x", tt.why, i, got, w)
			}
		}
		if len(h.warns) != 0 {
			t.Errorf("warnings: %v", h.warns)
		}
	}
}

// TestAccelCrypGCM: the four GCM phases, each one block here, AES-128:
// init (H) 35 cycles (ceil(14*650/266)), a header block 35
// (cryp_gcm_header_block_cycles 14), a payload block 35, the final block
// 35; the ciphertext and the tag are Go's GCM.
func TestAccelCrypGCM(t *testing.T) {
	v, p := mp135Accel(t, nil)
	h := &clockHost{}
	d := newCrypDevice(crypBase, newClock(v, p, h), v, h.Warn)
	key, nonce := []byte("0123456789abcdef"), []byte("twelve bytes")
	aad, msg := []byte("sixteen byte aad"), []byte("sixteen byte msg")
	base := uint32(crypAESGCM&7<<3 | 1<<19 | 2<<6)
	d.MMIOWrite(crypBase+crypCR, 4, 0)
	for i := 0; i < 4; i++ {
		d.MMIOWrite(crypBase+crypK0LR+uint32(16+4*i), 4, binary.BigEndian.Uint32(key[4*i:]))
	}
	for i := 0; i < 3; i++ {
		d.MMIOWrite(crypBase+crypIV0LR+uint32(4*i), 4, binary.BigEndian.Uint32(nonce[4*i:]))
	}
	d.MMIOWrite(crypBase+crypIV0LR+12, 4, 2)
	d.MMIOWrite(crypBase+crypCR, 4, base|crypCREnable) // init phase at 0
	h.now = 34
	if d.MMIORead(crypBase+crypCR, 4)&crypCREnable == 0 {
		t.Error("init phase over before 35 cycles")
	}
	h.now = 35
	if d.MMIORead(crypBase+crypCR, 4)&crypCREnable != 0 {
		t.Error("init phase not over at 35 cycles (CRYPEN still set)")
	}
	phase := func(ph uint32, data []byte) {
		d.MMIOWrite(crypBase+crypCR, 4, base|ph<<crypPhaseLSB|crypCREnable)
		for _, w := range words(data) {
			d.MMIOWrite(crypBase+crypDIN, 4, w)
		}
	}
	phase(1, aad) // header block 35..70
	h.now = 70
	phase(2, msg) // payload block 70..105
	lens := make([]byte, 16)
	binary.BigEndian.PutUint64(lens, 8*16)
	binary.BigEndian.PutUint64(lens[8:], 8*16)
	h.now = 104
	if d.MMIORead(crypBase+crypSR, 4)&crypSROFNE != 0 {
		t.Error("payload output before 105 cycles")
	}
	h.now = 105
	var got []byte
	for i := 0; i < 4; i++ {
		got = binary.LittleEndian.AppendUint32(got, d.MMIORead(crypBase+crypDOUT, 4))
	}
	phase(3, lens) // final block 105..140
	h.now = 139
	if d.MMIORead(crypBase+crypSR, 4)&crypSROFNE != 0 {
		t.Error("tag before 140 cycles")
	}
	h.now = 140
	for i := 0; i < 4; i++ {
		got = binary.LittleEndian.AppendUint32(got, d.MMIORead(crypBase+crypDOUT, 4))
	}
	blk, _ := aes.NewCipher(key)
	g, _ := cipher.NewGCM(blk)
	if want := g.Seal(nil, nonce, msg, aad); !bytes.Equal(got, want) {
		t.Errorf("ciphertext||tag %x, want Go's %x", got, want)
	}
	if len(h.warns) != 0 {
		t.Errorf("warnings: %v", h.warns)
	}
}
