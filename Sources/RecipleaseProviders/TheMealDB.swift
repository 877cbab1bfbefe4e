import Foundation
import RecipleaseCore

/// TheMealDB (`/api/json/v1/{key}/...`): filter.php by main ingredient, search.php by name,
/// random.php and lookup.php. A filter answers ids, titles and pictures only, so the meals it
/// finds are looked up (concurrently, through the cache) for their ingredients.
public struct TheMealDB: AccountProvider {
    public let id = ProviderID.theMealDB
    public let name = "TheMealDB"
    public let account: ProviderConfiguration.Account
    public let http: ProviderHTTP

    public init(account: ProviderConfiguration.Account, http: ProviderHTTP) { (self.account, self.http) = (account, http) }

    public func search(_ query: ProviderQuery, deadline: ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft] {
        guard let main = query.ingredients.first else {
            guard !query.text.isEmpty else { return [] }
            let data = try await get("search.php", [("s", query.text)], deadline: deadline)
            return try meals(data).prefix(query.number).map(draft)
        }
        // TheMealDB spells ingredients with underscores: chicken_breast.
        let data = try await get("filter.php", [("i", main.lowercased().replacingOccurrences(of: " ", with: "_"))], deadline: deadline)
        let found = try decode(FilterAnswer.self, data).meals?.elements ?? []
        let ids = found.prefix(query.number).map(\.idMeal)
        var drafts: [String: RemoteDraft] = [:]
        var firstError: ProviderError?
        await withTaskGroup(of: (String, Result<RemoteDraft, ProviderError>).self) { group in
            for remoteID in ids {
                group.addTask {
                    do throws(ProviderError) {
                        return (remoteID, .success(try await recipe(remoteID: remoteID, deadline: deadline)))
                    } catch {
                        return (remoteID, .failure(error))
                    }
                }
            }
            for await (remoteID, result) in group {
                switch result {
                case let .success(draft): drafts[remoteID] = draft
                case let .failure(error): firstError = firstError ?? error
                }
            }
        }
        // Some meals are enough; none, when there were some to find, is the failure it was.
        if drafts.isEmpty, let firstError { throw firstError }
        return ids.compactMap { drafts[$0] }
    }

    public func random(_ query: ProviderQuery, deadline: ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft] {
        let data = try await get("random.php", [], deadline: deadline, cache: false)
        return try meals(data).map(draft)
    }

    public func recipe(remoteID: String, deadline: ContinuousClock.Instant) async throws(ProviderError) -> RemoteDraft {
        guard !remoteID.isEmpty, remoteID.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw failure(.notFound) }
        let data = try await get("lookup.php", [("i", remoteID)], deadline: deadline)
        guard let meal = try meals(data).first else { throw failure(.notFound) }
        return draft(meal)
    }

    private func get(_ file: String, _ query: [(String, String?)], deadline: ContinuousClock.Instant, cache: Bool = true) async throws(ProviderError) -> Data {
        // The key is a path segment here, not a query item.
        let key = account.key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? account.key
        let url = account.baseURL.appending(path: "\(key)/\(file)", query: query)
        return try await fetch(url, deadline: deadline, cache: cache)
    }


    /// `{"meals": [...]}`, where `"meals": null` means none.
    private func meals(_ data: Data) throws(ProviderError) -> [[String: String]] {
        let answer = try decode(MealsAnswer.self, data)
        return (answer.meals?.elements ?? []).map { $0.compactMapValues { $0 } }
    }

    // MARK: - Answers, as TheMealDB documents them

    struct FilterAnswer: Decodable {
        struct Meal: Decodable {
            let idMeal: String
            let strMeal: String?
        }

        let meals: Lossy<Meal>?

        private enum CodingKeys: CodingKey { case meals }

        init(from decoder: any Decoder) throws {
            // The key must be there; its value may be null.
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.contains(.meals) else {
                throw DecodingError.keyNotFound(CodingKeys.meals, .init(codingPath: [], debugDescription: "no meals"))
            }
            meals = try container.decodeIfPresent(Lossy<Meal>.self, forKey: .meals)
        }
    }

    /// A meal has flat string fields, `strIngredient1`…`strIngredient20` among them, any of them null.
    struct MealsAnswer: Decodable {
        let meals: Lossy<[String: String?]>?

        private enum CodingKeys: CodingKey { case meals }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.contains(.meals) else {
                throw DecodingError.keyNotFound(CodingKeys.meals, .init(codingPath: [], debugDescription: "no meals"))
            }
            meals = try container.decodeIfPresent(Lossy<[String: String?]>.self, forKey: .meals)
        }
    }

    func draft(_ meal: [String: String]) -> RemoteDraft {
        let field = { (key: String) -> String? in meal[key].map(HTMLText.tidy).flatMap { $0.isEmpty ? nil : $0 } }
        var lines: [String] = []
        for number in 1...20 {
            guard let ingredient = field("strIngredient\(number)") else { continue }
            lines.append(HTMLText.plain([field("strMeasure\(number)"), ingredient].compactMap { $0 }.joined(separator: " ")))
        }
        let category = field("strCategory")
        return RemoteDraft(RecipeDraft(
            id: id.recipeID(field("idMeal") ?? "").rawValue,
            title: HTMLText.plain(field("strMeal") ?? ""),
            image: field("strMealThumb"),
            sourceURL: field("strSource"),
            videoURL: field("strYoutube"),
            cuisines: ProviderText.cuisines([field("strArea")].compactMap { $0 }),
            mealTypes: ProviderText.mealTypes([category].compactMap { $0 }),
            ingredientLines: lines,
            // Steps keep their line breaks until they are split.
            instructions: meal["strInstructions"].map(ProviderText.steps) ?? [],
            tags: ([category] + (field("strTags")?.split(separator: ",").map { HTMLText.tidy(String($0)) } ?? []))
                .compactMap { $0 }.filter { !$0.isEmpty }
        ), isComplete: true)
    }
}
