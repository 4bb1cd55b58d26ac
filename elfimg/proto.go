package elfimg

import (
	"debug/dwarf"
	"fmt"
	"strings"
)

// TypeClass is how the procedure-call standard passes a value: what
// matters to a caller, not the C type's name.
type TypeClass int

const (
	ClassVoid      TypeClass = iota
	ClassWord                // up to 32 bits: integers, pointers, enums, bool
	ClassDWord               // a 64-bit integer
	ClassFloat32             // float
	ClassFloat64             // double (and long double: 64 bits on Arm)
	ClassAggregate           // a struct, union or array passed by value
)

// Type is a parameter's or return value's type as DWARF describes it.
type Type struct {
	Name   string // the C spelling, e.g. "unsigned int", "const uint8_t *"
	Class  TypeClass
	Signed bool // a signed integer
	Size   int64
}

// Prototype is a function's signature from the DWARF debug information.
type Prototype struct {
	Name     string
	Return   Type
	Params   []Type
	Variadic bool // ends with "..."
}

func (p Prototype) String() string {
	var ps []string
	for _, t := range p.Params {
		ps = append(ps, t.Name)
	}
	if p.Variadic {
		ps = append(ps, "...")
	}
	if len(ps) == 0 {
		ps = []string{"void"}
	}
	return fmt.Sprintf("%s %s(%s)", p.Return.Name, p.Name, strings.Join(ps, ", "))
}

// Prototype returns the signature of the function that starts at addr
// (or, failing that, is named name) from DWARF; ok is false without
// DWARF or without an entry for it.
func (img *Image) Prototype(name string, addr uint32) (Prototype, bool) {
	d, err := img.DWARF()
	if err != nil {
		return Prototype{}, false
	}
	var byName *dwarf.Entry
	rd := d.Reader()
	for {
		e, err := rd.Next()
		if err != nil || e == nil {
			break
		}
		if e.Tag != dwarf.TagSubprogram {
			continue
		}
		if lo, ok := e.Val(dwarf.AttrLowpc).(uint64); ok && uint32(lo)&^1 == addr&^1 {
			if p, ok := prototypeOf(d, e); ok {
				return p, true
			}
		}
		if byName == nil && e.Val(dwarf.AttrDeclaration) == nil && subprogramNamed(e, name) {
			byName = e
		}
	}
	if byName != nil {
		return prototypeOf(d, byName)
	}
	return Prototype{}, false
}

func subprogramNamed(e *dwarf.Entry, name string) bool {
	for _, a := range []dwarf.Attr{dwarf.AttrLinkageName, dwarf.AttrName} {
		if s, ok := e.Val(a).(string); ok && s == name {
			return true
		}
	}
	return false
}

// prototypeOf reads a subprogram's name, return type and parameters,
// following DW_AT_abstract_origin and DW_AT_specification (an
// out-of-line instance of an inline function, a C++ definition of a
// declared member) to the entry that has them.
func prototypeOf(d *dwarf.Data, e *dwarf.Entry) (Prototype, bool) {
	for range 4 {
		off, ok := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
		if !ok {
			off, ok = e.Val(dwarf.AttrSpecification).(dwarf.Offset)
		}
		if !ok {
			break
		}
		rd := d.Reader()
		rd.Seek(off)
		o, err := rd.Next()
		if err != nil || o == nil {
			return Prototype{}, false
		}
		e = o
	}
	name, _ := e.Val(dwarf.AttrName).(string)
	p := Prototype{Name: name, Return: Type{Name: "void", Class: ClassVoid}}
	if off, ok := e.Val(dwarf.AttrType).(dwarf.Offset); ok {
		if t, err := d.Type(off); err == nil {
			if _, unknown := t.(*dwarf.UnspecifiedType); unknown {
				// The assembler's entry for a .type'd function: it
				// knows neither the parameters nor the result.
				return Prototype{}, false
			}
		}
		p.Return = typeAt(d, off)
	}
	if !e.Children {
		return p, true
	}
	rd := d.Reader()
	rd.Seek(e.Offset)
	rd.Next()
	for {
		c, err := rd.Next()
		if err != nil || c == nil || c.Tag == 0 {
			break
		}
		switch c.Tag {
		case dwarf.TagFormalParameter:
			if off, ok := c.Val(dwarf.AttrType).(dwarf.Offset); ok {
				p.Params = append(p.Params, typeAt(d, off))
			}
		case dwarf.TagUnspecifiedParameters:
			p.Variadic = true
		}
		if c.Children {
			rd.SkipChildren()
		}
	}
	return p, true
}

// typeAt classifies the type at off.
func typeAt(d *dwarf.Data, off dwarf.Offset) Type {
	t, err := d.Type(off)
	if err != nil {
		return Type{Name: "?", Class: ClassWord, Size: 4}
	}
	out := Type{Name: cName(t), Size: t.Size()}
	for {
		switch u := t.(type) {
		case *dwarf.TypedefType:
			t = u.Type
			continue
		case *dwarf.QualType:
			t = u.Type
			continue
		}
		break
	}
	switch u := t.(type) {
	case *dwarf.FloatType:
		out.Class = ClassFloat32
		if u.Size() == 8 {
			out.Class = ClassFloat64
		}
	case *dwarf.IntType, *dwarf.CharType:
		out.Signed = true
		out.Class = intClass(t.Size())
	case *dwarf.UintType, *dwarf.UcharType, *dwarf.BoolType:
		out.Class = intClass(t.Size())
	case *dwarf.EnumType:
		out.Class, out.Signed = ClassWord, true
	case *dwarf.PtrType:
		out.Class, out.Size = ClassWord, 4
	case *dwarf.VoidType:
		out.Class = ClassVoid
	default:
		out.Class = ClassAggregate
	}
	return out
}

func intClass(size int64) TypeClass {
	if size > 4 {
		return ClassDWord
	}
	return ClassWord
}

// cName spells a type as C does ("const unsigned char *"); Go's
// debug/dwarf writes pointers first ("*const unsigned char").
func cName(t dwarf.Type) string {
	switch u := t.(type) {
	case *dwarf.PtrType:
		if u.Type == nil {
			return "void *"
		}
		return cName(u.Type) + " *"
	case *dwarf.QualType:
		return u.Qual + " " + cName(u.Type)
	case *dwarf.TypedefType:
		return u.Name
	}
	return t.String()
}
