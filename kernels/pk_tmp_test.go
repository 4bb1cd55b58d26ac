package kernels

import (
	"os"
	"regexp"
	"testing"

	"boardless/sim"
)

func TestPKTmp(t *testing.T) {
	re := regexp.MustCompile(os.Getenv("PKRE"))
	s := pkSession(t, os.Getenv("PKBOARD"))
	_ = s
	for i, k := range PublicKey() {
		if !re.MatchString(k.Name) {
			continue
		}
		out, used, err := RunPublicKey(s, k, sim.NewRand(uint64(i)))
		if err != nil {
			t.Errorf("%s: %v", k.Name, err)
			continue
		}
		r := out.Result
		t.Logf("%-36s %13d insns %13d cycles  stack %4d  arena %5d", k.Name, r.Instructions, r.Cycles, r.StackBytes, used)
	}
}
