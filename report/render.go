package report

import (
	"bytes"
	"fmt"
	"html"
	"strings"

	"boardless/outfmt"
)

// markdown renders the document as GitHub-flavoured Markdown; charts are
// linked as the SVG files written beside it.
func (d *doc) markdown() []byte {
	var b bytes.Buffer
	for _, bl := range d.blocks {
		switch bl.kind {
		case bHeading:
			fmt.Fprintf(&b, "%s %s\n\n", strings.Repeat("#", bl.level), bl.text)
		case bPara:
			fmt.Fprintf(&b, "%s\n\n", mdEscape(bl.text))
		case bList:
			for _, it := range bl.items {
				fmt.Fprintf(&b, "- %s\n", mdEscape(it))
			}
			b.WriteString("\n")
		case bTable:
			t := bl.table
			cells := func(cs []string) {
				b.WriteString("|")
				for _, c := range cs {
					if c == "" {
						c = " "
					}
					fmt.Fprintf(&b, " %s |", mdCell(c))
				}
				b.WriteString("\n")
			}
			cells(t.head)
			b.WriteString("|")
			for _, r := range t.right {
				if r {
					b.WriteString("---:|")
				} else {
					b.WriteString("---|")
				}
			}
			b.WriteString("\n")
			for _, row := range t.rows {
				cells(row)
			}
			b.WriteString("\n")
		case bChart:
			fmt.Fprintf(&b, "![%s](%s)\n\n", mdEscape(bl.chart.Title), bl.chart.File)
		}
	}
	return b.Bytes()
}

func mdEscape(s string) string { return outfmt.MarkdownText(s) }

func mdCell(s string) string { return outfmt.MarkdownCell(s) }

const css = `body{font-family:"Liberation Sans",Arial,Helvetica,sans-serif;margin:2em auto;max-width:75em;padding:0 1em;color:#222;line-height:1.4}
h1{font-size:1.6em}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}
table{border-collapse:collapse;margin:1em 0;font-size:.9em}
caption{text-align:left;font-weight:bold;padding:.3em 0}
th,td{border:1px solid #ccc;padding:.25em .6em;vertical-align:top}
th{background:#f0f0f0}td.n{text-align:right;font-variant-numeric:tabular-nums}
figure{margin:1em 0}figure svg{max-width:100%;height:auto;display:block}
figcaption{font-size:.85em;color:#555}
#selfcheck{display:none}`

// selfcheck runs in the browser after the page is laid out: it measures
// every chart and counts every table's rows and writes the result, as
// JSON, into <pre id="selfcheck">, where a headless browser test reads it.
const selfcheck = `(function(){
  var out = {errors: window.__errors || [], svgs: [], tables: []};
  var figs = document.querySelectorAll('figure');
  for (var i = 0; i < figs.length; i++) {
    var s = figs[i].querySelector('svg');
    var o = {id: figs[i].id, width: 0, height: 0, bboxWidth: 0, bboxHeight: 0, shapes: 0, texts: 0};
    if (s) {
      var r = s.getBoundingClientRect();
      var bb = s.getBBox();
      o.width = Math.round(r.width); o.height = Math.round(r.height);
      o.bboxWidth = Math.round(bb.width); o.bboxHeight = Math.round(bb.height);
      o.shapes = s.querySelectorAll('path,line,rect,circle,polyline,polygon').length;
      o.texts = s.querySelectorAll('text').length;
    }
    out.svgs.push(o);
  }
  var ts = document.querySelectorAll('table');
  for (var j = 0; j < ts.length; j++) {
    var t = ts[j];
    var rr = t.getBoundingClientRect();
    out.tables.push({id: t.id, rows: t.tBodies.length ? t.tBodies[0].rows.length : 0,
      cols: t.tHead ? t.tHead.rows[0].cells.length : 0, height: Math.round(rr.height)});
  }
  document.getElementById('selfcheck').textContent = JSON.stringify(out);
})();`

// html renders the document as one self-contained HTML file: styles,
// charts (inline SVG) and the self-check script are all inside it.
func (d *doc) html(pageTitle string) []byte {
	var b bytes.Buffer
	esc := html.EscapeString
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	fmt.Fprintf(&b, "<title>%s</title>\n", esc(pageTitle))
	b.WriteString("<script>window.__errors=[];window.addEventListener('error',function(e){window.__errors.push(String(e.message))});</script>\n")
	fmt.Fprintf(&b, "<style>\n%s\n</style>\n</head>\n<body>\n", css)
	for _, bl := range d.blocks {
		switch bl.kind {
		case bHeading:
			fmt.Fprintf(&b, "<h%d id=\"%s\">%s</h%d>\n", bl.level, esc(bl.id), esc(bl.text), bl.level)
		case bPara:
			fmt.Fprintf(&b, "<p>%s</p>\n", esc(bl.text))
		case bList:
			b.WriteString("<ul>\n")
			for _, it := range bl.items {
				fmt.Fprintf(&b, "<li>%s</li>\n", esc(it))
			}
			b.WriteString("</ul>\n")
		case bTable:
			t := bl.table
			fmt.Fprintf(&b, "<table id=\"t-%s\">\n<caption>%s</caption>\n<thead><tr>", esc(t.id), esc(t.caption))
			for _, h := range t.head {
				fmt.Fprintf(&b, "<th>%s</th>", esc(h))
			}
			b.WriteString("</tr></thead>\n<tbody>\n")
			for _, row := range t.rows {
				b.WriteString("<tr>")
				for i, c := range row {
					if i < len(t.right) && t.right[i] {
						fmt.Fprintf(&b, "<td class=\"n\">%s</td>", esc(c))
					} else {
						fmt.Fprintf(&b, "<td>%s</td>", esc(c))
					}
				}
				b.WriteString("</tr>\n")
			}
			b.WriteString("</tbody>\n</table>\n")
		case bChart:
			fmt.Fprintf(&b, "<figure id=\"c-%s\">\n", esc(bl.id))
			b.Write(inlineSVG(bl.chart.SVG))
			fmt.Fprintf(&b, "<figcaption>%s (%s)</figcaption>\n</figure>\n", esc(bl.chart.Title), esc(bl.chart.File))
		}
	}
	fmt.Fprintf(&b, "<pre id=\"selfcheck\"></pre>\n<script>\n%s\n</script>\n</body>\n</html>\n", selfcheck)
	return b.Bytes()
}

// inlineSVG drops the XML declaration and comments before <svg>, which
// do not belong inside HTML.
func inlineSVG(svg []byte) []byte {
	if i := bytes.Index(svg, []byte("<svg")); i > 0 {
		svg = svg[i:]
	}
	return svg
}
