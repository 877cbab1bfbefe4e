import Foundation
import RecipleaseCore
@testable import RecipleaseMigrate
import Testing

/// A reason a recipe did not come in is codes and values, told in whichever language reads it.
@Suite struct ImportReasonTests {
    @Test(arguments: [
        (Language.english, "the recipe file is not valid JSON"),
        (Language.french, "le fichier de la recette n'est pas du JSON valide"),
    ])
    func aReaderReasonIsToldInTheReadersLanguage(language: Language, expected: String) throws {
        // given a collection with a broken recipe, read once
        let data = try ArchiveFixture.zip([("Recipes/Burnt/recipe.json", Data("{\"name\": ".utf8))])
        let failure = try #require(try NextcloudCollection.read(data, fileName: "cookbook.zip")?.failures.first)
        // then its code is the same in every language, its words the reader's
        #expect(failure.reason.code == "collection.recipe-json-invalid")
        #expect(failure.reason.message(in: language.strings) == expected)
    }

    @Test(arguments: Language.bundled)
    func aListOfProblemsKeepsEachPartAndReadsAsTheErrorItCameFrom(language: Language) throws {
        // given a recipe that breaks two of the form's rules
        let error = try #require(throwing(RecipeInput(title: "", servings: 0, ingredients: ["1 egg"], instructions: ["Cook."])))
        // when it is kept as a reason and read back from JSON, as a job row keeps it
        let stored = try JSONDecoder().decode(ImportReason.self, from: JSONEncoder().encode(ImportReason(error)))
        // then it says what the error says, in each language
        #expect(stored.code == "recipe.invalid")
        #expect(stored.parts?.count == 2)
        #expect(stored.message(in: language.strings) == error.message(in: language.strings))
        #expect(!stored.message(in: language.strings).contains("error."))
    }

    @Test func aReasonKeepsItsFirstPartsAndCountsTheRest() throws {
        // given a recipe whose 120 lines are each too long, and too many
        let long = String(repeating: "flour ", count: 40)
        let error = try #require(throwing(RecipeInput(title: "Heavy", servings: 4, ingredients: Array(repeating: long, count: 120), instructions: ["Mix."])))
        #expect(error.problems.count == 121)
        // when it is kept as a reason
        let reason = ImportReason(error)
        // then it keeps the first ones and how many more there were, not a sentence for each
        let parts = try #require(reason.parts)
        #expect(parts.count == ImportReason.maxParts + 1)
        #expect(parts.prefix(ImportReason.maxParts).map(\.code) == error.problems.prefix(ImportReason.maxParts).map(\.code))
        #expect(reason.message(in: .english).hasSuffix("And \(121 - ImportReason.maxParts) more."))
        #expect(reason.message(in: .english).hasPrefix("A recipe can have at most \(RecipeRules.maxIngredients) ingredient lines; this one has 120."))
    }

    @Test func aJobStoredBeforeCodesStillReadsWithItsWords() throws {
        // given a failure as rows kept it before reasons had codes
        let old = Data(#"{"item": "Pancakes", "reason": "the recipe has no name"}"#.utf8)
        // when it is read
        let failure = try JSONDecoder().decode(ImportFailure.self, from: old)
        // then its words are kept as they were
        #expect(failure.item == "Pancakes")
        #expect(failure.reason.message(in: .french) == "the recipe has no name")
        // and a failure of today goes and comes back unchanged
        let today = ImportFailure(item: "Soup", code: "collection.recipe-no-name")
        #expect(try JSONDecoder().decode(ImportFailure.self, from: JSONEncoder().encode(today)) == today)
    }

    private func throwing(_ input: RecipeInput) -> RecipeInputError? {
        do {
            _ = try RecipeRules.check(input)
            return nil
        } catch {
            return error
        }
    }
}
