package devices

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"encoding/binary"
)

// AES-GCM on the CRYP (ALGOMODE 1000), in the manual's four phases
// (CRYP_CR.GCM_CCMPH): init (00: the hash key H = E(K, 0), one AES
// block, CRYPEN clears itself when done), header (01: the AAD, one
// cryp_gcm_header_block_cycles per block, no output), payload (10: the
// data, CTR from the IV registers, one AES block each) and final (11:
// len(A) || len(C) in, the tag out after one AES block). The device
// keeps the AAD and the plaintext and computes the tag with Go's GCM;
// the lengths of the final phase cut the zero padding of the last
// header and payload blocks off (GHASH of a zero-padded block is the
// chip's, the lengths are what differ). The IV registers must hold a
// 96-bit nonce and the counter 2 at the init phase (the case of a
// 12-byte nonce, SP 800-38D); CRYP_CR.NPBLB is not needed by this
// model (the tag is computed from the plaintext) and is ignored.

const (
	crypAESGCM   = 8
	crypPhaseLSB = 16 // GCM_CCMPH: bits 17:16
)

func crypPhase(cr uint32) uint32 { return cr >> crypPhaseLSB & 3 }

// gcmState is one message's GCM: its nonce, AAD and plaintext so far.
type gcmState struct {
	nonce     []byte
	aad, text []byte
}

// gcmInit starts the init phase: H is one AES block.
func (d *crypDevice) gcmInit() {
	iv := d.ivBytes()
	if d.iv[3] != 2 {
		d.warn("CRYP: GCM with an IV counter other than 2 at the init phase is not modelled (a 96-bit nonce and counter 2 are)")
	}
	d.gcm = gcmState{nonce: iv[:12]}
	d.engineFree = max(d.clk.now(), d.engineFree) + d.blockCPU()
}

// gcmBlockCPU is a block's time in the current phase.
func (d *crypDevice) gcmBlockCPU() uint64 {
	if crypPhase(d.cr) == 1 {
		return d.clk.cpu(d.v["cryp_gcm_header_block_cycles"])
	}
	return d.clk.cpu(d.v[aesCyclesName(d.keyBits())])
}

// processGCM is one block of the header, payload or final phase; nil
// for a header block (it has no output).
func (d *crypDevice) processGCM(ws []uint32) []uint32 {
	in := d.bytesOf(ws)
	blk, err := aes.NewCipher(d.aesKey())
	if err != nil {
		d.warn("CRYP: " + err.Error())
		return make([]uint32, 4)
	}
	switch crypPhase(d.cr) {
	case 1:
		d.gcm.aad = append(d.gcm.aad, in...)
		return nil
	case 2:
		ks := make([]byte, 16)
		blk.Encrypt(ks, d.ivBytes())
		d.iv[3]++
		out := append([]byte(nil), in...)
		xorInto(out, ks)
		if d.cr&crypCRDecrypt != 0 {
			d.gcm.text = append(d.gcm.text, out...)
		} else {
			d.gcm.text = append(d.gcm.text, in...)
		}
		return d.wordsOf(out)
	case 3:
		return d.wordsOf(d.gcmTag(blk, in))
	}
	d.warn("CRYP: GCM data written in the init phase")
	return make([]uint32, 4)
}

// gcmTag is the final phase: in is len(A) || len(C) in bits, 64-bit
// big-endian each.
func (d *crypDevice) gcmTag(blk cipher.Block, in []byte) []byte {
	la, lc := binary.BigEndian.Uint64(in)/8, binary.BigEndian.Uint64(in[8:])/8
	if la > uint64(len(d.gcm.aad)) || lc > uint64(len(d.gcm.text)) || len(d.gcm.aad)-int(la) >= 16 || len(d.gcm.text)-int(lc) >= 16 {
		d.warn("CRYP: GCM final phase: the lengths do not fit the header and payload blocks written")
		return make([]byte, 16)
	}
	aad, text := d.gcm.aad[:la], d.gcm.text[:lc]
	if !bytes.Equal(d.gcm.aad[la:], make([]byte, len(d.gcm.aad)-int(la))) {
		d.warn("CRYP: GCM: the last header block is not zero-padded")
	}
	g, err := cipher.NewGCM(blk)
	if err != nil {
		d.warn("CRYP: " + err.Error())
		return make([]byte, 16)
	}
	sealed := g.Seal(nil, d.gcm.nonce, text, aad)
	return sealed[len(text):]
}
