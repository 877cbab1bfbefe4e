import Foundation

/// The one way in for another app's whole collection: each reader is asked in turn whether the
/// file is its app's export, and the first that claims it reads it.
public enum CollectionImport {
    /// The readers, tried in this order; a reader answers nil quickly for a file that is not its own.
    public static var readers: [any CollectionReader.Type] {
        [
            MealieCollection.self,
            // Before Nextcloud: one Tandoor recipe's zip also has a recipe.json at its root.
            TandoorCollection.self,
            PaprikaCollection.self,
            NextcloudCollection.self,
        ]
    }

    /// The collection in `data`, or nil when no reader knows the file. A file that a reader claims
    /// but cannot open (a damaged archive, one too large) throws that reader's error.
    public static func read(_ data: Data, fileName: String) throws -> RecipeCollection? {
        // the readers share one unpacking of the upload (`ImportArchive.unpacked`)
        try ImportArchive.$unpacked.withValue(ImportArchive.UnpackCache()) {
            for reader in readers {
                if let collection = try reader.read(data, fileName: fileName) { return collection }
            }
            return nil
        }
    }
}
