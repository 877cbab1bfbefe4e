import Foundation
import RecipleaseCore
import Vapor

/// "My recipes": the list, the form that creates and edits, and delete with a confirmation page.
/// Everything works as plain forms; the script only shows the recognised foods while typing.
struct MyRecipesController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let mine = routes.grouped("my-recipes").grouped(RequireSignInMiddleware())
        mine.get(use: index)
        mine.get("new", use: new)
        mine.post(use: create)
        mine.get(":id", "edit", use: edit)
        mine.post(":id", use: update)
        mine.get(":id", "delete", use: confirmDelete)
        mine.post(":id", "delete", use: delete)
    }

    func index(request: Request) async throws -> View {
        let rows = try await UserRecipes(user: try request.signedInUser(), on: request.db).list()
        let store = request.recipes
        let notice: String? = switch request.queryValues("done").last {
        case "deleted": "The recipe was deleted."
        default: nil
        }
        return try await request.view.render("pages/my-recipes-index", MyRecipesPage(
            title: "My recipes",
            notice: notice,
            recipes: rows.compactMap { row in
                guard let id = row.id.map(UserRecipes.recipeID(of:)) else { return nil }
                let recipe = store.recipe(Recipe.ID(id))
                return MyRecipesPage.Item(
                    id: id, title: row.title, url: "/recipes/\(id)", editURL: "/my-recipes/\(id)/edit",
                    deleteURL: "/my-recipes/\(id)/delete", planURL: "/planner/add?recipe=\(id)",
                    servings: row.servings, totalMinutes: recipe?.totalMinutes, image: recipe?.pictureURL ?? RecipeImageController.url(for: Recipe.ID(id))
                )
            }
        ))
    }

    func new(request: Request) async throws -> View {
        var input = RecipeInput()
        input.servings = 2
        return try await render(request, input: input, row: nil, errors: [])
    }

    func edit(request: Request) async throws -> View {
        let row = try await own(request)
        return try await render(request, input: row.input, row: row, errors: [])
    }

    func create(request: Request) async throws -> Response {
        let (input, problems) = try RecipeForm.read(request)
        let recipes = try UserRecipes(user: try request.signedInUser(), on: request.db)
        do {
            let checked = try RecipeRules.check(input, problems: problems)
            let recipe = try await recipes.create(checked, store: request.recipes, now: request.now)
            return request.redirect(to: "/recipes/\(recipe.id.rawValue)?done=saved", redirectType: .normal)
        } catch let error as RecipeInputError {
            return try await failed(request, input: input, row: nil, errors: error.problems)
        } catch let error as any AbortError {
            return try await failed(request, input: input, row: nil, errors: [error.reason], status: error.status)
        }
    }

    func update(request: Request) async throws -> Response {
        let row = try await own(request)
        let (input, problems) = try RecipeForm.read(request)
        let recipes = try UserRecipes(user: try request.signedInUser(), on: request.db)
        do {
            let checked = try RecipeRules.check(input, problems: problems)
            let recipe = try await recipes.update(row, with: checked, store: request.recipes, now: request.now)
            return request.redirect(to: "/recipes/\(recipe.id.rawValue)?done=saved", redirectType: .normal)
        } catch let error as RecipeInputError {
            return try await failed(request, input: input, row: row, errors: error.problems)
        }
    }

    /// Asks before deleting; when a plan uses the recipe, says which days instead.
    func confirmDelete(request: Request) async throws -> View {
        let row = try await own(request)
        let inUse = try await UserRecipes(user: try request.signedInUser(), on: request.db).planUses(of: row)
        return try await renderDelete(request, row: row, inUse: inUse)
    }

    func delete(request: Request) async throws -> Response {
        let row = try await own(request)
        do {
            try await UserRecipes(user: try request.signedInUser(), on: request.db).delete(row, store: request.recipes)
        } catch let error as RecipeInUseError {
            let response = try await renderDelete(request, row: row, inUse: error).encodeResponse(for: request)
            response.status = .conflict
            return response
        }
        return request.redirect(to: "/my-recipes?done=deleted", redirectType: .normal)
    }

    // MARK: -

    private func own(_ request: Request) async throws -> UserRecipe {
        let id = request.parameters.get("id") ?? ""
        guard let row = try await UserRecipes(user: try request.signedInUser(), on: request.db).find(id) else {
            throw Abort(.notFound, reason: "You have no recipe here. It may have been deleted; see My recipes.")
        }
        return row
    }

    private func renderDelete(_ request: Request, row: UserRecipe, inUse: RecipeInUseError?) async throws -> View {
        let id = UserRecipes.recipeID(of: try row.requireID())
        return try await request.view.render("pages/my-recipe-delete", MyRecipeDeletePage(
            title: "Delete \(row.title)?", recipeTitle: row.title, recipeURL: "/recipes/\(id)",
            action: "/my-recipes/\(id)/delete", csrf: try await request.csrfToken(),
            blocked: inUse?.reason,
            uses: inUse?.uses.map { use in
                MyRecipeDeletePage.Use(text: "\(use.date.longText), \(use.meal)", url: "/planner?week=\(use.date.monday)#day-\(use.date)")
            } ?? []
        ))
    }

    private func failed(_ request: Request, input: RecipeInput, row: UserRecipe?, errors: [String],
                        status: HTTPResponseStatus = .badRequest) async throws -> Response {
        let response = try await render(request, input: input, row: row, errors: errors).encodeResponse(for: request)
        response.status = status
        return response
    }

    private func render(_ request: Request, input: RecipeInput, row: UserRecipe?, errors: [String]) async throws -> View {
        let id = try row.map { UserRecipes.recipeID(of: try $0.requireID()) }
        let parser = request.recipes.parser
        let catalog = request.recipes.catalog
        let chosen = Set(input.mealTypes.map { $0.lowercased() })
        return try await request.view.render("pages/my-recipe-edit", RecipeFormPage(
            title: row == nil ? "New recipe" : "Edit \(row?.title ?? "recipe")",
            heading: row == nil ? "New recipe" : "Edit recipe",
            action: id.map { "/my-recipes/\($0)" } ?? "/my-recipes",
            cancelURL: id.map { "/recipes/\($0)" } ?? "/my-recipes",
            deleteURL: id.map { "/my-recipes/\($0)/delete" },
            csrf: try await request.csrfToken(),
            errors: errors,
            values: RecipeFormPage.Values(
                title: input.title ?? "",
                servings: input.servings.map(String.init) ?? "",
                prepMinutes: input.prepMinutes.map(String.init) ?? "",
                cookMinutes: input.cookMinutes.map(String.init) ?? "",
                cuisine: input.cuisines.joined(separator: ", "),
                ingredients: input.ingredients.joined(separator: "\n"),
                instructions: input.instructions.joined(separator: "\n"),
                image: input.image ?? "",
                video: input.videoURL ?? "",
                notes: input.notes ?? ""
            ),
            mealTypes: MealType.allCases.map { meal in
                RecipeFormPage.Option(value: meal.rawValue, label: meal.rawValue.capitalized, checked: chosen.contains(meal.rawValue))
            },
            // What the parser makes of the lines now; the script keeps this in step while typing.
            lines: input.ingredients.map(RecipeRules.line).filter { !$0.isEmpty }.map { line in
                let food = parser.parse(line).food
                return RecipeFormPage.Line(text: line, food: food.map { catalog[$0]?.name ?? $0.rawValue })
            },
            cuisines: Cuisine.known,
            maxLines: RecipeRules.maxIngredients,
            lineLength: RecipeRules.lineLength
        ))
    }
}

/// The recipe form's fields, read as text: numbers that are not numbers become problems to show.
enum RecipeForm {
    struct Fields: Content {
        var title: String?
        var servings: String?
        var prepMinutes: String?
        var cookMinutes: String?
        var cuisine: String?
        var mealTypes: [String]?
        var ingredients: String?
        var instructions: String?
        var image: String?
        var video: String?
        var notes: String?
    }

    static func read(_ request: Request) throws -> (RecipeInput, [String]) {
        let fields = try request.content.decode(Fields.self)
        var problems: [String] = []
        func number(_ text: String?, _ name: String, _ rule: String) -> Int? {
            let text = (text ?? "").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            guard let value = Int(text) else {
                problems.append("\(name) must be a whole number \(rule); \"\(text.prefix(20))\" is not.")
                return nil
            }
            return value
        }
        let input = RecipeInput(
            title: fields.title,
            servings: number(fields.servings, "Servings", "from 1 to 100"),
            prepMinutes: number(fields.prepMinutes, "Prep time", "of minutes"),
            cookMinutes: number(fields.cookMinutes, "Cook time", "of minutes"),
            cuisines: (fields.cuisine ?? "").split(separator: ",").map(String.init),
            mealTypes: fields.mealTypes ?? [],
            ingredients: RecipeRules.lines(fields.ingredients ?? ""),
            instructions: RecipeRules.lines(fields.instructions ?? ""),
            image: fields.image, videoURL: fields.video, sourceURL: nil,
            notes: fields.notes
        )
        return (input, problems)
    }
}

struct MyRecipesPage: Encodable {
    struct Item: Encodable {
        let id: String
        let title: String
        let url: String
        let editURL: String
        let deleteURL: String
        let planURL: String
        let servings: Int
        let totalMinutes: Int?
        let image: String
    }

    let title: String
    let notice: String?
    let recipes: [Item]
}

struct RecipeFormPage: Encodable {
    struct Values: Encodable {
        let title: String
        let servings: String
        let prepMinutes: String
        let cookMinutes: String
        let cuisine: String
        let ingredients: String
        let instructions: String
        let image: String
        let video: String
        let notes: String
    }

    struct Option: Encodable {
        let value: String
        let label: String
        let checked: Bool
    }

    struct Line: Encodable {
        let text: String
        let food: String?
    }

    let title: String
    let heading: String
    let action: String
    let cancelURL: String
    let deleteURL: String?
    let csrf: String
    let errors: [String]
    let values: Values
    let mealTypes: [Option]
    let lines: [Line]
    let cuisines: [String]
    let maxLines: Int
    let lineLength: Int
}

struct MyRecipeDeletePage: Encodable {
    struct Use: Encodable {
        let text: String
        let url: String
    }

    let title: String
    let recipeTitle: String
    let recipeURL: String
    let action: String
    let csrf: String
    /// Why it cannot be deleted now, if it cannot.
    let blocked: String?
    let uses: [Use]
}
