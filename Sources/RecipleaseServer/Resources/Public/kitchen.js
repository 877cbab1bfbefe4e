// The kitchen list: tick, untick and delete without a reload, the search link following.
// The "add an ingredient" box's suggestions come from suggest.js.
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
})(Reciplease);
