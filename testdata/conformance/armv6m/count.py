#!/usr/bin/env python3
"""Static checks of the ARMv6-M conformance benchmarks (see README.md).

For every NN_name.S given (default: all in this folder):

 1. Assemble and link it, disassemble .text with arm-none-eabi-objdump -d.
 2. Match the derivation lines, one per static instruction in address order,
    against the disassembly (same mnemonic), and check that the cycles each
    written on every line equal the table cycles of the DISASSEMBLED
    instruction (register lists counted from the encoding).
 3. Check that the derivation lines sum to the expect lines and to the
    "total" lines, and that the arithmetic written in the total lines is right.
 4. Files marked "@ straight-line": sum the table cycles of the disassembled
    instructions from `bench` up to the first `bx lr`, independently of the
    derivation, and compare with the expect lines.
 5. With --trace TRACE_BINARY (built from trace.c): run the file under Unicorn
    and compare the execution counts (and taken / not-taken counts of
    conditional branches) with the counts in the derivation. This checks
    control flow only; no cycle number comes from the emulator.

Cycle table (section 1.2 of core-timing-facts.md, with the model's choices
on the disagreements of 1.3): see COST below.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GCC = ["arm-none-eabi-gcc", "-mcpu=cortex-m0", "-mthumb", "-nostdlib", "-nostartfiles",
       "-Wl,-Ttext=0x08000000", "-Wl,-Tdata=0x20000000", "-Wl,-e,bench"]

ALU = {"movs", "mov", "adds", "add", "adcs", "subs", "sub", "sbcs", "rsbs", "negs",
       "cmp", "cmn", "ands", "eors", "orrs", "bics", "mvns", "tst", "lsls", "lsrs",
       "asrs", "rors"}
EXTEND = {"sxtb", "sxth", "uxtb", "uxth", "rev", "rev16", "revsh"}
LOADSTORE = {"ldr", "ldrb", "ldrh", "ldrsb", "ldrsh", "str", "strb", "strh"}
SYSTEM = {"mrs", "msr", "isb", "dsb", "dmb"}
HINTS = {"nop", "cpsid", "cpsie", "sev", "yield"}
CONDS = {"eq", "ne", "cs", "cc", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls",
         "ge", "lt", "gt", "le"}
TAKEN, NOT_TAKEN = (2, 3), (1, 1)
SMALL_MUL = (32, 32)


def is_cond_branch(mn):
    return mn.startswith("b") and mn[1:] in CONDS


def reglist(ops):
    m = re.search(r"\{([^}]*)\}", ops)
    if not m:
        raise ValueError("no register list in %r" % ops)
    regs = []
    for part in m.group(1).split(","):
        part = part.strip()
        if "-" in part:
            a, b = part.split("-")
            regs += ["r%d" % i for i in range(int(a.strip()[1:]), int(b.strip()[1:]) + 1)]
        elif part:
            regs.append(part)
    return regs


def cost(mn, ops):
    """(M0+, M0) cycles of one disassembled instruction; conditional branches
    return the string 'cond' (taken 2/3, not taken 1/1)."""
    first = ops.split(",")[0].strip()
    if mn in ("mov", "add") and first == "pc":
        return (2, 3)                          # MOV/ADD with Rd = PC
    if mn in ALU or mn in EXTEND or mn in HINTS:
        return (1, 1)                          # ALU, extend/REV, hints
    if mn == "muls":
        return (1, 1)                          # fast multiplier (small: 32)
    if mn in LOADSTORE:
        return (2, 2)                          # zero wait states, no I/O port
    if mn in ("ldmia", "stmia", "push"):
        n = len(reglist(ops))
        return (1 + n, 1 + n)                  # 1+N (PUSH counts LR in N)
    if mn == "pop":
        regs = reglist(ops)
        n = len(regs)
        if "pc" in regs:
            return (3 + n, 4 + n)              # POP with PC: N includes PC
        return (1 + n, 1 + n)
    if is_cond_branch(mn):
        return "cond"
    if mn == "b":
        return (2, 3)
    if mn == "bl":
        return (3, 4)
    if mn in ("bx", "blx"):
        return (2, 3)
    if mn in SYSTEM:
        return (3, 4)
    raise ValueError("instruction not in the table: %s %s" % (mn, ops))


ALIASES = {"adr": "add", "rsbs": "negs", "ldm": "ldmia", "ldmfd": "ldmia",
           "stm": "stmia", "stmea": "stmia", "bhs": "bcs", "blo": "bcc"}


def norm(mn):
    mn = mn.lower()
    for suf in (".n", ".w"):
        if mn.endswith(suf):
            mn = mn[:-2]
    return ALIASES.get(mn, mn)


INSN_RE = re.compile(r"^\s*([0-9a-f]+):\t([0-9a-f ]+?)\s*\t(\S+)\s*([^@]*)")


def disassemble(elf):
    out = subprocess.run(["arm-none-eabi-objdump", "-d", "-j", ".text", elf],
                         check=True, capture_output=True, text=True).stdout
    insns = []
    for line in out.splitlines():
        m = INSN_RE.match(line)
        if not m:
            continue
        addr, hexw, mn, ops = m.groups()
        if mn.startswith("."):                 # .word / .short: data
            continue
        size = 4 if len(hexw.replace(" ", "")) == 8 else 2
        insns.append((int(addr, 16), size, norm(mn), ops.strip()))
    return insns


DERIV_RE = re.compile(r"^@\s+(?P<asm>\S.*?)\s+(?P<terms>x\d+\s+\d+/\d+(?:\s*\+\s*x\d+\s+\d+/\d+)*)"
                      r"(?:\s+small\s+(?P<small>\d+/\d+))?\s+\[(?P<row>[^\]]*)\](?P<note>.*)$")
TERM_RE = re.compile(r"x(\d+)\s+(\d+)/(\d+)")
EXPECT_RE = re.compile(r"^@ expect (cortex-m0plus|cortex-m0)( mul=small)?:\s*(\d+)\s*$")
TOTAL_RE = re.compile(r"total (M0\+|M0)( mul=small)? = ([^;]*)")


def parse(path):
    lines = open(path).read().splitlines()
    info = {"expect": {}, "deriv": [], "totals": [], "straight": False, "name": None,
            "trace_skip": None}
    in_deriv = False
    for ln in lines:
        if not ln.startswith("@"):
            continue
        m = EXPECT_RE.match(ln)
        if m:
            key = ("m0p" if m.group(1) == "cortex-m0plus" else "m0") + ("_small" if m.group(2) else "")
            info["expect"][key] = int(m.group(3))
            continue
        if ln.startswith("@ name:"):
            info["name"] = ln[7:].strip()
        if ln.strip() == "@ straight-line":
            info["straight"] = True
        if ln.startswith("@ trace-skip:"):
            info["trace_skip"] = ln[13:].strip()
        if ln.startswith("@ derivation:"):
            in_deriv = True
            continue
        if in_deriv:
            for t in TOTAL_RE.finditer(ln):
                info["totals"].append((t.group(1), bool(t.group(2)), t.group(3)))
            m = DERIV_RE.match(ln)
            if m:
                terms = [(int(a), int(b), int(c)) for a, b, c in TERM_RE.findall(m.group("terms"))]
                small = tuple(int(v) for v in m.group("small").split("/")) if m.group("small") else None
                info["deriv"].append((m.group("asm"), terms, small, m.group("row")))
    return info


def build(path, tmp):
    elf = os.path.join(tmp, "b.elf")
    subprocess.run(GCC + [path, "-o", elf], check=True, capture_output=True, text=True)
    return elf


def check_total_expr(expr, want, errs, label):
    parts = [p.strip() for p in expr.split("=")]
    for p in parts:
        if not re.fullmatch(r"[0-9+*() ]+", p):
            errs.append("%s: total expression %r is not plain arithmetic" % (label, p))
            return
        if eval(p) != want:
            errs.append("%s: total expression %r = %d, expected %d" % (label, p, eval(p), want))


def check_file(path, trace_bin=None):
    errs = []
    info = parse(path)
    exp = info["expect"]
    if not info["name"]:
        errs.append("missing '@ name:' line")
    for k in ("m0p", "m0"):
        if k not in exp:
            errs.append("missing expect line for %s" % k)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            elf = build(path, tmp)
        except subprocess.CalledProcessError as e:
            return ["does not assemble/link:\n" + e.stderr]
        insns = disassemble(elf)
        has_mul = any(mn == "muls" for _, _, mn, _ in insns)
        if has_mul != ("m0p_small" in exp and "m0_small" in exp):
            errs.append("mul=small expect lines must be present exactly when the file has MULS")
        deriv = info["deriv"]
        if len(deriv) != len(insns):
            errs.append("%d derivation lines for %d static instructions" % (len(deriv), len(insns)))
        sums = {"m0p": 0, "m0": 0, "m0p_small": 0, "m0_small": 0}
        counts = []
        for i, (insn, d) in enumerate(zip(insns, deriv)):
            addr, size, mn, ops = insn
            asm, terms, small, row = d
            smn = norm(asm.split()[0])
            where = "0x%08x %s %s / derivation %r" % (addr, mn, ops, asm)
            if smn != mn:
                errs.append("mnemonic mismatch: " + where)
            c = cost(mn, ops)
            taken = not_taken = 0
            for n, a, b in terms:
                if c == "cond":
                    if (a, b) == TAKEN:
                        taken += n
                    elif (a, b) == NOT_TAKEN:
                        not_taken += n
                    else:
                        errs.append("conditional branch cycles %d/%d not 2/3 or 1/1: %s" % (a, b, where))
                elif (a, b) != c:
                    errs.append("cycles %d/%d written, table says %d/%d: %s" % (a, b, c[0], c[1], where))
                sums["m0p"] += n * a
                sums["m0"] += n * b
                if mn == "muls":
                    if small != SMALL_MUL:
                        errs.append("MULS line needs 'small 32/32': " + where)
                    sums["m0p_small"] += n * SMALL_MUL[0]
                    sums["m0_small"] += n * SMALL_MUL[1]
                else:
                    sums["m0p_small"] += n * a
                    sums["m0_small"] += n * b
            if c != "cond" and len(terms) != 1:
                errs.append("only conditional branches may have several terms: " + where)
            counts.append((addr, size, mn, sum(t[0] for t in terms), taken, not_taken, c == "cond"))
        for k, v in exp.items():
            if sums[k] != v:
                errs.append("derivation lines sum to %d for %s, expect line says %d" % (sums[k], k, v))
        seen = set()
        for core, small, expr in info["totals"]:
            k = ("m0p" if core == "M0+" else "m0") + ("_small" if small else "")
            seen.add(k)
            if k in exp:
                check_total_expr(expr, exp[k], errs, "total " + k)
        for k in exp:
            if k not in seen:
                errs.append("no 'total' line for %s" % k)
        if info["straight"]:
            tot = [0, 0]
            ok = False
            for addr, size, mn, ops in insns:
                c = cost(mn, ops)
                if mn == "bx" and ops == "lr":
                    tot[0] += c[0]; tot[1] += c[1]
                    ok = True
                    break
                if c == "cond" or mn in ("b", "bl", "bx", "blx") or (mn == "pop" and "pc" in ops) \
                        or (mn in ("mov", "add") and ops.split(",")[0].strip() == "pc"):
                    errs.append("straight-line file has a branch at 0x%08x" % addr)
                tot[0] += c[0]; tot[1] += c[1]
            if not ok:
                errs.append("straight-line file has no bx lr")
            if tot[0] != exp.get("m0p") or tot[1] != exp.get("m0"):
                errs.append("straight-line objdump count %d/%d differs from expect %s/%s"
                            % (tot[0], tot[1], exp.get("m0p"), exp.get("m0")))
            if "m0p_small" in exp:
                nm = sum(1 for _, _, mn, _ in insns if mn == "muls")
                sm = (tot[0] + nm * (SMALL_MUL[0] - 1), tot[1] + nm * (SMALL_MUL[1] - 1))
                if sm != (exp["m0p_small"], exp["m0_small"]):
                    errs.append("straight-line objdump count with small multiplier %d/%d differs "
                                "from expect %d/%d" % (sm + (exp["m0p_small"], exp["m0_small"])))
            for a in counts:
                if a[3] != 1:
                    errs.append("straight-line derivation with count x%d at 0x%08x" % (a[3], a[0]))
        if trace_bin and info["trace_skip"] is None:
            errs += trace_check(elf, tmp, trace_bin, counts)
    return errs


def trace_check(elf, tmp, trace_bin, counts):
    errs = []
    text = os.path.join(tmp, "text.bin")
    data = os.path.join(tmp, "data.bin")
    subprocess.run(["arm-none-eabi-objcopy", "-O", "binary", "-j", ".text", elf, text], check=True)
    subprocess.run(["arm-none-eabi-objcopy", "-O", "binary", "-j", ".data", elf, data], check=True)
    hdr = subprocess.run(["arm-none-eabi-objdump", "-h", elf], check=True, capture_output=True,
                         text=True).stdout
    has_data = re.search(r"\s\.data\s", hdr) is not None and os.path.getsize(data) > 0
    r = subprocess.run([trace_bin, text, "0x08000000", data if has_data else "-", "0x20000000",
                        "0x08000000"], capture_output=True, text=True)
    if r.returncode != 0:
        return ["trace run failed: " + r.stderr.strip()]
    pcs = [int(x, 16) for x in r.stdout.split()]
    ex = {}
    tk = {}
    for i, pc in enumerate(pcs):
        ex[pc] = ex.get(pc, 0) + 1
        if i + 1 < len(pcs):
            tk.setdefault(pc, 0)
    by_addr = {a[0]: a for a in counts}
    for i, pc in enumerate(pcs):
        a = by_addr.get(pc)
        if a is None:
            errs.append("trace executed 0x%08x, not an instruction of the disassembly" % pc)
            return errs
        if a[6]:
            nxt = pcs[i + 1] if i + 1 < len(pcs) else None
            if nxt != pc + a[1]:
                tk[pc] = tk.get(pc, 0) + 1
    for addr, size, mn, n, taken, not_taken, cond in counts:
        got = ex.get(addr, 0)
        if got != n:
            errs.append("0x%08x %s: executed %d times, derivation says %d" % (addr, mn, got, n))
        elif cond:
            t = tk.get(addr, 0)
            if t != taken or got - t != not_taken:
                errs.append("0x%08x %s: taken %d / not taken %d, derivation says %d / %d"
                            % (addr, mn, t, got - t, taken, not_taken))
    return errs


def main(argv):
    trace_bin = None
    files = []
    i = 0
    while i < len(argv):
        if argv[i] == "--trace":
            trace_bin = argv[i + 1]
            i += 2
            continue
        files.append(argv[i])
        i += 1
    if not files:
        files = sorted(os.path.join(HERE, f) for f in os.listdir(HERE)
                       if re.match(r"^\d\d_.*\.S$", f))
    bad = 0
    for f in files:
        errs = check_file(f, trace_bin)
        name = os.path.basename(f)
        if errs:
            bad += 1
            print("FAIL %s" % name)
            for e in errs:
                print("    " + e)
        else:
            info = parse(f)
            e = info["expect"]
            extra = ""
            if "m0p_small" in e:
                extra = "  (mul=small %d / %d)" % (e["m0p_small"], e["m0_small"])
            skip = "  [trace skipped: %s]" % info["trace_skip"] if trace_bin and info["trace_skip"] else ""
            print("ok   %-32s M0+ %5d  M0 %5d%s%s" % (name, e["m0p"], e["m0"], extra, skip))
    print("%d file(s), %d failing" % (len(files), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
