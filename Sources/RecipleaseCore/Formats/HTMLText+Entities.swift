import Foundation

extension HTMLText {
    /// What character references name: HTML 4's entities (Latin-1, typography, common symbols)
    /// and the fractions and punctuation names HTML 5 added that recipe pages use. `nbsp` reads
    /// as a plain space: lines are tidied anyway.
    static let namedEntities: [String: UInt32] = [
        "quot": 34, "amp": 38, "apos": 39, "lt": 60, "gt": 62, "nbsp": 32,
        "iexcl": 161, "cent": 162, "pound": 163, "curren": 164, "yen": 165, "brvbar": 166, "sect": 167,
        "uml": 168, "copy": 169, "ordf": 170, "laquo": 171, "not": 172, "shy": 173, "reg": 174, "macr": 175,
        "deg": 176, "plusmn": 177, "sup2": 178, "sup3": 179, "acute": 180, "micro": 181, "para": 182,
        "middot": 183, "cedil": 184, "sup1": 185, "ordm": 186, "raquo": 187, "frac14": 188, "frac12": 189,
        "frac34": 190, "iquest": 191, "Agrave": 192, "Aacute": 193, "Acirc": 194, "Atilde": 195, "Auml": 196,
        "Aring": 197, "AElig": 198, "Ccedil": 199, "Egrave": 200, "Eacute": 201, "Ecirc": 202, "Euml": 203,
        "Igrave": 204, "Iacute": 205, "Icirc": 206, "Iuml": 207, "ETH": 208, "Ntilde": 209, "Ograve": 210,
        "Oacute": 211, "Ocirc": 212, "Otilde": 213, "Ouml": 214, "times": 215, "Oslash": 216, "Ugrave": 217,
        "Uacute": 218, "Ucirc": 219, "Uuml": 220, "Yacute": 221, "THORN": 222, "szlig": 223, "agrave": 224,
        "aacute": 225, "acirc": 226, "atilde": 227, "auml": 228, "aring": 229, "aelig": 230, "ccedil": 231,
        "egrave": 232, "eacute": 233, "ecirc": 234, "euml": 235, "igrave": 236, "iacute": 237, "icirc": 238,
        "iuml": 239, "eth": 240, "ntilde": 241, "ograve": 242, "oacute": 243, "ocirc": 244, "otilde": 245,
        "ouml": 246, "divide": 247, "oslash": 248, "ugrave": 249, "uacute": 250, "ucirc": 251, "uuml": 252,
        "yacute": 253, "thorn": 254, "yuml": 255,
        "OElig": 338, "oelig": 339, "Scaron": 352, "scaron": 353, "Yuml": 376, "fnof": 402, "circ": 710,
        "tilde": 732, "mu": 956, "ensp": 8194, "emsp": 8195, "thinsp": 8201, "zwnj": 8204, "zwj": 8205,
        "lrm": 8206, "rlm": 8207, "hyphen": 8208, "dash": 8208, "ndash": 8211, "mdash": 8212, "lsquo": 8216,
        "rsquo": 8217, "sbquo": 8218, "ldquo": 8220, "rdquo": 8221, "bdquo": 8222, "dagger": 8224,
        "Dagger": 8225, "bull": 8226, "hellip": 8230, "permil": 8240, "prime": 8242, "Prime": 8243,
        "lsaquo": 8249, "rsaquo": 8250, "frasl": 8260, "euro": 8364, "trade": 8482, "larr": 8592,
        "rarr": 8594, "minus": 8722, "asymp": 8776, "ne": 8800, "le": 8804, "ge": 8805, "infin": 8734,
        "half": 189, "frac13": 8531, "frac23": 8532, "frac15": 8533, "frac25": 8534, "frac35": 8535,
        "frac45": 8536, "frac16": 8537, "frac56": 8538, "frac18": 8539, "frac38": 8540, "frac58": 8541,
        "frac78": 8542, "num": 35, "dollar": 36, "percnt": 37, "lpar": 40, "rpar": 41, "ast": 42,
        "plus": 43, "comma": 44, "period": 46, "sol": 47, "colon": 58, "semi": 59, "equals": 61,
        "quest": 63, "commat": 64, "lsqb": 91, "lbrack": 91, "bsol": 92, "rsqb": 93, "rbrack": 93,
        "lowbar": 95, "grave": 96, "lcub": 123, "lbrace": 123, "verbar": 124, "vert": 124, "rcub": 125,
        "rbrace": 125, "excl": 33, "check": 10003, "star": 9734, "starf": 9733,
    ]

    /// The characters Windows-1252 puts at 128...159 (undefined places keep their number).
    static let windows1252: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
