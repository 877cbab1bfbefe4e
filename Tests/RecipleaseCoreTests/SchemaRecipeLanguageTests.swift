import Foundation
import Testing
@testable import RecipleaseCore

/// schema.org `inLanguage` on the way in and out, the lines read in that language, and the French
/// words a French page uses for its yield and its meal types.
struct SchemaRecipeLanguageTests {
    static func draft(_ fields: String) throws -> RecipeDraft {
        let json = #"{"@context":"https://schema.org","@type":"Recipe","name":"Essai","# + fields + "}"
        return try #require(try SchemaRecipe.read(Data(json.utf8)).first)
    }

    @Test(arguments: [
        (#""inLanguage":"fr""#, "fr"),
        (#""inLanguage":" fr-FR ""#, "fr-FR"),
        (#""inLanguage":["fr","en"]"#, "fr"),
        (#""inLanguage":{"@type":"Language","name":"French","alternateName":"fr"}"#, "fr"),
        (#""inLanguage":{"@type":"Language","name":"Français"}"#, "Français"),
        (#""inLanguage":"en-GB""#, "en-GB"),
    ] as [(String, String)])
    func readsTheDeclaredLanguage(_ field: String, _ expected: String) throws {
        #expect(try Self.draft(field).language == expected)
    }

    @Test(arguments: ["", #""inLanguage":"""#, #""inLanguage":"   ""#, #""inLanguage":{}"#, #""inLanguage":42.5"#,
                      #""inLanguage":"a tag far too long to be any language anyone declares""#])
    func noUsableLanguageIsNone(_ field: String) throws {
        let fields = field.isEmpty ? #""recipeYield":"2""# : field
        let draft = try Self.draft(fields)
        #expect(draft.language == nil, "read \(draft.language ?? "")")
    }

    @Test(arguments: [
        ("fr", IngredientLanguage?.some(.fr)), ("FR", .fr), ("fr-CA", .fr), ("fr_FR", .fr), ("French", .fr),
        ("Français", .fr), ("francais", .fr), ("fra", .fr), ("en", .en), ("en-US", .en), ("English", .en),
        ("de", .de), ("es-ES", .es), ("Deutsch", .de), ("pt-BR", .pt), ("nl", .nl), ("it", .it), ("sv-SE", .sv),
        ("da", .da), ("no", .nb), ("nb-NO", .nb), ("sk", .sk), ("sk-SK", .sk), ("slo", .sk), ("Slovenčina", .sk),
        ("hu", .hu), ("hu-HU", .hu), ("Magyar", .hu), ("hungarian", .hu),
        ("xx", nil), ("ja", nil), ("", nil), ("  ", nil), ("-", nil),
    ] as [(String, IngredientLanguage?)])
    func aTagNamesTheLanguageLinesAreReadIn(_ tag: String, _ expected: IngredientLanguage?) {
        #expect(IngredientLanguage(languageTag: tag) == expected)
    }

    @Test func aRecipeDeclaredFrenchIsReadInFrench() throws {
        // given French lines in a recipe that says it is French, and English ones in one that says English
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        let frenchLines = #""recipeIngredient":["2 gousses d'ail hachées","200 g de farine","1 c. à soupe d'huile d'olive","1 citron"]"#
        // when
        let french = Recipe(draft: try Self.draft(#""inLanguage":"fr-FR","# + frenchLines), parser: parser, catalog: catalog)
        let english = Recipe(draft: try Self.draft(#""inLanguage":"en","recipeIngredient":["1 citron","2 cups flour"]"#), parser: parser, catalog: catalog)
        // then the French reader gives the foods and units ("citron" is a lemon in French, no food in English)
        #expect(french.foods == ["garlic", "flour", "olive-oil", "lemon"])
        #expect(french.ingredients.map(\.unit) == [.clove, .gram, .tablespoon, nil])
        #expect(french.ingredients == french.ingredients.map { parser.parse($0.input, language: .fr) })
        #expect(french.language == "fr-FR")
        #expect(english.ingredients == english.ingredients.map { parser.parse($0.input, language: .en) })
    }

    @Test func theWriterPutsTheLanguageBackAndLeavesItOutWhenUnknown() throws {
        // given
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        let french = Recipe(draft: try Self.draft(#""inLanguage":"fr","recipeIngredient":["1 oignon"]"#), parser: parser, catalog: catalog)
        let untagged = Recipe(draft: try Self.draft(#""recipeIngredient":["1 onion"]"#), parser: parser, catalog: catalog)
        // when, then
        #expect(SchemaRecipe.object(french)["inLanguage"] as? String == "fr")
        #expect(SchemaRecipe.object(untagged)["inLanguage"] == nil)
        let again = try #require(try SchemaRecipe.read(Data(try SchemaRecipe.line(french).utf8)).first)
        #expect(again.language == "fr")
    }

    @Test(arguments: [
        ("4 personnes", 4, String?.none), ("Pour 6 personnes", 6, nil), ("4 à 6 parts", 4, nil), ("8 couverts", 8, nil),
        ("environ 8 portions", 8, nil), ("24 madeleines", 24, "24 madeleines"), ("1 tarte", 1, "1 tarte"),
    ] as [(String, Int, String?)])
    func frenchYieldsThatCountServingsAreServings(_ yield: String, _ servings: Int, _ words: String?) throws {
        let draft = try Self.draft(#""recipeYield":""# + yield + #"""#)
        #expect(draft.servings == servings)
        #expect(draft.yieldText == words)
    }

    @Test(arguments: [
        ("Petit-déjeuner", MealType?.some(.breakfast)), ("Déjeuner", .lunch), ("Plat principal", .dinner), ("Dîner", .dinner),
        ("Goûter", .snack), ("Apéritif", .snack), ("Dessert", .dessert), ("Accompagnement", nil),
    ] as [(String, MealType?)])
    func frenchCategoriesAreMealTypes(_ category: String, _ meal: MealType?) {
        #expect(SchemaRecipe.mealType(category) == meal)
    }
}
