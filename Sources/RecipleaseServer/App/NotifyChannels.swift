/// The PostgreSQL channels on which instances hear of one another's writes (`ChangeListener`).
/// A notification reaches every session on the database, whatever schema it works in: apps kept
/// apart by schema (`Settings.Database.postgres`'s `schema`, which the test suite gives each of
/// its apps) each get channels of their own, so none of them reads what another wrote elsewhere.
/// Without a schema the names are the plain ones every deployment has used since it migrated.
struct NotifyChannels: Sendable, Equatable {
    /// The id of every user recipe written (`NotifyUserRecipeChanges`).
    let recipes: String
    /// The user of every token, user, preference or favorite change (`NotifyAccountChanges`).
    let accounts: String
    /// Changes to shared data, announced by the instance that made them (`SharedChangeNotice`).
    let shared: String

    init(schema: String?) {
        // A channel's name is an identifier of at most 63 bytes: the schema's, of any length,
        // is folded into 16 hexadecimal digits.
        let suffix = schema.map { "_" + Self.digest($0) } ?? ""
        recipes = "reciplease_user_recipes" + suffix
        accounts = "reciplease_accounts" + suffix
        shared = "reciplease_shared" + suffix
    }

    /// FNV-1a, 64 bits, in hexadecimal: the same on every instance and every run.
    private static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension Settings.Database {
    /// The channels of the database these settings name.
    var notifyChannels: NotifyChannels {
        if case let .postgres(_, schema) = self { return NotifyChannels(schema: schema) }
        return NotifyChannels(schema: nil)
    }
}
