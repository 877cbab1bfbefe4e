import Foundation

// Slovak and Hungarian lines, read like the other European languages (IngredientLexicon+Europe.swift):
// words folded (lower case, no accents), foods found in `Names/sk.tsv` and `Names/hu.tsv`. Both
// write decagrams ("25 dkg") beside grams.

extension IngredientLexicon {
    static let slovak = IngredientLexicon(
        language: "sk",
        units: [
            // "PL" (polievková lyžica) a tablespoon, "ČL" and "KL" (čajová, kávová lyžička) a teaspoon;
            // "ČL" with its háček only ("cl" stays centiliters, as in "4 cl rumu")
            (["pl"], .tablespoon), (["polievkova", "lyzica"], .tablespoon), (["polievkove", "lyzice"], .tablespoon),
            (["polievkovej", "lyzice"], .tablespoon), (["lyzica"], .tablespoon), (["lyzice"], .tablespoon),
            (["lyzic"], .tablespoon), (["čl"], .teaspoon), (["kl"], .teaspoon), (["cajova", "lyzicka"], .teaspoon),
            (["cajove", "lyzicky"], .teaspoon), (["lyzicka"], .teaspoon), (["lyzicky"], .teaspoon), (["lyziciek"], .teaspoon),
            (["stipka"], .pinch), (["stipky"], .pinch), (["stipku"], .pinch), (["hrncek"], .cup), (["hrnceky"], .cup),
            (["hrnceka"], .cup), (["salka"], .cup), (["salky"], .cup), (["pohar"], .glass), (["pohare"], .glass),
            (["plechovka"], .can), (["plechovky"], .can), (["konzerva"], .can), (["konzervy"], .can),
            (["balenie"], .package), (["balenia"], .package), (["bal"], .package), (["vrecko"], .package),
            (["vrecka"], .package), (["sacok"], .bag), (["flasa"], .bottle), (["flase"], .bottle), (["zvazok"], .bunch),
            (["zvazky"], .bunch), (["vetvicka"], .sprig), (["vetvicky"], .sprig), (["strucik"], .clove),
            (["struciky"], .clove), (["strucikov"], .clove), (["platok"], .slice), (["platky"], .slice),
            (["platkov"], .slice), (["list"], .leaf), (["listy"], .leaf), (["listov"], .leaf), (["ks"], .piece),
            (["kus"], .piece), (["kusy"], .piece), (["kusov"], .piece), (["hrst"], .handful), (["hrsti"], .handful),
            (["hlavicka"], .head), (["hlavicky"], .head), (["kocka"], .cube), (["kocky"], .cube), (["kvapka"], .drop),
            (["kvapky"], .drop), (["liter"], .liter), (["litre"], .liter), (["litra"], .liter), (["litrov"], .liter),
            (["gram"], .gram), (["gramov"], .gram), (["gramy"], .gram), (["kilo"], .kilogram), (["kila"], .kilogram),
            (["deci"], .deciliter), (["dcl"], .deciliter), (["balicek"], .package), (["balicky"], .package),
        ],
        millFood: "čierne korenie",
        numbers: ["jeden": 1, "jedna": 1, "jedno": 1, "dva": 2, "dve": 2, "tri": 3, "styri": 4, "pat": 5, "sest": 6,
                  "sedem": 7, "osem": 8, "devat": 9, "desat": 10],
        fractions: ["pol": 0.5, "polovica": 0.5, "stvrt": 0.25],
        vague: ["trochu", "niekolko", "kusok"],
        sizes: ["velky", "velka", "velke", "velkej", "velkych", "vacsi", "vacsia", "vacsie", "mensi", "mensia", "mensie", "maly", "mala", "male", "malej", "malych", "stredny",
                "stredna", "stredne", "strednej", "strednych", "vrchovata", "vrchovate", "zarovnana", "zarovnane"],
        preparation: ["nakrajany", "nakrajana", "nakrajane", "nasekany", "nasekana", "nasekane", "postruhany",
                      "postruhana", "postruhane", "struhany", "struhana", "struhane", "rozpusteny", "rozpustena",
                      "rozpustene", "zmakly", "zmakla", "zmakle", "olupany", "olupana", "olupane", "pretlaceny",
                      "pretlacena", "pretlacene", "vlazny", "vlazna", "vlazne", "studeny", "studena", "studene",
                      "vareny", "varena", "varene", "mleta", "mlete", "mleteho"],
        commentStarts: ["podla", "na", "alebo", "do", "pre", "cca", "volitelne", "nemusi"],
        ofWords: [], and: ["a"], rangeWords: ["az", "alebo"], about: ["cca", "asi", "priblizne"],
        strongWords: ["pl", "kl", "ks", "lyzica", "lyzicka", "lyzicky", "stipka", "strucik", "struciky", "alebo",
                      "podla", "chuti", "sol", "soli", "cukor", "cukru", "muka", "muky", "maslo", "masla", "vajce",
                      "vajcia", "vajec", "mlieko", "mlieka", "cibula", "cesnak", "voda", "vody", "olej", "oleja",
                      "smotana", "smotany", "dkg"],
        compounds: false, decagrams: ["dkg", "dag"], keptAccents: ["čl"])

    static let hungarian = IngredientLexicon(
        language: "hu",
        units: [
            // "ek" (evőkanál) a tablespoon; "kk" (kávéskanál) and "tk" (teáskanál) a teaspoon
            (["ek"], .tablespoon), (["evokanal"], .tablespoon), (["evokanalnyi"], .tablespoon), (["kk"], .teaspoon),
            (["tk"], .teaspoon), (["kaveskanal"], .teaspoon), (["kaveskanalnyi"], .teaspoon), (["teaskanal"], .teaspoon),
            (["teaskanalnyi"], .teaspoon), (["csipet"], .pinch), (["csipetnyi"], .pinch), (["bogre"], .cup),
            (["bogrenyi"], .cup), (["csesze"], .cup), (["pohar"], .glass), (["doboz"], .can), (["konzerv"], .can),
            (["csomag"], .package), (["tasak"], .package), (["zacsko"], .package), (["uveg"], .jar), (["csokor"], .bunch),
            (["szal"], .sprig), (["gerezd"], .clove), (["szelet"], .slice), (["level"], .leaf), (["db"], .piece),
            (["darab"], .piece), (["marek"], .handful), (["maroknyi"], .handful), (["fej"], .head), (["kocka"], .cube),
            (["csepp"], .drop), (["liter"], .liter), (["gramm"], .gram), (["kilo"], .kilogram), (["deci"], .deciliter),
        ],
        millFood: "bors",
        numbers: ["egy": 1, "ket": 2, "ketto": 2, "harom": 3, "negy": 4, "ot": 5, "hat": 6, "het": 7, "nyolc": 8,
                  "kilenc": 9, "tiz": 10],
        fractions: ["fel": 0.5, "negyed": 0.25],
        vague: ["keves", "nehany", "par"],
        sizes: ["nagy", "nagyobb", "kicsi", "kis", "kisebb", "kozepes", "pupozott", "csapott", "bo"],
        preparation: ["vagva", "vagott", "aprora", "zuzva", "zuzott", "felkarikazva", "kockazva", "kockakra",
                      "kockara", "csikokra", "karikakra", "darabolva", "durvara", "finomra", "egeszben", "felben",
                      "hamozva", "hamozott", "olvasztott", "puha", "hideg", "langyos", "meleg", "reszelve",
                      "felezve", "negyedelve", "fott", "kimagozva"],
        commentStarts: ["izles", "vagy", "a", "az", "es", "kb", "opcionalis", "lehetoleg", "de", "tetszes", "igeny"],
        ofWords: [], and: ["es"], rangeWords: ["vagy"], about: ["kb", "korulbelul", "nagyjabol"],
        strongWords: ["ek", "kk", "tk", "db", "dkg", "gerezd", "csipet", "vagy", "izles", "szerint", "so", "cukor",
                      "liszt", "vaj", "tojas", "hagyma", "fokhagyma", "voroshagyma", "tej", "viz", "olaj", "bors",
                      "tejfol", "pirospaprika"],
        compounds: true, decagrams: ["dkg", "dag"], formEndings: ["por": "powder"])
}
