import Foundation
import RecipleaseCore
import Vapor

/// The diets, cuisines and intolerances a person wants applied to every search, by canonical name.
struct SearchPreferences: Codable, Equatable, Sendable {
    var diets: [String] = []
    var cuisines: [String] = []
    var intolerances: [String] = []

    static let validDiets = Diet.allCases.sorted().map(\.rawValue)
    static let validIntolerances = Allergen.allCases.sorted().map(\.rawValue)

    var isEmpty: Bool { diets.isEmpty && cuisines.isEmpty && intolerances.isEmpty }

    /// Names checked against what exists (case-insensitively) and put in canonical order.
    /// Any unknown name is refused, naming every valid name of its kind.
    static func validated(
        diets: [String], cuisines: [String], intolerances: [String], knownCuisines: [String]
    ) throws -> SearchPreferences {
        var problems: [any DomainError] = []
        func pick(_ names: [String], from valid: [String], kind: String) -> [String] {
            var unknown: [String] = []
            var picked: Set<String> = []
            for name in names.map(HTMLText.tidy) {
                if let match = valid.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
                    picked.insert(match)
                } else if unknown.count < 5, !unknown.contains(name) {
                    // the reason names five; a list of thousands is not searched for each
                    unknown.append(name)
                }
            }
            if !unknown.isEmpty {
                let listed = unknown.prefix(5).map { "\"\($0.prefix(40))\"" }.joined(separator: ", ")
                problems.append(CodedProblem(.invalid, "preferences.unknown-" + kind, ["given": listed, "valid": valid.joined(separator: ", ")]))
            }
            return valid.filter(picked.contains)
        }
        let preferences = SearchPreferences(
            diets: pick(diets, from: validDiets, kind: "diets"),
            cuisines: pick(cuisines, from: knownCuisines, kind: "cuisines"),
            intolerances: pick(intolerances, from: validIntolerances, kind: "intolerances")
        )
        guard problems.isEmpty else { throw ProblemList(problems, separator: "; ") }
        return preferences
    }

    /// Keeps only the names that still exist; for values read back from a cookie or an old row.
    func known(cuisines knownCuisines: [String]) -> SearchPreferences {
        (try? SearchPreferences.validated(
            diets: diets.filter { SearchPreferences.validDiets.contains($0) },
            cuisines: cuisines.filter { name in knownCuisines.contains { $0.caseInsensitiveCompare(name) == .orderedSame } },
            intolerances: intolerances.filter { SearchPreferences.validIntolerances.contains($0) },
            knownCuisines: knownCuisines
        )) ?? SearchPreferences()
    }

    /// Diets must all hold and intolerances are all left out, on top of what the search asks;
    /// saved cuisines apply when the search names no cuisine of its own.
    func apply(to query: inout SearchQuery) {
        query.diets.formUnion(diets.compactMap(Diet.init(rawValue:)))
        query.intolerances.formUnion(intolerances.compactMap(Allergen.init(rawValue:)))
        if query.cuisines.isEmpty { query.cuisines = Set(cuisines) }
    }
}

/// A visitor's preferences live in a cookie: base64url JSON, HttpOnly, SameSite=Lax, a year long.
enum PreferencesCookie {
    static let name = "reciplease_prefs"
    static let lifetime = 365 * 24 * 3600

    static func encode(_ preferences: SearchPreferences) -> String {
        let data = (try? JSONEncoder().encode(preferences)) ?? Data()
        return data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func decode(_ value: String) -> SearchPreferences? {
        guard value.utf8.count <= 4096 else { return nil }
        var base64 = value.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else { return nil }
        return try? JSONDecoder().decode(SearchPreferences.self, from: data)
    }
}

extension RecipeStore {
    /// The cuisines a preference may name: those some recipe in the store has and search can
    /// filter by (`Cuisine.known`), in their known spelling, alphabetically.
    var filterableCuisines: [String] {
        snapshot.libraryCuisines
    }
}

extension Request {
    /// The signed-in user's saved preferences, or the visitor's from the cookie.
    func savedPreferences() async throws -> SearchPreferences {
        if let user = try await currentUser() {
            return try await UserPreferences(user: user, on: db).load().known(cuisines: recipes.filterableCuisines)
        }
        return visitorPreferences
    }

    var visitorPreferences: SearchPreferences {
        guard let value = cookies[PreferencesCookie.name]?.string,
              let preferences = PreferencesCookie.decode(value) else { return SearchPreferences() }
        return preferences.known(cuisines: recipes.filterableCuisines)
    }

    /// Sets the visitor's preference cookie on a response, or removes it when they are empty.
    func setVisitorPreferences(_ preferences: SearchPreferences, on response: Response) {
        response.cookies[PreferencesCookie.name] = preferences.isEmpty
            ? cookie("", maxAge: 0)
            : cookie(PreferencesCookie.encode(preferences), maxAge: PreferencesCookie.lifetime)
    }
}
