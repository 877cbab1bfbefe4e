import Foundation
import RecipleaseCore

extension RecipeArtwork {
    /// Draws one piece of a food centred at `(x, y)`, about `size` pixels in radius.
    /// Most shapes are drawn 20 units across and scaled; textures (grains, noodles) are drawn at
    /// their real size so a bigger heap gets more grains, not bigger ones.
    static func drawFood(_ look: FoodLook, _ x: Double, _ y: Double, size: Double, angle: Double, random: inout ArtworkRandom, on canvas: inout SVGCanvas) {
        switch look.shape {
        case .grains, .roundGrains: drawHeap(look, x, y, radius: size, round: look.shape == .roundGrains, random: &random, on: &canvas)
        case .noodles: drawNoodles(look, x, y, radius: size, random: &random, on: &canvas)
        case .tubes: drawTubes(look, x, y, radius: size, random: &random, on: &canvas)
        case .leafy: drawGreens(look, x, y, radius: size, random: &random, on: &canvas)
        case .shreds: drawShreds(look, x, y, radius: size, random: &random, on: &canvas)
        default: drawPiece(look, x, y, size: size, angle: angle, on: &canvas)
        }
    }

    /// One piece drawn 20 units across around the origin, then moved, turned and scaled into place.
    static func drawPiece(_ look: FoodLook, _ x: Double, _ y: Double, size: Double, angle: Double, on canvas: inout SVGCanvas) {
        let c = look.color, d = look.detail
        canvas.placed(x, y, angle: angle, scale: size / 10) { canvas in
            switch look.shape {
            case .leaf:
                canvas.add("path", ["d": "M-10 0 C-5 -6.5 5 -6.5 10 0 C5 6.5 -5 6.5 -10 0 Z", "fill": c])
                canvas.add("path", ["d": "M-9 0 Q0 -1 8 0", "fill": "none", "stroke": d, "stroke-width": 0.8, "stroke-opacity": 0.7])
            case .sprig:
                canvas.add("path", ["d": "M-10 7 Q-2 3 10 -7", "fill": "none", "stroke": d, "stroke-width": 1.1, "stroke-linecap": "round"])
                for (lx, ly, la) in [(-6.0, 2.5, -70.0), (-2.0, 4.5, 40.0), (1.5, -1.5, -80.0), (5.0, 0.5, 30.0), (8.5, -7.5, -20.0)] {
                    canvas.add("ellipse", ["cx": lx, "cy": ly, "rx": 3.4, "ry": 2.2, "fill": c, "transform": "rotate(\(la.svgText) \(lx.svgText) \(ly.svgText))"])
                }
            case .round:
                canvas.add("circle", ["r": 10.0, "fill": c.darker(0.18)])
                canvas.add("circle", ["cx": -0.8, "cy": -0.8, "r": 9.0, "fill": c])
                canvas.add("ellipse", ["cx": -3.5, "cy": -4.0, "rx": 3.2, "ry": 1.9, "fill": "#ffffff", "opacity": 0.45, "transform": "rotate(-35 -3.5 -4)"])
                // A green detail colour is the calyx of a tomato or a berry.
                if d.green > d.red + 20 {
                    canvas.add("path", ["d": "M0 -3 L1 -1 L3 -0.6 L1.3 0.6 L1.8 2.6 L0 1.4 L-1.8 2.6 L-1.3 0.6 L-3 -0.6 L-1 -1 Z", "fill": d])
                }
            case .berry:
                canvas.add("circle", ["r": 10.0, "fill": c.darker(0.2)])
                canvas.add("circle", ["cx": -0.6, "cy": -0.6, "r": 9.2, "fill": c])
                for (sx, sy) in [(-4.0, -2.0), (3.0, -4.0), (4.0, 3.0), (-2.0, 4.5), (0.0, 0.0)] {
                    canvas.add("circle", ["cx": sx, "cy": sy, "r": 1.1, "fill": d, "opacity": 0.8])
                }
                canvas.add("ellipse", ["cx": -3.5, "cy": -4.5, "rx": 2.6, "ry": 1.5, "fill": "#ffffff", "opacity": 0.4, "transform": "rotate(-35 -3.5 -4.5)"])
            case .wheel:
                canvas.add("circle", ["r": 10.0, "fill": c])
                canvas.add("circle", ["r": 8.6, "fill": d.lighter(0.55)])
                canvas.add("circle", ["r": 7.8, "fill": d])
                for spoke in 0..<8 {
                    let a = Double(spoke) * .pi / 4
                    canvas.add("line", ["x1": 0.0, "y1": 0.0, "x2": cos(a) * 7.8, "y2": sin(a) * 7.8, "stroke": d.lighter(0.55), "stroke-width": 0.9])
                }
                canvas.add("circle", ["r": 1.3, "fill": d.lighter(0.6)])
            case .coin:
                canvas.add("circle", ["r": 10.0, "fill": c])
                canvas.add("circle", ["r": 8.4, "fill": d])
                canvas.add("circle", ["r": 3.4, "fill": c, "opacity": 0.22])
                for seed in 0..<6 {
                    let a = Double(seed) * .pi / 3 + 0.3
                    canvas.add("ellipse", ["cx": cos(a) * 5, "cy": sin(a) * 5, "rx": 1.1, "ry": 0.6, "fill": c, "opacity": 0.3])
                }
            case .ring:
                canvas.add("circle", ["r": 8.6, "fill": "none", "stroke": c, "stroke-width": 2.6])
                canvas.add("circle", ["r": 4.8, "fill": "none", "stroke": d, "stroke-width": 1.8])
            case .chunk:
                canvas.add("rect", ["x": -8.0, "y": -7.0, "width": 16.0, "height": 14.0, "rx": 3.0, "fill": c.darker(0.16)])
                canvas.add("rect", ["x": -8.0, "y": -7.0, "width": 16.0, "height": 11.5, "rx": 3.0, "fill": c])
                canvas.add("rect", ["x": -5.5, "y": -5.0, "width": 6.0, "height": 2.0, "rx": 1.0, "fill": "#ffffff", "opacity": 0.3])
                canvas.add("path", ["d": "M3 -6 L7 -2", "stroke": d, "stroke-width": 1.2, "stroke-opacity": 0.5, "stroke-linecap": "round"])
            case .fillet, .flakyFillet:
                let body = "M-17 -3 C-16 -11 -2 -13 9 -10 C17 -8 19 2 15 7 C10 12 -4 12 -11 9 C-16 7 -18 3 -17 -3 Z"
                canvas.add("path", ["d": body, "fill": c.darker(0.14), "transform": "translate(0.8 1.5)"])
                canvas.add("path", ["d": body, "fill": c])
                if look.shape == .fillet {
                    for offset in [-8.0, -1.0, 6.0] {
                        canvas.add("path", ["d": "M\((offset - 2).svgText) -8 L\((offset + 3).svgText) 8", "stroke": d, "stroke-width": 2.2, "stroke-opacity": 0.75, "stroke-linecap": "round"])
                    }
                } else {
                    for offset in [-9.0, -3.0, 3.0, 9.0] {
                        canvas.add("path", ["d": "M\(offset.svgText) -8 Q\((offset + 3).svgText) 0 \(offset.svgText) 8", "fill": "none", "stroke": d, "stroke-width": 1.0, "stroke-opacity": 0.75])
                    }
                }
                canvas.add("path", ["d": "M-12 -5 C-8 -9 2 -10 8 -8", "fill": "none", "stroke": "#ffffff", "stroke-width": 1.4, "stroke-opacity": 0.3, "stroke-linecap": "round"])
            case .shrimp:
                canvas.add("path", ["d": "M6 -7 C0 -11 -8 -7 -8 0 C-8 6 -3 9 2 8", "fill": "none", "stroke": c, "stroke-width": 6.0, "stroke-linecap": "round"])
                canvas.add("path", ["d": "M5 -6 C0 -9 -6 -6 -6.5 0", "fill": "none", "stroke": d, "stroke-width": 1.3, "stroke-opacity": 0.8, "stroke-linecap": "round"])
                for (tx, ty) in [(-4.0, -7.5), (-9.0, -1.0), (-6.0, 5.5)] {
                    canvas.add("circle", ["cx": tx * 0.7, "cy": ty * 0.7, "r": 0.7, "fill": c.darker(0.3)])
                }
                canvas.add("path", ["d": "M1 8 L7 4.5 L6.5 11 Z", "fill": c.darker(0.12)])
            case .egg:
                canvas.add("path", ["d": "M-10 -2 C-11 -9 -3 -11 2 -9 C8 -11 12 -5 10 1 C12 7 5 11 -1 9 C-7 11 -12 5 -10 -2 Z", "fill": "#eee6d6", "transform": "translate(0.6 1)"])
                canvas.add("path", ["d": "M-10 -2 C-11 -9 -3 -11 2 -9 C8 -11 12 -5 10 1 C12 7 5 11 -1 9 C-7 11 -12 5 -10 -2 Z", "fill": c])
                canvas.add("circle", ["cx": 1.0, "cy": 0.0, "r": 4.6, "fill": d])
                canvas.add("circle", ["cx": -0.4, "cy": -1.4, "r": 1.4, "fill": "#ffffff", "opacity": 0.55])
            case .halfEgg:
                canvas.add("ellipse", ["rx": 7.5, "ry": 10.0, "fill": c, "stroke": "#e8e0d0", "stroke-width": 0.8])
                canvas.add("circle", ["cy": 0.5, "r": 4.8, "fill": d])
                canvas.add("circle", ["cx": -1.2, "cy": -0.8, "r": 1.2, "fill": "#ffffff", "opacity": 0.45])
            case .beans:
                for (bx, by, ba) in [(-4.0, -2.5, 20.0), (3.5, -3.0, -30.0), (0.0, 3.5, 70.0)] {
                    canvas.add("ellipse", ["cx": bx, "cy": by, "rx": 4.6, "ry": 3.0, "fill": c, "transform": "rotate(\(ba.svgText) \(bx.svgText) \(by.svgText))"])
                    canvas.add("ellipse", ["cx": bx - 1.3, "cy": by - 0.9, "rx": 1.7, "ry": 0.8, "fill": d, "opacity": 0.7, "transform": "rotate(\(ba.svgText) \(bx.svgText) \(by.svgText))"])
                }
            case .seeds:
                for (sx, sy, sa) in [(-6.0, -3.0, 10.0), (-1.0, -6.0, 70.0), (5.0, -2.0, 130.0), (2.0, 4.0, 40.0), (-5.0, 5.0, 100.0), (7.0, 6.0, 160.0), (0.0, 0.0, 0.0)] {
                    canvas.add("ellipse", ["cx": sx, "cy": sy, "rx": 1.7, "ry": 1.0, "fill": c, "transform": "rotate(\(sa.svgText) \(sx.svgText) \(sy.svgText))"])
                }
            case .wedge:
                canvas.add("path", ["d": "M-10 7 L10 7 L-1 -10 Z", "fill": c, "stroke": c.darker(0.15), "stroke-width": 0.8, "stroke-linejoin": "round"])
                canvas.add("path", ["d": "M-10 7 L10 7", "stroke": d, "stroke-width": 2.4, "stroke-linecap": "round"])
                canvas.add("circle", ["cx": -2.0, "cy": 1.0, "r": 1.5, "fill": c.darker(0.12)])
            case .dollop:
                canvas.add("circle", ["r": 10.0, "fill": c.darker(0.1)])
                canvas.add("circle", ["cx": -0.8, "cy": -0.8, "r": 9.0, "fill": c])
                canvas.add("path", ["d": "M-5 1 C-5 -5 5 -5 5 0 C5 3 0 4 -1 1", "fill": "none", "stroke": c.darker(0.2), "stroke-width": 1.1, "stroke-opacity": 0.6])
                canvas.add("ellipse", ["cx": -3.5, "cy": -4.5, "rx": 2.4, "ry": 1.3, "fill": "#ffffff", "opacity": 0.5])
            case .bread:
                canvas.add("path", ["d": "M-9 10 L-9 -3 C-13 -10 -6 -12 0 -11 C6 -12 13 -10 9 -3 L9 10 Z", "fill": c])
                canvas.add("path", ["d": "M-7 8 L-7 -3 C-10 -8 -5 -9.5 0 -9 C5 -9.5 10 -8 7 -3 L7 8 Z", "fill": d])
                for (hx, hy) in [(-3.0, 0.0), (2.0, 3.0), (3.0, -4.0), (-2.0, 5.0)] {
                    canvas.add("circle", ["cx": hx, "cy": hy, "r": 0.8, "fill": c, "opacity": 0.35])
                }
            case .mushroom:
                canvas.add("path", ["d": "M-10 0 C-10 -9 10 -9 10 0 C6 1 3.5 0.5 3.5 0.5 L3.5 8 C3.5 10 -3.5 10 -3.5 8 L-3.5 0.5 C-3.5 0.5 -6 1 -10 0 Z", "fill": d, "stroke": c, "stroke-width": 1.8, "stroke-linejoin": "round"])
                canvas.add("path", ["d": "M-6 -1.5 C-4 -5 4 -5 6 -1.5", "fill": "none", "stroke": c, "stroke-width": 0.8, "stroke-opacity": 0.5])
            case .floret:
                canvas.add("path", ["d": "M-2.5 10 L-1.5 1 L1.5 1 L2.5 10 Z", "fill": d])
                for (fx, fy, fr) in [(-5.0, -1.0, 4.8), (4.5, -1.5, 5.0), (0.0, -6.0, 5.2), (-0.5, 1.0, 4.0)] {
                    canvas.add("circle", ["cx": fx, "cy": fy, "r": fr, "fill": c])
                    canvas.add("circle", ["cx": fx - 1.2, "cy": fy - 1.2, "r": fr * 0.35, "fill": d, "opacity": 0.5])
                }
            case .avocado:
                canvas.add("ellipse", ["rx": 10.0, "ry": 7.8, "fill": c])
                canvas.add("ellipse", ["cx": -0.3, "rx": 8.7, "ry": 6.6, "fill": d])
                canvas.add("ellipse", ["cx": -0.3, "rx": 6.0, "ry": 4.4, "fill": d.lighter(0.35)])
                canvas.add("circle", ["cx": 1.8, "r": 3.4, "fill": "#7b4a2a"])
                canvas.add("circle", ["cx": 1.0, "cy": -1.0, "r": 1.0, "fill": "#ffffff", "opacity": 0.35])
            case .strip:
                canvas.add("path", ["d": "M-10 3 Q0 -7 10 3", "fill": "none", "stroke": c, "stroke-width": 5.0, "stroke-linecap": "round"])
                canvas.add("path", ["d": "M-8 1.2 Q0 -5.5 8 1.2", "fill": "none", "stroke": d, "stroke-width": 1.2, "stroke-opacity": 0.8, "stroke-linecap": "round"])
            case .rasher:
                canvas.add("path", ["d": "M-12 0 C-8 -5 -4 5 0 0 C4 -5 8 5 12 0", "fill": "none", "stroke": c, "stroke-width": 6.5, "stroke-linecap": "round"])
                canvas.add("path", ["d": "M-12 0 C-8 -5 -4 5 0 0 C4 -5 8 5 12 0", "fill": "none", "stroke": d, "stroke-width": 1.6, "stroke-linecap": "round", "transform": "translate(0 1.6)"])
            case .link:
                canvas.add("rect", ["x": -10.0, "y": -4.2, "width": 20.0, "height": 8.4, "rx": 4.2, "fill": c])
                canvas.add("path", ["d": "M-7 -2 L6 -2", "stroke": d, "stroke-width": 1.3, "stroke-opacity": 0.7, "stroke-linecap": "round"])
            case .crumbs:
                for (px, py, pr) in [(-5.0, -4.0, 3.2), (3.0, -5.0, 2.6), (5.5, 2.0, 3.0), (-1.0, 1.0, 3.4), (-6.0, 4.5, 2.4), (2.0, 6.5, 2.2)] {
                    canvas.add("rect", ["x": px - pr, "y": py - pr * 0.8, "width": pr * 2, "height": pr * 1.6, "rx": pr * 0.6, "fill": c, "transform": "rotate(\((px * 9).svgText) \(px.svgText) \(py.svgText))"])
                    canvas.add("circle", ["cx": px - pr * 0.3, "cy": py - pr * 0.3, "r": pr * 0.3, "fill": d, "opacity": 0.7])
                }
            case .wholeEgg:
                canvas.add("ellipse", ["cx": 0.8, "cy": 1.2, "rx": 7.6, "ry": 9.8, "fill": c.darker(0.2)])
                canvas.add("ellipse", ["rx": 7.4, "ry": 9.6, "fill": c])
                canvas.add("ellipse", ["cx": -2.5, "cy": -3.5, "rx": 2.2, "ry": 3.2, "fill": "#ffffff", "opacity": 0.45])
            case .block:
                canvas.add("rect", ["x": -11.0, "y": -6.0, "width": 22.0, "height": 13.0, "rx": 1.5, "fill": c.darker(0.15)])
                canvas.add("rect", ["x": -11.0, "y": -7.0, "width": 22.0, "height": 12.0, "rx": 1.5, "fill": c])
                canvas.add("rect", ["x": 1.0, "y": -7.5, "width": 11.0, "height": 13.5, "rx": 1.0, "fill": "#f4f1ea"])
                canvas.add("path", ["d": "M2 -5 L11 -5 M2 -1 L11 -1 M2 3 L11 3", "stroke": "#c9c2b4", "stroke-width": 0.6])
            case .powder:
                canvas.add("circle", ["r": 10.0, "fill": "#e9e2d6"])
                canvas.add("circle", ["cx": -0.4, "cy": -0.4, "r": 9.4, "fill": "#fbf8f2"])
                canvas.add("circle", ["r": 7.6, "fill": d])
                canvas.add("ellipse", ["cx": -0.6, "cy": -0.8, "rx": 6.4, "ry": 5.8, "fill": c])
                for (px, py) in [(-3.0, -2.0), (2.0, 1.5), (1.0, -3.5), (-2.0, 3.0)] {
                    canvas.add("circle", ["cx": px, "cy": py, "r": 0.6, "fill": d])
                }
            case .stick:
                for offset in [-2.0, 2.0] {
                    canvas.add("rect", ["x": -11.0, "y": offset - 1.8, "width": 22.0, "height": 3.6, "rx": 1.8, "fill": offset < 0 ? c : c.darker(0.12)])
                }
                canvas.add("path", ["d": "M-11 0 L11 0", "stroke": d, "stroke-width": 0.7])
            case .nut:
                canvas.add("ellipse", ["rx": 9.0, "ry": 6.0, "fill": c])
                canvas.add("path", ["d": "M-6 -1 Q0 -4 6 -1 M-5 2.5 Q0 0 5 2.5", "fill": "none", "stroke": d, "stroke-width": 1.0, "stroke-opacity": 0.8])
            default:
                break
            }
        }
    }

    /// A heap of rice or grains: a soft mound with grains drawn on it.
    static func drawHeap(_ look: FoodLook, _ x: Double, _ y: Double, radius: Double, round: Bool, random: inout ArtworkRandom, on canvas: inout SVGCanvas) {
        canvas.add("circle", ["cx": x + 1.5, "cy": y + 2.5, "r": radius, "fill": look.color.darker(0.12)])
        canvas.add("circle", ["cx": x, "cy": y, "r": radius, "fill": look.color])
        let count = min(150, max(8, Int(radius * radius / 16)))
        for _ in 0..<count {
            let a = random.between(0, 2 * .pi), r = radius * 0.92 * random.unit().squareRoot()
            let gx = x + cos(a) * r, gy = y + sin(a) * r
            if round {
                canvas.add("circle", ["cx": gx, "cy": gy, "r": 1.4, "fill": look.detail])
            } else {
                canvas.add("ellipse", ["cx": gx, "cy": gy, "rx": 2.6, "ry": 1.1, "fill": look.detail, "transform": "rotate(\(random.between(0, 180).svgText) \(gx.svgText) \(gy.svgText))"])
            }
        }
        canvas.add("ellipse", ["cx": x - radius * 0.3, "cy": y - radius * 0.35, "rx": radius * 0.35, "ry": radius * 0.2, "fill": "#ffffff", "opacity": 0.18])
    }

    /// A tangle of long noodles: crossing curves over a bed of the same colour.
    static func drawNoodles(_ look: FoodLook, _ x: Double, _ y: Double, radius: Double, random: inout ArtworkRandom, on canvas: inout SVGCanvas) {
        canvas.add("circle", ["cx": x + 1.5, "cy": y + 2.5, "r": radius, "fill": look.detail.darker(0.15)])
        canvas.add("circle", ["cx": x, "cy": y, "r": radius * 0.97, "fill": look.detail])
        let strands = max(6, Int(radius / 2.6))
        let width = max(2.2, radius / 16)
        for strand in 0..<strands {
            let a = random.between(0, 2 * .pi)
            let b = a + .pi + random.between(-0.9, 0.9)
            let r = radius * 0.9
            let c1 = random.between(0, 2 * .pi), c2 = random.between(0, 2 * .pi)
            let path = "M\((x + cos(a) * r).svgText) \((y + sin(a) * r).svgText) C\((x + cos(c1) * r * 0.6).svgText) \((y + sin(c1) * r * 0.6).svgText) \((x + cos(c2) * r * 0.6).svgText) \((y + sin(c2) * r * 0.6).svgText) \((x + cos(b) * r).svgText) \((y + sin(b) * r).svgText)"
            let shade = strand % 3 == 0 ? look.color.lighter(0.25) : look.color
            canvas.add("path", ["d": path, "fill": "none", "stroke": look.detail.darker(0.2), "stroke-width": width + 1.2, "stroke-linecap": "round", "stroke-opacity": 0.35])
            canvas.add("path", ["d": path, "fill": "none", "stroke": shade, "stroke-width": width, "stroke-linecap": "round"])
        }
    }

    /// Short pasta or rice cakes: little tubes tumbled together.
    static func drawTubes(_ look: FoodLook, _ x: Double, _ y: Double, radius: Double, random: inout ArtworkRandom, on canvas: inout SVGCanvas) {
        let count = min(90, max(5, Int(radius * radius / 26)))
        let length = max(9, radius / 4)
        canvas.add("circle", ["cx": x, "cy": y, "r": radius * 0.8, "fill": look.detail, "opacity": 0.5])
        for _ in 0..<count {
            let a = random.between(0, 2 * .pi), r = radius * 0.85 * random.unit().squareRoot()
            let tx = x + cos(a) * r, ty = y + sin(a) * r
            canvas.placed(tx, ty, angle: random.between(0, 180)) { canvas in
                canvas.add("rect", ["x": -length / 2, "y": -length / 5, "width": length, "height": length / 2.5, "rx": length / 8, "fill": look.detail])
                canvas.add("rect", ["x": -length / 2, "y": -length / 5, "width": length, "height": length / 3.4, "rx": length / 8, "fill": look.color])
                canvas.add("line", ["x1": -length / 3, "y1": -length / 14, "x2": length / 3, "y2": -length / 14, "stroke": "#ffffff", "stroke-width": 1.0, "stroke-opacity": 0.35])
            }
        }
    }

    /// A loose pile of leaves.
    static func drawGreens(_ look: FoodLook, _ x: Double, _ y: Double, radius: Double, random: inout ArtworkRandom, on canvas: inout SVGCanvas) {
        let count = min(26, max(3, Int(radius * radius / 110)))
        let leaf = max(8, min(22, radius * 0.42))
        for index in 0..<count {
            let a = random.between(0, 2 * .pi), r = (radius - leaf * 0.6) * random.unit().squareRoot()
            let shade = index % 2 == 0 ? look.color : look.color.mixed(with: look.detail, 0.45)
            let lx = x + cos(a) * r, ly = y + sin(a) * r
            canvas.placed(lx, ly, angle: random.between(0, 360), scale: leaf / 10) { canvas in
                canvas.add("path", ["d": "M-10 0 C-8 -7 2 -8 10 -1 C3 7 -6 7 -10 0 Z", "fill": shade])
                canvas.add("path", ["d": "M-9 0 Q0 -1.5 9 -1", "fill": "none", "stroke": look.detail, "stroke-width": 0.9, "stroke-opacity": 0.8])
            }
        }
    }

    /// Grated cheese, shredded cabbage, coconut: many short strands.
    static func drawShreds(_ look: FoodLook, _ x: Double, _ y: Double, radius: Double, random: inout ArtworkRandom, on canvas: inout SVGCanvas) {
        let count = min(50, max(7, Int(radius * radius / 30)))
        for _ in 0..<count {
            let a = random.between(0, 2 * .pi), r = radius * 0.9 * random.unit().squareRoot()
            let sx = x + cos(a) * r, sy = y + sin(a) * r
            let turn = random.between(0, 2 * .pi), length = random.between(4, 8)
            let path = "M\((sx - cos(turn) * length).svgText) \((sy - sin(turn) * length).svgText) Q\((sx + sin(turn) * 2).svgText) \((sy - cos(turn) * 2).svgText) \((sx + cos(turn) * length).svgText) \((sy + sin(turn) * length).svgText)"
            canvas.add("path", ["d": path, "fill": "none", "stroke": look.color.darker(0.18), "stroke-width": 2.8, "stroke-linecap": "round"])
            canvas.add("path", ["d": path, "fill": "none", "stroke": look.color, "stroke-width": 2.0, "stroke-linecap": "round"])
        }
    }
}
