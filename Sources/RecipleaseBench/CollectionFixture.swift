import Foundation
import RecipleaseCore

/// Builds other apps' exports in memory, for the tests and the import bench: a Nextcloud
/// Cookbook collection is a zip of one folder per recipe holding `recipe.json` (schema.org
/// Recipe, with Nextcloud's keys) and the photo `full.jpg`.
public enum CollectionFixture {
    /// One recipe of a Nextcloud-style fixture: the fields the app writes, as plain values.
    public struct NextcloudRecipe: Sendable {
        public var name: String
        public var ingredients: [String]
        public var instructions: [String]
        public var description = ""
        public var url = ""
        public var keywords: [String] = []
        public var category = ""
        public var yield: Int?
        public var prepTime = ""
        public var cookTime = ""
        /// The photo's bytes, written as `full.jpg` beside the recipe.
        public var photo: Data?
        /// Written in place of the JSON, for a recipe that cannot be read.
        public var rawJSON: String?

        public init(name: String, ingredients: [String], instructions: [String]) {
            self.name = name
            self.ingredients = ingredients
            self.instructions = instructions
        }

        var json: Data {
            if let rawJSON { return Data(rawJSON.utf8) }
            var object: [String: Any] = [
                "@context": "http://schema.org", "@type": "Recipe",
                "name": name, "description": description, "url": url, "image": url.isEmpty ? "" : url + "/image.jpg",
                "prepTime": prepTime, "cookTime": cookTime, "totalTime": "",
                "recipeCategory": category, "keywords": keywords.joined(separator: ","),
                "recipeIngredient": ingredients, "recipeInstructions": instructions, "tool": [String](),
                "dateCreated": "2024-03-01T10:00:00+0000", "dateModified": "2024-03-02T10:00:00+0000",
            ]
            if let yield { object["recipeYield"] = yield }
            return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        }
    }

    /// The zip Nextcloud Cookbook's folder becomes when zipped: `<name>/recipe.json` (+ `full.jpg`).
    public static func nextcloudZip(_ recipes: [NextcloudRecipe]) -> Data {
        var zip = StoredZip()
        for (number, recipe) in recipes.enumerated() {
            // Folder names are the recipe's name in Nextcloud; a number keeps them apart here.
            let folder = "Recipes/\(recipe.name.replacingOccurrences(of: "/", with: "-")) \(number)"
            zip.add(folder + "/recipe.json", recipe.json)
            if let photo = recipe.photo { zip.add(folder + "/full.jpg", photo) }
        }
        return zip.finish()
    }

    /// `count` generated recipes (the bench's generator, so their lines parse) with tags,
    /// times, servings, a source URL and, when `photos`, a small photo each.
    /// `photoBytes` pads each photo to about that size (a text chunk), so a bench carries the weight of real photos.
    public static func generatedNextcloudZip(count: Int, seed: UInt64 = 17, photos: Bool = true, photoBytes: Int = 0, catalog: FoodCatalog = .shared) -> Data {
        let photo = photoBytes > tinyPNG.count ? paddedPNG(to: photoBytes) : tinyPNG
        let generator = RecipeGenerator(catalog: catalog, seed: seed)
        let recipes = (0..<count).map { number -> NextcloudRecipe in
            let draft = generator.draft(number: number)
            var recipe = NextcloudRecipe(name: "\(draft.title) \(number + 1)", ingredients: draft.ingredientLines, instructions: draft.instructions)
            recipe.description = draft.summary ?? ""
            recipe.url = "https://recipes.example/r/\(number + 1)"
            recipe.keywords = Array((draft.tags + draft.cuisines).prefix(3))
            recipe.category = draft.mealTypes.first?.rawValue ?? ""
            recipe.yield = draft.servings ?? 4
            recipe.prepTime = "PT0H\(draft.prepMinutes ?? 10)M0S"
            recipe.cookTime = "PT0H\(draft.cookMinutes ?? 20)M0S"
            if photos { recipe.photo = photo }
            return recipe
        }
        return nextcloudZip(recipes)
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
