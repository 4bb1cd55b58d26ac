package sim

import (
	"boardless/elfimg"
	"boardless/models"
)

// FirmwareOptions are the resolved board's options as firmware mode
// takes them: the what-ifs and the bounds. (The command line refuses
// beforehand the what-ifs firmware mode does not take: the clock and the
// flash switches are the firmware's own, through RCC and FLASH_ACR,
// --flash-ws pins; --init and the code and data placements are function
// mode's.)
func (r *Resolved) FirmwareOptions() FirmwareOptions {
	o := r.Opts
	return FirmwareOptions{Options: Options{WhatIf: o.WhatIf, Budget: o.Budget, Timeout: o.Timeout}}
}

// RunCandidate runs img in firmware mode for calibrate's candidate
// board b and returns what it printed: each candidate is a board of its
// own, whose what-ifs are r's with the candidate's parameters pin set
// over them (WhatIf.Pinning).
func (r *Resolved) RunCandidate(img *elfimg.Image, b *models.Profile, pin map[string]float64) (string, error) {
	o := r.FirmwareOptions()
	o.WhatIf = r.Opts.WhatIf.Pinning(b, pin)
	res, err := RunFirmware(b, img, o)
	if err != nil {
		return "", err
	}
	return res.Output, nil
}
