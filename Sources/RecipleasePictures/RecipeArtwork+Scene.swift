import Foundation
import RecipleaseCore

/// One picture being drawn: the table, the vessel and the food, placed with the recipe's own
/// random source so that every recipe gets its own arrangement.
struct Scene {
    var canvas = SVGCanvas()
    var random: ArtworkRandom
    let palette: TablePalette
    let foods: ArtworkFoods
    let cuisines: [String]
    /// 1 puts the napkin on the right and the loose ingredients on the left; -1 the other way.
    let side: Double

    init(palette: TablePalette, foods: ArtworkFoods, cuisines: [String], random: ArtworkRandom) {
        self.palette = palette
        self.foods = foods
        self.cuisines = cuisines
        self.random = random
        side = self.random.chance(0.5) ? 1 : -1
    }

    static let chopstickCuisines: Set<String> = ["japanese", "chinese", "korean", "vietnamese"]

    var usesChopsticks: Bool {
        cuisines.contains { Scene.chopstickCuisines.contains($0.lowercased()) }
    }

    mutating func draw(_ dish: Dish) {
        RecipeArtwork.drawTable(palette, on: &canvas, random: &random)
        switch dish {
        case .plate: drawPlated()
        case .soup: drawSoup()
        case .composed: drawComposedBowl()
        case .skillet: drawSkillet()
        case .bake: drawBake()
        case .glass: drawGlass()
        case .cake: drawCake()
        case .pie: drawPie()
        case let .stack(kind): drawStack(kind)
        case .cup: drawCup()
        case .ramekin: drawRamekin()
        case .dip: drawDip()
        case let .pieces(piece): drawPieces(piece)
        case let .board(item): drawBoard(item)
        }
    }

    // MARK: - Helpers shared by every dish

    /// The radius of one piece of a food, as a share of the food area's radius.
    static func pieceSize(_ shape: FoodShape) -> Double {
        switch shape {
        case .fillet, .flakyFillet: 0.4
        case .egg: 0.4
        case .dollop: 0.3
        case .avocado: 0.24
        case .rasher, .bread: 0.2
        case .halfEgg, .link, .crumbs, .floret: 0.16
        case .wheel, .round, .shrimp, .strip, .mushroom, .wedge: 0.14
        case .chunk, .coin, .ring, .leaf, .sprig: 0.12
        case .seeds, .beans, .berry: 0.1
        case .nut: 0.08
        case .wholeEgg, .block, .powder, .stick: 0.14
        case .grains, .roundGrains, .noodles, .tubes, .leafy, .shreds: 0
        }
    }

    static func isArea(_ shape: FoodShape) -> Bool {
        switch shape {
        case .grains, .roundGrains, .noodles, .tubes, .leafy, .shreds: true
        default: false
        }
    }

    /// A food drawn as a heap (for area shapes) or as pieces filling a circle around a point.
    /// `area` is the radius of the whole food area, which sets the size of each piece.
    mutating func cluster(_ look: FoodLook, _ x: Double, _ y: Double, radius: Double, area: Double, scale: Double = 1) {
        if Scene.isArea(look.shape) {
            RecipeArtwork.drawFood(look, x, y, size: radius, angle: 0, random: &random, on: &canvas)
            return
        }
        let piece = min(Scene.pieceSize(look.shape) * area * scale, radius * 0.85)
        let single = [.fillet, .flakyFillet, .egg, .avocado, .dollop].contains(look.shape)
        // Enough pieces to cover about two thirds of the circle, the way a cook would heap them.
        let count = single ? (radius > piece * 2.2 ? 2 : 1) : min(24, max(3, Int(0.7 * (radius * radius) / (piece * piece))))
        let start = random.between(0, 2 * .pi)
        for index in 0..<count {
            let a = start + Double(index) * 2.4
            let r = count == 1 ? 0 : (radius - piece * 0.6) * (Double(index) + 0.5).squareRoot() / Double(count).squareRoot()
            RecipeArtwork.drawFood(look, x + cos(a) * r, y + sin(a) * r, size: piece * random.between(0.9, 1.1), angle: random.between(-180, 180), random: &random, on: &canvas)
        }
    }

    /// Small things (herbs, seeds, nuts) sprinkled over a round area.
    mutating func sprinkle(_ look: FoodLook, _ x: Double, _ y: Double, radius: Double, count: Int, size: Double) {
        if Scene.isArea(look.shape) {
            for _ in 0..<max(1, count / 4) {
                let a = random.between(0, 2 * .pi), r = radius * 0.6 * random.unit().squareRoot()
                RecipeArtwork.drawFood(look, x + cos(a) * r, y + sin(a) * r, size: size * 1.6, angle: 0, random: &random, on: &canvas)
            }
            return
        }
        for _ in 0..<count {
            let a = random.between(0, 2 * .pi), r = radius * random.unit().squareRoot()
            RecipeArtwork.drawFood(look, x + cos(a) * r, y + sin(a) * r, size: size * random.between(0.8, 1.15), angle: random.between(-180, 180), random: &random, on: &canvas)
        }
    }

    /// The loose ingredients lying on the table beside the dish, so the picture says what is in it.
    mutating func props(around x: Double, top: Double = 70, bottom: Double = 290) {
        // Baking things first when there are any: they are what a cake or a pancake is made of.
        let candidates = foods.pantry + foods.shown.filter { !Scene.isArea($0.shape) && $0.shape != .dollop && $0.shape != .egg }
        guard !candidates.isEmpty else { return }
        let count = min(3, candidates.count)
        for index in 0..<count {
            let look = candidates[index]
            let y = top + (bottom - top) * (Double(index) + 0.5) / Double(count) + random.between(-12, 12)
            let px = x + random.between(-22, 22)
            let size: Double = switch look.shape {
            case .fillet, .flakyFillet: 17
            case .sprig, .leaf, .strip, .rasher: 28
            case .seeds, .nut: 17
            default: 24
            }
            RecipeArtwork.drawShadow(px - 3, y - 6, size * 0.8, size * 0.6, on: &canvas)
            let several: [FoodShape] = [.seeds, .nut, .berry, .beans, .wholeEgg]
            let pieces = several.contains(look.shape) ? (look.shape == .wholeEgg ? 2 : 3) : 1
            for piece in 0..<pieces {
                let dx = Double(piece) * size * 1.1 - Double(pieces - 1) * size * 0.55
                RecipeArtwork.drawFood(look, px + dx, y + (piece % 2 == 0 ? 0 : size * 0.4), size: size, angle: random.between(-60, 60), random: &random, on: &canvas)
            }
        }
    }

    /// Sets the dish a little off centre with a napkin on one side and loose ingredients on the
    /// other; answers the dish's centre.
    mutating func laidTable(radius: Double, shift: Double) -> Double {
        let cx = 320 - side * shift
        setting(at: cx + side * (radius + 72))
        props(around: cx - side * (radius + 62))
        return cx
    }

    /// A napkin and the right utensil beside the dish.
    mutating func setting(at x: Double) {
        RecipeArtwork.drawNapkin(x, 180, angle: side * random.between(3, 9), palette: palette, on: &canvas)
        if usesChopsticks {
            canvas.placed(x + 8, 180, angle: side * 12) { canvas in
                for offset in [-5.0, 5.0] {
                    canvas.add("path", ["d": "M\((offset - 2.6).svgText) -130 L\((offset + 2.6).svgText) -130 L\((offset + 1.4).svgText) 130 L\((offset - 1.4).svgText) 130 Z", "fill": "#6b4a32", "stroke": "#4a3020", "stroke-width": 0.8])
                }
            }
        }
    }

    /// The broth or sauce colour for a bowl, else a colour from the food itself.
    var liquid: ArtColor {
        if let sauce = foods.sauce { return sauce }
        if let first = foods.looks([.side, .base]).first { return first.color.mixed(with: ArtColor("#e9c98a"), 0.35) }
        return ArtColor("#e2b45a")
    }

    mutating func pool(_ x: Double, _ y: Double, radius: Double, color: ArtColor) {
        // An irregular puddle: a ring of overlapping circles around a core.
        canvas.add("circle", ["cx": x, "cy": y, "r": radius * 0.82, "fill": color])
        for index in 0..<9 {
            let a = Double(index) / 9 * 2 * .pi + random.between(-0.2, 0.2)
            let r = radius * random.between(0.55, 0.75)
            canvas.add("circle", ["cx": x + cos(a) * r, "cy": y + sin(a) * r, "r": radius * random.between(0.25, 0.4), "fill": color])
        }
    }
}
