// The recipe form: the food each ingredient line is understood as, beside it, while typing.
(function (site) {
  "use strict";

  // The parser's own endpoint: the same parse the server does when the recipe is saved.
  function parseLines(lines) {
    return site.api("POST", "/api/v1/ingredients/parse", { lines: lines });
  }

  // Catalog ids are the food's name in lower case with dashes ("chicken-thigh").
  function foodName(result) {
    return result.food ? String(result.food).replace(/-/g, " ") : null;
  }

  // A line with no food, no name and no amount, only words ("For the sauce:"), heads the lines after it.
  function isHeading(result) {
    return !!result && !result.food && !result.name && result.quantity == null && !result.unit && !!result.comment;
  }

  function showRecognised(list, lines, results) {
    var items = lines.map(function (line, index) {
      var item = document.createElement("li");
      var text = document.createElement("span");
      text.className = "line-text";
      text.textContent = line;
      item.appendChild(text);
      item.appendChild(document.createTextNode(" "));
      var name = results[index] ? foodName(results[index]) : null;
      var heading = !name && isHeading(results[index]);
      if (!name && !heading) item.className = "unrecognised";
      var tag = document.createElement("span");
      tag.className = name ? "food-tag" : heading ? "hint" : "hint warn";
      tag.textContent = name || site.text(heading ? "js.recipeForm.groupHeading" : "js.recipeForm.notRecognised");
      item.appendChild(tag);
      return item;
    });
    list.replaceChildren.apply(list, items);
    showSummary(items.filter(function (item) { return item.className === "unrecognised"; }).length);
  }

  // The count above the lines, as the server writes it; hidden when every line is recognised.
  function showSummary(count) {
    var summary = document.getElementById("unrecognised-summary");
    if (!summary) return;
    summary.hidden = count === 0;
    summary.textContent = count === 0 ? "" : site.text(count === 1 ? "js.recipeForm.unrecognisedOne" : "js.recipeForm.unrecognised", { count: count });
  }

  var recognising = null;
  function recognise(textarea) {
    var list = document.getElementById("recognised-foods");
    if (!list) return;
    clearTimeout(recognising);
    recognising = setTimeout(function () {
      var lines = textarea.value.split(/\r?\n/).map(function (line) { return line.trim(); })
        .filter(function (line) { return line.length > 0; }).slice(0, 100);
      if (lines.length === 0) { list.replaceChildren(); showSummary(0); return; }
      var asked = textarea.value;
      parseLines(lines).then(function (body) {
        if (textarea.value !== asked) return; // typed on meanwhile; the next answer will come
        showRecognised(list, lines, body.results || []);
      }, function () {});
    }, 250);
  }

  document.addEventListener("input", function (event) {
    if (event.target.id === "recipe-ingredients") recognise(event.target);
  });

  site.onReady(function () {
    var ingredients = document.getElementById("recipe-ingredients");
    if (ingredients && ingredients.value.trim() !== "") recognise(ingredients);
  });
})(Reciplease);
