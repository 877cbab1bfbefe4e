import Vapor

/// Password hashing, the Leaf tags the account pages use, and the hash that makes a sign-in
/// with an unknown username cost as much as one with a known name.
func configureAccounts(_ app: Application, settings: Settings) async throws {
    guard (4...31).contains(settings.passwordCost) else {
        throw SettingsError.invalid(variable: "passwordCost", value: String(settings.passwordCost), expected: "a Bcrypt cost from 4 to 31")
    }
    let hasher = PasswordHasher(cost: settings.passwordCost, threads: settings.hashThreads, capacity: settings.hashQueue)
    app.passwordHasher = hasher
    app.lifecycle.use(PasswordHasherLifecycle(hasher: hasher))
    app.authRateLimits = AuthRateLimits(settings)
    app.dummyPasswordHash = try await hasher.hash(SecretToken.generate())
    AccountTags.register(on: app)
    StringsTags.register(on: app)
}
