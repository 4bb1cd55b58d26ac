/*
 * hw_hash.c - SHA-1, SHA-2 and SHA-3 on the STM32MP135's HASH processor (HASH1 at
 * 0x54003000), polling.  The sequence is RM0475's for a message entered
 * by the CPU:
 *   1. HASH_CR: ALGO, DATATYPE = 8-bit (the HASH swaps the bytes of each
 *      little-endian word into message order), INIT.
 *   2. The message's whole words into HASH_DIN, one block at a time;
 *      before each block the driver waits for HASH_SR.BUSY to clear (the
 *      HASH processes a block when the word after it arrives, so it is
 *      busy with the previous block while this one is written).
 *   3. The last, partial word (zero-padded), then HASH_STR.NBLW = the
 *      number of valid bits in it, then HASH_STR.DCAL.
 *   4. Wait for HASH_SR.DCIS; read the digest from HASH_HR0.. (each
 *      register a big-endian word of the digest).
 */
#include <stdint.h>
#include <string.h>

#include "api_hw.h"

#define HASH_BASE 0x54003000u
#define HASH_REG(off) (*(volatile uint32_t *)(HASH_BASE + (off)))
#define HASH_CR HASH_REG(0x00)
#define HASH_DIN HASH_REG(0x04)
#define HASH_STR HASH_REG(0x08)
#define HASH_SR HASH_REG(0x24)
#define HASH_HR(i) HASH_REG(0x310 + 4 * (i))

#define HASH_CR_INIT (1u << 2)
#define HASH_CR_DATATYPE_8BIT (2u << 4)
#define HASH_CR_ALGO(a) ((uint32_t)(a) << 17)
#define HASH_STR_DCAL (1u << 8)
#define HASH_SR_DCIS (1u << 1)
#define HASH_SR_BUSY (1u << 3)

/* ALGO[3:0] (HASH_CR bits 20:17) */
enum {
	ALGO_SHA1 = 0x0, ALGO_SHA224 = 0x2, ALGO_SHA256 = 0x3, ALGO_SHA384 = 0xc, ALGO_SHA512 = 0xf,
	ALGO_SHA3_224 = 0x4, ALGO_SHA3_256 = 0x5, ALGO_SHA3_384 = 0x6, ALGO_SHA3_512 = 0x7,
};

static uint32_t load_le32(const uint8_t *p)
{
	uint32_t w;
	memcpy(&w, p, 4);
	return w;
}

static void hash_run(uint32_t algo, uint32_t block_words, const uint8_t *msg, uint32_t len,
		     uint8_t *digest, uint32_t digest_words)
{
	HASH_CR = HASH_CR_ALGO(algo) | HASH_CR_DATATYPE_8BIT | HASH_CR_INIT;
	uint32_t whole = len / 4;
	for (uint32_t i = 0; i < whole;) {
		while (HASH_SR & HASH_SR_BUSY) {
		}
		uint32_t end = whole - i < block_words ? whole : i + block_words;
		for (; i < end; i++)
			HASH_DIN = load_le32(msg + 4 * i);
	}
	uint32_t tail = len % 4;
	if (tail != 0) {
		uint8_t last[4] = {0, 0, 0, 0};
		memcpy(last, msg + 4 * whole, tail);
		HASH_DIN = load_le32(last);
	}
	/* NBLW and DCAL cannot be written together (RM0475). */
	HASH_STR = tail * 8;
	HASH_STR = HASH_STR_DCAL;
	while (!(HASH_SR & HASH_SR_DCIS)) {
	}
	for (uint32_t i = 0; i < digest_words; i++) {
		uint32_t h = HASH_HR(i);
		digest[4 * i] = (uint8_t)(h >> 24);
		digest[4 * i + 1] = (uint8_t)(h >> 16);
		digest[4 * i + 2] = (uint8_t)(h >> 8);
		digest[4 * i + 3] = (uint8_t)h;
	}
}

void hw_sha1(const uint8_t *msg, uint32_t len, uint8_t *digest20)
{
	hash_run(ALGO_SHA1, 16, msg, len, digest20, 5);
}

void hw_sha224(const uint8_t *msg, uint32_t len, uint8_t *digest28)
{
	hash_run(ALGO_SHA224, 16, msg, len, digest28, 7);
}

void hw_sha256(const uint8_t *msg, uint32_t len, uint8_t *digest32)
{
	hash_run(ALGO_SHA256, 16, msg, len, digest32, 8);
}

void hw_sha384(const uint8_t *msg, uint32_t len, uint8_t *digest48)
{
	hash_run(ALGO_SHA384, 32, msg, len, digest48, 12);
}

void hw_sha512(const uint8_t *msg, uint32_t len, uint8_t *digest64)
{
	hash_run(ALGO_SHA512, 32, msg, len, digest64, 16);
}

/* SHA-3: a block is the rate (1600 - 2 * digest bits); NBLW is a whole
 * number of bytes (the HASH takes SHA-3 input byte-oriented). */
void hw_sha3_224(const uint8_t *msg, uint32_t len, uint8_t *digest28)
{
	hash_run(ALGO_SHA3_224, 36, msg, len, digest28, 7);
}

void hw_sha3_256(const uint8_t *msg, uint32_t len, uint8_t *digest32)
{
	hash_run(ALGO_SHA3_256, 34, msg, len, digest32, 8);
}

void hw_sha3_384(const uint8_t *msg, uint32_t len, uint8_t *digest48)
{
	hash_run(ALGO_SHA3_384, 26, msg, len, digest48, 12);
}

void hw_sha3_512(const uint8_t *msg, uint32_t len, uint8_t *digest64)
{
	hash_run(ALGO_SHA3_512, 18, msg, len, digest64, 16);
}
