import Foundation
import Testing
@testable import RecipleaseCore

/// Lines as a cook writes them in German (Germany, Austria, Switzerland) and Dutch (the Netherlands
/// and Flanders), read with the names in `Resources/Foods/Names/de.tsv` and `nl.tsv` and the units of
/// `IngredientLexicon+Europe.swift`: each must find its food, amount and unit. Written for Reciplease.
struct GermanDutchNamesTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    @Test(arguments: [
        // German: names of the ranked foods, with their plurals
        (IngredientLanguage.de, "2 EL Butterschmalz", "ghee", Double?.some(2.0), MeasureUnit?.some(.tablespoon)),
        (.de, "100 g Pekannüsse, grob gehackt", "pecan", 100.0, .gram),
        (.de, "2 Jalapeños, in Ringen", "jalapeno", 2.0, nil),
        (.de, "4 getrocknete Tomaten in Öl", "sun-dried-tomato", 4.0, nil),
        (.de, "6 Sardellenfilets", "anchovy", 6.0, nil),
        (.de, "1 TL Fenchelsamen", "fennel-seed", 1.0, .teaspoon),
        (.de, "3 EL Fischsauce", "fish-sauce", 3.0, .tablespoon),
        (.de, "400 g Frühkartoffeln", "new-potato", 400.0, .gram),
        (.de, "12 Jakobsmuscheln", "scallop", 12.0, nil),
        (.de, "2 EL Erdnussbutter", "peanut-butter", 2.0, .tablespoon),
        (.de, "1 kg Schweineschulter", "pork-shoulder", 1.0, .kilogram),
        (.de, "500 g Rindergulasch", "chuck-roast", 500.0, .gram),
        (.de, "1 Bund Radieschen", "radish", 1.0, .bunch),
        (.de, "2 Dosen geschälte Tomaten", "whole-peeled-tomatoes", 2.0, .can),
        (.de, "1 Pck. Vanillepuddingpulver", "instant-pudding-mix", 1.0, .package),
        (.de, "1 Packung Mürbeteig", "pie-crust", 1.0, .package),
        (.de, "250 g Hüttenkäse", "cottage-cheese", 250.0, .gram),
        (.de, "2 EL grober Senf", "whole-grain-mustard", 2.0, .tablespoon),
        (.de, "1 Msp. Muskatblüte", "mace", 1.0, .pinch),
        // floury and waxy potatoes are the catalog's russet and waxy potatoes; a plain potato stays one
        (.de, "1 kg festkochende Kartoffeln", "waxy-potato", 1.0, .kilogram),
        (.de, "800 g mehligkochende Kartoffeln", "russet-potato", 800.0, .gram),
        (.de, "500 g Kartoffeln, festkochend", "potato", 500.0, .gram),
        (.de, "2 Serrano-Chilis", "serrano-pepper", 2.0, nil),
        // staples of the cuisine, and Austrian and Swiss words
        (.de, "1 Bund Suppengrün", "vegetable", 1.0, .bunch),
        (.de, "200 g Feldsalat", "mache", 200.0, .gram),
        (.de, "1 Bund Bärlauch", "ramp", 1.0, .bunch),
        (.de, "2 EL Mohn", "poppy-seed", 2.0, .tablespoon),
        (.de, "4 Scheiben Schinkenspeck", "speck", 4.0, .slice),
        (.de, "250 g Topfen", "quark", 250.0, .gram),
        (.de, "200 ml Schlagobers", "cream", 200.0, .milliliter),
        (.de, "500 g Paradeiser", "tomato", 500.0, .gram),
        (.de, "3 Rüebli", "carrot", 3.0, nil),
        (.de, "1 Karfiol", "cauliflower", 1.0, nil),
        (.de, "1 Würfel Germ", "yeast", 1.0, .cube),
        (.de, "1 kg Erdäpfel", "potato", 1.0, .kilogram),
        // compounds: a new short name is an ending, and longer names keep their words
        (.de, "2 Kugeln Vanilleeis", "ice-cream", 2.0, .scoop),
        (.de, "100 g Milchreis", "rice", 100.0, .gram),
        (.de, "200 g Kalbsleber", "liver", 200.0, .gram),
        (.de, "4 Putenschnitzel", "turkey-breast", 4.0, nil),
        (.de, "2 Wiener Schnitzel", "veal", 2.0, nil),
        (.de, "4 Wiener Würstchen", "hot-dog", 4.0, nil),
        (.de, "1 Kokosnuss", "coconut", 1.0, nil),
        (.de, "3 Lammhaxen", "lamb-shank", 3.0, nil),
        (.de, "250 g Stangenbohnen", "green-bean", 250.0, .gram),
        (.de, "50 g Bananenchips", "banana-chips", 50.0, .gram),
        // new units
        (.de, "1 Tüte Milch", "milk", 1.0, .bag),
        (.de, "1 Schale Erdbeeren", "strawberry", 1.0, .container),
        (.de, "3 Stängel Minze", "mint", 3.0, .sprig),
        (.de, "1 Fläschchen Rumaroma", "rum-extract", 1.0, .bottle),
        (.de, "2 Platten Blätterteig", "puff-pastry", 2.0, .sheet),
        (.de, "1 Hand voll Rucola", "arugula", 1.0, .handful),
        // lines that read as before
        (.de, "1 Becher Schmand", "sour-cream", 1.0, .container),
        (.de, "100 g Speck, gewürfelt", "bacon", 100.0, .gram),
        (.de, "150 g Babyspinat", "baby-spinach", 150.0, .gram),
        (.de, "500 g Spinat", "spinach", 500.0, .gram),
        (.de, "2 Knoblauchzehen", "garlic", 2.0, nil),
        (.de, "1 Würfel Hefe", "fresh-yeast", 1.0, nil),
        (.de, "200 g Nordseekrabben", "small-shrimp", 200.0, .gram),
        (.de, "1 TL Muskatnuss", "nutmeg", 1.0, .teaspoon),
        // "Saft" and "sap" alone name no food, so the fruit the juice is pressed from is read
        (.de, "Saft von 1 Zitrone", "lemon", nil, nil),

        // Dutch: names of the ranked foods, with their plurals
        (.nl, "1 bosje platte peterselie", "flat-leaf-parsley", 1.0, .bunch),
        (.nl, "1 theelepel chilivlokken", "red-pepper-flakes", 1.0, .teaspoon),
        (.nl, "2 groene paprika's", "green-bell-pepper", 2.0, nil),
        (.nl, "1 el zeezout", "sea-salt", 1.0, .tablespoon),
        (.nl, "10 salieblaadjes", "sage", 10.0, nil),
        (.nl, "2 kaneelstokjes", "cinnamon-stick", 2.0, nil),
        (.nl, "500 g krieltjes", "new-potato", 500.0, .gram),
        (.nl, "2 el pindakaas", "peanut-butter", 2.0, .tablespoon),
        (.nl, "2 stengels sereh", "lemongrass", 2.0, .stalk),
        (.nl, "100 g taugé", "bean-sprouts", 100.0, .gram),
        (.nl, "4 karbonades", "pork-chop", 4.0, nil),
        (.nl, "500 g buikspek", "pork-belly", 500.0, .gram),
        (.nl, "300 g tartaar", "lean-ground-beef", 300.0, .gram),
        (.nl, "600 g ossenhaas", "beef-tenderloin", 600.0, .gram),
        (.nl, "4 entrecotes", "sirloin-steak", 4.0, nil),
        (.nl, "2 rawits, fijngehakt", "thai-chili", 2.0, nil),
        (.nl, "1 flespompoen", "butternut-squash", 1.0, nil),
        (.nl, "750 gram kruimige aardappelen", "russet-potato", 750.0, .gram),
        (.nl, "1 kg vastkokende aardappelen", "waxy-potato", 1.0, .kilogram),
        (.nl, "1 kg klapstuk", "short-rib", 1.0, .kilogram),
        // staples of the cuisine and Flemish words
        (.nl, "200 g witlof", "endive", 200.0, .gram),
        (.nl, "200 g witloof", "endive", 200.0, .gram),
        (.nl, "1 krop andijvie", "escarole", 1.0, .head),
        (.nl, "4 beschuiten", "rusk", 4.0, nil),
        (.nl, "2 el hagelslag", "sprinkles", 2.0, .tablespoon),
        (.nl, "200 g amandelspijs", "marzipan", 200.0, .gram),
        (.nl, "4 plakken ontbijtkoek", "cake", 4.0, .slice),
        (.nl, "1 pak stroopwafels", "cookie", 1.0, .package),
        (.nl, "2 el appelstroop", "apple-butter", 2.0, .tablespoon),
        (.nl, "1 pakje knakworstjes", "hot-dog", 1.0, .package),
        (.nl, "1 kg spliterwten", "split-peas", 1.0, .kilogram),
        (.nl, "300 g zilvervliesrijst", "brown-rice", 300.0, .gram),
        (.nl, "1 scheutje koffiemelk", "evaporated-milk", 1.0, .splash),
        (.nl, "1 theelepel sambal oelek", "chili-garlic-sauce", 1.0, .teaspoon),
        (.nl, "4 pistolets", "bread-roll", 4.0, nil),
        // compounds and endings
        (.nl, "200 g havervlokken", "oats", 200.0, .gram),
        (.nl, "100 g kokosvlokken", "shredded-coconut", 100.0, .gram),
        (.nl, "2 rundertongen", "tongue", 2.0, nil),
        (.nl, "250 g tongfilets", "sole", 250.0, .gram),
        (.nl, "1 el citroensap", "lemon-juice", 1.0, .tablespoon),
        (.nl, "200 ml appelsap", "apple-juice", 200.0, .milliliter),
        // new units
        (.nl, "2 blikken kikkererwten", "chickpeas", 2.0, .can),
        (.nl, "4 plakken ontbijtspek", "bacon", 4.0, .slice),
        (.nl, "1 handjevol rucola", "arugula", 1.0, .handful),
        (.nl, "2 bolletjes vanille-ijs", "ice-cream", 2.0, .scoop),
        (.nl, "1 kropje kropsla", "butter-lettuce", 1.0, .head),
        (.nl, "1 stronk broccoli", "broccoli", 1.0, .head),
        (.nl, "1 knol venkel", "fennel", 1.0, .bulb),
        (.nl, "3 vellen filodeeg", "phyllo-dough", 3.0, .sheet),
        (.nl, "2 flessen bier", "beer", 2.0, .bottle),
        (.nl, "3 bossen bosui", "green-onion", 3.0, .bunch),
        (.nl, "1 theel. kaneel", "cinnamon", 1.0, .teaspoon),
        // lines that read as before
        (.nl, "1 blik tomatenblokjes", "canned-tomatoes", 1.0, .can),
        (.nl, "3 takjes tijm", "thyme", 3.0, .sprig),
        (.nl, "1 teen knoflook", "garlic", 1.0, .clove),
        (.nl, "500 g boerenkool", "kale", 500.0, .gram),
        (.nl, "1 rookworst", "sausage", 1.0, nil),
        (.nl, "250 g magere kwark", "quark", 250.0, .gram),
        (.nl, "1 zakje vanillesuiker", "vanilla-sugar", 1.0, .package),
        (.nl, "200 ml slagroom", "heavy-cream", 200.0, .milliliter),
        (.nl, "1 snufje zout", "salt", 1.0, .pinch),
        (.nl, "sap van 1 citroen", "lemon", nil, nil),
    ])
    func readsALine(_ language: IngredientLanguage, _ line: String, _ food: String, _ quantity: Double?, _ unit: MeasureUnit?) {
        // when
        let parsed = Self.parser.parse(line, language: language)
        // then: the food, the amount and the unit together, so a failure shows all three
        #expect((parsed.food, parsed.quantity, parsed.unit) == (Food.ID(food), quantity, unit), "\(line)")
    }

    @Test(arguments: [
        // a spice in powder is the ground spice; a fresh herb's powder is the catalog's ground one
        (IngredientLanguage.de, "1 TL Zimtpulver", "cinnamon", Double?.some(1.0), MeasureUnit?.some(.teaspoon)),
        (.de, "1 Prise Muskatnusspulver", "nutmeg", 1.0, .pinch),
        (.de, "1 TL Korianderpulver", "coriander", 1.0, .teaspoon),
        (.de, "1 TL Kreuzkümmelpulver", "cumin", 1.0, .teaspoon),
        // a cut or a part of a food, joined with the language's linking letters
        (.de, "200 g Brokkoliröschen", "broccoli", 200.0, .gram),
        (.de, "200 g Gurkenscheiben", "cucumber", 200.0, .gram),
        (.de, "1 EL Petersilienblätter", "parsley", 1.0, .tablespoon),
        (.de, "400 g Kartoffelwürfel", "potato", 400.0, .gram),
        (.de, "100 g Hähnchenbrustwürfel", "chicken-breast", 100.0, .gram),
        (.de, "1 EL Sesamkörner", "sesame-seed", 1.0, .tablespoon),
        // a name the catalog has stays that name's food
        (.de, "1 TL Backpulver", "baking-powder", 1.0, .teaspoon),
        (.de, "1 TL Ingwerpulver", "ginger-powder", 1.0, .teaspoon),
        (.nl, "1 tl nootmuskaatpoeder", "nutmeg", 1.0, .teaspoon),
        (.nl, "200 g broccoliroosjes", "broccoli", 200.0, .gram),
        (.nl, "1 el peterselieblaadjes", "parsley", 1.0, .tablespoon),
        (.nl, "½ theelepel zoutvlokken", "flaky-sea-salt", 0.5, .teaspoon),
        (.sv, "1 tsk kanelpulver", "cinnamon", 1.0, .teaspoon),
        (.sv, "1 tsk vitlökspulver", "garlic-powder", 1.0, .teaspoon),
        (.da, "200 g agurkeskiver", "cucumber", 200.0, .gram),
        (.nb, "200 g brokkolibuketter", "broccoli", 200.0, .gram),
        (.hu, "1 tk fahéjpor", "cinnamon", 1.0, .teaspoon),
    ])
    func aCompoundEndingInAFormIsTheFoodOfItsFirstPart(_ language: IngredientLanguage, _ line: String, _ food: String, _ quantity: Double?, _ unit: MeasureUnit?) {
        let parsed = Self.parser.parse(line, language: language)
        #expect((parsed.food, parsed.quantity, parsed.unit) == (Food.ID(food), quantity, unit), "\(line)")
    }

    @Test(arguments: [
        // a form's ending after words that name no food: no food
        (IngredientLanguage.de, "1 TL Wunderpulver"),
        // a bread roll is not a unit: "bolletje" is a scoop only when a food follows it
        (IngredientLanguage.nl, "4 witte bolletjes"),
        // dried grey peas: the catalog has no food for them, and no ending reads them as another
        (.nl, "200 g kapucijners"),
    ])
    func aLineWithNoFoodOfItsOwnFindsNone(_ language: IngredientLanguage, _ line: String) {
        let parsed = Self.parser.parse(line, language: language)
        #expect(parsed.food == nil, "\(line)")
    }
}
