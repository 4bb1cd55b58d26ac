package sim

// The procedure-call standard (AAPCS, IHI 0042, §6.5 "Parameter
// passing" and §6.6 "Result return"), base and VFP variants: which
// registers and stack slots a call's arguments take, and where its
// result is. Which variant an image uses is its Tag_ABI_VFP_args.

import (
	"fmt"
	"math"
	"strings"

	"boardless/elfimg"
	"boardless/result"
)

// pcsArg is one argument classified for the standard.
type pcsArg struct {
	class elfimg.TypeClass // ClassWord, ClassDWord, ClassFloat32, ClassFloat64
	bits  uint64
}

// layout places the arguments (§6.5, stages B and C): core registers
// r0-r3 (64-bit values in an even pair), then the stack (64-bit values
// 8-byte aligned); with hard float, floats in s0-s15 and doubles in
// d0-d7, a single filling the gap a double left (back-filling), until
// one goes to the stack, after which all do.
func layout(args []pcsArg, hard bool) frame {
	var core [4]uint32
	var stack []uint32
	var vfp [16]uint32
	var vfpUsed [16]bool
	ncrn, nvfp := 0, 0
	vfpFull := false
	push := func(align int, words ...uint32) {
		for align == 8 && len(stack)%2 != 0 {
			stack = append(stack, 0)
		}
		stack = append(stack, words...)
	}
	for _, a := range args {
		lo, hi := uint32(a.bits), uint32(a.bits>>32)
		switch {
		case hard && a.class == elfimg.ClassFloat32:
			if i := freeS(&vfpUsed, 1); i >= 0 && !vfpFull {
				vfp[i], vfpUsed[i] = lo, true
				nvfp = max(nvfp, i+1)
				continue
			}
			vfpFull = true
			push(4, lo)
		case hard && a.class == elfimg.ClassFloat64:
			if i := freeS(&vfpUsed, 2); i >= 0 && !vfpFull {
				vfp[i], vfp[i+1] = lo, hi
				vfpUsed[i], vfpUsed[i+1] = true, true
				nvfp = max(nvfp, i+2)
				continue
			}
			vfpFull = true
			push(8, lo, hi)
		case a.class == elfimg.ClassDWord || a.class == elfimg.ClassFloat64:
			ncrn += ncrn % 2
			if ncrn <= 2 {
				core[ncrn], core[ncrn+1] = lo, hi
				ncrn += 2
				continue
			}
			ncrn = 4
			push(8, lo, hi)
		default:
			if ncrn < 4 {
				core[ncrn] = lo
				ncrn++
				continue
			}
			push(4, lo)
		}
	}
	fr := frame{core: core[:], vfp: vfp[:nvfp]}
	if len(stack) == 0 {
		fr.core = core[:ncrn]
	} else {
		fr.core = append(fr.core, stack...)
	}
	return fr
}

// freeS returns the lowest free s register (n 1) or the lowest free
// even pair (n 2, a d register) among s0-s15, or -1.
func freeS(used *[16]bool, n int) int {
	for i := 0; i+n <= 16; i += n {
		if !used[i] && (n == 1 || !used[i+1]) {
			return i
		}
	}
	return -1
}

// Value is a call's return value as its type says.
type Value = result.Value

// retTypes are the types --ret accepts, with the class each reads.
var retTypes = map[string]elfimg.TypeClass{
	"i32": elfimg.ClassWord, "u32": elfimg.ClassWord, "i64": elfimg.ClassDWord, "u64": elfimg.ClassDWord,
	"f32": elfimg.ClassFloat32, "f64": elfimg.ClassFloat64, "void": elfimg.ClassVoid,
}

// CheckRet checks a --ret type.
func CheckRet(t string) error {
	if _, ok := retTypes[t]; !ok && t != "" {
		return fmt.Errorf("--ret %q: use i32, u32, i64, u64, f32, f64 or void", t)
	}
	return nil
}

// retType names the type a DWARF return type reads as.
func retType(t elfimg.Type) (string, error) {
	switch t.Class {
	case elfimg.ClassVoid:
		return "void", nil
	case elfimg.ClassWord:
		if t.Signed {
			return "i32", nil
		}
		return "u32", nil
	case elfimg.ClassDWord:
		if t.Signed {
			return "i64", nil
		}
		return "u64", nil
	case elfimg.ClassFloat32:
		return "f32", nil
	case elfimg.ClassFloat64:
		return "f64", nil
	}
	return "", fmt.Errorf("returns %s by value, which boardless cannot read back (return it through a pointer argument)", t.Name)
}

// readValue reads the result (§6.6): r0, r0:r1, or with hard float s0
// or d0.
func readValue(typ string, run *callRun, hard bool) Value {
	r := run.cr
	w := uint64(r.R0) | uint64(r.R1)<<32
	v := Value{Type: typ}
	switch typ {
	case "i32":
		v.Value = int64(int32(r.R0))
	case "u32":
		v.Value = uint64(r.R0)
	case "i64":
		v.Value = int64(w)
	case "u64":
		v.Value = w
	case "f32":
		bits := r.R0
		if hard {
			bits = run.s0
		}
		v.Value = jsonFloat(float64(math.Float32frombits(bits)))
	case "f64":
		if hard {
			w = run.d0
		}
		v.Value = jsonFloat(math.Float64frombits(w))
	}
	return v
}

func jsonFloat(f float64) any {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "+Inf"
	case math.IsInf(f, -1):
		return "-Inf"
	}
	return f
}

// classify turns the user's arguments into the standard's classes,
// checked against the DWARF prototype when there is one: the count
// must match, a plain number takes the parameter's type, a typed one
// must agree with it. words are the addresses of the placed buffers.
func classify(fn string, args []Arg, words []uint32, proto *elfimg.Prototype) ([]pcsArg, error) {
	if proto != nil {
		n := len(proto.Params)
		if len(args) < n || (len(args) > n && !proto.Variadic) {
			return nil, fmt.Errorf("%s takes %s (%s, from its DWARF prototype) but %d --arg %s given",
				fn, plural(n, "argument"), proto, len(args), map[bool]string{true: "was", false: "were"}[len(args) == 1])
		}
	}
	out := make([]pcsArg, len(args))
	for i, a := range args {
		var param *elfimg.Type
		if proto != nil && i < len(proto.Params) {
			param = &proto.Params[i]
		}
		p, err := classifyArg(a, words[i], param)
		if err != nil {
			return nil, fmt.Errorf("--arg %q (argument %d of %s): %v", a.Spec, i, fn, err)
		}
		out[i] = p
	}
	return out, nil
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

var typeClass = map[string]elfimg.TypeClass{
	"i32": elfimg.ClassWord, "u32": elfimg.ClassWord, "i64": elfimg.ClassDWord, "u64": elfimg.ClassDWord,
	"f32": elfimg.ClassFloat32, "f64": elfimg.ClassFloat64,
}

var classNames = map[elfimg.TypeClass]string{
	elfimg.ClassWord: "a 32-bit integer or pointer", elfimg.ClassDWord: "a 64-bit integer",
	elfimg.ClassFloat32: "a float", elfimg.ClassFloat64: "a double", elfimg.ClassAggregate: "a struct or union by value",
}

func classifyArg(a Arg, word uint32, param *elfimg.Type) (pcsArg, error) {
	if param != nil && param.Class == elfimg.ClassAggregate {
		return pcsArg{}, fmt.Errorf("the parameter is %s (%s), which boardless cannot pass", classNames[param.Class], param.Name)
	}
	switch {
	case a.IsBuf:
		if param != nil && param.Class != elfimg.ClassWord {
			return pcsArg{}, fmt.Errorf("a buffer's address for a parameter of type %s", param.Name)
		}
		return pcsArg{elfimg.ClassWord, uint64(word)}, nil
	case a.Type == "real":
		f := math.Float64frombits(a.Bits)
		switch {
		case param == nil:
			return pcsArg{}, fmt.Errorf("a number with a fraction needs a type: f32:%s or f64:%s (the ELF has no DWARF prototype to tell)", a.Spec, a.Spec)
		case param.Class == elfimg.ClassFloat32:
			return pcsArg{elfimg.ClassFloat32, uint64(math.Float32bits(float32(f)))}, nil
		case param.Class == elfimg.ClassFloat64:
			return pcsArg{elfimg.ClassFloat64, a.Bits}, nil
		}
		return pcsArg{}, fmt.Errorf("not an integer, and the parameter is %s", param.Name)
	case a.Type == "":
		if param == nil {
			return pcsArg{elfimg.ClassWord, uint64(a.Int)}, nil
		}
		return fromInteger(a, param)
	}
	c := typeClass[a.Type]
	if param != nil && param.Class != c {
		return pcsArg{}, fmt.Errorf("%s given for a parameter of type %s (%s)", a.Type, param.Name, classNames[param.Class])
	}
	return pcsArg{c, a.Bits}, nil
}

// fromInteger converts a plain integer to the parameter's type.
func fromInteger(a Arg, param *elfimg.Type) (pcsArg, error) {
	neg := strings.HasPrefix(a.Spec, "-")
	v := int64(a.Int)
	if neg {
		v = int64(int32(a.Int))
	}
	switch param.Class {
	case elfimg.ClassFloat32:
		return pcsArg{elfimg.ClassFloat32, uint64(math.Float32bits(float32(v)))}, nil
	case elfimg.ClassFloat64:
		return pcsArg{elfimg.ClassFloat64, math.Float64bits(float64(v))}, nil
	case elfimg.ClassDWord:
		return pcsArg{elfimg.ClassDWord, uint64(v)}, nil
	}
	return pcsArg{elfimg.ClassWord, uint64(a.Int)}, nil
}
