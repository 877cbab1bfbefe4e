import Foundation
import RecipleaseCore

// One drawing per kind of dish. The canvas is 640 × 360; dishes sit a little off centre so
// that a napkin or the loose ingredients fill the other side.
extension Scene {
    // MARK: - Plates and bowls

    mutating func drawPlated() {
        let cy = 182.0, radius = 136.0
        let cx = laidTable(radius: radius, shift: 40)
        RecipeArtwork.drawPlate(cx, cy, radius: radius, palette: palette, random: &random, on: &canvas)
        arrange(cx, cy, area: radius * 0.76, pool: foods.sauce)
    }

    /// Lays the shown foods over a round area: a base as the bed, mains and sides around it, garnish on top.
    mutating func arrange(_ cx: Double, _ cy: Double, area: Double, pool poolColour: ArtColor?) {
        let base = foods.looks([.base]).first
        let pieces = foods.looks([.main, .side, .minor])
        let garnish = foods.looks([.garnish])
        if let poolColour {
            pool(cx + side * area * 0.12, cy + area * 0.06, radius: area * 0.72, color: poolColour)
        }
        let turn = random.between(-0.35, 0.35)
        let side = self.side
        func spot(_ x: Double, _ y: Double) -> (Double, Double) {
            let sx = x * side
            return (cx + (sx * cos(turn) - y * sin(turn)) * area, cy + (sx * sin(turn) + y * cos(turn)) * area)
        }
        let spots: [(Double, Double)]
        let spread: Double
        if let base {
            cluster(base, cx - side * area * 0.1, cy, radius: area * 0.8, area: area)
            spots = [(0.34, -0.12), (0.3, 0.5), (-0.3, 0.55), (0.2, -0.62), (-0.5, -0.4)]
            spread = 0.32
        } else {
            spots = switch pieces.count {
            case 0, 1: [(0, 0)]
            case 2: [(-0.34, 0.05), (0.36, -0.05)]
            case 3: [(-0.34, -0.26), (0.36, -0.2), (0.0, 0.44)]
            default: [(-0.36, -0.32), (0.36, -0.32), (-0.36, 0.36), (0.36, 0.36), (0, 0)]
            }
            spread = switch pieces.count {
            case 0, 1: 0.62
            case 2: 0.46
            case 3: 0.4
            default: 0.36
            }
        }
        for (index, look) in pieces.prefix(spots.count).enumerated() {
            let (x, y) = spot(spots[index].0, spots[index].1)
            cluster(look, x, y, radius: area * spread, area: area)
        }
        for look in garnish.prefix(2) {
            sprinkle(look, cx, cy, radius: area * 0.8, count: 6, size: area * 0.075)
        }
    }

    mutating func drawSoup() {
        let cy = 182.0, radius = 140.0
        let cx = laidTable(radius: radius, shift: 34)
        RecipeArtwork.drawBowl(cx, cy, radius: radius, palette: palette, random: &random, on: &canvas)
        let inner = radius * 0.84
        let broth = liquid
        canvas.add("circle", ["cx": cx, "cy": cy, "r": inner, "fill": broth.darker(0.08)])
        canvas.add("circle", ["cx": cx - 2, "cy": cy - 3, "r": inner * 0.94, "fill": broth])
        canvas.add("ellipse", ["cx": cx - inner * 0.25, "cy": cy - inner * 0.3, "rx": inner * 0.45, "ry": inner * 0.3, "fill": "#ffffff", "opacity": 0.1])
        for _ in 0..<9 {
            let a = random.between(0, 2 * .pi), r = inner * 0.8 * random.unit().squareRoot()
            canvas.add("circle", ["cx": cx + cos(a) * r, "cy": cy + sin(a) * r, "r": random.between(2, 5.5), "fill": broth.lighter(0.3), "opacity": 0.45])
        }
        let base = foods.looks([.base]).first
        let pieces = foods.looks([.main, .side, .minor])
        if base == nil && pieces.isEmpty {
            // A smooth porridge or purée: a swirl of cream and a dusting of its spice.
            swirl(cx, cy, size: inner * 0.55, colour: broth.darker(0.3))
            let dust = foods.tint ?? foods.pantry.first { $0.shape == .stick }?.color ?? broth.darker(0.35)
            sprinkle(FoodLook(.seeds, .garnish, color: dust, detail: dust), cx, cy, radius: inner * 0.45, count: 10, size: 8)
        }
        if let base {
            cluster(base, cx + side * inner * 0.12, cy + inner * 0.05, radius: inner * 0.42, area: inner * 0.8)
        }
        let start = random.between(0, 2 * .pi)
        for (index, look) in pieces.prefix(4).enumerated() {
            let a = start + Double(index) * 2 * .pi / Double(max(3, pieces.count))
            cluster(look, cx + cos(a) * inner * 0.48, cy + sin(a) * inner * 0.48, radius: inner * 0.3, area: inner * 0.75)
        }
        for look in foods.looks([.garnish]).prefix(2) {
            sprinkle(look, cx, cy, radius: inner * 0.55, count: 7, size: inner * 0.07)
        }
        RecipeArtwork.drawBowlLip(cx, cy, radius: radius, on: &canvas)
    }

    mutating func drawComposedBowl() {
        let cy = 182.0, radius = 146.0
        let cx = laidTable(radius: radius, shift: 34)
        RecipeArtwork.drawBowl(cx, cy, radius: radius, palette: palette, random: &random, on: &canvas)
        let inner = radius * 0.85
        var items = foods.shown.filter { $0.role != .garnish }
        // Leaves or a grain are the bed; the rest sit on it in wedges, an egg in the middle.
        if let bedIndex = items.firstIndex(where: { $0.shape == .leafy }) ?? items.firstIndex(where: { $0.role == .base }) {
            let bed = items.remove(at: bedIndex)
            RecipeArtwork.drawFood(bed, cx, cy, size: inner * 0.93, angle: 0, random: &random, on: &canvas)
        } else if let base = foods.all.prefix(3).first(where: { $0.look.role == .sauce }) {
            // A bowl that starts from a liquid (an acai or a smoothie bowl) is filled with it;
            // a salad's dressing, further down the list, is not.
            canvas.add("circle", ["cx": cx, "cy": cy, "r": inner * 0.92, "fill": base.look.color])
        }
        let egg = items.firstIndex { $0.shape == .egg || $0.shape == .halfEgg }.map { items.remove(at: $0) }
        let start = random.between(0, 2 * .pi)
        let count = max(1, items.count)
        for (index, look) in items.prefix(5).enumerated() {
            let a = start + Double(index) * 2 * .pi / Double(count)
            let r = count == 1 ? 0 : inner * 0.5
            let spread = switch count {
            case 1: 0.72
            case 2: 0.44
            default: 0.34
            }
            cluster(look, cx + cos(a) * r, cy + sin(a) * r, radius: inner * spread, area: inner * 0.85)
        }
        if let egg {
            RecipeArtwork.drawFood(egg, cx, cy, size: inner * (egg.shape == .egg ? 0.26 : 0.16), angle: random.between(-40, 40), random: &random, on: &canvas)
        }
        for look in foods.looks([.garnish]).prefix(2) {
            sprinkle(look, cx, cy, radius: inner * 0.6, count: 7, size: inner * 0.07)
        }
        RecipeArtwork.drawBowlLip(cx, cy, radius: radius, on: &canvas)
    }

    mutating func drawSkillet() {
        let cx = 320 - side * 60, cy = 182.0, radius = 128.0
        props(around: cx - side * (radius + 58))
        // The handle first, so the pan's rim covers its end.
        canvas.placed(cx, cy, angle: side > 0 ? -8 : 188) { canvas in
            canvas.add("rect", ["x": radius - 10, "y": -14.0, "width": 150.0, "height": 28.0, "rx": 12.0, "fill": "#1c140c", "opacity": 0.18, "transform": "translate(5 9)"])
            canvas.add("rect", ["x": radius - 10, "y": -14.0, "width": 150.0, "height": 28.0, "rx": 12.0, "fill": "#2c2b2e"])
            canvas.add("rect", ["x": radius + 20, "y": -7.0, "width": 110.0, "height": 4.0, "rx": 2.0, "fill": "#4a494e"])
        }
        RecipeArtwork.drawShadow(cx, cy, radius, radius, on: &canvas)
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius, "fill": "#2c2b2e"])
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius - 5, "fill": "none", "stroke": "#48474c", "stroke-width": 3.0])
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius * 0.88, "fill": "#1e1d20"])
        let inner = radius * 0.86
        // A pale liquid (milk, cream) is beaten into eggs or batter, not a sauce to show.
        let sauce = foods.sauce.flatMap { $0.lightness > 0.85 ? nil : $0 }
        let batter = foods.has(["flour", "cornmeal"]) && foods.looks([.base]).isEmpty
        let eggy = foods.has(["egg"]) && foods.looks([.base]).isEmpty && sauce == nil
        let items: [FoodLook]
        if batter {
            golden(cx, cy, radius: inner, colour: ArtColor("#e2a84a"))
            items = foods.shown.filter { $0.role == .side && $0.shape != .egg }
        } else if eggy {
            golden(cx, cy, radius: inner, colour: ArtColor("#f1c24e"))
            items = foods.shown.filter { $0.shape != .egg && $0.role != .garnish }
        } else if let base = foods.looks([.base]).first {
            RecipeArtwork.drawFood(base, cx, cy, size: inner * 0.95, angle: 0, random: &random, on: &canvas)
            items = foods.shown.filter { $0.role != .base && $0.role != .garnish && $0.shape != .egg }
        } else if let sauce {
            canvas.add("circle", ["cx": cx, "cy": cy, "r": inner, "fill": sauce])
            items = foods.shown.filter { $0.role != .garnish && $0.shape != .egg }
        } else if foods.shown.isEmpty {
            golden(cx, cy, radius: inner, colour: ArtColor("#e2a84a"))
            items = []
        } else {
            items = foods.shown.filter { $0.role != .garnish && $0.shape != .egg }
        }
        let start = random.between(0, 2 * .pi)
        for (index, look) in items.prefix(4).enumerated() {
            let a = start + Double(index) * 2 * .pi / Double(max(3, items.count))
            let r = items.count == 1 ? 0 : inner * 0.45
            let spread = switch items.count {
            case 1: 0.7
            case 2: 0.5
            default: 0.38
            }
            cluster(look, cx + cos(a) * r, cy + sin(a) * r, radius: inner * spread, area: inner * 0.8)
        }
        if !eggy && !batter, let egg = foods.shown.first(where: { $0.shape == .egg }) {
            for index in 0..<3 {
                let a = start + 0.5 + Double(index) * 2 * .pi / 3
                RecipeArtwork.drawFood(egg, cx + cos(a) * inner * 0.45, cy + sin(a) * inner * 0.45, size: inner * 0.2, angle: random.between(-90, 90), random: &random, on: &canvas)
            }
        }
        for look in foods.looks([.garnish]).prefix(2) {
            sprinkle(look, cx, cy, radius: inner * 0.75, count: 8, size: inner * 0.07)
        }
    }

    /// The spiral a spoon leaves in something smooth.
    mutating func swirl(_ cx: Double, _ cy: Double, size: Double, colour: ArtColor) {
        canvas.placed(cx, cy, scale: size / 50) { canvas in
            canvas.add("path", ["d": "M-50 0 C-50 -52 46 -52 46 0 C46 34 -18 34 -18 4 C-18 -16 12 -16 12 0", "fill": "none", "stroke": colour, "stroke-width": 6.0, "stroke-opacity": 0.35, "stroke-linecap": "round"])
        }
    }

    /// A browned, baked surface: eggs set in a pan, a gratin's top, a cornbread.
    mutating func golden(_ cx: Double, _ cy: Double, radius: Double, colour: ArtColor) {
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius, "fill": colour.darker(0.2)])
        canvas.add("circle", ["cx": cx - 1, "cy": cy - 1.5, "r": radius * 0.95, "fill": colour])
        spots(cx, cy, radius: radius * 0.85, colour: colour, count: 16)
    }

    mutating func spots(_ cx: Double, _ cy: Double, radius: Double, colour: ArtColor, count: Int) {
        for _ in 0..<count {
            let a = random.between(0, 2 * .pi), r = radius * random.unit().squareRoot()
            canvas.add("ellipse", ["cx": cx + cos(a) * r, "cy": cy + sin(a) * r, "rx": random.between(4, 12), "ry": random.between(3, 8), "fill": colour.darker(0.35), "opacity": 0.35, "transform": "rotate(\(random.between(0, 180).svgText) \((cx + cos(a) * r).svgText) \((cy + sin(a) * r).svgText))"])
        }
    }

    mutating func drawBake() {
        let cx = 320 - side * 24, cy = 184.0, w = 392.0, h = 244.0
        let glaze = random.chance(0.5) ? palette.accent : ArtColor("#f4efe6")
        canvas.add("rect", ["x": cx - w / 2 + 6, "y": cy - h / 2 + 10, "width": w, "height": h, "rx": 30.0, "fill": "#1c140c", "opacity": 0.18])
        for end in [-1.0, 1.0] {
            canvas.add("rect", ["x": cx + end * (w / 2 + 8) - 22, "y": cy - 36, "width": 44.0, "height": 72.0, "rx": 14.0, "fill": glaze.darker(0.08)])
        }
        canvas.add("rect", ["x": cx - w / 2, "y": cy - h / 2, "width": w, "height": h, "rx": 30.0, "fill": glaze])
        canvas.add("rect", ["x": cx - w / 2 + 14, "y": cy - h / 2 + 14, "width": w - 28, "height": h - 28, "rx": 20.0, "fill": glaze.darker(0.12)])
        let crusty = foods.has(["cheese", "cheddar", "parmesan", "gruyere", "mozzarella", "potato", "pasta", "bread-crumbs", "panko", "flour", "oats"])
            || foods.all.contains { ["cheese", "potato", "pasta"].contains($0.id.rawValue) || $0.look.shape == .shreds }
        let top = crusty || foods.sauce == nil ? ArtColor("#e6ae4e") : foods.sauce ?? ArtColor("#e6ae4e")
        let inset = 22.0
        canvas.add("rect", ["x": cx - w / 2 + inset, "y": cy - h / 2 + inset, "width": w - 2 * inset, "height": h - 2 * inset, "rx": 14.0, "fill": top])
        for _ in 0..<20 {
            let x = cx + random.between(-w / 2 + 40, w / 2 - 40), y = cy + random.between(-h / 2 + 36, h / 2 - 36)
            canvas.add("ellipse", ["cx": x, "cy": y, "rx": random.between(6, 18), "ry": random.between(4, 10), "fill": top.darker(0.35), "opacity": 0.3, "transform": "rotate(\(random.between(0, 180).svgText) \(x.svgText) \(y.svgText))"])
        }
        let items = foods.shown.filter { $0.role != .garnish }
        for (index, look) in items.prefix(4).enumerated() {
            let x = cx + (Double(index) - Double(min(4, items.count) - 1) / 2) * 88 + random.between(-12, 12)
            let y = cy + random.between(-40, 40)
            cluster(look, x, y, radius: Scene.isArea(look.shape) ? 40 : 56, area: 90)
        }
        for look in foods.looks([.garnish]).prefix(2) {
            for _ in 0..<3 {
                sprinkle(look, cx + random.between(-w / 3, w / 3), cy + random.between(-h / 4, h / 4), radius: 40, count: 3, size: 8)
            }
        }
        // A serving spoon resting across one corner.
        canvas.placed(cx + side * w * 0.3, cy + h * 0.18, angle: side * -35) { canvas in
            canvas.add("ellipse", ["rx": 26.0, "ry": 18.0, "fill": "#d7d7d2", "stroke": "#a8a8a2", "stroke-width": 1.5])
            canvas.add("ellipse", ["cx": -3.0, "cy": -3.0, "rx": 16.0, "ry": 9.0, "fill": "#ffffff", "opacity": 0.4])
            canvas.add("rect", ["x": 22.0, "y": -5.0, "width": 120.0, "height": 10.0, "rx": 5.0, "fill": "#d7d7d2", "stroke": "#a8a8a2", "stroke-width": 1.5])
        }
    }

    // MARK: - Side views: glasses, cakes, cups

    mutating func drawGlass() {
        let cx = 320 - side * 56
        let top = 62.0, bottom = 306.0, topHalf = 64.0, bottomHalf = 50.0
        props(around: cx + side * 176, top: 90, bottom: 300)
        canvas.add("ellipse", ["cx": cx + 6, "cy": bottom + 4, "rx": bottomHalf + 22, "ry": 12.0, "fill": "#1c140c", "opacity": 0.18])
        let fruit = foods.all.map(\.look).filter { (look: FoodLook) -> Bool in
            look.role == FoodRole.side || (look.role == FoodRole.garnish && look.shape == FoodShape.berry)
        }
        var drink = fruit.first?.color ?? foods.sauce ?? ArtColor("#e9c98a")
        if let second = fruit.dropFirst().first { drink = drink.mixed(with: second.color, 0.3) }
        if foods.has(["milk", "yogurt", "cream", "ice-cream", "plant-milk", "almond-milk", "oat-milk", "soy-milk", "coconut-milk", "kefir", "buttermilk", "greek-yogurt"]) {
            drink = drink.mixed(with: ArtColor("#fbf6ea"), 0.4)
        }
        let level = top + 40
        func x(at y: Double, _ direction: Double) -> Double {
            cx + direction * (topHalf - (topHalf - bottomHalf) * (y - top) / (bottom - top))
        }
        let body = "M\(x(at: top, -1).svgText) \(top.svgText) L\(x(at: bottom, -1).svgText) \((bottom - 10).svgText) Q\(x(at: bottom, -1).svgText) \(bottom.svgText) \((x(at: bottom, -1) + 12).svgText) \(bottom.svgText) L\((x(at: bottom, 1) - 12).svgText) \(bottom.svgText) Q\(x(at: bottom, 1).svgText) \(bottom.svgText) \(x(at: bottom, 1).svgText) \((bottom - 10).svgText) L\(x(at: top, 1).svgText) \(top.svgText) Z"
        canvas.add("path", ["d": body, "fill": "#ffffff", "opacity": 0.35])
        let liquidPath = "M\(x(at: level, -1).svgText) \(level.svgText) L\((x(at: bottom, -1) + 4).svgText) \((bottom - 12).svgText) Q\((x(at: bottom, -1) + 4).svgText) \((bottom - 5).svgText) \((x(at: bottom, -1) + 14).svgText) \((bottom - 5).svgText) L\((x(at: bottom, 1) - 14).svgText) \((bottom - 5).svgText) Q\((x(at: bottom, 1) - 4).svgText) \((bottom - 5).svgText) \((x(at: bottom, 1) - 4).svgText) \((bottom - 12).svgText) L\(x(at: level, 1).svgText) \(level.svgText) Z"
        canvas.add("path", ["d": liquidPath, "fill": drink])
        canvas.add("path", ["d": "M\((x(at: level, -1) + 10).svgText) \((level + 6).svgText) L\((x(at: bottom, -1) + 14).svgText) \((bottom - 18).svgText)", "stroke": drink.darker(0.15), "stroke-width": 14.0, "stroke-opacity": 0.3, "stroke-linecap": "round"])
        canvas.add("ellipse", ["cx": cx, "cy": level, "rx": x(at: level, 1) - cx - 1, "ry": 9.0, "fill": drink.lighter(0.25)])
        // The straw, then the glass's rim and shine over everything.
        let stripes = palette.accent
        canvas.placed(cx + side * 18, level - 10, angle: side * 14) { canvas in
            canvas.add("rect", ["x": -5.0, "y": -86.0, "width": 10.0, "height": 170.0, "rx": 4.0, "fill": "#ffffff"])
            for stripe in 0..<7 {
                canvas.add("rect", ["x": -5.0, "y": -86.0 + Double(stripe) * 24, "width": 10.0, "height": 11.0, "fill": stripes])
            }
        }
        canvas.add("path", ["d": body, "fill": "none", "stroke": "#ffffff", "stroke-width": 3.0, "stroke-opacity": 0.85, "stroke-linejoin": "round"])
        canvas.add("ellipse", ["cx": cx, "cy": top, "rx": topHalf, "ry": 10.0, "fill": "none", "stroke": "#ffffff", "stroke-width": 3.0, "stroke-opacity": 0.85])
        canvas.add("path", ["d": "M\((x(at: top, -1) + 14).svgText) \((top + 26).svgText) L\((x(at: bottom, -1) + 14).svgText) \((bottom - 26).svgText)", "stroke": "#ffffff", "stroke-width": 6.0, "stroke-opacity": 0.45, "stroke-linecap": "round"])
        // A slice or a sprig on the rim.
        if let garnish = foods.shown.first(where: { [.wheel, .leaf, .sprig, .berry].contains($0.shape) }) {
            RecipeArtwork.drawFood(garnish, cx - side * (topHalf - 8), top - 4, size: 22, angle: side * -30, random: &random, on: &canvas)
        }
    }

    mutating func drawCake() {
        let cx = 320 - side * 30
        let left = cx - 122, right = cx + 122, top = 132.0, bottom = 272.0, ry = 28.0
        props(around: cx + side * 222, top: 110, bottom: 300)
        // The stand.
        canvas.add("ellipse", ["cx": cx + 6, "cy": 320.0, "rx": 90.0, "ry": 14.0, "fill": "#1c140c", "opacity": 0.18])
        canvas.add("path", ["d": "M\((cx - 34).svgText) 318 L\((cx - 18).svgText) 290 L\((cx + 18).svgText) 290 L\((cx + 34).svgText) 318 Z", "fill": "#e9e4da"])
        canvas.add("ellipse", ["cx": cx, "cy": 318.0, "rx": 52.0, "ry": 9.0, "fill": "#f6f2ea"])
        canvas.add("ellipse", ["cx": cx, "cy": bottom + 12, "rx": 168.0, "ry": 30.0, "fill": "#ddd6ca"])
        canvas.add("ellipse", ["cx": cx, "cy": bottom + 6, "rx": 168.0, "ry": 30.0, "fill": "#f8f5ef"])

        let chocolate = foods.has(["chocolate", "cocoa-powder", "dark-chocolate", "semisweet-chocolate", "dutch-process-cocoa-powder", "chocolate-chips"])
        let sponge: ArtColor = chocolate ? ArtColor("#5a3324")
            : foods.has(["carrot"]) ? ArtColor("#c98a4a")
            : foods.has(["turmeric", "saffron", "semolina"]) ? ArtColor("#efc445")
            : foods.has(["almond-flour", "almond", "ground-almonds"]) ? ArtColor("#e3bf86")
            : ArtColor("#efd08e")
        let creamy = foods.has(["cream", "heavy-cream", "whipped-cream", "cream-cheese", "mascarpone", "buttercream", "sweetened-condensed-milk"])
        let frosting: ArtColor = creamy ? ArtColor("#fbf6ea") : chocolate ? ArtColor("#3f2318") : sponge.lighter(0.2)
        let fruitShapes: [FoodShape] = [.berry, .wedge, .wheel, .coin]
        let fruit = foods.all.map(\.look).first { (look: FoodLook) -> Bool in
            look.role == FoodRole.side && fruitShapes.contains(look.shape)
        }
        let filling = fruit?.color ?? (creamy ? ArtColor("#fbf6ea") : sponge.darker(0.2))

        canvas.add("path", ["d": "M\(left.svgText) \(top.svgText) L\(left.svgText) \(bottom.svgText) A122 \(ry.svgText) 0 0 0 \(right.svgText) \(bottom.svgText) L\(right.svgText) \(top.svgText) Z", "fill": sponge])
        for band in [0.36, 0.68] {
            let y = top + (bottom - top) * band
            canvas.add("path", ["d": "M\(left.svgText) \(y.svgText) A122 \(ry.svgText) 0 0 0 \(right.svgText) \(y.svgText) L\(right.svgText) \((y + 11).svgText) A122 \(ry.svgText) 0 0 1 \(left.svgText) \((y + 11).svgText) Z", "fill": filling])
        }
        canvas.add("path", ["d": "M\(left.svgText) \(top.svgText) L\(left.svgText) \(bottom.svgText) A122 \(ry.svgText) 0 0 0 \(cx.svgText) \((bottom + ry).svgText) L\(cx.svgText) \((top + ry).svgText) A122 \(ry.svgText) 0 0 1 \(left.svgText) \(top.svgText) Z", "fill": "#ffffff", "opacity": 0.08])
        // Frosting on top with drips down the side.
        var drips = "M\(left.svgText) \(top.svgText)"
        var x = left
        while x < right - 1 {
            let next = min(right, x + random.between(18, 30))
            let depth = random.between(10, 44)
            drips += " L\(x.svgText) \((top + 6).svgText) C\(x.svgText) \((top + depth).svgText) \(next.svgText) \((top + depth).svgText) \(next.svgText) \((top + 6).svgText)"
            x = next
        }
        drips += " L\(right.svgText) \(top.svgText) Z"
        canvas.add("path", ["d": drips, "fill": frosting])
        canvas.add("ellipse", ["cx": cx, "cy": top, "rx": 122.0, "ry": ry, "fill": frosting])
        canvas.add("ellipse", ["cx": cx - 30, "cy": top - 8, "rx": 60.0, "ry": 10.0, "fill": "#ffffff", "opacity": 0.25])
        let toppings = foods.shown.filter { !Scene.isArea($0.shape) && $0.shape != .dollop }
        if let topping = toppings.first {
            for index in 0..<7 {
                let a = Double(index) / 7 * 2 * .pi + 0.3
                RecipeArtwork.drawFood(topping, cx + cos(a) * 86, top + sin(a) * 17, size: 13, angle: random.between(-40, 40), random: &random, on: &canvas)
            }
        }
        if let second = toppings.dropFirst().first {
            RecipeArtwork.drawFood(second, cx, top, size: 16, angle: 0, random: &random, on: &canvas)
        }
    }

    mutating func drawCup() {
        let cx = 320 - side * 50
        let top = 96.0, bottom = 300.0, topHalf = 82.0, bottomHalf = 66.0
        props(around: cx + side * 190, top: 100, bottom: 300)
        canvas.add("ellipse", ["cx": cx + 6, "cy": bottom + 4, "rx": bottomHalf + 26, "ry": 13.0, "fill": "#1c140c", "opacity": 0.18])
        func x(at y: Double, _ direction: Double) -> Double {
            cx + direction * (topHalf - (topHalf - bottomHalf) * (y - top) / (bottom - top)) - direction * 4
        }
        // Layers from the bottom: crumbs or sponge, then cream or custard, then fruit or sauce.
        var layers: [ArtColor] = []
        if let crumb = foods.all.first(where: { ["cookie", "graham-cracker", "ladyfinger", "cake", "granola", "oats", "rice", "glutinous-rice", "tapioca-starch", "sago"].contains($0.id.rawValue) || $0.look.shape == .crumbs && $0.look.role == .side }) {
            layers.append(crumb.look.color)
        }
        if foods.has(["coffee", "espresso", "instant-coffee"]) { layers.append(ArtColor("#6b4030")) }
        if foods.has(["cocoa-powder", "chocolate", "dark-chocolate", "semisweet-chocolate", "dutch-process-cocoa-powder"]) {
            layers.append(ArtColor("#5a3324"))
        }
        if foods.has(["cream", "heavy-cream", "whipped-cream", "mascarpone", "yogurt", "greek-yogurt", "milk", "coconut-milk", "sweetened-condensed-milk", "ice-cream", "ricotta", "evaporated-milk"]) {
            layers.append(ArtColor("#fbf5e6"))
        }
        if let fruit = foods.all.first(where: { $0.look.role == .side && !Scene.isArea($0.look.shape) && $0.look.shape != .dollop }) {
            layers.append(fruit.look.color)
        } else if let sauce = foods.all.first(where: { $0.look.role == .sauce && $0.look.color.lightness < 0.8 }) {
            layers.append(sauce.look.color)
        }
        if layers.count < 2 { layers = [ArtColor("#f3d98a"), ArtColor("#c07a35")] }
        let fill = top + 30
        let step = (bottom - 8 - fill) / Double(layers.count)
        for (index, colour) in layers.enumerated() {
            let lower = bottom - 8 - Double(index) * step
            let upper = lower - step
            var d = "M\(x(at: upper, -1).svgText) \(upper.svgText)"
            let waves = 6
            for wave in 0..<waves {
                let x0 = x(at: upper, -1) + (x(at: upper, 1) - x(at: upper, -1)) * Double(wave + 1) / Double(waves)
                d += " Q\((x0 - 12).svgText) \((upper + (wave % 2 == 0 ? 7 : -7)).svgText) \(x0.svgText) \(upper.svgText)"
            }
            d += " L\(x(at: lower, 1).svgText) \(lower.svgText) L\(x(at: lower, -1).svgText) \(lower.svgText) Z"
            canvas.add("path", ["d": d, "fill": colour])
        }
        canvas.add("ellipse", ["cx": cx, "cy": fill, "rx": x(at: fill, 1) - cx, "ry": 10.0, "fill": layers.last?.lighter(0.15) ?? ArtColor("#fbf5e6")])
        let glass = "M\((cx - topHalf).svgText) \(top.svgText) L\((cx - bottomHalf).svgText) \(bottom.svgText) L\((cx + bottomHalf).svgText) \(bottom.svgText) L\((cx + topHalf).svgText) \(top.svgText)"
        canvas.add("path", ["d": glass, "fill": "none", "stroke": "#ffffff", "stroke-width": 4.0, "stroke-opacity": 0.85, "stroke-linejoin": "round"])
        canvas.add("ellipse", ["cx": cx, "cy": top, "rx": topHalf, "ry": 12.0, "fill": "none", "stroke": "#ffffff", "stroke-width": 3.0, "stroke-opacity": 0.85])
        canvas.add("path", ["d": "M\((cx - topHalf + 16).svgText) \((top + 24).svgText) L\((cx - bottomHalf + 14).svgText) \((bottom - 24).svgText)", "stroke": "#ffffff", "stroke-width": 7.0, "stroke-opacity": 0.4, "stroke-linecap": "round"])
        if let dust = foods.has(["cinnamon", "nutmeg", "cocoa-powder"]) ? ArtColor(foods.has(["cocoa-powder"]) ? "#4a2c21" : "#8a4a22") : nil {
            for _ in 0..<26 {
                let a = random.between(0, 2 * .pi), r = random.unit().squareRoot()
                canvas.add("circle", ["cx": cx + cos(a) * r * (x(at: fill, 1) - cx - 8), "cy": fill + sin(a) * r * 7, "r": random.between(0.8, 1.8), "fill": dust, "opacity": 0.8])
            }
        }
        let toppings = foods.shown.filter { !Scene.isArea($0.shape) && $0.shape != .dollop }
        for (index, topping) in toppings.prefix(2).enumerated() {
            for piece in 0..<3 {
                let px = cx + (Double(piece) - 1) * 30 + Double(index) * 14 + random.between(-6, 6)
                RecipeArtwork.drawFood(topping, px, fill - 2 + random.between(-4, 4), size: 12, angle: random.between(-50, 50), random: &random, on: &canvas)
            }
        }
        if toppings.isEmpty {
            RecipeArtwork.drawFood(FoodLook(.leaf, .garnish, "#4aa04a", "#2f7a30"), cx + 14, fill - 4, size: 14, angle: -30, random: &random, on: &canvas)
            RecipeArtwork.drawFood(FoodLook(.leaf, .garnish, "#4aa04a", "#2f7a30"), cx - 6, fill - 6, size: 12, angle: 40, random: &random, on: &canvas)
        }
    }

    // MARK: - Seen from above: pies, stacks, ramekins, dips

    mutating func drawPie() {
        let cy = 182.0, radius = 132.0
        let cx = laidTable(radius: radius, shift: 40)
        RecipeArtwork.drawShadow(cx, cy, radius, radius, on: &canvas)
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius, "fill": palette.accent])
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius - 6, "fill": palette.accent.lighter(0.15)])
        let crust = ArtColor("#dba25a")
        canvas.add("circle", ["cx": cx, "cy": cy, "r": radius * 0.9, "fill": crust.darker(0.1)])
        for index in 0..<30 {
            let a = Double(index) / 30 * 2 * .pi
            canvas.add("circle", ["cx": cx + cos(a) * radius * 0.84, "cy": cy + sin(a) * radius * 0.84, "r": 10.5, "fill": index % 2 == 0 ? crust : crust.lighter(0.08)])
        }
        // Fruit and no egg or onion makes a sweet pie with a lattice; anything else is a quiche or a savoury pie.
        let fruitShapes: [FoodShape] = [.wedge, .berry, .coin, .wheel, .chunk]
        let hasFruit = foods.all.contains { (entry: (id: Food.ID, look: FoodLook)) -> Bool in
            entry.look.role == FoodRole.side && fruitShapes.contains(entry.look.shape) && entry.look.color.red > 150
        }
        let savoury = foods.has(["egg", "bacon", "onion", "cheese", "spinach", "feta"])
        let sweet = (hasFruit && !savoury) || foods.has(["apple", "cherry", "berry", "blueberry", "peach", "pumpkin-puree", "rhubarb"])
        let filling: ArtColor = sweet
            ? (foods.all.map(\.look).first { $0.role == .side && $0.color.lightness < 0.8 }?.color.mixed(with: ArtColor("#c07a35"), 0.35) ?? ArtColor("#c9833a"))
            : foods.has(["egg"]) ? ArtColor("#f0c85a") : ArtColor("#d9a95a")
        let inner = radius * 0.74
        canvas.add("circle", ["cx": cx, "cy": cy, "r": inner, "fill": filling])
        if sweet {
            let clipID = canvas.newID("pie")
            canvas.define("<clipPath id=\"\(clipID)\">" + SVGCanvas.tag("circle", ["cx": cx, "cy": cy, "r": inner]) + "</clipPath>")
            canvas.clipped(to: clipID) { canvas in
                for index in -2...2 {
                    let offset = Double(index) * inner * 0.38
                    canvas.add("rect", ["x": cx + offset - 11, "y": cy - inner, "width": 22.0, "height": inner * 2, "rx": 8.0, "fill": crust, "stroke": crust.darker(0.2), "stroke-width": 1.0])
                    canvas.add("rect", ["x": cx - inner, "y": cy + offset - 11, "width": inner * 2, "height": 22.0, "rx": 8.0, "fill": crust.lighter(0.05), "stroke": crust.darker(0.2), "stroke-width": 1.0])
                }
            }
        } else {
            spots(cx, cy, radius: inner * 0.85, colour: filling, count: 14)
            for look in foods.shown.filter({ $0.role != .garnish && $0.shape != .egg }).prefix(3) {
                let a = random.between(0, 2 * .pi)
                cluster(look, cx + cos(a) * inner * 0.4, cy + sin(a) * inner * 0.4, radius: inner * 0.35, area: inner * 0.7, scale: 0.8)
            }
            for look in foods.looks([.garnish]).prefix(2) {
                sprinkle(look, cx, cy, radius: inner * 0.7, count: 7, size: inner * 0.07)
            }
        }
    }

    mutating func drawStack(_ kind: Dish.Stack) {
        let cy = 186.0, radius = 136.0
        let cx = laidTable(radius: radius, shift: 40)
        RecipeArtwork.drawPlate(cx, cy, radius: radius, palette: palette, random: &random, on: &canvas)
        let batter = foods.has(["cocoa-powder", "chocolate"]) ? ArtColor("#6b4030") : foods.has(["potato", "zucchini", "cabbage"]) ? ArtColor("#d9a24a") : ArtColor("#e5b160")
        switch kind {
        case .pancakes:
            for layer in 0..<4 {
                let y = cy + 18 - Double(layer) * 9
                canvas.add("circle", ["cx": cx, "cy": y, "r": 86.0, "fill": batter.darker(0.25)])
                canvas.add("circle", ["cx": cx, "cy": y - 2, "r": 84.0, "fill": ArtColor("#f3dcaa")])
                canvas.add("circle", ["cx": cx, "cy": y - 4, "r": 82.0, "fill": batter])
            }
            canvas.add("circle", ["cx": cx - 4, "cy": cy - 12, "r": 60.0, "fill": batter.lighter(0.1)])
        case .waffles:
            for (dx, dy, angle) in [(-24.0, 10.0, -8.0), (22.0, -8.0, 10.0)] {
                canvas.placed(cx + dx, cy + dy, angle: angle) { canvas in
                    canvas.add("rect", ["x": -70.0, "y": -70.0, "width": 140.0, "height": 140.0, "rx": 16.0, "fill": batter.darker(0.2)])
                    canvas.add("rect", ["x": -67.0, "y": -69.0, "width": 134.0, "height": 134.0, "rx": 14.0, "fill": batter])
                    for row in 0..<5 {
                        for column in 0..<5 {
                            canvas.add("rect", ["x": -58.0 + Double(column) * 24, "y": -60.0 + Double(row) * 24, "width": 18.0, "height": 18.0, "rx": 3.0, "fill": batter.darker(0.18)])
                        }
                    }
                }
            }
        case .crepes:
            for (index, angle) in [-20.0, 40.0, 100.0].enumerated() {
                canvas.placed(cx, cy, angle: angle) { canvas in
                    canvas.add("path", ["d": "M0 0 L96 -16 A98 98 0 0 1 58 72 Z", "fill": ArtColor("#f0cf8a").darker(Double(index) * 0.05), "stroke": "#d9a85a", "stroke-width": 2.0, "stroke-linejoin": "round"])
                    canvas.add("path", ["d": "M14 4 L80 -6 M16 14 L60 50", "stroke": "#d9a85a", "stroke-width": 1.5, "stroke-opacity": 0.5])
                }
            }
        case .toast:
            for (dx, dy, angle) in [(-34.0, 14.0, -14.0), (30.0, -10.0, 12.0)] {
                RecipeArtwork.drawFood(FoodLook(.bread, .side, "#b8722e", "#e9b560"), cx + dx, cy + dy, size: 64, angle: angle, random: &random, on: &canvas)
            }
        }
        // Butter and syrup, then the fruit.
        if let syrup = foods.all.first(where: { $0.look.role == .sauce && $0.look.color.lightness < 0.75 })?.look.color ?? (kind == .pancakes ? ArtColor("#b5651d") : nil) {
            pool(cx + 6, cy - 16, radius: 34, color: syrup)
            canvas.add("path", ["d": "M\((cx + 40).svgText) \((cy - 8).svgText) Q\((cx + 60).svgText) \((cy + 30).svgText) \((cx + 54).svgText) \((cy + 62).svgText)", "fill": "none", "stroke": syrup, "stroke-width": 7.0, "stroke-linecap": "round"])
        }
        if foods.has(["butter"]) {
            canvas.add("rect", ["x": cx - 12, "y": cy - 34, "width": 26.0, "height": 20.0, "rx": 4.0, "fill": "#f7e08a", "stroke": "#e6c85a", "stroke-width": 1.5, "transform": "rotate(12 \(cx.svgText) \((cy - 24).svgText))"])
        }
        let toppings = foods.shown.filter { !Scene.isArea($0.shape) && $0.shape != .dollop && $0.role != .sauce }
        for (index, topping) in toppings.prefix(2).enumerated() {
            for _ in 0..<4 {
                let a = random.between(0, 2 * .pi), r = random.between(12, 54)
                RecipeArtwork.drawFood(topping, cx + cos(a) * r + Double(index) * 8, cy - 14 + sin(a) * r * 0.8, size: 12, angle: random.between(-60, 60), random: &random, on: &canvas)
            }
        }
        if let cream = foods.shown.first(where: { $0.shape == .dollop }) {
            RecipeArtwork.drawFood(cream, cx - side * 92, cy + 52, size: 22, angle: 0, random: &random, on: &canvas)
        }
    }

    mutating func drawRamekin() {
        let cx = 320 - side * 40, cy = 184.0
        setting(at: cx + side * 210)
        props(around: cx - side * 196)
        RecipeArtwork.drawPlate(cx, cy, radius: 128, palette: palette, random: &random, on: &canvas)
        let dish = 94.0
        RecipeArtwork.drawShadow(cx - 2, cy - 6, dish, dish, on: &canvas)
        canvas.add("circle", ["cx": cx, "cy": cy, "r": dish, "fill": "#efe9df"])
        for index in 0..<36 {
            let a = Double(index) / 36 * 2 * .pi
            canvas.add("line", ["x1": cx + cos(a) * dish * 0.9, "y1": cy + sin(a) * dish * 0.9, "x2": cx + cos(a) * dish, "y2": cy + sin(a) * dish, "stroke": "#d6cec0", "stroke-width": 2.0])
        }
        canvas.add("circle", ["cx": cx, "cy": cy, "r": dish * 0.84, "fill": "#fbf8f2"])
        let caramel = foods.has(["sugar", "brown-sugar"]) && !foods.has(["green-onion", "egg"]) || foods.has(["sugar"]) && foods.has(["cream", "milk", "heavy-cream"])
        let surface: ArtColor = caramel ? ArtColor("#d3923a") : foods.has(["egg"]) ? ArtColor("#f6e2a0") : ArtColor("#f3d98a")
        canvas.add("circle", ["cx": cx, "cy": cy, "r": dish * 0.78, "fill": surface])
        if caramel {
            for _ in 0..<10 {
                let a = random.between(0, 2 * .pi), r = dish * 0.6 * random.unit().squareRoot()
                canvas.add("ellipse", ["cx": cx + cos(a) * r, "cy": cy + sin(a) * r, "rx": random.between(8, 18), "ry": random.between(5, 10), "fill": surface.darker(0.35), "opacity": 0.35])
            }
            canvas.add("ellipse", ["cx": cx - 24, "cy": cy - 26, "rx": 30.0, "ry": 12.0, "fill": "#ffffff", "opacity": 0.25, "transform": "rotate(-30 \((cx - 24).svgText) \((cy - 26).svgText))"])
        }
        for look in foods.shown.filter({ $0.role == .garnish || $0.shape == .berry || $0.shape == .leaf }).prefix(2) {
            sprinkle(look, cx, cy, radius: dish * 0.45, count: 4, size: 9)
        }
    }

    mutating func drawDip() {
        let cx = 320 - side * 70, cy = 180.0, radius = 118.0
        // Dippers fanned out beside the bowl.
        let dipper = foods.all.first { ["pita", "bread", "tortilla-chips", "flatbread", "cracker", "pita-chips", "tortilla"].contains($0.id.rawValue) }?.look.color ?? ArtColor("#e3b060")
        // A loose pile of chips or bread wedges on the open side of the table.
        for index in 0..<6 {
            let x = cx + side * (radius + 88 + random.between(-36, 36))
            let y = cy + (Double(index) - 2.5) * 44 + random.between(-10, 10)
            canvas.placed(x, y, angle: random.between(0, 360)) { canvas in
                canvas.add("path", ["d": "M-34 -30 L40 0 L-34 30 Q-42 0 -34 -30 Z", "fill": "#1c140c", "opacity": 0.12, "transform": "translate(4 6)"])
                canvas.add("path", ["d": "M-34 -30 L40 0 L-34 30 Q-42 0 -34 -30 Z", "fill": dipper, "stroke": dipper.darker(0.2), "stroke-width": 1.5, "stroke-linejoin": "round"])
                canvas.add("circle", ["cx": -12.0, "cy": -6.0, "r": 2.0, "fill": dipper.darker(0.3), "opacity": 0.5])
                canvas.add("circle", ["cx": 4.0, "cy": 6.0, "r": 2.4, "fill": dipper.darker(0.3), "opacity": 0.5])
            }
        }
        RecipeArtwork.drawBowl(cx, cy, radius: radius, palette: palette, random: &random, on: &canvas)
        let inner = radius * 0.84
        let dip = foods.all.first { $0.look.shape == .dollop && $0.look.role == .side }?.look.color
            ?? foods.colourful.map { $0.color.mixed(with: ArtColor("#efe3c8"), 0.55) }
            ?? foods.sauce ?? ArtColor("#e2c493")
        canvas.add("circle", ["cx": cx, "cy": cy, "r": inner, "fill": dip.darker(0.08)])
        canvas.add("circle", ["cx": cx - 2, "cy": cy - 2, "r": inner * 0.95, "fill": dip])
        swirl(cx, cy, size: 50, colour: dip.darker(0.25))
        if foods.has(["olive-oil", "extra-virgin-olive-oil"]) {
            for _ in 0..<6 {
                let a = random.between(0, 2 * .pi), r = random.between(10, inner * 0.6)
                canvas.add("circle", ["cx": cx + cos(a) * r, "cy": cy + sin(a) * r, "r": random.between(3, 8), "fill": "#d9b83a", "opacity": 0.55])
            }
        }
        let pieces = foods.shown.filter { $0.role != .garnish && $0.shape != .dollop && !Scene.isArea($0.shape) }
        for look in pieces.prefix(2) {
            let a = random.between(0, 2 * .pi)
            cluster(look, cx + cos(a) * inner * 0.3, cy + sin(a) * inner * 0.3, radius: inner * 0.3, area: inner * 0.7, scale: 0.8)
        }
        for look in foods.looks([.garnish]).prefix(2) {
            sprinkle(look, cx, cy, radius: inner * 0.55, count: 6, size: inner * 0.08)
        }
        for tint in foods.all.filter({ $0.look.role == .tint }).prefix(1) {
            sprinkle(FoodLook(.seeds, .garnish, tint.look.color.hex), cx, cy, radius: inner * 0.4, count: 5, size: 7)
        }
        RecipeArtwork.drawBowlLip(cx, cy, radius: radius, on: &canvas)
    }

    // MARK: - Many small things, boards

    mutating func drawPieces(_ piece: Dish.Piece) {
        let cy = 182.0, radius = 138.0
        let cx = laidTable(radius: radius, shift: 40)

        let meatShapes: [FoodShape] = [.fillet, .chunk, .crumbs, .link]
        let main = foods.looks([.main]).first { meatShapes.contains($0.shape) }
        let dough: ArtColor = foods.has(["cocoa-powder", "chocolate", "dark-chocolate", "semisweet-chocolate", "dutch-process-cocoa-powder"]) && piece != .disc ? ArtColor("#5a3324")
            : foods.has(["chickpeas", "falafel-mix", "fava-bean", "dried-fava-beans"]) && piece == .ball ? ArtColor("#9a6b2f")
            : piece == .ball && main != nil ? main?.color.darker(0.1) ?? ArtColor("#dca55a")
            : foods.has(["rice", "glutinous-rice", "sushi-rice"]) && piece == .triangle ? ArtColor("#fbf9f2")
            : piece == .roll && foods.has(["rice-paper"]) ? ArtColor("#f3efe6")
            : ArtColor("#dca55a")
        RecipeArtwork.drawPlate(cx, cy, radius: radius, palette: palette, slate: dough.lightness > 0.85, random: &random, on: &canvas)
        let accent = foods.shown.first { $0.role == .garnish }?.color ?? foods.colourful?.color ?? dough.darker(0.3)
        let count: Int = switch piece {
        case .ball, .nugget: 8
        case .square, .disc: 7
        case .crescent, .roll: 5
        case .triangle: 4
        case .skewer: 3
        }
        var spots: [(Double, Double, Double)] = []
        if piece == .skewer {
            spots = [(cx, cy - 50, -14), (cx, cy, -8), (cx, cy + 50, -2)]
        } else {
            let ring = count - (count >= 7 ? 1 : 0)
            let start = random.between(0, 2 * .pi)
            for index in 0..<ring {
                let a = start + Double(index) / Double(ring) * 2 * .pi
                spots.append((cx + cos(a) * radius * 0.5, cy + sin(a) * radius * 0.5, a * 180 / .pi + 90))
            }
            if count >= 7 { spots.append((cx, cy, random.between(0, 90))) }
        }
        for (x, y, angle) in spots {
            canvas.placed(x, y, angle: angle) { canvas in
                switch piece {
                case .ball:
                    canvas.add("circle", ["cx": 2.0, "cy": 3.0, "r": 22.0, "fill": "#1c140c", "opacity": 0.15])
                    canvas.add("circle", ["r": 22.0, "fill": dough.darker(0.15)])
                    canvas.add("circle", ["cx": -1.5, "cy": -1.5, "r": 19.5, "fill": dough])
                    for (dx, dy) in [(-8.0, -6.0), (6.0, -9.0), (9.0, 5.0), (-4.0, 9.0), (0.0, 0.0), (-11.0, 3.0)] {
                        canvas.add("ellipse", ["cx": dx, "cy": dy, "rx": 2.2, "ry": 1.2, "fill": accent, "transform": "rotate(\((dx * 13).svgText) \(dx.svgText) \(dy.svgText))"])
                    }
                    canvas.add("ellipse", ["cx": -7.0, "cy": -9.0, "rx": 6.0, "ry": 3.5, "fill": "#ffffff", "opacity": 0.3])
                case .nugget:
                    canvas.add("path", ["d": "M-24 -4 C-22 -18 -4 -20 8 -16 C22 -12 26 2 20 12 C12 22 -10 20 -18 12 C-24 8 -25 2 -24 -4 Z", "fill": dough.darker(0.15)])
                    canvas.add("path", ["d": "M-22 -5 C-20 -17 -4 -18 7 -14 C20 -11 23 1 18 10 C11 19 -9 18 -16 11 C-21 7 -23 1 -22 -5 Z", "fill": dough])
                    for (dx, dy) in [(-12.0, -6.0), (2.0, -10.0), (10.0, 2.0), (-6.0, 8.0), (-14.0, 4.0), (6.0, 10.0)] {
                        canvas.add("circle", ["cx": dx, "cy": dy, "r": 2.0, "fill": dough.darker(0.25), "opacity": 0.6])
                    }
                case .square:
                    canvas.add("rect", ["x": -22.0, "y": -20.0, "width": 44.0, "height": 44.0, "rx": 6.0, "fill": dough.darker(0.2)])
                    canvas.add("rect", ["x": -22.0, "y": -22.0, "width": 44.0, "height": 42.0, "rx": 6.0, "fill": dough])
                    canvas.add("path", ["d": "M-16 -10 L-4 -16 M0 4 L14 -4 M-12 12 L4 8", "stroke": dough.lighter(0.25), "stroke-width": 2.0, "stroke-linecap": "round", "stroke-opacity": 0.7])
                    for (dx, dy) in [(-8.0, -4.0), (8.0, 8.0)] {
                        canvas.add("circle", ["cx": dx, "cy": dy, "r": 3.0, "fill": accent])
                    }
                case .disc:
                    canvas.add("circle", ["r": 24.0, "fill": dough.darker(0.18)])
                    canvas.add("circle", ["cx": -1.0, "cy": -1.5, "r": 22.0, "fill": dough])
                    canvas.add("path", ["d": "M-12 -8 Q-4 -14 6 -10 M-14 6 Q-2 2 12 8", "fill": "none", "stroke": dough.darker(0.2), "stroke-width": 1.6, "stroke-opacity": 0.6])
                    for (dx, dy) in [(-9.0, -3.0), (7.0, -9.0), (10.0, 6.0), (-3.0, 11.0), (1.0, 0.0)] {
                        canvas.add("circle", ["cx": dx, "cy": dy, "r": 2.8, "fill": accent])
                    }
                case .crescent:
                    canvas.add("path", ["d": "M-30 8 C-28 -24 28 -24 30 8 Z", "fill": dough.darker(0.18), "transform": "translate(1 3)"])
                    canvas.add("path", ["d": "M-30 8 C-28 -24 28 -24 30 8 Z", "fill": dough])
                    for index in 0..<9 {
                        let t = Double(index) / 8
                        let px = -26 + 52 * t
                        let py = 8 - 27 * sin(t * .pi) * 0.95
                        canvas.add("circle", ["cx": px, "cy": py, "r": 2.6, "fill": dough.darker(0.2), "opacity": 0.8])
                    }
                    canvas.add("path", ["d": "M-24 8 L24 8", "stroke": accent, "stroke-width": 5.0, "stroke-linecap": "round", "stroke-opacity": 0.85])
                case .triangle:
                    canvas.add("path", ["d": "M0 -30 C6 -30 30 14 28 20 C26 26 -26 26 -28 20 C-30 14 -6 -30 0 -30 Z", "fill": dough.darker(0.15), "transform": "translate(1 3)"])
                    canvas.add("path", ["d": "M0 -30 C6 -30 30 14 28 20 C26 26 -26 26 -28 20 C-30 14 -6 -30 0 -30 Z", "fill": dough])
                    if dough.lightness > 0.9 {
                        canvas.add("rect", ["x": -12.0, "y": 6.0, "width": 24.0, "height": 19.0, "fill": "#1f2f24"])
                    } else {
                        canvas.add("path", ["d": "M-8 -6 L8 -6 M-14 8 L14 8", "stroke": dough.darker(0.2), "stroke-width": 1.5, "stroke-opacity": 0.6])
                    }
                case .roll:
                    canvas.add("rect", ["x": -34.0, "y": -11.0, "width": 68.0, "height": 24.0, "rx": 11.0, "fill": dough.darker(0.18)])
                    canvas.add("rect", ["x": -34.0, "y": -13.0, "width": 68.0, "height": 24.0, "rx": 11.0, "fill": dough])
                    if dough.lightness > 0.85 {
                        canvas.add("rect", ["x": -26.0, "y": -7.0, "width": 52.0, "height": 12.0, "rx": 6.0, "fill": accent, "opacity": 0.45])
                    }
                    canvas.add("path", ["d": "M-20 -12 L-12 10 M-2 -12 L6 10 M16 -12 L24 10", "stroke": dough.darker(0.2), "stroke-width": 1.6, "stroke-opacity": 0.6])
                case .skewer:
                    break
                }
            }
        }
        if piece == .skewer {
            let pieces = foods.shown.filter { $0.role == .main || $0.role == .side || $0.role == .minor }
            let first = pieces.first ?? FoodLook(.chunk, .main, "#9a5a3c", "#6b3420")
            for (x, y, angle) in spots {
                canvas.placed(x, y, angle: angle) { canvas in
                    canvas.add("rect", ["x": -130.0, "y": -2.5, "width": 260.0, "height": 5.0, "rx": 2.5, "fill": "#c9a478"])
                }
                for index in 0..<5 {
                    let t = (Double(index) - 2) * 40
                    let a = angle * .pi / 180
                    let look = index % 2 == 1 && pieces.count > 1 ? pieces[1] : first
                    let chunk = FoodLook(.chunk, .main, look.color.hex, look.detail.hex)
                    RecipeArtwork.drawFood(chunk, x + cos(a) * t, y + sin(a) * t, size: 17, angle: angle + random.between(-10, 10), random: &random, on: &canvas)
                }
            }
        }
        if let sauce = foods.sauce {
            let dx = cx + side * radius * 0.78, dy = cy + radius * 0.62
            RecipeArtwork.drawShadow(dx, dy, 34, 34, on: &canvas)
            canvas.add("circle", ["cx": dx, "cy": dy, "r": 34.0, "fill": "#f4efe6"])
            canvas.add("circle", ["cx": dx, "cy": dy, "r": 27.0, "fill": sauce])
            canvas.add("ellipse", ["cx": dx - 8, "cy": dy - 9, "rx": 9.0, "ry": 4.0, "fill": "#ffffff", "opacity": 0.3])
        }
        for look in foods.looks([.garnish]).prefix(1) where look.shape == .sprig || look.shape == .leaf {
            sprinkle(look, cx, cy, radius: radius * 0.6, count: 4, size: 12)
        }
    }

    mutating func drawBoard(_ item: Dish.BoardItem) {
        let cx = 320 - side * 24, cy = 186.0, w = 430.0, h = 262.0
        let wood = random.pick([ArtColor("#c8976a"), ArtColor("#b9865a"), ArtColor("#d1a577")])
        let tilt = side * random.between(-5, -2)
        let cloth = palette.cloth
        canvas.placed(cx, cy, angle: tilt) { canvas in
            canvas.add("rect", ["x": -w / 2 + 6, "y": -h / 2 + 10, "width": w + 40, "height": h, "rx": 24.0, "fill": "#1c140c", "opacity": 0.18])
            canvas.add("rect", ["x": w / 2 - 10, "y": -26.0, "width": 62.0, "height": 52.0, "rx": 22.0, "fill": wood.darker(0.1)])
            canvas.add("circle", ["cx": w / 2 + 28, "cy": 0.0, "r": 9.0, "fill": cloth])
            canvas.add("rect", ["x": -w / 2, "y": -h / 2, "width": w, "height": h, "rx": 24.0, "fill": wood.darker(0.12)])
            canvas.add("rect", ["x": -w / 2 + 3, "y": -h / 2 + 2, "width": w - 6, "height": h - 8, "rx": 22.0, "fill": wood])
            for line in 0..<7 {
                let y = -h / 2 + 24 + Double(line) * 34
                canvas.add("path", ["d": "M\((-w / 2 + 20).svgText) \(y.svgText) C\((-w / 6).svgText) \((y - 6).svgText) \((w / 6).svgText) \((y + 6).svgText) \((w / 2 - 20).svgText) \(y.svgText)", "fill": "none", "stroke": wood.darker(0.25), "stroke-width": 1.2, "stroke-opacity": 0.35])
            }
        }
        let toppings = foods.shown.filter { $0.role != .base && !(item == .pizza && $0.shape == .shreds) }
        switch item {
        case .loaf:
            let dark = foods.has(["banana", "cocoa-powder", "molasses", "rye-flour", "whole-wheat-flour"])
            let crust = dark ? ArtColor("#8a5a2b") : ArtColor("#c47f36")
            canvas.placed(cx - 30, cy, angle: tilt) { canvas in
                canvas.add("rect", ["x": -128.0, "y": -58.0, "width": 256.0, "height": 124.0, "rx": 56.0, "fill": crust.darker(0.25)])
                canvas.add("rect", ["x": -128.0, "y": -62.0, "width": 256.0, "height": 120.0, "rx": 56.0, "fill": crust])
                for offset in [-70.0, -24.0, 22.0, 68.0] {
                    canvas.add("path", ["d": "M\((offset - 14).svgText) -40 Q\(offset.svgText) -4 \((offset + 14).svgText) 34", "fill": "none", "stroke": crust.lighter(0.35), "stroke-width": 7.0, "stroke-linecap": "round"])
                }
                canvas.add("ellipse", ["cx": -40.0, "cy": -34.0, "rx": 60.0, "ry": 12.0, "fill": "#ffffff", "opacity": 0.15])
            }
            for index in 0..<2 {
                RecipeArtwork.drawFood(FoodLook(.bread, .side, crust.hex, dark ? "#c9955a" : "#f3dcaa"), cx + 150 + Double(index) * 16, cy + 30 + Double(index) * 10, size: 40, angle: 12 + Double(index) * 8, random: &random, on: &canvas)
            }
        case .pizza:
            let r = 118.0
            canvas.add("circle", ["cx": cx + 2, "cy": cy + 4, "r": r, "fill": "#1c140c", "opacity": 0.15])
            canvas.add("circle", ["cx": cx, "cy": cy, "r": r, "fill": "#d99a4e"])
            canvas.add("circle", ["cx": cx, "cy": cy, "r": r * 0.86, "fill": "#c0321f"])
            for _ in 0..<9 {
                let a = random.between(0, 2 * .pi), d = random.between(0, r * 0.62)
                canvas.add("circle", ["cx": cx + cos(a) * d, "cy": cy + sin(a) * d, "r": random.between(12, 22), "fill": "#fbf3dc"])
            }
            for _ in 0..<12 {
                let a = random.between(0, 2 * .pi)
                canvas.add("circle", ["cx": cx + cos(a) * r * 0.93, "cy": cy + sin(a) * r * 0.93, "r": random.between(3, 6), "fill": "#8a4a1e", "opacity": 0.4])
            }
            for look in toppings.filter({ $0.role != .sauce }).prefix(2) {
                sprinkle(look, cx, cy, radius: r * 0.7, count: 5, size: 13)
            }
        case .flatbread:
            let bread = ArtColor("#e3b26a")
            for (dx, dy, rx, ry) in [(-70.0, -8.0, 100.0, 82.0), (70.0, 10.0, 96.0, 80.0)] {
                canvas.add("ellipse", ["cx": cx + dx, "cy": cy + dy, "rx": rx, "ry": ry, "fill": bread.darker(0.15)])
                canvas.add("ellipse", ["cx": cx + dx - 1, "cy": cy + dy - 2, "rx": rx - 3, "ry": ry - 3, "fill": bread])
                for _ in 0..<8 {
                    let a = random.between(0, 2 * .pi), d = random.unit().squareRoot()
                    canvas.add("ellipse", ["cx": cx + dx + cos(a) * rx * 0.8 * d, "cy": cy + dy + sin(a) * ry * 0.8 * d, "rx": random.between(4, 9), "ry": random.between(3, 6), "fill": "#8a4a1e", "opacity": 0.35])
                }
                for look in toppings.prefix(3) {
                    sprinkle(look, cx + dx, cy + dy, radius: min(rx, ry) * 0.6, count: 4, size: 12)
                }
            }
        case .toast:
            for (index, (dx, dy, angle)) in [(-96.0, 8.0, -8.0), (0.0, -6.0, 4.0), (96.0, 10.0, 10.0)].enumerated() {
                RecipeArtwork.drawFood(FoodLook(.bread, .side, "#b8722e", "#ecc27a"), cx + dx, cy + dy, size: 56, angle: angle, random: &random, on: &canvas)
                let items = toppings.filter { $0.shape != .bread }
                if !items.isEmpty {
                    let look = items[index % items.count]
                    cluster(look, cx + dx, cy + dy - 4, radius: 28, area: 90)
                    if items.count > 1 { cluster(items[(index + 1) % items.count], cx + dx + 10, cy + dy + 8, radius: 18, area: 70) }
                }
            }
        case .sandwich:
            for (dx, angle) in [(-64.0, -6.0), (70.0, 174.0)] {
                canvas.placed(cx + dx, cy, angle: angle) { canvas in
                    canvas.add("path", ["d": "M-70 70 L70 70 L-70 -70 Z", "fill": "#1c140c", "opacity": 0.15, "transform": "translate(4 6)"])
                    canvas.add("path", ["d": "M-70 70 L70 70 L-70 -70 Z", "fill": "#c47f36"])
                    canvas.add("path", ["d": "M-62 62 L56 62 L-62 -56 Z", "fill": "#ecc27a"])
                    var offset = 0.0
                    for look in toppings.filter({ $0.shape != .bread }).prefix(3) {
                        canvas.add("path", ["d": "M\((-66 + offset).svgText) \((-60 - offset).svgText) L\((64 + offset).svgText) \((70 - offset).svgText)", "stroke": look.color, "stroke-width": 7.0, "stroke-linecap": "round"])
                        offset += 5
                    }
                }
            }
        case .baguette:
            // A split roll seen from above: crust at the back, the filling spilling along the cut.
            let turn = (tilt - 6) * .pi / 180
            canvas.placed(cx, cy, angle: tilt - 6) { canvas in
                canvas.add("rect", ["x": -170.0, "y": -44.0, "width": 340.0, "height": 92.0, "rx": 44.0, "fill": "#a8652a"])
                canvas.add("rect", ["x": -170.0, "y": -48.0, "width": 340.0, "height": 90.0, "rx": 44.0, "fill": "#cf8a3e"])
                canvas.add("rect", ["x": -150.0, "y": -6.0, "width": 300.0, "height": 34.0, "rx": 16.0, "fill": "#f1d29a"])
                for offset in [-100.0, -40.0, 20.0, 80.0] {
                    canvas.add("path", ["d": "M\(offset.svgText) -40 Q\((offset + 16).svgText) -30 \((offset + 28).svgText) -16", "fill": "none", "stroke": "#e9b66a", "stroke-width": 5.0, "stroke-linecap": "round"])
                }
            }
            let fillings = toppings.filter { !Scene.isArea($0.shape) || $0.shape == .shreds }
            if !fillings.isEmpty {
                for step in 0..<11 {
                    let along = -130.0 + Double(step) * 26, across = 10 + random.between(-5, 5)
                    let look = fillings[step % fillings.count]
                    RecipeArtwork.drawFood(look, cx + along * cos(turn) - across * sin(turn), cy + along * sin(turn) + across * cos(turn), size: Scene.isArea(look.shape) ? 14 : 11, angle: random.between(-60, 60), random: &random, on: &canvas)
                }
            }
        }
    }
}
