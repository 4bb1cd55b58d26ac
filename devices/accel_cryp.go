package devices

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"encoding/binary"
	"fmt"

	"boardless/models"
)

// The cryptographic processor CRYP (RM0475 CRYP chapter; register map as
// in the STM32MP13 SVD), AES in ECB, CBC and CTR, DES and TDES in ECB and
// CBC: the key in
// CRYP_K0LR..K3RR (right-aligned: AES-128 uses K2LR..K3RR), the IV in
// CRYP_IV0LR..IV1RR (DES/TDES: K1LR..K3RR for keys 1 to 3, IV0LR/IV0RR),
// data through the 8-word input and output FIFOs
// CRYP_DIN and CRYP_DOUT, ECB/CBC decryption after a key preparation
// (ALGOMODE 111) as the manual's sequence requires.
//
// Timing: a block starts when its last word (the fourth; the second for
// DES/TDES) is in the input FIFO and the engine is free, and takes
// cryp_aesNNN_block_cycles (cryp_des_block_cycles, cryp_tdes_block_cycles)
// bus cycles; its output words are in the output FIFO from then on. The key
// preparation keeps BUSY set for cryp_key_prep_cycles. The status
// flags follow: IFEM/IFNF from the input words no block has taken yet,
// OFNE/OFFU from the output words ready and not read, BUSY while a
// block or the key preparation runs.
//
// GCM is in accel_gcm.go. Not modelled: CCM (a warning; the output is
// not computed), DMA, interrupts, context swapping; the output FIFO's
// 8-word limit (the engine never waits for the output to be read).

const (
	crypCR    = 0x00
	crypSR    = 0x04
	crypDIN   = 0x08
	crypDOUT  = 0x0c
	crypK0LR  = 0x20 // K0LR..K3RR: 8 words
	crypIV0LR = 0x40 // IV0LR..IV1RR: 4 words

	crypCRDecrypt = 1 << 2
	crypCRFlush   = 1 << 14
	crypCREnable  = 1 << 15

	crypSRIFEM = 1 << 0
	crypSRIFNF = 1 << 1
	crypSROFNE = 1 << 2
	crypSROFFU = 1 << 3
	crypSRBusy = 1 << 4

	crypFIFOWords = 8
)

// crypMode is CRYP_CR.ALGOMODE (bits 19 and 5:3).
func crypMode(cr uint32) uint32 { return cr>>3&7 | cr>>19&1<<3 }

const (
	crypTDESECB = 0
	crypTDESCBC = 1
	crypDESECB  = 2
	crypDESCBC  = 3
	crypAESECB  = 4
	crypAESCBC  = 5
	crypAESCTR  = 6
	crypAESPrep = 7
)

type crypStart struct {
	at    uint64
	words int
}

type crypOut struct {
	w     uint32
	ready uint64 // CPU cycle the word is in the output FIFO
}

type crypDevice struct {
	base uint32
	clk  accelClock
	v    models.Values
	warn func(string)

	cr         uint32
	key        [8]uint32
	iv         [4]uint32
	prepared   bool // decryption key prepared since the key was written
	gcm        gcmState
	in         []uint32
	started    []crypStart // per input block taken: when it started, its words
	engineFree uint64
	out        []crypOut
	regs       map[uint32]uint32
}

func newCrypDevice(base uint32, clk accelClock, v models.Values, warn func(string)) *crypDevice {
	return &crypDevice{base: base, clk: clk, v: v, warn: warn, regs: map[uint32]uint32{}}
}

// keyBits is CRYP_CR.KEYSIZE: 00 128, 01 192, 10 256.
func (d *crypDevice) keyBits() int { return 128 + 64*int(d.cr>>8&3) }

// des reports whether the mode is DES or TDES (64-bit blocks).
func (d *crypDevice) des() bool { return crypMode(d.cr) <= crypDESCBC }

// blockWords is the block in FIFO words: 4 for AES, 2 for DES/TDES.
func (d *crypDevice) blockWords() int {
	if d.des() {
		return 2
	}
	return 4
}

func (d *crypDevice) blockCPU() uint64 {
	switch crypMode(d.cr) {
	case crypTDESECB, crypTDESCBC:
		return d.clk.cpu(d.v["cryp_tdes_block_cycles"])
	case crypDESECB, crypDESCBC:
		return d.clk.cpu(d.v["cryp_des_block_cycles"])
	case crypAESGCM:
		return d.gcmBlockCPU()
	}
	return d.clk.cpu(d.v[aesCyclesName(d.keyBits())])
}

func aesCyclesName(bits int) string { return fmt.Sprintf("cryp_aes%d_block_cycles", bits) }

func (d *crypDevice) MMIOWrite(addr uint32, size int, v uint32) {
	word, v := wordOf(addr, size, v)
	off := word - d.base
	switch {
	case off == crypCR:
		d.writeCR(v)
	case off == crypDIN:
		d.push(v)
	case off >= crypK0LR && off < crypK0LR+32:
		d.key[(off-crypK0LR)/4] = v
		d.prepared = false
	case off >= crypIV0LR && off < crypIV0LR+16:
		d.iv[(off-crypIV0LR)/4] = v
	default:
		d.regs[word] = v
	}
}

func (d *crypDevice) writeCR(v uint32) {
	if v&crypCRFlush != 0 {
		d.in, d.out = d.in[:0], d.out[:0]
		v &^= crypCRFlush
	}
	d.cr = v
	if v&crypCREnable == 0 {
		return
	}
	switch crypMode(v) {
	case crypAESPrep:
		// Key preparation: BUSY for its time, then CRYPEN clears itself.
		d.engineFree = max(d.clk.now(), d.engineFree) + d.clk.cpu(d.v["cryp_key_prep_cycles"])
		d.prepared = true
	case crypAESGCM:
		if crypPhase(v) == 0 {
			d.gcmInit()
		}
	case crypAESECB, crypAESCBC, crypAESCTR, crypTDESECB, crypTDESCBC, crypDESECB, crypDESCBC:
	default:
		d.warn(fmt.Sprintf("CRYP: ALGOMODE %d is not modelled (AES ECB, CBC, CTR, GCM, DES and TDES ECB, CBC are)", crypMode(v)))
	}
}

// push is one word into the input FIFO; the fourth of a block starts it.
func (d *crypDevice) push(w uint32) {
	if d.cr&crypCREnable == 0 {
		d.warn("CRYP: CRYP_DIN written with CRYPEN clear: the word is ignored")
		return
	}
	now := d.clk.now()
	if d.inFIFO(now) >= crypFIFOWords {
		d.warn("CRYP: CRYP_DIN written with the input FIFO full (poll IFNF first): the bus would stall")
	}
	d.in = append(d.in, w)
	bw := d.blockWords()
	if len(d.in) < bw {
		return
	}
	start := max(now, d.engineFree)
	d.engineFree = start + d.blockCPU()
	d.started = append(d.started, crypStart{start, bw})
	out := d.process(d.in[:bw])
	d.in = d.in[:0]
	for _, o := range out {
		d.out = append(d.out, crypOut{o, d.engineFree})
	}
}

// inFIFO counts the input words no block has taken by cycle now: those
// of the incomplete block, and those of blocks that start later.
func (d *crypDevice) inFIFO(now uint64) int {
	n := len(d.in)
	for i := len(d.started) - 1; i >= 0 && d.started[i].at > now; i-- {
		n += d.started[i].words
	}
	// Only the last few blocks can still be waiting (the FIFO holds 8
	// words): older ones are forgotten.
	if len(d.started) > 8 {
		d.started = d.started[len(d.started)-8:]
	}
	return n
}

// bytesOf and wordsOf convert between FIFO words and the block's bytes
// as CRYP_CR.DATATYPE says (00: no swap, big-endian words; 10: bytes,
// the words as the core's little-endian memory holds them).
func (d *crypDevice) bytesOf(ws []uint32) []byte {
	b := make([]byte, 0, 4*len(ws))
	for _, w := range ws {
		if d.cr>>6&3 == 2 {
			b = binary.LittleEndian.AppendUint32(b, w)
		} else {
			b = binary.BigEndian.AppendUint32(b, w)
		}
	}
	return b
}

func (d *crypDevice) wordsOf(b []byte) []uint32 {
	out := make([]uint32, len(b)/4)
	for i := range out {
		if d.cr>>6&3 == 2 {
			out[i] = binary.LittleEndian.Uint32(b[4*i:])
		} else {
			out[i] = binary.BigEndian.Uint32(b[4*i:])
		}
	}
	return out
}

// aesKey is the key registers' right-aligned key, big-endian words.
func (d *crypDevice) aesKey() []byte {
	n := d.keyBits() / 32
	b := make([]byte, 0, 32)
	for _, w := range d.key[8-n:] {
		b = binary.BigEndian.AppendUint32(b, w)
	}
	return b
}

func (d *crypDevice) ivBytes() []byte {
	b := make([]byte, 0, 16)
	for _, w := range d.iv {
		b = binary.BigEndian.AppendUint32(b, w)
	}
	return b
}

func (d *crypDevice) setIV(b []byte) {
	for i := range d.iv {
		d.iv[i] = binary.BigEndian.Uint32(b[4*i:])
	}
}

// desBlock is the DES (key 1) or TDES (keys 1, 2, 3) cipher of the key
// registers K1LR..K3RR.
func (d *crypDevice) desBlock() (cipher.Block, error) {
	var k []byte
	for _, w := range d.key[2:8] {
		k = binary.BigEndian.AppendUint32(k, w)
	}
	if m := crypMode(d.cr); m == crypDESECB || m == crypDESCBC {
		return des.NewCipher(k[:8])
	}
	return des.NewTripleDESCipher(k)
}

// processDES computes one 64-bit block; CBC chains through IV0LR/IV0RR.
func (d *crypDevice) processDES(ws []uint32) []uint32 {
	in := d.bytesOf(ws)
	blk, err := d.desBlock()
	if err != nil {
		d.warn("CRYP: " + err.Error())
		return make([]uint32, len(ws))
	}
	out := make([]byte, 8)
	dec := d.cr&crypCRDecrypt != 0
	iv := d.ivBytes()[:8]
	switch m := crypMode(d.cr); {
	case m == crypTDESECB || m == crypDESECB:
		if dec {
			blk.Decrypt(out, in)
		} else {
			blk.Encrypt(out, in)
		}
	case dec:
		blk.Decrypt(out, in)
		xorInto(out, iv)
		d.iv[0], d.iv[1] = binary.BigEndian.Uint32(in), binary.BigEndian.Uint32(in[4:])
	default:
		x := append([]byte(nil), in...)
		xorInto(x, iv)
		blk.Encrypt(out, x)
		d.iv[0], d.iv[1] = binary.BigEndian.Uint32(out), binary.BigEndian.Uint32(out[4:])
	}
	return d.wordsOf(out)
}

// process computes one block with Go's AES (or DES) and updates the IV
// registers as the chaining mode does.
func (d *crypDevice) process(ws []uint32) []uint32 {
	if d.des() {
		return d.processDES(ws)
	}
	if crypMode(d.cr) == crypAESGCM {
		return d.processGCM(ws)
	}
	in := d.bytesOf(ws)
	blk, err := aes.NewCipher(d.aesKey())
	if err != nil {
		d.warn("CRYP: " + err.Error())
		return make([]uint32, 4)
	}
	out := make([]byte, 16)
	dec := d.cr&crypCRDecrypt != 0
	mode := crypMode(d.cr)
	if dec && (mode == crypAESECB || mode == crypAESCBC) && !d.prepared {
		d.warn("CRYP: ECB/CBC decryption without the key preparation (ALGOMODE 111): the output is wrong on the chip")
		return make([]uint32, 4)
	}
	switch mode {
	case crypAESECB:
		if dec {
			blk.Decrypt(out, in)
		} else {
			blk.Encrypt(out, in)
		}
	case crypAESCBC:
		iv := d.ivBytes()
		if dec {
			blk.Decrypt(out, in)
			xorInto(out, iv)
			d.setIV(in)
		} else {
			x := make([]byte, 16)
			copy(x, in)
			xorInto(x, iv)
			blk.Encrypt(out, x)
			d.setIV(out)
		}
	case crypAESCTR:
		ks := make([]byte, 16)
		blk.Encrypt(ks, d.ivBytes())
		copy(out, in)
		xorInto(out, ks)
		d.iv[3]++ // the counter is the IV's last 32 bits (RM0475 CTR mode)
	default:
		return make([]uint32, 4)
	}
	return d.wordsOf(out)
}

func xorInto(dst, src []byte) {
	for i := range dst {
		dst[i] ^= src[i]
	}
}

func (d *crypDevice) MMIORead(addr uint32, size int) uint32 {
	word := addr &^ 3
	off := word - d.base
	var v uint32
	switch {
	case off == crypCR:
		v = d.cr
		selfClearing := crypMode(d.cr) == crypAESPrep || crypMode(d.cr) == crypAESGCM && crypPhase(d.cr) == 0
		if selfClearing && d.clk.now() >= d.engineFree {
			v &^= crypCREnable
		}
	case off == crypSR:
		v = d.status(d.clk.now())
	case off == crypDOUT:
		v = d.pop(d.clk.now())
	case off >= crypK0LR && off < crypK0LR+32:
		v = 0 // the key registers are write-only
	case off >= crypIV0LR && off < crypIV0LR+16:
		v = d.iv[(off-crypIV0LR)/4]
	default:
		v = d.regs[word]
	}
	return narrow(addr, size, v)
}

// pop reads CRYP_DOUT: the oldest output word if it is ready.
func (d *crypDevice) pop(now uint64) uint32 {
	if len(d.out) == 0 || d.out[0].ready > now {
		d.warn("CRYP: CRYP_DOUT read with the output FIFO empty (poll OFNE first): the read returns 0")
		return 0
	}
	w := d.out[0].w
	d.out = d.out[1:]
	return w
}

// status is CRYP_SR at cycle now.
func (d *crypDevice) status(now uint64) uint32 {
	var v uint32
	in := d.inFIFO(now)
	if in == 0 {
		v |= crypSRIFEM
	}
	if in < crypFIFOWords {
		v |= crypSRIFNF
	}
	ready := 0
	for _, o := range d.out {
		if o.ready <= now {
			ready++
		}
	}
	if ready > 0 {
		v |= crypSROFNE
	}
	if ready >= crypFIFOWords {
		v |= crypSROFFU
	}
	if now < d.engineFree || in >= d.blockWords() {
		v |= crypSRBusy
	}
	return v
}
