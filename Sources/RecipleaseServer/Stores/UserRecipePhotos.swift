import Crypto
import Fluent
import Foundation
import RecipleaseCore
import SQLKit

/// The kinds of photo a recipe may have, recognised from the bytes alone: the signature and a
/// header that makes sense (sizes above zero, known chunk types). A file's name or declared
/// type is never asked.
enum PhotoKind: String, Sendable, CaseIterable, Codable {
    case jpeg, png, webp

    var contentType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .webp: "image/webp"
        }
    }

    /// The kind of image these bytes are, or nil when they are none of the three.
    static func detect(_ data: Data) -> PhotoKind? {
        let bytes = ByteReader(data)
        if isPNG(bytes) { return .png }
        if isJPEG(bytes) { return .jpeg }
        if isWebP(bytes) { return .webp }
        return nil
    }

    /// The 8-byte signature, then IHDR first with a width and height above zero and a valid
    /// bit depth and colour type (PNG specification, 11.2.2).
    private static func isPNG(_ bytes: ByteReader) -> Bool {
        guard bytes.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], at: 0),
              bytes.uint32(at: 8) == 13, bytes.matches(Array("IHDR".utf8), at: 12),
              let width = bytes.uint32(at: 16), let height = bytes.uint32(at: 20),
              let depth = bytes[24], let colour = bytes[25] else { return false }
        let depths: [UInt8] = colour == 3 ? [1, 2, 4, 8] : colour == 0 ? [1, 2, 4, 8, 16] : [8, 16]
        return width > 0 && height > 0 && width < 1 << 31 && height < 1 << 31
            && [0, 2, 3, 4, 6].contains(colour) && depths.contains(depth)
    }

    /// Start of image, then marker segments up to a start-of-frame that gives a height and width
    /// above zero; a scan before any frame header, or a segment running off the end, is refused.
    /// So are more than `jpegSegmentsBeforeFrame` segments or `jpegFillBytes` fill bytes in a row
    /// before the frame header: a camera's or editor's file has a few dozen segments and a fill byte
    /// or two, where 8 MB of fill bytes, or of 4-byte segments, took 0.6 to 1.3 s to walk (debug
    /// build), in a collection import for each of its photos (hostile sweep, 2026-12-06).
    private static func isJPEG(_ bytes: ByteReader) -> Bool {
        guard bytes.matches([0xFF, 0xD8, 0xFF], at: 0) else { return false }
        var offset = 2
        var segments = 0
        // Each pass moves forward by at least two bytes, so the walk ends with the data.
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF, segments < jpegSegmentsBeforeFrame else { return false }
            segments += 1
            var markerAt = offset + 1
            while bytes[markerAt] == 0xFF {  // fill bytes
                markerAt += 1
                guard markerAt - offset <= jpegFillBytes else { return false }
            }
            guard let marker = bytes[markerAt] else { return false }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset = markerAt + 1
                continue
            }
            guard let length = bytes.uint16(at: markerAt + 1), length >= 2 else { return false }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard let height = bytes.uint16(at: markerAt + 4), let width = bytes.uint16(at: markerAt + 6) else { return false }
                return height > 0 && width > 0
            }
            if marker == 0xDA || marker == 0xD9 { return false }
            offset = markerAt + 1 + Int(length)
        }
        return false
    }

    static let jpegSegmentsBeforeFrame = 1_000
    static let jpegFillBytes = 1_000

    /// A RIFF container of form WEBP whose first chunk is a VP8, VP8L or VP8X image header.
    private static func isWebP(_ bytes: ByteReader) -> Bool {
        guard bytes.matches(Array("RIFF".utf8), at: 0), bytes.matches(Array("WEBP".utf8), at: 8),
              let riffSize = bytes.uint32LE(at: 4), riffSize >= 12, Int(riffSize) + 8 <= bytes.count + 1,
              let chunkSize = bytes.uint32LE(at: 16), chunkSize > 0, Int(chunkSize) + 20 <= bytes.count + 1 else { return false }
        if bytes.matches(Array("VP8 ".utf8), at: 12) {
            // Key frame start code, then 14-bit width and height.
            guard bytes.matches([0x9D, 0x01, 0x2A], at: 23),
                  let width = bytes.uint16LE(at: 26), let height = bytes.uint16LE(at: 28) else { return false }
            return width & 0x3FFF > 0 && height & 0x3FFF > 0
        }
        if bytes.matches(Array("VP8L".utf8), at: 12) {
            return bytes[20] == 0x2F && bytes.count >= 25
        }
        if bytes.matches(Array("VP8X".utf8), at: 12) {
            return chunkSize >= 10 && bytes.count >= 30
        }
        return false
    }
}

/// Bounds-checked reads from the start of some bytes; out of range reads nil, never traps.
private struct ByteReader {
    let data: Data
    var count: Int { data.count }

    init(_ data: Data) { self.data = data }

    subscript(_ offset: Int) -> UInt8? {
        offset >= 0 && offset < data.count ? data[data.startIndex + offset] : nil
    }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + expected.count <= data.count else { return false }
        return expected.indices.allSatisfy { data[data.startIndex + offset + $0] == expected[$0] }
    }

    func uint16(at offset: Int) -> UInt16? {
        guard let a = self[offset], let b = self[offset + 1] else { return nil }
        return UInt16(a) << 8 | UInt16(b)
    }

    func uint16LE(at offset: Int) -> UInt16? {
        guard let a = self[offset], let b = self[offset + 1] else { return nil }
        return UInt16(b) << 8 | UInt16(a)
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    func uint32LE(at offset: Int) -> UInt32? {
        guard let low = uint16LE(at: offset), let high = uint16LE(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}

/// Why a photo was refused: not a JPEG, PNG or WebP by its content, or larger than the limit.
enum PhotoProblem {
    static let notImage = CodedProblem(.unusable, "photo.not-image")
    static let tooLarge = CodedProblem(.tooLarge, "photo.too-large", ["megabytes": "\(UserRecipePhotos.maxBytes >> 20)"])
    static let empty = CodedProblem(.invalid, "photo.empty")
    /// The account's photos would take more than `UserRecipePhotos.maxTotalBytes`.
    static func quotaFull(used: Int) -> CodedProblem {
        CodedProblem(.conflict, "photo.quota-full", ["used": "\((used + (1 << 19)) >> 20)", "megabytes": "\(UserRecipePhotos.maxTotalBytes >> 20)"])
    }
}

/// A stored photo as it is served.
struct StoredPhoto: Sendable {
    let kind: PhotoKind
    let data: Data
    let tag: String

    var etag: String { "\"\(tag)\"" }
}

/// The photos of one user's own recipes. Saving checks the bytes and that the recipe is the
/// user's; the recipe row keeps the photo's tag so the recipe (and every instance's index) knows
/// of it. Deleting the recipe deletes its photo (the table's foreign key cascades).
struct UserRecipePhotos: UserStore {
    /// A phone camera's JPEG is 2 to 6 MB; 8 MB leaves room without letting a few photos fill the database.
    static let maxBytes = 8 << 20
    /// What all of one account's photos may take together. A hostile sweep stored 500 MB of
    /// "photos" (a PNG header and zeros) from each 500 KB collection zip, three times running, and
    /// one account could hold 5,000 of 8 MB. 100 MB is 300 to 500 photos as recipe sites and apps
    /// keep them (200 to 300 KB), and keeps an account's export (photos as base64, a third more)
    /// within the 200 MB an import takes, so an account can always be moved with its own export.
    static let maxTotalBytes = 100 << 20

    let userID: UUID
    let db: any Database

    /// Checks the bytes and stores them as the recipe's photo, replacing any before; answers the
    /// kind found. Throws `PhotoProblem.notImage`/`.tooLarge`/`.empty`, or a not-found problem
    /// when the recipe is not this user's. Given the store, the indexed recipe shows the photo at once.
    @discardableResult
    /// `used`, when the caller already counts the account's photos (an import, photo by photo),
    /// spares the query that counts them.
    func save(_ data: Data, recipeID: UUID, now: Date, store: RecipeStore? = nil, used known: Int? = nil) async throws -> PhotoKind {
        let kind = try UserRecipePhotos.check(data)
        let tag = UserRecipePhotos.tag(of: data)
        let userID = userID
        let write = { try await self.db.writeTransaction { db in
            // The recipe's row first, as its delete takes it: on PostgreSQL a photo written while
            // the recipe is deleted then waits, rather than the two locking each other (40P01).
            try await RowLock.update.exists(UserRecipe.self, recipeID, on: db)
            guard let row = try await db.owned(UserRecipe.self, by: userID).filter(\.$id == recipeID).first() else {
                throw UserRecipePhotos.recipeMissing(recipeID)
            }
            // Under the recipe's row lock: two photos of one recipe at once count each other's
            // place once; of two recipes at once, PostgreSQL may let both in by one photo's size.
            let used = if let known { known } else { try await UserRecipePhotos.bytesStored(by: userID, besides: recipeID, on: db) }
            guard used + data.count <= UserRecipePhotos.maxTotalBytes else { throw PhotoProblem.quotaFull(used: used) }
            if let photo = try await db.owned(UserRecipePhoto.self, by: userID).filter(\.$recipeID == recipeID).first() {
                photo.kind = kind.rawValue
                photo.data = data
                photo.tag = tag
                photo.updatedAt = now
                try await photo.save(on: db)
            } else {
                try await UserRecipePhoto(userID: userID, recipeID: recipeID, kind: kind, data: data, tag: tag, updatedAt: now).create(on: db)
            }
            row.photoTag = tag
            row.updatedAt = now
            try await row.save(on: db)
            // Under the row lock, as an edit indexes (`UserRecipes.reindex`).
            store.map { UserRecipePhotos.reindex(row, in: $0) }
        } }
        // Two first photos at once (PostgreSQL runs both transactions together): both found none
        // and the second insert met the unique index. Again, it finds the row and replaces it;
        // unless a delete of the photo took it meanwhile, so it may take a few turns (ten at most).
        try await UserRecipes.keepingIndex(of: recipeID, in: store, on: db) { try await againOnConstraintFailure(runs: 10, write) }
        return kind
    }

    /// Refuses (`photo.quota-full`) a photo of `bytes` the account has no room for, before a form
    /// writes anything else; `save` asks again as it writes.
    func checkRoom(for bytes: Int, recipeID: UUID? = nil) async throws {
        let used = try await UserRecipePhotos.bytesStored(by: userID, besides: recipeID, on: db)
        guard used + bytes <= UserRecipePhotos.maxTotalBytes else { throw PhotoProblem.quotaFull(used: used) }
    }

    /// The bytes of the photos `userID` keeps, but for recipe `recipeID`'s (which a new one replaces).
    /// Both databases read a blob's length without reading the blob.
    static func bytesStored(by userID: UUID, besides recipeID: UUID? = nil, on db: any Database) async throws -> Int {
        try await OwnedSum.of("LENGTH(data)", in: "user_recipe_photos", userID: userID, besides: recipeID.map { ("recipe_id", $0) }, on: db)
    }

    /// The kind of photo the bytes are, or the reason they cannot be one: empty, too large, not
    /// a JPEG, PNG or WebP by content.
    @discardableResult
    static func check(_ data: Data) throws -> PhotoKind {
        guard !data.isEmpty else { throw PhotoProblem.empty }
        guard data.count <= maxBytes else { throw PhotoProblem.tooLarge }
        guard let kind = PhotoKind.detect(data) else { throw PhotoProblem.notImage }
        return kind
    }

    /// Removes the recipe's photo; the recipe shows its web image or drawn picture again. Answers
    /// whether there was one.
    @discardableResult
    func remove(recipeID: UUID, now: Date, store: RecipeStore? = nil) async throws -> Bool {
        let userID = userID
        return try await UserRecipes.keepingIndex(of: recipeID, in: store, on: db) {
            try await db.writeTransaction { db -> Bool in
                try await RowLock.update.exists(UserRecipe.self, recipeID, on: db)  // the recipe's row first, as in `save`
                guard let row = try await db.owned(UserRecipe.self, by: userID).filter(\.$id == recipeID).first() else {
                    throw UserRecipePhotos.recipeMissing(recipeID)
                }
                let photos = db.owned(UserRecipePhoto.self, by: userID).filter(\.$recipeID == recipeID)
                let removed = try await photos.count() > 0
                try await photos.delete()
                if row.photoTag != nil {
                    row.photoTag = nil
                    row.updatedAt = now
                    try await row.save(on: db)
                }
                store.map { UserRecipePhotos.reindex(row, in: $0) }  // under the row lock, as in `save`
                return removed
            }
        }
    }

    /// The recipe's photo, or nil when it has none or is not this user's.
    func find(recipeID: UUID) async throws -> StoredPhoto? {
        guard let photo = try await scoped(UserRecipePhoto.self).filter(\.$recipeID == recipeID).first(),
              let kind = PhotoKind(rawValue: photo.kind) else { return nil }
        return StoredPhoto(kind: kind, data: photo.data, tag: photo.tag)
    }

    /// Every photo of the user's recipes, by recipe row id (for the export).
    func all() async throws -> [UUID: StoredPhoto] {
        var photos: [UUID: StoredPhoto] = [:]
        for photo in try await scoped(UserRecipePhoto.self).all() {
            guard let kind = PhotoKind(rawValue: photo.kind) else { continue }
            photos[photo.recipeID] = StoredPhoto(kind: kind, data: photo.data, tag: photo.tag)
        }
        return photos
    }

    /// A SHA-256 of the bytes, shortened: the ETag and the `?v=` of the photo's address.
    static func tag(of data: Data) -> String {
        SHA256.hash(data: data).prefix(16).map { String(format: "%02x", $0) }.joined()
    }

    private static func recipeMissing(_ recipeID: UUID) -> RequestProblem {
        .missing(.ownRecipe, id: UserRecipes.recipeID(of: recipeID))
    }

    /// The indexed recipe with the row's photo (or without it), its lines not parsed again.
    private static func reindex(_ row: UserRecipe, in store: RecipeStore) {
        guard let id = row.id else { return }
        let recipeID = Recipe.ID(UserRecipes.recipeID(of: id))
        guard var recipe = store.recipe(recipeID) else { return }
        recipe.photo = row.photoTag.map { SiteURL.myRecipePhoto(recipeID.rawValue, tag: $0) }
        store.upsert(recipe)
    }
}
