import Foundation
import RecipleaseCore

/// How the table under the dish is dressed.
enum TableStyle: Sendable {
    case gingham, stripes, dots, waves, tiles, linen, wood
}

/// The colours a cuisine brings to the table: cloth, its print, a napkin and the crockery's band.
struct TablePalette: Sendable {
    let cloth: ArtColor
    let print: ArtColor
    let accent: ArtColor
    let style: TableStyle

    init(_ cloth: String, _ print: String, _ accent: String, _ style: TableStyle) {
        self.cloth = ArtColor(cloth)
        self.print = ArtColor(print)
        self.accent = ArtColor(accent)
        self.style = style
    }

    /// Chosen from the first cuisine the table knows, else from the recipe's own seed.
    static func forCuisines(_ cuisines: [String], random: inout ArtworkRandom) -> TablePalette {
        for cuisine in cuisines {
            if let palette = byCuisine[cuisine.lowercased()] { return palette }
        }
        return random.pick(fallbacks)
    }

    // Colours lean on each cuisine's crockery and textiles; soft enough that the food stays the subject.
    static let byCuisine: [String: TablePalette] = [
        "american": TablePalette("#eef1f3", "#c8553d", "#c8553d", .gingham),
        "british": TablePalette("#ebe6dc", "#5f7a61", "#7b2d26", .linen),
        "italian": TablePalette("#f5e9d7", "#b9473a", "#b9473a", .gingham),
        "french": TablePalette("#e9eef3", "#3d5a80", "#3d5a80", .stripes),
        "spanish": TablePalette("#f6e4cc", "#c1440e", "#e2a03f", .tiles),
        "greek": TablePalette("#e6f0f7", "#1f6fa8", "#1f6fa8", .waves),
        "german": TablePalette("#d9c2a3", "#8c6a4a", "#4f6d5a", .wood),
        "scandinavian": TablePalette("#e3d5c0", "#a48b6c", "#8fa8b8", .wood),
        "mexican": TablePalette("#f4dcc0", "#2a9d8f", "#e76f51", .stripes),
        "peruvian": TablePalette("#f3e0d0", "#a4243b", "#e9a03b", .stripes),
        "brazilian": TablePalette("#e6f0dc", "#2d8a4e", "#f2b73a", .dots),
        "caribbean": TablePalette("#dcf1ec", "#0f9d8a", "#f28f3b", .dots),
        "indian": TablePalette("#f8e2b8", "#c8433a", "#e09f3e", .tiles),
        "chinese": TablePalette("#f3e1d8", "#b23a48", "#b23a48", .waves),
        "japanese": TablePalette("#ece6da", "#2b4c7e", "#2b4c7e", .waves),
        "korean": TablePalette("#efe7e2", "#5c6b8a", "#c0392b", .linen),
        "thai": TablePalette("#e2ebd9", "#4f772d", "#d08c60", .dots),
        "vietnamese": TablePalette("#e6efde", "#6a994e", "#bc4749", .linen),
        "indonesian": TablePalette("#efe2d0", "#8c5e3c", "#3d5a80", .tiles),
        "filipino": TablePalette("#f1f0da", "#3a7d44", "#e9a03b", .gingham),
        "middle eastern": TablePalette("#f3e6d2", "#a05c3b", "#3c6e71", .tiles),
        "lebanese": TablePalette("#eef0e2", "#6b8f71", "#c9913d", .linen),
        "persian": TablePalette("#e5eef1", "#2c6e91", "#b5838d", .tiles),
        "turkish": TablePalette("#f2e6d6", "#b0413e", "#1d7874", .tiles),
        "moroccan": TablePalette("#f0dfc6", "#1f6f8b", "#c2703d", .tiles),
        "ethiopian": TablePalette("#f2e3cb", "#7f5539", "#2a9d8f", .stripes),
        // Cuisines search knows that the bundled library does not use yet, for imported recipes.
        "african": TablePalette("#f1e0c4", "#9c4a1f", "#2f7a5a", .stripes),
        "cajun": TablePalette("#efe6d6", "#6b2f4f", "#d9a33a", .gingham),
        "southern": TablePalette("#eef1f3", "#3d6b8a", "#c8553d", .gingham),
        "irish": TablePalette("#e4ece0", "#3a7a4a", "#3a7a4a", .linen),
        "eastern european": TablePalette("#f3e9dc", "#b23a3a", "#2f5f8a", .dots),
        "polish": TablePalette("#f4ece2", "#b8323a", "#b8323a", .dots),
        "russian": TablePalette("#f2e6d4", "#b8323a", "#2f4f8a", .tiles),
        "jewish": TablePalette("#ecf0f4", "#2f5f9a", "#2f5f9a", .stripes),
        "latin american": TablePalette("#f4dcc0", "#c8433a", "#2a9d8f", .stripes),
        "malaysian": TablePalette("#e9eedc", "#3f7a3a", "#d08c3a", .tiles),
        "mediterranean": TablePalette("#e8f0f4", "#2f7aa8", "#d9a03a", .waves),
        "nordic": TablePalette("#e3d5c0", "#a48b6c", "#8fa8b8", .wood),
        "portuguese": TablePalette("#eaf0f6", "#1f5fa8", "#e2a03f", .tiles),
    ]

    static let fallbacks: [TablePalette] = [
        TablePalette("#eef0ea", "#6b8f71", "#c8553d", .linen),
        TablePalette("#f3e8da", "#9c6644", "#3d5a80", .dots),
        TablePalette("#dcc8ab", "#8c6a4a", "#b9473a", .wood),
    ]
}

extension RecipeArtwork {
    /// The cloth or wood the dish stands on, edge to edge, with a soft vignette.
    static func drawTable(_ palette: TablePalette, on canvas: inout SVGCanvas, random: inout ArtworkRandom) {
        let w = Double(width), h = Double(height)
        canvas.add("rect", ["width": w, "height": h, "fill": palette.cloth])
        let patternID = canvas.newID("cloth")
        let print = palette.print
        var cells = ""
        var size = 40.0
        var transform = ""
        switch palette.style {
        case .gingham:
            size = 36
            cells = SVGCanvas.tag("rect", ["width": size / 2, "height": size, "fill": print, "opacity": 0.13])
                + SVGCanvas.tag("rect", ["width": size, "height": size / 2, "fill": print, "opacity": 0.13])
        case .stripes:
            size = 28
            transform = "rotate(\(random.pick([-30.0, 30, 90]).svgText))"
            cells = SVGCanvas.tag("rect", ["width": 7.0, "height": size, "fill": print, "opacity": 0.14])
                + SVGCanvas.tag("rect", ["x": 12.0, "width": 2.0, "height": size, "fill": print, "opacity": 0.1])
        case .dots:
            size = 30
            cells = SVGCanvas.tag("circle", ["cx": 7.5, "cy": 7.5, "r": 3.2, "fill": print, "opacity": 0.18])
                + SVGCanvas.tag("circle", ["cx": 22.5, "cy": 22.5, "r": 3.2, "fill": print, "opacity": 0.18])
        case .waves:
            // Seigaiha-like scales: rows of concentric arcs, each row half a step along.
            size = 40
            for (cx, cy) in [(0.0, 20.0), (40.0, 20.0), (20.0, 40.0), (0.0, 0.0), (40.0, 0.0), (20.0, 20.0)] {
                for radius in [19.0, 13.0, 7.0] {
                    cells += SVGCanvas.tag("circle", ["cx": cx, "cy": cy, "r": radius, "fill": radius == 19 ? palette.cloth : "none", "stroke": print, "stroke-width": 1.6, "stroke-opacity": 0.22])
                }
            }
        case .tiles:
            size = 44
            let star = "M22 6 L26 18 L38 22 L26 26 L22 38 L18 26 L6 22 L18 18 Z"
            cells = SVGCanvas.tag("path", ["d": star, "fill": print, "opacity": 0.14])
                + SVGCanvas.tag("rect", ["width": size, "height": size, "fill": "none", "stroke": print, "stroke-opacity": 0.12, "stroke-width": 1.5])
                + SVGCanvas.tag("circle", ["cx": 22.0, "cy": 22.0, "r": 2.5, "fill": palette.cloth])
        case .linen:
            size = 6
            cells = SVGCanvas.tag("rect", ["width": size, "height": 1.0, "fill": print, "opacity": 0.09])
                + SVGCanvas.tag("rect", ["width": 1.0, "height": size, "fill": print, "opacity": 0.07])
        case .wood:
            size = 72
            let grain = palette.print
            cells = SVGCanvas.tag("rect", ["width": w, "height": 1.5, "fill": grain, "opacity": 0.55])
            for line in 0..<4 {
                let y = 14.0 + Double(line) * 14 + random.between(-3, 3)
                let lift = random.between(-4, 4)
                cells += SVGCanvas.tag("path", ["d": "M0 \(y.svgText) C160 \((y + lift).svgText) 320 \((y - lift).svgText) 640 \(y.svgText)", "fill": "none", "stroke": grain, "stroke-width": 1.0, "stroke-opacity": 0.22])
            }
        }
        let tileWidth = palette.style == .wood ? w : size
        let transformAttribute = transform.isEmpty ? "" : " patternTransform=\"\(transform)\""
        canvas.define("<pattern id=\"\(patternID)\" width=\"\(tileWidth.svgText)\" height=\"\(size.svgText)\" patternUnits=\"userSpaceOnUse\"\(transformAttribute)>" + cells + "</pattern>")
        canvas.add("rect", ["width": w, "height": h, "fill": "url(#\(patternID))"])

        let vignetteID = canvas.newID("vignette")
        canvas.define("<radialGradient id=\"\(vignetteID)\" cx=\"50%\" cy=\"48%\" r=\"75%\">"
            + "<stop offset=\"55%\" stop-color=\"#000\" stop-opacity=\"0\"/><stop offset=\"100%\" stop-color=\"#000\" stop-opacity=\"0.22\"/></radialGradient>")
        canvas.add("rect", ["width": w, "height": h, "fill": "url(#\(vignetteID))"])
    }

    /// A soft shadow under anything that stands on the table.
    static func drawShadow(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, on canvas: inout SVGCanvas) {
        canvas.add("ellipse", ["cx": cx + 5, "cy": cy + 9, "rx": rx, "ry": ry, "fill": "#1c140c", "opacity": 0.16])
        canvas.add("ellipse", ["cx": cx + 3, "cy": cy + 5, "rx": rx * 0.98, "ry": ry * 0.98, "fill": "#1c140c", "opacity": 0.1])
    }

    /// A folded napkin with a fork on it, beside the dish.
    static func drawNapkin(_ x: Double, _ y: Double, angle: Double, palette: TablePalette, on canvas: inout SVGCanvas) {
        canvas.placed(x, y, angle: angle) { canvas in
            canvas.add("rect", ["x": -42.0, "y": -120.0, "width": 84.0, "height": 240.0, "rx": 6.0, "fill": "#1c140c", "opacity": 0.12, "transform": "translate(4 6)"])
            canvas.add("rect", ["x": -42.0, "y": -120.0, "width": 84.0, "height": 240.0, "rx": 6.0, "fill": palette.accent])
            canvas.add("rect", ["x": -42.0, "y": -120.0, "width": 84.0, "height": 240.0, "rx": 6.0, "fill": "none", "stroke": palette.accent.lighter(0.35), "stroke-width": 3.0, "stroke-dasharray": "1 5", "transform": "scale(0.86)"])
            canvas.add("rect", ["x": -42.0, "y": 40.0, "width": 84.0, "height": 10.0, "fill": palette.accent.lighter(0.25)])
            // The fork: handle, neck and four tines.
            let steel = ArtColor("#dcdcd8")
            canvas.add("path", ["d": "M-5 96 C-6 60 -4 10 -3 -28 L3 -28 C4 10 6 60 5 96 C5 102 -5 102 -5 96 Z", "fill": steel, "stroke": "#a8a8a2", "stroke-width": 1.0])
            canvas.add("path", ["d": "M-11 -86 L-11 -48 C-11 -36 -4 -30 -3 -28 L3 -28 C4 -30 11 -36 11 -48 L11 -86 L8.5 -86 L8.5 -50 L5.5 -50 L5.5 -86 L2.5 -86 L2.5 -50 L-2.5 -50 L-2.5 -86 L-5.5 -86 L-5.5 -50 L-8.5 -50 L-8.5 -86 Z", "fill": steel, "stroke": "#a8a8a2", "stroke-width": 1.0])
        }
    }

    /// A round plate seen from above: rim, well and an optional coloured band.
    /// `slate` gives a dark stone plate, for pale food that would vanish on white.
    static func drawPlate(_ cx: Double, _ cy: Double, radius: Double, palette: TablePalette, slate: Bool = false, random: inout ArtworkRandom, on canvas: inout SVGCanvas) {
        drawShadow(cx, cy, radius, radius, on: &canvas)
        let china = random.pick([ArtColor("#fbfaf6"), ArtColor("#f6f1e7"), ArtColor("#fdfcf9")])
        let plate = slate ? ArtColor("#4a4f55") : china
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius, "fill": plate.darker(0.06)])
        canvas.add("circle", ["cx": cx - 1, "cy": cy - 1.5, "r": radius - 2, "fill": plate])
        if random.chance(0.6) {
            canvas.add("circle", ["cx": cx, "cy": cy, "r": radius - 9, "fill": "none", "stroke": palette.accent, "stroke-width": 2.5, "stroke-opacity": 0.75])
        }
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius * 0.74, "fill": plate.darker(0.035)])
        canvas.add("circle", ["cx": cx + 1, "cy": cy + 1.5, "r": radius * 0.72, "fill": plate.darker(0.015)])
    }

    /// A bowl seen from above: glazed outside in the palette's colour, a pale inside.
    static func drawBowl(_ cx: Double, _ cy: Double, radius: Double, palette: TablePalette, random: inout ArtworkRandom, on canvas: inout SVGCanvas) {
        drawShadow(cx, cy, radius, radius, on: &canvas)
        let glaze = random.chance(0.5) ? palette.accent : palette.print.mixed(with: palette.accent, 0.3)
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius, "fill": glaze.darker(0.1)])
        canvas.add("circle", ["cx": cx - 1, "cy": cy - 1.5, "r": radius - 2.5, "fill": glaze])
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius * 0.9, "fill": "#f7f3ec"])
        canvas.add("circle", ["cx": cx + 2, "cy": cy + 3, "r": radius * 0.86, "fill": "#ebe4d8"])
    }

    /// A fine line of the glaze colour around a bowl's inner lip, drawn last so food sits inside it.
    static func drawBowlLip(_ cx: Double, _ cy: Double, radius: Double, on canvas: inout SVGCanvas) {
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius * 0.9, "fill": "none", "stroke": "#ffffff", "stroke-width": 2.0, "stroke-opacity": 0.7])
    }
}
