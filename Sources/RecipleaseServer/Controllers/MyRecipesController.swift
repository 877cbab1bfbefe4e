import Foundation
import RecipleaseCore
import Vapor

/// "My recipes": the list, the form that creates and edits, and delete with a confirmation page.
/// Everything works as plain forms; the script only shows the recognised foods while typing.
struct MyRecipesController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let mine = routes.grouped(SiteURL.Root.myRecipes.component).grouped(RequireSignInMiddleware())
        mine.get(use: index)
        mine.get("new", use: new)
        // The form may carry a photo (multipart); `RequestBodyLimits` knows these sizes too.
        let form = ByteCount(integerLiteral: RecipePhotoController.maxFormBody)
        mine.on(.POST, body: .collect(maxSize: form), use: create)
        mine.get(":id", "edit", use: edit)
        mine.on(.POST, ":id", body: .collect(maxSize: form), use: update)
        mine.get(":id", "delete", use: confirmDelete)
        mine.post(":id", "delete", use: delete)
    }

    func index(request: Request) async throws -> View {
        // A page past the last shows the last; one that is no number is a page that says so.
        let number = try SearchParameters.integer(request, "page", default: 1, range: 1...10_000)
        let rows = try await UserRecipes(user: try request.signedInUser(), on: request.db).listed()
        let page = MyRecipesPage(rows: rows, current: request.recipes.recipe, done: request.queryValues("done").last, page: number,
                                 strings: request.strings)
        return try await request.view.render("pages/my-recipes-index", page)
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
        let user = try request.signedInUser()
        let recipes = try UserRecipes(user: user, on: request.db)
        do {
            let checked = try RecipeRules.check(input, problems: problems)
            // The photo is checked before anything is written, so a refused one leaves no recipe behind.
            let photo = try RecipeForm.photo(request)
            if case let .replace(data) = photo { try await UserRecipePhotos(user: user, on: request.db).checkRoom(for: data.count) }
            let recipe = try await recipes.create(checked, store: request.recipes, now: request.now, shared: try RecipeForm.shared(request) ?? false)
            if case let .replace(data) = photo, let rowID = UserRecipes.rowID(of: recipe.id.rawValue),
               let refused = try await savingPhoto(data, rowID: rowID, of: recipe, photos: UserRecipePhotos(user: user, on: request.db), request) {
                return refused
            }
            return request.redirect(to: SiteURL.recipe(recipe.id, done: "saved"), redirectType: .normal)
        } catch let error as RecipeInputError {
            return try await failed(request, input: input, row: nil, errors: error.messages(in: request.strings))
        } catch let error as CodedProblem where error.code.hasPrefix("photo.") {
            return try await failed(request, input: input, row: nil, photoError: error.message(in: request.strings), status: error.status)
        } catch {
            guard let error = Refusal(error, in: request.strings) else { throw error }
            return try await failed(request, input: input, row: nil, errors: [error.reason], status: error.status)
        }
    }

    func update(request: Request) async throws -> Response {
        let row = try await own(request)
        let (input, problems) = try RecipeForm.read(request, saved: row.input)
        let user = try request.signedInUser()
        let recipes = try UserRecipes(user: user, on: request.db)
        do {
            let checked = try RecipeRules.check(input, problems: problems)
            let photo = try RecipeForm.photo(request)
            if case let .replace(data) = photo {
                try await UserRecipePhotos(user: user, on: request.db).checkRoom(for: data.count, recipeID: try row.requireID())
            }
            let recipe = try await recipes.update(row, with: checked, store: request.recipes, now: request.now, shared: try RecipeForm.shared(request))
            let photos = try UserRecipePhotos(user: user, on: request.db)
            let rowID = try row.requireID()
            switch photo {
            case .keep: break
            case let .replace(data):
                if let refused = try await savingPhoto(data, rowID: rowID, of: recipe, photos: photos, request) {
                    try await request.publishShared(.recipes, user: user)
                    return refused
                }
            case .remove: try await photos.remove(recipeID: rowID, now: request.now, store: request.recipes)
            }
            // A household's plan and list may show this recipe: their open pages refresh.
            try await request.publishShared(.recipes, user: user)
            return request.redirect(to: SiteURL.recipe(recipe.id, done: "saved"), redirectType: .normal)
        } catch let error as RecipeInputError {
            return try await failed(request, input: input, row: row, errors: error.messages(in: request.strings))
        } catch let error as CodedProblem where error.code.hasPrefix("photo.") {
            return try await failed(request, input: input, row: row, photoError: error.message(in: request.strings), status: error.status)
        } catch let error as CodedProblem where error.code == "recipes.text-full" {
            // The form comes back with what was typed, and why it was not kept.
            return try await failed(request, input: input, row: row, errors: [error.message(in: request.strings)], status: error.status)
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
            let user = try request.signedInUser()
            try await UserRecipes(user: user, on: request.db).delete(row, store: request.recipes)
            try await request.publishShared(.recipes, user: user)
        } catch let error as RecipeInUseError {
            let response = try await renderDelete(request, row: row, inUse: error).encodeResponse(for: request)
            response.status = .conflict
            return response
        }
        return request.redirect(to: SiteURL.myRecipes(done: "deleted"), redirectType: .normal)
    }

    // MARK: -

    private func own(_ request: Request) async throws -> UserRecipe {
        let id = request.parameters.get("id") ?? ""
        guard let row = try await UserRecipes(user: try request.signedInUser(), on: request.db).find(id) else {
            throw RequestProblem.missingPage(.ownRecipe)
        }
        return row
    }

    private func renderDelete(_ request: Request, row: UserRecipe, inUse: RecipeInUseError?) async throws -> View {
        let id = UserRecipes.recipeID(of: try row.requireID())
        let page = MyRecipeDeletePage(recipeID: id, recipeTitle: row.title, blocked: inUse?.message(in: request.strings),
                                      uses: inUse?.uses.map { ($0.date, $0.meal) } ?? [], csrf: try await request.csrfToken(), strings: request.strings)
        return try await request.view.render("pages/my-recipe-delete", page)
    }

    /// Saves the photo of a recipe just written: nil once saved, else the answer that says the
    /// recipe was saved without it (`savedWithoutPhoto`).
    private func savingPhoto(_ data: Data, rowID: UUID, of recipe: Recipe, photos: UserRecipePhotos, _ request: Request) async throws -> Response? {
        do {
            try await photos.save(data, recipeID: rowID, now: request.now, store: request.recipes)
            return nil
        } catch let error as CodedProblem where error.code.hasPrefix("photo.") {
            return try await savedWithoutPhoto(request, recipeID: recipe.id.rawValue, error)
        }
    }

    /// The form again with what was wrong; a refused photo is told beside its field too.
    /// The recipe is saved but its photo was refused as it was written (the account's room for
    /// photos filled between the form's check and the write): the saved recipe's form, saying
    /// so, where it said "Nothing was saved" and a second try made a second recipe.
    private func savedWithoutPhoto(_ request: Request, recipeID: String, _ error: CodedProblem) async throws -> Response {
        guard let row = try await UserRecipes(user: try request.signedInUser(), on: request.db).find(recipeID) else {
            throw RequestProblem.missingPage(.ownRecipe)
        }
        let message = error.message(in: request.strings)
        let response = try await render(request, input: row.input, row: row, errors: [message], photoError: message, savedWithoutPhoto: true)
            .encodeResponse(for: request)
        response.status = error.status
        return response
    }

    private func failed(_ request: Request, input: RecipeInput, row: UserRecipe?, errors: [String] = [], photoError: String? = nil,
                        status: HTTPResponseStatus = .badRequest) async throws -> Response {
        let response = try await render(request, input: input, row: row, errors: errors + [photoError].compactMap { $0 }, photoError: photoError)
            .encodeResponse(for: request)
        response.status = status
        return response
    }

    private func render(_ request: Request, input: RecipeInput, row: UserRecipe?, errors: [String], photoError: String? = nil,
                        savedWithoutPhoto: Bool = false) async throws -> View {
        let id = try row.map { UserRecipes.recipeID(of: try $0.requireID()) }
        var page = RecipeFormPage(input: input, editing: id.map { ($0, row?.title ?? "recipe") }, parser: request.recipes.parser,
                                  catalog: request.recipes.catalog, errors: errors, csrf: try await request.csrfToken(),
                                  photo: id.flatMap { id in row?.photoTag.map { SiteURL.myRecipePhoto(id, tag: $0) } }, strings: request.strings)
        page.photoError = photoError
        page.savedWithoutPhoto = savedWithoutPhoto
        if try await request.sharedScope(of: request.signedInUser()).householdID != nil {
            page.shareShown = true
            // A refused form shows the box as it was sent.
            var sent: Bool?
            if request.method == .POST { sent = try RecipeForm.shared(request) }
            page.shareChecked = sent ?? row?.sharedWithHousehold ?? false
        }
        return try await request.view.render("pages/my-recipe-edit", page)
    }
}

/// The recipe form's fields, read as text: numbers that are not numbers become problems to show.
enum RecipeForm {
    struct Fields: Content {
        var title: String?
        var servings: String?
        var yield: String?
        var prepMinutes: String?
        var cookMinutes: String?
        var cuisine: String?
        var tags: String?
        var ingredients: String?
        var instructions: String?
        var image: String?
        var video: String?
        var notes: String?
        // The meal types, a checkbox group, are read with `Request.formValues`.
    }

    /// What the form asks of the photo: a file chosen replaces it, "Remove photo" removes it.
    enum PhotoChange: Equatable {
        case keep
        case replace(Data)
        case remove
    }

    private struct PhotoFields: Content {
        var photo: File?
        var removePhoto: String?
    }

    /// The photo part of the form, its bytes checked (kind by content, size); a form sent
    /// without a file (or URL-encoded) keeps the photo as it is.
    static func photo(_ request: Request) throws -> PhotoChange {
        guard request.headers.contentType == .formData else { return .keep }
        let fields = try request.content.decode(PhotoFields.self)
        if let file = fields.photo, file.data.readableBytes > 0 {
            let data = Data(file.data.readableBytesView)
            try UserRecipePhotos.check(data)
            return .replace(data)
        }
        return fields.removePhoto == "1" ? .remove : .keep
    }

    /// The "Share with my household" box: nil when the form did not show it (the user is in no
    /// household, or the page is from before), so the recipe's sharing stays as it is.
    static func shared(_ request: Request) throws -> Bool? {
        guard try request.formValues("shareFieldShown").contains("1") else { return nil }
        return try request.formValues("sharedWithHousehold").contains("1")
    }

    /// The recipe the form sends. Editing, what the form does not show stays as `saved` has it:
    /// the source address of an imported recipe, and its tags when the form came without the
    /// field (a page from before it had one); saving a form unchanged changes nothing.
    static func read(_ request: Request, saved: RecipeInput? = nil) throws -> (RecipeInput, [RecipeProblem]) {
        let fields = try request.content.decode(Fields.self)
        var problems: [RecipeProblem] = []
        func number(_ text: String?, _ field: String) -> Int? {
            let text = (text ?? "").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            guard let value = Int(text) else {
                problems.append(.notANumber(field, given: text))
                return nil
            }
            return value
        }
        let input = RecipeInput(
            title: fields.title,
            servings: number(fields.servings, "servings"),
            prepMinutes: number(fields.prepMinutes, "prep"),
            cookMinutes: number(fields.cookMinutes, "cook"),
            cuisines: (fields.cuisine ?? "").split(separator: ",").map(String.init),
            mealTypes: try request.formValues("mealTypes"),
            ingredients: RecipeRules.lines(fields.ingredients ?? ""),
            instructions: RecipeRules.lines(fields.instructions ?? ""),
            image: fields.image, videoURL: fields.video, sourceURL: saved?.sourceURL,
            notes: fields.notes, tags: fields.tags.map { $0.split(separator: ",").map(String.init) } ?? saved?.tags ?? [],
            yieldText: fields.yield
        )
        return (input, problems)
    }
}
