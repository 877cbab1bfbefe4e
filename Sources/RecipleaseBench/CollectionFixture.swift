import Foundation
import RecipleaseCore

/// Builds other apps' exports in memory, for the tests and the import bench, each laid out as its
/// app writes it (see docs/import-export.md, "Moving from other apps"): Mealie's data export,
/// Tandoor's zip of recipe zips, Paprika's `.paprikarecipes` and Nextcloud Cookbook's zipped folder.
public enum CollectionFixture {
    /// The apps whose exports are built here (the raw values are the importer's format names).
    public enum App: String, CaseIterable, Sendable {
        case mealie, tandoor, paprika, nextcloud

        /// What the app names the file it exports.
        public var fileName: String {
            switch self {
            case .mealie: "mealie_2026.03.01.zip"
            case .tandoor: "export.zip"
            case .paprika: "My Recipes.paprikarecipes"
            case .nextcloud: "Recipes.zip"
            }
        }
    }

    /// One recipe of a fixture, as plain values; each app's writer lays them out its own way.
    public struct AppRecipe: Sendable {
        public var name: String
        public var ingredients: [String]
        public var instructions: [String]
        public var description = ""
        /// The cook's notes, in the apps that keep them apart from the description (Mealie,
        /// Paprika); the others have no such field and leave them out.
        public var notes = ""
        public var url = ""
        public var keywords: [String] = []
        /// The app's category; Tandoor has none, so it goes among its keywords there.
        public var category = ""
        /// Servings.
        public var yield: Int?
        public var prepMinutes: Int?
        public var cookMinutes: Int?
        /// The photo's bytes, stored where the app keeps it (named by its kind).
        public var photo: Data?
        /// Written in place of the recipe's JSON, for a recipe that cannot be read.
        public var rawJSON: String?

        public init(name: String, ingredients: [String], instructions: [String]) {
            self.name = name
            self.ingredients = ingredients
            self.instructions = instructions
        }

        /// Whether the app keeps the cook's notes apart from the description.
        public static func keepsNotes(_ app: App) -> Bool { app == .mealie || app == .paprika }

        var keywordsWithCategory: [String] { keywords + (category.isEmpty ? [] : [category]) }

        /// The file name of the photo, from what its bytes are.
        func photoName(_ stem: String) -> String? {
            guard let photo else { return nil }
            if photo.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return stem + ".png" }
            if photo.starts(with: Array("RIFF".utf8)) { return stem + ".webp" }
            return stem + ".jpg"
        }

        func encoded(_ object: [String: Any]) -> Data {
            if let rawJSON { return Data(rawJSON.utf8) }
            return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        }

        /// Nextcloud Cookbook's `recipe.json`: schema.org Recipe with the Cookbook's keys.
        var nextcloudJSON: Data {
            var object: [String: Any] = [
                "@context": "http://schema.org", "@type": "Recipe",
                "name": name, "description": description, "url": url, "image": url.isEmpty ? "" : url + "/image.jpg",
                "prepTime": prepMinutes.map { "PT0H\($0)M0S" } ?? "", "cookTime": cookMinutes.map { "PT0H\($0)M0S" } ?? "", "totalTime": "",
                "recipeCategory": category, "keywords": keywords.joined(separator: ","),
                "recipeIngredient": ingredients, "recipeInstructions": instructions, "tool": [String](),
                "dateCreated": "2024-03-01T10:00:00+0000", "dateModified": "2024-03-02T10:00:00+0000",
            ]
            if let yield { object["recipeYield"] = yield }
            return encoded(object)
        }

        /// Mealie's recipe model in its data export (snake_case), ingredients unparsed ("disable
        /// amounts" on: each line in its note), as a collection brought into Mealie from the web is.
        func mealieJSON(slug: String) -> Data {
            func named(_ name: String) -> [String: Any] {
                ["name": name, "slug": Self.slug(name)]
            }
            let object: [String: Any] = [
                "id": Self.uuid(slug), "group_id": "00000000-0000-4000-8000-0000000000aa", "user_id": "00000000-0000-4000-8000-0000000000bb",
                "name": name, "slug": slug, "description": description, "org_url": url,
                "recipe_servings": yield ?? 0, "recipe_yield_quantity": 0, "recipe_yield": yield.map { "\($0) servings" } ?? "",
                "prep_time": prepMinutes.map { "\($0) minutes" } ?? NSNull(), "cook_time": cookMinutes.map { "\($0) minutes" } ?? NSNull(),
                "perform_time": NSNull(), "total_time": NSNull(), "rating": NSNull(),
                "recipe_category": category.isEmpty ? [] : [named(category)], "tags": keywords.map(named), "tools": [Any](),
                "settings": ["public": true, "show_nutrition": false, "disable_amount": true, "locked": false],
                "recipe_ingredient": ingredients.enumerated().map { index, line -> [String: Any] in
                    ["quantity": 1, "unit": NSNull(), "food": NSNull(), "note": line, "display": line, "title": NSNull(),
                     "original_text": line, "disable_amount": true, "reference_id": Self.uuid(slug + "-i\(index)")]
                },
                "recipe_instructions": instructions.enumerated().map { index, text -> [String: Any] in
                    ["id": Self.uuid(slug + "-s\(index)"), "title": "", "summary": "", "text": text, "ingredient_references": [Any]()]
                },
                "notes": notes.isEmpty ? [] : [["title": "", "text": notes]],
                "nutrition": ["calories": NSNull()], "assets": [Any](), "comments": [Any](),
                "date_added": "2024-03-01", "date_updated": "2024-03-02T10:00:00",
            ]
            return encoded(object)
        }

        /// Tandoor's `recipe.json` (its RecipeExportSerializer): one step holding the ingredients,
        /// each split into amount, unit and food ("200 g flour"; a line without a number is the
        /// food alone, "no amount"), the steps as the instruction's lines; the category among the keywords.
        var tandoorJSON: Data {
            let ingredients = ingredients.enumerated().map { index, line in Self.tandoorIngredient(line, order: index) }
            let object: [String: Any] = [
                "name": name, "description": description,
                "keywords": keywordsWithCategory.map { ["name": $0, "description": ""] },
                "steps": [["name": "", "instruction": instructions.joined(separator: "\n"), "ingredients": ingredients, "time": 0,
                           "order": 0, "show_as_header": false, "show_ingredients_table": true]],
                "working_time": prepMinutes ?? 0, "waiting_time": cookMinutes ?? 0, "internal": true, "nutrition": NSNull(),
                "servings": yield ?? 1, "servings_text": "", "source_url": url.isEmpty ? NSNull() : url,
            ]
            return encoded(object)
        }

        /// Tandoor's ingredient units this fixture tells from a food by the word after the number.
        static let tandoorUnits: Set<String> = ["g", "kg", "ml", "l", "tbsp", "tsp", "cup", "cups", "clove", "cloves", "pinch"]

        static func tandoorIngredient(_ line: String, order: Int) -> [String: Any] {
            var words = line.split(separator: " ").map(String.init)
            var note = ""
            if let comma = line.firstIndex(of: ",") {
                note = line[line.index(after: comma)...].trimmingCharacters(in: .whitespaces)
                words = line[..<comma].split(separator: " ").map(String.init)
            }
            let amount = words.first.flatMap(Double.init)
            if amount != nil { words.removeFirst() }
            var unit: Any = NSNull()
            if amount != nil, words.count > 1, let first = words.first, tandoorUnits.contains(first.lowercased()) {
                unit = ["name": first, "plural_name": "", "description": ""]
                words.removeFirst()
            }
            return ["food": ["name": words.joined(separator: " "), "plural_name": "", "ignore_shopping": false, "supermarket_category": NSNull()],
                    "unit": unit, "amount": amount ?? 0, "note": note, "order": order, "is_header": false, "no_amount": amount == nil,
                    "always_use_plural_unit": false, "always_use_plural_food": false]
        }

        /// Paprika's recipe JSON: free text almost everywhere, the photo in base64 inside it.
        var paprikaJSON: Data {
            let object: [String: Any] = [
                "uid": Self.uuid(name).uppercased(), "name": name, "description": description, "notes": notes,
                "ingredients": ingredients.joined(separator: "\n"), "directions": instructions.joined(separator: "\n"),
                "servings": yield.map { "\($0) servings" } ?? "", "prep_time": prepMinutes.map { "\($0) mins" } ?? "",
                "cook_time": cookMinutes.map { "\($0) mins" } ?? "", "total_time": "", "categories": (category.isEmpty ? [] : [category]) + keywords,
                "source": url.isEmpty ? "" : (URL(string: url)?.host ?? ""), "source_url": url, "image_url": "",
                "photo": photoName(Self.uuid(name).uppercased()) ?? "", "photo_data": photo.map { $0.base64EncodedString() } ?? NSNull(),
                "photo_hash": "", "photos": [Any](), "rating": 0, "difficulty": "", "nutritional_info": "", "on_favorites": false,
                "created": "2024-03-01 10:00:00", "hash": "",
            ]
            return encoded(object)
        }

        static func slug(_ name: String) -> String {
            name.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
        }

        /// A UUID-shaped id that the same text always gives (the apps' own ids mean nothing here).
        static func uuid(_ text: String) -> String {
            let hex = String(format: "%08x", CRC32.checksum(Array(text.utf8)))
            return "\(hex)-0000-4000-8000-\(String(repeating: "0", count: 4))\(hex)"
        }
    }

    /// The export `app` writes of these recipes.
    public static func export(_ recipes: [AppRecipe], app: App) -> Data {
        switch app {
        case .mealie: mealieZip(recipes)
        case .tandoor: tandoorZip(recipes)
        case .paprika: paprikaZip(recipes)
        case .nextcloud: nextcloudZip(recipes)
        }
    }

    /// The zip Nextcloud Cookbook's folder becomes when zipped: `<name>/recipe.json` (+ `full.jpg`).
    public static func nextcloudZip(_ recipes: [AppRecipe]) -> Data {
        var zip = StoredZip()
        for (number, recipe) in recipes.enumerated() {
            // Folder names are the recipe's name in Nextcloud; a number keeps them apart here.
            let folder = "Recipes/\(recipe.name.replacingOccurrences(of: "/", with: "-")) \(number)"
            zip.add(folder + "/recipe.json", recipe.nextcloudJSON)
            if let photo = recipe.photo { zip.add(folder + "/full.jpg", photo) }
        }
        return zip.finish()
    }

    /// Mealie's data export: `recipes/<slug>/<slug>.json` and the photo as `images/original.*`.
    public static func mealieZip(_ recipes: [AppRecipe]) -> Data {
        var zip = StoredZip()
        for (number, recipe) in recipes.enumerated() {
            let slug = AppRecipe.slug(recipe.name) + (number == 0 ? "" : "-\(number)")
            zip.add("recipes/\(slug)/\(slug).json", recipe.mealieJSON(slug: slug))
            if let photo = recipe.photo, let name = recipe.photoName("original") { zip.add("recipes/\(slug)/images/\(name)", photo) }
        }
        return zip.finish()
    }

    /// Tandoor's export: `<Name>.zip` per recipe, each holding `recipe.json` and `image.*`.
    public static func tandoorZip(_ recipes: [AppRecipe]) -> Data {
        var zip = StoredZip()
        for (number, recipe) in recipes.enumerated() {
            var inner = StoredZip()
            inner.add("recipe.json", recipe.tandoorJSON)
            if let photo = recipe.photo, let name = recipe.photoName("image") { inner.add(name, photo) }
            zip.add("\(recipe.name.replacingOccurrences(of: "/", with: "-"))_\(number).zip", inner.finish())
        }
        return zip.finish()
    }

    /// Paprika's `.paprikarecipes`: a zip of `<Name>.paprikarecipe`, each the recipe's JSON gzipped.
    public static func paprikaZip(_ recipes: [AppRecipe]) -> Data {
        var zip = StoredZip()
        for (number, recipe) in recipes.enumerated() {
            zip.add("\(recipe.name.replacingOccurrences(of: "/", with: "-")) \(number).paprikarecipe", gzip(recipe.paprikaJSON))
        }
        return zip.finish()
    }

    /// `count` generated recipes (the bench's generator, so their lines parse) with tags,
    /// times, servings, a source URL and, when `photos`, a small photo each, as `app` exports them.
    /// `photoBytes` pads each photo to about that size (a text chunk), so a bench carries the weight of real photos.
    public static func generated(
        _ app: App, count: Int, seed: UInt64 = 17, photos: Bool = true, photoBytes: Int = 0, catalog: FoodCatalog = .shared
    ) -> Data {
        let photo = photoBytes > tinyPNG.count ? paddedPNG(to: photoBytes) : tinyPNG
        let generator = RecipeGenerator(catalog: catalog, seed: seed)
        let recipes = (0..<count).map { number -> AppRecipe in
            let draft = generator.draft(number: number)
            var recipe = AppRecipe(name: "\(draft.title) \(number + 1)", ingredients: draft.ingredientLines, instructions: draft.instructions)
            recipe.description = draft.summary ?? ""
            recipe.url = "https://recipes.example/r/\(number + 1)"
            recipe.keywords = Array((draft.tags + draft.cuisines).prefix(3))
            recipe.category = draft.mealTypes.first?.rawValue ?? ""
            recipe.yield = draft.servings ?? 4
            recipe.prepMinutes = draft.prepMinutes ?? 10
            recipe.cookMinutes = draft.cookMinutes ?? 20
            if photos { recipe.photo = photo }
            return recipe
        }
        return export(recipes, app: app)
    }

    /// The generated collection as Nextcloud Cookbook's zip.
    public static func generatedNextcloudZip(count: Int, seed: UInt64 = 17, photos: Bool = true, photoBytes: Int = 0, catalog: FoodCatalog = .shared) -> Data {
        generated(.nextcloud, count: count, seed: seed, photos: photos, photoBytes: photoBytes, catalog: catalog)
    }

    /// `bytes` as a gzip file (RFC 1952) whose deflate stream is stored blocks: what a reader
    /// must take as well as compressed ones.
    public static func gzip(_ bytes: Data) -> Data {
        let bytes = [UInt8](bytes)
        var gzip: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        var offset = 0
        repeat {
            let size = min(65_535, bytes.count - offset)
            gzip.append(offset + size == bytes.count ? 1 : 0) // BFINAL on the last, BTYPE 00 (stored)
            gzip += [UInt8(size & 0xFF), UInt8(size >> 8), UInt8(~size & 0xFF), UInt8((~size >> 8) & 0xFF)]
            gzip += bytes[offset..<offset + size]
            offset += size
        } while offset < bytes.count
        let crc = CRC32.checksum(bytes), size = UInt32(truncatingIfNeeded: bytes.count)
        gzip += [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 24)]
        gzip += [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)]
        return Data(gzip)
    }

    /// A 1×1 PNG: signature, IHDR, one IDAT (zlib, a stored block), IEND; every CRC computed.
    public static let tinyPNG: Data = {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            let typed = Array(type.utf8) + body
            png.append(contentsOf: bigEndian(UInt32(body.count)))
            png.append(contentsOf: typed)
            png.append(contentsOf: bigEndian(CRC32.checksum(typed)))
        }
        chunk("IHDR", bigEndian(1) + bigEndian(1) + [8, 2, 0, 0, 0]) // 1×1, 8-bit RGB
        let row: [UInt8] = [0, 0xC8, 0x64, 0x32] // filter 0, one orange pixel
        let adler = adler32(row)
        chunk("IDAT", [0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF] + row + bigEndian(adler))
        chunk("IEND", [])
        return png
    }()

    /// The tiny PNG with a `tEXt` chunk before its end, making it about `size` bytes.
    static func paddedPNG(to size: Int) -> Data {
        let iend = tinyPNG.count - 12
        let body = Array("Comment\0".utf8) + [UInt8](repeating: 0x61, count: max(0, size - tinyPNG.count - 12 - 8))
        let typed = Array("tEXt".utf8) + body
        var png = tinyPNG.prefix(iend)
        png.append(contentsOf: bigEndian(UInt32(body.count)))
        png.append(contentsOf: typed)
        png.append(contentsOf: bigEndian(CRC32.checksum(typed)))
        png.append(tinyPNG.suffix(12))
        return Data(png)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

/// CRC-32 (IEEE 802.3, reflected), as zip and PNG use it.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

/// A zip archive written with stored (uncompressed) entries: enough for fixtures, and a reader
/// must take stored entries as well as deflated ones.
public struct StoredZip: Sendable {
    private var body = Data()
    private var directory = Data()
    private var count = 0

    public init() {}

    public mutating func add(_ path: String, _ data: Data) {
        let name = Array(path.utf8)
        let crc = CRC32.checksum(data)
        let offset = UInt32(body.count)
        var local = Data()
        local.append(le32(0x0403_4B50))
        local.append(le16(20)); local.append(le16(0x0800)); local.append(le16(0)) // version, UTF-8 names, stored
        local.append(le16(0)); local.append(le16(0x5821)) // time, date (2024-01-01)
        local.append(le32(crc)); local.append(le32(UInt32(data.count))); local.append(le32(UInt32(data.count)))
        local.append(le16(UInt16(name.count))); local.append(le16(0))
        local.append(contentsOf: name)
        body.append(local)
        body.append(data)
        directory.append(le32(0x0201_4B50))
        directory.append(le16(20)); directory.append(le16(20)); directory.append(le16(0x0800)); directory.append(le16(0))
        directory.append(le16(0)); directory.append(le16(0x5821))
        directory.append(le32(crc)); directory.append(le32(UInt32(data.count))); directory.append(le32(UInt32(data.count)))
        directory.append(le16(UInt16(name.count))); directory.append(le16(0)); directory.append(le16(0))
        directory.append(le16(0)); directory.append(le16(0)); directory.append(le32(0o100644 << 16))
        directory.append(le32(offset))
        directory.append(contentsOf: name)
        count += 1
    }

    public func finish() -> Data {
        var zip = body
        zip.append(directory)
        zip.append(le32(0x0605_4B50))
        zip.append(le16(0)); zip.append(le16(0))
        zip.append(le16(UInt16(count))); zip.append(le16(UInt16(count)))
        zip.append(le32(UInt32(directory.count))); zip.append(le32(UInt32(body.count)))
        zip.append(le16(0))
        return zip
    }

    private func le16(_ value: UInt16) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8)]) }
    private func le32(_ value: UInt32) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]) }
}
