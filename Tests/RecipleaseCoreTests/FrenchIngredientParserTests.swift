import Foundation
import Testing
@testable import RecipleaseCore

/// One French line written for this test, with the amount, unit and catalog food it must read to.
struct FrenchRow: Sendable, CustomTestStringConvertible {
    let line: String
    let quantity: Double?
    let unit: MeasureUnit?
    let food: String?
    init(_ line: String, _ quantity: Double?, _ unit: MeasureUnit?, _ food: String?) {
        self.line = line
        self.quantity = quantity
        self.unit = unit
        self.food = food
    }
    var testDescription: String { line }
}

/// French lines read with the bundled catalog's French names (Resources/Foods/Names/fr.tsv).
struct FrenchIngredientParserTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    static let rows: [FrenchRow] = [
        FrenchRow("2 gousses d'ail hachées", 2, .clove, "garlic"),
        FrenchRow("3 gousses d’ail écrasées", 3, .clove, "garlic"),
        FrenchRow("1 gousse d'ail pelée", 1, .clove, "garlic"),
        FrenchRow("200 g de farine", 200, .gram, "flour"),
        FrenchRow("250g de farine de blé", 250, .gram, "all-purpose-flour"),
        FrenchRow("1 kg de pommes de terre", 1, .kilogram, "potato"),
        FrenchRow("1,5 kg de pommes de terre à chair ferme", 1.5, .kilogram, "waxy-potato"),
        FrenchRow("0,5 kg de carottes", 0.5, .kilogram, "carrot"),
        FrenchRow("500 g de champignons de Paris émincés", 500, .gram, "mushroom"),
        FrenchRow("50 cl de lait entier", 50, .centiliter, "milk"),
        FrenchRow("20 cl de crème liquide", 20, .centiliter, "cream"),
        FrenchRow("2 dl de bouillon de volaille", 2, .deciliter, "chicken-stock"),
        FrenchRow("1 l d'eau", 1, .liter, "water"),
        FrenchRow("1 L de lait", 1, .liter, "milk"),
        FrenchRow("1,5 l de bouillon de légumes", 1.5, .liter, "vegetable-stock"),
        FrenchRow("250 ml de lait de coco", 250, .milliliter, "coconut-milk"),
        FrenchRow("15 mg de safran", 15, .milligram, "saffron"),
        FrenchRow("1 c. à s. d'huile d'olive", 1, .tablespoon, "olive-oil"),
        FrenchRow("2 c. à soupe de sucre", 2, .tablespoon, "sugar"),
        FrenchRow("3 cuill. à soupe de sauce soja", 3, .tablespoon, "soy-sauce"),
        FrenchRow("1 cuillère à soupe de miel", 1, .tablespoon, "honey"),
        FrenchRow("2 cuillères à soupe de moutarde de Dijon", 2, .tablespoon, "dijon-mustard"),
        FrenchRow("1 cs de vinaigre balsamique", 1, .tablespoon, "balsamic-vinegar"),
        FrenchRow("2 CS de crème fraîche", 2, .tablespoon, "creme-fraiche"),
        FrenchRow("1 càs de concentré de tomate", 1, .tablespoon, "tomato-paste"),
        FrenchRow("1 c.à.s de câpres", 1, .tablespoon, "caper"),
        FrenchRow("1 c. à c. de sel", 1, .teaspoon, "salt"),
        FrenchRow("1/2 c. à café de cumin", 0.5, .teaspoon, "cumin"),
        FrenchRow("1 cc de cannelle", 1, .teaspoon, "cinnamon"),
        FrenchRow("2 CC de levure chimique", 2, .teaspoon, "baking-powder"),
        FrenchRow("1 cuillère à café d'extrait de vanille", 1, .teaspoon, "vanilla-extract"),
        FrenchRow("1 c. à thé de bicarbonate de soude", 1, .teaspoon, "baking-soda"),
        FrenchRow("1 t de farine", 1, .cup, "flour"),
        FrenchRow("2 tasses de lait", 2, .cup, "milk"),
        FrenchRow("1/2 tasse de sucre", 0.5, .cup, "sugar"),
        FrenchRow("1 verre de vin blanc", 1, .glass, "white-wine"),
        FrenchRow("1 bol de riz", 1, .cup, "rice"),
        FrenchRow("une pincée de sel", 1, .pinch, "salt"),
        FrenchRow("1 pincée de piment de Cayenne", 1, .pinch, "cayenne-pepper"),
        FrenchRow("2 pincées de noix de muscade", 2, .pinch, "nutmeg"),
        FrenchRow("3 brins de thym", 3, .sprig, "thyme"),
        FrenchRow("1 brin de romarin", 1, .sprig, "rosemary"),
        FrenchRow("1 botte de radis", 1, .bunch, "radish"),
        FrenchRow("½ botte de coriandre fraîche", 0.5, .bunch, "cilantro"),
        FrenchRow("⅛ botte de coriandre", 0.125, .bunch, "cilantro"),
        FrenchRow("1 ⅖ botte de persil", 1.4, .bunch, "parsley"),
        FrenchRow("1 bouquet de persil", 1, .bunch, "parsley"),
        FrenchRow("2 feuilles de laurier", 2, .leaf, "bay-leaf"),
        FrenchRow("4 feuilles de gélatine", 4, .sheet, "gelatin"),
        FrenchRow("6 feuilles de brick", 6, .sheet, "phyllo-dough"),
        FrenchRow("4 tranches de jambon", 4, .slice, "ham"),
        // Quebec's chicken breast, the frankfurters of Alsace, petit salé, stock in powder
        FrenchRow("4 poitrines de poulet désossées", 4, nil, "chicken-breast"),
        FrenchRow("1 poitrine de dinde", 1, nil, "turkey-breast"),
        FrenchRow("1 boîte de pâte de tomates", 1, .can, "tomato-paste"),
        FrenchRow("6 saucisses de Strasbourg", 6, nil, "hot-dog"),
        FrenchRow("4 knacks", 4, nil, "hot-dog"),
        FrenchRow("500 g de petit salé", 500, .gram, "petit-sale"),
        FrenchRow("100 g de lard salé", 100, .gram, "salt-pork"),
        FrenchRow("1 c. à soupe de bouillon de volaille en poudre", 1, .tablespoon, "bouillon-cube"),
        FrenchRow("2 c. à café de fond de veau déshydraté", 2, .teaspoon, "bouillon-cube"),
        FrenchRow("50 g de noix de coco râpée", 50, .gram, "desiccated-coconut"),
        FrenchRow("400 g de nouilles fraîches", 400, .gram, "fresh-egg-noodles"),
        FrenchRow("1 boîte de thon à l'huile", 1, .can, "oil-packed-tuna"),
        FrenchRow("1 petite cuillère de sucre", 1, .teaspoon, "sugar"),
        FrenchRow("1 petite càs de miel", 1, .tablespoon, "honey"),
        FrenchRow("20 cl de lait de coco allégé", 20, .centiliter, "light-coconut-milk"),
        FrenchRow("2 c. à soupe de mayonnaise allégée", 2, .tablespoon, "light-mayonnaise"),
        FrenchRow("2 grandes cuillères d'huile", 2, .tablespoon, "oil"),
        FrenchRow("1 morceau de beurre", 1, .knob, "butter"),
        FrenchRow("100 g de pâte de noisette", 100, .gram, "hazelnut-butter"),
        FrenchRow("1 ognon", 1, nil, "onion"),
        FrenchRow("20 cl de lait de noix de coco", 20, .centiliter, "coconut-milk"),
        FrenchRow("1 zeste de citron non traité", 1, nil, "lemon-zest"),
        FrenchRow("2 tranches de pain de mie", 2, .slice, "bread"),
        FrenchRow("1 sachet de sucre vanillé", 1, .package, "vanilla-sugar"),
        FrenchRow("1 sachet de levure boulangère", 1, .package, "yeast"),
        FrenchRow("1 boîte de tomates concassées", 1, .can, "crushed-tomatoes"),
        FrenchRow("2 boîtes de pois chiches", 2, .can, "chickpeas"),
        FrenchRow("1 boîte de thon au naturel", 1, .can, "canned-tuna"),
        FrenchRow("1 noix de beurre", 1, .knob, "butter"),
        FrenchRow("2 noix de beurre demi-sel", 2, .knob, "butter"),
        FrenchRow("1 noisette de beurre", 1, .knob, "butter"),
        FrenchRow("1 noix de coco râpée", 1, nil, "desiccated-coconut"),
        FrenchRow("1 pot de yaourt nature", 1, .jar, "yogurt"),
        FrenchRow("1 bouteille de cidre", 1, .bottle, "hard-cider"),
        FrenchRow("1 morceau de gingembre frais", 1, .piece, "ginger"),
        FrenchRow("1 poignée de roquette", 1, .handful, "arugula"),
        FrenchRow("1 tête d'ail", 1, .head, "garlic"),
        FrenchRow("2 branches de céleri", 2, .stalk, "celery"),
        FrenchRow("1 branche de thym", 1, .sprig, "thyme"),
        FrenchRow("1 bâton de cannelle", 1, .stick, "cinnamon-stick"),
        FrenchRow("1 cube de bouillon de volaille", 1, .cube, "bouillon-cube"),
        FrenchRow("1 tablette de chocolat noir", 1, .bar, "dark-chocolate"),
        FrenchRow("1 filet d'huile d'olive", 1, .splash, "olive-oil"),
        FrenchRow("1 filet de jus de citron", 1, .splash, "lemon-juice"),
        FrenchRow("4 filets de poulet", 4, nil, "chicken-breast"),
        FrenchRow("2 filets de cabillaud", 2, nil, "cod"),
        FrenchRow("1 trait de vinaigre", 1, .dash, "vinegar"),
        FrenchRow("quelques gouttes de tabasco", nil, .drop, "hot-sauce"),
        FrenchRow("2 gouttes d'extrait d'amande amère", 2, .drop, "almond-extract"),
        FrenchRow("1 gousse de vanille", 1, .pod, "vanilla-bean"),
        FrenchRow("3 gousses de cardamome", 3, .pod, "cardamom-pod"),
        FrenchRow("2 cm de gingembre", 2, .centimeter, "ginger"),
        FrenchRow("1 rouleau de pâte feuilletée", 1, .package, "puff-pastry"),
        FrenchRow("1 rouleau de pâte brisée", 1, .package, "pie-crust"),
        FrenchRow("un oignon", 1, nil, "onion"),
        FrenchRow("une carotte", 1, nil, "carrot"),
        FrenchRow("deux œufs", 2, nil, "egg"),
        FrenchRow("trois tomates", 3, nil, "tomato"),
        FrenchRow("quatre pommes", 4, nil, "apple"),
        FrenchRow("cinq échalotes", 5, nil, "shallot"),
        FrenchRow("six oeufs", 6, nil, "egg"),
        FrenchRow("sept feuilles de menthe", 7, .leaf, "mint"),
        FrenchRow("huit figues", 8, nil, "fig"),
        FrenchRow("neuf abricots", 9, nil, "apricot"),
        FrenchRow("dix radis", 10, nil, "radish"),
        FrenchRow("onze noix", 11, nil, "walnut"),
        FrenchRow("douze crevettes", 12, nil, "shrimp"),
        // numbers of several words, and the ranges and pairs that are not one
        FrenchRow("dix-huit oeufs", 18, nil, "egg"),
        FrenchRow("vingt-cinq grammes de beurre", 25, .gram, "butter"),
        FrenchRow("vingt et un grammes de sel", 21, .gram, "salt"),
        FrenchRow("deux cent cinquante grammes de sucre", 250, .gram, "sugar"),
        FrenchRow("soixante-dix grammes de beurre", 70, .gram, "butter"),
        FrenchRow("quatre-vingts grammes de sucre", 80, .gram, "sugar"),
        FrenchRow("quatre-vingt-dix grammes de farine", 90, .gram, "flour"),
        FrenchRow("deux mille cinq cents grammes de farine", 2500, .gram, "flour"),
        FrenchRow("deux mille grammes de pommes de terre", 2000, .gram, "potato"),
        FrenchRow("mille deux cents grammes de farine", 1200, .gram, "flour"),
        FrenchRow("un mille-feuille", 1, nil, nil),
        FrenchRow("trois mille deux cent cinquante grammes de sucre", 3250, .gram, "sugar"),
        FrenchRow("cinq-six tomates", 5, nil, "tomato"),
        FrenchRow("un litre et quart de bouillon", 1.25, .liter, "stock"),
        FrenchRow("une demi-baguette", 0.5, nil, "baguette"),
        FrenchRow("une demi botte de ciboulette", 0.5, .bunch, "chives"),
        FrenchRow("un demi citron", 0.5, nil, "lemon"),
        FrenchRow("demi oignon rouge", 0.5, nil, "red-onion"),
        FrenchRow("½ citron vert", 0.5, nil, "lime"),
        FrenchRow("1 ½ c. à soupe de sucre roux", 1.5, .tablespoon, "brown-sugar"),
        FrenchRow("1½ tasse de farine", 1.5, .cup, "flour"),
        FrenchRow("1 1/2 c. à café de sel", 1.5, .teaspoon, "salt"),
        FrenchRow("¼ de chou rouge", 0.25, nil, "red-cabbage"),
        FrenchRow("3/4 de litre de lait", 0.75, .liter, "milk"),
        FrenchRow("un quart de melon", 0.25, nil, "melon"),
        FrenchRow("trois quarts de tasse de sucre", 0.75, .cup, "sugar"),
        FrenchRow("une douzaine d'œufs", 12, nil, "egg"),
        FrenchRow("deux douzaines d'huîtres", 24, nil, "oyster"),
        FrenchRow("1 c. à café et demie de paprika", 1.5, .teaspoon, "paprika"),
        FrenchRow("2 et demi c. à soupe de farine", 2.5, .tablespoon, "flour"),
        FrenchRow("2 à 3 gousses d'ail", 2, .clove, "garlic"),
        FrenchRow("4-5 pommes de terre", 4, nil, "potato"),
        FrenchRow("2 ou 3 carottes", 2, nil, "carrot"),
        FrenchRow("quelques brins de persil", nil, .sprig, "parsley"),
        FrenchRow("qq feuilles de basilic", nil, .leaf, "basil"),
        FrenchRow("quelques champignons", nil, nil, "mushroom"),
        FrenchRow("un peu de sel", nil, nil, "salt"),
        FrenchRow("QS de sel", nil, nil, "salt"),
        FrenchRow("une quinzaine de radis", 15, nil, "radish"),
        FrenchRow("une trentaine de framboises", 30, nil, "raspberry"),
        FrenchRow("1 brick de lait de coco (400 ml)", 1, .carton, "coconut-milk"),
        FrenchRow("1 boîte 400 g de pois chiches", 1, .can, "chickpeas"),
        FrenchRow("1 kg 200 g de pommes de terre", 1.2, .kilogram, "potato"),
        FrenchRow("1 tasse 250 ml de lait", 1, .cup, "milk"),
        FrenchRow("2 tiges de citronnelle", 2, .stalk, "lemongrass"),
        // the amount after the name: its unit word makes the food it makes before the name
        FrenchRow("Vanille : 1 gousse", 1, .pod, "vanilla-bean"),
        // Quebec: a can's size with its other measure in brackets, a "contenant", a kind after its food
        FrenchRow("1 boîte de 540 ml (19 oz) de pois chiches, rincés et égouttés", 1, .can, "chickpeas"),
        FrenchRow("1 contenant de 500 g de crème sure", 1, .container, "sour-cream"),
        // bought by the can, a fresh food is its canned kind (grocery probe, 2026-12-08)
        FrenchRow("1 boîte de maïs", 1, .can, "canned-corn"),
        FrenchRow("1 boîte de 400 g de tomates", 1, .can, "canned-tomatoes"),
        FrenchRow("1 boîte de champignons de Paris", 1, .can, "canned-mushrooms"),
        FrenchRow("3 tomates", 3, nil, "tomato"),
        FrenchRow("8 oz (225 g) de fromage cheddar fort, râpé", 8, .ounce, "cheddar"),
        FrenchRow("Bouillon : 1 cube", 1, .cube, "bouillon-cube"),
        FrenchRow("Ail - 2 gousses", 2, .clove, "garlic"),
        FrenchRow("Courgette(s) : 2 grosse(s)", 2, nil, "zucchini"),
        FrenchRow("4 tiges de persil", 4, .stem, "parsley"),
        FrenchRow("1 morceau de 3 cm de gingembre", 1, .piece, "ginger"),
        FrenchRow("Sel", nil, nil, "salt"),
        FrenchRow("Poivre du moulin", nil, nil, "pepper"),
        FrenchRow("sel et poivre", nil, nil, "salt"),
        FrenchRow("Sel, poivre", nil, nil, "salt"),
        FrenchRow("Huile d'olive", nil, nil, "olive-oil"),
        FrenchRow("1 oignon haché", 1, nil, "onion"),
        FrenchRow("2 oignons émincés finement", 2, nil, "onion"),
        FrenchRow("3 carottes pelées et coupées en dés", 3, nil, "carrot"),
        FrenchRow("1 courgette coupée en rondelles", 1, nil, "zucchini"),
        FrenchRow("2 échalotes ciselées", 2, nil, "shallot"),
        FrenchRow("100 g de beurre à température ambiante", 100, .gram, "butter"),
        FrenchRow("1 piment (facultatif)", 1, nil, "chili-pepper"),
        FrenchRow("du poivre selon votre goût", nil, nil, "pepper"),
        FrenchRow("4 tomates bien mûres", 4, nil, "tomato"),
        FrenchRow("2 avocats bien mûrs", 2, nil, "avocado"),
        FrenchRow("1 bouquet de basilic frais", 1, .bunch, "basil"),
        FrenchRow("125 g de beurre doux fondu", 125, .gram, "butter"),
        FrenchRow("200 g de comté râpé", 200, .gram, "comte"),
        FrenchRow("150 g de lardons fumés", 150, .gram, "lardons"),
        FrenchRow("2 blancs de poulet", 2, nil, "chicken-breast"),
        FrenchRow("4 jaunes d'œufs", 4, nil, "egg-yolk"),
        FrenchRow("3 blancs d'oeufs", 3, nil, "egg-white"),
        FrenchRow("4 Œufs", 4, nil, "egg"),
        FrenchRow("2 oeufs", 2, nil, "egg"),
        FrenchRow("1 œuf battu", 1, nil, "egg"),
        FrenchRow("200 g de crème fraîche épaisse", 200, .gram, "creme-fraiche"),
        FrenchRow("200 g de creme fraiche", 200, .gram, "creme-fraiche"),
        FrenchRow("100 g de CRÈME FRAÎCHE", 100, .gram, "creme-fraiche"),
        FrenchRow("1 poireau", 1, nil, "leek"),
        FrenchRow("3 poireaux", 3, nil, "leek"),
        FrenchRow("2 choux-fleurs", 2, nil, "cauliflower"),
        FrenchRow("2 gros oignons", 2, nil, "onion"),
        FrenchRow("1 petite courgette", 1, nil, "zucchini"),
        FrenchRow("3 belles tomates", 3, nil, "tomato"),
        FrenchRow("1 grosse pincée de fleur de sel", 1, .pinch, "flaky-sea-salt"),
        FrenchRow("200 g de petits pois", 200, .gram, "pea"),
        FrenchRow("500 g de pâtes", 500, .gram, "pasta"),
        FrenchRow("300 g de spaghetti", 300, .gram, "spaghetti"),
        FrenchRow("1 pâte feuilletée", 1, nil, "puff-pastry"),
        FrenchRow("1 pâte brisée", 1, nil, "pie-crust"),
        FrenchRow("200 g de sucre glace", 200, .gram, "powdered-sugar"),
        FrenchRow("100 g de poudre d'amandes", 100, .gram, "almond-flour"),
        FrenchRow("50 g de chocolat noir pâtissier", 50, .gram, "dark-chocolate"),
        FrenchRow("10 cl de rhum", 10, .centiliter, "rum"),
        FrenchRow("1 citron non traité", 1, nil, "lemon"),
        FrenchRow("le jus d'un citron", 1, nil, "lemon"),
        FrenchRow("zeste de 2 oranges", 2, nil, "orange"),
        FrenchRow("Pour la sauce : 2 c. à soupe de sauce soja", 2, .tablespoon, "soy-sauce"),
        FrenchRow("Beurre : 50 g", 50, .gram, "butter"),
        FrenchRow("Farine (200 g)", 200, .gram, "flour"),
        FrenchRow("Eau - 20 cl", 20, .centiliter, "water"),
        FrenchRow("2 x 400 g de tomates pelées", 2, nil, "whole-peeled-tomatoes"),
        FrenchRow("400 g de bœuf haché", 400, .gram, "ground-beef"),
        FrenchRow("1 kg de boeuf à braiser", 1, .kilogram, "chuck-roast"),
        FrenchRow("4 escalopes de veau", 4, nil, "veal-cutlet"),
        FrenchRow("1 magret de canard", 1, nil, "magret"),
        FrenchRow("6 tranches de saumon fumé", 6, .slice, "smoked-salmon"),
        FrenchRow("1 pavé de saumon", 1, nil, "salmon"),
        FrenchRow("500 g de moules", 500, .gram, "mussel"),
        // articles and elisions, with either apostrophe
        FrenchRow("1 verre de la sauce tomate maison", 1, .glass, "tomato-sauce"),
        FrenchRow("2 c. à soupe de l'huile de tournesol", 2, .tablespoon, "sunflower-oil"),
        FrenchRow("1 c. à café de l’huile de sésame", 1, .teaspoon, "sesame-oil"),
        FrenchRow("100 g des noisettes grillées", 100, .gram, "hazelnut"),
        FrenchRow("50 g du beurre salé", 50, .gram, "butter"),
        FrenchRow("3 c. à s. d’huile de colza", 3, .tablespoon, "canola-oil"),
        FrenchRow("4 brins d’aneth", 4, .sprig, "dill"),
        FrenchRow("de la ciboulette", nil, nil, "chives"),
        FrenchRow("des pignons de pin", nil, nil, "pine-nut"),
        // a count said as such, with its plural glued on
        FrenchRow("3 pièce(s) Carotte", 3, nil, "carrot"),
        FrenchRow("2 pièce(s) Poivron jaune", 2, nil, "yellow-bell-pepper"),
        FrenchRow("1 pièce(s) Citron vert", 1, nil, "lime"),
        FrenchRow("4 pièce(s) Gousse(s) d’ail", 4, .clove, "garlic"),
        FrenchRow("1 pièce(s) Cube de bouillon de volaille", 1, nil, "bouillon-cube"),
        FrenchRow("2 unités courgette", 2, nil, "zucchini"),
        FrenchRow("1 sachet(s) Levure chimique", 1, .package, "baking-powder"),
        FrenchRow("2 cuillère(s) à soupe Huile d'olive", 2, .tablespoon, "olive-oil"),
        FrenchRow("3 pincée(s) Sel fin", 3, .pinch, "salt"),
        FrenchRow("4 tour(s) de moulin Poivre noir", 4, nil, "black-pepper"),
        FrenchRow("5 tours de moulin à poivre", 5, nil, "pepper"),
        FrenchRow("3 tours de moulin", 3, nil, "pepper"),
        // the amount after the name
        FrenchRow("Poivre du moulin : 4 tour(s)", 4, nil, "pepper"),
        FrenchRow("Carotte(s) : 3 pièce(s)", 3, nil, "carrot"),
        FrenchRow("Pomme(s) de terre : 500 g", 500, .gram, "potato"),
        FrenchRow("Lardon(s) fumé(s) : 80 g", 80, .gram, "lardons"),
        FrenchRow("Sucre en poudre : 1 cuillère(s) à café", 1, .teaspoon, "sugar"),
        FrenchRow("Œufs : 3", 3, nil, "egg"),
        FrenchRow("Citron : 1/2", 0.5, nil, "lemon"),
        FrenchRow("Farine T55 : 250 g", 250, .gram, "all-purpose-flour"),
        FrenchRow("Lait 1/2 écrémé : 30 cl", 30, .centiliter, "low-fat-milk"),
        FrenchRow("Oignons (3)", 3, nil, "onion"),
        FrenchRow("Oignon 2 pièces", 2, nil, "onion"),     // a count word needs no mark before it
        FrenchRow("Riz basmati - 150 grammes", 150, .gram, "basmati-rice"),
        FrenchRow("Lait - 1 verre", 1, .glass, "milk"),
        // units: short forms, Quebec and old measures
        FrenchRow("1 tran. Jambon cru", 1, .slice, "prosciutto"),
        FrenchRow("3 tr. de pain de mie", 3, .slice, "bread"),
        FrenchRow("2 c. à table de sirop d'érable", 2, .tablespoon, "maple-syrup"),
        FrenchRow("1 c.c de cumin", 1, .teaspoon, "cumin"),
        FrenchRow("2 C. à S. de miel", 2, .tablespoon, "honey"),
        FrenchRow("1 C.à.C de curcuma", 1, .teaspoon, "turmeric"),
        FrenchRow("1 c. café de sel", 1, .teaspoon, "salt"),
        FrenchRow("1 cuillère à dessert de confiture", 1, .dessertspoon, "jam"),
        FrenchRow("1 lb de porc haché", 1, .pound, "ground-pork"),
        FrenchRow("8 oz de fromage à la crème", 8, .ounce, "cream-cheese"),
        FrenchRow("une livre de carottes", 1, .pound, "carrot"),
        FrenchRow("1 t. de bouillon de poulet", 1, .cup, "chicken-stock"),
        FrenchRow("100 grammes de sucre", 100, .gram, "sugar"),
        FrenchRow("1kg200 de pommes de terre", 1.2, .kilogram, "potato"),
        // a can or a packet of a size
        FrenchRow("1 boîte de 400 g de haricots rouges", 1, .can, "kidney-beans"),
        FrenchRow("2 boîtes (400 g) de tomates pelées", 2, .can, "whole-peeled-tomatoes"),
        FrenchRow("1 paquet de 250 g de spaghettis", 1, .package, "spaghetti"),
        // numbers and amounts in brackets
        FrenchRow("2 tomate(s) (bien rouges)", 2, nil, "tomato"),
        FrenchRow("250 g (+/- 10 g) d'eau tiède", 250, .gram, "water"),
        FrenchRow("500 g (+ ou – 2 cl) de lait", 500, .gram, "milk"),
        FrenchRow("1 c. à café d'arôme ou extrait d'amande", 1, .teaspoon, "almond-extract"),
        FrenchRow("Le zeste râpé d'un citron", 1, nil, "lemon"),
        FrenchRow("Zeste et jus de 2 citrons verts", 2, nil, "lime"),
        FrenchRow("1 petit oignon", 1, nil, "onion"),
        FrenchRow("1 c. à thé de vanille", 1, .teaspoon, "vanilla-extract"),
        FrenchRow("Pour la garniture :", nil, nil, nil),
        // rules and names the written set brought (scripts/french-written.tsv), with lines they leave alone
        // "grappe" is a bunch
        FrenchRow("1 grappe de raisin", 1, .bunch, "grape"),
        FrenchRow("2 grappes de tomates cerises", 2, .bunch, "cherry-tomato"),
        // a "tablette" of stock is a cube; of chocolate it stays a bar (the row above)
        FrenchRow("1 tablette de bouillon de boeuf", 1, .cube, "bouillon-cube"),
        FrenchRow("2 tablettes de bouillon", 2, .cube, "bouillon-cube"),
        // French cheeses the English catalog already files under reblochon, goat cheese, ricotta
        FrenchRow("150 g de cantal", 150, .gram, "reblochon"),
        FrenchRow("200 g de tomme de Savoie", 200, .gram, "reblochon"),
        FrenchRow("1 crottin de Chavignol", 1, nil, "goat-cheese"),
        FrenchRow("2 crottins", 2, nil, "goat-cheese"),
        FrenchRow("200 g de brousse", 200, .gram, "ricotta"),
        // sugars, biscuits and flours as a French cook names them
        FrenchRow("50 g de vergeoise brune", 50, .gram, "brown-sugar"),
        FrenchRow("200 g de spéculoos", 200, .gram, "speculoos"),
        FrenchRow("2 c. à soupe de pâte de spéculoos", 2, .tablespoon, "cookie-butter"),
        FrenchRow("200 g de farine T45", 200, .gram, "pastry-flour"),
        FrenchRow("200 g de farine T55", 200, .gram, "all-purpose-flour"),
        FrenchRow("250 g de farine de blé", 250, .gram, "all-purpose-flour"),
        // fillets are fresh unless the line says they are canned
        FrenchRow("4 filets de maquereau", 4, nil, "mackerel"),
        FrenchRow("1 boîte de filets de maquereaux en conserve", 1, .can, "canned-mackerel"),
        FrenchRow("2 boîtes de maquereaux en conserve", 2, .can, "canned-mackerel"),
        // a counted fruit "pressé" is the fruit, squeezed; its juice is named as juice
        FrenchRow("1 citron pressé", 1, nil, "lemon"),
        FrenchRow("2 oranges pressées", 2, nil, "orange"),
        FrenchRow("20 cl de jus d'orange pressée", 20, .centiliter, "orange-juice"),
        FrenchRow("2 c. à soupe de jus de citron pressé", 2, .tablespoon, "lemon-juice"),
        // names the English rows hold in French
        FrenchRow("2 c. à soupe de curaçao", 2, .tablespoon, "orange-liqueur"),
        FrenchRow("20 cl de sauce béarnaise", 20, .centiliter, "hollandaise-sauce"),
        FrenchRow("50 cl de consommé", 50, .centiliter, "beef-stock"),
        FrenchRow("1 bouteille de limonade", 1, .bottle, "lemon-lime-soda"),
        FrenchRow("2 c. à soupe de citronnade", 2, .tablespoon, "lemonade"),
        FrenchRow("400 g de hampe", 400, .gram, "skirt-steak"),
        FrenchRow("1 coulommiers", 1, nil, "brie"),
        FrenchRow("5 cl de Noilly Prat", 5, .centiliter, "vermouth"),
        FrenchRow("400 g de ravioles du Dauphiné", 400, .gram, "ravioli"),
        FrenchRow("1 maroilles", 1, nil, "reblochon"),
        // foods of French cooking with rows of their own, and the names next to theirs that stay put
        FrenchRow("1 pintade", 1, nil, "guinea-fowl"),
        FrenchRow("2 pigeonneaux", 2, nil, "squab"),
        FrenchRow("2 andouillettes de Troyes", 2, nil, "andouillette"),
        FrenchRow("1 cervelas", 1, nil, "cervelas"),
        FrenchRow("4 tranches de jarret de veau", 4, .slice, "veal-shank"),
        FrenchRow("4 osso buco", 4, nil, "veal-shank"),
        FrenchRow("1 kg de gîte de boeuf", 1, .kilogram, "beef-shank"),
        FrenchRow("4 pavés de turbot", 4, nil, "turbot"),
        FrenchRow("8 filets de rouget", 8, nil, "red-mullet"),
        FrenchRow("4 filets de limande", 4, nil, "dab"),
        FrenchRow("2 limandes-soles", 2, nil, "sole"),
        FrenchRow("1 kg de bulots", 1, .kilogram, "whelk"),
        FrenchRow("500 g de couteaux", 500, .gram, "razor-clam"),
        FrenchRow("1 pointe de couteau de cannelle", 1, .pinch, "cinnamon"),
        FrenchRow("16 blinis", 16, nil, "blini"),
        FrenchRow("6 biscottes", 6, nil, "rusk"),
        FrenchRow("12 tuiles aux amandes", 12, nil, "tuile"),
        FrenchRow("50 g d'éclats de nougatine", 50, .gram, "nougatine"),
        FrenchRow("1 sachet de tisane", 1, .package, "herbal-tea"),
        FrenchRow("1 c. à soupe de chicorée soluble", 1, .tablespoon, "chicory-coffee"),
        FrenchRow("100 g de chicorée frisée", 100, .gram, "frisee"),
        FrenchRow("150 g d'ossau-iraty", 150, .gram, "ossau-iraty"),
        FrenchRow("150 g d'abondance", 150, .gram, "abondance"),
        FrenchRow("40 g de tapioca", 40, .gram, "sago"),
        FrenchRow("40 g de fécule de tapioca", 40, .gram, "tapioca-starch"),
        // the yogurt cake's vessels measure what follows them; alone, or before a name, they hold it
        FrenchRow("2 pots de yaourt de sucre", 2, .jar, "sugar"),
        FrenchRow("1/2 pot de yaourt d'huile", 0.5, .jar, "oil"),
        FrenchRow("1 verre à moutarde de lait", 1, .glass, "milk"),
        FrenchRow("1 pot de yaourt", 1, .jar, "yogurt"),
        FrenchRow("2 pots de yaourt grec", 2, .jar, "greek-yogurt"),
        // a moka spoon is a small spoon
        FrenchRow("1 cuillère à moka de sel", 1, .teaspoon, "salt"),
        FrenchRow("1 c. à moka de cannelle", 1, .teaspoon, "cinnamon"),
        // a half after litres or kilograms adds to them; a half in the name stays there
        FrenchRow("1 litre 1/2 de lait", 1.5, .liter, "milk"),
        FrenchRow("2 kg ½ de pommes de terre", 2.5, .kilogram, "potato"),
        FrenchRow("1 l de lait 1/2 écrémé", 1, .liter, "low-fat-milk"),
        // "lard" is bacon to a French cook ("lard salé" salt pork; English lard is "saindoux")
        FrenchRow("6 tranches fines de lard", 6, .slice, "bacon"),
        FrenchRow("100 g de lard salé", 100, .gram, "salt-pork"),
        FrenchRow("50 g de saindoux", 50, .gram, "lard"),
        // a unit word is read with the name only when it makes another food of it
        FrenchRow("6 tranches de jambon de Parme", 6, .slice, "prosciutto"),
        FrenchRow("1 tranche de jambon cuit", 1, .slice, "ham"),
        FrenchRow("1 cube de bouillon de boeuf", 1, .cube, "bouillon-cube"),
        // a second measure before the name is a comment; the name after it is the food
        FrenchRow("2 c. à soupe + 1 c. à café de sucre", 2, .tablespoon, "sugar"),
        FrenchRow("1 c. à soupe et 1 c. à café de sel", 1, .tablespoon, "salt"),
        FrenchRow("1 tasse plus 2 c. à soupe de farine", 1, .cup, "flour"),
        FrenchRow("2 c. à soupe + 2 oignons", 2, .tablespoon, nil),
        FrenchRow("1 c. à soupe et demie de sucre", 1.5, .tablespoon, "sugar"),
        // a yogurt named by its milk is what the pot holds; a food that is no yogurt is what it measures
        FrenchRow("1 pot de yaourt de soja", 1, .jar, "coconut-yogurt"),
        FrenchRow("2 pots de yaourt de chèvre", 2, .jar, "yogurt"),
        FrenchRow("1 pot de yaourt de brebis", 1, .jar, "yogurt"),
        FrenchRow("1 pot de yaourt de vache", 1, .jar, "yogurt"),
        FrenchRow("1/2 pot de yaourt de lait", 0.5, .jar, "milk"),
        FrenchRow("3 pots de yaourt de farine", 3, .jar, "flour"),
        // a tomme named by its milk is that milk's cheese; a tomme alone or of Savoie stays reblochon
        FrenchRow("200 g de tomme de chèvre", 200, .gram, "goat-cheese"),
        FrenchRow("2 tommes de chèvre", 2, nil, "goat-cheese"),
        FrenchRow("200 g de tomme de brebis", 200, .gram, "ossau-iraty"),
        FrenchRow("200 g de tomme", 200, .gram, "reblochon"),
        // a half after a decimal amount adds nothing
        FrenchRow("1,5 l 1/2 de lait", 1.5, .liter, "milk"),
        // fat bacon is fatback; smoked or in strips it is bacon
        FrenchRow("100 g de lard gras", 100, .gram, "salt-pork"),
        FrenchRow("4 bardes de lard", 4, nil, "salt-pork"),
        FrenchRow("100 g de lard fumé", 100, .gram, "bacon"),
        FrenchRow("4 tranches de lard", 4, .slice, "bacon"),
        // thousands with a space or a dot before grams or millilitres; "environ" after the unit; a
        // picture before the amount (French line probe, 2026-12-07)
        FrenchRow("1 000 g de farine", 1000, .gram, "flour"),
        FrenchRow("2 500 g de farine", 2500, .gram, "flour"),
        FrenchRow("1.500 g de farine", 1500, .gram, "flour"),
        FrenchRow("1 000 ml de lait", 1000, .milliliter, "milk"),
        FrenchRow("1,500 kg de farine", 1.5, .kilogram, "flour"),
        FrenchRow("2 150 g de beurre", 2150, .gram, "butter"),
        FrenchRow("200 g environ de lardons", 200, .gram, "lardons"),
        FrenchRow("🍅 2 tomates", 2, nil, "tomato"),
        FrenchRow("✔ 200 g de farine", 200, .gram, "flour"),
    ]

    @Test(arguments: rows)
    func readsFrenchLine(_ row: FrenchRow) {
        // when
        let parsed = Self.parser.parse(row.line, language: .fr)
        // then
        #expect(parsed.input == row.line)
        #expect(parsed.quantity.map { ($0 * 1000).rounded() } == row.quantity.map { ($0 * 1000).rounded() })
        #expect(parsed.unit == row.unit)
        #expect(parsed.food?.rawValue == row.food)
    }

    /// A half written after litres or kilograms goes to a range's top, and only after a whole number.
    @Test(arguments: [
        ("1 à 2 kg 1/2 de pommes", 1, 2.5), ("1 litre 1/2 de lait", 1.5, nil), ("2 kg ½ de pommes", 2.5, nil),
        ("1,5 l 1/2 de lait", 1.5, nil), ("2 à 3 kg de pommes", 2, 3),
    ] as [(String, Double, Double?)])
    func aHalfAfterTheUnitGoesToTheRangesTop(_ line: String, _ quantity: Double, _ top: Double?) {
        let parsed = Self.parser.parse(line, language: .fr)
        #expect(parsed.quantity == quantity)
        #expect(parsed.quantityMax == top)
    }

    /// A weight in brackets right after a container's name is the size of one; after "ou" or a
    /// comma, after a yogurt pot (a measure), or after two or more without "chacune", it is a comment.
    @Test(arguments: [
        ("1 boîte de tomates pelées (400 g)", 400), ("1 barquette de fraises (250 g)", 250),
        ("2 boîtes de pois chiches (400 g chacune)", 400), ("2 boîtes de tomates (400 g l'une)", 400),
        ("1 pot de crème fraîche épaisse ou 1 yaourt (125 g)", nil), ("1 boîte de tomates ou 2 tomates fraîches (300 g)", nil),
        ("1 boîte de tomates, égouttées (400 g)", nil), ("2 pots de yaourt de sucre (250 g)", nil),
        ("2 boîtes de pois chiches (800 g)", nil),
    ] as [(String, Double?)])
    func aWeightInBracketsAfterTheNameIsTheSizeOfOne(_ line: String, _ size: Double?) {
        let parsed = Self.parser.parse(line, language: .fr)
        #expect(parsed.packageQuantity == size)
        #expect(parsed.packageUnit == (size == nil ? nil : .gram))
        // a weight that is no size stays for the reader
        if size == nil { #expect(parsed.comment?.contains(" g") == true, "\(parsed.comment ?? "-")") }
    }

    /// A weight after a times sign is each one's, as English reads "2 x 400 g chopped tomatoes";
    /// a times sign before a food says nothing more.
    @Test(arguments: [
        ("2 x 400 g de tomates concassées", 2, 400, "crushed-tomatoes"), ("2 × 200 g de pâte feuilletée", 2, 200, "puff-pastry"),
        ("3 x 25 cl de lait", 3, 25, "milk"), ("3 x oeufs", 3, nil, "egg"),
    ] as [(String, Double, Double?, String)])
    func aWeightAfterATimesSignIsEachOnes(_ line: String, _ quantity: Double, _ each: Double?, _ food: String) {
        let parsed = Self.parser.parse(line, language: .fr)
        #expect(parsed.quantity == quantity)
        #expect(parsed.packageQuantity == each)
        #expect(parsed.unit == nil)
        #expect(parsed.food?.rawValue == food)
        #expect(parsed.name?.first?.isLetter == true, "\(parsed.name ?? "-")")
    }

    @Test func tableCoversEnoughLines() {
        #expect(Self.rows.count >= 150)
    }

    @Test func readsPreparationAndComment() {
        let garlic = Self.parser.parse("2 gousses d'ail hachées", language: .fr)
        #expect(garlic.name == "ail")
        #expect(garlic.preparation == "hachées")
        let butter = Self.parser.parse("100 g de beurre à température ambiante", language: .fr)
        #expect(butter.preparation == "à température ambiante")
        let chili = Self.parser.parse("1 piment (facultatif)", language: .fr)
        #expect(chili.comment == "facultatif")
        let pepper = Self.parser.parse("du poivre selon votre goût", language: .fr)
        #expect(pepper.comment == "selon votre goût")
        let range = Self.parser.parse("2 à 3 gousses d'ail", language: .fr)
        #expect(range.quantityMax == 3)
        // a participle ends the name in each of its four forms; "QS" says no amount
        let parts: [(line: String, name: String, preparation: String?, comment: String?)] = [
            ("1 gousse d'ail dégermée et écrasée", "ail", "dégermée et écrasée", nil),
            ("1 cube de bouillon de volaille dilué dans 50 cl d'eau", "bouillon de volaille", "dilué dans 50 cl d'eau", nil),
            ("QS de sel", "sel", nil, "QS"),
            ("1 gousse de vanille fendue et grattée", "vanille", "fendue et grattée", nil),
            ("Sucre glace : pour décorer", "Sucre glace", nil, "pour décorer"),
            ("1 tasse de farine tout usage non blanchie", "farine tout usage", "non blanchie", nil),
        ]
        for row in parts {
            let read = Self.parser.parse(row.line, language: .fr)
            #expect([read.name, read.preparation, read.comment] == [row.name, row.preparation, row.comment], "\(row.line)")
        }
        // "1 peu de", a slip for "un peu de": no amount, the words kept as a comment
        for line in ["un peu de noix de muscade", "1 peu de noix de muscade"] {
            let little = Self.parser.parse(line, language: .fr)
            #expect(little.quantity == nil, "\(line)")
            #expect(little.name == "noix de muscade", "\(line)")
            #expect(little.comment == String(line.prefix(line.hasPrefix("un") ? 6 : 5)), "\(line)")
        }
    }

    @Test func readsSizesAndLeavesTheAmountOutOfTheComment() {
        let can = Self.parser.parse("1 boîte de 400 g de haricots rouges", language: .fr)
        #expect(can.packageQuantity == 400)
        #expect(can.packageUnit == .gram)
        #expect(can.name == "haricots rouges")
        let bracketed = Self.parser.parse("2 boîtes (400 g) de tomates pelées", language: .fr)
        #expect(bracketed.packageQuantity == 400)
        #expect(bracketed.comment == nil)
        let eggs = Self.parser.parse("Œufs : 3", language: .fr)
        #expect(eggs.comment == nil)
        let butter = Self.parser.parse("Beurre : 50 g (ramolli)", language: .fr)
        #expect(butter.comment == nil)
        #expect(butter.preparation == "ramolli")
        let allowance = Self.parser.parse("250 g (+/- 10 g) d'eau tiède", language: .fr)
        #expect(allowance.comment == "+/- 10 g")
        // a size in brackets after a container's name is each one's; an estimate or a slice's weight is a comment
        let tomatoes = Self.parser.parse("1 boîte de tomates pelées (400 g)", language: .fr)
        #expect(tomatoes.packageQuantity == 400)
        #expect(tomatoes.packageUnit == .gram)
        #expect(tomatoes.comment == nil)
        let cream = Self.parser.parse("1 pot de crème fraîche (20 cl), épaisse", language: .fr)
        #expect(cream.packageQuantity == 20)
        #expect(cream.packageUnit == .centiliter)
        #expect(cream.comment == "épaisse")
        let about = Self.parser.parse("1 boîte de tomates (environ 400 g)", language: .fr)
        #expect(about.packageQuantity == nil)
        #expect(about.comment == "environ 400 g")
        let ham = Self.parser.parse("2 tranches de jambon (100 g)", language: .fr)
        #expect(ham.packageQuantity == nil)
        #expect(ham.comment == "100 g")
        let twoMeasures = Self.parser.parse("2 c. à soupe + 1 c. à café de sucre", language: .fr)
        #expect(twoMeasures.comment == "+ 1 c. à café")
        #expect(twoMeasures.name == "sucre")
        let heading = Self.parser.parse("Pour la garniture :", language: .fr)
        #expect(heading.comment == "Pour la garniture")
        #expect(heading.name == nil)
        // a heading may hold a number that is no amount; one before a line's amount starts with "pour"
        for line in ["Ingrédients pour 4 personnes :", "Pâte à crêpes (pour 12 crêpes) :"] {
            let read = Self.parser.parse(line, language: .fr)
            #expect(read.name == nil && read.food == nil && read.comment == String(line.dropLast(2)), "\(line)")
        }
        let zucchini = Self.parser.parse("Courgette(s) : 2 grosse(s)", language: .fr)
        #expect(zucchini.size == "grosse(s)")
        #expect(zucchini.comment == nil)
        let dough = Self.parser.parse("Pour la pâte : 200 g de farine", language: .fr)
        #expect([dough.name, dough.comment] == ["farine", "Pour la pâte"])
        #expect(dough.food?.rawValue == "flour")
        // a unit word that is no unit for the food stays in its name
        for (line, name) in [("1 côte de bœuf", "côte de bœuf"), ("4 filets d'anchois", "filets d'anchois"),
                             ("1 noix de muscade râpée", "noix de muscade râpée"), ("1 noix de beurre", "beurre")] {
            #expect(Self.parser.parse(line, language: .fr).name == name, "\(line)")
        }
        let zest = Self.parser.parse("Le zeste râpé d'un citron", language: .fr)
        #expect(zest.preparation == "Le zeste râpé")
        // a weight after the name's last "de" is each thing's size, and the "de" is not the name's
        let sized: [(line: String, name: String, quantity: Double, unit: MeasureUnit, comment: String?)] = [
            ("2 boîtes de pois chiches de 400 g", "pois chiches", 400, .gram, nil),
            ("1 poulet fermier d'1,5 kg", "poulet fermier", 1.5, .kilogram, nil),
            ("1 chou-fleur d'environ 800 g", "chou-fleur", 800, .gram, "environ"),
            ("2 pavés de saumon de 150 g chacun", "pavés de saumon", 150, .gram, nil),
            ("3 tranches de jambon de 50 g", "jambon", 50, .gram, nil),
            ("1 morceau de 3 cm de gingembre", "gingembre", 3, .centimeter, nil),
            ("1 boîte de 540 ml (19 oz) de pois chiches", "pois chiches", 540, .milliliter, "19 oz"),
            ("1 rouleau de pâte feuilletée de 230 g, pur beurre", "pâte feuilletée", 230, .gram, "pur beurre"),
            // a name the catalog knows whole, which ends before its "de"
            ("2 steaks hachés de 125 g", "steaks hachés", 125, .gram, nil),
            ("4 escalopes de dinde de 120 g", "escalopes de dinde", 120, .gram, nil),
        ]
        for row in sized {
            let read = Self.parser.parse(row.line, language: .fr)
            #expect(read.name == row.name, "\(row.line)")
            #expect(read.packageQuantity == row.quantity, "\(row.line)")
            #expect(read.packageUnit == row.unit, "\(row.line)")
            #expect(read.comment == row.comment, "\(row.line)")
        }
        // after a weight the second one is no size of each: a comment
        let pasta = Self.parser.parse("200 g de pâtes de 500 g", language: .fr)
        #expect(pasta.packageQuantity == nil)
        #expect(pasta.name == "pâtes")
        #expect(pasta.comment == "500 g")
    }

    /// A second measure before the name is a second part of the same food, as English reads "1 tbsp
    /// plus 1 tsp sugar"; the size words after its unit are its own.
    @Test(arguments: [
        ("1 c. à soupe rase et 1 c. à café bombée de sucre", "rase", "et 1 c. à café bombée", 1.0, MeasureUnit.teaspoon,
         "bombée", "1 c. à café bombée de sucre", "sugar"),
        ("2 c. à soupe + 1 c. à café de sucre", nil, "+ 1 c. à café", 1, .teaspoon, nil, "1 c. à café de sucre", "sugar"),
        ("1 tasse plus 2 c. à soupe de farine tamisée", nil, "plus 2 c. à soupe", 2, .tablespoon, nil,
         "2 c. à soupe de farine tamisée", "flour"),
        ("2 cuillères à soupe bombées et 1 pincée de sel", "bombées", "et 1 pincée", 1, .pinch, nil, "1 pincée de sel", "salt"),
    ] as [(String, String?, String, Double, MeasureUnit, String?, String, String)])
    func aSecondMeasureBeforeTheNameIsASecondPart(_ line: String, _ size: String?, _ comment: String, _ quantity: Double,
                                                  _ unit: MeasureUnit, _ secondSize: String?, _ input: String, _ food: String) throws {
        // when
        let parsed = Self.parser.parse(line, language: .fr)
        // then: the line keeps its first measure, its own size and the second measure as a comment
        #expect(parsed.size == size)
        #expect(parsed.comment == comment)
        #expect(parsed.food?.rawValue == food)
        // and its parts are both measures of the food, the first without the second's words
        #expect(parsed.parts.count == 2)
        #expect(parsed.parts.first?.comment == nil)
        let second = try #require(parsed.additionalParts?.first)
        #expect(second.quantity == quantity)
        #expect(second.unit == unit)
        #expect(second.size == secondSize)
        #expect(second.input == input)
        #expect(second.food?.rawValue == food)
        #expect(second.preparation == parsed.preparation)
    }

    @Test func aSecondMeasureSharesTheNotesSaidAfterTheName() {
        // when
        let parsed = Self.parser.parse("1 c. à soupe et 1 c. à café de sel (facultatif)", language: .fr)
        // then: "facultatif" is said of both spoons
        #expect(parsed.comment == "et 1 c. à café, facultatif")
        #expect(parsed.parts.map(\.comment) == ["facultatif", "facultatif"])
        #expect(parsed.parts.map(\.unit) == [.tablespoon, .teaspoon])
    }

    /// Lines with one measure, a count after the joining word or a half keep no second part, nor
    /// does a line whose name after the measures is no food (three measures, read as before).
    @Test(arguments: [
        ("1 c. à soupe rase de sucre", "rase", 1.0), ("2 c. à soupe bombées de farine", "bombées", 2),
        ("2 c. à soupe + 2 oignons", nil, 2), ("1 c. à soupe et demie de sucre", nil, 1.5),
        ("1 c. à soupe et 1 c. à café et 1 pincée de sel", nil, 1),
    ] as [(String, String?, Double)])
    func oneMeasureKeepsOnePart(_ line: String, _ size: String?, _ quantity: Double) {
        // when
        let parsed = Self.parser.parse(line, language: .fr)
        // then
        #expect(parsed.additionalParts == nil)
        #expect(parsed.size == size)
        #expect(parsed.quantity == quantity)
    }

    /// A share or a temperature is never the amount, as in English; an amount elsewhere is.
    @Test(arguments: [
        ("1 yaourt à 0 % de MG", 1.0, nil, "yogurt"), ("200 g de fromage blanc 20 %", 200, .gram, "quark"),
        ("20 % de fromage blanc", nil, nil, "quark"), ("fromage blanc 20 % : 200 g", 200, .gram, "quark"),
        ("four à 180 °C", nil, nil, nil), ("180 °C", nil, nil, nil), ("180ºC", nil, nil, nil),
        ("180 degrés", nil, nil, nil), ("20 pour cent de crème", nil, nil, "cream"), ("1e3 g de farine", nil, nil, "flour"),
        ("500 g de bœuf haché 5% MG", 500, .gram, "ground-beef"), ("1/2 tasse (125 ml) de crème 35 %", 0.5, .cup, "cream"),
    ] as [(String, Double?, MeasureUnit?, String?)])
    func aShareOrTemperatureIsNoAmount(_ line: String, _ quantity: Double?, _ unit: MeasureUnit?, _ food: String?) {
        // when
        let parsed = Self.parser.parse(line, language: .fr)
        // then
        #expect(parsed.quantity == quantity)
        #expect(parsed.unit == unit)
        #expect(parsed.food?.rawValue == food)
    }

    /// "Sel et poivre" is two foods, as English's "salt and pepper": the pepper is black pepper.
    @Test(arguments: [
        ("Sel et poivre", nil, ["salt", "black-pepper"], ["Sel", "poivre"], nil),
        ("Sel et poivre du moulin", nil, ["salt", "black-pepper"], ["Sel", "poivre du moulin"], nil),
        ("sel, poivre", nil, ["salt", "black-pepper"], ["sel", "poivre"], nil),
        ("2 c. à soupe de sel et de poivre", 2.0, ["salt", "black-pepper"], ["sel", "poivre"], nil),
        ("Sel et poivre, à volonté", nil, ["salt", "black-pepper"], ["Sel", "poivre"], "à volonté"),
        ("1 c. à café de sel et 1/2 c. à café de poivre", 1, ["salt", "black-pepper"], ["sel", "poivre"], nil),
        ("Sel, poivre et muscade", nil, ["salt", "black-pepper", "nutmeg"], ["Sel", "poivre", "muscade"], nil),
        ("persil et ciboulette", nil, ["parsley", "chives"], ["persil", "ciboulette"], nil),
        // "&" as "et" (pepper was lost from the grocery list; French line probe, 2026-12-07)
        ("Sel & poivre", nil, ["salt", "black-pepper"], ["Sel", "poivre"], nil),
        // a "+" before an amount, after the food's own words, joins a part too
        ("3 œufs entiers + 2 jaunes", 3, ["egg", "egg-yolk"], ["œufs entiers", "jaunes"], nil),
        ("200 g de farine + 1 pincée de sel", 200, ["flour", "salt"], ["farine", "sel"], nil),
    ] as [(String, Double?, [String], [String], String?)])
    func aSecondFoodAfterEtIsASecondPart(_ line: String, _ quantity: Double?, _ foods: [String], _ names: [String], _ notes: String?) {
        // when
        let parsed = Self.parser.parse(line, language: .fr)
        // then: the line's own reading is the first food's, the parts name every food
        #expect(parsed.food?.rawValue == foods.first)
        #expect(parsed.parts.map { $0.food?.rawValue } == foods)
        #expect(parsed.parts.map(\.name) == names)
        #expect(parsed.quantity == quantity)
        // the first part is left without the other parts' words; notes after the last are said of all
        #expect(parsed.parts.allSatisfy { ($0.preparation ?? $0.comment) == notes })
    }

    /// One food, a food with what comes with it, a comma after an amount, or "et" in a food's name keep one part.
    @Test(arguments: ["Sel", "poivre", "1 boîte de tomates et leur jus", "1 oignon, émincé", "2 oignons, persil",
                      "Sel, facultatif", "sel et"])
    func oneFoodKeepsOnePart(_ line: String) {
        #expect(Self.parser.parse(line, language: .fr).additionalParts == nil)
    }

    @Test func poivreAloneIsEnglishPepperAlone() {
        #expect(Self.parser.parse("poivre", language: .fr).food == Self.parser.parse("pepper").food)
        #expect(Self.parser.parse("Sel et poivre", language: .fr).parts.map(\.food)
                == Self.parser.parse("Salt and pepper").parts.map(\.food))
    }

    /// A line the French words find no food in keeps the English reading when that finds one, as
    /// the other languages and a recipe's lines do; a French line is still read in French.
    @Test func aFrenchReadingWithoutAFoodKeepsTheEnglishOne() {
        let english = Self.parser.parse("Salt and pepper to taste", language: .fr)
        #expect(english == Self.parser.parse("Salt and pepper to taste"))
        #expect(english.parts.map { $0.food?.rawValue } == ["salt", "black-pepper"])
        #expect(Self.parser.parse("2 c. à soupe de sucre", language: .fr).unit == .tablespoon)
        #expect(Self.parser.parse("Pour la pâte :", language: .fr).comment == "Pour la pâte")
        #expect(Self.parser.parse("Pâte feuilletée", language: .fr).food == Self.parser.parseFrench("Pâte feuilletée").food)
    }

    @Test func manyFoodsJoinedByEtAreReadInBoundedTime() async {
        // given: 20,000 foods joined by "et"
        let line = "sel" + String(repeating: " et poivre et sel", count: 10_000)
        // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
        let read = await ReaderLimitTests.timedOnItsOwnThread { Self.parser.parse(line, language: .fr) }
        // then: each word is read once
        #expect(read.value.parts.count == 20_001)
        #expect(read.cpuSeconds < 20, "\(read.cpuSeconds) s of processor time")
    }

    @Test func manySizeWordsAfterASecondMeasureAreReadInBoundedTime() async {
        // given: 40,000 size words after the second measure's unit
        let line = "1 c. à soupe et 1 c. à café " + String(repeating: "bombée ", count: 40_000) + "de sucre"
        // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
        let read = await ReaderLimitTests.timedOnItsOwnThread { Self.parser.parse(line, language: .fr) }
        // then: each size word is read once, and the food is found after them
        #expect(read.value.food?.rawValue == "sugar")
        #expect(read.value.parts.count == 2)
        #expect(read.cpuSeconds < 20, "\(read.cpuSeconds) s of processor time")
    }

    @Test(arguments: ["2 gousses d'ail hachées", "200 g de farine", "1 c. à soupe d'huile d'olive", "une pincée de sel",
                      "3 cuillères à soupe de crème fraîche", "1 sachet de levure chimique", "quelques brins de thym",
                      "½ botte de persil plat ciselé", "2 CS de sauce soja", "1 kg de pommes de terre",
                      "1 c.c de cumin", "2 C. à S. de miel", "1 c. à c. de sel", "1 unité pâte feuilletée",
                      "Riz basmati - 150 grammes", "un bouquet garni", "Un chorizo", "- un citron vert"])
    func detectsFrench(_ line: String) {
        #expect(IngredientParser.detectLanguage(line) == .fr)
        #expect(Self.parser.parse(line, language: .auto) == Self.parser.parse(line, language: .fr))
    }

    /// A French line in `auto` reads no English number word: "four" is the oven, not 4. Each row: the
    /// line, and the amount (and top of a range) `auto` must read; English lines keep theirs.
    @Test(arguments: [
        // French lines that name an oven, a temperature or a setting: no amount
        ("four à 180 °C", nil, nil), ("Four à 180 °C", nil, nil), ("four à 180°C", nil, nil), ("FOUR À 200 °C", nil, nil),
        ("préchauffer le four à 200°C", nil, nil), ("Préchauffer le four à 210 °C", nil, nil), ("th. 6", nil, nil),
        ("four th. 6", nil, nil), ("four (th. 6)", nil, nil), ("four à 200°C (th. 6-7)", nil, nil),
        ("four à chaleur tournante", nil, nil), ("four tranches de jambon", nil, nil), ("Four à 180 °C, 4 oeufs", nil, nil),
        ("four thermostat 7", nil, nil),
        // a number word before a temperature counts no food, with or without a French word around it
        ("four 180°C", nil, nil), ("four 180 °C", nil, nil), ("Four 200ºC", nil, nil), ("four 350°F", nil, nil),
        ("four 180-200 °C", nil, nil), ("four (180 °C)", nil, nil), ("four 180 degrees", nil, nil),
        ("one 350 degree oven", nil, nil), ("a 350°F oven", nil, nil),
        // a range after the name is a range, as at the line's start ("2-3 oeufs"), whatever joins its ends
        ("Farine : 200-250 g", 200, 250), ("Oeufs : 2-3", 2, 3), ("Beurre (50-60 g)", 50, 60), ("Oeuf - 2", 2, nil),
        ("Oeufs : 2 - 3", 2, 3), ("Oeufs : 2 – 3", 2, 3), ("Oeufs : 2 à 3", 2, 3), ("Oeufs : 2 ou 3", 2, 3),
        ("Farine : 200 - 250 g", 200, 250), ("Beurre (50 - 60 g)", 50, 60), ("Sucre : 1/2 - 1 tasse", 0.5, 1),
        ("four à 200°C (th. 6 - 7)", nil, nil), ("2 - 3 oeufs", 2, 3),
        // a range of whole numbers written high end first is the same range ("3 - 2" is 2 to 3)
        ("Oeufs : 3 - 2", 2, 3), ("Oeufs : 3 à 2", 2, 3), ("3 - 2 oeufs", 2, 3), ("Farine : 250 - 200 g", 200, 250),
        ("four à 200°C (th. 7 - 6)", nil, nil),
        // near misses: English lines keep their number words
        ("four eggs", 4, nil), ("Four cups flour", 4, nil), ("four cloves garlic", 4, nil), ("a pinch of salt", 1, nil),
        ("one 14 oz can tomatoes", 1, nil), ("four to six potatoes", 4, 6), ("bake at 350°F", nil, nil),
        ("Four 8-ounce salmon fillets", 4, nil), ("2 1/4 cups flour", 2.25, nil), ("four 5% yogurts", 4, nil),
        ("two 180 g steaks", 2, nil), ("a 2-inch piece ginger", 1, nil),
    ] as [(String, Double?, Double?)])
    func frenchLinesReadNoEnglishNumberWord(_ line: String, quantity: Double?, top: Double?) {
        let read = Self.parser.parse(line, language: .auto)
        #expect(read.quantity == quantity, "\(line)")
        #expect(read.quantityMax == top, "\(line)")
    }

    @Test(arguments: ["1 1/2 cups all-purpose flour, sifted", "2 tbsp butter, melted", "3 tbsp crème fraîche",
                      "1 tsp herbes de Provence", "2 cloves garlic, minced", "Salt and pepper to taste",
                      "1 (14 oz) can diced tomatoes", "½ cup dulce de leche", "1 jalapeño, seeded", "4 pinches fleur de sel",
                      "1 cup un-sweetened coconut flakes"])
    func keepsEnglishLinesEnglish(_ line: String) {
        #expect(IngredientParser.detectLanguage(line) == .en)
        #expect(Self.parser.parse(line, language: .auto) == Self.parser.parse(line))
        #expect(Self.parser.parse(line, language: .en) == Self.parser.parse(line))
    }

    @Test func readsLanguageChoices() {
        #expect(IngredientLanguage(choice: "FR") == .fr)
        #expect(IngredientLanguage(choice: " auto ") == .auto)
        #expect(IngredientLanguage(choice: "DE") == .de)
        #expect(IngredientLanguage(choice: "nb") == .nb)
        for refused in ["xx", "", "de-DE", "German", "no", "ja"] {
            #expect(IngredientLanguage(choice: refused) == nil, "\(refused)")
        }
        #expect(IngredientLanguage.choices == "en, fr, de, nl, es, it, pt, sv, da, nb, sk, hu or auto")
    }
}

/// The catalog's French names: every food has one, and look-ups fold accents, ligatures and case.
struct FrenchCatalogTests {
    @Test func everyFoodHasAFrenchName() {
        let catalog = FoodCatalog.shared
        let missing = catalog.foods.filter { catalog.names(of: $0.id, in: "fr")?.name.isEmpty ?? true }.map(\.id.rawValue)
        #expect(missing.isEmpty, "no French name: \(missing.prefix(20))")
        #expect(catalog.nameLanguages.contains("fr"))
    }

    @Test func everyFrenchNameFindsAFoodOfItsFamily() {
        let catalog = FoodCatalog.shared
        var lost: [String] = []
        for food in catalog.foods {
            guard let names = catalog.names(of: food.id, in: "fr") else { continue }
            if catalog.resolve(names.name, language: "fr") != food.id { lost.append(names.name) }
        }
        #expect(lost.isEmpty, "\(lost.prefix(20))")
    }

    @Test(arguments: [("oeuf", "egg"), ("œuf", "egg"), ("Œufs", "egg"), ("OEUFS", "egg"), ("crème fraîche", "creme-fraiche"),
                      ("creme fraiche", "creme-fraiche"), ("CRÈME FRAÎCHE", "creme-fraiche"), ("pommes de terre", "potato"),
                      ("poireaux", "leek"), ("huile d’olive", "olive-oil"), ("huile d'olive", "olive-oil")] as [(String, String)])
    func foldsAccentsAndCase(_ name: String, _ id: String) {
        #expect(FoodCatalog.shared.resolve(name, language: "fr")?.rawValue == id)
    }

    @Test func namesFileRejectsBadRows() {
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parseNames(tsv: "egg", file: "x.tsv") }
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parseNames(tsv: "egg\tœuf\negg\tœuf", file: "x.tsv") }
        #expect(throws: FoodCatalogError.self) {
            try FoodCatalog(foods: [Food(id: Food.ID("egg"), name: "egg", aisle: "dairy & eggs")],
                            names: ["fr": [Food.ID("ham"): FoodNames(name: "jambon")]])
        }
    }
}
