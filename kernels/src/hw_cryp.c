/*
 * hw_cryp.c - AES-CBC, AES-CTR, AES-GCM and TDES-CBC on the STM32MP135's CRYP (CRYP1 at
 * 0x54002000), polling.  The sequence is RM0475's for the CPU moving the
 * data:
 *   1. CRYPEN = 0; flush the FIFOs; the key into CRYP_K0LR..K3RR,
 *      right-aligned (AES-128: K2LR..K3RR), big-endian words; TDES: keys
 *      1, 2, 3 into K1LR/RR, K2LR/RR, K3LR/RR.
 *   2. ECB/CBC decryption only: key preparation, ALGOMODE = 111 with
 *      CRYPEN = 1; wait for CRYP_SR.BUSY to clear (CRYPEN clears itself).
 *   3. CRYP_CR: ALGOMODE, ALGODIR, KEYSIZE, DATATYPE = 8-bit (the CRYP
 *      swaps the bytes of each little-endian word); the IV into
 *      CRYP_IV0LR..IV1RR; CRYPEN = 1.
 *   4. Per 16-byte block: wait for IFNF, four words into CRYP_DIN; wait
 *      for OFNE, four words out of CRYP_DOUT.
 *   5. CRYPEN = 0.
 */
#include <stdint.h>
#include <string.h>

#include "api_hw.h"

#define CRYP_BASE 0x54002000u
#define CRYP_REG(off) (*(volatile uint32_t *)(CRYP_BASE + (off)))
#define CRYP_CR CRYP_REG(0x00)
#define CRYP_SR CRYP_REG(0x04)
#define CRYP_DIN CRYP_REG(0x08)
#define CRYP_DOUT CRYP_REG(0x0c)
#define CRYP_K(i) CRYP_REG(0x20 + 4 * (i)) /* K0LR, K0RR, ..., K3RR */
#define CRYP_IV(i) CRYP_REG(0x40 + 4 * (i)) /* IV0LR, IV0RR, IV1LR, IV1RR */

#define CR_ALGODIR_DEC (1u << 2)
#define CR_ALGOMODE(m) (((uint32_t)(m) & 7u) << 3 | ((uint32_t)(m) >> 3 & 1u) << 19)
#define CR_DATATYPE_8BIT (2u << 6)
#define CR_KEYSIZE(k) ((uint32_t)(k) << 8)
#define CR_FFLUSH (1u << 14)
#define CR_CRYPEN (1u << 15)
#define CR_PHASE(p) ((uint32_t)(p) << 16) /* GCM_CCMPH */
#define CR_NPBLB(n) ((uint32_t)(n) << 20)
#define SR_IFNF (1u << 1)
#define SR_OFNE (1u << 2)
#define SR_BUSY (1u << 4)

enum { MODE_TDES_CBC = 1, MODE_AES_ECB = 4, MODE_AES_CBC = 5, MODE_AES_CTR = 6, MODE_AES_KEYPREP = 7, MODE_AES_GCM = 8 };
enum { PHASE_INIT = 0, PHASE_HEADER = 1, PHASE_PAYLOAD = 2, PHASE_FINAL = 3 };

static uint32_t load_be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static uint32_t load_le32(const uint8_t *p)
{
	uint32_t w;
	memcpy(&w, p, 4);
	return w;
}

static void store_le32(uint8_t *p, uint32_t w)
{
	memcpy(p, &w, 4);
}

/* keysize returns CRYP_CR.KEYSIZE for key_bits, or -1. */
static int keysize(uint32_t key_bits)
{
	switch (key_bits) {
	case 128:
		return 0;
	case 192:
		return 1;
	case 256:
		return 2;
	}
	return -1;
}

static void write_iv(const uint32_t ctr[4])
{
	for (int i = 0; i < 4; i++)
		CRYP_IV(i) = ctr[i];
}

/* setup runs steps 1 to 3 and returns the CR value of the mode. */
static uint32_t setup(const uint8_t *key, uint32_t key_bits, int ks, const uint32_t iv[4], uint32_t mode, int decrypt)
{
	CRYP_CR = 0;
	CRYP_CR = CR_FFLUSH;
	uint32_t nk = key_bits / 32;
	for (uint32_t i = 0; i < nk; i++)
		CRYP_K(8 - nk + i) = load_be32(key + 4 * i);
	uint32_t base = CR_KEYSIZE(ks) | CR_DATATYPE_8BIT;
	if (decrypt && (mode == MODE_AES_ECB || mode == MODE_AES_CBC)) {
		CRYP_CR = base | CR_ALGOMODE(MODE_AES_KEYPREP) | CR_CRYPEN;
		while (CRYP_SR & SR_BUSY) {
		}
	}
	uint32_t cr = base | CR_ALGOMODE(mode) | (decrypt ? CR_ALGODIR_DEC : 0);
	CRYP_CR = cr;
	write_iv(iv);
	CRYP_CR = cr | CR_CRYPEN;
	return cr;
}

/* block pushes one 16-byte block through the CRYP (step 4). */
static void block(const uint8_t *in, uint8_t *out)
{
	while (!(CRYP_SR & SR_IFNF)) {
	}
	for (int i = 0; i < 4; i++)
		CRYP_DIN = load_le32(in + 4 * i);
	while (!(CRYP_SR & SR_OFNE)) {
	}
	for (int i = 0; i < 4; i++)
		store_le32(out + 4 * i, CRYP_DOUT);
}

static int cbc(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len, int decrypt)
{
	int ks = keysize(key_bits);
	if (ks < 0 || len % 16 != 0)
		return -1;
	uint32_t v[4];
	for (int i = 0; i < 4; i++)
		v[i] = load_be32(iv + 4 * i);
	setup(key, key_bits, ks, v, MODE_AES_CBC, decrypt);
	for (uint32_t off = 0; off < len; off += 16)
		block(in + off, out + off);
	CRYP_CR = 0;
	return 0;
}

int hw_aes_cbc_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len)
{
	return cbc(key, key_bits, iv, in, out, len, 0);
}

int hw_aes_cbc_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len)
{
	return cbc(key, key_bits, iv, in, out, len, 1);
}

int hw_aes_ctr_crypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len)
{
	int ks = keysize(key_bits);
	if (ks < 0)
		return -1;
	uint32_t ctr[4];
	for (int i = 0; i < 4; i++)
		ctr[i] = load_be32(iv + 4 * i);
	uint32_t cr = setup(key, key_bits, ks, ctr, MODE_AES_CTR, 0);
	uint32_t off = 0;
	for (; off + 16 <= len; off += 16) {
		block(in + off, out + off);
		/* The CRYP counts in the last word only; carry into the rest as
		 * the whole block is one number, reloading the IV registers. */
		if (++ctr[3] == 0) {
			for (int i = 2; i >= 0 && ++ctr[i] == 0; i--) {
			}
			CRYP_CR = cr;
			write_iv(ctr);
			CRYP_CR = cr | CR_CRYPEN;
		}
	}
	if (off < len) {
		uint8_t buf[16] = {0};
		memcpy(buf, in + off, len - off);
		block(buf, buf);
		memcpy(out + off, buf, len - off);
	}
	CRYP_CR = 0;
	return 0;
}

/* TDES-CBC: 64-bit blocks, two words each way; key_bits 192 (K1, K2, K3)
 * or 128 (K1, K2, K1), as tdes_cbc_encrypt. No key preparation. */
static int tdes_cbc(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len, int decrypt)
{
	if ((key_bits != 192 && key_bits != 128) || len % 8 != 0)
		return -1;
	CRYP_CR = 0;
	CRYP_CR = CR_FFLUSH;
	for (int k = 0; k < 3; k++) {
		const uint8_t *kk = key + 8 * (k == 2 && key_bits == 128 ? 0 : k);
		CRYP_K(2 + 2 * k) = load_be32(kk);
		CRYP_K(3 + 2 * k) = load_be32(kk + 4);
	}
	uint32_t cr = CR_DATATYPE_8BIT | CR_ALGOMODE(MODE_TDES_CBC) | (decrypt ? CR_ALGODIR_DEC : 0);
	CRYP_CR = cr;
	CRYP_IV(0) = load_be32(iv);
	CRYP_IV(1) = load_be32(iv + 4);
	CRYP_CR = cr | CR_CRYPEN;
	for (uint32_t off = 0; off < len; off += 8) {
		while (!(CRYP_SR & SR_IFNF)) {
		}
		CRYP_DIN = load_le32(in + off);
		CRYP_DIN = load_le32(in + off + 4);
		while (!(CRYP_SR & SR_OFNE)) {
		}
		store_le32(out + off, CRYP_DOUT);
		store_le32(out + off + 4, CRYP_DOUT);
	}
	CRYP_CR = 0;
	return 0;
}

int hw_tdes_cbc_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len)
{
	return tdes_cbc(key, key_bits, iv, in, out, len, 0);
}

int hw_tdes_cbc_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *iv, const uint8_t *in, uint8_t *out, uint32_t len)
{
	return tdes_cbc(key, key_bits, iv, in, out, len, 1);
}

static void wait_idle(void)
{
	while (CRYP_SR & SR_BUSY) {
	}
}

/* gcm_header pushes the AAD through the header phase, the last block
 * zero-padded; no output. */
static void gcm_header(const uint8_t *aad, uint32_t aad_len)
{
	for (uint32_t off = 0; off < aad_len; off += 16) {
		uint8_t buf[16] = {0};
		uint32_t n = aad_len - off < 16 ? aad_len - off : 16;
		memcpy(buf, aad + off, n);
		while (!(CRYP_SR & SR_IFNF)) {
		}
		for (int i = 0; i < 4; i++)
			CRYP_DIN = load_le32(buf + 4 * i);
	}
	wait_idle();
}

/* AES-GCM, 12-byte nonce, 16-byte tag (RM0475's GCM sequence): init
 * phase (the hash key), header phase (the AAD), payload phase (NPBLB set
 * for a partial last block when encrypting), final phase (the lengths in,
 * the tag out). Decryption compares the tag and zeroes out on failure. */
static int gcm(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len,
	       const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag, int decrypt)
{
	int ks = keysize(key_bits);
	if (ks < 0)
		return -1;
	CRYP_CR = 0;
	CRYP_CR = CR_FFLUSH;
	uint32_t nk = key_bits / 32;
	for (uint32_t i = 0; i < nk; i++)
		CRYP_K(8 - nk + i) = load_be32(key + 4 * i);
	uint32_t base = CR_KEYSIZE(ks) | CR_DATATYPE_8BIT | CR_ALGOMODE(MODE_AES_GCM);
	uint32_t ctr[4] = {load_be32(nonce), load_be32(nonce + 4), load_be32(nonce + 8), 2};
	CRYP_CR = base | CR_PHASE(PHASE_INIT);
	write_iv(ctr);
	CRYP_CR = base | CR_PHASE(PHASE_INIT) | CR_CRYPEN;
	while (CRYP_CR & CR_CRYPEN) { /* the init phase clears CRYPEN when H is ready */
	}
	if (aad_len != 0) {
		CRYP_CR = base | CR_PHASE(PHASE_HEADER) | CR_CRYPEN;
		gcm_header(aad, aad_len);
	}
	uint32_t dir = decrypt ? CR_ALGODIR_DEC : 0;
	if (len != 0) {
		CRYP_CR = base | CR_PHASE(PHASE_PAYLOAD) | dir | CR_CRYPEN;
		uint32_t off = 0;
		for (; off + 16 <= len; off += 16)
			block(in + off, out + off);
		if (off < len) {
			uint32_t n = len - off;
			uint8_t buf[16] = {0};
			memcpy(buf, in + off, n);
			if (!decrypt)
				CRYP_CR = base | CR_PHASE(PHASE_PAYLOAD) | CR_NPBLB(16 - n) | CR_CRYPEN;
			block(buf, buf);
			memcpy(out + off, buf, n);
		}
		wait_idle();
	}
	CRYP_CR = base | CR_PHASE(PHASE_FINAL) | CR_CRYPEN;
	uint8_t lens[16] = {0};
	uint64_t la = (uint64_t)aad_len * 8, lc = (uint64_t)len * 8;
	for (int i = 0; i < 8; i++) {
		lens[7 - i] = (uint8_t)(la >> (8 * i));
		lens[15 - i] = (uint8_t)(lc >> (8 * i));
	}
	uint8_t t[16];
	block(lens, t);
	CRYP_CR = 0;
	if (!decrypt) {
		memcpy(tag, t, 16);
		return 0;
	}
	uint8_t diff = 0;
	for (int i = 0; i < 16; i++)
		diff |= (uint8_t)(t[i] ^ tag[i]);
	if (diff != 0) {
		memset(out, 0, len);
		return -1;
	}
	return 0;
}

int hw_aes_gcm_encrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len,
		       const uint8_t *in, uint8_t *out, uint32_t len, uint8_t *tag)
{
	return gcm(key, key_bits, nonce, aad, aad_len, in, out, len, tag, 0);
}

int hw_aes_gcm_decrypt(const uint8_t *key, uint32_t key_bits, const uint8_t *nonce, const uint8_t *aad, uint32_t aad_len,
		       const uint8_t *in, uint8_t *out, uint32_t len, const uint8_t *tag)
{
	return gcm(key, key_bits, nonce, aad, aad_len, in, out, len, (uint8_t *)tag, 1);
}
