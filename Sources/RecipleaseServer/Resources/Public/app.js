// Reciplease: small enhancements on top of pages that work without JavaScript.
// Every form here still posts normally; a script only saves the page reload.
// Calls to the API carry the session cookie, so they send the form's CSRF token in X-CSRF-Token.
(function () {
  "use strict";

  function tokenOf(form) {
    var field = form.querySelector("input[name=csrf]");
    return field ? field.value : "";
  }

  function api(method, url, token, body) {
    var headers = { "Accept": "application/json", "X-CSRF-Token": token };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return fetch(url, {
      method: method,
      credentials: "same-origin",
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body)
    }).then(function (response) {
      if (!response.ok) {
        var error = new Error("HTTP " + response.status);
        error.status = response.status;
        throw error;
      }
      return response.status === 204 ? null : response.json();
    });
  }

  // Case and accents do not count, as on the server.
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\s+/g, " ").trim();
  }

  // Runs the script's way; if that fails (signed out, expired token), the form posts as usual
  // and the page that comes back says what happened.
  function enhance(form, run) {
    if (form.dataset.busy) return;
    form.dataset.busy = "1";
    run().then(function () {
      delete form.dataset.busy;
    }, function () {
      delete form.dataset.busy;
      HTMLFormElement.prototype.submit.call(form);
    });
  }

  function favoriteURL(form) {
    return "/api/v1/favorites/" + encodeURIComponent(form.dataset.recipe);
  }

  // Letting go of a favorite that is already gone (another tab) is done, not a failure.
  function unfavorite(form) {
    return api("DELETE", favoriteURL(form), tokenOf(form)).catch(function (error) {
      if (error.status !== 404) throw error;
    });
  }

  // The heart: keeps or lets go of a recipe without leaving the page.
  function toggleHeart(form) {
    var field = form.querySelector("input[name=favorite]");
    var button = form.querySelector("button");
    var keep = field.value === "1";
    enhance(form, function () {
      var call = keep ? api("PUT", favoriteURL(form), tokenOf(form)) : unfavorite(form);
      return call.then(function () {
        field.value = keep ? "0" : "1";
        button.setAttribute("aria-pressed", keep ? "true" : "false");
      });
    });
  }

  // The favorites page: remove one, and filter by name as you type.
  function removeFavorite(form) {
    enhance(form, function () {
      return unfavorite(form).then(function () {
        var item = form.closest("li");
        if (item) item.remove();
        filterFavorites();
      });
    });
  }

  function filterFavorites() {
    var box = document.getElementById("favorites-filter");
    var list = document.getElementById("favorites-list");
    if (!box || !list) return;
    var needle = fold(box.value);
    var items = list.querySelectorAll("li[data-title]");
    var shown = 0;
    items.forEach(function (item) {
      var match = needle === "" || fold(item.dataset.title).indexOf(needle) !== -1;
      item.hidden = !match;
      if (match) shown += 1;
    });
    var count = document.getElementById("favorites-count");
    if (count) count.textContent = shown + " of " + items.length;
    var none = document.getElementById("favorites-none");
    if (none) none.hidden = shown > 0;
  }

  // The kitchen list: tick, untick and delete without a reload; the search link follows.
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

  function tickPantryItem(form) {
    var item = form.closest(".pantry-item");
    var field = form.querySelector("input[name=ticked]");
    var button = form.querySelector("button");
    var ticked = field.value === "1";
    enhance(form, function () {
      return api("PATCH", "/api/v1/pantry/" + encodeURIComponent(item.dataset.id), tokenOf(form), { ticked: ticked })
        .then(function () {
          field.value = ticked ? "0" : "1";
          button.setAttribute("aria-pressed", ticked ? "true" : "false");
          item.dataset.ticked = ticked ? "true" : "false";
          updateKitchenSearch();
        });
    });
  }

  function deletePantryItem(form) {
    var item = form.closest(".pantry-item");
    enhance(form, function () {
      return api("DELETE", "/api/v1/pantry/" + encodeURIComponent(item.dataset.id), tokenOf(form)).then(function () {
        item.remove();
        updateKitchenSearch();
      });
    });
  }

  // Suggestions from the food catalog for the "add an ingredient" box.
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

  var handlers = [
    ["form.heart", toggleHeart],
    ["form.favorite-remove", removeFavorite],
    ["form.pantry-tick", tickPantryItem],
    ["form.pantry-delete", deletePantryItem]
  ];

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!window.fetch || !(form instanceof HTMLFormElement)) return;
    for (var i = 0; i < handlers.length; i += 1) {
      if (form.matches(handlers[i][0])) {
        event.preventDefault();
        handlers[i][1](form);
        return;
      }
    }
  });

  var pending = null;
  document.addEventListener("input", function (event) {
    var target = event.target;
    if (target.id === "favorites-filter") {
      filterFavorites();
    } else if (target.id === "pantry-name") {
      clearTimeout(pending);
      pending = setTimeout(function () { suggestFoods(target); }, 150);
    }
  });
})();
