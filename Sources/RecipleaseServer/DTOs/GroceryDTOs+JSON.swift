import Foundation
import Vapor

// The grocery list is the most-read answer of a household: written by `JSONWriter`, in the
// members' order of the `Encodable` conformances (a test checks both spell the same JSON).

extension GroceryListDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("from"); json.value(from)
        json.key("to"); json.value(to)
        json.key("unitSystem"); json.value(unitSystem)
        json.key("items")
        json.beginArray()
        for item in items { item.write(to: &json) }
        json.endArray()
        json.key("hiddenCount"); json.value(hiddenCount)
        json.key("unavailable"); json.value(unavailable)
        json.endObject()
    }
}

extension GroceryItemDTO {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("key"); json.value(key)
        json.key("food"); json.value(food)
        json.key("quantity"); json.value(quantity)
        json.key("unit"); json.value(unit)
        json.key("packageSize")
        if let packageSize {
            json.beginObject()
            json.key("amount"); json.value(packageSize.amount)
            json.key("unit"); json.value(packageSize.unit)
            json.endObject()
        } else {
            json.null()
        }
        json.key("display"); json.value(display)
        json.key("aisle"); json.value(aisle)
        json.key("recipes"); json.value(recipes)
        json.key("parts")
        json.beginArray()
        for part in parts {
            json.beginObject()
            json.key("recipe"); json.value(part.recipe)
            json.key("recipeId"); json.value(part.recipeId)
            json.key("addedId"); json.value(part.addedId)
            json.key("amount"); json.value(part.amount)
            json.key("lines"); json.value(part.lines)
            json.key("addedBy"); json.value(part.addedBy)
            json.endObject()
        }
        json.endArray()
        json.key("planned"); json.value(planned)
        json.key("added"); json.value(added)
        json.key("checked"); json.value(checked)
        json.key("manual"); json.value(manual)
        json.key("id"); json.value(id)
        json.key("addedIds")
        json.beginArray()
        for id in addedIds { json.value(id) }
        json.endArray()
        json.key("checkedBy"); json.value(checkedBy)
        json.endObject()
    }
}

extension JSONWriter {
    mutating func value(_ person: PersonDTO?) {
        guard let person else { return null() }
        beginObject()
        key("id"); value(person.id)
        key("username"); value(person.username)
        endObject()
    }
}
