package prof

// Exception entries (models.ExceptionProfiler). An interrupt is no call:
// no instruction branches to the handler, so following the instruction
// stream alone would leave the handler's cycles in the interrupted
// function. The runner says where an exception was taken; the handler
// gets a frame under the interrupted instruction, and the return to the
// interrupted code (the stacked return address, the frame's ret) pops it
// as a function return does.

// EnterException pushes the frame of an exception handler entered when
// the instruction at from had executed and ret was next.
func (r *Recorder) EnterException(from, ret uint32) {
	if r.cur.depth >= maxDepth {
		return
	}
	// Call sites are halfword aligned: bit 0 keeps an exception frame
	// apart from a call made by the same instruction.
	key := [2]uint32{from | 1, ret &^ 1}
	child := r.cur.children[key]
	if child == nil {
		child = &node{parent: r.cur, callSite: from, ret: ret &^ 1, depth: r.cur.depth + 1}
		if r.cur.children == nil {
			r.cur.children = map[[2]uint32]*node{}
		}
		r.cur.children[key] = child
	}
	r.cur = child
}
