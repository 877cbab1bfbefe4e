import Foundation
import Testing
@testable import RecipleaseCore

/// Lines as a cook writes them in Spanish, Italian and Portuguese, read with each language's names
/// (`Resources/Foods/Names/es.tsv`, `it.tsv`, `pt.tsv`) and units (`IngredientLexicon+Europe.swift`):
/// each must find its food, amount and unit. Written for Reciplease.
struct RomanceNamesTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    @Test(arguments: [
        // Spanish: words of Spain and Latin America, new units, and lines that read as before
        (IngredientLanguage.es, "2 cucharadas de aceite de oliva virgen extra", "extra-virgin-olive-oil", Double?.some(2.0), MeasureUnit?.some(.tablespoon)),
        (.es, "300 g de harina de todo uso", "all-purpose-flour", 300.0, .gram),
        (.es, "1 cucharada de aceite vegetal", "vegetable-oil", 1.0, .tablespoon),
        (.es, "2 tazas de harina", "flour", 2.0, .cup),
        (.es, "3 tomates pera maduros", "roma-tomato", 3.0, nil),
        (.es, "2 paltas", "avocado", 2.0, nil),
        (.es, "1 taza de porotos rojos cocidos", "kidney-beans", 1.0, .cup),
        (.es, "4 jitomates saladet", "roma-tomato", 4.0, nil),
        (.es, "2 chiles chipotles adobados", "chipotle-in-adobo", 2.0, nil),
        (.es, "1 lata de chipotles en adobo", "chipotle-in-adobo", 1.0, .can),
        (.es, "200 g de dulce de membrillo", "quince-paste", 200.0, .gram),
        (.es, "1 tarro de dulce de leche", "dulce-de-leche", 1.0, .jar),
        (.es, "2 tazas de masa harina", "masa-harina", 2.0, .cup),
        (.es, "150 g de queso fresco desmenuzado", "queso-fresco", 150.0, .gram),
        (.es, "100 g de jamón serrano en lonchas", "prosciutto", 100.0, .gram),
        (.es, "1 chorizo", "chorizo", 1.0, nil),
        (.es, "1 cucharadita de pimentón picante", "hot-paprika", 1.0, .teaspoon),
        (.es, "unas hebras de azafrán", "saffron", nil, nil),
        (.es, "2 ramitas de estragón", "tarragon", 2.0, .sprig),
        (.es, "1 puñado de berros", "watercress", 1.0, .handful),
        (.es, "4 rebanadas de pan de chapata", "ciabatta", 4.0, .slice),
        (.es, "1 sobre de gelatina de fresa", "flavored-gelatin", 1.0, .package),
        (.es, "1 bote de pimientos del piquillo", "piquillo-pepper", 1.0, .jar),
        (.es, "2 cajitas de crema de leche", "cream", 2.0, .carton),
        (.es, "4 láminas de gelatina", "gelatin", 4.0, .sheet),
        (.es, "1 cuchara de aceite de girasol", "sunflower-oil", 1.0, .tablespoon),
        (.es, "1 libra de carne molida magra", "lean-ground-beef", 1.0, .pound),
        (.es, "8 onzas de queso crema", "cream-cheese", 8.0, .ounce),
        (.es, "1 vaso de jerez seco", "dry-sherry", 1.0, .glass),
        (.es, "2 choclos", "corn", 2.0, nil),
        (.es, "3 orejones picados", "dried-apricot", 3.0, nil),
        (.es, "1 atado de cilantro", "cilantro", 1.0, .bunch),
        (.es, "500 g de yuca", "cassava", 500.0, .gram),
        (.es, "2 plátanos machos", "plantain", 2.0, nil),
        (.es, "1 cucharada de mantequilla de maní", "peanut-butter", 1.0, .tablespoon),
        (.es, "1 taza de frijoles negros", "black-beans", 1.0, .cup),
        (.es, "200 ml de nata montada", "whipped-cream", 200.0, .milliliter),
        (.es, "sal al gusto", "salt", nil, nil),
        (.es, "1 kg de rabo de toro", "oxtail", 1.0, .kilogram),
        (.es, "500 g de carrilleras de ternera", "beef-cheek", 500.0, .gram),
        (.es, "1 manojo de grelos", "turnip-greens", 1.0, .bunch),
        (.es, "2 pimientos choriceros", "dried-chili", 2.0, nil),
        (.es, "100 g de masa madre", "sourdough-starter", 100.0, .gram),
        (.es, "6 láminas de lasaña", "lasagna-noodle", 6.0, .sheet),
        (.es, "500 g de ñoquis de patata", "gnocchi", 500.0, .gram),
        (.es, "2 morcillas de Burgos", "black-pudding", 2.0, nil),
        // Italian: staples, plurals in -i/-e the reader does not make singular, new units
        (.it, "200 g di guanciale", "guanciale", 200.0, .gram),
        (.it, "150 g di pancetta a cubetti", "pancetta", 150.0, .gram),
        (.it, "100 g di pecorino romano grattugiato", "pecorino-romano", 100.0, .gram),
        (.it, "250 g di mascarpone", "mascarpone", 250.0, .gram),
        (.it, "300 g di savoiardi", "ladyfinger", 300.0, .gram),
        (.it, "2 bustine di zafferano", "saffron", 2.0, .package),
        (.it, "1 bustina di lievito per dolci", "baking-powder", 1.0, .package),
        (.it, "2 confezioni di ricotta", "ricotta", 2.0, .package),
        (.it, "3 fette di pane casereccio", "bread", 3.0, .slice),
        (.it, "2 rametti di rosmarino", "rosemary", 2.0, .sprig),
        (.it, "1 manciata di rucola", "arugula", 1.0, .handful),
        (.it, "sale q.b.", "salt", nil, nil),
        (.it, "1 bicchiere di vino bianco", "white-wine", 1.0, .glass),
        (.it, "2 barattoli di ceci", "chickpeas", 2.0, .jar),
        (.it, "1 scatola di pomodori pelati", "canned-tomatoes", 1.0, .can),
        (.it, "1 panetto di burro", "butter", 1.0, .block),
        (.it, "4 fogli di gelatina", "gelatin", 4.0, .sheet),
        (.it, "2 coste di sedano", "celery", 2.0, .stalk),
        (.it, "1 stecca di cannella", "cinnamon-stick", 1.0, nil),
        (.it, "3 peperoni rossi", "red-bell-pepper", 3.0, nil),
        (.it, "200 ml di panna montata", "whipped-cream", 200.0, .milliliter),
        (.it, "200 ml di panna fresca", "cream", 200.0, .milliliter),
        (.it, "1 cucchiaio di olio di semi", "vegetable-oil", 1.0, .tablespoon),
        (.it, "2 cucchiai di olio extravergine di oliva", "extra-virgin-olive-oil", 2.0, .tablespoon),
        (.it, "500 g di cime di rapa", "broccoli-rabe", 500.0, .gram),
        (.it, "1 mazzo di cavolo nero", "lacinato-kale", 1.0, .bunch),
        (.it, "200 g di orzo perlato", "barley", 200.0, .gram),
        (.it, "250 g di risoni", "orzo", 250.0, .gram),
        (.it, "10 noci", "walnut", 10.0, nil),
        (.it, "2 mele renette", "cooking-apple", 2.0, nil),
        (.it, "6 fegatini di pollo", "chicken-liver", 6.0, nil),
        (.it, "400 g di capesante", "scallop", 400.0, .gram),
        (.it, "1 cucchiaino di semi di finocchio", "fennel-seed", 1.0, .teaspoon),
        (.it, "100 g di macinato di manzo", "ground-beef", 100.0, .gram),
        (.it, "300 g di carne macinata", "ground-meat", 300.0, .gram),
        (.it, "2 cipolle rosse", "red-onion", 2.0, nil),
        (.it, "4 ossibuchi", "veal-shank", 4.0, nil),
        (.it, "1 filetto di merluzzo", "cod", 1.0, nil),
        (.it, "8 fiori di zucca", "squash-blossom", 8.0, nil),
        (.it, "100 g di lievito madre", "sourdough-starter", 100.0, .gram),
        (.it, "500 g di trippa", "tripe", 500.0, .gram),
        (.it, "1 costata di manzo", "ribeye-steak", 1.0, nil),
        // Portuguese: Brazilian and European words, new units, words moved to the food they name
        (.pt, "1 lata de leite condensado", "sweetened-condensed-milk", 1.0, .can),
        (.pt, "1 caixinha de creme de leite", "cream", 1.0, .carton),
        (.pt, "1 xícara (chá) de requeijão cremoso", "requeijao", 1.0, .cup),
        (.pt, "500 g de bacalhau dessalgado", "salt-cod", 500.0, .gram),
        (.pt, "2 gomos de chouriço", "chorizo", 2.0, nil),
        (.pt, "300 g de linguiça calabresa", "linguica", 300.0, .gram),
        (.pt, "4 salsichas", "sausage", 4.0, nil),
        (.pt, "500 g de polvilho azedo", "polvilho", 500.0, .gram),
        (.pt, "2 xícaras de polvilho doce", "tapioca-starch", 2.0, .cup),
        (.pt, "200 g de goiabada", "guava-paste", 200.0, .gram),
        (.pt, "2 xícaras (chá) de farinha de mandioca", "cassava-flour", 2.0, .cup),
        (.pt, "3 fatias de presunto", "ham", 3.0, .slice),
        (.pt, "2 fatias de presunto cru", "prosciutto", 2.0, .slice),
        (.pt, "1 ramo de salsa", "parsley", 1.0, .bunch),
        (.pt, "1 copo americano de leite", "milk", 1.0, .glass),
        (.pt, "1 copo (americano) de óleo", "oil", 1.0, .glass),
        (.pt, "sal a gosto", "salt", nil, nil),
        (.pt, "1 pote de iogurte natural", "yogurt", 1.0, .container),
        (.pt, "2 embalagens de cream cheese", "cream-cheese", 2.0, .package),
        (.pt, "1 pacote de biscoito de maisena", "cookie", 1.0, .package),
        (.pt, "1 pé de alface", "lettuce", 1.0, .head),
        (.pt, "1 barra de chocolate meio amargo", "semisweet-chocolate", 1.0, .bar),
        (.pt, "200 g de chocolate amargo", "dark-chocolate", 200.0, .gram),
        (.pt, "1 maço de couve", "collard-greens", 1.0, .bunch),
        (.pt, "1 maço de cheiro-verde", "mixed-herbs", 1.0, .bunch),
        (.pt, "1 colher (sopa) de azeite de dendê", "palm-oil", 1.0, .tablespoon),
        (.pt, "500 g de carne-seca", "carne-seca", 500.0, .gram),
        (.pt, "1 vidro de palmito", "hearts-of-palm", 1.0, .jar),
        (.pt, "1 xícara de natas batidas", "whipped-cream", 1.0, .cup),
        (.pt, "200 ml de nata", "cream", 200.0, .milliliter),
        (.pt, "2 colheres (sopa) de pimenta calabresa", "red-pepper-flakes", 2.0, .tablespoon),
        (.pt, "1 pimenta dedo-de-moça", "chili-pepper", 1.0, nil),
        (.pt, "4 pães franceses", "bread-roll", 4.0, nil),
        (.pt, "1 copo de suco de laranja", "orange-juice", 1.0, .glass),
        (.pt, "2 xícaras (chá) de canjica", "hominy", 2.0, .cup),
        (.pt, "1 kg de fraldinha", "flank-steak", 1.0, .kilogram),
        (.pt, "500 g de músculo em cubos", "beef-shank", 500.0, .gram),
        (.pt, "12 ovos de codorna", "quail-egg", 12.0, nil),
        (.pt, "500 g de moelas", "chicken-gizzard", 500.0, .gram),
        (.pt, "15 g de fermento biológico fresco", "fresh-yeast", 15.0, .gram),
        (.pt, "500 g de nhoque", "gnocchi", 500.0, .gram),
        (.pt, "1 kg de picanha", "sirloin-steak", 1.0, .kilogram),
        (.pt, "1 paio", "sausage", 1.0, nil),
    ])
    func readsALine(_ language: IngredientLanguage, _ line: String, _ food: String, _ quantity: Double?, _ unit: MeasureUnit?) {
        // when
        let parsed = Self.parser.parse(line, language: language)
        // then
        #expect(parsed.food == Food.ID(food), "\(line)")
        #expect(parsed.quantity == quantity, "\(line)")
        #expect(parsed.unit == unit, "\(line)")
    }

    @Test(arguments: [
        // a unit word with no amount before it is part of the name, not a unit
        (IngredientLanguage.it, "costine di manzo", "short-rib"),
        (.pt, "barriga de porco", "pork-belly"),
        (.es, "copa de helado", "ice-cream"),
    ])
    func aUnitWordWithoutAnAmountStaysInTheName(_ language: IngredientLanguage, _ line: String, _ food: String) {
        let parsed = Self.parser.parse(line, language: language)
        #expect(parsed.food == Food.ID(food), "\(line)")
        #expect(parsed.unit == nil, "\(line)")
    }
}
