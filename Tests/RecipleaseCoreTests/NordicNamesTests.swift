import Foundation
import Testing
@testable import RecipleaseCore

/// Lines as a cook writes them in Danish, Swedish and Norwegian (Bokmål), read with each language's
/// names (`Resources/Foods/Names/da.tsv`, `sv.tsv`, `nb.tsv`) and units (`IngredientLexicon+Europe.swift`):
/// each must find its food, amount and unit. Written for Reciplease.
struct NordicNamesTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    @Test(arguments: [
        // Danish: new names, plurals, compounds and units, and lines that read as before
        (IngredientLanguage.da, "1 kg kyllingelår", "chicken-thigh", Double?.some(1.0), MeasureUnit?.some(.kilogram)),
        (.da, "400 g laksefilet uden skind", "salmon", 400.0, .gram),
        (.da, "100 g rosiner", "raisin", 100.0, .gram),
        (.da, "½ rødkål", "red-cabbage", 0.5, nil),
        (.da, "1 spsk sojasauce", "soy-sauce", 1.0, .tablespoon),
        (.da, "1 dåse kokosmælk", "coconut-milk", 1.0, .can),
        (.da, "1 bakke cherrytomater", "cherry-tomato", 1.0, .container),
        (.da, "1 glas rødbeder", "beet", 1.0, .jar),
        (.da, "2 stilke bladselleri", "celery", 2.0, .stalk),
        (.da, "4 skiver rugbrød", "rye-bread", 4.0, .slice),
        (.da, "1 bundt forårsløg", "green-onion", 1.0, .bunch),
        (.da, "2 tsk stødt spidskommen", "cumin", 2.0, .teaspoon),
        (.da, "1 håndfuld frisk koriander", "cilantro", 1.0, .handful),
        (.da, "3 skalotteløg, finthakket", "shallot", 3.0, nil),
        (.da, "2 dl piskefløde", "heavy-cream", 2.0, .deciliter),
        (.da, "1 bæger creme fraiche", "creme-fraiche", 1.0, .container),
        (.da, "200 g mørk chokolade", "dark-chocolate", 200.0, .gram),
        (.da, "4 kyllingebrystfileter", "chicken-breast", 4.0, nil),
        (.da, "1 pk butterdej", "puff-pastry", 1.0, .package),
        (.da, "2 spsk rapsolie", "canola-oil", 2.0, .tablespoon),
        (.da, "500 g hakket kalv og flæsk", "ground-meat", 500.0, .gram),
        (.da, "200 g leverpostej", "pate", 200.0, .gram),
        (.da, "4 marinerede sild", "herring", 4.0, nil),
        (.da, "100 g ren rå marcipan", "marzipan", 100.0, .gram),
        (.da, "1 stang porre", "leek", 1.0, .stalk),
        (.da, "3 dl hvidvin", "white-wine", 3.0, .deciliter),
        (.da, "1 knivspids stødt kardemomme", "cardamom", 1.0, .pinch),
        (.da, "2 pose frosne ærter", "frozen-peas", 2.0, .bag),
        (.da, "1 rød peberfrugt", "red-bell-pepper", 1.0, nil),
        (.da, "2 spsk olivenolie", "olive-oil", 2.0, .tablespoon),
        (.da, "3 dl fløde", "cream", 3.0, .deciliter),
        (.da, "1 glas kapers", "caper", 1.0, .jar),
        (.da, "6 plader husblas", "gelatin", 6.0, .sheet),
        // Swedish
        (.sv, "2 dl vispgrädde", "heavy-cream", 2.0, .deciliter),
        (.sv, "1 förp kycklinglårfilé", "chicken-thigh", 1.0, .package),
        (.sv, "1 burk kokosmjölk", "coconut-milk", 1.0, .can),
        (.sv, "1 paket smördeg", "puff-pastry", 1.0, .package),
        (.sv, "4 skivor rågbröd", "rye-bread", 4.0, .slice),
        (.sv, "1 kruka färsk basilika", "basil", 1.0, .container),
        (.sv, "2 salladslökar", "green-onion", 2.0, nil),
        (.sv, "1 ask jordgubbar", "strawberry", 1.0, .box),
        (.sv, "500 g blandfärs", "ground-meat", 500.0, .gram),
        (.sv, "200 g lingonsylt", "lingonberry-jam", 200.0, .gram),
        (.sv, "1 burk inlagd sill", "herring", 1.0, .can),
        (.sv, "3 dl rårörda lingon", "lingonberry-jam", 3.0, .deciliter),
        (.sv, "100 g mandelmassa", "marzipan", 100.0, .gram),
        (.sv, "2 msk mörk sirap", "golden-syrup", 2.0, .tablespoon),
        (.sv, "1 tsk malen ingefära", "ginger-powder", 1.0, .teaspoon),
        (.sv, "1 krm cayennepeppar", "cayenne-pepper", 1.0, .milliliter),
        (.sv, "2 plattor smördeg", "puff-pastry", 2.0, .sheet),
        (.sv, "1 tub tomatpuré", "tomato-paste", 1.0, .tube),
        (.sv, "400 g torskfilé", "cod", 400.0, .gram),
        (.sv, "1 msk rapsolja", "canola-oil", 1.0, .tablespoon),
        (.sv, "2 dl mörk choklad", "dark-chocolate", 2.0, .deciliter),
        (.sv, "100 g russin", "raisin", 100.0, .gram),
        (.sv, "1 liten rödkål", "red-cabbage", 1.0, nil),
        (.sv, "2 stänger purjolök", "leek", 2.0, .stalk),
        (.sv, "3 msk gräddfil", "sour-cream", 3.0, .tablespoon),
        (.sv, "2 msk färskpressad limesaft", "lime-juice", 2.0, .tablespoon),
        (.sv, "1 påse frysta ärtor", "frozen-peas", 1.0, .bag),
        (.sv, "300 g kantareller", "chanterelle-mushroom", 300.0, .gram),
        (.sv, "1 nypa salt", "salt", 1.0, .pinch),
        (.sv, "2 gula lökar", "onion", 2.0, nil),
        (.sv, "4 dl mjölk", "milk", 4.0, .deciliter),
        (.sv, "2 dl matlagningsgrädde", "cream", 2.0, .deciliter),
        (.sv, "1 dl mandelflingor", "sliced-almonds", 1.0, .deciliter),
        (.sv, "2 dl havreflingor", "oats", 2.0, .deciliter),
        // Norwegian (Bokmål)
        (.nb, "1 boks kokosmelk", "coconut-milk", 1.0, .can),
        (.nb, "1 pk kyllinglårfilet", "chicken-thigh", 1.0, .package),
        (.nb, "2 dl kremfløte", "heavy-cream", 2.0, .deciliter),
        (.nb, "1 glass rødbeter", "beet", 1.0, .jar),
        (.nb, "4 skiver grovt brød", "bread", 4.0, .slice),
        (.nb, "1 kurv jordbær", "strawberry", 1.0, .container),
        (.nb, "1 beger rømme", "sour-cream", 1.0, .container),
        (.nb, "4 plater gelatin", "gelatin", 4.0, .sheet),
        (.nb, "2 stilker stangselleri", "celery", 2.0, .stalk),
        (.nb, "1 bunt vårløk", "green-onion", 1.0, .bunch),
        (.nb, "500 g kjøttdeig", "ground-beef", 500.0, .gram),
        (.nb, "100 g brunost", "brown-cheese", 100.0, .gram),
        (.nb, "4 dl tyttebærsyltetøy", "lingonberry-jam", 4.0, .deciliter),
        (.nb, "200 g leverpostei", "pate", 200.0, .gram),
        (.nb, "2 ss lys sirup", "golden-syrup", 2.0, .tablespoon),
        (.nb, "1 ts malt kardemomme", "cardamom", 1.0, .teaspoon),
        (.nb, "600 g torskeloin", "cod", 600.0, .gram),
        (.nb, "2 poser frosne erter", "frozen-peas", 2.0, .bag),
        (.nb, "1 stang purre", "leek", 1.0, .stalk),
        (.nb, "1 tube tomatpuré", "tomato-paste", 1.0, .tube),
        (.nb, "150 g rosiner", "raisin", 150.0, .gram),
        (.nb, "1 kg svinekam", "pork-loin", 1.0, .kilogram),
        (.nb, "400 g røkelaks", "smoked-salmon", 400.0, .gram),
        (.nb, "1 neve fersk koriander", "cilantro", 1.0, .handful),
        (.nb, "2 ss rapsolje", "canola-oil", 2.0, .tablespoon),
        (.nb, "100 g mørk sjokolade", "dark-chocolate", 100.0, .gram),
        (.nb, "3 fedd hvitløk", "garlic", 3.0, .clove),
        (.nb, "2 dl matfløte", "cream", 2.0, .deciliter),
        (.nb, "1 klype salt", "salt", 1.0, .pinch),
        (.nb, "4 poteter", "potato", 4.0, nil),
        (.nb, "1 flaske hvitvin", "white-wine", 1.0, .bottle),
        (.nb, "300 g sjalottløk", "shallot", 300.0, .gram),
        // a unit word with no amount before it is part of the name, not a unit
        (.da, "stang selleri", "celery-root", nil, nil),
        (.nb, "plate butterdeig", "puff-pastry", nil, nil),
        (.sv, "ask jordgubbar", "strawberry", nil, nil),
    ])
    func findsTheFoodAmountAndUnit(_ language: IngredientLanguage, _ line: String, _ food: String, _ quantity: Double?, _ unit: MeasureUnit?) {
        let parsed = Self.parser.parse(line, language: language)
        let read = (food: parsed.food, quantity: parsed.quantity, unit: parsed.unit)
        #expect(read == (Food.ID(food), quantity, unit), "\(line)")
    }

    @Test(arguments: [
        // a word of two foods goes to the one a recipe means most often; the other keeps a longer name
        ("da", "koriander", "cilantro"), ("da", "stødt koriander", "coriander"),
        ("da", "selleri", "celery-root"), ("da", "bladselleri", "celery"),
        ("sv", "rom", "rum"), ("sv", "löjrom", "fish-roe"),
        ("nb", "geitost", "brown-cheese"), ("nb", "chèvre", "goat-cheese"),
        ("nb", "flatbrød", "crispbread"),
    ])
    func anAmbiguousWordHasOneFood(_ language: String, _ name: String, _ food: String) {
        #expect(FoodCatalog.shared.resolve(name, language: language) == Food.ID(food), "\(name)")
    }
}
