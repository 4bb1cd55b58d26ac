package sim_test

import (
	"testing"

	"boardless/elfimg"
	"boardless/kernels"
	"boardless/models"
	"boardless/sim"
)

func BenchmarkTmpModel(b *testing.B) {
	for _, board := range []string{"nucleo-g071rb", "nucleo-wba52cg", "stm32mp135f-dk"} {
		b.Run(board, func(b *testing.B) {
			bd, _ := models.LoadProfile(board)
			img, _ := elfimg.ReadELF(kernels.ImagePath("../build", board, "sym"))
			k, _ := catalogKernel("aes128-cbc-enc-fast-8000")
			s, _ := sim.Open(bd, img, sim.Options{})
			defer s.Close()
			for i := 0; i < b.N; i++ {
				if _, err := kernels.Run(s, k, sim.NewRand(1)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
