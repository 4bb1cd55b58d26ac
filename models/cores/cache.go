package cores

// decodeCache keeps one decoded entry per halfword address, in 4 KiB
// pages, so that each address is decoded once and looked up cheaply on
// every execution (the last page is remembered: code is local).
type decodeCache[T any] struct {
	pages    map[uint32]*[2048]T
	lastKey  uint32
	lastPage *[2048]T
}

// get returns the entry for addr; a zero entry means "not decoded yet".
func (d *decodeCache[T]) get(addr uint32) *T {
	key := addr >> 12
	if d.lastPage == nil || key != d.lastKey {
		p := d.pages[key]
		if p == nil {
			if d.pages == nil {
				d.pages = map[uint32]*[2048]T{}
			}
			p = new([2048]T)
			d.pages[key] = p
		}
		d.lastKey, d.lastPage = key, p
	}
	return &d.lastPage[(addr&0xfff)>>1]
}

// put stores v for addr and returns a pointer to the stored entry.
func (d *decodeCache[T]) put(addr uint32, v T) *T {
	p := d.get(addr)
	*p = v
	return p
}
