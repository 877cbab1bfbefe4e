// The favorites page: remove one without a reload, and filter by name as you type.
(function (site) {
  "use strict";

  // Case and accents do not count, as on the server.
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\s+/g, " ").trim();
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
    // with the last one removed there is nothing to filter: the page says so as it does when
    // opened with none ("Showing 0 of 0", "No favorite has that in its name" read as a failed search)
    var empty = items.length === 0;
    var count = document.getElementById("favorites-count");
    if (count) {
      count.textContent = site.text("js.favorites.count", { shown: shown, total: items.length });
      count.hidden = empty;
    }
    var filter = box.closest("form");
    if (filter) filter.hidden = empty;
    var none = document.getElementById("favorites-none");
    if (none) {
      if (!none.dataset.noMatch) none.dataset.noMatch = none.textContent;
      none.textContent = empty ? site.text("js.favorites.empty") : none.dataset.noMatch;
      none.hidden = shown > 0;
    }
  }

  // The same "Undo" the page shows after a removal without a script: it keeps the recipe again
  // and puts it back where it was.
  function offerUndo(form, item, list, next) {
    var notice = document.getElementById("favorites-notice");
    if (!notice) return;
    var box = document.createElement("p");
    box.className = "notice undo";
    box.textContent = site.text("js.favorites.removed", { title: form.dataset.title || "" }) + " ";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "link-button";
    button.textContent = site.text("js.favorites.undo");
    button.addEventListener("click", function () {
      button.disabled = true;
      site.favorite(form).then(function () {
        if (list) list.insertBefore(item, next && next.parentNode === list ? next : null);
        box.remove();
        filterFavorites();
      }, function () {
        window.location.href = "/favorites?removed=" + encodeURIComponent(form.dataset.recipe);
      });
    });
    box.appendChild(button);
    notice.replaceChildren(box);
  }

  site.onSubmit("form.favorite-remove", function (form) {
    site.enhance(form, function () {
      return site.unfavorite(form).then(function () {
        var item = form.closest("li");
        var list = item ? item.parentNode : null;
        var next = item ? item.nextElementSibling : null;
        if (item) item.remove();
        filterFavorites();
        if (item) offerUndo(form, item, list, next);
      });
    });
  });

  document.addEventListener("input", function (event) {
    if (event.target.id === "favorites-filter") filterFavorites();
  });
})(Reciplease);
