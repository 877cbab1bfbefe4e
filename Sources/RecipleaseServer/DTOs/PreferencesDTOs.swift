import Foundation
import Vapor

/// `GET` and `PUT /api/v1/preferences`. A missing list in a `PUT` means none of that kind.
struct PreferencesDTO: Content, KnownKeys {
    let diets: [String]
    let cuisines: [String]
    let intolerances: [String]

    enum CodingKeys: String, CodingKey, CaseIterable { case diets, cuisines, intolerances }

    init(_ preferences: SearchPreferences) {
        diets = preferences.diets
        cuisines = preferences.cuisines
        intolerances = preferences.intolerances
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        diets = try c.decodeIfPresent([String].self, forKey: .diets) ?? []
        cuisines = try c.decodeIfPresent([String].self, forKey: .cuisines) ?? []
        intolerances = try c.decodeIfPresent([String].self, forKey: .intolerances) ?? []
    }
}
