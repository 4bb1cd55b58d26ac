package devices

import (
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding/binary"
	"fmt"
	"hash"
	"math"

	"boardless/models"
)

// The HASH processor (RM0475 HASH chapter; register map as in the
// STM32MP13 SVD): SHA-1, SHA-224, SHA-256, SHA-384, SHA-512 and SHA3-224
// to SHA3-512 (the digest registers taken to hold SHA-3's digest in the
// same big-endian words as SHA-2's: an assumption), words in
// through HASH_DIN, the last word's valid bits in HASH_STR.NBLW and the
// final digest on HASH_STR.DCAL, the digest in HASH_HR.
//
// Timing: a block is processed when the word after it arrives (NBWE
// counts block+1 words after INIT, block words after each partial
// digest), for hash_*_block_cycles bus cycles; DCAL processes what is
// left with the padding. BUSY is set while the engine works; DINIS when
// the engine is idle and at most one word waits (16 free FIFO
// locations); DCIS once the final digest is ready. A driver that writes
// a block while the engine is still busy queues it behind the current
// one (the real HASH would stall the bus; ours polls first).
//
// Not modelled: HMAC (MODE), SHAKE and raw Keccak, DMA, context swapping
// (HASH_CSR reads back what was written), interrupts.

// HASH register offsets and bits.
const (
	hashCR   = 0x00
	hashDIN  = 0x04
	hashSTR  = 0x08
	hashHRA0 = 0x0c // HRA0..HRA4: aliases of HR0..HR4
	hashIMR  = 0x20
	hashSR   = 0x24
	hashHR0  = 0x310 // HR0..HR15

	hashCRInit    = 1 << 2
	hashCRMode    = 1 << 6
	hashSTRDCAL   = 1 << 8
	hashSRDINIS   = 1 << 0
	hashSRDCIS    = 1 << 1
	hashSRBusy    = 1 << 3
	hashSRDINNE   = 1 << 15
	hashCRAlgoPos = 17
)

// hashAlgo is one ALGO[3:0] encoding (HASH_CR bits 20:17).
type hashAlgo struct {
	name       string
	newHash    func() hash.Hash
	blockWords int    // 16 (512-bit), 32 (1024-bit), or SHA-3's rate in words
	lenBytes   int    // the padding's length field: 8 or 16 bytes (SHA-3: none, pad10*1)
	cyclesName string // the accelerators.timing parameter
}

var hashAlgos = map[uint32]hashAlgo{
	0x0: {"SHA-1", sha1.New, 16, 8, "hash_sha1_block_cycles"},
	0x2: {"SHA-224", sha256.New224, 16, 8, "hash_sha256_block_cycles"},
	0x3: {"SHA-256", sha256.New, 16, 8, "hash_sha256_block_cycles"},
	0xc: {"SHA-384", sha512.New384, 32, 16, "hash_sha512_block_cycles"},
	0xf: {"SHA-512", sha512.New, 32, 16, "hash_sha512_block_cycles"},
	// SHA-3 (ALGO 01xx): the block is the rate, 1600-2*digest bits.
	0x4: {"SHA3-224", func() hash.Hash { return sha3.New224() }, 36, 0, "hash_sha3_block_cycles"},
	0x5: {"SHA3-256", func() hash.Hash { return sha3.New256() }, 34, 0, "hash_sha3_block_cycles"},
	0x6: {"SHA3-384", func() hash.Hash { return sha3.New384() }, 26, 0, "hash_sha3_block_cycles"},
	0x7: {"SHA3-512", func() hash.Hash { return sha3.New512() }, 18, 0, "hash_sha3_block_cycles"},
}

type hashDevice struct {
	base uint32
	clk  accelClock
	v    models.Values
	warn func(string)

	cr, str, imr uint32
	algo         hashAlgo
	algoOK       bool
	words        []uint32 // every HASH_DIN word since INIT
	nbwe         int      // words expected before the next partial digest
	dispatched   int      // blocks handed to the engine
	engineFree   uint64   // CPU cycle the engine finishes its last block
	dcal         bool     // DCAL written: the final digest is (being) computed
	srCleared    uint32   // DINIS/DCIS written to 0 by software
	digest       [16]uint32
	regs         map[uint32]uint32 // the other registers read back
}

func newHashDevice(base uint32, clk accelClock, v models.Values, warn func(string)) *hashDevice {
	d := &hashDevice{base: base, clk: clk, v: v, warn: warn, regs: map[uint32]uint32{}}
	d.init(0)
	return d
}

// init is HASH_CR.INIT: a new message with the CR's algorithm.
func (d *hashDevice) init(cr uint32) {
	d.cr = cr &^ hashCRInit
	d.algo, d.algoOK = hashAlgos[cr>>hashCRAlgoPos&0xf]
	if !d.algoOK {
		d.warn(fmt.Sprintf("HASH: ALGO 0x%x is not modelled (SHA-1, SHA-2 and SHA-3 are)", cr>>hashCRAlgoPos&0xf))
		d.algo = hashAlgos[0]
	}
	if cr&hashCRMode != 0 {
		d.warn("HASH: HMAC mode is not modelled: the digest is the plain hash")
	}
	d.words, d.dispatched, d.dcal, d.srCleared = d.words[:0], 0, false, 0
	d.nbwe = d.algo.blockWords + 1
	d.digest = [16]uint32{}
}

// blockCPU is one block's processing time in CPU cycles.
func (d *hashDevice) blockCPU() uint64 { return d.clk.cpu(d.v[d.algo.cyclesName]) }

// dispatch hands one block to the engine at cycle now: it starts when
// the engine is free.
func (d *hashDevice) dispatch(now uint64) {
	d.engineFree = max(now, d.engineFree) + d.blockCPU()
	d.dispatched++
}

func (d *hashDevice) MMIOWrite(addr uint32, size int, v uint32) {
	word, v := wordOf(addr, size, v)
	switch word - d.base {
	case hashCR:
		if v&hashCRInit != 0 {
			d.init(v)
			return
		}
		// Only DMAE and the like change outside INIT; ALGO, MODE,
		// DATATYPE are taken at INIT (RM0475), but DATATYPE is read
		// when words arrive.
		d.cr = d.cr&^0x30 | v&0x30
	case hashDIN:
		d.words = append(d.words, v)
		d.srCleared &^= hashSRDINIS
		d.nbwe--
		if d.nbwe == 0 {
			d.dispatch(d.clk.now())
			d.nbwe = d.algo.blockWords
		}
	case hashSTR:
		if v&hashSTRDCAL != 0 {
			d.final(d.clk.now())
			return
		}
		d.str = v & 0x1f
	case hashIMR:
		d.imr = v & 3
	case hashSR:
		// DINIS and DCIS are cleared by writing 0 (rc_w0).
		d.srCleared |= ^v & (hashSRDINIS | hashSRDCIS)
	default:
		d.regs[word] = v
	}
}

// final is DCAL: the rest of the message and its padding are processed,
// the last block taking hash_final_block_factor times a block.
func (d *hashDevice) final(now uint64) {
	msg := d.message()
	bw := d.algo.blockWords * 4
	padded := (len(msg) + 1 + d.algo.lenBytes + bw - 1) / bw
	left := padded - d.dispatched
	start := max(now, d.engineFree)
	if left > 0 {
		block := d.v[d.algo.cyclesName]
		last := d.clk.cpu(math.Ceil(block * d.v["hash_final_block_factor"]))
		d.engineFree = start + uint64(left-1)*d.blockCPU() + last
	}
	d.dispatched = padded
	d.dcal = true
	d.srCleared &^= hashSRDCIS
	h := d.algo.newHash()
	h.Write(msg)
	sum := h.Sum(nil)
	for i := 0; i*4 < len(sum) && i < len(d.digest); i++ {
		var w [4]byte
		copy(w[:], sum[i*4:])
		d.digest[i] = binary.BigEndian.Uint32(w[:])
	}
}

// message is the bit string the words carry, as DATATYPE says (00: 32-bit
// words, no swap; 01: half-words; 10: bytes; 11: bits — byte messages
// are whole bytes, so 11 is taken as 10 here), cut to NBLW valid bits
// in the last word (0: all 32).
func (d *hashDevice) message() []byte {
	dt := d.cr >> 4 & 3
	out := make([]byte, 0, 4*len(d.words))
	for _, w := range d.words {
		switch dt {
		case 0:
			out = binary.BigEndian.AppendUint32(out, w)
		case 1:
			out = binary.BigEndian.AppendUint32(out, w<<16|w>>16)
		default:
			out = binary.LittleEndian.AppendUint32(out, w)
		}
	}
	if nb := d.str & 0x1f; nb != 0 && len(d.words) > 0 {
		out = out[:len(out)-4+int(nb+7)/8]
	}
	return out
}

func (d *hashDevice) MMIORead(addr uint32, size int) uint32 {
	word := addr &^ 3
	return narrow(addr, size, d.read(word-d.base))
}

func (d *hashDevice) read(off uint32) uint32 {
	switch {
	case off == hashCR:
		nbw := uint32(len(d.words)-d.dispatched*d.algo.blockWords) & 0xf
		v := d.cr | nbw<<8
		if len(d.words) > 0 && !d.dcal {
			v |= 1 << 12 // DINNE
		}
		return v
	case off == hashSTR:
		return d.str
	case off == hashIMR:
		return d.imr
	case off == hashSR:
		return d.status(d.clk.now())
	case off >= hashHRA0 && off < hashHRA0+5*4:
		return d.digest[(off-hashHRA0)/4]
	case off >= hashHR0 && off < hashHR0+16*4:
		return d.digest[(off-hashHR0)/4]
	}
	return d.regs[d.base+off]
}

// status is HASH_SR at cycle now.
func (d *hashDevice) status(now uint64) uint32 {
	busy := now < d.engineFree
	pending := len(d.words) - d.dispatched*d.algo.blockWords
	var v uint32
	if busy {
		v |= hashSRBusy
	}
	if !busy && !d.dcal && pending <= 1 {
		v |= hashSRDINIS
	}
	if !busy && d.dcal {
		v |= hashSRDCIS
	}
	v &^= d.srCleared
	if pending > 0 && !d.dcal {
		v |= hashSRDINNE
	}
	nbwp := uint32(max(pending, 0)) & 0x1f
	return v | nbwp<<9 | uint32(d.nbwe)&0x3f<<16
}
