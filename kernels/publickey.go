package kernels

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"boardless/result"
)

// The public-key kernels: one row of pkAlgs per family, whose runner
// (in the file of its algorithm) draws the inputs, calls the kernel
// through pkCall and checks the output against an independent Go
// implementation. Every public-key kernel takes a working-memory arena
// from the caller (src/kernels.h) and reports how much of it a call
// used; RunPublicKey returns that figure.

// Arena sizes handed to the kernels by default, per family: enough for
// every configuration of the family.
const (
	arenaECC      = 4096     // ECDSA, Ed25519, ECDH on P-256/P-384 and X25519
	arenaRSA      = 16 << 10 // the largest, RSA-3072 without CRT and 6-bit windows, uses about 15 KiB
	arenaDHDSA    = 8 << 10  // DSA-2048 signing uses about 4.5 KiB
	arenaWCurve   = 8 << 10  // the secp521r1 sliding window: 27 points of 17 limbs
	arenaCurve448 = 8 << 10  // Ed448 signing uses about 3.7 KiB with its window table
)

// rsaSignBudget covers RSA signing on the M0: RSA-3072 without CRT was
// measured up to 4.3G instructions (the largest unmeasured case is
// estimated at 4.8G), RSA-4096 with CRT takes a few billion; with margin.
const rsaSignBudget = 12_000_000_000

// EdMessageBytes is the Ed25519, Ed448 and SM2 message size of the
// reference report.
const EdMessageBytes = 1023

// pkConfig is one configuration of a family: its symbol suffix (the
// kernel name has it with "-" for "_") and its Kernel.Config label.
type pkConfig struct{ suffix, label string }

// configs are configurations labelled as their suffix with "+" for "_".
func configs(suffixes ...string) []pkConfig {
	cs := make([]pkConfig, len(suffixes))
	for i, s := range suffixes {
		cs[i] = pkConfig{s, strings.ReplaceAll(s, "_", "+")}
	}
	return cs
}

// rsaSignConfigs are the RSA signing configurations crt × math × window,
// labelled math first like every other family's.
func rsaSignConfigs(crts, maths, windows []string) []pkConfig {
	var cs []pkConfig
	for _, crt := range crts {
		for _, math := range maths {
			for _, w := range windows {
				cs = append(cs, pkConfig{crt + "_" + math + "_" + w, math + "+" + crt + "+" + w})
			}
		}
	}
	return cs
}

var (
	signVerify   = []string{"sign", "verify"}
	keygenShared = []string{"keygen", "shared"}

	smallMath = configs("small")
	fastMath  = configs("fast")
	bothMaths = configs("small", "fast")
	// eccConfigs: small or fast math × low or high precomputation.
	eccConfigs  = configs("small_low", "small_high", "fast_low", "fast_high")
	rsa3072Sign = rsaSignConfigs([]string{"crt", "nocrt"}, []string{"small", "fast"}, []string{"w1", "w4", "w6"})
	rsaSizeSign = rsaSignConfigs([]string{"crt"}, []string{"fast"}, []string{"w6"})
)

// pkRunner runs a kernel of its family in an arena of the given size and
// returns the outcome and the arena bytes the call used.
type pkRunner func(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error)

// pkAlg is one public-key family: its kernels are every direction in
// every configuration, in that order, named
// <family>-<direction>-<configuration>[-<bytes>] and exported as
// <symbol>_<direction>_<configuration>.
type pkAlg struct {
	family  string
	symbol  string // symbol prefix
	dirs    []string
	configs []pkConfig
	// verifyConfigs are verification's configurations when they are not
	// configs (RSA: no CRT or window to choose).
	verifyConfigs []pkConfig
	keyBits       int    // 0 for the families the reference rows give no key size
	bytes         int    // Kernel.Bytes: the hash, message, exponent or key size of the inputs
	sized         bool   // the name ends in -<bytes>: the message size
	signBudget    uint64 // Kernel.Budget of signing (RSA)
	arena         int    // the default arena
	run           pkRunner
}

// pkAlgs are the public-key families, in the order of All.
var pkAlgs = []pkAlg{
	// ECDSA, Ed25519 and RSA-3072 in every configuration.
	{family: "ecdsa-p256", symbol: "ecdsa_p256", dirs: signVerify, configs: eccConfigs, keyBits: 256, bytes: 32, arena: arenaECC, run: runECDSA},
	{family: "ecdsa-p384", symbol: "ecdsa_p384", dirs: signVerify, configs: eccConfigs, keyBits: 384, bytes: 48, arena: arenaECC, run: runECDSA},
	{family: "ed25519", symbol: "ed25519", dirs: signVerify, configs: eccConfigs, keyBits: 255, bytes: EdMessageBytes, sized: true, arena: arenaECC, run: runEd25519},
	{family: "rsa3072", symbol: "rsa3072", dirs: signVerify, configs: rsa3072Sign, verifyConfigs: bothMaths, keyBits: 3072, bytes: 32, signBudget: rsaSignBudget, arena: arenaRSA, run: runRSA},
	// RSA at other sizes, ECDH on P-256/P-384 and X25519.
	{family: "rsa1024", symbol: "rsa1024", dirs: signVerify, configs: rsaSizeSign, verifyConfigs: fastMath, keyBits: 1024, bytes: 32, signBudget: rsaSignBudget, arena: arenaRSA, run: runRSA},
	{family: "rsa2048", symbol: "rsa2048", dirs: signVerify, configs: rsaSizeSign, verifyConfigs: fastMath, keyBits: 2048, bytes: 32, signBudget: rsaSignBudget, arena: arenaRSA, run: runRSA},
	{family: "rsa4096", symbol: "rsa4096", dirs: signVerify, configs: rsaSizeSign, verifyConfigs: fastMath, keyBits: 4096, bytes: 32, signBudget: rsaSignBudget, arena: arenaRSA, run: runRSA},
	{family: "ecdh-p256", symbol: "ecdh_p256", dirs: keygenShared, configs: bothMaths, keyBits: 256, bytes: 32, arena: arenaECC, run: runECDH},
	{family: "ecdh-p384", symbol: "ecdh_p384", dirs: keygenShared, configs: bothMaths, keyBits: 384, bytes: 48, arena: arenaECC, run: runECDH},
	{family: "x25519", symbol: "x25519", dirs: keygenShared, configs: bothMaths, keyBits: 255, bytes: 32, arena: arenaECC, run: runECDH},
	// Finite-field DH (256-bit exponents) and DSA (N-bit hashes).
	{family: "dh1024", symbol: "dh1024", dirs: keygenShared, configs: fastMath, keyBits: 1024, bytes: DHExponentBytes, arena: arenaDHDSA, run: runFFDH},
	{family: "dh2048", symbol: "dh2048", dirs: keygenShared, configs: fastMath, keyBits: 2048, bytes: DHExponentBytes, arena: arenaDHDSA, run: runFFDH},
	{family: "dsa1024", symbol: "dsa1024", dirs: signVerify, configs: fastMath, keyBits: 1024, bytes: 20, arena: arenaDHDSA, run: runDSA},
	{family: "dsa2048", symbol: "dsa2048", dirs: signVerify, configs: fastMath, keyBits: 2048, bytes: 32, arena: arenaDHDSA, run: runDSA},
	// The generic Weierstrass curves (WCurves): ECDSA takes the hash
	// (HashBytes), ECDH the scalar (Bytes); SM2 hashes the message.
	{family: "ecdsa-brainpoolp256r1", symbol: "ecdsa_bp256r1", dirs: signVerify, configs: smallMath, keyBits: 256, bytes: 32, arena: arenaWCurve, run: runWECDSA},
	{family: "ecdh-brainpoolp256r1", symbol: "ecdh_bp256r1", dirs: keygenShared, configs: smallMath, keyBits: 256, bytes: 32, arena: arenaWCurve, run: runWECDH},
	{family: "ecdsa-brainpoolp384r1", symbol: "ecdsa_bp384r1", dirs: signVerify, configs: smallMath, keyBits: 384, bytes: 48, arena: arenaWCurve, run: runWECDSA},
	{family: "ecdh-brainpoolp384r1", symbol: "ecdh_bp384r1", dirs: keygenShared, configs: smallMath, keyBits: 384, bytes: 48, arena: arenaWCurve, run: runWECDH},
	{family: "ecdsa-brainpoolp512r1", symbol: "ecdsa_bp512r1", dirs: signVerify, configs: smallMath, keyBits: 512, bytes: 64, arena: arenaWCurve, run: runWECDSA},
	{family: "ecdh-brainpoolp512r1", symbol: "ecdh_bp512r1", dirs: keygenShared, configs: smallMath, keyBits: 512, bytes: 64, arena: arenaWCurve, run: runWECDH},
	{family: "ecdsa-p521", symbol: "ecdsa_p521", dirs: signVerify, configs: smallMath, keyBits: 521, bytes: 64, arena: arenaWCurve, run: runWECDSA},
	{family: "ecdh-p521", symbol: "ecdh_p521", dirs: keygenShared, configs: smallMath, keyBits: 521, bytes: 66, arena: arenaWCurve, run: runWECDH},
	{family: "sm2", symbol: "sm2", dirs: signVerify, configs: smallMath, bytes: EdMessageBytes, arena: arenaWCurve, run: runSM2},
	{family: "ecdh-sm2", symbol: "ecdh_sm2", dirs: keygenShared, configs: smallMath, bytes: 32, arena: arenaWCurve, run: runWECDH},
	// Curve448.
	{family: "ed448", symbol: "ed448", dirs: signVerify, configs: smallMath, bytes: EdMessageBytes, sized: true, arena: arenaCurve448, run: runEd448},
	{family: "x448", symbol: "x448", dirs: keygenShared, configs: smallMath, bytes: 56, arena: arenaCurve448, run: runX448},
}

var pkByFamily = map[string]*pkAlg{}

func init() {
	for i := range pkAlgs {
		a := &pkAlgs[i]
		pkByFamily[a.family] = a
		Register(a.family, runPKOutcome)
	}
}

// runPKOutcome is the Runner of every public-key family: the run in the
// family's arena, with the arena use in the outcome.
func runPKOutcome(t Target, k Kernel, rng *rand.Rand) (*Outcome, error) {
	out, used, err := runPK(t, k, rng, 0)
	if out != nil {
		out.WorkBytes = used
	}
	return out, err
}

// kernels lists the family's kernels.
func (a *pkAlg) kernels() []Kernel {
	var ks []Kernel
	for _, dir := range a.dirs {
		cfgs := a.configs
		if dir == "verify" && a.verifyConfigs != nil {
			cfgs = a.verifyConfigs
		}
		for _, c := range cfgs {
			k := Kernel{
				Name:   fmt.Sprintf("%s-%s-%s", a.family, dir, strings.ReplaceAll(c.suffix, "_", "-")),
				Family: a.family, Symbol: fmt.Sprintf("%s_%s_%s", a.symbol, dir, c.suffix),
				Config: c.label, API: "sole", KeyBits: a.keyBits, Direction: dir, Bytes: a.bytes,
			}
			if a.sized {
				k.Name += fmt.Sprintf("-%d", a.bytes)
			}
			if dir == "sign" {
				k.Budget = a.signBudget
			}
			ks = append(ks, k)
		}
	}
	return ks
}

// PublicKey returns the public-key kernels of the given families (every
// one without families), in the order of pkAlgs.
func PublicKey(families ...string) []Kernel {
	var ks []Kernel
	for i := range pkAlgs {
		a := &pkAlgs[i]
		if len(families) == 0 || slices.Contains(families, a.family) {
			ks = append(ks, a.kernels()...)
		}
	}
	return ks
}

// RunPublicKey runs a public-key kernel like Run and also returns the
// bytes of its working-memory arena the call used.
func RunPublicKey(t Target, k Kernel, rng *rand.Rand) (*Outcome, uint32, error) {
	t.ResetBuffers()
	defer t.ResetBuffers()
	return runPK(t, k, rng, 0)
}

// runPK runs a public-key kernel in an arena of the given size (0: its
// family's default).
func runPK(t Target, k Kernel, rng *rand.Rand, arena int) (*Outcome, uint32, error) {
	a := pkByFamily[k.Family]
	if a == nil {
		return nil, 0, fmt.Errorf("kernel %s: not a public-key family", k.Name)
	}
	if arena == 0 {
		arena = a.arena
	}
	return a.run(t, k, rng, arena)
}

// pkReturnError is a kernel that returned non-zero.
type pkReturnError struct {
	name string
	ret  int32
}

func (e *pkReturnError) Error() string {
	return fmt.Sprintf("kernel %s returned %d, want 0", e.name, e.ret)
}

// pkCall places args (the last three are the arena of the given size,
// that size and the used-bytes word, appended here), calls k and returns
// the result, the output buffer args[outArg] (n bytes) and the arena
// bytes used.
func pkCall(t Target, k Kernel, args []Arg, outArg, n, arena int) (*result.Call, []byte, uint32, error) {
	args = append(args, Buf(make([]byte, arena)), Word(uint32(arena)), Buf(make([]byte, 4)))
	words, err := place(t, args)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("kernel %s: %v", k.Name, err)
	}
	res, err := t.CallBudget(k.Symbol, words, k.Budget)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("kernel %s: %w", k.Name, err)
	}
	if res.R0 != 0 {
		return res, nil, 0, &pkReturnError{k.Name, int32(res.R0)}
	}
	u, err := t.ReadMem(words[len(words)-1], 4)
	if err != nil {
		return nil, nil, 0, fmt.Errorf("kernel %s: reading arena use: %v", k.Name, err)
	}
	var out []byte
	if n > 0 {
		if out, err = t.ReadMem(words[outArg], n); err != nil {
			return nil, nil, 0, fmt.Errorf("kernel %s: reading the output: %v", k.Name, err)
		}
	}
	return res, out, binary.LittleEndian.Uint32(u), nil
}
