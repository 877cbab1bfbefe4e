// The kitchen list: tick, untick and delete without a reload, the search link following, and
// suggestions from the food catalog for the "add an ingredient" box.
(function (site) {
  "use strict";

  function itemURL(item) {
    return "/api/v1/pantry/" + encodeURIComponent(item.dataset.id);
  }

  function updateKitchenSearch() {
    var link = document.getElementById("pantry-search");
    if (!link) return;
    var names = [];
    document.querySelectorAll(".pantry-item[data-ticked=true]").forEach(function (item) {
      names.push("i=" + encodeURIComponent(item.dataset.name));
    });
    link.href = names.length ? "/?" + names.join("&") : "/";
    var count = document.getElementById("pantry-ticked");
    if (count) count.textContent = String(names.length);
  }

  site.onSubmit("form.pantry-tick", function (form) {
    var item = form.closest(".pantry-item");
    var field = form.querySelector("input[name=ticked]");
    var button = form.querySelector("button");
    var ticked = field.value === "1";
    site.enhance(form, function () {
      return site.api("PATCH", itemURL(item), { ticked: ticked }, form).then(function () {
        field.value = ticked ? "0" : "1";
        button.setAttribute("aria-pressed", ticked ? "true" : "false");
        item.dataset.ticked = ticked ? "true" : "false";
        updateKitchenSearch();
      });
    });
  });

  site.onSubmit("form.pantry-delete", function (form) {
    var item = form.closest(".pantry-item");
    site.enhance(form, function () {
      return site.api("DELETE", itemURL(item), undefined, form).then(function () {
        item.remove();
        updateKitchenSearch();
      });
    });
  });

  function suggestFoods(input) {
    var list = document.getElementById(input.getAttribute("list"));
    var text = input.value.trim();
    if (!list || text.length < 2) return;
    fetch("/api/v1/foods/suggest?q=" + encodeURIComponent(text), { headers: { "Accept": "application/json" } })
      .then(function (response) { return response.ok ? response.json() : { suggestions: [] }; })
      .then(function (body) {
        if (input.value.trim() !== text) return;
        list.replaceChildren.apply(list, body.suggestions.map(function (food) {
          var option = document.createElement("option");
          option.value = food.name;
          return option;
        }));
      }, function () {});
  }

  var pending = null;
  document.addEventListener("input", function (event) {
    var target = event.target;
    if (target.id !== "pantry-name") return;
    clearTimeout(pending);
    pending = setTimeout(function () { suggestFoods(target); }, 150);
  });
})(Reciplease);
