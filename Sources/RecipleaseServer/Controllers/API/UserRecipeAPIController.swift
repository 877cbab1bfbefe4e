import Foundation
import RecipleaseCore
import Vapor

/// The signed-in user's own recipes: create, replace, delete. Reading goes through
/// `GET /api/v1/recipes/{id}` like any recipe (answered to the owner only).
struct UserRecipeAPIController: RouteCollection {
    /// A recipe at every bound of `RecipeRules` (100 lines of 200 characters, 60 steps of 2,000,
    /// notes of 4,000: about 150 KB) with every character escaped, and the extra fields of a
    /// `GET` answer sent back as it is; the server's default of 16 KB refused a long recipe.
    static let maxBody: ByteCount = "1mb"

    func boot(routes: any RoutesBuilder) throws {
        let recipes = routes.grouped("recipes").grouped(APIAuthMiddleware())
        recipes.on(.POST, body: .collect(maxSize: Self.maxBody), use: create)
        recipes.on(.PUT, ":id", body: .collect(maxSize: Self.maxBody), use: update)
        recipes.delete(":id", use: delete)
        routes.grouped("my-recipes").grouped(APIAuthMiddleware()).get(use: index)
    }

    /// `GET /api/v1/my-recipes` → `{recipes: [{id, title, servings, yield, totalMinutes, updatedAt}]}`, by title.
    func index(request: Request) async throws -> UserRecipeListDTO {
        let rows = try await UserRecipes(user: request.requireAPIUser(), on: request.db).listed()
        return UserRecipeListDTO(recipes: rows.map { row in
            let minutes = row.prepMinutes == nil && row.cookMinutes == nil ? nil : (row.prepMinutes ?? 0) + (row.cookMinutes ?? 0)
            return UserRecipeSummaryDTO(id: UserRecipes.recipeID(of: row.id), title: row.title, servings: row.servings,
                                        yield: row.yieldText, totalMinutes: minutes, updatedAt: row.updatedAt,
                                        sharedWithHousehold: row.sharedWithHousehold)
        })
    }

    /// `POST /api/v1/recipes` → 201 with the recipe as `GET /api/v1/recipes/{id}` answers it.
    func create(request: Request) async throws -> Response {
        let user = try await request.requireAPIUser()
        let body = try request.decodeJSON(RecipeInputDTO.self)
        let checked = try RecipeRules.check(body.input)
        let shared = body.sharedWithHousehold ?? false
        let recipe = try await UserRecipes(user: user, on: request.db).create(checked, store: request.recipes, now: request.now, shared: shared)
        var dto = RecipeDTO(recipe, source: "mine", catalog: request.recipes.catalog)
        dto.sharedWithHousehold = shared
        let response = try await dto.encodeResponse(status: .created, for: request)
        response.headers.replaceOrAdd(name: .location, value: SiteURL.apiRecipe(recipe.id))
        return response
    }

    /// `PUT /api/v1/recipes/{id}` → the recipe as it is now. Every field is replaced.
    func update(request: Request) async throws -> RecipeDTO {
        let (recipes, row) = try await UserRecipeAPIController.own(request)
        let id = UserRecipes.recipeID(of: try row.requireID())
        let body = try request.decodeJSON(RecipeInputDTO.self)
        let checked = try RecipeRules.check(body.input, picturePath: SiteURL.recipeImage(Recipe.ID(id)))
        let recipe = try await recipes.update(row, with: checked, store: request.recipes, now: request.now, shared: body.sharedWithHousehold)
        // A household's plan and list may show this recipe: their open pages refresh.
        try await request.publishShared(.recipes, user: try await request.requireAPIUser())
        var dto = RecipeDTO(recipe, source: "mine", catalog: request.recipes.catalog)
        dto.sharedWithHousehold = row.sharedWithHousehold
        return dto
    }

    /// `DELETE /api/v1/recipes/{id}` → 204; 409 with `planDays` when a plan uses it.
    func delete(request: Request) async throws -> Response {
        let (recipes, row) = try await UserRecipeAPIController.own(request)
        do {
            try await recipes.delete(row, store: request.recipes)
            try await request.publishShared(.recipes, user: try await request.requireAPIUser())
        } catch let error as RecipeInUseError {
            return try await RecipeInUseDTO(code: error.code, reason: error.message(in: request.strings), planDays: error.days).encodeResponse(status: .conflict, for: request)
        }
        return Response(status: .noContent)
    }

    /// The signed-in user's recipe named in the path: 403 for a library recipe (nobody's to
    /// change), 404 for anything else that is not theirs.
    static func own(_ request: Request) async throws -> (UserRecipes, UserRecipe) {
        let id = request.parameters.get("id") ?? ""
        let recipes = try UserRecipes(user: try await request.requireAPIUser(), on: request.db)
        if let row = try await recipes.find(id) { return (recipes, row) }
        if let recipe = request.recipes.recipe(Recipe.ID(id)), recipe.owner == nil {
            throw RequestProblem.libraryRecipe(id: id)
        }
        throw RequestProblem.missing(.ownRecipe, id: String(id.prefix(60)))
    }
}
